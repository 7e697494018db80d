"""Trick play (RULES.md §1.4, §1.6, §3.2, §3.4, §4.9, §12.3).

Legal cards: follow suit; if void and ``must_trump``, trump; with ``must_head``, beat the
card winning the trick when following suit or trumping as required (a trick already
ruffed leaves followers free within the led suit). ``conventions_status = integral_c1``
removes the definite C1 breaches (§7.6). The trick goes to the highest trump, else the
highest card of the led suit; its winner leads next.

Early stops (§1.6, §3.4, §4.9): misère ends when the declarer takes a trick, slam when he
loses one, the one-trick game when he takes a second, the six-in-a-row slam when six
consecutive tricks are won or can no longer be. Trick contracts play all ten tricks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from prefgui.engine import conventions
from prefgui.engine.actions import PLAY, Action, play
from prefgui.engine.cards import SUIT_MASK, beats, card_str, iter_cards
from prefgui.engine.contracts import Kind, declarer_target
from prefgui.engine.errors import IllegalActionError

if TYPE_CHECKING:
    from prefgui.engine.state import GameState

SUIT_WORDS = ("spade", "club", "diamond", "heart")


def winning_index(trick: tuple[int, ...], trump: int | None) -> int:
    """Index of the card now winning a (partial) trick."""
    best = 0
    for i in range(1, len(trick)):
        if beats(trick[i], trick[best], trump):
            best = i
    return best


def legal_cards(hand: int, trick: tuple[int, ...], trump: int | None, must_trump: bool,
                must_head: bool) -> int:
    """The legal cards of ``hand`` as a mask (the §1.4 pseudocode)."""
    if not trick:
        return hand
    led = trick[0] >> 3
    best = trick[winning_index(trick, trump)]
    same = hand & SUIT_MASK[led]
    if same:
        if must_head:
            up = _beating(same, best, trump)
            if up:
                return up
        return same
    if trump is not None and must_trump:
        tr = hand & SUIT_MASK[trump]
        if tr:
            if must_head:
                up = _beating(tr, best, trump)
                if up:
                    return up
            return tr
    return hand


def _beating(mask: int, best: int, trump: int | None) -> int:
    out = 0
    for c in iter_cards(mask):
        if beats(c, best, trump):
            out |= 1 << c
    return out


def trick_order(st: GameState) -> tuple[int, ...]:
    """Seats taking part in the current trick, in playing order from the leader."""
    pl = st.playing
    i = pl.index(st.leader)
    return pl[i:] + pl[:i]


def legal_mask(st: GameState) -> int:
    """Legal cards of the seat to play, with the laws of the table applied."""
    assert st.contract is not None
    r = st.rules
    p = st.turn
    mask = legal_cards(st.hands[p], st.trick, st.contract.trump, r.must_trump, r.must_head)
    if st.trick and r.choice("conventions_status") == "integral_c1":
        mask = conventions.remove_definite_c1(st, p, mask)
    return mask


def legal_plays(st: GameState) -> tuple[Action, ...]:
    p = st.turn
    return tuple(play(p, c) for c in iter_cards(legal_mask(st)))


def apply_play(st: GameState, act: Action) -> GameState:
    from prefgui.engine.state import Phase

    p, c = act.seat, act.a
    assert st.contract is not None
    trick = st.trick + (c,)
    voids = st.voids
    if st.trick and c >> 3 != st.trick[0] >> 3 and not voids[p] >> (st.trick[0] >> 3) & 1:
        voids = voids[:p] + (voids[p] | 1 << (st.trick[0] >> 3),) + voids[p + 1:]
    breaches = st.breaches
    if conventions.tracked(st):
        for rule in conventions.in_play_breaches(st, p, c):
            breaches = breaches + ((len(st.history) + 1, p, rule),)
    hands = st.hands[:p] + (st.hands[p] & ~(1 << c),) + st.hands[p + 1:]
    base = dict(hands=hands, voids=voids, breaches=breaches, played=st.played | 1 << c,
                history=st.history + (act,))
    order = trick_order(st)
    if len(trick) < len(order):
        return st.evolve(trick=trick, turn=order[len(trick)], **base)
    w = winning_index(trick, st.contract.trump)
    winner = order[w]
    won = st.tricks_won[:winner] + (st.tricks_won[winner] + 1,) + st.tricks_won[winner + 1:]
    done = st.tricks_done + 1
    run = st.run + 1 if winner == st.declarer else 0
    nxt = st.evolve(trick=(), leader=winner, turn=winner, tricks_won=won, tricks_done=done,
                    run=run, last_trick=tuple(zip(order, trick, strict=True)), **base)
    outcome = _finished(nxt, winner)
    if outcome:
        return nxt.evolve(phase=Phase.DONE, turn=-1, outcome=outcome)
    return nxt


def _finished(st: GameState, winner: int) -> str:
    """``made``/``failed`` when the deal ends after this trick, else ''."""
    ct = st.contract
    assert ct is not None
    d = st.declarer
    dt = st.tricks_won[d]
    left = 10 - st.tricks_done
    if ct.kind is Kind.MISERE and winner == d:
        return "failed"
    if ct.kind is Kind.ONE_TRICK and dt >= 2:
        return "failed"
    if ct.kind is Kind.SLAM and ct.six_in_a_row:
        if st.rules.choice("slam6_run") == "from_trick_1":
            if winner != d:
                return "failed"
            return "made" if st.tricks_done >= 6 else ""
        if st.run >= 6:
            return "made"
        return "failed" if st.run + left < 6 else ""
    if ct.kind is Kind.SLAM and winner != d:
        return "failed"
    if left:
        return ""
    if ct.kind in (Kind.MISERE, Kind.SLAM):
        return "made"
    if ct.kind is Kind.ONE_TRICK:
        return "made" if dt == 1 else "failed"
    return "made" if dt >= declarer_target(st.rules.variant, ct, st.hand_game) else "failed"


def explain(st: GameState, act: Action) -> IllegalActionError:
    """Why a card (or another action during play) is not legal."""
    if act.verb != PLAY:
        return IllegalActionError(f"'{act.text()}' is not allowed now: a card must be played",
                                  "wrong_phase")
    assert st.contract is not None
    p, c = act.seat, act.a
    hand = st.hands[p]
    if not hand >> c & 1:
        return IllegalActionError(f"does not hold {card_str(c)}", "not_held")
    r, trick, trump = st.rules, st.trick, st.contract.trump
    if trick:
        led = trick[0] >> 3
        if hand & SUIT_MASK[led] and c >> 3 != led:
            return IllegalActionError(f"must follow suit (holds a {SUIT_WORDS[led]})", "revoke")
        if (not hand & SUIT_MASK[led] and trump is not None and r.must_trump
                and hand & SUIT_MASK[trump] and c >> 3 != trump):
            return IllegalActionError(
                f"must trump (holds a {SUIT_WORDS[trump]})", "must_trump")
        plain = legal_cards(hand, trick, trump, r.must_trump, r.must_head)
        if not plain >> c & 1:
            return IllegalActionError(
                "must beat the card winning the trick (holds a higher one)", "must_head")
        return IllegalActionError(
            "C1 is a law at this table: may not take a trick the partner is already winning",
            "convention_c1")
    return IllegalActionError(f"cannot play {card_str(c)} now", "illegal_card")
