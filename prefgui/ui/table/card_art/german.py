"""The German pack: Leaves, Acorns, Bells, Hearts, ranks VII VIII IX X U O K A (Daus).

The suit symbols drawn as a leaf, an acorn, a bell and a heart; the König, the Ober (his
suit symbol above him) and the Unter (his suit symbol below).
"""

from __future__ import annotations

import math

from prefgui.ui.table.card_art.figures import (
    Palette,
    beard,
    brocade,
    court_card,
    crown,
    dot_motif,
    ermine,
    face,
    feather,
    halberd,
    hand_at,
    king_robe,
    mantle,
    orb,
    sleeve,
    sword,
    yd,
)
from prefgui.ui.table.card_art.layout import COL_L, COL_R, IDX_X, LAYOUTS, ROWS_4, both_corners
from prefgui.ui.table.card_art.svg import (
    GOLD,
    GOLD_DARK,
    INK,
    RED,
    circle,
    ellipse,
    group,
    label,
    num,
    path,
    place,
    polygon,
    rosette,
)

GERMAN_RANKS = ("VII", "VIII", "IX", "X", "U", "O", "K", "A")

# Suit colours: (fill, dark outline or text, light highlight) by suit S C D H.
GERMAN_COLOURS = (
    ("#3a9a3f", "#1f6b25", "#8fd07a"),  # leaves: green
    ("#a8652a", "#6b3d17", "#e0ab6e"),  # acorns: brown
    ("#f3bd1c", "#8a5a00", "#fff0a0"),  # bells: yellow / gold
    ("#d4202c", "#a3121c", "#f38a8a"),  # hearts: red
)


def german_heart(detail: bool) -> str:
    fill, dark, light = GERMAN_COLOURS[3]
    d = ("M0,44 C-8,32 -48,12 -48,-14 C-48,-35 -35,-46 -22,-46 C-11,-46 -3,-39 0,-29 "
         "C3,-39 11,-46 22,-46 C35,-46 48,-35 48,-14 C48,12 8,32 0,44 Z")
    out = path(d, fill=fill, stroke=dark, width=3.5)
    if detail:
        out += path("M-34,-22 C-34,-32 -27,-38 -19,-37 C-25,-33 -29,-28 -31,-18 Z",
                    fill=light, stroke=None)
    return out


def german_bell(detail: bool) -> str:
    fill, dark, light = GERMAN_COLOURS[2]
    out = circle(0, -38, 7, "none", dark, 5.5)
    out += circle(0, -38, 7, "none", fill, 2.5) if detail else ""
    out += circle(0, 6, 41, fill, dark, 3.5)
    # the rib round the middle, with its rivets
    out += path("M-40.5,-2 C-24,9 24,9 40.5,-2 L40.8,8 C24,19 -24,19 -40.8,8 Z",
                fill="#d8901a", stroke=dark, width=2.5)
    if detail:
        for x in (-26, -9, 9, 26):
            out += circle(x, 7.5 if abs(x) > 20 else 10.5, 2.4, "#fff0a0", dark, 1)
        out += path("M-28,-14 C-24,-24 -14,-29 -5,-30", stroke=light, width=5)
        # the mouth: a short slit low on the bell, ending in round holes
        out += path("M-12,34 L12,34 M0,34 L0,46", stroke=INK, width=3.2)
        out += circle(-12, 34, 3.4, INK, None)
        out += circle(12, 34, 3.4, INK, None)
    return out


def german_leaf(detail: bool) -> str:
    fill, dark, light = GERMAN_COLOURS[0]
    # a serrated leaf: smooth outline points with small teeth between them
    outline = leaf_outline(detail)
    out = path("M0,28 C1,36 3,43 6,49", stroke=dark, width=5.5)
    out += path(outline, fill=fill, stroke=dark, width=3)
    if detail:
        out += path("M0,-40 C1,-10 1,10 0,30", stroke=dark, width=2.2)
        for y, spread in ((-22, 14), (-6, 22), (10, 26)):
            out += path(f"M0,{y + 6} C{-spread * 0.4},{y + 2} {-spread * 0.8},{y - 2} "
                        f"{-spread},{y - 8}", stroke=dark, width=1.8)
            out += path(f"M0,{y + 6} C{spread * 0.4},{y + 2} {spread * 0.8},{y - 2} "
                        f"{spread},{y - 8}", stroke=dark, width=1.8)
        out += path("M-8,-32 C-20,-20 -30,-4 -30,10", stroke=light, width=3)
    return out


