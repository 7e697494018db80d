"""The double-dummy solver applied to engine states.

The solver knows three seats 0, 1, 2 in playing order; a deal of four players has a
sitting-out dealer, and a defender who dropped out takes no part. :func:`view` maps a
state's active seats onto the solver's (keeping their order) and empties the hands of
seats that do not play.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from prefgui.ai.search.solver import SolveResult, solve, solve_value
from prefgui.engine.contracts import Kind
from prefgui.engine.state import OUT, GameState


@dataclass(frozen=True, slots=True)
class View:
    """A play position in the solver's terms.

    Attributes:
        hands: the three hands (empty for a seat that does not play).
        trump: the trump suit or None.
        declarer: the declarer's solver seat.
        leader: the solver seat that leads the current trick.
        goal: ``max`` or ``min`` (misère and the one-trick game).
        trick: cards already played to the current trick.
        seats: the engine seat of each solver seat.
        must_trump: the law of the table.
        must_head: the law of the table.
    """

    hands: tuple[int, int, int]
    trump: int | None
    declarer: int
    leader: int
    goal: str
    trick: tuple[int, ...]
    seats: tuple[int, ...]
    must_trump: bool
    must_head: bool


def goal_of(kind: Kind) -> str:
    """The solver goal of a contract kind."""
    return "min" if kind in (Kind.MISERE, Kind.ONE_TRICK) else "max"


def view(st: GameState) -> View:
    """The solver's view of a play-phase state."""
    ct = st.contract
    assert ct is not None
    seats = tuple(s for s in range(st.rules.players) if st.roles[s] != OUT)
    hands = tuple(st.hands[s] if s in st.playing else 0 for s in seats)
    assert len(hands) == 3
    return View((hands[0], hands[1], hands[2]), ct.trump, seats.index(st.declarer),
                seats.index(st.leader), goal_of(ct.kind), st.trick, seats,
                st.rules.must_trump, st.rules.must_head)


def solve_state(st: GameState, deadline: float = math.inf) -> SolveResult:
    """Every legal card's value (the declarer's tricks from here on) in ``st``; past
    ``deadline`` (a ``time.perf_counter()`` reading) the solver raises SolveTimeoutError."""
    v = view(st)
    return solve(v.hands, v.trump, v.declarer, v.leader, v.goal, v.trick, v.must_trump,
                 v.must_head, deadline)


def value_of(st: GameState, deadline: float = math.inf) -> int:
    """The declarer's tricks from here on under best play in ``st`` (deadline as for
    :func:`solve_state`)."""
    v = view(st)
    return solve_value(v.hands, v.trump, v.declarer, v.leader, v.goal, v.trick,
                       v.must_trump, v.must_head, deadline)
