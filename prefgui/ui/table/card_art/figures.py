"""The pieces court figures are drawn from (shared by both packs).

A figure is the upper half of a double-headed court card inside ``FRAME``; the card draws
it again turned round for the lower half.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable

from prefgui.ui.table.card_art.svg import (
    GOLD,
    GOLD_DARK,
    INK,
    RED,
    SKIN,
    STEEL,
    circle,
    ellipse,
    group,
    half_turn,
    num,
    path,
    polygon,
)

FRAME = (36.0, 20.0, 164.0, 280.0)  # left, top, right, bottom


def yd(x: float) -> float:
    """The y of the diagonal where the two halves of a court card meet."""
    return 150 + (100 - x) / 8


def point_inside(x: float, y: float, poly: list[tuple[float, float]]) -> bool:
    """Whether (x, y) lies inside the polygon (even-odd rule)."""
    inside = False
    j = len(poly) - 1
    for i, (xi, yi) in enumerate(poly):
        xj, yj = poly[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            inside = not inside
        j = i
    return inside


def brocade(poly: list[tuple[float, float]], step: float, motif: Callable[[float, float],
             str], margin: float = 3.5) -> str:
    """Repeat ``motif`` on a staggered grid wherever it fits inside ``poly``."""
    xs = [x for x, _ in poly]
    ys = [y for _, y in poly]
    out = ""
    row = 0
    y = min(ys) + step * 0.6
    while y < max(ys):
        x = min(xs) + step * (0.5 if row % 2 else 0.0) + step * 0.5
        while x < max(xs):
            if all(point_inside(x + dx, y + dy, poly) for dx, dy in
                   ((margin, 0), (-margin, 0), (0, margin), (0, -margin))):
                out += motif(x, y)
            x += step
        y += step * 0.8
        row += 1
    return out


def quatrefoil(colour: str, size: float = 2.2) -> Callable[[float, float], str]:
    def motif(x: float, y: float) -> str:
        s = size
        return path(f"M{num(x)},{num(y - 2 * s)} C{num(x + s)},{num(y - s)} {num(x + s)},"
                    f"{num(y - s)} {num(x + 2 * s)},{num(y)} C{num(x + s)},{num(y + s)} "
                    f"{num(x + s)},{num(y + s)} {num(x)},{num(y + 2 * s)} C{num(x - s)},"
                    f"{num(y + s)} {num(x - s)},{num(y + s)} {num(x - 2 * s)},{num(y)} "
                    f"C{num(x - s)},{num(y - s)} {num(x - s)},{num(y - s)} {num(x)},"
                    f"{num(y - 2 * s)} Z", fill=colour, stroke=INK, width=0.5)
    return motif


def dot_motif(colour: str, r: float = 1.3) -> Callable[[float, float], str]:
    def motif(x: float, y: float) -> str:
        return circle(x, y, r, colour, None)
    return motif


def face(cx: float, cy: float, rx: float, ry: float, *, lips: str = "#c0392b",
         brows: str = "#5a3a1a", eyes: str = "#3b2a1a") -> str:
    """A stylised face: a tapered oval with eyes, brows, nose, mouth and a little colour."""
    top = cy - ry
    d = (f"M{num(cx - rx)},{num(cy - ry * 0.15)} "
         f"C{num(cx - rx)},{num(top - ry * 0.05)} {num(cx + rx)},{num(top - ry * 0.05)} "
         f"{num(cx + rx)},{num(cy - ry * 0.15)} "
         f"C{num(cx + rx)},{num(cy + ry * 0.5)} {num(cx + rx * 0.5)},{num(cy + ry)} "
         f"{num(cx)},{num(cy + ry)} "
         f"C{num(cx - rx * 0.5)},{num(cy + ry)} {num(cx - rx)},{num(cy + ry * 0.5)} "
         f"{num(cx - rx)},{num(cy - ry * 0.15)} Z")
    out = path(d, fill=SKIN, width=1.2)
    ey = cy - ry * 0.08
    for side in (-1, 1):
        ex = cx + side * rx * 0.42
        w = rx * 0.27
        out += path(f"M{num(ex - w)},{num(ey)} C{num(ex - w / 2)},{num(ey - 2.4)} "
                    f"{num(ex + w / 2)},{num(ey - 2.4)} {num(ex + w)},{num(ey)} "
                    f"C{num(ex + w / 2)},{num(ey + 1.6)} {num(ex - w / 2)},{num(ey + 1.6)} "
                    f"{num(ex - w)},{num(ey)} Z", fill="#ffffff", width=0.6)
        out += circle(ex + side * 0.3, ey - 0.2, 1.45, eyes, None)
        out += path(f"M{num(ex - w)},{num(ey - 0.2)} C{num(ex - w / 2)},{num(ey - 2.6)} "
                    f"{num(ex + w / 2)},{num(ey - 2.6)} {num(ex + w)},{num(ey - 0.2)}",
                    stroke=INK, width=1.1)
        out += path(f"M{num(ex - w - 0.5)},{num(ey - 4.5)} C{num(ex - w / 3)},{num(ey - 7)} "
                    f"{num(ex + w / 2)},{num(ey - 7)} {num(ex + w + 1)},{num(ey - 5)}",
                    stroke=brows, width=1.5)
        out += ellipse(cx + side * rx * 0.58, cy + ry * 0.32, 3, 2.2, "#f4a6a0", None)
    out += path(f"M{num(cx + 0.5)},{num(ey + 1)} C{num(cx)},{num(ey + 5)} {num(cx - 2.8)},"
                f"{num(ey + 8)} {num(cx - 1.5)},{num(ey + 9.5)} C{num(cx - 0.5)},{num(ey + 10.2)} "
                f"{num(cx + 1.5)},{num(ey + 10)} {num(cx + 2.5)},{num(ey + 9.2)}",
                stroke="#9a6a4a", width=1.0)
    my = cy + ry * 0.6
    out += path(f"M{num(cx - 4)},{num(my)} C{num(cx - 1.5)},{num(my + 2.6)} {num(cx + 1.5)},"
                f"{num(my + 2.6)} {num(cx + 4)},{num(my)} C{num(cx + 1.5)},{num(my - 1)} "
                f"{num(cx - 1.5)},{num(my - 1)} {num(cx - 4)},{num(my)} Z",
                fill=lips, stroke="#7a2a20", width=0.6)
    return out


def hand_at(cx: float, cy: float, turned: float = 0.0) -> str:
    """A small closed hand (a fist round a staff), ``turned`` degrees."""
    body = (path("M-6,-3.5 C-6,-6 -3.5,-6.5 0,-6.5 C4,-6.5 6.5,-5.5 6.5,-2 L6.5,2.5 "
                 "C6.5,5.2 4,6 0,6 C-4,6 -6,5 -6,2.5 Z", fill=SKIN, width=1.1)
            + path("M-2.6,-1 L-2.6,5.2 M0.8,-1.5 L0.8,5.6 M4,-1.2 L4,5", stroke="#b07a5a",
                   width=0.7)
            + path("M-5.6,-3 C-2,-0.5 2.5,-0.8 6,-3.5", stroke=INK, width=0.9))
    transform = f"translate({num(cx)} {num(cy)})"
    if turned:
        transform += f" rotate({num(turned)})"
    return group(body, transform + " scale(0.9)")


def ermine(d: str, points: Iterable[tuple[float, float]]) -> str:
    """A white fur band with black ermine tails."""
    out = path(d, fill="#fdfdfd", width=1.1)
    for x, y in points:
        out += path(f"M{num(x)},{num(y - 2.8)} L{num(x - 1.8)},{num(y + 2.2)} L{num(x)},"
                    f"{num(y + 1.1)} L{num(x + 1.8)},{num(y + 2.2)} Z", fill=INK, stroke=None)
        out += circle(x, y - 3.2, 0.9, INK, None)
    return out


class Palette:
    """The costume colours of one court card."""

    def __init__(self, robe: str, tunic: str, trim: str, hair: str, accent: str) -> None:
        self.robe = robe
        self.tunic = tunic
        self.trim = trim
        self.hair = hair
        self.accent = accent


def mantle(colour: str, neck: float = 96.0) -> str:
    """Shoulders and body down to the diagonal, with a few folds."""
    out = path(f"M86,{num(neck)} C72,{num(neck + 2)} 62,{num(neck + 6)} 56,{num(neck + 14)} "
               f"C49,{num(neck + 23)} 47,{num(neck + 36)} 47,{num(yd(47))} "
               f"L153,{num(yd(153))} C153,{num(neck + 36)} 151,{num(neck + 23)} "
               f"144,{num(neck + 14)} C138,{num(neck + 6)} 128,{num(neck + 2)} "
               f"114,{num(neck)} Z", fill=colour, width=1.3)
    for x0, x1 in ((58, 54), (146, 148)):
        out += path(f"M{x0},{num(neck + 24)} C{x0 - 1},{num(neck + 34)} {x1},"
                    f"{num(neck + 42)} {x1},{num(yd(x1) - 2)}", stroke="#000000",
                    stroke_opacity=0.3, width=1.0)
    return out


def trim_band(x0: float, y0: float, x1: float, y1: float, colour: str,
              width: float = 5.0) -> str:
    """A straight band of trim from (x0, y0) to (x1, y1) with thin dark edges."""
    return (path(f"M{num(x0)},{num(y0)} L{num(x1)},{num(y1)}", stroke=INK, width=width + 1.6)
            + path(f"M{num(x0)},{num(y0)} L{num(x1)},{num(y1)}", stroke=colour, width=width))


def sleeve(side: int, colour: str, cuff: str, hand: tuple[float, float]) -> str:
    """An arm from the shoulder on ``side`` (-1 left, 1 right) bent to the hand."""
    hx, hy = hand
    sx, sy = 100 + side * 35, 108.0
    cx, cy = 100 + side * 49, hy + 2
    wx, wy = hx + side * 8, hy + 1
    d = f"M{num(sx)},{num(sy)} Q{num(cx)},{num(cy)} {num(wx)},{num(wy)}"
    out = path(d, stroke=INK, width=15.5) + path(d, stroke=colour, width=13)
    tx, ty = wx - cx, wy - cy
    norm = math.hypot(tx, ty) or 1.0
    tx, ty = tx / norm, ty / norm
    cuff_d = (f"M{num(wx - tx * 4)},{num(wy - ty * 4)} L{num(wx - tx * 0.5)},"
              f"{num(wy - ty * 0.5)}")
    out += path(cuff_d, stroke=INK, width=15.5) + path(cuff_d, stroke=cuff, width=13)
    return out


def crown(cx: float, base: float, width: float, height: float, jewel: str) -> str:
    """An open royal crown with five points, pearls and jewels."""
    left, right = cx - width / 2, cx + width / 2
    band = base - height * 0.3
    top = base - height
    pts = [(left, band), (left - 3, top + 2), (cx - width * 0.27, band - height * 0.32),
           (cx - width * 0.14, top + 4), (cx, band - height * 0.3), (cx, top - 1),
           (cx, band - height * 0.3), (cx + width * 0.14, top + 4),
           (cx + width * 0.27, band - height * 0.32), (right + 3, top + 2), (right, band)]
    pts = [pts[0], pts[1], pts[2], pts[5], pts[8], pts[9], pts[10]]
    out = polygon(pts, GOLD, width=1.2)
    out += path(f"M{num(cx - width * 0.27)},{num(band - height * 0.32)} L{num(cx)},{num(band)} "
                f"L{num(cx + width * 0.27)},{num(band - height * 0.32)}",
                stroke=GOLD_DARK, width=0.9)
    out += polygon([(left - 1, band), (right + 1, band), (right, base), (left, base)], GOLD,
                   width=1.2)
    mid = (band + base) / 2
    out += ellipse(cx, mid, 3.2, 2.4, jewel, INK, 0.7)
    for side in (-1, 1):
        out += ellipse(cx + side * width * 0.3, mid, 2.2, 1.8, RED, INK, 0.6)
    for x, y in ((left - 3, top + 2), (cx, top - 1), (right + 3, top + 2)):
        out += circle(x, y - 1.5, 2.6, "#fffdf4", INK, 0.8)
    return out


def orb(cx: float, cy: float, r: float = 7.5) -> str:
    """A gold orb with a band and a small cross."""
    out = path(f"M{num(cx)},{num(cy - r - 1)} L{num(cx)},{num(cy - r - 8)} "
               f"M{num(cx - 3.5)},{num(cy - r - 5)} L{num(cx + 3.5)},{num(cy - r - 5)}",
               stroke=INK, width=3)
    out += path(f"M{num(cx)},{num(cy - r - 1)} L{num(cx)},{num(cy - r - 8)} "
                f"M{num(cx - 3.5)},{num(cy - r - 5)} L{num(cx + 3.5)},{num(cy - r - 5)}",
                stroke=GOLD, width=1.6)
    out += circle(cx, cy, r, GOLD, INK, 1.1)
    out += path(f"M{num(cx - r)},{num(cy)} C{num(cx - r / 2)},{num(cy + 2.5)} {num(cx + r / 2)},"
                f"{num(cy + 2.5)} {num(cx + r)},{num(cy)} M{num(cx)},{num(cy + 1.8)} "
                f"L{num(cx)},{num(cy - r)}", stroke=GOLD_DARK, width=1.0)
    out += circle(cx - r * 0.35, cy - r * 0.4, r * 0.2, "#fff3b0", None)
    return out


def sword(hx: float, hy: float, tip_x: float, tip_y: float) -> str:
    """A sword gripped at (hx, hy), its blade pointing to (tip_x, tip_y)."""
    angle = math.degrees(math.atan2(tip_x - hx, hy - tip_y))
    length = math.hypot(tip_x - hx, hy - tip_y)
    blade = length - 8
    body = (
        path(f"M-3,-6 L-3,{num(-blade)} L0,{num(-length)} L3,{num(-blade)} L3,-6 Z",
             fill=STEEL, width=1.1)
        + path(f"M0,-9 L0,{num(-blade + 2)}", stroke="#9aa4b0", width=0.9)
        + path("M-11,-7 C-7,-9 7,-9 11,-7 L11,-4 C7,-6 -7,-6 -11,-4 Z", fill=GOLD,
               width=1.0)
        + circle(-11.5, -5.5, 1.8, GOLD, INK, 0.7) + circle(11.5, -5.5, 1.8, GOLD, INK, 0.7)
        + path("M-2,-4 L2,-4 L2,9 L-2,9 Z", fill="#6b3d17", width=0.9)
        + circle(0, 11, 2.6, GOLD, INK, 0.8)
    )
    return group(body, f"translate({num(hx)} {num(hy)}) rotate({num(angle)})")


def beard(cx: float, top: float, bottom: float, colour: str, half: float = 15.0) -> str:
    """A full beard from the cheeks to a rounded point, with curls and a moustache."""
    out = path(f"M{num(cx - half)},{num(top)} C{num(cx - half - 1)},{num(top + 18)} "
               f"{num(cx - 8)},{num(bottom - 4)} {num(cx)},{num(bottom)} "
               f"C{num(cx + 8)},{num(bottom - 4)} {num(cx + half + 1)},{num(top + 18)} "
               f"{num(cx + half)},{num(top)} C{num(cx + half - 3)},{num(top + 11)} "
               f"{num(cx + 6)},{num(top + 15)} {num(cx)},{num(top + 15)} "
               f"C{num(cx - 6)},{num(top + 15)} {num(cx - half + 3)},{num(top + 11)} "
               f"{num(cx - half)},{num(top)} Z", fill=colour, width=1.1)
    for dx, dy in ((-8, 20), (0, 23), (8, 20), (-4, 28), (4, 28)):
        out += path(f"M{num(cx + dx - 2.5)},{num(top + dy)} C{num(cx + dx - 2)},"
                    f"{num(top + dy + 3)} {num(cx + dx + 2)},{num(top + dy + 3)} "
                    f"{num(cx + dx + 2.5)},{num(top + dy)}", stroke="#000000",
                    stroke_opacity=0.35, width=0.9)
    my = top + 11
    out += path(f"M{num(cx - 11)},{num(my + 1.5)} C{num(cx - 7)},{num(my - 3)} {num(cx - 3)},"
                f"{num(my - 2.5)} {num(cx)},{num(my - 0.5)} C{num(cx + 3)},{num(my - 2.5)} "
                f"{num(cx + 7)},{num(my - 3)} {num(cx + 11)},{num(my + 1.5)} "
                f"C{num(cx + 6)},{num(my + 1)} {num(cx + 3)},{num(my + 1.5)} {num(cx)},"
                f"{num(my + 0.8)} C{num(cx - 3)},{num(my + 1.5)} {num(cx - 6)},{num(my + 1)} "
                f"{num(cx - 11)},{num(my + 1.5)} Z", fill=colour, width=0.9)
    return out


def halberd(x: float, bottom: float, top: float) -> str:
    """A halberd: a wooden pole with a spear point, an axe blade and a back spike."""
    return (
        polygon([(x - 2, top + 14), (x + 2, top + 14), (x + 2, bottom), (x - 2, bottom)],
                "#8b5a2b", width=1.0)
        + path(f"M{num(x)},{num(top)} L{num(x + 4)},{num(top + 12)} L{num(x)},{num(top + 17)} "
               f"L{num(x - 4)},{num(top + 12)} Z", fill=STEEL, width=1.0)
        + path(f"M{num(x + 2)},{num(top + 16)} C{num(x + 10)},{num(top + 13)} {num(x + 17)},"
               f"{num(top + 16)} {num(x + 19)},{num(top + 24)} C{num(x + 17)},{num(top + 32)} "
               f"{num(x + 10)},{num(top + 35)} {num(x + 2)},{num(top + 33)} Z",
               fill=STEEL, width=1.1)
        + path(f"M{num(x - 2)},{num(top + 21)} L{num(x - 11)},{num(top + 25)} L{num(x - 2)},"
               f"{num(top + 29)} Z", fill=STEEL, width=1.0)
        + polygon([(x - 3, top + 36), (x + 3, top + 36), (x + 3, top + 40), (x - 3, top + 40)],
                  GOLD, width=0.8)
        + path(f"M{num(x - 2)},{num(top + 41)} C{num(x - 6)},{num(top + 48)} {num(x - 4)},"
               f"{num(top + 54)} {num(x - 8)},{num(top + 58)}", stroke=RED, width=2.2)
    )


def feather(x0: float, y0: float, x1: float, y1: float, bend: float,
            colour: str = "#fdfdfd") -> str:
    """A curved plume from (x0, y0) to its tip at (x1, y1)."""
    mx, my = (x0 + x1) / 2, (y0 + y1) / 2
    dx, dy = x1 - x0, y1 - y0
    length = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / length, dx / length
    cx, cy = mx + nx * bend, my + ny * bend
    w = 5.0
    d = (f"M{num(x0)},{num(y0)} Q{num(cx + nx * w)},{num(cy + ny * w)} {num(x1)},{num(y1)} "
         f"Q{num(cx - nx * w)},{num(cy - ny * w)} {num(x0)},{num(y0)} Z")
    out = path(d, fill=colour, width=1.0)
    out += path(f"M{num(x0)},{num(y0)} Q{num(cx)},{num(cy)} {num(x1)},{num(y1)}",
                stroke="#8a8a8a", width=0.8)
    return out


def king_robe(p: Palette, top: tuple[float, float], foot: tuple[float, float],
              pattern: Callable[[list[tuple[float, float]]], str],
              right_hand: tuple[float, float]) -> str:
    """A king's hair, mantle and tunic (``top`` and ``foot``: its left and right edges at
    the neck and at the diagonal; ``pattern`` draws on it), trimmed, and both sleeves."""
    (top_l, top_r), (foot_l, foot_r) = top, foot
    out = path("M82,58 C73,68 73,92 79,102 L121,102 C127,92 127,68 118,58 Z", fill=p.hair)
    out += mantle(p.robe)
    tunic = [(top_l, 102.0), (top_r, 102.0), (foot_r, yd(foot_r)), (foot_l, yd(foot_l))]
    out += polygon(tunic, p.tunic)
    out += pattern(tunic)
    out += trim_band(top_l, 103, foot_l, yd(foot_l) - 0.5, p.trim)
    out += trim_band(top_r, 103, foot_r, yd(foot_r) - 0.5, p.trim)
    out += sleeve(-1, p.tunic, p.trim, (74, 138))
    out += sleeve(1, p.tunic, p.trim, right_hand)
    return out


def court_card(half: str, ground: str, edge: str) -> str:
    """A double-headed court card: ``half`` above the diagonal and again turned round below
    it, on ``ground`` inside the frame drawn in ``edge``."""
    left, top, right, bottom = FRAME
    out = (f'<rect x="{num(left)}" y="{num(top)}" width="{num(right - left)}" '
           f'height="{num(bottom - top)}" fill="{ground}" stroke="none"/>')
    out += half + half_turn(half)
    out += path(f"M{num(left)},{num(yd(left))} L{num(right)},{num(yd(right))}", stroke=INK,
                width=1.2)
    out += (f'<rect x="{num(left)}" y="{num(top)}" width="{num(right - left)}" '
            f'height="{num(bottom - top)}" fill="none" stroke="{edge}" stroke-width="1.6"/>')
    return out
