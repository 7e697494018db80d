"""Saving sessions: versioned JSON, written atomically, never pickled.

A save file is ``{"format": "prefgui.session", "version": 1, "saved": ISO time,
"match": Match.to_json()}`` (schema :data:`prefgui.session.formats.SAVE`, checked when
writing and when reading). ``save`` writes a temporary file beside the target
(``NAME.PID.XXXX.tmp``), flushes and fsyncs it, then renames it over the target, so a crash
leaves either the old or the new file, never half of one; ``remove_stale_temporaries``
deletes the temporary files of programs that died mid-save.

``load_session`` never lets a damaged file stop the game: whatever is wrong with it (not a
regular file, too large, not UTF-8, not JSON, nested too deep, numbers too large, a field
outside the schema, deals that do not replay), it raises :class:`SaveError` with a ``kind``
and moves the file aside (``*.damaged-N.json``) byte for byte, so that nothing is lost. A
file written by a newer prefgui is left in place (:class:`NewerSaveError`), so the newer
version still finds it.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import re
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from prefgui.engine.rules import Rules
from prefgui.session.files import (
    SAVE_LIMIT,
    FileRefusedError,
    JsonRefusedError,
    is_regular_file,
    loads,
    read_text,
)
from prefgui.session.formats import SAVE, SAVE_FORMAT, SAVE_VERSION
from prefgui.session.match import Match
from prefgui.session.pulka import Pulka
from prefgui.session.schema import SchemaError

__all__ = ["CHECK_LATER_DEALS", "SAVE_FORMAT", "SAVE_VERSION", "NewerSaveError", "SaveError",
           "SessionInfo", "atomic_write_text", "check_saved", "keep_aside", "list_sessions",
           "load_session", "remove_stale_temporaries", "save", "session_info", "set_aside",
           "write_snapshot"]

SESSION_GLOB = "session-*.json"


class SaveError(Exception):
    """A save file that cannot be used.

    Attributes:
        kind: ``unreadable`` (not a regular file, too large, an I/O error), ``not_json``
            (not UTF-8 JSON, or beyond the JSON bounds), ``not_ours`` (another format),
            ``invalid`` (a field outside the schema, or deals that do not replay),
            ``newer`` (written by a newer prefgui).
        detail: the technical reason, in English, for the message's end.
        kept_as: where the damaged file went (None if it stayed in place).
    """

    def __init__(self, message: str, kept_as: Path | None = None, kind: str = "invalid",
                 detail: str = "") -> None:
        super().__init__(message)
        self.kept_as = kept_as
        self.kind = kind
        self.detail = detail or message


class NewerSaveError(SaveError):
    """A save written by a newer prefgui: left in place, with the version it has."""

    def __init__(self, path: Path, version: int) -> None:
        super().__init__(f"the saved game was written by a newer prefgui (format version "
                         f"{version}; this one reads {SAVE_VERSION})", None, "newer")
        self.path = path
        self.version = version


def _umask() -> int:
    """The process's file-creation mask (read once, at import, on the main thread)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


UMASK = _umask()


