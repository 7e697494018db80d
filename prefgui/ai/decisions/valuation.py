"""Valuing options before play: sampled worlds, hypothetical plays, running means.

:func:`value_plans` draws worlds for the deciding seat, builds for each option the play
it leads to (:mod:`prefgui.ai.decisions.simulate`), and keeps every option's equity per world. The
first ``min_samples`` worlds (the floor) are always valued, however long they take; beyond
the floor it stops at the time or sample budget, or as soon as the best option is clearly
apart from the others and from zero (:meth:`Valuation.settled`), and a world beyond the
floor not finished by the hard time limit is dropped, so every option is compared on the
same worlds. Only the cancel flag stops a search below its floor.
"""

from __future__ import annotations

import math
import random
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace

from prefgui.ai import heuristics as h
from prefgui.ai.decisions.payoff import made_with
from prefgui.ai.decisions.simulate import Evaluator, Plan, deal_state, finished, start_of_play
from prefgui.ai.search.solver import SolveTimeoutError
from prefgui.ai.worlds.sampling import Sampler
from prefgui.ai.worlds.world import World
from prefgui.engine.contracts import ContractType, Kind
from prefgui.engine.defence import concession_open
from prefgui.engine.observation import Observation
from prefgui.engine.seats import declarer_of
from prefgui.engine.state import GameState, Outcome, Phase


@dataclass(frozen=True, slots=True)
class Thinking:
    """The effort of one decision before play.

    Attributes:
        seconds: time for sampling and solving beyond the floor; no world beyond the floor
            is started (and an unfinished one is dropped) past 1.3 times this.
        samples: most worlds to solve.
        evidence: weigh worlds by the calls heard.
        min_samples: the floor: worlds always valued, whatever the time (only the cancel
            flag stops the search below it).
        suits: suit contracts worth solving per hand flag (the best by rule of thumb).
        foresight: when valuing his own contract, how often a declarer facing defeat
            sees it coming and concedes instead (0: never counted).
        pass_value: weigh passing in the auction as worth this share of the table's
            usual cost of defending (0: passing is worth nothing).
        trick_edge: tricks a declarer gains on double dummy in real play (see
            :class:`Evaluator`), measured in self-play.
    """

    seconds: float
    samples: int
    evidence: bool = True
    min_samples: int = 3
    suits: int = 2
    foresight: float = 0.0
    pass_value: float = 0.0
    trick_edge: float = 0.0

    @property
    def hard_seconds(self) -> float:
        """No world is started (and an unfinished one is dropped) past this time."""
        return self.seconds * 1.3

    def scaled(self, factor: float) -> Thinking:
        """The same effort with ``factor`` times the time."""
        return replace(self, seconds=self.seconds * factor)


@dataclass
class Stat:
    """One option's equity in each sample."""

    values: list[float] = field(default_factory=list)
    made: int = 0

    def add(self, value: float, made: bool) -> None:
        """Count one sample: the equity and whether the contract was made."""
        self.values.append(value)
        self.made += made

    @property
    def n(self) -> int:
        """The number of samples."""
        return len(self.values)

    @property
    def mean(self) -> float:
        """The mean equity (minus infinity without samples)."""
        return sum(self.values) / len(self.values) if self.values else float("-inf")


def clearly_apart(a: list[float], b: list[float], z: float = 3.0) -> bool:
    """Whether the paired samples ``a`` and ``b`` differ by more than ``z`` standard errors.

    ``b`` may be shorter or empty: then ``a`` is compared with zero.
    """
    n = len(a)
    diffs = [x - y for x, y in zip(a, b, strict=False)] if b else list(a)
    n = len(diffs)
    if n < 2:
        return False
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    se = math.sqrt(var / n)
    return abs(mean) > z * se + 1e-9


