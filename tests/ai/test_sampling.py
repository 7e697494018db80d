"""Sampled worlds agree with the observation they came from (prefgui.ai.worlds.sampling)."""

from __future__ import annotations

import itertools
import math
import random

import pytest

from prefgui.ai.heuristics import defence_estimate
from prefgui.ai.players import Budget, HeuristicPlayer
from prefgui.ai.worlds.knowledge import DEAD, knowledge_of
from prefgui.ai.worlds.sampling import Sampler, _counter
from prefgui.engine.actions import Bid, Declare, parse_action
from prefgui.engine.cards import SUIT_MASK, parse_card, parse_mask
from prefgui.engine.deal import new_deal
from prefgui.engine.rules import Rules
from prefgui.engine.state import DEFENDER, DROPPED, GameState, Phase

MIXES: list[tuple[str, dict[str, object], int]] = [
    ("austrian", {}, 3),
    ("austrian", {"invitation": True, "must_head": True, "talon_shown": True}, 4),
    ("illustrated", {}, 3),
    ("illustrated", {"illustrated_form": "six_in_a_row", "joint_concession": True}, 3),
    ("balkan", {}, 3),
    ("balkan", {"contra": True, "ladder": "extended", "first_lead": "forehand"}, 4),
    ("swabian", {"contra": True}, 3),
    ("american", {}, 3),
    ("american", {"widow_order": "uspcc", "must_trump": True}, 3),
]


def _random_states(variant: str, options: dict[str, object], players: int, deals: int,
                   seed: int) -> list[GameState]:
    """States met along random legal playouts (every phase)."""
    rules = Rules(variant, options, players)
    rng = random.Random(seed)
    out = []
    for i in range(deals):
        st = new_deal(rules, seed * 100 + i, i % players)
        while not st.is_terminal():
            if rng.random() < 0.35:
                out.append(st)
            st = st.apply(rng.choice(st.legal_actions()))
    return out


@pytest.mark.parametrize(("variant", "options", "players"), MIXES)
def test_every_world_agrees_with_the_observation(variant: str, options: dict[str, object],
                                                 players: int) -> None:
    for k, st in enumerate(_random_states(variant, options, players, 6, 7)):
        seat = st.current_player()
        assert seat is not None
        obs = st.observation(seat)
        sampler = Sampler(obs, random.Random(k))
        for world in sampler.worlds(2):
            replayed = sampler.state(world)
            assert replayed.observation(seat) == obs
            assert replayed.hands == world.current
            fast = sampler.fast_state(world)
            assert fast.hands == replayed.hands


def test_hidden_cards_respect_sizes_voids_and_known_cards() -> None:
    checked = 0
    for k, st in enumerate(_random_states("austrian", {}, 3, 8, 3)):
        if st.phase is not Phase.PLAY:
            continue
        checked += 1
        seat = st.turn
        obs = st.observation(seat)
        kn = knowledge_of(obs)
        assert sum(kn.sizes) == kn.unknown.bit_count()
        sampler = Sampler(obs, random.Random(k))
        for _ in range(3):
            hidden = sampler.hidden()
            union = 0
            for holder, mask in hidden.items():
                assert mask & union == 0
                union |= mask
                if holder != DEAD:
                    assert mask.bit_count() == obs.hand_sizes[holder]
                    for suit in range(4):
                        if obs.voids[holder] >> suit & 1:
                            assert not mask & SUIT_MASK[suit]
            assert union == kn.unknown
    assert checked >= 5


def test_same_seed_same_worlds() -> None:
    st = new_deal(Rules("balkan"), 5, 1)
    obs = st.observation(st.turn)
    a = Sampler(obs, random.Random(9)).worlds(5)
    b = Sampler(obs, random.Random(9)).worlds(5)
    assert a == b


