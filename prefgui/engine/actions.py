"""Actions and their record text (RULES.md §11.2).

Every action is a small frozen value of its own type, with the seat that takes it; its
text form is the record's ``"SEAT VERB [ARGUMENTS]"``:

=============  ===============================  ==========================================
type           text                             fields besides ``seat``
=============  ===============================  ==========================================
Pass           ``0 pass``
Bid            ``0 bid 3`` / ``0 bid 3 hand``   number (contract number), hand
BidSuit        ``0 bid H``                      number (American suit: S 1, C 2, D 3, H 4)
Hold           ``0 hold``
Offer          ``0 offer 5``                    units
Discard        ``0 discard 7H 8H``              c1, c2 (the two cards)
Declare        ``0 declare 4``                  number (contract number)
DeclareSuit    ``0 declare H``                  number (American suit number)
Announce       ``0 announce no-aces``
Defend, Drop, Invite, Contra, Recontra, Concede  ``1 defend`` …
Play           ``0 play QS``                    card
=============  ===============================  ==========================================

``Action`` is the union of these types; each type's ``verb`` (a ``Verb``) names it in
one word, for tables keyed by verb. ``HiddenDiscard`` stands for another seat's discard in
an ``Observation`` (the cards are not seen); it is never applied.

>>> parse_action("2 bid 4 hand", american=False)
Bid(seat=2, number=4, hand=True)
>>> str(parse_action("0 play 10h", american=False))
'0 play TH'
>>> parse_action("1 bid D", american=True)
BidSuit(seat=1, number=3)
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar, TypeAlias

from prefgui.engine.cards import SUIT_CODES, Card, CardMask, card_str, parse_card, parse_suit
from prefgui.engine.errors import InvalidNotationError
from prefgui.engine.russian.ladder import bid_text, parse_bid
from prefgui.engine.seats import Seat

# American suit numbers (§12.21): S 1, C 2, D 3, H 4, and the engine suit of each.
AMERICAN_SUIT_ORDER = "SCDH"


class Verb(StrEnum):
    """The kind of an action, one word each."""

    PASS = "pass"
    BID = "bid"
    BID_SUIT = "bid_suit"
    HOLD = "hold"
    OFFER = "offer"
    DISCARD = "discard"
    DECLARE = "declare"
    DECLARE_SUIT = "declare_suit"
    ANNOUNCE = "announce"
    DEFEND = "defend"
    DROP = "drop"
    INVITE = "invite"
    CONTRA = "contra"
    RECONTRA = "recontra"
    CONCEDE = "concede"
    PLAY = "play"
    # the Russian game (RULES §13.14.2)
    HERE = "here"
    WITHOUT_THREE = "without-three"
    WHIST = "whist"
    HALF_WHIST = "half-whist"
    OPEN = "open"
    CLOSED = "closed"


PASS = Verb.PASS
BID = Verb.BID
BID_SUIT = Verb.BID_SUIT
HOLD = Verb.HOLD
OFFER = Verb.OFFER
DISCARD = Verb.DISCARD
DECLARE = Verb.DECLARE
DECLARE_SUIT = Verb.DECLARE_SUIT
ANNOUNCE = Verb.ANNOUNCE
DEFEND = Verb.DEFEND
DROP = Verb.DROP
INVITE = Verb.INVITE
CONTRA = Verb.CONTRA
RECONTRA = Verb.RECONTRA
CONCEDE = Verb.CONCEDE
PLAY = Verb.PLAY


@dataclass(frozen=True, slots=True)
class _Act:
    """What every action has: the seat taking it, a verb and a text form.

    The actions with no argument but the seat are plain subclasses: they share this
    class's equality (which compares the exact class too), hashing, ``repr``, pickling
    and immutability, without the cost of generating them once more per class.
    """

    seat: Seat
    verb: ClassVar[Verb]

    def __str__(self) -> str:
        return f"{self.seat} {self.text()}"

    def text(self) -> str:
        """The action without its seat (``bid 3 hand``)."""
        return self.verb.value


class Pass(_Act):
    """Pass in the auction, or decline to recontra / contra again."""

    __slots__ = ()

    verb: ClassVar[Verb] = Verb.PASS


@dataclass(frozen=True, slots=True)
class Bid(_Act):
    """A European bid: a contract number of the ladder, hand or not."""

    number: int
    hand: bool = False
    verb: ClassVar[Verb] = Verb.BID

    def text(self) -> str:
        """``bid N`` or ``bid N hand``."""
        return f"bid {self.number}" + (" hand" if self.hand else "")


@dataclass(frozen=True, slots=True)
class BidSuit(_Act):
    """An American first-round bid naming a suit (its number S 1, C 2, D 3, H 4)."""

    number: int
    verb: ClassVar[Verb] = Verb.BID_SUIT

    def text(self) -> str:
        """``bid S`` … ``bid H``."""
        return f"bid {AMERICAN_SUIT_ORDER[self.number - 1]}"


class Hold(_Act):
    """Take over the current bid with seat priority."""

    __slots__ = ()

    verb: ClassVar[Verb] = Verb.HOLD


@dataclass(frozen=True, slots=True)
class Offer(_Act):
    """An American second-round offer of units for the declarership."""

    units: int
    verb: ClassVar[Verb] = Verb.OFFER

    def text(self) -> str:
        """``offer X``."""
        return f"offer {self.units}"


@dataclass(frozen=True, slots=True)
class Discard(_Act):
    """The declarer's two discards."""

    c1: Card
    c2: Card
    verb: ClassVar[Verb] = Verb.DISCARD

    def text(self) -> str:
        """``discard C1 C2``."""
        return f"discard {card_str(self.c1)} {card_str(self.c2)}"

    @property
    def mask(self) -> CardMask:
        """The two cards as a mask."""
        return (1 << self.c1) | (1 << self.c2)


