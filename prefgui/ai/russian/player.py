"""The computer players of the Russian game, by level (RULES §13).

Every level sees only its ``RuObservation`` and chooses one of its legal actions.

* **Expert** decides everything by search over worlds consistent with what it sees
  (``sampling``), each solved double dummy and valued in whists by the system's own scoring
  (``evaluate.Scorer``):

  - *bidding*: the value of every contract of the ladder and of misère for its hand, over
    worlds that also deal the unseen talon (the discard in each world chosen for the
    strain); it bids on while some contract it may still declare is worth more than
    passing, and says "here" rather than outbid where that is allowed;
  - *discard, declaration, without three*: the candidate discards for the best strains
    solved over the same worlds, the contract declared that is worth most, and without
    three when that costs less than the best contract's expected loss;
  - *whist, pass, half-whist*: each call followed to the end of the calls in every world
    (the other defender whisting when the defence makes its quota there) and valued by the
    scoring in force (greedy or gentleman's lone whister, Stalingrad, the checked ten);
    open or closed as the lone whister;
  - *cards*: PIMC — every legal card solved double dummy in every world; on raspasy each
    player is held to his own fewest tricks; against a misère the catchers plan with the
    declarer's exposed hand. The two talon-led tricks of raspasy are not solver positions:
    a rule plays them (shed the highest card that stays under the trick's winner).

  Each decision rests on a floor of worlds (``FLOORS``) whatever the clock says; the time
  budget only caps how far beyond the floor it goes.

* **Club** bids and whists by rules of thumb on the hand (``estimate``) and plays its cards
  by the same search as the Expert on fewer worlds.
* **Beginner** bids by the rules of thumb with a beginner's errors in counting and plays
  its cards by simple rules.
"""

from __future__ import annotations

import math
import random
import time
from collections import defaultdict
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from prefgui.ai.decisions.decision import Budget
from prefgui.ai.decisions.reasons import Figures, Reason, ReasonCode
from prefgui.ai.russian.estimate import best_strain, misere_risk, strain_tricks
from prefgui.ai.russian.evaluate import (
    Scorer,
    best_discards,
    contract_tricks,
    misere_discard,
    misere_tricks,
    whist_outcome,
)
from prefgui.ai.russian.sampling import World, fits_auction, sample_world
from prefgui.ai.search.russian import build_position, value_sign
from prefgui.ai.search.solver import solve
from prefgui.engine.actions import (
    ClosedWhist,
    Discard,
    HalfWhist,
    Here,
    OpenWhist,
    Pass,
    Play,
    RuBid,
    RuDeclare,
    RussianAction,
    Whist,
    WithoutThree,
)
from prefgui.engine.cards import SUIT_MASK
from prefgui.engine.russian.ladder import (
    MISERE,
    level_of,
    quota,
    rank_of,
    strain_of,
)
from prefgui.engine.russian.observation import RuObservation
from prefgui.engine.seats import seat_priority
from prefgui.engine.vocab import Phase, WhistCall

__all__ = ["FLOORS", "RUSSIAN_BUDGETS", "RuDecision", "RussianPlayer", "make_russian_player"]

RUSSIAN_BUDGETS = {
    "beginner": Budget(seconds=0.05, samples=1),
    "club": Budget(seconds=0.4, samples=12),
    "expert": Budget(seconds=1.0, samples=32),
}
"""Thinking per decision: the clock caps the worlds beyond the floor, ``samples`` is the
most worlds (an untimed budget solves exactly ``max(floor, samples)``)."""


@dataclass(frozen=True, slots=True)
class Floor:
    """The fewest worlds a decision rests on, whatever the clock says."""

    card: int
    call: int


FLOORS = {"beginner": Floor(0, 0), "club": Floor(8, 0), "expert": Floor(32, 24)}
"""Per level: worlds for a card, and for a bid, discard, declaration or whist call (0: the
level decides that kind by rules of thumb)."""

_CAUTION = {"beginner": 0.0, "club": 0.3, "expert": 0.3}
"""Tricks a rule-of-thumb level keeps in hand before it declares or whists (its caution in
the auction is ``_BID_CAUTION``)."""

