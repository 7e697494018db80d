"""The earlier deals of a long session, replayed and checked after the window shows.

A long European session resumes at its current deal (``Match.unchecked``: the finished deals
read but not replayed; the balances, pot and refa marks come from the save's ``totals``).
Its save's text then goes to the job service's ``background`` lane, whose worker process
replays every deal and checks it as a start used to do before showing the window
(:func:`prefgui.session.storage.check_saved`). Until the answer comes nothing is written
over the save (the autosave waits), so that:

* a session that checks out gets its whole ledger (``Match.adopt``), the score sheet is
  drawn again, and the changes made meanwhile are saved;
* a save with a bad old deal is moved aside byte for byte, as at start, and ``refused``
  says so (the window then resumes the next save, or starts a new session, and tells the
  player).

Closing the window before the answer checks the rest on the GUI thread (a second or two
for thousands of deals), so that what was played meanwhile is either saved or, in a bad
save, never written over it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from prefgui.session.match import Match
from prefgui.session.storage import SaveError, check_saved, set_aside
from prefgui.ui.system.jobs import Job, Lane

__all__ = ["LedgerCheck"]


class LedgerCheck(QObject):
    """Checks the ``unchecked`` deals of one resumed session.

    Signals:
        checked: the ledger is whole; the autosave may write again.
        refused: (path, SaveError) the save was damaged and has been moved aside (unless
            the session was opened without saving it: its file then stays in place for the
            window that writes it).
    """

    checked = Signal()
    refused = Signal(object, object)

    def __init__(self, lane: Lane, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._lane = lane
        self._job: Job[Any] | None = None
        self._match: Match | None = None
        self._text = ""
        self._path: Path | None = None
        self._refused = False  # a refused session is never written
        self._keep_aside = True

    def start(self, match: Match, text: str, path: Path, keep_aside: bool = True) -> None:
        """Check ``match``'s unchecked deals against its save's ``text`` (from ``path``;
        moved aside if refused and ``keep_aside``)."""
        self.cancel()
        self._match, self._text, self._path, self._refused = match, text, path, False
        self._keep_aside = keep_aside
        self._job = self._lane.submit(self, check_saved, text)
        self._job.then(self._answer, lambda _message: self._answer(check_saved(self._text)))

    def busy(self) -> bool:
        """A session is being checked (or was refused): nothing may be written over it."""
        return self._match is not None or self._refused

    def cancel(self) -> None:
        """Another session replaces the one checked."""
        if self._job is not None:
            self._job.cancel()
        self._job = None
        self._match, self._text, self._path, self._refused = None, "", None, False

    def finish_now(self) -> None:
        """The window closes: check what is left here, now (no message: it goes)."""
        if self._match is None:
            return
        if self._job is not None:
            self._job.cancel()
            self._job = None
        self._answer(check_saved(self._text), quiet=True)

    def _answer(self, outcome: tuple[bool, Any], quiet: bool = False) -> None:
        match, path = self._match, self._path
        self._job = None
        if match is None or path is None:
            return
        self._match, self._text = None, ""
        ok, detail = outcome
        if ok:
            try:
                match.adopt(detail)
            except Exception as e:  # noqa: BLE001 - a ledger that does not fit: refused
                ok, detail = False, f"the saved game does not replay ({e})"
        if ok:
            self.checked.emit()
            return
        self._refused = True
        error = (set_aside(path, str(detail)) if self._keep_aside
                 else SaveError(str(detail), None, "invalid"))
        if not quiet:
            self.refused.emit(path, error)
