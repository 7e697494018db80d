"""The French pack: spades, clubs, diamonds, hearts, ranks 7 8 9 10 J Q K A.

Pips laid out as on real cards (the lower half turned round), an ornate ace in a laurel
wreath, and double-headed court cards: a king with a sword, a queen with a flower, a jack
with a halberd.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

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
    quatrefoil,
    sleeve,
    sword,
    trim_band,
    yd,
)
from prefgui.ui.table.card_art.layout import IDX_X, LAYOUTS, both_corners
from prefgui.ui.table.card_art.svg import (
    BLUE,
    CARD_H,
    GOLD,
    GOLD_DARK,
    GREEN,
    INK,
    RED,
    SKIN,
    circle,
    ellipse,
    group,
    label,
    num,
    path,
    place,
    polygon,
)

FRENCH_RANKS = ("7", "8", "9", "10", "J", "Q", "K", "A")

# Suit colours: (fill, dark outline or text, light highlight) by suit S C D H.
FRENCH_COLOURS = (
    ("#161616", "#161616", "#5a5a5a"),
    ("#161616", "#161616", "#5a5a5a"),
    ("#d0112b", "#c00f27", "#f07a88"),
    ("#d0112b", "#c00f27", "#f07a88"),
)


def heart_path() -> str:
    return ("M0,46 C-5,36 -46,12 -47,-16 C-48,-36 -35,-47 -22,-47 C-11,-47 -3,-40 0,-30 "
            "C3,-40 11,-47 22,-47 C35,-47 48,-36 47,-16 C46,12 5,36 0,46 Z")


def spade_path() -> str:
    return ("M0,-48 C6,-34 48,-12 47,14 C46,31 34,38 22,38 C13,38 6,33 3,27 "
            "C4,37 9,44 17,48 L-17,48 C-9,44 -4,37 -3,27 C-6,33 -13,38 -22,38 "
            "C-34,38 -46,31 -47,14 C-48,-12 -6,-34 0,-48 Z")


def club_path() -> str:
    def lobe(cx: float, cy: float, r: float) -> str:
        return (f"M{num(cx - r)},{num(cy)} a{num(r)},{num(r)} 0 1,0 {num(2 * r)},0 "
                f"a{num(r)},{num(r)} 0 1,0 {num(-2 * r)},0 Z ")

    return (lobe(0, -24, 22) + lobe(-24, 11, 22) + lobe(24, 11, 22)
            + lobe(0, 4, 12)
            + "M-3,8 C-3,30 -8,42 -17,48 L17,48 C8,42 3,30 3,8 Z")


def diamond_path() -> str:
    return ("M0,-50 C10,-32 24,-14 38,0 C24,14 10,32 0,50 "
            "C-10,32 -24,14 -38,0 C-24,-14 -10,-32 0,-50 Z")


def french_symbol(suit: int, fill: str) -> str:
    d = (spade_path, club_path, diamond_path, heart_path)[suit]()
    return path(d, fill=fill, stroke=None)


def wreath(cx: float, cy: float, r: float, leaf: str, dark: str, berry: str) -> str:
    """A laurel wreath: two branches from the bottom meeting at the top."""
    out = ""
    for side in (-1, 1):
        out += path(
            f"M{num(cx)},{num(cy + r + 4)} "
            + " ".join(
                f"L{num(cx + side * r * math.sin(math.radians(a)))},"
                f"{num(cy + r * math.cos(math.radians(a)))}"
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
                out += ellipse(lx, ly, 7, 3, leaf, dark, 1.0,
                               transform=f"rotate({num(lean)} {num(lx)} {num(ly)})")
            if i % 3 == 1:
                out += circle(x - side * 5 * math.sin(t), y - 5 * math.cos(t), 2.2, berry,
                              dark, 0.8)
    # the ribbon that ties the branches
    out += path(f"M{num(cx - 12)},{num(cy + r + 12)} L{num(cx)},{num(cy + r + 2)} "
                f"L{num(cx + 12)},{num(cy + r + 12)}", stroke=berry, width=3.2)
    out += circle(cx, cy + r + 2, 3.5, berry, dark, 1)
    return out


def ace(suit: int) -> str:
    """The ace: a large pip in a laurel wreath."""
    fill, dark, _light = FRENCH_COLOURS[suit]
    out = wreath(100, 150, 72, "#6f9b3a", "#3d5a1e", "#c8102e")
    out += circle(100, 150, 58, "none", GOLD_DARK, 1.2)
    out += circle(100, 150, 54, "#fff9e8", GOLD_DARK, 0.8)
    out += place(symbol_body(suit), 100, 150, 86)
    # an engraved line inside the big pip, and a small rosette in its heart
    inner = path((spade_path, club_path, diamond_path, heart_path)[suit](),
                 fill="none", stroke="#ffffff", width=2.4)
    out += group(inner, "translate(100 150) scale(0.66)")
    out += circle(100, 150 + (4 if suit == 1 else 0), 5, GOLD, dark, 1.0)
    return out


FRENCH_PALETTES = (
    Palette(BLUE, RED, GOLD, "#5a3a1e", "#1b1b1b"),  # spades
    Palette(GREEN, RED, GOLD, "#2e2218", BLUE),  # clubs
    Palette(RED, "#f2c12e", BLUE, "#a0622d", BLUE),  # diamonds
    Palette(RED, BLUE, GOLD, "#d39b32", "#f2c12e"),  # hearts
)


def king_half(p: Palette, suit: int) -> str:
    """The French king: crown, beard, ermine, a sword and an orb."""
    out = king_robe(p, (88.0, 112.0), (82.0, 118.0),
                    lambda tunic: brocade(tunic, 9, quatrefoil(p.trim)), (128, 134))
    out += ermine("M72,97 C86,102 114,102 128,97 C138,100 146,106 149,116 "
                  "C130,121 70,121 51,116 C54,106 62,100 72,97 Z",
                  ((60, 111), (72, 114), (86, 115), (114, 115), (128, 114), (140, 111),
                   (66, 104), (134, 104)))
    out += sword(128, 134, 140, 26)
    out += hand_at(128, 134)
    out += orb(74, 124)
    out += hand_at(74, 136, turned=180)
    out += face(100, 75, 15, 19)
    out += beard(100, 77, 114, p.hair)
    out += crown(100, 59, 34, 27, BLUE)
    return out


def tiara(cx: float, base: float, width: float, height: float, jewel: str) -> str:
    """A queen's crown: a band with three fleurons and pearls."""
    left, right = cx - width / 2, cx + width / 2
    band = base - 6
    out = ""
    for x, h in ((left + 4, 0.6), (cx, 1.0), (right - 4, 0.6)):
        top = base - height * h
        out += path(f"M{num(x - 5.5)},{num(band)} C{num(x - 7)},{num(top + 6)} {num(x - 3)},"
                    f"{num(top + 2)} {num(x)},{num(top)} C{num(x + 3)},{num(top + 2)} "
                    f"{num(x + 7)},{num(top + 6)} {num(x + 5.5)},{num(band)} Z",
                    fill=GOLD, width=1.0)
        out += ellipse(x, (top + band) / 2 + 1, 1.6, 2.2, jewel, INK, 0.6)
        out += circle(x, top - 2, 2.0, "#fffdf4", INK, 0.7)
    out += polygon([(left, band), (right, band), (right - 1, base), (left + 1, base)], GOLD,
                   width=1.1)
    for i in range(5):
        out += circle(left + 3 + i * (width - 6) / 4, band + 3, 1.2, "#fffdf4", INK, 0.5)
    return out


