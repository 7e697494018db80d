"""The pulka painted (QPainter): the paper, the strips' lines, the circle with the pool size
(and an open raspasy series), every cell's running totals in their inks, the players' names
and standings. Where things go is :mod:`~prefgui.ui.sheet.pulka_geometry`'s.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from prefgui.ui.sheet.pulka_figures import HELP, RASPASY, WRITE_OFF, PulkaFigures, running
from prefgui.ui.sheet.pulka_geometry import (
    SCALES,
    Cell,
    divider_ends,
    layout_cells,
    sheet_rect,
    ticks,
)
from prefgui.ui.words.pulka_texts import whists_text

__all__ = ["INK", "KIND_INK", "PAPER", "PENCIL", "PulkaPainter", "fitted_font", "name_boxes",
           "series_mark"]

PAPER = QColor("#f6f1df")
PENCIL = QColor("#6b5f49")
INK = QColor("#1f3f8f")
KIND_INK = {HELP: QColor("#1d7a3a"), WRITE_OFF: QColor("#b3261e"), RASPASY: QColor("#7b3fa0")}


def series_mark(f: PulkaFigures | None) -> str:
    """What the circle says of an open raspasy series: its length and the next trick price
    (``2 · ×3``); nothing once the pulka is over (no deal follows)."""
    if f is None or not f.series or f.finished:
        return ""
    return f"{f.series} \u00b7 \u00d7{f.next_price}"


class PulkaPainter:
    """Paints one pulka's figures, the seats at their positions (``where``), in ``font``."""

    def __init__(self, figures: PulkaFigures | None, names: list[str], where: dict[int, str],
                 font: QFont) -> None:
        self.figures = figures
        self.names = names
        self.where = where
        self.font = font

    def paint(self, p: QPainter, area: QRectF) -> None:
        """The pulka in ``area``: the paper, the lines, the circle, the cells, the names."""
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(area, PAPER)
        f = self.figures
        if f is None:
            return
        rect = sheet_rect(area)
        c = rect.center()
        radius = SCALES[3] * min(rect.width(), rect.height()) / 2 * 0.42
        p.setPen(QPen(PENCIL, 1.6))
        for s in SCALES:
            p.drawRect(QRectF(c.x() - s * rect.width() / 2, c.y() - s * rect.height() / 2,
                              s * rect.width(), s * rect.height()))
        for end in divider_ends(rect, f.players):
            p.drawLine(end, c)
        p.setPen(QPen(PENCIL, 1.2))
        for a, b in ticks(rect, f.players):
            p.drawLine(a, b)
        p.setBrush(PAPER)
        p.setPen(QPen(PENCIL, 1.6))
        p.drawEllipse(c, radius, radius)
        p.setBrush(Qt.BrushStyle.NoBrush)
        font = QFont(self.font)
        font.setPixelSize(max(10, int(radius * 0.8)))
        font.setBold(True)
        p.setFont(font)
        p.setPen(INK)
        circle = QRectF(c.x() - radius, c.y() - radius, 2 * radius, 2 * radius)
        if series_mark(f):  # an open series: the next all-pass deal's trick price under it
            p.drawText(circle.adjusted(0, 0, 0, -radius * 0.45), Qt.AlignmentFlag.AlignCenter,
                       str(f.pool_size))
            font.setPixelSize(max(9, int(radius * 0.38)))
            p.setFont(font)
            p.setPen(KIND_INK[RASPASY])
            p.drawText(circle.adjusted(0, radius * 0.9, 0, -radius * 0.25),
                       Qt.AlignmentFlag.AlignCenter, series_mark(f))
        else:
            p.drawText(circle, Qt.AlignmentFlag.AlignCenter, str(f.pool_size))
        for cell in layout_cells(f, self.where, rect):
            self._write(p, cell)
        self._names(p, rect, radius)

    def _write(self, p: QPainter, cell: Cell) -> None:
        """A cell's running totals along its strip; the earliest give way to "…" when the
        strip is full, so that the latest figures always show."""
        if not cell.steps:
            return
        font = QFont(self.font)
        font.setPixelSize(max(9, min(30, int(cell.thickness * 0.5))))
        metrics = QFontMetricsF(font)
        room = cell.length - 12
        steps = list(cell.steps)
        cut = False
        while len(steps) > 1 and metrics.horizontalAdvance(
                ("…" if cut else "") + running(steps)) > room:
            steps.pop(0)
            cut = True
        p.save()
        p.translate(cell.center)
        p.rotate(cell.angle)
        p.setFont(font)
        x = -cell.length / 2 + 6
        baseline = (metrics.ascent() - metrics.descent()) / 2  # the text centred on the strip
        pieces: list[tuple[str, QColor]] = [("…", INK)] if cut else []
        for k, s in enumerate(steps):
            if k:
                pieces.append((".", INK))
            pieces.append((str(s.total).replace("-", "\u2212"), KIND_INK.get(s.kind, INK)))
        for text, color in pieces:
            p.setPen(color)
            p.drawText(QPointF(x, baseline), text)
            x += metrics.horizontalAdvance(text)
        p.restore()

    def _names(self, p: QPainter, rect: QRectF, radius: float) -> None:
        """Each player's name and standing in whists, inside his part round the circle."""
        f = self.figures
        assert f is not None
        hh = SCALES[3] * rect.height() / 2
        texts = {seat: self._name_text(seat) for seat in self.where}
        lines = [line for text in texts.values() for line in text.split("\n")]
        pixels = max(9, min(24, int((hh - radius) / 3.2)))
        boxes = name_boxes(rect, radius, f.players, QFontMetricsF(
            _sized(self.font, pixels)).horizontalAdvance, lines)
        p.setFont(fitted_font(self.font, lines, min(b.width() for b in boxes.values()),
                              pixels))
        p.setPen(INK)
        for seat, pos in self.where.items():
            p.drawText(boxes[pos], Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                       texts[seat])

    def _name_text(self, seat: int) -> str:
        """The player's name over his standing in whists."""
        assert self.figures is not None
        name = self.names[seat] if seat < len(self.names) else str(seat)
        return f"{name}\n{whists_text(self.figures.standing[seat])}"


