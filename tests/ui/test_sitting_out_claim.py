"""A human who has no part in the play (he deals and sits out with four at the table, or
dropped out of the defence) is not asked about a computer declarer's claim: it is played
out after a pause, as his own claim is."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths
from pytestqt.qtbot import QtBot

from prefgui.engine.actions import OpenWhist, Pass, RuBid, RuDeclare, Whist
from prefgui.engine.cards import parse_card, parse_mask
from prefgui.engine.claims import remaining_tricks
from prefgui.engine.russian.ladder import parse_bid
from prefgui.engine.russian.state import RussianState
from prefgui.engine.state import Phase
from prefgui.session.match import Match, TableSettings
from prefgui.ui.system.jobs import JobService
from tests.ui.helpers import CLAIM_TABLE, best_card, table_window
from tests.ui.russian_helpers import STRONG, discard_of, state_window

QStandardPaths.setTestModeEnabled(True)



def test_a_computers_claim_is_played_out_without_asking_a_human_who_sits_out(
        qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    """The human deals and sits out; West, declaring, claims his ten tricks: the claim is
    said and his cards are laid face up, and it is played out after a pause without asking
    the human to accept it (it was offered to him, "Accept the claim" / "Play on", a
    decision that is not his)."""
    table = TableSettings("sochi", {"pool_size": 10}, 4, ("You", "West", "North", "East"),
                          ("human", "expert", "beginner", "beginner"))
    st = RussianState.initial(table.rules(), 0, (0, *(parse_mask(h) for h in STRONG)),
                              (parse_card("8H"), parse_card("7H")))
    seven = parse_bid("7S")
    for act in (RuBid(1, seven), Pass(2), Pass(3), discard_of(1, "8H 7H"), RuDeclare(1, seven),
                Whist(2), Pass(3), OpenWhist(2)):
        st = st.apply(act)
    window = state_window(qtbot, jobs, tmp_path, st, table=table, size=(1920, 1080))
    offered: list[object] = []
    window.claims.offer_changed.connect(lambda: offered.append(window.claims.offer()))
    with qtbot.waitSignal(window.controller.deal_finished, timeout=120000) as finished:
        qtbot.waitUntil(window.claims.showing, timeout=120000)  # West's ten tricks are sure
        assert window.claims.stage.timed()  # played out after a pause, not waiting for him
        assert not any(b.text() == "Accept the claim" for b in window.panel.buttons
                       if b.isVisible())
    assert offered and all(o is None for o in offered)  # never offered to him
    assert finished.args[0].result.tricks[1] == 10


def test_a_computers_claim_is_played_out_without_asking_a_human_who_dropped_out(
        qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    """Austrian: the human drops out, Béla defends alone (two cards a trick); Anna claims
    the rest and it is played out without asking the human."""
    match = Match(CLAIM_TABLE, 1)
    while match.state.phase is not Phase.PLAY:
        st = match.state
        seat = st.current_player()
        acts = [a for a in st.legal_actions() if a.seat == seat]
        wanted = (("bid", "hold") if seat == 1 else ("pass",)) if st.phase is Phase.AUCTION \
            else ("drop",) if seat == 0 else ("defend",)
        match.apply(next((a for a in acts if a.verb in wanted), acts[0]))
    assert 0 not in match.state.playing
    while not (match.state.turn == 1 and not match.state.trick
               and remaining_tricks(match.state) == 5):
        best_card(match)
    window = table_window(qtbot, jobs, tmp_path, match=match, speed="off")
    offered: list[object] = []
    window.claims.offer_changed.connect(lambda: offered.append(window.claims.offer()))
    with qtbot.waitSignal(window.controller.deal_finished, timeout=120000):
        qtbot.waitUntil(window.claims.showing, timeout=120000)
        assert window.claims.stage.timed()
    assert offered and all(o is None for o in offered)
