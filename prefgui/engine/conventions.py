"""The three defender-cooperation conventions as pure checks (RULES.md §7, §12.25a).

Applicability (§7.2, AMB-39): a suit or sans contract, both defenders playing
independently (no drop-out, no invitation, no contra), three cards to the trick, the
player a defender; never Danube Swabian or American, never with ``conventions_status =
off``.

* C1 — do not needlessly overtake a trick the partner is already winning.
* C2 — leading with the declarer last (order P, Q, X): lead the top card held of the suit.
* C3 — leading with the declarer second (order P, X, Q): lead very high (A or K; option
  ``c3_high = top_two_outstanding``) or the lowest card held of the suit.

Two modes: ``public`` (what the player could know: his hand, the cards played, the voids
shown by failures to follow) and ``full`` (a post-hoc audit with every hand known). Each
check returns a machine-readable :class:`Breach`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from prefgui.engine.cards import SUIT_MASK, Rank, beats, iter_cards
from prefgui.engine.contracts import ContractType, Kind
from prefgui.engine.rules import Rules
from prefgui.engine.tricks import legal_cards, trick_order, winning_index
from prefgui.engine.vocab import Role

if TYPE_CHECKING:
    from prefgui.engine.state import GameState


_ALL = (1 << 32) - 1  # every card of the pack


@dataclass(frozen=True, slots=True)
class Breach:
    """One convention broken by one card.

    Attributes:
        rule: ``C1``, ``C2`` or ``C3``.
        reason: a code: ``overtook_certain_winner`` (C1, declarer already played or
            partner's card unbeatable), ``overtook_no_gain`` (C1, in play: the declarer may
            beat the partner's card, but only with a card that beats the player's too),
            ``overtook_needlessly`` (C1, full-info audit), ``not_top_card`` (C2),
            ``middle_card`` (C3).
    """

    rule: str
    reason: str


class DealView(Protocol):
    """What ``tracked`` reads: a ``GameState`` or one seat's ``Observation``."""

    @property
    def rules(self) -> Rules:
        """The table's rules."""
        ...

    @property
    def contract(self) -> ContractType | None:
        """The contract, once fixed."""
        ...

    @property
    def playing(self) -> tuple[int, ...]:
        """The seats playing cards."""
        ...

    @property
    def roles(self) -> tuple[Role, ...]:
        """Every seat's role."""
        ...

    def defenders(self) -> tuple[int, int]:
        """D1 and D2."""
        ...


def tracked(st: DealView) -> bool:
    """Whether the conventions apply in this deal (§7.2; a cheap pre-check per card).

    The one answer for the engine and the computer players: a suit or sans contract,
    three seats playing, both defenders defending, in a variant and table where the
    conventions are not off. Works on a ``GameState`` and on an ``Observation``.
    """
    ct = st.contract
    if ct is None or ct.kind not in (Kind.SUIT, Kind.SANS) or len(st.playing) != 3:
        return False
    if not st.rules.conventions_apply:
        return False
    d1, d2 = st.defenders()
    return st.roles[d1] == Role.DEFENDER and st.roles[d2] == Role.DEFENDER


def _partner(st: GameState, p: int) -> int:
    d1, d2 = st.defenders()
    return d2 if p == d1 else d1


def check_card(st: GameState, p: int, card: int, full_hands: tuple[int, ...] | None = None
               ) -> list[Breach]:
    """The conventions ``card`` breaks if ``p`` plays it now (``st`` is before the card).

    Args:
        st: the state before the card, in the play phase.
        p: the player (must be a defender for any breach).
        card: the card checked.
        full_hands: every seat's hand for the full-information audit of C1, or None for
            the in-play (public) mode.
    """
    if not tracked(st) or p == st.declarer:
        return []
    assert st.contract is not None
    trump = st.contract.trump
    order = trick_order(st)
    hand = st.hands[p]
    q, x = _partner(st, p), st.declarer
    assert x is not None
    if not st.trick:
        return _lead_checks(st, p, card, order, q, x, hand)
    played_seats = order[:len(st.trick)]
    if q not in played_seats:
        return []
    w = winning_index(st.trick, trump)
    if played_seats[w] != q:
        return []
    return _overtaking_check(st, card, st.trick[w], hand, x in played_seats, full_hands)


