"""A card taken with the mouse (:class:`~prefgui.ui.table.card_item.CardItem`): a press
and release without moving is a click, a move of a few pixels starts a drag (the card
follows the mouse above the others), the release drops it where it is."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QGraphicsSceneMouseEvent

if TYPE_CHECKING:
    from prefgui.ui.table.card_item import CardItem

__all__ = ["CardDrag"]


class CardDrag:
    """The mouse on one draggable ``card``; the card emits what comes of it."""

    def __init__(self, card: CardItem) -> None:
        self._card = card
        self._press: QPointF | None = None
        self._dragging = False

    def press(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self._card.draggable:
            self._press = event.scenePos()
            self._dragging = False
            event.accept()
            return
        event.ignore()

    def move(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        card = self._card
        delta = event.scenePos() - self._press
        if not self._dragging and delta.manhattanLength() < 3:
            return
        if not self._dragging:
            self._dragging = True
            card.stop_animation()
            card.setZValue(1000)
            card.drag_started.emit(card)
        card.setPos(QPointF(card.home.x, card.home.y) + delta)

    def release(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        was_dragging = self._dragging
        self._press = None
        self._dragging = False
        if was_dragging:
            self._card.dropped.emit(self._card, event.scenePos())
        else:
            self._card.clicked.emit(self._card)
