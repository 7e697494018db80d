"""The computer players by level, and the one function a worker process calls.

A player receives only its seat's ``Observation``, a seeded ``random.Random``, a
:class:`~prefgui.ai.decisions.decision.Budget` and an optional cancel flag, and returns a
:class:`~prefgui.ai.decisions.decision.Decision`: a legal action plus its reason. Inputs and
outputs are picklable, so :func:`choose_action` can run in a worker process.

* **Beginner** (:class:`HeuristicPlayer`): rules of thumb for every decision, with a
  beginner's mistakes (a hand judged by a rough count that is sometimes too hopeful or
  too timid, and one card in four with a choice played too high or too low). It keeps
  the defender conventions like every computer player.
* **Club** (:class:`SearchPlayer`): sampling and double-dummy solving on a small budget
  (two worlds per card and per decision before play, one trump suit considered per
  decision), worlds drawn uniformly: no reading of the auction, of the declarer's choice
  of contract or of the partner's convention signals.
* **Expert**: the same search on a floor of evidence (every card on at least
  :data:`CARD_FLOOR` sampled deals, every auction call on at least :data:`BID_FLOOR`
  and every other decision before play on at least :data:`DECISION_FLOOR`, however long
  they take; time only caps how far beyond the floor
  it looks), with worlds weighed by every call heard
  and the partner's convention signals read, two trump suits considered, and three
  refinements of the valuation: passing is weighed against what defending usually costs,
  a declarer who would fail is expected to see it coming and concede where that is
  cheaper, and a contract is valued a third of a trick better for the declarer than
  double dummy (measured in self-play: defenders without sight of the cards give away
  more than declarers do).

Each decision is independent (the player keeps no memory between calls), so a player
can run in any worker process.
"""

from __future__ import annotations

import math
import random
import threading
import time
from dataclasses import dataclass, replace
from typing import Protocol

from prefgui.ai import heuristics as h
from prefgui.ai.decisions.auction import choose_call, choose_declaration, choose_discard
from prefgui.ai.decisions.cardplay import PlayStyle, choose_card, quick_choice
from prefgui.ai.decisions.compliance import compliant_cards
from prefgui.ai.decisions.decision import Budget, Decision
from prefgui.ai.decisions.defence import choose_contra_answer, choose_defence, side_action
from prefgui.ai.decisions.reasons import Figures, Reason, ReasonCode
from prefgui.ai.decisions.valuation import OutOfTimeError, Thinking
from prefgui.engine.actions import (
    ANNOUNCE,
    CONCEDE,
    CONTRA,
    DECLARE,
    DECLARE_SUIT,
    DEFEND,
    DISCARD,
    DROP,
    HOLD,
    INVITE,
    PASS,
    PLAY,
    RECONTRA,
    Action,
    Bid,
    BidSuit,
    Declare,
    DeclareSuit,
    Discard,
    Verb,
    play,
)
from prefgui.engine.contracts import Kind
from prefgui.engine.observation import Observation
from prefgui.engine.state import Phase

__all__ = ["BUDGETS", "LEVELS", "AiPlayer", "Budget", "Decision", "Figures", "HeuristicPlayer",
           "Reason", "ReasonCode", "SearchPlayer", "choose_action", "make_player"]

LEVELS = ("beginner", "club", "expert")
SIDE_VERBS = (ANNOUNCE, CONCEDE)
MISJUDGEMENT = (-1.0, -0.5, 0.0, 0.6, 1.2)  # a beginner's error in counting his tricks
MISPLAY = 0.25  # how often a beginner plays a card too high or too low


def _tricks(code: ReasonCode, tricks: float, contract: int | None = None) -> Reason:
    """A reason resting on a rule-of-thumb trick count."""
    return Reason(code, contract=contract, figures=Figures(tricks=round(tricks, 2)))


class AiPlayer(Protocol):
    """One computer player's decision function."""

    level: str

    def choose(self, obs: Observation, rng: random.Random, budget: Budget,
               cancel: threading.Event | None = None) -> Decision:
        """A legal action for ``obs.seat`` (which must be to act)."""
        ...


