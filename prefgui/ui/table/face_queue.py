"""Card faces rendered a few at a time between frames (after KPat's rendering of a deck).

Rendering a card from SVG takes 0.5–5 ms; a hand shown for the first time, or at a new size,
would hold the GUI thread for tens of milliseconds if every face were rendered in the frame
that first shows it. A :class:`FaceQueue` takes a theme's requests instead and renders them
one at a time on its own timer: the faces on show first, one every ``timing.FACE_ON_SHOW``
ms, then the rest of the pack at that size, one every ``timing.FACES_AHEAD`` ms. Meanwhile
the table draws the card at another size, or nothing yet; ``rendered`` tells it to paint the
cards that were waiting.

(Rendering on a worker thread was tried: Python code on a second thread can run the garbage
collector there, which then destroys the window's Qt objects off the GUI thread; it crashed
and deadlocked the window's tests. Qt's painting of one image is short enough for a frame.)
"""

from __future__ import annotations

import weakref
from collections import deque
from collections.abc import Callable, Hashable

from PySide6.QtCore import QObject, QTimer, Signal

from prefgui.ui.table import timing

__all__ = ["FaceQueue"]


class FaceQueue(QObject):
    """One theme's images to render between frames, those on show first.

    Args:
        render: makes and keeps the image of a key (a method of the theme, held weakly: a
            theme that is gone renders nothing more).
    """

    rendered = Signal()  # an image on show asked for is ready: paint what waited for it

    def __init__(self, render: Callable[[Hashable], None]) -> None:
        super().__init__()
        self._render = weakref.WeakMethod(render)
        self._urgent: deque[Hashable] = deque()  # asked for by a card being painted
        self._ahead: deque[Hashable] = deque()  # the rest of the pack at a size on show
        self._timer = QTimer(self)  # the queue's own: it goes with the queue
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._next)

    def ask(self, key: Hashable, urgent: bool) -> None:
        """Render ``key`` (nothing if it is already asked for; an urgent request moves an
        image asked for ahead to the front)."""
        if key in self._urgent:
            return
        if key in self._ahead:
            if not urgent:
                return
            self._ahead.remove(key)
        (self._urgent if urgent else self._ahead).append(key)
        self._schedule()

    def asked(self, key: Hashable) -> bool:
        """``key`` is waiting to be rendered."""
        return key in self._urgent or key in self._ahead

    def drop(self, keep: Callable[[Hashable], bool]) -> None:
        """Forget the images asked for ahead that ``keep`` rejects (a size no longer on
        show)."""
        self._ahead = deque(k for k in self._ahead if keep(k))

    def clear(self) -> None:
        """Forget every image asked for."""
        self._urgent.clear()
        self._ahead.clear()
        self._timer.stop()

    def _schedule(self) -> None:
        wait = timing.FACE_ON_SHOW if self._urgent else timing.FACES_AHEAD
        if not self._timer.isActive() or (self._urgent and self._timer.remainingTime() > wait):
            self._timer.start(wait)

    def _next(self) -> None:
        """Render one image, the most urgent."""
        render = self._render()
        if render is None:  # the theme is gone
            self.clear()
            return
        urgent = bool(self._urgent)
        queue = self._urgent or self._ahead
        if not queue:
            return
        render(queue.popleft())
        if self._urgent or self._ahead:
            self._schedule()
        if urgent:
            self.rendered.emit()
