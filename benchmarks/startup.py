"""Time from launch to an interactive table (aim: within 2 s), median of several runs.

Each run starts a fresh Python process that imports the game, builds the window, shows
the table and waits for the first deal's frame (the game shows the empty table first, the
deal a frame later: :mod:`prefgui.ui.window.first_deal`); it prints the elapsed time since
the process started. Usage: ``python benchmarks/startup.py [--runs N]``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys

CHILD = r"""
import os, time, tempfile
t0 = time.perf_counter()
from pathlib import Path
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication([])
from prefgui.ui.table.theme import load_theme, register_fonts
from prefgui.session.match import Match, TableSettings
from prefgui.ui.game.controller import GameController
from prefgui.ui.window.main_window import MainWindow
from prefgui.ui.system.jobs import JobService
register_fonts()
jobs = JobService()
c = GameController(Match(TableSettings(), 1), jobs, Path(tempfile.mkdtemp()) / "s.json")
w = MainWindow(c, load_theme("prefgui-french"))
from prefgui.ui.window.first_deal import FirstDeal
w.show()
def ready():
    w.view.viewport().grab()
    print(f"{time.perf_counter() - t0 + START:.3f}")
    jobs.shutdown()
    app.quit()
def start():  # as the game starts: the empty table first, the deal a frame later
    c.session.start()
    QTimer.singleShot(0, ready)
FirstDeal(w, w.view.viewport(), start)
app.exec()
"""


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    times = []
    for _ in range(args.runs):
        # START: the interpreter's own start-up, measured by a bare 'python -c pass'.
        bare = subprocess.run([sys.executable, "-X", "importtime", "-c", "pass"],
                              capture_output=True, text=True, env=env)
        start = sum(int(line.split("|")[1]) for line in bare.stderr.splitlines()[1:]
                    if line.count("|") == 2) / 1e6
        out = subprocess.run([sys.executable, "-c", CHILD.replace("START", f"{start:.4f}")],
                             capture_output=True, text=True, env=env, check=True)
        times.append(float(out.stdout.strip().splitlines()[-1]))
    print(f"launch to interactive table: median {statistics.median(times):.2f} s "
          f"(min {min(times):.2f}, max {max(times):.2f}) over {args.runs} runs")


if __name__ == "__main__":
    main()
