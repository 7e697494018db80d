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
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from prefgui.engine.actions import (
    ANNOUNCE,
    CONCEDE,
    CONTRA,
    DEFEND,
    DROP,
    INVITE,
    PASS,
    RECONTRA,
    Action,
)
from prefgui.engine.contracts import Kind
from prefgui.engine.errors import IllegalActionError

if TYPE_CHECKING:
    from prefgui.engine.state import GameState

JOINT_CONCEDED = "conceded"  # transient role of a defender under joint_concession


def decision_mode(st: GameState) -> str:
    """``plain`` (defend/drop…), ``contra_only``, ``joint`` or ``none``."""
    r, ct = st.rules, st.contract
    assert ct is not None
    v = r.variant
    if v == "austrian" or (v == "illustrated" and ct.number <= 4):
        return "plain"
    if v == "illustrated":
        return "joint" if r.flag("joint_concession") else "none"
    if v == "balkan":
        if ct.kind in (Kind.SUIT, Kind.SANS, Kind.ONE_TRICK):
            return "plain"
        return "contra_only" if _contra_allowed(st) else "none"
    if v == "swabian":
        return "contra_only" if r.flag("contra") else "none"
    return "none"


def _contra_allowed(st: GameState) -> bool:
    r, ct = st.rules, st.contract
    assert ct is not None
    if not r.flag("contra"):
        return False
    if r.variant == "balkan" and r.choice("contra_on") == "trick_contracts":
        return ct.kind in (Kind.SUIT, Kind.SANS, Kind.ONE_TRICK)
    return True


def start_defence(st: GameState) -> GameState:
    """After the declaration: ask the defenders, or go straight to play."""
    from prefgui.engine.state import DEFENDER, Phase

    d1, d2 = st.defenders()
    if decision_mode(st) == "none":
        roles = tuple(DEFENDER if s in (d1, d2) else r for s, r in enumerate(st.roles))
        return start_play(st.evolve(roles=roles))
    return st.evolve(phase=Phase.DEFENCE, turn=d1, pending=(d1, d2))


def legal_decisions(st: GameState) -> tuple[Action, ...]:
    from prefgui.engine.state import DROPPED, UNDECIDED, Phase

    p = st.turn
    if st.phase is Phase.CONTRA:
        if p == st.declarer:
            return (Action(p, RECONTRA), Action(p, PASS))
        return (Action(p, CONTRA), Action(p, PASS))
    mode = decision_mode(st)
    if mode == "joint":
        return (Action(p, DEFEND), Action(p, CONCEDE))
    if mode == "contra_only":
        return (Action(p, DEFEND), Action(p, CONTRA))
    d1, d2 = st.defenders()
    if p == d1 and st.roles[d1] != UNDECIDED:  # D1 may now invite the dropped D2
        return (Action(p, DEFEND), Action(p, INVITE))
    r = st.rules
    compulsory = (r.flag("compulsory_contra_on_spades") and _contra_allowed(st)
                  and st.contract is not None and st.contract.trump == 0
                  and st.contract.kind is Kind.SUIT)
    acts = [] if compulsory else [Action(p, DEFEND)]
    acts.append(Action(p, DROP))
    if p == d2 and st.roles[d1] == DROPPED and r.flag("invitation"):
        acts.append(Action(p, INVITE))
    if _contra_allowed(st):
        acts.append(Action(p, CONTRA))
    return tuple(acts)


def apply_decision(st: GameState, act: Action) -> GameState:
    from prefgui.engine.state import Phase

    st = st.evolve(history=st.history + (act,))
    if st.phase is Phase.CONTRA:
        return _apply_contra_answer(st, act)
    return _apply_defence(st, act)


def _set(t: tuple[str, ...], i: int, v: str) -> tuple[str, ...]:
    return t[:i] + (v,) + t[i + 1:]


def _apply_defence(st: GameState, act: Action) -> GameState:
    from prefgui.engine.state import (
        CONTRA_GIVER,
        DEFENDER,
        DROPPED,
        INVITED,
        INVITER,
        Phase,
    )

    p, verb = act.seat, act.verb
    d1, d2 = st.defenders()
    other = d2 if p == d1 else d1
    roles, levels = st.roles, st.contra_level
    pending = st.pending[1:]
    if verb == DEFEND:
        roles = _set(roles, p, DEFENDER)
    elif verb == DROP:
        roles = _set(roles, p, DROPPED)
    elif verb == INVITE:
        roles = _set(_set(roles, p, INVITER), other, INVITED)
    elif verb == CONCEDE:
        roles = _set(roles, p, JOINT_CONCEDED)
    elif verb == CONTRA:
        levels = levels[:p] + (1,) + levels[p + 1:]
        if st.rules.variant == "balkan":  # contra ends the decisions (§12.8)
            roles = _set(_set(roles, p, CONTRA_GIVER), other, INVITED)
            return st.evolve(roles=roles, contra_level=levels, pending=(p,),
                             phase=Phase.CONTRA, turn=st.declarer)
        roles = _set(roles, p, DEFENDER)
    if (not pending and p == d2 and roles[d1] == DEFENDER and roles[d2] == DROPPED
            and st.rules.flag("first_defender_may_invite")):
        pending = (d1,)
    if pending:
        return st.evolve(roles=roles, contra_level=levels, pending=pending, turn=pending[0])
    return _decisions_done(st.evolve(roles=roles, contra_level=levels, pending=()))


