"""Auction calls, discards and the final declaration by simulation.

Each candidate contract the seat could end up playing is valued over sampled worlds
(the other hands and the talon, weighed by the calls heard so far): the declarer's
cards for the contract (talon taken and two cards discarded by rule of thumb, or the
hand as dealt for a hand game) are solved double dummy against both defenders and the
result scored by the variant's rules (:mod:`prefgui.ai.decisions.simulate`). A bid is worth the
best contract it allows; the seat makes the cheapest bid (or hold) whose worth is
positive, preferring hand bids only when a hand game is worth more. Discards and the
declaration pick the best of a few rule-of-thumb candidates the same way.

Contracts whose rule-of-thumb prospects are hopeless are not solved at all.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Sequence

from prefgui.ai import heuristics as h
from prefgui.ai.decisions.decision import Decision
from prefgui.ai.decisions.reasons import Figures, Reason, ReasonCode
from prefgui.ai.decisions.simulate import Plan
from prefgui.ai.decisions.valuation import (
    OutOfTimeError,
    Thinking,
    Valuation,
    candidates,
    plausible,
    value_plans,
)
from prefgui.ai.worlds.public import defenders
from prefgui.ai.worlds.world import World
from prefgui.engine.actions import (
    HOLD,
    PASS,
    Action,
    Bid,
    BidSuit,
    Declare,
    DeclareSuit,
    Discard,
    Hold,
    Offer,
)
from prefgui.engine.contracts import ContractType, Kind
from prefgui.engine.observation import Observation
from prefgui.engine.state import GameState
from prefgui.engine.vocab import Role


def _both_defend(obs: Observation, declarer: int) -> tuple[tuple[int, Role], ...]:
    """The defence roles of a contract played by ``declarer``: both defenders defend."""
    return tuple((s, Role.DEFENDER) for s in defenders(obs, declarer))


# Auction -------------------------------------------------------------------------------
def _bid_of(obs: Observation, a: Action) -> tuple[int, bool]:
    """The contract number and hand flag a European bid or hold stands for."""
    if not isinstance(a, Bid):  # a hold stands for the bid it holds
        assert obs.high is not None
        return obs.high[0], bool(obs.high[1])
    return a.number, a.hand


def _contract_options(obs: Observation, bids: Sequence[Action]) -> list[tuple[int, bool]]:
    """Every (contract number, hand flag) the seat's bids could lead to."""
    floors: dict[bool, int] = {}
    for a in bids:
        n, hg = _bid_of(obs, a)
        floors[hg] = min(floors.get(hg, 99), n)
    return [(n, hg) for hg, lo in floors.items() for n in obs.rules.ladder if n >= lo]


def choose_call(obs: Observation, rng: random.Random, think: Thinking,
                cancel: threading.Event | None = None) -> Decision:
    """An auction call (European bids and holds, American suits and offers)."""
    if not obs.rules.european:
        return _american_call(obs, rng, think, cancel)
    legal = obs.legal
    r = obs.rules
    bids = [a for a in legal if isinstance(a, Bid | Hold)]
    passes = [a for a in legal if a.verb == PASS]
    if not bids:
        return Decision(passes[0], Reason(ReasonCode.NO_BID_POSSIBLE))
    options = _contract_options(obs, bids)
    cands = candidates(obs, obs.hand, options, with_talon=True, keep=think.suits)
    if not cands and passes:
        return Decision(passes[0], Reason(ReasonCode.NOTHING_PLAYABLE))
    if not cands:
        cands = [min(options, key=lambda o: (o[1], -plausible(r.ladder[o[0]], obs.hand,
                                                               not o[1])))]
    d = obs.seat
    roles = _both_defend(obs, d)

    def plans(w: World, deal: GameState) -> dict[object, Plan]:
        out: dict[object, Plan] = {}
        for n, hg in cands:
            ct = r.ladder[n]
            disc = 0
            if not hg:
                a, b = h.discard_for(w.dealt[d] | w.talon, ct.kind, ct.trump)
                disc = (1 << a) | (1 << b)
            out[(n, hg)] = Plan(d, n, hg, disc, roles)
        return out

    val = value_plans(obs, rng, think, cancel, plans, dominates=_higher_contract)
    if not val.stats:
        raise OutOfTimeError
    return _choose_bid(obs, think, val, bids, passes)


def _higher_contract(a: object, b: object) -> bool:
    """Whether contract ``a`` is allowed by every bid that allows ``b``.

    Same hand flag, not lower: a bid's worth is the best contract it allows, so a ``b``
    clearly worse than such an ``a`` never decides a bid.
    """
    assert isinstance(a, tuple) and isinstance(b, tuple)
    return bool(a[1] == b[1] and a[0] >= b[0])


def _worth(obs: Observation, val: Valuation, a: Action
           ) -> tuple[float, tuple[int, bool] | None]:
    """The best mean equity of a contract ``a`` allows, and that contract."""
    n, hg = _bid_of(obs, a)
    best: tuple[float, tuple[int, bool] | None] = (float("-inf"), None)
    for key, st in val.stats.items():
        assert isinstance(key, tuple)
        if key[1] == hg and key[0] >= n and st.mean > best[0]:
            best = (st.mean, key)
    return best


