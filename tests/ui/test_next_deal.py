""""Next deal": the summary closes at once, the next deal is dealt a frame later at a turn of
its own (the dialog's closing and the new deal's table are not one frame's work), once, and
only at the table that asked for it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QGraphicsView
from pytestqt.qtbot import QtBot

from prefgui.engine.deal import new_deal
from prefgui.engine.rules import Rules
from prefgui.ui.system.jobs import JobService
from prefgui.ui.table.scene import TableScene
from prefgui.ui.table.theme import load_theme
from prefgui.ui.table.view import TableView
from prefgui.ui.window.main_window import MainWindow
from tests.ui.helpers import CLAIM_TABLE, finished_match, table_window


def _at_summary(qtbot: QtBot, jobs: JobService, tmp_path: Path, seed: int = 6) -> MainWindow:
    window = table_window(qtbot, jobs, tmp_path, match=finished_match(CLAIM_TABLE, seed),
                          speed="off")
    qtbot.waitUntil(lambda: window.deal_end.summary is not None, timeout=5000)
    return window


def test_next_deal_closes_the_summary_at_once_and_deals_at_a_turn_of_its_own(
        qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    window = _at_summary(qtbot, jobs, tmp_path)
    c = window.controller
    finished = c.state
    summary = window.deal_end.summary
    assert summary is not None
    summary.next_button.click()
    assert window.deal_end.summary is None  # closed at once
    assert c.state is finished  # the table still shows the deal just finished
    qtbot.waitUntil(lambda: not c.state.is_terminal(), timeout=3000)
    assert len(c.match.entries) == 1 and c.state.dealer != finished.dealer
    assert window.scene.obs is not None and not window.scene.obs.history  # the new deal shown


def test_next_deal_asked_twice_deals_one_deal(
        qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    window = _at_summary(qtbot, jobs, tmp_path)
    c = window.controller
    window.deal_end.next_deal()  # the summary's button
    window.deal_end.next_deal()  # and the menu's, before the deal came
    qtbot.waitUntil(lambda: not c.state.is_terminal(), timeout=3000)
    dealt = c.state
    qtbot.waitUntil(lambda: not window.scene.busy(), timeout=5000)
    assert len(c.match.entries) == 1
    assert c.match.state.dealer == dealt.dealer and len(c.match.entries) == 1


def test_a_session_replaced_before_the_deal_comes_is_not_moved_on(
        qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    window = _at_summary(qtbot, jobs, tmp_path)
    c = window.controller
    window.deal_end.next_deal()
    other = finished_match(CLAIM_TABLE, 7)  # a session resumed at the end of its deal
    c.session.replace_match(other, tmp_path / "other.json")
    qtbot.waitUntil(lambda: window.deal_end.summary is not None, timeout=5000)
    assert c.match is other and c.state.is_terminal()  # its summary waits for the player
    assert len(other.entries) == 1


def test_a_new_deal_s_first_frame_repaints_one_rectangle_then_only_what_changed(
        qtbot: QtBot) -> None:
    """Every card moves when a deal begins: that frame repaints the rectangle around the
    changes (a region of fifty to ninety rectangles cost more to paint than the whole);
    the frames after it only the region of what changed, as before."""
    scene = TableScene(load_theme("prefgui-french"))
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(1000, 700)
    view.show()
    qtbot.waitExposed(view)
    smart = QGraphicsView.ViewportUpdateMode.SmartViewportUpdate
    one = QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate
    scene.sync(new_deal(Rules("austrian"), 1, 0).observation(0), animate=False)
    qtbot.waitUntil(lambda: view.viewportUpdateMode() == smart)
    scene.sync(new_deal(Rules("austrian"), 2, 1).observation(0), animate=False)
    assert view.viewportUpdateMode() == one
    qtbot.waitUntil(lambda: view.viewportUpdateMode() == smart)  # once painted
    scene.sync(scene.obs, animate=False)  # the same position laid out again
    assert view.viewportUpdateMode() == smart
