"""The Russian computer players (prefgui.ai.russian): worlds, values, decisions."""

from __future__ import annotations

import random

import pytest

from prefgui.ai.decisions.decision import Budget
from prefgui.ai.russian.evaluate import Ending, Scorer, misere_tricks
from prefgui.ai.russian.player import FLOORS, Floor, RussianPlayer
from prefgui.ai.russian.sampling import known_voids, sample_world
from prefgui.ai.search.russian import build_position
from prefgui.ai.search.solver import solve_value
from prefgui.engine.actions import (
    Discard,
    Pass,
    Play,
    RuBid,
    RuDeclare,
    Whist,
)
from prefgui.engine.cards import parse_card, parse_mask
from prefgui.engine.rules import Rules
from prefgui.engine.russian.deal import new_russian_deal
from prefgui.engine.russian.ladder import MISERE, parse_bid
from prefgui.engine.russian.state import RussianState
from prefgui.engine.vocab import Outcome, Phase

VARIANTS = ("sochi", "leningrad", "rostov")


def _quick(level: str) -> RussianPlayer:
    """A player of ``level`` on two worlds per decision (the same paths, quickly)."""
    p = RussianPlayer(level)
    if p.floor.card:
        p.floor = Floor(2, 2 if p.floor.call else 0)
    return p


def _play(rules: Rules, seed: int, players: list[RussianPlayer]) -> list[RussianState]:
    """Every state of one deal played by ``players`` (by seat)."""
    st = new_russian_deal(rules, seed, seed % rules.players)
    out = [st]
    step = 0
    while not st.is_terminal():
        chooser = st.controller(st.turn)
        obs = st.observation(chooser)
        d = players[chooser].choose(obs, random.Random(step), Budget(0.0, 2))
        assert d.action in obs.legal
        st = st.apply(d.action)
        out.append(st)
        step += 1
    return out


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_level_plays_whole_deals_legally(variant: str) -> None:
    rules = Rules(variant)
    outcomes = set()
    for seed in range(6):
        players = [_quick(k) for k in ("expert", "club", "beginner")]
        players = players[seed % 3:] + players[:seed % 3]
        states = _play(rules, seed, players)
        assert states[-1].is_terminal()
        outcomes.add(states[-1].outcome)
    assert outcomes  # something was played to its end


def test_worlds_agree_with_what_the_seat_saw() -> None:
    rules = Rules("sochi")
    players = [_quick("beginner")] * 3
    rng = random.Random(3)
    checked = 0
    for seed in range(8):
        for st in _play(rules, 100 + seed, players):
            if st.is_terminal() or st.phase is Phase.EXCHANGE:
                continue
            seat = st.turn
            obs = st.observation(seat)
            w = sample_world(obs, rng)
            assert w is not None
            played = 0
            for a in st.history:
                if type(a) is Play:
                    played |= 1 << a.card
            voids = known_voids(obs)
            talon = st.talon if st.declarer is not None else 0
            for s, h in w.hands.items():
                assert h.bit_count() == st.hands[s].bit_count()
                assert not h & played
                assert not h & voids.get(s, 0)
                if s != seat:
                    assert not h & obs.hand
                if s != st.declarer:
                    assert not h & talon  # the shown talon went to the declarer
            used = 0
            for h in w.hands.values():
                assert not used & h
                used |= h
            if st.phase is Phase.AUCTION:
                assert w.talon.bit_count() == 2 and not w.talon & used
            checked += 1
    assert checked > 100


def test_misere_tricks_agree_with_the_solver() -> None:
    rules = Rules("sochi")
    for seed in range(12):
        st = new_russian_deal(rules, seed)
        seats = st.priority
        hands = {s: st.hands[s] for s in seats}
        me = seats[seed % 3]
        pos = build_position(seats, hands, me, MISERE, seats[0], (), True, me)
        exact = solve_value(pos)
        assert misere_tricks(seats, hands, me, exact=True) == exact
        assert misere_tricks(seats, hands, me) == (exact if exact <= 1 else 3)


