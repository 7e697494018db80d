"""The review of a deal, computed card by card on the job service's background lane.

Solving every position of a deal (and sampling worlds for the knowable estimate) is
pure-Python search that holds the GIL, so each card is a job of the ``background`` lane (a
worker process at a lower priority than the game, :mod:`prefgui.ui.system.jobs`), never run
on the UI thread.

A request is one deal record and the seats to estimate on what they could know. The UI
thread plans the review with the coach's own :func:`~prefgui.coach.review.review_plan`
(cheap) and sends one card at a time, judged by the coach's
:func:`~prefgui.coach.review.review_task` with the review's seed: each card's result comes
back before the next card is sent, so ``progress`` moves card by card and a review nobody
wants any more is dropped between two cards. It is the review ``prefgui review`` and
:func:`~prefgui.coach.review.review_record` compute, card for card.

Each asker gets a :class:`ReviewRequest`, a child of the asker: asking again for a deal
being reviewed joins that review, asking for one already reviewed answers from the memory
of finished reviews, and a review is dropped when its last asker cancels or is deleted.
"""

from __future__ import annotations

import json
from collections.abc import Collection
from dataclasses import dataclass, field

import shiboken6
from PySide6.QtCore import QObject, Qt, Signal

from prefgui.coach.review import CardReview, DealReview, ReviewPlan, review_plan, review_task
from prefgui.engine.errors import PrefError
from prefgui.engine.record import parse_record
from prefgui.ui.system.jobs import Job, JobService, release

__all__ = ["KEEP", "WORLDS", "ReviewRequest", "ReviewWorker"]

WORLDS = 24  # worlds per knowable estimate, as ``prefgui review`` samples them
KEEP = 32  # finished reviews kept in memory (the deals of a long evening)


def _key(record: dict[str, object], seats: Collection[int]) -> str:
    """What a review is of: the record and the seats estimated."""
    return json.dumps([record, sorted(seats)], sort_keys=True, ensure_ascii=False)


def _wants(req: ReviewRequest) -> bool:
    """The asker still waits (not cancelled, not deleted with its owner)."""
    return shiboken6.isValid(req) and req.active()


class ReviewRequest(QObject):
    """One asker's handle of a review: ``progress``, then ``finished`` or ``failed``."""

    progress = Signal(int, int)  # cards done, cards in all
    finished = Signal(DealReview)
    failed = Signal(str)  # the message
    _answered = Signal(DealReview)  # queued to the asker, as
    _refused = Signal(str)  # ... the message

    def __init__(self, owner: QObject | None, key: str, worker: ReviewWorker) -> None:
        super().__init__(owner)
        self.key = key
        self._worker: ReviewWorker | None = worker
        self.result: DealReview | None = None
        self._answered.connect(self._on_answer, Qt.ConnectionType.QueuedConnection)
        self._refused.connect(self._on_answer, Qt.ConnectionType.QueuedConnection)
        self.destroyed.connect(lambda _o=None, w=worker, k=key: w.leave(k, None))

    def active(self) -> bool:
        """Neither answered nor cancelled."""
        return self._worker is not None

    def cancel(self) -> None:
        """This asker no longer wants the review (it goes on while others do)."""
        worker, self._worker = self._worker, None
        if worker is not None:
            worker.leave(self.key, self)
            self._release()

    def answer(self, review: DealReview) -> None:
        """The worker's answer: ``finished`` comes from the event loop (never at once)."""
        self._answered.emit(review)

    def refuse(self, message: str) -> None:
        """The worker's failure: ``failed`` comes from the event loop."""
        self._refused.emit(message)

    def detach(self) -> None:
        """The worker is shut down: nothing more comes."""
        self._worker = None
        self._release()

    def _on_answer(self, outcome: DealReview | str) -> None:
        if self._worker is None:
            return
        self._worker = None
        if isinstance(outcome, DealReview):
            self.result = outcome
            self.finished.emit(outcome)
        else:
            self.failed.emit(str(outcome))
        self._release()

    def _release(self) -> None:
        """Answered or cancelled: the receivers are dropped and the owner lets go (the
        asker's own reference alone keeps the request)."""
        release(self, self.progress, self.finished, self.failed)


