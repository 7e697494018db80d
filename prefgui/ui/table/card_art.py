"""The game's own card art: vector card faces and backs as SVG text.

Every function here is pure and returns SVG 1.1 text (the subset Qt SVG renders: paths,
basic shapes, linear gradients, groups with transforms, text). Nothing is read from disk.
A card is drawn on a 200 × 300 canvas (``CARD_RATIO`` = 1.5) and scales to any size.

Two packs are drawn:

* ``french``: spades, clubs, diamonds, hearts with ranks 7 8 9 10 J Q K A, the pips laid
  out as on real cards (the lower half turned round), an ornate ace and double-headed court
  cards (a king with a sword, a queen with a flower, a jack with a halberd).
* ``german``: Leaves, Acorns, Bells, Hearts with ranks VII VIII IX X U O K A (Daus), the
  suit symbols drawn as an acorn, a leaf, a bell and a heart, and the König, the Ober (his
  suit symbol above him) and the Unter (his suit symbol below).

Cards use the engine's encoding ``suit * 8 + rank`` with suits ``S C D H`` = 0..3 and
ranks ``7 8 9 10 J Q K A`` = 0..7 (see :mod:`prefgui.engine.cards`).

>>> svg = card_svg(31, "french")  # the ace of hearts
>>> svg.startswith("<svg") and "DejaVu Sans" in svg
True
>>> len(BACKS) >= 2 and all(back_svg(b).endswith("</svg>\\n") for b in BACKS)
True
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable

__all__ = [
    "BACKS",
    "CARD_H",
    "CARD_RATIO",
    "CARD_W",
    "FONT_FAMILY",
    "PACKS",
    "back_svg",
    "card_svg",
    "suit_symbol_svg",
]

CARD_W = 200
CARD_H = 300
CARD_RATIO = CARD_H / CARD_W
"""Height over width of every card face and back."""

PACKS: tuple[str, ...] = ("french", "german")
BACKS: tuple[str, ...] = ("red-lattice", "blue-ornament", "green-damask")
FONT_FAMILY = "DejaVu Sans"

_CORNER = 14  # corner radius, 0.07 of the width like the table's highlight outline
_INK = "#1b1b1b"
_SKIN = "#f6d2ae"
_GOLD = "#f2c12e"
_GOLD_DARK = "#b8860b"
_STEEL = "#e4e8ee"
_RED = "#c8102e"
_BLUE = "#1f4e9c"
_GREEN = "#2e7d32"

_FRENCH_RANKS = ("7", "8", "9", "10", "J", "Q", "K", "A")
_GERMAN_RANKS = ("VII", "VIII", "IX", "X", "U", "O", "K", "A")

# Suit colours: (fill, dark outline or text, light highlight) by suit S C D H.
_FRENCH_COLOURS = (
    ("#161616", "#161616", "#5a5a5a"),
    ("#161616", "#161616", "#5a5a5a"),
    ("#d0112b", "#c00f27", "#f07a88"),
    ("#d0112b", "#c00f27", "#f07a88"),
)
_GERMAN_COLOURS = (
    ("#3a9a3f", "#1f6b25", "#8fd07a"),  # leaves: green
    ("#a8652a", "#6b3d17", "#e0ab6e"),  # acorns: brown
    ("#f3bd1c", "#8a5a00", "#fff0a0"),  # bells: yellow / gold
    ("#d4202c", "#a3121c", "#f38a8a"),  # hearts: red
)

# Advance widths of DejaVu Sans Bold (per 1000 em) for the index characters.
_BOLD_ADVANCE = {c: 696 for c in "0123456789"} | {
    "A": 774, "K": 775, "Q": 850, "J": 372, "O": 850, "U": 812, "X": 771, "V": 774, "I": 372,
}


# ---------------------------------------------------------------------------------------
# small helpers


def _n(value: float) -> str:
    """A number as short SVG text (two decimals at most)."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def _attrs(**kwargs: str | float | None) -> str:
    """SVG attributes from keyword arguments (``stroke_width`` → ``stroke-width``)."""
    parts = []
    for key, value in kwargs.items():
        if value is None:
            continue
        text = _n(value) if isinstance(value, float | int) else value
        parts.append(f'{key.replace("_", "-")}="{text}"')
    return " ".join(parts)


def _path(d: str, fill: str = "none", stroke: str | None = _INK, width: float = 1.2,
          **extra: str | float | None) -> str:
    """A ``<path>`` with rounded joins."""
    stroke_attrs = (
        _attrs(stroke=stroke, stroke_width=width, stroke_linejoin="round",
               stroke_linecap="round") if stroke else ""
    )
    return f'<path d="{d}" {_attrs(fill=fill, **extra)} {stroke_attrs}/>'


def _circle(cx: float, cy: float, r: float, fill: str, stroke: str | None = _INK,
            width: float = 1.0) -> str:
    """A ``<circle>``."""
    stroke_attrs = _attrs(stroke=stroke, stroke_width=width) if stroke else ""
    return f'<circle {_attrs(cx=cx, cy=cy, r=r, fill=fill)} {stroke_attrs}/>'


def _ellipse(cx: float, cy: float, rx: float, ry: float, fill: str,
             stroke: str | None = _INK, width: float = 1.0,
             transform: str | None = None) -> str:
    """An ``<ellipse>``."""
    stroke_attrs = _attrs(stroke=stroke, stroke_width=width) if stroke else ""
    return (f'<ellipse {_attrs(cx=cx, cy=cy, rx=rx, ry=ry, fill=fill, transform=transform)}'
            f' {stroke_attrs}/>')


def _group(content: str, transform: str | None = None) -> str:
    """A ``<g>`` around ``content``."""
    if not transform:
        return f"<g>{content}</g>"
    return f'<g transform="{transform}">{content}</g>'


def _turned(content: str) -> str:
    """``content`` turned half round about the centre of the card."""
    return _group(content, f"rotate(180 {CARD_W // 2} {CARD_H // 2})")


def _document(body: str, defs: str = "") -> str:
    """A complete SVG document on the card canvas."""
    defs_text = f"<defs>{defs}</defs>" if defs else ""
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" version="1.1" '
        f'width="{CARD_W}" height="{CARD_H}" viewBox="0 0 {CARD_W} {CARD_H}">'
        f"{defs_text}{body}</svg>\n"
    )


def _card_blank() -> str:
    """The white card with its rounded corners and thin border."""
    return (f'<rect x="1" y="1" width="{CARD_W - 2}" height="{CARD_H - 2}" rx="{_CORNER}" '
            f'fill="#ffffff" stroke="#7d7d7d" stroke-width="1.4"/>')


def _text_width(text: str, size: float) -> float:
    """The advance width of ``text`` in DejaVu Sans Bold at ``size``."""
    return sum(_BOLD_ADVANCE.get(c, 700) for c in text) * size / 1000


def _label(text: str, cx: float, baseline: float, size: float, fill: str,
           max_width: float) -> str:
    """Bold text centred on ``cx``, squeezed sideways to fit ``max_width``."""
    width = _text_width(text, size)
    squeeze = min(1.0, max_width / width)
    glyphs = (f'<text x="0" y="0" font-family="{FONT_FAMILY}" font-weight="bold" '
              f'font-size="{_n(size)}" text-anchor="middle" fill="{fill}">{text}</text>')
    transform = f"translate({_n(cx)} {_n(baseline)})"
    if squeeze < 1.0:
        transform += f" scale({_n(squeeze)} 1)"
    return _group(glyphs, transform)


# ---------------------------------------------------------------------------------------
# suit symbols, drawn in a unit frame of -50..50 around the origin


def _heart_path() -> str:
    return ("M0,46 C-5,36 -46,12 -47,-16 C-48,-36 -35,-47 -22,-47 C-11,-47 -3,-40 0,-30 "
            "C3,-40 11,-47 22,-47 C35,-47 48,-36 47,-16 C46,12 5,36 0,46 Z")


def _spade_path() -> str:
    return ("M0,-48 C6,-34 48,-12 47,14 C46,31 34,38 22,38 C13,38 6,33 3,27 "
            "C4,37 9,44 17,48 L-17,48 C-9,44 -4,37 -3,27 C-6,33 -13,38 -22,38 "
            "C-34,38 -46,31 -47,14 C-48,-12 -6,-34 0,-48 Z")


def _club_path() -> str:
    def circle(cx: float, cy: float, r: float) -> str:
        return (f"M{_n(cx - r)},{_n(cy)} a{_n(r)},{_n(r)} 0 1,0 {_n(2 * r)},0 "
                f"a{_n(r)},{_n(r)} 0 1,0 {_n(-2 * r)},0 Z ")

    return (circle(0, -24, 22) + circle(-24, 11, 22) + circle(24, 11, 22)
            + circle(0, 4, 12)
            + "M-3,8 C-3,30 -8,42 -17,48 L17,48 C8,42 3,30 3,8 Z")


