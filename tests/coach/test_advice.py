"""The advice before a card: the convention broken, why, and the cards that keep it."""

from __future__ import annotations

import random

from prefgui.coach.advice import Advice, WarnOnce, advise
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


def _advice() -> Advice:
    return Advice("C1", "overtake", 5, 1, 6, False, (4,))


def test_warn_once_holds_a_card_back_once_then_lets_it_be_played() -> None:
    warning = WarnOnce()
    asked: list[int] = []

    def advice() -> Advice | None:
        asked.append(1)
        return _advice()

    assert not warning.showing()
    assert warning.check(12, 5, advice) == _advice()  # the first try: warned
    assert warning.showing()
    assert warning.check(12, 5, advice) is None  # the same card again: played
    assert len(asked) == 1  # the coach is not asked again for a card already warned about
    assert warning.check(12, 6, advice) == _advice()  # another card at the same moment
    assert warning.check(12, 6, advice) is None


def test_warn_once_plays_a_card_that_keeps_the_conventions() -> None:
    warning = WarnOnce()
    assert warning.check(3, 5, lambda: None) is None
    assert not warning.showing()


def test_a_warning_ends_when_the_position_moves_on() -> None:
    warning = WarnOnce()
    warning.check(12, 5, _advice)
    assert not warning.moved_on(12)  # the same position shown again: the warning stays
    assert warning.showing()
    assert warning.moved_on(13)  # a card was played: the warning goes
    assert not warning.showing() and not warning.moved_on(14)
    assert warning.check(13, 5, _advice) is not None  # the same card later: warned anew
    warning.clear()
    assert not warning.showing()
    assert warning.check(13, 5, _advice) is not None  # cleared: warned again


def test_advice_for_an_overtake_only_a_ruff_could_answer() -> None:
    # RULES §7.3 as revised: KH has gone, the declarer (last) could beat the partner's QH
    # only by ruffing, and a ruff would beat AH too.
    from prefgui.engine.cards import parse_card
    from tests.engine.helpers import play_state
    st = play_state(["7S 7C", "QH", "AH 8H"], leader=1, trick="QH", played="KH 7H 9H")
    a = advise(st, 2, parse_card("AH"))
    assert a is not None
    assert (a.rule, a.reason, a.declarer_played) == ("C1", "overtook_no_gain", False)
    assert a.partner_card == parse_card("QH") and a.keeping == (parse_card("8H"),)
