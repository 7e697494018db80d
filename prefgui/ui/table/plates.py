"""Painted table furniture: name plates, the info badges and the drop zone."""

from __future__ import annotations

import functools

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

GOLD = QColor(240, 200, 90)
CREAM = QColor(250, 246, 232)


def ui_font(px: float, bold: bool = False) -> QFont:
    f = QFont("DejaVu Sans")
    f.setPixelSize(max(9, int(px)))
    f.setBold(bold)
    return f


@functools.lru_cache(maxsize=64)
def _metrics(px: int, bold: bool) -> QFontMetricsF:
    return QFontMetricsF(ui_font(px, bold))


@functools.lru_cache(maxsize=4096)
def text_width(text: str, px: float, bold: bool = False) -> float:
    """The width of ``text`` in ``ui_font(px, bold)`` (remembered: the table measures the
    same names and calls at every change)."""
    return _metrics(max(9, int(px)), bold).horizontalAdvance(text)


class NamePlate(QGraphicsItem):
    """A seat's name, role, tricks and dealer chip; glows when the seat is to act."""

    def __init__(self) -> None:
        super().__init__()
        self.name = ""
        self.role = ""
        self.tricks = ""
        self.dealer = False
        self.active = False
        self.thinking = False
        self.size = 14.0
        self.align = "center"
        self.balance = ""
        self._rect = QRectF(0, 0, 10, 10)
        # Painted again only when its content changes, not in every frame a card crosses it.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_content(self, name: str, role: str, tricks: str, dealer: bool, active: bool,
                    thinking: bool, size: float, align: str, balance: str = "") -> None:
        if (name, role, tricks, balance, dealer, active, thinking, size, align) == (
                self.name, self.role, self.tricks, self.balance, self.dealer, self.active,
                self.thinking, self.size, self.align):
            return  # nothing to paint again
        self.prepareGeometryChange()
        self.name, self.role, self.tricks, self.balance = name, role, tricks, balance
        self.dealer, self.active, self.thinking = dealer, active, thinking
        self.size, self.align = size, align
        w = max(text_width(name, size, True) + (size * 1.9 if dealer else 0)
                + (text_width(balance, size * 0.78) + size if balance else 0),
                text_width(self.subtitle(), size * 0.78)) + size * 1.6
        h = size * 3.0
        x = {"center": -w / 2, "left": 0.0, "right": -w}[align]
        self._rect = QRectF(x, 0, w, h)
        self.update()

    def set_thinking(self, thinking: bool) -> None:
        """Show or hide the thinking mark (the plate keeps its size)."""
        if thinking != self.thinking:
            self.thinking = thinking
            self.update()

    def subtitle(self) -> str:
        parts = [p for p in (self.role, self.tricks) if p]
        return " · ".join(parts)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect.adjusted(-6, -6, 6, 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        r = self._rect
        s = self.size
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.active:
            for i, alpha in enumerate((40, 70, 110)):
                painter.setPen(QPen(QColor(255, 214, 90, alpha), 6 - 2 * i))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(r.adjusted(-2, -2, 2, 2), s * 0.6, s * 0.6)
        grad = QLinearGradient(r.topLeft(), r.bottomLeft())
        grad.setColorAt(0, QColor(25, 45, 35, 225))
        grad.setColorAt(1, QColor(12, 28, 20, 225))
        painter.setBrush(grad)
        painter.setPen(QPen(GOLD if self.active else QColor(255, 255, 255, 60), 1.5))
        painter.drawRoundedRect(r, s * 0.6, s * 0.6)
        x = r.left() + s * 0.8
        if self.dealer:
            chip = QRectF(x, r.top() + s * 0.35, s * 1.3, s * 1.3)
            painter.setBrush(CREAM)
            painter.setPen(QPen(QColor(120, 90, 30), 1.2))
            painter.drawEllipse(chip)
            painter.setFont(ui_font(s * 0.8, True))
            painter.setPen(QColor(60, 40, 10))
            painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, "D")
            x += s * 1.7
        painter.setFont(ui_font(s, True))
        painter.setPen(GOLD if self.active else CREAM)
        painter.drawText(QRectF(x, r.top() + s * 0.3, r.right() - x, s * 1.4),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.name)
        painter.setFont(ui_font(s * 0.78))
        if self.balance:
            painter.setPen(CREAM)
            painter.drawText(QRectF(x, r.top() + s * 0.3, r.right() - x - s * 0.8, s * 1.4),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             self.balance)
        painter.setPen(QColor(215, 225, 215))
        sub = self.subtitle() + ("  …" if self.thinking else "")
        painter.drawText(QRectF(r.left() + s * 0.8, r.top() + s * 1.6, r.width() - s * 1.2,
                                s * 1.2), Qt.AlignmentFlag.AlignLeft, sub)


