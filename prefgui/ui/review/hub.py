"""Where the window's reviews come from and go: review windows, and the coach profile fed.

One :class:`ReviewWorker` (on the job service's background lane) serves both. After each
finished deal the deal is reviewed in the background (the knowable estimate for the
player's seat) and stored in the player's profile with its drills; the table never waits
for it, and a review still under way when the game closes is dropped. A review window
opened for a deal already reviewed shows the stored result at once (the worker remembers
finished reviews; one still running is joined).
"""

from __future__ import annotations

from datetime import UTC, datetime

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QWidget

from prefgui.coach import drills
from prefgui.coach.profile import Profile, ProfileError
from prefgui.coach.review import DealReview
from prefgui.engine.actions import PLAY
from prefgui.ui.coach.profile_store import profile_error_text, profile_lost_text
from prefgui.ui.review.window import ReviewWindow
from prefgui.ui.review.worker import ReviewRequest, ReviewWorker
from prefgui.ui.system.jobs import JobService
from prefgui.ui.table.theme import CardTheme

__all__ = ["ReviewHub"]

STORE_RETRY_MS = 5000  # a review the profile could not take is tried again after this
WAITING_LIMIT = 200  # reviews kept waiting for the profile at most (the oldest go first)


class ReviewHub(QObject):
    """Opens review windows and feeds finished deals to the profile.

    Args:
        profile: the player's coach profile, or None when it could not be opened (deals are
            then not stored).
        jobs: the job service the reviews run on.
    """

    play_from_requested = Signal(dict, int)  # record, actions to keep
    stored = Signal(int)  # the profile's id of a deal just stored
    profile_problem = Signal(str)  # the profile cannot be written (said once per kind)

    def __init__(self, profile: Profile | None, jobs: JobService,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.profile = profile
        self.worker = ReviewWorker(jobs, parent=self)
        self.windows: list[ReviewWindow] = []
        self._feeding: list[ReviewRequest] = []  # the finished deals being reviewed
        # Reviews waiting to be stored (the profile was busy or failed): tried again later,
        # never on a wait of the GUI thread.
        self.waiting: list[tuple[DealReview, int, int | None, datetime]] = []
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.setInterval(STORE_RETRY_MS)
        self._retry.timeout.connect(self.store_waiting)
        self._said: set[str] = set()

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
        self.waiting.append((review, human, claimed_from, datetime.now(UTC)))
        del self.waiting[:-WAITING_LIMIT]
        self.store_waiting()

    def store_waiting(self) -> None:
        """Store the reviews waiting, oldest first; on a failure, try again later."""
        while self.waiting and self.profile is not None:
            if self.profile.vanished():  # removed while the game runs: writes go nowhere
                self._say("lost", profile_lost_text())
                self.profile.close()
                self.profile = None
                self.waiting.clear()
                return
            review, human, claimed_from, when = self.waiting[0]
            try:
                deal_id = self.profile.add_review(
                    review, human, when, claimed_from,
                    drills.from_review(review, frozenset({human}), claimed_from))
            except ProfileError as e:
                if not e.busy:  # read-only, a full disk...: said once, tried again later
                    self._say("error", profile_error_text(e))
                self._retry.start()
                return
            del self.waiting[0]
            if deal_id:  # 0: nothing of the player's was judged, nothing stored
                self.stored.emit(deal_id)

    def _say(self, kind: str, text: str) -> None:
        if kind not in self._said:
            self._said.add(kind)
            self.profile_problem.emit(text)

    def shutdown(self) -> None:
        """Close the review windows and drop every review under way."""
        for win in list(self.windows):
            win.close()
        for req in self._feeding:
            req.cancel()
        self._feeding.clear()
        self._retry.stop()
        self.worker.shutdown()
