"""The review of a deal is computed in a worker process, card by card.

Solving every position of a deal (and sampling worlds for the knowable estimate) is
pure-Python search that holds the GIL, so it runs in its own process, never on the UI
thread (as the computer players do, :mod:`prefgui.ui.system.workers`). The process is started on
the first request, runs at a lower priority than the game (the table's computer players
come first) and ends with the game.

A request is one deal record and the seats to estimate on what they could know. The UI
thread replays the record (cheap) and sends the worker one card at a time: each card's
result comes back as a queued signal, the next card is sent only then, so ``progress``
moves card by card and a job that nobody wants any more is dropped between two cards. The
per-card seeds are those of :func:`prefgui.coach.review.review_record`, so the result is
the same review, card for card.

Requests are shared: asking again for a deal being reviewed joins that job, asking for one
already reviewed answers from the memory of finished reviews.
"""

from __future__ import annotations

import contextlib
import json
import multiprocessing
import os
import random
from collections.abc import Collection
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass, field

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from prefgui.coach.review import CardReview, DealReview, review_card
from prefgui.engine.actions import Play, parse_action
from prefgui.engine.errors import PrefError
from prefgui.engine.record import initial_state, parse_record, replay
from prefgui.engine.state import GameState
from prefgui.ui.system.workers import _exit_with_parent, end_pool

__all__ = ["ReviewWorker", "review_key"]

WORLDS = 24  # worlds per knowable estimate, as ``prefgui review`` samples them
KEEP = 32  # finished reviews kept in memory (the deals of a long evening)


def _start_worker() -> None:
    """Worker initializer: end with the game, and give way to the game's own processes."""
    _exit_with_parent()
    with contextlib.suppress(AttributeError, OSError):
        os.nice(10)


def _review_one(st: GameState, action: int, card: int, with_knowable: bool,
                seed: int) -> CardReview:
    """One card of :func:`review_record`, with that function's seed for this card."""
    rng = random.Random(seed * 1_000_003 + action)
    return review_card(st, action, card, with_knowable, rng, WORLDS)


def review_key(record: dict[str, object], seats: Collection[int]) -> str:
    """The name of a review request: the record and the seats estimated."""
    return json.dumps([record, sorted(seats)], sort_keys=True, ensure_ascii=False)


@dataclass
class _Job:
    """A review in progress: the cards to judge and the results so far."""

    cards: list[tuple[GameState, int, int, bool]]
    final: GameState
    seed: int
    owners: int = 1
    done: list[CardReview] = field(default_factory=list)


class ReviewWorker(QObject):
    """Reviews deals in a background process; every signal names its request's key."""

    progress = Signal(str, int, int)  # key, cards done, cards in all
    finished = Signal(str, object)  # key, DealReview
    failed = Signal(str, str)  # key, message
    _card_done = Signal(str, object)  # key, CardReview or an error message (str)

    def __init__(self) -> None:
        super().__init__()
        self._pool: ProcessPoolExecutor | None = None
        self._jobs: dict[str, _Job] = {}
        self._results: dict[str, DealReview] = {}
        self._card_done.connect(self._on_card_done, Qt.ConnectionType.QueuedConnection)

    # requests ---------------------------------------------------------------------------
    def request(self, record: dict[str, object], seats: Collection[int] = (),
                seed: int = 0) -> str:
        """Ask for the review of ``record``; ``finished`` (or ``failed``) comes with the
        key returned, also when the review is already known (then at once, queued)."""
        key = review_key(record, seats)
        if key in self._results:
            review = self._results[key]
            QTimer.singleShot(0, self, lambda: self.finished.emit(key, review))
            return key
        job = self._jobs.get(key)
        if job is not None:
            job.owners += 1
            return key
        try:
            job = self._plan(record, frozenset(seats), seed)
        except PrefError as e:
            message = str(e)
            QTimer.singleShot(0, self, lambda: self.failed.emit(key, message))
            return key
        self._jobs[key] = job
        # Started from the event loop, so that even a deal without cards answers after
        # the asker has its key.
        QTimer.singleShot(0, self, lambda: self._start(key, job))
        return key

    def _start(self, key: str, job: _Job) -> None:
        if self._jobs.get(key) is job and not job.done:
            self._next(key, job)

    def result(self, key: str) -> DealReview | None:
        """The finished review of a request, if it is known."""
        return self._results.get(key)

    def cancel(self, key: str) -> None:
        """One asker no longer wants ``key``; the job is dropped when nobody does."""
        job = self._jobs.get(key)
        if job is None:
            return
        job.owners -= 1
        if job.owners <= 0:
            del self._jobs[key]

    def busy(self) -> bool:
        """A review is under way."""
        return bool(self._jobs)

    @staticmethod
    def _plan(record: dict[str, object], seats: frozenset[int], seed: int) -> _Job:
        rec = parse_record(record)
        final = replay(rec)
        american = not rec.rules.european
        st = initial_state(rec)
        cards: list[tuple[GameState, int, int, bool]] = []
        for i, text in enumerate(rec.actions, start=1):
            act = parse_action(text, american)
            if isinstance(act, Play):
                cards.append((st, i, act.card, act.seat in seats))
            st = st.apply(act)
        return _Job(cards, final, seed)

    # the process ------------------------------------------------------------------------
    def _next(self, key: str, job: _Job) -> None:
        """Send the job's next card, or finish it."""
        n = len(job.done)
        if n == len(job.cards):
            del self._jobs[key]
            review = DealReview(tuple(job.done), job.final)
            self._results[key] = review
            while len(self._results) > KEEP:
                del self._results[next(iter(self._results))]
            self.finished.emit(key, review)
            return
        st, action, card, knowable = job.cards[n]
        try:
            fut = self._executor().submit(_review_one, st, action, card, knowable, job.seed)
        except RuntimeError as e:  # shut down (the game is closing), or the process died
            self._pool = None
            self._card_done.emit(key, f"{type(e).__name__}: {e}")
            return
        fut.add_done_callback(lambda f: self._deliver(key, f))

    def _deliver(self, key: str, fut: Future[CardReview]) -> None:
        # On a pool thread: the signal is queued to the UI thread.
        try:
            self._card_done.emit(key, fut.result())
        except Exception as e:  # the worker's error becomes a message, never a crash
            self._card_done.emit(key, f"{type(e).__name__}: {e}")

    def _on_card_done(self, key: str, outcome: object) -> None:
        job = self._jobs.get(key)
        if job is None:
            return  # abandoned
        if not isinstance(outcome, CardReview):
            del self._jobs[key]
            self._pool = None
            self.failed.emit(key, str(outcome))
            return
        job.done.append(outcome)
        self.progress.emit(key, len(job.done), len(job.cards))
        self._next(key, job)

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            self._pool = ProcessPoolExecutor(
                max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                initializer=_start_worker)
        return self._pool

    def shutdown(self) -> None:
        """Drop every job and end the process at once (a search under way is ended)."""
        self._jobs.clear()
        pool, self._pool = self._pool, None
        if pool is None:
            return
        end_pool(pool)
