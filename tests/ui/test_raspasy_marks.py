"""Raspasy's talon tricks at the table: the card marked winning is the one that wins, and
the trick goes to its winner (the forehand leads both talon tricks, so the next leader is
not the winner: the trick was marked, and swept, by him)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from prefgui.engine.actions import Play
from prefgui.engine.russian.play import last_trick_winner
from prefgui.engine.russian.state import RussianState
from prefgui.engine.vocab import Phase
from prefgui.session.match import TableSettings
from prefgui.session.pulka import Pulka
from tests.ui.russian_helpers import Plan, answer, planned, pulka_window


def before_last_card(players: int, want_dealer: bool) -> tuple[Pulka, Play]:
    """A raspasy pulka at trick 1's last card, a computer's, and that card: with four at
    the table one that leaves the talon card unbeaten (the dealer's trick) or beats it; with
    three one that wins the trick though the forehand will lead the next."""
    names = ("You", "West", "North", "East")[:players]
    table = TableSettings("sochi", {"pool_size": 6}, players, names,
                          ("human",) + ("club",) * (players - 1))
    for seed in range(1, 40):
        pulka = Pulka(table, seed)
        for _deal in range(players):  # each dealer in turn
            st = pulka.state
            while not (st.phase is Phase.PLAY and len(st.trick) == 2) and not st.is_terminal():
                pulka.apply(planned(st, Plan(declarer=None)))  # type: ignore[arg-type]
                st = pulka.state
            if not st.is_terminal() and st.turn != 0 and st.tricks_done == 0:
                for a in st.legal_actions():
                    assert isinstance(a, Play)
                    after = st.apply(a)
                    assert isinstance(after, RussianState)
                    winner = last_trick_winner(after.observation(0))
                    if players == 4 and (winner == st.dealer) == want_dealer:
                        return pulka, a
                    if players == 3 and winner not in (None, after.leader):
                        return pulka, a
            while not pulka.state.is_terminal():
                pulka.apply(planned(pulka.state, Plan(declarer=None)))  # type: ignore[arg-type]
            pulka.next_deal()
    pytest.skip("no such deal in the seeds tried")


@pytest.mark.parametrize(("players", "want_dealer"), [(4, True), (4, False), (3, False)])
def test_the_talon_trick_is_marked_and_swept_to_its_winner(
        qtbot: QtBot, tmp_path: Path, players: int, want_dealer: bool) -> None:
    pulka, last = before_last_card(players, want_dealer)
    talon = pulka.state.talon_lead
    assert talon is not None
    window, jobs = pulka_window(qtbot, tmp_path, pulka, trick_pause=60000)
    qtbot.waitUntil(lambda: not window.scene.busy(), timeout=10000)
    answer(qtbot, window, jobs, last)
    st = window.controller.state
    assert isinstance(st, RussianState) and st.tricks_done == 1
    winner = last_trick_winner(st.observation(0))
    assert winner is not None and winner != st.leader or players == 4
    faces = window.scene.faces
    marked = [c for c in [talon, *(c for _s, c in st.last_trick if _s >= 0)]
              if faces[c].winning]
    if winner == st.dealer and players == 4:
        assert marked == [talon]  # nobody beat the talon card: the dealer's trick
    else:
        assert marked == [c for s, c in st.last_trick if s == winner]
    assert window.scene.trick.waiting()
    window.scene.trick.take_now()  # the player clicks: it goes to its winner's pile
    qtbot.waitUntil(lambda: not window.scene.trick.sweeping, timeout=5000)
    pile = window.scene.layout.pile(winner) if window.scene.layout else None
    assert pile is not None
    for card in marked:
        pos = faces[card].pos()
        assert abs(pos.x() - pile.x) < window.scene.layout.cw and abs(pos.y() - pile.y) < \
            window.scene.layout.cw
