"""The immutable state of one Russian deal (RULES §13.2–§13.7).

``RussianState`` has the API of the European ``GameState``: ``current_player``,
``legal_actions`` (a fixed order), ``apply`` (raising ``IllegalActionError`` with a kind),
``observation`` and ``result``. Phases: ``AUCTION`` (§13.4) → ``EXCHANGE`` (talon shown and
taken; discard, or without three, §13.5) → ``DECLARE`` → ``WHIST`` (§13.6) → ``WHIST_STYLE``
(a lone whister: open or closed) → ``PLAY`` → ``DONE``. When all pass the deal goes from the
auction straight to ``PLAY`` as raspasy (§13.7.5), the talon cards leading the first two
tricks.

Seats are numbered in the direction of play; with four players the dealer sits out
(``hands[dealer]`` is 0) and is still on the sheet.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import TypedDict, Unpack

from prefgui.engine.actions import (
    ClosedWhist,
    Discard,
    OpenWhist,
    Play,
    RuDeclare,
    RussianAction,
)
from prefgui.engine.errors import IllegalActionError
from prefgui.engine.rules import Rules
from prefgui.engine.russian import ladder
from prefgui.engine.russian.auction import apply_call, exit_level, explain_call, legal_calls
from prefgui.engine.russian.exchange import (
    apply_declaration,
    apply_exchange,
    explain_declaration,
    explain_exchange,
    legal_declarations,
    legal_exchange,
)
from prefgui.engine.russian.ladder import MISERE, level_of, trump_of
from prefgui.engine.russian.observation import RuObservation, observe
from prefgui.engine.russian.play import apply_play, explain_play, legal_plays, start_play
from prefgui.engine.russian.scoring import RuResult, score
from prefgui.engine.russian.sheet import Sheet
from prefgui.engine.russian.whist import Calls
from prefgui.engine.russian.whisting import apply_whist, explain_whist, legal_whist
from prefgui.engine.seats import defenders, seat_priority
from prefgui.engine.vocab import Outcome, Phase, Role, WhistStyle


class _Changes(TypedDict, total=False):
    """The fields ``evolve`` may change (a misspelt one is a type error)."""

    rules: Rules
    dealer: int
    phase: Phase
    turn: int
    hands: tuple[int, ...]
    talon_cards: tuple[int, int]
    dealt: tuple[int, ...]
    start: Sheet
    history: tuple[RussianAction, ...]
    active: tuple[int, ...]
    high: int | None
    holder: int | None
    spoken: frozenset[int]
    misbid: int | None
    here_owner: int | None
    declarer: int | None
    bid: int | None
    contract: int | None
    discards: int
    calls: Calls
    whisters: tuple[int, ...]
    half_whister: int | None
    overridden: int | None
    style: WhistStyle | None
    leader: int | None
    trick: tuple[int, ...]
    trick_seats: tuple[int, ...]
    tricks_won: tuple[int, ...]
    tricks_done: int
    unowned: int
    last_trick: tuple[tuple[int, int], ...]
    outcome: Outcome
    seats: tuple[int, ...]


_LegalMemo = list[tuple[RussianAction, ...] | None]


def _new_memo() -> _LegalMemo:
    return [None]


@dataclass(frozen=True)
class _RuDealFields:
    """What a Russian state keeps of the deal itself.

    The rules, the cards, the history and the sheet it started from.
    """

    rules: Rules
    dealer: int
    phase: Phase
    turn: int
    hands: tuple[int, ...]
    talon_cards: tuple[int, int]
    """The two talon cards in the record's order (the first leads raspasy trick 1)."""
    dealt: tuple[int, ...]
    start: Sheet
    history: tuple[RussianAction, ...] = ()

    @property
    def talon(self) -> int:
        """The talon as a mask."""
        return (1 << self.talon_cards[0]) | (1 << self.talon_cards[1])

    @property
    def series(self) -> int:
        """All-pass deals just before this one (§13.9.3)."""
        return self.start.raspasy_series


@dataclass(frozen=True)
class _RuAuctionFields(_RuDealFields):
    """What a Russian state keeps of the auction (§13.4)."""

    active: tuple[int, ...] = ()
    high: int | None = None
    holder: int | None = None
    spoken: frozenset[int] = frozenset()
    misbid: int | None = None
    here_owner: int | None = None


@dataclass(frozen=True)
class _RuDeclarationFields(_RuAuctionFields):
    """What a Russian state keeps of the exchange and the declaration (§13.5)."""

    declarer: int | None = None
    bid: int | None = None
    contract: int | None = None
    discards: int = 0

    @property
    def level(self) -> int:
        """The level of the declared (or, before that, the winning) trick bid."""
        rank = self.contract if self.contract is not None else self.bid
        return 0 if rank is None or rank == MISERE else level_of(rank)

    def defenders(self) -> tuple[int, int]:
        """D1 and D2: the first and second active seats after the declarer."""
        assert self.declarer is not None
        return defenders(self.rules.players, self.dealer, self.declarer)


