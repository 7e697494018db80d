"""The window's first frame shows the empty table; the session's first deal follows a frame
later (prefgui.ui.window.first_deal), as the game starts (prefgui.ui.app)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QObject
from pytestqt.qtbot import QtBot

from prefgui.session.match import Match, TableSettings
from prefgui.ui.system.jobs import JobService
from prefgui.ui.window.first_deal import FirstDeal

from .helpers import table_window


class Painted(QObject):
    """Notes what the table showed when its view was first painted."""

    def __init__(self, scene: object) -> None:
        super().__init__()
        self.scene = scene
        self.at_first: list[object] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Paint and not self.at_first:
            self.at_first.append(getattr(self.scene, "obs", None))
        return False


def test_the_first_frame_shows_the_empty_table_and_the_deal_follows(
        qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    window = table_window(qtbot, jobs, tmp_path, start=False)
    viewport = window.view.viewport()
    painted = Painted(window.scene)
    viewport.installEventFilter(painted)
    viewport.update()
    started: list[int] = []
    first = FirstDeal(window, viewport,
                      lambda: (started.append(1), window.controller.session.start()))
    assert first.due and window.scene.obs is None
    qtbot.waitUntil(lambda: bool(painted.at_first), timeout=5000)
    assert painted.at_first == [None]  # painted before the deal was on the table
    qtbot.waitUntil(lambda: window.scene.obs is not None, timeout=5000)
    assert window.scene.obs == window.controller.view.observation()
    assert started == [1] and not first.due
    viewport.update()
    qtbot.wait(50)
    assert started == [1]  # once
    viewport.removeEventFilter(painted)


def test_another_session_meanwhile_cancels_the_first_deal(
        qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    window = table_window(qtbot, jobs, tmp_path, start=False)
    c = window.controller
    started: list[int] = []
    first = FirstDeal(window, window.view.viewport(), lambda: started.append(1),
                      c.session_replaced)
    c.session.replace_match(Match(TableSettings("austrian", levels=(
        "human", "beginner", "beginner")), 8), tmp_path / "other.json")
    assert not first.due
    qtbot.wait(700)  # past the latest moment of the first deal
    assert started == []


def test_the_first_deal_comes_even_if_the_table_is_never_painted(
        qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    window = table_window(qtbot, jobs, tmp_path, start=False)
    window.hide()
    started: list[int] = []
    first = FirstDeal(window, window.view.viewport(), lambda: started.append(1))
    qtbot.waitUntil(lambda: started == [1], timeout=3000)
    assert not first.due
