"""The review of a deal: every card priced, graded and checked against the conventions.

:func:`review_record` steps through a deal record (RULES.md §11) and, at every ``play``
action, values each legal card of the seat to play with all hands known (the declarer's
tricks from there on, as ``prefgui solve`` counts them) and, for the seats asked for, on
what that seat could know (:mod:`prefgui.coach.analysis`). It returns typed values only;
:func:`review_json` writes the ``prefgui.review/1`` object of ``prefgui review``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection
from dataclasses import dataclass

from prefgui.coach.analysis import (
    Knowable,
    dd_moves,
    equities,
    knowable,
    makes,
    position_seed,
    side_sign,
)
from prefgui.coach.grading import DEFAULT_SCALE, Grade, GradeScale, grade, loss
from prefgui.coach.signals import Signal, read_lead
from prefgui.engine.actions import Play, parse_action
from prefgui.engine.cards import card_str, iter_cards, sorted_cards
from prefgui.engine.conventions import Breach, check_card
from prefgui.engine.play import legal_mask
from prefgui.engine.record import DealRecord, initial_state, replay
from prefgui.engine.seats import to_act
from prefgui.engine.state import GameState

__all__ = ["REVIEW_FORMAT", "CardReview", "CardTask", "ChartPoint", "DealReview", "ReviewPlan",
           "card_rng", "review_json", "review_plan", "review_record", "review_task"]

REVIEW_FORMAT = "prefgui.review/1"


@dataclass(frozen=True, slots=True)
class CardReview:
    """One card of a deal, judged.

    Attributes:
        action: 1-based index of the ``play`` action in the record.
        seat: who played it.
        card: the card.
        state: the position before the card.
        legal: the seat's legal cards there.
        compliant: the legal cards that keep the conventions (all of them where the
            conventions do not apply).
        breaches: the conventions the card broke (in-play judgement, §12.25a).
        moves: card -> the declarer's tricks from the position on under best play after
            that card (None for the one-trick game).
        equity: card -> every seat's equity (units) under that value, or None.
        tricks_lost: double-dummy tricks the card gave away for the seat's side, against
            the best card (the best convention-keeping card when it keeps them, and also
            when it breaks them).
        units_lost: what the card cost double dummy (units, judged likewise): the seat's
            loss for a card that keeps the conventions; for a breach the two defenders'
            combined loss against the best card that keeps them.
        known: the knowable estimate for the seat, when asked for.
        known_lost: what the card cost on what the seat could know (units, judged as
            ``units_lost``), or None.
        grade: the card's grade (None for the one-trick game).
        signal: the card read as a convention lead, or None.
        partner_lost: for a breach, the units it took from the partner double dummy
            against the best card that keeps the conventions (negative: it gave him some),
            else None.
        known_partner_lost: the same on what the seat could know, or None.
    """

    action: int
    seat: int
    card: int
    state: GameState
    legal: tuple[int, ...]
    compliant: tuple[int, ...]
    breaches: tuple[Breach, ...]
    moves: dict[int, int] | None
    equity: dict[int, tuple[float, ...]] | None
    tricks_lost: int | None
    units_lost: float | None
    known: Knowable | None
    known_lost: float | None
    grade: Grade | None
    signal: Signal | None
    partner_lost: float | None = None
    known_partner_lost: float | None = None

    @property
    def breach(self) -> bool:
        """The card broke a convention where a card keeping them was legal: it is judged
        against the best convention-keeping card, on the defenders' combined result."""
        return bool(self.breaches) and bool(self.compliant) and self.card not in self.compliant

    def worth(self, card: int) -> float:
        """What ``card`` is worth double dummy on the measure the card played is judged by:
        the seat's equity, or for a breach the two defenders' combined equity."""
        assert self.equity is not None
        eq = self.equity[card]
        if self.breach:
            return sum(eq[d] for d in self.state.defenders())
        return eq[self.seat]

    def best_cards(self) -> tuple[int, ...]:
        """The cards the card played is judged against that are worth most double dummy on
        its measure (:meth:`worth`): the convention-keeping cards (all legal cards where the
        conventions do not apply). A card that keeps the conventions is never worth more
        than these."""
        ref = self.compliant or self.legal
        if self.equity is None:
            return ref
        top = max(self.worth(c) for c in ref)
        return tuple(c for c in ref if self.worth(c) >= top - 1e-9)

    def gap(self) -> float | None:
        """The card's worth to the seat on what could be known minus its worth with all
        cards known (units), or None without both figures."""
        if self.known is None or self.equity is None or self.card not in self.known.units:
            return None
        return self.known.units[self.card] - self.equity[self.card][self.seat]

    def outlook(self) -> tuple[bool, float] | None:
        """Why the two figures may differ: whether the contract is made after the card as
        the cards lay, and the share of the knowable worlds in which it is made (None
        without both)."""
        if self.moves is None or self.known is None or self.known.made is None:
            return None
        share = self.known.made.get(self.card)
        if share is None:
            return None
        return makes(self.state, self.moves[self.card]), share

    def convention_cost(self) -> int:
        """Tricks the best convention-keeping card gives away against the best card, double
        dummy (the price of the conventions' information; 0 when nothing was given)."""
        if self.moves is None or not self.compliant:
            return 0
        sign = side_sign(self.state, self.seat)
        best = max(sign * v for v in self.moves.values())
        kept = max(sign * self.moves[c] for c in self.compliant)
        return best - kept