@dataclass(frozen=True)
class _RuWhistFields(_RuDeclarationFields):
    """What a Russian state keeps of the whist calls (§13.6)."""

    calls: Calls = ()
    whisters: tuple[int, ...] = ()
    half_whister: int | None = None
    overridden: int | None = None
    style: WhistStyle | None = None
    """The lone whister's choice; None with two whisters (always closed) or none."""


@dataclass(frozen=True)
class _RuPlayFields(_RuWhistFields):
    """What a Russian state keeps of the play (§13.7).

    Also the seats in speaking order, the legal actions once computed, and who is what in
    the deal.
    """

    leader: int | None = None
    """The seat leading the current trick; None before the play."""
    trick: tuple[int, ...] = ()
    trick_seats: tuple[int, ...] = ()
    tricks_won: tuple[int, ...] = ()
    tricks_done: int = 0
    unowned: int = 0
    last_trick: tuple[tuple[int, int], ...] = ()
    outcome: Outcome = Outcome.NONE
    seats: tuple[int, ...] = ()
    """The active seats in speaking order (forehand first), fixed for the deal."""
    _memo: _LegalMemo = field(default_factory=_new_memo, compare=False, repr=False)

    @property
    def priority(self) -> tuple[int, ...]:
        """The active seats: forehand, middlehand, rearhand."""
        return self.seats

    @property
    def trump(self) -> int | None:
        """The trump suit in play (None: no trumps, misère, raspasy)."""
        c = self.contract
        return None if c is None else _TRUMP[c]

    @property
    def talon_lead(self) -> int | None:
        """The talon card leading the current raspasy trick (tricks 1–2), if any."""
        if (self.declarer is None and self.tricks_done < 2 and self.phase is Phase.PLAY
                and self.rules.opt.raspasy_talon == "lead_two"):
            return self.talon_cards[self.tricks_done]
        return None

    def role(self, seat: int) -> Role:
        """What ``seat`` is in this deal.

        Declarer, whister, passer, half-whister, misère catcher, raspasy player, the
        sitting-out dealer, a defender (against a checked ten, after without three), or
        undecided while the auction and the whist calls go on.
        """
        if self.rules.players == 4 and seat == self.dealer:
            return Role.OUT
        if self.declarer is None:
            return Role.RASPASY if self.phase in (Phase.PLAY, Phase.DONE) else Role.UNDECIDED
        if seat == self.declarer:
            return Role.DECLARER
        if self.contract == MISERE and self.phase in (Phase.PLAY, Phase.DONE):
            return Role.CATCHER
        if seat == self.half_whister:
            return Role.HALF_WHISTER
        if seat in self.whisters:
            return Role.WHISTER
        if self.calls and self.phase in (Phase.WHIST_STYLE, Phase.PLAY, Phase.DONE):
            return Role.PASSER
        if self.phase in (Phase.PLAY, Phase.DONE):
            return Role.DEFENDER  # against a checked ten, or after without three
        return Role.UNDECIDED

    def controller(self, seat: int) -> int:
        """Who chooses ``seat``'s cards: the lone whister plays the passer's in open whist."""
        if self.style is WhistStyle.OPEN and self.whisters and seat != self.declarer:
            return self.whisters[0]
        return seat


