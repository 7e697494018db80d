"""Where the window's reviews come from and go: review windows, and the coach profile fed.

One :class:`ReviewWorker` (on the job service's background lane) serves both. After each
finished deal the deal is reviewed in the background (the knowable estimate for the
player's seat) and stored in the player's profile with its drills; the table never waits
for it, and a review still under way when the game closes is dropped. A review window
opened for a deal already reviewed shows the stored result at once (the worker remembers
finished reviews; one still running is joined).
"""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QWidget

from prefgui.coach import drills
from prefgui.coach.profile import Profile
from prefgui.coach.review import DealReview
from prefgui.engine.actions import PLAY
from prefgui.ui.review.window import ReviewWindow
from prefgui.ui.review.worker import ReviewRequest, ReviewWorker
from prefgui.ui.system.jobs import JobService
from prefgui.ui.table.theme import CardTheme

__all__ = ["ReviewHub"]


class ReviewHub(QObject):
    """Opens review windows and feeds finished deals to the profile.

    Args:
        profile: the player's coach profile, or None when it could not be opened (deals are
            then not stored).
        jobs: the job service the reviews run on.
    """

    play_from_requested = Signal(dict, int)  # record, actions to keep
    stored = Signal(int)  # the profile's id of a deal just stored

    def __init__(self, profile: Profile | None, jobs: JobService,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.profile = profile
        self.worker = ReviewWorker(jobs, parent=self)
        self.windows: list[ReviewWindow] = []
        self._feeding: list[ReviewRequest] = []  # the finished deals being reviewed

    def open(self, record: dict[str, object], human: int, names: list[str],
             theme: CardTheme, parent: QWidget | None = None) -> ReviewWindow:
        """A review window for ``record`` (shown)."""
        win = ReviewWindow(record, human, names, theme, self.worker, parent)
        win.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        win.play_from_requested.connect(self.play_from_requested)
        win.destroyed.connect(lambda _o=None, w=win: self._forget(w))
        self.windows.append(win)
        win.show()
        return win

    def _forget(self, win: ReviewWindow) -> None:
        if win in self.windows:
            self.windows.remove(win)

    def feed(self, record: dict[str, object], human: int, claimed_from: int | None = None
             ) -> None:
        """Review a finished deal in the background and store it in the profile
        (``claimed_from``: the actions before the cards of a claim, which were played for
        the players and count neither in Progress nor as drills)."""
        if self.profile is None:
            return
        actions = record.get("actions", [])
        if not isinstance(actions, list) or not any(
                isinstance(a, str) and a.split()[1:2] == [PLAY] for a in actions):
            return  # no card was played: nothing to review
        req = self.worker.request(record, {human}, owner=self)
        self._feeding.append(req)
        req.finished.connect(lambda review: self._on_finished(req, review, human, claimed_from))
        req.failed.connect(lambda _message: self._feeding.remove(req))

    def _on_finished(self, req: ReviewRequest, review: DealReview, human: int,
                     claimed_from: int | None = None) -> None:
        self._feeding.remove(req)
        if self.profile is None:
            return
        now = datetime.now(UTC)
        try:
            deal_id = self.profile.add_review(review, human, now, claimed_from)
            for drill in drills.from_review(review, frozenset({human}), claimed_from):
                self.profile.add_drill(drill, now)
        except sqlite3.Error:
            return  # the profile's file went bad meanwhile: the next start keeps it aside
        self.stored.emit(deal_id)

    def shutdown(self) -> None:
        """Close the review windows and drop every review under way."""
        for win in list(self.windows):
            win.close()
        for req in self._feeding:
            req.cancel()
        self._feeding.clear()
        self.worker.shutdown()
