"""Plain heuristics: hand strength, discards and a quick card choice.

These are cheap rules of thumb. The Beginner level plays by them alone; stronger levels
use them for move ordering and as a fallback when their time runs out.
"""

from __future__ import annotations

from prefgui.engine.cards import SUIT_MASK, beats, iter_cards
from prefgui.engine.contracts import Kind


def suit_cards(hand: int, suit: int) -> list[int]:
    """Cards of one suit, high first."""
    return sorted(iter_cards(hand & SUIT_MASK[suit]), reverse=True)


def trick_estimate(hand: int, trump: int | None) -> float:
    """Rough number of tricks ``hand`` takes as declarer with ``trump``."""
    total = 0.0
    for s in range(4):
        cards = suit_cards(hand, s)
        ranks = [c & 7 for c in cards]
        n = len(cards)
        if s == trump:
            total += max(0.0, n - 2.5) + sum(0.8 for r in ranks if r >= 5)
            continue
        if 7 in ranks:
            total += 1.0
        if 6 in ranks and n >= 2:
            total += 0.8 if 7 in ranks else 0.5
        if 5 in ranks and n >= 3 and (7 in ranks or 6 in ranks):
            total += 0.4
        if trump is None and n >= 5 and 7 in ranks:
            total += (n - 4) * 0.7
    return total


def misere_risk(hand: int) -> float:
    """How many tricks a misère hand is likely to take (0 is safe)."""
    risk = 0.0
    for s in range(4):
        ranks = sorted(c & 7 for c in iter_cards(hand & SUIT_MASK[s]))
        for i, r in enumerate(ranks):
            # the i-th lowest card is safe if at most i lower cards are out against it
            if r - i > 2:
                risk += 0.6 if r - i > 4 else 0.3
    return risk


def best_suit(hand: int, suits: list[int]) -> tuple[int, float]:
    """The suit among ``suits`` that promises most tricks as trumps."""
    scored = [(trick_estimate(hand, s), s) for s in suits]
    est, suit = max(scored)
    return suit, est


def choose_discards(hand: int) -> tuple[int, int]:
    """Two cards to discard from a 12-card hand: lows of the short side suits."""
    trump, _ = best_suit(hand, [0, 1, 2, 3])
    candidates = []
    for s in range(4):
        cards = suit_cards(hand, s)
        for i, c in enumerate(reversed(cards)):  # low first
            keep_value = (c & 7) + (8 if s == trump else 0) + (3 if len(cards) > 4 else 0)
            if (c & 7) == 7 or ((c & 7) == 6 and len(cards) <= 2):
                keep_value += 10
            candidates.append((keep_value + i * 0.1 - (0.5 * (5 - len(cards))), c))
    candidates.sort()
    return candidates[0][1], candidates[1][1]


def quick_card(hand: int, legal: int, trick: tuple[int, ...], trump: int | None,
               kind: Kind, declarer_side: bool, partner_winning: bool) -> int:
    """A reasonable card without search."""
    cards = sorted(iter_cards(legal), key=lambda c: c & 7)
    avoid = kind is Kind.MISERE and declarer_side
    if not trick:
        if avoid:
            return cards[0]
        longest = max(range(4), key=lambda s: ((hand & SUIT_MASK[s]).bit_count(), s != trump))
        mine = [c for c in cards if c >> 3 == longest] or cards
        return max(mine, key=lambda c: c & 7)
    best = trick[0]
    for c in trick[1:]:
        if beats(c, best, trump):
            best = c
    winners = [c for c in cards if beats(c, best, trump)]
    losers = [c for c in cards if not beats(c, best, trump)]
    if avoid:
        return max(losers, key=lambda c: c & 7) if losers else min(winners, key=lambda c: c & 7)
    if partner_winning and losers:
        return min(losers, key=lambda c: c & 7)
    if winners:
        return min(winners, key=lambda c: (c >> 3 == trump, c & 7))
    return min(cards, key=lambda c: (c >> 3 == trump, c & 7))
