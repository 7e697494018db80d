"""Defence decisions, contra and recontra, concession and the no-ace announcement.

Every option is valued over sampled worlds as in :mod:`prefgui.ai.decisions.auction`: the play
that follows it (both defenders, a lone defender, an invited defence, a contra) is
solved double dummy and scored, or the deal ends without play (both out, a concession).
A partner who has still to decide is predicted by a rule of thumb on his sampled hand.
"""

from __future__ import annotations

import random
import threading

from prefgui.ai import heuristics as h
from prefgui.ai.decisions.decision import Decision
from prefgui.ai.decisions.reasons import Figures, Reason, ReasonCode
from prefgui.ai.decisions.simulate import Plan
from prefgui.ai.decisions.valuation import Thinking, Valuation, value_plans
from prefgui.ai.worlds.public import defenders
from prefgui.ai.worlds.world import World
from prefgui.engine.actions import (
    ANNOUNCE,
    CONCEDE,
    CONTRA,
    DECLARE,
    DECLARE_SUIT,
    DEFEND,
    DROP,
    INVITE,
    PASS,
    RECONTRA,
    Action,
    Offer,
    Verb,
)
from prefgui.engine.contracts import Kind, declarer_target
from prefgui.engine.defence import JOINT_CONCEDED
from prefgui.engine.observation import Observation
from prefgui.engine.seats import declarer_of
from prefgui.engine.state import (
    CONTRA_GIVER,
    DEFENDER,
    DROPPED,
    INVITED,
    INVITER,
    UNDECIDED,
    GameState,
)
from prefgui.engine.vocab import Outcome, Role


def _partner_choice(obs: Observation, partner_hand: int, i_dropped: bool) -> Role:
    """A rule-of-thumb guess at a partner's defence decision still to come."""
    ct = obs.contract
    assert ct is not None
    est = h.defence_estimate(partner_hand, ct.trump)
    if not i_dropped:
        return DEFENDER if est >= 1.3 else DROPPED
    if est >= 2.0:
        return DEFENDER
    if obs.rules.opt.invitation and est >= 1.0:
        return INVITER
    return DROPPED


def _base_plan(obs: Observation, w: World, roles: dict[int, Role],
               contra: tuple[int, ...] | None = None, no_ace: bool | None = None) -> Plan:
    ct = obs.contract
    assert ct is not None
    disc = w.discards if not obs.hand_game else 0
    number = ct.number
    offer = 0
    if not obs.rules.european:
        offer = max((a.units for a in obs.history if isinstance(a, Offer)), default=0)
    return Plan(declarer_of(obs), number, obs.hand_game, disc, tuple(sorted(roles.items())),
                contra if contra is not None else obs.contra_level, offer,
                obs_no_ace(obs) if no_ace is None else no_ace)


def obs_no_ace(obs: Observation) -> bool:
    """Whether the declarer has announced no aces."""
    return any(a.verb == ANNOUNCE for a in obs.history)


def _current_roles(obs: Observation, w: World) -> dict[int, Role]:
    """The defenders' roles, with undecided ones guessed."""
    d1, d2 = defenders(obs)
    roles = {d1: obs.roles[d1], d2: obs.roles[d2]}
    if roles[d1] == UNDECIDED:
        roles[d1] = DEFENDER
    if roles[d2] == UNDECIDED:
        dropped = roles[d1] == DROPPED
        roles[d2] = _partner_choice(obs, w.dealt[d2], dropped)
        if roles[d2] == INVITER:
            roles[d1] = INVITED
    if roles[d1] == JOINT_CONCEDED:
        roles[d1] = DEFENDER
    return roles


def choose_defence(obs: Observation, rng: random.Random, think: Thinking,
                   cancel: threading.Event | None = None) -> Decision:
    """``defend``, ``drop``, ``invite``, ``contra`` or (joint) ``concede``."""
    legal = {a.verb: a for a in obs.legal if a.seat == obs.seat}
    me = obs.seat
    d1, d2 = defenders(obs)
    q = d2 if me == d1 else d1
    contra_only = DROP not in legal and CONTRA in legal
    ends = obs.rules.contra_ends_decisions  # the partner is then invited (Balkan)

    def plans(w: World, deal: GameState) -> dict[object, Plan]:
        out: dict[object, Plan] = {}
        partner = obs.roles[q]
        for verb in legal:
            roles: dict[int, Role]
            contra = tuple(obs.contra_level)
            if verb == DEFEND or (verb == CONCEDE and partner == DEFENDER):
                p_role = partner
                if p_role == UNDECIDED:
                    p_role = DEFENDER if contra_only else _partner_choice(obs, w.dealt[q], False)
                if p_role == JOINT_CONCEDED:
                    p_role = DEFENDER
                roles = {me: DEFENDER, q: p_role}
            elif verb == DROP:
                p_role = partner
                if p_role == UNDECIDED:
                    p_role = _partner_choice(obs, w.dealt[q], True)
                roles = {me: INVITED if p_role == INVITER else DROPPED, q: p_role}
            elif verb == INVITE:
                roles = {me: INVITER, q: INVITED}
            elif verb == CONTRA:
                levels = list(contra)
                levels[me] = 1
                contra = tuple(levels)
                roles = {me: CONTRA_GIVER, q: INVITED} if ends else {me: DEFENDER,
                                                                      q: DEFENDER}
            elif verb == CONCEDE:
                roles = {me: DROPPED, q: DROPPED}  # joint concession: no play
            else:
                continue
            out[verb] = _base_plan(obs, w, roles, contra)
        return out

    val = value_plans(obs, rng, think, cancel, plans)
    return _verdict(obs, val, legal)