def _overtaking_check(st: GameState, card: int, best: int, hand: int, x_played: bool,
                      full_hands: tuple[int, ...] | None) -> list[Breach]:
    """C1 once the partner is winning the trick with ``best``."""
    assert st.contract is not None
    trump, x = st.contract.trump, st.declarer
    assert x is not None
    if not beats(card, best, trump):
        return []
    legal = legal_cards(hand, st.trick, trump, st.rules.must_trump, st.rules.must_head)
    alts = [c for c in iter_cards(legal) if not beats(c, best, trump)]
    if not alts:
        return []
    if x_played:
        return [Breach("C1", "overtook_certain_winner")]
    if full_hands is None:
        # §7.3 (revised 2026-12-03): seen = the cards played to earlier tricks and to this
        # one, and P's own hand with ``card``.
        seen = hand | st.played
        if not _beatable_below(best, card, trump, seen, st.voids[x]):
            reason = ("overtook_certain_winner"
                      if not _beatable_below(best, -1, trump, seen, st.voids[x])
                      else "overtook_no_gain")
            return [Breach("C1", reason)]
        return []
    for alt in alts:
        trick2 = st.trick + (alt,)
        replies = legal_cards(full_hands[x], trick2, trump, st.rules.must_trump,
                              st.rules.must_head)
        if not any(beats(r, best, trump) for r in iter_cards(replies)):
            return [Breach("C1", "overtook_needlessly")]
    return []


def _beatable_below(best: int, card: int, trump: int | None, seen: int, x_voids: int) -> bool:
    """§7.3 public mode: whether a card the declarer may hold beats ``best`` but not ``card``.

    ``card`` = -1 asks whether such a card beats ``best`` at all. The declarer may hold every
    card outside ``seen`` of a suit he is not known to be void in (he is known void in a suit
    only after failing to follow it). Overtaking is needless (a breach) when this is False:
    every card that could take the trick from the partner would take it from the player too.
    """
    free = _ALL & ~seen
    for s in range(4):
        if x_voids >> s & 1:
            free &= ~SUIT_MASK[s]
    for y in iter_cards(free):
        if beats(y, best, trump) and (card < 0 or not beats(y, card, trump)):
            return True
    return False


def _lead_checks(st: GameState, p: int, card: int, order: tuple[int, ...], q: int, x: int,
                 hand: int) -> list[Breach]:
    suit, rank = card >> 3, card & 7
    same = hand & SUIT_MASK[suit]
    higher_held = same >> (card + 1) != 0 if card < 31 else False
    lower_held = bool(same & ((1 << card) - 1))
    if order == (p, q, x):
        return [Breach("C2", "not_top_card")] if higher_held else []
    if order == (p, x, q):
        if rank >= Rank.KING or not lower_held:
            return []
        if st.rules.opt.c3_high == "top_two_outstanding":
            unplayed_higher = SUIT_MASK[suit] & ~st.played & ~((1 << (card + 1)) - 1)
            if unplayed_higher.bit_count() <= 1:
                return []
        return [Breach("C3", "middle_card")]
    return []


def in_play_breaches(st: GameState, p: int, card: int) -> list[str]:
    """Rules broken by ``card`` judged in the in-play mode (for the deal record)."""
    return [b.rule for b in check_card(st, p, card)]


def remove_definite_c1(st: GameState, p: int, mask: int) -> int:
    """``integral_c1`` prevent: drop the cards that would breach C1 (§7.6).

    Only the definite case counts: the declarer has already played to the trick.
    """
    if not tracked(st) or p == st.declarer:
        return mask
    if st.declarer not in trick_order(st)[:len(st.trick)]:
        return mask
    out = mask
    for c in iter_cards(mask):
        if check_card(st, p, c):
            out &= ~(1 << c)
    return out or mask
