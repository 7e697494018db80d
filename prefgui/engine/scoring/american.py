"""American scoring (RULES.md §6, §8.5, §12.21).

A second-round declarer pays his offer into the pot. A made contract (6 tricks) draws
the reward from the pot: ``payout_table`` (one amount or one per trump suit), once or per
trick taken (``american_payout``). A failed contract pays ``failure_penalty`` into the pot
(``"reward"``: the same as the reward of the suit).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from prefgui.engine.cards import SUIT_CODES
from prefgui.engine.scoring.base import POT, Payment
from prefgui.engine.seats import declarer_of
from prefgui.engine.vocab import Outcome

if TYPE_CHECKING:
    from prefgui.engine.state import GameState


def reward_unit(st: GameState) -> int:
    """The reward for the contract's trump suit."""
    ct = st.contract
    assert ct is not None and ct.trump is not None
    table = st.rules.opt.payout_table
    if isinstance(table, tuple):
        return dict(table)[SUIT_CODES[ct.trump]]
    assert isinstance(table, int)
    return table


def score_american(st: GameState) -> list[Payment]:
    """Payments of an American deal that reached a declarer."""
    d = declarer_of(st)
    pays: list[Payment] = []
    if st.offer and st.round == 2:
        pays.append(Payment(d, POT, st.offer, "offer"))
    unit = reward_unit(st)
    if st.outcome == Outcome.MADE:
        per_trick = st.rules.opt.american_payout == "per_trick"
        reward = unit * st.tricks_won[d] if per_trick else unit
        pays.append(Payment(POT, d, reward, "contract_made"))
    else:
        pen = st.rules.opt.failure_penalty
        amount = unit if pen == "reward" else pen
        assert isinstance(amount, int)
        pays.append(Payment(d, POT, amount, "contract_failed"))
    return [p for p in pays if p.amount]
