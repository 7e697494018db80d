"""What a trick outcome is worth to each seat, under the variant's own scoring.

The engine's scoring is the model: a finished copy of the state is built with the trick
counts (and outcome) in question and ``result()`` settles it, so quotas, trick payments,
contra, refa, bonuses and pot limits are exactly the variant's.

A seat's *equity* in a deal is its balance change plus its share of the change of the
pot or bank (``delta + pot_delta / players``): the pot belongs to the table, and the
score-sheet form of the Balkan game settles exactly so (§4.11). Equities sum to zero.

The double-dummy solver says how many tricks the declarer takes, not how the defenders
share the rest; :func:`defender_shares` estimates each defender's part from the cards
that beat the declarer's, and the expected equity averages over a binomial split.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from prefgui.engine.cards import SUIT_MASK, iter_cards
from prefgui.engine.contracts import Kind, declarer_target
from prefgui.engine.seats import Seat, declarer_of
from prefgui.engine.state import GameState, Outcome, Phase

if TYPE_CHECKING:
    from prefgui.engine.scoring.base import DealResult


def equities(res: DealResult, players: int) -> tuple[float, ...]:
    """Each seat's equity in a settled deal: delta plus its share of the pot change."""
    share = float(res.pot_delta) / players
    return tuple(float(d) + share for d in res.delta)


def made_with(st: GameState, decl_total: int, decl_future: int) -> bool:
    """Whether the declarer makes his contract with ``decl_total`` tricks in all.

    ``decl_future`` of them are still to come (six-in-a-row slams count a continued run).
    """
    ct = st.contract
    assert ct is not None
    if ct.kind is Kind.MISERE:
        return decl_total == 0
    if ct.kind is Kind.ONE_TRICK:
        return decl_total <= 1
    if ct.kind is Kind.SLAM and ct.six_in_a_row:
        if st.rules.opt.slam6_run == "from_trick_1":
            done = st.tricks_done
            return (done <= 6 and st.tricks_won[declarer_of(st)] == done
                    and decl_future >= 6 - done)
        return st.run + decl_future >= 6 or decl_future >= 6
    if ct.kind is Kind.SLAM:
        return decl_total == 10
    return decl_total >= declarer_target(st.rules.variant, ct, st.hand_game)


class PayoffTable:
    """Equities of the finished deal for given trick counts, cached.

    Args:
        st: a state from the first card on (roles and contract fixed).
    """

    def __init__(self, st: GameState) -> None:
        self.st = st
        self.players = st.rules.players
        self.cache: dict[tuple[tuple[int, ...], bool], tuple[float, ...]] = {}

    def value(self, tricks: tuple[int, ...], made: bool) -> tuple[float, ...]:
        """Equities when the play ends with ``tricks`` per seat and the contract ``made``."""
        key = (tricks, made)
        got = self.cache.get(key)
        if got is not None:
            return got
        st = self.st
        fin = st.evolve(phase=Phase.DONE, turn=None, tricks_won=tricks, tricks_done=10,
                        played=st.played | 1, trick=(),
                        outcome=Outcome.MADE if made else Outcome.FAILED)
        res = fin.result()
        assert res is not None
        got = equities(res, self.players)
        self.cache[key] = got
        return got


def defender_shares(st: GameState) -> dict[int, float]:
    """Each playing defender's expected share of the defence's future tricks.

    A card counts as a likely winner when it outranks all the declarer's cards of its
    suit (a plain-suit card the declarer can ruff counts little).
    """
    d = declarer_of(st)
    defs = [s for s in st.playing if s != d]
    if len(defs) == 1:
        return {defs[0]: 1.0}
    trump = st.contract.trump if st.contract is not None else None
    dh = st.hands[d]
    decl_trumps = trump is not None and bool(dh & SUIT_MASK[trump])
    pot: dict[int, float] = {}
    for s in defs:
        p = 0.1
        for c in iter_cards(st.hands[s]):
            suit = c >> 3
            ds = dh & SUIT_MASK[suit]
            if ds:
                if not ds >> (c + 1):
                    p += 1.0
            elif suit == trump or not decl_trumps:
                p += 1.0
            else:
                p += 0.2
        pot[s] = p
    total = sum(pot.values())
    return {s: pot[s] / total for s in defs}


def _binom(n: int, k: int, p: float) -> float:
    return math.comb(n, k) * p ** k * (1.0 - p) ** (n - k)


class Outcomes:
    """Expected equities of a position's possible trick outcomes.

    Args:
        st: the position (play phase, any hidden cards filled in).
        table: the payoff table to use (shared between worlds where that is exact).
    """

    def __init__(self, st: GameState, table: PayoffTable) -> None:
        self.st = st
        self.table = table
        self.remaining = 10 - st.tricks_done
        self.shares = defender_shares(st)
        self.cache: dict[tuple[int, Seat | None], tuple[float, ...]] = {}

    def expected(self, decl_future: int, winner: Seat | None = None) -> tuple[float, ...]:
        """Equities per seat when the declarer takes ``decl_future`` more tricks.

        The current trick is included; ``winner`` is the seat taking it when that is
        already decided, else None.
        """
        key = (decl_future, winner)
        got = self.cache.get(key)
        if got is not None:
            return got
        st = self.st
        d = declarer_of(st)
        won = list(st.tricks_won)
        won[d] += decl_future
        made = made_with(st, won[d], decl_future)
        fut = self.remaining - decl_future
        if winner is not None and winner != d and fut > 0:
            won[winner] += 1
            fut -= 1
        defs = list(self.shares)
        if len(defs) == 1 or fut <= 0:
            if defs and fut > 0:
                won[defs[0]] += fut
            got = self.table.value(tuple(won), made)
        else:
            a, b = defs
            p = self.shares[a]
            acc = [0.0] * len(won)
            for k in range(fut + 1):
                pr = _binom(fut, k, p)
                if pr < 1e-4:
                    continue
                t = list(won)
                t[a] += k
                t[b] += fut - k
                vals = self.table.value(tuple(t), made)
                for i, v in enumerate(vals):
                    acc[i] += pr * v
            got = tuple(acc)
        self.cache[key] = got
        return got
