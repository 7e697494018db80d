"""The raspasy talon on the table (RULES §13.7.5): on an all-pass deal the two talon cards
lie in the middle; the first is turned face up and leads trick 1, the second leads trick 2.

The card leading the current trick lies face up in the talon's place; a card still to be
turned lies face down beside it. Only the Russian table's view
(:class:`~prefgui.ui.table.russian_view.RussianTable`) carries them; for every other deal
this part places nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from prefgui.engine.observation import Observation
from prefgui.ui.table.layout import Spot, TableLayout
from prefgui.ui.table.russian_view import RussianTable

if TYPE_CHECKING:
    from prefgui.ui.table.scene import TableScene

__all__ = ["RaspasyTalon"]


class RaspasyTalon:
    """Places the raspasy talon of one scene."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene

    def place(self, obs: Observation, lay: TableLayout, ms: int) -> set[int]:
        """The talon card leading the trick (face up) and those still to be turned (face
        down); returns the faces placed."""
        scene = self.scene
        lead = obs.talon_lead if isinstance(obs, RussianTable) else None
        waiting = obs.talon_waiting if isinstance(obs, RussianTable) else 0
        placed: set[int] = set()
        if lead is not None:
            item = scene.faces[lead]
            item.clear_marks()
            spot = lay.talon(0)  # over the card that led the trick before (kept in sight
            # while that trick is swept), turned from where it lay face down
            start = None if item.isVisible() else lay.talon(min(obs.tricks_done, 1))
            scene.motion.show(item, Spot(spot.x, spot.y, 0, 290 + obs.tricks_done), ms, True,
                              start)
            placed.add(lead)
        for i, item in enumerate(scene.back_items("raspasy_talon", waiting)):
            item.set_width(lay.cw)
            scene.motion.place(item, lay.talon(1 + i), ms, False)
        return placed
