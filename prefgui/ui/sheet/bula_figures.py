"""What the Balkan / Hungarian paper sheet shows, as data: bule, supe and refe deal by deal.

Serbian, Croatian and Hungarian players keep the bank's economics (RULES §4.10) on paper as
§4.11 describes: each player has a column of *bule* (game points; lower is better) and beside
it a column of *supe* ("soups") written against each opponent. The conversion is exact:

- a payment between a player and the bank moves his bula by a tenth of it (the bank pays a
  made contract 20·B: the declarer's bula −2·B; a failed one: +2·B; a defender's penalty
  10·B: +B) — 1 bula = 10 units;
- a payment between two players (the trick payments, 2·B a trick; a convention's
  compensation) is written by the one paid, as supe against the one who pays — 1 supa =
  1 unit.

The game is played to a chosen bula (``bula``): every player starts with it, and the game is
over after the deal that brings the sum of all bule to zero or below (the rule [PJ] reports);
the next deal starts a new sheet. With ``bula = 0`` the bule start at zero and the game has no
end. The settlement is the paper one: each player gets ten units for each bula he stands below
the players' average, plus the supe he wrote, less the supe written against him; it sums to
zero, and equals his ledger result with the bank's balance shared equally.

No Qt here: the drawing (``bula_view``) and the tests read the same data.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from prefgui.engine.scoring.base import POT, DealResult

BULA_UNITS = 10
"""Units of the ledger one bula stands for (RULES §4.11)."""

Number = int | Fraction


@dataclass(frozen=True, slots=True)
class Step:
    """One entry of a column: the running total after deal ``deal`` (0: the start)."""

    deal: int
    total: Number


@dataclass(frozen=True, slots=True)
class Refa:
    """A refa mark: the deal that gave it (0: held when the sheet began) and the deal in which
    its holder played with it (None while it is unused)."""

    got: int
    used: int | None = None


@dataclass(frozen=True, slots=True)
class BulaGame:
    """One sheet: a game from its start bula to its end (or to the last deal so far).

    Attributes:
        number: the game's number in the session (1, 2, …); deals: the session's numbers of
            the deals on this sheet.
        start: each player's bula at the start; finished: the sum of the bule reached zero.
        bula: per seat, the running bule (the first step is the start, deal 0).
        supe: ``supe[i][j]``: the running supe seat i wrote against seat j (``supe[i][i]``
            stays empty).
        refe: per seat, his refa marks on this sheet.
    """

    number: int
    deals: tuple[int, ...]
    start: int
    finished: bool
    bula: tuple[tuple[Step, ...], ...]
    supe: tuple[tuple[tuple[Step, ...], ...], ...]
    refe: tuple[tuple[Refa, ...], ...]

    @property
    def players(self) -> int:
        return len(self.bula)

    def bule(self) -> tuple[Number, ...]:
        """Every player's bula now."""
        return tuple(col[-1].total for col in self.bula)

    def written(self, i: int, j: int) -> Number:
        """The supe seat i has written against seat j."""
        col = self.supe[i][j]
        return col[-1].total if col else 0

    def units(self) -> tuple[Number, ...]:
        """Each player's result in units before the bank is shared: ten a bula he went down
        from the start, plus his supe, less the supe against him (his ledger result)."""
        n = self.players
        return tuple(_norm(BULA_UNITS * (self.start - self.bule()[i])
                           + sum(self.written(i, j) for j in range(n))
                           - sum(self.written(j, i) for j in range(n))) for i in range(n))

    def settlement(self) -> tuple[Number, ...]:
        """The paper settlement: ten units a bula below the average, plus supe written, less
        supe against; it sums to zero."""
        units = self.units()
        mean = Fraction(sum(units, Fraction(0)), self.players)
        return tuple(_norm(u - mean) for u in units)


def _norm(x: Number) -> Number:
    if isinstance(x, Fraction) and x.denominator == 1:
        return int(x)
    return x


