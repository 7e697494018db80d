"""Values drawn on the table's cards: the declarer's tricks and the player's units.

A badge lies on the part of a card that the next card of the hand leaves visible (below
the index, on the left of a card in the bottom or top hand, on the top of a side hand's
turned card), just above that card and below the next one, so every badge of a fanned hand
can be read. The card played gets a coloured rim and its grade; a card that breaks a
convention is marked with the rule.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from prefgui.coach.grading import Grade
from prefgui.ui.table.card_item import CardItem
from prefgui.ui.table.layout import CARD_RATIO
from prefgui.ui.table.plates import ui_font

__all__ = ["GRADE_COLORS", "ValueBadge"]

GRADE_COLORS = {
    Grade.BEST: QColor(90, 210, 120),
    Grade.GOOD: QColor(150, 210, 110),
    Grade.INACCURACY: QColor(240, 200, 80),
    Grade.MISTAKE: QColor(245, 140, 60),
    Grade.BLUNDER: QColor(235, 70, 70),
    Grade.UNLUCKY: QColor(130, 170, 255),
}
BEST_RIM = QColor(90, 210, 120)


class ValueBadge(QGraphicsItem):
    """A few short lines in a rounded box over a card; ``rim`` (the grade's colour of the
    card played) fills it, ``best`` rims it green."""

    def __init__(self) -> None:
        super().__init__()
        self.lines: list[str] = []
        self.rim: QColor | None = None
        self.best = False
        self._font = QFont()
        self._rect = QRectF()
        self._across = False  # one line (a side hand's turned card)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def show_on(self, item: CardItem, lines: list[str], rim: QColor | None, best: bool,
                strip: float = 0.62) -> None:
        """Lay the badge on ``item``'s visible strip (the item is already in place).

        Args:
            strip: the share of the card's width the next card of its hand leaves visible.
        """
        self.prepareGeometryChange()
        self.lines, self.rim, self.best = lines, rim, best
        w, h = item.width, item.width * CARD_RATIO
        # The strip the next card of a fan leaves free, in the card's own coordinates.
        local = QRectF(w * 0.02, h * 0.26, w * (max(0.2, min(1.0, strip)) - 0.04), h * 0.66)
        area = item.mapRectToScene(local)
        self._across = area.height() < area.width()
        px = max(8.0, w * 0.15)
        for _ in range(6):  # shrink the text until it fits the strip
            self._font = ui_font(px, bold=True)
            fm = QFontMetricsF(self._font)
            pad = fm.height() * 0.12
            if self._across:
                size = (fm.horizontalAdvance(" · ".join(lines)) + 2 * pad, fm.height() + 2 * pad)
            else:
                size = (max((fm.horizontalAdvance(t) for t in lines), default=0.0) + 2 * pad,
                        fm.height() * len(lines) + 2 * pad)
            if (size[0] <= area.width() and size[1] <= area.height()) or px <= 8.0:
                break
            px = max(8.0, px * 0.85)
        self._rect = QRectF(0, 0, *size)
        self.setPos(area.center().x() - self._rect.width() / 2,
                    area.center().y() - self._rect.height() / 2)
        self.setZValue(item.zValue() + 0.5)
        self.setVisible(True)
        self.update()

    def text(self) -> str:
        """The badge's lines, for tests and tooltips."""
        return "\n".join(self.lines)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # The card played is filled with its grade's colour; the best cards have a green rim.
        fill = self.rim if self.rim is not None else QColor(14, 32, 24, 225)
        painter.setBrush(QBrush(fill))
        rim = BEST_RIM if self.best else QColor(200, 200, 190)
        painter.setPen(QPen(rim, 2.5 if self.best else 1.0))
        painter.drawRoundedRect(self._rect, 4, 4)
        painter.setFont(self._font)
        painter.setPen(QColor(16, 20, 18) if self.rim is not None else QColor(250, 246, 232))
        flags = Qt.AlignmentFlag.AlignCenter
        if self._across:
            painter.drawText(self._rect, flags, " · ".join(self.lines))
        else:
            painter.drawText(self._rect, flags, "\n".join(self.lines))
