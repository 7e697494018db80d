"""Speed of the double-dummy solver on random full deals.

Deals three hands of 10 cards (the talon's 2 cards are dead) from a seeded generator and
solves each from the first lead: a third of the deals in a random trump suit, a third in
no trumps, a third as misère, with a random declarer and first leader. Prints the median,
95th percentile and maximum seconds per deal, per kind and overall, and the search nodes per
second.

Usage::

    python benchmarks/solver_speed.py [--deals N] [--seed S] [--value-only]

By default each deal is timed with :func:`prefgui.ai.search.solver.solve` (the value of every card
the first leader may play); ``--value-only`` times :func:`~prefgui.ai.search.solver.solve_value`.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from prefgui.ai.search import solver  # noqa: E402
from prefgui.ai.search.position import Position  # noqa: E402

KINDS = ("trumps", "no trumps", "misère")


def deal(rng: random.Random, index: int) -> dict[str, object]:
    """The ``index``-th benchmark deal: hands, trump, declarer, leader, goal."""
    deck = list(range(32))
    rng.shuffle(deck)
    hands = tuple(sum(1 << c for c in deck[10 * s : 10 * s + 10]) for s in range(3))
    kind = index % 3
    return {
        "hands": hands,
        "trump": rng.randrange(4) if kind == 0 else None,
        "declarer": rng.randrange(3),
        "leader": rng.randrange(3),
        "goal": "min" if kind == 2 else "max",
    }


def percentile(values: list[float], p: float) -> float:
    """Nearest-rank percentile."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(p / 100 * len(ordered)) - 1)]


def summary(label: str, values: list[float]) -> str:
    return (
        f"{label:<10} n={len(values):<4} median {statistics.median(values):7.3f} s"
        f"   p95 {percentile(values, 95):7.3f} s   max {max(values):7.3f} s"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=100, help="number of deals (100)")
    parser.add_argument("--seed", type=int, default=1, help="random seed (1)")
    parser.add_argument(
        "--value-only", action="store_true", help="time solve_value instead of solve"
    )
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    times: dict[str, list[float]] = {k: [] for k in KINDS}
    nodes = 0
    node_time = 0.0
    slowest = (0.0, -1)
    for i in range(args.deals):
        d = deal(rng, i)
        start = time.perf_counter()
        if args.value_only:
            solver.solve_value(Position(**d))  # type: ignore[arg-type]
        else:
            nodes += solver.solve(Position(**d)).nodes  # type: ignore[arg-type]
        elapsed = time.perf_counter() - start
        node_time += elapsed
        times[KINDS[i % 3]].append(elapsed)
        slowest = max(slowest, (elapsed, i))
    what = "solve_value" if args.value_only else "solve"
    print(f"{args.deals} deals, seed {args.seed}, seconds per full deal with {what}():")
    for kind in KINDS:
        if times[kind]:
            print(summary(kind, times[kind]))
    everything = [t for kind in KINDS for t in times[kind]]
    print(summary("all", everything))
    print(f"total {sum(everything):.2f} s; slowest deal #{slowest[1]}")
    if nodes:
        print(f"{nodes} nodes, {nodes / node_time:,.0f} nodes per second")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
