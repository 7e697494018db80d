"""Fresh drills made in the background, so the window never waits for the solver.

``generate`` can take a second or more (it solves many random positions), and pure-Python
search holds the GIL, so each drill is a job of the job service's ``background`` lane (a
worker process, :mod:`prefgui.ui.system.jobs`). Each finished drill comes back to the UI
thread as ``made``; a theme that gave no drill within its tries is simply skipped. The
drills come in a fixed cycle of themes, each job with its own seed from the injected random
generator.
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QObject, Signal

from prefgui.coach.drills import Drill, Theme, generate
from prefgui.engine.rules import Rules
from prefgui.engine.vocab import Variant
from prefgui.ui.system.jobs import Job, JobService

__all__ = ["THEMES", "TRIES", "DrillFactory"]

THEMES = (Theme.C1, Theme.COUNT, Theme.C2, Theme.DUCK, Theme.C3, Theme.GIVE_RUFF,
          Theme.THROUGH_TENACE)
"""The themes generated in turn (unblocking positions are too rare in random deals)."""
TRIES = 600  # random positions tried per drill before the theme is skipped


def make_drill(theme: str, variant: str, options: dict[str, Any], players: int,
               seed: int) -> dict[str, Any] | None:
    """Runs in the worker process: one drill of ``theme`` as JSON (None: none found)."""
    rules = Rules(variant, options, players)
    drill = generate(Theme(theme), rules, random.Random(seed), TRIES)
    return None if drill is None else drill.to_json()


class DrillFactory(QObject):
    """Makes drills for one table's rules on the job service's background lane."""

    made = Signal(Drill)  # a Drill, or None when the theme gave none
    failed = Signal(str)  # the process could not make one (its message)

    def __init__(self, jobs: JobService, rng: random.Random) -> None:
        super().__init__()
        self._jobs = jobs
        self._rng = rng
        self._turn = 0
        self._pending: list[Job[dict[str, Any] | None]] = []

    @property
    def in_flight(self) -> int:
        """Drills asked for and not answered yet."""
        return len(self._pending)

    def request(self, rules: Rules) -> None:
        """Start one drill for ``rules``; ``made`` brings it (nothing if none was found).

        The drills play the European game: for the Russian game (where the defenders'
        conventions do not apply and the European engine cannot deal) they are made for the
        Austrian game, as the defence practice's deals are."""
        if rules.variant.is_russian:
            rules = Rules(Variant.AUSTRIAN.value, {}, rules.players)
        theme = THEMES[self._turn % len(THEMES)]
        self._turn += 1
        job = self._jobs.background.submit(self, make_drill, theme.value, rules.name,
                                           rules.overrides(), rules.players,
                                           self._rng.getrandbits(32))
        self._pending.append(job)
        job.then(lambda obj: self._on_made(job, obj), lambda e: self._on_failed(job, e))

    def _on_made(self, job: Job[dict[str, Any] | None], obj: dict[str, Any] | None) -> None:
        self._pending.remove(job)
        self.made.emit(None if obj is None else Drill.from_json(obj))

    def _on_failed(self, job: Job[dict[str, Any] | None], message: str) -> None:
        self._pending.remove(job)
        self.failed.emit(message)

    def shutdown(self) -> None:
        """Stop: the drills asked for are dropped (one under way is not waited for)."""
        for job in self._pending:
            job.cancel()
        self._pending.clear()
