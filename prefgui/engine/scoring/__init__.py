"""Scoring per variant: ``score(state)`` turns a finished deal into a ``DealResult``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from prefgui.engine.scoring.american import score_american
from prefgui.engine.scoring.austrian import score_austrian
from prefgui.engine.scoring.balkan import end_refa, end_refa_rounds, score_balkan
from prefgui.engine.scoring.base import DealResult, Payment, settle, trick_counts
from prefgui.engine.scoring.compensation import Compensation, compensations
from prefgui.engine.scoring.swabian import score_swabian
from prefgui.engine.vocab import Outcome, Variant

if TYPE_CHECKING:
    from prefgui.engine.state import GameState

_BY_VARIANT = {
    Variant.AUSTRIAN: score_austrian,
    Variant.ILLUSTRATED: score_austrian,
    Variant.BALKAN: score_balkan,
    Variant.SWABIAN: score_swabian,
    Variant.AMERICAN: score_american,
}


def payments_of(st: GameState) -> list[Payment]:
    """The payments a finished deal calls for, before the pot limit."""
    if st.outcome == Outcome.ALL_PASSED:
        if st.rules.opt.original_scoring:
            return [Payment(st.dealer, "pot", 10, "dealer_stake")]
        return []
    return _BY_VARIANT[st.rules.variant](st)


def compensations_of(st: GameState) -> tuple[Compensation, ...]:
    """The customary compensations of a finished deal (RULES §7.6), settled or not."""
    return compensations(st, lambda s: score(s, compensation=False).delta)


def score(st: GameState, compensation: bool = True) -> DealResult:
    """The settled result of a finished deal (or an incomplete one: no payments).

    With ``c1_compensation`` on under the ``ethical`` conventions status, the customary
    compensation for a C1 breach (§7.6) is one more payment (``compensation``: False leaves
    it out, as its own computation must).
    """
    r = st.rules
    done = st.outcome != Outcome.NONE
    pays = payments_of(st) if done else []
    if done and compensation and r.opt.c1_compensation and st.breaches:
        pays += [Payment(c.offender, c.partner, c.amount, "c1_compensation")
                 for c in compensations_of(st)]
    made, delta, pot_delta = settle(pays, r.players, st.start_pot, r.uses_pot)
    return DealResult(
        outcome=st.outcome or Outcome.INCOMPLETE,
        declarer=st.declarer,
        contract=(st.contract.number, st.hand_game) if st.contract is not None else None,
        tricks=trick_counts(st),
        payments=tuple(made),
        delta=tuple(delta),
        pot_delta=pot_delta,
        start_pot=st.start_pot,
        end_pot=st.start_pot + pot_delta,
        start_refa=st.start_refa,
        end_refa=end_refa(st) if done else st.start_refa,
        breaches=st.breaches,
        start_refa_rounds=st.start_refa_rounds,
        end_refa_rounds=end_refa_rounds(st) if done else st.start_refa_rounds,
    )
