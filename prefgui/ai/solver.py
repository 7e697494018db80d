"""Exact double-dummy solver for Préférence trick play (RULES.md §1.4).

All hands are known ("double dummy"). The declarer plays against the two defenders, who
cooperate. The solver answers how many tricks the declarer takes from a position on under
best play by everybody, and what every legal card of the player to move is worth.

``goal="max"`` is a trick-taking contract (suit, sans, slam): the declarer maximises his
tricks and the defenders minimise them. ``goal="min"`` is misère: the declarer minimises
his tricks and the defenders maximise them (all remaining tricks are counted).

Method, all in pure Python on integer bitmasks (one byte per suit, see
:mod:`prefgui.engine.cards`):

* Boolean searches "can the declarer take at least *k* tricks?" (null-window alpha-beta),
  iterated MTD-style on *k* until the exact value is pinned.
* A private mutable position (three hand masks) with make / unmake of each card.
* A transposition table at trick boundaries keyed on the *relative* ranks of the remaining
  cards (positions differing only in which small cards have gone share an entry) and the
  leader; it stores lower and upper bounds, so every null-window search reuses the others.
* Equivalent cards are merged: cards of one suit in one hand that are adjacent in rank once
  the cards already gone are removed are searched once.
* Quick-trick bounds for early cut-offs (top cards the side on lead can cash), exact
  evaluation of the last trick, and move ordering by simple card-play heuristics.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

__all__ = ["SolveResult", "solve", "solve_value"]

_SUIT_MASKS = (0xFF, 0xFF00, 0xFF0000, 0xFF000000)
_SPREAD3 = 0xFF | (0xFF << 32) | (0xFF << 64)
_LOW32 = 0xFFFFFFFF

# Per-suit table, built on first use. Index: the three hands' holdings in one suit packed
# as ``a | b << 32 | c << 64`` (bytes). Value: (relative code, representative cards of each
# hand packed the same way, quick-trick info).
_SuitInfo = tuple[int, int, int]
_INFO: dict[int, _SuitInfo] = {}
STAT = [0]*40
QT_ON = True


def _build_info() -> None:
    """Fill the per-suit table for all 4**8 disjoint triples of holdings."""
    if _INFO:
        return
    owners_list: list[list[int]] = [[]]
    for _ in range(8):
        owners_list = [o + [x] for o in owners_list for x in (0, 1, 2, 3)]
    for owners in owners_list:
        held = [0, 0, 0]
        present: list[tuple[int, int]] = []
        for rank, o in enumerate(owners):
            if o < 3:
                held[o] |= 1 << rank
                present.append((rank, o))
        code = 1
        for _, o in present:
            code = code * 3 + o
        reps = [0, 0, 0]
        for i, (rank, o) in enumerate(present):
            if i == len(present) - 1 or present[i + 1][1] != o:
                reps[o] |= 1 << rank
        top = [0, 0, 0]
        if present:
            top_owner = present[-1][1]
            k = 0
            for _, o in reversed(present):
                if o != top_owner:
                    break
                k += 1
            top[top_owner] = k
        lengths = [held[i].bit_count() for i in range(3)]
        q = top[0] | top[1] << 4 | top[2] << 8 | lengths[0] << 12 | lengths[1] << 16
        q |= lengths[2] << 20
        index = held[0] | held[1] << 32 | held[2] << 64
        _INFO[index] = (code, reps[0] | reps[1] << 32 | reps[2] << 64, q)


@dataclass(frozen=True)
class SolveResult:
    """The outcome of :func:`solve`.

    Attributes:
        declarer_tricks: Tricks the declarer takes from this position on (the current
            trick included) under best play by both sides.
        moves: For each legal card of the player to move, the declarer's tricks from this
            position on after that card is played (and best play afterwards).
        nodes: Search nodes visited.
    """

    declarer_tricks: int
    moves: dict[int, int]
    nodes: int


class _Position:
    """The private mutable position: hands, the current trick and its running winner."""

    __slots__ = ("hands", "trick", "leader", "seats", "trump")

    def __init__(
        self, hands: list[int], trick: list[int], leader: int, seats: tuple[int, ...],
        trump: int | None,
    ) -> None:
        self.hands = hands
        self.trick = trick
        self.leader = leader
        self.seats = seats
        self.trump = trump

    def order(self) -> tuple[int, ...]:
        """Active seats in playing order from the leader."""
        i = self.seats.index(self.leader)
        return self.seats[i:] + self.seats[:i]

    def to_move(self) -> int:
        """The seat to play next."""
        return self.order()[len(self.trick)]

    def winner(self) -> tuple[int, int]:
        """(best card, its seat) of the current non-empty trick."""
        order = self.order()
        best, seat = self.trick[0], order[0]
        for i, c in enumerate(self.trick[1:], 1):
            if _beats(c, best, self.trump):
                best, seat = c, order[i]
        return best, seat

    def play(self, card: int) -> None:
        """Make: the seat to move plays ``card``."""
        self.hands[self.to_move()] &= ~(1 << card)
        self.trick.append(card)

    def unplay(self) -> None:
        """Unmake the last card played to the current trick."""
        card = self.trick.pop()
        self.hands[self.to_move()] |= 1 << card


def _beats(card: int, best: int, trump: int | None) -> bool:
    if card >> 3 == best >> 3:
        return card > best
    return trump is not None and card >> 3 == trump


def _legal(hand: int, led: int, best: int, trump: int | None, must_trump: bool,
           must_head: bool) -> int:
    """Legal cards (mask) of ``hand`` in a trick led in suit ``led`` now won by ``best``."""
    same = hand & _SUIT_MASKS[led]
    if same:
        if must_head and best >> 3 == led:
            up = same & ~((2 << best) - 1)
            if up:
                return up
        return same
    if trump is not None and must_trump:
        tr = hand & _SUIT_MASKS[trump]
        if tr:
            if must_head and best >> 3 == trump:
                up = tr & ~((2 << best) - 1)
                if up:
                    return up
            return tr
    return hand


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


class _Engine:
    """The search proper; built once per root position (closures over fixed rules)."""

    def __init__(
        self, trump: int | None, declarer: int, goal_max: bool, must_trump: bool,
        must_head: bool, seats: tuple[int, ...],
    ) -> None:
        _build_info()
        self.hands = [0, 0, 0]
        self.nodes = 0
        self.reps = [0] * 64
        self.tt: dict[int, int] = {}
        self.boundary, self.follow = self._make(
            trump, declarer, goal_max, must_trump, must_head, seats
        )

    def _make(
        self, trump: int | None, declarer: int, goal_max: bool, must_trump: bool,
        must_head: bool, seats: tuple[int, ...],
    ) -> tuple[Callable[[int, int], bool], Callable[[int, int, int, int, int, int], bool]]:
        H = self.hands
        RD = self.reps
        TT = self.tt
        INFO = _INFO
        engine = self
        nact = len(seats)
        nxt = [0, 0, 0]
        for i, s in enumerate(seats):
            nxt[s] = seats[(i + 1) % nact]
        NXT = tuple(nxt)
        # side[s]: seat s is on the maximising side (wants the declarer's count high).
        SIDE = tuple((s == declarer) == goal_max for s in range(3))
        DECL = declarer
        SM = _SUIT_MASKS
        trump_mask = SM[trump] if trump is not None else 0
        has_trump = trump is not None
        force_trump = has_trump and must_trump
        tshift = 8 * trump if trump is not None else 0
        DECL_WANTS = goal_max

        def above(card: int) -> int:
            return ~((2 << card) - 1)

        def mis_lead(leader: int, moves: int) -> list[int]:
            scored = []
            if leader == DECL:
                defs = 0
                for s_ in seats:
                    if s_ != DECL:
                        defs |= H[s_]
                for c in _bits(moves):
                    sm = SM[c >> 3]
                    below = (1 << c) - 1
                    sure = False
                    for s_ in seats:
                        if s_ != DECL:
                            d = H[s_] & sm
                            if d and not d & below:
                                sure = True
                    scored.append((c & 7) + 16 if sure else 8 - (c & 7))
                    scored[-1] = scored[-1] * 32 + c
            else:
                dh = H[DECL]
                for c in _bits(moves):
                    sm = SM[c >> 3]
                    d = dh & sm
                    if not d:
                        sc = 0
                    elif not d & ((1 << c) - 1):
                        sc = 24 - (c & 7)
                    else:
                        sc = 8 - (c & 7)
                    scored.append(sc * 32 + c)
            scored.sort(reverse=True)
            return [x & 31 for x in scored]

        def boundary(leader: int, target: int) -> bool:
            if target <= 0:
                return True
            h = H[leader]
            n = h.bit_count()
            if target > n:
                return False
            engine.nodes += 1
            STAT[n] += 1
            h0, h1, h2 = H
            if n == 1:
                best = h.bit_length() - 1
                bseat = leader
                p = NXT[leader]
                while p != leader:
                    c = H[p].bit_length() - 1
                    if c >> 3 == best >> 3:
                        if c > best:
                            best, bseat = c, p
                    elif (c >> 3) == trump:
                        best, bseat = c, p
                    p = NXT[p]
                return bseat == DECL
            z = h0 | h1 << 32 | h2 << 64
            c0, r0, q0 = INFO[z & _SPREAD3]
            c1, r1, q1 = INFO[z >> 8 & _SPREAD3]
            c2, r2, q2 = INFO[z >> 16 & _SPREAD3]
            c3, r3, q3 = INFO[z >> 24 & _SPREAD3]
            if has_trump:
                cs = [c0, c1, c2, c3]
                ct = cs.pop(trump)  # type: ignore[arg-type]
                cs.sort()
                key = leader | ct << 2 | cs[0] << 16 | cs[1] << 30 | cs[2] << 44
            else:
                cs = sorted((c0, c1, c2, c3))
                key = leader | cs[0] << 2 | cs[1] << 16 | cs[2] << 30 | cs[3] << 44
            bounds = TT.get(key)
            if bounds is not None:
                lo = bounds & 15
                if lo >= target:
                    STAT[20+n] += 1
                    return True
                hi = bounds >> 4 & 15
                if hi < target:
                    STAT[20+n] += 1
                    return False
                killer = bounds >> 8
            else:
                lo = 0
                hi = n
                killer = 0
            side = SIDE[leader]
            if goal_max and QT_ON:
                # quick tricks of the side on lead
                lsh = leader * 4
                qs = (q0, q1, q2, q3)
                qt = 0
                if has_trump:
                    qtr = qs[trump]  # type: ignore[index]
                    tt_ = qtr >> lsh & 15
                    ruffers = []
                    p = NXT[leader]
                    while p != leader:
                        if (qtr >> (12 + 4 * p) & 15) > tt_:
                            ruffers.append(p)
                        p = NXT[p]
                    qt = tt_
                    for s in range(4):
                        if s != trump:
                            q = qs[s]
                            k = q >> lsh & 15
                            if k:
                                for p in ruffers:
                                    ln = q >> (12 + 4 * p) & 15
                                    if ln < k:
                                        k = ln
                                qt += k
                else:
                    qt = (q0 >> lsh & 15) + (q1 >> lsh & 15) + (q2 >> lsh & 15) + (
                        q3 >> lsh & 15
                    )
                if qt > n:
                    qt = n
                if side:
                    if qt >= target:
                        TT[key] = (qt if qt > lo else lo) | hi << 4 | killer << 8
                        return True
                else:
                    if n - qt < target:
                        u = n - qt
                        TT[key] = lo | (u if u < hi else hi) << 4 | killer << 8
                        return False
            rr = r0 | r1 << 8 | r2 << 16 | r3 << 24
            base = n * 3
            RD[base] = rr & _LOW32
            RD[base + 1] = rr >> 32 & _LOW32
            RD[base + 2] = rr >> 64
            moves = RD[base + leader] & h
            # order leads
            if goal_max:
                order = _bits(moves)
                order.reverse()
            else:
                order = mis_lead(leader, moves)
            if killer:
                kc = killer - 1
                if moves >> kc & 1:
                    order.remove(kc)
                    order.insert(0, kc)
            result = not side
            p2 = NXT[leader]
            for c in order:
                b = 1 << c
                H[leader] = h ^ b
                r = follow(p2, 1, c, leader, c >> 3, target)
                if r is side:
                    result = side
                    killer = c + 1
                    break
            H[leader] = h
            if result:
                if target > lo:
                    lo = target
            elif target - 1 < hi:
                hi = target - 1
            TT[key] = lo | hi << 4 | killer << 8
            return result

        def follow(p: int, k: int, best: int, bseat: int, led: int, target: int) -> bool:
            engine.nodes += 1
            h = H[p]
            n = h.bit_count()
            # legal cards
            legal = h & SM[led]
            if legal:
                if must_head and best >> 3 == led:
                    up = legal & above(best)
                    if up:
                        legal = up
            elif force_trump and h & trump_mask:
                legal = h & trump_mask
                if must_head and best >> 3 == trump:
                    up = legal & above(best)
                    if up:
                        legal = up
            else:
                legal = h
            legal &= RD[n * 3 + p]
            side = SIDE[p]
            last = k + 1 == nact
            # beating cards
            if best >> 3 == led:
                win = (legal & SM[led] & above(best)) | (legal & trump_mask if led != trump
                                                          else 0)
            else:  # best is a trump ruff of another suit
                win = legal & trump_mask & above(best)
            lose = legal & ~win
            mine_winning = SIDE[bseat] is side
            if goal_max:
                if mine_winning:
                    order = _bits(lose) + _bits(win)
                else:
                    order = _bits(win) + _bits(lose)
                if legal & ~SM[led] & ~trump_mask:
                    order.sort(key=_rank_key)
            else:
                if p == DECL:
                    lo_ = _bits(lose)
                    lo_.reverse()
                    wi = _bits(win)
                    wi.reverse()
                    order = lo_ + wi
                    if not legal & SM[led]:
                        order.sort(key=_neg_rank_key)
                else:
                    if bseat == DECL:
                        lo_ = _bits(lose)
                        lo_.reverse()
                        order = lo_ + _bits(win)
                    elif H[DECL].bit_count() < n:
                        order = _bits(legal)
                        order.reverse()
                    else:
                        order = _bits(legal)
                    if not legal & SM[led]:
                        order.sort(key=_neg_rank_key)
            np_ = NXT[p]
            for c in order:
                H[p] = h ^ (1 << c)
                if c >> 3 == best >> 3:
                    if c > best:
                        nb, ns = c, p
                    else:
                        nb, ns = best, bseat
                elif c >> 3 == trump:
                    nb, ns = c, p
                else:
                    nb, ns = best, bseat
                if last:
                    r = boundary(ns, target - 1 if ns == DECL else target)
                else:
                    r = follow(np_, k + 1, nb, ns, led, target)
                if r is side:
                    H[p] = h
                    return side
            H[p] = h
            return not side

        del DECL_WANTS, tshift
        return boundary, follow


def _rank_key(card: int) -> int:
    return card & 7


def _neg_rank_key(card: int) -> int:
    return -(card & 7)


def _check_seat(name: str, seat: object) -> int:
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat <= 2:
        raise ValueError(f"{name} must be a seat 0, 1 or 2, not {seat!r}")
    return seat


def _setup(
    hands: tuple[int, int, int], trump: int | None, declarer: int, leader: int, goal: str,
    trick: tuple[int, ...], must_trump: bool, must_head: bool,
) -> tuple[_Position, bool] | None:
    """Validate the arguments; the root position and whether the goal is "max".

    Returns None for a finished play (no cards left anywhere).
    """
    if len(hands) != 3:
        raise ValueError(f"need 3 hands, got {len(hands)}")
    for i, h in enumerate(hands):
        if not isinstance(h, int) or isinstance(h, bool) or not 0 <= h <= _LOW32:
            raise ValueError(f"hand {i} is not a 32-bit card mask: {h!r}")
    if trump is not None and (
        not isinstance(trump, int) or isinstance(trump, bool) or not 0 <= trump <= 3
    ):
        raise ValueError(f"trump must be a suit 0..3 or None, not {trump!r}")
    declarer = _check_seat("declarer", declarer)
    leader = _check_seat("leader", leader)
    if goal not in ("max", "min"):
        raise ValueError(f"goal must be 'max' or 'min', not {goal!r}")
    h0, h1, h2 = hands
    if h0 & h1 or h0 & h2 or h1 & h2:
        raise ValueError("a card is in two hands")
    seen = h0 | h1 | h2
    for c in trick:
        if not isinstance(c, int) or isinstance(c, bool) or not 0 <= c <= 31:
            raise ValueError(f"not a card: {c!r}")
        if seen >> c & 1:
            raise ValueError(f"trick card {c} is also in a hand or twice in the trick")
        seen |= 1 << c
    if not trick and not seen:
        return None
    candidates: list[tuple[int, ...]] = [(0, 1, 2), (1, 2), (0, 2), (0, 1)]
    problems: list[str] = []
    for seats in candidates:
        if leader not in seats or declarer not in seats:
            continue
        if any(hands[s] for s in range(3) if s not in seats):
            continue
        pos = _Position(list(hands), [], leader, seats, trump)
        order = pos.order()
        k = len(trick)
        if k >= len(seats):
            problems.append("the trick is already complete")
            continue
        m = hands[order[k]].bit_count()
        if m < 1:
            problems.append("the player to move has no cards")
            continue
        if any(hands[s].bit_count() != m - 1 for s in order[:k]) or any(
            hands[s].bit_count() != m for s in order[k:]
        ):
            problems.append("hand sizes do not fit the cards played to the trick")
            continue
        # replay the trick, checking each card was a legal play
        for c in trick:
            seat = pos.to_move()
            pos.hands[seat] |= 1 << c
            if pos.trick:
                best, _ = pos.winner()
                legal = _legal(
                    pos.hands[seat], pos.trick[0] >> 3, best, trump, must_trump, must_head
                )
                if not legal >> c & 1:
                    raise ValueError(f"trick card {c} is not a legal play for seat {seat}")
            pos.play(c)
        return pos, goal == "max"
    detail = problems[0] if problems else "the hand sizes are inconsistent"
    raise ValueError(f"invalid position: {detail}")


def _root_reps(eng: _Engine, pos: _Position) -> None:
    """Representative cards of each hand for the current trick (trick cards count)."""
    tmask = 0
    for c in pos.trick:
        tmask |= 1 << c
    for s in range(3):
        h = pos.hands[s]
        o1 = pos.hands[(s + 1) % 3] | tmask
        o2 = pos.hands[(s + 2) % 3]
        z = h | o1 << 32 | o2 << 64
        rep = 0
        for suit in range(4):
            rep |= (_INFO[z >> (8 * suit) & _SPREAD3][1] & 0xFF) << (8 * suit)
        n = pos.hands[pos.to_move()].bit_count()
        eng.reps[n * 3 + s] = rep


def _tester(eng: _Engine, pos: _Position, declarer: int) -> Callable[[int], bool]:
    """A test "declarer takes >= t tricks from here" for the current position."""
    if not pos.trick:
        leader = pos.leader
        return lambda t: eng.boundary(leader, t)
    order = pos.order()
    if len(pos.trick) == len(order):
        best, seat = pos.winner()
        won = 1 if seat == declarer else 0
        if not any(pos.hands):
            return lambda t: won >= t
        return lambda t: eng.boundary(seat, t - won)
    best, seat = pos.winner()
    p = order[len(pos.trick)]
    k = len(pos.trick)
    led = pos.trick[0] >> 3
    return lambda t: eng.follow(p, k, best, seat, led, t)


def _exact(test: Callable[[int], bool], lo: int, hi: int, guess: int) -> int:
    """The largest t in [lo, hi] with test(t) (test(lo) is known true)."""
    while lo < hi:
        t = guess if lo < guess <= hi else (lo + hi + 1) // 2
        if test(t):
            lo = t
            guess = t + 1
        else:
            hi = t - 1
            guess = t - 1
    return lo


def solve_value(
    hands: tuple[int, int, int], trump: int | None, declarer: int, leader: int, goal: str,
    trick: tuple[int, ...] = (), must_trump: bool = True, must_head: bool = False,
) -> int:
    """The declarer's tricks from this position on under best play (value only).

    Args and errors as for :func:`solve`.
    """
    setup = _setup(hands, trump, declarer, leader, goal, trick, must_trump, must_head)
    if setup is None:
        return 0
    pos, goal_max = setup
    eng = _Engine(trump, declarer, goal_max, must_trump, must_head, pos.seats)
    eng.hands[:] = pos.hands
    _root_reps(eng, pos)
    n = pos.hands[pos.to_move()].bit_count()
    return _exact(_tester(eng, pos, declarer), 0, n, (n + 1) // 2)


def solve(
    hands: tuple[int, int, int], trump: int | None, declarer: int, leader: int, goal: str,
    trick: tuple[int, ...] = (), must_trump: bool = True, must_head: bool = False,
) -> SolveResult:
    """Solve a position double dummy.

    Args:
        hands: Card masks of seats 0, 1, 2 (an empty hand is a seat that is out, unless it
            has just played its last card to the current trick).
        trump: The trump suit 0..3, or None for no trumps.
        declarer: The declarer's seat.
        leader: The seat that led (or is to lead) the current trick.
        goal: "max" (declarer maximises his tricks) or "min" (misère: he minimises them).
        trick: Cards already played to the current trick, the leader's first; they are no
            longer in ``hands``.
        must_trump: A player void in the suit led must trump if able.
        must_head: A player must beat the winning card when following suit or trumping.

    Returns:
        The declarer's tricks under best play, the value of each legal card of the player
        to move, and the number of search nodes.

    Raises:
        ValueError: Overlapping hands, cards counts that do not fit the trick, an illegal
            card in the trick, or an out-of-range argument.
    """
    setup = _setup(hands, trump, declarer, leader, goal, trick, must_trump, must_head)
    if setup is None:
        return SolveResult(0, {}, 0)
    pos, goal_max = setup
    eng = _Engine(trump, declarer, goal_max, must_trump, must_head, pos.seats)
    eng.hands[:] = pos.hands
    _root_reps(eng, pos)
    mover = pos.to_move()
    n = pos.hands[mover].bit_count()
    if pos.trick:
        best, _ = pos.winner()
        legal = _legal(pos.hands[mover], pos.trick[0] >> 3, best, trump, must_trump,
                       must_head)
    else:
        legal = pos.hands[mover]
    reps = legal & eng.reps[n * 3 + mover]
    maximiser = (mover == declarer) == goal_max
    values: dict[int, int] = {}
    guess = (n + 1) // 2
    for c in sorted(_bits(reps), reverse=True):
        pos.play(c)
        eng.hands[:] = pos.hands
        v = _exact(_tester(eng, pos, declarer), 0, n, guess)
        pos.unplay()
        values[c] = v
        guess = v
    eng.hands[:] = pos.hands
    moves: dict[int, int] = {}
    for c in _bits(legal):
        r = c
        while not reps >> r & 1:
            r += 1
        moves[c] = values[r]
    best_value = max(values.values()) if maximiser else min(values.values())
    return SolveResult(best_value, moves, eng.nodes)
