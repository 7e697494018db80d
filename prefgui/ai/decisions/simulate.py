"""Hypothetical deals for the decisions before play (auction, talon, defence, contra).

A decision before the first card is judged by what it leads to: for a sampled world
(every hand known) the state at the start of play is built directly for the contract,
discards and defence roles in question (:func:`start_of_play`), the solver gives the
declarer's tricks, and the engine's scoring the equities (:mod:`prefgui.ai.decisions.payoff`).
Outcomes without play (both defenders out, a concession) are scored as they are.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from prefgui.ai.decisions.payoff import Outcomes, PayoffTable, equities
from prefgui.ai.search.dd import goal_of, position_of, value_of
from prefgui.ai.search.position import Position
from prefgui.ai.search.solver import SearchTables
from prefgui.engine.defence import start_play
from prefgui.engine.state import DECLARER, DROPPED, OUT, UNDECIDED, GameState, Phase
from prefgui.engine.vocab import Outcome, Role


@dataclass(frozen=True, slots=True)
class Plan:
    """A contract and who plays it.

    Attributes:
        declarer: the declarer's seat.
        number: the contract number (American: the suit number 1–4).
        hand_game: played without the talon.
        discards: the declarer's two discards (0 for a hand game).
        roles: the role of each defender, by seat (DEFENDER, DROPPED, INVITER, ...).
        contra: the contra level of each seat (all 0 without contra).
        offer: an American second-round offer (0 otherwise).
        no_ace: the declarer announces no aces.
    """

    declarer: int
    number: int
    hand_game: bool
    discards: int
    roles: tuple[tuple[int, Role], ...]
    contra: tuple[int, ...] | None = None
    offer: int = 0
    no_ace: bool = False


def deal_state(base: GameState, dealt: tuple[int, ...], talon: int) -> GameState:
    """The state just after the deal of a world (same table and seats as ``base``)."""
    return GameState.initial(base.rules, base.dealer, dealt, talon, base.start_pot,
                             base.start_refa, base.start_refa_rounds)


def start_of_play(deal: GameState, plan: Plan) -> GameState:
    """The state at the first card of ``plan`` on the deal ``deal``.

    When nobody defends, the finished state.
    """
    r = deal.rules
    d = plan.declarer
    hands = list(deal.dealt)
    if not plan.hand_game:
        hands[d] = (hands[d] | deal.talon) & ~plan.discards
    roles = list(deal.roles)
    roles[d] = DECLARER
    for s, role in plan.roles:
        roles[s] = role
    american = not r.european
    st = deal.evolve(
        declarer=d, bid=(0, 0) if american and not plan.hand_game else (plan.number,
                                                                        int(plan.hand_game)),
        contract=r.ladder[plan.number], hand_game=plan.hand_game, hands=tuple(hands),
        discards=plan.discards, talon_taken=not plan.hand_game, roles=tuple(roles),
        contra_level=plan.contra or (0,) * r.players, offer=plan.offer,
        round=2 if american and not plan.hand_game else 1, no_ace=plan.no_ace,
        history=(), active=(), high=None, holder=d, phase=Phase.DEFENCE)
    playing = [s for s in range(r.players) if roles[s] not in (OUT, UNDECIDED, DROPPED)]
    if playing == [d]:
        return st.evolve(phase=Phase.DONE, turn=None, outcome=Outcome.NO_PLAY)
    return start_play(st)


def finished(st: GameState, outcome: Outcome) -> GameState:
    """``st`` ended without play with ``outcome`` (``conceded``, ``no_play``)."""
    return st.evolve(phase=Phase.DONE, turn=None, outcome=outcome)


@dataclass
class Evaluator:
    """Solves and scores hypothetical plays, caching solver results within a decision.

    Attributes:
        edge: tricks the declarer is expected to gain on double dummy in real play
            (the defenders do not see each other's cards); the equity is the mix of the
            solved result and one trick better for him with this weight.
        deadline: a ``time.perf_counter()`` reading past which a solve raises
            SolveTimeoutError.
        tables: the solver's transposition tables, shared by every world of the decision.
        guesses: the last value found per kind of start (contract, declarer, his cards),
            the first target tried in the next world.
    """

    edge: float = 0.0
    deadline: float = math.inf
    cache: dict[Position, int] = field(default_factory=dict)
    tables: SearchTables = field(default_factory=SearchTables)
    guesses: dict[tuple[object, ...], int] = field(default_factory=dict)

    def tricks(self, st: GameState) -> int:
        """The declarer's tricks under double-dummy play from ``st``."""
        key = position_of(st)
        got = self.cache.get(key)
        if got is None:
            kind = (key.trump, key.goal, key.declarer, key.leader, key.hands[key.declarer],
                    tuple(h == 0 for h in key.hands))
            got = value_of(st, self.deadline, self.tables, self.guesses.get(kind))
            self.cache[key] = got
            self.guesses[kind] = got
        return got

    def equities(self, st: GameState) -> tuple[float, ...]:
        """Every seat's expected equity of ``st`` (at the first card, or finished)."""
        if st.phase is Phase.DONE:
            res = st.result()
            assert res is not None
            return equities(res, st.rules.players)
        outcomes = Outcomes(st, PayoffTable(st))
        v = self.tricks(st)
        base = outcomes.expected(v)
        ct = st.contract
        if self.edge <= 0 or ct is None:
            return base
        better = max(v - 1, 0) if goal_of(ct.kind) == "min" else min(
            v + 1, 10 - st.tricks_done)
        if better == v:
            return base
        alt = outcomes.expected(better)
        return tuple((1 - self.edge) * b + self.edge * a for b, a in zip(base, alt,
                                                                          strict=True))
