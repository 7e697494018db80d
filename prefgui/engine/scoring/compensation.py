"""The customary compensation for a C1 breach under ``conventions_status = ethical``.

RULES.md §7.6: ``compensation = settle(partner | the trick credited to the partner) −
settle(partner | actual)``, paid by the offender to the partner if positive. Only a C1
breach with which the offender won the trick counts (the trick he took from the partner);
each such trick is credited back on its own. The deal's settlement includes it only with
the option ``c1_compensation``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from prefgui.engine.actions import Play
from prefgui.engine.tricks import winning_index
from prefgui.engine.vocab import Amount, Outcome

if TYPE_CHECKING:
    from prefgui.engine.state import GameState

__all__ = ["Compensation", "compensations"]


@dataclass(frozen=True, slots=True)
class Compensation:
    """One side payment.

    Attributes:
        offender: the defender who broke C1 and took the trick.
        partner: the defender whose trick it was (he is paid).
        amount: units, positive.
        action: the 1-based index of the breaching card in the record.
    """

    offender: int
    partner: int
    amount: Amount
    action: int


def compensations(final: GameState, delta_of: Callable[[GameState], tuple[Amount, ...]]
                  ) -> tuple[Compensation, ...]:
    """The compensations of a finished deal; none unless the conventions are ``ethical``.

    ``delta_of`` settles a finished state without any compensation (every seat's change).
    """
    ct = final.contract
    if (final.rules.opt.conventions_status != "ethical" or ct is None
            or final.outcome not in (Outcome.MADE, Outcome.FAILED)):
        return ()
    c1 = {i: seat for i, seat, rule in final.breaches if rule == "C1"}
    if not c1:
        return ()
    taken = _tricks_taken(final, c1)
    if not taken:
        return ()
    actual = delta_of(final)
    out = []
    for i, p, q in taken:
        won = list(final.tricks_won)
        won[p] -= 1
        won[q] += 1
        amount = delta_of(final.evolve(tricks_won=tuple(won)))[q] - actual[q]
        if amount > 0:
            out.append(Compensation(p, q, amount, i))
    return tuple(out)


def _tricks_taken(final: GameState, c1: dict[int, int]) -> list[tuple[int, int, int]]:
    """(action, offender, partner) of each C1 breach that won its trick."""
    ct = final.contract
    assert ct is not None
    d1, d2 = final.defenders()
    size = len(final.playing)
    taken: list[tuple[int, int, int]] = []
    trick: list[tuple[int, int, int]] = []  # (action, seat, card)
    for i, act in enumerate(final.history, start=1):
        if not isinstance(act, Play):
            continue
        trick.append((i, act.seat, act.card))
        if len(trick) < size:
            continue
        winner = trick[winning_index(tuple(c for _, _, c in trick), ct.trump)][1]
        taken += [(j, seat, d2 if seat == d1 else d1) for j, seat, _ in trick
                  if j in c1 and seat == winner]
        trick = []
    return taken
