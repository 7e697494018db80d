"""The trick on the table: the cards played to it, and a completed trick swept to its winner.

Each card of the trick in play lies in front of the seat that played it, the winning one
marked. A completed trick stays for ``pause`` ms (or until the player clicks the table),
then sweeps face down to its winner's pile, which grows when the sweep arrives. "Show last
trick" lays the last complete trick on the table again, a little aside.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer

from prefgui.engine.observation import Observation
from prefgui.engine.play import winning_index
from prefgui.engine.russian.play import last_trick_winner, talon_trick_best
from prefgui.engine.tricks import trick_order
from prefgui.ui.table import timing
from prefgui.ui.table.layout import Spot, TableLayout
from prefgui.ui.table.russian_view import RussianTable

if TYPE_CHECKING:
    from prefgui.ui.table.scene import TableScene

__all__ = ["TrickView"]


class TrickView:
    """The trick of one scene: placed, completed, swept."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        # A complete trick stays until this pause is over or the player clicks the table.
        self.pause = timing.TRICK_PAUSE
        self.shown = 0  # the tricks completed and shown so far in this deal
        self.sweeping = False
        self._sweep_timer = QTimer(scene)
        self._sweep_timer.setSingleShot(True)
        self._sweep_timer.timeout.connect(self._sweep_due)
        self._sweep_now: Callable[[], None] | None = None
        self._epoch = 0  # bumped by reset(): a sweep of the position before it is dropped

    def new_deal(self, obs: Observation) -> None:
        """A new deal is shown: its completed tricks are not swept again."""
        self.shown = obs.tricks_done

    def completing(self, obs: Observation) -> bool:
        """``obs`` completes a trick not shown complete yet."""
        return obs.tricks_done > self.shown and bool(obs.last_trick)

    def place(self, obs: Observation, lay: TableLayout, ms: int, placed: set[int]) -> None:
        """The cards of the trick in play, each in front of the seat that played it."""
        if not obs.trick:
            return
        scene = self.scene
        best = _best_so_far(obs)
        talon = obs.talon_lead if isinstance(obs, RussianTable) else None
        if talon is not None:  # the raspasy talon card leading: with four, the dealer's
            scene.faces[talon].winning = best == talon
        for seat, card in zip(trick_order(obs), obs.trick, strict=False):
            item = scene.faces[card]
            item.clear_marks()
            item.winning = card == best
            origin = lay.hand_anchor(seat) if not item.isVisible() else None
            spot = lay.trick(seat)
            scene.motion.show(item, spot, ms, True, origin)
            placed.add(card)

    def show_completed(self, obs: Observation, lay: TableLayout, animate: bool) -> None:
        """The trick just completed, its winner marked; swept after the pause."""
        scene = self.scene
        self.shown = obs.tricks_done
        trick = obs.last_trick
        winner, talon = _completed_winner(obs)
        ms = timing.scaled(timing.PLAY_CARD, scene.speed) if animate else 0
        swept = [c for _, c in trick]
        if talon is not None:  # the raspasy talon card that led it: the dealer's trick (four
            # at the table) when nobody beat it, and it goes to his pile with the trick
            scene.faces[talon].winning = winner is not None and winner not in dict(trick)
            if scene.faces[talon].winning:
                swept.append(talon)
        for seat, card in trick:
            item = scene.faces[card]
            item.clear_marks()
            item.winning = seat == winner
            start = lay.hand_anchor(seat) if not item.isVisible() else None
            spot = lay.trick(seat)
            scene.motion.show(item, spot, ms, True, start)
        if not animate or scene.speed == "off":
            self._finish_sweep()
            return
        self.sweeping = True
        pile = lay.pile(winner) if winner is not None else lay.talon(0)  # nobody's: set aside
        self._sweep_now = lambda: self._sweep(swept, pile)
        self._sweep_timer.start(timing.scaled(self.pause, scene.speed) + ms)

    def waiting(self) -> bool:
        """A complete trick lies on the table, waiting for the pause or a click."""
        return self._sweep_timer.isActive()

    def take_now(self) -> bool:
        """The player clicked the table: a waiting trick is swept at once (False: none)."""
        if not self._sweep_timer.isActive():
            return False
        self._sweep_timer.stop()
        self._sweep_due()
        return True

    def reset(self) -> None:
        """Forget the trick shown: a sweep under way is dropped."""
        self._epoch += 1
        self._sweep_timer.stop()
        self._sweep_now = None
        self.sweeping = False

    def _sweep_due(self) -> None:
        sweep, self._sweep_now = self._sweep_now, None
        if sweep is not None:
            sweep()

    def _sweep(self, cards: list[int], pile: Spot) -> None:
        scene = self.scene
        ms = timing.scaled(timing.SWEEP, scene.speed)
        for card in cards:
            scene.faces[card].animate_to(pile, ms, False)
        epoch = self._epoch
        QTimer.singleShot(ms + timing.SETTLE_MARGIN, scene,
                          lambda: self._finish_sweep() if epoch == self._epoch else None)

    def _finish_sweep(self) -> None:
        scene = self.scene
        self.sweeping = False
        if scene.obs is not None:
            # The swept cards go, and whatever else was kept in sight while they were swept
            # (a raspasy talon card that led the trick stayed face up over the next one).
            scene.table_items.hide_unplaced()
            if scene.layout is not None:
                scene.hands.place_backs(scene.obs, scene.layout, 0, False)
        scene.card_settled()

    def show_last(self) -> bool:
        """Lay the last complete trick on the table again (its winner marked) until the
        next change of the table or a click; False if no trick is complete yet."""
        scene = self.scene
        obs, lay = scene.obs, scene.layout
        if obs is None or lay is None or not obs.last_trick or self.sweeping:
            return False
        winner, _talon = _completed_winner(obs)
        cx, cy = lay.center()
        for i, (seat, card) in enumerate(obs.last_trick):
            item = scene.faces[card]
            item.clear_marks()
            item.winning = seat == winner
            spot = lay.trick(seat)
            # a little up and aside, so that a trick in progress stays readable
            item.setVisible(True)
            item.animate_to(Spot(spot.x + (cx - spot.x) * 0.2 - lay.cw * 0.3,
                                 spot.y - lay.ch * 0.35, 0, 600 + i), 0, True)
            item.update()
        return True


def _best_so_far(obs: Observation) -> int | None:
    """The card winning the trick in play so far (None: none yet). A raspasy talon card
    leading it names the suit (a card of another suit never wins) and, with four at the
    table, is the dealer's card: it wins until a card of its suit beats it."""
    talon = obs.talon_lead if isinstance(obs, RussianTable) else None
    if talon is None:
        trump = obs.contract.trump if obs.contract is not None else None
        return obs.trick[winning_index(obs.trick, trump)]
    return talon_trick_best(obs.rules.players, obs.trick, talon)


def _completed_winner(obs: Observation) -> tuple[int | None, int | None]:
    """Who won the trick just completed (None: a raspasy talon trick nobody's), and the
    raspasy talon card that led it, if one did (the next leader is not always the winner:
    the forehand leads both talon tricks)."""
    if isinstance(obs, RussianTable) and obs.ru is not None:
        last = obs.ru.last_trick
        talon = last[0][1] if last and last[0][0] < 0 else None
        return last_trick_winner(obs.ru), talon
    return (obs.leader if obs.leader is not None else obs.last_trick[0][0]), None
