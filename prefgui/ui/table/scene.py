"""The table scene: draws one seat's Observation; knows no rules (after KPat's KCardScene).

``sync(obs)`` computes where every card belongs and animates what moved. The scene owns every
item on the table (the 32 faces, the backs, the plates, bubbles and badges, the drop zone and
the coach's bubble: :class:`~prefgui.ui.table.table_items.TableItems`) and settles when
everything has come to rest; its layers place them:

- :class:`~prefgui.ui.table.hands.Hands` (``hands``): the human's hand, the hands this seat
  may see, the others' backs, the trick piles and a closed talon;
- :class:`~prefgui.ui.table.trick.TrickView` (``trick``): the trick in play, and a completed
  trick that stays a moment, then sweeps to its winner;
- :class:`~prefgui.ui.table.talon.TalonShow` (``talon_show``): the talon's way into a computer
  declarer's hand, the discard piles and the human's discard area;
- :class:`~prefgui.ui.table.raspasy_talon.RaspasyTalon` (``raspasy_talon``): the Russian
  all-pass deal's talon cards, turned to lead the first tricks;
- :class:`~prefgui.ui.table.furniture.TableFurniture` (``furniture``): name plates, the seats'
  bubbles, the contract and pot badges, the drop zone;
- :class:`~prefgui.ui.table.coach_marks.CoachMarks` (``coach``): the coach's bubble, the cards
  it recommends, a drill's values on the cards;
- :class:`~prefgui.ui.table.choice.HandChoice` (``choice``): the human's choice by mouse and
  keyboard;
- :class:`~prefgui.ui.table.motion.CardMotion` (``motion``): every card's move, at once,
  animated or after a delay.

The scene emits ``card_dropped(card)`` when the player drops a card on the trick area,
``card_activated(card)`` on a double-click or Enter, ``discards_changed`` while he chooses his
discard, ``advice_dismissed`` when he closes the coach's bubble, and ``animations_finished``
when everything has come to rest.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from prefgui.engine.observation import Observation
from prefgui.ui.table import timing
from prefgui.ui.table.card_item import CardItem
from prefgui.ui.table.choice import HandChoice
from prefgui.ui.table.coach_marks import CoachMarks
from prefgui.ui.table.felt import paint_felt
from prefgui.ui.table.furniture import TableFurniture
from prefgui.ui.table.hands import Hands
from prefgui.ui.table.layout import TableLayout, seat_sides
from prefgui.ui.table.motion import CardMotion
from prefgui.ui.table.raspasy_talon import RaspasyTalon
from prefgui.ui.table.settling import Settling
from prefgui.ui.table.table_items import TableItems
from prefgui.ui.table.talon import TalonShow
from prefgui.ui.table.theme import CardTheme
from prefgui.ui.table.trick import TrickView


def _layout_for(table: QRectF, obs: Observation, human: int) -> TableLayout:
    """The layout of a table of this size, ``human`` at the bottom, the others in the
    direction of play (the hands lying open known: the piles beside them keep clear; with
    four at the table the talon lies before the dealer, who sits out)."""
    clockwise = obs.rules.options.get("direction", "cw") == "cw"
    sides = seat_sides(obs.rules.players, human, clockwise)
    sitting_out = obs.rules.players == 4  # the dealer: the talon lies before him
    return TableLayout(table.width(), table.height(), sides,
                       frozenset(seat for seat, _mask in obs.exposed),
                       sides[obs.dealer] if sitting_out else "top")


def _is_new_deal(prev: Observation | None, obs: Observation) -> bool:
    """Whether ``obs`` begins another deal than ``prev`` (or goes back in it, an undo)."""
    return (prev is None or len(obs.history) < len(prev.history)
            or prev.dealer != obs.dealer)


class TableScene(QGraphicsScene):
    """The table for one human seat."""

    card_dropped = Signal(int)
    card_activated = Signal(int)
    animations_finished = Signal()
    discards_changed = Signal()
    advice_dismissed = Signal()  # the player closed the coach's bubble (click or Esc)
    whole_table_changed = Signal()  # a new deal: every card moves at once

    def __init__(self, theme: CardTheme, human: int = 0) -> None:
        super().__init__()
        self.theme = theme
        theme.faces.rendered.connect(self._on_faces_rendered)
        self.human = human
        self.speed = timing.DEFAULT_SPEED
        self.names: list[str] = []
        self.obs: Observation | None = None
        self.layout: TableLayout | None = None
        self.thinking: int | None = None
        self._jump = False  # set by reset(): the next position is laid out without moving
        self.settling = Settling(self)
        self.motion = CardMotion(self, self.settling.check)
        self.choice = HandChoice(self)
        self.coach = CoachMarks(self)
        self.trick = TrickView(self)
        self.hands = Hands(self)
        self.furniture = TableFurniture(self)
        # the items: the cards, the plates and bubbles by seat, the badges, the zones
        self.table_items = it = TableItems(self, theme, self.choice)
        self.faces, self.backs = it.faces, it.backs
        self.plates, self.bubbles = it.plates, it.bubbles
        self.contract_badge, self.pot_badge = it.contract_badge, it.pot_badge
        self.drop_zone, self.coach_bubble = it.drop_zone, it.coach_bubble
        self.motion.prepare(list(self.faces.values()))
        # The talon's way into a computer declarer's hand, the discard piles and area.
        self.talon_show = TalonShow(self)
        self.raspasy_talon = RaspasyTalon(self)  # the Russian all-pass deal's talon leads

    # items ------------------------------------------------------------------------------
    def back_items(self, key: str, n: int) -> list[CardItem]:
        """``n`` face-down items of the group ``key`` (:meth:`TableItems.back_items`)."""
        return self.table_items.back_items(key, n)

    def set_theme(self, theme: CardTheme) -> None:
        self.theme.faces.rendered.disconnect(self._on_faces_rendered)
        self.theme = theme
        theme.faces.rendered.connect(self._on_faces_rendered)
        self.table_items.set_theme(theme)

    def _on_faces_rendered(self) -> None:
        self.table_items.repaint_waiting()

    # geometry ---------------------------------------------------------------------------
    def resize(self, width: float, height: float) -> None:
        self.setSceneRect(QRectF(0, 0, width, height))
        if self.obs is not None:
            self.sync(self.obs, animate=False)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802
        paint_felt(painter, self.sceneRect(), rect)

    def panel_bottom(self) -> float:
        """The lowest y of the decision panel: above the hand, and above the discard
        area while the player chooses his discard."""
        lay = self.layout
        if lay is None:
            return self.sceneRect().height()
        above_area = self.talon_show.panel_bottom(lay)
        above_hand = lay.panel_floor()
        return above_hand if above_area is None else min(above_hand, above_area)

    # the main entry ---------------------------------------------------------------------
    def sync(self, obs: Observation, animate: bool = True, names: list[str] | None = None,
             thinking: int | None = None) -> None:
        """Show ``obs``: move every card to where it now belongs."""
        if names is not None:
            self.names = names
        if self._jump:
            self._jump = False
            animate = False
        self.thinking = thinking
        self.motion.new_layout()
        prev, self.obs = self.obs, obs
        self.layout = lay = _layout_for(self.sceneRect(), obs, self.human)
        new_deal = _is_new_deal(prev, obs)
        if new_deal:
            self.whole_table_changed.emit()
            self.trick.new_deal(obs)
        self.choice.reset_for(obs, new_deal)
        ms = timing.scaled(timing.PLAY_CARD, self.speed) if animate else 0
        self.table_items.set_width(lay.cw)
        completing = self.trick.completing(obs)
        if completing and animate and self.speed != "off":
            self.trick.sweeping = True  # the pile grows when the sweep arrives
        placed = self.talon_show.place(obs, prev, lay, ms, new_deal)
        placed |= self.raspasy_talon.place(obs, lay, ms)
        deal = new_deal and animate and not obs.history
        cards = self.hands.place_own(obs, lay, ms, deal)
        self.trick.place(obs, lay, ms, cards)
        self.hands.place_exposed(obs, prev if not new_deal else None, lay, ms, cards)
        self.hands.place_backs(obs, lay, ms, deal)
        placed |= cards
        self.table_items.hide_faces(placed, keep_shown=self.trick.sweeping)
        self.furniture.place(obs, lay)
        if completing:
            self.trick.show_completed(obs, lay, animate)
        self.coach.place()  # clear of the cards where they now go
        self.settling.check()

    def show_thinking(self, seat: int | None) -> None:
        """Mark ``seat`` as thinking on its name plate (None: nobody), nothing else."""
        self.thinking = seat
        self.furniture.show_thinking(seat)

    def reset(self) -> None:
        """Forget the position shown: the next ``sync`` lays out a new deal without
        animating from the old one (a practice position, back to the session)."""
        self.obs = None
        self._jump = True
        self.coach.clear_values()
        self.trick.reset()
        self.table_items.hide_all()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        """A click on the coach's bubble closes it (on its Details line: opens or closes the
        details); a click on the table takes a complete trick away at once."""
        if self.coach.take_click(event.scenePos()) or self.trick.take_now():
            event.accept()
            return
        super().mousePressEvent(event)

    # settling ---------------------------------------------------------------------------
    def busy(self) -> bool:
        """Something is still moving (:meth:`Settling.busy`)."""
        return self.settling.busy()

    def trick_waiting(self) -> bool:
        """A complete trick lies on the table, waiting for the pause or a click."""
        return self.trick.waiting()

    def card_settled(self) -> None:
        """A card's animation (or a layer's step) has ended."""
        self.settling.check()

    def talon_arrived(self) -> None:
        """The talon has reached the declarer's hand: the hand shows all its cards."""
        if self.obs is not None and self.layout is not None:
            self.hands.place_hand_backs(self.obs, self.layout, 0, False)
        self.settling.check()
