"""The obstacles a bubble keeps clear of: overlapping rectangles merged where their bounding
rectangle covers little more than they do, the first mergeable pair first (as a plain
search of every pair from the start after each merge does)."""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, QRectF, QSizeF

from prefgui.ui.table.free_spot import free_spot, merged


def _area(r: QRectF) -> float:
    return max(0.0, r.width()) * max(0.0, r.height())


def _merged_slowly(rects: list[QRectF]) -> list[QRectF]:
    """The rule written plainly: merge the first pair that may merge, then start again."""
    out = [QRectF(r) for r in rects if not r.isEmpty()]
    while True:
        pairs = ((i, j) for i in range(len(out)) for j in range(i + 1, len(out)))
        for i, j in pairs:
            a, b = out[i], out[j]
            both = _area(a) + _area(b) - _area(a.intersected(b))
            if a.intersects(b) and _area(a.united(b)) <= both * 1.2:
                out[i] = a.united(b)
                del out[j]
                break
        else:
            return out


def test_a_fanned_hand_is_one_obstacle_and_a_plate_across_it_another() -> None:
    hand = [QRectF(100 + 20 * k, 600, 80, 125) for k in range(10)]
    plate = QRectF(150, 560, 60, 200)  # at right angles: their union would cover much more
    assert merged([*hand, plate]) == [QRectF(100, 600, 260, 125), plate]


def test_merging_follows_the_plain_rule_on_tables_of_every_kind() -> None:
    rng = random.Random(7)
    seats = [(100, 600, 20, 0), (20, 100, 0, 20), (1100, 100, 0, 20), (500, 30, 20, 0)]
    merges = 0
    for _ in range(400):
        rects = []
        for _ in range(rng.randint(0, 40)):
            if rng.random() < 0.6:  # a card of a fanned hand
                x, y, dx, dy = rng.choice(seats)
                k = rng.randint(0, 10)
                rects.append(QRectF(x + k * dx, y + k * dy, 80, 125))
            else:  # a plate, a badge, a card anywhere (some empty)
                rects.append(QRectF(rng.uniform(0, 1200), rng.uniform(0, 700),
                                    rng.uniform(0, 200), rng.uniform(0, 150)))
        expected = _merged_slowly(rects)
        assert merged(rects) == expected
        merges += len([r for r in rects if not r.isEmpty()]) - len(expected)
    assert merges > 1000  # the tables had much to merge


def _free_spot_slowly(size: QSizeF, bounds: QRectF, obstacles: list[QRectF],
                      anchor: QPointF, gap: float) -> QPointF | None:
    """The search written plainly: every candidate corner tried against every obstacle,
    the nearest free one kept (the first in the sets' order among equally near ones)."""
    w, h = size.width(), size.height()
    if w > bounds.width() or h > bounds.height():
        return None
    blocks = [o.adjusted(-gap, -gap, gap, gap) for o in obstacles]
    xs = {bounds.left(), bounds.right() - w, anchor.x() - w / 2}
    ys = {bounds.top(), bounds.bottom() - h, anchor.y() - h / 2}
    for b in blocks:
        xs.update((b.right(), b.left() - w))
        ys.update((b.bottom(), b.top() - h))
    xs = {x for x in xs if bounds.left() - 0.01 <= x <= bounds.right() - w + 0.01}
    ys = {y for y in ys if bounds.top() - 0.01 <= y <= bounds.bottom() - h + 0.01}
    best: tuple[float, QPointF] | None = None
    for y in ys:
        for x in xs:
            cx, cy = x + w / 2 - anchor.x(), y + h / 2 - anchor.y()
            d = cx * cx + cy * cy
            if (best is None or d < best[0]) and not any(
                    QRectF(x, y, w, h).intersects(b) for b in blocks):
                best = (d, QPointF(x, y))
    return None if best is None else best[1]


def test_the_free_spot_is_the_plain_search_s_on_tables_of_every_kind() -> None:
    rng = random.Random(11)
    bounds = QRectF(6, 6, 1012, 628)
    found = 0
    for _ in range(600):
        obstacles = merged([QRectF(rng.uniform(0, 1000), rng.uniform(0, 620),
                                   rng.uniform(20, 300), rng.uniform(20, 200))
                            for _ in range(rng.randint(0, 25))])
        size = QSizeF(rng.uniform(80, 600), rng.uniform(30, 300))
        anchor = rng.choice([QPointF(512, 0), QPointF(rng.uniform(0, 1024), 320)])
        gap = rng.choice([4.0, 6.5])
        expected = _free_spot_slowly(size, bounds, obstacles, anchor, gap)
        assert free_spot(size, bounds, obstacles, anchor, gap) == expected
        found += expected is not None
    assert 100 < found < 590  # both free and full tables were searched