def world_deadline(start: float, hard_seconds: float, done: int, floor: int) -> float:
    """The ``time.perf_counter()`` reading by which a world must be solved.

    For a search begun at ``start`` that has ``done`` worlds: none below the ``floor``
    (infinity), its hard limit beyond it.
    """
    return math.inf if done < floor else start + hard_seconds


class OutOfTimeError(Exception):
    """Not one world was valued: the decision was cancelled before its first world."""


@dataclass
class Valuation:
    """Equities of several options over the same worlds."""

    stats: dict[object, Stat] = field(default_factory=dict)
    samples: int = 0

    def best(self) -> tuple[object, Stat]:
        """The option with the highest mean equity (OutOfTimeError when none was valued)."""
        if not self.stats:
            raise OutOfTimeError
        key = max(self.stats, key=lambda k: self.stats[k].mean)
        return key, self.stats[key]

    def settled(self) -> bool:
        """Whether more samples would hardly change the choice.

        The best option is clearly apart from every other and from zero.
        """
        if self.samples < 6 or not self.stats:
            return False
        key, st = self.best()
        if not clearly_apart(st.values, []):
            return False
        return all(clearly_apart(st.values, o.values) for k, o in self.stats.items()
                   if k != key)


MISERE_HOPE = 1.2
"""A misère is worth solving while its risk (:func:`~prefgui.ai.heuristics.misere_risk`,
less 0.6 when the talon is to come) is at most this: solved, hands of risk 1.0 took half a
trick to three quarters on average, of risk 1.4 about 1.3 tricks."""


def plausible(ct: ContractType, hand: int, with_talon: bool) -> float:
    """Rule-of-thumb prospects of a contract (higher is better; below 0: hopeless)."""
    hope = 0.7 if with_talon else 0.0
    if ct.kind is Kind.SUIT:
        return h.trick_estimate(hand, ct.trump) + hope - 4.2
    if ct.kind is Kind.SANS:
        return h.trick_estimate(hand, None) + hope - 4.8
    if ct.kind is Kind.SLAM:
        best = max(h.trick_estimate(hand, t) for t in (None, 0, 1, 2, 3))
        return best + hope - 7.5
    if hand.bit_count() > 10:  # the talon is in hand: the risk after the best discard
        a, b = h.discard_for(hand, ct.kind, ct.trump)
        hand &= ~(1 << a) & ~(1 << b)
    risk = h.misere_risk(hand) - (0.6 if with_talon else 0.0)
    return MISERE_HOPE - risk


def candidates(obs: Observation, hand: int, options: Iterable[tuple[int, bool]],
               with_talon: bool, keep: int = 2) -> list[tuple[int, bool]]:
    """The options worth solving.

    The plausible ones, at most ``keep`` suit contracts per hand flag (the best by rule of
    thumb).
    """
    lad = obs.rules.ladder
    scored = [(plausible(lad[n], hand, with_talon and not hg), n, hg) for n, hg in options]
    out: list[tuple[int, bool]] = []
    for hg in (False, True):
        suits = sorted(((s, n) for s, n, g in scored if g == hg and lad[n].kind is Kind.SUIT
                        and s >= 0), reverse=True)
        out += [(n, hg) for _, n in suits[:keep]]
        out += [(n, hg) for s, n, g in scored if g == hg and lad[n].kind is not Kind.SUIT
                and s >= 0]
    return out


def _stop(think: Thinking, start: float, val: Valuation, cancel: threading.Event | None
          ) -> bool:
    """Whether to stop before the next world (the floor is always reached)."""
    n = val.samples
    if cancel is not None and cancel.is_set():
        return True
    if n >= think.samples:
        return True
    if n < think.min_samples:
        return False
    elapsed = time.perf_counter() - start
    per_sample = elapsed / n if n else 0.0
    return (elapsed >= think.seconds or elapsed + per_sample >= think.hard_seconds
            or val.settled())


PRUNE_AFTER = 8
"""Worlds after which an option clearly worse than one that dominates it is no longer
solved (see ``dominates`` of :func:`value_plans`)."""