@dataclass(frozen=True, slots=True)
class ChartPoint:
    """One point of a seat's expected result through the deal (after a card).

    Attributes:
        action: the card's 1-based action index (a click on the point jumps there).
        seat: who played the card.
        dd: the seat's equity after the card, everybody then playing double dummy.
        known: for the seat's own cards with a knowable estimate, the expected equity of
            the card played on what he could know; else None.
    """

    action: int
    seat: int
    dd: float
    known: float | None


@dataclass(frozen=True, slots=True)
class DealReview:
    """Every card of one deal, in record order, and the deal's final state."""

    cards: tuple[CardReview, ...]
    final: GameState

    def trajectory(self, seat: int) -> tuple[ChartPoint, ...]:
        """``seat``'s expected result after each card (cards without values left out)."""
        out = []
        for c in self.cards:
            if c.equity is None:
                continue
            known = None
            if c.seat == seat and c.known is not None:
                known = c.known.units[c.card]
            out.append(ChartPoint(c.action, c.seat, c.equity[c.card][seat], known))
        return tuple(out)


Progress = Callable[[int, int], None]


@dataclass(frozen=True, slots=True)
class CardTask:
    """One card of a deal to judge (picklable: a review may judge its cards elsewhere).

    Attributes:
        state: the position before the card.
        action: the card's 1-based action index in the record.
        card: the card played.
        with_knowable: also estimate it on what the seat could know.
    """

    state: GameState
    action: int
    card: int
    with_knowable: bool


@dataclass(frozen=True, slots=True)
class ReviewPlan:
    """The cards of a deal to judge, in record order, and the deal's final state."""

    tasks: tuple[CardTask, ...]
    final: GameState


def review_plan(rec: DealRecord, knowable_seats: Collection[int] = ()) -> ReviewPlan:
    """The cards of ``rec`` to judge, those of ``knowable_seats`` with the knowable estimate.

    Raises:
        ActionError: the record's first bad action, exactly as ``prefgui replay`` says.
    """
    final = replay(rec)
    american = not rec.rules.european
    st = initial_state(rec)
    tasks: list[CardTask] = []
    for i, text in enumerate(rec.actions, start=1):
        act = parse_action(text, american)
        if isinstance(act, Play):
            tasks.append(CardTask(st, i, act.card, act.seat in knowable_seats))
        st = st.apply(act)
    return ReviewPlan(tuple(tasks), final)


def card_rng(seed: int, st: GameState) -> random.Random:
    """The generator of the knowable estimate of the card played in ``st``: one per card,
    so that a card's estimate does not depend on which other cards were estimated. Seeded
    by the position as the seat saw it (:func:`~prefgui.coach.analysis.position_seed`)
    mixed with the review's ``seed``: with seed 0 the review draws the very worlds of the
    coach's one judge (the hint, the warning's best card, the drills), so the card the hint
    called best is the card the review grades best."""
    return random.Random(position_seed(st.observation(to_act(st))) ^ seed)


def review_task(task: CardTask, seed: int = 0, worlds: int = 24,
                scale: GradeScale = DEFAULT_SCALE) -> CardReview:
    """Judge one card of a :class:`ReviewPlan` with the review's ``seed``."""
    return review_card(task.state, task.action, task.card, task.with_knowable,
                       card_rng(seed, task.state), worlds, scale)


def review_record(rec: DealRecord, knowable_seats: Collection[int] = (), seed: int = 0,
                  worlds: int = 24, scale: GradeScale = DEFAULT_SCALE,
                  progress: Progress | None = None) -> DealReview:
    """Review every card of a record.

    Args:
        rec: the parsed record.
        knowable_seats: seats whose cards also get the knowable estimate.
        seed: seeds the sampling of worlds with the position (:func:`card_rng`; 0: the
            worlds of the coach's judge).
        worlds: worlds per knowable estimate.
        scale: the grade thresholds.
        progress: called with (cards done, cards in all) after each card.

    Raises:
        ActionError: the record's first bad action, exactly as ``prefgui replay`` says.
    """
    plan = review_plan(rec, knowable_seats)
    out: list[CardReview] = []
    for task in plan.tasks:
        out.append(review_task(task, seed, worlds, scale))
        if progress is not None:
            progress(len(out), len(plan.tasks))
    return DealReview(tuple(out), plan.final)


