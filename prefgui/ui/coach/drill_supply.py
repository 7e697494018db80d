"""Fresh drills for the drills on the table (:class:`~prefgui.ui.coach.drill_table.DrillTable`):
made in the background by the drill factory for the session's rules and stored in the
player's profile, so that ``READY`` wait beyond the one on the table (none once today's goal
of new drills is reached); and the profile's problems said once."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from prefgui.coach.drills import Drill
from prefgui.coach.profile import Profile, ProfileError
from prefgui.engine.rules import Rules
from prefgui.ui.coach.drill_factory import DrillFactory
from prefgui.ui.coach.profile_store import damaged_rows_text, profile_error_text

__all__ = ["READY", "DrillSupply", "ProfileProblems"]

READY = 3  # drills kept waiting beyond the one on the table


class ProfileProblems:
    """Says through ``say`` that the profile could not be used (the first time) and how many
    of its rows were damaged (once)."""

    def __init__(self, say: Callable[[str], None]) -> None:
        self._say = say
        self._said_error = False  # a profile error was said (once)
        self._said_rows = 0  # damaged rows said so far

    def error(self, error: ProfileError) -> None:
        if not self._said_error:
            self._said_error = True
            self._say(profile_error_text(error))

    def damaged_rows(self, profile: Profile) -> None:
        count = profile.damaged_rows()
        if count and not self._said_rows:
            self._said_rows = count
            self._say(damaged_rows_text(count))


class DrillSupply:
    """Asks ``factory`` for drills and stores them in ``profile``; ``arrived(made)`` hears of
    each answer (made: a drill was stored), ``failed(message)`` of each failure."""

    def __init__(self, profile: Profile, factory: DrillFactory, rules: Callable[[], Rules],
                 goal: Callable[[], int], now: Callable[[], datetime],
                 problems: ProfileProblems, arrived: Callable[[bool], None],
                 failed: Callable[[str], None]) -> None:
        self.profile = profile
        self.factory = factory
        self._rules = rules
        self._goal = goal
        self._now = now
        self._problems = problems
        self._arrived = arrived
        self._failed = failed
        factory.made.connect(self._on_made)
        factory.failed.connect(self._failed)

    def refill(self, waiting: int) -> None:
        """Keep ``READY`` drills waiting (``waiting`` are): ask for more for the session's
        rules, unless today's new drills are done (only due ones come then)."""
        done, _ = self.profile.today(self._now())
        if done >= self._goal():
            return
        for _ in range(READY - waiting - self.factory.in_flight):
            self.factory.request(self._rules())

    def _on_made(self, drill: Drill | None) -> None:
        try:
            if drill is not None:
                self.profile.add_drill(drill, self._now())
            self._arrived(drill is not None)
        except ProfileError as e:
            self._problems.error(e)

    def close(self) -> None:
        """No drill is made or stored any more: the factory's process ends."""
        self.factory.made.disconnect(self._on_made)
        self.factory.failed.disconnect(self._failed)
        self.factory.shutdown()
