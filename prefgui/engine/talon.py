"""Talon exchange and the final declaration (RULES.md §2.4–2.5, §3.2, §4.5, §6, §12.1).

The declarer of a non-hand contract has already taken the talon (12 cards) and
discards two face down (``discard C1 C2``). American second-round declarers discard
from 12 cards (``widow_order = foster``) or from their 10 before the widow is added
(``uspcc``). Then ``declare N`` fixes the contract: a number of the ladder at least the
winning bid's number, hand or not as the bid was (American: ``declare SUIT``, any suit).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from prefgui.engine import defence
from prefgui.engine.actions import Action, Declare, DeclareSuit, Discard
from prefgui.engine.cards import ACES, card_str, sorted_cards
from prefgui.engine.errors import IllegalActionError, IllegalKind
from prefgui.engine.vocab import Phase

if TYPE_CHECKING:
    from prefgui.engine.state import GameState


def legal_discards(st: GameState) -> tuple[Action, ...]:
    """Every pair of cards the declarer may discard (canonical order, higher card first)."""
    p = st.turn
    assert p is not None
    cards = sorted_cards(st.hands[p])
    return tuple(Discard(p, cards[i], cards[j])
                 for i in range(len(cards)) for j in range(i + 1, len(cards)))


def apply_discard(st: GameState, act: Action) -> GameState:
    """The state after the declarer's discard (then he declares)."""
    assert isinstance(act, Discard)
    p = act.seat
    out = act.mask
    hand = st.hands[p] & ~out
    if not st.talon_taken:  # USPCC: discard from the ten, then add the widow
        hand |= st.talon
    hands = tuple(hand if s == p else h for s, h in enumerate(st.hands))
    return st.evolve(hands=hands, discards=out, phase=Phase.DECLARE, talon_taken=True,
                     history=st.history + (act,))


def legal_declarations(st: GameState) -> tuple[Action, ...]:
    """The contracts the declarer may fix (at least his bid; American: any suit)."""
    p = st.turn
    assert p is not None
    if not st.rules.european:
        return tuple(DeclareSuit(p, n) for n in range(1, 5))
    assert st.bid is not None
    low = st.bid[0]
    return tuple(Declare(p, n) for n in sorted(st.rules.ladder) if n >= low)


def apply_declaration(st: GameState, act: Action) -> GameState:
    """The state after the declaration."""
    assert isinstance(act, Declare | DeclareSuit)
    return fix_contract(st.evolve(history=st.history + (act,)), act.number)


def fix_contract(st: GameState, number: int) -> GameState:
    """Fix the contract ``number`` and move on to the defence decisions or play."""
    ctype = st.rules.ladder[number]
    return defence.start_defence(st.evolve(contract=ctype, announce_open=_no_ace_eligible(st)))


def _no_ace_eligible(st: GameState) -> bool:
    """Whether the declarer may ``announce no-aces`` (§2.9, AMB-11).

    No ace among his 12 cards, or among the ten held in a hand game (unless
    ``no_ace_hand_games = not_allowed``).
    """
    r = st.rules
    if not r.opt.no_ace_bonus:
        return False
    assert st.declarer is not None
    cards = st.hands[st.declarer] | st.discards
    if st.hand_game and r.opt.no_ace_hand_games == "not_allowed":
        return False
    return not cards & ACES


def explain(st: GameState, act: Action) -> IllegalActionError:
    """Why a discard or declaration is not legal."""
    if st.phase is Phase.EXCHANGE:
        if not isinstance(act, Discard):
            return IllegalActionError("the declarer must first discard two cards",
                                      IllegalKind.WRONG_PHASE)
        for c in (act.c1, act.c2):
            if not st.hands[act.seat] >> c & 1:
                return IllegalActionError(f"does not hold {card_str(c)}", IllegalKind.NOT_HELD,
                                          card=c)
        return IllegalActionError("must discard two different cards", IllegalKind.BAD_DISCARD)
    if not isinstance(act, Declare | DeclareSuit):
        return IllegalActionError("the declarer must now declare the contract",
                                  IllegalKind.WRONG_PHASE)
    assert st.bid is not None
    return IllegalActionError(f"must declare at least the bid {st.bid[0]} (and within the "
                              "ladder)", IllegalKind.LOW_DECLARE, bid=st.bid)


def canonical_discard(act: Discard) -> Discard:
    """The discard with its cards in display order (suits S C D H, high first)."""
    def key(c: int) -> tuple[int, int]:
        return (c >> 3, -(c & 7))

    if key(act.c2) < key(act.c1):
        return Discard(act.seat, act.c2, act.c1)
    return act
