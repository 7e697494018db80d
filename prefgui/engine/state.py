"""The immutable game state of one deal (RULES.md §1.6 hand flow).

``GameState`` holds everything about a deal in progress; ``apply(action)`` returns the
next state or raises ``IllegalActionError`` naming the rule broken. Phases:

``AUCTION`` → ``EXCHANGE`` (take the talon, discard two; skipped by hand games and
American first-round contracts) → ``DECLARE`` → ``DEFENCE`` (defend / drop / invite /
contra, where the variant has them) → ``CONTRA`` (the declarer's recontra answers) →
``PLAY`` → ``DONE``. Two actions belong to the declarer outside the turn order:
``announce no-aces`` (right after ``declare``) and ``concede`` (after the defence decisions,
before the first card); ``legal_actions()`` lists them beside the actions of the seat to act.

Seats are numbered in the direction of play; with four players ``hands[dealer]`` is 0 and
the dealer's role is ``OUT``.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any, TypeAlias, TypedDict, Unpack

from prefgui.engine import bidding, defence, play, talon
from prefgui.engine.actions import Action, Announce, Concede, Discard, Play
from prefgui.engine.cards import Card, CardMask
from prefgui.engine.contracts import ContractType
from prefgui.engine.errors import IllegalActionError, IllegalKind
from prefgui.engine.observation import Observation, observe
from prefgui.engine.rules import Rules
from prefgui.engine.scoring import score
from prefgui.engine.scoring.base import DealResult
from prefgui.engine.seats import Seat, defenders, seat_priority
from prefgui.engine.vocab import PLAYING_ROLES, Amount, Outcome, Phase, Role

__all__ = [
    "PLAYING_ROLES", "Amount", "GameState", "Outcome", "Phase", "Role", "seat_priority",
    "UNDECIDED", "DECLARER", "DEFENDER", "DROPPED", "INVITER", "INVITED", "CONTRA_GIVER", "OUT",
]

# Short names of the roles (kept for callers that import them from here).
UNDECIDED = Role.UNDECIDED
DECLARER = Role.DECLARER
DEFENDER = Role.DEFENDER
DROPPED = Role.DROPPED
INVITER = Role.INVITER
INVITED = Role.INVITED
CONTRA_GIVER = Role.CONTRA_GIVER
OUT = Role.OUT


_LegalMemo: TypeAlias = list[tuple[Action, ...] | None]
"""A one-slot cell for the legal actions of one state, filled on first use.

