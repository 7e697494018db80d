"""Payments, the deal result and the pot / bank settlement (RULES.md §2.1, §12.4, §11.3).

Each variant's module lists the deal's payments in rule order (``Payment`` with a reason
code, never prose: the UI translates the code). ``settle`` then applies the pot: with a
limited pot (``pot_shortfall = pay_available``, Balkan ``bank_model = pot``) every payment
into the pot is made first and the pot then pays out at most what it holds (§12.15).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import TYPE_CHECKING

from prefgui.engine.actions import Play
from prefgui.engine.cards import CardMask
from prefgui.engine.seats import declarer_of
from prefgui.engine.vocab import PLAYING_ROLES, Amount, Outcome

if TYPE_CHECKING:
    from prefgui.engine.state import GameState

POT = "pot"


@dataclass(frozen=True, slots=True)
class Payment:
    """One payment of a deal.

    Attributes:
        payer: a seat, or ``"pot"`` (the pot or bank).
        payee: a seat, or ``"pot"``.
        amount: units (a Fraction only under original scoring).
        reason: a code (see ``REASONS``).
        detail: a number the reason refers to (tricks, over/undertricks).
    """

    payer: int | str
    payee: int | str
    amount: Amount
    reason: str
    detail: int = 0


# Reason code -> English text for deal results (the UI has its own translated texts).
REASONS: dict[str, str] = {
    "contract_made": "contract made",
    "contract_failed": "contract failed",
    "no_play": "both defenders dropped out: contract made",
    "conceded": "declarer conceded",
    "dealer_unit": "dealer's unit to a defender with 2 tricks",
    "declarer_unit": "declarer's unit to a defender with 2 tricks",
    "defender_short": "defender took fewer than 2 tricks",
    "inviter_short": "the inviter's defence took fewer than 4 tricks",
    "inviter_unit": "dealer's unit to the inviter (defence took 4 tricks)",
    "contra_short": "the contra-giver's defence took fewer than 5 tricks",
    "trick_payment": "trick payments ({n})",
    "overtricks": "contract made ({n} overtricks)",
    "undertricks": "contract failed ({n} undertricks)",
    "preference_bonus": "Préférence bonus",
    "four_aces": "four aces bonus",
    "no_aces": "no-ace announcement",
    "dealer_stake": "dealer's stake (original scoring)",
    "talon_pair": "equal talon cards",
    "offer": "offer for the declarership",
    "c1_compensation": "C1 compensation to the partner",
}


def reason_text(p: Payment) -> str:
    """The English ``why`` of a payment."""
    return REASONS[p.reason].format(n=p.detail)


@dataclass(frozen=True, slots=True)
class DealResult:
    """The settled result of one deal (the §11.3 result, as data)."""

    outcome: Outcome
    declarer: int | None
    contract: tuple[int, bool] | None
    tricks: tuple[int | None, ...]
    payments: tuple[Payment, ...]
    delta: tuple[Amount, ...]
    pot_delta: Amount
    start_pot: Amount
    end_pot: Amount
    start_refa: tuple[int, ...]
    end_refa: tuple[int, ...]
    breaches: tuple[tuple[int, int, str], ...]
    start_refa_rounds: int = 0
    """Rounds of refa marks the session had given before the deal (``refa_limit``)."""
    end_refa_rounds: int = 0


def settle(payments: Sequence[Payment], players: int, start_pot: Amount, limited_pot: bool
           ) -> tuple[list[Payment], list[Amount], Amount]:
    """Apply payments: returns (payments as made, per-seat deltas, pot delta)."""
    ins = [p for p in payments if p.payer != POT]
    outs = [p for p in payments if p.payer == POT]
    pot: Amount = start_pot + sum((p.amount for p in ins if p.payee == POT), 0)
    made = list(ins)
    for p in outs:
        amount = p.amount
        if limited_pot:
            amount = max(0, min(amount, pot))
        pot -= amount
        if amount:
            made.append(replace(p, amount=amount))
    delta: list[Amount] = [0] * players
    pot_delta: Amount = 0
    for p in made:
        if p.payer == POT:
            pot_delta -= p.amount
        else:
            assert isinstance(p.payer, int)
            delta[p.payer] -= p.amount
        if p.payee == POT:
            pot_delta += p.amount
        else:
            assert isinstance(p.payee, int)
            delta[p.payee] += p.amount
    return made, [_norm(d) for d in delta], _norm(pot_delta)


def _norm(x: Amount) -> Amount:
    if isinstance(x, Fraction) and x.denominator == 1:
        return int(x)
    return x


def trick_counts(st: GameState) -> tuple[int | None, ...]:
    """The tricks of each seat as the result lists them (§12.22).

    None everywhere when no card was played; else counts for the declarer and every
    defender who played (invited ones too), None for the others.
    """
    if not st.played:
        return (None,) * st.rules.players
    return tuple(st.tricks_won[s] if st.roles[s] in PLAYING_ROLES else None
                 for s in range(st.rules.players))


def declarer_cards_in_play(st: GameState) -> CardMask:
    """The ten cards the declarer plays with (after the discard)."""
    d = declarer_of(st)
    cards = st.hands[d]
    for a in st.history:
        if a.seat == d and type(a) is Play:
            cards |= 1 << a.card
    return cards
