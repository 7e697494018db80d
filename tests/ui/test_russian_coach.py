"""The coach in the Russian game (issue 19): the conventions' notes do not apply, and the
hint gives the Expert's choice with its reason in a sentence and the figures it weighed
(the whists of whist, pass and half-whist; the tricks of each card), shown in the coach's
bubble and on the status line. The Expert runs in the real worker process."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths
from pytestqt.qtbot import QtBot

from prefgui.engine.actions import Pass, Play, RuBid, RuDeclare
from prefgui.engine.russian.ladder import parse_bid
from prefgui.engine.vocab import Phase
from prefgui.ui.system.jobs import JobService
from tests.ui.russian_helpers import deal_state, discard_of, state_window

QStandardPaths.setTestModeEnabled(True)

# seat 2 declares 6♥; the human (seat 0) is the first defender, with four tricks
HANDS = ("JH 10H KS QS AC KC QC AD KD QD",
         "JS 10S 9S 7S JC 10C 9C JD 10D 9D",
         "AH KH QH 9H 8H AS 8S 7C 7D 8C")


def test_the_russian_hint_gives_the_reason_and_the_whists_of_each_call(
        qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    six = parse_bid("6H")
    st = deal_state(HANDS, "7H 8D", Pass(0), Pass(1), RuBid(2, six), discard_of(2, "8C 8D"),
               RuDeclare(2, six))
    assert st.phase is Phase.WHIST and st.turn == 0
    window = state_window(qtbot, jobs, tmp_path, st)
    c = window.controller
    with qtbot.waitSignal(c.hint_ready, timeout=120000):
        window.menu_actions.hint.trigger()
    bubble = window.scene.coach_bubble
    assert bubble.text().startswith("Hint: Whist"), bubble.text()
    assert "the most whists expected against this contract" in bubble.text()
    window.scene.coach.toggle_details()  # the figures, one click away
    details = bubble.shown_details()
    assert "Whists expected: " in details and "Pass " in details, details
    assert "over 24 sampled deals" in details  # the Expert's floor of worlds for a call
    # the hint is for this position: the next call clears the bubble
    c.submit(next(a for a in c.view.legal_actions() if a.verb == "whist"))
    qtbot.waitUntil(lambda: not window.scene.coach_bubble.isVisible())


def test_the_russian_hint_for_a_card_gives_each_cards_tricks(
        qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    six = parse_bid("6H")
    st = deal_state(HANDS, "7H 8D", Pass(0), Pass(1), RuBid(2, six), discard_of(2, "8C 8D"),
               RuDeclare(2, six))
    for a in ("whist", "pass", "open"):
        st = st.apply(next(x for x in st.legal_actions() if x.verb == a))
    assert st.phase is Phase.PLAY and st.turn == 0
    window = state_window(qtbot, jobs, tmp_path, st)
    c = window.controller
    with qtbot.waitSignal(c.hint_ready, timeout=120000) as got:
        window.menu_actions.hint.trigger()
    decision = got.args[0]
    assert isinstance(decision.action, Play)
    window.scene.coach.toggle_details()
    assert "Tricks your side takes from here: " in window.scene.coach_bubble.shown_details()
    legal = [a for a in c.view.legal_actions() if isinstance(a, Play)]
    assert len(decision.reason.figures.options) == len(legal)
    assert window.scene.choice.focus_card == decision.action.card
