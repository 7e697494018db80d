"""Grades of a card: what it cost against the best card, in units of the deal's score.

A card's *loss* is the seat's equity under the best card minus its equity under the card
played (never negative). With the knowable estimate (each card averaged over the worlds the
player could not tell apart) the grade judges the decision; with double-dummy values only
it judges the card against the cards as they lay. A card that was best or good on what the
player could know but loses double dummy is ``unlucky``, not a mistake. A card that breaks
a defenders' convention is never graded better than ``inaccuracy``: its loss is measured
against the best card that keeps the conventions, on the two defenders' combined result
(a selfish breach gains its player what it takes from the partner). Thresholds are in
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


def loss(values: dict[int, float], card: int, played: float | None = None) -> float:
    """What ``card`` cost against the best card of ``values`` (card -> seat's equity).

    ``played``: the card's own value when it is not among ``values`` (a breach judged
    against the cards that keep the conventions).
    """
    own = values[card] if played is None else played
    return max(0.0, max(values.values()) - own)


_ORDER = (Grade.BEST, Grade.GOOD, Grade.INACCURACY, Grade.MISTAKE, Grade.BLUNDER)


def grade(dd_loss: float, knowable_loss: float | None,
          scale: GradeScale = DEFAULT_SCALE, breach: bool = False) -> Grade:
    """The grade of a card.

    Args:
        dd_loss: its loss with every card known.
        knowable_loss: its loss on what the player could know, or None when not estimated
            (the double-dummy loss is then graded alone).
        scale: the thresholds.
        breach: the card broke a convention (the losses are then the defenders' combined
            loss against the best convention-keeping card): never better than an
            inaccuracy, and never unlucky.
    """
    if breach:
        g = scale.of(dd_loss if knowable_loss is None else knowable_loss)
        return max(g, Grade.INACCURACY, key=_ORDER.index)
    if knowable_loss is None:
        return scale.of(dd_loss)
    g = scale.of(knowable_loss)
    if g in (Grade.BEST, Grade.GOOD) and dd_loss > scale.good:
        return Grade.UNLUCKY
    return g
