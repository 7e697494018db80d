"""The table's furniture: the name plates, the seats' bubbles, the contract and pot badges and
the drop zone, placed for each observation.

A name plate shows the seat's name, role, tricks, the dealer's mark, whose turn it is and who
is thinking, and the balance the window gives (``balances``, with ``money_note`` as the
tooltip). Beside it a bubble says the seat's last call (and a claim, ``say``). The contract
badge in the top-left corner keeps the auction (:mod:`prefgui.ui.table.history`), shortened
until it fits its corner; the pot badge in the top-right corner shows the pot or bank.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF

from prefgui.engine.observation import Observation
from prefgui.engine.state import Phase
from prefgui.ui.table.free_spot import card_rects, free_spot, merged
from prefgui.ui.table.furniture_places import badge_room
from prefgui.ui.table.history import (
    auction_calls,
    call_lines,
    contract_lines,
    extra_lines,
    last_call,
    recent_calls,
    said_text,
    seat_name,
)
from prefgui.ui.table.layout import TableLayout
from prefgui.ui.table.plates import InfoBadge, NamePlate
from prefgui.ui.words import texts
from prefgui.ui.words.texts import tr

if TYPE_CHECKING:
    from prefgui.ui.table.scene import TableScene

__all__ = ["TableFurniture"]


def _signed(x: object) -> str:
    if isinstance(x, int | float) and x > 0:
        return f"+{x}"
    return str(x).replace("-", "−")


def _with_extra(make: Callable[[], tuple[list[str], int]], extra: list[str]
                ) -> tuple[list[str], int]:
    lines, small_from = make()
    return lines + extra, small_from


class TableFurniture:
    """Places the plates, bubbles, badges and drop zone of one scene."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        # Set by the window: every player's balance, the pot or bank now, and a sentence
        # on where the balances come from (shown as the name plates' tooltip).
        self.balances: tuple[object, ...] = ()
        self.pot: object | None = None
        self.money_note = ""
        # What a seat says at this moment beyond its call (a claim): seat -> (text, the
        # number of actions then); laid out again with the table until the play moves on.
        self.said: dict[int, tuple[str, int]] = {}

    def place(self, obs: Observation, lay: TableLayout) -> None:
        """Every plate, bubble and badge for ``obs``, and the drop zone."""
        scene = self.scene
        size = max(11.0, lay.cw * 0.17)
        pack = scene.theme.pack
        names = scene.names
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
        self._fit_contract_badge(obs, pack, lay, size)
        scene.contract_badge.setPos(lay.margin, lay.margin)
        scene.contract_badge.setZValue(400)
        pot = obs.start_pot if self.pot is None else self.pot
        pot_lines = [f"{texts.pot_label(obs.rules)} {pot}"] if obs.rules.has_pot else []
        scene.pot_badge.set_lines(pot_lines, size, align_right=True)
        scene.pot_badge.setPos(lay.w - lay.margin, lay.margin)
        scene.pot_badge.setZValue(400)
        cx, cy = lay.center()
        zone = QRectF(cx - lay.cw * 1.9, cy - lay.ch * 0.95, lay.cw * 3.8, lay.ch * 2.0)
        scene.drop_zone.set_rect(zone)
        scene.drop_zone.setVisible(not scene.talon_show.area.isVisible())
        cards: list[QRectF] | None = None  # where the cards lie: measured once for all
        for seat in range(obs.rules.players):  # once every plate and badge is in place
            cards = self._place_bubble(obs, seat, scene.plates[seat], size, cards)

    def reposition_bubbles(self) -> None:
        """Every seat's bubble placed again (the decision panel has moved over the table)."""
        cards: list[QRectF] | None = None
        for seat, bubble in self.scene.bubbles.items():
            plate = self.scene.plates.get(seat)
            if bubble.isVisible() and plate is not None:
                cards = self._position_bubble(bubble, seat, plate, cards)

    def show_thinking(self, seat: int | None) -> None:
        """The thinking mark on ``seat``'s plate and on no other (None: on none)."""
        for s, plate in self.scene.plates.items():
            plate.set_thinking(s == seat)

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
            self._position_bubble(bubble, seat, plate)

    def _place_bubble(self, obs: Observation, seat: int, plate: NamePlate, size: float,
                      cards: list[QRectF] | None = None) -> list[QRectF] | None:
        """The seat's last call, said beside its name plate (also the computer's calls
        after the human's last one). ``cards``: as for :meth:`_position_bubble`, and
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
            return self._position_bubble(bubble, seat, plate, cards)
        return cards

    def _position_bubble(self, bubble: InfoBadge, seat: int, plate: NamePlate,
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
        if side == "right":  # to the left of the plate, off the hand above it
            spots = [(r.left() - 4, r.top() + 4), (r.right(), r.bottom() + 2),
                     (r.right(), r.top() - h - 2), (r.left() - 4, r.bottom() - h + 2)]
        elif side in ("left", "top"):
            spots = [(r.right() + 4, r.top() + 4), (r.left(), r.bottom() + 2),
                     (r.left(), r.top() - h - 2), (r.right() + 4, r.bottom() - h + 2)]
        else:
            spots = [(r.left() + 6, r.top() - h - 2), (r.right() + 4, r.top() + 4)]
        # The first of these places where the bubble covers no card, plate or other seat's
        # bubble (nor the decision panel over the table) and stays on the table.
        others = [i.sceneBoundingRect() for i in (
            *scene.plates.values(), *(b for s, b in scene.bubbles.items() if s != seat))
            if i.isVisible()]
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
        badges = [i.sceneBoundingRect() for i in (scene.contract_badge, scene.pot_badge)
                  if i.isVisible()]
        spot = free_spot(box.size(), table, merged(cards + badges), r.center(), 4.0)
        if spot is None:
            bubble.setPos(*spots[0])
        else:
            bubble.setPos(spot - box.topLeft())
        return fixed

    def _fit_contract_badge(self, obs: Observation, pack: str, lay: TableLayout,
                            size: float) -> None:
        """The contract and the auction in the top-left corner, shortened until the badge
        fits its room (``furniture_places.badge_room``): a long auction shows its last calls,
        and the whole auction is the badge's tooltip."""
        names = self.scene.names
        calls = call_lines(obs, names, pack)
        full = contract_lines(obs, names, pack)
        head = full[:len(full) - len(calls)]
        # The talon and the announcements after the declaration are kept while the
        # auction's calls are shortened; only when nothing else fits do they go too.
        extra = extra_lines(obs, names, pack)
        calls = calls[:len(calls) - len(extra)]
        said = auction_calls(obs)
        # The shortened forms, each made only when the ones before it do not fit (the
        # full badge mostly does): each a function giving its lines and where the small
        # lines begin.
        recent = functools.cache(lambda k: recent_calls(obs, names, pack, k))
        short: list[Callable[[], tuple[list[str], int]]] = []
        if said:
            if len(calls) > 1:  # the seats' lines side by side
                short.append(lambda: (head + ["  ·  ".join(calls)], len(head)))
            short += [functools.partial(lambda k: (head + [recent(k)], len(head)), k)
                      for k in (4, 3, 2, 1) if k < len(said)]
            if len(head) > 1:  # the title and the highest bid on one line
                short += [functools.partial(lambda k: ([" — ".join(head), recent(k)], 1), k)
                          for k in (3, 2, 1) if k <= len(said)]
        keeping: list[Callable[[], tuple[list[str], int]]] = [lambda: (full, len(head))]
        keeping += [functools.partial(_with_extra, f, extra) for f in short]
        if extra and len(head) > 1:  # the announcements rather than the calls
            keeping.append(lambda: ([" — ".join(head), *extra], 1))
        groups = [keeping, short] if extra else [keeping]
        left = next((seat for seat, side in lay.sides.items() if side == "left"), -1)
        max_w, max_h = badge_room(lay, dict(obs.exposed).get(left, 0).bit_count())
        badge = self.scene.contract_badge
        tries = [(make, scale) for group in groups
                 for scale in (1.0, 0.85, 0.72) for make in group]
        # Measured apart: the badge itself changes once (and is painted again only then).
        chosen: tuple[list[str], int, float] | None = None
        for make, scale in tries:
            lines, small_from = make()
            rect = InfoBadge.measure(lines, size * scale, small_from)
            if rect.width() <= max_w and rect.height() <= max_h:
                chosen = (lines, small_from, scale)
                break
        if chosen is None:  # nothing fits: the shortest
            chosen = (*tries[-1][0](), tries[-1][1]) if tries else (full, 99, 1.0)
        lines, small_from, scale = chosen
        badge.set_lines(lines, size * scale, small_from=small_from)
        shortened = badge.lines != full
        tip = "\n".join([tr("Auction"), *(
            f"{seat_name(names, a.seat)}: {texts.action_label(a, obs.rules, pack)}"
            for a in said),
            *extra]) if shortened and said else ""
        if badge.toolTip() != tip:
            badge.setToolTip(tip)
