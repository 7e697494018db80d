"""Computer players: legal actions in every phase and variant, the conventions kept, a few
known-good decisions, the payoff model, the cancel flag and the tournament command."""

from __future__ import annotations

import concurrent.futures
import json
import multiprocessing
import pickle
import random
import threading

import pytest

from prefgui.ai.decisions.payoff import PayoffTable, equities
from prefgui.ai.players import (
    BUDGETS,
    Budget,
    HeuristicPlayer,
    Reason,
    ReasonCode,
    choose_action,
    make_player,
)
from prefgui.engine.actions import BID, PASS, Action, BidSuit, Offer, parse_action
from prefgui.engine.cards import parse_mask
from prefgui.engine.contracts import Kind
from prefgui.engine.deal import new_deal
from prefgui.engine.rules import Rules
from prefgui.engine.state import DEFENDER, GameState, Outcome, Phase

TINY = Budget.untimed(1)  # one world per decision: reproducible on any machine

MIXES: list[tuple[str, dict[str, object], int]] = [
    ("austrian", {}, 3),
    ("austrian", {"invitation": True, "first_defender_may_invite": True,
                  "no_ace_bonus": True, "four_aces_bonus": True, "preference_bonus": True,
                  "concession_window": "any_time_before_lead"}, 3),
    ("austrian", {"must_head": True, "conventions_status": "integral_c1",
                  "all_pass": "redeal", "original_scoring": True}, 4),
    ("illustrated", {}, 3),
    ("illustrated", {"illustrated_form": "six_in_a_row", "joint_concession": True}, 3),
    ("balkan", {}, 3),
    ("balkan", {"contra": True, "refa": True, "ladder": "extended", "first_lead": "forehand",
                "sans_first_lead": "defender_before_declarer"}, 3),
    ("balkan", {"contra": True, "contra_levels": 4, "one_more_rule": True,
                "compulsory_contra_on_spades": True, "ladder": "serbian",
                "first_defender_may_invite": True, "must_head": True}, 4),
    ("swabian", {"contra": True, "hand_value_plus_one": True}, 3),
    ("american", {}, 3),
    ("american", {"widow_order": "uspcc", "american_payout": "per_trick"}, 3),
]


class Eager:
    """A player wrapper that keeps auctions alive: it bids whenever the wrapped player
    passes early, so that every later phase is reached in the tests."""

    def __init__(self, level: str) -> None:
        self.inner = make_player(level)

    def choose(self, st: GameState, seat: int, rng: random.Random) -> tuple[Reason | None,
                                                                            Action]:
        obs = st.observation(seat)
        d = self.inner.choose(obs, rng, TINY if self.inner.level != "beginner"
                              else BUDGETS["beginner"])
        if d.action.verb == PASS and st.phase is Phase.AUCTION and rng.random() < 0.5:
            bids = [a for a in obs.legal if a.verb in (BID, "bid_suit", "offer")]
            if bids:
                return None, rng.choice(bids[:3])
        return d.reason, d.action


@pytest.mark.parametrize(("variant", "options", "players"), MIXES)
def test_players_choose_legal_actions_in_every_phase(variant: str, options: dict[str, object],
                                                     players: int) -> None:
    rules = Rules(variant, options, players)
    levels = ("expert", "club", "beginner", "expert")
    phases: set[Phase] = set()
    for deal in range(2):
        st = new_deal(rules, 1000 + deal, deal % players, start_pot=30)
        wrappers = {lv: Eager(lv) for lv in set(levels)}
        rng = random.Random(deal)
        while not st.is_terminal():
            seat = st.current_player()
            assert seat is not None
            reason, action = wrappers[levels[(seat + deal) % 4]].choose(st, seat, rng)
            assert reason is None or reason.code is not ReasonCode.FALLBACK, reason
            assert action in st.legal_actions(), (reason, action)
            phases.add(st.phase)
            st = st.apply(action)
        assert st.result() is not None
    assert phases == REACHED[(variant, players, len(options))]


