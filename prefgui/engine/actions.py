"""Actions and their record text (RULES.md §11.2).

Every action is one small frozen value ``Action(seat, verb, a, b)``; its text form is the
record's ``"SEAT VERB [ARGUMENTS]"``:

=============  ======================  ==========================================
verb           text                    a, b
=============  ======================  ==========================================
PASS           ``0 pass``
BID            ``0 bid 3`` / ``bid 3 hand``  a = contract number, b = 1 for hand
BID_SUIT       ``0 bid H``             a = American suit number (S 1, C 2, D 3, H 4)
HOLD           ``0 hold``
OFFER          ``0 offer 5``           a = units
DISCARD        ``0 discard 7H 8H``     a, b = the two cards
DECLARE        ``0 declare 4``         a = contract number
DECLARE_SUIT   ``0 declare H``         a = American suit number
ANNOUNCE       ``0 announce no-aces``
DEFEND, DROP, INVITE, CONTRA, RECONTRA, CONCEDE   ``1 defend`` …
PLAY           ``0 play QS``           a = card
=============  ======================  ==========================================

>>> parse_action("2 bid 4 hand", american=False)
Action(seat=2, verb='bid', a=4, b=1)
>>> str(parse_action("0 play 10h", american=False))
'0 play TH'
"""

from __future__ import annotations

from dataclasses import dataclass

from prefgui.engine.cards import SUIT_CODES, card_str, parse_card, parse_suit
from prefgui.engine.errors import InvalidNotationError

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

SIMPLE_VERBS = (PASS, HOLD, DEFEND, DROP, INVITE, CONTRA, RECONTRA, CONCEDE)
# American suit numbers (§12.21): S 1, C 2, D 3, H 4, and the engine suit of each.
AMERICAN_SUIT_ORDER = "SCDH"


@dataclass(frozen=True, slots=True)
class Action:
    """One action of one seat."""

    seat: int
    verb: str
    a: int = 0
    b: int = 0

    def __str__(self) -> str:
        return f"{self.seat} {self.text()}"

    def text(self) -> str:
        """The action without its seat (``bid 3 hand``)."""
        v = self.verb
        if v == PLAY:
            return f"play {card_str(self.a)}"
        if v == BID:
            return f"bid {self.a}" + (" hand" if self.b else "")
        if v == BID_SUIT:
            return f"bid {AMERICAN_SUIT_ORDER[self.a - 1]}"
        if v == DECLARE:
            return f"declare {self.a}"
        if v == DECLARE_SUIT:
            return f"declare {AMERICAN_SUIT_ORDER[self.a - 1]}"
        if v == DISCARD:
            return f"discard {card_str(self.a)} {card_str(self.b)}"
        if v == OFFER:
            return f"offer {self.a}"
        if v == ANNOUNCE:
            return "announce no-aces"
        return v


_PLAY_CACHE = [[Action(s, PLAY, c) for c in range(32)] for s in range(4)]


def play(seat: int, card: int) -> Action:
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


def parse_action(text: str, american: bool) -> Action:
    """Parse a record action (verbs lower case, cards and suits case-insensitive).

    Raises:
        InvalidNotationError: the text does not follow the action grammar.
    """
    if not isinstance(text, str):
        raise InvalidNotationError("an action must be a string")
    toks = text.split()
    if len(toks) < 2 or not _is_number(toks[0]):
        raise InvalidNotationError("expected 'SEAT VERB [ARGUMENTS]'")
    seat, verb, args = int(toks[0]), toks[1], toks[2:]
    if verb in SIMPLE_VERBS and not args:
        return Action(seat, verb)
    if verb == PLAY and len(args) == 1:
        return play(seat, parse_card(args[0])) if seat < 4 else Action(seat, PLAY,
                                                                        parse_card(args[0]))
    if verb == DISCARD and len(args) == 2:
        return Action(seat, DISCARD, parse_card(args[0]), parse_card(args[1]))
    if verb == ANNOUNCE and args == ["no-aces"]:
        return Action(seat, ANNOUNCE)
    if verb == OFFER and len(args) == 1:
        return Action(seat, OFFER, _number(args[0]))
    if verb in (BID, DECLARE) and american and len(args) == 1:
        suit = AMERICAN_SUIT_ORDER.index(SUIT_CODES[parse_suit(args[0])]) + 1
        return Action(seat, BID_SUIT if verb == BID else DECLARE_SUIT, suit)
    if verb == BID and not american and (len(args) == 1 or (len(args) == 2 and args[1] == "hand")):
        return Action(seat, BID, _number(args[0]), 1 if len(args) == 2 else 0)
    if verb == DECLARE and not american and len(args) == 1:
        return Action(seat, DECLARE, _number(args[0]))
    raise InvalidNotationError(f"not an action: {text[:60]!r}")
