"""Scoring one Russian deal on the sheet (RULES §13.8–§13.10, §13.14.4).

``score(state)`` writes the deal's entries (mountain and whists first, pool additions last,
§13.8.1), and returns a ``RuResult``: the sheet's changes, the help given, every seat's
delta in whists, the sheet after the deal, the raspasy series and whether the pulka is over
(with the settlement when it is).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from prefgui.engine.russian.ladder import MISERE, MISERE_PRICE, level_of, price, quota
from prefgui.engine.russian.sheet import (
    Sheet,
    SheetChange,
    Writes,
    deal_delta,
    is_finished,
    settlement,
)
from prefgui.engine.vocab import Outcome, WhistCall, WhistStyle

if TYPE_CHECKING:
    from prefgui.engine.russian.state import RussianState


@dataclass(frozen=True, slots=True)
class RuResult:
    """A Russian deal's result (§13.14.4), as data.

    Attributes:
        outcome: made, failed, no_play, half_whist, without_three, raspasy or incomplete.
        declarer: the auction winner (None on raspasy and while the auction is open).
        contract: the declared rank (the winning bid for without three), or None.
        tricks: per seat, as §13.14.4 lists them (None where not counted).
        unowned: raspasy talon tricks that belong to nobody.
        calls: the whist calls in order; whisters; the lone whister's style.
        change: this deal's entries on the sheet; delta: its value in whists per seat.
        start, end: the sheet before and after; finished: whether the pulka is over.
        settlement: the final settlement in whists when finished.
    """

    outcome: Outcome
    declarer: int | None
    contract: int | None
    tricks: tuple[int | None, ...]
    unowned: int
    calls: tuple[tuple[int, WhistCall], ...]
    whisters: tuple[int, ...]
    style: WhistStyle | None
    change: SheetChange
    delta: tuple[Fraction, ...]
    start: Sheet
    end: Sheet
    finished: bool
    settlement: tuple[Fraction, ...] | None


def _writes(st: RussianState) -> Writes:
    o = st.rules.opt
    assert isinstance(o.pool_size, int) and isinstance(o.pool_weight, int)
    return Writes(st.start, o.pool_size, o.pool_cap, str(o.help), o.pool_weight)


def score(st: RussianState) -> RuResult:
    """The result of a deal (an unfinished one has no entries: ``incomplete``)."""
    n = st.rules.players
    w = _writes(st)
    outcome = st.outcome if st.outcome is not Outcome.NONE else Outcome.INCOMPLETE
    if outcome is Outcome.RASPASY:
        _raspasy(st, w)
    elif outcome in (Outcome.MADE, Outcome.FAILED):
        if st.contract == MISERE:
            _misere(st, w)
        else:
            _played(st, w)
    elif outcome is Outcome.NO_PLAY:
        assert st.declarer is not None
        w.pool_later(st.declarer, price(st.level))
    elif outcome is Outcome.HALF_WHIST:
        assert st.declarer is not None and st.half_whister is not None
        p = price(st.level)
        k = st.rules.opt.whist_rate
        assert isinstance(k, int)
        w.whist(st.half_whister, st.declarer, k * p * (quota(st.level) // 2))
        w.pool_later(st.declarer, p)
    elif outcome is Outcome.WITHOUT_THREE:
        assert st.declarer is not None and st.bid is not None
        f = st.rules.opt.fail_rate
        assert isinstance(f, int)
        w.mount(st.declarer, 3 * f * price(level_of(st.bid)))
    order = st.priority + ((st.dealer,) if n == 4 else ())
    w.finish(order)
    change = w.change
    weight = st.rules.opt.pool_weight
    assert isinstance(weight, int)
    if outcome is Outcome.INCOMPLETE:
        end = st.start
    else:
        end = st.start.plus(change, _series_after(st, outcome))
    o = st.rules.opt
    assert isinstance(o.pool_size, int)
    finished = outcome is not Outcome.INCOMPLETE and is_finished(
        end, o.pool_size, o.pool_cap, str(o.end_condition), o.finish_after_raspasy_exit)
    return RuResult(
        outcome=outcome, declarer=st.declarer,
        contract=st.contract if outcome is not Outcome.WITHOUT_THREE else st.bid,
        tricks=_tricks(st, outcome), unowned=st.unowned, calls=st.calls,
        whisters=st.whisters, style=st.style, change=change,
        delta=deal_delta(change, weight) if outcome is not Outcome.INCOMPLETE
        else (Fraction(0),) * n,
        start=st.start, end=end, finished=finished,
        settlement=settlement(end, weight) if finished else None)


def _tricks(st: RussianState, outcome: Outcome) -> tuple[int | None, ...]:
    """The tricks as §13.14.4 lists them.

    None everywhere when no card was played; else each active seat's tricks (and on
    raspasy the sitting-out dealer's talon tricks too).
    """
    n = st.rules.players
    if outcome in (Outcome.NO_PLAY, Outcome.HALF_WHIST, Outcome.WITHOUT_THREE) or (
            st.tricks_done == 0 and not st.trick):
        return (None,) * n
    if st.declarer is None:
        return st.tricks_won
    active = set(st.priority)
    return tuple(st.tricks_won[s] if s in active else None for s in range(n))


def _series_after(st: RussianState, outcome: Outcome) -> int:
    """The raspasy series after the deal (§13.9.3)."""
    if outcome is Outcome.RASPASY:
        return st.series + 1
    if outcome is Outcome.WITHOUT_THREE:
        return st.series
    reset = st.rules.opt.raspasy_reset
    if reset == "any_contract":
        return 0
    if reset == "made_contract":
        return 0 if outcome in (Outcome.MADE, Outcome.NO_PLAY, Outcome.HALF_WHIST) \
            else st.series
    checked_ten = (st.contract is not None and st.contract != MISERE
                   and level_of(st.contract) == 10 and st.rules.opt.ten == "checked")
    if outcome is Outcome.MADE and (st.whisters or st.contract == MISERE or checked_ten):
        return 0
    return st.series


def _misere(st: RussianState, w: Writes) -> None:
    d = st.declarer
    assert d is not None
    t = st.tricks_won[d]
    if t == 0:
        w.pool_later(d, MISERE_PRICE)
    else:
        fail = st.rules.opt.misere_fail
        assert isinstance(fail, int)
        w.mount(d, fail * t)


def _played(st: RussianState, w: Writes) -> None:
    """A trick contract that was played (§13.8.3)."""
    o = st.rules.opt
    d = st.declarer
    assert d is not None
    big_l = st.level
    p = price(big_l)
    t = st.tricks_won
    u = max(0, big_l - t[d])
    k, f, c, r = o.whist_rate, o.fail_rate, o.consolation_rate, o.whister_penalty_rate
    assert isinstance(k, int) and isinstance(f, int) and isinstance(c, int)
    assert isinstance(r, int)
    if u == 0:
        w.pool_later(d, p)
    else:
        w.mount(d, f * p * u)
    if big_l == 10 and o.ten == "checked":
        return
    d1, d2 = st.defenders()
    big_t = t[d1] + t[d2]
    cons = c * p * u
    whisters = st.whisters
    if len(whisters) == 2:
        for x in whisters:
            w.whist(x, d, k * p * t[x] + (cons if u > 0 else 0))
    else:
        _lone_whister(st, w, whisters[0], big_t, k * p, cons, u)
    if st.rules.players == 4 and o.consolation_to == "all" and u > 0:
        w.whist(st.dealer, d, cons)
    _shortfall(st, w, d1, d2, big_t, p, r)


def _lone_whister(st: RussianState, w: Writes, x: int, big_t: int, per_trick: int, cons: int,
                  u: int) -> None:
    """The whists of a lone whister ``x`` and the passer (§13.8.3)."""
    o = st.rules.opt
    d = st.declarer
    assert d is not None
    d1, d2 = st.defenders()
    q = d2 if x == d1 else d1
    t = st.tricks_won
    gets = o.consolation_to != "whisters"  # the passer q receives consolation
    if q == st.overridden and o.half_whist_override == "forfeits":
        w.whist(x, d, per_trick * big_t)
        if u > 0:
            w.whist(x, d, cons * (2 if gets else 1))
    elif u == 0 or o.lone_whister == "greedy":
        w.whist(x, d, per_trick * big_t)
        if u > 0:
            w.whist(x, d, cons)
            if gets:
                w.whist(q, d, cons)
    elif o.lone_whister == "gentleman":
        total = per_trick * big_t + cons * (2 if gets else 1)
        w.whist(x, d, total // 2)
        w.whist(q, d, total // 2)
    else:  # own_tricks
        w.whist(x, d, per_trick * t[x] + cons)
        w.whist(q, d, per_trick * t[q] + (cons if gets else 0))


def _shortfall(st: RussianState, w: Writes, d1: int, d2: int, big_t: int, p: int, r: int
               ) -> None:
    """The whisters' shortfall when the defence fell short of the quota (§13.8.3)."""
    big_l = st.level
    q = quota(big_l)
    if big_t >= q:
        return
    whisters = st.whisters
    t = st.tricks_won
    o = st.rules.opt
    if len(whisters) == 1:
        w.mount(whisters[0], r * p * (q - big_t))
    elif big_l in (6, 7):
        h, deficit = q // 2, q - big_t
        for x in whisters:
            short = max(0, h - t[x])
            w.mount(x, r * p * (min(short, deficit) if o.two_whister_liability == "joint"
                                else short))
    elif o.high_contract_liability == "second_whister":
        w.mount(d2, r * p * (q - big_t))


def _raspasy(st: RussianState, w: Writes) -> None:
    """An all-pass deal on the sheet (§13.9.2)."""
    o = st.rules.opt
    n = st.rules.players
    scored = list(st.priority)
    if n == 4 and o.raspasy_dealer_scores:
        scored.append(st.dealer)
    prog = o.raspasy_progression
    assert isinstance(prog, tuple)
    c = prog[min(st.series, len(prog) - 1)]
    t = st.tricks_won
    m = min(t[i] for i in scored)
    bonus = c if o.raspasy_zero_bonus == "price" else 1
    if o.raspasy_recording == "mountain":
        for i in scored:
            if t[i] > 0:
                w.mount(i, c * (t[i] - (m if o.raspasy_amnesty else 0)))
    else:
        rw = o.raspasy_whists
        assert isinstance(rw, int)
        low = [i for i in scored if t[i] == m]
        for i in low:
            for j in scored:
                if j not in low:
                    w.whist(i, j, rw * c * (t[j] if o.raspasy_whists_basis == "tricks"
                                            else t[j] - m))
    for i in scored:
        if t[i] == 0:
            w.pool_later(i, bonus)
