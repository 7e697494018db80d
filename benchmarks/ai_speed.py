"""Thinking time of the computer players, per card and per decision before play.

Plays seeded deals of a variant with the levels given (each seat one level, rotated from
deal to deal) and times every decision that offered a choice: card plays, and bidding,
talon, declaration and defence decisions. Prints median, 95th percentile and maximum per
level and kind of decision.

Usage: ``python benchmarks/ai_speed.py [--variant V] [--deals N] [--seed S]
[--levels expert,club,beginner] [--options JSON]``. A Russian variant (sochi, leningrad,
rostov) is handed to ``benchmarks/ru_selfplay.py`` (the same arguments but ``--options``),
which times the Russian players' decisions by kind. Run it with ``nice`` on a shared
machine; the figures are wall-clock seconds on one core.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from prefgui.ai.players import BUDGETS, make_player
from prefgui.engine.actions import Play
from prefgui.engine.deal import new_deal
from prefgui.engine.rules import Rules


def _row(name: str, xs: list[float]) -> str:
    if not xs:
        return f"{name:<22}{0:>6}"
    s = sorted(xs)
    p95 = s[min(len(s) - 1, int(0.95 * len(s)))]
    return (f"{name:<22}{len(s):>6}{statistics.median(s):>9.3f}{p95:>9.3f}{s[-1]:>9.3f}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--variant", default="austrian")
    ap.add_argument("--options", default="{}")
    ap.add_argument("--deals", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--levels", default="expert,club,beginner")
    args = ap.parse_args()
    rules = Rules(args.variant, json.loads(args.options))
    if rules.is_russian:
        import sys

        import ru_selfplay
        sys.argv = [sys.argv[0], "--variant", args.variant, "--deals", str(args.deals),
                    "--seed", str(args.seed), "--levels", args.levels]
        raise SystemExit(ru_selfplay.main())
    levels = args.levels.split(",")
    times: dict[tuple[str, str], list[float]] = {}
    for deal in range(args.deals):
        st = new_deal(rules, args.seed * 1000 + deal, deal % rules.players, start_pot=30)
        step = 0
        while not st.is_terminal():
            seat = st.current_player()
            assert seat is not None
            level = levels[(seat + deal) % len(levels)]
            obs = st.observation(seat)
            rng = random.Random(f"{args.seed}:{deal}:{step}")
            t0 = time.perf_counter()
            d = make_player(level).choose(obs, rng, BUDGETS[level])
            dt = time.perf_counter() - t0
            if len([a for a in obs.legal if a.seat == seat]) > 1:
                kind = "card" if isinstance(d.action, Play) else "bidding/defence"
                times.setdefault((level, kind), []).append(dt)
            st = st.apply(d.action)
            step += 1
    print(f"{args.variant}: {args.deals} deals, levels {','.join(levels)}")
    print(f"{'level / decision':<22}{'n':>6}{'median':>9}{'p95':>9}{'max':>9}")
    for (level, kind), xs in sorted(times.items()):
        print(_row(f"{level} {kind}", xs))


if __name__ == "__main__":
    main()
