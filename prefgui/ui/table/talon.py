"""The talon and the discards on the table: a computer declarer's pick-up and discard shown,
the discard piles, and the human's discard area.

When a computer player takes the talon, its two cards travel from the middle of the table
into his hand (:class:`~prefgui.ui.table.talon_pickup.TalonPickUp`): face up first, turned
over where the rules show the talon to the defenders (``talon_shown``, RULES.md
§2.4/§4.5), face down where they stay hidden. His discard then
travels from his hand to a small pile by his seat, always face down (no variant shows the
discard). American ``widow_order = uspcc`` discards from the ten first and then adds the
widow (§6); the table shows the same order. With animations off the result shows at once:
the hand of twelve, the pile of two, the talon named in the history.

The human's chosen discards lie in a marked area just above his hand (not over it), and the
hand keeps its places while he chooses, so a second click hits the card that was under the
pointer. Confirmed, his discard goes face down to his own pile.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from prefgui.engine.actions import Discard, HiddenDiscard
from prefgui.engine.cards import iter_cards
from prefgui.engine.observation import Observation
from prefgui.engine.state import Phase
from prefgui.ui.table import timing
from prefgui.ui.table.layout import CARD_RATIO, Spot, TableLayout, side_hand_reach
from prefgui.ui.table.plates import ui_font
from prefgui.ui.table.talon_pickup import TalonPickUp
from prefgui.ui.words.texts import tr

if TYPE_CHECKING:
    from prefgui.ui.table.scene import TableScene


# what the observation says ----------------------------------------------------------------
def talon_waiting(obs: Observation) -> bool:
    """The declarer has not taken the talon yet (American ``uspcc``: he discards first)."""
    return (obs.phase is Phase.EXCHANGE and obs.declarer is not None and not obs.hand_game
            and obs.hand_sizes[obs.declarer] <= 10)


def talon_in_hand(obs: Observation) -> bool:
    """The declarer has taken the talon into his hand (a non-hand contract)."""
    return (obs.declarer is not None and not obs.hand_game and obs.phase is not Phase.AUCTION
            and not talon_waiting(obs))


def has_discarded(obs: Observation) -> bool:
    """The declarer's discard has been made (seen or hidden)."""
    return any(isinstance(a, Discard | HiddenDiscard) for a in obs.history)


# geometry -----------------------------------------------------------------------------------
def discard_area(lay: TableLayout, human: int) -> QRectF:
    """The human's discard area: two card places side by side just above his hand."""
    pad = lay.cw * 0.12
    top = lay.hand(human, 10)[0].y - lay.margin * 0.6 - lay.ch - 2 * pad
    width = lay.cw * 2.15 + 2 * pad
    return QRectF(lay.w / 2 - width / 2, top, width, lay.ch + 2 * pad)


def discard_spot(lay: TableLayout, human: int, i: int) -> Spot:
    """The place of the human's ``i``-th chosen discard in the discard area."""
    area = discard_area(lay, human)
    pad = lay.cw * 0.12
    return Spot(area.left() + pad + i * lay.cw * 1.15, area.top() + pad, 0, 350 + i)


def discard_pile(lay: TableLayout, seat: int, i: int) -> Spot:
    """A discarded card's place by its seat: crosswise under the seat's trick pile (inside
    the side hands; for the bottom seat in his own row, between his name plate and his hand,
    showing above his won tricks; for the top seat, under his name plate, its right edge
    showing) (drawn at ``lay.sw``)."""
    side = lay.sides[seat]
    sw, sh = lay.sw, lay.sw * CARD_RATIO
    off = i * sw * 0.08
    if side == "bottom":  # crosswise under his own trick pile, half of it showing above it:
        # in the bottom right corner, below the right-hand seat's name plate, it read as
        # that seat's (the pile's z is above the discard's)
        pile = lay.pile(seat)
        cx = pile.x + sw * 0.55
        cy = pile.y + sw * 0.1 - i * sw * 0.06
        return Spot(cx - sw / 2, cy - sh / 2, 90, 10 + i)
    if side == "top":  # crosswise under his trick pile, its right edge showing (below it
        pile = lay.pile(seat)  # the right-hand seat's pile may lie)
        return Spot(pile.x + sw * 0.12 + off, pile.y, 90, 10 + i)
    top = lay.h * 0.42 + sh / 2 + sw * 0.15
    reach = side_hand_reach(lay, seat)  # clear of the hand, face up or down
    left = reach + sw * 0.35 if side == "left" else lay.w - reach - sw * 0.35 - sh
    cx, cy = left + sh / 2 + off, top + sw / 2 + off
    return Spot(cx - sw / 2, cy - sh / 2, 90, 20 + i)