def leaf_outline(serrated: bool) -> str:
    """The leaf's outline: a pointed heart turned up, with teeth along its edge."""
    right: list[tuple[float, float]] = [
        (0, -50), (14, -36), (28, -20), (38, -4), (42, 12), (36, 26), (22, 32), (0, 28)]
    if not serrated:
        smooth = right + [(-x, y) for x, y in reversed(right[1:-1])]
        return "M" + " L".join(f"{num(x)},{num(y)}" for x, y in smooth) + " Z"
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
        d += f"L{num(x)},{num(y)} "
    return d + "Z"


def german_acorn(detail: bool) -> str:
    fill, dark, light = GERMAN_COLOURS[1]
    out = path("M3,-34 C3,-42 6,-46 12,-49", stroke=dark, width=6)
    # the nut
    out += path("M-26,-4 C-28,22 -14,44 0,49 C14,44 28,22 26,-4 Z",
                fill="#d9a35a", stroke=dark, width=3)
    if detail:
        out += path("M-14,6 C-15,20 -10,32 -4,40", stroke="#f3d7a4", width=5)
        out += circle(0, 46, 2.5, dark, None)
    # the cup, with its scales
    out += path("M-35,4 C-37,-22 -19,-36 0,-36 C19,-36 37,-22 35,4 C22,11 -22,11 -35,4 Z",
                fill=fill, stroke=dark, width=3)
    if detail:
        for row, y in enumerate((-25, -14, -3)):
            xs = range(-24, 25, 12) if row % 2 == 0 else range(-18, 19, 12)
            for x in xs:
                if abs(x) <= (14 if y == -25 else 28):
                    out += path(f"M{x - 5},{y} C{x - 3},{y + 5} {x + 3},{y + 5} {x + 5},{y}",
                                stroke=dark, width=2)
        out += path("M-25,-18 C-20,-27 -10,-32 0,-32", stroke=light, width=3.2)
    return out


GERMAN_LAYOUTS: dict[int, tuple[tuple[float, float], ...]] = {
    0: LAYOUTS[0],
    1: tuple((x, y) for y in ROWS_4 for x in (COL_L, COL_R)),
    2: LAYOUTS[2],
    3: LAYOUTS[3],
}


def scroll(x: float, y: float, side: int, colour: str) -> str:
    """A small curl of ornament opening towards ``side`` (-1 left, 1 right)."""
    s = side
    return path(f"M{num(x)},{num(y)} C{num(x + s * 10)},{num(y - 2)} "
                f"{num(x + s * 16)},{num(y + 6)} "
                f"{num(x + s * 12)},{num(y + 11)} C{num(x + s * 9)},{num(y + 14)} "
                f"{num(x + s * 5)},{num(y + 10)} {num(x + s * 8)},{num(y + 7)}",
                stroke=colour, width=2)


def ace(suit: int) -> str:
    """The Daus: two large symbols under a crown, with a banner."""
    fill, dark, light = GERMAN_COLOURS[suit]
    out = ""
    # a gold vignette with curled corners
    out += (f'<rect x="46" y="36" width="108" height="228" rx="16" fill="#fff8e4" '
            f'stroke="{GOLD_DARK}" stroke-width="2.2"/>')
    out += (f'<rect x="51" y="41" width="98" height="218" rx="12" fill="none" '
            f'stroke="{dark}" stroke-width="0.9"/>')
    for cx, cy in ((60, 54), (140, 54)):
        side = 1 if cx < 100 else -1
        out += scroll(cx, cy, side, GOLD_DARK)
    out += group(scroll(60, 54, 1, GOLD_DARK) + scroll(140, 54, -1, GOLD_DARK),
                 "translate(0 300) scale(1 -1)")
    # a crown over two large symbols
    out += crown(100, 78, 30, 20, RED)
    out += place(symbol_body(suit), 78, 126, 62, angle=-16)
    out += place(symbol_body(suit), 122, 126, 62, angle=16)
    # sprigs of leaves, and a banner beneath
    for side in (-1, 1):
        for i in range(4):
            x = 100 + side * (14 + i * 9)
            y = 176 - i * 5
            out += ellipse(x, y, 6, 2.6, "#6f9b3a", "#3d5a1e", 0.9,
                           transform=f"rotate({-side * (25 + i * 10)} {num(x)} {num(y)})")
    out += path("M44,206 L58,198 L58,226 L44,234 L52,220 Z", fill="#9e2418", width=1.2)
    out += path("M156,206 L142,198 L142,226 L156,234 L148,220 Z", fill="#9e2418", width=1.2)
    out += path("M56,192 C80,198 120,198 144,192 L144,220 C120,226 80,226 56,220 Z",
                fill="#c8321e", width=1.4)
    out += path("M60,198 C82,203 118,203 140,198 M60,214 C82,219 118,219 140,214",
                stroke=GOLD, width=1.4)
    for x in (74, 100, 126):
        out += circle(x, 208 + (1.5 if x == 100 else 0.5), 3.2, GOLD, INK, 0.8)
    out += rosette(100, 240, 9, 6, fill, dark, GOLD)
    return out


