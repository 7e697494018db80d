"""Computer players think in a worker process, never on the UI thread.

Pure-Python search holds the GIL, so a thread would still starve the event loop. One
process (spawned once and kept warm) runs ``prefgui.ai.players.choose_action`` on a
picklable Observation; the result comes back to the UI thread as a queued Qt signal.
Every job carries a token (the controller's generation); stale results are dropped. If
the process dies (killed, out of memory), its jobs fail and the next request starts a new
one.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import threading
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

from PySide6.QtCore import QObject, Signal

from prefgui.ai.players import Budget, choose_action
from prefgui.engine.observation import Observation


def _exit_with_parent() -> None:
    """Worker initializer: end this process as soon as the game's process is gone.

    A worker of a game that was killed (or crashed) would otherwise wait for jobs for
    ever. ``multiprocessing.parent_process()`` has a sentinel that becomes ready when the
    parent dies, on every platform.
    """
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch() -> None:
        parent.join()
        os._exit(0)

    threading.Thread(target=watch, name="exit-with-parent", daemon=True).start()


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


class AiWorker(QObject):
    """A warm process pool for AI decisions."""

    finished = Signal(int, object)  # token, Decision (or the result of ``run``)
    failed = Signal(int, str)  # token, message

    def __init__(self, processes: int = 1) -> None:
        super().__init__()
        self._processes = processes
        self._broken = False  # set on a pool thread when the process has died
        self._pool = self._start_pool()

    def _start_pool(self) -> ProcessPoolExecutor:
        pool = ProcessPoolExecutor(max_workers=self._processes,
                                   mp_context=multiprocessing.get_context("spawn"),
                                   initializer=_exit_with_parent)
        self._warm = pool.submit(_warm_up)
        return pool

    def wait_ready(self, timeout: float | None = None) -> None:
        """Block until the worker process has started and done its warm-up."""
        self._warm.result(timeout)

    def request(self, token: int, level: str, obs: Observation, seed: int,
                budget: Budget | None = None) -> None:
        """Ask for a decision; ``finished`` or ``failed`` arrives later with ``token``."""
        self.run(token, choose_action, level, obs, seed, budget)

    def run(self, token: int, fn: Callable[..., object], *args: object) -> None:
        """Run ``fn(*args)`` (a module-level function, picklable arguments) in the worker
        process; ``finished`` (with its result) or ``failed`` arrives with ``token``."""
        for attempt in range(2):
            if self._broken:
                self._restart()
            try:
                fut = self._pool.submit(fn, *args)
            except BrokenProcessPool as e:
                self._broken = True
                if attempt == 1:
                    self.failed.emit(token, f"{type(e).__name__}: {e}")
                continue
            except RuntimeError as e:  # the pool is shut down (the game is closing)
                self.failed.emit(token, str(e))
                return
            fut.add_done_callback(lambda f: self._done(token, f))
            return

    def _restart(self) -> None:
        """A new process in place of one that died."""
        self._pool.shutdown(wait=False, cancel_futures=True)
        self._broken = False
        self._pool = self._start_pool()

    def _done(self, token: int, fut: Future[object]) -> None:
        # Runs on a pool thread: the signal is queued to the UI thread.
        try:
            self.finished.emit(token, fut.result())
        except Exception as e:  # the worker's error becomes a message, never a crash
            if isinstance(e, BrokenProcessPool):
                self._broken = True
            self.failed.emit(token, f"{type(e).__name__}: {e}")

    def worker_pids(self) -> list[int]:
        """The process ids of the workers started so far."""
        procs = getattr(self._pool, "_processes", None) or {}
        return [p for p in procs if isinstance(p, int)]

    def shutdown(self) -> None:
        """Stop at once: pending jobs are cancelled, a running search is ended, and the
        pool's manager thread is joined (so nothing of it runs while Python exits)."""
        end_pool(self._pool)
