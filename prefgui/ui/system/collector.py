"""Python's garbage collector run on the GUI thread only (as Anki collects on its main thread).

Python frees reference cycles on whichever thread happens to allocate when a generation is
full: a worker thread writing the session, say. A cycle holding a Qt object that Python owns
(a controller and its helpers, a scene, a card theme's face queue…) is then destroyed on
that thread, and Qt cannot stop an object's timers from another thread ("Timers cannot be
stopped from another thread"): the timer stays registered and its next tick is delivered
to freed memory, which crashes the window.

:func:`collect_on_gui_thread` switches the automatic collector off and makes the same
collections from a timer of the GUI thread instead: every ``timing.COLLECT`` ms, the
oldest generation whose count is over its threshold (as Python itself chooses) is collected.
What lives at the first of them (the modules, the window just built and shown), made
``timing.COLLECT_FIRST`` ms after the start so that it does not fall into the window's first
frame, is frozen out of later collections (``gc.freeze``): a full collection of the started
game scanned some 90,000 objects in 25-30 ms, a pause a player sees; it now scans what was
made since.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from prefgui.ui.table import timing

__all__ = ["GuiCollector", "collect_on_gui_thread"]


class GuiCollector(QObject):
    """Collects Python's garbage from the GUI thread's event loop, the automatic collector
    off while it lives (:meth:`stop` switches it on again)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.collect_due)
        # The first collection (it freezes what lives) waits until the window's first
        # frames are painted: at the first tick of the timer it fell into the first frame.
        self._timer.start(timing.COLLECT_FIRST)
        self._frozen = False
        gc.disable()
        self.destroyed.connect(_enable)  # a function of the module: no cycle through it

    def collect_due(self) -> int:
        """Collect the oldest generation that is due (none: -1); returns the generation.
        The first call freezes what lives (after collecting the young garbage)."""
        if not self._frozen:
            self._frozen = True
            self._timer.setInterval(timing.COLLECT)
            gc.collect(1)
            gc.freeze()
        counts, thresholds = gc.get_count(), gc.get_threshold()
        if not thresholds[0] or counts[0] <= thresholds[0]:
            return -1
        generation = max(g for g in range(3) if g == 0 or counts[g] > thresholds[g])
        gc.collect(generation)
        return generation

    def stop(self) -> None:
        """Stop collecting here: Python's automatic collector is on again."""
        self._timer.stop()
        _enable()


def _enable(*_args: object) -> None:
    gc.enable()


def collect_on_gui_thread() -> GuiCollector:
    """The application's collector (made once, a child of the application)."""
    app = QCoreApplication.instance()
    assert app is not None, "the application comes first"
    found = app.findChild(GuiCollector)
    if isinstance(found, GuiCollector):
        return found
    return GuiCollector(app)
