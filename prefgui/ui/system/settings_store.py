"""QSettings behind a typed wrapper: the player's preferences as one ``AppSettings`` value.

Everything read back is validated against the schema the writer uses
(``prefgui.session.settings.SETTINGS``): a damaged or impossible value falls back to the
defaults and the problem is reported (never a crash), and the rules are checked by the
engine before they are used.

The file itself is looked at before Qt opens it, since QSettings blocks or fails silently
on what it cannot handle: a settings path or a lock path (``prefgui.conf.lock``) that is
not a regular file (a FIFO blocks the start, a folder as the lock freezes the window at the
first change) leaves the settings at the defaults for this run, said once, and nothing is
written; a file that is not UTF-8 text (re-saved as UTF-16) is kept aside and said. A value
that is not text (a list, ``@Rect``, ``@Variant``, JSON without quotes, which the INI
format reads as a list) is kept aside and said. A save that fails (a full disk, the file
replaced by a folder) is said by :func:`save_settings`'s answer.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import stat
from pathlib import Path

from PySide6.QtCore import QSettings

from prefgui.session.files import FileRefusedError, read_bytes
from prefgui.session.settings import AppSettings, settings_from_text, settings_to_json
from prefgui.ui.system.paths import open_settings, settings_file
from prefgui.ui.words.file_messages import settings_not_saved_text, settings_reset_text

__all__ = ["ELSEWHERE_KEY", "KEY", "WELCOMED_KEY", "is_first_start", "load_settings",
           "remember_elsewhere", "remember_welcome",
           "save_settings", "saved_elsewhere", "store_problem"]

KEY = "settings/v1"
WELCOMED_KEY = "welcome/shown"  # the welcome of the first start was shown (closed or not)
ELSEWHERE_KEY = "sessions/elsewhere"
ELSEWHERE_KEPT = 20  # the most recent places "Save elsewhere…" wrote to
FILE_LIMIT = 1 << 20  # a settings file is a few kilobytes


def store_problem(path: Path | None = None) -> str:
    """Why the settings file at ``path`` (default: the player's) cannot be used by Qt, in
    English ('' when it can). A file that is not UTF-8 is kept aside first."""
    path = path or settings_file()
    for p in (path, path.with_name(path.name + ".lock")):
        try:
            mode = os.stat(p).st_mode
        except FileNotFoundError:
            continue
        except OSError as e:
            return f"{p.name}: {e.strerror or e}"
        if not stat.S_ISREG(mode):
            return f"{p.name} is not a regular file"
    try:
        raw = read_bytes(path, FILE_LIMIT)
    except FileRefusedError as e:
        return "" if e.errno == errno.ENOENT else f"{path.name}: {e.reason}"
    try:
        raw.decode("utf-8")
        if b"\x00" in raw:
            raise UnicodeError("a NUL byte")
    except UnicodeError:
        with contextlib.suppress(OSError):
            os.replace(path, path.with_name(path.name + ".damaged"))
            return f"{path.name} is not UTF-8 text (it was kept as {path.name}.damaged)"
        return f"{path.name} is not UTF-8 text"
    return ""


def _open() -> tuple[QSettings | None, str]:
    problem = store_problem()
    return (None, problem) if problem else (open_settings(), "")


def load_settings(qs: QSettings | None = None) -> tuple[AppSettings, str]:
    """The stored preferences, and a message if something had to be reset ('' if not).

    Whatever the stored value holds (any text, nesting, numbers, invalid characters), a
    value that cannot be used gives the defaults and a message; the value is kept aside
    under ``settings/v1.damaged``.
    """
    if qs is None:
        qs, problem = _open()
        if qs is None:
            return AppSettings(), settings_reset_text(problem)
    elif qs.fileName():
        problem = store_problem(Path(qs.fileName()))
        if problem:
            return AppSettings(), settings_reset_text(problem)
    try:
        raw = qs.value(KEY, "")
    except Exception as e:  # noqa: BLE001 - a value Qt cannot convert
        return AppSettings(), settings_reset_text(f"{type(e).__name__}")
    if qs.status() != QSettings.Status.NoError:
        return AppSettings(), settings_reset_text(
            f"the settings file is damaged ({qs.status().name})")
    if raw == "" or (raw is None and not qs.contains(KEY)):
        return AppSettings(), ""
    try:
        if raw is None:  # a value Qt could not read back (e.g. an unknown @Variant)
            raise ValueError("the stored value cannot be read")
        if not isinstance(raw, str):
            raise ValueError(f"the stored value is not text but {type(raw).__name__}")
        return settings_from_text(raw), ""
    except Exception as e:  # noqa: BLE001 - whatever is stored, the game starts
        detail = getattr(e, "message", None) or str(e) or type(e).__name__
        with contextlib.suppress(Exception):
            qs.setValue(KEY + ".damaged", raw)
            qs.remove(KEY)
        return AppSettings(), settings_reset_text(detail)


def is_first_start(qs: QSettings | None = None) -> bool:
    """No preferences have been saved yet and the welcome was never shown: the game starts
    for the first time."""
    if qs is None:
        if store_problem():
            return False  # there is a file, if not a usable one
        qs = open_settings()
    return not qs.contains(KEY) and not qs.contains(WELCOMED_KEY)


def remember_welcome(qs: QSettings | None = None) -> str:
    """Note that the first start's welcome was shown, so that it is not shown at the next
    start even if the player closed it without choosing ('' when noted, else why not)."""
    if qs is None:
        qs, problem = _open()
        if qs is None:
            return problem
    qs.setValue(WELCOMED_KEY, True)
    return _sync(qs)


def _sync(qs: QSettings) -> str:
    """Write ``qs`` to its file; '' when written, else why not (English)."""
    if qs.fileName():
        problem = store_problem(Path(qs.fileName()))
        if problem:
            return problem
    qs.sync()
    status = qs.status()
    if status == QSettings.Status.AccessError:
        return "the settings file cannot be written (a full disk, or no permission)"
    if status != QSettings.Status.NoError:
        return f"the settings file cannot be written ({status.name})"
    return ""


def save_settings(s: AppSettings, qs: QSettings | None = None) -> str:
    """Store the preferences; '' when stored, else the player's sentence why not.

    Raises:
        ValueError: ``s`` holds a value its stored form cannot carry (a program error).
    """
    text = json.dumps(settings_to_json(s), ensure_ascii=False)
    if qs is None:
        qs, problem = _open()
        if qs is None:
            return settings_not_saved_text(problem)
    elif qs.fileName() and (problem := store_problem(Path(qs.fileName()))):
        return settings_not_saved_text(problem)  # nothing set: Qt would write it at exit
    qs.setValue(KEY, text)
    problem = _sync(qs)
    return settings_not_saved_text(problem) if problem else ""


def saved_elsewhere(qs: QSettings | None = None) -> list[Path]:
    """The sessions the player saved outside the sessions folder ("Save elsewhere…"),
    the most recent first; nothing if the settings cannot be read."""
    if qs is None:
        qs, _problem = _open()
        if qs is None:
            return []
    try:
        raw = qs.value(ELSEWHERE_KEY, "")
        paths = json.loads(raw) if isinstance(raw, str) and raw else []
    except (ValueError, TypeError, RecursionError):
        return []
    if not isinstance(paths, list):
        return []
    return [Path(p) for p in paths[:ELSEWHERE_KEPT] if isinstance(p, str) and p]


def remember_elsewhere(path: Path, qs: QSettings | None = None) -> str:
    """The session is now saved at ``path`` (outside the sessions folder): the next start
    resumes it there. '' when remembered, else why not (English)."""
    if qs is None:
        qs, problem = _open()
        if qs is None:
            return problem
    elif qs.fileName() and (problem := store_problem(Path(qs.fileName()))):
        return problem
    known = [p for p in saved_elsewhere(qs) if p != path and p.exists()]
    qs.setValue(ELSEWHERE_KEY, json.dumps([str(p) for p in [path, *known][:ELSEWHERE_KEPT]],
                                          ensure_ascii=False))
    return _sync(qs)
