"""The practice banner's question for the position on the table: the defence practice's
deal (its next deal dealt ahead), a drill's question, or a practice deal's; its words are
:mod:`~prefgui.ui.words.practice_texts`' and :mod:`~prefgui.ui.words.drill_texts`'."""

from __future__ import annotations

from prefgui.coach.drills import Theme
from prefgui.engine.observation import Observation
from prefgui.engine.state import Phase
from prefgui.ui.coach.defence_series import DefenceSeries
from prefgui.ui.coach.practice_bar import PracticeBar
from prefgui.ui.game.controller import GameController
from prefgui.ui.table.scene import TableScene
from prefgui.ui.words import drill_texts, practice_texts

__all__ = ["PracticeQuestion"]


class PracticeQuestion:
    """Writes the question on ``bar`` whenever the practice position changes.

    Attributes:
        theme: the drill whose question is on the bar (None: a practice deal, or the
            defence practice).
    """

    def __init__(self, controller: GameController, scene: TableScene, bar: PracticeBar,
                 series: DefenceSeries) -> None:
        self._controller = controller
        self._scene = scene
        self._bar = bar
        self._series = series
        self.theme: Theme | None = None
        controller.state_changed.connect(self._on_state_changed)

    def _on_state_changed(self, obs: Observation) -> None:
        if self._controller.practicing:
            self.write(obs)

    def write(self, obs: Observation) -> None:
        """The question for ``obs`` on the bar."""
        match = self._series.match
        if self._controller.practice.series is not None and match is not None:
            self._series.deal_ahead()
            self._bar.question.setText(practice_texts.defence_question(
                obs, match, self._controller.view.names(), self._scene.theme.pack))
            self._bar.next_deal.setEnabled(obs.phase is Phase.DONE)
        elif self.theme is not None:
            self._bar.question.setText(drill_texts.question(self.theme))
        else:
            self._bar.question.setText(practice_texts.practice_question(obs))
