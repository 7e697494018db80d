"""The session's first deal goes on the table a turn after the window's first frame.

The window's first frame paints its menus, status bar and widgets; the first deal's table
(every card placed, the pack's faces drawn) is as much work again. Done in one frame they
held the GUI thread for more than a frame's time; the window first shows the empty table,
and the deal follows ``timing.FIRST_DEAL`` later.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer, SignalInstance
from PySide6.QtWidgets import QWidget

from prefgui.ui.table import timing

__all__ = ["FirstDeal"]


class FirstDeal(QObject):
    """Calls ``start`` (the session's start) once, a turn after ``painted`` (the table's
    view) is first painted, or ``timing.FIRST_DEAL_LATEST`` after it is made if it is never
    painted. Owned by ``window``: once the window is gone nothing happens.

    Args:
        cancelled_by: a signal after which the start is not due any more (another session
            put on the table meanwhile, which started itself).
    """

    def __init__(self, window: QWidget, painted: QWidget, start: Callable[[], None],
                 cancelled_by: SignalInstance | None = None) -> None:
        super().__init__(window)
        self._start: Callable[[], None] | None = start
        self._painted = painted
        painted.installEventFilter(self)
        if cancelled_by is not None:
            cancelled_by.connect(self.cancel)
        QTimer.singleShot(timing.FIRST_DEAL_LATEST, self, self._go)

    @property
    def due(self) -> bool:
        """Whether the start is still to come."""
        return self._start is not None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self._painted and event.type() == QEvent.Type.Paint:
            self._painted.removeEventFilter(self)
            QTimer.singleShot(timing.FIRST_DEAL, self, self._go)
        return False

    def cancel(self) -> None:
        """The start is not made (the table was given another session)."""
        self._start = None
        self._painted.removeEventFilter(self)

    def _go(self) -> None:
        start, self._start = self._start, None
        if start is not None:
            self._painted.removeEventFilter(self)
            start()
