"""Danube Swabian scoring (RULES.md §5, §8.4, §12.20).

B = the contract number (+1 for hand with ``hand_value_plus_one``). Made: each defender
pays the declarer B; failed: he pays each defender B. Suit contracts add one unit per
overtrick or undertrick against the target (6, +1 with spades, +1 for hand), per defender
(``overtrick_payment = total``: once in all, split between the defenders, D1 taking the
odd unit). A defender's contra doubles the payments between him and the declarer, a
recontra doubles them again. Equal talon cards: the declarer pays the dealer
``equal_talon_payment`` (never doubled; nothing when the declarer deals).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from prefgui.engine.contracts import Kind, declarer_target
from prefgui.engine.scoring.base import Payment
from prefgui.engine.seats import declarer_of
from prefgui.engine.vocab import Outcome

if TYPE_CHECKING:
    from prefgui.engine.state import GameState


def score_swabian(st: GameState) -> list[Payment]:
    """Payments of a Danube Swabian deal that reached a declarer."""
    ct = st.contract
    assert ct is not None
    r = st.rules
    d = declarer_of(st)
    b = ct.number + (1 if st.hand_game and r.opt.hand_value_plus_one else 0)
    won = st.outcome in (Outcome.MADE, Outcome.NO_PLAY)
    extra = [0, 0]
    reason, detail = ("contract_made" if won else "contract_failed"), 0
    if ct.kind is Kind.SUIT and st.outcome in (Outcome.MADE, Outcome.FAILED):
        diff = abs(st.tricks_won[d] - declarer_target(r.variant, ct, st.hand_game))
        if diff:
            reason, detail = ("overtricks" if won else "undertricks"), diff
        total = r.opt.overtrick_payment == "total"
        extra = [(diff + 1) // 2, diff // 2] if total else [diff, diff]
    pays: list[Payment] = []
    for i, s in enumerate(st.defenders()):
        amount = (b + extra[i]) << st.contra_level[s]
        pays.append(Payment(s, d, amount, reason, detail) if won
                    else Payment(d, s, amount, reason, detail))
    pair = r.opt.equal_talon_payment or 0
    talon = [c for c in range(32) if st.talon >> c & 1]
    if pair and d != st.dealer and len(talon) == 2 and talon[0] & 7 == talon[1] & 7:
        pays.append(Payment(d, st.dealer, pair, "talon_pair"))
    return [p for p in pays if p.amount]
