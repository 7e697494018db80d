"""Seeded dealing of a Russian deal (RULES §13.2): packets of two, the talon in order.

The same shuffle as every variant (``engine.deal``); the two talon cards keep the order
they were dealt in, which matters on raspasy (the first leads trick 1, §13.7.5).
"""

from __future__ import annotations

from prefgui.engine.deal import deal_packets, shuffled_deck
from prefgui.engine.rules import Rules
from prefgui.engine.russian.sheet import Sheet
from prefgui.engine.russian.state import RussianState


def deal_cards(rules: Rules, dealer: int, seed: int) -> tuple[tuple[int, ...], tuple[int, int]]:
    """Hands (0 for a sitting-out dealer) and the talon cards in order, for ``seed``."""
    deck = shuffled_deck(seed)
    hands = [0] * rules.players
    talon: list[int] = []
    pos = 0
    for target, count in deal_packets(rules, dealer):
        cards = deck[pos:pos + count]
        pos += count
        if target == "talon":
            talon += cards
        else:
            assert isinstance(target, int)
            for c in cards:
                hands[target] |= 1 << c
    return tuple(hands), (talon[0], talon[1])


def new_russian_deal(rules: Rules, seed: int, dealer: int = 0, start: Sheet | None = None
                     ) -> RussianState:
    """The first state of a Russian deal dealt from ``seed`` on the sheet ``start``."""
    hands, talon = deal_cards(rules, dealer, seed)
    return RussianState.initial(rules, dealer, hands, talon, start)
