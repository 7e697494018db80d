"""Property tests: thousands of random legal deals per variant and option mix.

Invariants: the 32 cards are conserved, every card played obeys an independent statement
of the §1.4 rules, the turn passes correctly, deltas are zero-sum, misère/slam stop exactly
when due and trick contracts are played out, and writing then replaying the record gives
the same result.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from prefgui.engine.actions import Pass, Play
from prefgui.engine.cards import ALL_CARDS
from prefgui.engine.contracts import Kind
from prefgui.engine.deal import new_deal
from prefgui.engine.record import load, record_json, result_json
from prefgui.engine.rules import Rules
from prefgui.engine.state import GameState, Phase

MIXES: dict[str, list[dict[str, object]]] = {
    "austrian": [
        {},
        {"invitation": True, "first_defender_may_invite": True,
         "multiply_by_contract_value": True, "preference_bonus": True, "four_aces_bonus": True,
         "no_ace_bonus": True},
        {"original_scoring": True, "must_head": True, "conventions_status": "integral_c1",
         "all_pass": "redeal", "concession_window": "any_time_before_lead"},
        {"raise_step": "exactly_one", "hand_bid_only_before_plain_bid": True,
         "must_trump": False, "original_scoring": True, "rounding": "half_up"},
    ],
    "illustrated": [
        {},
        {"illustrated_form": "six_in_a_row", "slam6_run": "from_trick_1",
         "joint_concession": True},
        {"illustrated_ranking": "plain", "must_head": True, "preference_bonus": True,
         "preference_bonus_scope": "all_contracts"},
    ],
    "balkan": [
        {},
        {"contra": True, "refa": True, "ladder": "extended", "first_lead": "forehand",
         "sans_first_lead": "defender_before_declarer"},
        {"contra": True, "contra_levels": 4, "one_more_rule": True,
         "compulsory_contra_on_spades": True, "defence_quota": "joint", "bank_model": "pot",
         "ladder": "serbian", "first_defender_may_invite": True,
         "balkan_concession": "failure_plus_tricks_k", "must_head": True},
        {"refa": True, "refa_limit": 2, "refa_consume": "on_play_only", "ladder": "sans7",
         "invited_trick_credit": "invited", "conventions_status": "integral_c1"},
    ],
    "hungarian": [{}],
    "swabian": [
        {},
        {"contra": True, "hand_value_plus_one": True, "overtrick_payment": "total",
         "equal_talon_payment": 4},
    ],
    "american": [
        {},
        {"widow_order": "uspcc", "american_payout": "per_trick",
         "payout_table": {"S": 4, "C": 6, "D": 8, "H": 10}, "failure_penalty": "reward"},
    ],
}
CASES = [(v, i) for v, mixes in MIXES.items() for i in range(len(mixes))]


def _oracle_legal(hand: int, trick: tuple[int, ...], trump: int | None, rules: Rules) -> set[int]:
    """§1.4 restated card by card, independent of the engine's bitmask code."""
    cards = [c for c in range(32) if hand >> c & 1]
    if not trick:
        return set(cards)
    led = trick[0] // 8

    def wins(a: int, b: int) -> bool:
        if a // 8 == b // 8:
            return a % 8 > b % 8
        return trump is not None and a // 8 == trump

    best = trick[0]
    for c in trick[1:]:
        if wins(c, best):
            best = c
    same = [c for c in cards if c // 8 == led]
    if same:
        up = [c for c in same if wins(c, best)] if rules.must_head else []
        return set(up or same)
    trumps = [c for c in cards if trump is not None and c // 8 == trump]
    if trumps and rules.must_trump:
        up = [c for c in trumps if wins(c, best)] if rules.must_head else []
        return set(up or trumps)
    return set(cards)


def _check_cards(s: GameState) -> None:
    total = s.played | s.discards
    count = s.played.bit_count() + s.discards.bit_count()
    for h in s.hands:
        total |= h
        count += h.bit_count()
    if not s.talon_taken:
        total |= s.talon
        count += 2
    assert total == ALL_CARDS and count == 32


def play_out(rules: Rules, seed: int) -> GameState:
    rng = random.Random(seed)
    s = new_deal(rules, seed, rng.randrange(rules.players), start_pot=rng.choice([0, 30, 45]),
                 start_refa=tuple(rng.randrange(2) for _ in range(rules.players)))
    while not s.is_terminal():
        _check_cards(s)
        acts = s.legal_actions()
        assert acts, "a live state must offer actions"
        act = rng.choice(acts)
        passes = [a for a in acts if isinstance(a, Pass)]
        if s.phase is Phase.AUCTION and passes and rng.random() < 0.4:
            act = passes[0]  # pass often, so that all-pass deals occur too
        if s.phase is Phase.PLAY and isinstance(act, Play):
            assert s.contract is not None
            assert act.seat == s.turn
            if s.rules.opt.conventions_status != "integral_c1":
                assert {a.card for a in acts if isinstance(a, Play)} == _oracle_legal(
                    s.hands[s.turn], s.trick, s.contract.trump, rules)
        s = s.apply(act)
    _check_cards(s)
    return s


def _check_finished(s: GameState) -> None:
    res = s.result()
    assert res is not None
    assert sum(res.delta) + res.pot_delta == 0
    assert res.end_pot == res.start_pot + res.pot_delta
    ct = s.contract
    if s.outcome in ("made", "failed") and ct is not None:
        d = s.declarer
        if ct.kind in (Kind.SUIT, Kind.SANS):
            assert s.tricks_done == 10
        elif ct.kind is Kind.MISERE:
            assert s.tricks_won[d] == (1 if s.outcome == "failed" else 0)
            assert s.tricks_done == 10 or s.outcome == "failed"
        elif ct.kind is Kind.SLAM and not ct.six_in_a_row:
            assert s.tricks_done - s.tricks_won[d] == (1 if s.outcome == "failed" else 0)
        elif ct.kind is Kind.ONE_TRICK:
            assert s.tricks_won[d] <= 2
            assert s.tricks_done == 10 or s.tricks_won[d] == 2
    again = load(record_json(s))
    assert result_json(again) == result_json(s)


@pytest.mark.parametrize(("variant", "mix"), CASES)
def test_many_seeded_deals(variant: str, mix: int) -> None:
    for players in (3, 4) if variant != "american" else (3,):
        rules = Rules(variant, MIXES[variant][mix], players)
        for seed in range(150):
            _check_finished(play_out(rules, seed * 7919 + mix))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(case=st.sampled_from(CASES), players=st.sampled_from([3, 4]),
       seed=st.integers(0, 2**64 - 1))
def test_random_deals_hold_invariants(case: tuple[str, int], players: int, seed: int) -> None:
    variant, mix = case
    if variant == "american":
        players = 3
    _check_finished(play_out(Rules(variant, MIXES[variant][mix], players), seed))


def test_outcomes_cover_every_kind() -> None:
    """The random deals reach every outcome (so the invariants above are exercised)."""
    seen: set[str] = set()
    for variant, mixes in MIXES.items():
        for i, opts in enumerate(mixes):
            for seed in range(60):
                seen.add(play_out(Rules(variant, opts), seed + 100 * i).outcome)
    assert seen >= {"made", "failed", "conceded", "no_play", "all_passed"}
