"""The Qt adapter of a session: actions in, signals out (the only caller of Match.apply).

Widgets call ``submit(action)`` and ask the controller what they need to show: the
human's ``observation()``, ``legal_actions()``, ``illegal_reason(card)``, the ``rules``.
They never change state and never see the hidden cards (``state`` is for this class and
tests).

Computer players are asked through the ``AiWorker`` only after the table has finished its
animations and a short pause, so a person can follow every card. Every job carries the
controller's generation; a new deal, an undo, a new session, closing the window, or a side
action of the human while a computer thinks bumps it so stale answers are dropped. If the
worker fails, the player is told and the seat plays by rule of thumb. The session is saved
after every action (atomically), so quitting or a crash loses nothing.

Practice (``enter_practice``): any position can be put on the table, the human in any seat
and computer players in the others, as a :class:`~prefgui.session.practice.PracticeMatch`.
The session's ``match`` stays as it was, nothing is saved while practising, and
``leave_practice`` shows the session's deal again exactly where it stood.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from prefgui.ai.players import BUDGETS, Decision, HeuristicPlayer, Reason
from prefgui.coach.advice import Advice, advise
from prefgui.coach.signals import Signal as LeadSignal
from prefgui.coach.signals import read_lead
from prefgui.engine.actions import Action, Play, play
from prefgui.engine.errors import IllegalActionError, PrefError
from prefgui.engine.observation import Observation
from prefgui.engine.rules import Rules
from prefgui.engine.state import GameState
from prefgui.session.match import LedgerEntry, Match, TableSettings, computer_seed
from prefgui.session.practice import PracticeMatch, practice_table
from prefgui.session.storage import save
from prefgui.ui.system.workers import AiWorker
from prefgui.ui.table import timing
from prefgui.ui.words import error_texts, texts

SAVE_RETRY_MS = 3000  # while saving fails, try again this often (and after every action)
_CONTROLLER_BASES = itertools.count(0, 1 << 24)


class GameController(QObject):
    """Drives one session for one human seat."""

    state_changed = Signal(object)  # Observation of the human seat
    action_applied = Signal(object)  # Action
    deal_finished = Signal(object)  # LedgerEntry
    ai_thinking = Signal(int, bool)  # seat, thinking
    error_raised = Signal(str)
    session_replaced = Signal()
    hint_ready = Signal(object)  # Decision for the human seat
    partner_led = Signal(object)  # coach.signals.Signal: the human's partner led under C2/C3
    save_failed = Signal(str)  # the reason; emitted on every failed attempt
    save_recovered = Signal()  # saved again after failures
    practice_changed = Signal(bool)  # a practice position is (no longer) on the table

    def __init__(self, match: Match, worker: AiWorker, save_path: Path | None,
                 human: int = 0) -> None:
        super().__init__()
        self.match = match
        self.worker = worker
        self.save_path = save_path
        self.human = human
        self._practice: PracticeMatch | None = None
        self._session_human = human
        self.ai_paused = False  # computer players wait (a drill's position stays as it is)
        self.speed = timing.DEFAULT_SPEED
        self.pack = "french"  # the card names of error messages (set by the window)
        self.autoplay = False  # the computer also plays the human seat (demos, benchmarks)
        self.autoplay_level: str | None = None  # if set, every seat plays at this level
        # Each controller numbers its jobs from its own base, so that two controllers
        # sharing one worker (a window closed and another opened) never take each
        # other's answers.
        self.generation = next(_CONTROLLER_BASES)
        self._animations_done = True
        self._waiting = False
        self._thinking_seat: int | None = None
        self._window_released = -1
        self._stopped = False
        self._held = False  # a claim is on show: the computer players wait
        self._ai_timer = QTimer(self)
        self._ai_timer.setSingleShot(True)
        self._ai_timer.timeout.connect(self._ask_ai)
        self._unsaved = 0  # changes not yet on disk because saving failed
        self._save_retry = QTimer(self)
        self._save_retry.setInterval(SAVE_RETRY_MS)
        self._save_retry.timeout.connect(self._autosave)
        self.last_reason: dict[int, Reason] = {}
        worker.finished.connect(self._on_ai_finished)
        worker.failed.connect(self._on_ai_failed)

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
    def state(self) -> GameState:
        """The full state with every hidden card: for the controller and tests only; the
        window and the table see ``observation()`` (tests/ui/test_ui_boundary.py)."""
        return self.table.state

    def observation(self) -> Observation:
        """What the human seat may know now."""
        return self.table.state.observation(self.human)

    @property
    def rules(self) -> Rules:
        """The rules of the current deal."""
        return self.table.rules

    def table_settings(self) -> TableSettings:
        """The table as the next deal will play it (rules waiting for it included)."""
        return self.match.pending_rules or self.match.settings

    def illegal_reason(self, card: int) -> IllegalActionError | None:
        """Why the human may not play ``card`` now, or None if he may."""
        action = play(self.human, card)
        if action in self.state.legal_actions():
            return None
        return self.state.explain_illegal(action)

    def coach_advice(self, card: int) -> Advice | None:
        """The coach's advice before the human plays ``card`` (None: it keeps the
        conventions, or they do not apply here)."""
        return advise(self.state, self.human, card)

    def illegal_text(self, action: Action) -> str:
        """The player's sentence for why ``action`` is refused now (pack's card names)."""
        state = self.state
        return error_texts.illegal_action_text(state.explain_illegal(action), state.rules,
                                               action, self.pack)

    def legal_actions(self) -> tuple[Action, ...]:
        """The human's legal actions now (his side actions included)."""
        return tuple(a for a in self.state.legal_actions() if a.seat == self.human)

    def finished_entry(self) -> LedgerEntry | None:
        """The finished deal waiting for "Next deal" (``Match.finished_entry``)."""
        return self.table.finished_entry()

    def names(self) -> list[str]:
        """The players' names as shown (default names in the player's language)."""
        return texts.player_names(self.table.settings.names)

    def thinking_seat(self) -> int | None:
        return self._thinking_seat

    def unsaved_actions(self) -> int:
        """How many changes are not on disk yet because saving failed (0 when saved)."""
        return self._unsaved

    def window_open(self) -> bool:
        """The human has actions while a computer player is to act (announce, concede):
        the computer waits until the human acts or continues."""
        st = self.state
        return (not st.is_terminal() and st.current_player() != self.human
                and bool(self.legal_actions()) and self._window_released != len(st.history))

    # commands -----------------------------------------------------------------------------
    def submit(self, action: Action) -> bool:
        """Apply a human action; an illegal one emits ``error_raised`` and changes nothing."""
        if action.seat != self.human:
            self.error_raised.emit(self.tr("It is not your turn."))
            return False
        state = self.state
        if self._waiting and action in state.legal_actions():
            # A side action (announce, concede) while a computer player thinks: his answer
            # was for the position before it.
            self._new_generation()
        try:
            self._apply(action)
        except PrefError as e:
            self.error_raised.emit(error_texts.illegal_action_text(e, state.rules, action,
                                                                   self.pack))
            return False
        return True

    def request_hint(self) -> None:
        """Ask the Expert what the human should do now (answer: ``hint_ready``)."""
        st = self.state
        if st.is_terminal() or not self.legal_actions():
            return
        self.worker.request(-(self.generation + 1), "expert", self.observation(),
                            len(st.history))

    def release_window(self) -> None:
        """The human lets the computer go on without using his side actions."""
        self._window_released = len(self.state.history)
        self._schedule_ai()

    def computer_due(self) -> bool:
        """The pause before a computer player is asked has begun (it ends in asking him,
        unless the table is moving again by then)."""
        return self._ai_timer.isActive()

    def set_animations_done(self, done: bool) -> None:
        self._animations_done = done
        if done:
            self._schedule_ai()

    def next_deal(self) -> None:
        if self.practicing or not self.state.is_terminal():
            return
        self._new_generation()
        self.match.next_deal()
        self._after_change()

    def undo_last_card(self) -> bool:
        """Take back the human's last card and everything after it (practice mode)."""
        hist = self.state.history
        for i in range(len(hist) - 1, -1, -1):
            if hist[i].seat == self.human and isinstance(hist[i], Play):
                if self.state.is_terminal():
                    return False
                self._new_generation()
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
        self._new_generation()
        self._end_practice()
        self.match = match
        self.save_path = save_path
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
        self._new_generation()
        if self._practice is None:
            self._session_human = self.human
        table = practice_table(self.match.settings, state.rules, human, self._session_human)
        self._practice = PracticeMatch(table, state, self.match.seed)
        self.human = human
        self.ai_paused = not computer_plays
        self.practice_changed.emit(True)
        self._after_change(changed=False)

    def leave_practice(self) -> None:
        """Back to the session, exactly where it stood (nothing of the practice is kept)."""
        if self._practice is None:
            return
        self._new_generation()
        self._end_practice()
        self._after_change(changed=False)

    def _end_practice(self) -> None:
        if self._practice is None:
            return
        self._practice = None
        self.human = self._session_human
        self.ai_paused = False
        self.practice_changed.emit(False)

    @property
    def session_human(self) -> int:
        """The human's seat in the session (he may sit elsewhere while practising)."""
        return self._session_human if self.practicing else self.human

    def start(self) -> None:
        """Show the current state and let the computer players begin.

        A session saved after the last card of a deal shows that deal's summary again, so
        that the player sees it and goes on with the next deal.
        """
        self._after_change()
        if self.state.is_terminal() and self.match.entries:
            self.deal_finished.emit(self.match.entries[-1])

    def save_in(self, folder: Path) -> bool:
        """Save from now on in ``folder`` (after saving failed); True if it worked."""
        name = self.save_path.name if self.save_path is not None else "session.json"
        self.save_path = folder / name
        self._unsaved += 1
        self._autosave()
        return self._unsaved == 0

    def stop(self) -> None:
        """The window closes: no computer player is asked again, answers on their way are
        dropped, and no failed save is retried."""
        self._save_retry.stop()
        if self._stopped:
            return
        self.generation += 1
        self._ai_timer.stop()
        self._waiting = False
        self._stopped = True
        self.worker.finished.disconnect(self._on_ai_finished)
        self.worker.failed.disconnect(self._on_ai_failed)

    # claims (the logic is in prefgui.ui.window.claims) -------------------------------------------
    def run_with_state(self, token: int, fn: Callable[..., object], *args: object) -> None:
        """Run ``fn(state, *args)`` in the worker process on the full state (the referee's
        questions, such as whether a claim holds); the answer comes as ``worker.finished``
        with ``token``."""
        self.worker.run(token, fn, self.state, *args)

    def hold_computers(self, hold: bool) -> None:
        """Keep the computer players from playing while a claim is shown, or let them on."""
        self._held = hold
        if hold:
            self._new_generation()
        else:
            self._schedule_ai()

    def play_out(self, actions: Sequence[Action]) -> None:
        """Apply the cards of a claim that holds, at once (they go into the record)."""
        self._held = False
        self._new_generation()
        for action in actions[:-1]:
            self.table.apply(action)
            self.action_applied.emit(action)
        if actions:
            self._apply(actions[-1])

    # internals ----------------------------------------------------------------------------
    def _new_generation(self) -> None:
        """Drop every answer on its way (a new deal, an undo, a new session): the next
        computer player is asked afresh."""
        self.generation += 1
        self._ai_timer.stop()
        self._waiting = False
        self._set_thinking(None)

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
            self._unsaved += 1
            self._autosave()
        self._animations_done = False
        self.state_changed.emit(self.observation())
        self._schedule_ai()

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

    def _autosave(self) -> None:
        """Save now; on failure say so (``save_failed``) and retry every few seconds."""
        if self.practicing:
            return  # the session has not changed; a retry waits until the practice ends
        if self.save_path is None or self._unsaved == 0:
            self._unsaved = 0
            return
        try:
            save(self.match, self.save_path)
        except (OSError, ValueError) as e:
            detail = e.strerror if isinstance(e, OSError) and e.strerror else str(e)
            if not self._save_retry.isActive():
                self._save_retry.start()
            self.save_failed.emit(detail)
            return
        failed_before = self._save_retry.isActive()
        self._unsaved = 0
        self._save_retry.stop()
        if failed_before:
            self.save_recovered.emit()

    def _ai_seat(self) -> int | None:
        st = self.state
        seat = st.current_player()
        if (seat is None or (seat == self.human and not self.autoplay) or self.window_open()
                or self._held or self.ai_paused):
            return None
        return seat

    def _schedule_ai(self) -> None:
        if self._stopped or self._waiting or self._ai_seat() is None or not self._animations_done:
            return
        if not self._ai_timer.isActive():
            self._ai_timer.start(timing.ai_pause(self.speed))

    def _ask_ai(self) -> None:
        seat = self._ai_seat()
        if seat is None or self._waiting or self._stopped or not self._animations_done:
            return  # a timer started for an earlier position: the table is still moving
        self._waiting = True
        self._set_thinking(seat)
        level = self.autoplay_level or self.table.settings.levels[seat]
        if level == "human":
            level = "beginner" if self.autoplay else "club"
        self.worker.request(self.generation, level, self.state.observation(seat),
                            self._ai_seed())

    def _ai_seed(self) -> int:
        """The computer's seed for this position: the same game replays the same way."""
        return computer_seed(self.table.seed, self.table.number, len(self.state.history))

    def _set_thinking(self, seat: int | None) -> None:
        old = self._thinking_seat
        self._thinking_seat = seat
        if old is not None and old != seat:
            self.ai_thinking.emit(old, False)
        if seat is not None:
            self.ai_thinking.emit(seat, True)

    def _on_ai_finished(self, token: int, decision: Decision) -> None:
        if token == -(self.generation + 1):
            if decision.action.seat == self.human:
                self.hint_ready.emit(decision)
            return
        if token != self.generation:
            return
        self._waiting = False
        self._set_thinking(None)
        self._play_decision(decision)

    def _play_decision(self, decision: Decision) -> None:
        self.last_reason[decision.action.seat] = decision.reason
        try:
            self._apply(decision.action)
        except PrefError as e:
            self.error_raised.emit(self.tr("A computer player made an impossible move: "
                                           "{error}").format(error=e.message))

    def _on_ai_failed(self, token: int, message: str) -> None:
        """The worker could not answer (e.g. its process died): say so, and let the seat
        play by rule of thumb here, so the game never waits for an answer that won't come."""
        if token != self.generation:
            return
        self._waiting = False
        self._set_thinking(None)
        self.error_raised.emit(self.tr("A computer player could not decide: {error}").format(
            error=message))
        seat = self._ai_seat()
        if seat is None:
            return
        fallback = HeuristicPlayer(mistakes=False).choose(
            self.state.observation(seat), random.Random(self._ai_seed()), BUDGETS["beginner"])
        self._play_decision(fallback)