def rose(cx: float, cy: float, colour: str = "#d0203a") -> str:
    """A rose in bloom."""
    out = ""
    for a in range(0, 360, 72):
        out += ellipse(cx, cy - 4.2, 4, 4.6, colour, INK, 0.8,
                       transform=f"rotate({a} {num(cx)} {num(cy)})")
    out += circle(cx, cy, 4, colour, INK, 0.8)
    out += path(f"M{num(cx - 2)},{num(cy)} C{num(cx - 2)},{num(cy - 2.5)} {num(cx + 2)},"
                f"{num(cy - 2.5)} {num(cx + 2)},{num(cy)} C{num(cx + 2)},{num(cy + 1.5)} "
                f"{num(cx - 0.5)},{num(cy + 1.5)} {num(cx - 0.5)},{num(cy)}",
                stroke="#7a0a1a", width=0.8)
    return out


def queen_half(p: Palette, suit: int) -> str:
    """The French queen: a crown, long hair, pearls and a rose."""
    out = path("M83,58 C71,68 70,96 70,110 C76,116 84,114 88,104 L112,104 "
               "C116,114 124,116 130,110 C130,96 129,68 117,58 Z", fill=p.hair)
    out += path("M78,80 C76,92 76,102 75,110 M122,80 C124,92 124,102 125,110",
                stroke="#000000", stroke_opacity=0.25, width=1.0)
    out += mantle(p.robe, 98)
    bodice = [(86.0, 104.0), (114.0, 104.0), (120.0, yd(120)), (80.0, yd(80))]
    out += polygon(bodice, p.tunic)
    out += brocade(bodice, 8, dot_motif(p.trim, 1.4))
    out += trim_band(86, 105, 80, yd(80) - 0.5, p.trim, 4)
    out += trim_band(114, 105, 120, yd(120) - 0.5, p.trim, 4)
    out += polygon([(90, 96), (110, 96), (113, 108), (87, 108)], SKIN, width=1.0)
    out += path("M87,108 L113,108", stroke=p.trim, width=3)
    out += "".join(circle(90 + i * 4, 103.5 + (0 if i in (0, 5) else 1.2 if i in (1, 4)
                                               else 1.8), 1.5, "#ffffff", INK, 0.5)
                   for i in range(6))
    out += sleeve(-1, p.accent if p.accent != INK else p.robe, p.trim, (74, 138))
    out += sleeve(1, p.accent if p.accent != INK else p.robe, p.trim, (126, 138))
    out += path("M73,132 C70,120 66,108 62,96", stroke="#2e6b1e", width=2.2)
    out += ellipse(64, 114, 6, 2.6, "#5aa33a", INK, 0.8, transform="rotate(-40 64 114)")
    out += ellipse(70, 106, 6, 2.6, "#5aa33a", INK, 0.8, transform="rotate(40 70 106)")
    out += rose(62, 92)
    out += hand_at(74, 136, turned=-70)
    out += path("M94,88 L94,100 L106,100 L106,88 Z", fill=SKIN, width=1.0)
    out += face(100, 77, 14, 18, brows="#6b4a2a", lips="#d0303a", eyes="#2a5a8a")
    out += path("M86,74 C85,64 92,60 100,61 C108,60 115,64 114,74 C110,68 105,66 100,67 "
                "C95,66 90,68 86,74 Z", fill=p.hair, width=1.0)
    out += tiara(100, 62, 30, 20, p.tunic if p.tunic != GOLD else RED)
    return out


