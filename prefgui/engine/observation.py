"""What one seat may know (RULES.md §7.2 'seen', §3.2 open contracts, §4.5 shown talon).

An ``Observation`` carries the seat's own hand, the public actions (other seats'
discards hidden), the contract and roles, the current trick, tricks won, the voids shown,
the talon when it has been shown (or taken by this seat), the declarer's hand once an
open contract is fixed, every hand (what is left of it) once the deal is over, and the
seat's legal actions. Computer players receive only this.

In open contracts (Illustrated 7 and 8) the option ``open_defender_comms`` says what the
defenders share (RULES.md §3.2, AMB-18): with ``full_view`` each defender also sees his
partner's hand; ``table_talk`` (talk, but no look at each other's cards) and ``none`` show
a defender nothing more than his own hand and the declarer's.

An observation is a hashable value (tuples only), so equal views compare and hash equal.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from prefgui.engine.actions import Action, Discard, HiddenDiscard, Seen
from prefgui.engine.cards import Card, CardMask
from prefgui.engine.contracts import ContractType
from prefgui.engine.rules import Rules
from prefgui.engine.seats import Seat, defenders
from prefgui.engine.vocab import Amount, Outcome, Phase, Role

if TYPE_CHECKING:
    from prefgui.engine.state import GameState


@dataclass(frozen=True, slots=True)
class Observation:
    """One seat's view of a deal.

    Picklable and hashable; holds no hidden cards of other seats while the deal goes on.
    ``exposed`` lists ``(seat, hand)`` for every hand this seat may see besides its own,
    in seat order (when the deal is over, every other seat's hand).
    """

    seat: Seat
    rules: Rules
    phase: Phase
    turn: Seat | None
    dealer: Seat
    hand: CardMask
    history: tuple[Seen, ...]
    declarer: Seat | None
    high: tuple[int, int] | None
    holder: Seat | None
    bid: tuple[int, int] | None
    contract: ContractType | None
    hand_game: bool
    roles: tuple[Role, ...]
    contra_level: tuple[int, ...]
    playing: tuple[Seat, ...]
    leader: Seat | None
    trick: tuple[Card, ...]
    tricks_won: tuple[int, ...]
    tricks_done: int
    played: CardMask
    voids: tuple[int, ...]
    last_trick: tuple[tuple[Seat, Card], ...]
    talon: CardMask | None
    discards: CardMask | None
    exposed: tuple[tuple[Seat, CardMask], ...]
    hand_sizes: tuple[int, ...]
    legal: tuple[Action, ...]
    outcome: Outcome
    start_pot: Amount
    start_refa: tuple[int, ...]
    start_refa_rounds: int

    def defenders(self) -> tuple[Seat, Seat]:
        """D1 and D2: the first and second active seats after the declarer (once known)."""
        assert self.declarer is not None, "no declarer yet"
        return defenders(self.rules.players, self.dealer, self.declarer)

    @property
    def exposed_hands(self) -> dict[int, int]:
        """The hands this seat sees besides its own, by seat."""
        return dict(self.exposed)


def _talon_visible(st: GameState, seat: int) -> bool:
    if st.declarer is None or st.hand_game:
        return False
    if seat == st.declarer:
        return st.talon_taken
    return st.rules.opt.talon_shown


def _exposed(st: GameState, seat: int) -> tuple[tuple[int, int], ...]:
    """The hands other than his own that ``seat`` sees.

    An open contract shows the declarer's hand (and, with ``full_view``, the partner's);
    once the deal is over every hand is laid down face up (what is left of it).
    """
    if st.phase is Phase.DONE:
        return tuple((s, h) for s, h in enumerate(st.hands) if s != seat)
    ct, d = st.contract, st.declarer
    if ct is None or not ct.open or d is None:
        return ()
    shown = {d} if d != seat else set()
    if (st.rules.opt.open_defender_comms == "full_view" and seat != d
            and seat in st.playing):
        shown |= {s for s in st.playing if s not in (seat, d)}
    return tuple((s, st.hands[s]) for s in sorted(shown))


def observe(st: GameState, seat: int) -> Observation:
    """The observation of ``seat`` in ``st``."""
    hidden = tuple(HiddenDiscard(a.seat) if type(a) is Discard and a.seat != seat else a
                   for a in st.history)
    ct = st.contract
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
        exposed=_exposed(st, seat), hand_sizes=tuple(h.bit_count() for h in st.hands),
        legal=tuple(a for a in st.legal_actions() if a.seat == seat),
        outcome=st.outcome, start_pot=st.start_pot, start_refa=st.start_refa,
        start_refa_rounds=st.start_refa_rounds,
    )