def _verdict(obs: Observation, val: Valuation, legal: dict[Verb, Action]) -> Decision:
    """The option with the best mean equity, with the figures of every option."""
    if not val.stats:
        act = legal.get(DEFEND) or legal.get(PASS) or next(iter(legal.values()))
        return Decision(act, Reason(ReasonCode.NO_TIME))
    key, st = val.best()
    assert isinstance(key, str)
    others = tuple((str(k), round(s.mean, 2)) for k, s in val.stats.items() if k != key)
    ct = obs.contract
    return Decision(legal[Verb(key)], Reason(
        ReasonCode.OPTION_WORTH, contract=ct.number if ct is not None else None,
        hand_game=obs.hand_game,
        figures=Figures(worth=round(st.mean, 2), samples=val.samples, others=others)))


def choose_contra_answer(obs: Observation, rng: random.Random, think: Thinking,
                         cancel: threading.Event | None = None) -> Decision:
    """The declarer's ``recontra`` or ``pass``, or a contra-giver's further ``contra``."""
    legal = {a.verb: a for a in obs.legal if a.seat == obs.seat}
    d1, d2 = defenders(obs)
    givers = [s for s in (d1, d2) if obs.contra_level[s] >= 1]
    giver = _pending_giver(obs, givers)
    up = RECONTRA if RECONTRA in legal else CONTRA

    def plans(w: World, deal: GameState) -> dict[object, Plan]:
        roles = _current_roles(obs, w)
        levels = list(obs.contra_level)
        out: dict[object, Plan] = {PASS: _base_plan(obs, w, roles, tuple(levels))}
        levels[giver] += 1
        out[up] = _base_plan(obs, w, roles, tuple(levels))
        return out

    val = value_plans(obs, rng, think, cancel, plans)
    return _verdict(obs, val, legal)


def _pending_giver(obs: Observation, givers: list[int]) -> int:
    """The contra-giver whose contra the declarer is answering now."""
    if obs.rules.contra_ends_decisions or len(givers) < 2:
        return givers[0]
    answers = 0
    seen_declare = False
    for a in obs.history:
        if a.verb in (DECLARE, DECLARE_SUIT):
            seen_declare = True
        elif seen_declare and a.seat == obs.declarer and a.verb in (RECONTRA, PASS):
            answers += 1
    return givers[min(answers, len(givers) - 1)]


def _doubtful(obs: Observation) -> bool:
    """Whether the declarer's contract looks shaky enough to weigh a concession."""
    ct = obs.contract
    assert ct is not None
    if ct.kind is Kind.SUIT or ct.kind is Kind.SANS:
        need = declarer_target(obs.rules.variant, ct, obs.hand_game)
        return h.trick_estimate(obs.hand, ct.trump) < need + 0.5
    if ct.kind is Kind.SLAM:
        return h.trick_estimate(obs.hand, None) < 9.5
    return h.misere_risk(obs.hand) > 0.4


def side_action(obs: Observation, rng: random.Random, think: Thinking,
                cancel: threading.Event | None = None) -> Decision | None:
    """The declarer's announcement or concession if either is worth more than going on."""
    legal = {a.verb: a for a in obs.legal if a.seat == obs.seat}
    announce = ANNOUNCE in legal
    concede = CONCEDE in legal and obs.seat == obs.declarer and _doubtful(obs)
    if not (announce or concede):
        return None

    def plans(w: World, deal: GameState) -> dict[object, Plan]:
        roles = _current_roles(obs, w)
        out: dict[object, Plan] = {"go on": _base_plan(obs, w, roles)}
        if announce:
            out[ANNOUNCE] = _base_plan(obs, w, roles, no_ace=True)
        if concede:
            out[CONCEDE] = _base_plan(obs, w, roles)
        return out

    val = value_plans(obs, rng, think, cancel, plans, endings={CONCEDE: Outcome.CONCEDED})
    if not val.stats:
        return None
    key, st = val.best()
    if key == "go on":
        return None
    assert isinstance(key, str)
    go_on = val.stats["go on"].mean
    return Decision(legal[Verb(key)], Reason(ReasonCode.BETTER_THAN_PLAYING_ON, figures=Figures(
        worth=round(st.mean, 2), playing_on=round(go_on, 2), samples=val.samples)))

