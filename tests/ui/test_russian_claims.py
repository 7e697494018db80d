"""Claims in the Russian game at the table (issue 19): the human claims in a contract he
declares or whists, against a misère he claims the rest without a trick, a computer
declarer claims a certain rest and it is played out, and on raspasy the player is told
why there are no claims. The claims are checked by the real worker process."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths, QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from prefgui.engine.actions import OpenWhist, Pass, Play, RuBid, RuDeclare, Whist
from prefgui.engine.russian.ladder import MISERE, parse_bid
from prefgui.engine.russian.state import RussianState
from prefgui.engine.vocab import Outcome
from prefgui.ui.dialogs.claim import ClaimDialog
from prefgui.ui.system.jobs import JobService
from prefgui.ui.window.main_window import MainWindow
from tests.ui.russian_helpers import STRONG, deal_state, discard_of, state_window

QStandardPaths.setTestModeEnabled(True)

MISERE_HANDS = ("9S 8S 7S 9C 8C 7C 8D 7D 8H 7H",
                "AS KS QS JS 10S AC KC QC AD KD",
                "JC 10C 9D 10D JD QD AH KH QH JH")


def _seven_spades(declarer_human: bool = True) -> RussianState:
    seven = parse_bid("7S")
    return deal_state(STRONG, "8H 7H", RuBid(0, seven), Pass(1), Pass(2), discard_of(0, "8H 7H"),
                 RuDeclare(0, seven), Whist(1), Pass(2), OpenWhist(1))


def test_the_human_declarer_claims_the_rest_and_the_deal_is_scored_as_played(
        qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    window = state_window(qtbot, jobs, tmp_path, _seven_spades())
    c = window.controller
    with qtbot.waitSignal(c.deal_finished, timeout=60000) as finished:
        window.claims.request(None)
        qtbot.waitUntil(lambda: window.scene.bubbles[0].lines == ["I claim the rest."],
                        timeout=60000)
    entry = finished.args[0]
    assert entry.result.outcome is Outcome.MADE
    assert c.state.tricks_won[0] == 10
    assert [a.seat for a in c.state.history if isinstance(a, Play)].count(0) == 10


def test_a_whisters_claim_that_fails_is_refused_and_the_play_goes_on(
        qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    # West declares 7♠ with ten sure tricks (seat 1 holds the strong hand): the human whists
    hands = (STRONG[1], STRONG[0], STRONG[2])
    seven = parse_bid("7S")
    st = deal_state(hands, "8H 7H", Pass(0), RuBid(1, seven), Pass(2), discard_of(1, "8H 7H"),
               RuDeclare(1, seven), Pass(2), Whist(0), OpenWhist(0))
    window = state_window(qtbot, jobs, tmp_path, st)
    c = window.controller
    assert st.turn == 0 and any(isinstance(a, Play) for a in c.view.legal_actions())
    moment = len(c.state.history)
    window.claims.request(2)
    qtbot.waitUntil(lambda: bool(window.scene.coach_bubble.text()), timeout=60000)
    text = window.scene.coach_bubble.text()
    assert text.startswith("Your claim does not hold.")
    assert "your side takes only 0 of the 10 remaining tricks" in text
    assert len(c.state.history) == moment  # the play goes on from where it was


def test_the_misere_declarer_claims_the_rest_without_a_trick(
        qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    st = deal_state(MISERE_HANDS, "9H 10H", RuBid(0, MISERE), Pass(1), Pass(2),
               discard_of(0, "9H 10H"), RuDeclare(0, MISERE))
    window = state_window(qtbot, jobs, tmp_path, st)
    c = window.controller
    seen: list[tuple[bool, str, int | None]] = []

    def answer() -> None:
        dlg = next(w for w in QApplication.topLevelWidgets()
                   if isinstance(w, ClaimDialog) and w.isVisible())
        seen.append((dlg.at_most, dlg.all_button.text(), dlg.claimed()))
        dlg.accept()

    QTimer.singleShot(200, answer)
    with qtbot.waitSignal(c.deal_finished, timeout=60000) as finished:
        window.claims.claim()  # the Deal menu's Claim: the dialog offers "none of them"
        qtbot.waitUntil(lambda: window.scene.bubbles[0].lines == ["The rest without a trick."],
                        timeout=60000)
    # the dialog offered "none of them" (chosen) or "at most this many"
    assert seen == [(True, "&None of the remaining tricks (10)", None)]
    assert finished.args[0].result.outcome is Outcome.MADE
    assert c.state.tricks_won[0] == 0


def test_no_claims_on_raspasy_and_the_player_is_told_why(
        qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    st = deal_state(MISERE_HANDS, "9H 10H", Pass(0), Pass(1), Pass(2))
    window = state_window(qtbot, jobs, tmp_path, st)
    window.claims.claim()
    message = window.statusBar().currentMessage()
    assert message.startswith("No claims on raspasy")
    assert not window.claims.busy()


def test_a_computer_declarer_claims_a_certain_rest(
        qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    # West declares 7♠ with ten sure tricks; he leads after three tricks of trumps
    hands = (STRONG[2], STRONG[0], STRONG[1])
    seven = parse_bid("7S")
    st = deal_state(hands, "8H 7H", Pass(0), RuBid(1, seven), Pass(2), discard_of(1, "8H 7H"),
               RuDeclare(1, seven), Pass(2), Whist(0), OpenWhist(0))
    window = state_window(qtbot, jobs, tmp_path, st, ("human", "expert", "beginner"))
    c = window.controller
    # the human plays his and the passer's lowest cards until West claims
    while not c.state.is_terminal() and not window.claims.showing():
        legal = [a for a in c.view.legal_actions() if isinstance(a, Play)]
        if legal and not window.scene.busy() and not window.claims.busy():
            c.submit(min(legal, key=lambda a: a.card & 7))
        qtbot.wait(50)
    # the claim waits for the human's answer on the panel
    assert window.panel.title.text().startswith("West claims"), window.panel.title.text()
    qtbot.wait(300)
    assert not c.state.is_terminal() and window.claims.showing()
    with qtbot.waitSignal(c.deal_finished, timeout=120000) as finished:
        window.panel.buttons[0].click()  # Accept the claim
    assert finished.args[0].result.outcome is Outcome.MADE
    assert c.state.tricks_won[1] == 10


def _until_west_claims(qtbot: QtBot, jobs: JobService, tmp_path: Path) -> MainWindow:
    hands = (STRONG[2], STRONG[0], STRONG[1])
    seven = parse_bid("7S")
    st = deal_state(hands, "8H 7H", Pass(0), RuBid(1, seven), Pass(2), discard_of(1, "8H 7H"),
               RuDeclare(1, seven), Pass(2), Whist(0), OpenWhist(0))
    window = state_window(qtbot, jobs, tmp_path, st, ("human", "expert", "beginner"))
    window.controller.speed = "normal"  # the claim stays on show long enough to answer
    c = window.controller
    while not window.claims.showing():
        assert not c.state.is_terminal()
        legal = [a for a in c.view.legal_actions() if isinstance(a, Play)]
        if legal and not window.scene.busy() and not window.claims.busy():
            c.submit(min(legal, key=lambda a: a.card & 7))
        qtbot.wait(50)
    return window


def test_the_human_accepts_a_computers_claim_from_the_panel(
        qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    window = _until_west_claims(qtbot, jobs, tmp_path)
    c = window.controller
    panel = window.panel
    assert panel.isVisible() and panel.title.text().startswith("West claims"), panel.title.text()
    labels = [b.text() for b in panel.buttons]
    assert labels == ["Accept the claim", "Play on"]
    with qtbot.waitSignal(c.deal_finished, timeout=10000):
        panel.buttons[0].click()
    assert c.state.tricks_won[1] == 10


def test_the_human_plays_on_against_a_computers_claim(
        qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    window = _until_west_claims(qtbot, jobs, tmp_path)
    c = window.controller
    moment = len(c.state.history)
    window.panel.buttons[1].click()  # play on
    assert not window.claims.showing() and len(c.state.history) == moment
    with qtbot.waitSignal(c.deal_finished, timeout=180000):
        while not c.state.is_terminal():
            assert not window.claims.showing()  # no more claims in this deal
            legal = [a for a in c.view.legal_actions() if isinstance(a, Play)]
            if legal and not window.scene.busy():
                c.submit(min(legal, key=lambda a: a.card & 7))
            qtbot.wait(50)
    # the cards were played one by one at the table: West's every card chosen by him
    assert c.state.tricks_won[1] == 10
