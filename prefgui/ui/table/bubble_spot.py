"""Where the coach's bubble goes: the search of :class:`~prefgui.ui.table.coach_marks.
CoachMarks`, and what it keeps from one search to the next.

The bubble goes where it covers no card, plate, badge or the decision panel, nearest the top
centre of the table: the widest text that fits, in the largest font that fits (down to
``MIN_FONT``); a readable font over the empty play area before a small one clear of
everything, a badge covered only where nothing else fits, cards and the panel never
(:func:`~prefgui.ui.table.free_spot.free_spot` finds each candidate's place).

A search is made again only when the table or the text has changed: the place found is kept
for both; the bubble's measured sizes are kept for its text (while the cards move) and the
merged obstacles for the table (when a new text comes to it).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF

from prefgui.ui.table.coach_bubble import CoachBubble
from prefgui.ui.table.free_spot import free_spot, merged
from prefgui.ui.table.layout import TableLayout

__all__ = ["MIN_FONT", "BubbleSpot"]

MIN_FONT = 9.0  # px: the smallest the bubble's text gets to find a free place
# What the bubble keeps clear of, from the strictest to the least: nothing covered; the
# empty play area may be; a badge or a call bubble may be; only the cards and the panel not.
TIERS = {"clear": ("cards", "furniture", "zone", "panel"),
         "over_zone": ("cards", "furniture", "panel"),
         "over_badges": ("cards", "plates", "panel"),
         "bare": ("cards", "panel")}

Spot = tuple[float, float, QPointF]  # the text's width, its font size and the bubble's place


class BubbleSpot:
    """The coach's bubble's place on a table, found again only for a new table or text."""

    def __init__(self) -> None:
        self._placed: tuple[tuple[object, ...], Spot] | None = None
        self._sizes: tuple[tuple[object, ...], dict[tuple[float, float], QSizeF]] = ((), {})
        self._tiers: tuple[tuple[object, ...], dict[str, list[QRectF]]] = ((), {})

    def find(self, bubble: CoachBubble, lay: TableLayout,
             rects: dict[str, list[QRectF]]) -> Spot:
        """Where ``bubble`` goes on the table ``lay`` among ``rects`` (the scene rectangles
        of the cards, furniture, zone, panel and plates; see ``TIERS``). The bubble may be
        left laid out at another width and size: the caller lays it out at the spot's."""
        base = max(11.0, lay.cw * 0.16)
        edge = lay.margin * 0.5
        bounds = QRectF(edge, edge, lay.w - 2 * edge, lay.h - 2 * edge)
        table = (base, bounds.getRect(), *(tuple(r.getRect() for r in rects[name])
                                           for name in sorted(rects)))
        content = bubble.content()
        if self._placed is not None and self._placed[0] == (content, table):
            return self._placed[1]
        if self._sizes[0] != content:
            self._sizes = (content, {})
        if self._tiers[0] != table:
            self._tiers = (table, {})
        measured, tiers = self._sizes[1], self._tiers[1]

        def obstacles(tier: str) -> list[QRectF]:
            """The rectangles of ``tier`` merged (once for the table)."""
            if tier not in tiers:
                tiers[tier] = merged([r for name in TIERS[tier] for r in rects[name]])
            return tiers[tier]

        anchor = QPointF(lay.w / 2, 0)
        gap = max(4.0, lay.margin * 0.3)
        big = [base, base * 0.88, base * 0.76]
        small = [s for s in (base * 0.66, MIN_FONT) if s >= MIN_FONT] or [MIN_FONT]
        passes = [(("clear", "over_zone"), big), (("clear", "over_zone"), small),
                  (("over_badges",), big + small), (("bare",), big + small)]
        tries = ((tier, size, chars) for names, sizes in passes for tier in names
                 for size in sizes for chars in (44, 36, 29, 23, 18, 14))
        spot: Spot | None = None
        for tier, size, chars in tries:
            width = min(size * chars, bounds.width() - size * 1.4)
            if (size, width) not in measured:
                bubble.lay_out(width, size)
                measured[size, width] = bubble.boundingRect().size()
            free = free_spot(measured[size, width], bounds, obstacles(tier), anchor, gap)
            if free is not None:  # (the rim's 2 px inside)
                spot = (width, size, free + QPointF(2, 2))
                break
        if spot is None:  # nowhere free (a very long text on a small table): at the top
            width = min(bounds.width() - MIN_FONT * 1.4, MIN_FONT * 44)
            bubble.lay_out(width, MIN_FONT)
            r = bubble.boundingRect()
            spot = (width, MIN_FONT,
                    QPointF(max(bounds.left(), (lay.w - r.width()) / 2), bounds.top()))
        self._placed = ((content, table), (spot[0], spot[1], QPointF(spot[2])))
        return spot
