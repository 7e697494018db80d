"""The AI worker process: a process that dies is replaced, and the game gets its answers."""

from __future__ import annotations

import os
import signal

import pytest
from pytestqt.qtbot import QtBot

from prefgui.session.match import Match, TableSettings
from prefgui.ui.system.workers import AiWorker


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_dead_worker_process_is_replaced(qtbot: QtBot) -> None:
    st = Match(TableSettings(), seed=1).state
    seat = st.current_player()
    assert seat is not None
    obs = st.observation(seat)
    worker = AiWorker()
    results: list[tuple[str, int]] = []
    worker.finished.connect(lambda token, _decision: results.append(("finished", token)))
    worker.failed.connect(lambda token, _message: results.append(("failed", token)))
    try:
        worker.request(1, "beginner", obs, 7)
        qtbot.waitUntil(lambda: ("finished", 1) in results, timeout=60000)
        pids = worker.worker_pids()
        assert pids
        for pid in pids:
            os.kill(pid, signal.SIGKILL)
        # The next job either finds the pool broken at once (and a new process answers)
        # or fails with it; the one after that is answered in any case.
        worker.request(2, "beginner", obs, 7)
        qtbot.waitUntil(lambda: any(token == 2 for _, token in results), timeout=60000)
        worker.request(3, "beginner", obs, 7)
        qtbot.waitUntil(lambda: any(token == 3 for _, token in results), timeout=60000)
        assert ("finished", 3) in results
    finally:
        worker.shutdown()
