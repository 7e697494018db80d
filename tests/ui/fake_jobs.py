"""A job service whose worker processes are stood in for: requests are kept, and answered
only when a test says so, so every ordering (an answer after a new deal or an undo) is
produced on purpose. Saves are written for real (the ``files`` lane is the real one)."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject

from prefgui.ai.players import Decision
from prefgui.engine.actions import Action
from prefgui.engine.observation import Observation
from prefgui.ui.system.jobs import Job, Lane


@dataclass(frozen=True)
class Request:
    """One request to a recording lane."""

    job: Job[Any]
    fn: Callable[..., Any]
    args: tuple[Any, ...]

    @property
    def level(self) -> str:
        """A computer player's level (for ``choose_action`` requests)."""
        return str(self.args[0])

    @property
    def obs(self) -> Observation:
        """The observation a computer player was asked about."""
        obs = self.args[1]
        assert isinstance(obs, Observation)
        return obs

    def answer(self, result: object) -> None:
        """Answer as the worker would (nothing arrives if the job was cancelled)."""
        done: Future[object] = Future()
        done.set_result(result)
        self.job.settle(done)

    def fail(self, error: Exception) -> None:
        """Fail as the worker would."""
        done: Future[object] = Future()
        done.set_exception(error)
        self.job.settle(done)


class RecordingLane(QObject):
    """Keeps every request; nothing runs."""

    def __init__(self) -> None:
        super().__init__()
        self.requests: list[Request] = []

    def submit(self, owner: QObject, fn: Callable[..., Any], *args: Any) -> Job[Any]:
        job: Job[Any] = Job(owner)
        self.requests.append(Request(job, fn, args))
        return job

    def busy(self) -> bool:
        return any(r.job.active() for r in self.requests)


class RecordingJobs(QObject):
    """Stands in for :class:`~prefgui.ui.system.jobs.JobService`."""

    def __init__(self) -> None:
        super().__init__()
        self.play = RecordingLane()
        self.background = RecordingLane()
        self.files = Lane("files", lambda: ThreadPoolExecutor(max_workers=1))

    @property
    def requests(self) -> list[Request]:
        """The computer players' (and the referee's) requests, oldest first."""
        return self.play.requests

    def answer(self, req: Request, action: Action, reason: str = "") -> None:
        """A computer player's answer to ``req``."""
        req.answer(Decision(action, reason))

    def shutdown(self) -> None:
        self.files.shutdown()
