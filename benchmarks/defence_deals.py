"""How often the defence practice's deals put the conventions before the player.

Generates ``--deals`` practice deals (Coach → Defence practice) from a seed, as the window
does (deal ``n`` from the series seed and ``n``, the player's leads under C2 and C3 in
turn), and counts in how many deals each convention applied at one of the player's
decisions at least (some legal card would break it: the engine's ``check_card``):

* ``chosen``: in the play-outs the generator chose the deal by (they are biased upwards);
* ``fresh``: in one more play-out with other seeds, the player's seat played by the
  Beginner, the computer seats at ``--computer`` (``beginner`` by default; ``club`` is the
  window's default level and takes far longer).

Also prints the processor seconds a deal took to generate (median and maximum).

Usage: ``python benchmarks/defence_deals.py [--deals 100] [--seed 1] [--variant austrian]
[--computer beginner|club]``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from prefgui.ai.players import BUDGETS, make_player
from prefgui.coach.defence_deals import RULES, deal_for, play_out, practice_rules
from prefgui.engine.actions import Action
from prefgui.engine.observation import Observation
from prefgui.engine.rules import Rules


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--deals", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--variant", default="austrian")
    ap.add_argument("--computer", default="beginner", choices=("beginner", "club", "expert"))
    args = ap.parse_args()
    rules = practice_rules(Rules(args.variant, {}, 3))
    human = 0
    computer = make_player(args.computer)
    beginner = make_player("beginner")

    def choose(obs: Observation, rng: random.Random) -> Action:
        player = beginner if obs.seat == human else computer
        level = "beginner" if obs.seat == human else args.computer
        return player.choose(obs, rng, BUDGETS[level]).action

    chosen = dict.fromkeys(RULES, 0)
    fresh = dict.fromkeys(RULES, 0)
    seconds: list[float] = []
    for number in range(1, args.deals + 1):
        t0 = time.process_time()
        deal = deal_for(rules, args.seed, number, human)
        seconds.append(time.process_time() - t0)
        _, met = play_out(deal.start, human, random.Random(f"fresh:{args.seed}:{number}"),
                          choose)
        for rule in RULES:
            chosen[rule] += rule in deal.probe
            fresh[rule] += rule in met
    n = args.deals
    print(f"{n} deals, variant {rules.name}, seed {args.seed}, computer seats "
          f"{args.computer}")
    print("convention  chosen  fresh   (share of deals in which it applied at a decision "
          "of the player)")
    for rule in RULES:
        print(f"{rule:<10}  {chosen[rule] / n:6.0%}  {fresh[rule] / n:6.0%}")
    print(f"generation: median {statistics.median(seconds):.2f} s, max {max(seconds):.2f} s "
          "processor time per deal")


if __name__ == "__main__":
    main()