@pytest.mark.parametrize("variant", VARIANTS)
def test_scorer_values_deals_as_the_engine_scores_them(variant: str) -> None:
    rules = Rules(variant)
    players = [_quick("beginner")] * 3
    seen = set()
    for seed in range(60):
        st = _play(rules, 300 + seed, players)[-1]
        res = st.result()
        assert res is not None
        sc = Scorer(rules, st.dealer, st.start)
        d = st.declarer
        if st.outcome in (Outcome.MADE, Outcome.FAILED) and st.contract == MISERE:
            assert d is not None
            for s in range(3):
                assert sc.misere(s, d, st.tricks_won[d]) == pytest.approx(float(res.delta[s]))
            seen.add("misere")
        elif (st.outcome in (Outcome.MADE, Outcome.FAILED) and len(st.whisters) == 1
              and st.overridden is None):
            assert d is not None and st.contract is not None
            end = Ending(Outcome.MADE, st.whisters)
            for s in range(3):
                assert sc.played(s, d, st.contract, st.tricks_won[d], end) == pytest.approx(
                    float(res.delta[s]))
            seen.add("lone whister")
        elif st.outcome in (Outcome.NO_PLAY, Outcome.HALF_WHIST):
            assert d is not None and st.contract is not None
            end = Ending(st.outcome, (), st.half_whister)
            for s in range(3):
                assert sc.played(s, d, st.contract, 0, end) == pytest.approx(
                    float(res.delta[s]))
            seen.add("not played")
    assert seen


def _deal(hands: tuple[str, str, str], talon: str, variant: str = "sochi") -> RussianState:
    """Seat 0 is the forehand (seat 2 deals)."""
    t = talon.split()
    return RussianState.initial(Rules(variant), 2, tuple(parse_mask(h) for h in hands),
                                (parse_card(t[0]), parse_card(t[1])))


REST = ("AS KS QS JS 10S 9S AC KC AD AH",
        "8S 7S QC JC 10C 9C KD QD JD 10D",
        "8C 7C 9D 8D 7D KH QH JH 10H 9H")


def test_expert_bids_a_strong_hand_and_passes_a_weak_one() -> None:
    st = _deal(REST, "8H 7H")
    expert = RussianPlayer("expert")
    d = expert.choose(st.observation(0), random.Random(1), Budget.untimed(24))
    assert isinstance(d.action, RuBid) and d.action.rank != MISERE, d
    st = st.apply(d.action)
    d = expert.choose(st.observation(1), random.Random(1), Budget.untimed(24))
    assert isinstance(d.action, Pass), d


def test_expert_bids_misere_on_low_cards_and_never_on_aces() -> None:
    low = ("9S 8S 7S 9C 8C 7C 8D 7D 8H 7H",
           "AS KS QS JS 10S AC KC QC AD KD",
           "JC 10C 9D 10D JD QD AH KH QH JH")
    st = _deal(low, "9H 10H")
    expert = RussianPlayer("expert")
    d = expert.choose(st.observation(0), random.Random(2), Budget.untimed(24))
    assert d.action == RuBid(0, MISERE), d
    aces = ("AS QS JS 10S 9S AC JC 8C 9D AH",
            "KS 8S 7S KC QC 10C 9C KD QD JD",
            "7C AD 10D 8D 7D KH QH JH 10H 9H")
    st = _deal(aces, "QH 7H")
    d = expert.choose(st.observation(0), random.Random(2), Budget.untimed(24))
    assert d.action != RuBid(0, MISERE), d


def _whist_state(hands: tuple[str, str, str], talon: str, discard: str) -> RussianState:
    """Seat 0 declares 6♥ after discarding ``discard``; seat 1 (D1) is to call."""
    st = _deal(hands, talon)
    six = parse_bid("6H")
    for a in (RuBid(0, six), Pass(1), Pass(2)):
        st = st.apply(a)
    c1, c2 = (parse_card(c) for c in discard.split())
    st = st.apply(Discard(0, min(c1, c2), max(c1, c2)))
    st = st.apply(RuDeclare(0, six))
    assert st.phase is Phase.WHIST and st.turn == 1
    return st


def test_expert_whists_with_tricks_and_passes_without() -> None:
    expert = RussianPlayer("expert")
    # 6♥ with six trumps missing J 10, A of spades and three losers: D1 holds four tricks
    st = _whist_state(("AH KH QH 9H 8H AS 8S 7C 7D 8C",
                       "JH 10H KS QS AC KC QC AD KD QD",
                       "JS 10S 9S 7S JC 10C 9C JD 10D 9D"), "7H 8D", "8C 8D")
    d = expert.choose(st.observation(1), random.Random(4), Budget.untimed(24))
    assert isinstance(d.action, Whist), d
    # seven solid trumps, A K of spades and A of clubs: the defence has nothing
    st = _whist_state(("AH KH QH JH 10H 9H AS KS AC 7D",
                       "9S 8S 7S 10C 9C 8C 7C 10D 9D 8D",
                       "QS JS 10S KC QC JC AD KD QD JD"), "8H 7H", "7D 7H")
    d = expert.choose(st.observation(1), random.Random(4), Budget.untimed(24))
    assert isinstance(d.action, Pass), d


