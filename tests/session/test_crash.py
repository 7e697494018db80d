"""Killing the program at any moment loses nothing: the save after every action is atomic.

A child process plays a session action by action, saving after each (as the game does),
and reports each saved step; it is killed with SIGKILL once the test has seen a given save
reported (no sleeps: how far the child got is observed, not assumed). Loading the save gives
exactly the state after the last reported step (or the next one, if the kill came after the
rename but before the report).
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from prefgui.session.match import Match, TableSettings
from prefgui.session.storage import load_session

CHILD = r"""
import random, sys
from pathlib import Path
from prefgui.session.match import Match, TableSettings
from prefgui.session.storage import save
path = Path(sys.argv[1])
stop_at = int(sys.argv[2])  # after this step's save, wait for input (0: never)
m = Match(TableSettings("austrian", {"invitation": True}), seed=21)
rng = random.Random(5)
step = 0
while True:
    if m.state.is_terminal():
        m.next_deal()
    else:
        m.apply(rng.choice(m.state.legal_actions()))
    save(m, path)
    step += 1
    print(step, len(m.entries), len(m.state.history), flush=True)
    if step == stop_at:
        sys.stdin.readline()
"""


def _session_after(steps: int) -> Match:
    """The same session as the child's, in this process, after ``steps`` steps."""
    m = Match(TableSettings("austrian", {"invitation": True}), seed=21)
    rng = random.Random(5)
    for _ in range(steps):
        if m.state.is_terminal():
            m.next_deal()
        else:
            m.apply(rng.choice(m.state.legal_actions()))
    return m


def _reported_steps(lines: list[str]) -> list[int]:
    return [int(line.split()[0]) for line in lines if len(line.split()) == 3]


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
@pytest.mark.parametrize("kill_after", [3, 40, 150])
def test_sigkill_mid_deal_resumes_same_state(tmp_path: Path, kill_after: int) -> None:
    """Killed while it keeps playing, once ``kill_after`` saves have been reported."""
    path = tmp_path / "session-crash.json"
    proc = subprocess.Popen([sys.executable, "-c", CHILD, str(path), "0"],
                            stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    seen: list[str] = []
    while not seen or _reported_steps(seen[-1:]) != [kill_after]:
        line = proc.stdout.readline()
        assert line, "the child stopped before the save to wait for"
        seen.append(line)
    os.kill(proc.pid, signal.SIGKILL)
    out, _ = proc.communicate()
    steps = _reported_steps(seen + out.splitlines())
    assert steps[-1] >= kill_after
    resumed = load_session(path)
    # Killed after the rename but before the report, the save is one step ahead.
    candidates = [_session_after(n) for n in (steps[-1], steps[-1] + 1)]
    assert any(resumed.state == c.state and resumed.totals() == c.totals()
               and len(resumed.entries) == len(c.entries) for c in candidates)


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_sigkill_after_a_known_save_resumes_exactly_there(tmp_path: Path) -> None:
    """The child stops after a known save (waiting for input) and is killed there."""
    path = tmp_path / "session-crash.json"
    proc = subprocess.Popen([sys.executable, "-c", CHILD, str(path), "25"],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    lines = [proc.stdout.readline() for _ in range(25)]
    assert _reported_steps(lines) == list(range(1, 26))
    os.kill(proc.pid, signal.SIGKILL)
    proc.communicate()
    resumed = load_session(path)
    expected = _session_after(25)
    assert resumed.state == expected.state and resumed.totals() == expected.totals()
    assert resumed.state.history  # the kill came in the middle of a deal