def _choose_bid(obs: Observation, think: Thinking, val: Valuation, bids: Sequence[Action],
                passes: list[Action]) -> Decision:
    """The cheapest bid (or a hold) worth more than passing, or a pass."""
    scored = [(_worth(obs, val, a), a) for a in bids]
    floor = pass_worth(obs) * think.pass_value
    good = [(w, a) for w, a in scored if w[0] > floor and w[1] is not None]
    if not good:
        if passes:
            top_worth, top = max(scored, key=lambda t: t[0][0])[0]
            if top is None:
                return Decision(passes[0], Reason(ReasonCode.NOTHING_PLAYABLE))
            return Decision(passes[0], _describe(ReasonCode.PASS_WORTH_MORE, top, top_worth,
                                                 val))
        (forced_worth, target), act = max(scored, key=lambda t: t[0][0])
        if target is None:
            return Decision(act, Reason(ReasonCode.FORCED_BID))
        return Decision(act, _describe(ReasonCode.FORCED_BID, target, forced_worth, val))
    best_plain = max((w[0] for w, a in good if not _bid_of(obs, a)[1]), default=float("-inf"))
    best_hand = max((w[0] for w, a in good if _bid_of(obs, a)[1]), default=float("-inf"))
    want_hand = best_hand > best_plain + 0.5
    group = [(w, a) for w, a in good if _bid_of(obs, a)[1] == want_hand]
    holds = [(w, a) for w, a in group if a.verb == HOLD]
    chosen, act = holds[0] if holds else min(
        group, key=lambda t: obs.rules.bid_key(*_bid_of(obs, t[1])))
    assert chosen[1] is not None  # every good bid has a contract
    return Decision(act, _describe(ReasonCode.CONTRACT_WORTH, chosen[1], chosen[0], val))


def pass_worth(obs: Observation) -> float:
    """What passing is usually worth to the seat (a small negative number or 0).

    Where somebody must play (Austrian last player forced) the non-declarers lose on
    average about a quarter of a made game. Where an opponent's bid stands, passing lets
    him play: in the Danube Swabian and American games a defender then loses on average
    about half of what the declarer's contract usually wins (the Balkan trick payments
    make defending roughly even, so passing is worth nothing there).
    """
    r = obs.rules
    if r.opt.all_pass == "last_player_forced":
        unit = 10.0 * (2.5 if r.opt.multiply_by_contract_value else 1.0)
        return -0.25 * unit * (1 - 1 / r.players)
    standing = obs.holder is not None and obs.holder != obs.seat
    if r.defenders_pay_declarer and standing and obs.high is not None:
        return -0.6 * obs.high[0] - 0.5
    if r.pays_from_payout_table and (standing or _offered(obs)):
        table = r.options.get("payout_table", 10)
        unit = float(table) if isinstance(table, int) else 10.0
        return -0.2 * unit
    return 0.0


def _offered(obs: Observation) -> bool:
    return any(isinstance(a, Offer) and a.seat != obs.seat for a in obs.history)


def _describe(code: ReasonCode, target: tuple[int, bool], worth: float, val: Valuation
              ) -> Reason:
    """A reason naming contract ``target`` with its worth and how often it was made."""
    st = val.stats[target]
    return Reason(code, contract=target[0], hand_game=target[1], figures=Figures(
        worth=round(worth, 2), samples=st.n, made=st.made))


def _american_call(obs: Observation, rng: random.Random, think: Thinking,
                   cancel: threading.Event | None) -> Decision:
    legal = obs.legal
    passes = [a for a in legal if a.verb == PASS]
    suits = [a for a in legal if isinstance(a, BidSuit)]
    offers = [a for a in legal if isinstance(a, Offer)]
    r = obs.rules
    d = obs.seat
    roles = _both_defend(obs, d)
    if suits:
        cands = [(a.number, True) for a in suits]
        cands = candidates(obs, obs.hand, cands, with_talon=False, keep=think.suits)
        if not cands:
            return Decision(passes[0], Reason(ReasonCode.NOTHING_PLAYABLE))
        val = value_plans(obs, rng, think, cancel,
                          lambda w, deal: {k: Plan(d, k[0], True, 0, roles) for k in cands})
        key, st = val.best()
        assert isinstance(key, tuple)
        if st.mean > pass_worth(obs) * think.pass_value:
            act = next(a for a in suits if a.number == key[0])
            return Decision(act, _describe(ReasonCode.CONTRACT_WORTH, key, st.mean, val))
        return Decision(passes[0], _describe(ReasonCode.PASS_WORTH_MORE, key, st.mean, val))
    if offers:
        low = min(offers, key=lambda a: a.units)

        def plans(w: World, deal: GameState) -> dict[object, Plan]:
            out: dict[object, Plan] = {}
            for k in range(1, 5):
                ct = r.ladder[k]
                pool = w.dealt[d] | w.talon
                if r.opt.widow_order == "uspcc":
                    a, b = _uspcc_discard(w.dealt[d], ct)
                else:
                    a, b = h.discard_for(pool, ct.kind, ct.trump)
                out[k] = Plan(d, k, False, (1 << a) | (1 << b), roles, offer=low.units)
            return out

        val = value_plans(obs, rng, think, cancel, plans)
        key, st = val.best()
        if st.mean > pass_worth(obs) * think.pass_value:
            return Decision(low, Reason(ReasonCode.DECLARING_WORTH, figures=Figures(
                worth=round(st.mean, 2), samples=val.samples)))
        return Decision(passes[0], Reason(ReasonCode.PASS_WORTH_MORE, figures=Figures(
            worth=round(st.mean, 2), samples=val.samples)))
    return Decision(passes[0] if passes else legal[0], Reason(ReasonCode.ONLY_CHOICE))


