"""The coach's bubble on the table: a few wrapped lines of advice above the hand."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from prefgui.ui.table.plates import ui_font

ADVICE = QColor(120, 220, 255)  # the bubble's rim and the cards it recommends


class CoachBubble(QGraphicsItem):
    """Wrapped text in a rounded bubble; empty text hides it."""

    def __init__(self) -> None:
        super().__init__()
        self.text_item = QGraphicsTextItem(self)
        self.text_item.setDefaultTextColor(QColor(250, 246, 232))
        self._rect = QRectF()
        # Clicks and drags go through to the cards beneath.
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.text_item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def set_text(self, text: str, width: float, size: float) -> None:
        """Show ``text`` wrapped to ``width`` pixels (hidden when empty)."""
        self.prepareGeometryChange()
        self.text_item.setFont(ui_font(size))
        self.text_item.setPlainText(text)
        self.text_item.setTextWidth(width)
        pad = size * 0.6
        self.text_item.setPos(pad, pad)
        r = self.text_item.boundingRect()
        self._rect = QRectF(0, 0, r.width() + 2 * pad, r.height() + 2 * pad)
        self.setVisible(bool(text))
        self.update()

    def text(self) -> str:
        """The advice shown (empty when hidden)."""
        return self.text_item.toPlainText() if self.isVisible() else ""

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QBrush(QColor(12, 36, 48, 230)))
        painter.setPen(QPen(ADVICE, 2))
        painter.drawRoundedRect(self._rect, 10, 10)
