"""The job service's worker processes end with the game: killed, the game leaves no process
behind; quitting with searches under way prints nothing."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CHILD = """
import sys, time
def main():
    from PySide6.QtCore import QCoreApplication, QObject
    from prefgui.ui.system.jobs import JobService
    app = QCoreApplication([])
    jobs = JobService()
    owner = QObject()
    done = []
    for lane in (jobs.play, jobs.background):
        lane.submit(owner, int).then(done.append)
    while len(done) < 2:
        app.processEvents()
        time.sleep(0.01)
    print(" ".join(map(str, jobs.play.pids() + jobs.background.pids())), flush=True)
    time.sleep(600)
if __name__ == "__main__":
    main()
"""


def _running(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a zombie waiting for a reaper has exited too
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return True
    return "\nState:\tZ" not in status


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_workers_exit_when_the_game_is_killed(tmp_path: Path) -> None:
    script = tmp_path / "game.py"
    script.write_text(CHILD, encoding="utf-8")
    proc = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True,
                            cwd=ROOT)
    assert proc.stdout is not None
    pids = [int(x) for x in proc.stdout.readline().split()]
    assert pids and all(_running(p) for p in pids)
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    deadline = time.monotonic() + 30  # "within a few seconds"; generous on a loaded machine
    while any(_running(p) for p in pids) and time.monotonic() < deadline:
        time.sleep(0.2)
    left = [p for p in pids if _running(p)]
    for p in left:
        os.kill(p, signal.SIGKILL)
    assert left == []


EXIT_CHILD = """
def main():
    from PySide6.QtCore import QCoreApplication, QObject
    from prefgui.ai.players import choose_action
    from prefgui.session.match import Match, TableSettings
    from prefgui.ui.system.jobs import JobService
    app = QCoreApplication([])
    jobs = JobService()
    owner = QObject()
    st = Match(TableSettings(), 1).state
    for seed in range(3):  # a search running and others waiting when the game quits
        jobs.play.submit(owner, choose_action, "expert",
                         st.observation(st.current_player()), seed)
        jobs.background.submit(owner, choose_action, "expert",
                               st.observation(st.current_player()), seed)
    jobs.shutdown()
if __name__ == "__main__":
    main()
"""


def test_normal_exit_with_searches_running_prints_nothing(tmp_path: Path) -> None:
    script = tmp_path / "quit.py"
    script.write_text(EXIT_CHILD, encoding="utf-8")
    proc = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                          cwd=ROOT, timeout=120)
    assert proc.returncode == 0 and proc.stderr == ""
