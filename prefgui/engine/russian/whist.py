"""The whist phase of the Russian game as a small machine (RULES §13.6).

``next_call`` says who calls next and what he may call, given the calls so far, or that
the calls are over; ``resolve`` then says how the calls end: not played, half a whist, or
played with which whisters. Pure functions of the rules, the level and the calls.

>>> from prefgui.engine.rules import Rules
>>> r = Rules("sochi")
>>> next_call(r, 6, 1, 2, ((1, WhistCall.PASS),))
(2, (<WhistCall.WHIST: 'whist'>, <WhistCall.PASS: 'pass'>, <WhistCall.HALF_WHIST: 'half-whist'>))
>>> resolve(1, 2, ((1, WhistCall.PASS), (2, WhistCall.HALF_WHIST), (1, WhistCall.PASS)))
WhistEnd(whisters=(), half_whister=2, overridden=None)
"""

from __future__ import annotations

from dataclasses import dataclass

from prefgui.engine.rules import Rules
from prefgui.engine.vocab import WhistCall

Calls = tuple[tuple[int, WhistCall], ...]

W, P, H = WhistCall.WHIST, WhistCall.PASS, WhistCall.HALF_WHIST
_WP = (W, P)


@dataclass(frozen=True, slots=True)
class WhistEnd:
    """How the whist calls ended.

    Attributes:
        whisters: the defenders whose last call is whist (D1 before D2).
        half_whister: the defender who takes half a whist without play, if any.
        overridden: a half-whister whose partner whisted after all (now a passer).
    """

    whisters: tuple[int, ...]
    half_whister: int | None
    overridden: int | None


def next_call(rules: Rules, level: int, d1: int, d2: int, calls: Calls
              ) -> tuple[int, tuple[WhistCall, ...]] | None:
    """The next caller and his calls, or None when the calls are over."""
    half_ok = level in (rules.opt.half_whist_levels or ())
    seq = tuple(c for _, c in calls)
    k = len(seq)
    if k == 0:
        return d1, _WP
    if k == 1:
        return d2, (W, P, H) if seq[0] is P and half_ok else _WP
    return_flow = rules.opt.half_whist_flow == "either_with_return"
    if k == 2:
        if seq[1] is H:
            return d1, _WP
        if return_flow and half_ok and seq == (W, P):
            return d1, (W, H)
        if return_flow and half_ok and seq == (P, P):
            return d1, _WP
        return None
    if k == 3 and return_flow and seq == (W, P, H):
        return d2, _WP
    return None


def resolve(d1: int, d2: int, calls: Calls) -> WhistEnd:
    """How finished calls end (``next_call`` returned None)."""
    last: dict[int, WhistCall] = {}
    for seat, call in calls:
        last[seat] = call
    whisters = tuple(s for s in (d1, d2) if last.get(s) is W)
    halves = [s for s in (d1, d2) if last.get(s) is H]
    if halves and not whisters:
        return WhistEnd((), halves[0], None)
    overridden = None
    if len(whisters) == 1:
        other = d2 if whisters[0] == d1 else d1
        if any(s == other and c is H for s, c in calls):
            overridden = other
    return WhistEnd(whisters, None, overridden)