MISERE_RISK = 1.6
"""The Expert solves misère for a hand of at most this rule-of-thumb risk (measured: of
random hands above it, about one in ten is a clean misère after the best discard)."""

MARGIN = 0.0
"""Whists a contract must be expected to win over passing before the Expert bids it (with
a margin of one whist it made all its contracts in a Sochi tournament and left 60 % of the
deals to raspasy)."""


@dataclass(frozen=True, slots=True)
class RuDecision:
    """A chosen action, a short reason code (for logs and tests), and why.

    ``why`` is a typed :class:`~prefgui.ai.decisions.reasons.Reason` with the figures
    weighed (the hint's words).
    """

    action: RussianAction
    reason: str = ""
    why: Reason | None = None


def _why(code: ReasonCode, options: dict[RussianAction, float] | None = None,
         worlds: int | None = None, unit: str = "whists", card: int | None = None,
         other: int | None = None) -> Reason:
    """A typed reason with every option's mean value, best first."""
    opts = tuple(sorted(((a, round(v, 2)) for a, v in (options or {}).items()
                         if math.isfinite(v)), key=lambda x: -x[1]))
    return Reason(code, card=card, other_card=other,
                  figures=Figures(samples=worlds, options=opts, unit=unit if opts else ""))


class _RuSearch:
    """A Russian player's level, and the worlds it solves over.

    What it solved is kept for the later calls of the deal.
    """

    def __init__(self, level: str) -> None:
        if level not in FLOORS:
            raise ValueError(f"unknown level {level!r}")
        self.level = level
        self.floor = FLOORS[level]
        self._values: dict[tuple[object, ...], dict[int, float]] = {}
        self._counts: dict[tuple[object, ...], int] = {}
        self._last_worlds = 0

    def _worlds(self, obs: RuObservation, rng: random.Random, budget: Budget, floor: int,
                plausible: Callable[[World], bool] | None = None) -> Iterator[World]:
        """Worlds: the floor whatever the clock, then more while the budget lasts."""
        most = max(floor, budget.samples)
        deadline = time.perf_counter() + budget.seconds
        for k in range(most):
            if k >= floor and time.perf_counter() > deadline:
                return
            w = sample_world(obs, rng, plausible)
            if w is None:
                return
            yield w


