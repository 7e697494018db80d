"""One service for the game's background work (after Anki's background operations).

Nothing slow runs on the GUI thread. Pure-Python search holds the GIL, so a thread alone
would still starve the event loop: the computer players, the referee's claim checks, the
review of a deal and fresh drills run in worker *processes*; writing a save (short Python
work, then the disk) runs on a thread. The service has three lanes, each one queue:

* ``play``: the computer players and the referee, one process started with the service
  and warmed up at once (the AI imported before the first question);
* ``background``: reviews and drills, one process started on first use, at a lower
  priority than the game (the table's computer players come first);
* ``files``: the autosave, one thread.

A request is ``lane.submit(owner, fn, *args)`` (a module-level function, picklable
arguments for the process lanes). It returns a :class:`Job`, the request's handle: its
``finished`` or ``failed`` signal comes later on the GUI thread, never during ``submit``.
The job lives as a child of ``owner``: when the owner is deleted (a window closed), the job
is cancelled; ``cancel()`` does the same earlier. A cancelled job says nothing more, and one
that had not started is taken off its lane. There are no tokens to compare.

A process that dies (killed, out of memory) fails its jobs; the lane ends what is left of
it and starts a new one for the next request. Every worker process ends with the game, also
when the game is killed (:func:`_exit_with_parent`).
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import signal
import threading
import warnings
from collections import deque
from collections.abc import Callable, Iterator
from concurrent.futures import Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any, Generic, ParamSpec, TypeVar

import shiboken6
from PySide6.QtCore import QObject, Qt, Signal, SignalInstance

__all__ = ["Job", "JobService", "Lane", "end_pool", "release"]

T = TypeVar("T")
T_co = TypeVar("T_co", covariant=True)
P = ParamSpec("P")


def _exit_with_parent() -> None:
    """Worker initializer: end this process as soon as the game's process is gone.

    A worker of a game that was killed (or crashed) would otherwise wait for jobs for
    ever. ``multiprocessing.parent_process()`` has a sentinel that becomes ready when the
    parent dies, on every platform. Ctrl-C in the terminal reaches the workers too: they
    ignore it, the game's process ends them as it closes.
    """
    with contextlib.suppress(ValueError, OSError, AttributeError):
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})  # held while starting
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch() -> None:
        parent.join()
        os._exit(0)

    threading.Thread(target=watch, name="exit-with-parent", daemon=True).start()


@contextlib.contextmanager
def _ctrl_c_held() -> Iterator[None]:
    """Hold Ctrl-C back on this thread while a worker process may be started: the worker
    inherits it held through its own start (importing the modules it runs), and ignores it
    from its initializer on (:func:`_exit_with_parent`), so that a Ctrl-C at that moment
    never prints a worker's traceback. Here it is delivered as soon as the start is done,
    never lost."""
    mask = getattr(signal, "pthread_sigmask", None)
    if mask is None:  # Windows
        yield
        return
    # multiprocessing's resource tracker, started with the first worker, holds Ctrl-C back
    # for its own start and then lets it through: it must start before the hold.
    from multiprocessing import resource_tracker

    with contextlib.suppress(Exception):
        resource_tracker.ensure_running()
    old = mask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        mask(signal.SIG_SETMASK, old)


def _start_background_worker() -> None:
    """Background initializer: end with the game, and give way to the game's processes."""
    _exit_with_parent()
    with contextlib.suppress(AttributeError, OSError):
        os.nice(10)


def _warm_up() -> bool:
    import prefgui.ai.players  # noqa: F401  (imports the AI before the first real job)

    return True


def end_pool(pool: ProcessPoolExecutor) -> None:
    """End ``pool`` at once: pending jobs are cancelled, a job under way is ended (its
    process terminated), and the pool's manager thread is joined."""
    procs = list((getattr(pool, "_processes", None) or {}).values())
    pool.shutdown(wait=False, cancel_futures=True)
    for proc in procs:
        with contextlib.suppress(Exception):
            proc.terminate()
    pool.shutdown(wait=True)


