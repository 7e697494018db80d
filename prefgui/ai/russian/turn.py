"""One Russian decision as a plain function of picklable arguments, for worker processes.

The window asks the computer players of both families the same way: a level, the seat's
observation and a seed, and a :class:`~prefgui.ai.decisions.decision.Decision` back.
"""

from __future__ import annotations

import random

from prefgui.ai.decisions.decision import Budget, Decision
from prefgui.ai.russian.player import RUSSIAN_BUDGETS, make_russian_player
from prefgui.engine.russian.observation import RuObservation

__all__ = ["choose_russian"]


def choose_russian(level: str, obs: RuObservation, seed: int,
                   budget: Budget | None = None) -> Decision:
    """The Russian computer player's decision at ``level`` for ``obs``."""
    player = make_russian_player(level)
    chosen = player.choose(obs, random.Random(seed), budget or RUSSIAN_BUDGETS[level])
    return Decision(chosen.action)  # type: ignore[arg-type]  # Decision carries either family
