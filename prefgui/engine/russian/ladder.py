"""The Russian bid ladder, prices and quotas (RULES §13.3).

A bid is its rank on the ladder, an int 0..25: ``rank(L, s) = 5·(L − 6) + srank(s) +
(1 if L >= 9)`` with the strains S C D H NT = 0..4, and misère = 15, so that
6♠ = 0 … 8NT = 14 < misère = 15 < 9♠ = 16 … 10NT = 25. A higher rank outranks a lower.

>>> bid_text(rank_of(7, Strain.HEARTS)), bid_text(MISERE), level_of(parse_bid("9s"))
('7H', 'misere', 9)
"""

from __future__ import annotations

from enum import IntEnum

from prefgui.engine.errors import InvalidNotationError


class Strain(IntEnum):
    """Trumps of a Russian contract; the suits share the engine's suit numbers."""

    SPADES = 0
    CLUBS = 1
    DIAMONDS = 2
    HEARTS = 3
    NO_TRUMP = 4


STRAIN_CODES = ("S", "C", "D", "H", "NT")
MISERE = 15
TOP = 25
"""The highest rank, 10NT."""


def rank_of(level: int, strain: Strain | int) -> int:
    """The ladder rank of a trick bid."""
    return 5 * (level - 6) + int(strain) + (1 if level >= 9 else 0)


def level_of(rank: int) -> int:
    """The level (6..10) of a trick bid's rank."""
    if rank > MISERE:
        rank -= 1
    return 6 + rank // 5


def strain_of(rank: int) -> Strain:
    """The strain of a trick bid's rank."""
    if rank > MISERE:
        rank -= 1
    return Strain(rank % 5)


def trump_of(rank: int) -> int | None:
    """The trump suit of a contract (None for no trumps and misère)."""
    if rank == MISERE:
        return None
    s = strain_of(rank)
    return None if s is Strain.NO_TRUMP else int(s)


def price(level: int) -> int:
    """P(L) = 2·(L − 5): pool points of a made trick contract (§13.3.2)."""
    return 2 * (level - 5)


MISERE_PRICE = 10

_QUOTA = {6: 4, 7: 2, 8: 1, 9: 1, 10: 1}


def quota(level: int) -> int:
    """Q(L): the tricks the whisters undertake together (a whisted ten: 1)."""
    return _QUOTA[level]


def bid_text(rank: int) -> str:
    """``6S`` … ``10NT``, or ``misere``."""
    if rank == MISERE:
        return "misere"
    return f"{level_of(rank)}{STRAIN_CODES[strain_of(rank)]}"


def parse_bid(text: str) -> int:
    """The rank of ``6S`` … ``10NT`` (strain codes case-insensitive) or ``misere``.

    Raises:
        InvalidNotationError: not a bid of the Russian ladder.
    """
    if text == "misere":
        return MISERE
    up = text.upper()
    for level in (10, 9, 8, 7, 6):
        head = str(level)
        if up.startswith(head) and up[len(head):] in STRAIN_CODES:
            return rank_of(level, STRAIN_CODES.index(up[len(head):]))
    raise InvalidNotationError(f"not a bid of the Russian ladder: {text[:20]!r}")


ALL_BIDS = tuple(range(TOP + 1))
TRICK_BIDS = tuple(r for r in ALL_BIDS if r != MISERE)
