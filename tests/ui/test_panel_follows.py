"""The decision panel follows the table a frame later when the game moves on: the table's
change is painted while the panel still waits (the two are not one frame's work), and a
press on the offer the game has moved past does nothing."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QObject
from pytestqt.qtbot import QtBot

from prefgui.ui.system.jobs import JobService
from prefgui.ui.window.main_window import MainWindow
from tests.ui.helpers import table_window, wait_for_human, wait_for_panel


class PaintSeen(QObject):
    """Whether the decision panel was still waiting at each paint of the table."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__()
        self.window = window
        self.waiting: list[bool] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Paint:
            self.waiting.append(self.window.table_desk.panel_place.pending)
        return False


def test_the_table_is_painted_before_the_panels_new_offer(
        qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    window = table_window(qtbot, jobs, tmp_path, speed="off")  # seed 3: You bid
    wait_for_human(qtbot, window)
    c, panel = window.controller, window.panel
    assert panel.isVisible() and panel.buttons
    seen = PaintSeen(window)
    window.view.viewport().installEventFilter(seen)
    window.view.viewport().update()
    c.state_changed.emit(c.view.observation())  # the table drawn again (resuming, Settings)
    assert window.table_desk.panel_place.pending  # the panel's offer waits
    wait_for_panel(qtbot, window)
    window.view.viewport().removeEventFilter(seen)
    assert seen.waiting and seen.waiting[0], seen.waiting  # the table's frame came first
    assert panel.isVisible() and panel.buttons  # and then the offer, laid out again


def test_a_press_on_an_offer_the_game_has_moved_past_does_nothing(
        qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    window = table_window(qtbot, jobs, tmp_path, speed="off")
    wait_for_human(qtbot, window)
    c = window.controller
    before = len(c.state.history)
    c.state_changed.emit(c.view.observation())
    window.panel.buttons[0].click()  # the offer on show is one the game may have left
    assert len(c.state.history) == before
    wait_for_panel(qtbot, window)
    window.panel.buttons[0].click()  # the offer for the game as it is
    assert len(c.state.history) == before + 1
