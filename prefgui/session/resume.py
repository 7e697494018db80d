"""Start-up: resume the most recent saved session that loads, and report every other.

A European match or a Russian pulka, whichever was played last. Nothing a file in the
sessions folder holds stops the game from starting: a damaged save
is kept aside and reported, a save from a newer prefgui is left in place and reported, and
the next most recent save is tried. Temporary files left by a save that was interrupted
are removed first.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from prefgui.session.storage import (
    SaveError,
    Session,
    list_sessions,
    load_any_session,
    remove_stale_temporaries,
)

__all__ = ["Resumed", "resume_latest"]


@dataclass
class Resumed:
    """What start-up found: the session to go on with (None: start a new one), and every
    save that could not be used, newest first."""

    match: Session | None = None
    path: Path | None = None
    problems: list[tuple[Path, SaveError]] = field(default_factory=list)


def resume_latest(folder: Path) -> Resumed:
    """The most recent session of ``folder`` that loads, and the problems met on the way."""
    remove_stale_temporaries(folder)
    found = Resumed()
    for info in list_sessions(folder):
        try:
            found.match, found.path = load_any_session(info.path), info.path
            return found
        except SaveError as e:
            found.problems.append((info.path, e))
        except OSError:  # vanished between listing and reading
            continue
    return found
