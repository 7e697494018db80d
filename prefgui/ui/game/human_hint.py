"""The human's hint (Coach → Hint), asked on the play lane: a card by the coach's one judge
(the drills judge the same way), a call by the Expert with a fixed number of deals and no
clock, so that the same position gets the same hint whatever the machine's load; the
Russian game's Expert at its floor."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from prefgui.ai.players import BUDGETS, Budget, Decision, choose_action
from prefgui.ai.russian.turn import choose_russian
from prefgui.coach.analysis import hint_card
from prefgui.engine.russian.state import RussianState
from prefgui.engine.state import Phase
from prefgui.ui.system.jobs import Job, Lane

if TYPE_CHECKING:
    from prefgui.ui.game.computer_turns import TurnTable

__all__ = ["HINT_BUDGET", "RUSSIAN_HINT_BUDGET", "HumanHint"]

HINT_BUDGET = Budget.untimed(BUDGETS["expert"].samples)  # a call's hint: repeatable
RUSSIAN_HINT_BUDGET = Budget.untimed(24)  # the Russian Expert's floor for a call: repeatable


class HumanHint(QObject):
    """Asks the lane what the human should do now; the answer is ``ready``."""

    ready = Signal(Decision)  # for the human seat

    def __init__(self, game: TurnTable, lane: Lane, parent: QObject) -> None:
        super().__init__(parent)
        self.game = game
        self.lane = lane
        self._job: Job[Decision] | None = None

    def request(self) -> None:
        """Ask what the human should do now (nothing when he has no action)."""
        st, human = self.game.state, self.game.human
        if st.is_terminal() or not any(a.seat == human for a in st.legal_actions()):
            return
        self.cancel()
        if isinstance(st, RussianState):
            self._job = self.lane.submit(self, choose_russian, "expert",
                                         st.observation(human), len(st.history),
                                         RUSSIAN_HINT_BUDGET)
        elif st.phase is Phase.PLAY and st.turn == human:
            self._job = self.lane.submit(self, hint_card, st.observation(human))
        else:
            self._job = self.lane.submit(self, choose_action, "expert", st.observation(human),
                                         len(st.history), HINT_BUDGET)
        self._job.then(self._on_finished)

    def cancel(self) -> None:
        """The hint on its way dropped (a new position)."""
        if self._job is not None:
            self._job.cancel()
        self._job = None

    def _on_finished(self, decision: Decision) -> None:
        self._job = None
        if decision.action.seat == self.game.human:
            self.ready.emit(decision)