class HiddenDiscard(_Act):
    """Another seat's discard as an observation shows it: the cards are not seen."""

    __slots__ = ()

    verb: ClassVar[Verb] = Verb.DISCARD


@dataclass(frozen=True, slots=True)
class Declare(_Act):
    """The final European contract (a ladder number at least the winning bid's)."""

    number: int
    verb: ClassVar[Verb] = Verb.DECLARE

    def text(self) -> str:
        """``declare N``."""
        return f"declare {self.number}"


@dataclass(frozen=True, slots=True)
class DeclareSuit(_Act):
    """The American second-round declaration of trumps (suit number S 1 … H 4)."""

    number: int
    verb: ClassVar[Verb] = Verb.DECLARE_SUIT

    def text(self) -> str:
        """``declare S`` … ``declare H``."""
        return f"declare {AMERICAN_SUIT_ORDER[self.number - 1]}"


class Announce(_Act):
    """The declarer announces holding no ace."""

    __slots__ = ()

    verb: ClassVar[Verb] = Verb.ANNOUNCE

    def text(self) -> str:
        """``announce no-aces``."""
        return "announce no-aces"


class Defend(_Act):
    """A defender plays against the contract."""

    __slots__ = ()

    verb: ClassVar[Verb] = Verb.DEFEND


class Drop(_Act):
    """A defender stays out of the deal."""

    __slots__ = ()

    verb: ClassVar[Verb] = Verb.DROP


class Invite(_Act):
    """A defender brings his partner who dropped back in."""

    __slots__ = ()

    verb: ClassVar[Verb] = Verb.INVITE


class Contra(_Act):
    """A defender doubles (or the contra-giver doubles again)."""

    __slots__ = ()

    verb: ClassVar[Verb] = Verb.CONTRA


class Recontra(_Act):
    """The declarer answers a contra by doubling again."""

    __slots__ = ()

    verb: ClassVar[Verb] = Verb.RECONTRA


class Concede(_Act):
    """The declarer gives up (or a defender concedes under ``joint_concession``)."""

    __slots__ = ()

    verb: ClassVar[Verb] = Verb.CONCEDE


@dataclass(frozen=True, slots=True)
class Play(_Act):
    """A card played to the trick."""

    card: Card
    verb: ClassVar[Verb] = Verb.PLAY

    def text(self) -> str:
        """``play C``."""
        return f"play {card_str(self.card)}"