class InfoBadge(QGraphicsItem):
    """A small panel of text lines (the contract, the pot), or a speech bubble (a call)."""

    def __init__(self, bubble: bool = False) -> None:
        super().__init__()
        self.bubble = bubble
        self.lines: list[str] = []
        self.size = 14.0
        self._rect = QRectF(0, 0, 10, 10)
        self.align_right = False
        self.small_from = 99  # lines from this index on are set small and tight
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def _line(self, i: int) -> tuple[float, float]:
        """Font size and line height of line ``i``."""
        return self.line_metrics(i, self.size, self.small_from)

    def set_lines(self, lines: list[str], size: float, align_right: bool = False,
                  small_from: int = 99) -> None:
        self.setVisible(bool(lines))
        if (lines, size, align_right, small_from) == (
                self.lines, self.size, self.align_right, self.small_from):
            return  # nothing to paint again
        self.prepareGeometryChange()
        self.lines, self.size, self.align_right = list(lines), size, align_right
        self.small_from = small_from
        self._rect = self.measure(lines, size, small_from, align_right)
        self.update()

    @staticmethod
    def measure(lines: list[str], size: float, small_from: int = 99,
                align_right: bool = False) -> QRectF:
        """The panel ``lines`` would fill at ``size`` (in item coordinates), the badge
        left as it is."""
        def line(i: int) -> tuple[float, float]:
            return InfoBadge.line_metrics(i, size, small_from)

        w = max((text_width(t, line(i)[0], i == 0) for i, t in enumerate(lines)),
                default=0) + size * 1.6
        h = size * 0.8 + sum(line(i)[1] for i in range(len(lines)))
        return QRectF(-w if align_right else 0, 0, w, h)

    @staticmethod
    def line_metrics(i: int, size: float, small_from: int) -> tuple[float, float]:
        """Font size and line height of line ``i``."""
        if i >= small_from:
            return size * 0.72, size * 1.05
        return size * (1.0 if i == 0 else 0.85), size * 1.45

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect.adjusted(-2, -2, 2, 2)

    def panel_rect(self) -> QRectF:
        """The painted panel, in item coordinates."""
        return QRectF(self._rect)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(CREAM if self.bubble else QColor(10, 25, 18, 200))
        painter.setPen(QPen(GOLD if self.bubble else QColor(255, 255, 255, 50),
                            2 if self.bubble else 1))
        painter.drawRoundedRect(self._rect, self.size * 0.5, self.size * 0.5)
        y = self._rect.top() + self.size * 0.4
        for i, line in enumerate(self.lines):
            font_px, line_h = self._line(i)
            painter.setFont(ui_font(font_px, i == 0))
            painter.setPen(QColor(30, 40, 30) if self.bubble else GOLD if i == 0 else CREAM)
            painter.drawText(QRectF(self._rect.left() + self.size * 0.8, y,
                                    self._rect.width() - self.size * 1.6, line_h * 0.97),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, line)
            y += line_h


class DropZone(QGraphicsItem):
    """The trick area; lights up while the player drags a card."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF(0, 0, 10, 10)
        self.lit = False
        self.label = ""
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_rect(self, rect: QRectF) -> None:
        if rect == self.rect:
            return
        self.prepareGeometryChange()
        self.rect = rect
        self.update()

    def set_lit(self, lit: bool, label: str = "") -> None:
        self.lit, self.label = lit, label
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        color = QColor(255, 224, 120, 150) if self.lit else QColor(255, 255, 255, 28)
        pen = QPen(color, 2.5 if self.lit else 1.5, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(QColor(255, 240, 180, 30) if self.lit else Qt.BrushStyle.NoBrush)
        radius = self.rect.width() * 0.06
        painter.drawRoundedRect(self.rect, radius, radius)
        if self.lit and self.label:
            painter.setFont(ui_font(self.rect.height() * 0.06, True))
            painter.setPen(QColor(255, 240, 190, 200))
            painter.drawText(self.rect.adjusted(0, 0, 0, -self.rect.height() * 0.04),
                             Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
                             self.label)
