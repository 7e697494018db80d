"""The double-dummy solver applied to Russian deals (RULES §13.7).

A trick contract is the declarer against both defenders (goal ``max``), a misère the
declarer trying to take nothing, counted to the end (goal ``min``). Raspasy has no sides:
each player tries to take as few tricks as possible, so a player's value is the fewest
tricks he can be sure of with the two others playing against him (goal ``min`` with him as
the "declarer"). The talon-led tricks of raspasy are not positions of the solver (a card
nobody holds leads them): raspasy positions are solved from trick 3 on, or from the first
trick when the talon is not used.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from prefgui.ai.search.position import Position, PositionError
from prefgui.ai.search.solver import SolveResult, solve
from prefgui.engine.russian.ladder import MISERE, trump_of
from prefgui.engine.russian.state import RussianState
from prefgui.engine.vocab import Phase


def value_sign(declarer: int | None, contract: int | None, seat: int) -> int:
    """+1 when ``seat`` wants the solver's value high, -1 when low.

    The declarer of a trick contract wants tricks, a misère declarer none; the defenders the
    opposite; on raspasy (no declarer) the value is the seat's own tricks, as few as possible.
    """
    if declarer is None:
        return -1
    if seat == declarer:
        return -1 if contract == MISERE else 1
    return 1 if contract == MISERE else -1


def build_position(seats: tuple[int, ...], hands: Mapping[int, int] | Sequence[int],
                   declarer: int | None, contract: int | None, leader: int,
                   trick: tuple[int, ...], must_trump: bool, seat: int) -> Position:
    """The solver's position of a Russian deal's play.

    ``seats`` are forehand, middlehand, rearhand, renumbered 0–2; on raspasy ``seat``'s
    tricks are counted.
    """
    hs = tuple(hands[s] for s in seats)
    if declarer is None:
        target, goal, trump = seat, "min", None
    else:
        assert contract is not None
        target = declarer
        goal = "min" if contract == MISERE else "max"
        trump = None if contract == MISERE else trump_of(contract)
    return Position((hs[0], hs[1], hs[2]), trump, seats.index(target), seats.index(leader),
                    goal, trick, must_trump, False)


def position_of(st: RussianState, seat: int | None = None) -> Position:
    """The solver's position of a Russian deal in its play phase.

    Seats are renumbered 0–2 among the active seats. On raspasy ``seat`` (default: the
    seat to play) is the one whose tricks are counted.

    Raises:
        PositionError: the deal is not in its play phase, or in a raspasy talon trick.
    """
    if st.phase is not Phase.PLAY:
        raise PositionError("the deal is not in its play phase")
    if st.talon_lead is not None:
        raise PositionError("raspasy is solved from trick 3, after the two talon tricks")
    assert st.leader is not None, "the play has not begun"
    return build_position(st.priority, st.hands, st.declarer, st.contract, st.leader,
                          st.trick, st.rules.must_trump, st.turn if seat is None else seat)


def solve_state(st: RussianState, seat: int | None = None) -> SolveResult:
    """Every legal card's value in ``st``.

    The declarer's tricks from here on, or on raspasy the tricks ``seat`` (default: the
    seat to play) is held to.
    """
    return solve(position_of(st, seat))


def raspasy_values(st: RussianState) -> dict[int, int]:
    """On raspasy: each active seat's fewest tricks from here on against the other two."""
    return {s: solve(position_of(st, s)).declarer_tricks for s in st.priority}
