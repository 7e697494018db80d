"""The Russian exchange and declaration (RULES §13.5).

The talon taken, two cards discarded or without three, the contract named; pure functions
of a ``RussianState``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from prefgui.engine.actions import Discard, RuDeclare, RussianAction, WithoutThree
from prefgui.engine.cards import iter_cards, mask_str
from prefgui.engine.errors import IllegalActionError
from prefgui.engine.russian import ladder
from prefgui.engine.russian.ladder import MISERE, level_of
from prefgui.engine.russian.play import start_play, with_value
from prefgui.engine.vocab import Outcome, Phase

if TYPE_CHECKING:
    from prefgui.engine.russian.state import RussianState

__all__ = ["apply_declaration", "apply_exchange", "explain_declaration", "explain_exchange",
           "legal_declarations", "legal_exchange"]

_DISCARDS = tuple({a * 32 + b: Discard(seat, a, b) for a in range(32) for b in range(a + 1, 32)}
                  for seat in range(4))
"""Every seat's possible discards, made once (a declarer has 66 to choose from)."""



def legal_exchange(st: RussianState) -> tuple[RussianAction, ...]:
    """The declarer's discards (and without three, where it is allowed)."""
    d = st.turn
    cards = list(iter_cards(st.hands[d]))
    table = _DISCARDS[d]
    out: list[RussianAction] = [table[a * 32 + b] for i, a in enumerate(cards)
                                for b in cards[i + 1:]]
    if (st.rules.opt.without_three and st.bid is not None and st.bid != MISERE
            and level_of(st.bid) in (6, 7)):
        out.append(WithoutThree(d))
    return tuple(out)


def apply_exchange(st: RussianState, a: RussianAction) -> RussianState:
    """The state after the declarer's discard (or without three)."""
    d = st.turn
    if type(a) is WithoutThree:
        return st.evolve(phase=Phase.DONE, outcome=Outcome.WITHOUT_THREE)
    assert type(a) is Discard
    return st.evolve(phase=Phase.DECLARE, discards=a.mask,
                   hands=with_value(st.hands, d, st.hands[d] & ~a.mask))


def legal_declarations(st: RussianState) -> tuple[RussianAction, ...]:
    """The contracts the declarer may name: his bid or higher (misère stays misère)."""
    d, b = st.turn, st.bid
    assert b is not None
    if b == MISERE:
        return (RuDeclare(d, MISERE),)
    return tuple(RuDeclare(d, r) for r in ladder.TRICK_BIDS if r >= b)


def apply_declaration(st: RussianState, a: RuDeclare) -> RussianState:
    """The state after the declaration: the whist calls, or the play at once."""
    st = st.evolve(contract=a.rank)
    d1, d2 = st.defenders()
    opt = st.rules.opt
    if a.rank == MISERE:
        return start_play(st)
    if opt.stalingrad and a.rank == 0:
        return start_play(st.evolve(whisters=(d1, d2)))
    if level_of(a.rank) == 10 and opt.ten == "checked":
        return start_play(st)
    return st.evolve(phase=Phase.WHIST, turn=d1)


def explain_exchange(st: RussianState, a: RussianAction) -> IllegalActionError:
    """Why an exchange action is not legal."""
    if type(a) is Discard:
        if a.c1 == a.c2:
            return IllegalActionError("the two discards must differ", "bad_discard")
        return IllegalActionError(
            f"does not hold {mask_str(a.mask & ~st.hands[st.turn])}", "not_held")
    if type(a) is WithoutThree:
        return IllegalActionError(
            "without three is only for a six or seven bid, where the rules allow it",
            "bad_without_three")
    return IllegalActionError("the declarer must discard two cards now", "phase")


def explain_declaration(st: RussianState, a: RussianAction) -> IllegalActionError:
    """Why a declaration is not legal."""
    if type(a) is RuDeclare:
        if st.bid == MISERE or a.rank == MISERE:
            return IllegalActionError(
                "after a misère bid only misère, and misère only after one",
                "bad_declaration")
        return IllegalActionError("the contract may not be below the winning bid",
                                  "low_declaration")
    return IllegalActionError("the declarer must name the contract now", "phase")