def jack_half(p: Palette, suit: int) -> str:
    """The French jack: a feathered cap, a ruff and a halberd."""
    out = halberd(136, 134, 20)
    out += path("M83,64 C77,74 77,94 82,102 L118,102 C123,94 123,74 117,64 Z", fill=p.hair)
    out += mantle(p.robe, 98)
    left = [(100.0, 104.0), (84.0, 104.0), (80.0, yd(80)), (100.0, yd(100))]
    right = [(100.0, 104.0), (116.0, 104.0), (120.0, yd(120)), (100.0, yd(100))]
    out += polygon(left, p.accent)
    out += polygon(right, p.tunic)
    out += brocade(right, 8, dot_motif(p.trim, 1.3))
    out += brocade(left, 8, dot_motif(p.trim if p.accent != p.trim else RED, 1.3))
    out += path("M96,112 L104,117 M104,112 L96,117 M96,122 L104,127 M104,122 L96,127 "
                "M96,132 L104,137 M104,132 L96,137", stroke=p.trim, width=1.5)
    out += sleeve(-1, p.tunic, p.trim, (72, 140))
    out += sleeve(1, p.accent, p.trim, (134, 134))
    for side in (-1, 1):
        for k in range(3):
            x = 100 + side * (44 + k * 3)
            out += path(f"M{num(x)},{112 + k * 4} L{num(x + side * 5)},{120 + k * 4}",
                        stroke=p.trim, width=1.6)
    ruff = "M70,100 " + " ".join(
        f"Q{num(73 + i * 6)},{num(108 if i % 2 else 94)} {num(76 + i * 6)},100"
        for i in range(10)) + " L130,106 C110,110 90,110 70,106 Z"
    out += path(ruff, fill="#fdfdfd", width=1.0)
    out += hand_at(134, 134)
    out += hand_at(72, 140, turned=180)
    out += face(100, 80, 13.5, 17, brows="#7a5a2a", eyes="#2a5a8a")
    out += path("M87,75 C87,67 93,65 100,65 C107,65 113,67 113,75 C108,71 104,70 100,70 "
                "C96,70 92,71 87,75 Z", fill=p.hair, width=0.9)
    out += feather(86, 52, 74, 26, -7, "#fdfdfd")
    out += path("M75,65 C70,56 80,46 97,44 C115,42 131,48 129,60 C128,66 80,69 75,65 Z",
                fill=p.robe if p.robe != p.tunic else p.accent, width=1.2)
    out += path("M80,56 C90,50 112,48 124,52", stroke="#000000", stroke_opacity=0.3,
                width=1.0)
    out += polygon([(79, 61), (123, 61), (124, 67), (78, 67)], p.trim, width=1.1)
    out += "".join(circle(x, 64, 1.5, RED, INK, 0.5) for x in (86, 95, 104, 113))
    return out

def symbol_body(suit: int, detail: bool = True) -> str:
    """The suit symbol in the unit frame (-50..50); French pips have no detail to drop."""
    return french_symbol(suit, FRENCH_COLOURS[suit][0])


def index(suit: int, rank: int, ranks: Sequence[str] = FRENCH_RANKS) -> str:
    """Both corner indices: the rank above a small suit symbol, top left and turned.

    ``ranks`` are the eight indices printed, 7 to ace: French-suited packs print them in
    the players' language (German and Hungarian packs B D K A, Russian В Д К Т)."""
    body = label(ranks[rank], IDX_X, 40, 34.0, FRENCH_COLOURS[suit][1], 32)
    body += place(symbol_body(suit, False), IDX_X, 59, 24)
    return both_corners(body)


def pips(suit: int, rank: int) -> str:
    """The pips of a number card, the lower half turned round."""
    out = ""
    for x, y in LAYOUTS[rank]:
        out += place(symbol_body(suit), x, y, 40, turned=y > CARD_H / 2 + 1)
    return out


def court(suit: int, rank: int) -> str:
    """The jack, queen or king (rank 4, 5, 6) of ``suit``."""
    half = (jack_half, queen_half, king_half)[rank - 4](FRENCH_PALETTES[suit], suit)
    if rank == 4:
        half += place(symbol_body(suit), 56, 44, 22)
    else:
        half += place(symbol_body(suit), 54, 42, 22)
    return court_card(half, "#fdf8ec", FRENCH_COLOURS[suit][1])
