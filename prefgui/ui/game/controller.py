"""The Qt adapter of a session: actions in, signals out (the only caller of ``apply``).

Widgets call ``submit(action)`` and ask the controller's ``view`` what they need to show:
the human's ``observation()``, ``legal_actions()``; the ``rules`` are the controller's. They
never change state and never see the hidden cards (``state`` is for this class, its parts in
this room, and tests).

The session is a European :class:`~prefgui.session.match.Match` or a Russian
:class:`~prefgui.session.pulka.Pulka`; both offer the same deal API.

Its parts, each in its own module: :class:`~prefgui.ui.game.session_steps.SessionSteps`
(``session``) starts the session, deals the next deal, changes the rules, replaces the
session and stops; :class:`~prefgui.ui.game.seat_view.SeatView` (``view``) is what the
human's seat sees and which hands he plays (in the Russian open whist the lone whister also
plays the passer's cards); :class:`~prefgui.ui.game.computer_turns.ComputerTurns`
(``turns``) asks the computer players on the job service's ``play`` lane once the table
rests; :class:`~prefgui.ui.game.autosave.Autosave` (``autosave``) saves the session after
every action, off the GUI thread; :class:`~prefgui.ui.game.practice_seat.PracticeSeat`
(``practice``) puts a practice position on the table while the session waits;
:class:`~prefgui.ui.game.human_words.HumanWords` (``words``) says why a card is refused,
the coach's advice and the hint's sentence.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from prefgui.ai.players import Decision, Reason
from prefgui.coach.signals import Signal as LeadSignal
from prefgui.engine.actions import Action
from prefgui.engine.errors import PrefError
from prefgui.engine.observation import Observation
from prefgui.engine.rules import Rules
from prefgui.engine.russian.state import RussianState
from prefgui.engine.state import GameState
from prefgui.session.defence import DefenceMatch
from prefgui.session.practice import PracticeMatch
from prefgui.ui.game.autosave import Autosave
from prefgui.ui.game.computer_turns import ComputerTurns
from prefgui.ui.game.human_words import HumanWords
from prefgui.ui.game.ledger_check import LedgerCheck
from prefgui.ui.game.practice_seat import PracticeSeat
from prefgui.ui.game.seat_view import SeatView
from prefgui.ui.game.session_steps import Session, SessionSteps
from prefgui.ui.system.jobs import JobService
from prefgui.ui.table import timing
from prefgui.ui.words import error_texts


class GameController(QObject):
    """Drives one session for one human seat."""

    state_changed = Signal(Observation)  # of the human seat (the Russian view drawn alike)
    action_applied = Signal(object)  # an Action (a union of classes: no one Qt type)
    deal_finished = Signal(object)  # a LedgerEntry, or a PulkaEntry of the Russian game
    ai_thinking = Signal(int, bool)  # seat, thinking
    error_raised = Signal(str)
    session_replaced = Signal()
    hint_ready = Signal(Decision)  # for the human seat
    partner_led = Signal(LeadSignal)  # the human's partner led under C2/C3
    save_failed = Signal(str)  # the reason; emitted on every failed attempt
    save_recovered = Signal()  # saved again after failures

    def __init__(self, match: Session, jobs: JobService, save_path: Path | None,
                 human: int = 0) -> None:
        super().__init__()
        self.match: Session = match
        self.jobs = jobs
        self.human = human
        self.speed = timing.DEFAULT_SPEED
        self.pack = "french"  # the card names of error messages (set by the window)
        self.autoplay = False  # the computer also plays the human seat (demos, benchmarks)
        self.autoplay_level: str | None = None  # if set, every seat plays at this level
        self.last_reason: dict[int, Reason] = {}
        # While the cards of a claim are applied: the actions before them (the cards after
        # were played for the players, not chosen by them).
        self.claimed_from: int | None = None
        self.session = SessionSteps(self)
        self.view = SeatView(self)
        self.practice = PracticeSeat(self)
        self.practice_changed = self.practice.changed
        self.words = HumanWords(self)
        self.turns = ComputerTurns(self, jobs.play, self)
        self.turns.decided.connect(self._play_decision)
        self.turns.thinking.connect(self.ai_thinking)
        self.turns.hint_ready.connect(self.hint_ready)
        self.turns.failed.connect(self.error_raised)
        # Another window writes this data folder: every session here is shown and played
        # but never saved (``replace_match`` drops the file of whatever comes next).
        self.read_only = False
        self.ledger = LedgerCheck(jobs.background, self)
        self.ledger.checked.connect(self.autosave_changed)
        self.autosave = Autosave(jobs.files, lambda: self.match, save_path,
                                 lambda: self.practicing or self.ledger.busy(), self)
        self.autosave.failed.connect(self.save_failed)
        self.autosave.recovered.connect(self.save_recovered)

    # queries ------------------------------------------------------------------------------
    @property
    def table(self) -> Session | PracticeMatch | DefenceMatch:
        """What is on the table: the practice deal while practising, else the session."""
        return self.practice.match if self.practice.match is not None else self.match

    @property
    def practicing(self) -> bool:
        return self.practice.active

    @property
    def state(self) -> GameState | RussianState:
        """The full state with every hidden card: for the controller, its parts and tests
        only; the window and the table see ``view.observation()`` (tests/test_architecture.py)."""
        return self.table.state

    @property
    def rules(self) -> Rules:
        return self.table.rules

    # commands -----------------------------------------------------------------------------
    def submit(self, action: Action) -> bool:
        """Apply a human action; an illegal one emits ``error_raised`` and changes nothing."""
        if not self.view.controls(action.seat):
            self.error_raised.emit(self.tr("It is not your turn."))
            return False
        state = self.state
        if self.turns.waiting and action in state.legal_actions():
            # A side action (announce, concede) while a computer player thinks: his answer
            # was for the position before it.
            self.turns.new_generation()
        try:
            self._apply(action)
        except PrefError as e:
            self.error_raised.emit(error_texts.illegal_action_text(e, state.rules, action,
                                                                   self.pack))
            return False
        return True

    def autosave_changed(self) -> None:
        """Save the session as it is now (the earlier deals were checked)."""
        if not self.practicing:
            self.autosave.changed()

    def play_out(self, actions: Sequence[Action]) -> None:
        """Apply the cards of a claim that holds, at once (they go into the record)."""
        self.turns.hold(False)
        self.turns.new_generation()
        self.claimed_from = len(self.state.history)
        try:
            for action in actions[:-1]:
                self.table.apply(action)  # type: ignore[arg-type]
                self.action_applied.emit(action)
            if actions:
                self._apply(actions[-1])
        finally:
            self.claimed_from = None

    def refresh(self, save: bool = True) -> None:
        """Show the table as it is now and let the computer players go on; the session is
        saved if ``save`` (not when a practice came or went: nothing changed)."""
        if save and not self.practicing:
            self.autosave.changed()
        self.turns.set_animations_done(False)
        self.state_changed.emit(self.view.observation())
        self.turns.schedule()

    # internals ----------------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        was_done = self.state.is_terminal()
        signal = self.words.partner_signal(action)
        self.table.apply(action)  # type: ignore[arg-type]
        self.action_applied.emit(action)
        self.refresh()
        if signal is not None:
            self.partner_led.emit(signal)
        if self.state.is_terminal() and not was_done:
            series = self.practice.series
            if series is not None:  # booked on the practice's own sheet
                self.deal_finished.emit(series.entries[-1])
            elif not self.practicing:
                self.deal_finished.emit(self.match.entries[-1])

    def _play_decision(self, decision: Decision) -> None:
        """Apply a computer player's decision (from ``turns``)."""
        self.last_reason[decision.action.seat] = decision.reason
        try:
            self._apply(decision.action)
        except PrefError as e:
            self.error_raised.emit(self.tr("A computer player made an impossible move: "
                                           "{error}").format(error=e.message))
