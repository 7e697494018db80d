"""What one seat may know (RULES.md §7.2 'seen', §3.2 open contracts, §4.5 shown talon).

An ``Observation`` carries the seat's own hand, the public actions (other seats'
discards hidden), the contract and roles, the current trick, tricks won, the voids shown,
the talon when it has been shown (or taken by this seat), the declarer's hand once an
open contract is fixed, and the seat's legal actions. Computer players receive only this.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from prefgui.engine.actions import DISCARD, Action
from prefgui.engine.contracts import ContractType
from prefgui.engine.rules import Rules

if TYPE_CHECKING:
    from prefgui.engine.state import GameState, Phase


@dataclass(frozen=True, slots=True)
class Observation:
    """One seat's view of a deal. Picklable; holds no hidden cards of other seats."""

    seat: int
    rules: Rules
    phase: Phase
    turn: int
    dealer: int
    hand: int
    history: tuple[Action, ...]
    declarer: int
    high: tuple[int, int] | None
    holder: int
    bid: tuple[int, int] | None
    contract: ContractType | None
    hand_game: bool
    roles: tuple[str, ...]
    contra_level: tuple[int, ...]
    playing: tuple[int, ...]
    leader: int
    trick: tuple[int, ...]
    tricks_won: tuple[int, ...]
    tricks_done: int
    played: int
    voids: tuple[int, ...]
    last_trick: tuple[tuple[int, int], ...]
    talon: int | None
    discards: int | None
    exposed: dict[int, int]
    hand_sizes: tuple[int, ...]
    legal: tuple[Action, ...]
    outcome: str
    start_pot: object
    start_refa: tuple[int, ...]


def _talon_visible(st: GameState, seat: int) -> bool:
    if st.declarer < 0 or st.hand_game:
        return False
    if seat == st.declarer:
        return st.talon_taken
    return st.rules.flag("talon_shown")


def observe(st: GameState, seat: int) -> Observation:
    """The observation of ``seat`` in ``st``."""
    hidden = tuple(Action(a.seat, DISCARD) if a.verb == DISCARD and a.seat != seat else a
                   for a in st.history)
    exposed: dict[int, int] = {}
    ct = st.contract
    if ct is not None and ct.open and st.declarer != seat:
        exposed[st.declarer] = st.hands[st.declarer]
    return Observation(
        seat=seat, rules=st.rules, phase=st.phase, turn=st.turn, dealer=st.dealer,
        hand=st.hands[seat], history=hidden, declarer=st.declarer, high=st.high,
        holder=st.holder, bid=st.bid, contract=ct,
        hand_game=st.hand_game, roles=st.roles, contra_level=st.contra_level,
        playing=st.playing, leader=st.leader, trick=st.trick, tricks_won=st.tricks_won,
        tricks_done=st.tricks_done, played=st.played, voids=st.voids,
        last_trick=st.last_trick,
        talon=st.talon if _talon_visible(st, seat) else None,
        discards=st.discards if seat == st.declarer and st.discards else None,
        exposed=exposed, hand_sizes=tuple(h.bit_count() for h in st.hands),
        legal=tuple(a for a in st.legal_actions() if a.seat == seat),
        outcome=st.outcome, start_pot=st.start_pot, start_refa=st.start_refa,
    )
