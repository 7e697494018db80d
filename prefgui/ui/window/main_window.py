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
- :class:`~prefgui.ui.window.closing.Closing`: the question before closing an unsaved game,
  and the parts stopped at the end;
- from the coach's room, :class:`~prefgui.ui.coach.practice_mode.PracticeMode` (its banner
  above the table) and :class:`~prefgui.ui.coach.coach_notes.CoachNotes`;
- :class:`~prefgui.ui.window.sheet_desk.SheetDesk`: the score sheet in a dock, and a
  finished deal's replay and review (the reviews run in a
  :class:`~prefgui.ui.review.hub.ReviewHub`);
- :class:`~prefgui.ui.window.practice_sheet.PracticeSheet`: the dock's sheet and title
  during the defence practice;
- :class:`~prefgui.ui.window.chrome.ChromeScale`: the menus and the status line at the
  cards' scale on a large table;
- :class:`~prefgui.ui.window.preferences.PreferenceFollowers`: a change of preferences
  saved (a failure told) and followed by the parts (a new deck loaded, a new language
  installed).

The window itself holds the player's preferences (``settings``, ``apply_settings``).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtGui import QCloseEvent, QGuiApplication
from PySide6.QtWidgets import QMainWindow, QMenu, QVBoxLayout, QWidget

from prefgui.coach.advice import WarnOnce
from prefgui.session.settings import AppSettings
from prefgui.ui.coach.coach_notes import CoachNotes
from prefgui.ui.coach.practice_mode import PracticeMode
from prefgui.ui.coach.profile_store import open_profile
from prefgui.ui.game.controller import GameController
from prefgui.ui.review.hub import ReviewHub
from prefgui.ui.table import timing
from prefgui.ui.table.panel import ActionPanel
from prefgui.ui.table.scene import TableScene
from prefgui.ui.table.theme import CardTheme
from prefgui.ui.table.view import TableView
from prefgui.ui.window.actions import MenuActions
from prefgui.ui.window.chrome import ChromeScale
from prefgui.ui.window.claims import ClaimDesk
from prefgui.ui.window.closing import Closing
from prefgui.ui.window.deal_end import DealEnd
from prefgui.ui.window.game_dialogs import GameDialogs
from prefgui.ui.window.practice_sheet import PracticeSheet, practice_coach
from prefgui.ui.window.preferences import PreferenceFollowers
from prefgui.ui.window.save_guard import SaveGuard
from prefgui.ui.window.sheet_desk import SheetDesk
from prefgui.ui.window.table_desk import TableDesk


def _first_size() -> tuple[int, int]:
    """1280×800, or the screen's available room if it is smaller (a 1024×640 laptop)."""
    screen = QGuiApplication.primaryScreen()
    if screen is None:
        return 1280, 800
    room = screen.availableGeometry()
    return min(1280, room.width()), min(800, room.height())


def _banner_above(banner: QWidget, view: QWidget, parent: QWidget) -> QWidget:
    """The practice banner above the table: a strip, not drawn over it, so the table lays
    itself out in the room left and nothing of the position is hidden."""
    central = QWidget(parent)
    box = QVBoxLayout(central)
    box.setContentsMargins(0, 0, 0, 0)
    box.setSpacing(0)
    box.addWidget(banner)
    box.addWidget(view, 1)
    return central


def _connect_commands(m: MenuActions, panel: ActionPanel, dialogs: GameDialogs,
                      claims: ClaimDesk, deal_end: DealEnd, sheet_desk: SheetDesk,
                      practice: PracticeMode) -> None:
    """The menu commands and the panel's and the banner's buttons that go to the window's
    own dialogs and desks."""
    m.sessions.triggered.connect(dialogs.open_sessions)
    m.settings.triggered.connect(dialogs.open_settings)
    m.claim.triggered.connect(claims.claim)
    m.summary.triggered.connect(deal_end.show_finished_summary)
    m.next_deal.triggered.connect(deal_end.next_deal)
    m.review_last.triggered.connect(sheet_desk.review_last_deal)
    m.drills.triggered.connect(practice.open_drills)
    m.defence.triggered.connect(practice.open_defence)
    m.welcome.triggered.connect(dialogs.show_welcome)
    panel.claim_accepted.connect(claims.accept)
    panel.claim_declined.connect(claims.play_on)
    panel.next_deal_clicked.connect(deal_end.next_deal)
    practice.bar.next_deal_clicked.connect(deal_end.next_deal)
    panel.summary_clicked.connect(deal_end.show_finished_summary)