def atomic_write_text(path: Path, text: str, create_folder: bool = True) -> None:
    """Write ``text`` to ``path`` atomically (temporary file, flush, fsync, rename).

    A file that exists keeps its permissions (an export over a file the player shares stays
    shared); a new one gets the usual ones (``0666`` less the umask), not the temporary
    file's ``0600``. A symbolic link is written through: its target gets the new text and
    the link stays a link.

    Args:
        create_folder: create the folder if it is missing; if False, a missing folder
            raises ``FileNotFoundError`` (the folder of a session that was saved there
            before has been removed: the player is told, never a silent new folder).
    """
    path = Path(os.path.realpath(path)) if os.path.islink(path) else path
    if create_folder:
        path.parent.mkdir(parents=True, exist_ok=True)
    elif not path.parent.is_dir():
        raise FileNotFoundError(errno.ENOENT, "the folder of the saved game was removed",
                                str(path.parent))
    try:
        mode = os.stat(path).st_mode & 0o7777
    except OSError:
        mode = 0o666 & ~UMASK
    fd, tmp = tempfile.mkstemp(prefix=f"{path.name}.{os.getpid()}.", suffix=".tmp",
                               dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            with contextlib.suppress(OSError):
                os.fchmod(f.fileno(), mode)
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


Session = Match | Pulka
"""A session of either family: a European ``Match`` or a Russian ``Pulka``."""


CHECK_LATER_DEALS = 150
"""A European session with more finished deals than this (and its totals written in the
save) resumes at its current deal; the earlier deals are replayed and checked afterwards,
off the GUI thread (:func:`check_saved`). Fewer replay at once in less than a tenth of a
second."""


def session_from_json(obj: dict[str, Any], replay_all: bool = True) -> Session:
    """Rebuild a stored session, a pulka when its variant is Russian.

    Args:
        replay_all: False: a long European session is rebuilt at its current deal, its
            earlier deals left ``unchecked`` (see ``Match.from_json``).
    """
    if Rules(str(obj["settings"]["variant"])).is_russian:
        return Pulka.from_json(obj)
    quick = not replay_all and len(obj["deals"]) > CHECK_LATER_DEALS
    return Match.from_json(obj, replay_all=not quick)


def save_document(match: Session, sequence: int = 0) -> dict[str, Any]:
    """The save file's document of a session, checked against the schema."""
    return _document(match.to_json(), sequence)


def _document(snapshot: dict[str, Any], sequence: int = 0) -> dict[str, Any]:
    doc: dict[str, Any] = {"format": SAVE_FORMAT, "version": SAVE_VERSION,
                           "saved": time.strftime("%Y-%m-%dT%H:%M:%S%z"), "match": snapshot}
    if sequence:
        doc["sequence"] = sequence
    SAVE.check(doc)
    return doc


def save(match: Session, path: Path, sequence: int = 0) -> None:
    """Save a session atomically.

    Raises:
        OSError: the file cannot be written (read-only folder, full disk…).
        SchemaError: the session holds something its format cannot carry.
    """
    write_snapshot(match.to_json(), path, sequence)


def write_snapshot(snapshot: dict[str, Any], path: Path, sequence: int = 0,
                   create_folder: bool = True) -> None:
    """Save a session from its ``Match.to_json()``, atomically, as :func:`save` does.

    The snapshot is taken where the match lives and may be written on another thread (the
    window's autosave): it is a plain value that nobody changes afterwards.

    Args:
        sequence: the save's place in the order of writes (:data:`SessionInfo.sequence`):
            the writer numbers its writes above every save it found.
        create_folder: see :func:`atomic_write_text`.

    Raises:
        OSError: the file cannot be written (read-only folder, full disk…).
        SchemaError: the session holds something its format cannot carry.
    """
    atomic_write_text(path, json.dumps(_document(snapshot, sequence), ensure_ascii=False,
                                       indent=1), create_folder)


def keep_aside(path: Path) -> Path:
    """Move a damaged file out of the way, keeping it for the player; returns its name."""
    return _keep_aside(path)


def _keep_aside(path: Path) -> Path:
    """Move a damaged file out of the way, keeping it for the player; returns its name."""
    for i in range(1, 1000):
        target = path.with_name(f"{path.stem}.damaged-{i}{path.suffix}")
        if not target.exists():
            os.replace(path, target)
            return target
    raise OSError("too many damaged copies")


def load_session(path: Path) -> Match:
    """Load a European session (what the window plays).

    Raises:
        FileNotFoundError: there is no such file.
        NewerSaveError: a newer prefgui wrote it; the file stays where it is.
        SaveError: anything else wrong with the file (kept aside), or a Russian pulka
            (kind ``russian``, left in place: ``load_any_session`` reads it).
    """
    session = load_any_session(path)
    if isinstance(session, Pulka):
        raise SaveError("the saved game is a Russian pulka, which this window does not "
                        "play yet", None, "russian")
    return session


def load_any_session(path: Path, doc: Any = None, replay_all: bool = True,
                     keep_aside: bool = True) -> Session:
    """Load a session of either family.

    Args:
        doc: the file's document if it has been parsed already (:func:`scan_sessions`).
        replay_all: see :func:`session_from_json`.
        keep_aside: False: a damaged file is left where it is (the session is only
            shown: another window writes this folder).

    Raises:
        FileNotFoundError: there is no such file.
        NewerSaveError: a newer prefgui wrote it; the file stays where it is.
        SaveError: anything else wrong with the file; it has been kept aside.
    """
    return _session_of(path, _read_save(path, keep_aside) if doc is None else doc,
                       replay_all, keep_aside)


def _read_save(path: Path, keep_aside: bool = True) -> Any:
    """The JSON document of a save file (FileNotFoundError, or SaveError: kept aside)."""
    try:
        raw = read_text(path, SAVE_LIMIT)
    except FileRefusedError as e:
        if e.errno == errno.ENOENT:
            raise FileNotFoundError(errno.ENOENT, "no such saved game", str(path)) from None
        raise _damaged(path, "unreadable", f"cannot read the saved game ({e.reason})",
                       keep_aside) from None
    try:
        return loads(raw)
    except JsonRefusedError as e:
        raise _damaged(path, "not_json", f"the saved game is damaged ({e})",
                       keep_aside) from None


def _session_of(path: Path, doc: Any, replay_all: bool = True, keep_aside: bool = True
                ) -> Session:
    """The session of a save's parsed document (NewerSaveError, or SaveError: the file
    has been kept aside)."""
    if not isinstance(doc, dict) or doc.get("format") != SAVE_FORMAT:
        raise _damaged(path, "not_ours", "the file is not a prefgui saved game", keep_aside)
    version = doc.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > SAVE_VERSION:
        raise NewerSaveError(path, version)
    try:
        SAVE.check(doc)
    except SchemaError as e:
        raise _damaged(path, "invalid", f"the saved game is damaged ({e})",
                       keep_aside) from None
    try:
        return session_from_json(doc["match"], replay_all)
    except Exception as e:  # noqa: BLE001 - whatever the cause, the file is set aside
        raise _damaged(path, "invalid", _replay_failed(e), keep_aside) from None


def _replay_failed(e: Exception) -> str:
    reason = getattr(e, "message", None) or f"{type(e).__name__}: {e}"
    return f"the saved game does not replay ({reason})"


def check_saved(text: str) -> tuple[bool, Any]:
    """Replay every deal of a save's text and check it (for a session resumed with
    ``replay_all=False``; run off the GUI thread, in a worker process).

    Returns:
        ``(True, ledger)``: every ``LedgerEntry`` of the session's finished deals, for
        ``Match.adopt``; ``(False, message)``: what is wrong (the file is then kept aside
        by the caller, as :func:`load_any_session` does).
    """
    try:
        doc = loads(text)
        SAVE.check(doc)
        match = session_from_json(doc["match"])
    except Exception as e:  # noqa: BLE001 - whatever the cause, the file is set aside
        return False, _replay_failed(e)
    if not isinstance(match, Match):
        return False, "the saved game is not a European session"
    return True, match.entries


def set_aside(path: Path, message: str) -> SaveError:
    """A save found damaged after it was resumed (:func:`check_saved`): moved aside byte
    for byte, as at start; the error says where it went."""
    return _damaged(path, "invalid", message)


def _damaged(path: Path, kind: str, message: str, keep_aside: bool = True) -> SaveError:
    kept: Path | None = None
    if keep_aside:
        try:
            kept = _keep_aside(path)
        except OSError:
            kept = None
    return SaveError(message, kept, kind)


@dataclass(frozen=True)
class SessionInfo:
    """A saved session in the list of past sessions.

    Attributes:
        saved: the time written in the file (shown; never used to order the saves).
        sequence: the save's number in the order of writes (0 in saves written before
            there was one): the writer numbers its saves above every save it found.
        modified: the file's modification time (seconds since the epoch).
    """

    path: Path
    variant: str
    deals: int
    saved: str
    sequence: int = 0
    modified: float = 0.0


def _order(info: SessionInfo) -> tuple[int, float]:
    """Newest first: by the writes' own numbering, then by the file system's time.

    Never by the time written in the file: a save made with the clock a day (or 12 years)
    ahead, or in another time zone, would win over every later save.
    """
    return info.sequence, info.modified


def list_sessions(folder: Path, also: Sequence[Path] = ()) -> list[SessionInfo]:
    """Saved sessions in ``folder`` (and the files ``also``, saved elsewhere), newest first
    (damaged ones too, as variant "?").

    Only regular files are looked at (a FIFO or device named like a save is ignored), and
    each is read within the size and JSON bounds, so listing never blocks or crashes.
    """
    return [info for info, _text, _doc in scan_sessions(folder, also)]


def scan_sessions(folder: Path, also: Sequence[Path] = ()
                  ) -> list[tuple[SessionInfo, str | None, Any]]:
    """:func:`list_sessions` with the text and parsed document of the newest save (None
    for the others, and for a save that is not JSON): resuming it parses it no more."""
    try:
        candidates = sorted(folder.glob(SESSION_GLOB)) if folder.is_dir() else []
    except OSError:
        candidates = []
    out: list[tuple[SessionInfo, str | None, Any]] = []
    best = -1
    for p in [*candidates, *(p for p in also if p not in candidates)]:
        found = _scan(p)
        if found is None:
            continue
        if best < 0 or _order(found[0]) > _order(out[best][0]):
            if best >= 0:
                out[best] = (out[best][0], None, None)
            best = len(out)
            out.append(found)
        else:
            out.append((found[0], None, None))
    return sorted(out, key=lambda x: _order(x[0]), reverse=True)


def session_info(p: Path) -> SessionInfo | None:
    """What the list of sessions shows of the save ``p`` (None: not a save file at all)."""
    found = _scan(p)
    return None if found is None else found[0]


def _scan(p: Path) -> tuple[SessionInfo, str | None, Any] | None:
    if ".damaged-" in p.name or not is_regular_file(p):
        return None
    try:
        modified = p.stat().st_mtime
    except (OSError, ValueError):
        return None
    text: str | None = None
    try:
        text = read_text(p, SAVE_LIMIT)
        doc = loads(text)
        m = doc["match"]
        variant, deals, saved = m["settings"]["variant"], m["deals"], doc["saved"]
        sequence = doc.get("sequence", 0)
        if not (isinstance(variant, str) and isinstance(deals, list)
                and isinstance(saved, str) and type(sequence) is int):
            raise TypeError("not a session")
        return SessionInfo(p, variant[:40], len(deals), saved[:40], max(0, sequence),
                           modified), text, doc
    except Exception:  # noqa: BLE001 - listed all the same, see below
        # Listed all the same, so that resuming it reports the damage and keeps the
        # file aside instead of silently ignoring the player's game.
        try:
            shown = time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime(modified))
        except (OSError, ValueError, OverflowError):
            shown = "?"
        return SessionInfo(p, "?", 0, shown, 0, modified), None, None


