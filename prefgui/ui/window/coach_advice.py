"""The coach's advice in its bubble at the table: the hint the player asked for, and the
warning before a card that breaks a defenders' convention (the coach's ``warn`` mode,
:class:`~prefgui.coach.advice.WarnOnce`), its best keeping card marked once the coach's
judge has said which it is.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from prefgui.ai.players import Decision
from prefgui.coach.advice import Advice, WarnOnce
from prefgui.coach.analysis import Judgement, judge
from prefgui.engine.actions import Play
from prefgui.session.settings import AppSettings
from prefgui.ui.game.controller import GameController
from prefgui.ui.system.jobs import Job
from prefgui.ui.table.scene import TableScene
from prefgui.ui.words import coach_texts, reasons

__all__ = ["CoachAdvice"]


class CoachAdvice(QObject):
    """Shows the controller's hints (``hint_ready``) and warns before a card (:meth:`warns`).

    Args:
        settings: the preferences the table's coach follows now.
    """

    def __init__(self, controller: GameController, scene: TableScene, warning: WarnOnce,
                 settings: Callable[[], AppSettings], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.scene = scene
        self.warning = warning
        self._settings = settings
        self._judge_job: Job[Judgement] | None = None  # the best card of a warning
        self._hint_at: int | None = None  # the moment a hint's bubble was shown
        controller.hint_ready.connect(self.show_hint)

    def moved_on(self, moment: int) -> None:
        """The play is at ``moment``: a warning or a hint for an earlier position goes."""
        if self.warning.moved_on(moment):
            self.scene.coach.clear_advice()
        if self._hint_at is not None and self._hint_at != moment:
            self._hint_at = None  # the hint was for the position before
            self.scene.coach.clear_advice()

    def show_hint(self, decision: Decision) -> None:
        """The hint in the coach's bubble: the card or call and why in a sentence (its card
        chosen and marked on the table), the figures behind it one click away."""
        c = self.controller
        cards: frozenset[int] = frozenset()
        if isinstance(decision.action, Play):
            cards = frozenset({decision.action.card})
            self.scene.choice.focus_card = decision.action.card
            self.scene.sync(c.view.observation(), animate=False)
        details = reasons.hint_details(decision, c.rules, self.scene.theme.pack)
        self.scene.coach.show_advice(c.words.hint_text(decision), cards, details)
        self._hint_at = len(c.view.observation().history)  # cleared when the play moves on

    def warns(self, card: int) -> bool:
        """Warn once before a card that breaks a defenders' convention (coach ``warn``)."""
        if self._settings().coach != "warn":
            return False
        c = self.controller
        advice = self.warning.check(len(c.view.observation().history), card,
                                    lambda: c.words.coach_advice(card))
        if advice is None:
            return False
        self._show_warning(advice, None)
        if len(advice.keeping) > 1:  # which of them is best: the coach's one judge
            moment = len(c.view.observation().history)
            if self._judge_job is not None:
                self._judge_job.cancel()
            self._judge_job = c.turns.lane.submit(self, judge, c.view.observation())
            self._judge_job.then(lambda j: self._on_judged(j, moment, advice))
        return True

    def _show_warning(self, advice: Advice, best: int | None) -> None:
        c = self.controller
        names = c.view.names()
        partner = names[advice.partner] if advice.partner < len(names) else ""
        words = coach_texts.advice_text(advice, partner, self.scene.theme.pack, best)
        self.scene.coach.show_advice(words, frozenset(advice.keeping))

    def _on_judged(self, judgement: Judgement, moment: int, advice: Advice) -> None:
        """The judge has said which keeping card is best: the warning, if it still shows,
        marks it."""
        self._judge_job = None
        c = self.controller
        if (len(c.view.observation().history) != moment
                or not self.scene.coach.advised_cards
                or set(judgement.keeping) != set(advice.keeping)):
            return
        self._show_warning(advice, judgement.best())
