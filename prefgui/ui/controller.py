"""The Qt adapter of a session: actions in, signals out (the only caller of Match.apply).

Widgets call ``submit(action)`` and read ``legal_actions()``; they never change state.
Computer players are asked through the ``AiWorker`` only after the table has finished its
animations and a short pause, so a person can follow every card. Every job carries the
controller's generation; a new deal, an undo or a new session bumps it so stale answers
are dropped. The session is saved after every action (atomically), so quitting or a
crash loses nothing.
"""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from prefgui.ai.players import Decision, Reason
from prefgui.engine.actions import Action
from prefgui.engine.errors import PrefError
from prefgui.engine.observation import Observation
from prefgui.engine.state import GameState
from prefgui.session.match import Match
from prefgui.session.storage import save
from prefgui.ui.table import timing
from prefgui.ui.workers import AiWorker


class GameController(QObject):
    """Drives one session for one human seat."""

    state_changed = Signal(object)  # Observation of the human seat
    action_applied = Signal(object)  # Action
    deal_finished = Signal(object)  # LedgerEntry
    ai_thinking = Signal(int, bool)  # seat, thinking
    error_raised = Signal(str)
    session_replaced = Signal()
    hint_ready = Signal(object)  # Decision for the human seat

    def __init__(self, match: Match, worker: AiWorker, save_path: Path | None,
                 human: int = 0) -> None:
        super().__init__()
        self.match = match
        self.worker = worker
        self.save_path = save_path
        self.human = human
        self.speed = timing.DEFAULT_SPEED
        self.autoplay = False  # the computer also plays the human seat (demos, benchmarks)
        self.generation = 0
        self._animations_done = True
        self._waiting = False
        self._thinking_seat: int | None = None
        self._window_released = -1
        self._ai_timer = QTimer(self)
        self._ai_timer.setSingleShot(True)
        self._ai_timer.timeout.connect(self._ask_ai)
        self.last_reason: dict[int, Reason] = {}
        worker.finished.connect(self._on_ai_finished)
        worker.failed.connect(self._on_ai_failed)

    # queries ------------------------------------------------------------------------------
    @property
    def state(self) -> GameState:
        return self.match.state

    def observation(self) -> Observation:
        return self.match.state.observation(self.human)

    def legal_actions(self) -> tuple[Action, ...]:
        """The human's legal actions now (his side actions included)."""
        return tuple(a for a in self.state.legal_actions() if a.seat == self.human)

    def names(self) -> list[str]:
        return list(self.match.settings.names)

    def thinking_seat(self) -> int | None:
        return self._thinking_seat

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
            self.error_raised.emit("not your action")
            return False
        try:
            self._apply(action)
        except PrefError as e:
            self.error_raised.emit(e.message)
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

    def set_animations_done(self, done: bool) -> None:
        self._animations_done = done
        if done:
            self._schedule_ai()

    def next_deal(self) -> None:
        if not self.state.is_terminal():
            return
        self.generation += 1
        self.match.next_deal()
        self._after_change()

    def undo_last_card(self) -> bool:
        """Take back the human's last card and everything after it (practice mode)."""
        hist = self.state.history
        for i in range(len(hist) - 1, -1, -1):
            if hist[i].seat == self.human and hist[i].verb == "play":
                if self.state.is_terminal():
                    return False
                self.generation += 1
                self._set_thinking(None)
                self.match.undo_to(i)
                self._after_change()
                return True
        return False

    def replace_match(self, match: Match, save_path: Path | None) -> None:
        self.generation += 1
        self._set_thinking(None)
        self.match = match
        self.save_path = save_path
        self.session_replaced.emit()
        self._after_change()

    def start(self) -> None:
        """Show the current state and let the computer players begin."""
        self._after_change()

    # internals ----------------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        was_done = self.state.is_terminal()
        self.match.apply(action)
        self.action_applied.emit(action)
        self._after_change()
        if self.state.is_terminal() and not was_done:
            self.deal_finished.emit(self.match.entries[-1])

    def _after_change(self) -> None:
        self._autosave()
        self._animations_done = False
        self.state_changed.emit(self.observation())
        self._schedule_ai()

    def _autosave(self) -> None:
        if self.save_path is None:
            return
        try:
            save(self.match, self.save_path)
        except OSError as e:
            self.error_raised.emit(f"could not save the game: {e}")

    def _ai_seat(self) -> int | None:
        st = self.state
        seat = st.current_player()
        if seat is None or (seat == self.human and not self.autoplay) or self.window_open():
            return None
        return seat

    def _schedule_ai(self) -> None:
        if self._waiting or self._ai_seat() is None or not self._animations_done:
            return
        if not self._ai_timer.isActive():
            self._ai_timer.start(timing.ai_pause(self.speed))

    def _ask_ai(self) -> None:
        seat = self._ai_seat()
        if seat is None or self._waiting:
            return
        self._waiting = True
        self._set_thinking(seat)
        level = self.match.settings.levels[seat]
        if level == "human":
            level = "beginner" if self.autoplay else "club"
        seed = random.Random(hash((self.match.seed, self.match.number,
                                   len(self.state.history)))).getrandbits(32)
        self.worker.request(self.generation, level, self.state.observation(seat), seed)

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
        self.last_reason[decision.action.seat] = decision.reason
        try:
            self._apply(decision.action)
        except PrefError as e:
            self.error_raised.emit(f"computer player error: {e.message}")

    def _on_ai_failed(self, token: int, message: str) -> None:
        if token != self.generation:
            return
        self._waiting = False
        self._set_thinking(None)
        self.error_raised.emit(f"computer player error: {message}")