def test_counter_matches_brute_force() -> None:
    """The exact count of deals of 6 cards into holders of sizes 2, 2, 2 with forbidden
    cards equals an enumeration, and draws are uniform over them."""
    st = new_deal(Rules("austrian"), 1, 0)
    kn = knowledge_of(st.observation(0))
    cards = [0, 1, 2, 9, 10, 17]
    unknown = sum(1 << c for c in cards)
    forbid = (1 << 0 | 1 << 1, 1 << 17, 0)
    kn2 = type(kn)(0, (1, 2, DEAD), (2, 2, 2), unknown, forbid, (0, 0, 0), (0, 0, 0),
                   (0, 0, 0), "talon", None, None)
    counter = _counter(kn2, forbid)
    assert counter is not None
    brute = set()
    for perm in itertools.permutations(cards):
        a, b = perm[:2], perm[2:4]
        if set(a) & {0, 1} or 17 in b:
            continue
        brute.add((frozenset(a), frozenset(b)))
    assert counter.ways(0, (2, 2, 2)) == len(brute)
    rng = random.Random(3)
    seen: dict[tuple[int, ...], int] = {}
    draws = 3000
    for _ in range(draws):
        masks = tuple(counter.draw((2, 2, 2), rng))
        seen[masks] = seen.get(masks, 0) + 1
    assert len(seen) == len(brute)
    expected = draws / len(brute)
    chi2 = sum((n - expected) ** 2 / expected for n in seen.values())
    assert chi2 < len(brute) + 6 * math.sqrt(2 * len(brute))


def _austrian(hands: tuple[str, str, str], talon: str, *actions: str) -> GameState:
    st = GameState.initial(Rules("austrian"), 2, tuple(parse_mask(x) for x in hands),
                           parse_mask(talon), 30)
    for text in actions:
        st = st.apply(parse_action(text, american=False))
    return st


C2_HANDS = ("AS KS QS JS TS AC KC AD 8H 7H", "9S QD JD 8D AH 9C 8C 7C 7D TC",
            "8S 7S KD TD 9D KH QH JH TH 9H")
C3_HANDS = ("AS KS QS JS TS 9S AC KC 7H JD", "AD KD QD TD 7D QC JC TC 9C 7C",
            "AH KH QH JH TH 9H 8S 7S 9D 8D")
OPENING = ("0 bid 2", "1 pass", "2 pass")


def test_c2_top_card_lead_limits_the_leader() -> None:
    # Seat 1 leads QD with the declarer (seat 0) last: by C2 it is his top diamond, so
    # seat 2 knows the unseen AD is not in seat 1's hand.
    st = _austrian(C2_HANDS, "QC JC", *OPENING, "0 discard QC JC", "0 declare 2",
                   "1 defend", "2 defend", "0 play 8H", "1 play AH", "2 play 9H",
                   "1 play QD")
    obs = st.observation(2)
    kn = knowledge_of(obs)
    assert kn.conv_forbid[kn.holders.index(1)] & (1 << parse_card("AD"))
    sampler = Sampler(obs, random.Random(1))
    for w in sampler.worlds(20):
        assert not w.current[1] >> parse_card("AD") & 1
        assert sampler.state(w).observation(2) == obs


def test_c3_low_lead_denies_lower_cards_and_suggests_no_ace_or_king() -> None:
    # Seat 2 leads 8D with the declarer second: by C3 (not A or K) it is his lowest
    # diamond, so the declarer knows 7D is with seat 1; AD and KD are probably not with
    # seat 2 either (soft evidence).
    st = _austrian(C3_HANDS, "8H 8C", *OPENING, "0 discard 8H 8C", "0 declare 2",
                   "1 defend", "2 defend", "0 play 7H", "1 play 7C", "2 play AH",
                   "2 play 8D")
    obs = st.observation(0)
    kn = knowledge_of(obs)
    i = kn.holders.index(2)
    assert kn.conv_forbid[i] & (1 << parse_card("7D"))
    assert kn.soft_forbid[i] == (1 << parse_card("AD")) | (1 << parse_card("KD"))
    honours = (1 << parse_card("AD")) | (1 << parse_card("KD"))
    worlds = Sampler(obs, random.Random(4)).worlds(150)
    assert all(w.current[1] >> parse_card("7D") & 1 for w in worlds)
    weighed = sum((w.current[2] & honours).bit_count() for w in worlds)
    uniform = Sampler(obs, random.Random(4), evidence=False).worlds(150)
    assert weighed < 0.7 * sum((w.current[2] & honours).bit_count() for w in uniform)


