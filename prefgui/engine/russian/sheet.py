"""The pulka's score sheet: pool, mountain and whists (RULES §13.8.1, §13.10, §13.11).

``Sheet`` is the sheet between deals (one per pulka, carried from deal to deal).
``Writes`` collects one deal's entries in the order §13.8.1 fixes: every mountain and whist
write first, then the pool additions through ``add_pool`` (pool cap, help, write-off).
``deal_delta`` values a deal's changes in whists and ``settlement`` the whole sheet; both
are exact fractions that sum to zero.

>>> s = Sheet.empty(3)
>>> w = Writes(s, pool_size=10, pool_cap=True, help_rule="largest_first", weight=1)
>>> w.pool_later(0, 2); w.whist(1, 0, 4); w.whist(2, 0, 4); w.finish([0, 1, 2])
>>> [str(x) for x in deal_delta(w.change, 1)]
['16/3', '-8/3', '-8/3']
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

Matrix = tuple[tuple[int, ...], ...]


@dataclass(frozen=True, slots=True)
class HelpEntry:
    """One step of closing a pool (§13.10.1): help to another pool, or a write-off.

    Attributes:
        giver: the seat whose pool overflowed.
        to: the seat helped, or None for a write-off from the giver's mountain.
        points: pool points helped or written off.
    """

    giver: int
    to: int | None
    points: int

    def as_json(self) -> dict[str, int]:
        """The §13.14.4 ``help`` entry."""
        if self.to is None:
            return {"from": self.giver, "writeoff": self.points}
        return {"from": self.giver, "to": self.to, "points": self.points}


@dataclass(frozen=True, slots=True)
class Sheet:
    """The pulka between deals.

    Attributes:
        pool: each seat's pool (пуля).
        mountain: each seat's mountain (гора); negative only after write-offs.
        whists: ``whists[i][j]``, the whists written by seat i on seat j.
        raspasy_series: all-pass deals in a row just before the next deal (§13.9.3).
    """

    pool: tuple[int, ...]
    mountain: tuple[int, ...]
    whists: Matrix
    raspasy_series: int = 0

    @staticmethod
    def empty(players: int) -> Sheet:
        """A clean sheet for ``players`` seats."""
        return Sheet((0,) * players, (0,) * players,
                     tuple((0,) * players for _ in range(players)), 0)

    @property
    def players(self) -> int:
        """The seats on the sheet."""
        return len(self.pool)

    def plus(self, change: SheetChange, raspasy_series: int) -> Sheet:
        """The sheet after a deal's changes."""
        n = self.players
        return Sheet(
            tuple(self.pool[i] + change.pool[i] for i in range(n)),
            tuple(self.mountain[i] + change.mountain[i] for i in range(n)),
            tuple(tuple(self.whists[i][j] + change.whists[i][j] for j in range(n))
                  for i in range(n)),
            raspasy_series)

    def as_json(self) -> dict[str, object]:
        """``{"pool": …, "mountain": …, "whists": …}`` as a record's ``start`` lists them."""
        return {"pool": list(self.pool), "mountain": list(self.mountain),
                "whists": [list(r) for r in self.whists]}


@dataclass(frozen=True, slots=True)
class SheetChange:
    """One deal's entries on the sheet, after pool cap, help and write-off."""

    pool: tuple[int, ...]
    mountain: tuple[int, ...]
    whists: Matrix
    help: tuple[HelpEntry, ...]

    def as_json(self) -> dict[str, object]:
        """The §13.14.4 ``sheet``."""
        return {"pool": list(self.pool), "mountain": list(self.mountain),
                "whists": [list(r) for r in self.whists]}


