"""The main window: the table, the decision panel, the status line and the menus."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QGuiApplication
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMessageBox

from prefgui.engine.actions import Action, Discard, Play, play
from prefgui.engine.errors import PrefError
from prefgui.engine.observation import Observation
from prefgui.engine.state import Phase
from prefgui.session.match import LedgerEntry, TableSettings, needs_new_session
from prefgui.session.settings import AppSettings
from prefgui.session.storage import SaveError, load_session
from prefgui.ui.coach.coach_notes import CoachNotes
from prefgui.ui.coach.practice_mode import PracticeMode
from prefgui.ui.coach.profile_store import open_profile
from prefgui.ui.dialogs.summary import SummaryDialog
from prefgui.ui.game.controller import GameController
from prefgui.ui.game.session_start import new_session_path
from prefgui.ui.review.hub import ReviewHub
from prefgui.ui.sheet.score_sheet import ScoreSheet
from prefgui.ui.system.paths import sessions_dir
from prefgui.ui.system.settings_store import save_settings
from prefgui.ui.table import timing
from prefgui.ui.table.clearance import side_reach
from prefgui.ui.table.panel import ActionPanel
from prefgui.ui.table.scene import TableScene
from prefgui.ui.table.theme import CardTheme, load_theme
from prefgui.ui.table.view import TableView
from prefgui.ui.window.actions import MenuActions
from prefgui.ui.window.claims import ClaimDesk
from prefgui.ui.window.save_guard import SaveGuard
from prefgui.ui.words import coach_texts, error_texts, reasons, texts
from prefgui.ui.words.file_messages import save_problem_text
from prefgui.ui.words.languages import install_translators


def _first_size() -> tuple[int, int]:
    """1280×800, or the screen's available room if it is smaller (a 1024×640 laptop)."""
    screen = QGuiApplication.primaryScreen()
    if screen is None:
        return 1280, 800
    room = screen.availableGeometry()
    return min(1280, room.width()), min(800, room.height())


