"""A seat's bubble says its call beside its own name plate: where the human's discard lies
right of the left seat's plate, the left seat's bubble goes just above that side of its plate,
not under the plate, beside the human's own bid."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from prefgui.ai.players import Decision
from prefgui.engine.actions import Discard, Pass, RuBid
from prefgui.engine.russian.state import RussianState
from prefgui.engine.vocab import Phase
from prefgui.session.match import TableSettings
from prefgui.session.pulka import Pulka
from prefgui.ui.game.controller import GameController
from prefgui.ui.table.theme import load_theme, register_fonts
from prefgui.ui.window.main_window import MainWindow
from tests.ui.fake_jobs import RecordingJobs
from tests.ui.helpers import wait_for_panel

SIX_SPADES = 0  # Stalingrad in Sochi: both defenders whist without a call
SOCHI = TableSettings("sochi", {"pool_size": 6}, 3, ("You", "West", "East"),
                      ("human", "club", "club"))


def gap(a: QRectF, b: QRectF) -> float:
    """The distance between two rectangles (0: they touch or overlap)."""
    dx = max(a.left() - b.right(), b.left() - a.right(), 0.0)
    dy = max(a.top() - b.bottom(), b.top() - a.bottom(), 0.0)
    return max(dx, dy)


def test_the_left_seats_call_is_said_beside_its_plate(qtbot: QtBot, tmp_path: Path) -> None:
    """The human plays 6♠ (Stalingrad) at 1920×1080: at the start of the play West's plate
    is wide ("Whisting · tricks: 0") and the human's discard lies right of it; West's "Pass"
    stays by West's plate (it went under the plate, beside the human's bid bubble, and read
    as the human's call)."""
    register_fonts()
    jobs = RecordingJobs()
    c = GameController(Pulka(SOCHI, 1), jobs, tmp_path / "pulka.json")  # type: ignore[arg-type]
    c.speed = "off"
    window = MainWindow(c, load_theme("prefgui-french"))
    qtbot.addWidget(window)
    window.resize(1920, 1080)
    window.show()
    qtbot.waitExposed(window)
    window.menu_actions.set_speed("off")
    c.session.start()
    while True:
        st = c.state
        assert isinstance(st, RussianState)
        if st.phase is Phase.PLAY:
            break
        legal = st.legal_actions()
        seat = st.current_player()
        before = len(st.history)
        if c.view.controls(seat):
            bids = [a for a in legal if isinstance(a, RuBid) and a.rank == SIX_SPADES]
            discards = [a for a in legal if isinstance(a, Discard)]
            action = bids[0] if bids and st.high is None else discards[0] if discards \
                else legal[0] if st.phase is Phase.DECLARE else next(
                    a for a in legal if isinstance(a, Pass))
            wait_for_panel(qtbot, window)
            c.submit(action)
        else:
            qtbot.waitUntil(lambda: any(r.job.active() for r in jobs.requests), timeout=10000)
            answer = next(a for a in legal if isinstance(a, Pass))
            [r for r in jobs.requests if r.job.active()][-1].answer(Decision(answer))
        qtbot.waitUntil(lambda n=before: len(c.state.history) > n, timeout=5000)
    wait_for_panel(qtbot, window)
    QApplication.sendPostedEvents()
    scene = window.scene
    west = scene.plates[1].sceneBoundingRect()
    bubble = scene.bubbles[1]
    assert bubble.isVisible() and bubble.lines == ["Pass"]
    box = bubble.sceneBoundingRect()
    assert gap(box, west) <= 8, (box, west)  # beside West's plate
    assert box.bottom() <= west.bottom(), (box, west)  # not under it, by the human's plate
