"""Rules of thumb for a Russian hand: expected tricks in a strain, the misère risk.

Used for bidding, the discard, the declaration and the whist calls, where the card play's
search is too costly to run on every choice. The figures are counts of likely tricks, not
exact values; the search (``player``) decides the cards.

>>> from prefgui.engine.cards import parse_mask
>>> round(strain_tricks(parse_mask("AS KS QS JS 9S AC KC AD 7D 8H"), 0), 1)
7.5
"""

from __future__ import annotations

from prefgui.engine.cards import SUIT_MASK


def _suit_ranks(hand: int, suit: int) -> list[int]:
    """The ranks held in ``suit``, high to low (7 = ace … 0 = seven)."""
    bits = (hand & SUIT_MASK[suit]) >> (8 * suit)
    return [r for r in range(7, -1, -1) if bits >> r & 1]


def suit_tricks(ranks: list[int], trump: bool) -> float:
    """Likely tricks of one suit: top cards in sequence, guarded honours, length."""
    n = len(ranks)
    t = 0.0
    top = 7
    for r in ranks:
        if r == top:
            t += 1
            top -= 1
        else:
            break
    held = set(ranks)
    if 6 in held and 7 not in held and n >= 2:
        t += 0.6
    if 5 in held and 7 not in held and 6 not in held and n >= 3:
        t += 0.3
    length_bonus = max(0, n - 3) * (1.0 if trump else 0.7)
    return min(float(n), max(t, t * 0.5 + length_bonus))


def strain_tricks(hand: int, strain: int) -> float:
    """Likely tricks of ``hand`` with ``strain`` as trumps (4: no trumps)."""
    total = 0.0
    for s in range(4):
        ranks = _suit_ranks(hand, s)
        total += suit_tricks(ranks, s == strain)
    if strain < 4:
        trumps = len(_suit_ranks(hand, strain))
        shorts = sum(1 for s in range(4) if s != strain and len(_suit_ranks(hand, s)) <= 1)
        total += 0.5 * shorts * min(1, max(0, trumps - 3))
    else:
        # no trumps: a suit without a stopper lets the defence run it
        for s in range(4):
            ranks = _suit_ranks(hand, s)
            if ranks and ranks[0] < 5 and len(ranks) < 3:
                total -= 0.5
    return min(10.0, max(0.0, total))


def best_strain(hand: int) -> tuple[int, float]:
    """The strain with the most likely tricks, and that figure."""
    best = max(range(5), key=lambda s: (strain_tricks(hand, s), -s))
    return best, strain_tricks(hand, best)


def misere_risk(hand: int) -> float:
    """Likely tricks a misère declarer is forced to take (0 is a safe misère).

    A suit is safe when its cards can always be played under the others': a seven, or
    low cards with small gaps. High cards without low companions are forced tricks.
    """
    risk = 0.0
    for s in range(4):
        ranks = sorted(_suit_ranks(hand, s))
        if not ranks:
            continue
        # the k-th lowest card is safe when at most about 2k cards of the suit are below it
        for k, r in enumerate(ranks):
            below = r - k  # cards of the suit below r held by others
            if below > k + 1:
                risk += 1.0 if r >= 5 else 0.6
    return risk