# The Russian game (RULES §13.14.2) -------------------------------------------------------

@dataclass(frozen=True, slots=True)
class RuBid(_Act):
    """A Russian bid: its rank on the ladder (``engine.russian.ladder``; misère is 15)."""

    rank: int
    verb: ClassVar[Verb] = Verb.BID

    def text(self) -> str:
        """``bid 7H``, ``bid 6NT``, ``bid misere``."""
        return f"bid {bid_text(self.rank)}"


@dataclass(frozen=True, slots=True)
class RuDeclare(_Act):
    """The Russian final contract (a ladder rank, not below the winning bid's)."""

    rank: int
    verb: ClassVar[Verb] = Verb.DECLARE

    def text(self) -> str:
        """``declare 7H`` or ``declare misere``."""
        return f"declare {bid_text(self.rank)}"


class Here(_Act):
    """"Здесь": take over the current bid unchanged (option ``hold``, §13.4 rule 4)."""

    __slots__ = ()

    verb: ClassVar[Verb] = Verb.HERE


class WithoutThree(_Act):
    """"Без трёх": a 6/7 declarer concedes three down instead of discarding (§13.5)."""

    __slots__ = ()

    verb: ClassVar[Verb] = Verb.WITHOUT_THREE


class Whist(_Act):
    """A defender undertakes the quota and writes whists (§13.6)."""

    __slots__ = ()

    verb: ClassVar[Verb] = Verb.WHIST


class HalfWhist(_Act):
    """A lone defender claims half the quota without play (§13.6 item 2)."""

    __slots__ = ()

    verb: ClassVar[Verb] = Verb.HALF_WHIST


class OpenWhist(_Act):
    """The lone whister plays open: both defending hands face up (§13.6 item 5)."""

    __slots__ = ()

    verb: ClassVar[Verb] = Verb.OPEN


class ClosedWhist(_Act):
    """The lone whister plays closed: each defender his own hand (§13.6 item 5)."""

    __slots__ = ()

    verb: ClassVar[Verb] = Verb.CLOSED


RussianAction: TypeAlias = (Pass | RuBid | Here | Discard | WithoutThree | RuDeclare | Whist
                            | HalfWhist | OpenWhist | ClosedWhist | Play)
"""Every action of the Russian game."""

RussianSeen: TypeAlias = RussianAction | HiddenDiscard
"""A Russian action as one seat's observation shows it."""

_RU_SIMPLE: dict[str, type[Pass | Here | WithoutThree | Whist | HalfWhist | OpenWhist
                          | ClosedWhist]] = {
    c.verb.value: c for c in (Pass, Here, WithoutThree, Whist, HalfWhist, OpenWhist,
                              ClosedWhist)}


def parse_russian_action(text: str) -> RussianAction:
    """Parse a Russian record action (§13.14.2; verbs lower case, codes case-insensitive).

    Raises:
        InvalidNotationError: the text does not follow the action grammar.
    """
    if not isinstance(text, str):
        raise InvalidNotationError("an action must be a string")
    toks = text.split()
    if len(toks) < 2 or not _is_number(toks[0]):
        raise InvalidNotationError("expected 'SEAT VERB [ARGUMENTS]'")
    seat, verb, args = int(toks[0]), toks[1], toks[2:]
    simple = _RU_SIMPLE.get(verb)
    if simple is not None and not args:
        return simple(seat)
    if verb == PLAY and len(args) == 1:
        card = parse_card(args[0])
        return play(seat, card) if seat < 4 else Play(seat, card)
    if verb == DISCARD and len(args) == 2:
        return Discard(seat, parse_card(args[0]), parse_card(args[1]))
    if verb == BID and len(args) == 1:
        return RuBid(seat, parse_bid(args[0]))
    if verb == DECLARE and len(args) == 1:
        return RuDeclare(seat, parse_bid(args[0]))
    raise InvalidNotationError(f"not an action: {text[:60]!r}")


Action: TypeAlias = (Pass | Bid | BidSuit | Hold | Offer | Discard | Declare | DeclareSuit
                     | Announce | Defend | Drop | Invite | Contra | Recontra | Concede | Play)
