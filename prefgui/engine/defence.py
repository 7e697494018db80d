"""Defence decisions, contra chains, concession and the no-ace announcement.

Rules (RULES.md §2.6, §3.2, §4.6–4.7, §5, §12.2):

* Austrian, Illustrated 1–4 and Balkan trick contracts: D1 then D2 say ``defend`` or
  ``drop``; D2 may ``invite`` a dropped D1 (option ``invitation``); with
  ``first_defender_may_invite`` a D1 who defended may invite a D2 who dropped. Balkan
  ``contra`` (option) ends the decisions at once: the other defender is invited and the
  declarer answers ``recontra`` or ``pass`` (``contra_levels = 4``: the contra-giver may
  answer a recontra with ``contra`` again, and the declarer once more with ``recontra``).
* Balkan misère/slam with contra, Danube Swabian with contra: each defender says
  ``defend`` or ``contra``; Swabian contras are answered after both spoke, D1's first.
* Illustrated 5–8 with ``joint_concession``: each defender says ``defend`` or ``concede``;
  both conceding gives the declarer his contract without play.
* Otherwise the defenders have no decision and play follows the declaration.
* ``concede`` belongs to the declarer from the end of the decisions until the first card
  (``concession_window = any_time_before_lead``: from the declaration on), in Austrian,
  Illustrated and Balkan deals, when at least one defender plays.

What differs between the variants is asked of ``Rules`` (``decision_mode``,
``contra_allowed``, ``contra_ends_decisions``, ``max_contra_level``, ``first_lead``,
``has_concession``); this module names no variant.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from prefgui.engine.actions import (
    Action,
    Announce,
    Concede,
    Contra,
    Defend,
    Drop,
    Invite,
    Pass,
    Recontra,
)
from prefgui.engine.contracts import Kind
from prefgui.engine.errors import IllegalActionError, IllegalKind
from prefgui.engine.seats import Seat
from prefgui.engine.vocab import PLAYING_ROLES, DecisionMode, FirstLead, Outcome, Phase, Role

if TYPE_CHECKING:
    from prefgui.engine.state import GameState

JOINT_CONCEDED = Role.CONCEDING  # transient role of a defender under joint_concession


def decision_mode(st: GameState) -> DecisionMode:
    """What the defenders decide in this deal (``Rules.decision_mode``)."""
    assert st.contract is not None
    return st.rules.decision_mode(st.contract)


def _contra_allowed(st: GameState) -> bool:
    assert st.contract is not None
    return st.rules.contra_allowed(st.contract)


def start_defence(st: GameState) -> GameState:
    """After the declaration: ask the defenders, or go straight to play."""
    d1, d2 = st.defenders()
    if decision_mode(st) is DecisionMode.NONE:
        roles = tuple(Role.DEFENDER if s in (d1, d2) else r for s, r in enumerate(st.roles))
        return start_play(st.evolve(roles=roles))
    return st.evolve(phase=Phase.DEFENCE, turn=d1, pending=(d1, d2))


def legal_decisions(st: GameState) -> tuple[Action, ...]:
    """The decisions of the defender (or, answering a contra, the seat) to act."""
    p = st.turn
    assert p is not None
    if st.phase is Phase.CONTRA:
        if p == st.declarer:
            return (Recontra(p), Pass(p))
        return (Contra(p), Pass(p))
    mode = decision_mode(st)
    if mode is DecisionMode.JOINT:
        return (Defend(p), Concede(p))
    if mode is DecisionMode.CONTRA_ONLY:
        return (Defend(p), Contra(p))
    d1, d2 = st.defenders()
    if p == d1 and st.roles[d1] != Role.UNDECIDED:  # D1 may now invite the dropped D2
        return (Defend(p), Invite(p))
    r = st.rules
    compulsory = (r.opt.compulsory_contra_on_spades and _contra_allowed(st)
                  and st.contract is not None and st.contract.trump == 0
                  and st.contract.kind is Kind.SUIT)
    acts: list[Action] = [] if compulsory else [Defend(p)]
    acts.append(Drop(p))
    if p == d2 and st.roles[d1] == Role.DROPPED and r.opt.invitation:
        acts.append(Invite(p))
    if _contra_allowed(st):
        acts.append(Contra(p))
    return tuple(acts)


def apply_decision(st: GameState, act: Action) -> GameState:
    """The state after a defence decision or an answer to a contra."""
    st = st.evolve(history=st.history + (act,))
    if st.phase is Phase.CONTRA:
        return _apply_contra_answer(st, act)
    return _apply_defence(st, act)


def _set(t: tuple[Role, ...], i: int, v: Role) -> tuple[Role, ...]:
    return t[:i] + (v,) + t[i + 1:]


def _apply_defence(st: GameState, act: Action) -> GameState:
    p = act.seat
    d1, d2 = st.defenders()
    other = d2 if p == d1 else d1
    roles, levels = st.roles, st.contra_level
    pending = st.pending[1:]
    if isinstance(act, Defend):
        roles = _set(roles, p, Role.DEFENDER)
    elif isinstance(act, Drop):
        roles = _set(roles, p, Role.DROPPED)
    elif isinstance(act, Invite):
        roles = _set(_set(roles, p, Role.INVITER), other, Role.INVITED)
    elif isinstance(act, Concede):
        roles = _set(roles, p, Role.CONCEDING)
    elif isinstance(act, Contra):
        levels = levels[:p] + (1,) + levels[p + 1:]
        if st.rules.contra_ends_decisions:  # Western Balkan (§12.8)
            roles = _set(_set(roles, p, Role.CONTRA_GIVER), other, Role.INVITED)
            return st.evolve(roles=roles, contra_level=levels, pending=(p,),
                             phase=Phase.CONTRA, turn=st.declarer)
        roles = _set(roles, p, Role.DEFENDER)
    if (not pending and p == d2 and roles[d1] == Role.DEFENDER and roles[d2] == Role.DROPPED
            and st.rules.opt.first_defender_may_invite):
        pending = (d1,)
    if pending:
        return st.evolve(roles=roles, contra_level=levels, pending=pending, turn=pending[0])
    return _decisions_done(st.evolve(roles=roles, contra_level=levels, pending=()))


def _decisions_done(st: GameState) -> GameState:
    d1, d2 = st.defenders()
    if st.roles[d1] == Role.DROPPED and st.roles[d2] == Role.DROPPED:
        return st.evolve(phase=Phase.DONE, turn=None, outcome=Outcome.NO_PLAY)
    if st.roles[d1] == Role.CONCEDING and st.roles[d2] == Role.CONCEDING:
        return st.evolve(phase=Phase.DONE, turn=None, outcome=Outcome.NO_PLAY)
    roles = tuple(Role.DEFENDER if r == Role.CONCEDING else r for r in st.roles)
    contras = tuple(d for d in (d1, d2) if st.contra_level[d] == 1)
    if contras:  # Danube Swabian: the declarer answers each contra, D1's first
        return st.evolve(roles=roles, phase=Phase.CONTRA, turn=st.declarer, pending=contras)
    return start_play(st.evolve(roles=roles))


def _apply_contra_answer(st: GameState, act: Action) -> GameState:
    giver = st.pending[0]
    levels = st.contra_level
    if isinstance(act, Recontra | Contra):
        levels = levels[:giver] + (levels[giver] + 1,) + levels[giver + 1:]
    st = st.evolve(contra_level=levels)
    if not isinstance(act, Pass) and levels[giver] < st.rules.max_contra_level:
        # the contra-giver and the declarer answer each other in turn
        nxt = giver if act.seat == st.declarer else st.declarer
        return st.evolve(turn=nxt, phase=Phase.CONTRA)
    rest = st.pending[1:]  # the next contra to answer (Danube Swabian: D1's, then D2's)
    if rest:
        return st.evolve(pending=rest, turn=st.declarer)
    return start_play(st.evolve(pending=()))


def start_play(st: GameState) -> GameState:
    """Fix who plays and who leads (§1.5, §12.13, §12.21) and start the first trick."""
    playing = tuple(s for s, r in enumerate(st.roles) if r in PLAYING_ROLES)
    return st.evolve(phase=Phase.PLAY, playing=playing, leader=_first_leader(st, playing),
                     turn=_first_leader(st, playing), pending=())


def _next_playing(playing: tuple[Seat, ...], seat: Seat, players: int) -> Seat:
    for k in range(1, players + 1):
        s = (seat + k) % players
        if s in playing:
            return s
    raise AssertionError("nobody plays")


def _first_leader(st: GameState, playing: tuple[Seat, ...]) -> Seat:
    r, n, d = st.rules, st.rules.players, st.declarer
    assert d is not None and st.contract is not None
    lead = r.first_lead(st.contract)
    if lead is FirstLead.AFTER_DECLARER:
        return _next_playing(playing, d, n)
    if lead is FirstLead.DEFENDER_BEFORE_DECLARER:
        before = [s for s in playing if s != d]
        return max(before, key=lambda s: (s - d) % n)
    if lead is FirstLead.FOREHAND:
        fh = st.priority[0]
        return fh if fh in playing else _next_playing(playing, fh, n)
    return d


# Declarer's side actions --------------------------------------------------------------------
def concession_open(st: GameState) -> bool:
    """Whether the declarer may concede now (§12.11)."""
    r = st.rules
    if not r.has_concession or st.declarer is None:
        return False
    if st.phase is Phase.PLAY:
        if st.trick or st.tricks_done:
            return False
    elif st.phase in (Phase.DEFENCE, Phase.CONTRA):
        if r.opt.concession_window != "any_time_before_lead":
            return False
    else:
        return False
    return any(st.roles[d] in (Role.DEFENDER, Role.INVITER, Role.CONTRA_GIVER, Role.UNDECIDED)
               for d in st.defenders())


def side_actions(st: GameState) -> tuple[Action, ...]:
    """The declarer's actions outside the turn order: announce, concede."""
    d = st.declarer
    if d is None:
        return ()
    acts: tuple[Action, ...] = ()
    if st.announce_open:
        acts += (Announce(d),)
    if concession_open(st):
        acts += (Concede(d),)
    return acts


def apply_concession(st: GameState, act: Action) -> GameState:
    """The deal ends: the declarer gave up."""
    return st.evolve(history=st.history + (act,), phase=Phase.DONE, turn=None,
                     outcome=Outcome.CONCEDED, announce_open=False)


def explain(st: GameState, act: Action) -> IllegalActionError:
    """Why a defence decision (or a side action) is not legal."""
    legal = ", ".join(a.text() for a in st.legal_actions() if a.seat == act.seat)
    if isinstance(act, Concede):
        return IllegalActionError("the declarer may concede only after the defence "
                                  "decisions and before the first card", IllegalKind.CONCESSION)
    if isinstance(act, Announce):
        return IllegalActionError("no-aces may be announced only by a declarer without an "
                                  "ace, right after the declaration", IllegalKind.ANNOUNCE)
    return IllegalActionError(f"'{act.text()}' is not allowed now (legal: {legal})",
                              IllegalKind.BAD_DECISION)