class HeuristicPlayer:
    """Rules of thumb for every decision (the Beginner level)."""

    level = "beginner"

    def __init__(self, mistakes: bool = True) -> None:
        self.mistakes = mistakes

    def choose(self, obs: Observation, rng: random.Random, budget: Budget,
               cancel: threading.Event | None = None) -> Decision:
        """A legal action for ``obs.seat`` by rules of thumb (see :class:`AiPlayer`)."""
        legal = tuple(a for a in obs.legal if a.seat == obs.seat)
        if not legal:
            raise ValueError("no legal action for this seat")
        main = tuple(a for a in legal if a.verb not in SIDE_VERBS) or legal
        verbs = {a.verb for a in main}
        if PLAY in verbs:
            return self._play(obs, rng)
        if DISCARD in verbs:
            a, b = h.choose_discards(obs.hand)
            act = next((x for x in main if isinstance(x, Discard) and {x.c1, x.c2} == {a, b}),
                       main[0])
            return Decision(act, Reason(ReasonCode.SHORT_SUITS, a, b))
        if DECLARE in verbs or DECLARE_SUIT in verbs:
            return self._declare(obs, main)
        if obs.phase is Phase.AUCTION:
            return self._bid(obs, main, rng)
        return self._defence(obs, main, verbs)

    # auction -----------------------------------------------------------------------------
    def _bid(self, obs: Observation, legal: tuple[Action, ...], rng: random.Random
             ) -> Decision:
        r = obs.rules
        suits = {n: ct.trump for n, ct in r.ladder.items() if ct.kind is Kind.SUIT}
        hand = obs.hand
        scored = {n: h.trick_estimate(hand, t) for n, t in suits.items()}
        best_n = max(scored, key=lambda n: (scored[n], n))
        est = scored[best_n]
        if self.mistakes:  # a beginner's count: sometimes too hopeful, sometimes timid
            est += rng.choice(MISJUDGEMENT)
        passes = [a for a in legal if a.verb == PASS]
        if not r.european:
            # American: the suit named is the trump suit, so name the suit the tricks were
            # counted for (the best one still above every suit named), never a lower one.
            error = est - scored[best_n]
            bids = [a for a in legal if isinstance(a, BidSuit)
                    and scored[a.number] + error >= 6.5]
            if bids:
                act = max(bids, key=lambda a: (scored[a.number], a.number))
                return Decision(act, _tricks(ReasonCode.TRICKS_EXPECTED,
                                             scored[act.number] + error, act.number))
            return Decision(passes[0] if passes else legal[0],
                            _tricks(ReasonCode.TOO_WEAK, est, best_n))
        plain = sorted((a for a in legal if isinstance(a, Bid) and not a.hand),
                       key=lambda a: a.number)
        holds = [a for a in legal if a.verb == HOLD]
        if est >= 6.0:
            if holds and obs.high is not None and obs.high[0] <= best_n and not obs.high[1]:
                return Decision(holds[0], _tricks(ReasonCode.TRICKS_EXPECTED, est, best_n))
            for a in plain:
                if a.number <= best_n:
                    return Decision(a, _tricks(ReasonCode.TRICKS_EXPECTED, est, best_n))
        if not passes:  # forced to bid
            return Decision(plain[0] if plain else legal[0], Reason(ReasonCode.FORCED_BID))
        return Decision(passes[0], _tricks(ReasonCode.TOO_WEAK, est, best_n))

    def _declare(self, obs: Observation, legal: tuple[Action, ...]) -> Decision:
        r = obs.rules
        options = []
        for a in legal:
            if not isinstance(a, Declare | DeclareSuit):
                continue
            ct = r.ladder[a.number]
            if ct.kind is Kind.SUIT:
                options.append((h.trick_estimate(obs.hand, ct.trump) - 0.01 * a.number, a))
        if not options:
            return Decision(legal[0], Reason(ReasonCode.ONLY_CHOICE))
        est, act = max(options, key=lambda x: x[0])
        return Decision(act, _tricks(ReasonCode.TRICKS_EXPECTED, est + 0.01 * act.number,
                                     act.number))

    # defence -----------------------------------------------------------------------------
    def _defence(self, obs: Observation, legal: tuple[Action, ...], verbs: set[Verb]
                 ) -> Decision:
        pick = {a.verb: a for a in legal}
        if RECONTRA in verbs:
            return Decision(pick.get(PASS, legal[0]), Reason(ReasonCode.NO_RECONTRA))
        if obs.phase is Phase.CONTRA and CONTRA in verbs:
            return Decision(pick.get(PASS, legal[0]), Reason(ReasonCode.NO_CONTRA))
        ct = obs.contract
        trump = ct.trump if ct is not None else None
        mine = h.trick_estimate(obs.hand, None) * 0.8 + (
            len(h.suit_cards(obs.hand, trump)) * 0.3 if trump is not None else 0)
        if DROP in verbs and mine < 1.5:
            if INVITE in verbs and mine >= 1.0:
                return Decision(pick[INVITE], _tricks(ReasonCode.INVITE_PARTNER, mine))
            return Decision(pick[DROP], _tricks(ReasonCode.TOO_WEAK, mine))
        if DEFEND in verbs:
            return Decision(pick[DEFEND], _tricks(ReasonCode.TRICKS_EXPECTED, mine))
        return Decision(legal[0], Reason(ReasonCode.ONLY_CHOICE))

    # play --------------------------------------------------------------------------------
    def _play(self, obs: Observation, rng: random.Random) -> Decision:
        cards = compliant_cards(obs)
        card = quick_choice(obs, cards)
        why = ReasonCode.RULE_OF_THUMB if len(cards) > 1 else ReasonCode.ONLY_CARD
        if self.mistakes and len(cards) > 1 and rng.random() < MISPLAY:
            ranked = sorted(cards, key=lambda c: c & 7)
            card = ranked[-1] if rng.random() < 0.5 else ranked[0]
            why = ReasonCode.HUNCH
        return Decision(play(obs.seat, card), Reason(why, card))


