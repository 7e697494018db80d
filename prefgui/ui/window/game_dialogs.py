"""The dialogs that change the session or the preferences: Game → Settings, Help → Welcome,
Game → Saved sessions.

Display preferences apply at once (``Preferences.apply_settings``); rules wait for the next
deal, and another variant or number of players starts a new session (after asking; the
old one stays among the saved sessions). A practice position on the table ends first.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox, QWidget

from prefgui.engine.errors import PrefError
from prefgui.engine.state import Phase
from prefgui.session.match import TableSettings, needs_new_session
from prefgui.session.storage import SaveError, load_any_session
from prefgui.ui.dialogs.modal import run_modal
from prefgui.ui.game.controller import GameController
from prefgui.ui.game.ports import Preferences, StatusLine
from prefgui.ui.game.session_start import new_session_path
from prefgui.ui.review.hub import ReviewHub
from prefgui.ui.system.paths import sessions_dir
from prefgui.ui.table import timing
from prefgui.ui.table.scene import TableScene
from prefgui.ui.words import error_texts
from prefgui.ui.words.file_messages import save_problem_text

__all__ = ["GameDialogs"]


class GameDialogs(QObject):
    """Opens the settings, the welcome and the saved sessions, and applies what they return.

    Args:
        leave_practice: ends a practice position (the dialogs concern the session).
        parent: the window; the dialogs are its own.
    """

    def __init__(self, controller: GameController, preferences: Preferences,
                 scene: TableScene, reviews: ReviewHub, status: StatusLine,
                 leave_practice: Callable[[], None], parent: QWidget) -> None:
        super().__init__(parent)
        self.controller = controller
        self.preferences = preferences
        self.scene = scene
        self.reviews = reviews
        self.status = status
        self._leave_practice = leave_practice
        self._parent = parent

    def open_settings(self) -> None:
        from prefgui.ui.dialogs.settings import SettingsDialog

        self._leave_practice()
        current = replace(self.preferences.settings, table=self.controller.session.table_settings())
        dlg = SettingsDialog(current, self._parent)
        if not run_modal(dlg):
            return
        new = dlg.result_settings()
        self.preferences.apply_settings(new)
        self.apply_table(new.table)

    def apply_table(self, table: TableSettings) -> None:
        """Play ``table`` from now on.

        Another variant or number of players starts a new session (after asking; the old one
        stays among the saved sessions); other option changes apply from the next deal.
        """
        c = self.controller
        playing = c.match.settings
        if table == c.session.table_settings():
            return
        if needs_new_session(playing, table):
            question = (self.tr("The number of players changes only with a new session.")
                        if table.players != playing.players else
                        self.tr("Each variant keeps its own pot or bank, so another variant "
                                "starts a new session."))
            answer = QMessageBox.question(self._parent, self.tr("Settings"), question + " " +
                                          self.tr("The current session stays in the saved "
                                                  "sessions. Start a new session now?"))
            if answer == QMessageBox.StandardButton.Yes:
                c.session.new_session(table, c.match.seed + 1, new_session_path())
            return
        try:
            c.session.change_rules(table)
        except PrefError as e:
            QMessageBox.warning(self._parent, self.tr("Settings"), self.tr(
                "The new rules cannot be used: {reason}").format(
                reason=error_texts.option_error_text(e)))
            return
        obs = c.view.observation()
        if obs.phase is Phase.DONE or not obs.history:
            self.status.showMessage(self.tr("The new rules apply from the next deal."),
                                    timing.STATUS_EXPLAINED)
        else:
            self.status.showMessage(self.tr("The new rules apply from the next deal; this "
                                            "deal ends under the old ones."),
                                    timing.STATUS_EXPLAINED)

    def show_first_welcome(self) -> None:
        """The welcome at the first start: the game most players of the player's language
        play is chosen at first (Sochi in Russian)."""
        from prefgui.ui.dialogs.welcome import settings_game

        self._welcome(settings_game(self.preferences.settings))

    def show_welcome(self) -> None:
        """The welcome (Help → Welcome), the session's game chosen."""
        self._welcome(None)

    def _welcome(self, suggest: str | None) -> None:
        """The welcome, ``suggest`` chosen (None: the session's game): another variant
        starts a new session at once, the pack and the language apply at once."""
        from prefgui.ui.dialogs.welcome import WelcomeDialog

        c = self.controller
        self._leave_practice()
        dlg = WelcomeDialog(replace(self.preferences.settings, table=c.session.table_settings()),
                            self._parent, suggest)
        if not run_modal(dlg):
            return
        new = dlg.result_settings()
        self.preferences.apply_settings(new)
        if new.table.variant != c.match.settings.variant:
            c.session.new_session(new.table, c.match.seed + 1, new_session_path())

    def open_sessions(self) -> None:
        from prefgui.ui.dialogs.sessions import SessionsDialog

        c = self.controller
        self._leave_practice()
        dlg = SessionsDialog(sessions_dir(), c.autosave.path, self._parent,
                             pack=self.scene.theme.pack, read_only=c.read_only)
        dlg.review_requested.connect(
            lambda record, human, names: self.reviews.open(record, human, names,
                                                           self.scene.theme))
        if not run_modal(dlg) or dlg.chosen is None:
            return
        chosen = dlg.chosen  # read now: the dialog is deleted once this returns
        if chosen == c.autosave.path:
            return
        try:
            match = load_any_session(chosen)
        except SaveError as e:
            QMessageBox.warning(self._parent, self.tr("Saved sessions"),
                                save_problem_text(chosen, e))
            return
        except OSError as e:
            QMessageBox.warning(self._parent, self.tr("Saved sessions"), self.tr(
                "This session could not be resumed: {error}").format(error=e))
            return
        c.session.replace_match(match, chosen)