# The phases the two seeded deals of each mix go through (every phase but DONE in which
# a computer player answered); a player that stopped reaching one fails the test.
_MOST = {Phase.AUCTION, Phase.EXCHANGE, Phase.DECLARE, Phase.DEFENCE, Phase.PLAY}
REACHED: dict[tuple[str, int, int], set[Phase]] = {
    ("austrian", 3, 0): _MOST, ("austrian", 3, 6): _MOST, ("austrian", 4, 4): _MOST,
    ("illustrated", 3, 0): _MOST, ("illustrated", 3, 2): _MOST,
    ("balkan", 3, 0): _MOST, ("balkan", 3, 5): _MOST | {Phase.CONTRA},
    ("balkan", 4, 7): _MOST - {Phase.EXCHANGE} | {Phase.CONTRA},
    ("swabian", 3, 2): _MOST | {Phase.CONTRA},
    ("american", 3, 0): {Phase.AUCTION, Phase.PLAY},
    ("american", 3, 2): {Phase.AUCTION, Phase.PLAY},
}


def test_computer_defenders_keep_the_conventions() -> None:
    rules = Rules("austrian")
    for deal in range(3):
        st = _both_defend(rules, 40 + deal)
        rng = random.Random(deal)
        while not st.is_terminal():
            seat = st.turn
            level = "beginner" if seat == st.declarer else ("expert", "club")[seat % 2]
            budget = TINY if level != "beginner" else BUDGETS["beginner"]
            st = st.apply(make_player(level).choose(st.observation(seat), rng, budget).action)
        res = st.result()
        assert res is not None and res.breaches == ()


def _both_defend(rules: Rules, seed: int) -> GameState:
    """A deal in which seat 0 plays his best suit and both defenders defend."""
    st = new_deal(rules, seed, 2)
    st = st.apply(parse_action("0 bid 1", american=False))
    st = st.apply(parse_action("1 pass", american=False))
    st = st.apply(parse_action("2 pass", american=False))
    st = st.apply(st.legal_actions()[0])
    st = st.apply(parse_action("0 declare 4", american=False))
    if st.phase is Phase.DEFENCE:
        st = st.apply(parse_action("1 defend", american=False))
        st = st.apply(parse_action("2 defend", american=False))
    while st.turn == st.declarer and st.phase is not Phase.PLAY:
        st = st.apply(st.legal_actions()[0])
    assert st.phase is Phase.PLAY and st.roles[1] == DEFENDER
    return st


STRONG = ("AH KH QH JH TH 9H AS AC AD KS", "QS JS TS 9S KC QC JC KD QD JD",
          "8S 7S TC 9C 8C 7C TD 9D 8D 8H")


def test_a_declarer_with_all_top_trumps_bids_and_makes() -> None:
    rules = Rules("austrian")
    hands = tuple(parse_mask(h) for h in STRONG)
    st = GameState.initial(rules, 2, hands, parse_mask("7D 7H"), 30)
    expert = make_player("expert")
    beginner = make_player("beginner")
    budget = Budget.untimed(8)
    rng = random.Random(5)
    while not st.is_terminal():
        seat = st.turn
        player = expert if seat == 0 else beginner
        d = player.choose(st.observation(seat), rng, budget if seat == 0
                          else BUDGETS["beginner"])
        if seat == 0 and st.phase is Phase.AUCTION:
            assert d.action.verb != PASS, d.reason
        st = st.apply(d.action)
    assert st.declarer == 0
    assert st.outcome in ("made", "no_play")
    assert st.contract is not None and st.contract.trump == 3  # hearts
    assert st.outcome == "no_play" or st.tricks_won[0] == 10  # all ten, double dummy


def test_a_perfect_misere_hand_bids_misere() -> None:
    rules = Rules("balkan")
    hands = (parse_mask("7S 8S 7C 8C 9C 7D 8D 9D 7H 8H"),
             parse_mask("AS KS QS JS AC KC QC AD KD QD"),
             parse_mask("TS 9S JC TC JD TD AH KH QH JH"))
    st = GameState.initial(rules, 2, hands, parse_mask("TH 9H"), 0)
    d = make_player("expert").choose(st.observation(0), random.Random(1), Budget.untimed(6))
    assert d.action.verb == BID, d.reason
    assert d.reason.code is ReasonCode.CONTRACT_WORTH and d.reason.contract is not None
    assert rules.ladder[d.reason.contract].kind is Kind.MISERE, d.reason


