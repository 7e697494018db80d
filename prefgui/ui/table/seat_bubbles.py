"""The seats' bubbles beside their name plates (the table's furniture): each seat's last
call, or what it says at this moment (a claim), placed where it covers no card, plate or
other bubble and stays on the table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF

from prefgui.engine.observation import Observation
from prefgui.ui.table.free_spot import card_rects, free_spot, merged
from prefgui.ui.table.history import last_call, said_text
from prefgui.ui.table.plates import InfoBadge, NamePlate

if TYPE_CHECKING:
    from prefgui.ui.table.scene import TableScene

__all__ = ["SeatBubbles"]


class SeatBubbles:
    """The bubbles of one scene's seats."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        # What a seat says at this moment beyond its call (a claim): seat -> (text, the
        # number of actions then); laid out again with the table until the play moves on.
        self.said: dict[int, tuple[str, int]] = {}

    def reposition(self) -> None:
        """Every seat's bubble placed again (the decision panel has moved over the table)."""
        cards: list[QRectF] | None = None
        for seat, bubble in self.scene.bubbles.items():
            plate = self.scene.plates.get(seat)
            if bubble.isVisible() and plate is not None:
                cards = self._position(bubble, seat, plate, cards)

    def say(self, seat: int, text: str) -> None:
        """``text`` in the bubble beside ``seat``'s name plate (until the table changes)."""
        scene = self.scene
        bubble = scene.bubbles.get(seat)
        lay = scene.layout
        if bubble is None or lay is None:
            return
        if scene.obs is not None:
            self.said[seat] = (text, len(scene.obs.history))
        size = max(11.0, lay.cw * 0.17) * 0.9
        bubble.set_lines([text], size, align_right=lay.sides[seat] == "right")
        plate = scene.plates.get(seat)
        if plate is not None:
            self._position(bubble, seat, plate)

    def place(self, obs: Observation, seat: int, plate: NamePlate, size: float,
                      cards: list[QRectF] | None = None) -> list[QRectF] | None:
        """The seat's last call, said beside its name plate (also the computer's calls
        after the human's last one). ``cards``: as for :meth:`_position`, and
        returned so."""
        scene = self.scene
        bubble = scene.bubbles.get(seat)
        if bubble is None:
            bubble = scene.bubbles[seat] = InfoBadge(bubble=True)
            bubble.setZValue(410)
            scene.addItem(bubble)
        said = last_call(obs, seat)
        text = said_text(said, obs, scene.names, scene.theme.pack) if said else ""
        now = self.said.get(seat)
        if now is not None and now[1] == len(obs.history):
            text = now[0]  # a claim said at this moment
        side = scene.layout.sides[seat] if scene.layout is not None else "bottom"
        bubble.set_lines([text] if text else [], size * 0.9, align_right=side == "right")
        if text:
            return self._position(bubble, seat, plate, cards)
        return cards

    def _position(self, bubble: InfoBadge, seat: int, plate: NamePlate,
                         cards: list[QRectF] | None = None) -> list[QRectF]:
        """Beside the seat's plate, where the bubble covers no card and stays on the table
        (beside it toward the centre, else below or above it).

        ``cards`` is where the cards lie and what the coach keeps clear (``card_rects``
        and ``coach.avoid()``) when the caller has it (the bubbles placed one after another
        while no card moves); it is returned, measured if it was not given."""
        scene = self.scene
        side = scene.layout.sides[seat] if scene.layout is not None else "bottom"
        r = plate.sceneBoundingRect()
        h = bubble.boundingRect().height()
        # Beside the plate toward the centre, else a little higher there (the human's
        # discard may lie beside the left plate), before below or above it: below the left
        # plate it lay by the human's plate and bid and read as his.
        if side == "right":  # to the left of the plate, off the hand above it
            spots = [(r.left() - 4, r.top() + 4), (r.left() - 4, r.top() - h / 2),
                     (r.left() - 4, r.top() - h + 4), (r.right(), r.bottom() + 2),
                     (r.right(), r.top() - h - 2), (r.left() - 4, r.bottom() - h + 2)]
        elif side in ("left", "top"):
            spots = [(r.right() + 4, r.top() + 4), (r.right() + 4, r.top() - h / 2),
                     (r.right() + 4, r.top() - h + 4), (r.left(), r.bottom() + 2),
                     (r.left(), r.top() - h - 2), (r.right() + 4, r.bottom() - h + 2)]
        else:
            spots = [(r.left() + 6, r.top() - h - 2), (r.right() + 4, r.top() + 4)]
        # The first of these places where the bubble covers no card, plate, badge (the pot
        # in the top right corner) or other seat's bubble (nor the decision panel over the
        # table) and stays on the table.
        others = [i.sceneBoundingRect() for i in (
            *scene.plates.values(), *(b for s, b in scene.bubbles.items() if s != seat),
            scene.contract_badge, scene.pot_badge) if i.isVisible()]
        if cards is None:
            cards = card_rects(scene) + scene.coach.avoid()
        fixed = cards
        cards = fixed + others
        table = scene.sceneRect()
        for x, y in spots:
            bubble.setPos(x, y)
            box = bubble.sceneBoundingRect()
            if table.contains(box) and not any(box.intersects(c) for c in cards):
                return fixed
        # None of them (an open hand beside the plate): the nearest free place.
        bubble.setPos(0, 0)
        box = bubble.sceneBoundingRect()
        spot = free_spot(box.size(), table, merged(cards), r.center(), 4.0)
        if spot is None:
            bubble.setPos(*spots[0])
        else:
            bubble.setPos(spot - box.topLeft())
        return fixed