def release(handle: QObject, *signals: SignalInstance) -> None:
    """A handle that has answered (or was cancelled) lets go: its receivers are dropped
    (they may hold the handle in a closure, a cycle Python cannot see through Qt) and its
    owner no longer keeps it, so the asker's own reference alone keeps it alive."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)  # a signal without receivers
        for signal in signals:
            with contextlib.suppress(RuntimeError, TypeError):
                signal.disconnect()
    if shiboken6.isValid(handle):  # not deleted with its owner meanwhile
        handle.setParent(None)


def _describe(error: BaseException) -> str:
    return f"{type(error).__name__}: {error}"


class Job(QObject, Generic[T_co]):
    """The handle of one request: ``finished(result)`` or ``failed(message)``, once.

    ``finished`` carries what the job's function returned (the type parameter); its Qt type
    is ``object`` because every request has its own result type. :meth:`then` connects both
    signals with callbacks that the type checker matches against it.
    """

    finished = Signal(object)  # the function's result
    failed = Signal(str)  # the error, "Kind: message"

    def __init__(self, owner: QObject) -> None:
        super().__init__(owner)
        self._open = True  # neither settled nor cancelled
        self._future: Future[T_co] | None = None  # set once the job is under way

    def then(self, done: Callable[[T_co], object],
             failed: Callable[[str], object] | None = None) -> Job[T_co]:
        """Call ``done`` with the result (or ``failed`` with the message); returns self."""
        self.finished.connect(done)
        if failed is not None:
            self.failed.connect(failed)
        return self

    def active(self) -> bool:
        """Neither answered nor cancelled yet."""
        return self._open

    def cancel(self) -> None:
        """Nothing more is wanted: no signal comes, and a job still waiting in its lane's
        queue never runs (one under way runs to its end, unheard)."""
        if not self._open:
            return
        self._open = False
        release(self, self.finished, self.failed)

    def under_way(self, future: Future[T_co]) -> None:
        """The lane has given the job to its worker (``future`` will hold the outcome)."""
        self._future = future

    def wait(self, timeout: float | None = None) -> None:
        """Block until the job under way has returned (for the last save when the window
        closes); its signal still comes through the event loop."""
        if self._future is not None:
            with contextlib.suppress(Exception):
                self._future.exception(timeout)

    def settle(self, future: Future[T_co]) -> None:
        """Emit the outcome of ``future`` (on the GUI thread; nothing if cancelled)."""
        if not self._open:
            return
        self._open = False
        try:
            result = future.result()
        except Exception as e:  # the worker's error becomes a message, never a crash
            self.failed.emit(_describe(e))
        else:
            self.finished.emit(result)
        release(self, self.finished, self.failed)


@dataclass
class _Request:
    job: Job[Any]
    fn: Callable[..., Any]
    args: tuple[Any, ...]
    kwargs: dict[str, Any]


def _wanted(job: Job[Any]) -> bool:
    return shiboken6.isValid(job) and job.active()


class Lane(QObject):
    """One queue of the service: a worker process (or a thread) and the jobs for it.

    The queue is kept here, on the GUI thread, and the worker gets one job at a time: a
    cancelled job is simply taken off the queue (the executor never holds a job nobody
    wants), and the next job is sent when the one under way has answered.
    """

    _settled = Signal(Future)  # from the executor's thread

    def __init__(self, name: str, start: Callable[[], Executor], warm: bool = False) -> None:
        super().__init__()
        self.name = name
        self._start = start
        self._executor: Executor | None = None
        self._queue: deque[_Request] = deque()
        self._running: tuple[Future[Any], _Request] | None = None
        self._closed = False
        self._settled.connect(self._on_settled, Qt.ConnectionType.QueuedConnection)
        if warm:
            with _ctrl_c_held():  # its worker starts here
                self._ensure().submit(_warm_up)

    def submit(self, owner: QObject, fn: Callable[P, T], *args: P.args,
               **kwargs: P.kwargs) -> Job[T]:
        """Run ``fn(*args, **kwargs)`` on this lane; the answer comes to the returned job
        (a child of ``owner`` until it has answered), never before this returns."""
        job: Job[T] = Job(owner)
        job.destroyed.connect(lambda _obj=None: self._purge())
        self._queue.append(_Request(job, fn, args, kwargs))
        self._pump()
        return job

    def _pump(self) -> None:
        """Send the next wanted job if none is under way."""
        while self._running is None and self._queue:
            req = self._queue.popleft()
            if not _wanted(req.job):
                continue
            try:
                future = self._send(req)
            except Exception as e:  # shut down, or no process could be started
                future = Future()
                future.set_exception(e)
            req.job.under_way(future)
            self._running = (future, req)
            future.add_done_callback(self._on_done)

    def _on_done(self, future: Future[Any]) -> None:
        # On the executor's thread (or this one): queued to the GUI thread, so that even a
        # job that failed at once answers after ``submit`` has returned.
        with contextlib.suppress(RuntimeError):  # the lane is gone (the game exits)
            self._settled.emit(future)

    def _send(self, req: _Request) -> Future[Any]:
        if self._closed:
            raise RuntimeError(f"the {self.name} lane is shut down")
        for attempt in range(2):
            try:
                with _ctrl_c_held():  # a worker may be started here
                    return self._ensure().submit(req.fn, *req.args, **req.kwargs)
            except BrokenProcessPool:
                self._drop()  # its process died since the last job: start a new one
                if attempt == 1:
                    raise
        raise AssertionError("unreachable")

    def _ensure(self) -> Executor:
        if self._executor is None:
            self._executor = self._start()
        return self._executor

    def _drop(self) -> None:
        """End the executor (a broken pool's remaining process included)."""
        executor, self._executor = self._executor, None
        if isinstance(executor, ProcessPoolExecutor):
            end_pool(executor)
        elif executor is not None:
            executor.shutdown(wait=False, cancel_futures=True)

    def _purge(self) -> None:
        """A job's owner was deleted: its job leaves the queue."""
        self._queue = deque(r for r in self._queue if _wanted(r.job))

    def _on_settled(self, future: Future[Any]) -> None:
        if self._running is None or self._running[0] is not future:
            return  # the lane was shut down meanwhile
        req = self._running[1]
        self._running = None
        if isinstance(future.exception(), BrokenProcessPool):
            self._drop()
        if _wanted(req.job):
            req.job.settle(future)
        self._pump()

    def busy(self) -> bool:
        """A job of this lane is waiting or under way."""
        return self._running is not None or any(_wanted(r.job) for r in self._queue)

    def pids(self) -> list[int]:
        """The process ids of the lane's worker processes started so far."""
        procs = getattr(self._executor, "_processes", None) or {}
        return [p for p in procs if isinstance(p, int)]

    def shutdown(self) -> None:
        """Stop: no job is answered any more. A process lane ends at once (a search under
        way is ended); the files lane finishes the write under way first."""
        self._closed = True
        for req in self._queue:
            req.job.cancel()
        self._queue.clear()
        if self._running is not None:
            self._running[1].job.cancel()
            self._running = None
        executor, self._executor = self._executor, None
        if isinstance(executor, ProcessPoolExecutor):
            end_pool(executor)
        elif executor is not None:
            executor.shutdown(wait=True)


def _process_pool(initializer: Callable[[], None]) -> Callable[[], Executor]:
    def start() -> Executor:
        return ProcessPoolExecutor(max_workers=1,
                                   mp_context=multiprocessing.get_context("spawn"),
                                   initializer=initializer)

    return start


def _file_thread() -> Executor:
    return ThreadPoolExecutor(max_workers=1, thread_name_prefix="prefgui-files")


class JobService(QObject):
    """The game's background work: ``play``, ``background`` and ``files`` lanes."""

    def __init__(self) -> None:
        super().__init__()
        self.play = Lane("play", _process_pool(_exit_with_parent), warm=True)
        self.background = Lane("background", _process_pool(_start_background_worker))
        self.files = Lane("files", _file_thread)

    def shutdown(self) -> None:
        """Stop every lane (the game is closing): pending jobs are dropped, searches under
        way ended, a save under way finished; nothing of the service runs afterwards."""
        for lane in (self.play, self.background, self.files):
            lane.shutdown()