def test_a_hopeless_hand_passes() -> None:
    rules = Rules("balkan")
    hands = (parse_mask("JS TS 9S JC TC 9C JD TD JH TH"),
             parse_mask("AS KS QS AC KC QC AD KD QD 7S"),
             parse_mask("8S 8C 7C 9D 8D 7D AH KH QH 9H"))
    st = GameState.initial(rules, 2, hands, parse_mask("8H 7H"), 0)
    d = make_player("expert").choose(st.observation(0), random.Random(1),
                                     Budget.untimed(6))
    assert d.action.verb == PASS


def test_rules_of_thumb_name_the_american_suit_they_counted_tricks_for() -> None:
    # The suit named is the trump suit: a heart hand names hearts, not the lowest suit.
    rules = Rules("american")
    hands = (parse_mask("AH KH QH JH TH 9H AS AC AD 7S"),
             parse_mask("KS QS JS TS 9S KC QC JC TC 9C"),
             parse_mask("8S KD QD JD TD 9D 8D 7D 8H 7H"))
    st = GameState.initial(rules, 2, hands, parse_mask("8C 7C"), 30)
    rng = random.Random(1)
    d = HeuristicPlayer(mistakes=False).choose(st.observation(0), rng, TINY)
    assert isinstance(d.action, BidSuit) and d.action.number == 4, d.action  # hearts
    # With a heart named before him, a spade hand passes rather than play in a higher suit.
    st = st.apply(parse_action("0 bid H", american=True))
    d = HeuristicPlayer(mistakes=False).choose(st.observation(1), rng, TINY)
    assert d.action.verb == PASS, d.action


def test_a_defender_with_top_trumps_defends() -> None:
    rules = Rules("austrian")
    st = GameState.initial(rules, 2, (parse_mask("QS JS TS 9S AC KC QC AD KD 7H"),
                                      parse_mask("AS KS 8S AH KH QH 7C 8C 7D 8D"),
                                      parse_mask("7S JC TC 9C JD TD 9D JH TH 9H")),
                           parse_mask("QD 8H"), 30)
    for text in ("0 bid 2", "1 pass", "2 pass", "0 discard 8H 7H", "0 declare 2"):
        st = st.apply(parse_action(text, american=False))
    d = make_player("expert").choose(st.observation(1), random.Random(2), Budget.untimed(6))
    assert d.action.verb == "defend", d.reason


class CancelAfter(threading.Event):
    """A cancel flag that sets itself at its ``checks``-th look: a user cancelling while
    the player thinks, without a clock."""

    def __init__(self, checks: int) -> None:
        super().__init__()
        self.checks = checks
        self.looks = 0

    def is_set(self) -> bool:
        self.looks += 1
        if self.looks >= self.checks:
            self.set()
        return super().is_set()


def _samples(reason: Reason) -> int:
    assert reason.figures.samples is not None, reason
    return reason.figures.samples


def test_a_cancel_flag_set_before_the_decision_stops_it_at_once() -> None:
    st = new_deal(Rules("austrian"), 3, 2)
    obs = st.observation(st.turn)
    flag = threading.Event()
    flag.set()
    d = make_player("expert").choose(obs, random.Random(0), Budget.untimed(500), flag)
    assert d.action in obs.legal
    assert d.reason.code is ReasonCode.NO_TIME, d.reason


def test_a_cancel_flag_set_while_thinking_stops_the_search_between_samples() -> None:
    st = _both_defend(Rules("austrian"), 44)
    obs = st.observation(st.turn)
    uncancelled = make_player("expert").choose(obs, random.Random(0), Budget.untimed(24))
    flag = CancelAfter(checks=3)
    d = make_player("expert").choose(obs, random.Random(0), Budget.untimed(24), flag)
    assert d.action in obs.legal
    assert _samples(d.reason) == 2 < _samples(uncancelled.reason)
    assert flag.looks == 3


def test_choose_action_is_a_picklable_plain_function() -> None:
    st = new_deal(Rules("balkan"), 8, 0)
    obs = pickle.loads(pickle.dumps(st.observation(st.turn)))
    d = choose_action("club", obs, 3, TINY)
    assert pickle.loads(pickle.dumps(d)) == d
    assert d.action in obs.legal
    # In a spawned process, as the window's worker runs it, the same arguments give the
    # same decision: it depends on nothing but them.
    ctx = multiprocessing.get_context("spawn")
    with concurrent.futures.ProcessPoolExecutor(1, mp_context=ctx) as pool:
        there = pool.submit(choose_action, "club", obs, 3, TINY).result(timeout=120)
    assert there == d


