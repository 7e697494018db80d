"""The session's steps for one controller: start, next deal, new rules, another session, a
card taken back, stop.

Kept apart from the controller so that the controller only applies actions and reports
them; the window's menus and the deal's end ask this part (``controller.session``) to move
the session on. A practice position never moves it: the session waits under it.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from prefgui.engine.actions import Play
from prefgui.session.match import LedgerEntry, Match, TableSettings
from prefgui.session.pulka import Pulka, PulkaEntry, new_session

if TYPE_CHECKING:
    from prefgui.ui.game.controller import GameController

__all__ = ["Session", "SessionSteps"]

Session = Match | Pulka


class SessionSteps(QObject):
    """Starts, moves on, replaces and stops the session of one controller."""

    def __init__(self, controller: GameController) -> None:
        super().__init__(controller)
        self.controller = controller

    @property
    def russian(self) -> bool:
        """Whether the session is a Russian pulka."""
        return isinstance(self.controller.match, Pulka)

    def table_settings(self) -> TableSettings:
        """The table as the next deal will play it (rules waiting for it included)."""
        match = self.controller.match
        return match.pending_rules or match.settings

    def finished_entry(self) -> LedgerEntry | PulkaEntry | None:
        """The finished deal waiting for "Next deal" (``Match.finished_entry``)."""
        return self.controller.table.finished_entry()

    def start(self) -> None:
        """Show the current state and let the computer players begin.

        A session saved after the last card of a deal shows that deal's summary again, so
        that the player sees it and goes on with the next deal.
        """
        c = self.controller
        c.refresh()
        if c.state.is_terminal() and c.match.entries:
            c.deal_finished.emit(c.match.entries[-1])

    def next_deal(self) -> None:
        """The next deal of the session, or of the defence practice's series."""
        c = self.controller
        if not c.state.is_terminal():
            return
        series = c.practice.series
        if c.practicing and series is None:
            return  # a practice position has no next deal
        if isinstance(c.match, Pulka) and c.match.finished and series is None:
            return  # the pulka is over: a new one starts from the menu
        c.turns.new_generation()
        if series is not None:
            series.next_deal()
            c.refresh(save=False)
            return
        c.match.next_deal()
        c.refresh()

    def change_rules(self, table: TableSettings) -> None:
        """New rules from the next deal on (PrefError if they are not possible)."""
        self.controller.match.change_rules(table)

    def new_session(self, table: TableSettings, seed: int, save_path: Path | None) -> None:
        """Start a new session at this table, saved to ``save_path`` (a pulka for the
        Russian variants)."""
        self.replace_match(new_session(table, seed), save_path)

    def check_ledger(self, text: str | None, source: Path | None = None) -> None:
        """The session was resumed at its current deal (``Match.unchecked``) from the save
        whose text is ``text``: its earlier deals are checked in the background, and
        nothing is written over the save until they are (:class:`LedgerCheck`). Called
        before :meth:`start`.

        Args:
            source: the save's file when the session is not saved (shown only): a bad
                deal is then reported, the file left in place."""
        c = self.controller
        path = c.autosave.path or source
        if text and path is not None and isinstance(c.match, Match) and c.match.unchecked:
            c.ledger.start(c.match, text, path, keep_aside=c.autosave.path is not None)

    def replace_match(self, match: Session, save_path: Path | None,
                      check: str | None = None) -> None:
        """Play ``match`` from now on (a new or a resumed session); a practice ends.

        Args:
            check: the save's text if ``match`` was resumed at its current deal (see
                :meth:`check_ledger`)."""
        c = self.controller
        c.ledger.cancel()
        c.turns.new_generation()
        c.practice.end()
        c.match = match
        c.autosave.path = None if c.read_only else save_path
        self.check_ledger(check, source=save_path)
        c.session_replaced.emit()
        self.start()

    def undo_last_card(self) -> bool:
        """Take back the human's last card and everything after it (the Deal menu's practice
        mode); False if he has no card to take back in this deal, or it is over."""
        c = self.controller
        hist = c.state.history
        for i in range(len(hist) - 1, -1, -1):
            if hist[i].seat == c.human and isinstance(hist[i], Play):
                if c.state.is_terminal():
                    return False
                c.turns.new_generation()
                c.table.undo_to(i)
                c.refresh()
                return True
        return False

    def stop(self) -> None:
        """The window closes: no computer player is asked again, answers on their way are
        dropped, the last changes are written (after the write under way) and a failed save
        is not retried."""
        self.controller.turns.stop()
        self.controller.ledger.finish_now()
        self.controller.autosave.stop()
