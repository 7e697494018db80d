"""The card backs: a red lattice, a blue ornament and a green damask."""

from __future__ import annotations

import math

from prefgui.ui.table.card_art.svg import (
    CARD_H,
    CARD_W,
    card_blank,
    circle,
    document,
    ellipse,
    num,
    path,
    rosette,
)

BACKS: tuple[str, ...] = ("red-lattice", "blue-ornament", "green-damask")


def clip(x0: float, y0: float, x1: float, y1: float,
         box: tuple[float, float, float, float]) -> tuple[float, float, float, float] | None:
    """The part of a segment inside ``box`` (Liang–Barsky), or None."""
    left, top, right, bottom = box
    dx, dy = x1 - x0, y1 - y0
    t0, t1 = 0.0, 1.0
    for p, q in ((-dx, x0 - left), (dx, right - x0), (-dy, y0 - top), (dy, bottom - y0)):
        if p == 0:
            if q < 0:
                return None
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
        if t0 > t1:
            return None
    return x0 + t0 * dx, y0 + t0 * dy, x0 + t1 * dx, y0 + t1 * dy


def back_frame(field: str, line: str, inset: float = 10) -> str:
    """The white margin, the coloured field and a thin inner rule."""
    w, h = CARD_W - 2 * inset, CARD_H - 2 * inset
    out = card_blank()
    out += (f'<rect x="{num(inset)}" y="{num(inset)}" width="{num(w)}" height="{num(h)}" '
            f'rx="7" fill="{field}"/>')
    return out + (f'<rect x="{num(inset + 4)}" y="{num(inset + 4)}" width="{num(w - 8)}" '
                  f'height="{num(h - 8)}" rx="4" fill="none" stroke="{line}" '
                  f'stroke-width="1.2"/>')


def lattice(box: tuple[float, float, float, float], step: float, colour: str,
            width: float) -> str:
    """Two sets of diagonal lines clipped to ``box``."""
    left, top, right, bottom = box
    span = (right - left) + (bottom - top)
    d = ""
    k = -span
    while k <= span:
        for sign in (1, -1):
            x0 = left + k
            seg = clip(x0, top, x0 + sign * (bottom - top), bottom, box) if sign == 1 else \
                clip(x0, top, x0 - (bottom - top), bottom, box)
            if seg:
                d += f"M{num(seg[0])},{num(seg[1])} L{num(seg[2])},{num(seg[3])} "
        k += step
    return path(d, stroke=colour, width=width)


def red_lattice() -> str:
    field, line, gold = "#8c1520", "#c4434e", "#e9c46a"
    box = (14.0, 14.0, 186.0, 286.0)
    out = back_frame(field, gold)
    out += lattice(box, 14.4, line, 1.3)
    # a stud in the middle of every diamond of the lattice (7.2-unit grid, i + j odd)
    for i in range(1, 24):
        for j in range(1, 38):
            x, y = 14 + 7.2 * i, 14 + 7.2 * j
            if (i + j) % 2 and 18 < x < 182 and 18 < y < 282:
                out += circle(x, y, 1.5, gold, None)
    out += ellipse(100, 150, 42, 58, field, gold, 2.2)
    out += ellipse(100, 150, 36, 52, "none", gold, 0.9)
    out += rosette(100, 150, 28, 8, "#c4434e", gold, gold)
    out += rosette(100, 150, 14, 8, gold, "#6a0f18", field)
    return out


def blue_ornament() -> str:
    field, light, pale = "#173a73", "#5f86c8", "#dbe6f7"
    out = back_frame(field, pale)
    for j in range(13):
        for i in range(9):
            x = 28 + i * 18
            y = 30 + j * 20
            if (i + j) % 2:
                out += circle(x, y, 2.2, pale, None)
                continue
            for a in (0, 90, 180, 270):
                out += ellipse(x, y - 5.5, 2.6, 5.2, light, None,
                               transform=f"rotate({a} {x} {y})")
            out += circle(x, y, 1.8, pale, None)
    out += path("M100,84 L148,150 L100,216 L52,150 Z", fill=field, stroke=pale, width=2)
    out += path("M100,94 L140,150 L100,206 L60,150 Z", fill="none", stroke=light,
                width=1.2)
    out += rosette(100, 150, 30, 12, light, pale, pale)
    out += circle(100, 150, 8, field, pale, 1.4)
    return out


def green_damask() -> str:
    field, gold, light = "#1c5234", "#d9b65a", "#4f9a6c"
    out = back_frame(field, gold)
    out += lattice((14.0, 14.0, 186.0, 286.0), 24, light, 1.0)
    # on a 12-unit grid, lattice crossings where i + j is even, diamond centres where odd
    for i in range(1, 15):
        for j in range(1, 23):
            x, y = 14 + 12 * i, 14 + 12 * j
            if math.hypot(x - 100, (y - 150) * 0.8) < 50:
                continue
            if (i + j) % 2:
                for a in (0, 90, 180, 270):
                    out += ellipse(x, y - 3.6, 1.7, 3.4, gold, None,
                                   transform=f"rotate({a} {x} {y})")
                out += circle(x, y, 1.2, field, None)
            else:
                out += circle(x, y, 1.6, light, None)
    out += ellipse(100, 150, 44, 56, field, gold, 2.2)
    out += ellipse(100, 150, 38, 50, "none", gold, 0.8)
    out += rosette(100, 150, 32, 8, "#2f7a4e", gold, gold)
    out += rosette(100, 150, 15, 8, gold, field, field)
    return out


def back_svg(name: str = BACKS[0]) -> str:
    """A card back as an SVG document.

    Args:
        name: one of :data:`BACKS`.

    Returns:
        SVG text for a 200 × 300 card back.

    Raises:
        ValueError: for an unknown back.
    """
    makers = {"red-lattice": red_lattice, "blue-ornament": blue_ornament,
              "green-damask": green_damask}
    if name not in makers:
        raise ValueError(f"unknown card back {name!r}: expected one of {', '.join(BACKS)}")
    return document(makers[name]())
