"""A change of the player's preferences: the parts of the window that follow it at once
(:class:`PreferenceFollowers`), the preferences saved (a failure told), the deck they ask for
loaded, the language installed.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from prefgui.coach.advice import WarnOnce
from prefgui.session.settings import AppSettings
from prefgui.ui.coach.coach_notes import CoachNotes
from prefgui.ui.game.controller import GameController
from prefgui.ui.game.ports import StatusLine
from prefgui.ui.sheet.score_sheet import ScoreSheet
from prefgui.ui.system.settings_store import save_settings
from prefgui.ui.table import timing
from prefgui.ui.table.panel import ActionPanel
from prefgui.ui.table.scene import TableScene
from prefgui.ui.table.theme import CardTheme, load_theme
from prefgui.ui.window.actions import MenuActions
from prefgui.ui.window.table_desk import TableDesk
from prefgui.ui.words import file_messages
from prefgui.ui.words.languages import install_translators

__all__ = ["PreferenceFollowers", "SettingsSaver", "install_language", "load_deck"]


class SettingsSaver:
    """Saves the preferences; a failed save is told in a message box over ``parent`` the
    first time, then in the status line (the preferences still apply while the game runs)."""

    def __init__(self, status: StatusLine, parent: QWidget) -> None:
        self._status = status
        self._parent = parent
        self._said = False

    def save(self, settings: AppSettings) -> None:
        text = save_settings(settings)
        if not text:
            return
        self._status.showMessage(text, timing.STATUS_EXPLAINED)
        if not self._said:
            self._said = True
            box = QMessageBox(QMessageBox.Icon.Warning, "prefgui", text,
                              QMessageBox.StandardButton.Ok, self._parent)
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()


def load_deck(settings: AppSettings, status: StatusLine) -> CardTheme:
    """The deck and back of ``settings``; the files it refused are told in the status line."""
    theme = load_theme(settings.theme)
    theme.back = settings.back
    if theme.refused:
        status.showMessage(file_messages.deck_refused_text(theme.title, theme.refused),
                           timing.STATUS_EXPLAINED)
    return theme


def install_language(language: str) -> None:
    """The translators of ``language`` ("system": the system's) in the running application."""
    app = QApplication.instance()
    if isinstance(app, QApplication):
        install_translators(app, None if language == "system" else language)


class PreferenceFollowers:
    """The window's parts that follow a change of the display preferences at once (rules wait
    for the next deal): the deck on the table, the panel, the controller and the sheet; the
    bula; the speed and the trick pause; the coach's warning; the language. The preferences
    are saved first (:class:`SettingsSaver`)."""

    def __init__(self, controller: GameController, scene: TableScene, panel: ActionPanel,
                 sheet: ScoreSheet, menu_actions: MenuActions, table_desk: TableDesk,
                 warning: WarnOnce, coach_notes: CoachNotes, status: StatusLine,
                 parent: QWidget) -> None:
        self._controller = controller
        self._scene = scene
        self._panel = panel
        self._sheet = sheet
        self._menu_actions = menu_actions
        self._table_desk = table_desk
        self._warning = warning
        self._coach_notes = coach_notes
        self._status = status
        self._saver = SettingsSaver(status, parent)

    def follow(self, old: AppSettings, new: AppSettings) -> None:
        """``new`` saved, and what changed from ``old`` shown."""
        self._saver.save(new)
        if new.theme != old.theme or new.back != old.back or new.pack != old.pack:
            theme = load_deck(new, self._status)
            self._scene.set_theme(theme)
            self._panel.pack = theme.pack
            self._controller.pack = theme.pack
            self._sheet.pack = theme.pack
        if new.bula != old.bula:
            self._sheet.bula = new.bula
            self._sheet.refresh()
        self._menu_actions.set_speed(new.speed)
        self._scene.trick.pause = new.trick_pause
        if new.coach != "warn":
            self.clear_warning()
        if new.language != old.language:
            install_language(new.language)
            self._scene.update()  # the cards' corner indices follow the language
        self._table_desk.refresh()
        self._coach_notes.show()

    def clear_warning(self) -> None:
        """The coach's warning before a card forgotten, and its advice off the table."""
        self._warning.clear()
        self._scene.coach.clear_advice()
