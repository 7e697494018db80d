"""How many sampled deals an Expert decision needs: agreement with a reference.

Plays seeded deals Expert against Expert at fixed evidence and, at decision points met on
the way (cards with a choice, and bids, discards, declarations and defence decisions),
asks the Expert again with ``n`` sampled deals for each ``n`` given, from a few different
seeds, and counts how often the answer is the one a reference search with many more
sampled deals gives. Prints, per kind of decision and ``n``, the agreement rate and the
processor seconds per decision. Used to choose the floor of evidence (docs/ai-strength.md).

Usage: ``python benchmarks/floor_evidence.py [--variant V] [--deals N] [--seed S]
[--worlds 1,4,8,16,24] [--reference 48] [--repeats 3] [--every K] [--kinds card,bid,other]``;
``--every K`` keeps one card decision in K (card decisions are many).
"""

from __future__ import annotations

import argparse
import random
import time

from prefgui.ai.players import Budget, make_player
from prefgui.engine.actions import Play
from prefgui.engine.deal import new_deal
from prefgui.engine.rules import Rules
from prefgui.engine.state import Phase


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    ap.add_argument("--variant", default="austrian")
    ap.add_argument("--deals", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--worlds", default="1,4,8,16,24")
    ap.add_argument("--reference", type=int, default=48)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--every", type=int, default=3)
    ap.add_argument("--kinds", default="card,bid,other",
                    help="which kinds of decision to measure")
    args = ap.parse_args()
    rules = Rules(args.variant)
    sizes = [int(x) for x in args.worlds.split(",")]
    kinds = set(args.kinds.split(","))
    expert = make_player("expert")
    agree: dict[tuple[str, int], list[int]] = {}
    cpu: dict[tuple[str, int], list[float]] = {}
    cards = 0
    for deal in range(args.deals):
        st = new_deal(rules, args.seed * 1000 + deal, deal % rules.players, start_pot=30)
        step = 0
        while not st.is_terminal():
            seat = st.current_player()
            assert seat is not None
            obs = st.observation(seat)
            own = [a for a in obs.legal if a.seat == seat]
            ref = expert.choose(obs, random.Random(f"ref:{deal}:{step}"),
                                Budget.untimed(args.reference))
            measured = len(own) > 1 and (ref.reason.figures.samples or 0) > 1
            kind = "card" if st.phase is Phase.PLAY else (
                "bid" if st.phase is Phase.AUCTION else "other")
            measured = measured and kind in kinds
            if measured and isinstance(ref.action, Play):
                cards += 1
                measured = cards % args.every == 0
            if measured:
                for n in sizes:
                    for r in range(args.repeats):
                        c0 = time.process_time()
                        d = expert.choose(obs, random.Random(f"{n}:{r}:{deal}:{step}"),
                                          Budget.untimed(n))
                        cpu.setdefault((kind, n), []).append(time.process_time() - c0)
                        agree.setdefault((kind, n), []).append(int(d.action == ref.action))
            st = st.apply(ref.action)
            step += 1
    print(f"{args.variant}: {args.deals} deals, reference {args.reference} worlds, "
          f"{args.repeats} repeats per size")
    print(f"{'decision':<22}{'worlds':>7}{'n':>6}{'agree':>8}{'cpu s':>8}")
    for (kind, n), xs in sorted(agree.items()):
        ts = cpu[(kind, n)]
        print(f"{kind:<22}{n:>7}{len(xs):>6}{sum(xs) / len(xs):>8.2f}"
              f"{sum(ts) / len(ts):>8.3f}")


if __name__ == "__main__":
    main()
