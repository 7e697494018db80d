"""What an observation shows and hides (RULES.md §7.2 'seen', §3.2 open contracts, §4.5).

A seat sees its own hand, the cards played, the talon once it is shown (or when it takes
it), its own discards, the declarer's hand in an open contract, and, with
``open_defender_comms = full_view``, its partner's hand there too. Nothing else: no other
hand, no unseen talon, no discard of another seat, until the deal is over: then every
hand is laid down. Observations are hashable values.
"""

from __future__ import annotations

import pickle
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from prefgui.engine.actions import Discard, HiddenDiscard, Play
from prefgui.engine.deal import new_deal
from prefgui.engine.observation import Observation
from prefgui.engine.rules import Rules
from prefgui.engine.state import GameState, Phase

TABLES = [
    ("austrian", {}, 3), ("austrian", {}, 4), ("illustrated", {}, 3),
    ("illustrated", {"open_defender_comms": "full_view"}, 3),
    ("illustrated", {"open_defender_comms": "none"}, 4),
    ("balkan", {}, 3), ("balkan", {"talon_shown": False, "contra": True}, 4),
    ("swabian", {"contra": True}, 3), ("american", {}, 3),
    ("american", {"widow_order": "uspcc"}, 3),
]


def _may_see(s: GameState, seat: int) -> int:
    """The cards of other seats, the talon and the discards that ``seat`` may see now."""
    mask = s.played
    if s.phase is Phase.DONE:  # the hands are laid down when the deal is over
        for h in s.hands:
            mask |= h
    for c in s.trick:
        mask |= 1 << c
    ct = s.contract
    if ct is not None and ct.open and seat != s.declarer:
        mask |= s.hands[s.declarer]
        if s.rules.opt.open_defender_comms == "full_view" and seat in s.playing:
            mask |= s.hands[next(p for p in s.playing if p not in (seat, s.declarer))]
    if s.declarer is not None and not s.hand_game:
        if seat == s.declarer and s.talon_taken:
            mask |= s.talon | s.discards
        elif seat != s.declarer and s.rules.opt.talon_shown:
            mask |= s.talon
    return mask


def _shown(obs: Observation) -> int:
    """Every card an observation reveals beyond the seat's own hand."""
    mask = obs.played | (obs.talon or 0) | (obs.discards or 0)
    for _, hand in obs.exposed:
        mask |= hand
    for c in obs.trick:
        mask |= 1 << c
    for _, c in obs.last_trick:
        mask |= 1 << c
    for a in obs.history:
        if isinstance(a, Discard):
            mask |= a.mask
        elif isinstance(a, Play):
            mask |= 1 << a.card
    return mask


def _check(s: GameState, phases: set[Phase]) -> None:
    phases.add(s.phase)
    for seat in range(s.rules.players):
        obs = s.observation(seat)
        assert obs.hand == s.hands[seat]
        leaked = _shown(obs) & ~_may_see(s, seat) & ~s.hands[seat]
        assert not leaked, (seat, s.phase, s.history[-1:] if s.history else ())
        assert all(not isinstance(a, Discard) or a.seat == seat for a in obs.history)
        assert all(not isinstance(a, HiddenDiscard) or a.seat != seat for a in obs.history)
        # what the rules expose is shown
        ct = s.contract
        if ct is not None and ct.open and seat != s.declarer:
            assert obs.exposed_hands[s.declarer] == s.hands[s.declarer]
        if (s.declarer is not None and not s.hand_game and seat != s.declarer
                and s.rules.opt.talon_shown):
            assert obs.talon == s.talon
        assert hash(obs) == hash(s.observation(seat)) and obs == s.observation(seat)


def _play(rules: Rules, seed: int, phases: set[Phase]) -> None:
    rng = random.Random(seed)
    s = new_deal(rules, seed, rng.randrange(rules.players))
    _check(s, phases)
    while not s.is_terminal():
        s = s.apply(rng.choice(s.legal_actions()))
        _check(s, phases)