class MainWindow(QMainWindow):
    """One window, one table."""

    def __init__(self, controller: GameController, theme: CardTheme,
                 settings: AppSettings | None = None) -> None:
        super().__init__()
        self.controller = controller
        self.settings = settings or AppSettings()
        self.scene = TableScene(theme, controller.human)
        self.scene.trick_pause = self.settings.trick_pause
        self.view = TableView(self.scene)
        self.setCentralWidget(self.view)
        self.panel = ActionPanel(self.view)
        self.panel.pack = theme.pack
        controller.pack = theme.pack
        self.sheet = ScoreSheet()
        self.sheet.pack = theme.pack
        self.sheet.set_match(controller.match)
        self.sheet.replay_requested.connect(self._replay)
        self.sheet_dock = QDockWidget(self)
        self.sheet_dock.setObjectName("score_sheet")
        self.sheet_dock.setWidget(self.sheet)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.sheet_dock)
        self.sheet_dock.hide()
        self.claims = ClaimDesk(self)
        # The player's coach profile, open while the window is: finished deals are
        # reviewed in the background and stored in it.
        self.profile, profile_note = open_profile()
        self.reviews = ReviewHub(self.profile, self)
        self.reviews.play_from_requested.connect(self._on_play_from)
        self.sheet.review_requested.connect(lambda e: self.open_review(e.record.to_json()))
        self.practice = PracticeMode(self)
        self.menu_actions = MenuActions(self)
        self.save_guard = SaveGuard(controller, self)
        self.statusBar().addPermanentWidget(self.save_guard)
        self.summary: SummaryDialog | None = None
        self._pending_summary: LedgerEntry | None = None
        # The card the coach warned about, and when (the number of actions then): dropped
        # again at the same moment, it is played.
        self._warned: tuple[int, int] | None = None
        self.resize(*_first_size())
        self.retranslate_ui()
        c = controller
        c.state_changed.connect(self._on_state_changed)
        c.error_raised.connect(lambda msg: self.statusBar().showMessage(msg, 6000))
        c.ai_thinking.connect(self._on_ai_thinking)
        c.deal_finished.connect(self._on_deal_finished)
        c.deal_finished.connect(lambda _e: self.sheet.refresh())
        c.session_replaced.connect(lambda: self.sheet.set_match(c.match))
        c.hint_ready.connect(self._on_hint)
        self.coach_notes = CoachNotes(c, self.scene, lambda: self.settings,
                                      lambda: self._warned is not None)
        c.practice_changed.connect(self._on_practice_changed)
        self.scene.animations_finished.connect(self._on_animations_finished)
        self.view.resized.connect(self._on_view_resized)
        self.scene.card_dropped.connect(self._play_card)
        self.scene.card_activated.connect(self._play_card)
        self.scene.discards_changed.connect(self._refresh_panel)
        self.panel.chosen.connect(self._on_panel_action)
        self.panel.discard_confirmed.connect(self._confirm_discard)
        self.panel.continue_clicked.connect(c.release_window)
        self.panel.next_deal_clicked.connect(self.next_deal)
        self.panel.summary_clicked.connect(self.show_finished_summary)
        self.sheet.summary_requested.connect(self._show_summary)
        if profile_note:
            QTimer.singleShot(0, self, lambda: self.statusBar().showMessage(profile_note, 20000))

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("prefgui — Préférence"))
        self.sheet_dock.setWindowTitle(self.tr("Score sheet"))
        self.menu_actions.retranslate_ui()
        self.save_guard.retranslate_ui()
        self.practice.retranslate_ui()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            self._on_state_changed(self.controller.observation())
            self.coach_notes.show()
        super().changeEvent(event)

    # state ----------------------------------------------------------------------------
    def _on_state_changed(self, obs: Observation) -> None:
        if self._warned is not None and self._warned[0] != len(obs.history):
            self._warned = None
            self.scene.clear_advice()
        self._show_money()
        self.scene.speed = self.controller.speed
        self.scene.sync(obs, animate=self.controller.speed != "off",
                        names=self.controller.names(),
                        thinking=self.controller.thinking_seat())
        self._refresh_panel()
        if obs.turn == self.controller.human and obs.phase is Phase.PLAY:
            self.statusBar().showMessage(self.tr("Your turn: drag a highlighted card to the "
                                                 "table, or double-click it."))
        elif obs.turn == self.controller.human and obs.phase is not Phase.DONE:
            self.statusBar().showMessage(self.tr("Your turn: choose on the table."))
        elif self.controller.thinking_seat() is None:
            self.statusBar().clearMessage()

    def play_from_here(self, record: dict[str, Any], actions: int) -> None:
        """Restart the deal of ``record`` from the position after its first ``actions``
        actions, the human in his seat: practice, not scored (Esc goes back to the game).

        Raises:
            ValueError: the record is not valid, or has fewer than ``actions`` actions.
        """
        self.practice.play_from_here(record, actions)

    def _on_practice_changed(self, on: bool) -> None:
        """A practice position comes on the table, or the session's deal comes back."""
        self._warned = None
        self.scene.clear_advice()
        self.scene.reset()
        self.scene.human = self.controller.human
        self.practice.on_changed(on)

    def refresh_table(self) -> None:
        """Draw the table, the panel and the status line for the current state again."""
        self._on_state_changed(self.controller.observation())

    def _show_money(self) -> None:
        """Balances on the name plates, the pot or bank as it stands, and where the
        balances come from."""
        m = self.controller.match
        if self.controller.practicing:  # nothing is paid: no balances, the deal's own pot
            self.scene.balances, self.scene.pot, self.scene.money_note = (), None, ""
            self.scene.pot_badge.setToolTip("")
            return
        self.scene.balances = tuple(m.balances)
        self.scene.pot = m.pot
        note = self.tr("Balance since the session began (a plus is won, a minus lost).")
        if m.refill_now:
            note += " " + self.tr("Before this deal everyone paid {n} into the {pot}.").format(
                n=m.refill_now, pot=texts.pot_label(m.rules, capital=False))
        self.scene.money_note = note
        self.scene.pot_badge.setToolTip(note)

    def _refresh_panel(self) -> None:
        obs = self.controller.observation()
        lay = self.scene.layout
        side = max(lay.side_room(), side_reach(self.scene)) if lay is not None else 0
        room = self.view.width() - 2 * side  # clear of the side hands, plates and bubbles
        self.panel.max_width = max(200, int(room))
        if self.controller.finished_entry() is not None:
            self.panel.show_deal_over()
        else:
            self.panel.show_for(obs, self.controller.legal_actions(), self.controller.names(),
                                len(self.scene.discard_selection),
                                self.controller.window_open())
        self._place_panel()

    def _place_panel(self) -> None:
        lay = self.scene.layout
        if lay is None or not self.panel.isVisible():
            return
        self.panel.adjustSize()
        w, h = self.panel.width(), self.panel.height()
        x = (self.view.width() - w) // 2
        y = int(self.scene.panel_bottom() - h)
        self.panel.move(max(8, x), max(8, y))
        self.panel.raise_()

    def _on_view_resized(self) -> None:
        """The window or the dock changed the table's size: the panel's columns follow."""
        if self.panel.isVisible():
            self._refresh_panel()

    def _on_ai_thinking(self, seat: int, thinking: bool) -> None:
        obs = self.controller.observation()
        self.scene.sync(obs, animate=False, thinking=seat if thinking else None)
        if thinking:
            name = self.controller.names()[seat]
            self.statusBar().showMessage(self.tr("{name} is thinking…").format(name=name))

    def _on_animations_finished(self) -> None:
        self.controller.set_animations_done(True)
        if self._pending_summary is not None:
            entry, self._pending_summary = self._pending_summary, None
            delay = timing.scaled(timing.SUMMARY_AFTER_ANIMATIONS, self.controller.speed)
            QTimer.singleShot(delay, self, lambda: self._auto_summary(entry))

    # human actions ---------------------------------------------------------------------
    def _play_card(self, card: int) -> None:
        c = self.controller
        obs = c.observation()
        if obs.turn != c.human or obs.phase is not Phase.PLAY:
            self.scene.return_card(card)
            self.statusBar().showMessage(self.tr("It is not your turn."), 4000)
            return
        err = c.illegal_reason(card)
        if err is not None:
            self.scene.return_card(card)
            self.statusBar().showMessage(c.illegal_text(play(c.human, card)), 8000)
            return
        if self.practice.takes(card):  # a drill's answer: judged, not played
            self.scene.return_card(card)
            return
        if self._coach_warns(card):
            self.scene.return_card(card)
            return
        self.scene.clear_advice()
        self.coach_notes.before_card(card)
        c.submit(play(c.human, card))

    def _coach_warns(self, card: int) -> bool:
        """Warn once before a card that breaks a defenders' convention (coach ``warn``)."""
        c = self.controller
        moment = (len(c.observation().history), card)
        if self.settings.coach != "warn" or self._warned == moment:
            return False
        advice = c.coach_advice(card)
        if advice is None:
            return False
        self._warned = moment
        names = c.names()
        partner = names[advice.partner] if advice.partner < len(names) else ""
        self.scene.show_advice(coach_texts.advice_text(advice, partner, self.scene.theme.pack),
                               frozenset(advice.keeping))
        return True

    def _on_panel_action(self, action: Action) -> None:
        self.controller.submit(action)

    def _confirm_discard(self) -> None:
        sel = self.scene.discard_selection
        if len(sel) == 2:
            a, b = sel
            if self.controller.submit(Discard(self.controller.human, a, b)):
                self.scene.discard_selection = []

    # end of deal -----------------------------------------------------------------------
    def _on_deal_finished(self, entry: LedgerEntry) -> None:
        if not self.controller.autoplay:  # the player's own deals only
            self.reviews.feed(entry.record.to_json(), self.controller.human)
        if self.scene.busy():
            self._pending_summary = entry
        else:
            QTimer.singleShot(timing.scaled(timing.SUMMARY_DELAY, self.controller.speed), self,
                              lambda: self._auto_summary(entry))

    def _auto_summary(self, entry: LedgerEntry) -> None:
        """The summary shown by itself once the deal's last cards have come to rest (not
        if the player has gone on to the next deal meanwhile)."""
        current = self.controller.finished_entry()
        if current is not None and current.number == entry.number and self.summary is None:
            self._show_summary(entry)

    def _show_summary(self, entry: LedgerEntry) -> None:
        """The summary of ``entry``; "Next deal" in it only for the deal just finished."""
        c = self.controller
        if self.summary is not None:
            self.summary.close()
        current = c.finished_entry()
        is_current = current is not None and current.number == entry.number
        dlg = SummaryDialog(entry.result, entry.record.rules, c.names(), entry.balances,
                            self.scene.theme.pack, self, next_deal=is_current)
        self.summary = dlg
        dlg.finished.connect(lambda _r, d=dlg: self._summary_closed(d))
        dlg.next_requested.connect(self.next_deal)
        dlg.review_requested.connect(lambda e=entry: self.open_review(e.record.to_json()))
        dlg.open()

    def _summary_closed(self, dlg: SummaryDialog) -> None:
        if self.summary is dlg:
            self.summary = None

    def show_finished_summary(self) -> None:
        """The summary of the deal just finished (from the table's button)."""
        entry = self.controller.finished_entry()
        if entry is not None:
            self._show_summary(entry)

    def next_deal(self) -> None:
        """Start the next deal (from the table's or the summary's button, or the menu)."""
        if self.summary is not None:
            self.summary.close()
        self._pending_summary = None
        self.controller.next_deal()

    def _on_hint(self, decision: object) -> None:
        from prefgui.ai.players import Decision

        assert isinstance(decision, Decision)
        a = decision.action
        pack = self.scene.theme.pack
        if isinstance(a, Play):
            what = texts.card_label(a.card, pack)
            self.scene.focus_card = a.card
            self.scene.sync(self.controller.observation(), animate=False)
        else:
            what = texts.action_label(a, self.controller.rules, pack)
        rules = self.controller.rules
        why = reasons.reason_text(decision, rules, pack)
        if why.startswith(what):  # the reason begins with the button's (or card's) name
            text = self.tr("Hint: {why}").format(why=why)
        else:
            text = self.tr("Hint: {what} ({why})").format(what=what, why=why)
        self.statusBar().showMessage(text, 12000)
        # The figures behind the hint, on a line of their own.
        self.statusBar().setToolTip(reasons.reason_details(decision, rules, pack))

    def _replay(self, entry: LedgerEntry) -> None:
        from prefgui.ui.dialogs.replay import ReplayDialog

        dlg = ReplayDialog(entry.record.to_json(), self.controller.names(), self.scene.theme,
                           self)
        dlg.exec()

    def open_review(self, record: dict[str, object]) -> None:
        """The review window of a deal of this session."""
        self.reviews.open(record, self.controller.human, self.controller.names(),
                          self.scene.theme)

    def review_last_deal(self) -> None:
        """Coach → Review last deal."""
        entries = self.controller.match.entries
        if not entries:
            self.statusBar().showMessage(self.tr("No deal has been finished yet."), 5000)
            return
        self.open_review(entries[-1].record.to_json())

    def _on_play_from(self, record: dict[str, object], actions: int) -> None:
        """A review's "Play from here": the practice deal from that position, with the
        table brought in front of the review windows (they stay open behind it)."""
        self.play_from_here(dict(record), actions)
        for win in self.reviews.windows:
            win.lower()
        self.raise_()
        self.activateWindow()

    # settings and sessions --------------------------------------------------------------
    def open_settings(self) -> None:
        from prefgui.ui.dialogs.settings import SettingsDialog

        c = self.controller
        self.practice.leave()
        current = replace(self.settings, table=c.table_settings())
        dlg = SettingsDialog(current, self)
        if dlg.exec() != SettingsDialog.DialogCode.Accepted:
            return
        new = dlg.result_settings()
        self.apply_settings(new)
        self.apply_table(new.table)

    def apply_table(self, table: TableSettings) -> None:
        """Play ``table`` from now on.

        Another variant or number of players starts a new session (after asking; the old one
        stays among the saved sessions); other option changes apply from the next deal.
        """
        c = self.controller
        playing = c.match.settings
        if table == c.table_settings():
            return
        if needs_new_session(playing, table):
            question = (self.tr("The number of players changes only with a new session.")
                        if table.players != playing.players else
                        self.tr("Each variant keeps its own pot or bank, so another variant "
                                "starts a new session."))
            answer = QMessageBox.question(self, self.tr("Settings"), question + " " + self.tr(
                "The current session stays in the saved sessions. Start a new session now?"))
            if answer == QMessageBox.StandardButton.Yes:
                c.new_session(table, c.match.seed + 1, new_session_path())
            return
        try:
            c.change_rules(table)
        except PrefError as e:
            QMessageBox.warning(self, self.tr("Settings"), self.tr(
                "The new rules cannot be used: {reason}").format(
                reason=error_texts.option_error_text(e)))
            return
        obs = c.observation()
        if obs.phase is Phase.DONE or not obs.history:
            self.statusBar().showMessage(self.tr("The new rules apply from the next "
                                                 "deal."), 8000)
        else:
            self.statusBar().showMessage(self.tr("The new rules apply from the next deal; "
                                                 "this deal ends under the old ones."), 8000)

    def show_welcome(self) -> None:
        """The welcome (first start, Help → Welcome): another variant starts a new
        session at once, the pack and the language apply at once."""
        from prefgui.ui.dialogs.welcome import WelcomeDialog

        c = self.controller
        self.practice.leave()
        dlg = WelcomeDialog(replace(self.settings, table=c.table_settings()), self)
        if dlg.exec() != WelcomeDialog.DialogCode.Accepted:
            return
        new = dlg.result_settings()
        self.apply_settings(new)
        if new.table.variant != c.match.settings.variant:
            c.new_session(new.table, c.match.seed + 1, new_session_path())

    def apply_settings(self, new: AppSettings) -> None:
        """Display settings apply at once; rules wait for the next deal."""
        old = self.settings
        self.settings = new
        save_settings(new)
        if new.theme != old.theme or new.back != old.back or new.pack != old.pack:
            theme = load_theme(new.theme)
            theme.back = new.back
            self.scene.set_theme(theme)
            self.panel.pack = theme.pack
            self.controller.pack = theme.pack
            self.sheet.pack = theme.pack
        self.menu_actions.set_speed(new.speed)
        self.scene.trick_pause = new.trick_pause
        if new.coach != "warn":
            self._warned = None
            self.scene.clear_advice()
        if new.language != old.language:
            from PySide6.QtWidgets import QApplication



            app = QApplication.instance()
            if isinstance(app, QApplication):
                install_translators(app, None if new.language == "system" else new.language)
        self._on_state_changed(self.controller.observation())
        self.coach_notes.show()

    def open_sessions(self) -> None:
        from prefgui.ui.dialogs.sessions import SessionsDialog

        self.practice.leave()
        dlg = SessionsDialog(sessions_dir(), self.controller.save_path, self,
                             pack=self.scene.theme.pack)
        dlg.review_requested.connect(
            lambda record, human, names: self.reviews.open(record, human, names,
                                                           self.scene.theme))
        if dlg.exec() != SessionsDialog.DialogCode.Accepted or dlg.chosen is None:
            return
        if dlg.chosen == self.controller.save_path:
            return
        try:
            match = load_session(dlg.chosen)
        except SaveError as e:
            QMessageBox.warning(self, self.tr("Saved sessions"),
                                save_problem_text(dlg.chosen, e))
            return
        except OSError as e:
            QMessageBox.warning(self, self.tr("Saved sessions"), self.tr(
                "This session could not be resumed: {error}").format(error=e))
            return
        self.controller.replace_match(match, dlg.chosen)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        if not self.save_guard.confirm_close():
            event.ignore()
            return
        self.controller.stop()  # answers still on their way are dropped
        self.reviews.shutdown()  # reviews under way are dropped
        if self.profile is not None:
            self.profile.close()
            self.profile = None
        self.practice.shutdown()
        super().closeEvent(event)
