"""The score sheet in its dock, and what opens from a finished deal: its replay, its review,
and a review's "Play from here".

Only the window builds it (it docks the sheet in the window and brings the window in front
of the review windows); the deal's end and the menus open reviews through it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow

from prefgui.session.match import LedgerEntry, Match
from prefgui.session.pulka import Pulka, PulkaEntry
from prefgui.session.settings import AppSettings, whist_price_value
from prefgui.ui.dialogs.modal import run_modal
from prefgui.ui.game.controller import GameController
from prefgui.ui.game.ports import StatusLine
from prefgui.ui.review.hub import ReviewHub
from prefgui.ui.sheet.score_sheet import ScoreSheet
from prefgui.ui.table import timing
from prefgui.ui.table.scene import TableScene

__all__ = ["SheetDesk"]


class SheetDesk(QObject):
    """The session's sheet (``sheet`` in ``dock``, hidden at first) and the reviews and
    replays of its deals.

    Args:
        play_from: restarts a record's deal from a position (the practice mode's).
        show_summary: shows a deal's summary (a row of the sheet was asked for it).
        settings: the player's preferences now (the price of a whist on a pulka).
    """

    def __init__(self, window: QMainWindow, controller: GameController, scene: TableScene,
                 reviews: ReviewHub, status: StatusLine,
                 play_from: Callable[[dict[str, object], int], None],
                 show_summary: Callable[[LedgerEntry | PulkaEntry], None],
                 settings: Callable[[], AppSettings]) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        self.scene = scene
        self.reviews = reviews
        self.status = status
        self._play_from = play_from
        self._show_summary = show_summary
        self._settings = settings
        self.sheet = ScoreSheet()
        self.sheet.pack = scene.theme.pack
        self.dock = QDockWidget(window)
        self.dock.setObjectName("score_sheet")
        self.dock.setWidget(self.sheet)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.dock.hide()
        self.show_session()
        self.sheet.summary_requested.connect(lambda e: self._show_summary(e))
        self.sheet.replay_requested.connect(self._replay)
        self.sheet.review_requested.connect(lambda e: self.open_review(e.record.to_json()))
        reviews.play_from_requested.connect(self._on_play_from)
        # A hidden sheet is brought up to date when it is shown, not at every deal's end
        # (the drawn pulka and the table of deals grow with the session).
        self._stale = False
        controller.deal_finished.connect(self._on_deal_finished)
        self.dock.visibilityChanged.connect(self._on_dock_visibility)
        controller.session_replaced.connect(self.show_session)
        controller.ledger.checked.connect(self.show_session)  # the earlier deals of a long session

    def show_session(self) -> None:
        """The score sheet of the session: a ledger, or a Russian session's drawn pulka."""
        m = self.controller.match
        self.sheet.bula = self._settings().bula
        if isinstance(m, Match):
            self.sheet.set_match(m)
        elif isinstance(m, Pulka):
            fresh = self.sheet.pulka_view is None
            view = self.sheet.show_pulka(m, whist_price_value(self._settings().whist_price),
                                         bottom=self.controller.human)
            if fresh:
                # the review window reads European records: a Russian deal is replayed with
                # the values of its cards (all hands known) instead
                view.offer(replay=True, review=False)
                view.summary_requested.connect(lambda e: self._show_summary(e))
                view.replay_requested.connect(self._replay_russian)

    def _on_deal_finished(self, _entry: LedgerEntry | PulkaEntry) -> None:
        if self.dock.isVisible():
            self.sheet.refresh()
        else:
            self._stale = True

    def _on_dock_visibility(self, visible: bool) -> None:
        if visible and self._stale:
            self._stale = False
            self.sheet.refresh()

    def open_review(self, record: dict[str, object]) -> None:
        """The review window of a deal of this session."""
        self.reviews.open(record, self.controller.human, self.controller.view.names(),
                          self.scene.theme)

    def review_last_deal(self) -> None:
        """Coach → Review last deal (a Russian deal: its replay with each card's value)."""
        entries = self.controller.match.entries
        if entries and isinstance(entries[-1], PulkaEntry):
            self._replay_russian(entries[-1])
            return
        if not entries or not isinstance(entries[-1], LedgerEntry):
            self.status.showMessage(self.tr("No deal has been finished yet."),
                                    timing.STATUS_NOTICE)
            return
        self.open_review(entries[-1].record.to_json())

    def _on_play_from(self, record: dict[str, object], actions: int) -> None:
        """A review's "Play from here": the practice deal from that position, with the
        table brought in front of the review windows (they stay open behind it)."""
        self._play_from(dict(record), actions)
        for win in self.reviews.windows:
            win.lower()
        self.window.raise_()
        self.window.activateWindow()

    def _replay(self, entry: LedgerEntry) -> None:
        from prefgui.ui.dialogs.replay import ReplayDialog

        run_modal(ReplayDialog(entry.record.to_json(), self.controller.view.names(),
                               self.scene.theme, self.window))

    def _replay_russian(self, entry: PulkaEntry) -> None:
        from prefgui.ui.dialogs.ru_replay import RussianReplayDialog

        c = self.controller
        run_modal(RussianReplayDialog(entry.record, c.view.names(), self.scene.theme, c.human,
                                      c.jobs.background, self.window))
