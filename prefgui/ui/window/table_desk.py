"""The table, the decision panel and the status line in step with the controller; the
human's cards and calls passed on to it.

Every change of the game redraws the table from the human's observation, puts the decision
panel between the side seats (clear of their plates and bubbles; a frame after the table)
and says on the status line whose turn it is. A card the human drops or double-clicks is
checked here before it goes to the controller: not his turn, an illegal card (it glides
back, the status line says why), a drill's answer (judged, not played), or a card the coach
warns about once (its ``warn`` mode, :class:`~prefgui.coach.advice.WarnOnce`).

Its collaborators: :class:`~prefgui.ui.window.panel_place.PanelPlace` (the decision panel
filled and placed), :class:`~prefgui.ui.window.coach_advice.CoachAdvice` (the hint and the
warning in the coach's bubble) and :func:`~prefgui.ui.window.money_note.show_money` (the
balances and the pot).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QStatusBar

from prefgui.coach.advice import WarnOnce
from prefgui.engine.actions import Discard, play
from prefgui.engine.observation import Observation
from prefgui.engine.state import Phase
from prefgui.session.settings import AppSettings
from prefgui.ui.game.controller import GameController
from prefgui.ui.table import timing
from prefgui.ui.table.panel import ActionPanel
from prefgui.ui.table.russian_view import RussianTable
from prefgui.ui.table.scene import TableScene
from prefgui.ui.table.view import TableView
from prefgui.ui.window.coach_advice import CoachAdvice
from prefgui.ui.window.money_note import show_money
from prefgui.ui.window.panel_place import PanelPlace
from prefgui.ui.words import russian_texts

__all__ = ["TableDesk"]

# The decision panel's buttons and help lines made ahead: as many as the longest offer
# (the Russian ladder: every bid, misère and pass) and its help lines.
PANEL_BUTTONS = 32
PANEL_HELPS = 12


class TableDesk(QObject):
    """Draws the game for the human and passes his cards and calls to the controller.

    Args:
        takes: whether a legal card the human dropped answers a drill (it is not played).
    """

    playing = Signal(int)  # the human's card, about to be submitted (the coach's notes)

    def __init__(self, controller: GameController, scene: TableScene, view: TableView,
                 panel: ActionPanel, status: QStatusBar, warning: WarnOnce,
                 settings: Callable[[], AppSettings], takes: Callable[[int], bool],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.scene = scene
        self.view = view
        self.panel = panel
        self.status = status
        self._takes = takes
        self.panel_place = PanelPlace(controller, scene, view, panel, self)
        self.refresh_panel = self.panel_place.refresh
        self.advice = CoachAdvice(controller, scene, warning, settings, self)
        c = controller
        c.state_changed.connect(self.show_state)
        c.error_raised.connect(lambda msg: status.showMessage(msg, timing.STATUS_ERROR))
        c.ai_thinking.connect(self._on_ai_thinking)
        scene.animations_finished.connect(lambda: c.turns.set_animations_done(True))
        scene.card_dropped.connect(self.play_card)
        scene.card_activated.connect(self.play_card)
        scene.discards_changed.connect(self.refresh_panel)
        panel.chosen.connect(c.submit)
        panel.discard_confirmed.connect(self._confirm_discard)
        panel.continue_clicked.connect(c.turns.release_window)
        panel.button_grid.prepare(PANEL_BUTTONS, PANEL_HELPS)  # made ahead, not all in one frame

    # showing ----------------------------------------------------------------------------
    def show_state(self, obs: Observation) -> None:
        """Draw ``obs``: the table, the panel and the status line."""
        self.advice.moved_on(len(obs.history))
        c = self.controller
        show_money(c, self.scene)
        self.scene.speed = c.speed
        self.scene.sync(obs, animate=c.speed != "off", names=c.view.names(),
                        thinking=c.turns.thinking_seat())
        self.panel_place.follow()  # a frame later: the table's change painted first
        whose = (russian_texts.whose_card(obs, c.view.names())
                 if isinstance(obs, RussianTable) else "")
        if whose:
            self.status.showMessage(whose)
        elif obs.turn == c.human and c.view.controls(c.human) and obs.phase is Phase.PLAY:
            self.status.showMessage(self.tr("Your turn: drag a highlighted card to the table, "
                                            "or double-click it."))
        elif obs.turn == c.human and c.view.controls(c.human) and obs.phase is not Phase.DONE:
            self.status.showMessage(self.tr("Your turn: choose on the table."))
        elif c.turns.thinking_seat() is None:
            self.status.clearMessage()

    def refresh(self) -> None:
        """Draw the table, the panel and the status line for the current state again."""
        self.show_state(self.controller.view.observation())

    def _on_ai_thinking(self, seat: int, thinking: bool) -> None:
        c = self.controller
        # Only the name plates change (the table rests while a computer player thinks).
        self.scene.show_thinking(seat if thinking else None)
        if thinking:
            name = c.view.names()[seat]
            self.status.showMessage(self.tr("{name} is thinking…").format(name=name))

    # the human's cards ------------------------------------------------------------------
    def play_card(self, card: int) -> None:
        """The human dropped or chose ``card``: played, or sent back with the reason."""
        c = self.controller
        obs = c.view.observation()
        if obs.turn is None or not c.view.controls(obs.turn) or obs.phase is not Phase.PLAY:
            self.scene.choice.return_card(card)
            self.status.showMessage(self.tr("It is not your turn."), timing.STATUS_REFUSED)
            return
        if c.words.illegal_reason(card) is not None:
            self.scene.choice.return_card(card)
            self.status.showMessage(c.words.illegal_text(play(obs.turn, card)),
                                    timing.STATUS_EXPLAINED)
            return
        if self._takes(card):  # a drill's answer: judged, not played
            self.scene.choice.return_card(card)
            return
        if self.advice.warns(card):
            self.scene.choice.return_card(card)
            return
        self.scene.coach.clear_advice()
        self.playing.emit(card)
        c.submit(play(obs.turn, card))

    def _confirm_discard(self) -> None:
        sel = self.scene.choice.discard_selection
        if len(sel) == 2:
            a, b = sel
            if self.controller.submit(Discard(self.controller.human, a, b)):
                self.scene.choice.discard_selection = []
