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
are laid face up, and after a moment the tricks are played out and the summary follows.
"""

from __future__ import annotations

import dataclasses
import itertools
import random
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from prefgui.ai.claim import ClaimVerdict, DecisiveTrick, check_claim, computer_claim
from prefgui.engine.claims import claim_possible, remaining_tricks
from prefgui.engine.observation import Observation
from prefgui.engine.state import Phase
from prefgui.ui.table import timing
from prefgui.ui.words import texts

if TYPE_CHECKING:
    from prefgui.ui.window.main_window import MainWindow

# Worker tokens of claim jobs (the signal carries a 32-bit int): the lowest 2**23 values,
# far below the controller's (its generations count up from 0 in steps of 2**24 per
# controller, its hints are their negatives), so neither takes the other's answers.
_TOKENS = (-(1 << 31) + 1 + n % (1 << 23) for n in itertools.count())
COMPUTER_CLAIM_FROM = 7  # a computer declarer considers a claim with this many tricks left
SHOW_CLAIM = 2800  # ms a computer's claim stays on show before the cards are played out
SHOW_OWN_CLAIM = 900  # ms the human's own claim that holds is shown


class ClaimDesk(QObject):
    """The claims of one window's table."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.w = window
        self._jobs: dict[int, tuple[int, int]] = {}  # token -> (claimer, history length)
        self._asked_at = -1  # the history length of the computer's last question
        self._showing: tuple[ClaimVerdict, int] | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._play_out)
        c = window.controller
        c.worker.finished.connect(self._on_finished)
        c.worker.failed.connect(self._on_failed)
        c.state_changed.connect(self._on_state_changed)

    # the human's claim ------------------------------------------------------------------
    def claim(self) -> None:
        """Deal → Claim the rest…: ask what he claims, then have it checked."""
        from prefgui.ui.dialogs.claim import ClaimDialog

        c = self.w.controller
        obs = c.observation()
        problem = self._why_not(obs)
        if problem:
            self.w.statusBar().showMessage(problem, 6000)
            return
        dlg = ClaimDialog(remaining_tricks(obs), self.w)
        if dlg.exec() != ClaimDialog.DialogCode.Accepted:
            return
        self.request(dlg.claimed())

    def request(self, claimed: int | None) -> None:
        """Have the human's claim of ``claimed`` tricks (None: all) checked."""
        c = self.w.controller
        obs = c.observation()
        if self._why_not(obs):
            return
        token = next(_TOKENS)
        self._jobs[token] = (c.human, len(obs.history))
        self.w.statusBar().showMessage(self.tr("Checking your claim…"))
        c.run_with_state(token, check_claim, c.human, claimed)

    def _why_not(self, obs: Observation) -> str:
        """Why the human may not claim now ('' if he may)."""
        c = self.w.controller
        if obs.phase is Phase.PLAY and not claim_possible(obs, c.human):
            return self.tr("No claims in this contract: it is not decided by the number "
                           "of tricks.")
        if obs.phase is not Phase.PLAY or obs.turn != c.human or self.busy():
            return self.tr("You can claim when it is your turn to play a card.")
        return ""

    def busy(self) -> bool:
        """A claim is being checked or shown."""
        return bool(self._jobs) or self._showing is not None

    # the computer declarer's claim -------------------------------------------------------
    def _on_state_changed(self, obs: Observation) -> None:
        if self._showing is not None and self._showing[1] != len(obs.history):
            self._timer.stop()  # the deal moved on (undo, a new session): drop the show
            self._showing = None
            self.w.controller.hold_computers(False)
        self._ask_computer(obs)

    def _ask_computer(self, obs: Observation) -> None:
        c = self.w.controller
        seat = obs.declarer
        if (obs.phase is not Phase.PLAY or seat is None or obs.trick or obs.turn != seat
                or seat == c.human
                or not claim_possible(obs, seat) or self.busy()
                or not 2 <= remaining_tricks(obs) <= COMPUTER_CLAIM_FROM
                or self._asked_at == len(obs.history)):
            return
        self._asked_at = len(obs.history)
        token = next(_TOKENS)
        self._jobs[token] = (seat, len(obs.history))
        rng = random.Random(hash((c.match.seed, c.match.number, len(obs.history))))
        c.run_with_state(token, computer_claim, seat, rng)

    # answers ------------------------------------------------------------------------------
    def _on_finished(self, token: int, result: object) -> None:
        job = self._jobs.pop(token, None)
        if job is None:
            return
        seat, moment = job
        c = self.w.controller
        if len(c.observation().history) != moment:
            return  # the play went on meanwhile (a computer's card came first)
        if not isinstance(result, ClaimVerdict):
            return  # the computer declarer does not claim
        if result.holds:
            self._show(result, moment)
        else:
            self.show_refusal(result)

    def _on_failed(self, token: int, message: str) -> None:
        job = self._jobs.pop(token, None)
        if job is not None and job[0] == self.w.controller.human:
            self.w.statusBar().showMessage(self.tr("The claim could not be checked: "
                                                   "{error}").format(error=message), 8000)

    def _show(self, verdict: ClaimVerdict, moment: int) -> None:
        """The claim in a bubble by the claimer, his cards face up; then the play-out."""
        c = self.w.controller
        c.hold_computers(True)
        self._showing = (verdict, moment)
        obs = c.observation()
        seat = verdict.seat
        cards = sum(1 << a.card for a in verdict.line if a.seat == seat)
        if seat != c.human:
            shown: dict[int, int] = dict(obs.exposed) | {seat: cards}
            exposed = tuple(sorted(shown.items()))
            obs = dataclasses.replace(obs, exposed=exposed)
        scene = self.w.scene
        scene.sync(obs, animate=c.speed != "off", names=c.names())
        self._say(seat, self.claim_words(verdict))
        name = c.names()[seat]
        if seat == c.human:
            self.w.statusBar().showMessage(self.tr(
                "Your claim holds: the remaining cards are played out as the record of the "
                "deal."), 8000)
            self._timer.start(max(500, timing.scaled(SHOW_OWN_CLAIM, c.speed)))
        else:
            self.w.statusBar().showMessage(self.tr(
                "{name} claims: the remaining tricks are certain whatever the defence "
                "plays.").format(name=name), 8000)
            self._timer.start(max(600, timing.scaled(SHOW_CLAIM, c.speed)))

    def _say(self, seat: int, text: str) -> None:
        """``text`` in the bubble beside ``seat``'s name plate (until the table changes)."""
        scene = self.w.scene
        bubble = scene.bubbles.get(seat)
        lay = scene.layout
        if bubble is None or lay is None:
            return
        size = max(11.0, lay.cw * 0.17) * 0.9
        bubble.set_lines([text], size, align_right=lay.sides[seat] == "right")

    def _play_out(self) -> None:
        if self._showing is None:
            return
        verdict, _ = self._showing
        self._showing = None
        # Several tricks at once: no card flies, the table goes straight to the end (an
        # animated jump would leave the cards of the earlier tricks lying on the table).
        c = self.w.controller
        speed = c.speed
        c.speed = "off"
        try:
            c.play_out(verdict.line)
        finally:
            c.speed = speed
            self.w.scene.speed = speed

    def show_refusal(self, verdict: ClaimVerdict) -> None:
        """The human's claim does not hold: why, in the pack's words; the play goes on."""
        text = self.refusal_text(verdict)
        self.w.statusBar().showMessage(text, 15000)
        scene = self.w.scene
        scene.show_advice(text, frozenset())
        lay = scene.layout
        if lay is not None:  # top centre, between the contract and the pot, off the plates
            bubble = scene.coach_bubble
            gap = lay.margin * 0.4
            width = bubble.boundingRect().width()
            corners = [b.sceneBoundingRect() for b in (scene.contract_badge, scene.pot_badge)
                       if b.isVisible()]
            left = max((r.right() for r in corners if r.center().x() < lay.w / 2),
                       default=lay.margin)
            right = min((r.left() for r in corners if r.center().x() >= lay.w / 2),
                        default=lay.w - lay.margin)
            x = max(lay.margin, (lay.w - width) / 2, left + gap)
            y = lay.margin
            if x + width > right - gap:  # no room between them: below them, centred
                x = max(lay.margin, (lay.w - width) / 2)
                y = max((r.bottom() for r in corners), default=lay.margin) + gap
            bubble.setPos(x, y)

    # words ----------------------------------------------------------------------------------
    def claim_words(self, verdict: ClaimVerdict) -> str:
        """What the claimer says: the rest, or how many of the remaining tricks."""
        if verdict.claimed == verdict.remaining:
            return self.tr("I claim the rest.")
        return self.tr("I claim {n} of the {m} remaining tricks.").format(
            n=verdict.claimed, m=verdict.remaining)

    def refusal_text(self, verdict: ClaimVerdict) -> str:
        """Why a claim does not hold, in the player's words and the pack's card names."""
        parts = [self.tr("Your claim does not hold.")]
        if verdict.beaten_by is not None:
            parts.append(self.beaten_text(verdict.beaten_by))
        if verdict.seat == self.w.controller.observation().declarer:
            best = self.tr("With the best play of the others, you take only {n} of the {m} "
                           "remaining tricks.")
        else:
            best = self.tr("With the best play of the others, your side takes only {n} of "
                           "the {m} remaining tricks.")
        parts.append(best.format(n=verdict.best, m=verdict.remaining))
        parts.append(self.tr("The play goes on."))
        return " ".join(parts)

    def beaten_text(self, trick: DecisiveTrick) -> str:
        """"Béla can ruff the second round of clubs."""
        pack = self.w.scene.theme.pack
        names = self.w.controller.names()
        name = names[trick.seat] if trick.seat < len(names) else str(trick.seat)
        suit = texts.suit_name(trick.led_suit, pack)
        nth = self.ordinal(trick.suit_round)
        if trick.ruff:
            return self.tr("{name} can ruff the {nth} round of {suit}.").format(
                name=name, nth=nth, suit=suit)
        return self.tr("{name} can win the {nth} round of {suit} with {card}.").format(
            name=name, nth=nth, suit=suit, card=texts.card_label(trick.card, pack))

    def ordinal(self, n: int) -> str:
        """"first" … "eighth" (a suit has eight cards, so at most eight rounds)."""
        words = (self.tr("first", "round of a suit"), self.tr("second", "round of a suit"),
                 self.tr("third", "round of a suit"), self.tr("fourth", "round of a suit"),
                 self.tr("fifth", "round of a suit"), self.tr("sixth", "round of a suit"),
                 self.tr("seventh", "round of a suit"), self.tr("eighth", "round of a suit"))
        return words[min(max(n, 1), 8) - 1]
