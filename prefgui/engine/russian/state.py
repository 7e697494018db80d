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
    HalfWhist,
    Here,
    OpenWhist,
    Pass,
    Play,
    RuBid,
    RuDeclare,
    RussianAction,
    Whist,
    WithoutThree,
    play,
)
from prefgui.engine.cards import SUIT_MASK, iter_cards, mask_str
from prefgui.engine.errors import IllegalActionError
from prefgui.engine.rules import Rules
from prefgui.engine.russian import ladder
from prefgui.engine.russian.ladder import MISERE, level_of, trump_of
from prefgui.engine.russian.observation import RuObservation, observe
from prefgui.engine.russian.scoring import RuResult, score
from prefgui.engine.russian.sheet import Sheet
from prefgui.engine.russian.whist import Calls, next_call, resolve
from prefgui.engine.seats import defenders, seat_priority
from prefgui.engine.tricks import legal_cards, winning_index
from prefgui.engine.vocab import Outcome, Phase, Role, WhistCall, WhistStyle

_CALL_ACTION: dict[WhistCall, type[Whist | Pass | HalfWhist]] = {
    WhistCall.WHIST: Whist, WhistCall.PASS: Pass, WhistCall.HALF_WHIST: HalfWhist}
_ACTION_CALL = {v: k for k, v in _CALL_ACTION.items()}


