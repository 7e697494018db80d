"""The computer players' turns: asked on the play lane once the table has come to rest.

A computer player is asked only after the table has finished its animations and a short
pause, so a person can follow every card. Each question is a job of the job service's
``play`` lane (a worker process, :mod:`prefgui.ui.system.jobs`); a new deal, an undo, a new
session, closing the window, or a side action of the human while a computer thinks cancels
the questions on their way (``new_generation``), so no stale answer arrives. If the worker
fails, the player is told (``failed``) and the seat plays by rule of thumb. The same lane
answers the human's hint (``hint_ready``, :class:`~prefgui.ui.game.human_hint.HumanHint`)
and the referee's questions on the full state
(``run_with_state``, e.g. whether a claim holds).

The answers are not applied here: ``decided`` hands each decision to the controller, the
only caller of ``Match.apply``.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol, TypeVar

from PySide6.QtCore import QObject, QTimer, Signal

from prefgui.ai.players import BUDGETS, Decision, HeuristicPlayer, choose_action
from prefgui.ai.russian.turn import choose_russian
from prefgui.engine.russian.state import RussianState
from prefgui.engine.state import GameState
from prefgui.session.match import Match, computer_seed
from prefgui.session.practice import PracticeMatch
from prefgui.session.pulka import Pulka
from prefgui.ui.game.human_hint import HumanHint
from prefgui.ui.game.thinking_mark import ThinkingMark
from prefgui.ui.system.jobs import Job, Lane
from prefgui.ui.table import timing

__all__ = ["ComputerTurns", "TurnTable"]

T = TypeVar("T")


class HandsPlayed(Protocol):
    """Which seats' actions the human chooses, and who chooses a seat's (the controller's
    ``view``)."""

    def controls(self, seat: int) -> bool: ...

    def decider(self, seat: int) -> int: ...


class TurnTable(Protocol):
    """What the computer players' turns read of the game (the controller)."""

    human: int
    speed: str
    autoplay: bool
    autoplay_level: str | None

    @property
    def state(self) -> GameState | RussianState: ...

    @property
    def table(self) -> Match | Pulka | PracticeMatch: ...

    @property
    def view(self) -> HandsPlayed: ...


