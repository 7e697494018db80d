"""The Expert's floor of evidence, its declarations by search and the misère risk.

Every Expert decision rests on a floor of sampled deals whatever the clock says; the
misère risk estimate is checked against hands whose misère outcome is known by solving
them; and two decisions the Expert got wrong on one sampled deal are replayed.
"""

from __future__ import annotations

import random
import statistics
import types

import pytest

from prefgui.ai import heuristics as h
from prefgui.ai.decisions import cardplay, valuation
from prefgui.ai.decisions.reasons import ReasonCode
from prefgui.ai.players import (
    BID_FLOOR,
    BUDGETS,
    CARD_FLOOR,
    DECISION_FLOOR,
    Budget,
    make_player,
)
from prefgui.ai.search.position import Position
from prefgui.ai.search.solver import solve_value
from prefgui.engine.actions import Discard, parse_action
from prefgui.engine.cards import parse_mask
from prefgui.engine.contracts import Kind
from prefgui.engine.rules import Rules
from prefgui.engine.state import GameState, Phase


def _deal(rules: Rules, mine: str, talon: str) -> GameState:
    """Seat 0 holds ``mine``; the other cards are dealt alternately to seats 1 and 2."""
    hand, dead = parse_mask(mine), parse_mask(talon)
    rest = [c for c in range(32) if not (hand | dead) >> c & 1]
    return GameState.initial(rules, 2, (hand, sum(1 << c for c in rest[0::2]),
                                        sum(1 << c for c in rest[1::2])), dead, 30)


def _solved_misere(hand: int, deals: int = 6) -> list[int]:
    """The tricks ``hand`` takes in misère, solved, against seeded deals of the rest."""
    rng = random.Random(hand)
    rest = [c for c in range(32) if not hand >> c & 1]
    out = []
    for k in range(deals):
        rng.shuffle(rest)
        a = sum(1 << c for c in rest[:10])
        b = sum(1 << c for c in rest[10:20])
        out.append(solve_value(Position((hand, a, b), None, 0, k % 3, "min")))
    return out


class RacingClock:
    """A clock for ``time`` that runs ten seconds at every reading: a machine so busy
    that no budget of time ever suffices."""

    def __init__(self) -> None:
        self.now = 0.0

    def perf_counter(self) -> float:
        self.now += 10.0
        return self.now


def test_every_expert_decision_rests_on_its_floor_however_busy_the_machine(
        monkeypatch: pytest.MonkeyPatch) -> None:
    clock = RacingClock()
    fake = types.SimpleNamespace(perf_counter=clock.perf_counter)
    monkeypatch.setattr(cardplay, "time", fake)
    monkeypatch.setattr(valuation, "time", fake)
    rules = Rules("austrian")
    hands = (parse_mask("QS JS TS 9S AC KC QC AD KD 7H"),
             parse_mask("AS KS 8S AH KH QH 7C 8C 7D 8D"),
             parse_mask("7S JC TC 9C JD TD 9D JH TH 9H"))
    st = GameState.initial(rules, 2, hands, parse_mask("QD 8H"), 30)
    expert = make_player("expert")
    seen: dict[Phase, int] = {}
    for step in range(30):
        if st.is_terminal() or Phase.PLAY in seen:
            break
        obs = st.observation(st.turn)
        d = expert.choose(obs, random.Random(step), BUDGETS["expert"])
        assert d.action in obs.legal
        assert d.reason.code not in (ReasonCode.NO_TIME, ReasonCode.FALLBACK), d.reason
        if d.reason.figures.samples is not None:
            floor = {Phase.PLAY: CARD_FLOOR, Phase.AUCTION: BID_FLOOR}.get(st.phase,
                                                                          DECISION_FLOOR)
            assert d.reason.figures.samples >= floor, (st.phase, d.reason)
            seen[st.phase] = d.reason.figures.samples
        st = st.apply(d.action)
    assert {Phase.AUCTION, Phase.PLAY} <= set(seen), seen
    assert clock.now > 100  # the clock did run past every budget


