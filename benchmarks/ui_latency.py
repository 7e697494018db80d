"""The GUI thread's work while the computer plays whole deals (aim: at most 20 ms at a time).

A 16 ms QTimer records when it actually fires while every seat is played by the computer
(the AI thinking in its worker process, the table animating at normal speed, the session
saved after every action). A computer's claim is accepted after a moment, and each deal's
summary is answered with "Next deal", as a player does, until N deals are played. Prints
the median, p95 and worst of

- the event-loop gap: the wall-clock time between two ticks. On a shared machine it also
  counts the time the process waited for a core;
- the GUI thread's own CPU time between two ticks (``time.thread_time``): what the program
  itself held the thread. This is the figure the aim is about.

and the ticks with the most GUI-thread work, with the phase and the number of actions of the
deal at that moment. With ``--profile`` every tick is profiled on its own (cProfile, which
slows Python code down, so the figures are larger than without it) and the worst ticks are
printed with what ran in them: the calls the event loop made (the slots, timers and event
handlers, with their own and their callees' time) and the functions that took the most time
themselves; the rest of a tick is Qt's own work (painting, layout) outside Python.

Runs offscreen unless QT_QPA_PLATFORM says otherwise. Gives up after ``--timeout`` seconds
(a deal that never ends is reported, not waited for).

With ``--calls`` the table's main methods (``TIMED``: applying an action, the scene's sync,
the panel, painting the view, rendering a card face…) and the collections of Python's
garbage are timed instead, at little cost, and each worst tick lists those that ran in it.

Usage: ``python benchmarks/ui_latency.py [--deals N] [--level club] [--variant austrian]
[--seed 11] [--coach warn] [--worst 10] [--profile | --calls]``. The coach is on as the
game's default has it (``--coach off``: without its notes on the partner's leads).
"""

from __future__ import annotations

import argparse
import cProfile
import os
import statistics
import tempfile
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QObject, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from prefgui.session.match import TableSettings  # noqa: E402
from prefgui.session.pulka import new_session  # noqa: E402
from prefgui.session.settings import COACH_MODES, AppSettings  # noqa: E402
from prefgui.ui.game.controller import GameController  # noqa: E402
from prefgui.ui.system.collector import collect_on_gui_thread  # noqa: E402
from prefgui.ui.system.jobs import JobService  # noqa: E402
from prefgui.ui.table.theme import load_theme, register_fonts  # noqa: E402
from prefgui.ui.window.first_deal import FirstDeal  # noqa: E402
from prefgui.ui.window.main_window import MainWindow  # noqa: E402

FuncKey = tuple[str, int, str]
HEAVY = 12.0  # ms: the ticks whose profiles are added up (--profile)


class FirstPaint(QObject):
    """Notes when the table is painted for the first time (the empty table: the first deal
    follows a frame later, as the game starts, and its frame is counted with the others)."""

    def __init__(self) -> None:
        super().__init__()
        self.seen = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Paint:
            self.seen = True
        return False


@dataclass
class Tick:
    """What happened between two ticks of the timer."""

    work: float  # the GUI thread's CPU time, ms
    gap: float  # the wall-clock time, ms
    at: float  # s since the start
    what: str  # the deal's phase and number of actions
    first_frame: bool  # at or before the table's first paint (the window's first frame)
    profile: list[str] = field(default_factory=list)  # what ran (--profile)


def _name(key: FuncKey) -> str:
    path, line, func = key
    if path == "~":  # a built-in function or a method of a C type (Qt's)
        return func
    parts = Path(path).parts
    short = "/".join(parts[parts.index("prefgui") + 1:]) if "prefgui" in parts else parts[-1]
    return f"{short}:{line}({func})"


