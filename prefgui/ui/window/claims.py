"""Claims at the table: the human's claim, its check, and the computer declarer's claim.

The human claims from the Deal menu (key C) when it is his turn to play a card; he chooses
"all the remaining tricks" or a number of them (:mod:`prefgui.ui.dialogs.claim`). Whether
the claim holds is the double-dummy solver's question (:func:`prefgui.ai.claim.
check_claim`), asked in the worker process through the controller, which alone holds the
hidden cards. A claim that holds is said in a bubble by the claimer's name and the cards
are played out at once by the line the solver chose, so the record stays a plain record
(RULES.md §11) and the deal is scored as played; one that does not hold is refused with the
reason in the pack's card names, and the play goes on. No button ever says that a claim
would hold: the player decides.

A computer declarer on lead asks the same solver whether the rest is certain from what he
can see (:func:`prefgui.ai.claim.computer_claim`); if it is, his bubble says so, his cards
are laid face up, and the decision panel shows the play he claims with (his cards in the
order he plays them) and waits: "Accept the claim" plays the tricks out and the summary
follows; "Play on" lets the cards be played trick by trick, and he does not claim again in
that deal. A human who has no part in the play (he sits out or dropped out, or the lone
whister plays his cards) is not asked: the claim is played out after a pause.
He never claims in the defence practice: there every card is played, for the defenders'
decisions are what is practised.

The Russian game claims the same way by :mod:`prefgui.ai.russian.claim`: the declarer or
the defenders of a contract (whist open or closed) claim at least some of the remaining
tricks; against a misère a side claims at most some of them (the declarer: "the rest
without a trick"); on raspasy there are no claims, and the player is told why.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from prefgui.ai.claim import ClaimVerdict
from prefgui.ai.russian.claim import RuClaimVerdict, claims_at_most
from prefgui.engine.claims import remaining_tricks
from prefgui.engine.observation import Observation
from prefgui.ui.game.controller import GameController
from prefgui.ui.game.ports import StatusLine
from prefgui.ui.system.jobs import Job
from prefgui.ui.table import timing
from prefgui.ui.table.russian_view import RussianTable
from prefgui.ui.table.scene import TableScene
from prefgui.ui.window.claim_questions import ask_computer, ask_human
from prefgui.ui.window.claim_stage import ClaimStage
from prefgui.ui.window.claim_words import ClaimWords
from prefgui.ui.words.claim_texts import Verdict, why_no_claim


class ClaimDesk(QObject):
    """The claims of one window's table: asked (the human's, the computer declarer's) and
    answered; the solver's questions are :mod:`~prefgui.ui.window.claim_questions`, a claim
    that holds goes on the ``stage``, its ``words`` are a
    :class:`~prefgui.ui.window.claim_words.ClaimWords`.

    ``offer_changed`` tells the table that a computer's claim waits for the human ("Accept
    the claim" or "Play on", :meth:`offer`), or no longer does.

    Args:
        parent: the window; the claim dialog is its own.
    """

    offer_changed = Signal()  # a computer's claim is offered, or no longer (the panel)

    def __init__(self, controller: GameController, scene: TableScene, status: StatusLine,
                 parent: QWidget) -> None:
        super().__init__(parent)
        self.controller = controller
        self.scene = scene
        self.status = status
        self._parent = parent
        self._jobs: dict[Job[Verdict | None], tuple[int, int]] = {}  # -> (claimer, moment)
        self._asked_at = -1  # the history length of the computer's last question
        self._declined: int | None = None  # the moment the human chose to play on
        self.words = ClaimWords(controller, scene)
        self.stage = ClaimStage(controller, scene, status, self.words.claim_words, self)
        self.stage.offer_changed.connect(self.offer_changed)
        controller.state_changed.connect(self._on_state_changed)

    # the human's claim ------------------------------------------------------------------
    def claim(self) -> None:
        """Deal → Claim the rest…: ask what he claims, then have it checked."""
        from prefgui.ui.dialogs.claim import ClaimDialog
        from prefgui.ui.dialogs.modal import run_modal

        obs = self.controller.view.observation()
        problem = why_no_claim(obs, self.controller.human, self.busy())
        if problem:
            self.status.showMessage(problem, timing.STATUS_ERROR)
            return
        at_most = isinstance(obs, RussianTable) and obs.ru is not None and claims_at_most(
            obs.ru)  # a claim counts the most tricks the side takes (the Russian misère)
        dlg = ClaimDialog(remaining_tricks(obs), self._parent, at_most)
        if not run_modal(dlg):
            return
        self.request(dlg.claimed())

    def request(self, claimed: int | None) -> None:
        """Have the human's claim of ``claimed`` tricks (None: all) checked."""
        c = self.controller
        obs = c.view.observation()
        if why_no_claim(obs, c.human, self.busy()):
            return
        self.status.showMessage(self.tr("Checking your claim…"))
        self._ask(ask_human(c, self, claimed), c.human, len(obs.history))

    def showing(self) -> bool:
        """A claim that holds is on show (its cards are played out next)."""
        return self.stage.showing is not None

    def busy(self) -> bool:
        """A claim is being checked or shown."""
        return bool(self._jobs) or self.stage.showing is not None

    # the computer declarer's claim -------------------------------------------------------
    def _on_state_changed(self, obs: Observation) -> None:
        self.stage.drop(len(obs.history))
        if self._declined is not None and len(obs.history) < self._declined:
            self._declined = None  # another deal (or an undo before the offer)
        self._ask_computer(obs)

    def offer(self) -> tuple[str, str] | None:
        """The computer's claim waiting for the human: what he claims and the play he
        claims it with (None: no claim waits)."""
        showing = self.stage.showing
        if showing is None or showing[0].seat == self.controller.human or self.stage.timed():
            return None  # none, his own, or one played out without asking him (he watches)
        return self.words.offer_words(showing[0])

    def accept(self) -> None:
        """The human accepts the computer's claim: its tricks are played out."""
        if self.offer() is not None:
            self.stage.play_out()

    def play_on(self) -> None:
        """The human declines the computer's claim: the cards are played trick by trick,
        and he is not offered a claim again in this deal."""
        if self.offer() is not None:
            self._declined = self.stage.decline()

    def _ask_computer(self, obs: Observation) -> None:
        c = self.controller
        seat = obs.declarer
        if (seat is None or seat == c.human or self.busy()
                or self._declined is not None
                or c.practice.series is not None  # the defence practice: every card
                or self._asked_at == len(obs.history)):
            return
        job = ask_computer(c, self, obs, seat)
        if job is None:
            return
        self._asked_at = len(obs.history)
        self._ask(job, seat, len(obs.history))

    # answers ------------------------------------------------------------------------------
    def _ask(self, job: Job[Verdict | None], seat: int, moment: int) -> None:
        self._jobs[job] = (seat, moment)
        job.then(lambda result: self._on_finished(job, result),
                 lambda message: self._on_failed(job, message))

    def _on_finished(self, job: Job[Verdict | None], result: Verdict | None
                     ) -> None:
        asked = self._jobs.pop(job, None)
        if asked is None:
            return
        _seat, moment = asked
        c = self.controller
        if len(c.view.observation().history) != moment:
            return  # the play went on meanwhile (a computer's card came first)
        if not isinstance(result, (ClaimVerdict, RuClaimVerdict)):
            return  # the computer declarer does not claim
        if result.holds:
            self.stage.show(result, moment)
        else:
            self.show_refusal(result)

    def _on_failed(self, job: Job[Verdict | None], message: str) -> None:
        asked = self._jobs.pop(job, None)
        if asked is not None and asked[0] == self.controller.human:
            self.status.showMessage(self.tr("The claim could not be checked: "
                                            "{error}").format(error=message),
                                    timing.STATUS_EXPLAINED)

    def show_refusal(self, verdict: Verdict) -> None:
        """The human's claim does not hold: why, in the pack's words (on the status line and
        in the coach's bubble at the top centre); the play goes on."""
        text = self.words.refusal_text(verdict)
        self.status.showMessage(text, timing.STATUS_CLAIM_REFUSED)
        self.scene.coach.show_centred(text)