@dataclass(frozen=True, slots=True)
class SearchStyle:
    """How a search level spends its budget.

    Attributes:
        play: card-play settings.
        think: the settings of a decision before play (its ``seconds`` and ``samples``
            are set per budget by :meth:`thinking`).
        think_factor: time of a decision before play, in card budgets.
        think_cap: most seconds of a decision before play.
        think_divisor: worlds of a decision before play = card samples / this.
        min_worlds: fewest worlds of a timed decision before play.
        bid_floor: the floor of an auction call when it differs from that of the other
            decisions before play (0: the same).
    """

    play: PlayStyle
    think: Thinking
    think_factor: float = 2.0
    think_cap: float = 1.8
    think_divisor: int = 2
    min_worlds: int = 3
    bid_floor: int = 0

    def thinking(self, budget: Budget) -> Thinking:
        """The effort of a decision before play for a card budget.

        An untimed budget (:attr:`Budget.timed` false) gives an untimed effort of
        ``samples // think_divisor`` worlds, at least one: reproducible whatever the
        machine's speed.
        """
        if not budget.timed:
            return replace(self.think, seconds=math.inf,
                           samples=max(1, budget.samples // self.think_divisor))
        return replace(self.think, seconds=min(self.think_cap, self.think_factor * budget.seconds),
                       samples=max(self.min_worlds, budget.samples // self.think_divisor))


@dataclass
class SearchPlayer:
    """Sampling and double-dummy search for every decision (Club and Expert)."""

    level: str
    style: SearchStyle

    def choose(self, obs: Observation, rng: random.Random, budget: Budget,
               cancel: threading.Event | None = None) -> Decision:
        """A legal action for ``obs.seat`` by search (see :class:`AiPlayer`).

        Any failure of the search falls back to the rules of thumb, so the table never
        waits.
        """
        legal = tuple(a for a in obs.legal if a.seat == obs.seat)
        if not legal:
            raise ValueError("no legal action for this seat")
        try:
            return self._choose(obs, rng, budget, cancel, legal)
        except Exception as exc:  # never leave the table waiting: play by rule of thumb
            d = HeuristicPlayer(mistakes=False).choose(obs, rng, budget, cancel)
            if isinstance(exc, OutOfTimeError):
                return Decision(d.action, replace(d.reason, code=ReasonCode.NO_TIME))
            return Decision(d.action, replace(d.reason, code=ReasonCode.FALLBACK, figures=Figures(
                error=type(exc).__name__)))

    def _choose(self, obs: Observation, rng: random.Random, budget: Budget,
                cancel: threading.Event | None, legal: tuple[Action, ...]) -> Decision:
        think = self.style.thinking(budget)
        main = [a for a in legal if a.verb not in SIDE_VERBS]
        verbs = {a.verb for a in main}
        if obs.seat == obs.declarer and any(a.verb in SIDE_VERBS for a in legal):
            t0 = time.perf_counter()
            side = side_action(obs, rng, think.scaled(0.5), cancel)
            if side is not None or not main:
                return side or Decision(legal[0], Reason(ReasonCode.NONE))
            if PLAY in verbs:  # what is left of the time goes to the card
                left = max(0.05, think.hard_seconds - (time.perf_counter() - t0))
                budget = Budget(min(budget.seconds, left / self.style.play.hard_limit),
                                budget.samples)
        if len(main) == 1 and PLAY not in verbs:
            return Decision(main[0], Reason(ReasonCode.ONLY_CHOICE))
        if PLAY in verbs:
            return choose_card(obs, rng, budget, cancel, self.style.play)
        if obs.phase is Phase.AUCTION:
            if self.style.bid_floor:
                think = replace(think, min_samples=self.style.bid_floor)
            return choose_call(obs, rng, think, cancel)
        if DISCARD in verbs:
            return choose_discard(obs, rng, think, cancel)
        if DECLARE in verbs or DECLARE_SUIT in verbs:
            return choose_declaration(obs, rng, think, cancel)
        if obs.phase is Phase.CONTRA:
            return choose_contra_answer(obs, rng, think, cancel)
        return choose_defence(obs, rng, think, cancel)


CARD_FLOOR = 32
"""Worlds every Expert card rests on, whatever the time (see docs/ai-strength.md): 32
rather than 16 lost fewer tricks to double dummy on the same 200 Austrian and 200 Western
Balkan deals (``benchmarks/dd_loss.py``)."""
DECISION_FLOOR = 24
"""Worlds every Expert decision before play (discard, declaration, defence) rests on."""
BID_FLOOR = 12
"""Worlds every Expert auction call rests on: bids agreed with a 40-world search as often
from 8 worlds on as at 24 (``benchmarks/floor_evidence.py``, docs/ai-strength.md)."""

CLUB_STYLE = SearchStyle(PlayStyle(conventions=False, evidence=False, min_samples=2,
                                   sample_cap=2),
                         Thinking(0.0, 0, evidence=False, suits=1, min_samples=2),
                         think_factor=1.0, think_cap=0.6, think_divisor=6, min_worlds=2)
EXPERT_STYLE = SearchStyle(PlayStyle(conventions=True, evidence=True, min_samples=CARD_FLOOR,
                                     settle_after=CARD_FLOOR),
                           Thinking(0.0, 0, evidence=True, min_samples=DECISION_FLOOR,
                                    suits=2, foresight=0.6, pass_value=1.0, trick_edge=0.35),
                           think_cap=1.5, think_divisor=1, min_worlds=DECISION_FLOOR,
                           bid_floor=BID_FLOOR)


BUDGETS = {
    "beginner": Budget(seconds=0.05, samples=1),
    "club": Budget(seconds=0.4, samples=12),
    "expert": Budget(seconds=1.0, samples=40),
}


def make_player(level: str) -> AiPlayer:
    """The player of ``level`` (``beginner``, ``club``, ``expert``).

    Raises:
        ValueError: An unknown level.
    """
    if level == "beginner":
        return HeuristicPlayer()
    if level == "club":
        return SearchPlayer("club", CLUB_STYLE)
    if level == "expert":
        return SearchPlayer("expert", EXPERT_STYLE)
    raise ValueError(f"unknown level {level!r}")


def choose_action(level: str, obs: Observation, seed: int,
                  budget: Budget | None = None) -> Decision:
    """One decision, as a plain function of picklable arguments (for worker processes)."""
    player = make_player(level)
    return player.choose(obs, random.Random(seed), budget or BUDGETS[level])
