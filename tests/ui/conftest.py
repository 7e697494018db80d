"""Fixtures shared by the window tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from prefgui.ui.system.jobs import JobService


@pytest.fixture(scope="module")
def jobs() -> Iterator[JobService]:
    """One job service (its worker processes) for a test module, shut down after it."""
    service = JobService()
    yield service
    service.shutdown()
