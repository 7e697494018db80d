"""The session saved after every change, off the GUI thread: a queued, coalesced job.

Each change is noted on the GUI thread (:meth:`Autosave.changed`). If no write is under
way, the session's snapshot (``Match.to_json()``: a plain value, taken where the match
lives) goes at once to the job service's ``files`` lane, whose thread checks it against the
schema, writes a temporary file, fsyncs it and renames it over the save
(:func:`prefgui.session.storage.write_snapshot`). Changes made while a write is under way
are coalesced: when it is done, one more write takes the session as it is then. So at most
one write runs and one waits, however fast the play goes, and the GUI thread never waits
for the disk.

What a kill (``kill -9``, a power cut) leaves: the save on disk is always a whole session
(the old file or the new one, never half of one), and it lags behind the table by at most
the write under way and the one that follows it, a few milliseconds; a card's flight to the
table lasts longer than that. Closing the window writes the last changes before it goes
(:meth:`stop` waits for the write under way, then writes what is left).

A write that fails (a read-only folder, a full disk, the folder removed while the game
runs: it is not made again behind the player's back) emits ``failed`` with the reason, every
time, and is tried again every few seconds and after every change until it works
(``recovered``); :meth:`unsaved` counts the changes not on disk meanwhile. Nothing is
saved while a practice position is on the table: the session has not changed.

Each write carries a number one above the last (``sequence``, started above every save
found at start): the next start resumes the last session written, whatever the clocks say.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from prefgui.session.match import Match
from prefgui.session.pulka import Pulka
from prefgui.session.storage import write_snapshot
from prefgui.ui.system.jobs import Job, Lane
from prefgui.ui.table import timing

__all__ = ["Autosave", "Snapshot", "write"]


@dataclass(frozen=True)
class Snapshot:
    """A session to write: its ``Match.to_json()``, the file, the write's number (the
    order of the saves) and whether the file's folder may be created."""

    match: dict[str, Any]
    path: Path
    sequence: int = 0
    create_folder: bool = True


def write(snapshot: Snapshot) -> str:
    """Write ``snapshot`` atomically; '' when saved, else the reason in the system's words.

    Runs on the files lane's thread (or, when the window closes, on the GUI thread).
    """
    try:
        write_snapshot(snapshot.match, snapshot.path, snapshot.sequence,
                       snapshot.create_folder)
    except (OSError, ValueError) as e:
        return e.strerror if isinstance(e, OSError) and e.strerror else str(e)
    return ""


class Autosave(QObject):
    """Writes one session to ``path`` after every change (``None``: never saved), one
    write at a time, the latest state each time.

    Args:
        lane: where the writes run (the job service's ``files`` lane).
        session: the session now.
        path: its file (``None``: not saved).
        paused: True while nothing may be written (a practice position is on the table);
            the changes are then written by the next write that may run.
    """

    failed = Signal(str)  # the reason; emitted on every failed write
    recovered = Signal()  # saved again after failures
    moved = Signal(Path)  # the session is saved in another folder from now on

    def __init__(self, lane: Lane, session: Callable[[], Match | Pulka], path: Path | None,
                 paused: Callable[[], bool], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = path
        self._lane = lane
        self._session = session
        self._paused = paused
        self._changes = 0  # changes noted so far
        self._saved = 0  # changes on disk (as of the last write that worked)
        self._job: Job[str] | None = None  # the write under way
        self._failing = False
        self._stopped = False
        self.sequence = 0  # the last write's number; the next write is numbered above it
        self._folder: Path | None = None  # where the last write worked
        self._retry = QTimer(self)
        self._retry.setInterval(timing.SAVE_RETRY)
        self._retry.timeout.connect(self._start)

    def changed(self) -> None:
        """The session changed: write it (now, or right after the write under way)."""
        self._changes += 1
        self._start()

    def unsaved(self) -> int:
        """How many changes are not on disk because saving failed (0 while it works)."""
        return self._changes - self._saved if self._failing else 0

    def pending(self) -> bool:
        """A write is under way, or changes wait for one (saving works)."""
        return self._job is not None or (self._saved != self._changes and not self._failing)

    def save_in(self, folder: Path) -> bool:
        """Save from now on in ``folder`` (after saving failed), now and waiting for it;
        True if it worked."""
        name = self.path.name if self.path is not None else "session.json"
        self.path = folder / name
        self._changes += 1
        saved = self.flush()
        if saved:
            self.moved.emit(self.path)
        return saved

    def flush(self) -> bool:
        """Wait for the write under way, then write what is left on this thread; True if
        everything is on disk."""
        if self._job is not None:
            self._job.wait()  # its answer is not waited for: the state is judged below
            self._job.cancel()
            self._job = None
        if self._saved == self._changes:
            return not self._failing
        snap = self._snapshot()
        if snap is None:
            return False
        self._done(self._changes, write(snap), snap.path)
        return self._saved == self._changes

    def stop(self) -> None:
        """The window closes: the last changes are written, and nothing is retried."""
        if self._stopped:
            return
        self.flush()
        self._stopped = True
        self._retry.stop()

    # internals ---------------------------------------------------------------------------
    def _snapshot(self) -> Snapshot | None:
        """What to write now (None while paused or without a file)."""
        if self._paused() or self.path is None:
            return None
        self.sequence += 1
        # The folder is made for a session's first save there; if it goes away later (the
        # player removed it), the failure is reported instead of a silent new folder.
        return Snapshot(self._session().to_json(), self.path, self.sequence,
                        self.path.parent != self._folder)

    def _start(self) -> None:
        if self._stopped or self._job is not None or self._saved == self._changes:
            return
        if self.path is None:  # a session without a file: nothing is kept anywhere
            self._saved = self._changes
            return
        snap = self._snapshot()
        if snap is None:
            return
        count, path = self._changes, snap.path
        self._job = self._lane.submit(self, write, snap)
        self._job.then(lambda reason: self._on_written(count, reason, path),
                       lambda message: self._on_written(count, message or "?", path))

    def _on_written(self, count: int, reason: str, path: Path) -> None:
        self._job = None
        self._done(count, reason, path)
        if not reason:
            self._start()  # the changes made meanwhile, coalesced into one write

    def _done(self, count: int, reason: str, path: Path) -> None:
        if reason:
            self._failing = True
            if not self._retry.isActive() and not self._stopped:
                self._retry.start()
            self.failed.emit(reason)
            return
        self._saved = max(self._saved, count)
        self._folder = path.parent
        if self._failing:
            self._failing = False
            self._retry.stop()
            self.recovered.emit()