@pytest.mark.parametrize(("variant", "options", "players"), TABLES,
                         ids=[f"{v}-{p}p-{'-'.join(map(str, o.values())) or 'default'}"
                              for v, o, p in TABLES])
def test_an_observation_hides_what_the_seat_may_not_see(
        variant: str, options: dict[str, object], players: int) -> None:
    rules = Rules(variant, options, players)
    phases: set[Phase] = set()
    for seed in range(40):
        _play(rules, seed, phases)
    assert {Phase.AUCTION, Phase.PLAY, Phase.DONE} <= phases


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(table=st.sampled_from(TABLES), seed=st.integers(0, 2**64 - 1))
def test_any_seeded_deal_hides_what_it_must(table: tuple[str, dict[str, object], int],
                                            seed: int) -> None:
    variant, options, players = table
    _play(Rules(variant, options, players), seed, set())


def test_a_finished_deal_shows_every_hand() -> None:
    from tests.engine.helpers import run, start

    s = run(start("balkan", {}), "0 pass", "1 pass", "2 pass")
    assert s.phase is Phase.DONE
    for seat in range(3):
        seen = s.observation(seat).exposed_hands
        assert seen == {p: s.hands[p] for p in range(3) if p != seat}
        assert all(h.bit_count() == 10 for h in seen.values())


def _open_contract(options: dict[str, object]) -> GameState:
    """An Illustrated open slam (8) declared by seat 0, both defenders playing."""
    from tests.engine.helpers import run, start

    s = start("illustrated", options)
    s = run(s, "0 bid 8", "1 pass", "2 pass")
    return run(s, f"0 discard {' '.join(_two_cards(s))}", "0 declare 8")


def _two_cards(s: GameState) -> list[str]:
    a = next(x for x in s.legal_actions() if isinstance(x, Discard))
    return str(a).split()[2:]


@pytest.mark.parametrize(("comms", "partner_seen"), [
    ("table_talk", False), ("none", False), ("full_view", True)])
def test_open_contracts_show_what_open_defender_comms_allows(comms: str,
                                                             partner_seen: bool) -> None:
    s = _open_contract({"open_defender_comms": comms})
    assert s.contract is not None and s.contract.open
    if s.phase is not Phase.PLAY:
        s = s.apply(s.legal_actions()[0])
    assert s.phase is Phase.PLAY
    for seat in (1, 2):
        seen = s.observation(seat).exposed_hands
        partner = 3 - seat
        assert seen[0] == s.hands[0]
        assert (partner in seen) is partner_seen
        if partner_seen:
            assert seen[partner] == s.hands[partner]
    assert s.observation(0).exposed == ()


def test_observations_are_values() -> None:
    s = new_deal(Rules("balkan"), 5, 0)
    while s.phase is not Phase.PLAY:
        s = s.apply(s.legal_actions()[-1] if s.phase is Phase.AUCTION else s.legal_actions()[0])
    a, b = s.observation(1), s.observation(1)
    assert a == b and hash(a) == hash(b) and len({a, b, s.observation(2)}) == 2
    assert pickle.loads(pickle.dumps(a)) == a
    assert isinstance(a.exposed, tuple) and isinstance(a.history, tuple)
    nxt = s.apply(s.legal_actions()[0])
    assert nxt.observation(1) != a


def test_conventions_tracked_answers_the_same_for_a_state_and_its_observations() -> None:
    from prefgui.engine.conventions import tracked

    seen = set()
    for variant in ("austrian", "balkan", "swabian"):
        for seed in range(30):
            rng = random.Random(seed)
            s = new_deal(Rules(variant), seed, 0)
            while not s.is_terminal():
                seen.add(tracked(s))
                assert all(tracked(s.observation(p)) == tracked(s) for p in range(3))
                s = s.apply(rng.choice(s.legal_actions()))
    assert seen == {True, False}
