"""The table's felt: a green radial gradient, lighter at the centre of the table."""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QBrush, QColor, QPainter, QRadialGradient

__all__ = ["paint_felt"]


def paint_felt(painter: QPainter, table: QRectF, rect: QRectF | QRect) -> None:
    """The part ``rect`` of the felt of the whole ``table``."""
    grad = QRadialGradient(table.center(), max(table.width(), table.height()) * 0.75)
    grad.setColorAt(0, QColor(38, 110, 70))
    grad.setColorAt(0.7, QColor(22, 78, 50))
    grad.setColorAt(1, QColor(12, 48, 32))
    painter.fillRect(QRectF(rect), QBrush(grad))
