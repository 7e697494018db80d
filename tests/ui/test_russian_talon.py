"""The raspasy talon card on the table (RULES §13.7.5): the card leading the trick in play
is the one face up in the talon's place, also once the trick before it has been swept."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from prefgui.ai.players import Decision
from prefgui.engine.actions import Pass
from prefgui.engine.russian.state import RussianState
from prefgui.engine.vocab import Phase
from prefgui.session.match import TableSettings
from prefgui.session.pulka import Pulka
from prefgui.ui.table.card_item import CardItem
from prefgui.ui.window.main_window import MainWindow
from prefgui.ui.words import languages
from tests.ui.fake_jobs import RecordingJobs
from tests.ui.helpers import assert_buttons_whole, assert_table_fits, wait_for_panel
from tests.ui.russian_helpers import pulka_window

SOCHI = TableSettings("sochi", {"pool_size": 6}, 3, ("You", "West", "East"),
                      ("human", "club", "club"))


def first_talon_above(seed: int) -> bool:
    """The first deal's first talon card is drawn above the second when both lie face up
    at the same place and height (the items are stacked in the cards' order)."""
    st = Pulka(SOCHI, seed).state
    assert isinstance(st, RussianState)
    return st.talon_cards[0] > st.talon_cards[1]


def raspasy_window(qtbot: QtBot, tmp_path: Path, seed: int, size: tuple[int, int] = (1280, 800),
                   speed: str = "fast") -> tuple[MainWindow, RecordingJobs]:
    """The window (``size``) at a new Sochi pulka, the cards at ``speed``, the computers
    scripted."""
    return pulka_window(qtbot, tmp_path, Pulka(SOCHI, seed), size, speed)


def top_face_at_talon(window: MainWindow) -> int | None:
    """The card face seen in the middle of the talon's first place (None: none)."""
    lay = window.scene.layout
    assert lay is not None
    spot = lay.talon(0)
    at = window.view.mapFromScene(QPointF(spot.x + lay.cw / 2, spot.y + lay.ch / 2))
    for item in window.view.items(at):
        if isinstance(item, CardItem) and item.isVisible():
            return item.card
    return None


def play_until_a_trick_is_done(qtbot: QtBot, window: MainWindow, jobs: RecordingJobs) -> None:
    """Everybody passes, then plays the first legal card, until trick 1 is complete."""
    c = window.controller
    while c.state.phase is not Phase.PLAY or c.state.tricks_done < 1:
        st = c.state
        before = len(st.history)
        legal = st.legal_actions()
        pick = next((a for a in legal if isinstance(a, Pass)), legal[0])
        if c.view.controls(st.current_player()):
            qtbot.waitUntil(lambda: not window.scene.busy(), timeout=10000)
            c.submit(pick)
        else:
            qtbot.waitUntil(lambda: any(r.job.active() for r in jobs.requests), timeout=10000)
            [r for r in jobs.requests if r.job.active()][-1].answer(Decision(pick))
        qtbot.waitUntil(lambda n=before: len(c.state.history) > n, timeout=5000)


@pytest.mark.usefixtures("brisk_cards")
def test_the_card_leading_trick_two_lies_on_top(qtbot: QtBot, tmp_path: Path) -> None:
    """When trick 1 is complete the second talon card is turned over the first; once the
    trick is swept the first is gone. (Before, the first stayed face up over the second until
    the next card was played: the player first to play to trick 2 saw the wrong card lead.)"""
    seed = next(s for s in range(1, 200) if first_talon_above(s))
    window, jobs = raspasy_window(qtbot, tmp_path, seed)
    window.scene.trick.pause = 60000  # the complete trick waits for a click on the table
    play_until_a_trick_is_done(qtbot, window, jobs)
    st = window.controller.state
    assert isinstance(st, RussianState) and st.declarer is None
    t1, t2 = st.talon_cards
    qtbot.waitUntil(window.scene.trick_waiting, timeout=5000)
    faces = window.scene.faces
    assert faces[t2].isVisible()
    qtbot.waitUntil(lambda: not faces[t2].is_animating(), timeout=5000)
    assert top_face_at_talon(window) == t2  # the trick 1 still shown: the next lead above
    assert window.scene.trick.take_now()
    qtbot.waitUntil(lambda: not window.scene.busy(), timeout=10000)
    QApplication.sendPostedEvents()
    assert top_face_at_talon(window) == t2
    assert not faces[t1].isVisible()


# the bidding ladder keeps clear of the talon ----------------------------------------------
def talon_rects(window: MainWindow) -> list[QRectF]:
    """The talon's face-down cards in the middle, in view coordinates."""
    view = window.view
    return [view.mapFromScene(item.sceneBoundingRect()).boundingRect().toRectF()
            for item in window.scene.backs.get("talon", []) if item.isVisible()]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_ladder_keeps_clear_of_the_talon(qtbot: QtBot, qapp: QApplication, tmp_path: Path,
                                             size: tuple[int, int], lang: str) -> None:
    """The Russian auction's ladder (a row per level, 27 calls) lies below the talon
    (at 1920×1080 it covered the talon's lower edge), every button whole: in German, whose
    explanation above the buttons takes three lines, the last row was cut off."""
    if lang != "en" and lang not in languages.language_codes():
        pytest.skip(f"no compiled translation for {lang} (pip install -e .)")
    languages.install_translators(qapp, lang)
    try:
        _ladder_clear_of_the_talon(qtbot, tmp_path, size)
    finally:
        languages.install_translators(qapp, "en")


def _ladder_clear_of_the_talon(qtbot: QtBot, tmp_path: Path, size: tuple[int, int]) -> None:
    window, jobs = raspasy_window(qtbot, tmp_path, 1, size=size, speed="off")
    c = window.controller
    while not c.view.controls(c.state.current_player()):  # the computers pass
        qtbot.waitUntil(lambda: any(r.job.active() for r in jobs.requests), timeout=10000)
        [r for r in jobs.requests if r.job.active()][-1].answer(Decision(Pass(
            c.state.current_player())))
        wait_for_panel(qtbot, window)
    QApplication.sendPostedEvents()
    assert c.state.phase is Phase.AUCTION and window.panel.isVisible()
    assert len(window.panel.buttons) == 27  # pass, misère and the twenty-five bids
    panel = QRectF(window.panel.geometry())
    talon = talon_rects(window)
    assert len(talon) == 2
    for r in talon:
        assert not panel.intersects(r), (size, panel, r)
    assert_table_fits(window)  # clear of the hands, whole, on the table
    assert_buttons_whole(window)
