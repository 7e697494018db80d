"""Each variant's contract ladder as data (RULES.md §2.2, §3, §4.2, §5, §6).

A contract is identified by its *number* on the variant's ladder plus a hand flag.
The ladder maps the number to a kind (suit, sans, one-trick, misère, slam) and a trump.

Ladders:
    austrian      1 ♣  2 ♠  3 ♦  4 ♥
    illustrated   1–4 as Austrian, 5 misère, 6 slam, 7 open misère, 8 open slam
                  (``six_in_a_row`` form: 5 misère, 6 six-in-a-row slam)
    balkan        2 ♠  3 ♦  4 ♥  5 ♣  then per ``ladder``:
                  standard 6 misère 7 slam; sans7 6 misère 7 sans;
                  extended 6 misère 7 sans 8 one-trick 9 slam;
                  extended_no_one 6 misère 7 sans 8 slam; serbian 6 betl 7 sans 8 preferans
    swabian       the Balkan standard ladder
    american      1 ♠  2 ♣  3 ♦  4 ♥ (first-round suit names, §12.21)

>>> lad = ladder("balkan", "extended", "open_contracts")
>>> [lad[n].kind.value for n in sorted(lad)]
['suit', 'suit', 'suit', 'suit', 'misere', 'sans', 'one_trick', 'slam']
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from prefgui.engine.cards import Suit
from prefgui.engine.vocab import Variant


class Kind(Enum):
    """What the declarer must achieve."""

    SUIT = "suit"
    SANS = "sans"
    ONE_TRICK = "one_trick"
    MISERE = "misere"
    SLAM = "slam"


@dataclass(frozen=True, slots=True)
class ContractType:
    """One rung of a ladder.

    Attributes:
        number: the bid number.
        kind: what the declarer must do.
        trump: the trump suit, or None for no-trump contracts.
        open: the declarer's hand is played face up (Illustrated 7, 8).
        six_in_a_row: slam made by six consecutive tricks (Illustrated §3.4).
    """

    number: int
    kind: Kind
    trump: int | None = None
    open: bool = False
    six_in_a_row: bool = False

    @property
    def is_trick_contract(self) -> bool:
        """Suit and sans contracts: the declarer needs six, defenders have quotas."""
        return self.kind in (Kind.SUIT, Kind.SANS)


_S, _C, _D, _H = Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS

_AUSTRIAN = {
    1: ContractType(1, Kind.SUIT, _C),
    2: ContractType(2, Kind.SUIT, _S),
    3: ContractType(3, Kind.SUIT, _D),
    4: ContractType(4, Kind.SUIT, _H),
}
_BALKAN_SUITS = {
    2: ContractType(2, Kind.SUIT, _S),
    3: ContractType(3, Kind.SUIT, _D),
    4: ContractType(4, Kind.SUIT, _H),
    5: ContractType(5, Kind.SUIT, _C),
}
_BALKAN_TOP = {
    "standard": (Kind.MISERE, Kind.SLAM),
    "sans7": (Kind.MISERE, Kind.SANS),
    "extended": (Kind.MISERE, Kind.SANS, Kind.ONE_TRICK, Kind.SLAM),
    "extended_no_one": (Kind.MISERE, Kind.SANS, Kind.SLAM),
    "serbian": (Kind.MISERE, Kind.SANS, Kind.SLAM),
}
_AMERICAN = {
    1: ContractType(1, Kind.SUIT, _S),
    2: ContractType(2, Kind.SUIT, _C),
    3: ContractType(3, Kind.SUIT, _D),
    4: ContractType(4, Kind.SUIT, _H),
}

# Illustrated values V for contracts 5–8 (§3); the hand version doubles.
ILLUSTRATED_VALUES = {5: 10, 6: 20, 7: 30, 8: 40}


def ladder(variant: Variant, balkan_ladder: str, illustrated_form: str) -> dict[int, ContractType]:
    """The contracts of a variant, by number."""
    if variant == Variant.AUSTRIAN:
        return dict(_AUSTRIAN)
    if variant == Variant.AMERICAN:
        return dict(_AMERICAN)
    if variant == Variant.ILLUSTRATED:
        lad = dict(_AUSTRIAN)
        lad[5] = ContractType(5, Kind.MISERE)
        if illustrated_form == "six_in_a_row":
            lad[6] = ContractType(6, Kind.SLAM, six_in_a_row=True)
        else:
            lad[6] = ContractType(6, Kind.SLAM)
            lad[7] = ContractType(7, Kind.MISERE, open=True)
            lad[8] = ContractType(8, Kind.SLAM, open=True)
        return lad
    lad = dict(_BALKAN_SUITS)
    top = _BALKAN_TOP["standard" if variant == Variant.SWABIAN else balkan_ladder]
    for i, kind in enumerate(top):
        lad[6 + i] = ContractType(6 + i, kind)
    return lad


def bid_key(variant: Variant, number: int, hand: bool, illustrated_ranking: str) -> tuple[int, int]:
    """Sort key of a bid: higher key outranks (§2.2, §3.1, §4.4).

    >>> bid_key("illustrated", 7, False, "open_exception") > bid_key(
    ...     "illustrated", 6, True, "open_exception")
    True
    >>> bid_key("illustrated", 7, False, "plain") > bid_key("illustrated", 1, True, "plain")
    False
    """
    if variant == Variant.ILLUSTRATED and illustrated_ranking == "open_exception":
        tier = (2 if number >= 7 else 0) + (1 if hand else 0)
        return (tier, number)
    return (1 if hand else 0, number)


def declarer_target(variant: Variant, ctype: ContractType, hand: bool) -> int:
    """Tricks the declarer needs (exactly, for misère and the one-trick game)."""
    if ctype.kind is Kind.MISERE:
        return 0
    if ctype.kind is Kind.ONE_TRICK:
        return 1
    if ctype.kind is Kind.SLAM:
        return 6 if ctype.six_in_a_row else 10
    target = 6
    if variant == Variant.SWABIAN:
        # §5: +1 with spades trumps, +1 more for a hand contract.
        target += (1 if ctype.trump == _S else 0) + (1 if hand else 0)
    return target
