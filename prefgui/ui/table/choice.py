"""The human's choice of cards on the table: by mouse and by keyboard.

In play, the first legal card has the keyboard (the arrows move it, Enter plays it); a
click chooses the keyboard's card among the legal ones, a double-click (or Enter)
plays it (the scene's ``card_activated``), and a card dropped on the drop zone is played
(``card_dropped``); dropped elsewhere it glides back. While he discards, a click or a drag
towards the discard area chooses a card for the discard and a second one puts it back
(``discards_changed``); at most two are chosen, a third replaces the first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPointF

from prefgui.engine.actions import Play
from prefgui.engine.observation import Observation
from prefgui.engine.state import Phase
from prefgui.ui.table import timing
from prefgui.ui.table.card_item import CardItem
from prefgui.ui.table.hands import display_order
from prefgui.ui.words.texts import tr

if TYPE_CHECKING:
    from prefgui.ui.table.scene import TableScene

__all__ = ["HandChoice"]


class HandChoice(QObject):
    """The playable cards, the discard being chosen and the keyboard's card of one scene.

    A QObject child of the scene, so that the cards' signals reach its methods without
    holding the scene alive.
    """

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.scene = scene
        self.legal_cards: set[int] = set()
        self.discard_selection: list[int] = []
        self.focus_card: int | None = None

    def reset_for(self, obs: Observation, new_deal: bool) -> None:
        """The discard selection, the playable cards and the keyboard focus for ``obs``."""
        if new_deal or obs.phase is not Phase.EXCHANGE:
            self.discard_selection = []
        self.legal_cards = {a.card for a in obs.legal if isinstance(a, Play)}
        if self.focus_card not in self.legal_cards:
            # The first playable card has the keyboard at once: Enter plays it, the arrows
            # move on from it (before, Enter did nothing until an arrow chose a card).
            order = self._order(obs)
            self.focus_card = order[0] if order else None

    # the mouse --------------------------------------------------------------------------
    def on_drag_started(self, _item: CardItem) -> None:
        self.scene.drop_zone.set_lit(True, tr("Drop here to play"))

    def on_dropped(self, item: CardItem, pos: QPointF) -> None:
        scene = self.scene
        scene.drop_zone.set_lit(False)
        card = item.card
        if card is None:
            return
        if scene.obs is not None and scene.obs.phase is Phase.EXCHANGE:
            self.toggle_discard(card, to_discard=self._near_discard(pos))
            return
        if scene.drop_zone.rect.contains(pos):
            scene.card_dropped.emit(card)
        else:
            self.return_card(card)

    def _near_discard(self, pos: QPointF) -> bool:
        lay = self.scene.layout
        if lay is None:
            return False
        return pos.y() < lay.hand(self.scene.human, 10)[0].y - lay.ch * 0.3

    def on_clicked(self, item: CardItem) -> None:
        """A click chooses a discard (exchange) or the keyboard's card (play)."""
        scene = self.scene
        if item.card is None or scene.obs is None:
            return
        if scene.obs.phase is Phase.EXCHANGE:
            self.toggle_discard(item.card, item.card not in self.discard_selection)
        elif item.card in self.legal_cards:
            self.focus_card = item.card
            scene.sync(scene.obs, animate=False)

    def on_activated(self, item: CardItem) -> None:
        """A double-click plays the card."""
        scene = self.scene
        if item.card is None or scene.obs is None or scene.obs.phase is Phase.EXCHANGE:
            return
        scene.card_activated.emit(item.card)

    def toggle_discard(self, card: int, to_discard: bool) -> None:
        """Choose ``card`` for the discard (``to_discard``) or put it back in the hand."""
        sel = self.discard_selection
        if to_discard and card not in sel:
            if len(sel) >= 2:
                sel.pop(0)
            sel.append(card)
        elif not to_discard and card in sel:
            sel.remove(card)
        scene = self.scene
        if scene.obs is not None:
            scene.sync(scene.obs, animate=True)
        scene.discards_changed.emit()

    def return_card(self, card: int) -> None:
        """An illegal card glides back to its place in the hand."""
        scene = self.scene
        item = scene.faces[card]
        item.animate_to(item.home, timing.scaled(timing.RETURN, scene.speed) or 1)

    # the keyboard -----------------------------------------------------------------------
    def _order(self, obs: Observation) -> list[int]:
        """The legal cards in the order the hand shows them."""
        mask = obs.hand
        for _seat, cards in obs.exposed:  # the passer's cards in the open whist
            mask |= cards
        return [c for c in display_order(mask) if c in self.legal_cards]

    def move_focus(self, step: int) -> None:
        """The keyboard's card moves ``step`` places among the legal cards."""
        scene = self.scene
        if not self.legal_cards or scene.obs is None:
            return
        order = self._order(scene.obs)
        if self.focus_card not in order:
            self.focus_card = order[0 if step > 0 else -1]
        else:
            i = order.index(self.focus_card)
            self.focus_card = order[(i + step) % len(order)]
        scene.sync(scene.obs, animate=False)

    def activate_focus(self) -> None:
        """Enter plays the keyboard's card."""
        if self.focus_card is not None:
            self.scene.card_activated.emit(self.focus_card)
