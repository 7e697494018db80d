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

_AHEAD_SIZES = 3  # card sizes whose faces are rendered ahead (the hand's, the tricks', …)


class FaceQueue(QObject):
    """One theme's images to render between frames, those on show first.

    Args:
        render: makes and keeps the image of a key (a method of the theme, held weakly: a
            theme that is gone renders nothing more).
        prepare: a first step for a key, taken at a turn of its own (True: it had work to
            do, the image is rendered at the next turn), so that no turn does both.
    """

    rendered = Signal()  # an image on show asked for is ready: paint what waited for it

    def __init__(self, render: Callable[[Hashable], None],
                 prepare: Callable[[Hashable], bool] = lambda _key: False) -> None:
        super().__init__()
        self._render = weakref.WeakMethod(render)
        self._prepare = prepare
        self._urgent: deque[Hashable] = deque()  # asked for by a card being painted
        self._ahead: deque[Hashable] = deque()  # the rest of the pack at a size on show
        self._sizes: dict[object, list[Hashable]] = {}  # the last few sizes: their keys
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

    def ahead(self, size: object, keys: Callable[[], list[Hashable]]) -> None:
        """Render ``keys()`` (the pack at ``size``) ahead, if this size is new (the keys
        are only made then: every card painted while it waits for its face asks again).
        Only sizes a face was shown at, and only the last few of them, are prepared: the
        smaller backs of the other hands never show a face, and a window being resized
        does not render every size it passes."""
        if size in self._sizes:
            return
        self._sizes[size] = made = keys()
        if len(self._sizes) > _AHEAD_SIZES:
            gone = set(self._sizes.pop(next(iter(self._sizes))))
            self._ahead = deque(k for k in self._ahead if k not in gone)
        for key in made:
            self.ask(key, urgent=False)

    def clear(self) -> None:
        """Forget every image asked for, and the sizes prepared."""
        self._urgent.clear()
        self._ahead.clear()
        self._sizes.clear()
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
        if self._prepare(queue[0]):  # its first step this turn, its image at the next
            self._schedule()
            return
        render(queue.popleft())
        if self._urgent or self._ahead:
            self._schedule()
        if urgent:
            self.rendered.emit()
