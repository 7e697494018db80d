"""The Russian deal as the table draws it: a seat's ``RuObservation`` in the table's shape.

The table draws one kind of value, the European :class:`~prefgui.engine.observation.
Observation`. :func:`table_view` fills it from a Russian view (RULES §13): the roles the
seats have (declarer, whister, passer, half-whister, misère catcher, raspasy player, the
dealer sitting out of a four-player table), the contract as a ladder rung (its trump), the
talon and discard as masks, the trick in the seats' order. :class:`RussianTable` keeps what
only the Russian table shows: the raspasy talon card leading the trick, the talon cards
still to be turned, the raspasy series and its step, the seats whose cards the human plays
besides his own (the lone whister's open whist), and the Russian view itself for the
badge's words. Qt-free: a plain value.
"""

from __future__ import annotations

from dataclasses import dataclass

from prefgui.engine.actions import Play
from prefgui.engine.contracts import ContractType, Kind
from prefgui.engine.observation import Observation
from prefgui.engine.russian.ladder import MISERE, trump_of
from prefgui.engine.russian.observation import RuObservation
from prefgui.engine.vocab import Phase, Role, WhistCall, WhistStyle

__all__ = ["RussianTable", "contract_type", "roles_of", "series_step", "table_view"]


@dataclass(frozen=True, slots=True)
class RussianTable(Observation):
    """An Observation of the Russian game, with what only its table shows."""

    ru: RuObservation | None = None
    talon_lead: int | None = None
    """The raspasy talon card leading the current trick (face up in the middle)."""
    talon_waiting: int = 0
    """Raspasy talon cards still to be turned (face down in the middle)."""
    series: int = 0
    """All-pass deals just before this one (§13.9.3)."""
    step: int = 1
    """The raspasy price factor of this deal (``raspasy_progression``)."""
    controlled: tuple[int, ...] = ()
    """Seats other than his own whose cards the human plays now (open whist)."""


def contract_type(rank: int) -> ContractType:
    """A Russian ladder rank as a rung the table knows (its trump, misère, no trumps)."""
    if rank == MISERE:
        return ContractType(rank, Kind.MISERE)
    trump = trump_of(rank)
    return ContractType(rank, Kind.SANS if trump is None else Kind.SUIT, trump)


def roles_of(ru: RuObservation) -> tuple[Role, ...]:
    """Every seat's role, as ``RussianState.role`` says it, from the public view."""
    n = ru.rules.players
    playing = ru.phase in (Phase.PLAY, Phase.DONE)
    half = None
    if ru.declarer is not None and not ru.whisters:
        halves = [s for s, c in ru.calls if c is WhistCall.HALF_WHIST]
        half = halves[-1] if halves else None
    out: list[Role] = []
    for seat in range(n):
        if n == 4 and seat == ru.dealer:
            out.append(Role.OUT)
        elif ru.declarer is None:
            out.append(Role.RASPASY if playing else Role.UNDECIDED)
        elif seat == ru.declarer:
            out.append(Role.DECLARER)
        elif ru.contract == MISERE and playing:
            out.append(Role.CATCHER)
        elif seat == half:
            out.append(Role.HALF_WHISTER)
        elif seat in ru.whisters:
            out.append(Role.WHISTER)
        elif ru.calls and ru.phase in (Phase.WHIST_STYLE, Phase.PLAY, Phase.DONE):
            out.append(Role.PASSER)
        elif playing:
            out.append(Role.DEFENDER)
        else:
            out.append(Role.UNDECIDED)
    return tuple(out)


def series_step(ru: RuObservation) -> int:
    """The raspasy price factor of a deal started after ``series`` all-pass deals."""
    prog = ru.rules.opt.raspasy_progression
    if not isinstance(prog, tuple) or not prog:
        return 1
    return int(prog[min(ru.start.raspasy_series, len(prog) - 1)])


def _mask(cards: tuple[int, ...]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def table_view(ru: RuObservation) -> RussianTable:
    """The table's view of ``ru`` (see the module's docstring)."""
    n = ru.rules.players
    playing = tuple(s for s in range(n) if not (n == 4 and s == ru.dealer))
    raspasy_talon = (ru.declarer is None and ru.phase in (Phase.PLAY, Phase.DONE)
                     and ru.rules.opt.raspasy_talon == "lead_two")
    waiting = max(0, 2 - min(2, ru.tricks_done + 1)) if raspasy_talon and \
        ru.phase is Phase.PLAY else 0
    played = 0
    for a in ru.history:
        if isinstance(a, Play):
            played |= 1 << a.card
    controlled = tuple(sorted({a.seat for a in ru.legal if a.seat != ru.seat}))
    if ru.style is WhistStyle.OPEN and ru.seat in ru.whisters and ru.phase is Phase.PLAY:
        controlled = tuple(s for s in playing if s not in (ru.seat, ru.declarer))
    return RussianTable(
        seat=ru.seat, rules=ru.rules, phase=ru.phase,
        turn=None if ru.phase is Phase.DONE else ru.turn, dealer=ru.dealer, hand=ru.hand,
        # The Russian actions are drawn by class like the European ones (ui.words.texts).
        history=ru.history, declarer=ru.declarer,  # type: ignore[arg-type]
        high=None if ru.high is None else (ru.high, 0), holder=ru.holder,
        bid=None if ru.bid is None else (ru.bid, 0),
        contract=None if ru.contract is None else contract_type(ru.contract),
        hand_game=False, roles=roles_of(ru), contra_level=(0,) * n, playing=playing,
        leader=ru.leader, trick=ru.trick, tricks_won=ru.tricks_won or (0,) * n,
        tricks_done=ru.tricks_done, played=played, voids=(),
        last_trick=tuple((s, c) for s, c in ru.last_trick if s >= 0),
        talon=_mask(ru.talon) if ru.talon else None,
        discards=ru.discards, exposed=ru.exposed, hand_sizes=ru.hand_sizes,
        legal=ru.legal,  # type: ignore[arg-type]
        outcome=ru.outcome, start_pot=0, start_refa=(), start_refa_rounds=0, ru=ru,
        talon_lead=ru.talon_lead if ru.phase is Phase.PLAY else None,
        talon_waiting=waiting, series=ru.start.raspasy_series, step=series_step(ru),
        controlled=controlled)

