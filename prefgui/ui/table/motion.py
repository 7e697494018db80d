"""Every card's move on the table: at once, animated, or after a delay (the deal).

The scene's layers say where each card belongs; :class:`CardMotion` shows it there and counts
the moves still waiting for their delay, so that the scene knows when everything has come to
rest (``animations_finished``). The animation itself is the card's (``CardItem.animate_to``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QPointF, QTimer

from prefgui.ui.table import timing
from prefgui.ui.table.card_item import CardItem
from prefgui.ui.table.layout import Spot

__all__ = ["CardMotion"]


class CardMotion:
    """Shows cards at their places for one scene.

    Args:
        scene: the scene whose cards move (a delayed move is dropped with it).
        settled: called when a delayed move has begun (the scene checks whether all rests).
    """

    def __init__(self, scene: QObject, settled: Callable[[], None]) -> None:
        self._scene = scene
        self._settled = settled
        self.pending = 0  # moves still waiting for their delay
        # The delayed moves of one layout by delay: one timer for each packet of the deal.
        self._batches: dict[int, list[tuple[CardItem, Spot, int, bool]]] = {}

    def new_layout(self) -> None:
        """The table is laid out anew: its delayed moves wait on timers of their own (those
        of the layout before keep theirs)."""
        self._batches = {}

    def show(self, item: CardItem, spot: Spot, ms: int, face_up: bool,
             start: Spot | tuple[float, float] | None = None, delay: int = 0) -> None:
        """Show ``item`` and move it to ``spot`` in ``ms`` (from ``start`` if given, after
        ``delay``)."""
        if start is not None:
            x, y = (start.x, start.y) if isinstance(start, Spot) else start
            item.setPos(QPointF(x, y))
            item.setRotation(0)
        if not item.isVisible():
            item.setVisible(True)
        item.refresh()
        if delay > 0 and ms > 0:
            item.home = spot
            item.face_up = face_up
            self.pending += 1
            batch = self._batches.get(delay)
            if batch is None:
                batch = self._batches[delay] = []
                QTimer.singleShot(delay, self._scene, lambda: self._delayed(batch))
            batch.append((item, spot, ms, face_up))
            return
        item.animate_to(spot, ms, face_up)

    def place(self, item: CardItem, spot: Spot, ms: int, face_up: bool,
              start: Spot | tuple[float, float] | None = None, delay: int = 0) -> None:
        """``show`` with the item's marks cleared first (a card placed anew)."""
        item.clear_marks()
        self.show(item, spot, ms, face_up, start, delay)

    def later(self, delay: int, step: Callable[[], None]) -> None:
        """Run ``step`` (it shows cards) after ``delay`` ms, counted as a move still waiting
        so that the table is busy until it has run (dropped with the scene)."""
        self.pending += 1
        QTimer.singleShot(delay, self._scene, lambda: self._step(step))

    def prepare(self, items: list[CardItem]) -> None:
        """Make the move animations of ``items`` ahead, a few every ``timing.FACES_AHEAD``
        ms, so that cards seen for the first time (every hand turned up at the end of a
        deal) do not make theirs all in one frame."""
        if not items:
            return
        for item in items[:4]:
            item.prepare_flight()
        QTimer.singleShot(timing.FACES_AHEAD, self._scene, lambda: self.prepare(items[4:]))

    def _step(self, step: Callable[[], None]) -> None:
        self.pending -= 1
        step()
        self._settled()

    def _delayed(self, batch: list[tuple[CardItem, Spot, int, bool]]) -> None:
        for item, spot, ms, face_up in batch:
            self.pending -= 1
            item.animate_to(spot, ms, face_up)
        self._settled()
