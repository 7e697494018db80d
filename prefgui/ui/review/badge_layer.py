"""The values on the review table's cards: at a step where a card is decided, each legal
card of the seat carries its value (the best marked, the card played framed in its grade's
colour), placed on the visible strip of the card in a fanned hand.
"""

from __future__ import annotations

from collections.abc import Callable

from prefgui.ui.review import details
from prefgui.ui.review.badges import GRADE_COLORS, ValueBadge
from prefgui.ui.review.steps import ReviewSteps
from prefgui.ui.table.scene import TableScene

__all__ = ["BadgeLayer"]


class BadgeLayer:
    """The badges (``badges``, by card) on ``scene``.

    Args:
        shown: whether a seat's decisions are shown priced.
    """

    def __init__(self, scene: TableScene, steps: ReviewSteps, human: int,
                 shown: Callable[[int], bool]) -> None:
        self.scene = scene
        self.steps = steps
        self.human = human
        self._shown = shown
        self.badges: dict[int, ValueBadge] = {}

    def show(self, step: int) -> None:
        """The badges of ``step``'s decision (none where nothing is decided or shown)."""
        for badge in self.badges.values():
            badge.setVisible(False)
        d = self.steps.decision(step)
        if d is None or d.moves is None or not self._shown(d.seat):
            return
        best = set(d.best_cards())
        strip = self._strip(d.seat, step)
        for card in d.legal:
            if card not in self.badges:
                self.badges[card] = ValueBadge()
                self.scene.addItem(self.badges[card])
            badge = self.badges[card]
            rim = GRADE_COLORS.get(d.grade) if card == d.card and d.grade else None
            lines = details.badge_lines(d, card, d.seat == self.human)
            badge.show_on(self.scene.faces[card], lines, rim, card in best, strip)

    def _strip(self, seat: int, step: int) -> float:
        """The share of a card's width left visible in ``seat``'s fanned hand."""
        st = self.steps.position(step)
        items = [self.scene.faces[c] for c in range(32) if st.hands[seat] >> c & 1]
        items = [i for i in items if i.isVisible()]
        if len(items) < 2:
            return 1.0
        side = self.scene.layout.sides[seat] if self.scene.layout is not None else "bottom"
        along = [i.pos().x() if side in ("bottom", "top") else i.pos().y() for i in items]
        along.sort()
        gap = min(b - a for a, b in zip(along, along[1:], strict=False))
        return gap / items[0].width
