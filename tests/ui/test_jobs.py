"""The job service: answers on the GUI thread, a handle per request, cancellation (also when
the asker is deleted), a process that dies is replaced, and failures become messages."""

from __future__ import annotations

import os
import signal
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QObject
from pytestqt.qtbot import QtBot

from prefgui.ai.players import Decision, choose_action
from prefgui.engine.observation import Observation
from prefgui.session.match import Match, TableSettings
from prefgui.ui.system.jobs import Job, JobService


def _thread_name() -> str:
    return threading.current_thread().name


def _obs() -> Observation:
    st = Match(TableSettings(), seed=1).state
    seat = st.current_player()
    assert seat is not None
    return st.observation(seat)


@pytest.fixture
def service() -> Iterator[JobService]:
    jobs = JobService()
    yield jobs
    jobs.shutdown()


def _outcomes(job: Job[object]) -> list[tuple[str, object]]:
    seen: list[tuple[str, object]] = []
    job.then(lambda r: seen.append(("finished", r)), lambda m: seen.append(("failed", m)))
    return seen


def test_an_answer_comes_on_the_gui_thread_after_submit(qtbot: QtBot,
                                                        service: JobService) -> None:
    owner = QObject()
    job = service.play.submit(owner, choose_action, "beginner", _obs(), 7)
    seen = _outcomes(job)
    assert seen == [] and job.active()
    qtbot.waitUntil(lambda: bool(seen), timeout=60000)
    assert seen[0][0] == "finished" and isinstance(seen[0][1], Decision)
    assert not job.active()
    # the files lane is a thread, and its answer comes back to the GUI thread too
    names: list[str] = []
    on_gui: list[bool] = []
    files = service.files.submit(owner, _thread_name)
    files.then(lambda name: (names.append(name),
                             on_gui.append(threading.current_thread() is threading.main_thread())))
    qtbot.waitUntil(lambda: bool(names))
    assert names[0].startswith("prefgui-files") and on_gui == [True]


def test_a_failing_job_fails_with_a_message(qtbot: QtBot, service: JobService) -> None:
    owner = QObject()
    seen = _outcomes(service.files.submit(owner, int, "not a number"))
    qtbot.waitUntil(lambda: bool(seen))
    assert seen[0][0] == "failed" and str(seen[0][1]).startswith("ValueError: ")


def test_a_cancelled_job_says_nothing(qtbot: QtBot, service: JobService) -> None:
    owner = QObject()
    running = service.play.submit(owner, choose_action, "club", _obs(), 3)
    waiting = service.play.submit(owner, choose_action, "beginner", _obs(), 4)
    last = service.play.submit(owner, choose_action, "beginner", _obs(), 5)
    seen = _outcomes(running) + _outcomes(waiting)
    running.cancel()
    waiting.cancel()
    done = _outcomes(last)
    qtbot.waitUntil(lambda: bool(done), timeout=60000)  # the lane went on past them
    assert seen == [] and not running.active() and not waiting.active()


def test_the_owner_deleted_cancels_its_jobs(qtbot: QtBot, service: JobService) -> None:
    owner = QObject()
    other = QObject()
    calls: list[str] = []
    doomed = service.play.submit(owner, choose_action, "beginner", _obs(), 8)
    doomed.finished.connect(lambda _r: calls.append("doomed"))
    kept = service.play.submit(other, choose_action, "beginner", _obs(), 9)
    kept.finished.connect(lambda _r: calls.append("kept"))
    del owner  # the window closed: its job goes with it
    # One lane runs one job at a time, in order: the doomed job (sent first, or dropped
    # from the queue) has had its answer by the time the kept one answers.
    qtbot.waitUntil(lambda: "kept" in calls, timeout=60000)
    assert calls == ["kept"] and not service.play.busy()


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_dead_worker_process_is_replaced(qtbot: QtBot, service: JobService) -> None:
    owner = QObject()
    first = _outcomes(service.play.submit(owner, choose_action, "beginner", _obs(), 7))
    qtbot.waitUntil(lambda: bool(first), timeout=60000)
    pids = service.play.pids()
    assert pids
    for pid in pids:
        os.kill(pid, signal.SIGKILL)
    # The next job either finds the pool broken at once (and a new process answers) or
    # fails with it; the one after that is answered in any case, by a new process.
    second = _outcomes(service.play.submit(owner, choose_action, "beginner", _obs(), 7))
    qtbot.waitUntil(lambda: bool(second), timeout=60000)
    third = _outcomes(service.play.submit(owner, choose_action, "beginner", _obs(), 7))
    qtbot.waitUntil(lambda: bool(third), timeout=60000)
    assert third[0][0] == "finished"
    assert service.play.pids() and not set(service.play.pids()) & set(pids)
    for pid in pids:  # the dead process's pool was ended, not left behind
        assert not Path(f"/proc/{pid}").exists() or "\nState:\tZ" in Path(
            f"/proc/{pid}/status").read_text()


def test_after_shutdown_a_job_fails_and_nothing_runs(qtbot: QtBot) -> None:
    jobs = JobService()
    jobs.shutdown()
    owner = QObject()
    seen = _outcomes(jobs.files.submit(owner, _thread_name))
    qtbot.waitUntil(lambda: bool(seen))
    assert seen[0][0] == "failed" and "shut down" in str(seen[0][1])