@pytest.mark.parametrize(("cards", "low", "high"), [
    ("7S 8S 9S 7C 8C 7D 8D 9D 7H 8H", 0.0, 0.0),  # safe in every suit
    ("7S 9S JS 7C 8C 7D 8D 9D 7H 8H", 0.0, 0.0),  # 7 9 J against 8 T Q K A: safe too
    ("7S 8S 9S TS 7C 9C 7D 8D 7H AH", 1.0, 1.6),  # a bare ace: one sure trick
    ("AS QS JS TS 9S AC JC 8C 9D AH", 2.5, 10.0),  # three aces
])
def test_the_misere_risk_is_near_the_tricks_the_hand_takes_solved(
        cards: str, low: float, high: float) -> None:
    hand = parse_mask(cards)
    solved = statistics.fmean(_solved_misere(hand))
    assert low <= solved <= high, solved
    risk = h.misere_risk(hand)
    if solved <= 3:  # where a misère is worth weighing, the estimate is within a trick
        assert abs(risk - solved) <= 1.0, (risk, solved)
    else:  # a hopeless hand (the solver counts every trick it takes) is seen as such
        assert risk >= 2.5, (risk, solved)


def test_three_aces_are_not_taken_for_a_misere() -> None:
    rules = Rules("balkan")
    hand = parse_mask("AS QS JS TS 9S AC JC 8C 9D AH")
    assert min(_solved_misere(hand)) >= 1  # the hand always takes a trick
    assert h.misere_risk(hand) >= 2.5  # once 1.8
    st = _deal(rules, "AS QS JS TS 9S AC JC 8C 9D AH", "QD 7D")
    for text in ("0 bid 4", "1 pass", "2 pass", "0 discard QD 7D"):
        st = st.apply(parse_action(text, american=False))
    assert st.phase is Phase.DECLARE
    obs = st.observation(0)
    assert any(rules.ladder[a.number].kind is Kind.MISERE for a in obs.legal
               if a.verb == "declare")
    d = make_player("expert").choose(obs, random.Random(1), Budget.untimed(DECISION_FLOOR))
    assert rules.ladder[d.action.number].kind is not Kind.MISERE, d.reason  # type: ignore[attr-defined]
    assert d.reason.code is ReasonCode.CONTRACT_WORTH  # chosen by search
    assert d.reason.figures.samples == DECISION_FLOOR


def test_a_misere_is_declared_by_search_even_when_it_is_the_only_promising_contract() -> None:
    rules = Rules("balkan")
    st = _deal(rules, "7S 8S 9S 7C 8C 7D 8D 9D 7H 8H", "AS AH")
    for text in ("0 bid 6", "1 pass", "2 pass", "0 discard AS AH"):
        st = st.apply(parse_action(text, american=False))
    obs = st.observation(0)
    d = make_player("expert").choose(obs, random.Random(2), Budget.untimed(8))
    assert rules.ladder[d.action.number].kind is Kind.MISERE  # type: ignore[attr-defined]
    assert d.reason.code is ReasonCode.CONTRACT_WORTH, d.reason
    assert d.reason.figures.samples == 8


def test_the_discard_keeps_the_club_ace_and_king_on_the_floor_of_evidence() -> None:
    # Once chosen on one sampled deal: A♣ K♣ thrown (that deal said +80) and 2♠ failed.
    rules = Rules("balkan")
    st = _deal(rules, "KS QS JS 7S AC KC TD 9D 9H 8H", "TS 9S")
    for text in ("0 bid 2", "1 pass", "2 pass"):
        st = st.apply(parse_action(text, american=False))
    assert st.phase is Phase.EXCHANGE
    obs = st.observation(0)
    for seed in (1, 2):  # with one or three sampled deals these seeds threw A♣ K♣
        d = make_player("expert").choose(obs, random.Random(seed),
                                         Budget.untimed(DECISION_FLOOR))
        assert isinstance(d.action, Discard)
        thrown = {d.action.c1, d.action.c2}
        assert not thrown & {parse_mask("AC").bit_length() - 1,
                             parse_mask("KC").bit_length() - 1}, d.reason
        assert d.reason.figures.samples == DECISION_FLOOR
