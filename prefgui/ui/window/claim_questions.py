"""The questions a claim puts to the double-dummy solver, asked on the play lane on the full
state: whether the human's claim holds, and whether the computer declarer's rest is certain
(:mod:`prefgui.ai.claim`, the Russian game's :mod:`prefgui.ai.russian.claim`)."""

from __future__ import annotations

import random

from PySide6.QtCore import QObject

from prefgui.ai.claim import check_claim, computer_claim, considers_claim
from prefgui.ai.russian.claim import check_russian_claim, computer_russian_claim
from prefgui.ai.russian.claim import considers_claim as ru_considers_claim
from prefgui.engine.observation import Observation
from prefgui.ui.game.controller import GameController
from prefgui.ui.system.jobs import Job
from prefgui.ui.table.russian_view import RussianTable
from prefgui.ui.words.claim_texts import Verdict

__all__ = ["ask_computer", "ask_human"]


def ask_human(controller: GameController, owner: QObject, claimed: int | None
              ) -> Job[Verdict | None]:
    """Whether the human's claim of ``claimed`` tricks (None: all) holds."""
    check = check_russian_claim if controller.session.russian else check_claim
    return controller.turns.run_with_state(owner, check, controller.human, claimed)


def ask_computer(controller: GameController, owner: QObject, obs: Observation, seat: int
                 ) -> Job[Verdict | None] | None:
    """Whether the computer declarer at ``seat`` claims the rest (the line it is certain by),
    seeded by the deal and the moment; None when his position does not call for the question
    (:func:`~prefgui.ai.claim.considers_claim`)."""
    m = controller.match
    rng = random.Random(hash((m.seed, m.number, len(obs.history))))
    if isinstance(obs, RussianTable):
        if obs.ru is None or not ru_considers_claim(obs.ru, seat):
            return None
        return controller.turns.run_with_state(owner, computer_russian_claim, seat, rng)
    if considers_claim(obs, seat):
        return controller.turns.run_with_state(owner, computer_claim, seat, rng)
    return None
