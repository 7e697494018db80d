"""Resuming a long session: CPU seconds before the window can show, best of several runs.

Plays a seeded European session of ``--deals`` deals to the end of its last deal (random
legal actions; the rules change halfway), saves it, then times in this process:

* ``resume``: what the start does before the window is built
  (:func:`prefgui.session.resume.resume_latest` as the window calls it: a long session
  resumes at its current deal, its earlier deals left to the background check);
* ``check``: that background check, off the GUI thread (a worker process in the game):
  every deal replayed and checked (:func:`prefgui.session.storage.check_saved`);
* ``full replay``: ``resume_latest`` replaying every deal before returning (what the start
  did before, and what it still does for a save without totals);
* ``sheet``: the score sheet drawn with the whole ledger once the check has answered (on
  the GUI thread, its dock hidden), with ``--sheet``.

Usage: ``python benchmarks/resume_speed.py [--deals N] [--runs R] [--sheet]``; run it
with ``nice`` on a shared machine. Works on older trees too (without the background check
it times ``resume_latest`` alone), so that a before/after comparison uses one script.
"""

from __future__ import annotations

import argparse
import inspect
import os
import random
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from prefgui.session.match import Match, TableSettings
from prefgui.session.resume import resume_latest
from prefgui.session.storage import save


def played(deals: int, seed: int) -> Match:
    """A session of ``deals`` finished deals, saved at the last one's summary."""
    rng = random.Random(seed)
    m = Match(TableSettings("austrian"), seed=seed)
    while len(m.entries) < deals:
        if m.state.is_terminal():
            if len(m.entries) == deals // 2:
                m.change_rules(TableSettings("austrian", {"must_head": True}))
            m.next_deal()
        else:
            m.apply(rng.choice(m.state.legal_actions()))
    return m


def best(runs: int, fn: Callable[[], Any]) -> tuple[float, Any]:
    """The least CPU time of ``runs`` calls, and the last result."""
    times, result = [], None
    for _ in range(runs):
        c = time.process_time()
        result = fn()
        times.append(time.process_time() - c)
    return min(times), result


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    ap.add_argument("--deals", type=int, default=2000)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--sheet", action="store_true", help="also time the score sheet")
    args = ap.parse_args()
    match = played(args.deals, args.seed)
    folder = Path(tempfile.mkdtemp()) / "sessions"
    path = folder / "session-20240101-000000.json"
    save(match, path)
    print(f"{args.deals} deals, {os.path.getsize(path) / 1e6:.2f} MB; CPU seconds, best of "
          f"{args.runs}")
    later = "check_later" in inspect.signature(resume_latest).parameters
    if later:
        from prefgui.session.storage import check_saved

        t, found = best(args.runs, lambda: resume_latest(folder, check_later=True))
        assert found.match is not None and found.match.state == match.state
        print(f"  resume (window can show)   {t:7.3f}   "
              f"{len(found.match.unchecked)} deals left to the check")
        t, (ok, _ledger) = best(args.runs, lambda: check_saved(found.check))
        assert ok
        print(f"  check (background)         {t:7.3f}")
    t, full = best(args.runs, lambda: resume_latest(folder))
    assert full.match is not None and len(full.match.entries) == args.deals
    print(f"  full replay{' (before)' if not later else ''}          {t:7.3f}")
    if args.sheet:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from PySide6.QtWidgets import QApplication

        from prefgui.ui.sheet.score_sheet import ScoreSheet

        app = QApplication.instance() or QApplication([])
        sheet = ScoreSheet()
        t, _ = best(args.runs, lambda: sheet.set_match(full.match))
        print(f"  sheet with every deal      {t:7.3f}")
        del app


if __name__ == "__main__":
    main()
