"""The session saved after every action (atomically), so quitting or a crash loses nothing.

While saving fails (a read-only folder, a full disk) every change is counted, ``failed``
says why on every attempt, and the save is retried every few seconds and after every
action; ``recovered`` follows the first save that works again. Nothing is saved while a
practice position is on the table: the session has not changed.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from prefgui.session.match import Match
from prefgui.session.storage import save

__all__ = ["SAVE_RETRY_MS", "Autosave"]

SAVE_RETRY_MS = 3000  # while saving fails, try again this often (and after every action)


class Autosave(QObject):
    """Saves one session to ``path`` after each change (``None``: never saved)."""

    failed = Signal(str)  # the reason; emitted on every failed attempt
    recovered = Signal()  # saved again after failures

    def __init__(self, session: Callable[[], Match], path: Path | None,
                 paused: Callable[[], bool], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = path
        self._session = session
        self._paused = paused
        self._unsaved = 0  # changes not yet on disk because saving failed
        self._save_retry = QTimer(self)
        self._save_retry.setInterval(SAVE_RETRY_MS)
        self._save_retry.timeout.connect(self._autosave)

    def unsaved(self) -> int:
        """How many changes are not on disk yet because saving failed (0 when saved)."""
        return self._unsaved

    def changed(self) -> None:
        """The session changed: save it now."""
        self._unsaved += 1
        self._autosave()

    def save_in(self, folder: Path) -> bool:
        """Save from now on in ``folder`` (after saving failed); True if it worked."""
        name = self.path.name if self.path is not None else "session.json"
        self.path = folder / name
        self.changed()
        return self._unsaved == 0

    def stop(self) -> None:
        """The window closes: no retry any more."""
        self._save_retry.stop()

    def _autosave(self) -> None:
        """Save now; on failure say so (``failed``) and retry every few seconds."""
        if self._paused():
            return  # the session has not changed; a retry waits until the practice ends
        if self.path is None or self._unsaved == 0:
            self._unsaved = 0
            return
        try:
            save(self._session(), self.path)
        except (OSError, ValueError) as e:
            detail = e.strerror if isinstance(e, OSError) and e.strerror else str(e)
            if not self._save_retry.isActive():
                self._save_retry.start()
            self.failed.emit(detail)
            return
        failed_before = self._save_retry.isActive()
        self._unsaved = 0
        self._save_retry.stop()
        if failed_before:
            self.recovered.emit()
