"""Practice on the table: a deal played on from any of its positions ("Play from here"),
the drills, both not scored, and the defence practice (Coach → Defence practice: deals the
computer declares and the player defends beside a computer partner, scored on their own
sheet, the coach on; :mod:`prefgui.coach.defence_deals` deals them).

The controller plays the position (``PracticeSeat.enter``) while the session's
match and its save wait untouched; this class shows the banner (``bar``, which the window lays
out above the table) and answers Esc and the banner's buttons. The drills are
:class:`~prefgui.ui.coach.drill_desk.DrillDesk`'s, the defence practice's series and its deals
:class:`~prefgui.ui.coach.defence_series.DefenceSeries`'s, the banner's words
:class:`~prefgui.ui.coach.practice_question.PracticeQuestion`'s.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QWidget

from prefgui.coach.defence_deals import practice_rules
from prefgui.coach.drills import Theme
from prefgui.engine.record import load
from prefgui.engine.state import GameState
from prefgui.session.defence import DefenceMatch
from prefgui.ui.coach.defence_series import DefenceSeries
from prefgui.ui.coach.drill_desk import DrillDesk
from prefgui.ui.coach.practice_bar import PracticeBar
from prefgui.ui.coach.practice_question import PracticeQuestion
from prefgui.ui.game.controller import GameController
from prefgui.ui.game.ports import Preferences, StatusLine
from prefgui.ui.table import timing
from prefgui.ui.table.scene import TableScene

__all__ = ["PracticeMode"]


class PracticeMode(QObject):
    """The window's practice: the banner, Play from here, the drills, the defence practice,
    and the way back.

    Args:
        view: the table's view (focused for the keyboard, disabled under a waiting banner).
        parent: the window: Esc is its shortcut, the drills' warnings its message boxes.
    """

    defence_changed = Signal(bool)  # the defence practice came on the table, or left it

    def __init__(self, controller: GameController, scene: TableScene, view: QWidget,
                 status: StatusLine, preferences: Preferences, parent: QWidget) -> None:
        super().__init__(parent)
        self.controller = controller
        self.scene = scene
        self.view = view
        self.status = status
        # The banner is a strip above the table, not drawn over it (the window lays it out
        # there): the table lays itself out in the room left, so nothing is hidden.
        self.bar = PracticeBar(parent)
        self.bar.hide()
        self.bar.back_clicked.connect(self.leave)
        self.bar.again_clicked.connect(self._again)
        self.escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), parent)
        self.escape.setEnabled(False)
        self.escape.activated.connect(self.leave)
        self.drill_desk = DrillDesk(controller, scene, self.bar, status, preferences,
                                    self.show, self.show_wait, parent)
        self.series = DefenceSeries(controller.jobs, self)
        self._start: tuple[GameState, int] | None = None
        self.question = PracticeQuestion(controller, scene, self.bar, self.series)

    # entering and leaving ---------------------------------------------------------------
    def play_from_here(self, record: dict[str, Any], actions: int) -> None:
        """Play the deal of ``record`` on from the position after its first ``actions``
        actions, the human in his seat and the computer players in the others; not scored.

        Raises:
            ValueError: the record is not valid, or ``actions`` is not within it.
        """
        if not 0 <= actions <= len(record.get("actions", ())):
            raise ValueError("no such position in the deal")
        rec = dict(record)
        rec["actions"] = list(record["actions"])[:actions]
        state = load(rec)
        self.drill_desk.stop()
        self.bar.show_drill(False)
        self._start = (state, self.controller.practice.session_human)
        self._again()

    def _again(self) -> None:
        if self._start is not None:
            self.show(*self._start, None)

    def show(self, state: GameState, seat: int, theme: Theme | None) -> None:
        """Put ``state`` on the table, the human in ``seat``; ``theme`` is a drill's."""
        self.question.theme = theme
        # A drill's position waits for the answer; a practice deal is played on.
        self.controller.practice.enter(state, seat, computer_plays=theme is None)
        self.question.write(self.controller.view.observation())
        self.view.setFocus()  # the arrow keys choose cards, as in a deal

    def leave(self) -> None:
        """Back to the session exactly where it stood (Esc, the banner's button)."""
        self.drill_desk.stop()
        self.controller.practice.leave()
        self.on_changed(False)  # also when drills were only being prepared

    def on_changed(self, on: bool) -> None:
        """The controller entered or left practice: the banner and Esc follow."""
        self.escape.setEnabled(on)
        self.bar.setVisible(on)
        self.view.setEnabled(True)
        if not on:
            self.question.theme = None
        self.defence_changed.emit(self.defending)

    # the defence practice ---------------------------------------------------------------
    @property
    def defending(self) -> bool:
        """Whether the defence practice is on the table."""
        return self.controller.practice.series is not None

    @property
    def defence(self) -> DefenceMatch | None:
        """The defence practice's series (None before the first)."""
        return self.series.match

    def open_defence(self) -> None:
        """Coach → Defence practice: its deals on the table, going on where the player left
        them (a new series when the table's rules have changed since)."""
        c = self.controller
        if c.session.russian:
            self.status.showMessage(self.tr(
                "The defence practice plays the European game: start a session of a "
                "European variant for it."), timing.STATUS_EXPLAINED)
            return
        self.drill_desk.stop()
        series = self.series.for_rules(c.match.settings, practice_rules(c.match.rules),
                                       c.practice.session_human)
        self.question.theme = None
        self.bar.show_mode("defence")
        c.practice.enter_series(series)
        self.question.write(c.view.observation())
        self.view.setFocus()

    # drills -----------------------------------------------------------------------------
    def open_drills(self) -> None:
        """Coach → Drills: the drills from the player's profile on the table."""
        self.drill_desk.open()

    def show_wait(self, making: bool) -> None:
        """No drill is on the table: one is being ``making``, or none is due today."""
        self.question.theme = None
        self.bar.setVisible(True)
        self.escape.setEnabled(True)
        if not self.controller.practicing:
            # The session's deal is still on the table: it cannot be played under a banner
            # that says "practice" (it comes back with Back to the game).
            self.view.setEnabled(False)
        self.bar.question.setText(self.tr("Preparing a drill…") if making else self.tr(
            "No drill is due, and today's goal is reached. Come back tomorrow, or raise the "
            "daily goal."))

    def retranslate_ui(self) -> None:
        self.bar.retranslate_ui()
        if self.controller.practicing:
            self.question.write(self.controller.view.observation())
        self.drill_desk.update_counts()

    def takes(self, card: int) -> bool:
        """Whether a legal card the human dropped answers a drill (and is not played)."""
        return self.drill_desk.takes(card)

    def shutdown(self) -> None:
        """The window closes: the drill maker's process ends, the profile is closed."""
        self.drill_desk.shutdown()

