"""Where a box fits on the table without covering what the player must see.

The cards, plates and badges are rectangles; :func:`free_spot` finds a place for a box of
a given size inside the table that overlaps none of them, nearest to where it is wanted.
The candidates are the table's edges and every obstacle's edges (a box that fits somewhere
can be slid against an edge or an obstacle without touching another), so the search is
exact for rectangles and quick (a few dozen obstacles once overlapping ones are merged).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QTransform

from prefgui.ui.table.card_item import CardItem
from prefgui.ui.table.layout import CARD_RATIO

if TYPE_CHECKING:
    from prefgui.ui.table.scene import TableScene

__all__ = ["card_home_rect", "card_rects", "free_spot", "merged"]


Box = tuple[float, float, float, float]  # a rectangle as QRectF holds it: x, y, width, height


def _box(r: QRectF) -> Box:
    return r.x(), r.y(), r.width(), r.height()


def _meets(a: Box, b: Box) -> bool:
    """``QRectF.intersects`` of two rectangles of positive size (the same arithmetic, without
    a call into Qt for each of the thousand pairs a search compares)."""
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def merged(rects: list[QRectF]) -> list[QRectF]:
    """``rects`` with overlapping ones replaced by their bounding rectangle where it covers
    little more than they do (a fanned hand becomes one obstacle; a hand and a plate at
    right angles stay two).

    Always the first pair that may merge (in the order of the list) is merged next; the
    pairs found apart before a merge are not compared again (only with the merged one)."""
    out = [_box(r) for r in rects if not r.isEmpty()]
    grown = -1  # the rectangle merged last: the rows above it compare with it alone
    while True:
        found: tuple[int, int, Box] | None = None
        for i in range(len(out)):
            if i < grown:
                others: range | tuple[int, ...] = (grown,)
            else:
                others = range(i + 1, len(out))
            a = out[i]
            for j in others:
                b = out[j]
                if not _meets(a, b):
                    continue
                # as QRectF.intersected and QRectF.united compute them
                ix, iy = max(a[0], b[0]), max(a[1], b[1])
                shared = (min(a[0] + a[2], b[0] + b[2]) - ix) * (min(a[1] + a[3], b[1] + b[3]) - iy)
                left, top = min(a[0], b[0]), min(a[1], b[1])
                right, bottom = max(a[0] + a[2], b[0] + b[2]), max(a[1] + a[3], b[1] + b[3])
                union = (left, top, right - left, bottom - top)
                if union[2] * union[3] <= (a[2] * a[3] + b[2] * b[3] - shared) * 1.2:
                    found = (i, j, union)
                    break
            if found is not None:
                break
        if found is None:
            return [QRectF(*r) for r in out]
        i, j, union = found
        out[i] = union
        del out[j]
        grown = i


def free_spot(size: QSizeF, bounds: QRectF, obstacles: list[QRectF], anchor: QPointF,
              gap: float = 4.0) -> QPointF | None:
    """The top-left corner of a box of ``size`` inside ``bounds`` that keeps ``gap`` from
    every obstacle, its centre nearest to ``anchor``; None if there is no such place."""
    w, h = size.width(), size.height()
    if w > bounds.width() or h > bounds.height():
        return None
    # QRectF.adjusted(-gap, -gap, gap, gap), to the last bit
    blocks = [(o.x() - gap, o.y() - gap, o.width() + gap + gap, o.height() + gap + gap)
              for o in obstacles]
    xs = {bounds.left(), bounds.right() - w, anchor.x() - w / 2}
    ys = {bounds.top(), bounds.bottom() - h, anchor.y() - h / 2}
    for b in blocks:
        xs.update((b[0] + b[2], b[0] - w))
        ys.update((b[1] + b[3], b[1] - h))
    xs = {x for x in xs if bounds.left() - 0.01 <= x <= bounds.right() - w + 0.01}
    ys = {y for y in ys if bounds.top() - 0.01 <= y <= bounds.bottom() - h + 0.01}
    # The free candidate nearest the anchor, the first in the sets' order among equally near
    # ones: the rows tried from the nearest, each against the obstacles across its band
    # only, its columns from the nearest; a row or a column no nearer than the best found
    # is not tried.
    ax, ay = anchor.x(), anchor.y()
    cols = [(cx * cx, i, x) for i, x in enumerate(xs) for cx in (x + w / 2 - ax,)]
    cols.sort()
    rows = [(cy * cy, j, y) for j, y in enumerate(ys) for cy in (y + h / 2 - ay,)]
    rows.sort()
    best: tuple[float, int, int] | None = None
    found = QPointF()
    for dy, j, y in rows:
        if best is not None and dy > best[0]:
            break
        band = [(b[0], b[0] + b[2]) for b in blocks if y < b[1] + b[3] and b[1] < y + h]
        for dx, i, x in cols:
            d = dx + dy
            if best is not None and (d, j, i) >= best:
                break
            if not any(x < right and left < x + w for left, right in band):
                best = (d, j, i)
                found = QPointF(x, y)
                break
    return None if best is None else found


def card_home_rect(x: float, y: float, width: float, height: float, rot: float) -> QRectF:
    """The scene rectangle a card covers at its place (top-left ``x``, ``y``, turned by
    ``rot`` degrees about its centre)."""
    rect = QRectF(x, y, width, height)
    if abs(rot) < 0.01:
        return rect
    c = rect.center()
    t = QTransform().translate(c.x(), c.y()).rotate(rot).translate(-c.x(), -c.y())
    return t.mapRect(rect)


def card_rects(scene: TableScene) -> list[QRectF]:
    """Where every card shown lies, or is on its way to (a moving card by its place)."""
    items = [*scene.faces.values(), *(b for bs in scene.backs.values() for b in bs)]
    rects = []
    for item in items:
        if not isinstance(item, CardItem) or not item.isVisible():
            continue
        w = item.width
        if item.is_animating():
            h = item.home
            rects.append(card_home_rect(h.x, h.y, w, w * CARD_RATIO, h.rot))
        else:
            rects.append(item.mapRectToScene(QRectF(0, 0, w, w * CARD_RATIO)))
    return rects
