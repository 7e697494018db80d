"""Tricks the Expert's card play loses to double dummy, per deal, on seeded deals.

Plays seeded deals until ``--deals`` of them have a contract (passed-out deals are
skipped) with the Expert's card play in every seat and measures each card with a choice
against the best allowed card on the true hands (the tournament's measure,
:func:`prefgui.ai.arena.duplicate._dd_loss`: legal cards, and for defenders only
convention-keeping ones where the conventions apply; only tricks the deal would see count).

**What is the Expert's and what is not.** Every decision of the play phase — each card, and a
declarer's concession or announcement — is the Expert's own (``make_player("expert")``,
its real card play and its real floor) on a budget without a clock of ``--worlds`` sampled
deals (default: the card floor, ``CARD_FLOOR``), so the figures do not depend on how busy
the machine is. To keep the measurement cheap, the decisions *before* play (bids, talon,
discards, declaration, defence, contra) are made by the rules of thumb without a beginner's
mistakes (``HeuristicPlayer(mistakes=False)``): the contracts played are the ones a sound
rule-of-thumb auction reaches, not necessarily the Expert's. The Expert reads those calls
with its usual model of a sensible player. With ``--auction expert`` the Expert makes those
decisions too, each on ``--auction-worlds`` sampled deals without a clock (the tournament's
fixed evidence): the contracts of the Expert's own games, at several times the cost.

Printed: declarer's tricks lost per deal (deals with a declarer card with a choice) and
defenders' (per defender and deal with such a card), with standard errors; the same counting
only the tricks lost by cards that also lose score on the true deal ("score-changing": the
seat's equity under the variant's scoring, :class:`~prefgui.ai.decisions.payoff.Outcomes`,
is below that of the best allowed card — in the Austrian game a trick beyond the declarer's
six that leaves every defender's two as they were pays nothing, in the Illustrated game only
the declarer's result pays; two defenders' shares of their tricks are estimated as the card
play estimates them); the processor seconds per Expert card with a choice (median, p95).
``--out FILE`` writes every deal's figures (JSON); ``--against FILE`` prints the paired
per-deal difference to an earlier run of the same deals (same ``--variant``, ``--seed``).
``--style name=value`` overrides a field of the Expert's
:class:`~prefgui.ai.decisions.cardplay.PlayStyle` for an experiment.

Usage: ``python benchmarks/dd_loss.py --variant austrian --deals 200 --seed 1
[--worlds 16] [--auction expert [--auction-worlds 24]] [--first 0] [--style settle_after=24]
[--told lengths|calls|play] [--for-tricks] [--cash-first] [--out a.json] [--against b.json]``.

``--told`` is an experiment (``told.py``): the declarer's card play against a lone defender
is told the defender's suit lengths, or reads the calls exactly, or reads the defender's
leads and discards, to measure what each is worth.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import pickle
import random
import statistics
import time
from typing import Any

from told import MODES, Told, cash_first, install, play_for_tricks

from prefgui.ai.arena.duplicate import _dd_loss, deal_seed
from prefgui.ai.decisions.cardplay import trick_winner_after
from prefgui.ai.decisions.compliance import compliant_cards
from prefgui.ai.decisions.payoff import Outcomes, PayoffTable
from prefgui.ai.players import (
    CARD_FLOOR,
    EXPERT_STYLE,
    Budget,
    HeuristicPlayer,
    SearchPlayer,
)
from prefgui.ai.search.dd import solve_state
from prefgui.ai.worlds.public import play_order
from prefgui.engine.actions import Play
from prefgui.engine.deal import new_deal
from prefgui.engine.observation import Observation
from prefgui.engine.rules import Rules
from prefgui.engine.state import DECLARER, GameState, Phase, Role


def _mean_se(xs: list[float]) -> tuple[float, float]:
    if not xs:
        return math.nan, math.nan
    m = statistics.fmean(xs)
    se = statistics.stdev(xs) / math.sqrt(len(xs)) if len(xs) > 1 else math.nan
    return m, se


def _style_value(text: str) -> Any:
    for conv in (int, float):
        try:
            return conv(text)
        except ValueError:
            pass
    return {"true": True, "false": False}.get(text.lower(), text)


def score_changes(st: GameState, obs: Observation, card: int, allowed: list[int]) -> bool:
    """Whether ``card`` leaves its seat less equity than the best allowed card, double dummy.

    The equity is the variant's scoring of the declarer's double-dummy tricks on the true
    hands (the card play's own :class:`Outcomes`; two defenders' shares estimated).
    """
    res = solve_state(st)
    out = Outcomes(st, PayoffTable(st))
    order = play_order(obs)
    eq = {c: out.expected(res.moves[c], trick_winner_after(obs, order, c))[obs.seat]
          for c in allowed}
    return max(eq.values()) - eq[card] > 1e-9


def play_one(rules: Rules, seed: int, index: int, expert: SearchPlayer, budget: Budget,
             card_cpu: list[float], losses: list[tuple[object, ...]] | None = None,
             auction: tuple[SearchPlayer, Budget] | None = None,
             told: Told | None = None) -> dict[str, Any]:
    """Play deal ``index`` and return its figures (``auction``: who decides before play,
    on what budget; the rules of thumb if None; ``told``: what the declarer is told)."""
    before = auction[0] if auction else HeuristicPlayer(mistakes=False)
    before_budget = auction[1] if auction else budget
    n = rules.players
    st = new_deal(rules, deal_seed(seed, index), index % n,
                  start_pot=30 if rules.uses_pot else 0)
    loss = [0.0] * n
    score = [0.0] * n
    counted = [0] * n
    step = 0
    while not st.is_terminal():
        seat = st.current_player()
        assert seat is not None
        obs = st.observation(seat)
        rng = random.Random(f"{seed}:{index}:{step}")
        if st.phase is Phase.PLAY:
            if told is not None:
                told.before(st, seat)
            c0 = time.process_time()
            decision = expert.choose(obs, rng, budget)
            dt = time.process_time() - c0
            if isinstance(decision.action, Play):
                allowed = compliant_cards(obs)
                if len(allowed) > 1:
                    card_cpu.append(dt)
                    lost = _dd_loss(st, decision.action.card, allowed)
                    loss[seat] += lost
                    if lost and score_changes(st, obs, decision.action.card, allowed):
                        score[seat] += lost
                    if lost and losses is not None:
                        losses.append((st, obs, decision.action.card, lost,
                                       f"{seed}:{index}:{step}"))
                    counted[seat] += 1
        else:
            decision = before.choose(obs, rng, before_budget)
        st = st.apply(decision.action)
        step += 1
    roles = st.roles or ("",) * n
    declarer = [s for s in range(n) if roles[s] == DECLARER]
    contract = st.contract
    return {
        "index": index,
        "contract": contract.number if contract is not None else 0,
        "lone": roles.count(Role.DEFENDER) == 1 and Role.DROPPED in roles,
        "outcome": st.outcome,
        "declarer": [loss[s] for s in declarer if counted[s]],
        "defenders": [loss[s] for s in range(n)
                      if roles[s] and roles[s] != DECLARER and counted[s]],
        "declarer_score": [score[s] for s in declarer if counted[s]],
        "defenders_score": [score[s] for s in range(n)
                            if roles[s] and roles[s] != DECLARER and counted[s]],
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    ap.add_argument("--variant", default="austrian")
    ap.add_argument("--deals", type=int, default=20)
    ap.add_argument("--first", type=int, default=0, help="index of the first deal")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--worlds", type=int, default=CARD_FLOOR)
    ap.add_argument("--auction", choices=("rules", "expert"), default="rules",
                    help="who decides before play: the rules of thumb, or the Expert")
    ap.add_argument("--auction-worlds", type=int, default=24,
                    help="with --auction expert: sampled deals per decision before play")
    ap.add_argument("--style", action="append", default=[],
                    help="name=value: override a field of the Expert's PlayStyle")
    ap.add_argument("--told", choices=MODES, help="an experiment: what the declarer is told"
                    " against a lone defender (see told.py)")
    ap.add_argument("--for-tricks", action="store_true", help="an experiment: declarers"
                    " choose cards by tricks, the score breaking ties (see told.py)")
    ap.add_argument("--cash-first", action="store_true", help="an experiment: a declarer on"
                    " lead cashes a master card worth as much as the best (see told.py)")
    ap.add_argument("--out", help="write every deal's figures (JSON)")
    ap.add_argument("--losses", help="pickle every card that lost tricks (state, view, card,"
                    " tricks, generator seed) for study")
    ap.add_argument("--against", help="a --out file of the same deals: paired difference")
    args = ap.parse_args()
    rules = Rules(args.variant)
    play = EXPERT_STYLE.play
    for item in args.style:
        name, _, value = item.partition("=")
        play = dataclasses.replace(play, **{name: _style_value(value)})
    expert = SearchPlayer("expert", dataclasses.replace(EXPERT_STYLE, play=play))
    budget = Budget.untimed(args.worlds)
    auction = ((expert, Budget.untimed(args.auction_worlds))
               if args.auction == "expert" else None)
    told = Told(args.told) if args.told else None
    if told is not None:
        install(told)
    if args.for_tricks:
        play_for_tricks()
    if args.cash_first:
        cash_first()
    card_cpu: list[float] = []
    losses: list[tuple[object, ...]] = []
    deals: list[dict[str, Any]] = []
    c0 = time.process_time()
    i = args.first
    while sum(1 for d in deals if d["contract"]) < args.deals:
        deals.append(play_one(rules, args.seed, i, expert, budget, card_cpu, losses, auction,
                              told))
        i += 1
    cpu = time.process_time() - c0
    dec = [x for d in deals for x in d["declarer"]]
    dfn = [x for d in deals for x in d["defenders"]]
    m1, s1 = _mean_se(dec)
    m2, s2 = _mean_se(dfn)
    print(f"{args.variant}: {args.deals} deals played (deals {args.first}..{i - 1}, the rest"
          f" passed out), seed {args.seed}, {args.worlds} worlds per card,"
          f" style {args.style or 'Expert'}, auction by "
          + ("the Expert" if auction else "the rules of thumb")
          + (", declarers playing for tricks" if args.for_tricks else "")
          + (f", the declarer told the lone defender's {told.mode}"
             f" ({told.told} sampled deals, {told.missed} without agreement)" if told else ""))
    print(f"declarer: {m1:.3f} ± {s1:.3f} tricks lost per deal ({len(dec)} deals)")
    print(f"defender: {m2:.3f} ± {s2:.3f} tricks lost per defender and deal ({len(dfn)})")
    for lone, name in ((True, "against a lone defender"), (False, "against two or none")):
        part = [x for d in deals if d.get("lone") == lone for x in d["declarer"]]
        m, s = _mean_se(part)
        print(f"  declarer {name}: {m:.3f} ± {s:.3f} ({len(part)} deals)")
    m3, s3 = _mean_se([x for d in deals for x in d["declarer_score"]])
    m4, s4 = _mean_se([x for d in deals for x in d["defenders_score"]])
    print(f"score-changing: declarer {m3:.3f} ± {s3:.3f}, defender {m4:.3f} ± {s4:.3f}")
    if card_cpu:
        qs = statistics.quantiles(card_cpu, n=20) if len(card_cpu) > 1 else card_cpu * 19
        print(f"cpu per card with a choice: median {statistics.median(card_cpu):.3f} s,"
              f" p95 {qs[18]:.3f} s ({len(card_cpu)} cards); total {cpu:.0f} s")
    if args.out:
        with open(args.out, "w", encoding="utf-8") as f:
            json.dump({"variant": args.variant, "seed": args.seed, "worlds": args.worlds,
                       "style": args.style, "cpu": cpu, "card_cpu": card_cpu,
                       "deals": deals}, f)
    if args.losses:
        with open(args.losses, "wb") as fb:
            pickle.dump(losses, fb)
    if args.against:
        with open(args.against, encoding="utf-8") as f:
            old = {d["index"]: d for d in json.load(f)["deals"]}
        for role in ("declarer", "defenders", "declarer_score", "defenders_score"):
            diffs = [sum(d.get(role, [])) - sum(old[d["index"]].get(role, []))
                     for d in deals if d["contract"] and d["index"] in old
                     and old[d["index"]]["contract"] == d["contract"]]
            m, s = _mean_se(diffs)
            print(f"paired {role} (this − earlier), per deal: {m:+.3f} ± {s:.3f}"
                  f" ({len(diffs)} deals with the same contract)")


if __name__ == "__main__":
    main()
