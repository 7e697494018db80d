"""Seat order: who speaks first, and who defends against a declarer (RULES.md §1.2, §1.5).

Plain functions of the table's numbers, so that states, observations and the computer
players ask the same question in the same place.
"""

from __future__ import annotations


def seat_priority(players: int, dealer: int) -> tuple[int, ...]:
    """Active seats from forehand on; with four players the dealer sits out (§1.2).

    >>> seat_priority(3, 0), seat_priority(4, 1)
    ((1, 2, 0), (2, 3, 0))
    """
    seats = ((dealer + 1 + i) % players for i in range(players))
    return tuple(s for s in seats if not (players == 4 and s == dealer))


def defenders(players: int, dealer: int, declarer: int) -> tuple[int, int]:
    """D1 and D2: the first and second active seats after the declarer.

    >>> defenders(3, 0, 2), defenders(4, 0, 3)
    ((0, 1), (1, 2))
    """
    pr = seat_priority(players, dealer)
    i = pr.index(declarer)
    return pr[(i + 1) % 3], pr[(i + 2) % 3]
