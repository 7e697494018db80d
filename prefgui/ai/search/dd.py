"""The double-dummy solver applied to engine states.

The solver knows three seats 0, 1, 2 in playing order; a deal of four players has a
sitting-out dealer, and a defender who dropped out takes no part. :func:`position_of`
maps a state's active seats onto the solver's (keeping their order) and empties the
hands of seats that do not play.
"""

from __future__ import annotations

import math

from prefgui.ai.search.position import Position
from prefgui.ai.search.solver import SearchTables, SolveResult, solve, solve_value
from prefgui.engine.contracts import Kind
from prefgui.engine.state import OUT, GameState


def goal_of(kind: Kind) -> str:
    """The solver goal of a contract kind."""
    return "min" if kind in (Kind.MISERE, Kind.ONE_TRICK) else "max"


def position_of(st: GameState) -> Position:
    """The solver's position of a play-phase state.

    Seats are renumbered 0–2 among the active seats, in seat order.
    """
    ct = st.contract
    assert ct is not None
    seats = tuple(s for s in range(st.rules.players) if st.roles[s] != OUT)
    hands = tuple(st.hands[s] if s in st.playing else 0 for s in seats)
    assert len(hands) == 3
    return Position((hands[0], hands[1], hands[2]), ct.trump, seats.index(st.declarer),
                    seats.index(st.leader), goal_of(ct.kind), st.trick,
                    st.rules.must_trump, st.rules.must_head)


def solve_state(st: GameState, deadline: float = math.inf, tables: SearchTables | None = None,
                guesses: dict[int, int] | None = None) -> SolveResult:
    """Every legal card's value (the declarer's tricks from here on) in ``st``.

    Past ``deadline`` (a ``time.perf_counter()`` reading) the solver raises
    SolveTimeoutError. ``tables`` and ``guesses`` as for
    :func:`~prefgui.ai.search.solver.solve` (shared tables, a first target per card).
    """
    return solve(position_of(st), deadline, tables, guesses=guesses)


def value_of(st: GameState, deadline: float = math.inf, tables: SearchTables | None = None,
             guess: int | None = None) -> int:
    """The declarer's tricks from here on under best play in ``st``.

    ``deadline`` and ``tables`` as for :func:`solve_state`; ``guess`` is the first target
    tried.
    """
    return solve_value(position_of(st), deadline, tables, guess)
