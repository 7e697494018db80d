"""Ctrl-C and ``kill`` end the window at once and cleanly.

Python's own SIGINT handler raises ``KeyboardInterrupt`` in whatever Python code runs next:
inside Qt's event loop that is a slot or a ``paint`` method, where the exception is printed
and the game plays on. Instead, SIGINT and SIGTERM are written to a socket pair
(``signal.set_wakeup_fd``) that the event loop watches; the loop then calls ``quit`` (the
window closes, its last changes are written, the loop ends) however busy the table is.
"""

from __future__ import annotations

import contextlib
import signal
import socket
from collections.abc import Callable

from PySide6.QtCore import QObject, QSocketNotifier

__all__ = ["SignalQuit"]

SIGNALS = tuple(s for s in (getattr(signal, "SIGINT", None), getattr(signal, "SIGTERM", None))
                if s is not None)


class SignalQuit(QObject):
    """While installed, SIGINT and SIGTERM call ``quit(signal_number)`` on the GUI thread.

    :meth:`uninstall` puts the previous handlers back (the window has closed).
    """

    def __init__(self, quit: Callable[[int], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._quit = quit
        self.received: int | None = None
        self._read, self._write = socket.socketpair()
        self._read.setblocking(False)
        self._write.setblocking(False)
        self._old_fd = signal.set_wakeup_fd(self._write.fileno(), warn_on_full_buffer=False)
        self._old = {s: signal.signal(s, self._note) for s in SIGNALS}
        self._notifier = QSocketNotifier(self._read.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._on_wakeup)

    def _note(self, number: int, _frame: object) -> None:
        """The Python-level handler: nothing raised; the wake-up byte does the work."""
        self.received = self.received or number

    def _on_wakeup(self) -> None:
        data = b""
        with contextlib.suppress(OSError):
            data = self._read.recv(64)
        numbers = [b for b in data if b in SIGNALS]
        if numbers and self.received is None:
            self.received = numbers[0]
        if self.received is not None:
            self._quit(self.received)

    def uninstall(self) -> None:
        self._notifier.setEnabled(False)
        for s, old in self._old.items():
            with contextlib.suppress(ValueError, TypeError):
                signal.signal(s, old)
        with contextlib.suppress(ValueError):
            signal.set_wakeup_fd(self._old_fd)
        self._read.close()
        self._write.close()