@dataclass(eq=False)
class _Review:
    """A review in progress: the plan, the results so far, who waits for it."""

    plan: ReviewPlan
    askers: list[ReviewRequest] = field(default_factory=list)
    done: list[CardReview] = field(default_factory=list)
    job: Job[CardReview] | None = None


class ReviewWorker(QObject):
    """Reviews deals on the job service's background lane, one card at a time.

    Args:
        jobs: the job service.
        seed: the seed of the knowable estimates (0, as ``prefgui review`` by default).
    """

    def __init__(self, jobs: JobService, seed: int = 0,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.jobs = jobs
        self.seed = seed
        self._reviews: dict[str, _Review] = {}
        self._results: dict[str, DealReview] = {}

    # requests ---------------------------------------------------------------------------
    def request(self, record: dict[str, object], seats: Collection[int] = (),
                owner: QObject | None = None) -> ReviewRequest:
        """Ask for the review of ``record`` (``seats`` with the knowable estimate); the
        answer comes to the returned request (a child of ``owner``), never before this
        returns, also when the review is already known."""
        key = _key(record, seats)
        req = ReviewRequest(owner if owner is not None else self, key, self)
        known = self._results.get(key)
        if known is not None:
            req.answer(known)
            return req
        review = self._reviews.get(key)
        if review is None:
            try:
                plan = review_plan(parse_record(record), frozenset(seats))
            except PrefError as e:
                req.refuse(str(e))
                return req
            review = self._reviews[key] = _Review(plan)
            review.askers.append(req)
            self._next(key, review)
        else:
            review.askers.append(req)
        return req

    def result(self, record: dict[str, object], seats: Collection[int] = ()
               ) -> DealReview | None:
        """The finished review of ``record``, if it is known."""
        return self._results.get(_key(record, seats))

    def busy(self) -> bool:
        """A review is under way."""
        return bool(self._reviews)

    def leave(self, key: str, req: ReviewRequest | None) -> None:
        """An asker cancelled (or was deleted: ``req`` None, judged by who is left)."""
        review = self._reviews.get(key)
        if review is None:
            return
        review.askers = [r for r in review.askers if r is not req and _wants(r)]
        if not review.askers:
            self._drop(key)

    def _drop(self, key: str) -> None:
        review = self._reviews.pop(key, None)
        if review is not None and review.job is not None:
            review.job.cancel()

    # the cards --------------------------------------------------------------------------
    def _next(self, key: str, review: _Review) -> None:
        """Send the review's next card, or finish it."""
        n = len(review.done)
        if n < len(review.plan.tasks):
            job = self.jobs.background.submit(self, review_task, review.plan.tasks[n],
                                              self.seed, WORLDS)
            review.job = job
            job.then(lambda card: self._on_card(key, review, card),
                     lambda message: self._on_failed(key, review, message))
            return
        del self._reviews[key]
        result = DealReview(tuple(review.done), review.plan.final)
        self._results[key] = result
        while len(self._results) > KEEP:
            del self._results[next(iter(self._results))]
        for req in review.askers:
            if _wants(req):
                req.answer(result)

    def _on_card(self, key: str, review: _Review, card: CardReview) -> None:
        if self._reviews.get(key) is not review:
            return  # dropped meanwhile
        review.job = None
        review.done.append(card)
        review.askers = [r for r in review.askers if _wants(r)]
        if not review.askers:
            del self._reviews[key]
            return
        for req in review.askers:
            req.progress.emit(len(review.done), len(review.plan.tasks))
        self._next(key, review)

    def _on_failed(self, key: str, review: _Review, message: str) -> None:
        if self._reviews.get(key) is not review:
            return
        del self._reviews[key]
        for req in review.askers:
            if _wants(req):
                req.refuse(message)

    def shutdown(self) -> None:
        """Drop every review under way (their askers hear nothing more)."""
        for key in list(self._reviews):
            review = self._reviews[key]
            for req in review.askers:
                req.detach()
            self._drop(key)
