"""The steps of a reviewed deal: every position, the card decided at each, the tricks.

Step ``i`` is the position after the first ``i`` actions of the record (step 0: the deal).
At a step whose next action is a card, the review shows that decision: the values of the
legal cards and the card that was played. The chart's point of a card (its value after the
card) belongs to the step of its decision.
"""

from __future__ import annotations

from dataclasses import dataclass

from prefgui.coach.review import CardReview, ChartPoint, DealReview
from prefgui.engine.actions import Play
from prefgui.engine.state import GameState
from prefgui.ui.dialogs.replay import replay_states

__all__ = ["ReviewSteps", "TrickRow"]


@dataclass(frozen=True, slots=True)
class TrickRow:
    """One trick of the deal: its cards (seat, card) in play order, the step of its first
    card's decision and who took it (None while it is incomplete)."""

    number: int
    step: int
    cards: tuple[tuple[int, int], ...]
    winner: int | None


class ReviewSteps:
    """A deal record stepped through, and its review once it is known."""

    def __init__(self, record: dict[str, object]) -> None:
        self.record = record
        self.states: list[GameState] = replay_states(record)
        self.review: DealReview | None = None
        self._by_action: dict[int, CardReview] = {}

    @property
    def last(self) -> int:
        """The last step (the deal's end)."""
        return len(self.states) - 1

    def set_review(self, review: DealReview) -> None:
        """The review's cards, by their action number."""
        self.review = review
        self._by_action = {c.action: c for c in review.cards}

    def position(self, step: int) -> GameState:
        return self.states[step]

    def decision(self, step: int) -> CardReview | None:
        """The card decided at ``step`` (the next action), once the review knows it."""
        return self._by_action.get(step + 1)

    def next_card(self, step: int) -> Play | None:
        """The card played next from ``step``, if the next action is a card."""
        if step >= self.last:
            return None
        a = self.states[step + 1].history[-1]
        return a if isinstance(a, Play) else None

    def tricks(self) -> list[TrickRow]:
        """Every trick played, with the step where its first card was decided."""
        rows: list[TrickRow] = []
        cards: list[tuple[int, int]] = []
        start = 0
        for step in range(self.last):
            card = self.next_card(step)
            if card is None:
                continue
            if not cards:
                start = step
            cards.append((card.seat, card.card))
            after = self.states[step + 1]
            if not after.trick:  # the card completed the trick
                rows.append(TrickRow(len(rows) + 1, start, tuple(cards), after.leader))
                cards = []
        if cards:
            rows.append(TrickRow(len(rows) + 1, start, tuple(cards), None))
        return rows

    def own_step(self, row: TrickRow, seat: int) -> int:
        """The step of ``seat``'s own card's decision in the trick ``row`` (the trick's
        first card's if he played none in it)."""
        for k, (s, _card) in enumerate(row.cards):
            if s == seat:
                return self._card_step(row.step, k)
        return row.step

    def _card_step(self, start: int, k: int) -> int:
        """The step of the ``k``-th card's decision of the trick that begins at ``start``."""
        step, seen = start, 0
        while step < self.last:
            if self.next_card(step) is not None:
                if seen == k:
                    return step
                seen += 1
            step += 1
        return start

    def trick_at(self, step: int) -> int:
        """The index of the trick the step belongs to (-1 before the first card)."""
        rows = self.tricks()
        found = -1
        for i, row in enumerate(rows):
            if row.step <= step:
                found = i
        return found

    def chart_points(self, seat: int) -> list[tuple[int, ChartPoint]]:
        """``seat``'s chart: (step of the card's decision, point) for every valued card."""
        if self.review is None:
            return []
        return [(p.action - 1, p) for p in self.review.trajectory(seat)]