class _Changes(TypedDict, total=False):
    """The fields ``_evolve`` may change (a misspelt one is a type error)."""

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
class RussianState:
    """One Russian deal at one moment. Build the first with ``RussianState.initial``.

    Not slotted: ``_evolve`` builds the next state from one merge of the fields' dict,
    several times faster than setting 37 slots one by one (``benchmarks/engine_speed.py``).
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
    # auction (§13.4)
    active: tuple[int, ...] = ()
    high: int | None = None
    holder: int | None = None
    spoken: frozenset[int] = frozenset()
    misbid: int | None = None
    here_owner: int | None = None
    # exchange, declaration (§13.5)
    declarer: int | None = None
    bid: int | None = None
    contract: int | None = None
    discards: int = 0
    # whist phase (§13.6)
    calls: Calls = ()
    whisters: tuple[int, ...] = ()
    half_whister: int | None = None
    overridden: int | None = None
    style: WhistStyle | None = None
    """The lone whister's choice; None with two whisters (always closed) or none."""
    # play (§13.7)
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
    @property
    def priority(self) -> tuple[int, ...]:
        """The active seats: forehand, middlehand, rearhand."""
        return self.seats

    @property
    def talon(self) -> int:
        """The talon as a mask."""
        return (1 << self.talon_cards[0]) | (1 << self.talon_cards[1])

    @property
    def series(self) -> int:
        """All-pass deals just before this one (§13.9.3)."""
        return self.start.raspasy_series

    @property
    def level(self) -> int:
        """The level of the declared (or, before that, the winning) trick bid."""
        rank = self.contract if self.contract is not None else self.bid
        return 0 if rank is None or rank == MISERE else level_of(rank)

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

    def current_player(self) -> int | None:
        """The seat to act, or None once the deal is over."""
        return None if self.phase is Phase.DONE else self.turn

    def is_terminal(self) -> bool:
        """Whether the deal is over."""
        return self.phase is Phase.DONE

    def defenders(self) -> tuple[int, int]:
        """D1 and D2: the first and second active seats after the declarer."""
        assert self.declarer is not None
        return defenders(self.rules.players, self.dealer, self.declarer)

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

    def _evolve(self, **changes: Unpack[_Changes]) -> RussianState:
        """A new state with some fields changed (built field by field, as fast as it goes).

        Raises:
            TypeError: a field that a state does not have.
        """
        if not _FIELD_SET.issuperset(changes):
            raise TypeError(f"RussianState has no field {sorted(set(changes) - _FIELD_SET)}")
        new = object.__new__(RussianState)
        _SET(new, "__dict__", {**self.__dict__, **changes, "_memo": [None]})
        return new

    def _step(self, **changes: Unpack[_Changes]) -> RussianState:
        """``_evolve`` without the run-time check of the names, for the card play's path.

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
            return self._legal_plays()
        if ph is Phase.AUCTION:
            return self._legal_calls()
        if ph is Phase.EXCHANGE:
            return self._legal_exchange()
        if ph is Phase.DECLARE:
            return self._legal_declarations()
        if ph is Phase.WHIST:
            return self._legal_whist()
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
            nxt = self._apply_call(action)
        elif ph is Phase.EXCHANGE:
            nxt = self._apply_exchange(action)
        elif ph is Phase.DECLARE:
            assert isinstance(action, RuDeclare)
            nxt = self._apply_declaration(action)
        elif ph is Phase.WHIST:
            nxt = self._apply_whist(action)
        elif ph is Phase.WHIST_STYLE:
            style = WhistStyle.OPEN if type(action) is OpenWhist else WhistStyle.CLOSED
            nxt = self._start_play(self._evolve(style=style))
        else:
            assert type(action) is Play
            nxt = self._apply_play(action)
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

    # Auction (§13.4) ----------------------------------------------------------------------
    def exit_level(self) -> int:
        """The lowest trick level allowed now (§13.9.3)."""
        if self.series <= 0:
            return 6
        ex = self.rules.opt.raspasy_exit
        assert isinstance(ex, tuple)
        return ex[min(self.series - 1, len(ex) - 1)]

    def _legal_calls(self) -> tuple[RussianAction, ...]:
        p = self.turn
        out: list[RussianAction] = [Pass(p)]
        low = -1 if self.high is None else self.high
        if p != self.misbid:
            floor = self.exit_level()
            out += [RuBid(p, r) for r in ladder.TRICK_BIDS
                    if r > low and level_of(r) >= floor]
        if (p not in self.spoken and (self.high is None or self.high < MISERE)
                and (self.series == 0 or self.rules.opt.misere_allowed_after_raspasy)):
            out.insert(1 + sum(1 for a in out[1:] if isinstance(a, RuBid) and a.rank < MISERE),
                       RuBid(p, MISERE))
        if self._may_say_here(p):
            out.insert(1, Here(p))
        return tuple(out)

    def _may_say_here(self, p: int) -> bool:
        hold = self.rules.opt.hold
        if hold in ("none", False) or self.high is None or self.holder is None:
            return False
        if len(self.active) != 2 or p not in self.active or self.holder not in self.active:
            return False
        if self.high == MISERE or p == self.misbid:
            return False
        if hold == "seniority":
            order = self.priority
            return order.index(p) < order.index(self.holder)
        # through_passer
        if self.high == 0 or (self.here_owner is not None and self.here_owner != p):
            return False
        n = self.rules.players
        between = [(self.holder + k) % n for k in range(1, n)]
        between = between[:between.index(p)]
        passed = set(self.priority) - set(self.active)
        return bool(between) and all(s in passed or (n == 4 and s == self.dealer)
                                     for s in between)

    def _apply_call(self, a: RussianAction) -> RussianState:
        p = a.seat
        spoken = self.spoken | {p}
        st = self
        if type(a) is Pass:
            st = st._evolve(active=tuple(s for s in st.active if s != p), spoken=spoken)
        elif type(a) is RuBid:
            st = st._evolve(high=a.rank, holder=p, spoken=spoken,
                         misbid=p if a.rank == MISERE else st.misbid)
        else:
            st = st._evolve(holder=p, spoken=spoken,
                         here_owner=st.here_owner if st.here_owner is not None else p)
        if len(st.active) == 1 and st.high is not None:
            d = st.holder
            assert d is not None
            return st._evolve(phase=Phase.EXCHANGE, turn=d, declarer=d, bid=st.high,
                           hands=_with(st.hands, d, st.hands[d] | st.talon))
        if not st.active:
            return st._start_play(st)
        order = st.priority
        i = order.index(p)
        for k in range(1, 4):
            q = order[(i + k) % 3]
            if q in st.active and q != st.holder:
                return st._evolve(turn=q)
        return st  # unreachable: two seats are active and one is the holder

    # Exchange and declaration (§13.5) -----------------------------------------------------
    def _legal_exchange(self) -> tuple[RussianAction, ...]:
        d = self.turn
        cards = list(iter_cards(self.hands[d]))
        table = _DISCARDS[d]
        out: list[RussianAction] = [table[a * 32 + b] for i, a in enumerate(cards)
                                    for b in cards[i + 1:]]
        if (self.rules.opt.without_three and self.bid is not None and self.bid != MISERE
                and level_of(self.bid) in (6, 7)):
            out.append(WithoutThree(d))
        return tuple(out)

    def _apply_exchange(self, a: RussianAction) -> RussianState:
        d = self.turn
        if type(a) is WithoutThree:
            return self._evolve(phase=Phase.DONE, outcome=Outcome.WITHOUT_THREE)
        assert type(a) is Discard
        return self._evolve(phase=Phase.DECLARE, discards=a.mask,
                       hands=_with(self.hands, d, self.hands[d] & ~a.mask))

    def _legal_declarations(self) -> tuple[RussianAction, ...]:
        d, b = self.turn, self.bid
        assert b is not None
        if b == MISERE:
            return (RuDeclare(d, MISERE),)
        return tuple(RuDeclare(d, r) for r in ladder.TRICK_BIDS if r >= b)

    def _apply_declaration(self, a: RuDeclare) -> RussianState:
        st = self._evolve(contract=a.rank)
        d1, d2 = st.defenders()
        opt = st.rules.opt
        if a.rank == MISERE:
            return st._start_play(st)
        if opt.stalingrad and a.rank == 0:
            return st._start_play(st._evolve(whisters=(d1, d2)))
        if level_of(a.rank) == 10 and opt.ten == "checked":
            return st._start_play(st)
        return st._evolve(phase=Phase.WHIST, turn=d1)

    # Whist phase (§13.6) ------------------------------------------------------------------
    def _legal_whist(self) -> tuple[RussianAction, ...]:
        d1, d2 = self.defenders()
        nxt = next_call(self.rules, self.level, d1, d2, self.calls)
        assert nxt is not None
        seat, calls = nxt
        return tuple(_CALL_ACTION[c](seat) for c in calls)

    def _apply_whist(self, a: RussianAction) -> RussianState:
        calls = self.calls + ((a.seat, _ACTION_CALL[type(a)]),)  # type: ignore[index]
        st = self._evolve(calls=calls)
        d1, d2 = st.defenders()
        nxt = next_call(st.rules, st.level, d1, d2, calls)
        if nxt is not None:
            return st._evolve(turn=nxt[0])
        end = resolve(d1, d2, calls)
        st = st._evolve(whisters=end.whisters, half_whister=end.half_whister,
                     overridden=end.overridden)
        if end.half_whister is not None:
            return st._evolve(phase=Phase.DONE, outcome=Outcome.HALF_WHIST)
        if not end.whisters:
            return st._evolve(phase=Phase.DONE, outcome=Outcome.NO_PLAY)
        if len(end.whisters) == 2:
            return st._start_play(st)
        return st._evolve(phase=Phase.WHIST_STYLE, turn=end.whisters[0])

    # Play (§13.7) -------------------------------------------------------------------------
    def _start_play(self, st: RussianState) -> RussianState:
        order = st.priority
        lead = order[0]
        if (st.declarer is not None and st.rules.opt.first_lead == "after_declarer"):
            lead = st.defenders()[0]
        return st._evolve(phase=Phase.PLAY, turn=lead, leader=lead)

    def _legal_plays(self) -> tuple[RussianAction, ...]:
        p = self.turn
        hand = self.hands[p]
        t = self.talon_lead
        trick = self.trick if t is None else (t,) + self.trick
        mask = legal_cards(hand, trick, self.trump, self.rules.must_trump, False)
        row = _PLAYS[p]
        out = []
        while mask:
            low = mask & -mask
            out.append(row[low.bit_length() - 1])
            mask ^= low
        return tuple(out)

    def _apply_play(self, a: Play) -> RussianState:
        p = a.seat
        trick = self.trick + (a.card,)
        seats = self.trick_seats + (p,)
        hands = _with(self.hands, p, self.hands[p] & ~(1 << a.card))
        order = self.seats
        if len(trick) < 3:
            return self._step(hands=hands, trick=trick, trick_seats=seats,
                              turn=order[(order.index(p) + 1) % 3])
        t = self.talon_lead
        winner = self._trick_winner(trick, seats, t)
        won = self.tricks_won
        unowned = self.unowned
        if winner is None:
            unowned += 1
        else:
            won = _with(won, winner, won[winner] + 1)
        done = self.tricks_done + 1
        last = tuple(zip(seats, trick, strict=True))
        if t is not None:
            last = ((-1, t),) + last
        if done < 10:
            lead = self._next_leader(winner, done)
            return self._evolve(hands=hands, trick=(), trick_seats=(), tricks_won=won,
                                tricks_done=done, unowned=unowned, last_trick=last,
                                leader=lead, turn=lead)
        if self.declarer is None:
            outcome = Outcome.RASPASY
        elif self.contract == MISERE:
            outcome = Outcome.MADE if won[self.declarer] == 0 else Outcome.FAILED
        else:
            outcome = Outcome.MADE if won[self.declarer] >= self.level else Outcome.FAILED
        return self._evolve(hands=hands, trick=(), trick_seats=(), tricks_won=won,
                            tricks_done=done, unowned=unowned, last_trick=last,
                            phase=Phase.DONE, outcome=outcome)

    def _next_leader(self, winner: int | None, done: int) -> int:
        f = self.priority[0]
        if self.declarer is None and self.rules.opt.raspasy_talon == "lead_two" and done <= 2:
            # the forehand plays first to both talon tricks, and leads trick 3 unless
            # ``raspasy_trick3_lead = winner`` (the winner of trick 2, not the sitting-out
            # dealer nor nobody)
            out_dealer = self.dealer if self.rules.players == 4 else None
            if (done == 2 and self.rules.opt.raspasy_trick3_lead == "winner"
                    and winner is not None and winner != out_dealer):
                return winner
            return f
        assert winner is not None
        return winner

    def _trick_winner(self, trick: tuple[int, ...], seats: tuple[int, ...], t: int | None
                      ) -> int | None:
        """The seat winning a full trick (None: a talon trick that belongs to nobody)."""
        if t is None:
            return seats[winning_index(trick, self.trump)]
        suit = SUIT_MASK[t >> 3]
        best, who = -1, None
        for seat, card in zip(seats, trick, strict=True):
            if (1 << card) & suit and card > best:
                best, who = card, seat
        if self.rules.players == 4:
            return self.dealer if who is None or t > best else who
        if who is None:
            return self.priority[0] if self.rules.opt.raspasy_talon_unfollowed == "forehand" \
                else None
        return who

    # Illegal actions ----------------------------------------------------------------------
    def explain_illegal(self, a: RussianAction) -> IllegalActionError:
        """The error for an action that is not in ``legal_actions()``."""
        if a.seat != self.turn:
            return IllegalActionError(
                f"not seat {a.seat}'s turn (seat {self.turn} to act)", "wrong_seat")
        ph = self.phase
        if ph is Phase.PLAY:
            return self._explain_play(a)
        if ph is Phase.AUCTION:
            return self._explain_call(a)
        if ph is Phase.EXCHANGE:
            return self._explain_exchange(a)
        if ph is Phase.DECLARE:
            if type(a) is RuDeclare:
                if self.bid == MISERE or a.rank == MISERE:
                    return IllegalActionError(
                        "after a misère bid only misère, and misère only after one",
                        "bad_declaration")
                return IllegalActionError("the contract may not be below the winning bid",
                                          "low_declaration")
            return IllegalActionError("the declarer must name the contract now", "phase")
        if ph is Phase.WHIST:
            if type(a) is HalfWhist:
                return IllegalActionError(
                    "half a whist only after the partner's pass, on six or seven",
                    "bad_half_whist")
            return IllegalActionError("a whist call (whist, pass, half-whist) is due",
                                      "phase")
        return IllegalActionError("the whister must choose open or closed", "phase")

    def _explain_exchange(self, a: RussianAction) -> IllegalActionError:
        if type(a) is Discard:
            if a.c1 == a.c2:
                return IllegalActionError("the two discards must differ", "bad_discard")
            return IllegalActionError(
                f"does not hold {mask_str(a.mask & ~self.hands[self.turn])}", "not_held")
        if type(a) is WithoutThree:
            return IllegalActionError(
                "without three is only for a six or seven bid, where the rules allow it",
                "bad_without_three")
        return IllegalActionError("the declarer must discard two cards now", "phase")

    def _explain_call(self, a: RussianAction) -> IllegalActionError:
        if type(a) is RuBid:
            if a.rank == MISERE:
                if a.seat in self.spoken:
                    return IllegalActionError(
                        "misere may only be bid as the player's first call", "late_misere")
                if self.series and not self.rules.opt.misere_allowed_after_raspasy:
                    return IllegalActionError("no misère after an all-pass deal",
                                              "misere_after_raspasy")
                return IllegalActionError("misère does not outrank the current bid",
                                          "low_bid")
            if a.seat == self.misbid:
                return IllegalActionError("a misère bidder may only pass", "after_misere")
            if level_of(a.rank) < self.exit_level():
                return IllegalActionError(
                    f"after an all-pass deal the lowest contract is {self.exit_level()}♠",
                    "below_exit")
            return IllegalActionError("the bid must outrank the current bid", "low_bid")
        if type(a) is Here:
            return IllegalActionError("'here' is not allowed now", "bad_hold")
        return IllegalActionError("only a call (pass, bid, here) is possible now", "phase")

    def _explain_play(self, a: RussianAction) -> IllegalActionError:
        if type(a) is not Play:
            return IllegalActionError("a card must be played now", "phase")
        if not (self.hands[a.seat] >> a.card) & 1:
            return IllegalActionError(f"does not hold {mask_str(1 << a.card)}", "not_held")
        t = self.talon_lead
        led = (t if t is not None else self.trick[0]) >> 3
        if self.hands[a.seat] & SUIT_MASK[led]:
            return IllegalActionError("must follow suit", "follow_suit")
        return IllegalActionError("must trump", "must_trump")


def _with(values: tuple[int, ...], i: int, v: int) -> tuple[int, ...]:
    return values[:i] + (v,) + values[i + 1:]


_PLAYS = tuple(tuple(play(seat, c) for c in range(32)) for seat in range(4))
"""Every seat's play of every card (the cached actions of ``actions.play``)."""
_TRUMP = tuple(trump_of(r) for r in range(ladder.TOP + 1))
"""The trump suit of each ladder rank (looked up on every card)."""
_DISCARDS = tuple({a * 32 + b: Discard(seat, a, b) for a in range(32) for b in range(a + 1, 32)}
                  for seat in range(4))
"""Every seat's possible discards, made once (a declarer has 66 to choose from)."""

_FIELD_NAMES = tuple(f.name for f in fields(RussianState) if f.name != "_memo")
_FIELD_SET = frozenset(_FIELD_NAMES)
_SET = object.__setattr__
