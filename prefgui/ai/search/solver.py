"""Exact double-dummy solver for Préférence trick play (RULES.md §1.4).

All hands are known ("double dummy"). The declarer plays against the two defenders, who
cooperate. The solver answers how many tricks the declarer takes from a position on under
best play by everybody, and what every legal card of the player to move is worth.

``goal="max"`` is a trick-taking contract (suit, sans, slam): the declarer maximises his
tricks and the defenders minimise them. ``goal="min"`` is misère: the declarer minimises
his tricks and the defenders maximise them (all remaining tricks are counted).

Method, in pure Python on integer bitmasks (one byte per suit, see
:mod:`prefgui.engine.cards`):

* Boolean searches "does the declarer take at least *t* tricks?" (null-window alpha-beta),
  iterated MTD-style on *t* until the exact value is pinned.
* A private mutable position (the three hand masks) with make / unmake of each card; the
  state of the current trick travels in the arguments of the search functions.
* A transposition table at trick boundaries keyed on the *relative* ranks of the remaining
  cards and the leader, so that positions differing only in which cards have gone share an
  entry. It stores a lower and an upper bound and the lead that last cut off, so every
  null-window search reuses the work of the others.
* Equivalent cards are merged: cards of one suit in one hand that are adjacent in rank once
  the cards already gone are removed are searched once (the highest of each run).
* Early cut-offs at trick boundaries: the quick tricks the side on lead can cash (suit and
  no-trump contracts), a "declarer cannot be forced to win a trick" test (misère), and
  direct evaluation of the last trick.
* Move ordering by card-play heuristics (win cheaply, duck with the highest card that
  loses in misère, ...).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from prefgui.ai.search.position import Position, check_position, seats_in_order
from prefgui.engine.play import legal_cards, winning_index

__all__ = ["SearchTables", "SolveResult", "SolveTimeoutError", "TrickTest", "solve", "solve_value",
           "trick_test"]

_SUIT_MASKS = (0xFF, 0xFF00, 0xFF0000, 0xFF000000)
_SPREAD3 = 0xFF | (0xFF << 32) | (0xFF << 64)
_LOW32 = 0xFFFFFFFF

# Quick-trick info bits of a suit (see _suit_info).
_SAFE = 24  # + declarer seat: he can never be forced to win a trick in the suit
_SAFE_HEAD = 27  # the same under must_head
_EXIT = 30  # + declarer seat: leading his lowest card loses and keeps the suit safe
_EXIT_HEAD = 33  # the same under must_head
_DEF_TOP = 36  # + 4 * declarer seat: top cards held by one defender, above all declarer's


def _suit_info(index: int) -> tuple[int, int, int]:
    """Facts about one suit from the three holdings packed as ``a | b << 32 | c << 64``.

    Returns:
        (code, reps, q): ``code`` numbers the owner sequence of the remaining cards in rank
        order (the relative-rank key); ``reps`` holds the highest card of every run of
        equivalent cards of each hand, packed like ``index``; ``q`` packs, per seat, the
        number of top cards held in sequence (4 bits each), the suit lengths (4 bits each
        from bit 12) and the misère safety flags at bits ``_SAFE``.. ``_EXIT_HEAD + 2``.
    """
    held = (index & 0xFF, index >> 32 & 0xFF, index >> 64 & 0xFF)
    present = [(r, o) for r in range(8) for o in range(3) if held[o] >> r & 1]
    code = 1
    for _, o in present:
        code = code * 3 + o
    reps = [0, 0, 0]
    for i, (r, o) in enumerate(present):
        if i == len(present) - 1 or present[i + 1][1] != o:
            reps[o] |= 1 << r
    q = _top_run(present)
    for o in range(3):
        q |= held[o].bit_count() << (12 + 4 * o)
    for decl in range(3):
        q |= _declarer_bits(present, held, decl)
    return code, reps[0] | reps[1] << 32 | reps[2] << 64, q


def _top_run(present: list[tuple[int, int]]) -> int:
    """The top cards held in sequence by the owner of the highest card (4 bits per seat)."""
    if not present:
        return 0
    top_owner = present[-1][1]
    k = 0
    for _, o in reversed(present):
        if o != top_owner:
            break
        k += 1
    return k << (4 * top_owner)


def _declarer_bits(present: list[tuple[int, int]], held: tuple[int, int, int],
                   decl: int) -> int:
    """The misère safety flags and the defenders' top cards of a suit for one declarer."""
    q = 0
    d = [r for r, o in present if o == decl]
    e = [r for r, o in present if o != decl]
    if all(d[i] < e[i] for i in range(min(len(d), len(e)))):
        q |= 1 << (_SAFE + decl)
    if not d or not e or d[-1] < e[0]:
        q |= 1 << (_SAFE_HEAD + decl)
    if d and e and d[0] < e[0]:
        gone = sum(1 for o in range(3) if o != decl and held[o])
        if all(d[i + 1] < e[i] for i in range(min(len(d) - 1, len(e) - gone))):
            q |= 1 << (_EXIT + decl)
        if d[-1] < e[0]:
            q |= 1 << (_EXIT_HEAD + decl)
    # the defenders' share of the top cards: max over the two of them
    per = [0, 0, 0]
    for _, o in reversed(present):
        if o == decl:
            break
        per[o] += 1
    return q | max(per) << (_DEF_TOP + 4 * decl)