_TEMPORARY = re.compile(r"session-.*\.json\.(?:(\d{1,10})\.)?[A-Za-z0-9_]{1,16}\.tmp")
STALE_SECONDS = 600  # a temporary file without a process id is older than any save


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError, OverflowError):
        return True  # exists (another user's) or cannot tell: keep the file
    return True


def remove_stale_temporaries(folder: Path) -> list[Path]:
    """Delete the temporary files that a save interrupted by a crash left in ``folder``.

    Only our own (``session-*.json.PID.XXXX.tmp`` regular files, written by a process that
    no longer runs, or older than ten minutes whatever process has their id now) and only
    in this folder. Returns the files removed.
    """
    removed: list[Path] = []
    try:
        entries = list(folder.iterdir()) if folder.is_dir() else []
    except OSError:
        return removed
    now = time.time()
    for p in entries:
        m = _TEMPORARY.fullmatch(p.name)
        if m is None:
            continue
        try:
            st = p.lstat()
        except OSError:
            continue
        if not os.path.isfile(p) or p.is_symlink():
            continue
        # A save takes milliseconds: a temporary file ten minutes old was left behind,
        # even if its process id now belongs to another program (ids are reused).
        old = abs(now - st.st_mtime) > STALE_SECONDS
        stale = old or (m.group(1) is not None and not _alive(int(m.group(1))))
        if stale:
            with contextlib.suppress(OSError):
                p.unlink()
                removed.append(p)
    return removed
