"""One Russian decision as a plain function of picklable arguments, for worker processes.

The window asks the computer players of both families the same way: a level, the seat's
observation and a seed, and a :class:`~prefgui.ai.decisions.decision.Decision` back.
"""

from __future__ import annotations

import random

from prefgui.ai.decisions.decision import Budget, Decision
from prefgui.ai.decisions.reasons import Reason
from prefgui.ai.russian.player import RUSSIAN_BUDGETS, RussianPlayer, make_russian_player
from prefgui.engine.russian.observation import RuObservation

__all__ = ["choose_russian", "player_for"]

_PLAYERS: dict[tuple[str, int], tuple[tuple[object, ...], RussianPlayer]] = {}
"""The worker's computer players: one per level and seat, kept for the deal."""


def player_for(level: str, obs: RuObservation) -> RussianPlayer:
    """The computer player of ``level`` at ``obs``'s seat, the same one all through a deal.

    What it computed earlier in the deal (its hand's value for every contract, the worlds
    solved for its discard) is reused by its later decisions; a new deal (another dealer
    or sheet) gets a fresh player.
    """
    deal = (obs.rules, obs.dealer, obs.start)
    got = _PLAYERS.get((level, obs.seat))
    if got is None or got[0] != deal:
        got = _PLAYERS[(level, obs.seat)] = (deal, make_russian_player(level))
    return got[1]


def choose_russian(level: str, obs: RuObservation, seed: int,
                   budget: Budget | None = None) -> Decision:
    """The Russian computer player's decision at ``level`` for ``obs``."""
    player = player_for(level, obs)
    chosen = player.choose(obs, random.Random(seed), budget or RUSSIAN_BUDGETS[level])
    why = chosen.why or Reason()
    return Decision(chosen.action, why)  # type: ignore[arg-type]  # Decision carries either family
