"""The main window: the table, the decision panel, the status line and the menus.

The window builds its parts and connects them; each part does one job and is given only
what it needs (the controller, the scene, the status line, the preferences):

- :class:`~prefgui.ui.window.table_desk.TableDesk`: the table, the panel and the status line
  in step with the game, and the human's cards and calls passed on to the controller;
- :class:`~prefgui.ui.window.deal_end.DealEnd`: the summary after each deal, the next deal;
- :class:`~prefgui.ui.window.game_dialogs.GameDialogs`: settings, welcome, saved sessions;
- :class:`~prefgui.ui.window.claims.ClaimDesk`: the claims;
- :class:`~prefgui.ui.window.actions.MenuActions`: the menus;
- :class:`~prefgui.ui.window.save_guard.SaveGuard`: the notice while the game is not saved;
- from the coach's room, :class:`~prefgui.ui.coach.practice_mode.PracticeMode` (its banner
  above the table) and :class:`~prefgui.ui.coach.coach_notes.CoachNotes`;
- the score sheet in a dock, and the reviews (:class:`~prefgui.ui.review.hub.ReviewHub`).

The window itself holds the player's preferences (``settings``, ``apply_settings``).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QFont, QGuiApplication
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QMainWindow,
    QMenu,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from prefgui.coach.advice import WarnOnce
from prefgui.session.match import LedgerEntry, Match
from prefgui.session.pulka import Pulka, PulkaEntry
from prefgui.session.settings import AppSettings, whist_price_value
from prefgui.ui.coach.coach_notes import CoachNotes
from prefgui.ui.coach.practice_mode import PracticeMode
from prefgui.ui.coach.profile_store import open_profile
from prefgui.ui.dialogs.modal import run_modal
from prefgui.ui.game.controller import GameController
from prefgui.ui.review.hub import ReviewHub
from prefgui.ui.sheet.score_sheet import ScoreSheet
from prefgui.ui.system.settings_store import save_settings
from prefgui.ui.table import timing
from prefgui.ui.table.layout import TableLayout, chrome_scale
from prefgui.ui.table.panel import ActionPanel
from prefgui.ui.table.scene import TableScene
from prefgui.ui.table.theme import CardTheme, load_theme
from prefgui.ui.table.view import TableView
from prefgui.ui.window.actions import MenuActions
from prefgui.ui.window.claims import ClaimDesk
from prefgui.ui.window.deal_end import DealEnd
from prefgui.ui.window.game_dialogs import GameDialogs
from prefgui.ui.window.save_guard import SaveGuard
from prefgui.ui.window.table_desk import TableDesk
from prefgui.ui.words import file_messages
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
        self.controller = c = controller
        self.settings = settings or AppSettings()
        self._asked_to_close = False  # close_now: no question before closing
        self._shut = False  # the game's parts have been stopped
        self._settings_problem_said = False  # a failed settings save was told in a box
        status = self.statusBar()
        self.scene = TableScene(theme, controller.human)
        self.scene.setParent(self)  # deleted with the window
        self.scene.trick.pause = self.settings.trick_pause
        self.view = TableView(self.scene)
        self.panel = ActionPanel(self.view)
        self.panel.pack = theme.pack
        controller.pack = theme.pack
        self._build_sheet(theme)
        self.claims = ClaimDesk(c, self.scene, status, self)
        # The player's coach profile, open while the window is: finished deals are
        # reviewed in the background and stored in it.
        self.profile, profile_note = open_profile()
        self.reviews = ReviewHub(self.profile, controller.jobs, self)
        self.reviews.play_from_requested.connect(self._on_play_from)
        self.reviews.profile_problem.connect(
            lambda text: self.statusBar().showMessage(text, timing.STATUS_EXPLAINED))
        self.sheet.review_requested.connect(lambda e: self.open_review(e.record.to_json()))
        self.practice = PracticeMode(c, self.scene, self.view, status, self, self)
        self._build_central()
        self.dialogs = GameDialogs(c, self, self.scene, self.reviews, status,
                                   self.practice.leave, self)
        self.warning = WarnOnce()  # the coach's warning before a card (coach "warn")
        self.table_desk = TableDesk(c, self.scene, self.view, self.panel, status,
                                    self.warning, lambda: self.settings, self.practice.takes,
                                    self)
        self.deal_end = DealEnd(c, self.scene, self.reviews, self.open_review, self)
        self.menu_actions = MenuActions(self, c, self.scene, status, self,
                                        self.sheet_dock.toggleViewAction(),
                                        self.table_desk.refresh)
        self._connect_menus()
        self._chrome_scale = 1.0
        self._chrome_font = QFont(self.menuBar().font())
        self.view.resized.connect(self._scale_chrome)
        self.save_guard = SaveGuard(c.autosave, status, self)
        status.addPermanentWidget(self.save_guard)
        self.resize(*_first_size())
        self.retranslate_ui()
        c.deal_finished.connect(lambda _e: self.sheet.refresh())
        c.session_replaced.connect(self._show_sheet)
        self.coach_notes = CoachNotes(c, self.scene, lambda: self.settings,
                                      self.warning.showing)
        self.table_desk.playing.connect(self.coach_notes.before_card)
        c.practice_changed.connect(self._on_practice_changed)
        self.panel.next_deal_clicked.connect(self.deal_end.next_deal)
        self.claims.offered.connect(self.table_desk.offer_claim)
        self.claims.withdrawn.connect(self.panel.hide)
        self.panel.claim_accepted.connect(self.claims.accept)
        self.panel.claim_declined.connect(self.claims.play_on)
        self.panel.summary_clicked.connect(self.deal_end.show_finished_summary)
        self.sheet.summary_requested.connect(self.deal_end.show_summary)
        if profile_note:
            QTimer.singleShot(0, self, lambda: self.statusBar().showMessage(
                profile_note, timing.STATUS_AT_START))

    def _build_sheet(self, theme: CardTheme) -> None:
        """The score sheet in a dock on the right, hidden at first."""
        self.sheet = ScoreSheet()
        self.sheet.pack = theme.pack
        self._show_sheet()
        self.sheet.replay_requested.connect(self._replay)
        self.sheet_dock = QDockWidget(self)
        self.sheet_dock.setObjectName("score_sheet")
        self.sheet_dock.setWidget(self.sheet)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.sheet_dock)
        self.sheet_dock.hide()

    def _show_sheet(self) -> None:
        """The score sheet of the session: a ledger, or a Russian session's drawn pulka."""
        m = self.controller.match
        if isinstance(m, Match):
            self.sheet.set_match(m)
        elif isinstance(m, Pulka):
            fresh = self.sheet.pulka_view is None
            view = self.sheet.show_pulka(m, whist_price_value(self.settings.whist_price),
                                         bottom=self.controller.human)
            if fresh:
                # the review window reads European records: a Russian deal is replayed with
                # the values of its cards (all hands known) instead
                view.offer(replay=True, review=False)
                view.summary_requested.connect(lambda e: self.deal_end.show_summary(e))
                view.replay_requested.connect(self._replay_russian)

    def _scale_chrome(self) -> None:
        """The menus and the status line grow with the cards beyond a full-HD table (a 4K
        window without the system's scaling), as the decision panel does."""
        room = self.view.viewport().size()
        scale = chrome_scale(TableLayout(room.width(), room.height(), {}).cw)
        if scale == self._chrome_scale:
            return
        self._chrome_scale = scale
        font = QFont(self._chrome_font)
        if font.pointSizeF() > 0:
            font.setPointSizeF(font.pointSizeF() * scale)
        else:
            font.setPixelSize(round(font.pixelSize() * scale))
        for widget in (self.menuBar(), self.statusBar(), *self.findChildren(QMenu)):
            widget.setFont(font)

    def _build_central(self) -> None:
        """The practice banner above the table: a strip, not drawn over it, so the table
        lays itself out in the room left and nothing of the position is hidden."""
        central = QWidget(self)
        box = QVBoxLayout(central)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)
        box.addWidget(self.practice.bar)
        box.addWidget(self.view, 1)
        self.setCentralWidget(central)

    def _connect_menus(self) -> None:
        """The menu commands that open the window's own dialogs and desks."""
        m = self.menu_actions
        m.sessions.triggered.connect(self.dialogs.open_sessions)
        m.settings.triggered.connect(self.dialogs.open_settings)
        m.claim.triggered.connect(self.claims.claim)
        m.summary.triggered.connect(self.deal_end.show_finished_summary)
        m.next_deal.triggered.connect(self.deal_end.next_deal)
        m.review_last.triggered.connect(self.review_last_deal)
        m.drills.triggered.connect(self.practice.open_drills)
        m.welcome.triggered.connect(self.dialogs.show_welcome)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("prefgui — Préférence"))
        self.sheet_dock.setWindowTitle(self.tr("Score sheet"))
        self.menu_actions.retranslate_ui()
        self.save_guard.retranslate_ui()
        self.practice.retranslate_ui()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            self.table_desk.refresh()
            self.coach_notes.show()
        super().changeEvent(event)

    def apply_settings(self, new: AppSettings) -> None:
        """Display settings apply at once; rules wait for the next deal."""
        old = self.settings
        self.settings = new
        self._say_settings_problem(save_settings(new))
        if new.theme != old.theme or new.back != old.back or new.pack != old.pack:
            theme = load_theme(new.theme)
            theme.back = new.back
            if theme.refused:
                self.statusBar().showMessage(
                    file_messages.deck_refused_text(theme.title, theme.refused),
                    timing.STATUS_EXPLAINED)
            self.scene.set_theme(theme)
            self.panel.pack = theme.pack
            self.controller.pack = theme.pack
            self.sheet.pack = theme.pack
        self.menu_actions.set_speed(new.speed)
        self.scene.trick.pause = new.trick_pause
        if new.coach != "warn":
            self.warning.clear()
            self.scene.coach.clear_advice()
        if new.language != old.language:
            app = QApplication.instance()
            if isinstance(app, QApplication):
                install_translators(app, None if new.language == "system" else new.language)
        self.table_desk.refresh()
        self.coach_notes.show()

    def _say_settings_problem(self, text: str) -> None:
        """A failed save of the settings: a message box the first time, then the status
        line (the settings still apply while the game runs)."""
        if not text:
            return
        self.statusBar().showMessage(text, timing.STATUS_EXPLAINED)
        if not self._settings_problem_said:
            self._settings_problem_said = True
            box = QMessageBox(QMessageBox.Icon.Warning, "prefgui", text,
                              QMessageBox.StandardButton.Ok, self)
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()

    def _on_practice_changed(self, on: bool) -> None:
        """A practice position comes on the table, or the session's deal comes back."""
        self.warning.clear()
        self.scene.coach.clear_advice()
        self.scene.reset()
        self.scene.human = self.controller.human
        self.practice.on_changed(on)

    # reviews and replays ----------------------------------------------------------------
    def play_from_here(self, record: dict[str, object], actions: int) -> None:
        """Restart the deal of ``record`` from the position after its first ``actions``
        actions, the human in his seat: practice, not scored (Esc goes back to the game).

        Raises:
            ValueError: the record is not valid, or has fewer than ``actions`` actions.
        """
        self.practice.play_from_here(record, actions)

    def open_review(self, record: dict[str, object]) -> None:
        """The review window of a deal of this session."""
        self.reviews.open(record, self.controller.human, self.controller.names(),
                          self.scene.theme)

    def review_last_deal(self) -> None:
        """Coach → Review last deal (a Russian deal: its replay with each card's value)."""
        entries = self.controller.match.entries
        if entries and isinstance(entries[-1], PulkaEntry):
            self._replay_russian(entries[-1])
            return
        if not entries or not isinstance(entries[-1], LedgerEntry):
            self.statusBar().showMessage(self.tr("No deal has been finished yet."),
                                         timing.STATUS_NOTICE)
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

    def _replay(self, entry: LedgerEntry) -> None:
        from prefgui.ui.dialogs.replay import ReplayDialog

        run_modal(ReplayDialog(entry.record.to_json(), self.controller.names(), self.scene.theme,
                              self))

    def _replay_russian(self, entry: PulkaEntry) -> None:
        from prefgui.ui.dialogs.ru_replay import RussianReplayDialog

        c = self.controller
        run_modal(RussianReplayDialog(entry.record, c.names(), self.scene.theme, c.human,
                                      c.jobs.background, self))

    def come_to_front(self) -> None:
        """Another start on the same data folder asked for this window: show it."""
        if self.isMinimized():
            self.showNormal()
        self.show()
        self.raise_()
        self.activateWindow()
        self.statusBar().showMessage(self.tr(
            "prefgui was started again: this window already plays on the same data folder."),
            timing.STATUS_NOTICE)

    def close_now(self) -> None:
        """Close without asking (Ctrl-C, the end of the program): the last changes are
        written, the reviews and drills stop."""
        self._asked_to_close = True
        self.close()
        self._shut_down()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        if not self._asked_to_close and not self.save_guard.confirm_close():
            event.ignore()
            return
        self._shut_down()
        super().closeEvent(event)

    def _shut_down(self) -> None:
        if self._shut:
            return
        self._shut = True
        self.controller.stop()  # answers still on their way are dropped
        self.reviews.shutdown()  # reviews under way are dropped
        if self.profile is not None:
            self.profile.close()
            self.profile = None
        self.practice.shutdown()
