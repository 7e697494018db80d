"""The game's own card art: vector card faces and backs as SVG text.

Every function here is pure and returns SVG 1.1 text (the subset Qt SVG renders: paths,
basic shapes, linear gradients, groups with transforms, text). Nothing is read from disk.
A card is drawn on a 200 × 300 canvas (``CARD_RATIO`` = 1.5) and scales to any size.
The package: ``svg`` (the canvas, the palette, shapes, text), ``layout`` (corner index, pip
layouts), ``figures`` (the pieces of court figures), one module per pack (``french``,
``german``: symbols, index, pips, ace, court cards) and ``backs``; this module is the
public API.

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

from collections.abc import Sequence
from typing import Protocol

from prefgui.ui.table.card_art import french, german
from prefgui.ui.table.card_art.backs import BACKS, back_svg
from prefgui.ui.table.card_art.svg import (
    CARD_H,
    CARD_RATIO,
    CARD_W,
    FONT_FAMILY,
    card_blank,
    document,
    group,
    num,
)

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


class _PackArt(Protocol):
    """What a pack module draws (``french``, ``german``)."""

    def symbol_body(self, suit: int, detail: bool = True) -> str: ...
    def index(self, suit: int, rank: int) -> str: ...
    def pips(self, suit: int, rank: int) -> str: ...
    def ace(self, suit: int) -> str: ...
    def court(self, suit: int, rank: int) -> str: ...


_ART: dict[str, _PackArt] = {"french": french, "german": german}
PACKS: tuple[str, ...] = tuple(_ART)


def _pack_art(pack: str) -> _PackArt:
    if pack not in _ART:
        raise ValueError(f"unknown pack {pack!r}: expected one of {', '.join(PACKS)}")
    return _ART[pack]


def suit_symbol_svg(suit: int, pack: str = "french", size: int = 100) -> str:
    """A suit symbol alone, as an SVG document ``size`` units square (for menus, bids).

    Args:
        suit: 0..3 for ``S C D H`` (Leaves, Acorns, Bells, Hearts in the German pack).
        pack: ``"french"`` or ``"german"``.
        size: the width and height of the canvas.

    Returns:
        The SVG text.
    """
    art = _pack_art(pack)
    if not 0 <= suit < 4:
        raise ValueError(f"no such suit: {suit}")
    body = group(art.symbol_body(suit), f"scale({num(size / 104)}) translate(52 52)")
    return (f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{size}" '
            f'height="{size}" viewBox="0 0 {size} {size}">{body}</svg>\n')


def card_svg(card: int, pack: str = "french", ranks: Sequence[str] | None = None) -> str:
    """The face of ``card`` in ``pack`` as an SVG document.

    Args:
        card: ``suit * 8 + rank`` with suits ``S C D H`` = 0..3 and ranks
            ``7 8 9 10 J Q K A`` = 0..7.
        pack: ``"french"`` or ``"german"``.
        ranks: the French pack's eight corner indices, 7 to ace, as packs sold where the
            player's language is spoken print them (``B D K A`` in German); None: J Q K A.

    Returns:
        SVG text for a 200 × 300 card.

    Raises:
        ValueError: for a card outside 0..31 or an unknown pack.
    """
    art = _pack_art(pack)
    if not 0 <= card < 32:
        raise ValueError(f"no such card: {card}")
    suit, rank = divmod(card, 8)
    body = card_blank()
    if rank <= 3:
        body += art.pips(suit, rank)
    elif rank == 7:
        body += art.ace(suit)
    else:
        body += art.court(suit, rank)
    if ranks is not None and pack == "french":
        body += french.index(suit, rank, ranks)
    else:
        body += art.index(suit, rank)
    return document(body)
