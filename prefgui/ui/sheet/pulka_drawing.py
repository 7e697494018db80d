"""The pulka drawn as Russian players draw it on paper (QPainter).

A rectangle with a small circle in the middle (the pool size written in it) and lines from
the circle to the edge that give each player his part: for three players to the two bottom
corners and the middle of the top edge (the classic triangle), for four to the four corners
(the rectangle). Each part holds three strips, from the edge inwards: the whists written on
each opponent (the part of the strip nearest that opponent), the pool (пуля) and the
mountain (гора). Inside them, round the circle, the player's name and his standing in
whists. Every cell shows its running totals after dots (``2.6.10``), as players write
them; help and write-offs (§13.10.1) and all-pass deals are written in their own ink.

The seat at the bottom is the human's; the others follow in the direction of play, as at the
table (clockwise: the next seat on the left).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QHelpEvent,
    QImage,
    QPainter,
    QPaintEvent,
    QPen,
    QTransform,
)
from PySide6.QtWidgets import QToolTip, QWidget

from prefgui.ui.sheet.pulka_figures import HELP, RASPASY, WRITE_OFF, PulkaFigures, Step, running
from prefgui.ui.words.pulka_texts import whists_text
from prefgui.ui.words.texts import tr

PAPER = QColor("#f6f1df")
PENCIL = QColor("#6b5f49")
INK = QColor("#1f3f8f")
KIND_INK = {HELP: QColor("#1d7a3a"), WRITE_OFF: QColor("#b3261e"), RASPASY: QColor("#7b3fa0")}
SCALES = (1.0, 0.79, 0.6, 0.42)
"""The strips' edges, as fractions of the rectangle about its centre: whists, pool, mountain."""
STRIPS = ("whists", "pool", "mountain")

Band = tuple[str, float, float]
"""An edge of the rectangle and the part of it (0..1 in reading order) a cell writes on."""

# Where each position's cells go: (pool and mountain band, {opponent's position: band}).
# Positions: B bottom, L left, T top, R right. Reading order: bottom and top edges left to
# right, the left edge upwards, the right edge downwards.
THREE: dict[str, tuple[Band, dict[str, Band]]] = {
    "B": (("bottom", 0, 1), {"L": ("bottom", 0, 0.5), "R": ("bottom", 0.5, 1)}),
    "L": (("left", 0, 1), {"B": ("left", 0, 1), "R": ("top", 0, 0.5)}),
    "R": (("right", 0, 1), {"L": ("top", 0.5, 1), "B": ("right", 0, 1)}),
}
THIRD = 1 / 3
FOUR: dict[str, tuple[Band, dict[str, Band]]] = {
    "B": (("bottom", 0, 1), {"L": ("bottom", 0, THIRD), "T": ("bottom", THIRD, 2 * THIRD),
                             "R": ("bottom", 2 * THIRD, 1)}),
    "L": (("left", 0, 1), {"B": ("left", 0, THIRD), "R": ("left", THIRD, 2 * THIRD),
                           "T": ("left", 2 * THIRD, 1)}),
    "T": (("top", 0, 1), {"L": ("top", 0, THIRD), "B": ("top", THIRD, 2 * THIRD),
                          "R": ("top", 2 * THIRD, 1)}),
    "R": (("right", 0, 1), {"T": ("right", 0, THIRD), "L": ("right", THIRD, 2 * THIRD),
                            "B": ("right", 2 * THIRD, 1)}),
}


def positions(players: int, bottom: int = 0, clockwise: bool = True) -> dict[int, str]:
    """Where each seat is drawn: ``bottom`` at the bottom, the next seat in the direction of
    play on the left when play goes clockwise (on the right otherwise)."""
    order = ["B", "L", "R"] if players == 3 else ["B", "L", "T", "R"]
    if not clockwise:
        order = [order[0]] + order[:0:-1]
    return {(bottom + k) % players: order[k] for k in range(players)}


@dataclass(frozen=True)
class Cell:
    """One written cell of the drawing: whose it is, where, and what it says.

    ``center``, ``length`` and ``thickness`` give the strip's writing area; ``angle`` turns
    the writing along the edge (−90 on the left edge, 90 on the right)."""

    seat: int
    kind: str  # "pool", "mountain" or "whists"
    on: int | None  # the opponent of a whists cell
    center: QPointF
    length: float
    thickness: float
    angle: float
    steps: tuple[Step, ...]

    @property
    def text(self) -> str:
        return running(self.steps)

    def contains(self, point: QPointF) -> bool:
        local = self.to_local().map(point)
        return abs(local.x()) <= self.length / 2 and abs(local.y()) <= self.thickness / 2

    def to_local(self) -> QTransform:
        """Widget coordinates to the cell's own (origin at its centre, x along the edge)."""
        t = QTransform()
        t.rotate(-self.angle)
        t.translate(-self.center.x(), -self.center.y())
        return t