# The table's entry points and hot paths timed by --calls (module, class, method).
TIMED = [
    ("prefgui.ui.game.controller", "GameController", "_apply"),
    ("prefgui.ui.game.controller", "GameController", "refresh"),
    ("prefgui.ui.game.autosave", "Autosave", "changed"),
    ("prefgui.ui.window.table_desk", "TableDesk", "show_state"),
    ("prefgui.ui.window.table_desk", "TableDesk", "refresh"),
    ("prefgui.ui.window.deal_end", "DealEnd", "show_summary"),
    ("prefgui.ui.window.deal_end", "DealEnd", "next_deal"),
    ("prefgui.ui.window.claim_stage", "ClaimStage", "show"),
    ("prefgui.ui.window.claim_stage", "ClaimStage", "play_out"),
    ("prefgui.ui.table.scene", "TableScene", "sync"),
    ("prefgui.ui.table.furniture", "TableFurniture", "place"),
    ("prefgui.ui.table.seat_bubbles", "SeatBubbles", "reposition"),
    ("prefgui.ui.table.hands", "Hands", "place_own"),
    ("prefgui.ui.table.hands", "Hands", "place_backs"),
    ("prefgui.ui.table.trick", "TrickView", "show_completed"),
    ("prefgui.ui.table.panel", "ActionPanel", "show_for"),
    ("prefgui.ui.table.panel_offers", "PanelOffers", "ladder"),
    ("prefgui.ui.table.coach_marks", "CoachMarks", "show_advice"),
    ("prefgui.ui.table.coach_marks", "CoachMarks", "place"),
    ("prefgui.ui.window.panel_place", "PanelPlace", "refresh"),
    ("prefgui.ui.table.theme", "CardTheme", "pixmap"),
    ("prefgui.ui.table.theme", "CardTheme", "_render_key"),
    ("prefgui.ui.table.view", "TableView", "paintEvent"),
]


def _time_calls(log: list[tuple[int, str, float]]) -> dict[str, list[float]]:
    """Wrap the methods of ``TIMED`` so that each call's CPU time goes into ``log``
    (depth, name, ms) and into the returned durations by name."""
    import importlib

    durations: dict[str, list[float]] = {}
    depth = [0]
    for module, cls_name, method in TIMED:
        name = f"{cls_name}.{method}"
        try:
            cls = getattr(importlib.import_module(module), cls_name)
            original = getattr(cls, method)
        except (ImportError, AttributeError):  # moved by a change of the code: say so
            print(f"(--calls: {module}.{name} not found, not timed)")
            continue
        durations[name] = []

        def timed(*a: Any, _f: Any = original, _name: str = name, **k: Any) -> Any:
            t = time.thread_time()
            depth[0] += 1
            entry = len(log)
            log.append((depth[0] - 1, _name, 0.0))
            try:
                return _f(*a, **k)
            finally:
                depth[0] -= 1
                ms = (time.thread_time() - t) * 1000
                log[entry] = (depth[0], _name, ms)
                durations[_name].append(ms)

        setattr(cls, method, timed)
    _time_collections(log, durations, depth)
    return durations


def _time_collections(log: list[tuple[int, str, float]], durations: dict[str, list[float]],
                      depth: list[int]) -> None:
    """Each collection of Python's garbage on the GUI thread into ``log`` too, by
    generation ("gc.collect(2)")."""
    import gc
    import threading

    started = [0.0]

    def on_collect(phase: str, info: dict[str, int]) -> None:
        if threading.current_thread() is not threading.main_thread():
            return
        if phase == "start":
            started[0] = time.thread_time()
            return
        name = f"gc.collect({info['generation']})"
        ms = (time.thread_time() - started[0]) * 1000
        log.append((depth[0], name, ms))
        durations.setdefault(name, []).append(ms)

    gc.callbacks.append(on_collect)


def _stats(profile: cProfile.Profile) -> dict[FuncKey, Any]:
    profile.create_stats()
    stats: dict[FuncKey, Any] = profile.stats
    return stats


