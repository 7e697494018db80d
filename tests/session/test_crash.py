"""Killing the program at any moment loses nothing: the save after every action is atomic.

A child process plays a session action by action, saving after each (as the game does),
and reports each saved step; it is killed with SIGKILL mid-deal. Loading the save gives
exactly the state after the last reported step (or the next one, if the kill came after the
rename but before the report).
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
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


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
@pytest.mark.parametrize("delay", [0.4, 0.9, 1.7])
def test_sigkill_mid_deal_resumes_same_state(tmp_path: Path, delay: float) -> None:
    path = tmp_path / "session-crash.json"
    proc = subprocess.Popen([sys.executable, "-c", CHILD, str(path)], stdout=subprocess.PIPE,
                            text=True)
    assert proc.stdout is not None
    first = proc.stdout.readline()  # started (however loaded the machine), then wait
    time.sleep(delay)
    os.kill(proc.pid, signal.SIGKILL)
    out, _ = proc.communicate()
    out = first + out
    steps = [int(line.split()[0]) for line in out.splitlines() if len(line.split()) == 3]
    assert steps, "the child made no progress"
    resumed = load_session(path)
    # Killed after the rename but before the report, the save is one step ahead.
    candidates = [_session_after(n) for n in (steps[-1], steps[-1] + 1)]
    assert any(resumed.state == c.state and resumed.totals() == c.totals()
               and len(resumed.entries) == len(c.entries) for c in candidates)
