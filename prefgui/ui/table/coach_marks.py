"""What the coach puts on the table: its bubble, the cards it recommends, and a drill's values
drawn on the cards.

The bubble goes where it covers no card (nor a plate, a badge or the decision panel), nearest
the top centre of the table, and finds its place again whenever the table is laid out (a new
card led, a resize): the widest text that fits there, its font smaller only where nothing
else fits (:mod:`~prefgui.ui.table.free_spot`). Figures behind its text wait behind a
"Details" line. A click on that line opens them; a click elsewhere on it (or Esc) closes the
bubble: ``dismiss_advice`` emits the scene's ``advice_dismissed``. A drill's answer draws
every legal card's value on it, outlines the right ones and marks the card played; the hand
cannot be played while they are shown.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, QSizeF

from prefgui.ui.table.free_spot import card_rects, free_spot, merged

if TYPE_CHECKING:
    from prefgui.ui.table.scene import TableScene

__all__ = ["CoachMarks"]

MIN_FONT = 9.0  # px: the smallest the bubble's text gets to find a free place
# What the bubble keeps clear of, from the strictest to the least: nothing covered; the
# empty play area may be; a badge or a call bubble may be; only the cards and the panel not.
_TIERS = {"clear": ("cards", "furniture", "zone", "panel"),
          "over_zone": ("cards", "furniture", "panel"),
          "over_badges": ("cards", "plates", "panel"),
          "bare": ("cards", "panel")}


class CoachMarks:
    """The coach's bubble and marks on one scene's cards.

    ``avoid`` gives the scene rectangles of widgets lying over the table (the decision
    panel): the bubble keeps clear of them too.
    """

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.advised_cards: frozenset[int] = frozenset()
        self.card_values: dict[int, str] = {}
        self.right_cards: frozenset[int] = frozenset()
        self.answered_card: int | None = None
        self.avoid: Callable[[], list[QRectF]] = list
        # The last place found and what it was found for: the same table and text (the
        # table laid out again, the same advice shown again) need no search.
        self._placed: tuple[tuple[object, ...], float, float, QPointF] | None = None
        # What the last search measured and merged, kept for the next one: the bubble's
        # size at each font size and width for its content (kept while the table moves),
        # and the obstacles merged for the table (kept when a new text comes to it).
        self._sizes: tuple[tuple[object, ...], dict[tuple[float, float], QSizeF]] = ((), {})
        self._tiers: tuple[tuple[object, ...], dict[str, list[QRectF]]] = ((), {})

    # the bubble -------------------------------------------------------------------------
    def show_advice(self, text: str, cards: frozenset[int], details: str = "") -> None:
        """The coach's bubble where it covers no card, and ``cards`` highlighted in the
        hand; ``details``: the figures behind the text, one click away."""
        scene = self.scene
        self.advised_cards = cards
        scene.coach_bubble.set_content(text, details)
        self.place()
        for card, item in scene.faces.items():
            item.advised = card in cards and item.draggable
            item.refresh()  # painted again (its cache too) only if its mark changed

    def show_centred(self, text: str) -> None:
        """``text`` in the bubble, nearest the top centre of the table."""
        self.show_advice(text, frozenset())

    def toggle_details(self) -> None:
        """Open or close the bubble's details, and find it a place again."""
        self.scene.coach_bubble.toggle_details()
        self.place()

    def place(self) -> None:
        """Lay the bubble out where it covers no card, plate or badge (nor the panel),
        nearest the top centre: the widest text that fits, in the largest font that fits
        (down to ``MIN_FONT``); called again whenever the table is laid out."""
        scene = self.scene
        bubble = scene.coach_bubble
        lay = scene.layout
        if lay is None or not bubble.isVisible():
            return
        base = max(11.0, lay.cw * 0.16)
        edge = lay.margin * 0.5
        bounds = QRectF(edge, edge, lay.w - 2 * edge, lay.h - 2 * edge)
        cards = card_rects(scene)
        panel = self.avoid()
        furniture = [i.sceneBoundingRect() for i in (
            *scene.plates.values(), *scene.bubbles.values(), scene.contract_badge,
            scene.pot_badge) if i.isVisible()]
        zone = [scene.drop_zone.sceneBoundingRect()] if scene.drop_zone.isVisible() else []
        plates = [i.sceneBoundingRect() for i in scene.plates.values() if i.isVisible()]
        rects = {"cards": cards, "furniture": furniture, "zone": zone, "panel": panel,
                 "plates": plates}
        table = (base, bounds.getRect(), *(tuple(r.getRect() for r in rs)
                                           for rs in rects.values()))
        content = bubble.content()
        key = (content, table)
        if self._placed is not None and self._placed[0] == key:
            self._put(*self._placed)
            return
        if self._sizes[0] != content:
            self._sizes = (content, {})
        if self._tiers[0] != table:
            self._tiers = (table, {})
        measured, tiers = self._sizes[1], self._tiers[1]

        def obstacles(tier: str) -> list[QRectF]:
            """The rectangles of ``tier`` merged (once for the table)."""
            if tier not in tiers:
                tiers[tier] = merged([r for name in _TIERS[tier] for r in rects[name]])
            return tiers[tier]

        anchor = QPointF(lay.w / 2, 0)
        gap = max(4.0, lay.margin * 0.3)
        big = [base, base * 0.88, base * 0.76]
        small = [s for s in (base * 0.66, MIN_FONT) if s >= MIN_FONT] or [MIN_FONT]
        # A readable font over the empty play area before a small one clear of everything;
        # a badge covered only where nothing else fits. Cards and the panel never.
        passes = [(("clear", "over_zone"), big), (("clear", "over_zone"), small),
                  (("over_badges",), big + small), (("bare",), big + small)]
        for names, sizes in passes:
            for tier, size in ((o, s) for o in names for s in sizes):
                for chars in (44, 36, 29, 23, 18, 14):
                    width = min(size * chars, bounds.width() - size * 1.4)
                    if (size, width) not in measured:
                        bubble.lay_out(width, size)
                        measured[size, width] = bubble.boundingRect().size()
                    spot = free_spot(measured[size, width], bounds, obstacles(tier), anchor,
                                     gap)
                    if spot is not None:  # (the rim's 2 px inside)
                        self._put(key, width, size, spot + QPointF(2, 2))
                        return
        # Nowhere free (a very long text on a small table): the smallest font, at the top.
        width = min(bounds.width() - MIN_FONT * 1.4, MIN_FONT * 44)
        bubble.lay_out(width, MIN_FONT)
        r = bubble.boundingRect()
        self._put(key, width, MIN_FONT,
                  QPointF(max(bounds.left(), (lay.w - r.width()) / 2), bounds.top()))

    def _put(self, key: tuple[object, ...], width: float, size: float, pos: QPointF) -> None:
        """Lay the bubble out at ``width`` in ``size`` at ``pos``, found for ``key``."""
        self._placed = (key, width, size, QPointF(pos))
        self.scene.coach_bubble.lay_out(width, size)
        self.scene.coach_bubble.setPos(pos)

    def take_click(self, pos: QPointF) -> bool:
        """A click at ``pos`` on the bubble closes it (on its Details line: opens or closes
        the details); False if it missed the bubble."""
        bubble = self.scene.coach_bubble
        if bubble.link_hit(pos):
            self.toggle_details()
            return True
        if bubble.isVisible() and bubble.sceneBoundingRect().contains(pos):
            self.dismiss_advice()
            return True
        return False

    def dismiss_advice(self) -> bool:
        """The player closes the coach's bubble (the scene's ``advice_dismissed``); False if
        none was shown."""
        if not self.scene.coach_bubble.isVisible():
            return False
        self.scene.advice_dismissed.emit()
        self.clear_advice()
        return True

    def clear_advice(self) -> None:
        """Hide the coach's bubble and its highlights."""
        scene = self.scene
        if not self.advised_cards and not scene.coach_bubble.isVisible():
            return
        self.advised_cards = frozenset()
        scene.coach_bubble.set_content("")
        for item in scene.faces.values():
            if item.advised:
                item.advised = False
                item.update()

    # a drill's values -------------------------------------------------------------------
    def show_values(self, values: dict[int, str], right: frozenset[int],
                    answered: int | None) -> None:
        """Draw ``values`` on the cards of the hand (empty: none), outline the ``right``
        cards and mark the card ``answered``; the hand is not playable while shown."""
        self.card_values = dict(values)
        self.right_cards = right
        self.answered_card = answered
        if self.scene.obs is not None:
            self.scene.sync(self.scene.obs, animate=False)

    def clear_values(self) -> None:
        """No values drawn any more (a new position)."""
        self.card_values = {}
        self.right_cards = frozenset()
        self.answered_card = None
