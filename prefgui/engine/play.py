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
from prefgui.engine.actions import Action, Play, play
from prefgui.engine.cards import SUIT_MASK, card_str, iter_cards
from prefgui.engine.contracts import Kind, declarer_target
from prefgui.engine.errors import IllegalActionError, IllegalKind
from prefgui.engine.tricks import legal_cards, trick_order, winning_index
from prefgui.engine.vocab import Outcome, Phase

if TYPE_CHECKING:
    from prefgui.engine.state import GameState

SUIT_WORDS = ("spade", "club", "diamond", "heart")

__all__ = ["apply_play", "explain", "legal_cards", "legal_mask", "legal_plays",
           "trick_order", "winning_index"]


def legal_mask(st: GameState) -> int:
    """Legal cards of the seat to play, with the laws of the table applied."""
    assert st.contract is not None
    r = st.rules
    p = st.turn
    assert p is not None
    mask = legal_cards(st.hands[p], st.trick, st.contract.trump, r.must_trump, r.must_head)
    if st.trick and r.opt.conventions_status == "integral_c1":
        mask = conventions.remove_definite_c1(st, p, mask)
    return mask


def legal_plays(st: GameState) -> tuple[Action, ...]:
    """The cards the seat to play may play, as actions."""
    p = st.turn
    assert p is not None
    return tuple(play(p, c) for c in iter_cards(legal_mask(st)))


def apply_play(st: GameState, act: Action) -> GameState:
    """The state after a legal card (the trick, and maybe the deal, ends)."""
    assert type(act) is Play
    p, c = act.seat, act.card
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
    played, history = st.played | 1 << c, st.history + (act,)
    order = trick_order(st)
    if len(trick) < len(order):
        return st.evolve(trick=trick, turn=order[len(trick)], hands=hands, voids=voids,
                         breaches=breaches, played=played, history=history)
    w = winning_index(trick, st.contract.trump)
    winner = order[w]
    won = st.tricks_won[:winner] + (st.tricks_won[winner] + 1,) + st.tricks_won[winner + 1:]
    done = st.tricks_done + 1
    run = st.run + 1 if winner == st.declarer else 0
    nxt = st.evolve(trick=(), leader=winner, turn=winner, tricks_won=won, tricks_done=done,
                    run=run, last_trick=tuple(zip(order, trick, strict=True)), hands=hands,
                    voids=voids, breaches=breaches, played=played, history=history)
    outcome = _finished(nxt, winner)
    if outcome:
        return nxt.evolve(phase=Phase.DONE, turn=None, outcome=outcome)
    return nxt


def _finished(st: GameState, winner: int) -> Outcome:
    """``MADE``/``FAILED`` when the deal ends after this trick, else ``NONE``."""
    ct = st.contract
    assert ct is not None
    d = st.declarer
    assert d is not None
    dt = st.tricks_won[d]
    left = 10 - st.tricks_done
    if ct.kind is Kind.MISERE and winner == d:
        return Outcome.FAILED
    if ct.kind is Kind.ONE_TRICK and dt >= 2:
        return Outcome.FAILED
    if ct.kind is Kind.SLAM and ct.six_in_a_row:
        return _six_in_a_row(st, winner, left)
    if ct.kind is Kind.SLAM and winner != d:
        return Outcome.FAILED
    if left:
        return Outcome.NONE
    if ct.kind in (Kind.MISERE, Kind.SLAM):
        return Outcome.MADE
    if ct.kind is Kind.ONE_TRICK:
        return Outcome.MADE if dt == 1 else Outcome.FAILED
    made = dt >= declarer_target(st.rules.variant, ct, st.hand_game)
    return Outcome.MADE if made else Outcome.FAILED


def _six_in_a_row(st: GameState, winner: int, left: int) -> Outcome:
    """The Illustrated six-in-a-row slam (§3.4, ``slam6_run``)."""
    if st.rules.opt.slam6_run == "from_trick_1":
        if winner != st.declarer:
            return Outcome.FAILED
        return Outcome.MADE if st.tricks_done >= 6 else Outcome.NONE
    if st.run >= 6:
        return Outcome.MADE
    return Outcome.FAILED if st.run + left < 6 else Outcome.NONE


def explain(st: GameState, act: Action) -> IllegalActionError:
    """Why a card (or another action during play) is not legal."""
    if not isinstance(act, Play):
        return IllegalActionError(f"'{act.text()}' is not allowed now: a card must be played",
                                  IllegalKind.WRONG_PHASE)
    assert st.contract is not None
    p, c = act.seat, act.card
    hand = st.hands[p]
    if not hand >> c & 1:
        return IllegalActionError(f"does not hold {card_str(c)}", IllegalKind.NOT_HELD, card=c)
    r, trick, trump = st.rules, st.trick, st.contract.trump
    if trick:
        led = trick[0] >> 3
        if hand & SUIT_MASK[led] and c >> 3 != led:
            return IllegalActionError(f"must follow suit (holds a {SUIT_WORDS[led]})",
                                      IllegalKind.REVOKE, card=c, suit=led)
        if (not hand & SUIT_MASK[led] and trump is not None and r.must_trump
                and hand & SUIT_MASK[trump] and c >> 3 != trump):
            return IllegalActionError(f"must trump (holds a {SUIT_WORDS[trump]})",
                                      IllegalKind.MUST_TRUMP, card=c, suit=trump)
        plain = legal_cards(hand, trick, trump, r.must_trump, r.must_head)
        if not plain >> c & 1:
            return IllegalActionError("must beat the card winning the trick (holds a higher "
                                      "one)", IllegalKind.MUST_HEAD, card=c)
        return IllegalActionError("C1 is a law at this table: may not take a trick the partner "
                                  "is already winning", IllegalKind.CONVENTION_C1, card=c)
    return IllegalActionError(f"cannot play {card_str(c)} now", IllegalKind.ILLEGAL_CARD, card=c)
