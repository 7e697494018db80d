"""The menus and their actions (Game, Deal, Coach, View, Help) with keyboard shortcuts.

The actions that open the window's own dialogs and desks (sessions, settings, the summary,
the next deal, the review, the drills, the defence practice, the claim, the welcome) are
connected by the window; the others are handled here, with the controller, the table and
the status line they need. The View menu is :class:`~prefgui.ui.window.view_menu.ViewMenu`,
the Help menu's boxes :mod:`~prefgui.ui.window.help_boxes`.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from prefgui.engine.observation import Observation
from prefgui.ui.game.controller import GameController
from prefgui.ui.game.ports import Preferences, StatusLine
from prefgui.ui.game.session_start import start_new_session
from prefgui.ui.table import timing
from prefgui.ui.table.scene import TableScene
from prefgui.ui.window.help_boxes import show_about, show_shortcuts
from prefgui.ui.window.view_menu import ViewMenu


class MenuActions(QObject):
    """Builds the menu bar of the main window and handles the commands that are its own.

    Args:
        sheet_action: shows or hides the score sheet's dock (View menu).
        refresh_table: draws the table for the current state again.
    """

    def __init__(self, window: QMainWindow, controller: GameController, scene: TableScene,
                 status: StatusLine, preferences: Preferences, sheet_action: QAction,
                 refresh_table: Callable[[], None]) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        self.scene = scene
        self.status = status
        self._refresh_table = refresh_table
        bar = window.menuBar()
        self.game_menu = QMenu(window)
        self.deal_menu = QMenu(window)
        self.coach_menu = QMenu(window)
        self.view = ViewMenu(window, controller, scene, preferences, sheet_action)
        self.view_menu = self.view.menu
        self.help_menu = QMenu(window)
        for m in (self.game_menu, self.deal_menu, self.coach_menu, self.view_menu,
                  self.help_menu):
            bar.addMenu(m)
        self.new_session = self._add(self.game_menu, QKeySequence.StandardKey.New, self._new)
        self.sessions = self._add(self.game_menu, None)
        self.settings = self._add(self.game_menu, QKeySequence.StandardKey.Preferences)
        self.game_menu.addSeparator()
        self.quit = self._add(self.game_menu, QKeySequence.StandardKey.Quit, window.close)
        self.hint = self._add(self.deal_menu, QKeySequence("H"), self._hint)
        self.last_trick = self._add(self.deal_menu, QKeySequence("L"), self._show_last_trick)
        self.trick_history = self._add(self.deal_menu, QKeySequence("T"),
                                       self._show_trick_history)
        self.claim = self._add(self.deal_menu, QKeySequence("C"))
        self.summary = self._add(self.deal_menu, None)
        self.next_deal = self._add(self.deal_menu, QKeySequence("N"))
        self.review_last = self._add(self.coach_menu, None)
        self.deal_menu.addSeparator()
        self.practice = self._add(self.deal_menu, None, self._toggle_practice)
        self.practice.setCheckable(True)
        self.undo = self._add(self.deal_menu, QKeySequence.StandardKey.Undo, self._undo)
        self.undo.setEnabled(False)
        self.progress = self._add(self.coach_menu, None, self._show_progress)
        self.drills = self._add(self.coach_menu, None)
        self.defence = self._add(self.coach_menu, QKeySequence("Ctrl+D"))
        self.welcome = self._add(self.help_menu, None)
        self.shortcuts = self._add(self.help_menu, None, lambda: show_shortcuts(window))
        self.rules = self._add(self.help_menu, QKeySequence.StandardKey.HelpContents,
                               self._show_rules)
        self.about = self._add(self.help_menu, None, lambda: show_about(window))

    def _add(self, menu: QMenu, key: QKeySequence | QKeySequence.StandardKey | None,
             slot: Callable[..., object] | None = None) -> QAction:
        """An action of ``menu``; without ``slot`` the window connects it."""
        act = QAction(self.window)
        if key is not None:
            act.setShortcut(key)
        if slot is not None:
            act.triggered.connect(slot)
        menu.addAction(act)
        return act

    def retranslate_ui(self) -> None:
        self.game_menu.setTitle(self.tr("&Game"))
        self.deal_menu.setTitle(self.tr("&Deal"))
        self.coach_menu.setTitle(self.tr("&Coach"))
        self.drills.setText(self.tr("&Drills"))
        self.defence.setText(self.tr("D&efence practice"))
        self.coach_menu.menuAction().setVisible(bool(self.coach_menu.actions()))
        self.review_last.setText(self.tr("&Review last deal"))
        self.view.retranslate_ui()
        self.help_menu.setTitle(self.tr("&Help"))
        self.new_session.setText(self.tr("&New session"))
        self.sessions.setText(self.tr("Saved &sessions…"))
        self.settings.setText(self.tr("Se&ttings…"))
        self.quit.setText(self.tr("&Quit"))
        self.hint.setText(self.tr("&Hint"))
        self.last_trick.setText(self.tr("Show &last trick"))
        self.trick_history.setText(self.tr("&Trick history"))
        self.claim.setText(self.tr("&Claim the rest…"))
        self.summary.setText(self.tr("Deal s&ummary"))
        self.next_deal.setText(self.tr("&Next deal"))
        self.progress.setText(self.tr("&Progress…"))
        self.practice.setText(self.tr("&Practice mode (allows taking back cards)"))
        self.undo.setText(self.tr("&Undo my last card"))
        self.welcome.setText(self.tr("&Welcome"))
        self.shortcuts.setText(self.tr("&Keyboard shortcuts"))
        self.rules.setText(self.tr("&Rules"))
        self.about.setText(self.tr("&About prefgui"))

    # commands -----------------------------------------------------------------------------
    def _new(self) -> None:
        start_new_session(self.controller)

    def _hint(self) -> None:
        self.controller.turns.request_hint()

    def _show_last_trick(self) -> None:
        """The last trick's cards on the table again (until the table next changes)."""
        if not self.scene.trick.show_last():
            self.status.showMessage(self.tr("No trick has been completed yet."),
                                    timing.STATUS_REFUSED)
            return
        QTimer.singleShot(timing.LAST_TRICK, self, self._refresh_table)

    def _show_trick_history(self) -> None:
        from prefgui.ui.dialogs.modal import run_modal
        from prefgui.ui.dialogs.tricks import TrickHistoryDialog

        obs: Observation = self.controller.view.observation()
        run_modal(TrickHistoryDialog(obs, self.controller.view.names(), self.scene.theme.pack,
                                     self.window))

    def _show_progress(self) -> None:
        from prefgui.ui.coach.progress import show_progress
        from prefgui.ui.words.coach_texts import c3_reading

        dialog = show_progress(self.window, c3_reading(self.controller.rules))  # the table's C3
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def _toggle_practice(self, on: bool) -> None:
        self.undo.setEnabled(on)
        self.status.showMessage(
            self.tr("Practice mode: you may take back your cards (Ctrl+Z).") if on
            else self.tr("Practice mode is off."), timing.STATUS_NOTICE)

    def _undo(self) -> None:
        if not self.practice.isChecked():
            return
        if not self.controller.session.undo_last_card():
            self.status.showMessage(self.tr("Nothing to undo in this deal."),
                                    timing.STATUS_REFUSED)

    def set_speed(self, speed: str) -> None:
        """Set the animation speed of the table and the computer's pauses, and tick it."""
        self.view.set_speed(speed)

    def _show_rules(self) -> None:
        from prefgui.ui.dialogs.rules import show_rules

        show_rules(self.window, self.controller.rules, self.scene.theme.pack)