class _RuAuctionChoices(_RuSearch):
    """The calls of the auction.

    Each contract's expected whists, then bid, say here, bid misère or pass.
    """

    def _contract_values(self, obs: RuObservation, rng: random.Random, budget: Budget
                         ) -> dict[int, float]:
        """Expected whists of declaring each rank (misère included) with this hand.

        Computed once per hand and sheet (the auction's later calls reuse it).
        """
        key = (obs.seat, obs.hand, obs.dealer, obs.start, obs.rules)
        got = self._values.get(key)
        if got is not None:
            return got
        # worlds drawn from the hand and the sheet alone: the values are the same whether
        # this player kept them from an earlier call or computes them afresh (a resumed game)
        rng = random.Random(f"{obs.seat}|{obs.hand}|{obs.dealer}|{obs.start!r}")
        seats = seat_priority(obs.rules.players, obs.dealer)
        me = obs.seat
        scorer = Scorer(obs.rules, obs.dealer, obs.start)
        # the strains worth solving: the two best on the hand by the count of tricks
        counts = {s: strain_tricks(obs.hand, s) for s in range(5)}
        ranked = sorted(range(5), key=lambda s: -counts[s])
        ranked = [s for s in ranked[:2] if counts[s] >= counts[ranked[0]] - 0.5]
        misere_ok = (me not in {a.seat for a in obs.history}
                     and misere_risk(obs.hand) <= MISERE_RISK
                     and (obs.start.raspasy_series == 0
                          or obs.rules.opt.misere_allowed_after_raspasy))
        sums: dict[int, float] = defaultdict(float)
        count = 0
        for w in self._worlds(obs, rng, budget, self.floor.call):
            twelve = obs.hand | w.talon
            for s in ranked:
                disc = best_discards(twelve, s)[0]
                hands = dict(w.hands)
                hands[me] = twelve & ~disc
                tricks = contract_tricks(seats, hands, me, rank_of(6, s),
                                         round(strain_tricks(hands[me], s)))
                for level in range(6, 11):
                    c = rank_of(level, s)
                    end = whist_outcome(obs.rules, obs.dealer, me, c, (), 10 - tricks)
                    sums[c] += scorer.played(me, me, c, tricks, end)
            if misere_ok:
                disc = misere_discard(twelve)[0]
                hands = dict(w.hands)
                hands[me] = twelve & ~disc
                sums[MISERE] += scorer.misere(me, me, misere_tricks(seats, hands, me))
            count += 1
        values = {c: v / count for c, v in sums.items()} if count else {}
        self._values[key] = values
        self._counts[key] = count
        return values

    def _call(self, obs: RuObservation, rng: random.Random, budget: Budget) -> RuDecision:
        values = self._contract_values(obs, rng, budget)
        legal = obs.legal
        bids = [a for a in legal if type(a) is RuBid]

        def reach(rank: int) -> float:
            """The best value of a contract the winner of ``rank`` may declare."""
            vs = [v for c, v in values.items() if c != MISERE and c >= rank]
            return max(vs, default=-math.inf)

        mis = next((a for a in bids if a.rank == MISERE), None)
        trick_bids = [a for a in bids if a.rank != MISERE]
        best_trick = reach(trick_bids[0].rank) if trick_bids else -math.inf
        worlds = self._counts.get((obs.seat, obs.hand, obs.dealer, obs.start, obs.rules))
        here = next((a for a in legal if type(a) is Here), None)
        stay = _pass_value(obs)
        options: dict[RussianAction, float] = {Pass(obs.seat): stay}
        if trick_bids:
            options[trick_bids[0]] = best_trick
        if mis is not None and MISERE in values:
            options[mis] = values[MISERE]
        if here is not None and obs.high is not None:
            options[here] = reach(obs.high)
        if mis is not None and values.get(MISERE, -math.inf) > max(best_trick, 0.0) + MARGIN:
            return RuDecision(mis, f"misere {values[MISERE]:+.1f}",
                              _why(ReasonCode.RU_MISERE, options, worlds))
        if here is not None and obs.high is not None and reach(obs.high) > MARGIN:
            return RuDecision(here, f"here {reach(obs.high):+.1f}",
                              _why(ReasonCode.RU_BID, options, worlds))
        if trick_bids and best_trick > stay + MARGIN:
            return RuDecision(trick_bids[0], f"bid {best_trick:+.1f} over {stay:+.1f}",
                              _why(ReasonCode.RU_BID, options, worlds))
        return RuDecision(Pass(obs.seat), f"pass {best_trick:+.1f} vs {stay:+.1f}",
                          _why(ReasonCode.RU_PASS, options, worlds))