class MainWindow(QMainWindow):
    """One window, one table."""

    deal_end: DealEnd  # made after the parts that show a summary through it

    def __init__(self, controller: GameController, theme: CardTheme,
                 settings: AppSettings | None = None) -> None:
        super().__init__()
        self.controller = c = controller
        self.settings = settings or AppSettings()
        self._not_saved = False  # another window writes the data folder
        status = self.statusBar()
        self.scene = TableScene(theme, controller.human)
        self.scene.setParent(self)  # deleted with the window
        self.scene.trick.pause = self.settings.trick_pause
        self.view = TableView(self.scene)
        self.panel = ActionPanel(self.view)
        self.panel.pack = theme.pack
        controller.pack = theme.pack
        self.claims = ClaimDesk(c, self.scene, status, self)
        # The player's coach profile, open while the window is: finished deals are
        # reviewed in the background and stored in it.
        self.profile, profile_note = open_profile()
        self.reviews = ReviewHub(self.profile, controller.jobs, self)
        self.reviews.profile_problem.connect(
            lambda text: self.statusBar().showMessage(text, timing.STATUS_EXPLAINED))
        self.practice = PracticeMode(c, self.scene, self.view, status, self, self)
        self.sheet_desk = SheetDesk(self, c, self.scene, self.reviews, status,
                                    self.play_from_here,
                                    lambda e: self.deal_end.show_summary(e),
                                    lambda: self.settings)
        self.sheet, self.sheet_dock = self.sheet_desk.sheet, self.sheet_desk.dock
        self.practice_sheet = PracticeSheet(c, self.practice, self.sheet_desk)
        self.setCentralWidget(_banner_above(self.practice.bar, self.view, self))
        self.dialogs = GameDialogs(c, self, self.scene, self.reviews, status,
                                   self.practice.leave, self)
        self.warning = WarnOnce()  # the coach's warning before a card (coach "warn")
        self.table_desk = TableDesk(c, self.scene, self.view, self.panel, status,
                                    self.warning, self.coach_settings, self.practice.takes,
                                    self)
        self.table_desk.panel_place.claim_offer = self.claims.offer
        self.claims.offer_changed.connect(self.table_desk.refresh_panel)
        self.deal_end = DealEnd(c, self.scene, self.reviews, self.sheet_desk.open_review, self)
        self.menu_actions = MenuActions(self, c, self.scene, status, self,
                                        self.sheet_dock.toggleViewAction(),
                                        self.table_desk.refresh)
        _connect_commands(self.menu_actions, self.panel, self.dialogs, self.claims,
                          self.deal_end, self.sheet_desk, self.practice)
        self.chrome = ChromeScale(self.view, lambda: (
            self.menuBar(), self.statusBar(), *self.findChildren(QMenu)), self.menuBar().font())
        self.save_guard = SaveGuard(c.autosave, status, self)
        self.closing = Closing(c, self.reviews, self.practice, self.save_guard, self.profile)
        status.addPermanentWidget(self.save_guard)
        self.resize(*_first_size())
        self.retranslate_ui()
        self.coach_notes = CoachNotes(c, self.scene, self.coach_settings,
                                      self.warning.showing)
        self.table_desk.playing.connect(self.coach_notes.before_card)
        self.preference_followers = PreferenceFollowers(
            c, self.scene, self.panel, self.sheet, self.menu_actions, self.table_desk,
            self.warning, self.coach_notes, status, self)
        c.practice_changed.connect(self._on_practice_changed)
        if profile_note:
            QTimer.singleShot(0, self, lambda: self.statusBar().showMessage(
                profile_note, timing.STATUS_AT_START))

    def set_not_saved(self, not_saved: bool) -> None:
        """Mark the window as one whose games are never saved (another window writes the
        data folder): its title says so for as long as it is open."""
        self._not_saved = not_saved
        self.retranslate_ui()

    def coach_settings(self) -> AppSettings:
        """The preferences the table's coach follows (:func:`practice_coach`)."""
        return practice_coach(self.settings, self.practice.defending)

    def retranslate_ui(self) -> None:
        title = self.tr("prefgui — Préférence")
        if self._not_saved:
            title = self.tr("{title} — not saved").format(title=title)
        self.setWindowTitle(title)
        self.practice_sheet.retranslate_ui()
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
        old, self.settings = self.settings, new
        self.preference_followers.follow(old, new)

    def _on_practice_changed(self, on: bool) -> None:
        """A practice position comes on the table, or the session's deal comes back."""
        self.preference_followers.clear_warning()
        self.scene.reset()
        self.scene.human = self.controller.human
        self.practice.on_changed(on)

    def play_from_here(self, record: dict[str, object], actions: int) -> None:
        """Restart the deal of ``record`` from the position after its first ``actions``
        actions, the human in his seat: practice, not scored (Esc goes back to the game).

        Raises:
            ValueError: the record is not valid, or has fewer than ``actions`` actions.
        """
        self.practice.play_from_here(record, actions)
        if self.deal_end.summary is not None:  # the table is played on: the summary goes
            self.deal_end.summary.close()

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
        self.closing.at_once = True
        self.close()
        self.closing.shut_down()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        if not self.closing.may_close():
            event.ignore()
            return
        self.closing.shut_down()
        super().closeEvent(event)
