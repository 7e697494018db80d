"""The Qt adapter of a session: actions in, signals out (the only caller of ``apply``).

Widgets call ``submit(action)`` and ask the controller what they need to show: the
human's ``observation()``, ``legal_actions()``, the ``rules``. They never change state and
never see the hidden cards (``state`` is for this class, its parts in this room, and tests).

The session is a European :class:`~prefgui.session.match.Match` or a Russian
:class:`~prefgui.session.pulka.Pulka`; both offer the same deal API. In the Russian game's
open whist the lone whister also plays the passer's cards (``controls``), and the table is
drawn from :func:`~prefgui.ui.table.russian_view.table_view` of the human's view.

Its parts, each in its own module: :class:`~prefgui.ui.game.computer_turns.ComputerTurns`
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
from prefgui.engine.actions import Action, Play
from prefgui.engine.errors import PrefError
from prefgui.engine.observation import Observation
from prefgui.engine.rules import Rules
from prefgui.engine.russian.state import RussianState
from prefgui.engine.state import GameState
from prefgui.session.defence import DefenceMatch
from prefgui.session.match import LedgerEntry, Match, TableSettings
from prefgui.session.practice import PracticeMatch
from prefgui.session.pulka import Pulka, PulkaEntry, new_session
from prefgui.ui.game.autosave import Autosave
from prefgui.ui.game.computer_turns import ComputerTurns
from prefgui.ui.game.human_words import HumanWords
from prefgui.ui.game.practice_seat import PracticeSeat
from prefgui.ui.system.jobs import JobService
from prefgui.ui.table import timing
from prefgui.ui.table.russian_view import table_view
from prefgui.ui.words import error_texts, texts

Session = Match | Pulka


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
        self.practice = PracticeSeat(self)
        self.practice_changed = self.practice.changed
        self.words = HumanWords(self)
        self.turns = ComputerTurns(self, jobs.play, self)
        self.turns.decided.connect(self._play_decision)
        self.turns.thinking.connect(self.ai_thinking)
        self.turns.hint_ready.connect(self.hint_ready)
        self.turns.failed.connect(self.error_raised)
        self.autosave = Autosave(jobs.files, lambda: self.match, save_path,
                                 lambda: self.practicing, self)
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
    def russian(self) -> bool:
        """Whether the session is a Russian pulka."""
        return isinstance(self.match, Pulka)

    @property
    def state(self) -> GameState | RussianState:
        """The full state with every hidden card: for the controller, its parts and tests
        only; the window and the table see ``observation()`` (tests/test_architecture.py)."""
        return self.table.state

    @property
    def rules(self) -> Rules:
        return self.table.rules

    def controls(self, seat: int) -> bool:
        """Whether the human chooses ``seat``'s actions (his own; in the Russian open
        whist also the passer's, when he is the lone whister)."""
        st = self.state
        if isinstance(st, RussianState):
            return st.controller(seat) == self.human
        return seat == self.human

    def observation(self) -> Observation:
        """What the human seat may know now, as the table draws it."""
        st = self.table.state
        if isinstance(st, RussianState):
            return table_view(st.observation(self.human))
        return st.observation(self.human)

    def legal_actions(self) -> tuple[Action, ...]:
        """The human's legal actions now (his side actions, the hand he plays for)."""
        legal: tuple[Action, ...] = self.state.legal_actions()  # type: ignore[assignment]
        return tuple(a for a in legal if self.controls(a.seat))

    def table_settings(self) -> TableSettings:
        """The table as the next deal will play it (rules waiting for it included)."""
        return self.match.pending_rules or self.match.settings

    def finished_entry(self) -> LedgerEntry | PulkaEntry | None:
        """The finished deal waiting for "Next deal" (``Match.finished_entry``)."""
        return self.table.finished_entry()

    def names(self) -> list[str]:
        """The players' names as shown (default names in the player's language)."""
        return texts.player_names(self.table.settings.names)

    # commands -----------------------------------------------------------------------------
    def submit(self, action: Action) -> bool:
        """Apply a human action; an illegal one emits ``error_raised`` and changes nothing."""
        if not self.controls(action.seat):
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

    def next_deal(self) -> None:
        """The next deal of the session, or of the defence practice's series."""
        if not self.state.is_terminal():
            return
        series = self.practice.series
        if self.practicing and series is None:
            return  # a practice position has no next deal
        if isinstance(self.match, Pulka) and self.match.finished and series is None:
            return  # the pulka is over: a new one starts from the menu
        self.turns.new_generation()
        if series is not None:
            series.next_deal()
            self._after_change(changed=False)
            return
        self.match.next_deal()
        self._after_change()

    def undo_last_card(self) -> bool:
        """Take back the human's last card and everything after it (practice mode)."""
        hist = self.state.history
        for i in range(len(hist) - 1, -1, -1):
            if hist[i].seat == self.human and isinstance(hist[i], Play):
                if self.state.is_terminal():
                    return False
                self.turns.new_generation()
                self.table.undo_to(i)
                self._after_change()
                return True
        return False

    def change_rules(self, table: TableSettings) -> None:
        """New rules from the next deal on (PrefError if they are not possible)."""
        self.match.change_rules(table)

    def new_session(self, table: TableSettings, seed: int, save_path: Path | None) -> None:
        """Start a new session at this table, saved to ``save_path`` (a pulka for the
        Russian variants)."""
        self.replace_match(new_session(table, seed), save_path)

    def replace_match(self, match: Session, save_path: Path | None) -> None:
        """Play ``match`` from now on (a new or a resumed session); a practice ends."""
        self.turns.new_generation()
        self.practice.end()
        self.match = match
        self.autosave.path = save_path
        self.session_replaced.emit()
        self.start()

    def start(self) -> None:
        """Show the current state and let the computer players begin.

        A session saved after the last card of a deal shows that deal's summary again, so
        that the player sees it and goes on with the next deal.
        """
        self._after_change()
        if self.state.is_terminal() and self.match.entries:
            self.deal_finished.emit(self.match.entries[-1])

    def stop(self) -> None:
        """The window closes: no computer player is asked again, answers on their way are
        dropped, the last changes are written (after the write under way) and a failed save
        is not retried."""
        self.turns.stop()
        self.autosave.stop()

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

    def redraw(self) -> None:
        """Show the table again without a change to save (a practice came or went)."""
        self._after_change(changed=False)

    # internals ----------------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        was_done = self.state.is_terminal()
        signal = self.words.partner_signal(action)
        self.table.apply(action)  # type: ignore[arg-type]
        self.action_applied.emit(action)
        self._after_change()
        if signal is not None:
            self.partner_led.emit(signal)
        if self.state.is_terminal() and not was_done:
            series = self.practice.series
            if series is not None:  # booked on the practice's own sheet
                self.deal_finished.emit(series.entries[-1])
            elif not self.practicing:
                self.deal_finished.emit(self.match.entries[-1])

    def _after_change(self, changed: bool = True) -> None:
        """Show the new state (and save the session if it ``changed``)."""
        if changed and not self.practicing:
            self.autosave.changed()
        self.turns.set_animations_done(False)
        self.state_changed.emit(self.observation())
        self.turns.schedule()

    def _play_decision(self, decision: Decision) -> None:
        """Apply a computer player's decision (from ``turns``)."""
        self.last_reason[decision.action.seat] = decision.reason
        try:
            self._apply(decision.action)
        except PrefError as e:
            self.error_raised.emit(self.tr("A computer player made an impossible move: "
                                           "{error}").format(error=e.message))