def _any(a: object, b: object) -> bool:
    return True


def value_plans(obs: Observation, rng: random.Random, think: Thinking,
                cancel: threading.Event | None,
                plans: Callable[[World, GameState], dict[object, Plan]],
                endings: dict[object, Outcome] | None = None,
                dominates: Callable[[object, object], bool] = _any) -> Valuation:
    """Mean equity of ``obs.seat`` for each plan, over sampled worlds.

    Only the options that matter are solved to the end: once :data:`PRUNE_AFTER` worlds
    are valued, an option more than three standard errors worse than the best one on the
    same worlds, where the best ``dominates`` it (could be chosen in its place), is
    dropped; its figures stay as they were.

    Args:
        obs: the deciding seat's view.
        rng: the generator for sampling.
        think: the effort allowed.
        cancel: stop between samples when set.
        plans: for a world and its dealt state, the plan of each option.
        endings: options that end the deal before play, with their outcome
            (``conceded``): the plan gives the roles, nothing is played.
        dominates: whether option ``a`` may replace option ``b`` when it is clearly
            better (default: any option any other).
    """
    start = time.perf_counter()
    sampler = Sampler(obs, rng, evidence=think.evidence)
    worlds = sampler.worlds(think.samples)
    ev = Evaluator(think.trick_edge)
    val = Valuation()
    dropped: set[object] = set()
    base = GameState.initial(obs.rules, obs.dealer, (0,) * obs.rules.players, 0,
                             obs.start_pot, obs.start_refa, obs.start_refa_rounds)
    for w in worlds:
        if _stop(think, start, val, cancel):
            break
        ev.deadline = world_deadline(start, think.hard_seconds, val.samples, think.min_samples)
        deal = deal_state(base, w.dealt, w.talon)
        options = {k: p for k, p in plans(w, deal).items() if k not in dropped}
        try:
            got = _world(obs, think, ev, deal, options, endings)
        except SolveTimeoutError:
            break  # this world cannot finish in time: drop it
        for key, eq, made in got:
            val.stats.setdefault(key, Stat()).add(eq, made)
        val.samples += 1
        if val.samples >= PRUNE_AFTER:
            dropped |= _dominated(val, dropped, dominates)
    return val


def _dominated(val: Valuation, dropped: set[object],
               dominates: Callable[[object, object], bool]) -> set[object]:
    """The options still solved that are clearly worse than the best, which dominates them."""
    live = {k: s for k, s in val.stats.items() if k not in dropped}
    if len(live) < 2:
        return set()
    best = max(live, key=lambda k: live[k].mean)
    top = live[best].values
    return {k for k, s in live.items() if k != best and dominates(best, k)
            and clearly_apart(top, s.values)}


def _world(obs: Observation, think: Thinking, ev: Evaluator, deal: GameState,
           plans: dict[object, Plan], endings: dict[object, Outcome] | None
           ) -> list[tuple[object, float, bool]]:
    """Each plan's equity for ``obs.seat`` in one world, and whether it is made."""
    got: list[tuple[object, float, bool]] = []
    for key, plan in plans.items():
        st = start_of_play(deal, plan)
        if endings and key in endings and st.outcome is Outcome.NONE:
            st = finished(st, endings[key])
        eq = ev.equities(st)[obs.seat]
        made = (st.outcome in (Outcome.MADE, Outcome.NO_PLAY) if st.outcome is not Outcome.NONE
                else _made(ev, st))
        if (not made and think.foresight and plan.declarer == obs.seat
                and st.phase is Phase.PLAY and concession_open(st)):
            gave_up = ev.equities(finished(st, Outcome.CONCEDED))[obs.seat]
            eq += think.foresight * max(0.0, gave_up - eq)
        got.append((key, eq, made))
    return got


def _made(ev: Evaluator, st: GameState) -> bool:
    v = ev.tricks(st)
    return made_with(st, st.tricks_won[declarer_of(st)] + v, v)


