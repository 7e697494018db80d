"""A Russian session: the pulka (RULES §13.8–§13.11).

``Pulka`` is the Russian counterpart of ``Match``: it owns the current deal, the sheet
(pool, mountain, whists and the raspasy series) carried from deal to deal, one
``PulkaEntry`` per finished deal, and the end of the pulka with its settlement in whists.
It stores and resumes in the same document shape as a ``Match`` (``to_json`` /
``from_json``; a deal's ``refill`` is always 0), so one save format serves both.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from prefgui.engine.actions import RussianAction, parse_russian_action
from prefgui.engine.deal import deal_seed
from prefgui.engine.errors import PrefError
from prefgui.engine.record import load_any
from prefgui.engine.russian.deal import new_russian_deal
from prefgui.engine.russian.record import record_json
from prefgui.engine.russian.scoring import RuResult
from prefgui.engine.russian.sheet import Sheet, settlement
from prefgui.engine.russian.state import RussianState
from prefgui.session.match import Match, TableSettings


@dataclass(frozen=True)
class PulkaEntry:
    """One finished deal of the pulka."""

    number: int
    dealer: int
    result: RuResult
    record: dict[str, Any]

    @property
    def sheet(self) -> Sheet:
        """The sheet after this deal."""
        return self.result.end


class Pulka:
    """A Russian session in progress. Not thread-safe; one thread drives it."""

    def __init__(self, settings: TableSettings, seed: int) -> None:
        self.settings = settings
        self.rules = settings.rules()
        if not self.rules.is_russian:
            raise PrefError("a pulka is kept only in the Russian variants", "variant")
        self.seed = seed
        self.dealer = 0
        self.entries: list[PulkaEntry] = []
        self.pending_rules: TableSettings | None = None
        self.sheet = Sheet.empty(settings.players)
        self.state = self._start_deal()

    # Deals ---------------------------------------------------------------------------------
    @property
    def number(self) -> int:
        """The current deal's number (1-based)."""
        return len(self.entries) + 1

    @property
    def finished(self) -> bool:
        """Whether the pulka is over (§13.10.2): no further deal."""
        return bool(self.entries) and self.entries[-1].result.finished

    @property
    def settlement(self) -> tuple[Fraction, ...]:
        """Every player's standing in whists on the sheet as it is (§13.11; at the end of
        the pulka, the final settlement). Sums to zero."""
        weight = self.rules.opt.pool_weight
        assert isinstance(weight, int)
        return settlement(self.sheet, weight)

    def _start_deal(self) -> RussianState:
        return new_russian_deal(self.rules, deal_seed(self.seed, self.number), self.dealer,
                                self.sheet)

    def apply(self, action: RussianAction) -> RussianState:
        """Apply one action to the current deal (IllegalActionError if not legal)."""
        self.state = self.state.apply(action)
        if self.state.is_terminal():
            self._book(self.state)
        return self.state

    def _book(self, st: RussianState) -> None:
        res = st.result()
        assert res is not None
        self.sheet = res.end
        self.entries.append(PulkaEntry(self.number, st.dealer, res, record_json(st)))

    def finished_entry(self) -> PulkaEntry | None:
        """The entry of the current deal if it is finished and no new deal has started."""
        if self.state.is_terminal() and self.entries:
            return self.entries[-1]
        return None

    def next_deal(self) -> RussianState:
        """Start the next deal (the deal passes to the left, §13.2.6).

        Raises:
            PrefError: the current deal is not finished, or the pulka is over.
        """
        if not self.state.is_terminal():
            raise PrefError("the current deal is not finished", "deal_running")
        if self.finished:
            raise PrefError("the pulka is over", "pulka_over")
        if self.pending_rules is not None:
            self.settings, self.pending_rules = self.pending_rules, None
            self.rules = self.settings.rules()
        self.dealer = (self.dealer + 1) % self.settings.players
        self.state = self._start_deal()
        return self.state

    def change_rules(self, settings: TableSettings) -> None:
        """New options apply from the next deal (the variant and players stay).

        Raises:
            PrefError: the rules are not possible, or the number of players or the variant
                differ (those start a new pulka).
        """
        if settings.players != self.settings.players or settings.variant != self.settings.variant:
            raise PrefError("the variant and the number of players change only with a new "
                            "pulka", "variant")
        settings.rules()
        self.pending_rules = settings

    def undo_to(self, length: int) -> RussianState:
        """Take back the current deal's actions after the first ``length`` (practice)."""
        st = new_russian_deal(self.rules, deal_seed(self.seed, self.number), self.dealer,
                              self.state.start)
        for a in self.state.history[:length]:
            st = st.apply(a)
        self.state = st
        return st

    # JSON ------------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """Everything needed to resume this pulka at the same card (``Match``'s shape)."""
        return {
            "settings": self.settings.to_json(),
            "pending_settings": None if self.pending_rules is None
            else self.pending_rules.to_json(),
            "seed": self.seed,
            "deals": [{"dealer": e.dealer, "refill": 0, "record": e.record}
                      for e in self.entries],
            "current": None if self.state.is_terminal() else {
                "dealer": self.dealer, "refill": 0,
                "actions": [str(a) for a in self.state.history]},
        }

    @staticmethod
    def from_json(obj: dict[str, Any]) -> Pulka:
        """Rebuild a pulka by replaying its deals (PrefError / KeyError on bad data).

        Each stored deal must start from the sheet the deals before it left, so a save whose
        deals do not follow one another is refused rather than scored differently.
        """
        return _pulka_from_json(obj)


def _pulka_from_json(obj: dict[str, Any]) -> Pulka:
    """A saved pulka rebuilt, every deal replayed (:meth:`Pulka.from_json`)."""
    settings = TableSettings.from_json(obj["settings"])
    p = Pulka.__new__(Pulka)
    p.settings, p.rules, p.seed = settings, settings.rules(), int(obj["seed"])
    if not p.rules.is_russian:
        raise PrefError("a pulka is kept only in the Russian variants", "save")
    p.dealer, p.entries, p.pending_rules = 0, [], None
    p.sheet = Sheet.empty(settings.players)
    for d in obj["deals"]:
        if p.finished:
            raise PrefError("the saved pulka goes on after its end", "save")
        st = load_any(d["record"])
        if not isinstance(st, RussianState) or not st.is_terminal():
            raise PrefError("a finished deal of the pulka is incomplete", "save")
        if st.start != p.sheet or st.rules.players != settings.players:
            raise PrefError("a deal of the pulka does not follow the one before", "save")
        p.dealer = st.dealer
        p._book(st)
    if obj.get("pending_settings"):
        p.pending_rules = TableSettings.from_json(obj["pending_settings"])
    cur = obj["current"]
    if cur is None:
        if not p.entries:
            raise PrefError("the saved pulka holds no deal", "save")
        st = load_any(p.entries[-1].record)
        assert isinstance(st, RussianState)
        p.state = st
        return p
    if p.finished:
        raise PrefError("the saved pulka goes on after its end", "save")
    p.dealer = int(cur["dealer"])
    st = new_russian_deal(p.rules, deal_seed(p.seed, p.number), p.dealer, p.sheet)
    for text in cur["actions"]:
        st = st.apply(parse_russian_action(text))
    p.state = st
    return p


def new_session(table: TableSettings, seed: int) -> Match | Pulka:
    """A new session at ``table``: a pulka for the Russian variants, else a match."""
    return Pulka(table, seed) if table.rules().is_russian else Match(table, seed)
