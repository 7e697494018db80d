"""Card play by sampling and double-dummy solving (perfect-information Monte Carlo).

For each sampled world (:mod:`prefgui.ai.worlds.sampling`) the solver values every legal card
(the declarer's tricks from here on); each value becomes the seat's equity under the
variant's scoring (:mod:`prefgui.ai.decisions.payoff`), and the card with the best mean equity is
played. Defenders choose only among convention-keeping cards where the conventions
apply (:mod:`prefgui.ai.decisions.compliance`). Sampling stops at the budget's time or sample
count, or when the cancel flag is set, between samples. The first ``min_samples`` worlds
(the floor) are always solved, however long they take (the evidence a card rests on does
not depend on how busy the machine is); time only caps how far beyond the floor the
search goes, and a world beyond the floor whose solve runs past the hard limit is dropped.
The worlds of one card share the solver's transposition tables
(:class:`~prefgui.ai.search.solver.SearchTables`), and each card's value in one world is
the first target tried for it in the next.
"""

from __future__ import annotations

import math
import random
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass

from prefgui.ai import heuristics as h
from prefgui.ai.decisions.compliance import compliant_cards, kept_rule, legal_cards
from prefgui.ai.decisions.decision import Budget, Decision
from prefgui.ai.decisions.payoff import Outcomes, PayoffTable
from prefgui.ai.decisions.reasons import Figures, Reason, ReasonCode
from prefgui.ai.decisions.valuation import clearly_apart
from prefgui.ai.search.dd import solve_state
from prefgui.ai.search.solver import SearchTables, SolveTimeoutError
from prefgui.ai.worlds.public import play_order
from prefgui.ai.worlds.sampling import Sampler
from prefgui.ai.worlds.world import World
from prefgui.engine.actions import play
from prefgui.engine.contracts import Kind
from prefgui.engine.observation import Observation
from prefgui.engine.play import winning_index
from prefgui.engine.seats import Seat
from prefgui.engine.tricks import completing_winner


@dataclass(frozen=True, slots=True)
class PlayStyle:
    """How a level plays its cards.

    Attributes:
        conventions: read the partner's convention signals when sampling.
        evidence: weigh sampled worlds by the auction and defence calls.
        min_samples: the floor: samples always solved, whatever the time (fewer only when
            the budget allows fewer, or on the cancel flag).
        hard_limit: beyond the floor, never start a sample after this many times the
            budget's seconds.
        sample_cap: most samples whatever the budget allows (0: no cap).
        settle_after: samples before the search may stop early because one card is
            clearly best.
    """

    conventions: bool = True
    evidence: bool = True
    min_samples: int = 4
    hard_limit: float = 2.0
    sample_cap: int = 0
    settle_after: int = 8


def trick_winner_after(obs: Observation, order: tuple[int, ...], card: int) -> Seat | None:
    """The seat that takes the current trick if ``card`` completes it, else None.

    Args:
        obs: the seat's observation (play phase).
        order: the seats of the trick in playing order (:func:`play_order`).
        card: the card the seat to play would play.
    """
    ct = obs.contract
    assert ct is not None
    return completing_winner(order, obs.trick, card, ct.trump)


def quick_choice(obs: Observation, cards: list[int]) -> int:
    """The rule-of-thumb card among ``cards`` (used for ties and as a fallback)."""
    ct = obs.contract
    assert ct is not None
    legal = 0
    for c in cards:
        legal |= 1 << c
    partner_winning = False
    if obs.trick and obs.seat != obs.declarer:
        order = play_order(obs)
        partner_winning = order[winning_index(obs.trick, ct.trump)] != obs.declarer
    card = h.quick_card(obs.hand, legal, obs.trick, ct.trump, ct.kind,
                        obs.seat == obs.declarer, partner_winning)
    return card if card in cards else cards[0]


def _equivalent(cards: list[int], obs: Observation) -> list[list[int]]:
    """Groups of equivalent cards (playing either is the same).

    Cards of one suit are equivalent when adjacent in rank once the cards played to
    earlier tricks are removed.
    """
    in_trick = 0
    for c in obs.trick:
        in_trick |= 1 << c
    gone = (obs.played & ~in_trick) | obs.hand
    groups: list[list[int]] = []
    for c in sorted(cards):
        if groups:
            last = groups[-1][-1]
            if last >> 3 == c >> 3 and all(gone >> x & 1 for x in range(last + 1, c)):
                groups[-1].append(c)
                continue
        groups.append([c])
    return groups


