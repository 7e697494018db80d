"""A change of the player's preferences beyond the parts that follow it: the preferences
saved (a failure told), the deck they ask for loaded, the language installed.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from prefgui.session.settings import AppSettings
from prefgui.ui.game.ports import StatusLine
from prefgui.ui.system.settings_store import save_settings
from prefgui.ui.table import timing
from prefgui.ui.table.theme import CardTheme, load_theme
from prefgui.ui.words import file_messages
from prefgui.ui.words.languages import install_translators

__all__ = ["SettingsSaver", "install_language", "load_deck"]


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