# _suit_info of every holding triple met so far (4**8 possible), filled on first use.
_INFO: dict[int, tuple[int, int, int]] = {}


def _info(index: int) -> tuple[int, int, int]:
    """``_suit_info(index)``, remembered."""
    value = _INFO.get(index)
    if value is None:
        value = _INFO[index] = _suit_info(index)
    return value


def _suit_lists(descending: bool) -> tuple[tuple[tuple[int, ...], ...], ...]:
    out = []
    for s in range(4):
        rows = []
        for byte in range(256):
            cards = [s * 8 + r for r in range(8) if byte >> r & 1]
            if descending:
                cards.reverse()
            rows.append(tuple(cards))
        out.append(tuple(rows))
    return tuple(out)


# _ASC[suit][byte]: the cards of a one-suit holding, low to high; _DESC high to low.
_ASC = _suit_lists(False)
_DESC = _suit_lists(True)


def _rank_major_tables() -> tuple[
    tuple[tuple[int, ...], ...],
    tuple[tuple[tuple[int, ...], ...], ...],
    tuple[tuple[tuple[int, ...], ...], ...],
]:
    """Tables to list the cards of a mask by rank across suits.

    ``spread[s][byte]`` moves suit ``s``'s holding to the rank-major mask (bit
    ``4 * rank + suit``). ``up[k][byte]`` lists the cards of byte ``k`` of a rank-major mask
    lowest rank first, ``down[k][byte]`` highest rank first (ties: higher suit first).
    """
    spread = tuple(
        tuple(sum(1 << (4 * r + s) for r in range(8) if byte >> r & 1) for byte in range(256))
        for s in range(4)
    )
    up = []
    down = []
    for k in range(4):
        up_rows = []
        down_rows = []
        for byte in range(256):
            cards = [(b // 4 + 2 * k, b % 4) for b in range(8) if byte >> b & 1]
            up_rows.append(tuple(s * 8 + r for r, s in sorted(cards, key=lambda x: (x[0], -x[1]))))
            down_rows.append(tuple(s * 8 + r for r, s in sorted(cards, reverse=True)))
        up.append(tuple(up_rows))
        down.append(tuple(down_rows))
    return spread, tuple(up), tuple(down)


_RM_SPREAD, _RM_UP, _RM_DOWN = _rank_major_tables()


def _by_rank(mask: int) -> list[int]:
    """The cards of a mask, lowest rank first (ties: higher suit first)."""
    sp = _RM_SPREAD
    r = sp[0][mask & 255] | sp[1][mask >> 8 & 255] | sp[2][mask >> 16 & 255] | sp[3][mask >> 24]
    up = _RM_UP
    return [*up[0][r & 255], *up[1][r >> 8 & 255], *up[2][r >> 16 & 255], *up[3][r >> 24]]


def _by_rank_desc(mask: int) -> list[int]:
    """The cards of a mask, highest rank first (ties: higher suit first)."""
    sp = _RM_SPREAD
    r = sp[0][mask & 255] | sp[1][mask >> 8 & 255] | sp[2][mask >> 16 & 255] | sp[3][mask >> 24]
    dn = _RM_DOWN
    return [*dn[3][r >> 24], *dn[2][r >> 16 & 255], *dn[1][r >> 8 & 255], *dn[0][r & 255]]


TTEntry = tuple[int, int, int]
"""A transposition-table entry: (lower bound, upper bound, killer), the bounds on the
tricks the declarer takes from the trick boundary on, the killer the lead that last cut
off there plus one (0: none)."""


class SolveTimeoutError(Exception):
    """The search passed its deadline (see ``deadline`` of :func:`solve`)."""


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


def _bits(mask: int) -> list[int]:
    """The cards of a mask, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


class _Root:
    """The root position of a search: hands, the current trick, and the seats taking part."""

    __slots__ = ("hands", "trick", "leader", "seats", "trump")

    def __init__(self, pos: Position, seats: tuple[int, ...]) -> None:
        self.hands = list(pos.hands)
        self.trick = list(pos.trick)
        self.leader = pos.leader
        self.seats = seats
        self.trump = pos.trump

    def order(self) -> tuple[int, ...]:
        """Active seats in playing order from the leader."""
        return seats_in_order(self.seats, self.leader)

    def to_move(self) -> int:
        """The seat to play next."""
        return self.order()[len(self.trick)]

    def winner(self) -> tuple[int, int]:
        """(best card, its seat) of the current non-empty trick."""
        i = winning_index(tuple(self.trick), self.trump)
        return self.trick[i], self.order()[i]

    def play(self, card: int) -> None:
        """Make: the seat to move plays ``card``."""
        self.hands[self.to_move()] &= ~(1 << card)
        self.trick.append(card)

    def unplay(self) -> None:
        """Unmake the last card played to the current trick."""
        card = self.trick.pop()
        self.hands[self.to_move()] |= 1 << card


class SearchTables:
    """Transposition tables kept from one solve to the next (one per kind of position).

    A table entry is keyed on the relative ranks of the remaining cards and the leader,
    and holds bounds on the declarer's tricks from that trick boundary on; those bounds
    hold for every position with the same key under the same trump, declarer, goal,
    seats and laws of play, whatever the deal it was met in. So the sampled deals of one
    decision share their tables: an ending met in one deal is not searched again in the
    next. A table past ``limit`` entries is emptied before the next solve (memory: an
    Austrian decision before play at 24 worlds filled up to 250,000 entries in its
    tables; 250,000 such entries take about 35 MB).
    """

    def __init__(self, limit: int = 200_000) -> None:
        self.limit = limit
        self._tables: dict[tuple[object, ...], dict[int, TTEntry]] = {}

    def table(self, pos: Position, seats: tuple[int, ...]) -> dict[int, TTEntry]:
        """The table for positions like ``pos`` (same trump, declarer, goal, seats, laws)."""
        key = (pos.trump, pos.declarer, pos.goal, seats, pos.must_trump, pos.must_head)
        tt = self._tables.get(key)
        if tt is None or len(tt) > self.limit:
            tt = self._tables[key] = {}
        return tt


class _Engine:
    """The search proper, for fixed rules, declarer and seats.

    ``hands`` is the mutable position the search functions play on (make / unmake);
    ``reps[3 * n + seat]`` holds the representative cards of ``seat`` for the trick being
    played when ``n`` tricks remain.
    """

    def __init__(self, pos: Position, seats: tuple[int, ...], deadline: float = math.inf,
                 tt: dict[int, TTEntry] | None = None) -> None:
        self.hands = [0, 0, 0]
        self.reps = [0] * 64
        self.tt: dict[int, TTEntry] = {} if tt is None else tt
        self.boundary, self.follow, self.nodes = _make_search(
            self.hands, self.reps, self.tt, pos, seats, deadline)


def _max_lead(moves: int) -> list[int]:
    """Leads in a trick-taking contract: highest first, suit by suit from hearts."""
    desc = _DESC
    return list(
        desc[3][moves >> 24] + desc[2][moves >> 16 & 255] + desc[1][moves >> 8 & 255]
        + desc[0][moves & 255]
    )


def _mis_lead(moves: int, declarer_leads: bool, declarer_hand: int) -> list[int]:
    """Leads in misère, best first for the side on lead."""
    if declarer_leads:
        # Highest first: measured better than trying the sure exits (cards some
        # defender must beat) first.
        return _by_rank_desc(moves)
    # Defenders: first a card below all the declarer's cards of its suit, then other
    # cards of suits he holds, then the suits he is void in; lowest first.
    sm = _SUIT_MASKS
    force = 0
    void = 0
    for s in range(4):
        m = moves & sm[s]
        if m:
            x = declarer_hand & sm[s]
            if x:
                force |= m & ((x & -x) - 1)
            else:
                void |= m
    return _by_rank(force) + _by_rank(moves & ~force & ~void) + _by_rank(void)


_Boundary = Callable[[int, int], bool]
_Follow = Callable[[int, int, int, int, int, int], bool]


def _make_search(  # noqa: C901  (see below)
    hd: list[int],
    rd: list[int],
    tt: dict[int, TTEntry],
    pos: Position,
    seats: tuple[int, ...],
    deadline: float = math.inf,
) -> tuple[_Boundary, _Follow, Callable[[], int]]:
    """Build the two mutually recursive search functions as closures.

    ``boundary(leader, t)``: at the start of a trick, does the declarer take at least
    ``t`` of the remaining tricks? ``follow(p, k, best, bseat, led, t)``: the same with
    ``k`` cards of the trick played, ``best`` winning for ``bseat``, suit ``led``, and
    seat ``p`` to play. Both play on ``hd`` and restore it.

    The two closures stay long on purpose (ruff C901 is waived for them): they are the
    hot loop of the search, and every call saved counts. Measured with
    ``benchmarks/solver_speed.py --deals 30`` (user CPU seconds, three runs each on a
    shared machine): moving the move ordering of ``follow`` into its own closure took
    5.98/6.60/6.32 s against 5.76/6.06/6.22 s inline (median +4 %).
    """
    trump, declarer = pos.trump, pos.declarer
    goal_max, must_trump, must_head = pos.goal == "max", pos.must_trump, pos.must_head
    info = _INFO
    asc = _ASC
    desc = _DESC
    sm = _SUIT_MASKS
    nact = len(seats)
    nxt = _next_seats(seats)
    # side_of[s]: seat s is on the maximising side (wants the declarer's count high).
    side_of = tuple((s == declarer) == goal_max for s in range(3))
    decl = declarer
    has_trump = trump is not None
    tr = trump if trump is not None else -1
    tm = sm[trump] if trump is not None else 0
    force_trump = has_trump and must_trump
    head = must_head
    safe_bit = 0
    if not goal_max and not has_trump:
        safe_bit = (_SAFE_HEAD if must_head else _SAFE) + declarer
    exit_bit = safe_bit + (_EXIT - _SAFE)
    decl_top = 4 * declarer
    def_top = _DEF_TOP + 4 * declarer
    nodes = 0
    clock = time.perf_counter

    def count() -> int:
        return nodes

    def boundary(leader: int, target: int) -> bool:  # noqa: C901  (hot loop, see above)
        nonlocal nodes
        if target <= 0:
            return True
        h = hd[leader]
        n = h.bit_count()
        if target > n:
            return False
        nodes += 1
        if nodes & 1023 == 0 and clock() > deadline:
            raise SolveTimeoutError
        if n == 1:
            best = h.bit_length() - 1
            bseat = leader
            p = nxt[leader]
            while p != leader:
                c = hd[p].bit_length() - 1
                if c >> 3 == best >> 3:
                    if c > best:
                        best = c
                        bseat = p
                elif c >> 3 == tr:
                    best = c
                    bseat = p
                p = nxt[p]
            return bseat == decl
        h0, h1, h2 = hd
        z = h0 | h1 << 32 | h2 << 64
        i0 = z & _SPREAD3
        i1 = z >> 8 & _SPREAD3
        i2 = z >> 16 & _SPREAD3
        i3 = z >> 24 & _SPREAD3
        try:
            c0, r0, q0 = info[i0]
            c1, r1, q1 = info[i1]
            c2, r2, q2 = info[i2]
            c3, r3, q3 = info[i3]
        except KeyError:
            c0, r0, q0 = _info(i0)
            c1, r1, q1 = _info(i1)
            c2, r2, q2 = _info(i2)
            c3, r3, q3 = _info(i3)
        key = leader | c0 << 2 | c1 << 16 | c2 << 30 | c3 << 44
        entry = tt.get(key)
        if entry is not None:
            lo, hi, killer = entry
            if lo >= target:
                return True
            if hi < target:
                return False
        else:
            lo = 0
            hi = n
            killer = 0
        side = side_of[leader]
        if goal_max:
            sh = leader << 2
            # Quick tricks: top cards the leader can cash in a row (at most qt).
            qt = (q0 >> sh & 15) + (q1 >> sh & 15) + (q2 >> sh & 15) + (q3 >> sh & 15)
            if has_trump:
                # Top trumps take a trick each whenever they are played.
                qs = (q0, q1, q2, q3)
                qtr = qs[tr]
                sure = qtr >> decl_top & 15
                if sure >= target:
                    tt[key] = (sure, hi, killer)
                    return True
                up = n - (qtr >> def_top & 15)
                if up < target:
                    tt[key] = (lo, up, killer)
                    return False
                if qt >= target if side else qt > n - target:
                    # Side-suit winners count while every opponent who could ruff them
                    # still follows suit.
                    qt = qtr >> sh & 15
                    ruff1 = -1
                    ruff2 = -1
                    p = nxt[leader]
                    while p != leader:
                        if (qtr >> (12 + 4 * p) & 15) > qt:
                            if ruff1 < 0:
                                ruff1 = 12 + 4 * p
                            else:
                                ruff2 = 12 + 4 * p
                        p = nxt[p]
                    for s in range(4):
                        if s != tr:
                            q = qs[s]
                            k = q >> sh & 15
                            if k:
                                if ruff1 >= 0:
                                    ln = q >> ruff1 & 15
                                    if ln < k:
                                        k = ln
                                    if ruff2 >= 0:
                                        ln = q >> ruff2 & 15
                                        if ln < k:
                                            k = ln
                                qt += k
            if side:
                if qt >= target:
                    tt[key] = (qt if qt > lo else lo, hi, killer)
                    return True
            elif n - qt < target:
                up = n - qt
                tt[key] = (lo, up if up < hi else hi, killer)
                return False
        elif (
            # Misère: the declarer can duck every remaining trick. In each suit his i-th
            # lowest card is below the defenders' i-th lowest (under must_head: all his
            # cards below all theirs), so whatever they lead he follows under (keeping
            # that true) or discards the top card of a suit; and when he is on lead he
            # has a lowest card some defender must beat that leaves its suit so.
            safe_bit
            and (q0 & q1 & q2 & q3) >> safe_bit & 1
            and (leader != decl or (q0 | q1 | q2 | q3) >> exit_bit & 1)
        ):
            tt[key] = (lo, 0, killer)
            return False
        rr = r0 | r1 << 8 | r2 << 16 | r3 << 24
        base = n * 3
        rd[base] = rr & _LOW32
        rd[base + 1] = rr >> 32 & _LOW32
        rd[base + 2] = rr >> 64
        moves = rd[base + leader] & h
        order = _max_lead(moves) if goal_max else _mis_lead(moves, leader == decl, hd[decl])
        if killer:
            kc = killer - 1
            if moves >> kc & 1 and order[0] != kc:
                order.remove(kc)
                order.insert(0, kc)
        result = not side
        p2 = nxt[leader]
        for c in order:
            hd[leader] = h ^ (1 << c)
            if follow(p2, 1, c, leader, c >> 3, target) is side:
                result = side
                killer = c + 1
                break
        hd[leader] = h
        if result:
            if target > lo:
                lo = target
        elif target <= hi:
            hi = target - 1
        tt[key] = (lo, hi, killer)
        return result

    def follow(  # noqa: C901  (hot loop, see above)
        p: int, k: int, best: int, bseat: int, led: int, target: int
    ) -> bool:
        nonlocal nodes
        nodes += 1
        h = hd[p]
        side = side_of[p]
        reps = rd[h.bit_count() * 3 + p]
        legal = h & sm[led]
        order: Sequence[int]
        # win / lose: legal cards that would / would not take over the trick
        if legal:
            if best >> 3 == led:
                win = legal & ~((2 << best) - 1)
                if head and win:
                    legal = win
                    lose = 0
                else:
                    lose = legal ^ win
                win &= reps
                lose &= reps
            else:
                win = 0
                lose = legal & reps
            sh = led << 3
            if goal_max:
                if side_of[bseat] is side:
                    order = asc[led][lose >> sh] + asc[led][win >> sh]
                elif k + 1 < nact:
                    order = desc[led][win >> sh] + asc[led][lose >> sh]
                else:
                    order = asc[led][win >> sh] + asc[led][lose >> sh]
            elif p == decl:
                order = desc[led][lose >> sh] + desc[led][win >> sh]
            elif bseat == decl:
                order = desc[led][lose >> sh] + asc[led][win >> sh]
            elif hd[decl].bit_count() < h.bit_count():
                order = desc[led][(lose | win) >> sh]
            else:
                order = asc[led][(lose | win) >> sh]
        elif force_trump and h & tm:
            legal = h & tm
            if best >> 3 == tr:
                win = legal & ~((2 << best) - 1)
                if head and win:
                    legal = win
                    lose = 0
                else:
                    lose = legal ^ win
            else:
                win = legal
                lose = 0
            win &= reps
            lose &= reps
            sh = tr << 3
            if goal_max:
                if side_of[bseat] is side:
                    order = asc[tr][lose >> sh] + asc[tr][win >> sh]
                else:
                    order = asc[tr][win >> sh] + asc[tr][lose >> sh]
            elif p == decl:
                order = desc[tr][lose >> sh] + desc[tr][win >> sh]
            else:
                order = desc[tr][lose >> sh] + asc[tr][win >> sh]
        else:
            legal = h & reps
            if goal_max:
                if tm and side_of[bseat] is not side:
                    win = legal & tm
                    if best >> 3 == tr:
                        win &= ~((2 << best) - 1)
                    order = _bits(win) + _by_rank(legal ^ win)
                else:
                    order = _by_rank(legal)
            else:
                order = _by_rank_desc(legal)
        np_ = nxt[p]
        if k + 1 == nact:
            for c in order:
                hd[p] = h ^ (1 << c)
                if c >> 3 == best >> 3:
                    w = p if c > best else bseat
                elif c >> 3 == tr:
                    w = p
                else:
                    w = bseat
                if boundary(w, target - 1 if w == decl else target) is side:
                    hd[p] = h
                    return side
        else:
            k += 1
            for c in order:
                hd[p] = h ^ (1 << c)
                if c >> 3 == best >> 3:
                    if c > best:
                        r = follow(np_, k, c, p, led, target)
                    else:
                        r = follow(np_, k, best, bseat, led, target)
                elif c >> 3 == tr:
                    r = follow(np_, k, c, p, led, target)
                else:
                    r = follow(np_, k, best, bseat, led, target)
                if r is side:
                    hd[p] = h
                    return side
        hd[p] = h
        return not side

    return boundary, follow, count


def _root_reps(eng: _Engine, pos: _Root) -> None:
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
            rep |= (_info(z >> (8 * suit) & _SPREAD3)[1] & 0xFF) << (8 * suit)
        n = pos.hands[pos.to_move()].bit_count()
        eng.reps[n * 3 + s] = rep


def _tester(eng: _Engine, pos: _Root, declarer: int) -> Callable[[int], bool]:
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


def _first_guess(n: int, goal_max: bool) -> int:
    """The first target tested for the value.

    Low guesses were measured to pay on random deals: tests of small targets are cheap.
    """
    return n // 5 if goal_max else n // 3


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


def _next_seats(seats: tuple[int, ...]) -> tuple[int, int, int]:
    """``after[s]``: the seat playing after ``s`` in a trick among ``seats``.

    The fast form of the trick order, checked against the engine's ``trick_order`` by the
    tests.
    """
    after = [0, 0, 0]
    for i, s in enumerate(seats):
        after[s] = seats[(i + 1) % len(seats)]
    return after[0], after[1], after[2]


def _start(pos: Position, deadline: float, tables: SearchTables | None = None
           ) -> tuple[_Root, _Engine] | None:
    """The validated root position and a search engine on it (None: play is over).

    Raises:
        PositionError: As :func:`~prefgui.ai.search.position.check_position`.
    """
    seats = check_position(pos)
    if not seats:
        return None
    root = _Root(pos, seats)
    eng = _Engine(pos, seats, deadline, tables.table(pos, seats) if tables else None)
    eng.hands[:] = root.hands
    _root_reps(eng, root)
    return root, eng


class TrickTest:
    """Null-window questions on one position: "does the declarer take at least t tricks?".

    For callers that need less than the exact value (a misère valued as clean, one trick or
    more) or that know a good first guess: each question is one boolean search, and the
    questions share the position's transposition table. Made by :func:`trick_test`.

    Attributes:
        tricks_left: the tricks still to be decided (the current one included): the most
            the declarer can take from here.
    """

    __slots__ = ("_test", "tricks_left")

    def __init__(self, test: Callable[[int], bool], tricks_left: int) -> None:
        self._test = test
        self.tricks_left = tricks_left

    def __call__(self, t: int) -> bool:
        """True if the declarer takes at least ``t`` tricks from here under best play."""
        return self._test(t)

    def value(self, lo: int = 0, guess: int | None = None) -> int:
        """The declarer's exact tricks from here, known to be at least ``lo``.

        ``guess`` is the first target tested (the likely value saves most searches).
        """
        n = self.tricks_left
        first = (lo + n + 1) // 2 if guess is None else guess
        return _exact(self._test, lo, n, first)


def trick_test(pos: Position, deadline: float = math.inf,
               tables: SearchTables | None = None) -> TrickTest | None:
    """The threshold questions on ``pos`` (None: the play is over, nothing to decide).

    Raises:
        PositionError: As :func:`~prefgui.ai.search.position.check_position`.
        SolveTimeoutError: A question passed the deadline.
    """
    start = _start(pos, deadline, tables)
    if start is None:
        return None
    root, eng = start
    return TrickTest(_tester(eng, root, pos.declarer), root.hands[root.to_move()].bit_count())


def solve_value(pos: Position, deadline: float = math.inf, tables: SearchTables | None = None,
                guess: int | None = None) -> int:
    """The declarer's tricks from this position on under best play (value only).

    Args and errors as for :func:`solve`; ``guess`` is the first target tried (the value
    of a similar position, say; None: a low default).
    """
    start = _start(pos, deadline, tables)
    if start is None:
        return 0
    root, eng = start
    n = root.hands[root.to_move()].bit_count()
    goal_max = pos.goal == "max"
    first = _first_guess(n, goal_max) if guess is None else min(max(guess, 0), n)
    return _exact(_tester(eng, root, pos.declarer), 0, n, first)


def solve(pos: Position, deadline: float = math.inf, tables: SearchTables | None = None,
          guess: int | None = None, guesses: dict[int, int] | None = None) -> SolveResult:
    """Solve a position double dummy.

    Args:
        pos: The position (see :class:`~prefgui.ai.search.position.Position`).
        deadline: A ``time.perf_counter()`` reading past which the search gives up.
        tables: transposition tables shared with other solves (see
            :class:`SearchTables`); None: a fresh table for this solve.
        guess: the first target tried for the first card (None: a low default).
        guesses: a first target per card (the card's value in a similar position, say);
            a card without one starts from the value of the card solved before it.

    Returns:
        The declarer's tricks under best play, the value of each legal card of the player
        to move, and the number of search nodes.

    Raises:
        PositionError: Overlapping hands, cards counts that do not fit the trick, an
            illegal card in the trick, or an out-of-range field (a ValueError).
        SolveTimeoutError: The deadline passed before the search finished.
    """
    start = _start(pos, deadline, tables)
    if start is None:
        return SolveResult(0, {}, 0)
    root, eng = start
    goal_max = pos.goal == "max"
    mover = root.to_move()
    n = root.hands[mover].bit_count()
    legal = legal_cards(root.hands[mover], pos.trick, pos.trump, pos.must_trump,
                        pos.must_head)
    reps = legal & eng.reps[n * 3 + mover]
    values: dict[int, int] = {}
    first = _first_guess(n, goal_max) if guess is None else min(max(guess, 0), n)
    for c in reversed(_bits(reps)):
        root.play(c)
        eng.hands[:] = root.hands
        if guesses is not None and c in guesses:
            first = min(max(guesses[c], 0), n)
        values[c] = first = _exact(_tester(eng, root, pos.declarer), 0, n, first)
        root.unplay()
    eng.hands[:] = root.hands
    moves: dict[int, int] = {}
    for c in _bits(legal):
        r = c
        while not reps >> r & 1:
            r += 1
        moves[c] = values[r]
    maximiser = (mover == pos.declarer) == goal_max
    best_value = max(values.values()) if maximiser else min(values.values())
    return SolveResult(best_value, moves, eng.nodes())