def review_card(st: GameState, action: int, card: int, with_knowable: bool,
                rng: random.Random, worlds: int = 24,
                scale: GradeScale = DEFAULT_SCALE) -> CardReview:
    """Judge ``card`` played by the seat to play in ``st`` (the ``action``-th action)."""
    p = to_act(st)
    legal = tuple(iter_cards(legal_mask(st)))
    breaches = tuple(check_card(st, p, card))
    compliant = tuple(c for c in legal if not check_card(st, p, c))
    solved = dd_moves(st)
    # The solver knows §1.4 only; under integral_c1 the law also forbids some cards.
    moves = None if solved is None else {c: solved[c] for c in legal}
    signal = read_lead(st, action, card)
    if moves is None:
        return CardReview(action, p, card, st, legal, compliant, breaches, None, None, None,
                          None, None, None, None, signal)
    eq = equities(st, moves)
    known = knowable(st, p, rng, worlds) if with_knowable else None
    # A card that keeps the conventions is judged against the cards that keep them: the
    # coach does not call keeping them a mistake (convention_cost says what they cost).
    # A breach is judged against them too, on the two defenders' combined result, so that
    # what it took from the partner is not counted as a gain.
    sign = side_sign(st, p)
    breach = bool(breaches) and bool(compliant)
    ref = compliant if compliant else legal
    tricks_lost = max(0, max(sign * moves[c] for c in ref) - sign * moves[card])
    partner_lost = known_partner_lost = known_lost = None
    if breach:
        side = st.defenders()
        q = side[0] if side[1] == p else side[1]
        values = {c: sum(eq[c][d] for d in side) for c in ref}
        units_lost = loss(values, card, sum(eq[card][d] for d in side))
        partner_lost = eq[_top(values, eq, q)][q] - eq[card][q]
        if known is not None:
            every = known.every or {}
            if card in every and all(c in every for c in ref):
                kv = {c: sum(every[c][d] for d in side) for c in ref}
                known_lost = loss(kv, card, sum(every[card][d] for d in side))
                known_partner_lost = every[_top(kv, every, q)][q] - every[card][q]
            else:
                known_lost = loss({c: known.units[c] for c in ref}, card, known.units[card])
    else:
        units_lost = loss({c: eq[c][p] for c in ref}, card)
        if known is not None:
            known_lost = loss({c: known.units[c] for c in ref}, card)
    g = grade(units_lost, known_lost, scale, breach)
    return CardReview(action, p, card, st, legal, compliant, breaches, moves, eq,
                      tricks_lost, units_lost, known, known_lost, g, signal, partner_lost,
                      known_partner_lost)


def _top(values: dict[int, float], eq: dict[int, tuple[float, ...]], q: int) -> int:
    """The best card of ``values`` (ties: the best for the partner ``q``, then the lowest
    card): the card a breach is compared with."""
    top = max(values.values())
    return min((c for c, v in values.items() if v >= top - 1e-9), key=lambda c: (-eq[c][q], c))


def _units(x: float) -> float:
    return round(x, 2) + 0.0  # + 0.0 turns -0.0 into 0.0


def card_json(c: CardReview) -> dict[str, object]:
    """One element of the review's ``cards`` list."""
    obj: dict[str, object] = {
        "action": c.action, "seat": c.seat, "card": card_str(c.card),
        "moves": None if c.moves is None else {
            card_str(x): c.moves[x] for x in sorted_cards(sum(1 << x for x in c.moves))},
        "breaches": [b.rule for b in c.breaches],
    }
    if c.breaches:
        obj["breach_reasons"] = [{"rule": b.rule, "reason": b.reason} for b in c.breaches]
    if len(c.compliant) != len(c.legal):
        obj["keeping"] = [card_str(x) for x in sorted_cards(sum(1 << x for x in c.compliant))]
    if c.grade is not None:
        obj["grade"] = c.grade.value
    if c.units_lost is not None and c.equity is not None:
        if c.breach:
            obj["judged_on"] = "defenders"
            obj["defenders"] = {card_str(x): _units(c.worth(x))
                                for x in sorted_cards(sum(1 << x for x in c.equity))}
            if c.partner_lost is not None:
                obj["partner_units"] = _units(c.partner_lost)
        obj["units"] = _units(c.units_lost)
        obj["tricks_lost"] = c.tricks_lost
        obj["best"] = [card_str(x) for x in sorted_cards(sum(1 << x for x in c.best_cards()))]
        obj["equity"] = {card_str(x): _units(c.equity[x][c.seat])
                         for x in sorted_cards(sum(1 << x for x in c.equity))}
    if c.known is not None and c.known_lost is not None:
        obj["knowable"] = {
            "worlds": c.known.worlds, "units": _units(c.known_lost),
            **({} if c.known_partner_lost is None
               else {"partner_units": _units(c.known_partner_lost)}),
            "tricks": {card_str(x): round(c.known.tricks[x], 3)
                       for x in sorted_cards(sum(1 << x for x in c.known.tricks))},
            "equity": {card_str(x): _units(c.known.units[x])
                       for x in sorted_cards(sum(1 << x for x in c.known.units))},
        }
    if c.signal is not None:
        obj["signal"] = {"rule": c.signal.rule, "reading": c.signal.reading.value,
                         "denies": [card_str(x) for x in sorted_cards(c.signal.denies)]}
    return obj


def review_json(r: DealReview) -> dict[str, object]:
    """The ``prefgui.review/1`` object of a deal review."""
    return {"format": REVIEW_FORMAT, "cards": [card_json(c) for c in r.cards]}
