"""The decision panel for the game's state, placed between the side seats.

The panel shows a computer's claim waiting for the human, the deal's end, or the legal calls;
it is as wide as the room between the side hands, plates and bubbles, grows with the cards
on a large table, and sits above the human's hand (once the deal is over and the hand played
out, where the hand was: the last trick lies on the table for a while, clear of it); the
seats' and the coach's bubbles keep clear of it.

When the game moves on, the panel follows the table a frame later (:meth:`follow`): the
table's change and the panel's new offer are each laid out and painted in a frame of their
own (the first Russian ladder, thirty calls, in the same frame as the table took 20 ms). In
between, a press on the offer the game has moved past does nothing.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QPoint, QRectF, QSizeF, QTimer

from prefgui.ui.game.controller import GameController
from prefgui.ui.game.session_start import pulka_over, start_new_session
from prefgui.ui.table import timing
from prefgui.ui.table.clearance import side_reach
from prefgui.ui.table.layout import CARD_RATIO, TableLayout, chrome_scale, side_hand_reach
from prefgui.ui.table.panel import ActionPanel
from prefgui.ui.table.scene import TableScene
from prefgui.ui.table.view import TableView

__all__ = ["PanelPlace"]


def _hand_row_bottom(lay: TableLayout, height: float) -> float:
    """The lowest y of a panel ``height`` tall in the human's row, where his hand lies (the
    deal over, the hand played out): centred on the row, its foot on the table."""
    foot = lay.h - lay.margin
    return min(foot, foot - (lay.ch - height) / 2)


def _beside_discard_area(scene: TableScene, lay: TableLayout, w: int, h: int,
                         at: tuple[int, int]) -> tuple[int, int]:
    """Where the panel goes while the human chooses his discard: above the discard area,
    or, with four at the table where that reaches into the top seat's hand, left of the
    area if it fits there clear of the left seat's hand (``at``: the place above it)."""
    area, obs = scene.talon_show.area, scene.obs
    if obs is None or not area.isVisible():
        return at
    held = dict(enumerate(obs.hand_sizes))
    top = [s for s, side in lay.sides.items() if side == "top" and held.get(s)]
    if not top or at[1] >= lay.margin + lay.sw * CARD_RATIO + lay.margin * 0.3:
        return at
    left = [s for s, side in lay.sides.items() if side == "left" and held.get(s)]
    reach = side_hand_reach(lay, left[0]) + lay.margin if left else lay.margin
    r = area.sceneBoundingRect()
    x = int(r.left() - w - lay.margin)
    return (x, int(r.center().y() - h / 2)) if x >= reach else at


