"""Western Balkan / Hungarian scoring (RULES.md §4.3, §4.8, §4.10, §8.3, §12.4).

B = contract number, +1 for hand, ×2 for contra, ×2 for recontra (×2 ×2 more with
``contra_levels = 4``), ×2 when the declarer uses a refa mark. The bank pays 20·B for a
made contract (or when both defenders drop out) and receives 20·B for a failed or
conceded one. Trick contracts (suit; sans unless ``sans_defender_payments`` is off) add
the defender penalty 10·B and the trick payments 2·B per defence trick; misère, slam and
the one-trick game pay only the declarer's ±20·B.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from prefgui.engine.contracts import Kind
from prefgui.engine.scoring.base import POT, Payment
from prefgui.engine.seats import declarer_of
from prefgui.engine.vocab import Outcome, Role

if TYPE_CHECKING:
    from prefgui.engine.state import GameState

CONCESSION_CREDIT_TRICKS = 2  # balkan_concession = failure_plus_tricks_k: k = the quota


def refa_used(st: GameState) -> bool:
    """Whether the declarer uses (and loses) a refa mark in this deal (§12.18)."""
    r = st.rules
    if not r.opt.refa or st.declarer is None or st.start_refa[st.declarer] <= 0:
        return False
    if r.opt.refa_consume == "on_play_only":
        return st.outcome in (Outcome.MADE, Outcome.FAILED)
    return True


def base_value(st: GameState) -> int:
    """The base value B (§4.3): the number, +1 for hand, doubled per contra and by refa."""
    ct = st.contract
    assert ct is not None
    b = ct.number + (1 if st.hand_game else 0)
    b *= 1 << max(st.contra_level)
    if refa_used(st):
        b *= 2
    return b


def score_balkan(st: GameState) -> list[Payment]:
    """Payments of a Western Balkan deal that reached a declarer."""
    ct = st.contract
    assert ct is not None
    b = base_value(st)
    d = declarer_of(st)
    out = st.outcome
    if out in (Outcome.MADE, Outcome.NO_PLAY):
        pays = [Payment(POT, d, 20 * b, "contract_made" if out == Outcome.MADE else "no_play")]
    else:
        reason = "conceded" if out == Outcome.CONCEDED else "contract_failed"
        pays = [Payment(d, POT, 20 * b, reason)]
    if out == Outcome.CONCEDED and st.rules.opt.balkan_concession == "failure_plus_tricks_k":
        for s in st.defenders():
            if st.roles[s] in (Role.DEFENDER, Role.INVITER):
                pays.append(Payment(d, s, 2 * b * CONCESSION_CREDIT_TRICKS, "trick_payment",
                                    CONCESSION_CREDIT_TRICKS))
    trick_contract = ct.kind is Kind.SUIT or (
        ct.kind is Kind.SANS and st.rules.opt.sans_defender_payments)
    if out in (Outcome.MADE, Outcome.FAILED) and trick_contract:
        pays += _penalties(st, b) + _trick_payments(st, b)
    return [p for p in pays if p.amount]


def _penalties(st: GameState, b: int) -> list[Payment]:
    d1, d2 = st.defenders()
    roles, won = st.roles, st.tricks_won
    defence = sum(won[s] for s in (d1, d2) if roles[s] in (
        Role.DEFENDER, Role.INVITER, Role.CONTRA_GIVER, Role.INVITED))
    for s in (d1, d2):
        if roles[s] == Role.CONTRA_GIVER:
            return [Payment(s, POT, 10 * b, "contra_short")] if defence < 5 else []
        if roles[s] == Role.INVITER:
            return [Payment(s, POT, 10 * b, "inviter_short")] if defence < 4 else []
    playing = [s for s in (d1, d2) if roles[s] == Role.DEFENDER]
    if (len(playing) == 2 and st.rules.opt.defence_quota == "joint"
            and defence >= 4):
        return []
    return [Payment(s, POT, 10 * b, "defender_short") for s in playing if won[s] < 2]


def _trick_payments(st: GameState, b: int) -> list[Payment]:
    d = declarer_of(st)
    d1, d2 = st.defenders()
    roles, won = st.roles, st.tricks_won
    credit: dict[int, int] = {}
    for s in (d1, d2):
        other = d2 if s == d1 else d1
        if roles[s] in (Role.DEFENDER, Role.INVITER, Role.CONTRA_GIVER):
            credit[s] = credit.get(s, 0) + won[s]
        elif roles[s] == Role.INVITED:
            if roles[other] == Role.CONTRA_GIVER:
                target = other
            else:
                rule = st.rules.opt.invited_trick_credit
                target = other if rule == "inviter" else (s if rule == "invited" else -1)
            if target >= 0:
                credit[target] = credit.get(target, 0) + won[s]
    return [Payment(d, s, 2 * b * n, "trick_payment", n) for s, n in sorted(credit.items())
            if n]


def refa_round(st: GameState) -> bool:
    """Whether this deal is a round of refa marks.

    Everybody passed, and ``refa_limit`` (§4.8: the rounds of marks a session gives;
    Serbian tournaments play 8) leaves room. With ``refa_limit_scope =
    marks_per_player`` the limit caps each seat's unused marks instead, and the round
    gives a mark to each seat below it.
    """
    r = st.rules
    if not r.opt.refa or st.outcome != Outcome.ALL_PASSED:
        return False
    limit = r.opt.refa_limit or 0
    if r.opt.refa_limit_scope == "marks_per_player":
        return any(not limit or st.start_refa[s] < limit for s in st.priority)
    return not limit or st.start_refa_rounds < limit


def end_refa(st: GameState) -> tuple[int, ...]:
    """Refa marks after the deal (§4.8, §12.18).

    A round gives each active seat a mark (under ``marks_per_player``, each seat below
    the limit); a declarer's contract uses one of his (``refa_used``).
    """
    marks = list(st.start_refa)
    if refa_round(st):
        limit = st.rules.opt.refa_limit or 0
        per_player = st.rules.opt.refa_limit_scope == "marks_per_player"
        for s in st.priority:
            if not (per_player and limit) or marks[s] < limit:
                marks[s] += 1
    elif st.outcome != Outcome.ALL_PASSED and refa_used(st):
        marks[declarer_of(st)] -= 1
    return tuple(marks)


def end_refa_rounds(st: GameState) -> int:
    """The session's rounds of refa marks after this deal."""
    return st.start_refa_rounds + (1 if refa_round(st) else 0)