class Writes:
    """One deal's entries, written in the order of §13.8.1.

    Mountain and whist writes go straight in; pool additions wait (``pool_later``) and
    are written by ``finish`` in the order given (forehand, middlehand, rearhand, dealer),
    each through ``add_pool``.
    """

    def __init__(self, start: Sheet, pool_size: int, pool_cap: bool, help_rule: str,
                 weight: int) -> None:
        n = start.players
        self.start = start
        self.size = pool_size
        self.cap = pool_cap
        self.help_rule = help_rule
        self.weight = weight
        self.pool = [0] * n
        self.mountain = [0] * n
        self.whists = [[0] * n for _ in range(n)]
        self.help: list[HelpEntry] = []
        self._later: dict[int, int] = {}

    def mount(self, seat: int, points: int) -> None:
        """Write on a seat's mountain."""
        self.mountain[seat] += points

    def whist(self, writer: int, on: int, whists: int) -> None:
        """Seat ``writer`` writes whists on seat ``on``."""
        self.whists[writer][on] += whists

    def pool_later(self, seat: int, points: int) -> None:
        """A pool addition, written after every other entry (§13.8.1)."""
        self._later[seat] = self._later.get(seat, 0) + points

    def finish(self, order: Sequence[int]) -> None:
        """Write the waiting pool additions, in ``order``."""
        for seat in order:
            points = self._later.pop(seat, 0)
            if points:
                self._add_pool(seat, points)

    def _now(self, seat: int) -> int:
        return self.start.pool[seat] + self.pool[seat]

    def _add_pool(self, i: int, x: int) -> None:
        """``add_pool`` of §13.10.1."""
        if not self.cap:
            self.pool[i] += x
            return
        a = max(0, min(x, self.size - self._now(i)))
        self.pool[i] += a
        e = x - a
        n = self.start.players
        while e > 0 and self.help_rule == "largest_first":
            open_pools = [(i + k) % n for k in range(1, n) if self._now((i + k) % n) < self.size]
            if not open_pools:
                break
            # the largest open pool; ties go to the first after the writer (max keeps it)
            j = max(open_pools, key=self._now)
            h = min(e, self.size - self._now(j))
            self.pool[j] += h
            self.whists[i][j] += 10 * self.weight * h
            e -= h
            self.help.append(HelpEntry(i, j, h))
        if e > 0:
            self.mountain[i] -= self.weight * e
            self.help.append(HelpEntry(i, None, e))

    @property
    def change(self) -> SheetChange:
        """What has been written so far."""
        return SheetChange(tuple(self.pool), tuple(self.mountain),
                           tuple(tuple(r) for r in self.whists), tuple(self.help))


def _values(pool: Sequence[int], mountain: Sequence[int], whists: Matrix, weight: int
            ) -> tuple[Fraction, ...]:
    """``10·(mean G − G_i) + Σ_j W[i][j] − Σ_j W[j][i]`` with ``G = M − w·P`` (§13.11)."""
    n = len(pool)
    g = [mountain[i] - weight * pool[i] for i in range(n)]
    mean = Fraction(sum(g), n)
    return tuple(10 * (mean - g[i]) + sum(whists[i]) - sum(whists[j][i] for j in range(n))
                 for i in range(n))


def deal_delta(change: SheetChange, weight: int) -> tuple[Fraction, ...]:
    """A deal's value in whists for every seat (§13.14.4 ``delta``; sums to zero)."""
    return _values(change.pool, change.mountain, change.whists, weight)


def settlement(sheet: Sheet, weight: int) -> tuple[Fraction, ...]:
    """The final settlement in whists (§13.11; sums to zero)."""
    return _values(sheet.pool, sheet.mountain, sheet.whists, weight)


def is_finished(sheet: Sheet, pool_size: int, pool_cap: bool, end_condition: str,
                finish_after_raspasy_exit: bool) -> bool:
    """Whether the pulka ends with this sheet (§13.10.2)."""
    if end_condition == "time":
        return False
    if pool_cap:
        done = all(p == pool_size for p in sheet.pool)
    else:
        done = sum(sheet.pool) >= sheet.players * pool_size
    return done and not (finish_after_raspasy_exit and sheet.raspasy_series > 0)
