"""Python's garbage is collected on the GUI thread: a Qt object in a reference cycle is never
destroyed on a worker thread, where Qt cannot stop its timers (their next tick would reach
freed memory and crash the window)."""

from __future__ import annotations

import gc
import threading
import weakref

import shiboken6
from PySide6.QtCore import QObject, QTimer
from pytestqt.qtbot import QtBot

from prefgui.ui.app import configure_application
from prefgui.ui.system.collector import GuiCollector, collect_on_gui_thread
from prefgui.ui.table import timing


class _Cyclic(QObject):
    """A Qt object owned by Python, with a live timer, in a reference cycle (as a game
    controller and its helpers)."""

    def __init__(self) -> None:
        super().__init__()
        self.me = self
        self.timer = QTimer(self)
        self.timer.start(3_600_000)


def _allocate() -> None:
    """A worker's work: many objects at once, as the session's write makes."""
    kept = [[] for _ in range(20_000)]
    assert len(kept) == 20_000


def test_a_qt_object_in_a_cycle_is_freed_on_the_gui_thread(
        qtbot: QtBot, gui_collector: GuiCollector) -> None:
    freed_on: list[str] = []
    gc.collect()  # nothing due yet: the cycle below is young when the worker allocates
    obj = _Cyclic()
    ref = weakref.ref(obj, lambda _r: freed_on.append(threading.current_thread().name))
    del obj
    worker = threading.Thread(target=_allocate, name="worker")
    worker.start()
    worker.join()
    assert freed_on == []  # not on the worker
    busy = [[] for _ in range(10 * gc.get_threshold()[0])]  # the GUI thread's own work
    qtbot.waitUntil(lambda: bool(freed_on), timeout=5000)  # then a collection is due
    assert freed_on == [threading.main_thread().name]
    assert len(busy) > gc.get_threshold()[0]
    assert ref() is None


def test_the_game_collects_on_the_gui_thread(qapp: object) -> None:
    configure_application(qapp)  # type: ignore[arg-type]
    assert not gc.isenabled()
    assert collect_on_gui_thread() is collect_on_gui_thread()  # one, the application's


def test_the_collector_collects_the_generation_that_is_due(gui_collector: GuiCollector) -> None:
    gc.collect()
    assert gui_collector.collect_due() == -1  # nothing is due
    kept = [[] for _ in range(gc.get_threshold()[0] + 1)]
    assert gui_collector.collect_due() == 0
    assert gc.get_count()[0] < len(kept)


def test_what_lives_at_the_first_collection_is_frozen_out_of_later_ones() -> None:
    """The start-up's objects are not scanned again by every full collection (a pause of
    25-30 ms in the started game)."""
    kept = [[] for _ in range(1000)]
    frozen = gc.get_freeze_count()
    fresh = GuiCollector()
    try:
        fresh.collect_due()
        assert gc.get_freeze_count() >= frozen + len(kept)
        frozen = gc.get_freeze_count()
        young = [[] for _ in range(10 * gc.get_threshold()[0])]
        assert fresh.collect_due() >= 0
        assert gc.get_freeze_count() == frozen  # only at the first
        assert young
    finally:
        shiboken6.delete(fresh)  # (switches the automatic collector on)
        gc.disable()  # the session's collector goes on


def test_the_first_collection_waits_for_the_window_s_first_frames() -> None:
    """The first collection (it freezes what lives: 2-5 ms) comes a while after the start,
    not at the timer's first tick, which fell into the window's first frame; the later
    ones every ``timing.COLLECT`` ms."""
    fresh = GuiCollector()
    try:
        assert fresh._timer.isActive()
        assert fresh._timer.interval() == timing.COLLECT_FIRST > 4 * timing.COLLECT
        fresh.collect_due()
        assert fresh._timer.isActive() and fresh._timer.interval() == timing.COLLECT
    finally:
        shiboken6.delete(fresh)  # (switches the automatic collector on)
        gc.disable()  # the session's collector goes on