A state's fields never change; only this private cell, which takes no part in equality,
hashing or the state's meaning, is filled in once. Computing the actions eagerly instead
would cost every intermediate state built inside ``apply``; a one-item list is the
cheapest cell to create for every new state.
"""


def _new_memo() -> _LegalMemo:
    return [None]


class StateChanges(TypedDict, total=False):
    """The fields of ``GameState`` that ``evolve`` may change, with their types.

    It lists the same fields as ``GameState`` (``tests/engine/test_state_values.py``
    checks that the two agree), so that mypy rejects ``st.evolve(trun=2)`` or a value of
    the wrong type; ``evolve`` itself rejects an unknown name at run time.
    """

    rules: Rules
    dealer: Seat
    phase: Phase
    turn: Seat | None
    hands: tuple[CardMask, ...]
    talon: CardMask
    dealt: tuple[CardMask, ...]
    history: tuple[Action, ...]
    start_pot: Amount
    start_refa: tuple[int, ...]
    start_refa_rounds: int
    active: tuple[Seat, ...]
    high: tuple[int, int] | None
    holder: Seat | None
    plain_bidders: int
    spoken: int
    round: int
    offer: int
    declarer: Seat | None
    bid: tuple[int, int] | None
    contract: ContractType | None
    hand_game: bool
    discards: CardMask
    talon_taken: bool
    roles: tuple[Role, ...]
    pending: tuple[Seat, ...]
    contra_level: tuple[int, ...]
    no_ace: bool
    announce_open: bool
    playing: tuple[Seat, ...]
    leader: Seat | None
    trick: tuple[Card, ...]
    tricks_won: tuple[int, ...]
    tricks_done: int
    run: int
    played: CardMask
    voids: tuple[int, ...]
    last_trick: tuple[tuple[Seat, Card], ...]
    outcome: Outcome
    breaches: tuple[tuple[int, Seat, str], ...]


@dataclass(frozen=True)
class _DealFields:
    """What a state keeps of the deal itself.

    The rules, the cards, the history, and what the session brought to it.
    """

    rules: Rules
    dealer: Seat
    phase: Phase
    turn: Seat | None
    """The seat to act; None once the deal is over."""
    hands: tuple[CardMask, ...]
    """What each seat holds now (the declarer's talon and discards included)."""
    talon: CardMask
    dealt: tuple[CardMask, ...] = ()
    """The hands as dealt."""
    history: tuple[Action, ...] = ()
    start_pot: Amount = 0
    start_refa: tuple[int, ...] = ()
    start_refa_rounds: int = 0
    """Rounds of refa marks the session has given before this deal (``refa_limit``)."""


@dataclass(frozen=True)
class _AuctionFields(_DealFields):
    """What a state keeps of the auction."""

    active: tuple[Seat, ...] = ()
    """Seats still in the auction, in priority order."""
    high: tuple[int, int] | None = None
    """The bid to beat: (number, 1 for a hand bid else 0); None before the first bid."""
    holder: Seat | None = None
    """The seat holding the bid to beat (American: the last suit named or offer made)."""
    plain_bidders: int = 0
    """A bit per seat that has made a plain bid or held (``hand_bid_only_before_plain_bid``)."""
    spoken: int = 0
    round: int = 1
    offer: int = 0


@dataclass(frozen=True)
class _DeclarationFields(_AuctionFields):
    """What a state keeps of the exchange and the declaration."""

    declarer: Seat | None = None
    """None until the auction is won (and for good when everybody passed)."""
    bid: tuple[int, int] | None = None
    contract: ContractType | None = None
    hand_game: bool = False
    discards: CardMask = 0
    talon_taken: bool = False


@dataclass(frozen=True)
class _DefenceFields(_DeclarationFields):
    """What a state keeps of the defence decisions."""

    roles: tuple[Role, ...] = ()
    pending: tuple[Seat, ...] = ()
    """Seats still to decide (or, in ``CONTRA``, the contra-givers still to be answered)."""
    contra_level: tuple[int, ...] = ()
    no_ace: bool = False
    announce_open: bool = False


@dataclass(frozen=True)
class _PlayFields(_DefenceFields):
    """What a state keeps of the play, and the legal actions once computed."""

    playing: tuple[Seat, ...] = ()
    """The seats playing cards, in seat order."""
    leader: Seat | None = None
    """The seat leading the current trick; None before the play."""
    trick: tuple[Card, ...] = ()
    tricks_won: tuple[int, ...] = ()
    tricks_done: int = 0
    run: int = 0
    """Consecutive tricks of the declarer up to now (the six-in-a-row slam)."""
    played: CardMask = 0
    voids: tuple[int, ...] = ()
    """A bit per suit (``1 << suit``) each seat has shown void in."""
    last_trick: tuple[tuple[Seat, Card], ...] = ()
    outcome: Outcome = Outcome.NONE
    breaches: tuple[tuple[int, Seat, str], ...] = ()
    """(action number, seat, rule) of each convention breach (RULES §7)."""
    _memo: _LegalMemo = field(default_factory=_new_memo, compare=False, repr=False)


@dataclass(frozen=True)
class GameState(_PlayFields):
    """One deal at one moment.

    Build the first state with ``deal.new_deal`` or ``GameState.initial``; every later
    state comes from ``apply`` (or ``evolve``), which builds a new state completely. Its
    fields are its bases', phase by phase (``_DealFields`` … ``_PlayFields``).
    """

    # Construction -----------------------------------------------------------------------
    @staticmethod
    def initial(rules: Rules, dealer: Seat, hands: tuple[CardMask, ...], talon_mask: CardMask,
                start_pot: Amount = 0, start_refa: tuple[int, ...] | None = None,
                start_refa_rounds: int = 0) -> GameState:
        """The state after the deal, before the first call."""
        n = rules.players
        priority = seat_priority(n, dealer)
        roles = tuple(Role.OUT if (n == 4 and s == dealer) else Role.UNDECIDED
                      for s in range(n))
        return GameState(
            rules=rules, dealer=dealer, phase=Phase.AUCTION, turn=priority[0],
            hands=tuple(hands), talon=talon_mask, dealt=tuple(hands), start_pot=start_pot,
            start_refa=tuple(start_refa) if start_refa is not None else (0,) * n,
            start_refa_rounds=start_refa_rounds,
            active=priority, roles=roles, contra_level=(0,) * n, tricks_won=(0,) * n,
            voids=(0,) * n,
        )

    def evolve(self, **changes: Unpack[StateChanges]) -> GameState:
        """A new state with some fields changed (and no legal actions computed yet).

        The new state is built completely before anyone sees it: one merge of the fields'
        dict with the changes, the way ``RussianState`` builds its states (every state of a
        deal is built here: the merge is several times faster than setting the fields one by
        one).

        Raises:
            TypeError: a name in ``changes`` is not a field of the state.
        """
        if not _FIELD_SET.issuperset(changes):
            raise TypeError(f"GameState has no field {sorted(set(changes) - _FIELD_SET)[0]!r}")
        new = _NEW(GameState)
        _SET(new, "__dict__", {**self.__dict__, **changes, "_memo": [None]})
        return new

    def __getstate__(self) -> dict[str, Any]:
        # A copy crosses to a worker process without the legal actions computed here.
        return {**self.__dict__, "_memo": [None]}

    # Queries ----------------------------------------------------------------------------
    @property
    def priority(self) -> tuple[Seat, ...]:
        """Active seats in seat-priority order: forehand, middlehand, rearhand."""
        return seat_priority(self.rules.players, self.dealer)

    def current_player(self) -> Seat | None:
        """The seat to act, or None once the deal is over."""
        return None if self.phase is Phase.DONE else self.turn

    def is_terminal(self) -> bool:
        """Whether the deal is over."""
        return self.phase is Phase.DONE

    def defenders(self) -> tuple[Seat, Seat]:
        """D1 and D2: the first and second active seats after the declarer (once known)."""
        assert self.declarer is not None, "no declarer yet"
        return defenders(self.rules.players, self.dealer, self.declarer)

    def legal_actions(self) -> tuple[Action, ...]:
        """Every legal action now, in a fixed order (the declarer's side actions last)."""
        memo = self._memo
        acts = memo[0]
        if acts is None:
            acts = memo[0] = _legal(self)
        return acts

    def apply(self, action: Action) -> GameState:
        """The state after ``action``.

        Raises:
            IllegalActionError: the action is not allowed; ``kind`` names the rule.
        """
        if self.phase is Phase.DONE:
            raise IllegalActionError("the deal is already over", IllegalKind.AFTER_END)
        if type(action) is Discard:
            action = talon.canonical_discard(action)
        if not self._is_legal(action):
            raise self.explain_illegal(action)
        nxt = _apply_legal(self, action)
        if self.announce_open and nxt.announce_open and type(action) is not Announce:
            # no-aces may be announced only right after the declaration (§2.9)
            nxt = nxt.evolve(announce_open=False)
        return nxt

    def _is_legal(self, action: Action) -> bool:
        if type(action) is Play and self.phase is Phase.PLAY and self._memo[0] is None:
            # A card is legal when its bit is in the legal mask: the same answer as
            # ``legal_plays`` without building every legal card (a replay checks each card).
            c = action.card
            return (action.seat == self.turn and isinstance(c, int) and 0 <= c < 32
                    and bool(play.legal_mask(self) >> c & 1))
        return action in self.legal_actions() or bidding.american_offer_ok(self, action)

    def explain_illegal(self, action: Action) -> IllegalActionError:
        """The error for an action that is not in ``legal_actions()`` (:func:`_explain`)."""
        return _explain(self, action)

    def observation(self, seat: Seat) -> Observation:
        """What ``seat`` may know now (RULES §7.2 'seen', §3.2 open hands)."""
        return observe(self, seat)

    def result(self) -> DealResult | None:
        """The deal's result once it is over, else None."""
        if self.phase is not Phase.DONE:
            return None
        return score(self)


# the phases' modules, by phase ---------------------------------------------------------
def _legal(st: GameState) -> tuple[Action, ...]:
    """Every legal action of ``st``, by its phase (the declarer's side actions last)."""
    ph = st.phase
    if ph is Phase.PLAY:
        acts = play.legal_plays(st)
    elif ph is Phase.AUCTION:
        acts = bidding.legal_calls(st)
    elif ph is Phase.EXCHANGE:
        acts = talon.legal_discards(st)
    elif ph is Phase.DECLARE:
        acts = talon.legal_declarations(st)
    elif ph in (Phase.DEFENCE, Phase.CONTRA):
        acts = defence.legal_decisions(st)
    else:
        return ()
    return acts + defence.side_actions(st)


def _apply_legal(st: GameState, action: Action) -> GameState:
    """The state after a legal ``action``, by the phase's module."""
    if type(action) is Announce:
        return st.evolve(no_ace=True, announce_open=False,
                     history=st.history + (action,))
    if type(action) is Concede and action.seat == st.declarer:
        return defence.apply_concession(st, action)
    ph = st.phase
    if ph is Phase.PLAY:
        return play.apply_play(st, action)
    if ph is Phase.AUCTION:
        return bidding.apply_call(st, action)
    if ph is Phase.EXCHANGE:
        return talon.apply_discard(st, action)
    if ph is Phase.DECLARE:
        return talon.apply_declaration(st, action)
    return defence.apply_decision(st, action)


def _explain(st: GameState, action: Action) -> IllegalActionError:
    """The error for an action that is not in ``legal_actions()``, by the phase's module."""
    if action.seat != st.turn and not isinstance(action, Announce | Concede):
        return IllegalActionError(f"not seat {action.seat}'s turn (seat {st.turn} to act)",
                                  IllegalKind.WRONG_SEAT)
    ph = st.phase
    if ph is Phase.PLAY:
        return play.explain(st, action)
    if ph is Phase.AUCTION:
        return bidding.explain(st, action)
    if ph in (Phase.EXCHANGE, Phase.DECLARE):
        return talon.explain(st, action)
    return defence.explain(st, action)


_FIELD_NAMES = tuple(f.name for f in fields(GameState) if f.name != "_memo")


_FIELD_SET = frozenset(_FIELD_NAMES)
_SET = object.__setattr__
_NEW = object.__new__
