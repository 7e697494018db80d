"""The advice before a card: the convention broken, why, and the cards that keep it."""

from __future__ import annotations

import random

from prefgui.coach.advice import advise
from prefgui.engine.actions import Play
from prefgui.engine.conventions import check_card
from prefgui.engine.state import GameState, Phase
from prefgui.engine.tricks import winning_index
from prefgui.session.match import Match, TableSettings


def _positions(seed: int, deals: int = 40) -> list[GameState]:
    """Play positions (before a card) of random deals."""
    rng = random.Random(seed)
    out: list[GameState] = []
    for k in range(deals):
        st = Match(TableSettings("austrian"), seed=seed * 100 + k).state
        while not st.is_terminal():
            if st.phase is Phase.PLAY:
                out.append(st)
            st = st.apply(rng.choice(st.legal_actions()))
    return out


def test_advice_names_the_breach_and_exactly_the_keeping_cards() -> None:
    seen_rules: set[str] = set()
    for st in _positions(1):
        p = st.current_player()
        legal = [a.card for a in st.legal_actions() if isinstance(a, Play)]
        for card in legal:
            advice = advise(st, p, card)
            breaches = check_card(st, p, card)
            if advice is None:
                assert not breaches or all(check_card(st, p, c) for c in legal)
                continue
            seen_rules.add(advice.rule)
            assert advice.rule == breaches[0].rule and advice.card == card
            assert set(advice.keeping) == {c for c in legal if not check_card(st, p, c)}
            assert card not in advice.keeping
            assert advice.partner != p and advice.partner != st.declarer
            if advice.rule == "C1":
                assert st.contract is not None
                assert advice.partner_card == st.trick[winning_index(st.trick,
                                                                     st.contract.trump)]
            else:
                assert not st.trick and advice.partner_card is None
    assert {"C1", "C2", "C3"} <= seen_rules


def test_no_advice_for_the_declarer_or_an_illegal_card() -> None:
    positions = _positions(2, deals=10)
    assert len(positions) >= 50
    for st in positions:
        p = st.current_player()
        legal = {a.card for a in st.legal_actions() if isinstance(a, Play)}
        for card in range(32):
            if card not in legal or p == st.declarer:
                assert advise(st, p, card) is None
