"""What a defender's lead tells his partner under the conventions (RULES.md §7.4, §7.5).

Where the conventions apply (§7.2), a defender's lead is a signal:

* C2 (the declarer plays last, order P, Q, X): the card led is the top card he holds of
  the suit, so every higher card of the suit not yet seen is not with him.
* C3 (the declarer plays second, order P, X, Q): the card is very high (A or K, or with
  ``c3_high = top_two_outstanding`` the top-but-one card outstanding) or his lowest of the
  suit; below the king it is his lowest, so every lower card not yet seen is not with him.

A :class:`Signal` holds the reading as codes and a card mask; the window words it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from prefgui.engine.cards import SUIT_MASK, Rank
from prefgui.engine.conventions import tracked
from prefgui.engine.play import trick_order
from prefgui.engine.seats import declarer_of
from prefgui.engine.state import GameState

__all__ = ["Reading", "Signal", "read_lead"]


class Reading(Enum):
    """What a convention lead says about the leader's holding in the suit."""

    TOP_HELD = "top_held"  # C2: no higher card of the suit in his hand
    VERY_HIGH = "very_high"  # C3: a high lead (it says nothing about the rest)
    LOWEST_HELD = "lowest_held"  # C3: no lower card of the suit in his hand


@dataclass(frozen=True, slots=True)
class Signal:
    """A defender's lead read by the conventions.

    Attributes:
        action: 1-based index of the lead in the record.
        seat: the leader.
        partner: his co-defender (the reader of the signal).
        card: the card led.
        rule: ``C2`` or ``C3``.
        reading: what it says.
        denies: cards the reading says the leader does not hold (those the partner has not
            seen yet: not in his own hand, not played, not exposed).
    """

    action: int
    seat: int
    partner: int
    card: int
    rule: str
    reading: Reading
    denies: int


def read_lead(st: GameState, action: int, card: int) -> Signal | None:
    """The signal of ``card`` led by the seat to play in ``st`` (None: not a lead, or the
    conventions do not apply)."""
    p = st.turn
    if st.trick or not tracked(st) or p is None or p == st.declarer:
        return None
    x = declarer_of(st)
    d1, d2 = st.defenders()
    q = d2 if p == d1 else d1
    order = trick_order(st)
    suit_mask = SUIT_MASK[card >> 3]
    unseen = ~(st.hands[q] | st.played | (1 << card)) & 0xFFFFFFFF
    if st.contract is not None and st.contract.open:
        unseen &= ~st.hands[x]
    higher = suit_mask & ~((1 << (card + 1)) - 1)
    lower = suit_mask & ((1 << card) - 1)
    if order == (p, q, x):
        return Signal(action, p, q, card, "C2", Reading.TOP_HELD, higher & unseen)
    if order == (p, x, q):
        if card & 7 >= Rank.KING:
            return Signal(action, p, q, card, "C3", Reading.VERY_HIGH, 0)
        if (st.rules.opt.c3_high == "top_two_outstanding"
                and (higher & ~st.played).bit_count() <= 1):
            return Signal(action, p, q, card, "C3", Reading.VERY_HIGH, 0)
        return Signal(action, p, q, card, "C3", Reading.LOWEST_HELD, lower & unseen)
    return None
