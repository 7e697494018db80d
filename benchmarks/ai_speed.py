"""Thinking time of the computer players, per kind of decision, quiet or under load.

Plays seeded deals of a variant with the levels given (each seat one level, rotated from
deal to deal) and times every decision that offered a choice: card plays, bids, discards,
declarations and the defence decisions (defend, drop, contra, concession...). Prints per
level and kind the count, median, 95th percentile and maximum seconds, the fewest and the
median sampled deals a decision rested on, and how many decisions fell back to rules of
thumb (reason ``no_time`` or ``fallback``). Beside the wall-clock seconds, the processor
seconds the decision used (``cpu``): on a machine shared with other work they are close to
what the wall clock would show on a quiet one.

``--load N`` starts N busy processes (each an endless arithmetic loop) for the whole run,
as other programs on the player's computer would be; they are stopped at the end. The
machine's load averages are printed before and after, so that figures taken on a machine
shared with other work say under what load they were taken. ``--worlds N`` plays the search
levels at fixed evidence (N sampled deals per decision, no clock), as ``prefgui tournament
--worlds`` does.

Usage: ``python benchmarks/ai_speed.py [--variant V] [--deals N] [--seed S]
[--levels expert,club,beginner] [--options JSON] [--load N] [--worlds N]``. The figures
are wall-clock seconds of one process. A Russian variant (sochi, leningrad, rostov) is
handed to ``benchmarks/ru_selfplay.py`` (``--deals``, ``--seed``, ``--levels`` and
``--worlds``, with the ``--load`` processes beside it), which times the Russian players'
decisions by kind, wall clock and CPU.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import random
import statistics
import time
from multiprocessing.synchronize import Event as EventType

from prefgui.ai.decisions.reasons import ReasonCode
from prefgui.ai.players import BUDGETS, Budget, make_player
from prefgui.engine.actions import DECLARE, DECLARE_SUIT, DISCARD, Play
from prefgui.engine.deal import new_deal
from prefgui.engine.rules import Rules
from prefgui.engine.state import Phase


def _busy(stop: EventType) -> None:
    """Keep one core busy until ``stop`` is set."""
    x = 0
    while not stop.is_set():
        for i in range(100_000):
            x = (x * 31 + i) % 1_000_003


def _kind(phase: Phase, verbs: set[str], card: bool) -> str:
    if card:
        return "card"
    if phase is Phase.AUCTION:
        return "bid"
    if DISCARD in verbs:
        return "discard"
    if DECLARE in verbs or DECLARE_SUIT in verbs:
        return "declaration"
    return "defence"


def _p95(xs: list[float]) -> float:
    s = sorted(xs)
    return s[min(len(s) - 1, int(0.95 * len(s)))]


def _row(name: str, xs: list[float], cpu: list[float], worlds: list[int], fallbacks: int
         ) -> str:
    w = (f"{min(worlds):>7}{statistics.median(worlds):>7.0f}" if worlds
         else f"{'-':>7}{'-':>7}")
    return (f"{name:<24}{len(xs):>6}{statistics.median(xs):>9.3f}{_p95(xs):>9.3f}"
            f"{max(xs):>9.3f}{statistics.median(cpu):>9.3f}{_p95(cpu):>9.3f}{w}{fallbacks:>6}")


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    ap.add_argument("--variant", default="austrian")
    ap.add_argument("--options", default="{}")
    ap.add_argument("--deals", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--levels", default="expert,club,beginner")
    ap.add_argument("--load", type=int, default=0, help="busy processes to run beside")
    ap.add_argument("--worlds", type=int, default=0,
                    help="fixed evidence: sampled deals per decision, no clock")
    args = ap.parse_args()
    rules = Rules(args.variant, json.loads(args.options))
    stop = multiprocessing.Event()
    hogs = [multiprocessing.Process(target=_busy, args=(stop,), daemon=True)
            for _ in range(args.load)]
    for p in hogs:
        p.start()
    before = os.getloadavg()
    if rules.is_russian:  # the busy processes run beside it too
        import sys

        import ru_selfplay
        sys.argv = [sys.argv[0], "--variant", args.variant, "--deals", str(args.deals),
                    "--seed", str(args.seed), "--levels", args.levels,
                    "--worlds", str(args.worlds)]
        try:
            code = ru_selfplay.main()
        finally:
            after = os.getloadavg()
            stop.set()
            for p in hogs:
                p.join(5)
        print(f"{args.load} busy processes beside; load average (1, 5, 15 min) at start "
              f"{before[0]:.2f} {before[1]:.2f} {before[2]:.2f}, at end {after[0]:.2f} "
              f"{after[1]:.2f} {after[2]:.2f}")
        raise SystemExit(code)
    levels = args.levels.split(",")
    budgets = {k: (Budget(math.inf, args.worlds) if args.worlds and k == "expert" else v)
               for k, v in BUDGETS.items()}
    times: dict[tuple[str, str], list[float]] = {}
    cpu: dict[tuple[str, str], list[float]] = {}
    worlds: dict[tuple[str, str], list[int]] = {}
    fallbacks: dict[tuple[str, str], int] = {}
    try:
        for deal in range(args.deals):
            st = new_deal(rules, args.seed * 1000 + deal, deal % rules.players, start_pot=30)
            step = 0
            while not st.is_terminal():
                seat = st.current_player()
                assert seat is not None
                level = levels[(seat + deal) % len(levels)]
                obs = st.observation(seat)
                rng = random.Random(f"{args.seed}:{deal}:{step}")
                t0, c0 = time.perf_counter(), time.process_time()
                d = make_player(level).choose(obs, rng, budgets[level])
                dt, dc = time.perf_counter() - t0, time.process_time() - c0
                own = [a for a in obs.legal if a.seat == seat]
                if len(own) > 1:
                    key = (level, _kind(st.phase, {a.verb for a in own},
                                        isinstance(d.action, Play)))
                    times.setdefault(key, []).append(dt)
                    cpu.setdefault(key, []).append(dc)
                    if d.reason.figures.samples is not None:
                        worlds.setdefault(key, []).append(d.reason.figures.samples)
                    if d.reason.code in (ReasonCode.NO_TIME, ReasonCode.FALLBACK):
                        fallbacks[key] = fallbacks.get(key, 0) + 1
                st = st.apply(d.action)
                step += 1
    finally:
        after = os.getloadavg()
        stop.set()
        for p in hogs:
            p.join(5)
    mode = f"fixed evidence, {args.worlds} worlds" if args.worlds else "timed budgets"
    print(f"{args.variant}: {args.deals} deals, levels {','.join(levels)}, {mode}, "
          f"{args.load} busy processes beside")
    print(f"load average (1, 5, 15 min) at start {before[0]:.2f} {before[1]:.2f} "
          f"{before[2]:.2f}, at end {after[0]:.2f} {after[1]:.2f} {after[2]:.2f}")
    print(f"{'level / decision':<24}{'n':>6}{'median':>9}{'p95':>9}{'max':>9}"
          f"{'cpu med':>9}{'cpu p95':>9}{'worlds':>7}{'(med)':>7}{'rule':>6}")
    for key, xs in sorted(times.items()):
        print(_row(f"{key[0]} {key[1]}", xs, cpu[key], worlds.get(key, []),
                   fallbacks.get(key, 0)))


if __name__ == "__main__":
    main()