def _decisions_done(st: GameState) -> GameState:
    from prefgui.engine.state import DEFENDER, DROPPED, Phase

    d1, d2 = st.defenders()
    if st.roles[d1] == DROPPED and st.roles[d2] == DROPPED:
        return st.evolve(phase=Phase.DONE, turn=-1, outcome="no_play")
    if st.roles[d1] == JOINT_CONCEDED and st.roles[d2] == JOINT_CONCEDED:
        return st.evolve(phase=Phase.DONE, turn=-1, outcome="no_play")
    roles = tuple(DEFENDER if r == JOINT_CONCEDED else r for r in st.roles)
    contras = tuple(d for d in (d1, d2) if st.contra_level[d] == 1)
    if contras:  # Danube Swabian: the declarer answers each contra, D1's first
        return st.evolve(roles=roles, phase=Phase.CONTRA, turn=st.declarer, pending=contras)
    return start_play(st.evolve(roles=roles))


def _apply_contra_answer(st: GameState, act: Action) -> GameState:
    from prefgui.engine.state import Phase

    giver = st.pending[0]
    levels = st.contra_level
    if act.verb in (RECONTRA, CONTRA):
        levels = levels[:giver] + (levels[giver] + 1,) + levels[giver + 1:]
    st = st.evolve(contra_level=levels)
    if st.rules.variant == "balkan":
        max_level = 4 if st.rules.number("contra_levels") == 4 else 2
        if act.verb != PASS and levels[giver] < max_level:
            nxt = giver if act.seat == st.declarer else st.declarer
            return st.evolve(turn=nxt, phase=Phase.CONTRA)
        return start_play(st.evolve(pending=()))
    rest = st.pending[1:]
    if rest:
        return st.evolve(pending=rest, turn=st.declarer)
    return start_play(st.evolve(pending=()))


def start_play(st: GameState) -> GameState:
    """Fix who plays and who leads (§1.5, §12.13, §12.21) and start the first trick."""
    from prefgui.engine.state import PLAYING_ROLES, Phase

    playing = tuple(s for s, r in enumerate(st.roles) if r in PLAYING_ROLES)
    return st.evolve(phase=Phase.PLAY, playing=playing, leader=_first_leader(st, playing),
                     turn=_first_leader(st, playing), pending=())


def _next_playing(playing: tuple[int, ...], seat: int, players: int) -> int:
    for k in range(1, players + 1):
        s = (seat + k) % players
        if s in playing:
            return s
    raise AssertionError("nobody plays")


def _first_leader(st: GameState, playing: tuple[int, ...]) -> int:
    r, n = st.rules, st.rules.players
    if r.variant == "american":
        return _next_playing(playing, st.declarer, n)
    if r.variant != "balkan":
        return st.declarer
    assert st.contract is not None
    if st.contract.kind is Kind.SANS and r.choice("sans_first_lead") == (
            "defender_before_declarer"):
        before = [s for s in playing if s != st.declarer]
        return max(before, key=lambda s: (s - st.declarer) % n)
    if r.choice("first_lead") == "forehand":
        fh = st.priority[0]
        return fh if fh in playing else _next_playing(playing, fh, n)
    return st.declarer


# Declarer's side actions --------------------------------------------------------------------
def concession_open(st: GameState) -> bool:
    """Whether the declarer may concede now (§12.11)."""
    from prefgui.engine.state import CONTRA_GIVER, DEFENDER, INVITER, UNDECIDED, Phase

    r = st.rules
    if r.variant not in ("austrian", "illustrated", "balkan") or st.declarer < 0:
        return False
    if st.phase is Phase.PLAY:
        if st.trick or st.tricks_done:
            return False
    elif st.phase in (Phase.DEFENCE, Phase.CONTRA):
        if r.choice("concession_window") != "any_time_before_lead":
            return False
    else:
        return False
    return any(st.roles[d] in (DEFENDER, INVITER, CONTRA_GIVER, UNDECIDED)
               for d in st.defenders())


def side_actions(st: GameState) -> tuple[Action, ...]:
    """The declarer's actions outside the turn order: announce, concede."""
    acts: tuple[Action, ...] = ()
    if st.announce_open:
        acts += (Action(st.declarer, ANNOUNCE),)
    if concession_open(st):
        acts += (Action(st.declarer, CONCEDE),)
    return acts


def apply_concession(st: GameState, act: Action) -> GameState:
    from prefgui.engine.state import Phase

    return st.evolve(history=st.history + (act,), phase=Phase.DONE, turn=-1,
                     outcome="conceded", announce_open=False)


def explain(st: GameState, act: Action) -> IllegalActionError:
    legal = ", ".join(a.text() for a in st.legal_actions() if a.seat == act.seat)
    if act.verb == CONCEDE:
        return IllegalActionError("the declarer may concede only after the defence "
                                  "decisions and before the first card", "concession")
    if act.verb == ANNOUNCE:
        return IllegalActionError("no-aces may be announced only by a declarer without an "
                                  "ace, right after the declaration", "announce")
    return IllegalActionError(f"'{act.text()}' is not allowed now (legal: {legal})",
                              "bad_decision")
