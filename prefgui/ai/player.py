"""The computer players' one interface (every decision of a deal).

A player receives only its seat's ``Observation``, a seeded ``random.Random``, a
``Budget`` and an optional cancel flag, and returns a ``Decision``: a legal action plus a
short reason ("bid 3: 6.8 tricks expected in diamonds over 40 samples"). Inputs and
outputs are picklable, so ``choose_action`` can run in a worker process.
"""

from __future__ import annotations

import random
import threading
from dataclasses import dataclass
from typing import Protocol

from prefgui.engine.actions import Action
from prefgui.engine.observation import Observation

LEVELS = ("beginner", "club", "expert")


@dataclass(frozen=True, slots=True)
class Budget:
    """How much thinking a decision may use.

    Attributes:
        seconds: wall-clock time budget for the decision.
        samples: most sampled deals to solve.
    """

    seconds: float = 1.0
    samples: int = 40


@dataclass(frozen=True, slots=True)
class Decision:
    """A chosen action and a short reason a player can read."""

    action: Action
    reason: str = ""


class AiPlayer(Protocol):
    """One computer player's decision function."""

    level: str

    def choose(self, obs: Observation, rng: random.Random, budget: Budget,
               cancel: threading.Event | None = None) -> Decision:
        """A legal action for ``obs.seat`` (which must be to act)."""
        ...


BUDGETS = {
    "beginner": Budget(seconds=0.05, samples=1),
    "club": Budget(seconds=0.4, samples=12),
    "expert": Budget(seconds=1.0, samples=40),
}


def make_player(level: str) -> AiPlayer:
    """The player of a level (``beginner``, ``club``, ``expert``)."""
    from prefgui.ai import levels

    return levels.make(level)


def choose_action(level: str, obs: Observation, seed: int,
                  budget: Budget | None = None) -> Decision:
    """One decision, as a plain function of picklable arguments (for worker processes)."""
    player = make_player(level)
    return player.choose(obs, random.Random(seed), budget or BUDGETS[level])
