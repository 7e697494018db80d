"""The table's furniture: the name plates, the seats' bubbles, the contract and pot badges and
the drop zone, placed for each observation.

A name plate shows the seat's name, role, tricks, the dealer's mark, whose turn it is and who
is thinking, and the balance the window gives (``balances``, with ``money_note`` as the
tooltip). Beside it a bubble says the seat's last call (and a claim:
:class:`~prefgui.ui.table.seat_bubbles.SeatBubbles`). The contract
badge in the top-left corner keeps the auction (:mod:`prefgui.ui.table.contract_badge`),
shortened until it fits its corner; the pot badge in the top-right corner shows the pot or
bank.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF

from prefgui.engine.observation import Observation
from prefgui.engine.state import Phase
from prefgui.ui.table.contract_badge import fit_contract_badge
from prefgui.ui.table.layout import TableLayout
from prefgui.ui.table.plates import NamePlate
from prefgui.ui.table.seat_bubbles import SeatBubbles
from prefgui.ui.words import texts
from prefgui.ui.words.texts import tr

if TYPE_CHECKING:
    from prefgui.ui.table.scene import TableScene

__all__ = ["TableFurniture"]


def _signed(x: object) -> str:
    if isinstance(x, int | float) and x > 0:
        return f"+{x}"
    return str(x).replace("-", "−")


class TableFurniture:
    """Places the plates, bubbles, badges and drop zone of one scene."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        # Set by the window: every player's balance, the pot or bank now, and a sentence
        # on where the balances come from (shown as the name plates' tooltip).
        self.balances: tuple[object, ...] = ()
        self.pot: object | None = None
        self.money_note = ""
        self.seat_bubbles = SeatBubbles(scene)

    def place(self, obs: Observation, lay: TableLayout) -> None:
        """Every plate, bubble and badge for ``obs``, and the drop zone."""
        scene = self.scene
        size = max(11.0, lay.cw * 0.17)
        pack = scene.theme.pack
        names = scene.names
        scene.table_items.keep_seats(obs.rules.players)
        for seat in range(obs.rules.players):
            plate = scene.plates.get(seat)
            if plate is None:
                plate = scene.plates[seat] = NamePlate()
                plate.setZValue(400)
                scene.addItem(plate)
            x, y, align = lay.plate(seat)
            role = texts.role_name(obs.roles[seat]) if obs.roles[seat] else ""
            tricks = ""
            if obs.phase is Phase.PLAY or (obs.phase is Phase.DONE and obs.tricks_done):
                tricks = texts.tricks_text(obs.tricks_won[seat])
            name = names[seat] if seat < len(names) else tr("Seat {n}").format(n=seat)
            balance = _signed(self.balances[seat]) if seat < len(self.balances) else ""
            plate.set_content(name, role, tricks, seat == obs.dealer,
                              obs.turn == seat and obs.phase is not Phase.DONE,
                              scene.thinking == seat, size, align, balance)
            if plate.toolTip() != self.money_note:
                plate.setToolTip(self.money_note)
            plate.setPos(x, y)
        fit_contract_badge(scene.contract_badge, obs, names, pack, lay, size)
        scene.contract_badge.setPos(lay.margin, lay.margin)
        scene.contract_badge.setZValue(400)
        pot = obs.start_pot if self.pot is None else self.pot
        pot_lines = [f"{texts.pot_label(obs.rules)} {pot}"] if obs.rules.has_pot else []
        scene.pot_badge.set_lines(pot_lines, size, align_right=True)
        scene.pot_badge.setPos(lay.w - lay.margin, lay.margin)
        top = [scene.plates[s] for s, side in lay.sides.items() if side == "top"]
        if top and top[0].sceneBoundingRect().intersects(scene.pot_badge.sceneBoundingRect()):
            # a narrow table, four at it: the top seat's plate reaches the corner
            scene.pot_badge.setPos(lay.w - lay.margin,
                                   top[0].sceneBoundingRect().bottom() + lay.margin * 0.3)
        scene.pot_badge.setZValue(400)
        cx, cy = lay.center()
        zone = QRectF(cx - lay.cw * 1.9, cy - lay.ch * 0.95, lay.cw * 3.8, lay.ch * 2.0)
        scene.drop_zone.set_rect(zone)
        scene.drop_zone.setVisible(not scene.talon_show.area.isVisible())
        cards: list[QRectF] | None = None  # where the cards lie: measured once for all
        for seat in range(obs.rules.players):  # once every plate and badge is in place
            cards = self.seat_bubbles.place(obs, seat, scene.plates[seat], size, cards)

    def show_thinking(self, seat: int | None) -> None:
        """The thinking mark on ``seat``'s plate and on no other (None: on none)."""
        for s, plate in self.scene.plates.items():
            plate.set_thinking(s == seat)
