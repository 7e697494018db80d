"""Grades of a card: what it cost against the best card, in units of the deal's score.

A card's *loss* is the seat's equity under the best card minus its equity under the card
played (never negative). With the knowable estimate (each card averaged over the worlds the
player could not tell apart) the grade judges the decision; with double-dummy values only
it judges the card against the cards as they lay. A card that was best or good on what the
player could know but loses double dummy is ``unlucky``, not a mistake. Thresholds are in
``docs/coach.md``; a :class:`GradeScale` can replace them ("your own scale").
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

__all__ = ["DEFAULT_SCALE", "Grade", "GradeScale", "grade", "loss"]


class Grade(Enum):
    """A card's grade (the value is the code in ``prefgui review`` output)."""

    BEST = "best"
    GOOD = "good"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"
    UNLUCKY = "unlucky"


@dataclass(frozen=True, slots=True)
class GradeScale:
    """Upper bounds of the loss (units) for each grade; a larger loss is a blunder.

    Attributes:
        best: losses up to this count as the best card (rounding noise of the averages).
        good: up to this, good.
        inaccuracy: up to this, an inaccuracy.
        mistake: up to this, a mistake.
    """

    best: float = 0.05
    good: float = 1.0
    inaccuracy: float = 3.0
    mistake: float = 8.0

    def __post_init__(self) -> None:
        if not 0 <= self.best <= self.good <= self.inaccuracy <= self.mistake:
            raise ValueError("grade thresholds must be non-negative and increasing")

    def of(self, lost: float) -> Grade:
        """The grade of a loss judged alone."""
        if lost <= self.best:
            return Grade.BEST
        if lost <= self.good:
            return Grade.GOOD
        if lost <= self.inaccuracy:
            return Grade.INACCURACY
        if lost <= self.mistake:
            return Grade.MISTAKE
        return Grade.BLUNDER


DEFAULT_SCALE = GradeScale()


def loss(values: dict[int, float], card: int) -> float:
    """What ``card`` cost against the best card of ``values`` (card -> seat's equity)."""
    return max(0.0, max(values.values()) - values[card])


def grade(dd_loss: float, knowable_loss: float | None,
          scale: GradeScale = DEFAULT_SCALE) -> Grade:
    """The grade of a card.

    Args:
        dd_loss: its loss with every card known.
        knowable_loss: its loss on what the player could know, or None when not estimated
            (the double-dummy loss is then graded alone).
        scale: the thresholds.
    """
    if knowable_loss is None:
        return scale.of(dd_loss)
    g = scale.of(knowable_loss)
    if g in (Grade.BEST, Grade.GOOD) and dd_loss > scale.good:
        return Grade.UNLUCKY
    return g
