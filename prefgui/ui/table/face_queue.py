"""Card faces rendered off the GUI thread (after KPat's rendering thread in libkcardgame).

Rendering a card from SVG takes 0.5–5 ms; a hand shown for the first time, or at a new size,
would hold the GUI thread for tens of milliseconds. A :class:`FaceQueue` takes a theme's
requests instead and renders them into ``QImage``s on a thread of its own (painting into a
``QImage`` and reading SVG are safe off the GUI thread, and Qt lets Python run meanwhile),
the faces on show first, then the rest of the pack at that size. The thread runs only while
there is work; the images come back on the GUI thread, where they become pixmaps, and
``rendered`` tells the table to paint the cards that were waiting for them, once for all
the cards on show.
"""

from __future__ import annotations

import atexit
import threading
import weakref
from collections import deque
from collections.abc import Callable, Hashable

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QImage

__all__ = ["FaceQueue", "stop_workers"]

_closing = threading.Event()  # the program is ending: no thread starts, running ones stop
_running: set[threading.Thread] = set()
_running_lock = threading.Lock()
_render_lock = threading.Lock()  # one image at a time, whichever theme asked for it


class FaceQueue(QObject):
    """One theme's images to render on a worker thread, the urgent ones first.

    Args:
        render: makes the image of a key (called on the worker thread: it must not touch
            widgets, pixmaps or anything else of the GUI thread).
        store: takes a finished image on the GUI thread (None: rendering it failed on the
            worker thread; the GUI thread renders it itself).

    Both are methods of the owner (the theme), held weakly: a theme that is gone renders
    nothing more.
    """

    rendered = Signal()  # images asked for are ready (stored): paint what waited for them
    _done = Signal()  # from the worker thread: images are waiting to be stored

    def __init__(self, render: Callable[[Hashable], QImage],
                 store: Callable[[Hashable, QImage | None], None]) -> None:
        super().__init__()
        self._render = weakref.WeakMethod(render)
        self._store = weakref.WeakMethod(store)
        self._lock = threading.Lock()
        self._urgent: deque[Hashable] = deque()  # asked for by a card being painted
        self._ahead: deque[Hashable] = deque()  # the rest of the pack at a size on show
        self._queued: set[Hashable] = set()  # in either queue or being rendered
        self._finished: deque[tuple[Hashable, QImage | None]] = deque()
        self._thread: threading.Thread | None = None
        self._done.connect(self._deliver)  # queued: this object lives on the GUI thread

    def ask(self, key: Hashable, urgent: bool) -> None:
        """Render ``key`` (nothing if it is already asked for; an urgent request moves an
        image asked for ahead to the front)."""
        with self._lock:
            if key in self._queued:
                if urgent and key in self._ahead:
                    self._ahead.remove(key)
                    self._urgent.appendleft(key)
                return
            self._queued.add(key)
            (self._urgent if urgent else self._ahead).append(key)
            self._start()

    def asked(self, key: Hashable) -> bool:
        """``key`` is queued or being rendered."""
        with self._lock:
            return key in self._queued

    def drop(self, keep: Callable[[Hashable], bool]) -> None:
        """Forget the images asked for ahead that ``keep`` rejects (a size no longer on
        show); the one being rendered is finished."""
        with self._lock:
            gone = [k for k in self._ahead if not keep(k)]
            for key in gone:
                self._ahead.remove(key)
                self._queued.discard(key)

    def clear(self) -> None:
        """Forget every image not yet begun."""
        with self._lock:
            for key in (*self._urgent, *self._ahead):
                self._queued.discard(key)
            self._urgent.clear()
            self._ahead.clear()

    def deliver(self) -> None:
        """Store the finished images now (on the GUI thread)."""
        self._deliver()

    # -- the worker -----------------------------------------------------------------------
    def _start(self) -> None:
        """Start the worker if none runs (with the lock held)."""
        if self._thread is not None or _closing.is_set():
            return
        thread = threading.Thread(target=self._work, name="card-faces", daemon=True)
        self._thread = thread
        with _running_lock:
            _running.add(thread)
        thread.start()

    def _work(self) -> None:
        try:
            while not _closing.is_set():
                with self._lock:
                    urgent = bool(self._urgent)
                    queue = self._urgent or self._ahead
                    if not queue:
                        self._thread = None
                        return
                    key = queue.popleft()
                render = self._render()
                if render is None:  # the theme is gone
                    self.clear()
                    continue
                image: QImage | None
                try:
                    with _render_lock:
                        image = render(key)
                except Exception:  # noqa: BLE001 (the GUI thread renders it instead)
                    image = None
                del render
                with self._lock:
                    self._finished.append((key, image))
                    # Told once the cards on show are all rendered (one repaint for them),
                    # and at the end; the others are taken when asked for.
                    tell = (urgent and not self._urgent) or not (self._urgent or self._ahead)
                if tell:
                    self._done.emit()
        finally:
            with self._lock:
                if self._thread is threading.current_thread():
                    self._thread = None
            with _running_lock:
                _running.discard(threading.current_thread())

    def _deliver(self) -> None:
        stored = False
        while True:
            with self._lock:
                if not self._finished:
                    break
                key, image = self._finished.popleft()
                self._queued.discard(key)
            store = self._store()
            if store is None:
                continue
            store(key, image)
            stored = True
        if stored:
            self.rendered.emit()


def stop_workers(timeout: float = 1.0) -> None:
    """Stop every worker thread and wait for the image being rendered (at exit, before Qt
    goes: a thread must not paint text while the application is taken down)."""
    _closing.set()
    with _running_lock:
        threads = list(_running)
    for thread in threads:
        thread.join(timeout)


atexit.register(stop_workers)