def test_the_floor_of_worlds_holds_without_time() -> None:
    rules = Rules("sochi")
    players = [_quick("beginner")] * 3
    # play to the first card of a deal that is played
    st: RussianState | None = None
    for seed in range(7, 40):
        states = _play(rules, seed, players)
        st = next((s for s in states if s.phase is Phase.PLAY and s.talon_lead is None
                   and len(s.observation(s.controller(s.turn)).legal) > 1), None)
        if st is not None:
            break
    assert st is not None
    expert = RussianPlayer("expert")
    d = expert.choose(st.observation(st.controller(st.turn)), random.Random(5),
                      Budget(0.0, 1))
    assert d.reason == f"search {FLOORS['expert'].card}"


def test_one_player_per_seat_for_the_deal_and_its_values_computed_once(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The window's worker asks ``choose_russian`` for every decision: within a deal the
    seat's player is the same one, and its hand's contract values are not solved again at
    its second call; another deal gets a fresh player. The values do not depend on the
    call's seed (a resumed game values the hand the same way)."""
    from prefgui.ai.russian import player as player_module
    from prefgui.ai.russian import turn

    st = _deal(REST, "8H 7H")
    obs = st.observation(0)
    p = turn.player_for("expert", obs)
    assert turn.player_for("expert", obs) is p
    assert turn.player_for("expert", st.observation(1)) is not p
    solved: list[int] = []
    real = player_module.contract_tricks

    def counting(*args: object, **kwargs: object) -> int:
        solved.append(1)
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(player_module, "contract_tricks", counting)
    budget = Budget.untimed(24)
    first = turn.choose_russian("expert", obs, 1, budget)
    n = len(solved)
    assert n > 0
    assert turn.choose_russian("expert", obs, 2, budget) == first
    assert len(solved) == n  # the second call reused the values
    fresh = RussianPlayer("expert")
    assert fresh._contract_values(obs, random.Random(99), budget) == \
        turn.player_for("expert", obs)._contract_values(obs, random.Random(5), budget)
    nxt = new_russian_deal(Rules("sochi"), 5, 1)
    assert turn.player_for("expert", nxt.observation(0)) is not p


def test_the_experts_reasons_carry_every_option_with_its_figures() -> None:
    """The hint's words: a whist call with the whists expected of whist, pass (and
    half-whist where legal); a card with every legal card's tricks from here."""
    from prefgui.ai.decisions.reasons import ReasonCode

    expert = RussianPlayer("expert")
    st = _whist_state(("AH KH QH 9H 8H AS 8S 7C 7D 8C",
                       "JH 10H KS QS AC KC QC AD KD QD",
                       "JS 10S 9S 7S JC 10C 9C JD 10D 9D"), "7H 8D", "8C 8D")
    obs = st.observation(1)
    d = expert.choose(obs, random.Random(4), Budget.untimed(24))
    assert d.why is not None and d.why.code is ReasonCode.RU_WHIST_CALL
    figs = d.why.figures
    assert figs.unit == "whists" and figs.samples == 24
    assert {type(a) for a, _ in figs.options} == {type(a) for a in obs.legal}
    assert figs.options[0][0] == d.action  # the chosen call is worth the most
    assert [v for _, v in figs.options] == sorted((v for _, v in figs.options), reverse=True)
    # a card: the declarer to lead trick 1 of the same deal after the defence whists
    st = st.apply(d.action)
    while st.phase is not Phase.PLAY:
        st = st.apply(st.legal_actions()[0])
    chooser = st.controller(st.turn)
    obs = st.observation(chooser)
    card = expert.choose(obs, random.Random(5), Budget.untimed(16))
    assert card.why is not None
    assert card.why.code in (ReasonCode.BEST_CARD, ReasonCode.ALL_CARDS_EQUAL)
    cf = card.why.figures
    # an untimed budget solves max(floor, samples) worlds
    assert cf.samples == max(16, FLOORS["expert"].card)
    assert cf.unit in ("own_tricks", "side_tricks")
    assert {a for a, _ in cf.options} == {a for a in obs.legal if isinstance(a, Play)}
    assert all(0 <= v <= 10 for _, v in cf.options)
    assert card.why.card == card.action.card  # type: ignore[union-attr]
