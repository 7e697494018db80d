"""Complete random deals per second for each variant, from the shuffle to the result.

Each deal: ``new_deal`` (our shuffle; ``new_russian_deal`` for Sochi, Leningrad and Rostov),
then uniformly random legal actions until the deal is over, then ``result()`` (for the
Russian systems the sheet's entries, the deal's delta and the end of the pulka). Prints
the median over several timed rounds per variant.
Usage: ``python benchmarks/engine_speed.py [--deals N] [--rounds R] [--seed S] [--clock C]``.

``--clock cpu`` times with the process's CPU time instead of the wall clock: on a machine
shared with other work the wall clock mostly measures the others, the CPU time much less.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from prefgui.engine.deal import new_deal
from prefgui.engine.rules import Rules
from prefgui.engine.russian.deal import new_russian_deal

VARIANTS = ("austrian", "illustrated", "balkan", "swabian", "american", "sochi", "leningrad",
            "rostov")


def one_round(rules: Rules, deals: int, seed: int, clock: str = "wall") -> float:
    timer = time.process_time if clock == "cpu" else time.perf_counter
    rng = random.Random(seed)
    t0 = timer()
    deal = new_russian_deal if rules.is_russian else new_deal
    for _ in range(deals):
        st = deal(rules, rng.getrandbits(64), rng.randrange(rules.players))
        while not st.is_terminal():
            st = st.apply(rng.choice(st.legal_actions()))  # type: ignore[arg-type]
        st.result()
    return deals / (timer() - t0)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--deals", type=int, default=1000)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--clock", choices=("wall", "cpu"), default="wall")
    args = ap.parse_args()
    print(f"{'variant':<12} {'deals/s (median)':>17} {'min':>8} {'max':>8}")
    for v in VARIANTS:
        rates = [one_round(Rules(v), args.deals, args.seed + i, args.clock)
                 for i in range(args.rounds)]
        print(f"{v:<12} {statistics.median(rates):>17.0f} {min(rates):>8.0f} {max(rates):>8.0f}")


if __name__ == "__main__":
    main()
