"""The marks painted over a card's art (:class:`~prefgui.ui.table.card_item.CardItem`):
dimmed, legal or focused, chosen for the discard, recommended by the coach, picked up from
the talon, winning the trick, and a drill's value tag."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen

from prefgui.ui.table.layout import CARD_RATIO

__all__ = ["MarkedCard", "has_marks", "paint_marks"]


class MarkedCard(Protocol):
    """What the marks are painted from: the card's width and its marks."""

    width: float
    face_up: bool
    legal: bool
    dimmed: bool
    focused: bool
    selected_for_discard: bool
    winning: bool
    from_talon: bool
    advised: bool
    value_text: str
    value_right: bool


def has_marks(c: MarkedCard) -> bool:
    """Whether anything is painted over the card's art."""
    return bool(c.dimmed or c.legal or c.focused or c.selected_for_discard or c.advised
                or c.from_talon or c.winning or (c.value_text and c.face_up))


def paint_marks(painter: QPainter, c: MarkedCard) -> None:
    """The card's marks over its art, along its rounded edge."""
    path = QPainterPath()
    path.addRoundedRect(QRectF(0.5, 0.5, c.width - 1, c.width * CARD_RATIO - 1),
                        c.width * 0.07, c.width * 0.07)
    if c.dimmed:
        painter.fillPath(path, QColor(20, 30, 25, 95))
    if c.legal or c.focused or c.selected_for_discard:
        color = QColor(255, 214, 90) if not c.selected_for_discard else QColor(
            120, 200, 255)
        pen = QPen(color, max(2.0, c.width * 0.035 * (1.6 if c.focused else 1.0)))
        painter.setPen(pen)
        painter.drawPath(path)
    if c.advised:
        painter.setPen(QPen(QColor(120, 220, 255), max(3.0, c.width * 0.06)))
        painter.drawPath(path)
    if c.from_talon:
        painter.setPen(QPen(QColor(120, 200, 255), max(2.0, c.width * 0.03),
                            Qt.PenStyle.DashLine))
        painter.drawPath(path)
    if c.winning:
        painter.setPen(QPen(QColor(90, 230, 120), max(3.0, c.width * 0.06)))
        painter.drawPath(path)
    if c.value_text and c.face_up:
        _paint_value(painter, c)


def _paint_value(painter: QPainter, c: MarkedCard) -> None:
    """The value tag in the card's left strip (the part a fanned hand leaves visible)."""
    w = c.width
    tag = QRectF(w * 0.03, w * CARD_RATIO * 0.40, w * 0.5, w * 0.3)
    painter.setPen(QPen(QColor(255, 255, 255), max(1.5, w * 0.02)))
    painter.setBrush(QColor(30, 140, 70) if c.value_right else QColor(185, 45, 40))
    painter.drawRoundedRect(tag, w * 0.06, w * 0.06)
    font = QFont(painter.font())
    font.setBold(True)
    font.setPixelSize(max(9, int(w * 0.2)))
    painter.setFont(font)
    painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, c.value_text)
