"""The hands on the table: the human's own, the hands this seat may see
(:class:`~prefgui.ui.table.open_hands.OpenHands`), the others' backs, the trick piles and a
closed talon.

The human's cards are marked for what he may do with them: playable (highlighted and
draggable), not playable (dimmed), the keyboard's card, the coach's recommendation, a drill's
value, the two cards picked up from the talon. While he chooses his discard the hand keeps
its places (a chosen card leaves a gap and lies in the discard area), so that a second click
hits the card that was under the pointer. At the start of a deal the cards fly from the
dealer in the packets of the dealing order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from prefgui.engine.cards import SUIT_MASK, iter_cards
from prefgui.engine.observation import Observation
from prefgui.engine.state import Phase
from prefgui.ui.table import timing
from prefgui.ui.table.layout import TableLayout, dealer_origin, pile_spots
from prefgui.ui.table.open_hands import OpenHands
from prefgui.ui.table.talon import discard_spot

if TYPE_CHECKING:
    from prefgui.ui.table.scene import TableScene

__all__ = ["DISPLAY_SUITS", "Hands", "deal_delays", "display_order"]

DISPLAY_SUITS = (0, 3, 1, 2)  # spades, hearts, clubs, diamonds: colours alternate


def display_order(hand: int) -> list[int]:
    """The player's cards left to right: suits alternating colours, high to low."""
    out: list[int] = []
    for s in DISPLAY_SUITS:
        out += sorted(iter_cards(hand & SUIT_MASK[s]), reverse=True)
    return out


def deal_delays(obs: Observation, speed: str) -> dict[int | None, list[int]]:
    """When each card arrives in the dealing order: by seat (None: the talon), the delay
    of its cards in the order they are placed."""
    from prefgui.engine.deal import deal_packets

    step = timing.scaled(timing.DEAL_STAGGER + timing.DEAL_PACKET // 2, speed)
    delays: dict[int | None, list[int]] = {}
    for k, (target, count) in enumerate(deal_packets(obs.rules, obs.dealer)):
        key = None if target == "talon" else int(target)
        delays.setdefault(key, []).extend([k * step] * count)
    return delays


class Hands:
    """Places the hands of one scene."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.open_hands = OpenHands(scene, display_order,
                                    lambda obs, lay: self.place_hand_backs(obs, lay, 0, False))

    def place_own(self, obs: Observation, lay: TableLayout, ms: int, deal: bool) -> set[int]:
        """The human's hand and his chosen discards; returns the cards placed."""
        scene = self.scene
        choice, coach = scene.choice, scene.coach
        placed: set[int] = set()
        human = scene.human
        my_turn_to_play = obs.turn == human and bool(choice.legal_cards) and not coach.card_values
        exchange = obs.phase is Phase.EXCHANGE and obs.turn == human
        hand = display_order(obs.hand)
        spots = lay.hand(human, len(hand))
        delays = deal_delays(obs, scene.speed).get(human, []) if deal else []
        for i, (card, spot) in enumerate(zip(hand, spots, strict=True)):
            if card in choice.discard_selection:
                continue
            item = scene.faces[card]
            item.legal = my_turn_to_play and card in choice.legal_cards
            item.dimmed = my_turn_to_play and card not in choice.legal_cards
            item.focused = card == choice.focus_card
            item.selected_for_discard = False
            item.winning = False
            item.advised = my_turn_to_play and card in coach.advised_cards
            item.value_text = coach.card_values.get(card, "")
            item.value_right = card in coach.right_cards
            if coach.card_values:
                item.advised = card in coach.right_cards
                item.focused = card == coach.answered_card
            # The two cards picked up from the talon stay marked while he discards.
            item.from_talon = exchange and obs.talon is not None and bool(obs.talon >> card & 1)
            # Every card of the hand can be dragged on the player's turn: an illegal one
            # glides back and the status line says why.
            item.draggable = my_turn_to_play or exchange
            start = dealer_origin(lay, obs.dealer) if deal else None
            scene.motion.show(item, spot, ms, True, start,
                              delay=delays[i] if i < len(delays) else 0)
            placed.add(card)
        for i, card in enumerate(choice.discard_selection):
            item = scene.faces[card]
            item.selected_for_discard, item.legal, item.dimmed = True, False, False
            item.draggable = True
            scene.motion.show(item, discard_spot(lay, human, i), ms, True)
            placed.add(card)
        return placed

    def place_exposed(self, obs: Observation, prev: Observation | None, lay: TableLayout,
                      ms: int, placed: set[int]) -> None:
        """The hands this seat may see, added to ``placed`` (:meth:`OpenHands.place`)."""
        self.open_hands.place(obs, prev, lay, ms, placed)

    def place_backs(self, obs: Observation, lay: TableLayout, ms: int, deal: bool) -> None:
        """The backs of the other hands, of the trick piles and of a closed talon."""
        self.place_hand_backs(obs, lay, ms, deal)
        self._place_piles(obs, lay)
        self._place_talon_backs(obs, lay, ms, deal)

    def place_hand_backs(self, obs: Observation, lay: TableLayout, ms: int,
                         deal: bool) -> None:
        """The other seats' cards, face down (the talon still on its way in left out)."""
        scene = self.scene
        dealing = deal_delays(obs, scene.speed) if deal else {}
        for seat in range(obs.rules.players):
            if seat == scene.human:
                continue
            delays = dealing.get(seat, [])
            exposed = obs.exposed_hands
            n = obs.hand_sizes[seat] - (exposed[seat].bit_count() if seat in exposed else 0)
            n += self.open_hands.still_hidden(seat)  # a hand still to be turned up
            n = max(0, n - scene.talon_show.flying(seat))  # the talon still on its way in
            for i, (item, spot) in enumerate(zip(scene.back_items(f"hand{seat}", n),
                                                 lay.hand(seat, n), strict=True)):
                item.set_width(lay.sw)
                start = dealer_origin(lay, obs.dealer) if deal else None
                scene.motion.place(item, spot, ms, False, start,
                                   delay=delays[i] if i < len(delays) else 0)

    def _place_piles(self, obs: Observation, lay: TableLayout) -> None:
        scene = self.scene
        for seat in range(obs.rules.players):
            won = obs.tricks_won[seat] if obs.played else 0
            if scene.trick.sweeping and seat == obs.leader:
                won -= 1  # the trick being swept arrives with the sweep
            items = scene.back_items(f"pile{seat}", max(0, min(won, 4)))
            for item, spot in zip(items, pile_spots(lay, seat, len(items)), strict=True):
                item.set_width(lay.sw)
                scene.motion.place(item, spot, 0, False)

    def _place_talon_backs(self, obs: Observation, lay: TableLayout, ms: int,
                           deal: bool) -> None:
        scene = self.scene
        talon_backs = 0
        if obs.phase is Phase.AUCTION or (obs.hand_game and obs.phase is not Phase.DONE):
            talon_backs = 2
        delays = deal_delays(obs, scene.speed).get(None, []) if deal else []
        for i, item in enumerate(scene.back_items("talon", talon_backs)):
            item.set_width(lay.cw)
            start = dealer_origin(lay, obs.dealer) if deal else None
            scene.motion.place(item, lay.talon(i), ms, False, start,
                               delay=delays[i] if i < len(delays) else 0)
