"""A computer declarer's pick-up of the talon (:class:`~prefgui.ui.table.talon.TalonShow`):
its two cards turned face up in the middle where the rules show the talon, then travelling
into his hand; each step timed from the one before, so that the table counts busy until the
talon has arrived."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, QVariantAnimation
from PySide6.QtGui import QTransform

from prefgui.engine.cards import iter_cards
from prefgui.engine.observation import Observation
from prefgui.ui.table import timing
from prefgui.ui.table.card_item import CardItem
from prefgui.ui.table.layout import Spot, TableLayout

if TYPE_CHECKING:
    from prefgui.ui.table.scene import TableScene

__all__ = ["TalonPickUp", "turn_over"]


class TalonPickUp(QObject):
    """The pick-ups of one scene; ``reset`` stops the one under way."""

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.scene = scene
        self._flying: dict[int, int] = {}  # seat -> talon cards on their way to the hand
        self._moving: list[CardItem] = []
        self._steps = 0  # pick-ups still running
        self._generation = 0

    def busy(self) -> bool:
        """A pick-up is still being shown."""
        return self._steps > 0

    def flying(self, seat: int) -> int:
        """How many of ``seat``'s cards are still on their way into his hand."""
        return self._flying.get(seat, 0)

    def cards(self) -> set[int]:
        """The face cards of the talon on their way."""
        return {i.card for i in self._moving if i.card is not None}

    def reset(self) -> None:
        """Whatever was being shown stops, its cards hidden."""
        self._generation += 1
        self._flying.clear()
        for item in self._moving:
            item.stop_animation()
            item.setTransform(QTransform())
            item.setVisible(False)
        self._moving = []
        self._steps = 0

    def start(self, obs: Observation, lay: TableLayout, seat: int, delay: int) -> None:
        """The talon travels into ``seat``'s hand: turned face up first where it is shown."""
        scene = self.scene
        speed = scene.speed
        if obs.talon is not None:
            items = [scene.faces[c] for c in sorted(iter_cards(obs.talon))]
        else:
            items = scene.back_items("talon-taken", 2)
        for i, item in enumerate(items):
            item.set_width(lay.cw)
            spot = lay.talon(i)
            scene.motion.place(item, Spot(spot.x, spot.y, 0, 450 + i), 0, False)
        self._moving = items
        self._flying[seat] = len(items)
        generation = self._generation
        turn = timing.scaled(timing.TALON_TURN, speed) if obs.talon is not None else 0
        show = timing.scaled(timing.TALON_SHOW, speed) if obs.talon is not None else 0
        travel = timing.scaled(timing.TALON_TRAVEL, speed)
        spots = lay.hand(seat, 10)
        mid = spots[len(spots) // 2]
        target = Spot(mid.x, mid.y, mid.rot, 450)
        # One step after the other, each timed from the one before: the scene stays busy
        # until the talon has arrived, however late a loaded machine runs the timers (a
        # separate timer for the whole show could end before the travel does).
        self._steps += 1

        def travel_now() -> None:
            self._travel(items, target, travel, seat, generation)

        def turn_now() -> None:
            if generation == self._generation:
                self._turn_all(items, turn)
                QTimer.singleShot(turn + show, self, travel_now)

        QTimer.singleShot(delay, self, turn_now if turn else travel_now)

    def _turn_all(self, items: list[CardItem], ms: int) -> None:
        for item in items:
            turn_over(item, ms)

    def _travel(self, items: list[CardItem], target: Spot, ms: int, seat: int,
                generation: int) -> None:
        if generation != self._generation:
            return
        for item in items:
            item.setTransform(QTransform())
            item.animate_to(target, ms)
        QTimer.singleShot(ms + timing.SETTLE_MARGIN // 2, self,
                          lambda: self._arrived(seat, generation))

    def _arrived(self, seat: int, generation: int) -> None:
        if generation != self._generation:
            return
        for item in self._moving:
            item.stop_animation()
            item.setVisible(False)
        self._moving = []
        self._flying.pop(seat, None)
        self._steps -= 1
        self.scene.talon_arrived()


def turn_over(item: CardItem, ms: int) -> None:
    """Turn ``item`` face up about its vertical axis in ``ms`` milliseconds."""
    anim = QVariantAnimation(item)
    anim.setDuration(ms)
    anim.setStartValue(0.0)
    anim.setEndValue(1.0)
    w = item.width

    def step(value: object) -> None:
        v = float(value)  # type: ignore[arg-type]
        if v >= 0.5 and not item.face_up:
            item.face_up = True
            item.update()
        sx = max(abs(1.0 - 2.0 * v), 0.04)
        item.setTransform(QTransform().translate(w / 2, 0).scale(sx, 1).translate(-w / 2, 0))

    def done() -> None:
        item.setTransform(QTransform())
        item.set_cached(True)

    item.set_cached(False)  # painted directly while it turns (see CardItem.set_cached)
    anim.valueChanged.connect(step)
    anim.finished.connect(done)
    anim.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)
