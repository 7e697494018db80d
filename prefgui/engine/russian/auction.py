"""The Russian auction (RULES §13.4).

The calls, "here", misère, the exit level after raspasy; pure functions of a
``RussianState``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from prefgui.engine.actions import Here, Pass, RuBid, RussianAction
from prefgui.engine.errors import IllegalActionError
from prefgui.engine.russian import ladder
from prefgui.engine.russian.ladder import MISERE, level_of
from prefgui.engine.russian.play import start_play, with_value
from prefgui.engine.vocab import Phase

if TYPE_CHECKING:
    from prefgui.engine.rules import Rules
    from prefgui.engine.russian.state import RussianState

__all__ = ["apply_call", "exit_level", "explain_call", "legal_calls", "lowest_level"]


def exit_level(st: RussianState) -> int:
    """The lowest trick level allowed now (§13.9.3)."""
    return lowest_level(st.rules, st.series)


def lowest_level(rules: Rules, series: int) -> int:
    """The lowest trick level allowed after ``series`` all-pass deals in a row (§13.9.3)."""
    if series <= 0:
        return 6
    ex = rules.opt.raspasy_exit
    assert isinstance(ex, tuple)
    return ex[min(series - 1, len(ex) - 1)]


def legal_calls(st: RussianState) -> tuple[RussianAction, ...]:
    """Every legal call of the seat to speak: pass, the bids, misère, here."""
    p = st.turn
    out: list[RussianAction] = [Pass(p)]
    low = -1 if st.high is None else st.high
    if p != st.misbid:
        floor = exit_level(st)
        out += [RuBid(p, r) for r in ladder.TRICK_BIDS
                if r > low and level_of(r) >= floor]
    if (p not in st.spoken and (st.high is None or st.high < MISERE)
            and (st.series == 0 or st.rules.opt.misere_allowed_after_raspasy)):
        out.insert(1 + sum(1 for a in out[1:] if isinstance(a, RuBid) and a.rank < MISERE),
                   RuBid(p, MISERE))
    if _may_say_here(st, p):
        out.insert(1, Here(p))
    return tuple(out)


def _may_say_here(st: RussianState, p: int) -> bool:
    """Whether seat ``p`` may say "here" (hold the standing bid) now (option ``hold``)."""
    hold = st.rules.opt.hold
    if hold in ("none", False) or st.high is None or st.holder is None:
        return False
    if len(st.active) != 2 or p not in st.active or st.holder not in st.active:
        return False
    if st.high == MISERE or p == st.misbid:
        return False
    if hold == "seniority":
        order = st.priority
        return order.index(p) < order.index(st.holder)
    # through_passer
    if st.high == 0 or (st.here_owner is not None and st.here_owner != p):
        return False
    n = st.rules.players
    between = [(st.holder + k) % n for k in range(1, n)]
    between = between[:between.index(p)]
    passed = set(st.priority) - set(st.active)
    return bool(between) and all(s in passed or (n == 4 and s == st.dealer)
                                 for s in between)


def apply_call(st: RussianState, a: RussianAction) -> RussianState:
    """The state after a call: the next seat, the exchange once the auction is won, or raspasy."""
    p = a.seat
    spoken = st.spoken | {p}
    if type(a) is Pass:
        st = st.evolve(active=tuple(s for s in st.active if s != p), spoken=spoken)
    elif type(a) is RuBid:
        st = st.evolve(high=a.rank, holder=p, spoken=spoken,
                     misbid=p if a.rank == MISERE else st.misbid)
    else:
        st = st.evolve(holder=p, spoken=spoken,
                     here_owner=st.here_owner if st.here_owner is not None else p)
    if len(st.active) == 1 and st.high is not None:
        d = st.holder
        assert d is not None
        return st.evolve(phase=Phase.EXCHANGE, turn=d, declarer=d, bid=st.high,
                       hands=with_value(st.hands, d, st.hands[d] | st.talon))
    if not st.active:
        return start_play(st)
    order = st.priority
    i = order.index(p)
    for k in range(1, 4):
        q = order[(i + k) % 3]
        if q in st.active and q != st.holder:
            return st.evolve(turn=q)
    return st  # unreachable: two seats are active and one is the holder


def explain_call(st: RussianState, a: RussianAction) -> IllegalActionError:
    """Why a call is not legal."""
    if type(a) is RuBid:
        if a.rank == MISERE:
            if a.seat in st.spoken:
                return IllegalActionError(
                    "misere may only be bid as the player's first call", "late_misere")
            if st.series and not st.rules.opt.misere_allowed_after_raspasy:
                return IllegalActionError("no misère after an all-pass deal",
                                          "misere_after_raspasy")
            return IllegalActionError("misère does not outrank the current bid",
                                      "low_bid")
        if a.seat == st.misbid:
            return IllegalActionError("a misère bidder may only pass", "after_misere")
        if level_of(a.rank) < exit_level(st):
            return IllegalActionError(
                f"after an all-pass deal the lowest contract is {exit_level(st)}♠",
                "below_exit")
        return IllegalActionError("the bid must outrank the current bid", "low_bid")
    if type(a) is Here:
        return IllegalActionError("'here' is not allowed now", "bad_hold")
    return IllegalActionError("only a call (pass, bid, here) is possible now", "phase")
