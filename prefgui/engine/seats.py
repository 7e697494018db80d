"""Seat order: who speaks first, and who defends against a declarer (RULES.md §1.2, §1.5).

Plain functions of the table's numbers, so that states, observations and the computer
players ask the same question in the same place.
"""

from __future__ import annotations

import functools
from typing import Protocol, TypeAlias

Seat: TypeAlias = int
"""A seat at the table, 0 .. players - 1, numbered in the direction of play."""


class SeatsOfDeal(Protocol):
    """A ``GameState`` or an ``Observation``: the seat to act and the declarer, if any."""

    @property
    def turn(self) -> Seat | None:
        """The seat to act; None once the deal is over."""
        ...

    @property
    def declarer(self) -> Seat | None:
        """The declarer's seat; None until the auction is won."""
        ...


def to_act(pos: SeatsOfDeal) -> Seat:
    """The seat to act in a deal that goes on.

    Raises:
        ValueError: the deal is over.
    """
    p = pos.turn
    if p is None:
        raise ValueError("the deal is over")
    return p


def declarer_of(pos: SeatsOfDeal) -> Seat:
    """The declarer of a deal that has one (from the end of the auction on).

    Raises:
        ValueError: the deal has no declarer (yet, or at all when everybody passed).
    """
    d = pos.declarer
    if d is None:
        raise ValueError("the deal has no declarer")
    return d


@functools.lru_cache(maxsize=64)  # few tables and dealers; asked at every action
def seat_priority(players: int, dealer: int) -> tuple[int, ...]:
    """Active seats from forehand on; with four players the dealer sits out (§1.2).

    >>> seat_priority(3, 0), seat_priority(4, 1)
    ((1, 2, 0), (2, 3, 0))
    """
    seats = ((dealer + 1 + i) % players for i in range(players))
    return tuple(s for s in seats if not (players == 4 and s == dealer))


@functools.lru_cache(maxsize=256)
def defenders(players: int, dealer: int, declarer: int) -> tuple[int, int]:
    """D1 and D2: the first and second active seats after the declarer.

    >>> defenders(3, 0, 2), defenders(4, 0, 3)
    ((0, 1), (1, 2))
    """
    pr = seat_priority(players, dealer)
    i = pr.index(declarer)
    return pr[(i + 1) % 3], pr[(i + 2) % 3]
