"""What the drawn pulka shows, as data: every cell's running figures deal by deal.

Russian players keep the pulka with running totals: each entry in a pool, a mountain or a
column of whists is written as the new total after a dot (``2.6.10``). ``pulka_figures``
turns the results of a pulka's deals into those sequences, one ``Step`` per entry, and tells
help and write-off (RULES §13.10.1) apart from the deal's own entries, so that the drawing
can mark them. No Qt here: the drawing (``pulka_drawing``) and the tests read the same data.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from prefgui.engine.russian.scoring import RuResult
from prefgui.engine.russian.sheet import Sheet, settlement

PLAIN, HELP, WRITE_OFF, RASPASY = "", "help", "writeoff", "raspasy"
"""What a step is: a deal's own entry (``RASPASY`` when the deal was an all-pass deal), help
given by another player's full pool, or a write-off from the mountain."""


@dataclass(frozen=True, slots=True)
class Step:
    """One entry of a cell: the running total after it, and what wrote it."""

    deal: int
    total: int
    kind: str = PLAIN


Cells = tuple[tuple[Step, ...], ...]


@dataclass(frozen=True, slots=True)
class PulkaFigures:
    """Everything the drawn pulka writes.

    Attributes:
        pool, mountain: per seat, the running figures of the pool and of the mountain.
        whists: ``whists[i][j]``: the running figures of the whists seat i wrote on seat j
            (``whists[i][i]`` stays empty).
        sheet: the sheet as it stands; standing: every seat's result in whists on it
            (§13.11; the settlement once the pulka is over).
        pool_size: the agreed size of a pool; series: all-pass deals in a row just before
            the next deal (§13.9.3); next_price: the trick price of an all-pass deal now.
        deals: finished deals; finished: whether the pulka is over.
    """

    pool: Cells
    mountain: Cells
    whists: tuple[Cells, ...]
    sheet: Sheet
    standing: tuple[Fraction, ...]
    pool_size: int
    series: int
    next_price: int
    deals: int
    finished: bool

    @property
    def players(self) -> int:
        return len(self.pool)


def _price(progression: Sequence[int], series: int) -> int:
    return progression[min(series, len(progression) - 1)] if progression else 1


def pulka_figures(results: Sequence[RuResult], players: int, pool_size: int, weight: int,
                  progression: Sequence[int] = (1,), start: Sheet | None = None
                  ) -> PulkaFigures:
    """The running figures of a pulka whose finished deals had ``results`` (in order).

    ``weight`` is the pool weight (help writes 10·weight whists a point, a write-off weight
    mountain points a point, §13.10.1); ``progression`` the all-pass trick prices.
    """
    sheet = start or Sheet.empty(players)
    n = players
    pool: list[list[Step]] = [[] for _ in range(n)]
    mountain: list[list[Step]] = [[] for _ in range(n)]
    whists: list[list[list[Step]]] = [[[] for _ in range(n)] for _ in range(n)]
    pools, mounts = list(sheet.pool), list(sheet.mountain)
    ws = [list(r) for r in sheet.whists]
    for i in range(n):  # a sheet that did not start clean shows where it started
        if pools[i]:
            pool[i].append(Step(0, pools[i]))
        if mounts[i]:
            mountain[i].append(Step(0, mounts[i]))
        for j in range(n):
            if ws[i][j]:
                whists[i][j].append(Step(0, ws[i][j]))
    for number, res in enumerate(results, 1):
        own = RASPASY if str(res.outcome) == "raspasy" else PLAIN
        ch = res.change
        helped = [0] * n
        written_off = [0] * n
        help_whists = [[0] * n for _ in range(n)]
        for h in ch.help:
            if h.to is None:
                written_off[h.giver] += weight * h.points
            else:
                helped[h.to] += h.points
                help_whists[h.giver][h.to] += 10 * weight * h.points
        for i in range(n):
            for part, kind in ((ch.pool[i] - helped[i], own), (helped[i], HELP)):
                if part:
                    pools[i] += part
                    pool[i].append(Step(number, pools[i], kind))
            for part, kind in ((ch.mountain[i] + written_off[i], own),
                               (-written_off[i], WRITE_OFF)):
                if part:
                    mounts[i] += part
                    mountain[i].append(Step(number, mounts[i], kind))
            for j in range(n):
                for part, kind in ((ch.whists[i][j] - help_whists[i][j], own),
                                   (help_whists[i][j], HELP)):
                    if part:
                        ws[i][j] += part
                        whists[i][j].append(Step(number, ws[i][j], kind))
        sheet = res.end
    finished = bool(results) and results[-1].finished
    return PulkaFigures(
        tuple(tuple(c) for c in pool), tuple(tuple(c) for c in mountain),
        tuple(tuple(tuple(c) for c in row) for row in whists), sheet,
        settlement(sheet, weight), pool_size, sheet.raspasy_series,
        _price(progression, sheet.raspasy_series), len(results), finished)


def sheet_figures(sheet: Sheet, pool_size: int, weight: int, progression: Sequence[int] = (1,)
                  ) -> PulkaFigures:
    """A sheet without its history: each cell shows the figure it holds."""
    return pulka_figures((), sheet.players, pool_size, weight, progression, sheet)


def running(steps: Sequence[Step]) -> str:
    """A cell as written on paper: the running totals after dots (``2.6.10``)."""
    return ".".join(str(s.total).replace("-", "\u2212") for s in steps)