def _uspcc_discard(hand10: int, ct: ContractType) -> tuple[int, int]:
    """USPCC: two of the ten cards go before the widow is seen."""
    ranked = sorted(range(32), key=lambda c: h.keep_value(hand10, c, ct.trump))
    cards = [c for c in ranked if hand10 >> c & 1]
    return cards[0], cards[1]


# Talon and declaration -------------------------------------------------------------------
def choose_discard(obs: Observation, rng: random.Random, think: Thinking,
                   cancel: threading.Event | None = None) -> Decision:
    """Two cards to discard, chosen with the contract to follow."""
    r = obs.rules
    legal = [a for a in obs.legal if isinstance(a, Discard)]
    low = obs.bid[0] if obs.bid is not None and r.european else 0
    numbers = [n for n in r.ladder if n >= low]
    pool = obs.hand
    cands = candidates(obs, pool, [(n, False) for n in numbers], with_talon=False,
                       keep=think.suits)
    if not cands:
        cands = [max(((n, False) for n in numbers),
                     key=lambda o: plausible(r.ladder[o[0]], pool, False))]
    legal_pairs = {(min(a.c1, a.c2), max(a.c1, a.c2)): a for a in legal}
    options: dict[object, tuple[int, int]] = {}
    for n, _ in cands:
        ct = r.ladder[n]
        for a, b in h.discard_options(pool, ct.kind, ct.trump, 3):
            pair = (min(a, b), max(a, b))
            if pair in legal_pairs:
                options[(n, pair)] = pair
    if not options:
        act = legal[0]
        assert isinstance(act, Discard)
        return Decision(act, Reason(ReasonCode.RULE_OF_THUMB, act.c1, act.c2))
    d = obs.seat
    roles = _both_defend(obs, d)

    def plans(w: World, deal: GameState) -> dict[object, Plan]:
        return {k: Plan(d, k[0], False, (1 << p[0]) | (1 << p[1]), roles)  # type: ignore[index]
                for k, p in options.items()}

    val = value_plans(obs, rng, think, cancel, plans)
    key, st = val.best()
    assert isinstance(key, tuple)
    n, pair = key
    act = legal_pairs[pair]
    return Decision(act, Reason(ReasonCode.DISCARD_FOR, pair[0], pair[1], contract=n,
                                figures=Figures(worth=round(st.mean, 2),
                                                samples=val.samples)))


def choose_declaration(obs: Observation, rng: random.Random, think: Thinking,
                       cancel: threading.Event | None = None) -> Decision:
    """The contract to declare."""
    r = obs.rules
    legal = [a for a in obs.legal if isinstance(a, Declare | DeclareSuit)]
    hg = obs.hand_game
    options = [(a.number, hg) for a in legal]
    cands = _declaration_candidates(obs, options, think.suits)
    d = obs.seat
    roles = _both_defend(obs, d)
    disc = obs.discards or 0
    offer = 0
    if not r.european:
        offer = max((a.units for a in obs.history if isinstance(a, Offer)), default=0)

    val = value_plans(obs, rng, think, cancel, lambda w, deal: {
        k: Plan(d, k[0], hg, 0 if hg else disc, roles, offer=offer) for k in cands})
    key, st = val.best()
    assert isinstance(key, tuple)
    act = next(a for a in legal if a.number == key[0])
    return Decision(act, _describe(ReasonCode.CONTRACT_WORTH, key, st.mean, val))


def _declaration_candidates(obs: Observation, options: list[tuple[int, bool]], suits: int
                            ) -> list[tuple[int, bool]]:
    """The contracts a declaration compares by search: always at least two.

    The plausible ones (:func:`candidates`), and in any case the most promising contract
    by rule of thumb that is not a misère, so that a misère (or any lone candidate) is
    declared only when the search finds it worth more than the best other contract; when
    still only one is left, the next most promising.
    """
    r = obs.rules
    cands = candidates(obs, obs.hand, options, with_talon=False, keep=suits)
    ranked = sorted(options, key=lambda o: plausible(r.ladder[o[0]], obs.hand, False),
                    reverse=True)
    plain = [o for o in ranked if r.ladder[o[0]].kind is not Kind.MISERE]
    for o in plain[:1] + ranked:
        if len(cands) >= 2 and any(r.ladder[c[0]].kind is not Kind.MISERE for c in cands):
            break
        if o not in cands:
            cands.append(o)
    return cands