class PanelPlace(QObject):
    """Fills and places ``panel`` over ``view``: :meth:`refresh` after every change."""

    def __init__(self, controller: GameController, scene: TableScene, view: TableView,
                 panel: ActionPanel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.scene = scene
        self.view = view
        self.panel = panel
        # A computer's claim waiting for the human (what he claims, the play): the panel.
        self.claim_offer: Callable[[], tuple[str, str] | None] = lambda: None
        scene.coach.avoid = self.rects
        view.resized.connect(self._on_view_resized)
        self._later = QTimer(self)  # the panel's turn after the table's (follow)
        self._later.setSingleShot(True)
        self._later.setInterval(timing.PANEL_AFTER)
        self._later.timeout.connect(self.refresh)

    @property
    def pending(self) -> bool:
        """Whether the panel still shows an offer the game has moved past (for a frame)."""
        return self._later.isActive()

    def follow(self) -> None:
        """The game moved on: the panel for it a frame after the table's change."""
        self.panel.button_grid.frozen = True
        self._later.start()

    def refresh(self) -> None:
        """The decision panel for the current state, between the side seats."""
        self._later.stop()
        c, scene, panel = self.controller, self.scene, self.panel
        panel.button_grid.frozen = False
        lay = scene.layout
        side = max(lay.side_room(), side_reach(scene)) if lay is not None else 0
        room = self.view.width() - 2 * side  # clear of the side hands, plates and bubbles
        panel.max_width = max(200, int(room))
        if lay is not None:
            panel.set_scale(chrome_scale(lay.cw))
        offer = self.claim_offer()
        over = False  # the deal is over, the human's hand played out, or he sits out
        if offer is not None:
            panel.show_claim(*offer)
            over = not c.view.observation().hand  # his row is free: not over the trick
        elif c.session.finished_entry() is not None:
            panel.show_deal_over((lambda: start_new_session(c)) if pulka_over(c) else None)
            over = not c.view.observation().hand
        else:
            panel.show_for(c.view.observation(), c.view.legal_actions(), c.view.names(),
                           len(scene.choice.discard_selection), c.turns.window_open())
        self._place(over)

    def _place(self, in_hand_row: bool = False) -> None:
        """The panel in its place; with ``in_hand_row`` (the deal over, the hand played
        out) where the hand was: above it, it covered the lower card of the last trick,
        which lies on the table for a while."""
        lay, panel = self.scene.layout, self.panel
        if lay is None or not panel.isVisible():
            return
        panel.fit_size()
        bottom = _hand_row_bottom(lay, panel.height()) if in_hand_row else self._bottom()
        w, h = panel.width(), panel.height()
        x = (self.view.width() - w) // 2
        y = int(bottom - h)
        x, y = _beside_discard_area(self.scene, lay, w, h, (x, y))
        if in_hand_row:  # right of the human's trick pile, which lies in his row
            x = min(max(x, int(lay.hand_span()[0])), self.view.width() - w - 8)
        panel.move(max(8, x), max(8, y))
        panel.raise_()
        # The seats' and the coach's bubbles clear of the panel where it now is.
        self.scene.furniture.seat_bubbles.reposition()
        self.scene.coach.place()

    def _bottom(self) -> float:
        """Where the panel's bottom goes: in its usual place, or, where it would reach over
        the talon lying in the middle (the Russian ladder, a row per level), closer to the
        hand; short of room there, its rows tight from now on (the same offer laid out again,
        not made again), then its shared explanation left to the buttons' own (their
        tooltips). Still short, it covers the talon's lower edge, never the hand."""
        panel, lay = self.panel, self.scene.layout
        usual = self.scene.panel_bottom()
        clear = self._below_talon()
        if lay is None or clear is None or usual - panel.height() >= clear:
            return usual
        lowest = max(usual, lay.panel_lowest())
        if lowest - panel.height() < clear and not panel.button_grid.tight:
            panel.button_grid.set_tight(True)
            panel.fit()  # the same offer laid out again, its rows tight
        if lowest - panel.height() < clear and panel.note.isVisible():
            panel.note.setVisible(False)
            panel.fit_size()
        return min(lowest, clear + panel.height())

    def _below_talon(self) -> float | None:
        """The highest y the panel may reach, clear of the talon lying face down in the
        middle (None: no talon lies there)."""
        lay = self.scene.layout
        backs = self.scene.backs
        if lay is None or lay.talon_side != "top" or not any(
                i.isVisible() for key in ("talon", "talon-waiting") for i in backs.get(key, [])):
            return None
        return lay.talon(0).y + lay.ch + lay.margin * 0.3

    def rects(self) -> list[QRectF]:
        """The decision panel's rectangle on the table (the coach's bubble keeps clear)."""
        panel = self.panel
        if not panel.isVisible():
            return []
        vp = self.view.viewport()
        top_left = vp.mapFromGlobal(panel.mapToGlobal(QPoint(0, 0)))
        return [QRectF(self.view.mapToScene(top_left), QSizeF(panel.size()))]

    def _on_view_resized(self) -> None:
        """The window or the dock changed the table's size: the panel's columns follow, its
        rows as designed again until they are short of room."""
        if self.panel.button_grid.tight:
            self.panel.button_grid.set_tight(False)
        if self.panel.isVisible():
            self.refresh()
