"""A world: one guess at every card of a deal that one seat cannot see.

Drawn by :mod:`prefgui.ai.worlds.sampling`, weighed by :mod:`prefgui.ai.worlds.evidence`,
solved by the decisions of :mod:`prefgui.ai.decisions`.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class World:
    """One guess at the whole deal.

    Attributes:
        dealt: every seat's hand as dealt (0 for a sitting-out dealer).
        talon: the two talon cards.
        discards: the declarer's discards (0 before the exchange or without one).
        current: every seat's hand now.
        weight: the soft-evidence weight the world was drawn with.
    """

    dealt: tuple[int, ...]
    talon: int
    discards: int
    current: tuple[int, ...]
    weight: float = 1.0
