"""Cards, suits, ranks and card sets (RULES.md §1.1, §11.1).

Encoding: a card is a small int ``suit * 8 + rank`` in 0..31. Suits are numbered
``S C D H`` = 0..3 (an internal order only: each variant's ladder maps suits to bid
numbers) and ranks ``7 8 9 10 J Q K A`` = 0..7, so a higher int is a higher card within
a suit. A set of cards is a 32-bit mask (``CardMask``) with one byte per suit, which makes
"must follow suit" a single ``hand & SUIT_MASK[led]``.

Text codes are those of the deal record: rank ``A K Q J T 9 8 7`` then suit ``S C D H``
(``10`` is accepted for ``T``, lower case too). German packs use the same codes
(Acorns = C, Leaves = S, Bells = D, Hearts = H, Ober = Q, Unter = J).

>>> card_str(parse_card("qh"))
'QH'
>>> card_str(parse_card("10S"))
'TS'
>>> mask_str(parse_mask("7H 8H"))
'8H 7H'
>>> CardSet.parse("AS KS") | CardSet.parse("7C")
CardSet('AS KS 7C')
"""

from __future__ import annotations

from collections.abc import Iterator
from enum import IntEnum
from typing import TypeAlias

from prefgui.engine.errors import InvalidNotationError, RecordError

Card: TypeAlias = int
CardMask: TypeAlias = int


class Suit(IntEnum):
    """The four suits, in the record's code order ``S C D H``."""

    SPADES = 0
    CLUBS = 1
    DIAMONDS = 2
    HEARTS = 3


class Rank(IntEnum):
    """Ranks within a suit, low to high (the ten in its natural place)."""

    SEVEN = 0
    EIGHT = 1
    NINE = 2
    TEN = 3
    JACK = 4
    QUEEN = 5
    KING = 6
    ACE = 7


SUIT_CODES = "SCDH"
RANK_CODES = "789TJQKA"
SUIT_MASK: tuple[CardMask, ...] = tuple(0xFF << (8 * s) for s in range(4))
ALL_CARDS: CardMask = (1 << 32) - 1
ACES: CardMask = sum(1 << (s * 8 + Rank.ACE) for s in range(4))

# The pack's suit symbols (the UI's French pack draws them; other packs have names).
FRENCH_SYMBOLS = ("♠", "♣", "♦", "♥")


def iter_cards(mask: CardMask) -> Iterator[Card]:
    """The cards of a mask, lowest first.

    >>> [card_str(c) for c in iter_cards(parse_mask("AS 7S 8C"))]
    ['7S', 'AS', '8C']
    """
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def card_str(card: Card) -> str:
    """The record code of a card, e.g. ``'TS'``."""
    return RANK_CODES[card & 7] + SUIT_CODES[card >> 3]


def parse_card(text: str) -> Card:
    """Parse a record card code (``AS``, ``10h``, ``Q♥``).

    Raises:
        InvalidNotationError: the text is not a card.
    """
    card = _CARD_CODES.get(text)
    if card is not None:  # the record's own spelling: a deal's record holds dozens
        return card
    t = text.strip().upper()
    for sym, code in zip(FRENCH_SYMBOLS, SUIT_CODES, strict=True):
        t = t.replace(sym, code)
    if t.startswith("10"):
        t = "T" + t[2:]
    if len(t) != 2 or t[0] not in RANK_CODES or t[1] not in SUIT_CODES:
        raise InvalidNotationError(f"not a card: {text!r}")
    return SUIT_CODES.index(t[1]) * 8 + RANK_CODES.index(t[0])


_CARD_CODES: dict[str, Card] = {
    r + su: si * 8 + ri
    for si, su in enumerate(SUIT_CODES) for ri, r in enumerate(RANK_CODES)}


def parse_suit(text: str) -> int:
    """Parse a suit code ``S C D H`` (case-insensitive)."""
    t = text.strip().upper()
    if len(t) != 1 or t not in SUIT_CODES:
        raise InvalidNotationError(f"not a suit: {text!r}")
    return SUIT_CODES.index(t)


def parse_mask(text: str) -> CardMask:
    """Parse space-separated card codes into a mask; duplicates are an error."""
    m = 0
    for tok in text.split():
        c = parse_card(tok)
        if m >> c & 1:
            raise InvalidNotationError(f"card {card_str(c)} listed twice")
        m |= 1 << c
    return m


def sorted_cards(mask: CardMask) -> list[Card]:
    """Cards in display order: suits S C D H, high rank first within a suit."""
    return sorted(iter_cards(mask), key=lambda c: (c >> 3, -(c & 7)))


def mask_str(mask: CardMask) -> str:
    """Canonical text of a mask: suits S C D H, high to low within a suit."""
    return " ".join(card_str(c) for c in sorted_cards(mask))


def beats(card: Card, best: Card, trump: int | None) -> bool:
    """Whether ``card`` beats ``best`` (the card now winning a trick), RULES §1.4."""
    if card >> 3 == best >> 3:
        return (card & 7) > (best & 7)
    return trump is not None and card >> 3 == trump


class CardSet:
    """An immutable set of cards for API edges and the UI (hot loops use raw masks).

    >>> s = CardSet.parse("AH KH 7S")
    >>> len(s), parse_card("KH") in s
    (3, True)
    >>> [card_str(c) for c in s]
    ['7S', 'KH', 'AH']
    >>> s - CardSet.parse("7S")
    CardSet('AH KH')
    """

    __slots__ = ("mask",)

    def __init__(self, mask: CardMask = 0) -> None:
        self.mask = mask

    @classmethod
    def parse(cls, text: str) -> CardSet:
        """The set of the cards written in ``text`` (``parse_mask`` notation)."""
        return cls(parse_mask(text))

    def __iter__(self) -> Iterator[Card]:
        return iter_cards(self.mask)

    def __len__(self) -> int:
        return self.mask.bit_count()

    def __contains__(self, card: object) -> bool:
        return isinstance(card, int) and 0 <= card < 32 and bool(self.mask >> card & 1)

    def __or__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask | other.mask)

    def __and__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask & other.mask)

    def __sub__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask & ~other.mask)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, CardSet) and other.mask == self.mask

    def __hash__(self) -> int:
        return hash(self.mask)

    def __repr__(self) -> str:
        return f"CardSet({mask_str(self.mask)!r})"


def check_hands(hands: tuple[CardMask | None, ...], seen: CardMask, players: int,
                dealer: int) -> tuple[tuple[CardMask, ...], CardMask]:
    """The hands of a deal record, checked, and every card seen with them.

    Each hand must be given (None: it was not a string), hold ten cards (none for the
    dealer of a four-player table), and share no card with another or with ``seen``
    (the talon). Both record readers, the European and the Russian, check hands here.

    Raises:
        RecordError: the first hand that breaks one of these.
    """
    masks: list[CardMask] = []
    for s, h in enumerate(hands):
        if h is None:
            raise RecordError(f"hand {s} must be a string")
        want = 0 if players == 4 and s == dealer else 10
        if h.bit_count() != want:
            raise RecordError(f"hand {s} must hold {want} cards, not {h.bit_count()}", "cards")
        if seen & h:
            raise RecordError(f"card {mask_str(seen & h).split()[0]} is dealt twice", "cards")
        seen |= h
        masks.append(h)
    return tuple(masks), seen
