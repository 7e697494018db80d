"""Fixtures shared by the window tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from prefgui.ui.system.workers import AiWorker


@pytest.fixture(scope="module")
def worker() -> Iterator[AiWorker]:
    """One computer-player worker process for a test module, shut down after it."""
    w = AiWorker()
    yield w
    w.shutdown()