"""Every action a seat can take."""

Seen: TypeAlias = Action | HiddenDiscard
"""An action as one seat's observation shows it."""

_SIMPLE: dict[str, type[Pass | Hold | Defend | Drop | Invite | Contra | Recontra | Concede]] = {
    c.verb.value: c for c in (Pass, Hold, Defend, Drop, Invite, Contra, Recontra, Concede)}

_PLAY_CACHE = [[Play(s, c) for c in range(32)] for s in range(4)]


def simple_action(seat: Seat, verb: str) -> Action:
    """The action of ``seat`` for a verb that takes no argument (``defend``, ``drop`` …).

    Raises:
        InvalidNotationError: the verb takes arguments or is not a verb.
    """
    cls = _SIMPLE.get(verb)
    if cls is None:
        raise InvalidNotationError(f"not a verb without arguments: {verb[:20]!r}")
    return cls(seat)


def play(seat: Seat, card: Card) -> Play:
    """The (cached) action of ``seat`` playing ``card``."""
    return _PLAY_CACHE[seat][card]


MAX_NUMBER = 999_999
"""The largest number an action may carry (six ASCII digits): ``legal_actions`` never lists
a larger one, so whatever it lists can be written and read back."""


def _is_number(tok: str) -> bool:
    # ASCII digits only: str.isdigit also accepts "²" and "١", which int() rejects or reads.
    return tok.isascii() and tok.isdecimal() and len(tok) <= len(str(MAX_NUMBER))


def _number(tok: str) -> int:
    if not _is_number(tok):
        raise InvalidNotationError(f"not a whole number: {tok[:20]!r}")
    return int(tok)


def _american_number(tok: str) -> int:
    return AMERICAN_SUIT_ORDER.index(SUIT_CODES[parse_suit(tok)]) + 1


def parse_action(text: str, american: bool) -> Action:
    """Parse a record action (verbs lower case, cards and suits case-insensitive).

    Raises:
        InvalidNotationError: the text does not follow the action grammar.
    """
    if not isinstance(text, str):
        raise InvalidNotationError("an action must be a string")
    if len(text) > _CACHED_LENGTH:
        return _parse_action(text, american)
    return _parse_cached(text, american)


_CACHED_LENGTH = 40
"""Actions up to this length are parsed once each (a record repeats a few hundred texts;
actions are frozen values, so the same one serves every time)."""


def _parse_action(text: str, american: bool) -> Action:
    toks = text.split()
    if len(toks) < 2 or not _is_number(toks[0]):
        raise InvalidNotationError("expected 'SEAT VERB [ARGUMENTS]'")
    seat, verb, args = int(toks[0]), toks[1], toks[2:]
    simple = _SIMPLE.get(verb)
    if simple is not None and not args:
        return simple(seat)
    if verb == PLAY and len(args) == 1:
        card = parse_card(args[0])
        return play(seat, card) if seat < 4 else Play(seat, card)
    if verb == DISCARD and len(args) == 2:
        return Discard(seat, parse_card(args[0]), parse_card(args[1]))
    if verb == ANNOUNCE and args == ["no-aces"]:
        return Announce(seat)
    if verb == OFFER and len(args) == 1:
        return Offer(seat, _number(args[0]))
    return _parse_contract(text, seat, verb, args, american)


_parse_cached = functools.lru_cache(maxsize=2048)(_parse_action)


def _parse_contract(text: str, seat: int, verb: str, args: list[str], american: bool
                    ) -> Action:
    """``bid`` and ``declare``: a contract number, or (American) a suit."""
    if verb in (BID, DECLARE) and american and len(args) == 1:
        number = _american_number(args[0])
        return BidSuit(seat, number) if verb == BID else DeclareSuit(seat, number)
    if verb == BID and not american and (len(args) == 1 or (len(args) == 2 and args[1] == "hand")):
        return Bid(seat, _number(args[0]), len(args) == 2)
    if verb == DECLARE and not american and len(args) == 1:
        return Declare(seat, _number(args[0]))
    raise InvalidNotationError(f"not an action: {text[:60]!r}")