class _RuDeclarerChoices(_RuAuctionChoices):
    """The declarer's choices: the discard (or without three), then the contract."""

    def _declarer_values(self, obs: RuObservation, rng: random.Random, budget: Budget,
                         candidates: list[tuple[int, tuple[int, ...]]]
                         ) -> list[dict[int, float]]:
        """Per candidate (discard, strains): every contract's expected whists (≥ the bid).

        All candidates are solved over the same worlds.
        """
        seats = seat_priority(obs.rules.players, obs.dealer)
        me = obs.seat
        bid = obs.bid
        assert bid is not None
        scorer = Scorer(obs.rules, obs.dealer, obs.start)
        sums: list[dict[int, float]] = [defaultdict(float) for _ in candidates]
        count = 0
        for w in self._worlds(obs, rng, budget, self.floor.call):
            for i, (disc, strains) in enumerate(candidates):
                hands = dict(w.hands)
                hands[me] = obs.hand & ~disc
                if bid == MISERE:
                    sums[i][MISERE] += scorer.misere(me, me, misere_tricks(seats, hands, me))
                    continue
                for s in strains:
                    tricks = contract_tricks(seats, hands, me, rank_of(6, s),
                                             round(strain_tricks(hands[me], s)))
                    for level in range(6, 11):
                        c = rank_of(level, s)
                        if c < bid:
                            continue
                        end = whist_outcome(obs.rules, obs.dealer, me, c, (), 10 - tricks)
                        sums[i][c] += scorer.played(me, me, c, tricks, end)
            count += 1
        self._last_worlds = count
        return [{c: v / max(1, count) for c, v in d.items()} for d in sums]

    def _exchange(self, obs: RuObservation, rng: random.Random, budget: Budget
                  ) -> RuDecision:
        bid = obs.bid
        assert bid is not None
        discards = {a.mask: a for a in obs.legal if type(a) is Discard}
        if bid == MISERE:
            mis: list[tuple[int, tuple[int, ...]]] = [(m, ()) for m in misere_discard(obs.hand, 4)]
            vals = self._declarer_values(obs, rng, budget, mis)
            i = max(range(len(mis)), key=lambda k: vals[k].get(MISERE, -math.inf))
            options: dict[RussianAction, float] = {
                discards[m]: vals[k].get(MISERE, -math.inf) for k, (m, _) in enumerate(mis)}
            return RuDecision(discards[mis[i][0]], f"misere discard {vals[i][MISERE]:+.1f}",
                              _why(ReasonCode.RU_DISCARD, options, self._last_worlds))
        strains = self._strains(obs.hand, bid)
        cands: list[tuple[int, tuple[int, ...]]] = []
        for k, s in enumerate(strains):
            for m in best_discards(obs.hand, s, 2 if k == 0 else 1):
                if all(m != c[0] for c in cands):
                    cands.append((m, (s,)))
        vals = self._declarer_values(obs, rng, budget, cands)
        best = [max(v.values(), default=-math.inf) for v in vals]
        i = max(range(len(cands)), key=lambda k: best[k])
        opts: dict[RussianAction, float] = {discards[m]: best[k]
                                            for k, (m, _) in enumerate(cands)}
        worlds = self._last_worlds
        three = next((a for a in obs.legal if type(a) is WithoutThree), None)
        if three is not None:
            scorer = Scorer(obs.rules, obs.dealer, obs.start)
            give_up = scorer.without_three(obs.seat, obs.seat, bid)
            opts[three] = give_up
            if give_up > best[i]:
                return RuDecision(three, f"without three {give_up:+.1f} > {best[i]:+.1f}",
                                  _why(ReasonCode.RU_WITHOUT_THREE, opts, worlds))
        # the declaration rests on the worlds just solved for the chosen discard
        key = ("declare", obs.seat, obs.hand & ~cands[i][0], obs.dealer, obs.start, bid)
        self._values[key] = vals[i]
        self._counts[key] = worlds
        return RuDecision(discards[cands[i][0]], f"discard {best[i]:+.1f}",
                          _why(ReasonCode.RU_DISCARD, opts, worlds))

    @staticmethod
    def _strains(hand: int, bid: int) -> list[int]:
        """The strains most worth solving.

        The best by the count of tricks, the second when it is within a trick of it (the
        bid's own kept among them at the ten).
        """
        counts = {s: strain_tricks(hand, s) for s in range(5)}
        ranked = sorted(range(5), key=lambda s: -counts[s])
        out = [s for s in ranked[:2] if counts[s] >= counts[ranked[0]] - 1.0]
        own = int(strain_of(bid))
        if level_of(bid) == 10 and own not in out:
            out = [own, ranked[0]]
        return out

    def _declare(self, obs: RuObservation, rng: random.Random, budget: Budget
                 ) -> RuDecision:
        decl = {a.rank: a for a in obs.legal if type(a) is RuDeclare}
        bid = obs.bid
        assert bid is not None
        key = ("declare", obs.seat, obs.hand, obs.dealer, obs.start, bid)
        vals = self._values.get(key)
        worlds = self._counts.get(key)
        if vals is None:
            strains = tuple(self._strains(obs.hand, bid))
            vals = self._declarer_values(obs, rng, budget, [(0, strains)])[0]
            worlds = self._last_worlds
        ok = {c: v for c, v in vals.items() if c in decl}
        if not ok:  # the solved strains allow nothing at this level: the lowest contract
            low = min(decl)
            return RuDecision(decl[low], "declare lowest", Reason(ReasonCode.RULE_OF_THUMB))
        c = max(ok, key=lambda r: (ok[r], -r))
        options: dict[RussianAction, float] = {decl[r]: v for r, v in ok.items()}
        return RuDecision(decl[c], f"declare {ok[c]:+.1f}",
                          _why(ReasonCode.RU_DECLARE, options, worlds))


