"""Which session the game starts with: the latest save that loads, or a new one.

Kept apart from ``app`` so that the window and its menus can start a new session without
importing the module that builds the window.
"""

from __future__ import annotations

import time
from pathlib import Path

from prefgui.session.match import Match, TableSettings
from prefgui.session.pulka import Pulka
from prefgui.session.resume import resume_latest
from prefgui.ui.game.controller import GameController
from prefgui.ui.system.paths import sessions_dir
from prefgui.ui.words.file_messages import resume_message


def new_session_path() -> Path:
    return sessions_dir() / time.strftime("session-%Y%m%d-%H%M%S.json")


def resume_or_new(table: TableSettings | None = None) -> tuple[Match | Pulka, Path, str]:
    """The most recent saved session that loads, or a new one; with a message whenever a
    save could not be used (kept aside, or left in place if a newer prefgui wrote it)."""
    found = resume_latest(sessions_dir())
    message = resume_message(found.problems, found.path)
    if found.match is not None and found.path is not None:
        return found.match, found.path, message
    seed = int(time.time() * 1000) & 0xFFFFFFFF
    table = table or TableSettings()
    if table.rules().is_russian:
        return Pulka(table, seed), new_session_path(), message
    return Match(table, seed), new_session_path(), message


def start_new_session(controller: GameController) -> None:
    seed = int(time.time() * 1000) & 0xFFFFFFFF
    controller.new_session(controller.match.settings, seed, new_session_path())