def _diamond_path() -> str:
    return ("M0,-50 C10,-32 24,-14 38,0 C24,14 10,32 0,50 "
            "C-10,32 -24,14 -38,0 C-24,-14 -10,-32 0,-50 Z")


def _french_symbol(suit: int, fill: str) -> str:
    d = (_spade_path, _club_path, _diamond_path, _heart_path)[suit]()
    return _path(d, fill=fill, stroke=None)


def _german_heart(detail: bool) -> str:
    fill, dark, light = _GERMAN_COLOURS[3]
    d = ("M0,44 C-8,32 -48,12 -48,-14 C-48,-35 -35,-46 -22,-46 C-11,-46 -3,-39 0,-29 "
         "C3,-39 11,-46 22,-46 C35,-46 48,-35 48,-14 C48,12 8,32 0,44 Z")
    out = _path(d, fill=fill, stroke=dark, width=3.5)
    if detail:
        out += _path("M-34,-22 C-34,-32 -27,-38 -19,-37 C-25,-33 -29,-28 -31,-18 Z",
                     fill=light, stroke=None)
    return out


def _german_bell(detail: bool) -> str:
    fill, dark, light = _GERMAN_COLOURS[2]
    out = _circle(0, -38, 7, "none", dark, 5.5)
    out += _circle(0, -38, 7, "none", fill, 2.5) if detail else ""
    out += _circle(0, 6, 41, fill, dark, 3.5)
    # the rib round the middle, with its rivets
    out += _path("M-40.5,-2 C-24,9 24,9 40.5,-2 L40.8,8 C24,19 -24,19 -40.8,8 Z",
                 fill="#d8901a", stroke=dark, width=2.5)
    if detail:
        for x in (-26, -9, 9, 26):
            out += _circle(x, 7.5 if abs(x) > 20 else 10.5, 2.4, "#fff0a0", dark, 1)
        out += _path("M-28,-14 C-24,-24 -14,-29 -5,-30", stroke=light, width=5)
        # the mouth: a short slit low on the bell, ending in round holes
        out += _path("M-12,34 L12,34 M0,34 L0,46", stroke=_INK, width=3.2)
        out += _circle(-12, 34, 3.4, _INK, None)
        out += _circle(12, 34, 3.4, _INK, None)
    return out


def _german_leaf(detail: bool) -> str:
    fill, dark, light = _GERMAN_COLOURS[0]
    # a serrated leaf: smooth outline points with small teeth between them
    outline = _leaf_outline(detail)
    out = _path("M0,28 C1,36 3,43 6,49", stroke=dark, width=5.5)
    out += _path(outline, fill=fill, stroke=dark, width=3)
    if detail:
        out += _path("M0,-40 C1,-10 1,10 0,30", stroke=dark, width=2.2)
        for y, spread in ((-22, 14), (-6, 22), (10, 26)):
            out += _path(f"M0,{y + 6} C{-spread * 0.4},{y + 2} {-spread * 0.8},{y - 2} "
                         f"{-spread},{y - 8}", stroke=dark, width=1.8)
            out += _path(f"M0,{y + 6} C{spread * 0.4},{y + 2} {spread * 0.8},{y - 2} "
                         f"{spread},{y - 8}", stroke=dark, width=1.8)
        out += _path("M-8,-32 C-20,-20 -30,-4 -30,10", stroke=light, width=3)
    return out


def _leaf_outline(serrated: bool) -> str:
    """The leaf's outline: a pointed heart turned up, with teeth along its edge."""
    right: list[tuple[float, float]] = [
        (0, -50), (14, -36), (28, -20), (38, -4), (42, 12), (36, 26), (22, 32), (0, 28)]
    if not serrated:
        smooth = right + [(-x, y) for x, y in reversed(right[1:-1])]
        return "M" + " L".join(f"{_n(x)},{_n(y)}" for x, y in smooth) + " Z"
    pts: list[tuple[float, float]] = []
    for (x0, y0), (x1, y1) in zip(right, right[1:], strict=False):
        pts.append((x0, y0))
        if (x1, y1) != (0, 28):
            # a tooth: a point pushed outwards between two outline points
            mx, my = (x0 + x1) / 2, (y0 + y1) / 2
            nx, ny = y1 - y0, -(x1 - x0)
            norm = math.hypot(nx, ny) or 1.0
            pts.append((mx + nx / norm * 5, my + ny / norm * 5))
    pts.append((0, 28))
    mirrored = [(-x, y) for x, y in reversed(pts[1:-1])]
    d = "M0,-50 "
    for x, y in pts[1:] + mirrored:
        d += f"L{_n(x)},{_n(y)} "
    return d + "Z"


def _german_acorn(detail: bool) -> str:
    fill, dark, light = _GERMAN_COLOURS[1]
    out = _path("M3,-34 C3,-42 6,-46 12,-49", stroke=dark, width=6)
    # the nut
    out += _path("M-26,-4 C-28,22 -14,44 0,49 C14,44 28,22 26,-4 Z",
                 fill="#d9a35a", stroke=dark, width=3)
    if detail:
        out += _path("M-14,6 C-15,20 -10,32 -4,40", stroke="#f3d7a4", width=5)
        out += _circle(0, 46, 2.5, dark, None)
    # the cup, with its scales
    out += _path("M-35,4 C-37,-22 -19,-36 0,-36 C19,-36 37,-22 35,4 C22,11 -22,11 -35,4 Z",
                 fill=fill, stroke=dark, width=3)
    if detail:
        for row, y in enumerate((-25, -14, -3)):
            xs = range(-24, 25, 12) if row % 2 == 0 else range(-18, 19, 12)
            for x in xs:
                if abs(x) <= (14 if y == -25 else 28):
                    out += _path(f"M{x - 5},{y} C{x - 3},{y + 5} {x + 3},{y + 5} {x + 5},{y}",
                                 stroke=dark, width=2)
        out += _path("M-25,-18 C-20,-27 -10,-32 0,-32", stroke=light, width=3.2)
    return out


def _symbol_body(pack: str, suit: int, detail: bool = True) -> str:
    """The suit symbol of ``pack`` in the unit frame (-50..50)."""
    if pack == "german":
        return (_german_leaf, _german_acorn, _german_bell, _german_heart)[suit](detail)
    return _french_symbol(suit, _FRENCH_COLOURS[suit][0])


def _symbol(pack: str, suit: int, cx: float, cy: float, size: float,
            turned: bool = False, angle: float = 0.0, detail: bool = True) -> str:
    """The suit symbol, ``size`` units wide, centred on (cx, cy)."""
    transform = f"translate({_n(cx)} {_n(cy)})"
    rotation = angle + (180 if turned else 0)
    if rotation:
        transform += f" rotate({_n(rotation)})"
    transform += f" scale({_n(size / 100)})"
    return _group(_symbol_body(pack, suit, detail), transform)


def suit_symbol_svg(suit: int, pack: str = "french", size: int = 100) -> str:
    """A suit symbol alone, as an SVG document ``size`` units square (for menus, bids).

    Args:
        suit: 0..3 for ``S C D H`` (Leaves, Acorns, Bells, Hearts in the German pack).
        pack: ``"french"`` or ``"german"``.
        size: the width and height of the canvas.

    Returns:
        The SVG text.
    """
    _check_pack(pack)
    if not 0 <= suit < 4:
        raise ValueError(f"no such suit: {suit}")
    body = _group(_symbol_body(pack, suit), f"scale({_n(size / 104)}) translate(52 52)")
    return (f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{size}" '
            f'height="{size}" viewBox="0 0 {size} {size}">{body}</svg>\n')


# ---------------------------------------------------------------------------------------
# corner indices and pip layouts

_IDX_X = 19.0


def _index(pack: str, suit: int, rank: int) -> str:
    """Both corner indices: the rank above a small suit symbol, top left and turned."""
    if pack == "german":
        text = _GERMAN_RANKS[rank]
        colour = _GERMAN_COLOURS[suit][1]
        size = 33.0 if len(text) == 1 else 29.0
        body = _label(text, _IDX_X, 39, size, colour, 33)
        if text == "IX":  # underlined, as a 6 and a 9 are: turned, it must not read XI
            body += f'<rect x="{_n(_IDX_X - 14)}" y="42" width="28" height="2.5" fill="{colour}"/>'
        body += _symbol(pack, suit, _IDX_X, 59, 25, detail=False)
    else:
        text = _FRENCH_RANKS[rank]
        colour = _FRENCH_COLOURS[suit][1]
        body = _label(text, _IDX_X, 40, 34.0, colour, 32)
        body += _symbol(pack, suit, _IDX_X, 59, 24, detail=False)
    return body + _turned(body)


_COL_L, _COL_C, _COL_R = 60.0, 100.0, 140.0
_ROWS_4 = (64.0, 121.0, 179.0, 236.0)
_ROWS_3 = (64.0, 150.0, 236.0)

