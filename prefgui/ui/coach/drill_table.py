"""Drills on the real table (Coach → Drills): the position is put on the table as practice,
the player answers by playing a card (drag, double-click or keyboard, as in a deal), and the
coach answers at once.

Order: the profile's queue (``Profile.queue``: due drills first, then new ones up to the
daily goal); fresh drills for the session's variant are made in the background
(:class:`~prefgui.ui.coach.drill_factory.DrillFactory`) and stored with ``add_drill`` whenever
fewer than ``READY`` are waiting, so the next one is there at once
(:class:`~prefgui.ui.coach.drill_supply.DrillSupply`). Each answer is recorded
with ``Profile.answer`` and the seconds it took; its FSRS rating is inferred from them.

The table shows the coach's feedback and the cards' values itself; what the banner and the
controller do (the position, the wait, the counts) it asks by signals, answered by
:class:`~prefgui.ui.coach.practice_mode.PracticeMode`.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from datetime import UTC, datetime

from PySide6.QtCore import QObject, Signal

from prefgui.coach.drills import Drill, Theme, feedback
from prefgui.coach.profile import Attempt, Profile, ProfileError
from prefgui.coach.schedule import infer_rating
from prefgui.engine.rules import Rules
from prefgui.engine.state import GameState
from prefgui.ui.coach.drill_factory import DrillFactory
from prefgui.ui.coach.drill_supply import READY, DrillSupply, ProfileProblems
from prefgui.ui.system.jobs import JobService
from prefgui.ui.table.scene import TableScene
from prefgui.ui.words import drill_texts

__all__ = ["READY", "DrillTable"]


class DrillTable(QObject):
    """Runs the drills of one window against the player's profile.

    Args:
        rules: the session's rules now (fresh drills are made for them).
        goal: the player's daily goal of new drills now.
    """

    answered = Signal(Attempt)
    position_ready = Signal(GameState, int, Theme)  # the drill's position, seat and theme
    waiting = Signal(bool)  # no drill on the table: one is being made (True) or none is due
    failed = Signal(str)  # the drill maker failed (its message)
    profile_problem = Signal(str)  # the profile could not be used, or had damaged rows (once)
    counts_changed = Signal(int, int, int)  # drills done today, the daily goal, drills due

    def __init__(self, profile: Profile, factory: DrillFactory, scene: TableScene,
                 rules: Callable[[], Rules], goal: Callable[[], int],
                 clock: Callable[[], float] = time.monotonic,
                 now: Callable[[], datetime] = lambda: datetime.now(UTC),
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self._rules = rules
        self._goal = goal
        self.profile = profile
        self.factory = factory
        self.clock = clock
        self.now = now
        self.active = False
        self.drill: Drill | None = None
        self.key = ""
        self.attempt: Attempt | None = None
        self._shown_at = 0.0
        self._waiting = False  # the table waits for the next drill to be made
        self.problems = ProfileProblems(self.profile_problem.emit)
        self.supply = DrillSupply(profile, factory, rules, goal, now, self.problems,
                                  self._on_arrived, self._on_failed)

    # the run ------------------------------------------------------------------------------
    def start(self) -> None:
        """Begin (or go on with) the drills: the first one goes on the table."""
        self.active = True
        self.next_drill()

    def stop(self) -> None:
        """The drills end (the table goes back to the session elsewhere)."""
        self.active = False
        self.drill = None
        self._waiting = False

    def goal(self) -> int:
        return self._goal()

    def next_drill(self) -> None:
        """The next drill on the table, or a note that one is being made."""
        if not self.active:
            return
        try:
            self._next_drill()
        except ProfileError as e:
            self.problems.error(e)
        self.problems.damaged_rows(self.profile)

    def _next_drill(self) -> None:
        now = self.now()
        keys = self.profile.queue(now, self.goal())
        if self.key in keys:  # not the same drill twice in a row, unless it was skipped
            keys.remove(self.key)
            if self.drill is not None and self.attempt is None:
                keys.append(self.key)
        self.supply.refill(len(keys) - (1 if keys else 0))
        drill = None
        while keys and drill is None:
            try:
                drill = self.profile.drill(keys[0])
            except KeyError:  # damaged: skipped and counted by the profile
                keys.pop(0)
        if drill is None:
            self._waiting = True
            self.drill = None
            self.waiting.emit(self.factory.in_flight > 0)
            self.update_counts()
            return
        self._waiting = False
        self.key = keys[0]
        self.drill = drill
        self.attempt = None
        self.position_ready.emit(self.drill.position(), self.drill.seat, self.drill.theme)
        self._shown_at = self.clock()
        self.update_counts()

    def _on_arrived(self, made: bool) -> None:
        """A drill was made and stored (``made``), or none could be."""
        if self.active and self._waiting:
            self.next_drill()
        elif self.active and not made:
            self.supply.refill(len(self.profile.queue(self.now(), self.goal())) - 1)

    def _on_failed(self, message: str) -> None:
        self.failed.emit(message)
        if self.active and self._waiting:
            self.waiting.emit(self.factory.in_flight > 0)

    # answers ------------------------------------------------------------------------------
    def takes(self, card: int) -> bool:
        """Whether ``card`` (legal, dropped by the human) is a drill's answer: judged,
        recorded and shown here instead of being played."""
        if not self.active or self.drill is None:
            return False
        if self.attempt is None:
            self._answer(card)
        return True

    def _answer(self, card: int) -> None:
        assert self.drill is not None
        seconds = max(0.0, self.clock() - self._shown_at)
        fb = feedback(self.drill, card)
        try:
            self.attempt = self.profile.answer(self.key, card, seconds, self.now())
        except (ProfileError, KeyError) as e:  # judged and shown all the same, not kept
            if isinstance(e, ProfileError):
                self.problems.error(e)
            correct = self.drill.is_right(card)
            self.attempt = Attempt(correct, infer_rating(correct, seconds), self.now())
        pack = self.scene.theme.pack
        said, details = drill_texts.feedback_parts(fb, card, pack)
        self.scene.coach.show_advice(said, frozenset(), details)
        self.scene.coach.show_values(drill_texts.value_labels(fb.moves),
                               frozenset(c for c in fb.moves if self.drill.is_right(c)), card)
        self.update_counts()
        self.answered.emit(self.attempt)

    def update_counts(self) -> None:
        """The bar's "3 of 10 today" and the drills due."""
        try:
            done, due = self.profile.today(self.now())
        except ProfileError as e:
            self.problems.error(e)
            return
        self.counts_changed.emit(done, self.goal(), due)

    def close(self) -> None:
        """The window closes: no drill is made or stored any more; the profile is closed."""
        self.stop()
        self.supply.close()
        self.profile.close()


def default_factory(jobs: JobService) -> DrillFactory:
    """A factory seeded from the clock: every run of drills gets fresh positions."""
    return DrillFactory(jobs, random.Random(time.time_ns()))
