"""Self-play of the Russian computer players: illegal actions, whist calls, think times.

Plays seeded Russian deals with the levels given (each seat one level, rotated from deal to
deal) through the engine and checks every decision: the action must be among the
controlling seat's legal actions in its observation and the engine must accept it (an
``IllegalActionError`` or any other exception counts as a failure, reported with its deal
and step). Prints the counts, how often each level whisted, passed and half-whisted by
contract level (with the outcomes of the deals), the longest raspasy series and run of
all-pass deals, each level's contracts as declarer (made, failed …) and its mean whists per
seat and deal (the Club against the Beginner), and the think time per level and kind of
decision (median, 95th percentile, maximum: wall-clock seconds, and the CPU seconds of the
process, which is what the wall clock would read on an idle core).

Usage: ``python benchmarks/ru_selfplay.py [--variant sochi|leningrad|rostov] [--deals N]
[--seed S] [--levels expert,club,beginner] [--worlds K] [--pulka]``.
``--worlds K`` sets every searching level's floor to K worlds and its clock to nothing
(a quick legality run: the decisions take the same paths on fewer worlds). ``--pulka``
carries the sheet from deal to deal (raspasy series, exit levels, pools closing), starting
a new pulka when one ends.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
import traceback
from collections import Counter

from prefgui.ai.decisions.decision import Budget
from prefgui.ai.russian.player import RUSSIAN_BUDGETS, Floor, RussianPlayer
from prefgui.engine.actions import HalfWhist, Pass, Play, Whist
from prefgui.engine.rules import Rules
from prefgui.engine.russian.deal import new_russian_deal
from prefgui.engine.russian.ladder import MISERE, bid_text, level_of
from prefgui.engine.russian.sheet import Sheet
from prefgui.engine.vocab import Phase


def _row(name: str, xs: list[float]) -> str:
    if not xs:
        return f"{name:<24}{0:>7}"
    s = sorted(xs)
    p95 = s[min(len(s) - 1, int(0.95 * len(s)))]
    return f"{name:<24}{len(s):>7}{statistics.median(s):>9.3f}{p95:>9.3f}{s[-1]:>9.3f}"


def main() -> int:  # noqa: C901 - one loop with its counters
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--variant", default="sochi")
    ap.add_argument("--deals", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--levels", default="expert,club,beginner")
    ap.add_argument("--worlds", type=int, default=0)
    ap.add_argument("--pulka", action="store_true")
    args = ap.parse_args()
    rules = Rules(args.variant)
    assert rules.is_russian, "a Russian variant"
    levels = args.levels.split(",")
    players: dict[str, RussianPlayer] = {}
    budgets: dict[str, Budget] = {}
    for lv in set(levels):
        p = RussianPlayer(lv)
        if args.worlds:
            if p.floor.card:
                p.floor = Floor(args.worlds, args.worlds if p.floor.call else 0)
            budgets[lv] = Budget(0.0, args.worlds)
        else:
            budgets[lv] = RUSSIAN_BUDGETS[lv]
        players[lv] = p
    n = rules.players
    failures = 0
    decisions = 0
    calls: Counter[tuple[str, str, str]] = Counter()
    outcomes: Counter[str] = Counter()
    declared: Counter[tuple[str, str]] = Counter()
    whists: dict[str, list[float]] = {}
    longest = 0
    run = longest_run = 0
    times: dict[tuple[str, str], list[float]] = {}
    cpu: dict[tuple[str, str], list[float]] = {}
    sheet = Sheet.empty(n)
    start = time.perf_counter()
    for deal in range(args.deals):
        st = new_russian_deal(rules, args.seed * 100_000 + deal, deal % n,
                              sheet if args.pulka else None)
        step = 0
        try:
            while not st.is_terminal():
                seat = st.turn
                chooser = st.controller(seat)
                level = levels[(chooser + deal) % len(levels)]
                obs = st.observation(chooser)
                rng = random.Random(f"{args.seed}:{deal}:{step}")
                t0, c0 = time.perf_counter(), time.process_time()
                d = players[level].choose(obs, rng, budgets[level])
                dt, dc = time.perf_counter() - t0, time.process_time() - c0
                decisions += 1
                if d.action not in obs.legal:
                    failures += 1
                    print(f"deal {deal} step {step}: {d.action} not among the legal actions",
                          file=sys.stderr)
                    break
                if len(obs.legal) > 1:
                    kind = "card" if isinstance(d.action, Play) else st.phase.name.lower()
                    times.setdefault((level, kind), []).append(dt)
                    cpu.setdefault((level, kind), []).append(dc)
                if st.phase is Phase.WHIST:
                    assert st.contract is not None
                    what = {Whist: "whist", Pass: "pass", HalfWhist: "half-whist"}[
                        type(d.action)]
                    calls[(level, f"{level_of(st.contract)}", what)] += 1
                st = st.apply(d.action)
                step += 1
        except Exception:  # noqa: BLE001 - every failure is counted and shown
            failures += 1
            print(f"deal {deal} step {step}:", file=sys.stderr)
            traceback.print_exc()
            continue
        res = st.result()
        assert res is not None
        c = st.contract
        outcomes[f"{st.outcome.value} {bid_text(c) if c is not None else ''}".strip()
                 if c == MISERE else st.outcome.value] += 1
        if res.declarer is not None:
            declared[(levels[(res.declarer + deal) % len(levels)], res.outcome.value)] += 1
        for seat in range(n):
            whists.setdefault(levels[(seat + deal) % len(levels)], []).append(
                float(res.delta[seat]))
        longest = max(longest, st.start.raspasy_series + (res.outcome.value == "raspasy"))
        run = run + 1 if res.outcome.value == "raspasy" else 0
        longest_run = max(longest_run, run)
        if args.pulka:
            sheet = Sheet.empty(n) if res.finished else res.end
        if (deal + 1) % 100 == 0:
            print(f"{deal + 1} deals, {failures} failures, "
                  f"{time.perf_counter() - start:.0f}s", file=sys.stderr, flush=True)
    print(f"{args.variant}: {args.deals} deals, {decisions} decisions, "
          f"{failures} illegal actions or failures, levels {args.levels}, "
          f"worlds {args.worlds or 'as the levels'}")
    print("outcomes: " + ", ".join(f"{k} {v}" for k, v in sorted(outcomes.items())))
    print(f"longest raspasy series on the sheet: {longest}; "
          f"most all-pass deals in a row: {longest_run}")
    print("declarers (level: outcomes; mean whists per seat and deal):")
    for lv in sorted(set(levels)):
        got = ", ".join(f"{o} {k}" for (x, o), k in sorted(declared.items()) if x == lv)
        ws = whists.get(lv, [])
        print(f"  {lv:<9}{got or '-'}; {statistics.fmean(ws) if ws else 0.0:+.2f}")
    print("whist calls (level, contract level: whist / pass / half-whist):")
    for lv in sorted(set(levels)):
        for lvl in ("6", "7", "8", "9", "10"):
            w, ps, h = (calls[(lv, lvl, x)] for x in ("whist", "pass", "half-whist"))
            if w + ps + h:
                tot = w + ps + h
                print(f"  {lv:<9}{lvl:>3}: {w:>5} / {ps:>5} / {h:>5}   "
                      f"({100 * w / tot:.0f}% / {100 * ps / tot:.0f}% / {100 * h / tot:.0f}%)")
    print(f"{'level/kind':<24}{'n':>7}{'median':>9}{'p95':>9}{'max':>9}"
          "   (wall-clock s)   CPU s: median, p95, max")
    for key in sorted(times):
        print(_row(f"{key[0]} {key[1]}", times[key]) + _row("", cpu[key])[31:])
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
