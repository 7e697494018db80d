"""The drills on the practice table: the player's profile opened for the first, the drill
maker started, the drills' counts and daily goal on the banner, the next drill asked for.
The table itself (question, card, answer) is :class:`~prefgui.ui.coach.drill_table.DrillTable`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QMessageBox, QWidget

from prefgui.coach.drills import Theme
from prefgui.coach.profile import Attempt, Profile
from prefgui.engine.state import GameState
from prefgui.ui.coach.drill_factory import DrillFactory
from prefgui.ui.coach.drill_table import DrillTable, default_factory
from prefgui.ui.coach.practice_bar import PracticeBar
from prefgui.ui.coach.profile_store import open_profile
from prefgui.ui.game.controller import GameController
from prefgui.ui.game.ports import Preferences, StatusLine
from prefgui.ui.table import timing
from prefgui.ui.table.scene import TableScene

__all__ = ["DrillDesk"]


class DrillDesk(QObject):
    """The drills (``drills``, made on the first :meth:`open`).

    Args:
        show: puts a drill's position on the table (state, the human's seat, the theme).
        wait: no drill is on the table: one is being made (True), or none is due (False).
        parent: the window: the drills' warnings are its message boxes.
    """

    def __init__(self, controller: GameController, scene: TableScene, bar: PracticeBar,
                 status: StatusLine, preferences: Preferences,
                 show: Callable[[GameState, int, Theme | None], None],
                 wait: Callable[[bool], None], parent: QWidget) -> None:
        super().__init__(parent)
        self.controller = controller
        self.scene = scene
        self.bar = bar
        self.status = status
        self.preferences = preferences
        self._show = show
        self._wait = wait
        self._parent = parent
        self.drills: DrillTable | None = None
        self.make_factory = default_factory  # tests inject a seeded one
        self.profile_path: Path | None = None  # None: the player's profile (profile_store)
        bar.next_clicked.connect(self._next)
        bar.goal_changed.connect(self._set_goal)

    def open(self) -> None:
        """Coach → Drills: the drills from the player's profile on the table."""
        if self.drills is None:
            profile, problem = open_profile(self.profile_path)
            if profile is None:
                QMessageBox.warning(self._parent, QCoreApplication.translate(
                    "PracticeMode", "Drills"), problem)
                return
            if problem:
                self.status.showMessage(problem, timing.STATUS_HINT)
            factory: DrillFactory = self.make_factory(self.controller.jobs)
            self.drills = self._drill_table(profile, factory)
        self.bar.show_drill(True)
        self.drills.start()

    def stop(self) -> None:
        if self.drills is not None:
            self.drills.stop()

    def takes(self, card: int) -> bool:
        """Whether a legal card the human dropped answers a drill (and is not played)."""
        return self.drills is not None and self.drills.takes(card)

    def update_counts(self) -> None:
        if self.drills is not None and self.drills.active:
            self.drills.update_counts()

    def shutdown(self) -> None:
        """The window closes: the drill maker's process ends, the profile is closed."""
        if self.drills is not None:
            self.drills.close()
            self.drills = None

    def _next(self) -> None:
        if self.drills is not None:
            self.drills.next_drill()

    def _drill_table(self, profile: Profile, factory: DrillFactory) -> DrillTable:
        table = DrillTable(profile, factory, self.scene,
                           rules=lambda: self.controller.match.rules,
                           goal=lambda: self.preferences.settings.drill_goal, parent=self)
        table.position_ready.connect(self._show)
        table.waiting.connect(self._wait)
        table.failed.connect(self._on_failed)
        table.profile_problem.connect(
            lambda text: self.status.showMessage(text, timing.STATUS_EXPLAINED))
        table.counts_changed.connect(self.bar.set_counts)
        table.answered.connect(self._on_answered)
        return table

    def _on_failed(self, message: str) -> None:
        """The drill maker failed (its process died): said on the status line."""
        self.status.showMessage(QCoreApplication.translate(
            "PracticeMode", "A drill could not be made: {error}").format(error=message),
            timing.STATUS_EXPLAINED)

    def _on_answered(self, _attempt: Attempt) -> None:
        self.status.clearMessage()  # no longer "your turn": the answer is given
        self.bar.next.setFocus()

    def _set_goal(self, goal: int) -> None:
        prefs = self.preferences
        prefs.apply_settings(replace(prefs.settings, drill_goal=goal))
        if self.drills is not None and self.drills.active:
            self.drills.update_counts()
            if self.drills.drill is None:  # waiting: a higher goal may bring new drills
                self.drills.next_drill()