def test_unsatisfiable_convention_readings_are_dropped(monkeypatch: pytest.MonkeyPatch
                                                       ) -> None:
    import prefgui.ai.worlds.sampling as sampling

    st = _austrian(C2_HANDS, "QC JC", *OPENING, "0 discard QC JC", "0 declare 2",
                   "1 defend", "2 defend", "0 play 8H", "1 play AH", "2 play 9H",
                   "1 play QD")
    obs = st.observation(2)
    real = knowledge_of(obs)
    # A reading that forbids every unknown card to seat 1 cannot hold.
    i = real.holders.index(1)
    conv = tuple(real.unknown if k == i else 0 for k in range(len(real.holders)))
    broken = type(real)(real.seat, real.holders, real.sizes, real.unknown, real.forbid,
                        conv, real.soft_forbid, real.played_by, real.dead_kind, real.talon,
                        real.discards)
    monkeypatch.setattr(sampling, "knowledge_of", lambda o, c=True: broken)
    sampler = sampling.Sampler(obs, random.Random(1))
    for w in sampler.worlds(3):
        assert sampler.state(w).observation(2) == obs


def test_a_shown_talon_is_with_the_declarer() -> None:
    rules = Rules("balkan")
    for seed in range(12):
        st = new_deal(rules, seed, 0)
        rng = random.Random(seed)
        while not st.is_terminal() and st.declarer is None:
            bids = [a for a in st.legal_actions() if isinstance(a, Bid) and not a.hand]
            st = st.apply(bids[0] if bids and rng.random() < 0.7 else st.legal_actions()[0])
        if st.is_terminal() or st.hand_game:
            continue
        d = st.declarer
        st = st.apply(st.legal_actions()[0])  # discard
        st = st.apply(next(a for a in st.legal_actions() if isinstance(a, Declare)))
        seat = st.turn
        if seat == d:
            continue
        obs = st.observation(seat)
        assert obs.talon is not None
        for w in Sampler(obs, random.Random(seed)).worlds(5):
            assert obs.talon & ~(w.current[d] | w.discards) == 0
        return
    raise AssertionError("none of the deals shows the talon to a defender")


def test_knowledge_doctest() -> None:
    import doctest

    import prefgui.ai.worlds.knowledge as knowledge

    result = doctest.testmod(knowledge)
    assert result.attempted > 0 and result.failed == 0


def _lone_defences(deals: int, seed: int) -> list[GameState]:
    """Austrian deals at their first card in which one defender defends and one dropped.

    The calls are the rules of thumb's (no beginner's mistakes), which defend with some
    defensive tricks and drop without them.
    """
    rules = Rules("austrian")
    before = HeuristicPlayer(mistakes=False)
    out = []
    for i in range(deals):
        st = new_deal(rules, seed * 1000 + i, i % 3, start_pot=30)
        step = 0
        while st.phase is not Phase.PLAY and not st.is_terminal():
            seat = st.current_player()
            assert seat is not None
            rng = random.Random(f"{i}:{step}")
            st = st.apply(before.choose(st.observation(seat), rng, Budget.untimed(1)).action)
            step += 1
        if st.phase is Phase.PLAY and DROPPED in st.roles:
            out.append(st)
    return out


def test_worlds_read_who_defended_alone_and_who_dropped() -> None:
    # A declarer against a lone defender: the worlds give the defender who played on the
    # defensive tricks and the one who dropped out few of them (the dropped one's cards are
    # never seen, so only the calls tell the two hands apart).
    states = _lone_defences(60, 7)[:12]
    assert len(states) == 12
    weak_defender = strong_dropped = worlds = 0
    for k, st in enumerate(states):
        assert st.declarer is not None and st.contract is not None
        lone, dropped = st.roles.index(DEFENDER), st.roles.index(DROPPED)
        for w in Sampler(st.observation(st.declarer), random.Random(k)).worlds(32):
            worlds += 1
            weak_defender += defence_estimate(w.dealt[lone], st.contract.trump) < 1.0
            strong_dropped += defence_estimate(w.dealt[dropped], st.contract.trump) >= 2.0
    assert weak_defender / worlds < 0.03
    assert strong_dropped / worlds < 0.12