_LAYOUTS: dict[int, tuple[tuple[float, float], ...]] = {
    0: tuple((x, y) for y in _ROWS_3 for x in (_COL_L, _COL_R)) + ((_COL_C, 107.0),),
    1: tuple((x, y) for y in _ROWS_3 for x in (_COL_L, _COL_R))
    + ((_COL_C, 107.0), (_COL_C, 193.0)),
    2: tuple((x, y) for y in _ROWS_4 for x in (_COL_L, _COL_R)) + ((_COL_C, 150.0),),
    3: tuple((x, y) for y in _ROWS_4 for x in (_COL_L, _COL_R))
    + ((_COL_C, 92.5), (_COL_C, 207.5)),
}
_GERMAN_LAYOUTS: dict[int, tuple[tuple[float, float], ...]] = {
    0: _LAYOUTS[0],
    1: tuple((x, y) for y in _ROWS_4 for x in (_COL_L, _COL_R)),
    2: _LAYOUTS[2],
    3: _LAYOUTS[3],
}


def _pips(pack: str, suit: int, rank: int) -> str:
    """The pips of a number card: the lower half turned round in the French pack."""
    out = ""
    if pack == "german":
        for x, y in _GERMAN_LAYOUTS[rank]:
            out += _symbol(pack, suit, x, y, 40)
        return out
    for x, y in _LAYOUTS[rank]:
        out += _symbol(pack, suit, x, y, 40, turned=y > CARD_H / 2 + 1)
    return out


# ---------------------------------------------------------------------------------------
# aces


def _wreath(cx: float, cy: float, r: float, leaf: str, dark: str, berry: str) -> str:
    """A laurel wreath: two branches from the bottom meeting at the top."""
    out = ""
    for side in (-1, 1):
        out += _path(
            f"M{_n(cx)},{_n(cy + r + 4)} "
            + " ".join(
                f"L{_n(cx + side * r * math.sin(math.radians(a)))},"
                f"{_n(cy + r * math.cos(math.radians(a)))}"
                for a in range(10, 171, 8)
            ),
            stroke=dark, width=1.6,
        )
        for i, a in enumerate(range(18, 165, 13)):
            t = math.radians(a)
            x = cx + side * r * math.sin(t)
            y = cy + r * math.cos(t)
            tangent = math.degrees(math.atan2(-r * math.sin(t), side * r * math.cos(t)))
            for offset in (-1, 1):
                lean = tangent + side * offset * 38
                lx = x + 6 * math.cos(math.radians(lean))
                ly = y + 6 * math.sin(math.radians(lean))
                out += _ellipse(lx, ly, 7, 3, leaf, dark, 1.0,
                                transform=f"rotate({_n(lean)} {_n(lx)} {_n(ly)})")
            if i % 3 == 1:
                out += _circle(x - side * 5 * math.sin(t), y - 5 * math.cos(t), 2.2, berry,
                               dark, 0.8)
    # the ribbon that ties the branches
    out += _path(f"M{_n(cx - 12)},{_n(cy + r + 12)} L{_n(cx)},{_n(cy + r + 2)} "
                 f"L{_n(cx + 12)},{_n(cy + r + 12)}", stroke=berry, width=3.2)
    out += _circle(cx, cy + r + 2, 3.5, berry, dark, 1)
    return out


def _french_ace(suit: int) -> str:
    fill, dark, _light = _FRENCH_COLOURS[suit]
    out = _wreath(100, 150, 72, "#6f9b3a", "#3d5a1e", "#c8102e")
    out += _circle(100, 150, 58, "none", _GOLD_DARK, 1.2)
    out += _circle(100, 150, 54, "#fff9e8", _GOLD_DARK, 0.8)
    out += _symbol("french", suit, 100, 150, 86)
    # an engraved line inside the big pip, and a small rosette in its heart
    inner = _path((_spade_path, _club_path, _diamond_path, _heart_path)[suit](),
                  fill="none", stroke="#ffffff", width=2.4)
    out += _group(inner, "translate(100 150) scale(0.66)")
    out += _circle(100, 150 + (4 if suit == 1 else 0), 5, _GOLD, dark, 1.0)
    return out


def _scroll(x: float, y: float, side: int, colour: str) -> str:
    """A small curl of ornament opening towards ``side`` (-1 left, 1 right)."""
    s = side
    return _path(f"M{_n(x)},{_n(y)} C{_n(x + s * 10)},{_n(y - 2)} {_n(x + s * 16)},{_n(y + 6)} "
                 f"{_n(x + s * 12)},{_n(y + 11)} C{_n(x + s * 9)},{_n(y + 14)} "
                 f"{_n(x + s * 5)},{_n(y + 10)} {_n(x + s * 8)},{_n(y + 7)}",
                 stroke=colour, width=2)


def _german_ace(suit: int) -> str:
    fill, dark, light = _GERMAN_COLOURS[suit]
    out = ""
    # a gold vignette with curled corners
    out += (f'<rect x="46" y="36" width="108" height="228" rx="16" fill="#fff8e4" '
            f'stroke="{_GOLD_DARK}" stroke-width="2.2"/>')
    out += (f'<rect x="51" y="41" width="98" height="218" rx="12" fill="none" '
            f'stroke="{dark}" stroke-width="0.9"/>')
    for cx, cy in ((60, 54), (140, 54)):
        side = 1 if cx < 100 else -1
        out += _scroll(cx, cy, side, _GOLD_DARK)
    out += _group(_scroll(60, 54, 1, _GOLD_DARK) + _scroll(140, 54, -1, _GOLD_DARK),
                  "translate(0 300) scale(1 -1)")
    # a crown over two large symbols
    out += _crown(100, 78, 30, 20, _RED)
    out += _symbol("german", suit, 78, 126, 62, angle=-16)
    out += _symbol("german", suit, 122, 126, 62, angle=16)
    # sprigs of leaves, and a banner beneath
    for side in (-1, 1):
        for i in range(4):
            x = 100 + side * (14 + i * 9)
            y = 176 - i * 5
            out += _ellipse(x, y, 6, 2.6, "#6f9b3a", "#3d5a1e", 0.9,
                            transform=f"rotate({-side * (25 + i * 10)} {_n(x)} {_n(y)})")
    out += _path("M44,206 L58,198 L58,226 L44,234 L52,220 Z", fill="#9e2418", width=1.2)
    out += _path("M156,206 L142,198 L142,226 L156,234 L148,220 Z", fill="#9e2418", width=1.2)
    out += _path("M56,192 C80,198 120,198 144,192 L144,220 C120,226 80,226 56,220 Z",
                 fill="#c8321e", width=1.4)
    out += _path("M60,198 C82,203 118,203 140,198 M60,214 C82,219 118,219 140,214",
                 stroke=_GOLD, width=1.4)
    for x in (74, 100, 126):
        out += _circle(x, 208 + (1.5 if x == 100 else 0.5), 3.2, _GOLD, _INK, 0.8)
    out += _rosette(100, 240, 9, 6, fill, dark, _GOLD)
    return out


# ---------------------------------------------------------------------------------------
# court cards: the upper half of a figure, drawn again turned round for the lower half

_FRAME = (36.0, 20.0, 164.0, 280.0)  # left, top, right, bottom


def _yd(x: float) -> float:
    """The y of the diagonal where the two halves of a court card meet."""
    return 150 + (100 - x) / 8


def _poly(points: Iterable[tuple[float, float]], fill: str, stroke: str | None = _INK,
          width: float = 1.2) -> str:
    """A closed polygon as a path."""
    pts = list(points)
    d = "M" + " L".join(f"{_n(x)},{_n(y)}" for x, y in pts) + " Z"
    return _path(d, fill=fill, stroke=stroke, width=width)


