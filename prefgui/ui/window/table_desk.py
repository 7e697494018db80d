"""The table, the decision panel and the status line in step with the controller; the
human's cards and calls passed on to it.

Every change of the game redraws the table from the human's observation, puts the decision
panel between the side seats (clear of their plates and bubbles) and says on the status
line whose turn it is. A card the human drops or double-clicks is checked here before it
goes to the controller: not his turn, an illegal card (it glides back, the status line says
why), a drill's answer (judged, not played), or a card the coach warns about once (its
``warn`` mode, :class:`~prefgui.coach.advice.WarnOnce`).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QStatusBar

from prefgui.ai.players import Decision
from prefgui.coach.advice import WarnOnce
from prefgui.engine.actions import Discard, Play, play
from prefgui.engine.observation import Observation
from prefgui.engine.state import Phase
from prefgui.session.pulka import Pulka
from prefgui.session.settings import AppSettings
from prefgui.ui.game.controller import GameController
from prefgui.ui.table import timing
from prefgui.ui.table.clearance import side_reach
from prefgui.ui.table.layout import chrome_scale
from prefgui.ui.table.panel import ActionPanel
from prefgui.ui.table.russian_view import RussianTable
from prefgui.ui.table.scene import TableScene
from prefgui.ui.table.view import TableView
from prefgui.ui.words import coach_texts, reasons, russian_texts, texts

__all__ = ["TableDesk"]


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
        self.warning = warning
        self._settings = settings
        self._takes = takes
        self._hint_at: int | None = None  # the moment a hint's bubble was shown (Russian)
        c = controller
        c.state_changed.connect(self.show_state)
        c.error_raised.connect(lambda msg: status.showMessage(msg, timing.STATUS_ERROR))
        c.ai_thinking.connect(self._on_ai_thinking)
        c.hint_ready.connect(self.show_hint)
        scene.animations_finished.connect(lambda: c.turns.set_animations_done(True))
        view.resized.connect(self._on_view_resized)
        scene.card_dropped.connect(self.play_card)
        scene.card_activated.connect(self.play_card)
        scene.discards_changed.connect(self.refresh_panel)
        panel.chosen.connect(c.submit)
        panel.discard_confirmed.connect(self._confirm_discard)
        panel.continue_clicked.connect(c.turns.release_window)

    # showing ----------------------------------------------------------------------------
    def show_state(self, obs: Observation) -> None:
        """Draw ``obs``: the table, the panel and the status line."""
        if self.warning.moved_on(len(obs.history)):
            self.scene.coach.clear_advice()
        if self._hint_at is not None and self._hint_at != len(obs.history):
            self._hint_at = None  # the hint was for the position before
            self.scene.coach.clear_advice()
        c = self.controller
        self._show_money()
        self.scene.speed = c.speed
        self.scene.sync(obs, animate=c.speed != "off", names=c.names(),
                        thinking=c.turns.thinking_seat())
        self.refresh_panel()
        whose = (russian_texts.whose_card(obs, c.names())
                 if isinstance(obs, RussianTable) else "")
        if whose:
            self.status.showMessage(whose)
        elif obs.turn == c.human and c.controls(c.human) and obs.phase is Phase.PLAY:
            self.status.showMessage(self.tr("Your turn: drag a highlighted card to the table, "
                                            "or double-click it."))
        elif obs.turn == c.human and c.controls(c.human) and obs.phase is not Phase.DONE:
            self.status.showMessage(self.tr("Your turn: choose on the table."))
        elif c.turns.thinking_seat() is None:
            self.status.clearMessage()

    def refresh(self) -> None:
        """Draw the table, the panel and the status line for the current state again."""
        self.show_state(self.controller.observation())

    def _show_money(self) -> None:
        """Balances on the name plates, the pot or bank as it stands, and where the
        balances come from."""
        m = self.controller.match
        scene = self.scene
        if self.controller.practicing:  # nothing is paid: no balances, the deal's own pot
            scene.furniture.balances, scene.furniture.pot, scene.furniture.money_note = (), None, ""
            scene.pot_badge.setToolTip("")
            return
        if isinstance(m, Pulka):  # the standing in whists, as if the pulka ended now
            scene.furniture.balances = tuple(
                int(x) if x.denominator == 1 else round(float(x), 1) for x in m.settlement)
            scene.furniture.pot = None
            note = self.tr("Standing in whists if the pulka ended now (pool, mountain and "
                           "whists settled).")
            scene.furniture.money_note = note
            scene.pot_badge.setToolTip(note)
            return
        scene.furniture.balances = tuple(m.balances)
        scene.furniture.pot = m.pot
        note = self.tr("Balance since the session began (a plus is won, a minus lost).")
        if m.refill_now:
            note += " " + self.tr("Before this deal everyone paid {n} into the {pot}.").format(
                n=m.refill_now, pot=texts.pot_label(m.rules, capital=False))
        scene.furniture.money_note = note
        if scene.pot_badge.toolTip() != note:
            scene.pot_badge.setToolTip(note)

    def refresh_panel(self) -> None:
        """The decision panel for the current state, between the side seats."""
        c, scene, panel = self.controller, self.scene, self.panel
        lay = scene.layout
        side = max(lay.side_room(), side_reach(scene)) if lay is not None else 0
        room = self.view.width() - 2 * side  # clear of the side hands, plates and bubbles
        panel.max_width = max(200, int(room))
        if lay is not None:
            panel.set_scale(chrome_scale(lay.cw))
        if c.finished_entry() is not None:
            panel.show_deal_over()
        else:
            panel.show_for(c.observation(), c.legal_actions(), c.names(),
                           len(scene.choice.discard_selection), c.turns.window_open())
        self._place_panel()

    def offer_claim(self, title: str) -> None:
        """A computer's claim is on show: the panel offers to accept it or play on."""
        self.panel.show_claim(title)
        self._place_panel()
        lay, panel = self.scene.layout, self.panel
        if lay is None:
            return
        # at the top, clear of the trick (its last cards still lie there) and the contract
        badge = self.scene.contract_badge.sceneBoundingRect()
        x = max((self.view.width() - panel.width()) // 2, int(badge.right() + lay.margin))
        panel.move(min(x, max(8, self.view.width() - panel.width() - 8)), int(lay.margin))

    def _place_panel(self) -> None:
        lay, panel = self.scene.layout, self.panel
        if lay is None or not panel.isVisible():
            return
        panel.adjustSize()
        w, h = panel.width(), panel.height()
        x = (self.view.width() - w) // 2
        y = int(self.scene.panel_bottom() - h)
        panel.move(max(8, x), max(8, y))
        panel.raise_()

    def _on_view_resized(self) -> None:
        """The window or the dock changed the table's size: the panel's columns follow."""
        if self.panel.isVisible():
            self.refresh_panel()

    def _on_ai_thinking(self, seat: int, thinking: bool) -> None:
        c = self.controller
        # Only the name plates change (the table rests while a computer player thinks).
        self.scene.show_thinking(seat if thinking else None)
        if thinking:
            self.status.showMessage(self.tr("{name} is thinking…").format(name=c.names()[seat]))

    def show_hint(self, decision: Decision) -> None:
        """The Expert's hint on the status line (its card chosen on the table), the figures
        behind it as the status line's tooltip."""
        c = self.controller
        if isinstance(decision.action, Play):
            self.scene.choice.focus_card = decision.action.card
            self.scene.sync(c.observation(), animate=False)
        text = c.words.hint_text(decision)
        self.status.showMessage(text.replace("\n", " "), timing.STATUS_HINT)
        self.status.setToolTip(reasons.reason_details(decision, c.rules, self.scene.theme.pack))
        if c.russian:  # the computer's calculation, as a player reads it (after SmartPref)
            self.scene.coach.show_centred(text)
            self._hint_at = len(c.observation().history)

    # the human's cards ------------------------------------------------------------------
    def play_card(self, card: int) -> None:
        """The human dropped or chose ``card``: played, or sent back with the reason."""
        c = self.controller
        obs = c.observation()
        if obs.turn is None or not c.controls(obs.turn) or obs.phase is not Phase.PLAY:
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
        if self._coach_warns(card):
            self.scene.choice.return_card(card)
            return
        self.scene.coach.clear_advice()
        self.playing.emit(card)
        c.submit(play(obs.turn, card))

    def _coach_warns(self, card: int) -> bool:
        """Warn once before a card that breaks a defenders' convention (coach ``warn``)."""
        if self._settings().coach != "warn":
            return False
        c = self.controller
        advice = self.warning.check(len(c.observation().history), card,
                                    lambda: c.words.coach_advice(card))
        if advice is None:
            return False
        names = c.names()
        partner = names[advice.partner] if advice.partner < len(names) else ""
        words = coach_texts.advice_text(advice, partner, self.scene.theme.pack)
        self.scene.coach.show_advice(words, frozenset(advice.keeping))
        return True

    def _confirm_discard(self) -> None:
        sel = self.scene.choice.discard_selection
        if len(sel) == 2:
            a, b = sel
            if self.controller.submit(Discard(self.controller.human, a, b)):
                self.scene.choice.discard_selection = []