class DiscardArea(QGraphicsItem):
    """The marked area for the human's two discards, named on its top edge."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF(0, 0, 10, 10)
        self.label = ""
        self.size = 12.0
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(2)
        self.setVisible(False)

    def set_area(self, rect: QRectF, label: str, size: float) -> None:
        if (rect, label, size) == (self.rect, self.label, self.size):
            return
        self.prepareGeometryChange()
        self.rect, self.label, self.size = rect, label, size
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-4, -self.size - 4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(120, 200, 255, 170), 2, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(120, 200, 255, 22))
        radius = self.rect.width() * 0.05
        painter.drawRoundedRect(self.rect, radius, radius)
        if not self.label:
            return
        font = ui_font(self.size, True)
        fm = QFontMetricsF(font)
        w = fm.horizontalAdvance(self.label) + self.size
        box = QRectF(self.rect.center().x() - w / 2, self.rect.top() - fm.height() / 2, w,
                     fm.height())
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(14, 40, 30, 235))
        painter.drawRoundedRect(box, self.size * 0.4, self.size * 0.4)
        painter.setFont(font)
        painter.setPen(QColor(170, 220, 255))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, self.label)


class TalonShow(QObject):
    """Places the talon after the auction and the discard piles; runs the pick-up."""

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.scene = scene
        self.area = DiscardArea()
        scene.addItem(self.area)
        self.pick_up = TalonPickUp(scene)
        self._steps = 0  # waits still running
        self._generation = 0

    # queries ----------------------------------------------------------------------------
    def busy(self) -> bool:
        """The pick-up or the discard is still being shown."""
        return self._steps > 0 or self.pick_up.busy()

    def flying(self, seat: int) -> int:
        """How many of ``seat``'s cards are still on their way into his hand."""
        return self.pick_up.flying(seat)

    def panel_bottom(self, lay: TableLayout) -> float | None:
        """The lowest y the decision panel may reach while the discard area is shown."""
        if not self.area.isVisible():
            return None
        return self.area.rect.top() - self.area.size - lay.margin * 0.3

    # placing ----------------------------------------------------------------------------
    def reset(self) -> None:
        """A new deal (or an undo): whatever was being shown stops."""
        self._generation += 1
        self._steps = 0
        self.pick_up.reset()

    def place(self, obs: Observation, prev: Observation | None, lay: TableLayout, ms: int,
              new_deal: bool) -> set[int]:
        """Lay the talon, the discard area and the discard piles for ``obs``; returns the
        face cards placed (the others are hidden by the scene)."""
        if new_deal:
            self.reset()
        shown = prev is not None and not new_deal and ms > 0
        placed = self._place_area(obs, lay)
        discard_now = has_discarded(obs) and not (prev is not None and has_discarded(prev))
        placed |= self._place_discards(obs, lay, ms if shown and discard_now else 0)
        self._place_waiting_talon(obs, lay)
        d = obs.declarer
        if (shown and prev is not None and d is not None and d != self.scene.human
                and talon_in_hand(obs)
                and not talon_in_hand(prev) and d not in obs.exposed_hands):
            delay = ms + timing.scaled(timing.DISCARD_HOLD, self.scene.speed) \
                if discard_now else 0
            self.pick_up.start(obs, lay, d, delay)
        placed |= self.pick_up.cards()
        return placed

    def _place_area(self, obs: Observation, lay: TableLayout) -> set[int]:
        """The human's discard area and his chosen cards in it."""
        scene = self.scene
        mine = obs.phase is Phase.EXCHANGE and obs.turn == scene.human and bool(
            obs.legal)
        self.area.setVisible(mine)
        if not mine:
            return set()
        self.area.set_area(discard_area(lay, scene.human), tr("Discard"),
                           max(10.0, lay.cw * 0.14))
        return set()

    def _place_discards(self, obs: Observation, lay: TableLayout, ms: int) -> set[int]:
        """The declarer's discard, face down in a pile by his seat."""
        scene = self.scene
        d = obs.declarer
        discarded = d is not None and has_discarded(obs)
        for seat in range(obs.rules.players):
            if not discarded or seat != d or obs.discards is not None:
                scene.back_items(f"discard{seat}", 0)
        if d is None or not discarded:
            return set()
        if obs.discards is not None:  # the human's own discard: his cards, face down
            cards = sorted(iter_cards(obs.discards))
            items = [scene.faces[c] for c in cards]
        else:
            items = scene.back_items(f"discard{d}", 2)
        start = lay.hand_anchor(d) if ms > 0 and obs.discards is None else None
        for i, item in enumerate(items):
            item.set_width(lay.sw)
            scene.motion.place(item, discard_pile(lay, d, i), ms, False, start)
        if ms > 0:
            self._wait(ms + timing.scaled(timing.DISCARD_HOLD, scene.speed))
        return {c for c in (i.card for i in items) if c is not None}

    def _place_waiting_talon(self, obs: Observation, lay: TableLayout) -> None:
        """The talon still in the middle while an American declarer discards first."""
        scene = self.scene
        if not talon_waiting(obs):
            scene.back_items("talon-waiting", 0)
            return
        for i, item in enumerate(scene.back_items("talon-waiting", 2)):
            item.set_width(lay.cw)
            scene.motion.place(item, lay.talon(i), 0, False)

    def _wait(self, ms: int) -> None:
        """Count the scene busy for ``ms`` (the controller waits for the table)."""
        self._steps += 1
        generation = self._generation

        def done() -> None:
            if generation == self._generation:
                self._steps -= 1
                self.scene.card_settled()

        QTimer.singleShot(ms, self, done)
