"""The Russian card play (RULES §13.7).

The lead, the cards each seat may play, a trick won (the raspasy talon tricks too, which
may belong to nobody), the deal's outcome; pure functions of a ``RussianState``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from prefgui.engine.actions import Play, RussianAction, play
from prefgui.engine.cards import SUIT_MASK, mask_str
from prefgui.engine.errors import IllegalActionError
from prefgui.engine.rules import Rules
from prefgui.engine.russian.ladder import MISERE, trump_of
from prefgui.engine.russian.observation import RuObservation
from prefgui.engine.seats import seat_priority
from prefgui.engine.tricks import legal_cards, winning_index
from prefgui.engine.vocab import Outcome, Phase

if TYPE_CHECKING:
    from prefgui.engine.russian.state import RussianState

__all__ = ["apply_play", "explain_play", "legal_plays", "start_play", "with_value"]

_PLAYS = tuple(tuple(play(seat, c) for c in range(32)) for seat in range(4))
"""Every seat's play of every card (the cached actions of ``actions.play``)."""


def with_value(values: tuple[int, ...], i: int, v: int) -> tuple[int, ...]:
    """``values`` with the ``i``-th one ``v``."""
    return values[:i] + (v,) + values[i + 1:]



def start_play(st: RussianState) -> RussianState:
    """The play begins: the forehand leads (or the declarer's first defender)."""
    order = st.priority
    lead = order[0]
    if (st.declarer is not None and st.rules.opt.first_lead == "after_declarer"):
        lead = st.defenders()[0]
    return st.evolve(phase=Phase.PLAY, turn=lead, leader=lead)


def legal_plays(st: RussianState) -> tuple[RussianAction, ...]:
    """The cards the seat to play may play."""
    p = st.turn
    hand = st.hands[p]
    t = st.talon_lead
    trick = st.trick if t is None else (t,) + st.trick
    mask = legal_cards(hand, trick, st.trump, st.rules.must_trump, False)
    row = _PLAYS[p]
    out = []
    while mask:
        low = mask & -mask
        out.append(row[low.bit_length() - 1])
        mask ^= low
    return tuple(out)


def apply_play(st: RussianState, a: Play) -> RussianState:
    """The state after a card: the trick goes on, is won (or is nobody's), or the deal ends."""
    p = a.seat
    trick = st.trick + (a.card,)
    seats = st.trick_seats + (p,)
    hands = with_value(st.hands, p, st.hands[p] & ~(1 << a.card))
    order = st.seats
    if len(trick) < 3:
        return st.step(hands=hands, trick=trick, trick_seats=seats,
                          turn=order[(order.index(p) + 1) % 3])
    t = st.talon_lead
    winner = _trick_winner(st, trick, seats, t)
    won = st.tricks_won
    unowned = st.unowned
    if winner is None:
        unowned += 1
    else:
        won = with_value(won, winner, won[winner] + 1)
    done = st.tricks_done + 1
    last = tuple(zip(seats, trick, strict=True))
    if t is not None:
        last = ((-1, t),) + last
    if done < 10:
        lead = _next_leader(st, winner, done)
        return st.evolve(hands=hands, trick=(), trick_seats=(), tricks_won=won,
                            tricks_done=done, unowned=unowned, last_trick=last,
                            leader=lead, turn=lead)
    if st.declarer is None:
        outcome = Outcome.RASPASY
    elif st.contract == MISERE:
        outcome = Outcome.MADE if won[st.declarer] == 0 else Outcome.FAILED
    else:
        outcome = Outcome.MADE if won[st.declarer] >= st.level else Outcome.FAILED
    return st.evolve(hands=hands, trick=(), trick_seats=(), tricks_won=won,
                        tricks_done=done, unowned=unowned, last_trick=last,
                        phase=Phase.DONE, outcome=outcome)


def _next_leader(st: RussianState, winner: int | None, done: int) -> int:
    """Who leads the next trick (the raspasy talon tricks: the forehand)."""
    f = st.priority[0]
    if st.declarer is None and st.rules.opt.raspasy_talon == "lead_two" and done <= 2:
        # the forehand plays first to both talon tricks, and leads trick 3 unless
        # ``raspasy_trick3_lead = winner`` (the winner of trick 2, not the sitting-out
        # dealer nor nobody)
        out_dealer = st.dealer if st.rules.players == 4 else None
        if (done == 2 and st.rules.opt.raspasy_trick3_lead == "winner"
                and winner is not None and winner != out_dealer):
            return winner
        return f
    assert winner is not None
    return winner


def _trick_winner(st: RussianState, trick: tuple[int, ...], seats: tuple[int, ...], t: int | None
                  ) -> int | None:
    """The seat winning a full trick (None: a talon trick that belongs to nobody)."""
    if t is None:
        return seats[winning_index(trick, st.trump)]
    return _talon_trick_winner(st.rules, st.dealer, trick, seats, t)


def talon_trick_best(players: int, cards: tuple[int, ...], t: int) -> int | None:
    """The card winning so far a raspasy trick led by the talon card ``t``.

    ``cards``: the players' cards, in order. The highest of the talon's suit wins; with four
    at the table the talon card itself (the dealer's) until one beats it; None: no card yet.
    """
    follow = [c for c in cards if c >> 3 == t >> 3]
    best = max(follow) if follow else None
    if players == 4 and (best is None or t > best):
        return t
    return best


def _talon_trick_winner(rules: Rules, dealer: int, trick: tuple[int, ...],
                        seats: tuple[int, ...], t: int) -> int | None:
    """The seat winning a raspasy trick led by the talon card ``t`` (None: nobody's).

    The highest card of its suit wins; with four at the table the dealer wins if the talon
    card is not beaten; a trick nobody followed is the forehand's or nobody's
    (``raspasy_talon_unfollowed``).
    """
    best = talon_trick_best(rules.players, trick, t)
    if best == t:
        return dealer
    if best is None:
        return seat_priority(rules.players, dealer)[0] \
            if rules.opt.raspasy_talon_unfollowed == "forehand" else None
    return seats[trick.index(best)]


def last_trick_winner(obs: RuObservation) -> int | None:
    """Who won the last complete trick ``obs`` shows (None: nobody, or no trick yet).

    The next leader is not always he: the forehand leads both raspasy talon tricks, and a
    talon trick nobody followed may be nobody's.
    """
    last = obs.last_trick
    if not last:
        return None
    seats = tuple(s for s, _card in last if s >= 0)
    trick = tuple(c for s, c in last if s >= 0)
    if last[0][0] < 0:
        return _talon_trick_winner(obs.rules, obs.dealer, trick, seats, last[0][1])
    trump = None if obs.contract is None else trump_of(obs.contract)
    return seats[winning_index(trick, trump)]


def explain_play(st: RussianState, a: RussianAction) -> IllegalActionError:
    """Why a card may not be played."""
    if type(a) is not Play:
        return IllegalActionError("a card must be played now", "phase")
    if not (st.hands[a.seat] >> a.card) & 1:
        return IllegalActionError(f"does not hold {mask_str(1 << a.card)}", "not_held")
    t = st.talon_lead
    led = (t if t is not None else st.trick[0]) >> 3
    if st.hands[a.seat] & SUIT_MASK[led]:
        return IllegalActionError("must follow suit", "follow_suit")
    return IllegalActionError("must trump", "must_trump")
