"""The knowable estimate follows what the auction said, and the review says in a sentence
why it differs from the figure with all cards known."""

from __future__ import annotations

import json
import pathlib
import random

import pytest

from prefgui.ai.worlds import evidence, sampling
from prefgui.coach import analysis
from prefgui.coach.analysis import knowable
from prefgui.engine.actions import parse_action
from prefgui.engine.cards import parse_mask
from prefgui.engine.record import initial_state, parse_record
from prefgui.engine.state import GameState

ROOT = pathlib.Path(__file__).resolve().parents[2]
STRONG = parse_mask("AS AC KD QD KH")  # held by the declarer; few of the deals seat 0 sees


def _hand_bid_position() -> GameState:
    """Seat 1 bid 3 as a hand game and declared diamonds; seat 0 (who invited) to play
    his first card."""
    path = ROOT / "tests" / "data" / "records" / "bk-hand-invitation-made-17.json"
    rec = parse_record(json.loads(path.read_text(encoding="utf-8")))
    st = initial_state(rec)
    for text in rec.actions[:9]:
        st = st.apply(parse_action(text, american=False))
    return st


def test_the_knowable_worlds_are_those_the_auction_speaks_for(
        monkeypatch: pytest.MonkeyPatch) -> None:
    st = _hand_bid_position()
    d = st.declarer
    assert d == 1 and st.hand_game and st.turn == 0

    def strong(dealt: int) -> bool:  # a hand good enough to bid a hand game, as dealt
        return dealt & STRONG == STRONG

    def weight(obs, kn, hidden, world):  # type: ignore[no-untyped-def]
        return 1.0 if strong(world.dealt[d]) else 1e-9

    # The auction's evidence, made sharp: only the strong hands fit the hand bid.
    monkeypatch.setattr(evidence, "world_weight", weight)
    monkeypatch.setattr(sampling, "world_weight", weight)
    monkeypatch.setattr(analysis, "world_weight", weight, raising=False)
    solved: list[int] = []
    real = analysis.solve_state

    def spy(ws):  # type: ignore[no-untyped-def]
        solved.append(ws.hands[d] | ws.dealt[d])
        return real(ws)

    monkeypatch.setattr(analysis, "solve_state", spy)
    for seed in range(3):
        known = knowable(st, 0, random.Random(seed), 24)
        assert known is not None and known.worlds == 24
    assert solved and all(strong(h) for h in solved)


def test_the_panel_says_why_the_two_figures_differ() -> None:
    from prefgui.coach.analysis import Knowable
    from prefgui.coach.review import review_card
    from prefgui.engine.cards import parse_card
    from prefgui.ui.review.details import gap_text

    st = _hand_bid_position()
    c = review_card(st, 10, parse_card("TD"), False, random.Random(1))
    assert c.equity is not None and c.moves is not None
    dd = c.equity[c.card][0]
    fake = Knowable({c.card: 5.0}, {c.card: dd + 40}, 24, None, {c.card: 0.25})
    far = type(c)(**{f: getattr(c, f) for f in c.__slots__ if f != "known"}, known=fake)
    text = gap_text(far)
    assert "25%" in text and "as the cards lay, the contract is made" in text
    near = type(c)(**{f: getattr(c, f) for f in c.__slots__ if f != "known"},
                   known=Knowable({c.card: 5.0}, {c.card: dd + 1}, 24, None, {c.card: 0.9}))
    assert gap_text(near) == ""
