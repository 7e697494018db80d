"""The Russian whist calls in the deal (RULES §13.6).

Each defender's call in turn, and what they come to (the whisters, a half-whist, no play);
the calls' order and outcome are :mod:`~prefgui.engine.russian.whist`'s. Pure functions of
a ``RussianState``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from prefgui.engine.actions import HalfWhist, Pass, RussianAction, Whist
from prefgui.engine.errors import IllegalActionError
from prefgui.engine.russian.play import start_play
from prefgui.engine.russian.whist import next_call, resolve
from prefgui.engine.vocab import Outcome, Phase, WhistCall

if TYPE_CHECKING:
    from prefgui.engine.russian.state import RussianState

__all__ = ["apply_whist", "explain_whist", "legal_whist"]

_CALL_ACTION: dict[WhistCall, type[Whist | Pass | HalfWhist]] = {
    WhistCall.WHIST: Whist, WhistCall.PASS: Pass, WhistCall.HALF_WHIST: HalfWhist}
_ACTION_CALL = {v: k for k, v in _CALL_ACTION.items()}



def legal_whist(st: RussianState) -> tuple[RussianAction, ...]:
    """The whist calls of the defender to speak (§13.6)."""
    d1, d2 = st.defenders()
    nxt = next_call(st.rules, st.level, d1, d2, st.calls)
    assert nxt is not None
    seat, calls = nxt
    return tuple(_CALL_ACTION[c](seat) for c in calls)


def apply_whist(st: RussianState, a: RussianAction) -> RussianState:
    """The state after a whist call: the next call, the whister's style, the play, or the end."""
    calls = st.calls + ((a.seat, _ACTION_CALL[type(a)]),)  # type: ignore[index]
    st = st.evolve(calls=calls)
    d1, d2 = st.defenders()
    nxt = next_call(st.rules, st.level, d1, d2, calls)
    if nxt is not None:
        return st.evolve(turn=nxt[0])
    end = resolve(d1, d2, calls)
    st = st.evolve(whisters=end.whisters, half_whister=end.half_whister,
                 overridden=end.overridden)
    if end.half_whister is not None:
        return st.evolve(phase=Phase.DONE, outcome=Outcome.HALF_WHIST)
    if not end.whisters:
        return st.evolve(phase=Phase.DONE, outcome=Outcome.NO_PLAY)
    if len(end.whisters) == 2:
        return start_play(st)
    return st.evolve(phase=Phase.WHIST_STYLE, turn=end.whisters[0])


def explain_whist(a: RussianAction) -> IllegalActionError:
    """Why a whist call is not legal."""
    if type(a) is HalfWhist:
        return IllegalActionError(
            "half a whist only after the partner's pass, on six or seven",
            "bad_half_whist")
    return IllegalActionError("a whist call (whist, pass, half-whist) is due", "phase")
