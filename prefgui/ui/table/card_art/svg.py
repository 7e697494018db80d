"""Shared SVG primitives of the card art: the canvas, the palette, shapes and text.

Every function returns SVG 1.1 text. A card is drawn on a ``CARD_W`` × ``CARD_H`` canvas.
"""

from __future__ import annotations

from collections.abc import Iterable

CARD_W = 200
CARD_H = 300
CARD_RATIO = CARD_H / CARD_W
"""Height over width of every card face and back."""

FONT_FAMILY = "DejaVu Sans"
CORNER = 14  # corner radius, 0.07 of the width like the table's highlight outline
INK = "#1b1b1b"
SKIN = "#f6d2ae"
GOLD = "#f2c12e"
GOLD_DARK = "#b8860b"
STEEL = "#e4e8ee"
RED = "#c8102e"
BLUE = "#1f4e9c"
GREEN = "#2e7d32"

# Advance widths of DejaVu Sans Bold (per 1000 em) for the index characters.
BOLD_ADVANCE = {c: 696 for c in "0123456789"} | {
    "A": 774, "K": 775, "Q": 850, "J": 372, "O": 850, "U": 812, "X": 771, "V": 774, "I": 372,
}


def num(value: float) -> str:
    """A number as short SVG text (two decimals at most)."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def attrs(**kwargs: str | float | None) -> str:
    """SVG attributes from keyword arguments (``stroke_width`` → ``stroke-width``)."""
    parts = []
    for key, value in kwargs.items():
        if value is None:
            continue
        text = num(value) if isinstance(value, float | int) else value
        parts.append(f'{key.replace("_", "-")}="{text}"')
    return " ".join(parts)


def path(d: str, fill: str = "none", stroke: str | None = INK, width: float = 1.2,
         **extra: str | float | None) -> str:
    """A ``<path>`` with rounded joins."""
    stroke_attrs = (
        attrs(stroke=stroke, stroke_width=width, stroke_linejoin="round",
              stroke_linecap="round") if stroke else ""
    )
    return f'<path d="{d}" {attrs(fill=fill, **extra)} {stroke_attrs}/>'


def circle(cx: float, cy: float, r: float, fill: str, stroke: str | None = INK,
           width: float = 1.0) -> str:
    """A ``<circle>``."""
    stroke_attrs = attrs(stroke=stroke, stroke_width=width) if stroke else ""
    return f'<circle {attrs(cx=cx, cy=cy, r=r, fill=fill)} {stroke_attrs}/>'


def ellipse(cx: float, cy: float, rx: float, ry: float, fill: str,
            stroke: str | None = INK, width: float = 1.0,
            transform: str | None = None) -> str:
    """An ``<ellipse>``."""
    stroke_attrs = attrs(stroke=stroke, stroke_width=width) if stroke else ""
    return (f'<ellipse {attrs(cx=cx, cy=cy, rx=rx, ry=ry, fill=fill, transform=transform)}'
            f' {stroke_attrs}/>')


def group(content: str, transform: str | None = None) -> str:
    """A ``<g>`` around ``content``."""
    if not transform:
        return f"<g>{content}</g>"
    return f'<g transform="{transform}">{content}</g>'


def half_turn(content: str) -> str:
    """``content`` turned half round about the centre of the card."""
    return group(content, f"rotate(180 {CARD_W // 2} {CARD_H // 2})")


def document(body: str, defs: str = "") -> str:
    """A complete SVG document on the card canvas."""
    defs_text = f"<defs>{defs}</defs>" if defs else ""
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" version="1.1" '
        f'width="{CARD_W}" height="{CARD_H}" viewBox="0 0 {CARD_W} {CARD_H}">'
        f"{defs_text}{body}</svg>\n"
    )


def card_blank() -> str:
    """The white card with its rounded corners and thin border."""
    return (f'<rect x="1" y="1" width="{CARD_W - 2}" height="{CARD_H - 2}" rx="{CORNER}" '
            f'fill="#ffffff" stroke="#7d7d7d" stroke-width="1.4"/>')


def text_width(text: str, size: float) -> float:
    """The advance width of ``text`` in DejaVu Sans Bold at ``size``."""
    return sum(BOLD_ADVANCE.get(c, 700) for c in text) * size / 1000


def label(text: str, cx: float, baseline: float, size: float, fill: str,
          max_width: float) -> str:
    """Bold text centred on ``cx``, squeezed sideways to fit ``max_width``."""
    width = text_width(text, size)
    squeeze = min(1.0, max_width / width)
    glyphs = (f'<text x="0" y="0" font-family="{FONT_FAMILY}" font-weight="bold" '
              f'font-size="{num(size)}" text-anchor="middle" fill="{fill}">{text}</text>')
    transform = f"translate({num(cx)} {num(baseline)})"
    if squeeze < 1.0:
        transform += f" scale({num(squeeze)} 1)"
    return group(glyphs, transform)


def polygon(points: Iterable[tuple[float, float]], fill: str, stroke: str | None = INK,
            width: float = 1.2) -> str:
    """A closed polygon as a path."""
    pts = list(points)
    d = "M" + " L".join(f"{num(x)},{num(y)}" for x, y in pts) + " Z"
    return path(d, fill=fill, stroke=stroke, width=width)


def rosette(cx: float, cy: float, r: float, petals: int, fill: str, edge: str,
            centre: str) -> str:
    """A flower of ``petals`` pointed petals."""
    out = ""
    for i in range(petals):
        a = 360 * i / petals
        out += group(
            path(f"M0,0 C{num(r * 0.35)},{num(-r * 0.3)} {num(r * 0.35)},{num(-r * 0.8)} 0,"
                 f"{num(-r)} C{num(-r * 0.35)},{num(-r * 0.8)} {num(-r * 0.35)},{num(-r * 0.3)} "
                 "0,0 Z", fill=fill, stroke=edge, width=0.9),
            f"translate({num(cx)} {num(cy)}) rotate({num(a)})",
        )
    return out + circle(cx, cy, r * 0.22, centre, edge, 0.8)


def place(body: str, cx: float, cy: float, size: float, turned: bool = False,
          angle: float = 0.0) -> str:
    """``body`` (drawn in the unit frame -50..50) ``size`` units wide, centred on (cx, cy),
    rotated by ``angle`` degrees and half round if ``turned``."""
    transform = f"translate({num(cx)} {num(cy)})"
    rotation = angle + (180 if turned else 0)
    if rotation:
        transform += f" rotate({num(rotation)})"
    transform += f" scale({num(size / 100)})"
    return group(body, transform)