class RussianPlayer(_RuDeclarerChoices):
    """A computer player of the Russian game at one level.

    Its calls and the declarer's choices are its bases' (``_RuAuctionChoices``,
    ``_RuDeclarerChoices``); the whist calls and the cards are here.
    """

    def choose(self, obs: RuObservation, rng: random.Random, budget: Budget | None = None
               ) -> RuDecision:
        """One of ``obs.legal``."""
        legal = obs.legal
        if not legal:
            raise ValueError("no legal action for this seat")
        if len(legal) == 1:
            only = ReasonCode.ONLY_CARD if type(legal[0]) is Play else ReasonCode.ONLY_CHOICE
            return RuDecision(legal[0], "only", Reason(only))
        budget = budget or RUSSIAN_BUDGETS[self.level]
        ph = obs.phase
        if ph is Phase.PLAY:
            return self._card(obs, rng, budget)
        if not self.floor.call:
            return _thumb(obs, rng, self.level)
        if ph is Phase.AUCTION:
            return self._call(obs, rng, budget)
        if ph is Phase.EXCHANGE:
            return self._exchange(obs, rng, budget)
        if ph is Phase.DECLARE:
            return self._declare(obs, rng, budget)
        if ph is Phase.WHIST:
            return self._whist(obs, rng, budget)
        return RuDecision(next(a for a in legal if type(a) is OpenWhist), "open",
                          Reason(ReasonCode.RU_OPEN))

    # Whist -----------------------------------------------------------------------------------
    def _whist(self, obs: RuObservation, rng: random.Random, budget: Budget) -> RuDecision:
        contract, d = obs.contract, obs.declarer
        assert contract is not None and d is not None
        seats = seat_priority(obs.rules.players, obs.dealer)
        me = obs.seat
        scorer = Scorer(obs.rules, obs.dealer, obs.start)
        calls = {a: _CALL[type(a)] for a in obs.legal if type(a) in _CALL}
        sums = dict.fromkeys(calls, 0.0)
        count = 0
        plausible = fits_auction(obs)
        for w in self._worlds(obs, rng, budget, self.floor.call, plausible):
            tricks = contract_tricks(seats, w.hands, d, contract,
                                     round(strain_tricks(w.hands[d], int(strain_of(contract)))))
            for a, call in calls.items():
                end = whist_outcome(obs.rules, obs.dealer, d, contract,
                                    obs.calls + ((me, call),), 10 - tricks)
                sums[a] += scorer.played(me, d, contract, tricks, end)
            count += 1
        best = max(calls, key=lambda a: (sums[a], type(a) is Pass))
        means: dict[RussianAction, float] = {a: v / max(1, count) for a, v in sums.items()}
        return RuDecision(best, f"{calls[best].value} {sums[best] / max(1, count):+.1f}",
                          _why(ReasonCode.RU_WHIST_CALL, means, count))

    # Cards -----------------------------------------------------------------------------------
    def _card(self, obs: RuObservation, rng: random.Random, budget: Budget) -> RuDecision:
        plays = [a for a in obs.legal if type(a) is Play]
        if not self.floor.card or obs.talon_lead is not None:
            return RuDecision(_simple_card(obs, plays), "rule", Reason(ReasonCode.RULE_OF_THUMB))
        totals: dict[int, float] = defaultdict(float)
        raw: dict[int, float] = defaultdict(float)
        worlds = 0
        seat = plays[0].seat
        seats = seat_priority(obs.rules.players, obs.dealer)
        sign = value_sign(obs.declarer, obs.contract, seat)
        assert obs.leader is not None
        plausible = fits_auction(obs)
        for w in self._worlds(obs, rng, budget, self.floor.card, plausible):
            pos = build_position(seats, w.hands, obs.declarer, obs.contract, obs.leader,
                                 obs.trick, obs.rules.must_trump, seat)
            res = solve(pos)
            for c, v in res.moves.items():
                totals[c] += sign * v
                raw[c] += v
            worlds += 1
        if not worlds:  # no world fits what was seen (cannot happen with a sound history)
            return RuDecision(_simple_card(obs, plays), "rule: no world",
                              Reason(ReasonCode.RULE_OF_THUMB))
        best = max(plays, key=lambda a: (totals[a.card], -a.card))
        return RuDecision(best, f"search {worlds}", _card_why(obs, plays, best, raw, totals,
                                                              worlds))


