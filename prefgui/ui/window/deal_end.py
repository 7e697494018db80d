"""The end of a deal: the player's deal fed to the coach's profile, the summary shown by
itself once the last cards have come to rest, and the next deal.

The summary of any deal can also be opened from the table's button or the score sheet;
"Next deal" is offered only in the summary of the deal just finished.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QWidget

from prefgui.session.match import LedgerEntry
from prefgui.session.pulka import PulkaEntry
from prefgui.ui.dialogs.pulka_summary import PulkaSummaryDialog
from prefgui.ui.dialogs.summary import SummaryDialog, compensation_lines
from prefgui.ui.game.controller import GameController
from prefgui.ui.game.session_start import pulka_over, start_new_session
from prefgui.ui.review.hub import ReviewHub
from prefgui.ui.table import timing
from prefgui.ui.table.scene import TableScene

__all__ = ["DealEnd"]


class DealEnd(QObject):
    """The summaries of one window's deals.

    Args:
        review: opens the review window of a deal's record (the summary's "Review").
        parent: the window; the summary is its dialog.
    """

    def __init__(self, controller: GameController, scene: TableScene, reviews: ReviewHub,
                 review: Callable[[dict[str, object]], None], parent: QWidget) -> None:
        super().__init__(parent)
        self.controller = controller
        self.scene = scene
        self.reviews = reviews
        self._review = review
        self._parent = parent
        self.summary: SummaryDialog | PulkaSummaryDialog | None = None
        self._pending_summary: LedgerEntry | PulkaEntry | None = None
        # The finished deal whose next deal is due (dealt at the next frame).
        self._next_from: LedgerEntry | PulkaEntry | None = None
        controller.deal_finished.connect(self._on_deal_finished)
        scene.animations_finished.connect(self._on_animations_finished)

    def _on_deal_finished(self, entry: LedgerEntry | PulkaEntry) -> None:
        c = self.controller
        if not c.autoplay and isinstance(entry, LedgerEntry):  # the player's own deals only
            self.reviews.feed(entry.record.to_json(), c.human, c.claimed_from)
        if self.scene.busy():
            self._pending_summary = entry
        else:
            delay = max(timing.SUMMARY_SOONEST, timing.scaled(timing.SUMMARY_DELAY, c.speed))
            QTimer.singleShot(delay, self, lambda: self._auto_summary(entry))

    def _on_animations_finished(self) -> None:
        if self._pending_summary is not None:
            entry, self._pending_summary = self._pending_summary, None
            delay = max(timing.SUMMARY_SOONEST,
                        timing.scaled(timing.SUMMARY_AFTER_ANIMATIONS, self.controller.speed))
            QTimer.singleShot(delay, self, lambda: self._auto_summary(entry))

    def _auto_summary(self, entry: LedgerEntry | PulkaEntry) -> None:
        """The summary shown by itself once the deal's last cards have come to rest (not
        if the player has gone on to the next deal meanwhile)."""
        current = self.controller.session.finished_entry()
        if current is not None and current.number == entry.number and self.summary is None:
            self.show_summary(entry)

    def show_summary(self, entry: LedgerEntry | PulkaEntry) -> None:
        """The summary of ``entry``; "Next deal" in it only for the deal just finished."""
        c = self.controller
        if self.summary is not None:
            self.summary.close()
        current = c.session.finished_entry()
        is_current = current is not None and current.number == entry.number
        dlg: SummaryDialog | PulkaSummaryDialog
        if isinstance(entry, PulkaEntry):
            dlg = PulkaSummaryDialog(entry.result, c.view.names(), self.scene.theme.pack,
                                     self._parent, next_deal=is_current)
        else:
            dlg = SummaryDialog(entry.result, entry.record.rules, c.view.names(), entry.balances,
                                self.scene.theme.pack, self._parent, next_deal=is_current,
                                compensations=tuple(compensation_lines(entry.record,
                                                                       c.view.names())))
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # closed, it is not kept
        self.summary = dlg
        dlg.finished.connect(lambda _r, d=dlg: self._summary_closed(d))
        dlg.next_requested.connect(self.next_deal)
        if isinstance(entry, LedgerEntry):
            dlg.review_requested.connect(lambda e=entry: self._review(e.record.to_json()))
        dlg.open()

    def _summary_closed(self, dlg: SummaryDialog | PulkaSummaryDialog) -> None:
        if self.summary is dlg:
            self.summary = None

    def show_finished_summary(self) -> None:
        """The summary of the deal just finished (from the table's button or the menu)."""
        entry = self.controller.session.finished_entry()
        if entry is not None:
            self.show_summary(entry)

    def next_deal(self) -> None:
        """Start the next deal (from the table's or the summary's button, or the menu).

        The summary closes at once; the next deal is dealt a frame later, at a turn of its
        own (``timing.NEXT_DEAL``): the dialog's closing and the new deal's table, whose
        every card moves, are not both in one frame. Asked again meanwhile, or once the
        table has moved on (another session, a practice), nothing more happens."""
        if self.summary is not None:
            self.summary.close()
        self._pending_summary = None
        finished = self.controller.session.finished_entry()
        if finished is None or self._next_from is finished:
            return
        self._next_from = finished
        QTimer.singleShot(timing.NEXT_DEAL, self, lambda: self._deal(finished))

    def _deal(self, finished: LedgerEntry | PulkaEntry) -> None:
        if self._next_from is finished:
            self._next_from = None
            c = self.controller
            if c.session.finished_entry() is not finished:
                return  # no longer at its end
            if pulka_over(c):
                start_new_session(c)  # no deal follows a pulka's last: a new pulka, as the
                return  # table's panel offers (the menu's "Next deal" did nothing)
            c.session.next_deal()