GERMAN_PALETTES = (
    Palette("#2e7d32", "#c8321e", GOLD, "#6b4423", "#1f4e9c"),  # leaves
    Palette("#7a4a1e", "#2e7d32", GOLD, "#3b2a1a", "#c8321e"),  # acorns
    Palette("#1f4e9c", "#f2c12e", "#c8321e", "#a0622d", "#2e7d32"),  # bells
    Palette("#c8321e", "#1f4e9c", GOLD, "#d39b32", "#2e7d32"),  # hearts
)


def sceptre(x: float, bottom: float, top: float) -> str:
    """A gold sceptre topped by a fleur."""
    out = polygon([(x - 2, top + 12), (x + 2, top + 12), (x + 2, bottom), (x - 2, bottom)],
                  GOLD, width=1.0)
    for y in (top + 30, top + 60):
        out += polygon([(x - 3.5, y), (x + 3.5, y), (x + 3.5, y + 4), (x - 3.5, y + 4)],
                       GOLD, width=0.8)
    out += path(f"M{num(x)},{num(top + 14)} C{num(x - 10)},{num(top + 12)} {num(x - 10)},"
                f"{num(top + 2)} {num(x - 4)},{num(top + 4)} C{num(x - 3)},{num(top)} {num(x)},"
                f"{num(top - 2)} {num(x)},{num(top - 4)} C{num(x)},{num(top - 2)} {num(x + 3)},"
                f"{num(top)} {num(x + 4)},{num(top + 4)} C{num(x + 10)},{num(top + 2)} "
                f"{num(x + 10)},{num(top + 12)} {num(x)},{num(top + 14)} Z", fill=GOLD,
                width=1.0)
    out += circle(x, top + 8, 2, RED, INK, 0.6)
    return out


def german_king_half(p: Palette, suit: int) -> str:
    """The German König: a closed crown, a long beard, a sceptre and an orb."""
    stripes = "".join(path(f"M84,{y} L116,{y}", stroke=p.trim, width=2.2)
                      for y in (114, 126, 138))
    out = king_robe(p, (86.0, 114.0), (80.0, 120.0), lambda _tunic: stripes, (130, 134))
    out += ermine("M70,98 C86,104 114,104 130,98 C140,102 146,108 148,118 "
                  "C130,123 70,123 52,118 C54,108 60,102 70,98 Z",
                  ((60, 113), (72, 116), (86, 117), (114, 117), (128, 116), (140, 113),
                   (66, 106), (134, 106)))
    out += sceptre(130, 140, 30)
    out += hand_at(130, 134)
    out += orb(74, 124)
    out += hand_at(74, 136, turned=180)
    out += face(100, 75, 15, 19)
    out += beard(100, 77, 122, p.hair, 15.5)
    # a closed crown: a cap under two arches, a cross on top
    out += path("M84,57 C84,42 92,35 100,35 C108,35 116,42 116,57 Z", fill=p.accent,
                width=1.1)
    out += path("M85,56 C86,44 92,38 100,36 C108,38 114,44 115,56 M100,36 L100,57",
                stroke=INK, width=3.4)
    out += path("M85,56 C86,44 92,38 100,36 C108,38 114,44 115,56 M100,36 L100,57",
                stroke=GOLD, width=2.0)
    out += path("M100,33 L100,24 M96,28 L104,28", stroke=INK, width=3)
    out += path("M100,33 L100,24 M96,28 L104,28", stroke=GOLD, width=1.6)
    out += crown(100, 61, 34, 16, RED)
    return out


def ober_half(p: Palette, suit: int) -> str:
    """The Ober: a plumed hat, a moustache, a sword, and his suit symbol above."""
    out = path("M83,62 C77,72 77,92 82,100 L118,100 C123,92 123,72 117,62 Z", fill=p.hair)
    out += mantle(p.robe, 98)
    doublet = [(84.0, 104.0), (116.0, 104.0), (120.0, yd(120)), (80.0, yd(80))]
    out += polygon(doublet, p.tunic)
    for x in (89, 96, 104, 111):
        out += path(f"M{x},110 C{x - 1.5},122 {x + 1.5},134 {x},{num(yd(x) - 3)}",
                    stroke=p.trim, width=2.6)
    out += sleeve(-1, p.tunic, p.trim, (72, 140))
    out += sleeve(1, p.tunic, p.trim, (132, 134))
    out += path("M74,100 C86,108 114,108 126,100 L128,108 C114,116 86,116 72,108 Z",
                fill="#fdfdfd", width=1.0)
    out += path("M78,104 L80,110 M88,107 L89,112 M100,108 L100,114 M112,107 L111,112 "
                "M122,104 L120,110", stroke="#9a9a9a", width=0.8)
    out += sword(132, 134, 150, 34)
    out += hand_at(132, 134)
    out += hand_at(72, 140, turned=180)
    out += face(100, 80, 14, 17.5)
    out += path("M96,96 C97,101 99,105 100,108 C101,105 103,101 104,96 Z", fill=p.hair,
                width=0.9)
    out += path("M87,91 C91,86 96,88 100,90 C104,88 109,86 113,91 C109,90 104,92 100,92 "
                "C96,92 91,90 87,91 Z", fill=p.hair, width=0.9)
    # a broad hat with a plume
    out += feather(106, 46, 126, 22, -6, "#fdfdfd")
    out += path("M72,64 C84,57 116,57 128,64 C122,71 78,71 72,64 Z", fill=p.accent,
                width=1.2)
    out += path("M85,62 C85,48 92,42 100,42 C108,42 115,48 115,62 Z", fill=p.accent,
                width=1.2)
    out += path("M85,57 L115,57", stroke=INK, width=4)
    out += path("M85,57 L115,57", stroke=p.trim, width=2.6)
    return out