def _card_why(obs: RuObservation, plays: list[Play], best: Play, raw: dict[int, float],
              totals: dict[int, float], worlds: int) -> Reason:
    """Why ``best``: each card's mean tricks from this trick on, as the seat counts them.

    His own; his side's in defence of a contract; the declarer's for a misère's catchers.
    """
    seat = plays[0].seat
    left = 10 - obs.tricks_done
    if obs.declarer is None or seat == obs.declarer:
        unit = "own_tricks"
    elif obs.contract == MISERE:
        unit = "declarer_tricks"
    else:
        unit = "side_tricks"

    def shown(card: int) -> float:
        mean = raw[card] / worlds
        return left - mean if unit == "side_tricks" else mean

    options: dict[RussianAction, float] = {a: shown(a.card) for a in plays}
    others = [a for a in plays if a.card != best.card]
    if not others or all(totals[a.card] == totals[best.card] for a in others):
        return _why(ReasonCode.ALL_CARDS_EQUAL, options, worlds, unit, card=best.card)
    runner = max(others, key=lambda a: (totals[a.card], -a.card))
    why = _why(ReasonCode.BEST_CARD, options, worlds, unit, card=best.card,
               other=runner.card)
    if unit == "own_tricks" and (obs.declarer is None or obs.contract == MISERE):
        # fewest first: the seat wants few tricks
        figs = why.figures
        ordered = tuple(sorted(figs.options, key=lambda x: x[1]))
        why = Reason(why.code, card=why.card, other_card=why.other_card,
                     figures=Figures(samples=figs.samples, options=ordered, unit=figs.unit))
    return why


RASPASY_STAY = 0.6
"""How likely each other player still in the auction is to pass as well."""


def _pass_value(obs: RuObservation) -> float:
    """What passing is worth: raspasy if the others pass too, else about nothing.

    The raspasy tricks are guessed from the hand's forced tricks (``misere_risk``; measured
    on solved raspasy deals: about 0.4 of a trick more per point of risk).
    """
    if obs.high is not None:
        return 0.0  # a bid stands: passing cannot lead to raspasy
    passed = {a.seat for a in obs.history if type(a) is Pass}
    seats = seat_priority(obs.rules.players, obs.dealer)
    others = [s for s in seats if s != obs.seat and s not in passed]
    q = RASPASY_STAY ** len(others)
    tricks = min(10.0, max(0.0, 10 / 3 + 0.4 * (misere_risk(obs.hand) - 3.6)))
    return q * Scorer(obs.rules, obs.dealer, obs.start).raspasy(obs.seat, tricks)


_CALL: dict[type[RussianAction], WhistCall] = {
    Whist: WhistCall.WHIST, Pass: WhistCall.PASS, HalfWhist: WhistCall.HALF_WHIST}


# Rules of thumb (Beginner and Club calls) ------------------------------------------------------
def _thumb(obs: RuObservation, rng: random.Random, level: str) -> RuDecision:
    ph = obs.phase
    if ph is Phase.AUCTION:
        return _thumb_call(obs, rng, level)
    if ph is Phase.EXCHANGE:
        return _thumb_exchange(obs)
    if ph is Phase.DECLARE:
        return _thumb_declare(obs, level)
    if ph is Phase.WHIST:
        return _thumb_whist(obs, level)
    kind = ClosedWhist if level == "beginner" else OpenWhist
    return RuDecision(next(a for a in obs.legal if type(a) is kind), "style")


