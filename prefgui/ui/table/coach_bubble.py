"""The coach's bubble on the table: a few wrapped lines (advice, a hint, a note, a drill's
answer) and, where there are figures behind them, a "Details" line that opens them in the
bubble (one click away)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from prefgui.ui.table.plates import ui_font

ADVICE = QColor(120, 220, 255)  # the bubble's rim and the cards it recommends


def _details_label(expanded: bool) -> str:
    if expanded:
        return QCoreApplication.translate("CoachBubble", "▾ Hide the details")
    return QCoreApplication.translate("CoachBubble", "▸ Details: the figures behind it")


class CoachBubble(QGraphicsItem):
    """Wrapped text in a rounded bubble, with optional details behind a link; empty text
    hides it."""

    def __init__(self) -> None:
        super().__init__()
        self.text_item = QGraphicsTextItem(self)
        self.text_item.setDefaultTextColor(QColor(250, 246, 232))
        self.details_item = QGraphicsTextItem(self)
        self.details_item.setDefaultTextColor(QColor(214, 226, 232))
        self.link_item = QGraphicsTextItem(self)
        self.link_item.setDefaultTextColor(ADVICE)
        self.details = ""
        self.expanded = False
        self._rect = QRectF()
        # Clicks and drags go through to the cards beneath (the scene handles a click on
        # the bubble: the link opens the details, elsewhere it closes the bubble).
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        for item in (self.text_item, self.details_item, self.link_item):
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def set_content(self, text: str, details: str = "") -> None:
        """What the bubble says, and the details behind its link ('' for none); new
        content starts with the details closed."""
        if text != self.text_item.toPlainText() or details != self.details:
            self.expanded = False
        self.text_item.setPlainText(text)
        self.details = details
        self.setVisible(bool(text))

    def lay_out(self, width: float, size: float) -> None:
        """Wrap the content to ``width`` pixels in a font of ``size`` pixels."""
        self.prepareGeometryChange()
        pad = size * 0.6
        font = ui_font(size)
        small = ui_font(size * 0.92)
        self.text_item.setFont(font)
        self.text_item.setTextWidth(width)
        self.text_item.setPos(pad, pad)
        y = pad + self.text_item.boundingRect().height()
        self.details_item.setVisible(bool(self.details) and self.expanded)
        self.link_item.setVisible(bool(self.details))
        if self.details and self.expanded:
            self.details_item.setFont(small)
            self.details_item.setPlainText(self.details)
            self.details_item.setTextWidth(width)
            self.details_item.setPos(pad, y + size * 0.3)
            y += size * 0.3 + self.details_item.boundingRect().height()
        if self.details:
            link_font = ui_font(size * 0.92)
            link_font.setUnderline(True)
            self.link_item.setFont(link_font)
            self.link_item.setPlainText(_details_label(self.expanded))
            self.link_item.setTextWidth(width)
            self.link_item.setPos(pad, y + size * 0.2)
            y += size * 0.2 + self.link_item.boundingRect().height()
        w = self.text_item.boundingRect().width()
        if self.details:
            w = max(w, self.link_item.boundingRect().width(),
                    self.details_item.boundingRect().width() if self.expanded else 0.0)
        self._rect = QRectF(0, 0, w + 2 * pad, y + pad)
        self.update()

    def content(self) -> tuple[object, ...]:
        """Everything its size at a width and a font size depends on."""
        return (self.text_item.toPlainText(), self.details, self.expanded,
                _details_label(self.expanded) if self.details else "")

    def link_hit(self, scene_pos: QPointF) -> bool:
        """Whether ``scene_pos`` is on the Details link."""
        if not self.isVisible() or not self.details:
            return False
        return self.link_item.sceneBoundingRect().contains(scene_pos)

    def toggle_details(self) -> None:
        """Open or close the details (the caller lays the bubble out again)."""
        self.expanded = not self.expanded

    def text(self) -> str:
        """The advice shown (empty when hidden)."""
        return self.text_item.toPlainText() if self.isVisible() else ""

    def shown_details(self) -> str:
        """The details as shown ('' while closed or hidden)."""
        return self.details if self.isVisible() and self.expanded else ""

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QBrush(QColor(12, 36, 48, 230)))
        painter.setPen(QPen(ADVICE, 2))
        painter.drawRoundedRect(self._rect, 10, 10)
