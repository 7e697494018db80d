"""Fixtures shared by the window tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from prefgui.ui.system.collector import GuiCollector, collect_on_gui_thread
from prefgui.ui.system.jobs import JobService
from prefgui.ui.table import timing


@pytest.fixture(scope="session", autouse=True)
def gui_collector(qapp: QApplication) -> Iterator[GuiCollector]:
    """Python's garbage collected on the GUI thread, as in the game (``configure_application``):
    a window's objects are never destroyed on a worker thread."""
    collector = collect_on_gui_thread()
    collector.collect_due()  # what lives before the first test is frozen, as at start-up
    yield collector
    collector.stop()


@pytest.fixture(scope="module")
def jobs() -> Iterator[JobService]:
    """One job service (its worker processes) for a test module, shut down after it."""
    service = JobService()
    yield service
    service.shutdown()


@pytest.fixture(autouse=True)
def no_computer_pause(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """A computer player is asked as soon as it is his turn and the table rests: his pause
    (``timing.ai_pause``) is there for a person to follow the play, and the window tests
    are not about it (the worker still thinks, or the test answers for him). The order of
    events is the same: the question still goes out from the event loop's timer once the
    table has come to rest. A test about the pause itself is marked ``computer_pause``."""
    if request.node.get_closest_marker("computer_pause") is None:
        monkeypatch.setattr(timing, "ai_pause", lambda speed: 0)


@pytest.fixture
def brisk_cards(monkeypatch: pytest.MonkeyPatch) -> None:
    """The "fast" speed at a fifth of its durations (a tenth of the normal speed's): every
    card still moves (each animation and its timers run, none is skipped as at the "off"
    speed), only for less time."""
    monkeypatch.setitem(timing.SPEEDS, "fast", timing.SPEEDS["fast"] / 5)