TALON_HELP = 2.0
"""Tricks the talon and the discard add to a hand's count (``estimate.strain_tricks`` of
its ten cards) in the best strain. Measured on 2,100 random Sochi hands solved double
dummy after the talon and the best discard: the mean is 1.6–2.0 tricks above the count for
counts of 3.5–6; a count of 4 makes six about 3 times in 5, a count of 5 makes seven about
1 time in 2 (and 6 tricks 4 times in 5)."""

_BID_CAUTION = {"beginner": 0.0, "club": 0.1}
"""Tricks a rule-of-thumb level keeps in hand before it bids: the Club bids six from a
count of 4.1 before the talon, where the Expert's search starts to bid (on two spade hands
a count of 4.1 bid, 4.0 passed); the Beginner miscounts (``_thumb_call``), on average by
0.15 of a trick below its count."""

RASPASY_DARING = 0.5
"""Tricks a rule-of-thumb level adds to its count per all-pass deal just played (at most
two): raspasy cost more each time (the progression) and the lowest level may have risen,
so passing on a fair hand only deepens the series."""


NT_DISCOUNT = 1.0
"""Tricks the rules of thumb take off the no-trump count. Measured on 272 hands counting
five tricks or more after the talon and the discard, solved double dummy: no trumps made
0.85 of a trick below its count (37 % of counts of six or more short of them), the best
suit 0.75 above (12 %)."""


def thumb_counts(hand: int) -> dict[int, float]:
    """Every strain's rule-of-thumb count of ``hand`` (no trumps discounted)."""
    return {s: strain_tricks(hand, s) - (NT_DISCOUNT if s == 4 else 0.0) for s in range(5)}


def thumb_strain(hand: int) -> tuple[int, float]:
    """The strain the rules of thumb play ``hand`` in, and its count."""
    counts = thumb_counts(hand)
    best = max(range(5), key=lambda s: (counts[s], -s))
    return best, counts[best]


def thumb_tricks(obs: RuObservation, level: str, noise: float = 0.0) -> dict[int, float]:
    """The tricks a Club or Beginner counts on after the talon, per strain."""
    daring = RASPASY_DARING * min(2, obs.start.raspasy_series)
    shift = TALON_HELP - _BID_CAUTION[level] + noise + daring
    return {s: c + shift for s, c in thumb_counts(obs.hand).items()}


def _needed(rank: int, strain: int) -> int:
    """The level the winner of ``rank`` must declare to play ``strain`` (11: none)."""
    lv = level_of(rank)
    return lv if rank_of(lv, strain) >= rank else lv + 1


def _thumb_call(obs: RuObservation, rng: random.Random, level: str) -> RuDecision:
    hand = obs.hand
    # the Beginner miscounts by up to most of a trick either way
    noise = rng.uniform(-0.8, 0.5) if level == "beginner" else 0.0
    counts = thumb_tricks(obs, level, noise)
    strain = max(range(5), key=lambda s: (counts[s], -s))
    bids = [a for a in obs.legal if type(a) is RuBid]
    if (any(a.rank == MISERE for a in bids) and misere_risk(hand) <= 0.2 + noise / 2
            and best_strain(hand)[1] < 5):
        return RuDecision(next(a for a in bids if a.rank == MISERE), "misere")
    # a bid fits when some strain the hand counts enough tricks in may be declared over it
    fitting = [a for a in bids if a.rank != MISERE
               and any(_needed(a.rank, s) <= math.floor(c) for s, c in counts.items())]
    if not fitting:
        return RuDecision(Pass(obs.seat), "pass")
    # the lowest bid that keeps the auction; prefer the own strain at that level
    low = fitting[0]
    same = [a for a in fitting if level_of(a.rank) == level_of(low.rank)
            and strain_of(a.rank) == strain]
    return RuDecision(same[0] if same else low, "bid")


