"""Where the pulka's parts go (see :mod:`~prefgui.ui.sheet.pulka_drawing`): the rectangle
in its area, the strips of each player's part, every cell's writing area, the lines that
part them. Geometry only: nothing is painted here.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QTransform

from prefgui.ui.sheet.pulka_figures import PulkaFigures, Step, running

__all__ = ["FOUR", "SCALES", "STRIPS", "THREE", "Band", "Cell", "band", "divider_ends",
           "layout_cells", "positions", "sheet_rect", "ticks"]

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


def sheet_rect(area: QRectF) -> QRectF:
    """The rectangle of the pulka in ``area``: a margin all round, and never wider than 1.8
    times its height, so that the side strips stay strips."""
    r = area.adjusted(8, 8, -8, -8)
    w = min(r.width(), r.height() * 1.8)
    return QRectF(r.center().x() - w / 2, r.top(), w, r.height())


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


def layout_cells(f: PulkaFigures, where: dict[int, str], rect: QRectF) -> list[Cell]:
    """Every cell of the pulka in ``rect``, written or not; ``where`` is each seat's
    position (:func:`positions`)."""
    table = THREE if f.players == 3 else FOUR
    seat_at = {pos: seat for seat, pos in where.items()}
    out: list[Cell] = []
    for seat, pos in where.items():
        own_band, whist_bands = table[pos]
        for k, strip in enumerate(STRIPS):
            outer, inner = SCALES[k], SCALES[k + 1]
            if strip == "whists":
                for opp_pos, part in whist_bands.items():
                    on = seat_at[opp_pos]
                    c, length, thick, angle = band(rect, part, outer, inner)
                    out.append(Cell(seat, strip, on, c, length, thick, angle,
                                    f.whists[seat][on]))
            else:
                c, length, thick, angle = band(rect, own_band, outer, inner)
                steps = f.pool[seat] if strip == "pool" else f.mountain[seat]
                out.append(Cell(seat, strip, None, c, length, thick, angle, steps))
    return out


def divider_ends(rect: QRectF, players: int) -> list[QPointF]:
    """Where the lines from the circle that part the players meet the edge."""
    if players == 3:
        return [rect.bottomLeft(), rect.bottomRight(), QPointF(rect.center().x(), rect.top())]
    return [rect.topLeft(), rect.topRight(), rect.bottomLeft(), rect.bottomRight()]


def ticks(rect: QRectF, players: int) -> list[tuple[QPointF, QPointF]]:
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
