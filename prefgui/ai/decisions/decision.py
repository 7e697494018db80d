"""What a computer player's decision returns and what it may spend.

Every decision function of :mod:`prefgui.ai.decisions` and every player of
:mod:`prefgui.ai.players` returns a :class:`Decision` and is given a :class:`Budget`.
Both are plain frozen values, so decisions can be made in a worker process.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from prefgui.ai.decisions.reasons import Reason
from prefgui.engine.actions import Action


@dataclass(frozen=True, slots=True)
class Budget:
    """How much thinking a decision may use.

    Attributes:
        seconds: wall-clock time budget for the decision (``math.inf``: no clock at all,
            the decision is bounded by ``samples`` alone and is reproducible).
        samples: most sampled deals to solve.
    """

    seconds: float = 1.0
    samples: int = 40

    @classmethod
    def untimed(cls, samples: int) -> Budget:
        """A budget of ``samples`` worlds and no clock (tests, reproducible runs)."""
        return cls(math.inf, samples)

    @property
    def timed(self) -> bool:
        """Whether the wall clock limits the decision."""
        return math.isfinite(self.seconds)


@dataclass(frozen=True, slots=True)
class Decision:
    """A chosen action and why (a typed :class:`~prefgui.ai.decisions.reasons.Reason`)."""

    action: Action
    reason: Reason = field(default_factory=Reason)
