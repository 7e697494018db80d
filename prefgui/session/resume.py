"""Start-up: resume the most recent saved session that loads, and report every other.

A European match or a Russian pulka, whichever was played last. Nothing a file in the
sessions folder holds stops the game from starting: a damaged save
is kept aside and reported, a save from a newer prefgui is left in place and reported, and
the next most recent save is tried. Temporary files left by a save that was interrupted
are removed first.

"Most recent" is the order of the writes (each save's ``sequence``, then the file's
modification time: :func:`prefgui.session.storage.list_sessions`), never the clock written
in a file. Saves the player put in another folder ("Save elsewhere…") are candidates too,
when the caller names them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from prefgui.session.storage import (
    SaveError,
    Session,
    load_any_session,
    remove_stale_temporaries,
    scan_sessions,
)

__all__ = ["Resumed", "resume_latest"]


@dataclass
class Resumed:
    """What start-up found: the session to go on with (None: start a new one), and every
    save that could not be used, newest first.

    ``sequence`` is the highest write number of the saves found: the window numbers its
    own writes above it, so that its saves come first next time.

    ``check`` is the text of the resumed save when its earlier deals are still to be
    replayed and checked (``match.unchecked``; :func:`prefgui.session.storage.check_saved`),
    else None.
    """

    match: Session | None = None
    path: Path | None = None
    problems: list[tuple[Path, SaveError]] = field(default_factory=list)
    sequence: int = 0
    check: str | None = None


def resume_latest(folder: Path, elsewhere: Sequence[Path] = (),
                  check_later: bool = False, read_only: bool = False) -> Resumed:
    """The most recent session of ``folder`` (or of the files ``elsewhere``) that loads,
    and the problems met on the way.

    The newest save is read and parsed once.

    Args:
        check_later: a long European session resumes at its current deal, its earlier
            deals left for the caller to check (``Resumed.check``); otherwise every deal is
            replayed here.
        read_only: nothing in the folder is changed (another window writes it): damaged
            saves stay where they are, leftover temporary files too.
    """
    if not read_only:
        remove_stale_temporaries(folder)
    found = Resumed()
    listed = scan_sessions(folder, elsewhere)
    found.sequence = max((info.sequence for info, _text, _doc in listed), default=0)
    for info, text, doc in listed:
        # Only the newest save comes with its text (the one checked afterwards); another
        # one, resumed when the newer ones could not be, replays here in full.
        quick = check_later and text is not None and doc is not None
        try:
            match = load_any_session(info.path, doc, replay_all=not quick,
                                     keep_aside=not read_only)
        except SaveError as e:
            found.problems.append((info.path, e))
            continue
        except OSError:  # vanished between listing and reading
            continue
        found.match, found.path = match, info.path
        if getattr(match, "unchecked", None):
            found.check = text
        return found
    return found
