"""Speed of the coach: a deal's double-dummy review, the knowable estimate, drill generation.

Plays seeded deals of a variant with the beginner (rule-of-thumb) players, then times:

* the double-dummy review of each deal (every card of every seat valued and priced);
* the knowable estimate for one seat's cards (the "human": the first defender of the deal),
  per card and per deal, with the default 24 worlds;
* drill generation per theme (drills per second).

Prints median, 95th percentile and maximum, in wall-clock seconds and in CPU seconds of
this process (on a shared machine the CPU time is the fairer figure for one core).
Targets: double-dummy review median <= 1 s; the human's cards of a deal within
10 s. Usage: ``python benchmarks/review_speed.py [--variant V] [--deals N] [--seed S]
[--knowable-deals K] [--drills N]``. Run it with ``nice`` on a shared machine.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from prefgui.ai.players import BUDGETS, make_player
from prefgui.coach.analysis import knowable
from prefgui.coach.drills import Theme, generate
from prefgui.coach.review import review_record
from prefgui.engine.actions import PLAY, parse_action
from prefgui.engine.deal import new_deal
from prefgui.engine.record import DealRecord, initial_state, parse_record, record_json, replay
from prefgui.engine.rules import Rules
from prefgui.engine.state import GameState


def _row(name: str, xs: list[float]) -> str:
    if not xs:
        return f"{name:<34}{0:>5}"
    s = sorted(xs)
    p95 = s[min(len(s) - 1, int(0.95 * len(s)))]
    return f"{name:<34}{len(s):>5}{statistics.median(s):>9.3f}{p95:>9.3f}{s[-1]:>9.3f}"


def _timed(fn: Callable[[], object]) -> tuple[float, float]:
    w, c = time.perf_counter(), time.process_time()
    fn()
    return time.perf_counter() - w, time.process_time() - c


def _deals(rules: Rules, n: int, seed: int) -> list[DealRecord]:
    rng = random.Random(seed)
    player = make_player("beginner")
    out: list[DealRecord] = []
    while len(out) < n:
        st: GameState = new_deal(rules, rng.randrange(1 << 30), rng.randrange(rules.players))
        while not st.is_terminal():
            seat = st.current_player()
            assert seat is not None
            act = player.choose(st.observation(seat), rng, BUDGETS["beginner"]).action
            st = st.apply(act)
        if sum(1 for a in st.history if a.verb == PLAY) >= 24:
            out.append(parse_record(record_json(st)))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    ap.add_argument("--variant", default="austrian")
    ap.add_argument("--deals", type=int, default=12)
    ap.add_argument("--knowable-deals", type=int, default=2)
    ap.add_argument("--drills", type=int, default=3, help="drills per theme")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rules = Rules(args.variant)
    deals = _deals(rules, args.deals, args.seed)
    print(f"{'':<34}{'n':>5}{'median':>9}{'p95':>9}{'max':>9}")
    wall, cpu = [], []
    for rec in deals:
        w, c = _timed(lambda rec=rec: review_record(rec))
        wall.append(w)
        cpu.append(c)
    print(_row("double-dummy review/deal (wall)", wall))
    print(_row("double-dummy review/deal (cpu)", cpu))
    card_w: list[float] = []
    card_c: list[float] = []
    deal_w: list[float] = []
    deal_c: list[float] = []
    for rec in deals[:args.knowable_deals]:
        ws, cs = _knowable_times(rec, args.seed)
        card_w += ws
        card_c += cs
        deal_w.append(sum(ws))
        deal_c.append(sum(cs))
    print(_row("knowable per card (wall)", card_w))
    print(_row("knowable per card (cpu)", card_c))
    print(_row("knowable, one seat's deal (wall)", deal_w))
    print(_row("knowable, one seat's deal (cpu)", deal_c))
    rng = random.Random(args.seed)
    for theme in (t for t in Theme if t is not Theme.DECLARER):
        got: list[object] = []
        w, c = _timed(lambda theme=theme, got=got: got.extend(
            d for d in (generate(theme, rules, rng) for _ in range(args.drills))
            if d is not None))
        print(f"drills {theme.value:<16}{len(got):>3} made{len(got) / w:>8.2f}/s wall"
              f"{len(got) / c:>8.2f}/s cpu")


def _knowable_times(rec: DealRecord, seed: int) -> tuple[list[float], list[float]]:
    """Wall and CPU seconds of the knowable estimate of each card of the first defender."""
    st = initial_state(rec)
    seat = replay(rec).defenders()[0]
    american = not rec.rules.european
    ws: list[float] = []
    cs: list[float] = []
    for i, text in enumerate(rec.actions, start=1):
        act = parse_action(text, american)
        if act.verb == PLAY and act.seat == seat:
            w, c = _timed(lambda st=st, i=i: knowable(
                st, seat, random.Random(seed + i)))
            ws.append(w)
            cs.append(c)
        st = st.apply(act)
    return ws, cs


if __name__ == "__main__":
    main()
