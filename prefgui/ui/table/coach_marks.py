"""What the coach puts on the table: its bubble, the cards it recommends, and a drill's values
drawn on the cards.

The bubble goes where it covers no card (nor a plate, a badge or the decision panel), nearest
the top centre of the table, and finds its place again whenever the table is laid out (a new
card led, a resize): the widest text that fits there, its font smaller only where nothing
else fits (:mod:`~prefgui.ui.table.bubble_spot`). Figures behind its text wait behind a
"Details" line. A click on that line opens them; a click elsewhere on it (or Esc) closes the
bubble: ``dismiss_advice`` emits the scene's ``advice_dismissed``. A drill's answer draws
every legal card's value on it, outlines the right ones and marks the card played; the hand
cannot be played while they are shown.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF

from prefgui.ui.table.bubble_spot import BubbleSpot
from prefgui.ui.table.free_spot import card_rects

if TYPE_CHECKING:
    from prefgui.ui.table.scene import TableScene

__all__ = ["CoachMarks"]

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
        self.spot = BubbleSpot()  # the bubble's place, searched for a new table or text

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
        panel = self.avoid()
        rects = {
            "cards": card_rects(scene), "panel": panel,
            "furniture": [i.sceneBoundingRect() for i in (
                *scene.plates.values(), *scene.bubbles.values(), scene.contract_badge,
                scene.pot_badge) if i.isVisible()],
            "zone": [scene.drop_zone.sceneBoundingRect()] if scene.drop_zone.isVisible() else [],
            "plates": [i.sceneBoundingRect() for i in scene.plates.values() if i.isVisible()]}
        width, size, pos = self.spot.find(bubble, lay, rects)
        bubble.lay_out(width, size)
        bubble.setPos(pos)

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
