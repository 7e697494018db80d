"""Which session the game starts with: the latest save that loads, or a new one.

Kept apart from ``app`` so that the window and its menus can start a new session without
importing the module that builds the window.

The latest save is the last one written (:func:`prefgui.session.resume.resume_latest`),
in the sessions folder or where the player saved it with "Save elsewhere…" (remembered in
the settings: :func:`prefgui.ui.system.settings_store.saved_elsewhere`).
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication

from prefgui.session.files import one_line
from prefgui.session.match import Match, TableSettings
from prefgui.session.pulka import Pulka, new_session
from prefgui.session.resume import resume_latest
from prefgui.session.storage import SaveError
from prefgui.ui.game.controller import GameController
from prefgui.ui.system.paths import sessions_dir
from prefgui.ui.system.settings_store import saved_elsewhere
from prefgui.ui.words.file_messages import resume_message, save_problem_text


class Start(NamedTuple):
    """The session the window starts with.

    Attributes:
        sequence: the highest write number among the saves found (the window's writes are
            numbered above it).
    """

    match: Match | Pulka
    path: Path
    message: str
    sequence: int
    check: str | None = None  # the save's text, when its earlier deals are checked later


def new_seed() -> int:
    """The seed of a new session (the clock's milliseconds; the deals follow from it)."""
    return int(time.time() * 1000) & 0xFFFFFFFF


def new_session_path() -> Path:
    return sessions_dir() / time.strftime("session-%Y%m%d-%H%M%S.json")


def start_session(table: TableSettings | None = None) -> Start:
    """The most recent saved session that loads, or a new one; with a message whenever a
    save could not be used (kept aside, or left in place if a newer prefgui wrote it)."""
    found = resume_latest(sessions_dir(), saved_elsewhere(), check_later=True)
    message = resume_message(found.problems, found.path)
    if found.match is not None and found.path is not None:
        return Start(found.match, found.path, message, found.sequence, found.check)
    return Start(new_session(table or TableSettings(), new_seed()), new_session_path(), message,
                 found.sequence)


class Viewed(NamedTuple):
    """The session a window shows without saving it (another window writes the folder).

    Attributes:
        source: the save it was read from (None: a new session, written nowhere).
        check: as :attr:`Start.check`.
    """

    match: Match | Pulka
    source: Path | None
    message: str
    check: str | None = None


def view_latest(table: TableSettings | None = None, lock_problem: str | None = None,
                folder: Path | None = None) -> Viewed:
    """The latest session as it was last saved, to be shown and played without saving;
    nothing in the data folder is changed (a damaged save stays where it is). A new
    unsaved session if there is none. With the message that says so.

    Args:
        lock_problem: why no lock could be made on the data ``folder`` (None: another
            window holds it and did not answer).
    """
    found = resume_latest(sessions_dir(), saved_elsewhere(), check_later=True,
                          read_only=True)
    if lock_problem is not None:
        message = QCoreApplication.translate(
            "App", "The lock file that keeps two prefgui windows from writing the same games "
            "cannot be made in {folder} ({detail}). So that no game is ever written twice, "
            "this window saves nothing: remove or repair what is in its place and start "
            "prefgui again.").format(folder=folder, detail=one_line(lock_problem, 200))
    elif found.path is not None:
        message = QCoreApplication.translate(
            "App", "Another prefgui window holds this data folder and did not answer. This "
            "window shows your latest session ({name}) as it was last saved: you can look at "
            "it and play on, but nothing you do here is saved. Close this window and go on in "
            "the other one.").format(name=found.path.name)
    else:
        message = QCoreApplication.translate(
            "App", "Another prefgui window holds this data folder and did not answer. This "
            "window plays a new game that is not saved; close it and go on in the other one.")
    if found.match is not None and found.path is not None:
        return Viewed(found.match, found.path, message, found.check)
    return Viewed(new_unsaved(table), None, message)


def resume_after_refusal(controller: GameController, path: Path,
                         error: SaveError) -> str:
    """The resumed session's earlier deals did not check out
    (:class:`~prefgui.ui.game.ledger_check.LedgerCheck`): its save has been moved aside. Go
    on as a start would have: with the next save that loads, or a new session. Returns the
    message for the player.

    A session that is not saved (another window writes it) stays on the table and its file
    where it is."""
    if controller.autosave.path is None:
        return save_problem_text(path, error)
    found = resume_latest(sessions_dir(), saved_elsewhere(), check_later=True)
    if found.match is not None and found.path is not None:
        controller.session.replace_match(found.match, found.path, found.check)
        controller.autosave.sequence = max(controller.autosave.sequence, found.sequence)
    else:
        controller.session.new_session(controller.match.settings, new_seed(), new_session_path())
    return resume_message([(path, error), *found.problems], found.path)


def new_unsaved(table: TableSettings | None = None) -> Match | Pulka:
    """A new session that is written nowhere (another window holds the data folder)."""
    return new_session(table or TableSettings(), new_seed())


def pulka_over(controller: GameController) -> bool:
    """Whether the session is a pulka whose last deal has been played (outside the defence
    practice): no deal follows, a new session does."""
    m = controller.match
    return isinstance(m, Pulka) and m.finished and not controller.practicing


def start_new_session(controller: GameController) -> None:
    controller.session.new_session(controller.match.settings, new_seed(), new_session_path())
