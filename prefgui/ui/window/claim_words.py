"""The claims' words at this table: :mod:`~prefgui.ui.words.claim_texts` told whether the
claimer declares, the players' names and the pack's card names."""

from __future__ import annotations

from prefgui.ui.game.controller import GameController
from prefgui.ui.table.scene import TableScene
from prefgui.ui.words import claim_texts
from prefgui.ui.words.claim_texts import Verdict

__all__ = ["ClaimWords"]


class ClaimWords:
    """What a claimer says, why a claim does not hold, and a computer's claim offered."""

    def __init__(self, controller: GameController, scene: TableScene) -> None:
        self._controller = controller
        self._scene = scene

    def _declares(self, verdict: Verdict) -> bool:
        return verdict.seat == self._controller.view.observation().declarer

    def claim_words(self, verdict: Verdict) -> str:
        """What the claimer says: the rest, or how many of the remaining tricks."""
        return claim_texts.claim_words(verdict, self._declares(verdict))

    def refusal_text(self, verdict: Verdict) -> str:
        """Why a claim does not hold, in the player's words and the pack's card names."""
        return claim_texts.refusal_text(verdict, self._declares(verdict),
                                        self._controller.view.names(), self._scene.theme.pack)

    def offer_words(self, verdict: Verdict) -> tuple[str, str]:
        """A computer's claim offered: what he claims and the play he claims it with."""
        return claim_texts.offer_words(verdict, self._declares(verdict),
                                       self._controller.view.names(), self._scene.theme.pack)
