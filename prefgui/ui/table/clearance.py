"""How far the side seats' name plates and call bubbles reach into the table.

The decision panel sits between the side seats; it must leave their name plates and the
bubbles beside them free, whatever their texts' widths (a long name, a long call, a
larger font). The hands' room is the layout's (``TableLayout.side_room``); the plates and
bubbles are measured here, from the items as drawn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from prefgui.ui.table.scene import TableScene

GAP = 8.0  # px between the panel and a plate or bubble


def side_reach(scene: TableScene) -> float:
    """The widest reach of a side seat's plate or bubble from its edge of the table, with a
    gap (0 before the first layout)."""
    lay = scene.layout
    if lay is None:
        return 0.0
    reach = 0.0
    for seat, side in lay.sides.items():
        if side not in ("left", "right"):
            continue
        items = [scene.plates.get(seat), scene.bubbles.get(seat)]
        for item in items:
            if item is None or not item.isVisible() or item.boundingRect().isEmpty():
                continue
            r = item.sceneBoundingRect()
            reach = max(reach, r.right() if side == "left" else lay.w - r.left())
    return reach + GAP if reach else 0.0
