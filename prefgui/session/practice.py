"""A practice deal: any position played on from where it stands, never scored.

``PracticeMatch`` answers what the table asks of a :class:`~prefgui.session.match.Match`
(the state, the rules, the names and levels of the seats, an empty ledger) for one deal
that starts at an arbitrary :class:`~prefgui.engine.state.GameState`: a drill's position, or
a finished deal restarted after some of its actions. It books nothing: no ledger entry, no
balance, no pot change, and nothing of it is ever saved; the session's own ``Match`` is not
touched while it is played.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from prefgui.engine.actions import Action
from prefgui.engine.errors import PrefError
from prefgui.engine.record import load, record_json
from prefgui.engine.rules import Rules
from prefgui.engine.state import Amount, GameState
from prefgui.session.match import LedgerEntry, TableSettings

__all__ = ["PracticeMatch", "practice_table"]


def practice_table(session: TableSettings, rules: Rules, human: int,
                   session_human: int = 0) -> TableSettings:
    """The seats of a practice deal under ``rules`` with the human in seat ``human``.

    The seats keep their places around the human: the player on his left has the name and
    level of the session's player on his left, and so on. Seats the session does not have
    (a drill for four at a table of three) are played at the computer players' level.
    """
    n = rules.players
    m = len(session.names)
    computer = next((x for x in session.levels if x != "human"), "club")
    names: list[str] = []
    levels: list[str] = []
    for seat in range(n):
        i = (seat - human) % n  # places after the human
        src = (session_human + i) % m
        names.append(session.names[src] if i < m else f"Seat {seat}")
        level = session.levels[src] if i < m and src < len(session.levels) else computer
        levels.append("human" if i == 0 else (computer if level == "human" else level))
    table = TableSettings(rules.name, rules.overrides(), n, tuple(names), tuple(levels),
                          session.contribution)
    # The compass names were already moved with their seats (TableSettings would place
    # them as seen from seat 0, where the human need not sit in a practice).
    object.__setattr__(table, "names", tuple(names))
    return table


@dataclass
class PracticeMatch:
    """One practice deal from ``start`` on.

    Attributes:
        settings: the seats' names and levels (``practice_table``) and the deal's rules.
        start: the position the practice began at (undo never goes before it).
        seed: the computer players' seed base for this practice.
        state: the position now.
    """

    settings: TableSettings
    start: GameState
    seed: int = 0
    state: GameState = field(init=False)
    entries: list[LedgerEntry] = field(init=False, default_factory=list)
    pending_rules: TableSettings | None = field(init=False, default=None)
    balances: list[Amount] = field(init=False, default_factory=list)
    refill_now: Amount = field(init=False, default=0)

    def __post_init__(self) -> None:
        self.state = self.start

    @property
    def rules(self) -> Rules:
        """The rules of the practice deal (those of its position)."""
        return self.start.rules

    @property
    def number(self) -> int:
        """Always 1: a practice is one deal."""
        return 1

    @property
    def pot(self) -> Amount:
        """The pot or bank as it stood when the deal began (practice pays nothing)."""
        return self.start.start_pot

    def apply(self, action: Action) -> GameState:
        """Play one action (IllegalActionError if not legal); nothing is booked."""
        self.state = self.state.apply(action)
        return self.state

    def finished_entry(self) -> LedgerEntry | None:
        """None: a practice deal has no summary and no ledger entry."""
        return None

    def next_deal(self) -> GameState:
        """A practice has no next deal."""
        raise PrefError("a practice deal has no next deal", "practice")

    def undo_to(self, length: int) -> GameState:
        """Take back the actions after the first ``length`` (not before the start)."""
        length = max(length, len(self.start.history))
        rec = record_json(self.state)
        rec["actions"] = rec["actions"][:length]
        self.state = load(rec)
        return self.state
