"""The score sheet and the coach while the defence practice is played.

The defence practice keeps its own sheet: the dock shows it (and says so in its title) while
the practice is on the table, and the session's sheet again after. The table's coach warns
before a card during the practice even if the player has switched the coach off.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication

from prefgui.session.settings import AppSettings
from prefgui.ui.coach.practice_mode import PracticeMode
from prefgui.ui.game.controller import GameController
from prefgui.ui.window.sheet_desk import SheetDesk

__all__ = ["PracticeSheet", "practice_coach"]


def practice_coach(settings: AppSettings, defending: bool) -> AppSettings:
    """The preferences the table's coach follows: the player's, with the coach on (warning
    before a card) in the defence practice if he has switched it off."""
    if settings.coach == "off" and defending:
        return replace(settings, coach="warn")
    return settings


class PracticeSheet:
    """The dock's sheet and title follow the defence practice (``practice.defence_changed``)."""

    def __init__(self, controller: GameController, practice: PracticeMode,
                 sheet_desk: SheetDesk) -> None:
        self._controller = controller
        self._practice = practice
        self._desk = sheet_desk
        practice.defence_changed.connect(self._on_defence_changed)

    def _on_defence_changed(self, on: bool) -> None:
        """The defence practice's own sheet in the dock while it is played, the session's
        after."""
        sheet = self._desk.sheet
        if on and self._practice.defence is not None:
            sheet.set_match(self._practice.defence)
        elif sheet.match is not self._controller.match:
            self._desk.show_session()
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        # The window's context: the dock's title is the window's text.
        self._desk.dock.setWindowTitle(
            QCoreApplication.translate("MainWindow", "Score sheet — defence practice")
            if self._practice.defending
            else QCoreApplication.translate("MainWindow", "Score sheet"))
