"""Austrian and Illustrated scoring (RULES.md §2.8–2.9, §3.3, §8.1–8.2, §12.4–12.5).

Austrian base scale: a made contract (or both defenders out) draws 10 from the pot, a
failed one pays 20 into it; a playing defender with fewer than 2 tricks pays 10 into the
pot, one with 2 or more receives 1 from the dealer (no self-payment); an inviter pays the
pot ``invite_fail_penalty`` if the defence took fewer than 4, else receives the dealer's
unit; a concession pays 3 to each playing defender or 5 to a single one. Options scale the
payments (``multiply_by_contract_value``; ``original_scoring``) and add bonuses.
Illustrated contracts 5–8 pay V (10/20/30/40, doubled for hand) between the declarer and
each defender; Illustrated 1–4 score exactly as Austrian (§12.5).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction
from typing import TYPE_CHECKING

from prefgui.engine.cards import ACES
from prefgui.engine.contracts import ILLUSTRATED_VALUES
from prefgui.engine.scoring.base import POT, Payment, declarer_cards_in_play
from prefgui.engine.seats import declarer_of
from prefgui.engine.vocab import Outcome, Role, Variant

if TYPE_CHECKING:
    from prefgui.engine.state import GameState
    from prefgui.engine.vocab import Amount

Scale = Callable[[int, bool], "Amount"]


def original_factor(st: GameState) -> Fraction:
    """Original scoring's multiplier: the pot / 10 (after the dealer's 10 by default)."""
    pot = Fraction(st.start_pot)
    if st.rules.opt.original_multiplier_basis == "after_dealer_stake":
        pot += 10
    return pot / 10


def _scaler(st: GameState, m: int) -> Scale:
    """amount(base, pot_related) with the contract multiplier m and original scoring."""
    r = st.rules
    orig = r.opt.original_scoring
    f = original_factor(st) if orig else Fraction(1)
    scope_all = r.opt.original_scope == "all"
    rounding = r.opt.rounding

    def amount(base: int, pot_related: bool) -> Amount:
        x = Fraction(base * m)
        if orig and (pot_related or scope_all):
            x *= f
        if rounding == "floor":
            return math.floor(x)
        if rounding == "half_up":
            return math.floor(x + Fraction(1, 2))
        return int(x) if x.denominator == 1 else x

    return amount


def score_austrian(st: GameState) -> list[Payment]:
    """Payments of an Austrian or Illustrated deal that reached a declarer."""
    pays: list[Payment] = []
    ct = st.contract
    assert ct is not None
    if st.rules.opt.original_scoring:
        pays.append(Payment(st.dealer, POT, 10, "dealer_stake"))
    if st.rules.variant == Variant.ILLUSTRATED and ct.number >= 5:
        pays += _illustrated(st, _scaler(st, 1))
    else:
        m = ct.number if st.rules.opt.multiply_by_contract_value else 1
        pays += _suit_contract(st, _scaler(st, m))
    if st.outcome != Outcome.CONCEDED:
        pays += _bonuses(st, _scaler(st, 1))
    return [p for p in pays if p.amount]


def _suit_contract(st: GameState, amt: Scale) -> list[Payment]:
    d = declarer_of(st)
    d1, d2 = st.defenders()
    roles = st.roles
    if st.outcome == Outcome.CONCEDED:
        return _concession(st, amt)
    if st.outcome == Outcome.NO_PLAY:
        return [Payment(POT, d, amt(10, True), "no_play")]
    pays: list[Payment] = []
    if st.outcome == Outcome.MADE:
        pays.append(Payment(POT, d, amt(10, True), "contract_made"))
    else:
        pays.append(Payment(d, POT, amt(20, True), "contract_failed"))
    for s in (d1, d2):
        other = d2 if s == d1 else d1
        if roles[s] == Role.DEFENDER:
            pays += _defender_payments(st, amt, s)
        elif roles[s] == Role.INVITER:
            pays += _inviter_payments(st, amt, s, other)
    return pays


def _unit_payer(st: GameState) -> tuple[int, str]:
    """Who pays the unit to a defender with 2 tricks (AMB-03), and the reason code."""
    if st.rules.opt.dealer_unit_payer == "declarer":
        return declarer_of(st), "declarer_unit"
    return st.dealer, "dealer_unit"


def _defender_payments(st: GameState, amt: Scale, s: int) -> list[Payment]:
    """A defender short of 2 tricks pays the pot; one with 2 gets the unit."""
    unit_payer, unit_reason = _unit_payer(st)
    if st.tricks_won[s] < 2:
        return [Payment(s, POT, amt(10, True), "defender_short")]
    if unit_payer != s:
        return [Payment(unit_payer, s, amt(1, False), unit_reason)]
    return []


def _inviter_payments(st: GameState, amt: Scale, s: int, other: int) -> list[Payment]:
    """An inviter whose defence takes fewer than 4 pays; else he may get the unit."""
    unit_payer, _ = _unit_payer(st)
    invited = st.tricks_won[other] if st.roles[other] == Role.INVITED else 0
    if st.tricks_won[s] + invited < 4:
        pen = st.rules.opt.invite_fail_penalty or 0
        return [Payment(s, POT, amt(pen, True), "inviter_short")]
    if st.rules.opt.inviter_gets_dealer_unit and unit_payer != s:
        return [Payment(unit_payer, s, amt(1, False), "inviter_unit")]
    return []


def _concession(st: GameState, amt: Scale) -> list[Payment]:
    d = declarer_of(st)
    defs = st.defenders()
    roles = st.roles
    if any(roles[s] == Role.INVITER for s in defs):
        if st.rules.opt.concession_invited == "both_3":
            return [Payment(d, s, amt(3, False), "conceded") for s in defs
                    if roles[s] in (Role.INVITER, Role.INVITED)]
        return [Payment(d, s, amt(5, False), "conceded") for s in defs if roles[s] == Role.INVITER]
    playing = [s for s in defs if roles[s] in (Role.DEFENDER, Role.UNDECIDED)]
    each = 3 if len(playing) == 2 else 5
    return [Payment(d, s, amt(each, False), "conceded") for s in playing]


def _illustrated(st: GameState, amt: Scale) -> list[Payment]:
    ct = st.contract
    assert ct is not None
    v = ILLUSTRATED_VALUES[ct.number] * (2 if st.hand_game else 1)
    d = declarer_of(st)
    won = st.outcome in (Outcome.MADE, Outcome.NO_PLAY)
    reason = "contract_made" if won else (
        "conceded" if st.outcome == Outcome.CONCEDED else "contract_failed")
    pays = []
    for s in st.defenders():
        a = amt(v, False)
        pays.append(Payment(s, d, a, reason) if won else Payment(d, s, a, reason))
    return pays


def _bonuses(st: GameState, amt: Scale) -> list[Payment]:
    r = st.rules
    ct = st.contract
    assert ct is not None
    d = declarer_of(st)
    won = st.outcome in (Outcome.MADE, Outcome.NO_PLAY)
    defs = st.defenders()
    pays: list[Payment] = []

    def stake(each: int, reason: str, payers: tuple[int, ...]) -> None:
        for s in payers:
            a = amt(each, False)
            pays.append(Payment(s, d, a, reason) if won else Payment(d, s, a, reason))

    if r.opt.preference_bonus:
        scope_ok = r.opt.preference_bonus_scope == "all_contracts" or (
            ct.number == 4 and st.hand_game)
        if scope_ok:
            payers: tuple[int, ...] = defs
            if r.opt.preference_bonus_payers == "playing_defenders":
                payers = tuple(s for s in defs if st.roles[s] in (Role.DEFENDER, Role.INVITER))
            stake(10, "preference_bonus", payers)
    if r.opt.four_aces_bonus and won:
        cards = declarer_cards_in_play(st)
        if r.opt.four_aces_count == "twelve_cards":
            cards |= st.discards
        if cards & ACES == ACES:
            stake(10, "four_aces", defs)
    if st.no_ace:
        stake(10, "no_aces", defs)
    return pays
