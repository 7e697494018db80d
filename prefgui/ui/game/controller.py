"""The Qt adapter of a session: actions in, signals out (the only caller of Match.apply).

Widgets call ``submit(action)`` and ask the controller what they need to show: the
human's ``observation()``, ``legal_actions()``, ``illegal_reason(card)``, the ``rules``.
They never change state and never see the hidden cards (``state`` is for this class, its
parts in this room, and tests).

Two parts do the rest, each in its own module: :class:`~prefgui.ui.game.computer_turns.
ComputerTurns` (``turns``) asks the computer players on the job service's ``play`` lane
once the table rests, and hands their decisions back to be applied; :class:`~prefgui.ui.
game.autosave.Autosave` (``autosave``) saves the session after every action, off the GUI
thread (the service's ``files`` lane).

Practice (``enter_practice``): any position can be put on the table, the human in any seat
and computer players in the others, as a :class:`~prefgui.session.practice.PracticeMatch`.
The session's ``match`` stays as it was, nothing is saved while practising, and
``leave_practice`` shows the session's deal again exactly where it stood.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from prefgui.ai.players import Decision, Reason
from prefgui.coach.advice import Advice, advise
from prefgui.coach.signals import Signal as LeadSignal
from prefgui.coach.signals import read_lead
from prefgui.engine.actions import Action, Play, play
from prefgui.engine.errors import IllegalActionError, PrefError
from prefgui.engine.observation import Observation
from prefgui.engine.rules import Rules
from prefgui.engine.state import GameState
from prefgui.session.match import LedgerEntry, Match, TableSettings
from prefgui.session.practice import PracticeMatch, practice_table
from prefgui.ui.game.autosave import Autosave
from prefgui.ui.game.computer_turns import ComputerTurns
from prefgui.ui.system.jobs import JobService
from prefgui.ui.table import timing
from prefgui.ui.words import error_texts, reasons, texts


class GameController(QObject):
    """Drives one session for one human seat."""

    state_changed = Signal(Observation)  # of the human seat
    action_applied = Signal(object)  # an Action (a union of classes: no one Qt type)
    deal_finished = Signal(LedgerEntry)
    ai_thinking = Signal(int, bool)  # seat, thinking
    error_raised = Signal(str)
    session_replaced = Signal()
    hint_ready = Signal(Decision)  # for the human seat
    partner_led = Signal(LeadSignal)  # the human's partner led under C2/C3
    save_failed = Signal(str)  # the reason; emitted on every failed attempt
    save_recovered = Signal()  # saved again after failures
    practice_changed = Signal(bool)  # a practice position is (no longer) on the table

    def __init__(self, match: Match, jobs: JobService, save_path: Path | None,
                 human: int = 0) -> None:
        super().__init__()
        self.match = match
        self.jobs = jobs
        self.human = human
        self._practice: PracticeMatch | None = None
        self._session_human = human
        self.speed = timing.DEFAULT_SPEED
        self.pack = "french"  # the card names of error messages (set by the window)
        self.autoplay = False  # the computer also plays the human seat (demos, benchmarks)
        self.autoplay_level: str | None = None  # if set, every seat plays at this level
        self.last_reason: dict[int, Reason] = {}
        # While the cards of a claim are applied: the actions before them (the cards after
        # were played for the players, not chosen by them).
        self.claimed_from: int | None = None
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
    def table(self) -> Match | PracticeMatch:
        """What is on the table: the practice deal while practising, else the session."""
        return self._practice if self._practice is not None else self.match

    @property
    def practicing(self) -> bool:
        """Whether a practice position is on the table (the session waits)."""
        return self._practice is not None

    @property
    def session_human(self) -> int:
        """The human's seat in the session (he may sit elsewhere while practising)."""
        return self._session_human if self.practicing else self.human

    @property
    def state(self) -> GameState:
        """The full state with every hidden card: for the controller, its parts and tests
        only; the window and the table see ``observation()`` (tests/test_architecture.py)."""
        return self.table.state

    @property
    def rules(self) -> Rules:
        """The rules of the current deal."""
        return self.table.rules

    def observation(self) -> Observation:
        """What the human seat may know now."""
        return self.table.state.observation(self.human)

    def legal_actions(self) -> tuple[Action, ...]:
        """The human's legal actions now (his side actions included)."""
        return tuple(a for a in self.state.legal_actions() if a.seat == self.human)

    def illegal_reason(self, card: int) -> IllegalActionError | None:
        """Why the human may not play ``card`` now, or None if he may."""
        action = play(self.human, card)
        if action in self.state.legal_actions():
            return None
        return self.state.explain_illegal(action)

    def illegal_text(self, action: Action) -> str:
        """The player's sentence for why ``action`` is refused now (pack's card names)."""
        state = self.state
        return error_texts.illegal_action_text(state.explain_illegal(action), state.rules,
                                               action, self.pack)

    def coach_advice(self, card: int) -> Advice | None:
        """The coach's advice before the human plays ``card`` (None: it keeps the
        conventions, or they do not apply here)."""
        return advise(self.state, self.human, card)

    def hint_text(self, decision: Decision) -> str:
        """The hint's sentence: the card or call, and why (pack's card names)."""
        a = decision.action
        what = (texts.card_label(a.card, self.pack) if isinstance(a, Play)
                else texts.action_label(a, self.rules, self.pack))
        why = reasons.reason_text(decision, self.rules, self.pack)
        if why.startswith(what):  # the reason begins with the button's (or card's) name
            return self.tr("Hint: {why}").format(why=why)
        return self.tr("Hint: {what} ({why})").format(what=what, why=why)

    def table_settings(self) -> TableSettings:
        """The table as the next deal will play it (rules waiting for it included)."""
        return self.match.pending_rules or self.match.settings

    def finished_entry(self) -> LedgerEntry | None:
        """The finished deal waiting for "Next deal" (``Match.finished_entry``)."""
        return self.table.finished_entry()

    def names(self) -> list[str]:
        """The players' names as shown (default names in the player's language)."""
        return texts.player_names(self.table.settings.names)

    # commands -----------------------------------------------------------------------------
    def submit(self, action: Action) -> bool:
        """Apply a human action; an illegal one emits ``error_raised`` and changes nothing."""
        if action.seat != self.human:
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
        if self.practicing or not self.state.is_terminal():
            return
        self.turns.new_generation()
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
        """Start a new session at this table, saved to ``save_path``."""
        self.replace_match(Match(table, seed), save_path)

    def replace_match(self, match: Match, save_path: Path | None) -> None:
        """Play ``match`` from now on (a new or a resumed session); a practice ends."""
        self.turns.new_generation()
        self._end_practice()
        self.match = match
        self.autosave.path = save_path
        self.session_replaced.emit()
        self.start()

    def enter_practice(self, state: GameState, human: int, computer_plays: bool = True) -> None:
        """Put ``state`` on the table, the human in seat ``human`` and computer players in
        the others, until ``leave_practice``; the session's match and save stay untouched.
        Without ``computer_plays`` the computer players wait (a drill's position).

        Raises:
            ValueError: ``human`` is not a seat of the position.
        """
        if not 0 <= human < state.rules.players:
            raise ValueError("no such seat")
        self.turns.new_generation()
        if self._practice is None:
            self._session_human = self.human
        table = practice_table(self.match.settings, state.rules, human, self._session_human)
        self._practice = PracticeMatch(table, state, self.match.seed)
        self.human = human
        self.turns.paused = not computer_plays
        self.practice_changed.emit(True)
        self._after_change(changed=False)

    def leave_practice(self) -> None:
        """Back to the session, exactly where it stood (nothing of the practice is kept)."""
        if self._practice is None:
            return
        self.turns.new_generation()
        self._end_practice()
        self._after_change(changed=False)

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
        """Apply the cards of a claim that holds, at once (they go into the record); the
        claims are in prefgui.ui.window.claims."""
        self.turns.hold(False)
        self.turns.new_generation()
        self.claimed_from = len(self.state.history)
        try:
            for action in actions[:-1]:
                self.table.apply(action)
                self.action_applied.emit(action)
            if actions:
                self._apply(actions[-1])
        finally:
            self.claimed_from = None

    # internals ----------------------------------------------------------------------------
    def _end_practice(self) -> None:
        if self._practice is None:
            return
        self._practice = None
        self.human = self._session_human
        self.turns.paused = False
        self.practice_changed.emit(False)

    def _apply(self, action: Action) -> None:
        was_done = self.state.is_terminal()
        signal = self._partner_signal(action)
        self.table.apply(action)
        self.action_applied.emit(action)
        self._after_change()
        if signal is not None:
            self.partner_led.emit(signal)
        if self.state.is_terminal() and not was_done and not self.practicing:
            self.deal_finished.emit(self.match.entries[-1])

    def _after_change(self, changed: bool = True) -> None:
        """Show the new state (and save the session if it ``changed``)."""
        if changed and not self.practicing:
            self.autosave.changed()
        self.turns.set_animations_done(False)
        self.state_changed.emit(self.observation())
        self.turns.schedule()

    def _partner_signal(self, action: Action) -> LeadSignal | None:
        """What ``action`` tells the human if it is his partner's lead under C2 or C3 (read
        before it is applied; only from what the human may know)."""
        if not isinstance(action, Play) or action.seat == self.human:
            return None
        st = self.state
        if st.current_player() != action.seat:
            return None
        sig = read_lead(st, len(st.history) + 1, action.card)
        return sig if sig is not None and sig.partner == self.human else None

    def _play_decision(self, decision: Decision) -> None:
        """Apply a computer player's decision (from ``turns``)."""
        self.last_reason[decision.action.seat] = decision.reason
        try:
            self._apply(decision.action)
        except PrefError as e:
            self.error_raised.emit(self.tr("A computer player made an impossible move: "
                                           "{error}").format(error=e.message))
