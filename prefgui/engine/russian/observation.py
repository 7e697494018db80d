"""What one seat may know in a Russian deal (RULES §13.5, §13.7.3).

A seat sees its own hand, the public calls and cards, the talon once the declarer takes it
(the declarer always; the others when ``talon_shown``), on raspasy each talon card as it is
turned, and the hands laid face up: both defenders' in open whist (``open_whist_exposure``)
and against a checked ten, the catchers' against a misère (``misere_exposure``). The
declarer's hand is never shown; other seats' discards are hidden; once the deal is over
every hand is shown. The lone whister of an open whist also gets the passer's legal cards,
since he plays them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from prefgui.engine.actions import Discard, HiddenDiscard, RussianAction, RussianSeen
from prefgui.engine.rules import Rules
from prefgui.engine.russian.ladder import MISERE, level_of
from prefgui.engine.russian.sheet import Sheet
from prefgui.engine.vocab import Exposure, Outcome, Phase, WhistCall, WhistStyle

if TYPE_CHECKING:
    from prefgui.engine.russian.state import RussianState


@dataclass(frozen=True, slots=True)
class RuObservation:
    """One seat's view of a Russian deal (hashable; no hidden card of another seat)."""

    seat: int
    rules: Rules
    phase: Phase
    turn: int
    dealer: int
    hand: int
    history: tuple[RussianSeen, ...]
    high: int | None
    holder: int | None
    declarer: int | None
    bid: int | None
    contract: int | None
    calls: tuple[tuple[int, WhistCall], ...]
    whisters: tuple[int, ...]
    style: WhistStyle | None
    leader: int | None
    trick: tuple[int, ...]
    trick_seats: tuple[int, ...]
    talon_lead: int | None
    tricks_won: tuple[int, ...]
    tricks_done: int
    last_trick: tuple[tuple[int, int], ...]
    talon: tuple[int, ...]
    """The talon cards this seat has seen (none, the turned ones, or both)."""
    discards: int | None
    exposure: Exposure | None
    exposed: tuple[tuple[int, int], ...]
    hand_sizes: tuple[int, ...]
    legal: tuple[RussianAction, ...]
    outcome: Outcome
    start: Sheet

    @property
    def exposed_hands(self) -> dict[int, int]:
        """The hands this seat sees besides its own, by seat."""
        return dict(self.exposed)


def exposure(st: RussianState) -> Exposure | None:
    """Why defenders' hands lie face up now, if they do (§13.7.3)."""
    if st.phase not in (Phase.PLAY, Phase.DONE) or st.declarer is None or st.contract is None:
        return None
    started = st.tricks_done > 0 or bool(st.trick)
    opt = st.rules.opt
    if st.contract == MISERE:
        if started or opt.misere_exposure == "before_first_lead":
            return Exposure.MISERE
        return None
    if level_of(st.contract) == 10 and opt.ten == "checked":
        return Exposure.CHECKED_TEN
    # ``after_first_card`` waits for the declarer's opening card only: when a defender
    # leads trick 1 the whister chooses that card from both hands, so they are down first.
    if st.style is WhistStyle.OPEN and (started or st.leader != st.declarer
                                        or opt.open_whist_exposure == "before_first_lead"):
        return Exposure.OPEN_WHIST
    return None


def _talon_seen(st: RussianState, seat: int) -> tuple[int, ...]:
    if st.declarer is not None:
        if seat == st.declarer or st.rules.opt.talon_shown:
            return st.talon_cards
        return ()
    if st.phase is Phase.DONE or (st.phase is Phase.PLAY
                                  and st.rules.opt.raspasy_talon == "lead_two"):
        if st.rules.opt.raspasy_talon != "lead_two":
            return ()
        return st.talon_cards[:min(2, st.tricks_done + 1)]
    return ()


def observe(st: RussianState, seat: int) -> RuObservation:
    """The observation of ``seat`` in ``st``."""
    hidden = tuple(HiddenDiscard(a.seat) if type(a) is Discard and a.seat != seat else a
                   for a in st.history)
    why = exposure(st)
    n = st.rules.players
    if st.phase is Phase.DONE:
        shown = tuple((s, st.hands[s]) for s in range(n) if s != seat)
    elif why is not None:
        shown = tuple((s, st.hands[s]) for s in st.defenders() if s != seat)
    else:
        shown = ()
    legal = st.legal_actions() if st.phase is not Phase.DONE else ()
    mine = tuple(a for a in legal if st.controller(a.seat) == seat)
    return RuObservation(
        seat=seat, rules=st.rules, phase=st.phase, turn=st.turn, dealer=st.dealer,
        hand=st.hands[seat], history=hidden, high=st.high, holder=st.holder,
        declarer=st.declarer, bid=st.bid, contract=st.contract, calls=st.calls,
        whisters=st.whisters, style=st.style, leader=st.leader, trick=st.trick,
        trick_seats=st.trick_seats, talon_lead=st.talon_lead, tricks_won=st.tricks_won,
        tricks_done=st.tricks_done, last_trick=st.last_trick,
        talon=_talon_seen(st, seat) if st.phase is not Phase.AUCTION else (),
        discards=st.discards if seat == st.declarer and st.discards else None,
        exposure=why, exposed=shown, hand_sizes=tuple(h.bit_count() for h in st.hands),
        legal=mine, outcome=st.outcome, start=st.start)
