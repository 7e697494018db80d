"""Seeded dealing (RULES.md §1.3): our own shuffle, then each variant's packets.

The shuffle is a Fisher–Yates driven by SplitMix64, written here so that a seed gives the
same deal on every Python version and platform (golden tests pin the hands).
"""

from __future__ import annotations

from prefgui.engine.rules import Rules
from prefgui.engine.state import GameState, seat_priority
from prefgui.engine.vocab import Amount

MASK64 = (1 << 64) - 1


class SplitMix64:
    """A tiny, well-known 64-bit generator (Steele, Lea & Flood 2014)."""

    def __init__(self, seed: int) -> None:
        self.state = seed & MASK64

    def next(self) -> int:
        """The next 64-bit output."""
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in 0..n-1 (rejection sampling, no modulo bias)."""
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next()
            if x < limit:
                return x % n


def deal_seed(base_seed: int, number: int) -> int:
    """The shuffle seed of deal ``number`` of a series started from ``base_seed``.

    A session (and a tournament) derives every deal's seed this way; a resumed game
    rebuilds its running deal from it.
    """
    return SplitMix64(base_seed * 1_000_003 + number).next()


def shuffled_deck(seed: int) -> list[int]:
    """The 32 cards in shuffled order for ``seed``."""
    deck = list(range(32))
    rng = SplitMix64(seed)
    for i in range(31, 0, -1):
        j = rng.below(i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def deal_packets(rules: Rules, dealer: int) -> list[tuple[int | str, int]]:
    """The dealing order as (seat or "talon", number of cards) packets, as dealt."""
    order = seat_priority(rules.players, dealer)
    packets: list[tuple[int | str, int]] = []
    for step in rules.deal_scheme:
        if step == "T":
            packets.append(("talon", 2))
        else:
            assert isinstance(step, int)
            packets += [(s, step) for s in order]
    return packets


def deal_hands(rules: Rules, dealer: int, seed: int) -> tuple[tuple[int, ...], int]:
    """Hands (one mask per seat; 0 for a sitting-out dealer) and the talon for ``seed``."""
    deck = shuffled_deck(seed)
    hands = [0] * rules.players
    talon = 0
    pos = 0
    for target, count in deal_packets(rules, dealer):
        chunk = 0
        for c in deck[pos:pos + count]:
            chunk |= 1 << c
        pos += count
        if target == "talon":
            talon |= chunk
        else:
            assert isinstance(target, int)
            hands[target] |= chunk
    return tuple(hands), talon


def new_deal(rules: Rules, seed: int, dealer: int = 0, start_pot: Amount = 0,
             start_refa: tuple[int, ...] | None = None, start_refa_rounds: int = 0
             ) -> GameState:
    """The first state of a deal dealt from ``seed``."""
    hands, talon = deal_hands(rules, dealer, seed)
    return GameState.initial(rules, dealer, hands, talon, start_pot, start_refa,
                             start_refa_rounds)