@dataclass(frozen=True)
class RussianState(_RuPlayFields):
    """One Russian deal at one moment. Build the first with ``RussianState.initial``.

    Not slotted: ``evolve`` builds the next state from one merge of the fields' dict,
    several times faster than setting 37 slots one by one (``benchmarks/engine_speed.py``).
    Its fields, and the questions about them, are its bases' phase by phase
    (``_RuDealFields`` … ``_RuPlayFields``); the phases' rules are the modules ``auction``,
    ``exchange``, ``whisting`` and ``play``.
    """

    # Construction -------------------------------------------------------------------------
    @staticmethod
    def initial(rules: Rules, dealer: int, hands: tuple[int, ...], talon: tuple[int, int],
                start: Sheet | None = None) -> RussianState:
        """The state after the deal, before the first call."""
        n = rules.players
        order = seat_priority(n, dealer)
        return RussianState(
            rules=rules, dealer=dealer, phase=Phase.AUCTION, turn=order[0], hands=tuple(hands),
            talon_cards=talon, dealt=tuple(hands), start=start or Sheet.empty(n),
            active=order, tricks_won=(0,) * n, seats=order)

    # Queries ------------------------------------------------------------------------------
    def exit_level(self) -> int:
        """The lowest trick level allowed now (§13.9.3)."""
        return exit_level(self)

    def current_player(self) -> int | None:
        """The seat to act, or None once the deal is over."""
        return None if self.phase is Phase.DONE else self.turn

    def is_terminal(self) -> bool:
        """Whether the deal is over."""
        return self.phase is Phase.DONE

    def evolve(self, **changes: Unpack[_Changes]) -> RussianState:
        """A new state with some fields changed (built field by field, as fast as it goes).

        Raises:
            TypeError: a field that a state does not have.
        """
        if not _FIELD_SET.issuperset(changes):
            raise TypeError(f"RussianState has no field {sorted(set(changes) - _FIELD_SET)}")
        new = object.__new__(RussianState)
        _SET(new, "__dict__", {**self.__dict__, **changes, "_memo": [None]})
        return new

    def step(self, **changes: Unpack[_Changes]) -> RussianState:
        """``evolve`` without the run-time check of the names, for the card play's path.

        Its callers' names are checked by mypy through ``_Changes`` all the same.
        """
        new = object.__new__(RussianState)
        _SET(new, "__dict__", {**self.__dict__, **changes, "_memo": [None]})
        return new

    def legal_actions(self) -> tuple[RussianAction, ...]:
        """Every legal action now, in a fixed order (computed once per state)."""
        memo = self._memo
        acts = memo[0]
        if acts is None:
            acts = memo[0] = self._compute_legal()
        return acts

    def _compute_legal(self) -> tuple[RussianAction, ...]:
        ph = self.phase
        if ph is Phase.PLAY:
            return legal_plays(self)
        if ph is Phase.AUCTION:
            return legal_calls(self)
        if ph is Phase.EXCHANGE:
            return legal_exchange(self)
        if ph is Phase.DECLARE:
            return legal_declarations(self)
        if ph is Phase.WHIST:
            return legal_whist(self)
        if ph is Phase.WHIST_STYLE:
            return (OpenWhist(self.turn), ClosedWhist(self.turn))
        return ()

    def apply(self, action: RussianAction) -> RussianState:
        """The state after ``action``.

        Raises:
            IllegalActionError: the action is not allowed; ``kind`` names the rule.
        """
        if self.phase is Phase.DONE:
            raise IllegalActionError("the deal is already over", "after_end")
        if type(action) is Discard and action.c2 < action.c1:
            action = Discard(action.seat, action.c2, action.c1)
        if action not in self.legal_actions():
            raise self.explain_illegal(action)
        ph = self.phase
        nxt: RussianState
        if ph is Phase.AUCTION:
            nxt = apply_call(self, action)
        elif ph is Phase.EXCHANGE:
            nxt = apply_exchange(self, action)
        elif ph is Phase.DECLARE:
            assert isinstance(action, RuDeclare)
            nxt = apply_declaration(self, action)
        elif ph is Phase.WHIST:
            nxt = apply_whist(self, action)
        elif ph is Phase.WHIST_STYLE:
            style = WhistStyle.OPEN if type(action) is OpenWhist else WhistStyle.CLOSED
            nxt = start_play(self.evolve(style=style))
        else:
            assert type(action) is Play
            nxt = apply_play(self, action)
        nxt.__dict__["history"] = self.history + (action,)  # nxt is new and not yet shared
        return nxt

    def observation(self, seat: int) -> RuObservation:
        """What ``seat`` may know now (§13.7.3)."""
        return observe(self, seat)

    def result(self) -> RuResult | None:
        """The scored deal once it is over, else None."""
        if self.phase is not Phase.DONE:
            return None
        return score(self)

    # Illegal actions ----------------------------------------------------------------------
    def explain_illegal(self, a: RussianAction) -> IllegalActionError:
        """The error for an action that is not in ``legal_actions()``."""
        if a.seat != self.turn:
            return IllegalActionError(
                f"not seat {a.seat}'s turn (seat {self.turn} to act)", "wrong_seat")
        ph = self.phase
        if ph is Phase.PLAY:
            return explain_play(self, a)
        if ph is Phase.AUCTION:
            return explain_call(self, a)
        if ph is Phase.EXCHANGE:
            return explain_exchange(self, a)
        if ph is Phase.DECLARE:
            return explain_declaration(self, a)
        if ph is Phase.WHIST:
            return explain_whist(a)
        return IllegalActionError("the whister must choose open or closed", "phase")


_TRUMP = tuple(trump_of(r) for r in range(ladder.TOP + 1))
"""The trump suit of each ladder rank (looked up on every card)."""
_FIELD_NAMES = tuple(f.name for f in fields(RussianState) if f.name != "_memo")
_FIELD_SET = frozenset(_FIELD_NAMES)
_SET = object.__setattr__