class ComputerTurns(QObject):
    """Asks the play lane for the computer players' decisions, one at a time."""

    decided = Signal(Decision)  # of a computer seat, to be applied
    thinking = Signal(int, bool)  # seat, thinking
    hint_ready = Signal(Decision)  # for the human seat
    failed = Signal(str)  # the player's sentence: a computer player could not decide

    def __init__(self, game: TurnTable, lane: Lane, parent: QObject | None = None
                 ) -> None:
        super().__init__(parent)
        self.game = game
        self.lane = lane
        self.paused = False  # computer players wait (a drill's position stays as it is)
        self._ai_job: Job[Decision] | None = None  # the computer player's question
        self.hints = HumanHint(game, lane, self)
        self.hints.ready.connect(self.hint_ready)
        self.waiting = False
        self._animations_done = True
        self.mark = ThinkingMark(self.thinking.emit)  # the seat thinking now
        self._window_released = -1
        self._stopped = False
        self._held = False  # a claim is on show: the computer players wait
        self._ai_timer = QTimer(self)
        self._ai_timer.setSingleShot(True)
        self._ai_timer.timeout.connect(self._ask_ai)

    # queries ------------------------------------------------------------------------------
    def thinking_seat(self) -> int | None:
        return self.mark.seat

    def computer_due(self) -> bool:
        """The pause before a computer player is asked has begun (it ends in asking him,
        unless the table is moving again by then)."""
        return self._ai_timer.isActive()

    def window_open(self) -> bool:
        """The human has actions while a computer player is to act (announce, concede):
        the computer waits until the human acts or continues."""
        st, human = self.game.state, self.game.human
        return (not st.is_terminal() and st.current_player() != human
                and any(a.seat == human for a in st.legal_actions())
                and self._window_released != len(st.history))

    # commands -----------------------------------------------------------------------------
    def request_hint(self) -> None:
        """Ask what the human should do now (answer: ``hint_ready``; :class:`HumanHint`)."""
        self.hints.request()

    def release_window(self) -> None:
        """The human lets the computer go on without using his side actions."""
        self._window_released = len(self.game.state.history)
        self.schedule()

    def set_animations_done(self, done: bool) -> None:
        self._animations_done = done
        if done:
            self.schedule()

    def run_with_state(self, owner: QObject, fn: Callable[..., T], *args: object) -> Job[T]:
        """Run ``fn(state, *args)`` in the worker process on the full state (the referee's
        questions, such as whether a claim holds); the answer comes to the returned job, a
        child of ``owner``."""
        return self.lane.submit(owner, fn, self.game.state, *args)

    def hold(self, hold: bool) -> None:
        """Keep the computer players from playing while a claim is shown, or let them on."""
        self._held = hold
        if hold:
            self.new_generation()
        else:
            self.schedule()

    def stop(self) -> None:
        """The window closes: no computer player is asked again, answers on their way are
        dropped."""
        if self._stopped:
            return
        self._cancel_jobs()
        self._ai_timer.stop()
        self.waiting = False
        self._stopped = True

    def new_generation(self) -> None:
        """Drop every answer on its way (a new deal, an undo, a new session): the next
        computer player is asked afresh."""
        self._cancel_jobs()
        self._ai_timer.stop()
        self.waiting = False
        self.mark.set(None)

    def _cancel_jobs(self) -> None:
        if self._ai_job is not None:
            self._ai_job.cancel()
        self._ai_job = None
        self.hints.cancel()

    def schedule(self) -> None:
        """Ask the seat to act after the pause, if a computer is to act and the table rests."""
        if self._stopped or self.waiting or self._ai_seat() is None or not self._animations_done:
            return
        if not self._ai_timer.isActive():
            self._ai_timer.start(timing.ai_pause(self.game.speed))

    # internals ----------------------------------------------------------------------------
    def _ai_seat(self) -> int | None:
        game = self.game
        seat = game.state.current_player()
        if (seat is None or (game.view.controls(seat) and not game.autoplay) or self.window_open()
                or self._held or self.paused):
            return None
        return seat

    def _ask_ai(self) -> None:
        seat = self._ai_seat()
        if seat is None or self.waiting or self._stopped or not self._animations_done:
            return  # a timer started for an earlier position: the table is still moving
        self.waiting = True
        self.mark.set(self.game.view.decider(seat))  # the whister who plays a passer's cards
        fn, level, view, seed = _question(self.game, seat)
        self._ai_job = self.lane.submit(self, fn, level, view, seed)
        self._ai_job.then(self._on_ai_finished, self._on_ai_failed)

    def _on_ai_finished(self, decision: Decision) -> None:
        self._ai_job = None
        self.waiting = False
        self.mark.set(None)
        self.decided.emit(decision)

    def _on_ai_failed(self, message: str) -> None:
        """The worker could not answer (e.g. its process died): say so, and let the seat
        play by rule of thumb here, so the game never waits for an answer that won't come."""
        self._ai_job = None
        self.waiting = False
        self.mark.set(None)
        self.failed.emit(self.tr("A computer player could not decide: {error}").format(
            error=message))
        seat = self._ai_seat()
        if seat is None:
            return
        self.decided.emit(_rule_of_thumb(self.game.state, seat, _seed(self.game)))


def _seed(game: TurnTable) -> int:
    """The computer's seed for this position: the same game replays the same way."""
    table = game.table
    return computer_seed(table.seed, table.number, len(game.state.history))


def _question(game: TurnTable, seat: int) -> tuple[Callable[..., Decision], str, object, int]:
    """What the lane is asked for ``seat``: the function that decides, the level, the view of
    the seat that chooses (the open whist: the whister for the passer) and the seed."""
    st = game.state
    chooser = st.controller(seat) if isinstance(st, RussianState) else seat  # open whist
    level = game.autoplay_level or game.table.settings.levels[chooser]
    if level == "human":
        level = "beginner" if game.autoplay else "club"
    return _choose_for(st), level, st.observation(chooser), _seed(game)


def _rule_of_thumb(st: GameState | RussianState, seat: int, seed: int) -> Decision:
    """``seat``'s decision by rule of thumb, here (the worker could not answer)."""
    if isinstance(st, RussianState):
        return choose_russian("beginner", st.observation(st.controller(seat)), seed)
    return HeuristicPlayer(mistakes=False).choose(st.observation(seat), random.Random(seed),
                                                  BUDGETS["beginner"])


def _choose_for(state: GameState | RussianState) -> Callable[..., Decision]:
    """The worker's function deciding for a seat of ``state``'s family."""
    return choose_russian if isinstance(state, RussianState) else choose_action
