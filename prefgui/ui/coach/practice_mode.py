"""Practice on the table: a deal played on from any of its positions ("Play from here"),
the drills, both not scored, and the defence practice (Coach → Defence practice: deals the
computer declares and the player defends beside a computer partner, scored on their own
sheet, the coach on; :mod:`prefgui.coach.defence_deals` deals them).

The controller plays the position (``PracticeSeat.enter``) while the session's
match and its save wait untouched; this class shows the banner (``bar``, which the window lays
out above the table), answers Esc and the banner's buttons, and runs the drills
(:class:`~prefgui.ui.coach.drill_table.DrillTable`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QMessageBox, QWidget

from prefgui.coach.defence_deals import deal_for, deal_record, practice_rules
from prefgui.coach.drills import Theme
from prefgui.coach.profile import Attempt, Profile
from prefgui.engine.observation import Observation
from prefgui.engine.record import load
from prefgui.engine.state import GameState, Phase
from prefgui.session.defence import DefenceMatch
from prefgui.session.match import TableSettings
from prefgui.session.practice import practice_table
from prefgui.ui.coach.drill_factory import DrillFactory
from prefgui.ui.coach.drill_table import DrillTable, default_factory
from prefgui.ui.coach.practice_bar import PracticeBar
from prefgui.ui.coach.profile_store import open_profile
from prefgui.ui.game.controller import GameController
from prefgui.ui.game.ports import Preferences, StatusLine
from prefgui.ui.game.session_start import new_seed
from prefgui.ui.table import timing
from prefgui.ui.table.scene import TableScene
from prefgui.ui.words import drill_texts, texts

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
        self.preferences = preferences
        self._parent = parent
        # The banner is a strip above the table, not drawn over it (the window lays it out
        # there): the table lays itself out in the room left, so nothing is hidden.
        self.bar = PracticeBar(parent)
        self.bar.hide()
        self.bar.back_clicked.connect(self.leave)
        self.bar.again_clicked.connect(self._again)
        self.bar.next_clicked.connect(self._next)
        self.bar.goal_changed.connect(self._set_goal)
        self.escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), parent)
        self.escape.setEnabled(False)
        self.escape.activated.connect(self.leave)
        self.drills: DrillTable | None = None
        self.make_factory = default_factory  # tests inject a seeded one
        self.profile_path: Path | None = None  # None: the player's profile (profile_store)
        self._start: tuple[GameState, int] | None = None
        self._theme: Theme | None = None  # the question on the bar (None: a practice deal)
        # The defence practice's series: kept while the window is open (left and taken up
        # again with its sheet), never saved.
        self.defence: DefenceMatch | None = None
        self.defence_seed: Callable[[], int] = new_seed  # tests inject a fixed one
        # The series' next deal, dealt on the background lane while the current one is
        # played (dealing one takes up to a second): (seed, number) -> the deal.
        self._dealt: dict[tuple[int, int], GameState] = {}
        self._dealing: set[tuple[int, int]] = set()
        controller.state_changed.connect(self._on_state_changed)

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
        if self.drills is not None:
            self.drills.stop()
        self.bar.show_drill(False)
        self._start = (state, self.controller.practice.session_human)
        self._again()

    def _again(self) -> None:
        if self._start is not None:
            self.show(*self._start, None)

    def show(self, state: GameState, seat: int, theme: Theme | None) -> None:
        """Put ``state`` on the table, the human in ``seat``; ``theme`` is a drill's."""
        self._theme = theme
        # A drill's position waits for the answer; a practice deal is played on.
        self.controller.practice.enter(state, seat, computer_plays=theme is None)
        self._write_question(self.controller.view.observation())
        self.view.setFocus()  # the arrow keys choose cards, as in a deal

    def leave(self) -> None:
        """Back to the session exactly where it stood (Esc, the banner's button)."""
        if self.drills is not None:
            self.drills.stop()
        self.controller.practice.leave()
        self.on_changed(False)  # also when drills were only being prepared

    def on_changed(self, on: bool) -> None:
        """The controller entered or left practice: the banner and Esc follow."""
        self.escape.setEnabled(on)
        self.bar.setVisible(on)
        self.view.setEnabled(True)
        if not on:
            self._theme = None
        self.defence_changed.emit(self.defending)

    # the defence practice ---------------------------------------------------------------
    @property
    def defending(self) -> bool:
        """Whether the defence practice is on the table."""
        return self.controller.practice.series is not None

    def open_defence(self) -> None:
        """Coach → Defence practice: its deals on the table, going on where the player left
        them (a new series when the table's rules have changed since)."""
        c = self.controller
        if c.session.russian:
            self.status.showMessage(self.tr(
                "The defence practice plays the European game: start a session of a "
                "European variant for it."), timing.STATUS_EXPLAINED)
            return
        if self.drills is not None:
            self.drills.stop()
        rules = practice_rules(c.match.rules)
        if self.defence is None or self.defence.rules != rules:
            table = practice_table(c.match.settings, rules, 0, c.practice.session_human)
            self._dealt.clear()
            self.defence = DefenceMatch(table, self.defence_seed(), 0, self._defence_deal)
        self._theme = None
        self.bar.show_mode("defence")
        c.practice.enter_series(self.defence)
        self._write_question(c.view.observation())
        self.view.setFocus()

    # drills -----------------------------------------------------------------------------
    def open_drills(self) -> None:
        """Coach → Drills: the drills from the player's profile on the table."""
        if self.drills is None:
            profile, problem = open_profile(self.profile_path)
            if profile is None:
                QMessageBox.warning(self._parent, self.tr("Drills"), problem)
                return
            if problem:
                self.status.showMessage(problem, timing.STATUS_HINT)
            factory: DrillFactory = self.make_factory(self.controller.jobs)
            self.drills = self._drill_table(profile, factory)
        self.bar.show_drill(True)
        self.drills.start()

    def _next(self) -> None:
        if self.drills is not None:
            self.drills.next_drill()

    def show_wait(self, making: bool) -> None:
        """No drill is on the table: one is being ``making``, or none is due today."""
        self._theme = None
        self.bar.setVisible(True)
        self.escape.setEnabled(True)
        if not self.controller.practicing:
            # The session's deal is still on the table: it cannot be played under a banner
            # that says "practice" (it comes back with Back to the game).
            self.view.setEnabled(False)
        self.bar.question.setText(self.tr("Preparing a drill…") if making else self.tr(
            "No drill is due, and today's goal is reached. Come back tomorrow, or raise the "
            "daily goal."))

    def show_failure(self, message: str) -> None:
        """The drill maker failed (its process died): said on the status line."""
        self.status.showMessage(
            self.tr("A drill could not be made: {error}").format(error=message),
            timing.STATUS_EXPLAINED)

    def _drill_table(self, profile: Profile, factory: DrillFactory) -> DrillTable:
        table = DrillTable(profile, factory, self.scene,
                           rules=lambda: self.controller.match.rules,
                           goal=lambda: self.preferences.settings.drill_goal, parent=self)
        table.position_ready.connect(self.show)
        table.waiting.connect(self.show_wait)
        table.failed.connect(self.show_failure)
        table.profile_problem.connect(
            lambda text: self.status.showMessage(text, timing.STATUS_EXPLAINED))
        table.counts_changed.connect(self.bar.set_counts)
        table.answered.connect(self._on_answered)
        return table

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

    # the banner -------------------------------------------------------------------------
    def _on_state_changed(self, obs: Observation) -> None:
        if self.controller.practicing:
            self._write_question(obs)

    def _write_question(self, obs: Observation) -> None:
        if self.defending:
            self._deal_ahead()
            self.bar.question.setText(self._defence_text(obs))
            self.bar.next_deal.setEnabled(obs.phase is Phase.DONE)
        elif self._theme is not None:
            self.bar.question.setText(drill_texts.question(self._theme))
        elif obs.phase is Phase.DONE:
            self.bar.question.setText(self.tr(
                "This practice deal is over. Start again, or go back to the game."))
        else:
            self.bar.question.setText(self.tr(
                "Play on from here: the computer plays the other seats."))

    def _defence_deal(self, table: TableSettings, seed: int, number: int, human: int
                      ) -> GameState:
        """Deal ``number`` of the series: the one dealt in the background, else dealt now."""
        st = self._dealt.pop((seed, number), None)
        return st if st is not None else deal_for(table.rules(), seed, number, human).start

    def _deal_ahead(self) -> None:
        """The series' next deal asked of the background lane (once)."""
        series = self.defence
        if series is None:
            return
        key = (series.seed, series.number + 1)
        if key in self._dealt or key in self._dealing:
            return
        self._dealing.add(key)
        rules = series.rules
        job = self.controller.jobs.background.submit(
            self, deal_record, rules.name, rules.overrides(), key[0], key[1], series.human)
        job.then(lambda rec: self._on_dealt(key, rec), lambda _e: self._dealing.discard(key))

    def _on_dealt(self, key: tuple[int, int], rec: dict[str, Any]) -> None:
        self._dealing.discard(key)
        if self.defence is not None and self.defence.seed == key[0]:
            self._dealt[key] = load(rec)

    def _defence_text(self, obs: Observation) -> str:
        series = self.defence
        assert series is not None
        names = self.controller.view.names()
        x = obs.declarer
        if x is None or obs.contract is None:
            return ""
        partner = next(s for s in obs.defenders() if s != obs.seat)
        over = obs.phase is Phase.DONE and bool(series.entries)
        head = self.tr("Deal {number}: you defend with {partner} against {declarer}, "
                       "who plays {contract}.").format(
            number=series.entries[-1].number if over else series.number,
            partner=names[partner], declarer=names[x],
            contract=texts.contract_name(obs.contract, self.scene.theme.pack))
        if over:
            tail = self.tr("The deal is over: Next deal (N), or back to the game.")
        else:
            tail = self.tr("The coach is on. Your cards count in Progress; this practice "
                           "and its sheet are not saved when you quit.")
        return f"{head} {tail}"

    def retranslate_ui(self) -> None:
        self.bar.retranslate_ui()
        if self.controller.practicing:
            self._write_question(self.controller.view.observation())
        if self.drills is not None and self.drills.active:
            self.drills.update_counts()

    def takes(self, card: int) -> bool:
        """Whether a legal card the human dropped answers a drill (and is not played)."""
        return self.drills is not None and self.drills.takes(card)

    def shutdown(self) -> None:
        """The window closes: the drill maker's process ends, the profile is closed."""
        if self.drills is not None:
            self.drills.close()
            self.drills = None