def _sized(base: QFont, pixels: int) -> QFont:
    font = QFont(base)
    font.setPixelSize(pixels)
    return font


def name_boxes(rect: QRectF, radius: float, players: int, advance: Callable[[str], float],
               lines: list[str]) -> dict[str, QRectF]:
    """Where each position's name and standing are written inside the mountain's rectangle
    of ``rect``: beside the circle (below and above it for the bottom and top seats), or, with
    three players on a sheet too narrow for the lines (``advance`` measures one) beside the
    circle, the side players' in the upper corners of their parts, where they have the room
    (docked beside a 1024×640 table "Запад" and "−109⅓" ran over the circle and "Восток"
    over the mountain's figures)."""
    c = rect.center()
    hw, hh = SCALES[3] * rect.width() / 2, SCALES[3] * rect.height() / 2
    side_w = max(24.0, hw - radius - 4)
    box_w = max(60.0, side_w)
    box_h = max(24.0, hh - radius - 2)
    boxes = {"B": QRectF(c.x() - box_w / 2, c.y() + radius, box_w, box_h),
             "T": QRectF(c.x() - box_w / 2, c.y() - radius - box_h, box_w, box_h),
             "L": QRectF(c.x() - hw + 2, c.y() - box_h / 2, side_w, box_h),
             "R": QRectF(c.x() + radius + 2, c.y() - box_h / 2, side_w, box_h)}
    if players == 3 and max(advance(line) for line in lines) > side_w - 2:
        up = QRectF(0, c.y() - hh + 2, hw - 4, hh - radius - 4)
        boxes["L"] = up.translated(c.x() - hw + 2, 0)
        boxes["R"] = up.translated(c.x() + 2, 0)
    return boxes


def fitted_font(base: QFont, lines: list[str], width: float, pixels: int) -> QFont:
    """``base`` at ``pixels`` or smaller (down to 7 px) so that every line fits ``width``
    (in a narrow dock "Восток" ran into the circle and out of its part of the sheet)."""
    font = QFont(base)
    for size in range(pixels, 6, -1):
        font.setPixelSize(size)
        metrics = QFontMetricsF(font)
        if all(metrics.horizontalAdvance(line) <= width - 2 for line in lines):
            break
    return font