def _inside(x: float, y: float, poly: list[tuple[float, float]]) -> bool:
    """Whether (x, y) lies inside the polygon (even-odd rule)."""
    inside = False
    j = len(poly) - 1
    for i, (xi, yi) in enumerate(poly):
        xj, yj = poly[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            inside = not inside
        j = i
    return inside


def _brocade(poly: list[tuple[float, float]], step: float, motif: Callable[[float, float],
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
            if all(_inside(x + dx, y + dy, poly) for dx, dy in
                   ((margin, 0), (-margin, 0), (0, margin), (0, -margin))):
                out += motif(x, y)
            x += step
        y += step * 0.8
        row += 1
    return out


def _quatrefoil(colour: str, size: float = 2.2) -> Callable[[float, float], str]:
    def motif(x: float, y: float) -> str:
        s = size
        return _path(f"M{_n(x)},{_n(y - 2 * s)} C{_n(x + s)},{_n(y - s)} {_n(x + s)},"
                     f"{_n(y - s)} {_n(x + 2 * s)},{_n(y)} C{_n(x + s)},{_n(y + s)} "
                     f"{_n(x + s)},{_n(y + s)} {_n(x)},{_n(y + 2 * s)} C{_n(x - s)},"
                     f"{_n(y + s)} {_n(x - s)},{_n(y + s)} {_n(x - 2 * s)},{_n(y)} "
                     f"C{_n(x - s)},{_n(y - s)} {_n(x - s)},{_n(y - s)} {_n(x)},"
                     f"{_n(y - 2 * s)} Z", fill=colour, stroke=_INK, width=0.5)
    return motif


def _dot_motif(colour: str, r: float = 1.3) -> Callable[[float, float], str]:
    def motif(x: float, y: float) -> str:
        return _circle(x, y, r, colour, None)
    return motif


def _face(cx: float, cy: float, rx: float, ry: float, *, lips: str = "#c0392b",
          brows: str = "#5a3a1a", eyes: str = "#3b2a1a") -> str:
    """A stylised face: a tapered oval with eyes, brows, nose, mouth and a little colour."""
    top = cy - ry
    d = (f"M{_n(cx - rx)},{_n(cy - ry * 0.15)} "
         f"C{_n(cx - rx)},{_n(top - ry * 0.05)} {_n(cx + rx)},{_n(top - ry * 0.05)} "
         f"{_n(cx + rx)},{_n(cy - ry * 0.15)} "
         f"C{_n(cx + rx)},{_n(cy + ry * 0.5)} {_n(cx + rx * 0.5)},{_n(cy + ry)} "
         f"{_n(cx)},{_n(cy + ry)} "
         f"C{_n(cx - rx * 0.5)},{_n(cy + ry)} {_n(cx - rx)},{_n(cy + ry * 0.5)} "
         f"{_n(cx - rx)},{_n(cy - ry * 0.15)} Z")
    out = _path(d, fill=_SKIN, width=1.2)
    ey = cy - ry * 0.08
    for side in (-1, 1):
        ex = cx + side * rx * 0.42
        w = rx * 0.27
        out += _path(f"M{_n(ex - w)},{_n(ey)} C{_n(ex - w / 2)},{_n(ey - 2.4)} "
                     f"{_n(ex + w / 2)},{_n(ey - 2.4)} {_n(ex + w)},{_n(ey)} "
                     f"C{_n(ex + w / 2)},{_n(ey + 1.6)} {_n(ex - w / 2)},{_n(ey + 1.6)} "
                     f"{_n(ex - w)},{_n(ey)} Z", fill="#ffffff", width=0.6)
        out += _circle(ex + side * 0.3, ey - 0.2, 1.45, eyes, None)
        out += _path(f"M{_n(ex - w)},{_n(ey - 0.2)} C{_n(ex - w / 2)},{_n(ey - 2.6)} "
                     f"{_n(ex + w / 2)},{_n(ey - 2.6)} {_n(ex + w)},{_n(ey - 0.2)}",
                     stroke=_INK, width=1.1)
        out += _path(f"M{_n(ex - w - 0.5)},{_n(ey - 4.5)} C{_n(ex - w / 3)},{_n(ey - 7)} "
                     f"{_n(ex + w / 2)},{_n(ey - 7)} {_n(ex + w + 1)},{_n(ey - 5)}",
                     stroke=brows, width=1.5)
        out += _ellipse(cx + side * rx * 0.58, cy + ry * 0.32, 3, 2.2, "#f4a6a0", None)
    out += _path(f"M{_n(cx + 0.5)},{_n(ey + 1)} C{_n(cx)},{_n(ey + 5)} {_n(cx - 2.8)},"
                 f"{_n(ey + 8)} {_n(cx - 1.5)},{_n(ey + 9.5)} C{_n(cx - 0.5)},{_n(ey + 10.2)} "
                 f"{_n(cx + 1.5)},{_n(ey + 10)} {_n(cx + 2.5)},{_n(ey + 9.2)}",
                 stroke="#9a6a4a", width=1.0)
    my = cy + ry * 0.6
    out += _path(f"M{_n(cx - 4)},{_n(my)} C{_n(cx - 1.5)},{_n(my + 2.6)} {_n(cx + 1.5)},"
                 f"{_n(my + 2.6)} {_n(cx + 4)},{_n(my)} C{_n(cx + 1.5)},{_n(my - 1)} "
                 f"{_n(cx - 1.5)},{_n(my - 1)} {_n(cx - 4)},{_n(my)} Z",
                 fill=lips, stroke="#7a2a20", width=0.6)
    return out


def _hand(cx: float, cy: float, turned: float = 0.0) -> str:
    """A small closed hand (a fist round a staff), ``turned`` degrees."""
    body = (_path("M-6,-3.5 C-6,-6 -3.5,-6.5 0,-6.5 C4,-6.5 6.5,-5.5 6.5,-2 L6.5,2.5 "
                  "C6.5,5.2 4,6 0,6 C-4,6 -6,5 -6,2.5 Z", fill=_SKIN, width=1.1)
            + _path("M-2.6,-1 L-2.6,5.2 M0.8,-1.5 L0.8,5.6 M4,-1.2 L4,5", stroke="#b07a5a",
                    width=0.7)
            + _path("M-5.6,-3 C-2,-0.5 2.5,-0.8 6,-3.5", stroke=_INK, width=0.9))
    transform = f"translate({_n(cx)} {_n(cy)})"
    if turned:
        transform += f" rotate({_n(turned)})"
    return _group(body, transform + " scale(0.9)")


def _ermine(d: str, points: Iterable[tuple[float, float]]) -> str:
    """A white fur band with black ermine tails."""
    out = _path(d, fill="#fdfdfd", width=1.1)
    for x, y in points:
        out += _path(f"M{_n(x)},{_n(y - 2.8)} L{_n(x - 1.8)},{_n(y + 2.2)} L{_n(x)},"
                     f"{_n(y + 1.1)} L{_n(x + 1.8)},{_n(y + 2.2)} Z", fill=_INK, stroke=None)
        out += _circle(x, y - 3.2, 0.9, _INK, None)
    return out


class _Palette:
    """The costume colours of one court card."""

    def __init__(self, robe: str, tunic: str, trim: str, hair: str, accent: str) -> None:
        self.robe = robe
        self.tunic = tunic
        self.trim = trim
        self.hair = hair
        self.accent = accent


_FRENCH_PALETTES = (
    _Palette(_BLUE, _RED, _GOLD, "#5a3a1e", "#1b1b1b"),  # spades
    _Palette(_GREEN, _RED, _GOLD, "#2e2218", _BLUE),  # clubs
    _Palette(_RED, "#f2c12e", _BLUE, "#a0622d", _BLUE),  # diamonds
    _Palette(_RED, _BLUE, _GOLD, "#d39b32", "#f2c12e"),  # hearts
)
_GERMAN_PALETTES = (
    _Palette("#2e7d32", "#c8321e", _GOLD, "#6b4423", "#1f4e9c"),  # leaves
    _Palette("#7a4a1e", "#2e7d32", _GOLD, "#3b2a1a", "#c8321e"),  # acorns
    _Palette("#1f4e9c", "#f2c12e", "#c8321e", "#a0622d", "#2e7d32"),  # bells
    _Palette("#c8321e", "#1f4e9c", _GOLD, "#d39b32", "#2e7d32"),  # hearts
)


def _mantle(colour: str, neck: float = 96.0) -> str:
    """Shoulders and body down to the diagonal, with a few folds."""
    out = _path(f"M86,{_n(neck)} C72,{_n(neck + 2)} 62,{_n(neck + 6)} 56,{_n(neck + 14)} "
                f"C49,{_n(neck + 23)} 47,{_n(neck + 36)} 47,{_n(_yd(47))} "
                f"L153,{_n(_yd(153))} C153,{_n(neck + 36)} 151,{_n(neck + 23)} "
                f"144,{_n(neck + 14)} C138,{_n(neck + 6)} 128,{_n(neck + 2)} "
                f"114,{_n(neck)} Z", fill=colour, width=1.3)
    for x0, x1 in ((58, 54), (146, 148)):
        out += _path(f"M{x0},{_n(neck + 24)} C{x0 - 1},{_n(neck + 34)} {x1},"
                     f"{_n(neck + 42)} {x1},{_n(_yd(x1) - 2)}", stroke="#000000",
                     stroke_opacity=0.3, width=1.0)
    return out


def _band(x0: float, y0: float, x1: float, y1: float, colour: str,
          width: float = 5.0) -> str:
    """A straight band of trim from (x0, y0) to (x1, y1) with thin dark edges."""
    return (_path(f"M{_n(x0)},{_n(y0)} L{_n(x1)},{_n(y1)}", stroke=_INK, width=width + 1.6)
            + _path(f"M{_n(x0)},{_n(y0)} L{_n(x1)},{_n(y1)}", stroke=colour, width=width))


def _sleeve(side: int, colour: str, cuff: str, hand: tuple[float, float]) -> str:
    """An arm from the shoulder on ``side`` (-1 left, 1 right) bent to the hand."""
    hx, hy = hand
    sx, sy = 100 + side * 35, 108.0
    cx, cy = 100 + side * 49, hy + 2
    wx, wy = hx + side * 8, hy + 1
    d = f"M{_n(sx)},{_n(sy)} Q{_n(cx)},{_n(cy)} {_n(wx)},{_n(wy)}"
    out = _path(d, stroke=_INK, width=15.5) + _path(d, stroke=colour, width=13)
    tx, ty = wx - cx, wy - cy
    norm = math.hypot(tx, ty) or 1.0
    tx, ty = tx / norm, ty / norm
    cuff_d = (f"M{_n(wx - tx * 4)},{_n(wy - ty * 4)} L{_n(wx - tx * 0.5)},"
              f"{_n(wy - ty * 0.5)}")
    out += _path(cuff_d, stroke=_INK, width=15.5) + _path(cuff_d, stroke=cuff, width=13)
    return out


def _crown(cx: float, base: float, width: float, height: float, jewel: str) -> str:
    """An open royal crown with five points, pearls and jewels."""
    left, right = cx - width / 2, cx + width / 2
    band = base - height * 0.3
    top = base - height
    pts = [(left, band), (left - 3, top + 2), (cx - width * 0.27, band - height * 0.32),
           (cx - width * 0.14, top + 4), (cx, band - height * 0.3), (cx, top - 1),
           (cx, band - height * 0.3), (cx + width * 0.14, top + 4),
           (cx + width * 0.27, band - height * 0.32), (right + 3, top + 2), (right, band)]
    pts = [pts[0], pts[1], pts[2], pts[5], pts[8], pts[9], pts[10]]
    out = _poly(pts, _GOLD, width=1.2)
    out += _path(f"M{_n(cx - width * 0.27)},{_n(band - height * 0.32)} L{_n(cx)},{_n(band)} "
                 f"L{_n(cx + width * 0.27)},{_n(band - height * 0.32)}",
                 stroke=_GOLD_DARK, width=0.9)
    out += _poly([(left - 1, band), (right + 1, band), (right, base), (left, base)], _GOLD,
                 width=1.2)
    mid = (band + base) / 2
    out += _ellipse(cx, mid, 3.2, 2.4, jewel, _INK, 0.7)
    for side in (-1, 1):
        out += _ellipse(cx + side * width * 0.3, mid, 2.2, 1.8, _RED, _INK, 0.6)
    for x, y in ((left - 3, top + 2), (cx, top - 1), (right + 3, top + 2)):
        out += _circle(x, y - 1.5, 2.6, "#fffdf4", _INK, 0.8)
    return out


def _orb(cx: float, cy: float, r: float = 7.5) -> str:
    """A gold orb with a band and a small cross."""
    out = _path(f"M{_n(cx)},{_n(cy - r - 1)} L{_n(cx)},{_n(cy - r - 8)} "
                f"M{_n(cx - 3.5)},{_n(cy - r - 5)} L{_n(cx + 3.5)},{_n(cy - r - 5)}",
                stroke=_INK, width=3)
    out += _path(f"M{_n(cx)},{_n(cy - r - 1)} L{_n(cx)},{_n(cy - r - 8)} "
                 f"M{_n(cx - 3.5)},{_n(cy - r - 5)} L{_n(cx + 3.5)},{_n(cy - r - 5)}",
                 stroke=_GOLD, width=1.6)
    out += _circle(cx, cy, r, _GOLD, _INK, 1.1)
    out += _path(f"M{_n(cx - r)},{_n(cy)} C{_n(cx - r / 2)},{_n(cy + 2.5)} {_n(cx + r / 2)},"
                 f"{_n(cy + 2.5)} {_n(cx + r)},{_n(cy)} M{_n(cx)},{_n(cy + 1.8)} "
                 f"L{_n(cx)},{_n(cy - r)}", stroke=_GOLD_DARK, width=1.0)
    out += _circle(cx - r * 0.35, cy - r * 0.4, r * 0.2, "#fff3b0", None)
    return out


def _sword(hx: float, hy: float, tip_x: float, tip_y: float) -> str:
    """A sword gripped at (hx, hy), its blade pointing to (tip_x, tip_y)."""
    angle = math.degrees(math.atan2(tip_x - hx, hy - tip_y))
    length = math.hypot(tip_x - hx, hy - tip_y)
    blade = length - 8
    body = (
        _path(f"M-3,-6 L-3,{_n(-blade)} L0,{_n(-length)} L3,{_n(-blade)} L3,-6 Z",
              fill=_STEEL, width=1.1)
        + _path(f"M0,-9 L0,{_n(-blade + 2)}", stroke="#9aa4b0", width=0.9)
        + _path("M-11,-7 C-7,-9 7,-9 11,-7 L11,-4 C7,-6 -7,-6 -11,-4 Z", fill=_GOLD,
                width=1.0)
        + _circle(-11.5, -5.5, 1.8, _GOLD, _INK, 0.7) + _circle(11.5, -5.5, 1.8, _GOLD, _INK, 0.7)
        + _path("M-2,-4 L2,-4 L2,9 L-2,9 Z", fill="#6b3d17", width=0.9)
        + _circle(0, 11, 2.6, _GOLD, _INK, 0.8)
    )
    return _group(body, f"translate({_n(hx)} {_n(hy)}) rotate({_n(angle)})")


def _beard(cx: float, top: float, bottom: float, colour: str, half: float = 15.0) -> str:
    """A full beard from the cheeks to a rounded point, with curls and a moustache."""
    out = _path(f"M{_n(cx - half)},{_n(top)} C{_n(cx - half - 1)},{_n(top + 18)} "
                f"{_n(cx - 8)},{_n(bottom - 4)} {_n(cx)},{_n(bottom)} "
                f"C{_n(cx + 8)},{_n(bottom - 4)} {_n(cx + half + 1)},{_n(top + 18)} "
                f"{_n(cx + half)},{_n(top)} C{_n(cx + half - 3)},{_n(top + 11)} "
                f"{_n(cx + 6)},{_n(top + 15)} {_n(cx)},{_n(top + 15)} "
                f"C{_n(cx - 6)},{_n(top + 15)} {_n(cx - half + 3)},{_n(top + 11)} "
                f"{_n(cx - half)},{_n(top)} Z", fill=colour, width=1.1)
    for dx, dy in ((-8, 20), (0, 23), (8, 20), (-4, 28), (4, 28)):
        out += _path(f"M{_n(cx + dx - 2.5)},{_n(top + dy)} C{_n(cx + dx - 2)},"
                     f"{_n(top + dy + 3)} {_n(cx + dx + 2)},{_n(top + dy + 3)} "
                     f"{_n(cx + dx + 2.5)},{_n(top + dy)}", stroke="#000000",
                     stroke_opacity=0.35, width=0.9)
    my = top + 11
    out += _path(f"M{_n(cx - 11)},{_n(my + 1.5)} C{_n(cx - 7)},{_n(my - 3)} {_n(cx - 3)},"
                 f"{_n(my - 2.5)} {_n(cx)},{_n(my - 0.5)} C{_n(cx + 3)},{_n(my - 2.5)} "
                 f"{_n(cx + 7)},{_n(my - 3)} {_n(cx + 11)},{_n(my + 1.5)} "
                 f"C{_n(cx + 6)},{_n(my + 1)} {_n(cx + 3)},{_n(my + 1.5)} {_n(cx)},"
                 f"{_n(my + 0.8)} C{_n(cx - 3)},{_n(my + 1.5)} {_n(cx - 6)},{_n(my + 1)} "
                 f"{_n(cx - 11)},{_n(my + 1.5)} Z", fill=colour, width=0.9)
    return out


def _king_half(p: _Palette, suit: int) -> str:
    """The French king: crown, beard, ermine, a sword and an orb."""
    out = _path("M82,58 C73,68 73,92 79,102 L121,102 C127,92 127,68 118,58 Z", fill=p.hair)
    out += _mantle(p.robe)
    tunic = [(88.0, 102.0), (112.0, 102.0), (118.0, _yd(118)), (82.0, _yd(82))]
    out += _poly(tunic, p.tunic)
    out += _brocade(tunic, 9, _quatrefoil(p.trim))
    out += _band(88, 103, 82, _yd(82) - 0.5, p.trim)
    out += _band(112, 103, 118, _yd(118) - 0.5, p.trim)
    out += _sleeve(-1, p.tunic, p.trim, (74, 138))
    out += _sleeve(1, p.tunic, p.trim, (128, 134))
    out += _ermine("M72,97 C86,102 114,102 128,97 C138,100 146,106 149,116 "
                   "C130,121 70,121 51,116 C54,106 62,100 72,97 Z",
                   ((60, 111), (72, 114), (86, 115), (114, 115), (128, 114), (140, 111),
                    (66, 104), (134, 104)))
    out += _sword(128, 134, 140, 26)
    out += _hand(128, 134)
    out += _orb(74, 124)
    out += _hand(74, 136, turned=180)
    out += _face(100, 75, 15, 19)
    out += _beard(100, 77, 114, p.hair)
    out += _crown(100, 59, 34, 27, _BLUE)
    return out


def _tiara(cx: float, base: float, width: float, height: float, jewel: str) -> str:
    """A queen's crown: a band with three fleurons and pearls."""
    left, right = cx - width / 2, cx + width / 2
    band = base - 6
    out = ""
    for x, h in ((left + 4, 0.6), (cx, 1.0), (right - 4, 0.6)):
        top = base - height * h
        out += _path(f"M{_n(x - 5.5)},{_n(band)} C{_n(x - 7)},{_n(top + 6)} {_n(x - 3)},"
                     f"{_n(top + 2)} {_n(x)},{_n(top)} C{_n(x + 3)},{_n(top + 2)} "
                     f"{_n(x + 7)},{_n(top + 6)} {_n(x + 5.5)},{_n(band)} Z",
                     fill=_GOLD, width=1.0)
        out += _ellipse(x, (top + band) / 2 + 1, 1.6, 2.2, jewel, _INK, 0.6)
        out += _circle(x, top - 2, 2.0, "#fffdf4", _INK, 0.7)
    out += _poly([(left, band), (right, band), (right - 1, base), (left + 1, base)], _GOLD,
                 width=1.1)
    for i in range(5):
        out += _circle(left + 3 + i * (width - 6) / 4, band + 3, 1.2, "#fffdf4", _INK, 0.5)
    return out


def _rose(cx: float, cy: float, colour: str = "#d0203a") -> str:
    """A rose in bloom."""
    out = ""
    for a in range(0, 360, 72):
        out += _ellipse(cx, cy - 4.2, 4, 4.6, colour, _INK, 0.8,
                        transform=f"rotate({a} {_n(cx)} {_n(cy)})")
    out += _circle(cx, cy, 4, colour, _INK, 0.8)
    out += _path(f"M{_n(cx - 2)},{_n(cy)} C{_n(cx - 2)},{_n(cy - 2.5)} {_n(cx + 2)},"
                 f"{_n(cy - 2.5)} {_n(cx + 2)},{_n(cy)} C{_n(cx + 2)},{_n(cy + 1.5)} "
                 f"{_n(cx - 0.5)},{_n(cy + 1.5)} {_n(cx - 0.5)},{_n(cy)}",
                 stroke="#7a0a1a", width=0.8)
    return out


def _queen_half(p: _Palette, suit: int) -> str:
    """The French queen: a crown, long hair, pearls and a rose."""
    out = _path("M83,58 C71,68 70,96 70,110 C76,116 84,114 88,104 L112,104 "
                "C116,114 124,116 130,110 C130,96 129,68 117,58 Z", fill=p.hair)
    out += _path("M78,80 C76,92 76,102 75,110 M122,80 C124,92 124,102 125,110",
                 stroke="#000000", stroke_opacity=0.25, width=1.0)
    out += _mantle(p.robe, 98)
    bodice = [(86.0, 104.0), (114.0, 104.0), (120.0, _yd(120)), (80.0, _yd(80))]
    out += _poly(bodice, p.tunic)
    out += _brocade(bodice, 8, _dot_motif(p.trim, 1.4))
    out += _band(86, 105, 80, _yd(80) - 0.5, p.trim, 4)
    out += _band(114, 105, 120, _yd(120) - 0.5, p.trim, 4)
    out += _poly([(90, 96), (110, 96), (113, 108), (87, 108)], _SKIN, width=1.0)
    out += _path("M87,108 L113,108", stroke=p.trim, width=3)
    out += "".join(_circle(90 + i * 4, 103.5 + (0 if i in (0, 5) else 1.2 if i in (1, 4)
                                                  else 1.8), 1.5, "#ffffff", _INK, 0.5)
                   for i in range(6))
    out += _sleeve(-1, p.accent if p.accent != _INK else p.robe, p.trim, (74, 138))
    out += _sleeve(1, p.accent if p.accent != _INK else p.robe, p.trim, (126, 138))
    out += _path("M73,132 C70,120 66,108 62,96", stroke="#2e6b1e", width=2.2)
    out += _ellipse(64, 114, 6, 2.6, "#5aa33a", _INK, 0.8, transform="rotate(-40 64 114)")
    out += _ellipse(70, 106, 6, 2.6, "#5aa33a", _INK, 0.8, transform="rotate(40 70 106)")
    out += _rose(62, 92)
    out += _hand(74, 136, turned=-70)
    out += _path("M94,88 L94,100 L106,100 L106,88 Z", fill=_SKIN, width=1.0)
    out += _face(100, 77, 14, 18, brows="#6b4a2a", lips="#d0303a", eyes="#2a5a8a")
    out += _path("M86,74 C85,64 92,60 100,61 C108,60 115,64 114,74 C110,68 105,66 100,67 "
                 "C95,66 90,68 86,74 Z", fill=p.hair, width=1.0)
    out += _tiara(100, 62, 30, 20, p.tunic if p.tunic != _GOLD else _RED)
    return out


def _halberd(x: float, bottom: float, top: float) -> str:
    """A halberd: a wooden pole with a spear point, an axe blade and a back spike."""
    return (
        _poly([(x - 2, top + 14), (x + 2, top + 14), (x + 2, bottom), (x - 2, bottom)],
              "#8b5a2b", width=1.0)
        + _path(f"M{_n(x)},{_n(top)} L{_n(x + 4)},{_n(top + 12)} L{_n(x)},{_n(top + 17)} "
                f"L{_n(x - 4)},{_n(top + 12)} Z", fill=_STEEL, width=1.0)
        + _path(f"M{_n(x + 2)},{_n(top + 16)} C{_n(x + 10)},{_n(top + 13)} {_n(x + 17)},"
                f"{_n(top + 16)} {_n(x + 19)},{_n(top + 24)} C{_n(x + 17)},{_n(top + 32)} "
                f"{_n(x + 10)},{_n(top + 35)} {_n(x + 2)},{_n(top + 33)} Z",
                fill=_STEEL, width=1.1)
        + _path(f"M{_n(x - 2)},{_n(top + 21)} L{_n(x - 11)},{_n(top + 25)} L{_n(x - 2)},"
                f"{_n(top + 29)} Z", fill=_STEEL, width=1.0)
        + _poly([(x - 3, top + 36), (x + 3, top + 36), (x + 3, top + 40), (x - 3, top + 40)],
                _GOLD, width=0.8)
        + _path(f"M{_n(x - 2)},{_n(top + 41)} C{_n(x - 6)},{_n(top + 48)} {_n(x - 4)},"
                f"{_n(top + 54)} {_n(x - 8)},{_n(top + 58)}", stroke=_RED, width=2.2)
    )


def _feather(x0: float, y0: float, x1: float, y1: float, bend: float,
             colour: str = "#fdfdfd") -> str:
    """A curved plume from (x0, y0) to its tip at (x1, y1)."""
    mx, my = (x0 + x1) / 2, (y0 + y1) / 2
    dx, dy = x1 - x0, y1 - y0
    length = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / length, dx / length
    cx, cy = mx + nx * bend, my + ny * bend
    w = 5.0
    d = (f"M{_n(x0)},{_n(y0)} Q{_n(cx + nx * w)},{_n(cy + ny * w)} {_n(x1)},{_n(y1)} "
         f"Q{_n(cx - nx * w)},{_n(cy - ny * w)} {_n(x0)},{_n(y0)} Z")
    out = _path(d, fill=colour, width=1.0)
    out += _path(f"M{_n(x0)},{_n(y0)} Q{_n(cx)},{_n(cy)} {_n(x1)},{_n(y1)}",
                 stroke="#8a8a8a", width=0.8)
    return out


def _jack_half(p: _Palette, suit: int) -> str:
    """The French jack: a feathered cap, a ruff and a halberd."""
    out = _halberd(136, 134, 20)
    out += _path("M83,64 C77,74 77,94 82,102 L118,102 C123,94 123,74 117,64 Z", fill=p.hair)
    out += _mantle(p.robe, 98)
    left = [(100.0, 104.0), (84.0, 104.0), (80.0, _yd(80)), (100.0, _yd(100))]
    right = [(100.0, 104.0), (116.0, 104.0), (120.0, _yd(120)), (100.0, _yd(100))]
    out += _poly(left, p.accent)
    out += _poly(right, p.tunic)
    out += _brocade(right, 8, _dot_motif(p.trim, 1.3))
    out += _brocade(left, 8, _dot_motif(p.trim if p.accent != p.trim else _RED, 1.3))
    out += _path("M96,112 L104,117 M104,112 L96,117 M96,122 L104,127 M104,122 L96,127 "
                 "M96,132 L104,137 M104,132 L96,137", stroke=p.trim, width=1.5)
    out += _sleeve(-1, p.tunic, p.trim, (72, 140))
    out += _sleeve(1, p.accent, p.trim, (134, 134))
    for side in (-1, 1):
        for k in range(3):
            x = 100 + side * (44 + k * 3)
            out += _path(f"M{_n(x)},{112 + k * 4} L{_n(x + side * 5)},{120 + k * 4}",
                         stroke=p.trim, width=1.6)
    ruff = "M70,100 " + " ".join(
        f"Q{_n(73 + i * 6)},{_n(108 if i % 2 else 94)} {_n(76 + i * 6)},100"
        for i in range(10)) + " L130,106 C110,110 90,110 70,106 Z"
    out += _path(ruff, fill="#fdfdfd", width=1.0)
    out += _hand(134, 134)
    out += _hand(72, 140, turned=180)
    out += _face(100, 80, 13.5, 17, brows="#7a5a2a", eyes="#2a5a8a")
    out += _path("M87,75 C87,67 93,65 100,65 C107,65 113,67 113,75 C108,71 104,70 100,70 "
                 "C96,70 92,71 87,75 Z", fill=p.hair, width=0.9)
    out += _feather(86, 52, 74, 26, -7, "#fdfdfd")
    out += _path("M75,65 C70,56 80,46 97,44 C115,42 131,48 129,60 C128,66 80,69 75,65 Z",
                 fill=p.robe if p.robe != p.tunic else p.accent, width=1.2)
    out += _path("M80,56 C90,50 112,48 124,52", stroke="#000000", stroke_opacity=0.3,
                 width=1.0)
    out += _poly([(79, 61), (123, 61), (124, 67), (78, 67)], p.trim, width=1.1)
    out += "".join(_circle(x, 64, 1.5, _RED, _INK, 0.5) for x in (86, 95, 104, 113))
    return out


def _sceptre(x: float, bottom: float, top: float) -> str:
    """A gold sceptre topped by a fleur."""
    out = _poly([(x - 2, top + 12), (x + 2, top + 12), (x + 2, bottom), (x - 2, bottom)],
                _GOLD, width=1.0)
    for y in (top + 30, top + 60):
        out += _poly([(x - 3.5, y), (x + 3.5, y), (x + 3.5, y + 4), (x - 3.5, y + 4)],
                     _GOLD, width=0.8)
    out += _path(f"M{_n(x)},{_n(top + 14)} C{_n(x - 10)},{_n(top + 12)} {_n(x - 10)},"
                 f"{_n(top + 2)} {_n(x - 4)},{_n(top + 4)} C{_n(x - 3)},{_n(top)} {_n(x)},"
                 f"{_n(top - 2)} {_n(x)},{_n(top - 4)} C{_n(x)},{_n(top - 2)} {_n(x + 3)},"
                 f"{_n(top)} {_n(x + 4)},{_n(top + 4)} C{_n(x + 10)},{_n(top + 2)} "
                 f"{_n(x + 10)},{_n(top + 12)} {_n(x)},{_n(top + 14)} Z", fill=_GOLD,
                 width=1.0)
    out += _circle(x, top + 8, 2, _RED, _INK, 0.6)
    return out


def _german_king_half(p: _Palette, suit: int) -> str:
    """The German König: a closed crown, a long beard, a sceptre and an orb."""
    out = _path("M82,58 C73,68 73,92 79,102 L121,102 C127,92 127,68 118,58 Z", fill=p.hair)
    out += _mantle(p.robe)
    tunic = [(86.0, 102.0), (114.0, 102.0), (120.0, _yd(120)), (80.0, _yd(80))]
    out += _poly(tunic, p.tunic)
    for y in (114, 126, 138):
        out += _path(f"M84,{y} L116,{y}", stroke=p.trim, width=2.2)
    out += _band(86, 103, 80, _yd(80) - 0.5, p.trim)
    out += _band(114, 103, 120, _yd(120) - 0.5, p.trim)
    out += _sleeve(-1, p.tunic, p.trim, (74, 138))
    out += _sleeve(1, p.tunic, p.trim, (130, 134))
    out += _ermine("M70,98 C86,104 114,104 130,98 C140,102 146,108 148,118 "
                   "C130,123 70,123 52,118 C54,108 60,102 70,98 Z",
                   ((60, 113), (72, 116), (86, 117), (114, 117), (128, 116), (140, 113),
                    (66, 106), (134, 106)))
    out += _sceptre(130, 140, 30)
    out += _hand(130, 134)
    out += _orb(74, 124)
    out += _hand(74, 136, turned=180)
    out += _face(100, 75, 15, 19)
    out += _beard(100, 77, 122, p.hair, 15.5)
    # a closed crown: a cap under two arches, a cross on top
    out += _path("M84,57 C84,42 92,35 100,35 C108,35 116,42 116,57 Z", fill=p.accent,
                 width=1.1)
    out += _path("M85,56 C86,44 92,38 100,36 C108,38 114,44 115,56 M100,36 L100,57",
                 stroke=_INK, width=3.4)
    out += _path("M85,56 C86,44 92,38 100,36 C108,38 114,44 115,56 M100,36 L100,57",
                 stroke=_GOLD, width=2.0)
    out += _path("M100,33 L100,24 M96,28 L104,28", stroke=_INK, width=3)
    out += _path("M100,33 L100,24 M96,28 L104,28", stroke=_GOLD, width=1.6)
    out += _crown(100, 61, 34, 16, _RED)
    return out


def _ober_half(p: _Palette, suit: int) -> str:
    """The Ober: a plumed hat, a moustache, a sword, and his suit symbol above."""
    out = _path("M83,62 C77,72 77,92 82,100 L118,100 C123,92 123,72 117,62 Z", fill=p.hair)
    out += _mantle(p.robe, 98)
    doublet = [(84.0, 104.0), (116.0, 104.0), (120.0, _yd(120)), (80.0, _yd(80))]
    out += _poly(doublet, p.tunic)
    for x in (89, 96, 104, 111):
        out += _path(f"M{x},110 C{x - 1.5},122 {x + 1.5},134 {x},{_n(_yd(x) - 3)}",
                     stroke=p.trim, width=2.6)
    out += _sleeve(-1, p.tunic, p.trim, (72, 140))
    out += _sleeve(1, p.tunic, p.trim, (132, 134))
    out += _path("M74,100 C86,108 114,108 126,100 L128,108 C114,116 86,116 72,108 Z",
                 fill="#fdfdfd", width=1.0)
    out += _path("M78,104 L80,110 M88,107 L89,112 M100,108 L100,114 M112,107 L111,112 "
                 "M122,104 L120,110", stroke="#9a9a9a", width=0.8)
    out += _sword(132, 134, 150, 34)
    out += _hand(132, 134)
    out += _hand(72, 140, turned=180)
    out += _face(100, 80, 14, 17.5)
    out += _path("M96,96 C97,101 99,105 100,108 C101,105 103,101 104,96 Z", fill=p.hair,
                 width=0.9)
    out += _path("M87,91 C91,86 96,88 100,90 C104,88 109,86 113,91 C109,90 104,92 100,92 "
                 "C96,92 91,90 87,91 Z", fill=p.hair, width=0.9)
    # a broad hat with a plume
    out += _feather(106, 46, 126, 22, -6, "#fdfdfd")
    out += _path("M72,64 C84,57 116,57 128,64 C122,71 78,71 72,64 Z", fill=p.accent,
                 width=1.2)
    out += _path("M85,62 C85,48 92,42 100,42 C108,42 115,48 115,62 Z", fill=p.accent,
                 width=1.2)
    out += _path("M85,57 L115,57", stroke=_INK, width=4)
    out += _path("M85,57 L115,57", stroke=p.trim, width=2.6)
    return out


def _unter_half(p: _Palette, suit: int) -> str:
    """The Unter: a soft cap, a lance, and his suit symbol below, in his hand."""
    out = _halberd(136, 134, 20).replace("#8b5a2b", "#7a4a22")
    out += _path("M84,66 C79,76 79,94 83,102 L117,102 C121,94 121,76 116,66 Z", fill=p.hair)
    out += _mantle(p.robe, 100)
    doublet = [(84.0, 106.0), (116.0, 106.0), (120.0, _yd(120)), (80.0, _yd(80))]
    out += _poly(doublet, p.tunic)
    out += _path(f"M84,108 L100,{_n(_yd(100) - 2)} L116,108", stroke=p.trim, width=2.6)
    out += _brocade(doublet, 9, _dot_motif(p.trim, 1.2))
    out += _sleeve(-1, p.tunic, p.trim, (72, 140))
    out += _sleeve(1, p.tunic, p.trim, (134, 134))
    out += _path("M76,102 C88,110 112,110 124,102 L124,108 C112,116 88,116 76,108 Z",
                 fill="#fdfdfd", width=1.0)
    out += _hand(134, 134)
    out += _face(100, 82, 13.5, 17, brows="#7a5a2a", eyes="#2a5a8a")
    out += _path("M87,77 C87,69 93,67 100,67 C107,67 113,69 113,77 C108,73 104,72 100,72 "
                 "C96,72 92,73 87,77 Z", fill=p.hair, width=0.9)
    out += _feather(118, 60, 128, 30, -5)
    out += _path("M80,68 C78,54 90,46 104,47 C118,48 124,58 120,68 Z", fill=p.accent,
                 width=1.2)
    out += _poly([(80, 64), (120, 64), (121, 70), (79, 70)], p.trim, width=1.1)
    out += _circle(116, 64, 2.4, _RED, _INK, 0.6)
    return out


def _court(pack: str, suit: int, rank: int) -> str:
    """A double-headed court card inside its frame."""
    left, top, right, bottom = _FRAME
    if pack == "german":
        p = _GERMAN_PALETTES[suit]
        half = (_unter_half, _ober_half, _german_king_half)[rank - 4](p, suit)
        ground = "#fbf3dc"
        edge = _GERMAN_COLOURS[suit][1]
        if rank == 5:  # the Ober: his symbol high, by his head
            half += _symbol(pack, suit, 58, 46, 30)
        elif rank == 4:  # the Unter: his symbol low, held up in his hand
            half += _hand(72, 140, turned=180)
            half += _symbol(pack, suit, 71, 122, 30)
        else:
            half += _symbol(pack, suit, 56, 44, 26)
    else:
        p = _FRENCH_PALETTES[suit]
        half = (_jack_half, _queen_half, _king_half)[rank - 4](p, suit)
        ground = "#fdf8ec"
        edge = _FRENCH_COLOURS[suit][1]
        sx = 148 if rank == 4 else 54
        half += _symbol(pack, suit, sx if rank != 4 else 56, 42 if rank != 4 else 44, 22)
    out = (f'<rect x="{_n(left)}" y="{_n(top)}" width="{_n(right - left)}" '
           f'height="{_n(bottom - top)}" fill="{ground}" stroke="none"/>')
    out += half + _turned(half)
    out += _path(f"M{_n(left)},{_n(_yd(left))} L{_n(right)},{_n(_yd(right))}", stroke=_INK,
                 width=1.2)
    out += (f'<rect x="{_n(left)}" y="{_n(top)}" width="{_n(right - left)}" '
            f'height="{_n(bottom - top)}" fill="none" stroke="{edge}" stroke-width="1.6"/>')
    return out


# ---------------------------------------------------------------------------------------
# public API


def _check_pack(pack: str) -> None:
    if pack not in PACKS:
        raise ValueError(f"unknown pack {pack!r}: expected one of {', '.join(PACKS)}")


def card_svg(card: int, pack: str = "french") -> str:
    """The face of ``card`` in ``pack`` as an SVG document.

    Args:
        card: ``suit * 8 + rank`` with suits ``S C D H`` = 0..3 and ranks
            ``7 8 9 10 J Q K A`` = 0..7.
        pack: ``"french"`` or ``"german"``.

    Returns:
        SVG text for a 200 × 300 card.

    Raises:
        ValueError: for a card outside 0..31 or an unknown pack.
    """
    _check_pack(pack)
    if not 0 <= card < 32:
        raise ValueError(f"no such card: {card}")
    suit, rank = divmod(card, 8)
    body = _card_blank()
    if rank <= 3:
        body += _pips(pack, suit, rank)
    elif rank == 7:
        body += _german_ace(suit) if pack == "german" else _french_ace(suit)
    else:
        body += _court(pack, suit, rank)
    body += _index(pack, suit, rank)
    return _document(body)


# ---------------------------------------------------------------------------------------
# backs


def _clip(x0: float, y0: float, x1: float, y1: float,
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


def _back_frame(field: str, line: str, inset: float = 10) -> str:
    """The white margin, the coloured field and a thin inner rule."""
    w, h = CARD_W - 2 * inset, CARD_H - 2 * inset
    out = _card_blank()
    out += (f'<rect x="{_n(inset)}" y="{_n(inset)}" width="{_n(w)}" height="{_n(h)}" '
            f'rx="7" fill="{field}"/>')
    return out + (f'<rect x="{_n(inset + 4)}" y="{_n(inset + 4)}" width="{_n(w - 8)}" '
                  f'height="{_n(h - 8)}" rx="4" fill="none" stroke="{line}" '
                  f'stroke-width="1.2"/>')


def _lattice(box: tuple[float, float, float, float], step: float, colour: str,
             width: float) -> str:
    """Two sets of diagonal lines clipped to ``box``."""
    left, top, right, bottom = box
    span = (right - left) + (bottom - top)
    d = ""
    k = -span
    while k <= span:
        for sign in (1, -1):
            x0 = left + k
            seg = _clip(x0, top, x0 + sign * (bottom - top), bottom, box) if sign == 1 else \
                _clip(x0, top, x0 - (bottom - top), bottom, box)
            if seg:
                d += f"M{_n(seg[0])},{_n(seg[1])} L{_n(seg[2])},{_n(seg[3])} "
        k += step
    return _path(d, stroke=colour, width=width)


def _rosette(cx: float, cy: float, r: float, petals: int, fill: str, edge: str,
             centre: str) -> str:
    """A flower of ``petals`` pointed petals."""
    out = ""
    for i in range(petals):
        a = 360 * i / petals
        out += _group(
            _path(f"M0,0 C{_n(r * 0.35)},{_n(-r * 0.3)} {_n(r * 0.35)},{_n(-r * 0.8)} 0,"
                  f"{_n(-r)} C{_n(-r * 0.35)},{_n(-r * 0.8)} {_n(-r * 0.35)},{_n(-r * 0.3)} "
                  "0,0 Z", fill=fill, stroke=edge, width=0.9),
            f"translate({_n(cx)} {_n(cy)}) rotate({_n(a)})",
        )
    return out + _circle(cx, cy, r * 0.22, centre, edge, 0.8)


def _red_lattice() -> str:
    field, line, gold = "#8c1520", "#c4434e", "#e9c46a"
    box = (14.0, 14.0, 186.0, 286.0)
    out = _back_frame(field, gold)
    out += _lattice(box, 14.4, line, 1.3)
    # a stud in the middle of every diamond of the lattice (7.2-unit grid, i + j odd)
    for i in range(1, 24):
        for j in range(1, 38):
            x, y = 14 + 7.2 * i, 14 + 7.2 * j
            if (i + j) % 2 and 18 < x < 182 and 18 < y < 282:
                out += _circle(x, y, 1.5, gold, None)
    out += _ellipse(100, 150, 42, 58, field, gold, 2.2)
    out += _ellipse(100, 150, 36, 52, "none", gold, 0.9)
    out += _rosette(100, 150, 28, 8, "#c4434e", gold, gold)
    out += _rosette(100, 150, 14, 8, gold, "#6a0f18", field)
    return out


def _blue_ornament() -> str:
    field, light, pale = "#173a73", "#5f86c8", "#dbe6f7"
    out = _back_frame(field, pale)
    for j in range(13):
        for i in range(9):
            x = 28 + i * 18
            y = 30 + j * 20
            if (i + j) % 2:
                out += _circle(x, y, 2.2, pale, None)
                continue
            for a in (0, 90, 180, 270):
                out += _ellipse(x, y - 5.5, 2.6, 5.2, light, None,
                                transform=f"rotate({a} {x} {y})")
            out += _circle(x, y, 1.8, pale, None)
    out += _path("M100,84 L148,150 L100,216 L52,150 Z", fill=field, stroke=pale, width=2)
    out += _path("M100,94 L140,150 L100,206 L60,150 Z", fill="none", stroke=light,
                 width=1.2)
    out += _rosette(100, 150, 30, 12, light, pale, pale)
    out += _circle(100, 150, 8, field, pale, 1.4)
    return out


def _green_damask() -> str:
    field, gold, light = "#1c5234", "#d9b65a", "#4f9a6c"
    out = _back_frame(field, gold)
    out += _lattice((14.0, 14.0, 186.0, 286.0), 24, light, 1.0)
    # on a 12-unit grid, lattice crossings where i + j is even, diamond centres where odd
    for i in range(1, 15):
        for j in range(1, 23):
            x, y = 14 + 12 * i, 14 + 12 * j
            if math.hypot(x - 100, (y - 150) * 0.8) < 50:
                continue
            if (i + j) % 2:
                for a in (0, 90, 180, 270):
                    out += _ellipse(x, y - 3.6, 1.7, 3.4, gold, None,
                                    transform=f"rotate({a} {x} {y})")
                out += _circle(x, y, 1.2, field, None)
            else:
                out += _circle(x, y, 1.6, light, None)
    out += _ellipse(100, 150, 44, 56, field, gold, 2.2)
    out += _ellipse(100, 150, 38, 50, "none", gold, 0.8)
    out += _rosette(100, 150, 32, 8, "#2f7a4e", gold, gold)
    out += _rosette(100, 150, 15, 8, gold, field, field)
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
    makers = {"red-lattice": _red_lattice, "blue-ornament": _blue_ornament,
              "green-damask": _green_damask}
    if name not in makers:
        raise ValueError(f"unknown card back {name!r}: expected one of {', '.join(BACKS)}")
    return _document(makers[name]())
