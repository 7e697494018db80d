"""The hands this seat may see (:class:`~prefgui.ui.table.hands.Hands`): an open declarer's,
the Russian open whist's (the lone whister plays the passer's cards, marked for him as his
own), and at the end of a deal the hands turned up one after another."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from prefgui.engine.cards import iter_cards
from prefgui.engine.observation import Observation
from prefgui.engine.state import Phase
from prefgui.ui.table import timing
from prefgui.ui.table.layout import TableLayout

if TYPE_CHECKING:
    from prefgui.ui.table.scene import TableScene

__all__ = ["OpenHands"]


class OpenHands:
    """Places the open hands of one scene, each in ``order`` (the hands' display order);
    ``backs_again`` lays the backs out again once a hand has turned up (its backs go)."""

    def __init__(self, scene: TableScene, order: Callable[[int], list[int]],
                 backs_again: Callable[[Observation, TableLayout], None]) -> None:
        self.scene = scene
        self._order = order
        self._backs_again = backs_again
        # The hands turned up together (the end of a deal) come one after another: those
        # still to come, by seat (their backs stay until then), and the layout they are for.
        self._turning: dict[int, int] = {}
        self._layouts = 0

    def still_hidden(self, seat: int) -> int:
        """The cards of ``seat``'s hand still to be turned up (shown as backs meanwhile)."""
        return self._turning.get(seat, 0)

    def place(self, obs: Observation, prev: Observation | None, lay: TableLayout, ms: int,
              placed: set[int]) -> None:
        """The hands this seat may see (an open declarer's), added to ``placed``. At the
        end of a deal the hands turned up together since ``prev`` are turned up one after
        another, ``timing.TURN_UP`` apart, when the table animates (during the play a hand
        laid open, a misère's catchers' included, is shown at once)."""
        scene = self.scene
        self._layouts += 1
        self._turning = {}
        layout = self._layouts
        before = {seat for seat, _mask in prev.exposed} if prev is not None else set()
        turned = ([seat for seat, _mask in obs.exposed if seat not in before]
                  if obs.phase is Phase.DONE else [])
        for seat, mask in obs.exposed:
            placed.update(iter_cards(mask))
            k = turned.index(seat) if seat in turned else 0
            if k == 0 or ms <= 0:
                self._place_hand(obs, lay, seat, mask, ms)
                continue
            self._turning[seat] = mask.bit_count()  # its backs stay until it turns up
            scene.motion.later(k * timing.scaled(timing.TURN_UP, scene.speed),
                               partial(self._turn_up, layout, seat, mask, ms))

    def _turn_up(self, layout: int, seat: int, mask: int, ms: int) -> None:
        """``seat``'s hand turned up, if the table has not been laid out anew meanwhile."""
        scene = self.scene
        if layout != self._layouts or scene.obs is None or scene.layout is None:
            return
        self._turning.pop(seat, None)
        self._place_hand(scene.obs, scene.layout, seat, mask, ms)
        self._backs_again(scene.obs, scene.layout)

    def _place_hand(self, obs: Observation, lay: TableLayout, seat: int, mask: int,
                    ms: int) -> None:
        scene = self.scene
        choice = scene.choice
        # The Russian open whist: the lone whister plays the passer's cards too.
        mine = seat in getattr(obs, "controlled", ()) and obs.turn == seat
        cards = self._order(mask)
        for card, spot in zip(cards, lay.hand(seat, len(cards), face_up=True), strict=True):
            item = scene.faces[card]
            item.clear_marks()
            if mine:  # marked for the player, as his own hand is
                item.legal = card in choice.legal_cards
                item.dimmed = not item.legal
                item.focused = card == choice.focus_card
                item.draggable = True
            scene.motion.show(item, spot, ms, True)
