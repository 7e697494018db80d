"""Fresh drills made in a background process, so the window never waits for the solver.

``generate`` can take a second or more (it solves many random positions), and pure-Python
search holds the GIL, so it runs in its own spawned process (started on first use and kept
warm), like the computer players' worker. Each finished drill comes back to the UI thread
as the queued signal ``made``; a theme that gave no drill within its tries is simply
skipped. The drills come in a fixed cycle of themes, each job with its own seed from the
injected random generator.
"""

from __future__ import annotations

import multiprocessing
import random
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any

from PySide6.QtCore import QObject, Signal

from prefgui.coach.drills import Drill, Theme, generate
from prefgui.engine.rules import Rules
from prefgui.ui.system.workers import _exit_with_parent, end_pool

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
    """Makes drills for one table's rules in a warm background process."""

    made = Signal(object)  # a Drill, or None when the theme gave none
    failed = Signal(str)  # the process could not make one (its message)
    _result = Signal(object)  # from a pool thread: the JSON, None, or an error message

    def __init__(self, rng: random.Random) -> None:
        super().__init__()
        self._rng = rng
        self._pool: ProcessPoolExecutor | None = None
        self._turn = 0
        self.in_flight = 0  # jobs started and not answered yet (UI thread only)
        self._result.connect(self._on_result)

    def request(self, rules: Rules) -> None:
        """Start one drill for ``rules``; ``made`` brings it (nothing if none was found)."""
        if self._pool is None:
            self._pool = ProcessPoolExecutor(
                max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                initializer=_exit_with_parent)
        theme = THEMES[self._turn % len(THEMES)]
        self._turn += 1
        try:
            fut = self._pool.submit(make_drill, theme.value, rules.name, rules.overrides(),
                                    rules.players, self._rng.getrandbits(32))
        except RuntimeError as e:  # shut down, or the process died
            self._pool = None
            self.failed.emit(str(e))
            return
        self.in_flight += 1
        fut.add_done_callback(self._done)

    def _done(self, fut: Future[dict[str, Any] | None]) -> None:
        # Runs on a pool thread: the signal is queued to the UI thread.
        try:
            self._result.emit(fut.result())
        except Exception as e:  # a dead process or a bug: a message, never a crash
            self._result.emit(f"{type(e).__name__}: {e}")

    def _on_result(self, obj: object) -> None:
        self.in_flight -= 1
        if isinstance(obj, str):
            self.failed.emit(obj)
        else:
            assert obj is None or isinstance(obj, dict)
            self.made.emit(None if obj is None else Drill.from_json(obj))

    def shutdown(self) -> None:
        """Stop at once: pending jobs are cancelled and the process ended."""
        pool, self._pool = self._pool, None
        if pool is None:
            return
        end_pool(pool)