class _Sheet:
    """A game being written, deal by deal."""

    def __init__(self, number: int, players: int, start: int, refa: Sequence[int]) -> None:
        self.number = number
        self.start = start
        self.deals: list[int] = []
        self.bula: list[list[Step]] = [[Step(0, start)] for _ in range(players)]
        self.supe: list[list[list[Step]]] = [[[] for _ in range(players)]
                                             for _ in range(players)]
        self.refe: list[list[Refa]] = [[Refa(0) for _ in range(k)] for k in refa]

    def write(self, deal: int, res: DealResult) -> None:
        n = len(self.bula)
        self.deals.append(deal)
        bula_moves: list[Number] = [0] * n
        supe_moves = [[0 for _ in range(n)] for _ in range(n)]
        supe_amounts: list[list[Number]] = [[0] * n for _ in range(n)]
        for p in res.payments:
            if p.payee == POT and isinstance(p.payer, int):
                bula_moves[p.payer] += Fraction(p.amount) / BULA_UNITS
            elif p.payer == POT and isinstance(p.payee, int):
                bula_moves[p.payee] -= Fraction(p.amount) / BULA_UNITS
            elif isinstance(p.payer, int) and isinstance(p.payee, int):
                supe_amounts[p.payee][p.payer] += p.amount
                supe_moves[p.payee][p.payer] = 1
        for i in range(n):
            if bula_moves[i]:
                col = self.bula[i]
                col.append(Step(deal, _norm(Fraction(col[-1].total) + bula_moves[i])))
            for j in range(n):
                if supe_moves[i][j] and supe_amounts[i][j]:
                    col = self.supe[i][j]
                    before = col[-1].total if col else 0
                    col.append(Step(deal, _norm(Fraction(before) + supe_amounts[i][j])))
            change = res.end_refa[i] - res.start_refa[i]
            for _ in range(max(change, 0)):
                self.refe[i].append(Refa(deal))
            for _ in range(max(-change, 0)):
                marks = self.refe[i]
                k = next((m for m, r in enumerate(marks) if r.used is None), None)
                if k is None:
                    marks.append(Refa(0, deal))
                else:
                    marks[k] = Refa(marks[k].got, deal)

    def over(self) -> bool:
        return self.start > 0 and sum(col[-1].total for col in self.bula) <= 0

    def game(self) -> BulaGame:
        return BulaGame(self.number, tuple(self.deals), self.start, self.over(),
                        tuple(tuple(c) for c in self.bula),
                        tuple(tuple(tuple(c) for c in row) for row in self.supe),
                        tuple(tuple(r) for r in self.refe))


def bula_games(results: Sequence[DealResult], players: int, bula: int = 0,
               first_deal: int = 1) -> tuple[BulaGame, ...]:
    """The sheets of a session whose finished deals had ``results`` (in order; the first is
    deal ``first_deal``), played to ``bula`` (each player's start; 0: one sheet, no end).
    The last sheet is the one being played; a finished game stays last until the next deal."""
    if bula < 0:
        raise ValueError("the bula cannot be negative")
    start_refa = results[0].start_refa if results else (0,) * players
    sheet = _Sheet(1, players, bula, start_refa)
    games: list[BulaGame] = []
    for k, res in enumerate(results):
        sheet.write(first_deal + k, res)
        if sheet.over():
            games.append(sheet.game())
            sheet = _Sheet(sheet.number + 1, players, bula, res.end_refa)
    if sheet.deals or not games:
        games.append(sheet.game())
    return tuple(games)


def running(steps: Sequence[Step]) -> tuple[str, ...]:
    """A column's entries as written, one under the other (the last stands)."""
    return tuple(number_text(s.total) for s in steps)


def number_text(value: Number, signed: bool = False) -> str:
    """A number as written on the sheet: ``12``, ``−4``, ``+26⅔`` (thirds and quarters as
    players write them when a settlement is shared by three or four)."""
    value = Fraction(value)
    sign = "\u2212" if value < 0 else ("+" if signed and value > 0 else "")
    whole, part = divmod(abs(value), 1)
    if part == 0:
        return f"{sign}{whole}"
    vulgar = {Fraction(1, 2): "½", Fraction(1, 3): "⅓", Fraction(2, 3): "⅔",
              Fraction(1, 4): "¼", Fraction(3, 4): "¾"}.get(part)
    if vulgar is None:
        return f"{sign}{float(abs(value)):.2f}"
    return f"{sign}{whole or ''}{vulgar}"
