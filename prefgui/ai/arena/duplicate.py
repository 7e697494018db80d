"""One duplicate deal for the tournament.

The same cards are played once per rotation of the player kinds through the seats, with
every decision timed and every card measured against the double-dummy best on the true
hands.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field

from prefgui.ai.decisions.compliance import compliant_cards
from prefgui.ai.decisions.payoff import equities
from prefgui.ai.players import Budget, make_player
from prefgui.ai.search.dd import goal_of, solve_state
from prefgui.engine.actions import Play
from prefgui.engine.contracts import Kind, declarer_target
from prefgui.engine.deal import SplitMix64, new_deal
from prefgui.engine.rules import Rules
from prefgui.engine.seats import declarer_of
from prefgui.engine.state import DECLARER, GameState, Phase


@dataclass(frozen=True, slots=True)
class ArenaConfig:
    """What the tournament plays.

    Attributes:
        variant: the variant name.
        options: rule options (record names and values).
        kinds: the player kind (level) of each of the three seats in rotation 0.
        seed: the tournament seed (deals and players' generators derive from it).
        budgets: the thinking budget of each kind.
        start_pot: the pot at the start of every deal (pot variants).
    """

    variant: str
    options: tuple[tuple[str, object], ...]
    kinds: tuple[str, ...]
    seed: int
    budgets: tuple[tuple[str, Budget], ...]
    start_pot: int = 30


@dataclass
class SeatResult:
    """One seat of one played rotation."""

    kind: str
    units: float
    role: str
    made: bool | None
    breaches: int = 0
    dd_loss: float = 0.0
    dd_cards: int = 0


@dataclass
class DuplicateDeal:
    """The results of every rotation of one duplicate deal.

    Not a deal record of :mod:`prefgui.engine.record`.
    """

    index: int
    seats: list[list[SeatResult]] = field(default_factory=list)
    outcomes: list[str] = field(default_factory=list)
    card_times: dict[str, list[float]] = field(default_factory=dict)
    call_times: dict[str, list[float]] = field(default_factory=dict)


def deal_seed(seed: int, index: int) -> int:
    """The shuffle seed of deal ``index`` of a tournament.

    The same derivation as a session's deal seeds (``session.match.deal_seed``, which the
    AI may not import); a test keeps the two equal until the engine owns the rule.
    """
    return SplitMix64(seed * 1_000_003 + index).next()


def _played_out(st: GameState, tricks: int) -> int:
    """Of the declarer's ``tricks`` from here on, those the deal would see.

    ``tricks`` counts every trick as if all were played; but a misère ends at the
    declarer's first trick, a one-trick game at his second, a slam at the first trick he
    loses (then only "all or not" counts). In American only the tricks the scoring sees
    count (:func:`_american_counted`).
    """
    ct = st.contract
    assert ct is not None
    if st.rules.is_american:
        return _american_counted(st, tricks)
    if ct.kind is Kind.MISERE:
        return min(tricks, 1)
    if ct.kind is Kind.ONE_TRICK:
        return min(tricks, max(0, 2 - st.tricks_won[declarer_of(st)]))
    if ct.kind is Kind.SLAM and not ct.six_in_a_row:
        return int(tricks == 10 - st.tricks_done)
    return tricks


def _american_counted(st: GameState, tricks: int) -> int:
    """Of the declarer's ``tricks`` from here on, those American scoring pays for.

    A failed contract pays the same penalty however many tricks it took, and the defenders
    score nothing of their own (RULES.md §6, §8.5): short of the target every count is
    worth the same, so it counts as one trick short. Reaching the target is one trick more;
    beyond it each trick counts only when the reward is paid per trick.
    """
    ct = st.contract
    assert ct is not None
    need = declarer_target(st.rules.variant, ct, st.hand_game) - st.tricks_won[declarer_of(st)]
    if tricks < need:
        return need - 1
    if st.rules.opt.american_payout == "per_trick":
        return tricks
    return need


def _dd_loss(st: GameState, card: int, allowed: list[int]) -> float:
    """Tricks the card gives away against the best allowed card, double dummy.

    Only tricks the deal would see count (:func:`_played_out`).
    """
    res = solve_state(st)
    ct = st.contract
    assert ct is not None
    declarer_side = st.turn == st.declarer
    wants_more = declarer_side == (goal_of(ct.kind) == "max")
    vals = [_played_out(st, res.moves[c]) for c in allowed]
    best = max(vals) if wants_more else min(vals)
    got = _played_out(st, res.moves[card])
    return float(best - got if wants_more else got - best)


def play_rotation(cfg: ArenaConfig, rules: Rules, index: int, rotation: int,
                  rec: DuplicateDeal) -> None:
    """Play one rotation of deal ``index`` and add its results to ``rec``."""
    n = rules.players
    kinds = [cfg.kinds[(s + rotation) % len(cfg.kinds)] for s in range(n)]
    budgets = dict(cfg.budgets)
    players = {k: make_player(k) for k in set(kinds)}
    st = new_deal(rules, deal_seed(cfg.seed, index), index % n,
                  start_pot=cfg.start_pot if rules.uses_pot else 0)
    loss = [0.0] * n
    cards = [0] * n
    step = 0
    while not st.is_terminal():
        seat = st.current_player()
        assert seat is not None
        kind = kinds[seat]
        obs = st.observation(seat)
        rng = random.Random(f"{cfg.seed}:{index}:{rotation}:{step}")
        t0 = time.perf_counter()
        decision = players[kind].choose(obs, rng, budgets[kind])
        dt = time.perf_counter() - t0
        own = [a for a in obs.legal if a.seat == seat]
        if isinstance(decision.action, Play) and st.phase is Phase.PLAY:
            allowed = compliant_cards(obs)
            if len(own) > 1:
                rec.card_times.setdefault(kind, []).append(dt)
            if len(allowed) > 1:
                loss[seat] += _dd_loss(st, decision.action.card, allowed)
                cards[seat] += 1
        elif len(own) > 1:
            rec.call_times.setdefault(kind, []).append(dt)
        st = st.apply(decision.action)
        step += 1
    res = st.result()
    assert res is not None
    eq = equities(res, n)
    out = []
    for s in range(n):
        role = st.roles[s] if st.roles else ""
        made = None
        if role == DECLARER:
            made = st.outcome in ("made", "no_play")
        breaches = sum(1 for _, seat, _ in res.breaches if seat == s)
        out.append(SeatResult(kinds[s], eq[s], role, made, breaches, loss[s], cards[s]))
    rec.seats.append(out)
    rec.outcomes.append(st.outcome)


def play_deal(cfg: ArenaConfig, index: int) -> DuplicateDeal:
    """Every rotation of deal ``index`` (European; ``arena.russian`` plays the Russian)."""
    rules = Rules(cfg.variant, dict(cfg.options))
    rec = DuplicateDeal(index)
    for rotation in range(len(cfg.kinds)):
        play_rotation(cfg, rules, index, rotation, rec)
    return rec