def test_payoff_table_is_the_engine_scoring() -> None:
    st = _both_defend(Rules("austrian"), 61)
    table = PayoffTable(st)
    vals = table.value((6, 2, 2), True)
    assert abs(sum(vals)) < 1e-9
    fin = st.evolve(phase=Phase.DONE, turn=None, tricks_won=(6, 2, 2), tricks_done=10,
                    played=(1 << 32) - 1, outcome=Outcome.MADE)
    res = fin.result()
    assert res is not None
    assert vals == equities(res, 3)


def test_beginner_is_the_heuristic_player() -> None:
    assert isinstance(make_player("beginner"), HeuristicPlayer)
    with pytest.raises(ValueError):
        make_player("grandmaster")


def test_tournament_command(capsys: pytest.CaptureFixture[str]) -> None:
    from prefgui.cli import tournament as tournament_cli

    code = tournament_cli.main(["--variant", "austrian", "--deals", "2", "--players",
                            "club,beginner,beginner", "--seed", "3", "--json",
                            "--scale", "0.05"])
    assert code == 0
    out = json.loads(capsys.readouterr().out)
    assert out["deals"] == 2 and out["games"] == 6
    kinds = {k["kind"]: k for k in out["kinds"]}
    assert kinds["club"]["breaches"] == 0 and kinds["beginner"]["breaches"] == 0
    assert "club-beginner" in out["pairs"]
    assert tournament_cli.main(["--variant", "nosuch", "--deals", "1"]) == 2


def test_every_kind_of_decision_gets_a_legal_answer() -> None:
    """Random playouts reach every kind of decision; each level answers each legally."""
    wanted = {"contra", "recontra", "invite", "concede", "offer", "discard",
              "declare", "declare_suit", "bid_suit", "defend", "drop", "play", "hold", "bid"}
    seen: set[str] = set()
    asked: dict[tuple[str, frozenset[str]], int] = {}
    rng = random.Random(5)
    for variant, options, players in MIXES:
        rules = Rules(variant, options, players)
        for deal in range(25):
            st = new_deal(rules, 77 + deal, deal % players, start_pot=30)
            while not st.is_terminal():
                seat = st.current_player()
                assert seat is not None
                obs = st.observation(seat)
                verbs = frozenset(a.verb for a in obs.legal)
                key = (variant, verbs)
                if len(obs.legal) > 1 and asked.get(key, 0) < 1 and verbs - {"play"} | (
                        {"play"} if "play" not in seen else set()):
                    asked[key] = asked.get(key, 0) + 1
                    for level in ("beginner", "club", "expert"):
                        budget = TINY if level != "beginner" else BUDGETS["beginner"]
                        d = make_player(level).choose(obs, random.Random(deal), budget)
                        assert d.reason.code is not ReasonCode.FALLBACK, (level, d.reason)
                        assert d.action in obs.legal or (
                            isinstance(d.action, Offer) and d.action.units > 0), (level, d)
                    seen |= verbs
                st = st.apply(rng.choice(st.legal_actions()))
    assert wanted <= seen, wanted - seen


def test_the_no_ace_announcement_is_answered() -> None:
    rules = Rules("illustrated", {"no_ace_bonus": True})
    hands = (parse_mask("7S 8S 9S 7C 8C 9C 7D 8D 7H 8H"),
             parse_mask("AS KS QS JS AC KC QC JC AD KD"),
             parse_mask("TS TC QD JD TD 9D AH KH QH JH"))
    st = GameState.initial(rules, 2, hands, parse_mask("TH 9H"), 30)
    for text in ("0 bid 5 hand", "1 pass", "2 pass", "0 declare 5"):
        st = st.apply(parse_action(text, american=False))
    obs = st.observation(0)
    assert "announce" in {a.verb for a in obs.legal}
    for level in ("beginner", "club", "expert"):
        budget = TINY if level != "beginner" else BUDGETS["beginner"]
        d = make_player(level).choose(obs, random.Random(1), budget)
        assert d.action in obs.legal
    d = make_player("expert").choose(obs, random.Random(1), Budget.untimed(8))
    assert d.action.verb == "announce", d.reason  # a safe misère: announce and win more
