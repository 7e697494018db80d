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

from PySide6.QtCore import QObject, QPoint, QRectF, QSizeF, Signal
from PySide6.QtWidgets import QStatusBar

from prefgui.ai.players import Decision
from prefgui.coach.advice import Advice, WarnOnce
from prefgui.coach.analysis import Judgement, judge
from prefgui.engine.actions import Discard, Play, play
from prefgui.engine.observation import Observation
from prefgui.engine.state import Phase
from prefgui.session.pulka import Pulka
from prefgui.session.settings import AppSettings
from prefgui.ui.game.controller import GameController
from prefgui.ui.system.jobs import Job
from prefgui.ui.table import timing
from prefgui.ui.table.clearance import side_reach
from prefgui.ui.table.layout import chrome_scale
from prefgui.ui.table.panel import ActionPanel
from prefgui.ui.table.russian_view import RussianTable
from prefgui.ui.table.scene import TableScene
from prefgui.ui.table.view import TableView
from prefgui.ui.words import coach_texts, reasons, russian_texts, texts

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
        self.warning = warning
        self._settings = settings
        self._takes = takes
        self._judge_job: Job[Judgement] | None = None  # the best card of a warning
        scene.coach.avoid = self._panel_rects
        # A computer's claim waiting for the human (what he claims, the play): the panel.
        self.claim_offer: Callable[[], tuple[str, str] | None] = lambda: None
        self._hint_at: int | None = None  # the moment a hint's bubble was shown
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
        panel.offer.prepare(PANEL_BUTTONS, PANEL_HELPS)  # made ahead, not all in one frame

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
        self.scene.sync(obs, animate=c.speed != "off", names=c.view.names(),
                        thinking=c.turns.thinking_seat())
        self.refresh_panel()
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

    def _show_money(self) -> None:
        """Balances on the name plates, the pot or bank as it stands, and where the
        balances come from."""
        m = self.controller.match
        scene = self.scene
        series = self.controller.practice.series
        if series is not None:  # the defence practice: its own sheet's balances and pot
            scene.furniture.balances = tuple(series.balances)
            scene.furniture.pot = series.pot
            note = self.tr("Balance since the defence practice began (its own sheet; the "
                           "game's balances wait unchanged).")
            scene.furniture.money_note = note
            scene.pot_badge.setToolTip(note)
            return
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
        offer = self.claim_offer()
        if offer is not None:
            panel.show_claim(*offer)
        elif c.session.finished_entry() is not None:
            panel.show_deal_over()
        else:
            panel.show_for(c.view.observation(), c.view.legal_actions(), c.view.names(),
                           len(scene.choice.discard_selection), c.turns.window_open())
        self._place_panel()

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
        # The seats' and the coach's bubbles clear of the panel where it now is.
        self.scene.furniture.reposition_bubbles()
        self.scene.coach.place()

    def _panel_rects(self) -> list[QRectF]:
        """The decision panel's rectangle on the table (the coach's bubble keeps clear)."""
        panel = self.panel
        if not panel.isVisible():
            return []
        vp = self.view.viewport()
        top_left = vp.mapFromGlobal(panel.mapToGlobal(QPoint(0, 0)))
        return [QRectF(self.view.mapToScene(top_left), QSizeF(panel.size()))]

    def _on_view_resized(self) -> None:
        """The window or the dock changed the table's size: the panel's columns follow."""
        if self.panel.isVisible():
            self.refresh_panel()

    def _on_ai_thinking(self, seat: int, thinking: bool) -> None:
        c = self.controller
        # Only the name plates change (the table rests while a computer player thinks).
        self.scene.show_thinking(seat if thinking else None)
        if thinking:
            name = c.view.names()[seat]
            self.status.showMessage(self.tr("{name} is thinking…").format(name=name))

    def show_hint(self, decision: Decision) -> None:
        """The hint in the coach's bubble: the card or call and why in a sentence (its card
        chosen and marked on the table), the figures behind it one click away."""
        c = self.controller
        cards: frozenset[int] = frozenset()
        if isinstance(decision.action, Play):
            cards = frozenset({decision.action.card})
            self.scene.choice.focus_card = decision.action.card
            self.scene.sync(c.view.observation(), animate=False)
        details = reasons.hint_details(decision, c.rules, self.scene.theme.pack)
        self.scene.coach.show_advice(c.words.hint_text(decision), cards, details)
        self._hint_at = len(c.view.observation().history)  # cleared when the play moves on

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
        advice = self.warning.check(len(c.view.observation().history), card,
                                    lambda: c.words.coach_advice(card))
        if advice is None:
            return False
        self._show_warning(advice, None)
        if len(advice.keeping) > 1:  # which of them is best: the coach's one judge
            moment = len(c.view.observation().history)
            if self._judge_job is not None:
                self._judge_job.cancel()
            self._judge_job = c.turns.lane.submit(self, judge, c.view.observation())
            self._judge_job.then(lambda j: self._on_judged(j, moment, advice))
        return True

    def _show_warning(self, advice: Advice, best: int | None) -> None:
        c = self.controller
        names = c.view.names()
        partner = names[advice.partner] if advice.partner < len(names) else ""
        words = coach_texts.advice_text(advice, partner, self.scene.theme.pack, best)
        self.scene.coach.show_advice(words, frozenset(advice.keeping))

    def _on_judged(self, judgement: Judgement, moment: int, advice: Advice) -> None:
        """The judge has said which keeping card is best: the warning, if it still shows,
        marks it."""
        self._judge_job = None
        c = self.controller
        if (len(c.view.observation().history) != moment
                or not self.scene.coach.advised_cards
                or set(judgement.keeping) != set(advice.keeping)):
            return
        self._show_warning(advice, judgement.best())

    def _confirm_discard(self) -> None:
        sel = self.scene.choice.discard_selection
        if len(sel) == 2:
            a, b = sel
            if self.controller.submit(Discard(self.controller.human, a, b)):
                self.scene.choice.discard_selection = []
