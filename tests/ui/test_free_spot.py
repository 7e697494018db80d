"""The obstacles a bubble keeps clear of: overlapping rectangles merged where their bounding
rectangle covers little more than they do, the first mergeable pair first (as a plain
search of every pair from the start after each merge does)."""

from __future__ import annotations

import random

from PySide6.QtCore import QRectF

from prefgui.ui.table.free_spot import merged


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
