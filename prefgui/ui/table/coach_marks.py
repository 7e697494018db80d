"""What the coach puts on the table: its bubble, the cards it recommends, and a drill's values
drawn on the cards.

The bubble goes above the trick, between the contract and the pot, where it covers neither
the trick nor a hand; where a seat sits at the top or the text does not fit there, above the
hand. A click on it (or Esc) closes it: ``dismiss_advice`` emits the scene's
``advice_dismissed``. A drill's answer draws every legal card's value on it, outlines the right
ones and marks the card played; the hand cannot be played while they are shown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from prefgui.ui.table.scene import TableScene

__all__ = ["CoachMarks"]


class CoachMarks:
    """The coach's bubble and marks on one scene's cards."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.advised_cards: frozenset[int] = frozenset()
        self.card_values: dict[int, str] = {}
        self.right_cards: frozenset[int] = frozenset()
        self.answered_card: int | None = None

    # the bubble -------------------------------------------------------------------------
    def show_advice(self, text: str, cards: frozenset[int]) -> None:
        """The coach's bubble above the hand, and ``cards`` highlighted in the hand."""
        scene = self.scene
        self.advised_cards = cards
        lay = scene.layout
        if lay is not None:
            size = max(11.0, lay.cw * 0.16)
            if not self._advice_on_top(text, size):
                width = min(lay.w * 0.42, size * 34)
                scene.coach_bubble.set_text(text, width, size)
                top = lay.hand(scene.human, 10)[0].y
                height = scene.coach_bubble.boundingRect().height()
                scene.coach_bubble.setPos(lay.margin,
                                          max(lay.margin, top - height - lay.ch * 0.1))
        for card, item in scene.faces.items():
            item.advised = card in cards and item.draggable
            item.update()

    def _advice_on_top(self, text: str, size: float) -> bool:
        """Place the bubble above the trick's cards, between the contract and the pot, where
        it covers neither the trick nor a hand; False if a seat sits at the top or the text
        does not fit there."""
        scene = self.scene
        lay = scene.layout
        if lay is None or "top" in lay.sides.values():
            return False
        gap = lay.margin * 0.6
        left = scene.contract_badge.sceneBoundingRect().right() + gap
        right = scene.pot_badge.sceneBoundingRect().left() - gap
        bottom = min(lay.trick(seat).y for seat in lay.sides) - gap * 0.5  # the trick's top
        width = min(right - left, size * 40)
        if width < size * 18:
            return False
        scene.coach_bubble.set_text(text, width - 4, size)
        rect = scene.coach_bubble.boundingRect()
        if lay.margin + rect.height() > bottom:
            return False
        scene.coach_bubble.setPos(left + (right - left - rect.width()) / 2, lay.margin)
        return True

    def show_centred(self, text: str) -> None:
        """``text`` in the bubble at the top centre, between the contract and the pot and
        off the plates (below them when there is no room between them)."""
        scene = self.scene
        self.show_advice(text, frozenset())
        lay = scene.layout
        if lay is None:
            return
        bubble = scene.coach_bubble
        gap = lay.margin * 0.4
        width = bubble.boundingRect().width()
        corners = [b.sceneBoundingRect() for b in (scene.contract_badge, scene.pot_badge)
                   if b.isVisible()]
        left = max((r.right() for r in corners if r.center().x() < lay.w / 2),
                   default=lay.margin)
        right = min((r.left() for r in corners if r.center().x() >= lay.w / 2),
                    default=lay.w - lay.margin)
        x = max(lay.margin, (lay.w - width) / 2, left + gap)
        y = lay.margin
        if x + width > right - gap:  # no room between them: below them, centred
            x = max(lay.margin, (lay.w - width) / 2)
            y = max((r.bottom() for r in corners), default=lay.margin) + gap
        bubble.setPos(x, y)

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
        scene.coach_bubble.set_text("", 10, 11)
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
