"""The window opens no larger than the screen's room (a 1024×640 laptop sees all of the table)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from prefgui.session.match import Match, TableSettings
from prefgui.ui.game.controller import GameController
from prefgui.ui.table.theme import load_theme
from prefgui.ui.window.main_window import MainWindow
from tests.ui.fake_jobs import RecordingJobs


def test_the_first_size_fits_the_screen(qtbot: QtBot, tmp_path: Path) -> None:
    room = QGuiApplication.primaryScreen().availableGeometry()
    assert room.width() < 1280 or room.height() < 800  # the offscreen screen is 800×800
    controller = GameController(Match(TableSettings(), 3), RecordingJobs(),  # type: ignore[arg-type]
                                tmp_path / "s.json")
    window = MainWindow(controller, load_theme("prefgui-french"))
    qtbot.addWidget(window)
    assert window.width() <= room.width() and window.height() <= room.height()
    assert (window.width(), window.height()) == (min(1280, room.width()), min(800, room.height()))
