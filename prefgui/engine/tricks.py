"""Who plays to a trick, who wins it, and which cards may be played (RULES.md §1.4).

The one home of these small rules: the phase module ``play``, the conventions, the
computer players and the table all use them. They read plain ints and tuples (or anything
with ``playing`` and ``leader``, such as a ``GameState`` or an ``Observation``), so they
import nothing from the rest of the engine but the card helpers.
"""

from __future__ import annotations

from typing import Protocol

from prefgui.engine.cards import SUIT_MASK, beats, iter_cards


class TrickSeats(Protocol):
    """Anything that knows the seats playing cards and the leader of the trick."""

    @property
    def playing(self) -> tuple[int, ...]:
        """The seats that play cards, in seat order."""
        ...

    @property
    def leader(self) -> int | None:
        """The seat leading the current trick (None before the play)."""
        ...


def trick_order(pos: TrickSeats) -> tuple[int, ...]:
    """Seats taking part in the current trick, in playing order from the leader.

    >>> from types import SimpleNamespace
    >>> trick_order(SimpleNamespace(playing=(0, 1, 3), leader=1))
    (1, 3, 0)
    """
    pl = pos.playing
    assert pos.leader is not None, "the play has not begun"
    i = pl.index(pos.leader)
    return pl[i:] + pl[:i]


def winning_index(trick: tuple[int, ...], trump: int | None) -> int:
    """Index of the card now winning a (partial) trick."""
    best = 0
    for i in range(1, len(trick)):
        if beats(trick[i], trick[best], trump):
            best = i
    return best


def completing_winner(order: tuple[int, ...], trick: tuple[int, ...], card: int,
                      trump: int | None) -> int | None:
    """The seat that takes the trick if ``card`` completes it, else None.

    Args:
        order: the seats of the trick in playing order (``trick_order``).
        trick: the cards played to it so far.
        card: the card the next seat plays.
        trump: the trump suit, if any.

    >>> completing_winner((1, 2, 0), (0, 7), 6, None), completing_winner((1, 2, 0), (0,), 6, 0)
    (2, None)
    """
    if len(trick) + 1 != len(order):
        return None
    return order[winning_index(trick + (card,), trump)]


def legal_cards(hand: int, trick: tuple[int, ...], trump: int | None, must_trump: bool,
                must_head: bool) -> int:
    """The legal cards of ``hand`` as a mask (the §1.4 pseudocode)."""
    if not trick:
        return hand
    led = trick[0] >> 3
    must = hand & SUIT_MASK[led]  # follow suit; if void and trumping is a duty, trump
    if not must and trump is not None and must_trump:
        must = hand & SUIT_MASK[trump]
    if not must:
        return hand
    if must_head:  # and beat the winning card if one of those can
        return beating(must, trick[winning_index(trick, trump)], trump) or must
    return must


def beating(mask: int, best: int, trump: int | None) -> int:
    """The cards of ``mask`` that beat ``best``."""
    out = 0
    for c in iter_cards(mask):
        if beats(c, best, trump):
            out |= 1 << c
    return out