def _describe(stats: dict[FuncKey, Any], work: float) -> list[str]:
    """What ran during one tick: the calls the event loop made, each with the callees that
    took the most of it (a tree, times in ms of the thread's CPU)."""
    callees: dict[FuncKey, list[tuple[float, FuncKey]]] = {}
    roots: list[tuple[float, FuncKey]] = []
    for key, (_cc, _nc, _tt, ct, callers) in stats.items():
        if not callers:  # entered from Qt's event loop: no Python caller in this tick
            roots.append((ct, key))
        for caller, edge in callers.items():
            callees.setdefault(caller, []).append((edge[3], key))
    lines: list[str] = []
    seen: set[FuncKey] = set()

    def tree(key: FuncKey, ms: float, depth: int) -> None:
        seen.add(key)
        lines.append(f"    {'  ' * depth}{ms:5.1f} {_name(key)}")
        if depth < 9:
            for ct, sub in sorted(callees.get(key, []), reverse=True)[:3]:
                if ct * 1000 >= max(1.0, ms * 0.15) and sub not in seen:
                    tree(sub, ct * 1000, depth + 1)

    for ct, key in sorted(roots, reverse=True)[:4]:
        if ct * 1000 >= 0.5:
            tree(key, ct * 1000, 0)
    in_python = sum(ct for ct, _key in roots) * 1000
    lines.append(f"    {max(0.0, work - in_python):5.1f} Qt's own work outside Python "
                 "(painting, layout, events)")
    return lines


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--deals", type=int, default=2)
    ap.add_argument("--level", default="club")
    ap.add_argument("--variant", default="austrian")
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--worst", type=int, default=10, help="how many of the worst ticks to show")
    ap.add_argument("--profile", action="store_true",
                    help="profile every tick and show what ran in the worst ones")
    ap.add_argument("--calls", action="store_true",
                    help="time the table's main methods and show them in the worst ticks")
    ap.add_argument("--coach", default=AppSettings().coach, choices=COACH_MODES,
                    help="the coach at the table, as in the preferences (the game's default: "
                    "warnings, and notes on the partner's leads, which the computer's deals "
                    "bring)")
    ap.add_argument("--timeout", type=float, default=240.0,
                    help="give up after this many seconds per deal")
    args = ap.parse_args()
    app = QApplication([])
    collect_on_gui_thread()  # as the game does (prefgui.ui.app)
    log: list[tuple[int, str, float]] = []
    durations = _time_calls(log) if args.calls else {}
    register_fonts()
    settings = TableSettings(args.variant, levels=(args.level,) * 3)
    jobs = JobService()
    ticks: list[Tick] = []
    done = [0]
    with tempfile.TemporaryDirectory() as tmp:
        controller = GameController(new_session(settings, args.seed), jobs,
                                    Path(tmp) / "s.json")
        controller.autoplay = True
        window = MainWindow(controller, load_theme("prefgui-french"),
                            replace(AppSettings(), coach=args.coach))
        window.resize(1280, 800)
        window.show()
        first_paint = FirstPaint()
        frame_done = [False]
        window.view.viewport().installEventFilter(first_paint)
        profiler = [cProfile.Profile(time.thread_time)] if args.profile else []
        heavy: dict[FuncKey, tuple[int, float, float]] = {}  # calls, own and total time
        heavy_ticks = [0]
        t_start = time.perf_counter()
        last = [t_start, time.thread_time()]

        def tick() -> None:
            now, cpu = time.perf_counter(), time.thread_time()
            if profiler:
                profiler[0].disable()
            st = controller.state
            t = Tick((cpu - last[1]) * 1000, (now - last[0]) * 1000, now - t_start,
                     f"{st.phase.value} {len(st.history)}", not frame_done[0])
            frame_done[0] = first_paint.seen  # this tick's work held the first paint
            if profiler:
                stats = _stats(profiler[0])
                ranked = sorted(x.work for x in ticks if x.profile)
                if len(ranked) < args.worst or t.work > ranked[-args.worst]:
                    t.profile = _describe(stats, t.work)
                if t.work >= HEAVY and not t.first_frame:
                    for key, (_cc, nc, tt, ct, _callers) in stats.items():
                        n, own, cum = heavy.get(key, (0, 0.0, 0.0))
                        heavy[key] = (n + nc, own + tt, cum + ct)
                    heavy_ticks[0] += 1
                profiler[0] = cProfile.Profile(time.thread_time)
            if log:
                t.profile = [f"    {'  ' * d}{ms:5.1f} {name}" for d, name, ms in log
                             if ms >= 0.5]
                log.clear()
            ticks.append(t)
            last[0], last[1] = now, time.thread_time()  # the bookkeeping above not counted
            if profiler:
                profiler[0].enable()

        def next_deal() -> None:
            """Press the summary's "Next deal" once it is shown (closing it alone waits)."""
            summary = window.deal_end.summary
            if summary is not None and summary.next_button.isVisible():
                summary.next_button.click()
            else:
                QTimer.singleShot(200, next_deal)

        def answer_claim() -> None:
            """Accept a computer's claim after a moment, as a player reading it does."""
            if window.claims.offer() is not None:
                QTimer.singleShot(1500, accept_claim)

        def accept_claim() -> None:
            if window.claims.offer() is not None:
                window.panel.claim_accepted.emit()

        def finished(_entry: object) -> None:
            done[0] += 1
            if done[0] >= args.deals:
                QTimer.singleShot(1500, app.quit)
            else:
                QTimer.singleShot(800, next_deal)

        timer = QTimer()
        timer.setInterval(16)
        timer.timeout.connect(tick)
        timer.start()
        QTimer.singleShot(int(args.timeout * args.deals * 1000), app.quit)
        controller.deal_finished.connect(finished)
        window.claims.offer_changed.connect(answer_claim)
        # As the game starts (prefgui.ui.app): the empty table first, the deal a frame later.
        FirstDeal(window, window.view.viewport(), controller.session.start)
        app.exec()
        timer.stop()
        if profiler:
            profiler[0].disable()
        elapsed = time.perf_counter() - t_start
        window.close()
        jobs.shutdown()
    if not ticks:
        raise SystemExit("no tick recorded")
    load = os.getloadavg()
    print(f"{done[0]} of {args.deals} deal(s) played ({args.variant}, {args.level} players, "
          f"seed {args.seed}, coach {args.coach}) in {elapsed:.1f} s, {len(ticks)} ticks of 16 ms; "
          f"load average {load[0]:.1f} {load[1]:.1f}"
          + ("" if done[0] >= args.deals else "; GAVE UP (timeout)")
          + ("; PROFILED (figures inflated)" if args.profile else ""))
    print("the ticks with the most GUI-thread work (ms of CPU, wall ms, at s, phase and "
          "actions):")
    for t in sorted(ticks, key=lambda x: x.work, reverse=True)[:args.worst]:
        print(f"  {t.work:5.1f} ms cpu  {t.gap:5.0f} ms wall  @{t.at:5.1f}s  {t.what}"
              + ("  (the first frame)" if t.first_frame else ""))
        for line in t.profile:
            print(line)
    if durations:
        print("the timed methods (calls, mean, max and total ms of CPU):")
        for name, ds in sorted(durations.items(), key=lambda kv: -sum(kv[1])):
            if ds:
                print(f"  {name:34s} {len(ds):5d} {statistics.mean(ds):6.2f} {max(ds):6.1f} "
                      f"{sum(ds):8.1f}")
    if heavy:
        print(f"over the {heavy_ticks[0]} ticks of at least {HEAVY:.0f} ms after the first frame, "
              "the functions that took the most (ms in all, with their callees; "
              "calls; ms in themselves):")
        for key, (n, own, cum) in sorted(heavy.items(), key=lambda kv: -kv[1][2])[:40]:
            print(f"  {cum * 1000:7.1f} {n:6d} {own * 1000:7.1f}  {_name(key)}")
    settled = [t for t in ticks if not t.first_frame]
    for label, values in (("GUI-thread CPU between ticks", [t.work for t in ticks]),
                          ("event-loop gap (wall clock)", [t.gap for t in ticks])):
        values.sort()
        print(f"{label}: median {statistics.median(values):.1f} ms, "
              f"p95 {values[int(len(values) * 0.95)]:.1f} ms, worst {values[-1]:.1f} ms")
    print(f"after the window's first frame (the empty table): worst CPU "
          f"{max(t.work for t in settled):.1f} ms, worst gap {max(t.gap for t in settled):.1f} ms")


if __name__ == "__main__":
    main()
