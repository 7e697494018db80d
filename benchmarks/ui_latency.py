"""The worst event-loop gap while the computer plays whole deals (aim: below 50 ms).

A 16 ms QTimer records when it actually fires while every seat is played by the computer
(the AI thinking in its worker process, the table animating at normal speed). Prints the
median, p95 and worst gap. Runs offscreen unless QT_QPA_PLATFORM says otherwise.
Usage: ``python benchmarks/ui_latency.py [--deals N] [--level club] [--variant austrian]``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from prefgui.session.match import Match, TableSettings  # noqa: E402
from prefgui.ui.game.controller import GameController  # noqa: E402
from prefgui.ui.system.workers import AiWorker  # noqa: E402
from prefgui.ui.table.theme import load_theme, register_fonts  # noqa: E402
from prefgui.ui.window.main_window import MainWindow  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--deals", type=int, default=2)
    ap.add_argument("--level", default="club")
    ap.add_argument("--variant", default="austrian")
    args = ap.parse_args()
    app = QApplication([])
    register_fonts()
    settings = TableSettings(args.variant, levels=(args.level,) * 3)
    worker = AiWorker()
    with tempfile.TemporaryDirectory() as tmp:
        controller = GameController(Match(settings, seed=11), worker, Path(tmp) / "s.json")
        controller.autoplay = True
        window = MainWindow(controller, load_theme("prefgui-french"))
        window.resize(1280, 800)
        window.show()
        gaps: list[float] = []
        last = [time.perf_counter()]
        done = [0]

        events: list[tuple[float, float, str]] = []

        def tick() -> None:
            now = time.perf_counter()
            gaps.append((now - last[0]) * 1000)
            st = controller.state
            events.append((gaps[-1], now - t_start[0], f"{st.phase.value} {len(st.history)}"))
            last[0] = now

        def close_summary() -> None:
            if window.summary is not None:
                window.summary.accept()
            else:
                QTimer.singleShot(200, close_summary)

        def finished(_entry: object) -> None:
            done[0] += 1
            if done[0] >= args.deals:
                QTimer.singleShot(1500, app.quit)
            else:
                QTimer.singleShot(800, close_summary)

        t_start = [time.perf_counter()]
        timer = QTimer()
        timer.setInterval(16)
        timer.timeout.connect(tick)
        timer.start()
        controller.deal_finished.connect(finished)
        controller.start()
        t0 = time.perf_counter()
        app.exec()
        worker.shutdown()
    worst = sorted(events, reverse=True)[:5]
    print("worst gaps (ms, at s, phase and action count):",
          "; ".join(f"{g:.0f} @{t:.1f}s {what}" for g, t, what in worst))
    settled = [g for g, t, _w in events if t > 0.5]
    print(f"worst gap after the first half second (the first frame renders the pack): "
          f"{max(settled):.1f} ms")
    gaps.sort()
    print(f"{args.deals} deal(s), {args.level} players, {time.perf_counter() - t0:.1f} s, "
          f"{len(gaps)} ticks of 16 ms")
    print(f"event-loop gap: median {statistics.median(gaps):.1f} ms, "
          f"p95 {gaps[int(len(gaps) * 0.95)]:.1f} ms, worst {gaps[-1]:.1f} ms")


if __name__ == "__main__":
    main()