def unter_half(p: Palette, suit: int) -> str:
    """The Unter: a soft cap, a lance, and his suit symbol below, in his hand."""
    out = halberd(136, 134, 20).replace("#8b5a2b", "#7a4a22")
    out += path("M84,66 C79,76 79,94 83,102 L117,102 C121,94 121,76 116,66 Z", fill=p.hair)
    out += mantle(p.robe, 100)
    doublet = [(84.0, 106.0), (116.0, 106.0), (120.0, yd(120)), (80.0, yd(80))]
    out += polygon(doublet, p.tunic)
    out += path(f"M84,108 L100,{num(yd(100) - 2)} L116,108", stroke=p.trim, width=2.6)
    out += brocade(doublet, 9, dot_motif(p.trim, 1.2))
    out += sleeve(-1, p.tunic, p.trim, (72, 140))
    out += sleeve(1, p.tunic, p.trim, (134, 134))
    out += path("M76,102 C88,110 112,110 124,102 L124,108 C112,116 88,116 76,108 Z",
                fill="#fdfdfd", width=1.0)
    out += hand_at(134, 134)
    out += face(100, 82, 13.5, 17, brows="#7a5a2a", eyes="#2a5a8a")
    out += path("M87,77 C87,69 93,67 100,67 C107,67 113,69 113,77 C108,73 104,72 100,72 "
                "C96,72 92,73 87,77 Z", fill=p.hair, width=0.9)
    out += feather(118, 60, 128, 30, -5)
    out += path("M80,68 C78,54 90,46 104,47 C118,48 124,58 120,68 Z", fill=p.accent,
                width=1.2)
    out += polygon([(80, 64), (120, 64), (121, 70), (79, 70)], p.trim, width=1.1)
    out += circle(116, 64, 2.4, RED, INK, 0.6)
    return out

def symbol_body(suit: int, detail: bool = True) -> str:
    """The suit symbol in the unit frame (-50..50), without its fine lines if not
    ``detail`` (for the small corner index)."""
    return (german_leaf, german_acorn, german_bell, german_heart)[suit](detail)


def index(suit: int, rank: int) -> str:
    """Both corner indices: the rank above a small suit symbol, top left and turned."""
    text = GERMAN_RANKS[rank]
    size = 33.0 if len(text) == 1 else 29.0
    colour = GERMAN_COLOURS[suit][1]
    body = label(text, IDX_X, 39, size, colour, 33)
    if text == "IX":  # underlined, as a 6 and a 9 are: turned, it must not read XI
        body += f'<rect x="{num(IDX_X - 14)}" y="42" width="28" height="2.5" fill="{colour}"/>'
    body += place(symbol_body(suit, False), IDX_X, 59, 25)
    return both_corners(body)


def pips(suit: int, rank: int) -> str:
    """The pips of a number card, all upright."""
    out = ""
    for x, y in GERMAN_LAYOUTS[rank]:
        out += place(symbol_body(suit), x, y, 40)
    return out


def court(suit: int, rank: int) -> str:
    """The Unter, Ober or König (rank 4, 5, 6) of ``suit``."""
    half = (unter_half, ober_half, german_king_half)[rank - 4](GERMAN_PALETTES[suit], suit)
    if rank == 5:  # the Ober: his symbol high, by his head
        half += place(symbol_body(suit), 58, 46, 30)
    elif rank == 4:  # the Unter: his symbol low, held up in his hand
        half += hand_at(72, 140, turned=180)
        half += place(symbol_body(suit), 71, 122, 30)
    else:
        half += place(symbol_body(suit), 56, 44, 26)
    return court_card(half, "#fbf3dc", GERMAN_COLOURS[suit][1])