def choose_card(obs: Observation, rng: random.Random, budget: Budget,
                cancel: threading.Event | None = None, style: PlayStyle | None = None
                ) -> Decision:
    """The card to play, by sampling and solving."""
    style = style or PlayStyle()
    seat = obs.seat
    legal = legal_cards(obs)
    cards = compliant_cards(obs)
    kept = len(cards) < len(legal)
    rule = kept_rule(obs, cards) if kept else ""
    groups = _equivalent(cards, obs)
    if len(groups) == 1:
        card = quick_choice(obs, cards)
        why = ReasonCode.ONLY_CARD if len(legal) == 1 else ReasonCode.EQUIVALENT_CARDS
        return Decision(play(seat, card), Reason(why, card, conventions=kept, convention=rule))
    start = time.perf_counter()
    sampler = Sampler(obs, rng, conventions=style.conventions, evidence=style.evidence)
    count = max(1, min(budget.samples, style.sample_cap) if style.sample_cap
                else budget.samples)
    ct = obs.contract
    assert ct is not None
    order = play_order(obs)
    totals = dict.fromkeys(cards, 0.0)
    side_tricks = dict.fromkeys(cards, 0.0)
    values: dict[int, list[float]] = {c: [] for c in cards}
    shared: PayoffTable | None = None
    world_dependent = obs.rules.scores_unplayed_cards
    hard = budget.seconds * style.hard_limit
    tables = SearchTables()
    guesses: dict[int, int] | None = None
    n = 0
    for w in _batches(sampler, count, style.min_samples):
        if cancel is not None and cancel.is_set():
            break
        beyond = n >= style.min_samples  # the floor is reached: time may stop the search
        if beyond:
            elapsed = time.perf_counter() - start
            if elapsed >= budget.seconds or elapsed * (n + 1) / n >= hard:
                break  # out of time, or the next sample would likely end past the limit
        if (n >= max(style.settle_after, min(style.min_samples, count)) and n % 4 == 0
                and _settled(values, totals)):
            break
        st = sampler.fast_state(w)
        try:
            res = solve_state(st, start + hard if beyond else math.inf, tables, guesses)
        except SolveTimeoutError:
            break  # this world beyond the floor cannot finish in time: drop it
        guesses = res.moves
        if shared is None or world_dependent:
            shared = PayoffTable(st)
        outcomes = Outcomes(st, shared)
        sign = 1 if seat == st.declarer else -1
        if ct.kind in (Kind.MISERE, Kind.ONE_TRICK):
            sign = -sign
        for c in cards:
            v = res.moves[c]
            eq = outcomes.expected(v, trick_winner_after(obs, order, c))[seat]
            totals[c] += eq
            values[c].append(eq)
            side_tricks[c] += sign * v
        n += 1
    if n == 0:  # cancelled before the first world
        card = quick_choice(obs, cards)
        return Decision(play(seat, card), Reason(ReasonCode.NO_TIME, card, conventions=kept,
                                                 convention=rule))
    return _pick(obs, cards, totals, side_tricks, n, rule if kept else None)


def _batches(sampler: Sampler, count: int, floor: int) -> Iterator[World]:
    """Up to ``count`` worlds: the floor's drawn at once, then more in batches of eight.

    Drawing weighed worlds costs time (candidates are drawn and weighed), so only those
    the floor needs are drawn before the search starts.
    """
    done = 0
    while done < count:
        size = min(count - done, max(floor, 1) if done == 0 else 8)
        yield from sampler.worlds(size)
        done += size


def _settled(values: dict[int, list[float]], totals: dict[int, float]) -> bool:
    """Whether the best card is clearly better than every other (or all are equal)."""
    best = max(totals, key=lambda c: totals[c])
    return all(values[c] == values[best] or clearly_apart(values[best], values[c])
               for c in values if c != best)


def _pick(obs: Observation, cards: list[int], totals: dict[int, float],
          side_tricks: dict[int, float], n: int, rule: str | None) -> Decision:
    """The best card over the samples.

    ``rule`` is the convention that narrowed ``cards`` (None: none did; '' when it is not
    known which).
    """
    kept = rule is not None
    preferred = quick_choice(obs, cards)

    def key(c: int) -> tuple[float, float, int, int]:
        return (round(totals[c] / n, 6), round(side_tricks[c] / n, 6), c == preferred,
                -(c & 7))

    ranked = sorted(cards, key=key, reverse=True)
    best = ranked[0]
    mean = totals[best] / n
    runner = next((c for c in ranked[1:] if round(totals[c] / n, 6) < round(mean, 6)), None)
    if runner is None:
        why = Reason(ReasonCode.ALL_CARDS_EQUAL, best, conventions=kept, convention=rule or "",
                     figures=Figures(worth=round(mean, 2), samples=n))
    else:
        gap = mean - totals[runner] / n
        why = Reason(ReasonCode.BEST_CARD, best, runner, conventions=kept,
                     convention=rule or "",
                     figures=Figures(worth=round(mean, 2), gap=round(gap, 2), samples=n))
    return Decision(play(obs.seat, best), why)