class PulkaDrawing(QWidget):
    """The drawn pulka of one ``PulkaFigures``; ``cells()`` says what is written where."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.figures: PulkaFigures | None = None
        self.names: list[str] = []
        self.where: dict[int, str] = {}
        self.setMinimumSize(320, 220)
        self.setMouseTracking(True)

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(720, 480)

    def set_figures(self, figures: PulkaFigures, names: list[str], bottom: int = 0,
                    clockwise: bool = True) -> None:
        self.figures = figures
        self.names = names
        self.where = positions(figures.players, bottom, clockwise)
        self.update()

    # geometry --------------------------------------------------------------------------------
    def sheet_rect(self, area: QRectF | None = None) -> QRectF:
        """The rectangle of the pulka in ``area`` (the widget): a margin all round, and
        never wider than 1.8 times its height, so that the side strips stay strips."""
        r = (area or QRectF(self.rect())).adjusted(8, 8, -8, -8)
        w = min(r.width(), r.height() * 1.8)
        return QRectF(r.center().x() - w / 2, r.top(), w, r.height())

    @staticmethod
    def band(rect: QRectF, band: Band, outer: float, inner: float
             ) -> tuple[QPointF, float, float, float]:
        """The writing area of a strip (scales ``outer`` to ``inner``) along part of an edge:
        centre, length, thickness, angle."""
        edge, t0, t1 = band
        c = rect.center()
        half_w, half_h = rect.width() / 2, rect.height() / 2
        mid = (outer + inner) / 2
        if edge in ("bottom", "top"):
            x0 = c.x() - inner * half_w
            span = 2 * inner * half_w
            x = x0 + span * (t0 + t1) / 2
            y = c.y() + (mid * half_h if edge == "bottom" else -mid * half_h)
            return QPointF(x, y), span * (t1 - t0), (outer - inner) * half_h, 0.0
        span = 2 * inner * half_h
        thickness = (outer - inner) * half_w
        if edge == "left":
            y = c.y() + inner * half_h - span * (t0 + t1) / 2
            return QPointF(c.x() - mid * half_w, y), span * (t1 - t0), thickness, -90.0
        y = c.y() - inner * half_h + span * (t0 + t1) / 2
        return QPointF(c.x() + mid * half_w, y), span * (t1 - t0), thickness, 90.0

    def cells(self, area: QRectF | None = None) -> list[Cell]:
        """Every cell of the drawing, written or not, for the widget's size (or ``area``)."""
        f = self.figures
        if f is None:
            return []
        rect = self.sheet_rect(area)
        table = THREE if f.players == 3 else FOUR
        seat_at = {pos: seat for seat, pos in self.where.items()}
        out: list[Cell] = []
        for seat, pos in self.where.items():
            own_band, whist_bands = table[pos]
            for k, strip in enumerate(STRIPS):
                outer, inner = SCALES[k], SCALES[k + 1]
                if strip == "whists":
                    for opp_pos, band in whist_bands.items():
                        on = seat_at[opp_pos]
                        c, length, thick, angle = self.band(rect, band, outer, inner)
                        out.append(Cell(seat, strip, on, c, length, thick, angle,
                                        f.whists[seat][on]))
                else:
                    c, length, thick, angle = self.band(rect, own_band, outer, inner)
                    steps = f.pool[seat] if strip == "pool" else f.mountain[seat]
                    out.append(Cell(seat, strip, None, c, length, thick, angle, steps))
        return out

    def cell_at(self, point: QPointF) -> Cell | None:
        return next((c for c in self.cells() if c.contains(point)), None)

    def series_mark(self) -> str:
        """What the circle says of an open raspasy series: its length and the next trick
        price (``2 · ×3``)."""
        f = self.figures
        return "" if f is None or not f.series else f"{f.series} \u00b7 \u00d7{f.next_price}"

    def cell_tooltip(self, cell: Cell) -> str:
        name = self.names[cell.seat] if cell.seat < len(self.names) else str(cell.seat)
        if cell.kind == "pool":
            what = tr("{name}'s pool").format(name=name)
        elif cell.kind == "mountain":
            what = tr("{name}'s mountain").format(name=name)
        else:
            other = self.names[cell.on] if cell.on is not None and cell.on < len(
                self.names) else ""
            what = tr("Whists {name} wrote on {other}").format(name=name, other=other)
        return f"{what}: {cell.text or '0'}"

    # painting --------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        try:
            self.paint(p, QRectF(self.rect()))
        finally:
            p.end()

    def image(self, size: QSize) -> QImage:
        """The drawing alone, as a picture of ``size``."""
        img = QImage(size, QImage.Format.Format_ARGB32)
        img.fill(PAPER)
        p = QPainter(img)
        try:
            self.paint(p, QRectF(0, 0, size.width(), size.height()))
        finally:
            p.end()
        return img

    def paint(self, p: QPainter, area: QRectF) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(area, PAPER)
        f = self.figures
        if f is None:
            return
        rect = self.sheet_rect(area)
        c = rect.center()
        radius = SCALES[3] * min(rect.width(), rect.height()) / 2 * 0.42
        p.setPen(QPen(PENCIL, 1.6))
        for s in SCALES:
            p.drawRect(QRectF(c.x() - s * rect.width() / 2, c.y() - s * rect.height() / 2,
                              s * rect.width(), s * rect.height()))
        for end in self._divider_ends(rect, f.players):
            p.drawLine(end, c)
        p.setPen(QPen(PENCIL, 1.2))
        for a, b in self._ticks(rect, f.players):
            p.drawLine(a, b)
        p.setBrush(PAPER)
        p.setPen(QPen(PENCIL, 1.6))
        p.drawEllipse(c, radius, radius)
        p.setBrush(Qt.BrushStyle.NoBrush)
        font = QFont(self.font())
        font.setPixelSize(max(10, int(radius * 0.8)))
        font.setBold(True)
        p.setFont(font)
        p.setPen(INK)
        circle = QRectF(c.x() - radius, c.y() - radius, 2 * radius, 2 * radius)
        if f.series:  # an open raspasy series: the next all-pass deal's trick price under it
            p.drawText(circle.adjusted(0, 0, 0, -radius * 0.45), Qt.AlignmentFlag.AlignCenter,
                       str(f.pool_size))
            font.setPixelSize(max(9, int(radius * 0.38)))
            p.setFont(font)
            p.setPen(KIND_INK[RASPASY])
            p.drawText(circle.adjusted(0, radius * 0.9, 0, -radius * 0.25),
                       Qt.AlignmentFlag.AlignCenter, self.series_mark())
        else:
            p.drawText(circle, Qt.AlignmentFlag.AlignCenter, str(f.pool_size))
        for cell in self.cells(area):
            self._write(p, cell)
        self._names(p, rect, radius)

    @staticmethod
    def _divider_ends(rect: QRectF, players: int) -> list[QPointF]:
        if players == 3:
            return [rect.bottomLeft(), rect.bottomRight(), QPointF(rect.center().x(), rect.top())]
        return [rect.topLeft(), rect.topRight(), rect.bottomLeft(), rect.bottomRight()]

    def _ticks(self, rect: QRectF, players: int) -> list[tuple[QPointF, QPointF]]:
        """The short lines that part a whists strip between the opponents."""
        outer, inner = SCALES[0], SCALES[1]
        c = rect.center()
        hw, hh = rect.width() / 2, rect.height() / 2
        if players == 3:
            return [(QPointF(c.x(), c.y() + outer * hh), QPointF(c.x(), c.y() + inner * hh))]
        out = []
        for t in (THIRD, 2 * THIRD):
            x = c.x() - inner * hw + 2 * inner * hw * t
            y = c.y() - inner * hh + 2 * inner * hh * t
            out += [(QPointF(x, c.y() + outer * hh), QPointF(x, c.y() + inner * hh)),
                    (QPointF(x, c.y() - outer * hh), QPointF(x, c.y() - inner * hh)),
                    (QPointF(c.x() - outer * hw, y), QPointF(c.x() - inner * hw, y)),
                    (QPointF(c.x() + outer * hw, y), QPointF(c.x() + inner * hw, y))]
        return out

    def _write(self, p: QPainter, cell: Cell) -> None:
        """A cell's running totals along its strip; the earliest give way to "…" when the
        strip is full, so that the latest figures always show."""
        if not cell.steps:
            return
        font = QFont(self.font())
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
        c = rect.center()
        hw, hh = SCALES[3] * rect.width() / 2, SCALES[3] * rect.height() / 2
        font = QFont(self.font())
        font.setPixelSize(max(9, min(24, int((hh - radius) / 3.2))))
        p.setFont(font)
        p.setPen(INK)
        box_w = max(60.0, hw - radius - 4)
        box_h = max(24.0, hh - radius - 2)
        for seat, pos in self.where.items():
            if pos == "B":
                box = QRectF(c.x() - box_w / 2, c.y() + radius, box_w, box_h)
            elif pos == "T":
                box = QRectF(c.x() - box_w / 2, c.y() - radius - box_h, box_w, box_h)
            elif pos == "L":
                box = QRectF(c.x() - hw + 2, c.y() - box_h / 2, box_w, box_h)
            else:
                box = QRectF(c.x() + radius + 2, c.y() - box_h / 2, box_w, box_h)
            name = self.names[seat] if seat < len(self.names) else str(seat)
            text = f"{name}\n{whists_text(f.standing[seat])}"
            p.drawText(box, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, text)

    def event(self, e: QEvent) -> bool:
        if e.type() == QEvent.Type.ToolTip and isinstance(e, QHelpEvent):
            cell = self.cell_at(QPointF(e.pos()))
            if cell is not None:
                QToolTip.showText(e.globalPos(), self.cell_tooltip(cell), self)
            else:
                QToolTip.hideText()
            return True
        return super().event(e)
