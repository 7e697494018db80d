"""Saving sessions: versioned JSON, written atomically, never pickled.

A save file is ``{"format": "prefgui.session", "version": 1, "saved": ISO time,
"match": Match.to_json()}``. ``save`` writes a temporary file beside the target, flushes
and fsyncs it, then renames it over the target, so a crash leaves either the old or the
new file, never half of one. ``load_session`` reports a damaged file with a clear
``SaveError`` and moves it aside (``*.damaged-N.json``) so that nothing else is lost.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from prefgui.engine.errors import PrefError
from prefgui.session.match import Match

SAVE_FORMAT = "prefgui.session"
SAVE_VERSION = 1


class SaveError(Exception):
    """A save file that cannot be used; ``kept_as`` is where the damaged file went."""

    def __init__(self, message: str, kept_as: Path | None = None) -> None:
        super().__init__(message)
        self.kept_as = kept_as


def atomic_write_text(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` atomically (temporary file, flush, fsync, rename)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def save(match: Match, path: Path) -> None:
    doc = {"format": SAVE_FORMAT, "version": SAVE_VERSION,
           "saved": time.strftime("%Y-%m-%dT%H:%M:%S"), "match": match.to_json()}
    atomic_write_text(path, json.dumps(doc, ensure_ascii=False, indent=1))


def keep_aside(path: Path) -> Path:
    """Move a damaged file out of the way, keeping it for the player; returns its name."""
    for i in range(1, 1000):
        target = path.with_name(f"{path.stem}.damaged-{i}{path.suffix}")
        if not target.exists():
            os.replace(path, target)
            return target
    raise OSError("too many damaged copies")


def load_session(path: Path) -> Match:
    """Load a session.

    Raises:
        SaveError: the file is unreadable, not JSON, of another format or version, or
            holds data that does not replay; the file has then been kept aside.
    """
    try:
        raw = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise
    except (OSError, UnicodeDecodeError) as e:
        raise _damaged(path, f"cannot read the saved game ({e})") from None
    try:
        doc = json.loads(raw)
    except json.JSONDecodeError as e:
        raise _damaged(path, f"the saved game is damaged (not valid JSON: {e.msg}, "
                             f"line {e.lineno})") from None
    problem = _check_header(doc)
    if problem:
        raise _damaged(path, problem)
    try:
        return Match.from_json(doc["match"])
    except (PrefError, KeyError, TypeError, ValueError, AttributeError, IndexError) as e:
        raise _damaged(path, f"the saved game does not replay ({e})") from None


def _check_header(doc: Any) -> str:
    if not isinstance(doc, dict) or doc.get("format") != SAVE_FORMAT:
        return "the file is not a prefgui saved game"
    version = doc.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        return "the saved game has no valid format version"
    if version > SAVE_VERSION:
        return (f"the saved game was written by a newer prefgui (format version {version}; "
                f"this one reads {SAVE_VERSION})")
    if version < 1:
        return f"unknown saved-game version {version}"
    if not isinstance(doc.get("match"), dict):
        return "the saved game holds no session"
    return ""


def _damaged(path: Path, message: str) -> SaveError:
    try:
        kept = keep_aside(path)
    except OSError:
        kept = None
    return SaveError(message, kept)


@dataclass(frozen=True)
class SessionInfo:
    """A saved session in the list of past sessions."""

    path: Path
    variant: str
    deals: int
    saved: str


def list_sessions(folder: Path) -> list[SessionInfo]:
    """Saved sessions in ``folder``, newest first (damaged ones too, as variant "?")."""
    out: list[SessionInfo] = []
    if not folder.is_dir():
        return out
    for p in folder.glob("session-*.json"):
        if ".damaged-" in p.name:
            continue
        try:
            doc = json.loads(p.read_text(encoding="utf-8"))
            m = doc["match"]
            out.append(SessionInfo(p, str(m["settings"]["variant"]), len(m["deals"]),
                                   str(doc["saved"])))
        except (OSError, ValueError, KeyError, TypeError):
            # Listed all the same, so that resuming it reports the damage and keeps the
            # file aside instead of silently ignoring the player's game.
            try:
                mtime = time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime(p.stat().st_mtime))
            except OSError:
                continue
            out.append(SessionInfo(p, "?", 0, mtime))
    return sorted(out, key=lambda s: s.saved, reverse=True)
