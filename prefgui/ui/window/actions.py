"""The menus and their actions (Game, Deal, View, Help) with keyboard shortcuts."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu, QMessageBox

from prefgui import __version__
from prefgui.engine.observation import Observation
from prefgui.ui.game.session_start import start_new_session
from prefgui.ui.table import timing
from prefgui.ui.words import texts

if TYPE_CHECKING:
    from prefgui.ui.window.main_window import MainWindow


class MenuActions(QObject):
    """Builds the menu bar of the main window and handles its commands."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.w = window
        bar = window.menuBar()
        self.game_menu = QMenu(window)
        self.deal_menu = QMenu(window)
        self.coach_menu = QMenu(window)
        self.view_menu = QMenu(window)
        self.help_menu = QMenu(window)
        for m in (self.game_menu, self.deal_menu, self.coach_menu, self.view_menu,
                  self.help_menu):
            bar.addMenu(m)
        self.new_session = self._add(self.game_menu, QKeySequence.StandardKey.New, self._new)
        self.sessions = self._add(self.game_menu, None, window.open_sessions)
        self.settings = self._add(self.game_menu, QKeySequence.StandardKey.Preferences,
                                  window.open_settings)
        self.game_menu.addSeparator()
        self.quit = self._add(self.game_menu, QKeySequence.StandardKey.Quit, window.close)
        self.hint = self._add(self.deal_menu, QKeySequence("H"), self._hint)
        self.last_trick = self._add(self.deal_menu, QKeySequence("L"), self._show_last_trick)
        self.trick_history = self._add(self.deal_menu, QKeySequence("T"),
                                       self._show_trick_history)
        self.claim = self._add(self.deal_menu, QKeySequence("C"), self._claim)
        self.summary = self._add(self.deal_menu, None, window.show_finished_summary)
        self.next_deal = self._add(self.deal_menu, QKeySequence("N"), window.next_deal)
        self.review_last = self._add(self.coach_menu, None, window.review_last_deal)
        self.deal_menu.addSeparator()
        self.practice = self._add(self.deal_menu, None, self._toggle_practice)
        self.practice.setCheckable(True)
        self.undo = self._add(self.deal_menu, QKeySequence.StandardKey.Undo, self._undo)
        self.undo.setEnabled(False)
        self.progress = self._add(self.coach_menu, None, self._show_progress)
        self.drills = self._add(self.coach_menu, None, window.practice.open_drills)
        self.sheet_action = window.sheet_dock.toggleViewAction()
        self.sheet_action.setShortcut(QKeySequence("S"))
        self.view_menu.addAction(self.sheet_action)
        self.theme_menu = self.view_menu.addMenu("")
        self.theme_menu.aboutToShow.connect(self._fill_themes)
        self.speed_menu = self.view_menu.addMenu("")
        self.speed_group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for speed in timing.SPEEDS:
            act = QAction(self)
            act.setCheckable(True)
            act.setChecked(speed == timing.DEFAULT_SPEED)
            act.triggered.connect(lambda _=False, s=speed: self.set_speed(s))
            self.speed_group.addAction(act)
            self.speed_menu.addAction(act)
            self.speed_actions[speed] = act
        self.full_screen = self._add(self.view_menu, QKeySequence.StandardKey.FullScreen,
                                     self._toggle_full_screen)
        self.welcome = self._add(self.help_menu, None, window.show_welcome)
        self.shortcuts = self._add(self.help_menu, None, self._show_shortcuts)
        self.rules = self._add(self.help_menu, QKeySequence.StandardKey.HelpContents,
                               self._show_rules)
        self.about = self._add(self.help_menu, None, self._show_about)

    def _add(self, menu: QMenu, key: QKeySequence | QKeySequence.StandardKey | None,
             slot: object) -> QAction:
        act = QAction(self.w)
        if key is not None:
            act.setShortcut(key)
        act.triggered.connect(slot)
        menu.addAction(act)
        return act

    def retranslate_ui(self) -> None:
        self.game_menu.setTitle(self.tr("&Game"))
        self.deal_menu.setTitle(self.tr("&Deal"))
        self.coach_menu.setTitle(self.tr("&Coach"))
        self.drills.setText(self.tr("&Drills"))
        self.coach_menu.menuAction().setVisible(bool(self.coach_menu.actions()))
        self.review_last.setText(self.tr("&Review last deal"))
        self.view_menu.setTitle(self.tr("&View"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.new_session.setText(self.tr("&New session"))
        self.sessions.setText(self.tr("Saved &sessions…"))
        self.settings.setText(self.tr("Se&ttings…"))
        self.sheet_action.setText(self.tr("&Score sheet"))
        self.theme_menu.setTitle(self.tr("Card &theme"))
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
        self.speed_menu.setTitle(self.tr("Animation &speed"))
        names = {"slow": self.tr("Slow"), "normal": self.tr("Normal"), "fast": self.tr("Fast"),
                 "off": self.tr("Off")}
        for speed, act in self.speed_actions.items():
            act.setText(names[speed])
        self.full_screen.setText(self.tr("&Full screen"))
        self.welcome.setText(self.tr("&Welcome"))
        self.shortcuts.setText(self.tr("&Keyboard shortcuts"))
        self.rules.setText(self.tr("&Rules"))
        self.about.setText(self.tr("&About prefgui"))

    # commands -----------------------------------------------------------------------------
    def _new(self) -> None:


        start_new_session(self.w.controller)

    def _hint(self) -> None:
        self.w.controller.request_hint()

    def _show_last_trick(self) -> None:
        """The last trick's cards on the table again (until the table next changes)."""
        if not self.w.scene.show_last_trick():
            self.w.statusBar().showMessage(self.tr("No trick has been completed yet."), 4000)
            return
        w = self.w
        QTimer.singleShot(2500, w.refresh_table)

    def _claim(self) -> None:
        self.w.claims.claim()

    def _show_trick_history(self) -> None:
        from prefgui.ui.dialogs.tricks import TrickHistoryDialog

        obs: Observation = self.w.controller.observation()
        TrickHistoryDialog(obs, self.w.controller.names(), self.w.scene.theme.pack,
                           self.w).exec()

    def _show_progress(self) -> None:
        from prefgui.ui.coach.progress import show_progress

        show_progress(self.w).setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def _toggle_practice(self, on: bool) -> None:
        self.undo.setEnabled(on)
        self.w.statusBar().showMessage(
            self.tr("Practice mode: you may take back your cards (Ctrl+Z).") if on
            else self.tr("Practice mode is off."), 5000)

    def _undo(self) -> None:
        if not self.practice.isChecked():
            return
        if not self.w.controller.undo_last_card():
            self.w.statusBar().showMessage(self.tr("Nothing to undo in this deal."), 4000)

    def _fill_themes(self) -> None:
        from prefgui.ui.table.theme import available_themes

        self.theme_menu.clear()
        group = QActionGroup(self.theme_menu)
        for info in available_themes():
            act = self.theme_menu.addAction(texts.theme_title(info.name, info.title))
            act.setCheckable(True)
            act.setChecked(info.name == self.w.settings.theme)
            act.triggered.connect(lambda _=False, name=info.name: self._set_theme(name))
            group.addAction(act)

    def _set_theme(self, name: str) -> None:
        from dataclasses import replace

        from prefgui.ui.table.theme import load_theme

        self.w.apply_settings(replace(self.w.settings, theme=name,
                                      pack=load_theme(name).pack))

    def set_speed(self, speed: str) -> None:
        """Set the animation speed of the table and the computer's pauses, and tick it."""
        self.w.controller.speed = speed
        self.w.scene.speed = speed
        if speed in self.speed_actions:
            self.speed_actions[speed].setChecked(True)

    def _toggle_full_screen(self) -> None:
        if self.w.isFullScreen():
            self.w.showNormal()
        else:
            self.w.showFullScreen()

    def _show_shortcuts(self) -> None:
        QMessageBox.information(self.w, self.tr("Keyboard shortcuts"), self.tr(
            "<table>"
            "<tr><td><b>← →</b></td><td>choose a card</td></tr>"
            "<tr><td><b>Enter</b></td><td>play the chosen card</td></tr>"
            "<tr><td><b>Tab</b>, <b>Space</b></td><td>move between and press the buttons of "
            "the decision panel</td></tr>"
            "<tr><td><b>H</b></td><td>hint</td></tr>"
            "<tr><td><b>L</b></td><td>show the last trick</td></tr>"
            "<tr><td><b>T</b></td><td>trick history</td></tr>"
            "<tr><td><b>S</b></td><td>score sheet</td></tr>"
            "<tr><td><b>N</b></td><td>next deal (when the deal is over)</td></tr>"
            "<tr><td><b>F1</b></td><td>rules</td></tr>"
            "<tr><td><b>Ctrl+Z</b></td><td>undo my last card</td></tr>"
            "<tr><td><b>Ctrl+N</b></td><td>new session</td></tr>"
            "<tr><td><b>F11</b></td><td>full screen</td></tr>"
            "<tr><td><b>Ctrl+Q</b></td><td>quit</td></tr></table>").replace(
            "</table>", self.tr("<tr><td><b>C</b></td><td>claim the remaining tricks</td></tr>")
            + "</table>"))

    def _show_rules(self) -> None:
        from prefgui.ui.dialogs.rules import show_rules

        show_rules(self.w, self.w.controller.rules, self.w.scene.theme.pack)

    def _show_about(self) -> None:
        QMessageBox.about(self.w, self.tr("About prefgui"), self.tr(
            "<h3>prefgui {version}</h3><p>Préférence against the computer: Austrian, "
            "Illustrated, Western Balkan, Hungarian, Danube Swabian and American rules.</p>"
            "<p>Free software under the GNU GPL, version 3 or later. Card art: our own. "
            "Font: DejaVu Sans (free licence).</p>").format(version=__version__))
