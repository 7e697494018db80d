"""One rotation of a duplicate Russian deal for the tournament (RULES §13).

As for the European game (``duplicate``): the same cards once per rotation of the player
kinds through the seats, every decision timed, every searched card measured against the
double-dummy best on the true hands. A seat's units are its delta in whists (§13.14.4).
"""

from __future__ import annotations

import random
import time

from prefgui.ai.arena.duplicate import ArenaConfig, DuplicateDeal, SeatResult, deal_seed
from prefgui.ai.russian.player import make_russian_player
from prefgui.ai.search import russian as ru_dd
from prefgui.engine.actions import Play
from prefgui.engine.rules import Rules
from prefgui.engine.russian.deal import new_russian_deal
from prefgui.engine.russian.state import RussianState
from prefgui.engine.vocab import Outcome, Phase, Role


def _dd_loss(st: RussianState, card: int) -> float:
    """Tricks the card gives away for its side against the best card, double dummy."""
    res = ru_dd.solve_state(st)
    sign = ru_dd.value_sign(st.declarer, st.contract, st.turn)
    best = max(sign * v for v in res.moves.values())
    return float(best - sign * res.moves[card])


def play_rotation(cfg: ArenaConfig, rules: Rules, index: int, rotation: int,
                  rec: DuplicateDeal) -> None:
    """Play one rotation of Russian deal ``index`` and add its results to ``rec``."""
    n = rules.players
    kinds = [cfg.kinds[(s + rotation) % len(cfg.kinds)] for s in range(n)]
    budgets = dict(cfg.budgets)
    players = {k: make_russian_player(k) for k in set(kinds)}
    st = new_russian_deal(rules, deal_seed(cfg.seed, index), index % n)
    loss = [0.0] * n
    cards = [0] * n
    step = 0
    while not st.is_terminal():
        seat = st.turn
        chooser = st.controller(seat)
        kind = kinds[chooser]
        obs = st.observation(chooser)
        rng = random.Random(f"{cfg.seed}:{index}:{rotation}:{step}")
        t0 = time.perf_counter()
        decision = players[kind].choose(obs, rng, budgets[kind])
        dt = time.perf_counter() - t0
        if isinstance(decision.action, Play) and st.phase is Phase.PLAY:
            if len(obs.legal) > 1:
                rec.card_times.setdefault(kind, []).append(dt)
                if st.talon_lead is None:
                    loss[chooser] += _dd_loss(st, decision.action.card)
                    cards[chooser] += 1
        elif len(obs.legal) > 1:
            rec.call_times.setdefault(kind, []).append(dt)
        st = st.apply(decision.action)
        step += 1
    res = st.result()
    assert res is not None
    out = []
    for s in range(n):
        role = st.role(s)
        made = None
        if role is Role.DECLARER:
            made = st.outcome in (Outcome.MADE, Outcome.NO_PLAY, Outcome.HALF_WHIST)
        out.append(SeatResult(kinds[s], float(res.delta[s]), role, made, 0, loss[s],
                              cards[s]))
    rec.seats.append(out)
    rec.outcomes.append(st.outcome.value)


def play_russian_deal(cfg: ArenaConfig, index: int) -> DuplicateDeal:
    """Every rotation of Russian deal ``index``."""
    rules = Rules(cfg.variant, dict(cfg.options))
    rec = DuplicateDeal(index)
    for rotation in range(len(cfg.kinds)):
        play_rotation(cfg, rules, index, rotation, rec)
    return rec