def _thumb_exchange(obs: RuObservation) -> RuDecision:
    hand = obs.hand
    bid = obs.bid
    assert bid is not None
    if bid == MISERE:
        best = min((a for a in obs.legal if type(a) is Discard),
                   key=lambda a: misere_risk(hand & ~a.mask))
        return RuDecision(best, "misere discard")
    level = level_of(bid)
    scored = [(thumb_strain(hand & ~a.mask)[1], a) for a in obs.legal if type(a) is Discard]
    value, best_d = max(scored, key=lambda x: x[0])
    three = [a for a in obs.legal if type(a) is WithoutThree]
    if three and value + 0.3 < level - 2.5:
        return RuDecision(three[0], "without three")
    return RuDecision(best_d, "discard")


def _thumb_declare(obs: RuObservation, level: str) -> RuDecision:
    decl = [a for a in obs.legal if type(a) is RuDeclare]
    if decl[0].rank == MISERE:
        return RuDecision(decl[0], "misere")
    counts = thumb_counts(obs.hand)
    strain = max(range(5), key=lambda s: (counts[s], -s))
    low = level_of(decl[0].rank)
    target = max(low, min(10, int(math.floor(counts[strain] + 0.2 - _CAUTION[level] / 2))))
    for a in decl:
        if level_of(a.rank) == target and strain_of(a.rank) == strain:
            return RuDecision(a, "declare")
    # the contract the count covers best (the own strain a level up rather than a bid's
    # no trumps the hand cannot make), the lowest of equals
    best = max(decl, key=lambda a: (counts[int(strain_of(a.rank))] - level_of(a.rank), -a.rank))
    return RuDecision(best, "declare")


def _thumb_whist(obs: RuObservation, level: str) -> RuDecision:
    contract = obs.contract
    assert contract is not None
    lv = level_of(contract)
    strain = strain_of(contract)
    hand = obs.hand
    # tricks against the declarer: top cards outside his trumps, trumps of our own
    mine = 0.0
    for s in range(4):
        ranks = [r for r in range(7, -1, -1) if hand >> (8 * s + r) & 1]
        if s == strain:
            mine += sum(1 for r in ranks if r >= 6) * 0.8 + max(0, len(ranks) - 3) * 0.5
        else:
            mine += (1.0 if 7 in ranks else 0) + (0.5 if 6 in ranks and len(ranks) >= 2
                                                  else 0)
    need = quota(lv) / 2 + _CAUTION[level] / 2
    acts = {type(a): a for a in obs.legal}
    if Whist in acts and mine >= need:
        return RuDecision(acts[Whist], "whist")
    if HalfWhist in acts and mine >= need / 2:
        return RuDecision(acts[HalfWhist], "half-whist")
    if Pass in acts:
        return RuDecision(acts[Pass], "pass")
    return RuDecision(obs.legal[0], "whist")


def _simple_card(obs: RuObservation, plays: list[Play]) -> Play:
    """A plain rule: win cheaply when the side wants tricks, duck when it does not.

    On a raspasy talon trick the talon card does not compete (three players): the trick
    goes to the highest card of its suit played, so a follower sheds his highest card
    under the highest one already played, or his lowest.
    """
    wants = value_sign(obs.declarer, obs.contract, plays[0].seat) > 0
    talon = obs.talon_lead
    lead = talon if talon is not None else (obs.trick[0] if obs.trick else None)
    cards = sorted(a.card for a in plays)
    if lead is None:
        pick = cards[-1] if wants else cards[0]
    else:
        led = SUIT_MASK[lead >> 3]
        followers = [c for c in cards if (1 << c) & led]
        competing = [c for c in obs.trick if (1 << c) & led]
        if talon is None or obs.rules.players == 4:
            competing.append(lead)
        if followers:
            top_played = max(competing, default=-1)
            under = [c for c in followers if c < top_played]
            over = [c for c in followers if c > top_played]
            if wants:
                pick = over[0] if over else followers[0]
            else:
                pick = under[-1] if under else followers[0]
        else:
            pick = cards[0] if wants else cards[-1]
    return next(a for a in plays if a.card == pick)


def make_russian_player(level: str) -> RussianPlayer:
    """The Russian player of ``level`` (``beginner``, ``club``, ``expert``)."""
    return RussianPlayer(level)

