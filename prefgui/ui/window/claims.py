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
that deal.
He never claims in the defence practice: there every card is played, for the defenders'
decisions are what is practised.

The Russian game claims the same way by :mod:`prefgui.ai.russian.claim`: the declarer or
the defenders of a contract (whist open or closed) claim at least some of the remaining
tricks; against a misère a side claims at most some of them (the declarer: "the rest
without a trick"); on raspasy there are no claims, and the player is told why.
"""

from __future__ import annotations

import dataclasses
import random

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget

from prefgui.ai.claim import (
    ClaimVerdict,
    DecisiveTrick,
    check_claim,
    computer_claim,
    considers_claim,
)
from prefgui.ai.russian.claim import DecisiveTrick as RuDecisiveTrick
from prefgui.ai.russian.claim import (
    RuClaimVerdict,
    check_russian_claim,
    claims_at_most,
    computer_russian_claim,
)
from prefgui.ai.russian.claim import claim_possible as ru_claim_possible
from prefgui.ai.russian.claim import considers_claim as ru_considers_claim
from prefgui.engine.actions import Play
from prefgui.engine.claims import claim_possible, remaining_tricks
from prefgui.engine.observation import Observation
from prefgui.engine.state import Phase
from prefgui.ui.game.controller import GameController
from prefgui.ui.game.ports import StatusLine
from prefgui.ui.system.jobs import Job
from prefgui.ui.table import timing
from prefgui.ui.table.russian_view import RussianTable
from prefgui.ui.table.scene import TableScene
from prefgui.ui.words import texts

Verdict = ClaimVerdict | RuClaimVerdict  # a European or a Russian claim's verdict
Decisive = DecisiveTrick | RuDecisiveTrick


class ClaimDesk(QObject):
    """The claims of one window's table.

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
        self._showing: tuple[Verdict, int] | None = None
        self._declined: int | None = None  # the moment the human chose to play on
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._play_out)
        controller.state_changed.connect(self._on_state_changed)

    # the human's claim ------------------------------------------------------------------
    def claim(self) -> None:
        """Deal → Claim the rest…: ask what he claims, then have it checked."""
        from prefgui.ui.dialogs.claim import ClaimDialog
        from prefgui.ui.dialogs.modal import run_modal

        c = self.controller
        obs = c.view.observation()
        problem = self._why_not(obs)
        if problem:
            self.status.showMessage(problem, timing.STATUS_ERROR)
            return
        dlg = ClaimDialog(remaining_tricks(obs), self._parent, self._at_most(obs))
        if not run_modal(dlg):
            return
        self.request(dlg.claimed())

    def request(self, claimed: int | None) -> None:
        """Have the human's claim of ``claimed`` tricks (None: all) checked."""
        c = self.controller
        obs = c.view.observation()
        if self._why_not(obs):
            return
        self.status.showMessage(self.tr("Checking your claim…"))
        check = check_russian_claim if c.session.russian else check_claim
        self._ask(c.turns.run_with_state(self, check, c.human, claimed), c.human,
                  len(obs.history))

    @staticmethod
    def _at_most(obs: Observation) -> bool:
        """A claim counts the most tricks the side takes (the Russian misère)."""
        return isinstance(obs, RussianTable) and obs.ru is not None and claims_at_most(obs.ru)

    def _why_not(self, obs: Observation) -> str:
        """Why the human may not claim now ('' if he may)."""
        c = self.controller
        if isinstance(obs, RussianTable) and obs.ru is not None:
            ru = obs.ru
            if ru.phase is Phase.PLAY and ru.declarer is None:
                return self.tr("No claims on raspasy: every player counts his own tricks, "
                               "so one player's claim cannot settle the others'.")
            mine = any(isinstance(a, Play) for a in ru.legal)
            if ru.phase is not Phase.PLAY or not mine or self.busy():
                return self.tr("You can claim when it is your turn to play a card.")
            if not ru_claim_possible(ru, c.human):
                return self.tr("You can claim when it is your turn to play a card.")
            return ""
        if obs.phase is Phase.PLAY and not claim_possible(obs, c.human):
            return self.tr("No claims in this contract: it is not decided by the number "
                           "of tricks.")
        if obs.phase is not Phase.PLAY or obs.turn != c.human or self.busy():
            return self.tr("You can claim when it is your turn to play a card.")
        return ""

    def showing(self) -> bool:
        """A claim that holds is on show (its cards are played out next)."""
        return self._showing is not None

    def busy(self) -> bool:
        """A claim is being checked or shown."""
        return bool(self._jobs) or self._showing is not None

    # the computer declarer's claim -------------------------------------------------------
    def _on_state_changed(self, obs: Observation) -> None:
        if self._showing is not None and self._showing[1] != len(obs.history):
            self._timer.stop()  # the deal moved on (undo, a new session): drop the show
            self._showing = None
            self.controller.turns.hold(False)
            self.offer_changed.emit()
        if self._declined is not None and len(obs.history) < self._declined:
            self._declined = None  # another deal (or an undo before the offer)
        self._ask_computer(obs)

    def offer(self) -> tuple[str, str] | None:
        """The computer's claim waiting for the human: what he claims and the play he
        claims it with (None: no claim waits)."""
        if self._showing is None or self._showing[0].seat == self.controller.human:
            return None
        verdict = self._showing[0]
        name = self.controller.view.names()[verdict.seat]
        pack = self.scene.theme.pack
        cards = [texts.card_label(a.card, pack) for a in verdict.line if a.seat == verdict.seat]
        if isinstance(verdict, RuClaimVerdict) and verdict.at_most:  # against a misère
            title = "{}: {}".format(self.tr("{name} claims").format(name=name),
                                    self.claim_words(verdict))
        elif verdict.claimed == verdict.remaining:
            title = self.tr("{name} claims the rest.").format(name=name)
        else:
            title = self.tr("{name} claims {n} of the {m} remaining tricks.").format(
                name=name, n=verdict.claimed, m=verdict.remaining)
        play = self.tr("Certain whatever the defence plays. The claimed play, trick by "
                       "trick: {cards}.").format(cards=", ".join(cards))
        return title, play

    def accept(self) -> None:
        """The human accepts the computer's claim: its tricks are played out."""
        if self.offer() is not None:
            self._play_out()

    def play_on(self) -> None:
        """The human declines the computer's claim: the cards are played trick by trick,
        and he is not offered a claim again in this deal."""
        if self.offer() is None or self._showing is None:
            return
        self._declined = self._showing[1]
        self._showing = None
        c = self.controller
        # his cards closed
        self.scene.sync(c.view.observation(), animate=False, names=c.view.names())
        self.offer_changed.emit()
        c.turns.hold(False)

    def _ask_computer(self, obs: Observation) -> None:
        c = self.controller
        seat = obs.declarer
        if (seat is None or seat == c.human or self.busy()
                or self._declined is not None
                or c.practice.series is not None  # the defence practice: every card
                or self._asked_at == len(obs.history)):
            return
        rng = random.Random(hash((c.match.seed, c.match.number, len(obs.history))))
        if isinstance(obs, RussianTable):
            if obs.ru is None or not ru_considers_claim(obs.ru, seat):
                return
            self._asked_at = len(obs.history)
            self._ask(c.turns.run_with_state(self, computer_russian_claim, seat, rng), seat,
                      len(obs.history))
            return
        if not considers_claim(obs, seat):
            return
        self._asked_at = len(obs.history)
        self._ask(c.turns.run_with_state(self, computer_claim, seat, rng), seat,
                  len(obs.history))

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
            self._show(result, moment)
        else:
            self.show_refusal(result)

    def _on_failed(self, job: Job[Verdict | None], message: str) -> None:
        asked = self._jobs.pop(job, None)
        if asked is not None and asked[0] == self.controller.human:
            self.status.showMessage(self.tr("The claim could not be checked: "
                                            "{error}").format(error=message),
                                    timing.STATUS_EXPLAINED)

    def _show(self, verdict: Verdict, moment: int) -> None:
        """The claim in a bubble by the claimer, his cards face up; then the play-out."""
        c = self.controller
        c.turns.hold(True)
        self._showing = (verdict, moment)
        obs = c.view.observation()
        seat = verdict.seat
        cards = sum(1 << a.card for a in verdict.line if a.seat == seat)
        if seat != c.human:
            shown: dict[int, int] = dict(obs.exposed) | {seat: cards}
            exposed = tuple(sorted(shown.items()))
            obs = dataclasses.replace(obs, exposed=exposed)
        scene = self.scene
        scene.sync(obs, animate=c.speed != "off", names=c.view.names())
        scene.furniture.say(seat, self.claim_words(verdict))
        if seat == c.human:
            self.status.showMessage(self.tr(
                "Your claim holds: the remaining cards are played out as the record of the "
                "deal."), timing.STATUS_EXPLAINED)
            self._timer.start(max(timing.OWN_CLAIM_SHOWN_MIN,
                                  timing.scaled(timing.OWN_CLAIM_SHOWN, c.speed)))
        else:  # it waits for the human: accepted, or played on
            self.status.clearMessage()
            self.offer_changed.emit()

    def _play_out(self) -> None:
        if self._showing is None:
            return
        verdict, _ = self._showing
        self._showing = None
        self.offer_changed.emit()
        # Several tricks at once: no card flies, the table goes straight to the end (an
        # animated jump would leave the cards of the earlier tricks lying on the table).
        c = self.controller
        speed = c.speed
        c.speed = "off"
        try:
            c.play_out(verdict.line)
        finally:
            c.speed = speed
            self.scene.speed = speed

    def show_refusal(self, verdict: Verdict) -> None:
        """The human's claim does not hold: why, in the pack's words (on the status line and
        in the coach's bubble at the top centre); the play goes on."""
        text = self.refusal_text(verdict)
        self.status.showMessage(text, timing.STATUS_CLAIM_REFUSED)
        self.scene.coach.show_centred(text)

    # words ----------------------------------------------------------------------------------
    def claim_words(self, verdict: Verdict) -> str:
        """What the claimer says: the rest, or how many of the remaining tricks."""
        if isinstance(verdict, RuClaimVerdict) and verdict.at_most:
            if verdict.claimed:
                return self.tr("I take at most {n} of the {m} remaining tricks.").format(
                    n=verdict.claimed, m=verdict.remaining)
            if verdict.seat == self.controller.view.observation().declarer:
                return self.tr("The rest without a trick.")
            return self.tr("The remaining tricks are yours.")
        if verdict.claimed == verdict.remaining:
            return self.tr("I claim the rest.")
        return self.tr("I claim {n} of the {m} remaining tricks.").format(
            n=verdict.claimed, m=verdict.remaining)

    def refusal_text(self, verdict: Verdict) -> str:
        """Why a claim does not hold, in the player's words and the pack's card names."""
        parts = [self.tr("Your claim does not hold.")]
        if verdict.beaten_by is not None:
            if isinstance(verdict, RuClaimVerdict) and verdict.at_most:
                parts.append(self.forced_text(verdict.beaten_by))
            else:
                parts.append(self.beaten_text(verdict.beaten_by))
        declarer = verdict.seat == self.controller.view.observation().declarer
        if isinstance(verdict, RuClaimVerdict) and verdict.at_most:
            best = (self.tr("With the best play of the others, you must take {n} of the {m} "
                            "remaining tricks.") if declarer else
                    self.tr("With the best play of the others, your side must take {n} of "
                            "the {m} remaining tricks."))
        elif declarer:
            best = self.tr("With the best play of the others, you take only {n} of the {m} "
                           "remaining tricks.")
        else:
            best = self.tr("With the best play of the others, your side takes only {n} of "
                           "the {m} remaining tricks.")
        parts.append(best.format(n=verdict.best, m=verdict.remaining))
        parts.append(self.tr("The play goes on."))
        return " ".join(parts)

    def beaten_text(self, trick: Decisive) -> str:
        """"Béla can ruff the second round of clubs."""
        pack = self.scene.theme.pack
        names = self.controller.view.names()
        name = names[trick.seat] if trick.seat < len(names) else str(trick.seat)
        suit = texts.suit_name(trick.led_suit, pack)
        nth = self.ordinal(trick.suit_round)
        if trick.ruff:
            return self.tr("{name} can ruff the {nth} round of {suit}.").format(
                name=name, nth=nth, suit=suit)
        return self.tr("{name} can win the {nth} round of {suit} with {card}.").format(
            name=name, nth=nth, suit=suit, card=texts.card_label(trick.card, pack))

    def forced_text(self, trick: Decisive) -> str:
        """"Béla must win the second round of clubs with the ace of clubs." (a misère)"""
        pack = self.scene.theme.pack
        names = self.controller.view.names()
        name = names[trick.seat] if trick.seat < len(names) else str(trick.seat)
        return self.tr("{name} must win the {nth} round of {suit} with {card}.").format(
            name=name, nth=self.ordinal(trick.suit_round),
            suit=texts.suit_name(trick.led_suit, pack),
            card=texts.card_label(trick.card, pack))

    def ordinal(self, n: int) -> str:
        """"first" … "eighth" (a suit has eight cards, so at most eight rounds)."""
        words = (self.tr("first", "round of a suit"), self.tr("second", "round of a suit"),
                 self.tr("third", "round of a suit"), self.tr("fourth", "round of a suit"),
                 self.tr("fifth", "round of a suit"), self.tr("sixth", "round of a suit"),
                 self.tr("seventh", "round of a suit"), self.tr("eighth", "round of a suit"))
        return words[min(max(n, 1), 8) - 1]
