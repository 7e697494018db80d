"""A session of deals at one table: pot or bank, refa marks, dealer rotation, the ledger.

``Match`` is the only code that calls ``GameState.apply`` for a live game. It owns the
current deal, the balances, the pot (refilled by every player whenever it is empty before a
deal, RULES §2.1) or the bank (an account; which one a table keeps: ``Rules.has_bank``),
the refa marks, and one ``LedgerEntry`` per finished deal listing every payment and its
reason. Everything here is plain data and round-trips through JSON (``session.storage``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from prefgui.engine.actions import Action, parse_action
from prefgui.engine.deal import deal_seed, new_deal
from prefgui.engine.errors import PrefError
from prefgui.engine.record import DealRecord, amount_json, load, parse_amount, record_of, replay
from prefgui.engine.rules import Rules
from prefgui.engine.scoring.base import DealResult, Payment
from prefgui.engine.state import Amount, GameState
from prefgui.session.formats import TABLE


@dataclass(frozen=True)
class TableSettings:
    """What a session is played with; fixed for the session's deals (rules change only
    between deals, through ``Match.change_rules``)."""

    variant: str = "austrian"
    options: dict[str, Any] = field(default_factory=dict)
    players: int = 3
    names: tuple[str, ...] = ("You", "West", "East")
    levels: tuple[str, ...] = ("human", "club", "club")
    contribution: int = 10  # each player's payment into the pot when it is (re)filled

    def __post_init__(self) -> None:
        object.__setattr__(self, "names", compass_names(self))

    def rules(self) -> Rules:
        return Rules(self.variant, self.options, self.players)

    def to_json(self) -> dict[str, Any]:
        """The stored form (schema ``formats.TABLE``)."""
        return {"variant": self.variant, "options": dict(self.options),
                "players": self.players, "names": list(self.names),
                "levels": list(self.levels), "contribution": self.contribution}

    @staticmethod
    def from_json(obj: dict[str, Any]) -> TableSettings:
        """Read the stored form (``SchemaError`` if it does not fit ``formats.TABLE``)."""
        TABLE.check(obj)
        return TableSettings(str(obj["variant"]), dict(obj["options"]), int(obj["players"]),
                             tuple(str(n) for n in obj["names"]),
                             tuple(str(x) for x in obj["levels"]), int(obj["contribution"]))


COMPASS = ("West", "North", "East")


def compass_names(table: TableSettings) -> tuple[str, ...]:
    """The names with the compass names (the defaults) where those seats sit.

    Seats are numbered in the direction of play: with clockwise play the next seat sits
    on the left (West), with anticlockwise play on the right (East); with four at the
    table the third seat is North. A seat named after a compass point gets the point it
    really sits at, so that "East" is never drawn on the left.
    """
    try:
        clockwise = table.rules().options.get("direction", "cw") == "cw"
    except PrefError:
        return tuple(table.names)
    n = len(table.names)
    points = ["West", "North", "East"] if n == 4 else ["West", "East"]
    if not clockwise:
        points.reverse()
    return tuple(name if seat == 0 or name not in COMPASS else points[seat - 1]
                 for seat, name in enumerate(table.names))


@dataclass(frozen=True)
class LedgerEntry:
    """One finished deal on the score sheet."""

    number: int
    dealer: int
    refill: Amount  # each player's contribution made before this deal (0 if none)
    result: DealResult
    balances: tuple[Amount, ...]  # every player's balance after the deal
    record: DealRecord  # the deal from its cards to its last action

    @property
    def payments(self) -> tuple[Payment, ...]:
        return self.result.payments

    @cached_property
    def stored(self) -> dict[str, Any]:
        """The deal as ``Match.to_json()`` stores it (made once: the session is written
        after every action, and a long session's earlier deals do not change). A plain
        value nobody changes: the autosave may write it on another thread."""
        return {"dealer": self.dealer, "refill": amount_json(self.refill),
                "record": self.record.to_json()}


def computer_seed(seed: int, number: int, actions: int) -> int:
    """The computer player's seed at a position: session ``seed``, deal ``number``, after
    ``actions`` actions. The same game replays the same way."""
    return random.Random(hash((seed, number, actions))).getrandbits(32)


def needs_new_session(old: TableSettings, new: TableSettings) -> bool:
    """Whether going from ``old`` to ``new`` takes a new session.

    Another number of players or another variant does (each variant keeps its own pot or
    bank); option changes within a variant apply from the next deal.
    """
    return old.players != new.players or old.variant != new.variant


class Match:
    """A session in progress. Not thread-safe; the UI drives it from one thread."""

    def __init__(self, settings: TableSettings, seed: int) -> None:
        self.settings = settings
        self.rules = settings.rules()
        self.seed = seed
        n = settings.players
        self.balances: list[Amount] = [0] * n
        self.pot: Amount = 0
        self.refa: tuple[int, ...] = (0,) * n
        self.refa_rounds = 0
        """Rounds of refa marks given in this session (``refa_limit``, RULES §4.8)."""
        self.dealer = 0
        self.entries: list[LedgerEntry] = []
        # Finished deals read from a save but not replayed yet (they come before
        # ``entries``): a long session resumes at once, its ledger follows (``adopt``).
        self.unchecked: list[dict[str, Any]] = []
        self.pending_rules: TableSettings | None = None
        self._refill_now: Amount = 0
        self.state = self._start_deal()

    # Deals ---------------------------------------------------------------------------------
    @property
    def number(self) -> int:
        """The current deal's number (1-based)."""
        return len(self.unchecked) + len(self.entries) + 1

    def _refill_pot(self) -> None:
        """Before a deal: an empty pot is refilled by everyone's contribution (pot variants)."""
        self._refill_now = 0
        if self.rules.refills_pot and self.pot <= 0:
            c = self.settings.contribution
            self.balances = [b - c for b in self.balances]
            self.pot += c * self.settings.players
            self._refill_now = c

    def _start_deal(self) -> GameState:
        self._refill_pot()
        return new_deal(self.rules, deal_seed(self.seed, self.number), self.dealer,
                        start_pot=self.pot, start_refa=self.refa,
                        start_refa_rounds=self.refa_rounds)

    def apply(self, action: Action) -> GameState:
        """Apply one action to the current deal (IllegalActionError if not legal)."""
        self.state = self.state.apply(action)
        if self.state.is_terminal():
            self._book(self.state)
        return self.state

    def _book(self, st: GameState) -> None:
        res = st.result()
        assert res is not None
        self.balances = [b + d for b, d in zip(self.balances, res.delta, strict=True)]
        self.pot = res.end_pot
        self.refa = res.end_refa
        self.refa_rounds = res.end_refa_rounds
        self.entries.append(LedgerEntry(self.number, st.dealer, self._refill_now, res,
                                        tuple(self.balances), record_of(st)))

    @property
    def refill_now(self) -> Amount:
        """Each player's payment into the pot made before the current deal (0 if none)."""
        return self._refill_now

    def finished_entry(self) -> LedgerEntry | None:
        """The ledger entry of the current deal if it is finished and no new deal has
        started yet (its summary is on offer, and "Next deal" is the way on), else None."""
        if self.state.is_terminal() and self.entries:
            return self.entries[-1]
        return None

    def next_deal(self) -> GameState:
        """Start the next deal (the deal passes on in the direction of play, §1.2)."""
        if not self.state.is_terminal():
            raise PrefError("the current deal is not finished", "deal_running")
        if self.pending_rules is not None:
            self.settings, self.pending_rules = self.pending_rules, None
            self.rules = self.settings.rules()
        self.dealer = (self.dealer + 1) % self.settings.players
        self.state = self._start_deal()
        return self.state

    def change_rules(self, settings: TableSettings) -> None:
        """New rules apply from the next deal, never in the middle of one.

        Raises:
            PrefError: the rules are not possible, or the number of players or the
                variant differ (those start a new session: ``needs_new_session``).
        """
        if settings.players != self.settings.players:
            raise PrefError("the number of players changes only with a new session",
                            "players")
        if settings.variant != self.settings.variant:
            # A session keeps one variant's money: an Austrian pot is not a Balkan bank.
            raise PrefError("the variant changes only with a new session", "variant")
        settings.rules()  # validate now, so the error reaches the caller
        self.pending_rules = settings

    def undo_to(self, length: int) -> GameState:
        """Take back the current deal's actions after the first ``length``."""
        st = new_deal(self.rules, deal_seed(self.seed, self.number), self.dealer,
                      start_pot=self.state.start_pot, start_refa=self.state.start_refa,
                      start_refa_rounds=self.state.start_refa_rounds)
        for a in self.state.history[:length]:
            st = st.apply(a)
        self.state = st
        return st

    def totals(self) -> tuple[tuple[Amount, ...], Amount]:
        """(every player's balance, the pot or bank): they sum to zero."""
        return tuple(self.balances), self.pot

    # storing and resuming (the functions below the class) ------------------------------
    def to_json(self) -> dict[str, Any]:
        """Everything needed to resume this session at the same card."""
        return _match_json(self)

    def adopt(self, earlier: list[LedgerEntry]) -> None:
        """The ledger of the ``unchecked`` deals, replayed and checked elsewhere
        (:func:`prefgui.session.storage.check_saved`): they join the ledger before the deals
        played since."""
        if len(earlier) < len(self.unchecked):
            raise PrefError("the checked ledger is shorter than the session's", "save")
        self.entries = list(earlier[:len(self.unchecked)]) + self.entries
        self.unchecked = []

    @staticmethod
    def from_json(obj: dict[str, Any], replay_all: bool = True) -> Match:
        """Rebuild a session by replaying its deals (PrefError / KeyError on bad data).

        Args:
            replay_all: False: a save that holds its ``totals`` (version 3) is rebuilt at
                its current deal alone (and the last finished deal, whose summary a
                finished session shows); the earlier deals stay in ``unchecked`` until
                they are replayed and checked elsewhere and ``adopt``-ed. True: every deal
                is replayed, and the totals written in the save must be what they give.
        """
        return _match_from_json(obj, replay_all)


def _match_json(m: Match) -> dict[str, Any]:
    """Everything needed to resume this session at the same card."""
    return {
        "settings": m.settings.to_json(),
        "pending_settings": None if m.pending_rules is None
        else m.pending_rules.to_json(),
        "seed": m.seed,
        "deals": [*m.unchecked, *(e.stored for e in m.entries)],
        "totals": {"balances": [amount_json(b) for b in m.balances],
                   "pot": amount_json(m.pot), "refa": list(m.refa),
                   "refa_rounds": m.refa_rounds},
        # A finished deal is the last ledger entry: resuming shows its summary.
        "current": None if m.state.is_terminal() else {
            "dealer": m.dealer, "refill": amount_json(m._refill_now),
            "actions": [str(a) for a in m.state.history]},
    }


def _match_from_json(obj: dict[str, Any], replay_all: bool) -> Match:
    """A saved session rebuilt (:meth:`Match.from_json`)."""
    if not replay_all and obj.get("totals") is not None:
        return _at_current_deal(obj)
    m = _replayed(obj)
    totals = obj.get("totals")
    if totals is not None and _totals(totals, m.settings.players) != (
            m.balances, m.pot, m.refa, m.refa_rounds):
        raise PrefError("the totals written in the saved session are not those of its "
                        "deals", "save")
    return m


def _bare(obj: dict[str, Any]) -> tuple[Match, TableSettings]:
    """A session with the saved settings and seed, nothing else set yet."""
    settings = TableSettings.from_json(obj["settings"])
    m = Match.__new__(Match)
    m.settings, m.rules, m.seed = settings, settings.rules(), int(obj["seed"])
    return m, settings


def _play_current(m: Match, cur: dict[str, Any], start_pot: Amount) -> None:
    """The current deal of the save dealt from ``start_pot`` and its actions applied."""
    st = new_deal(m.rules, deal_seed(m.seed, m.number), m.dealer, start_pot=start_pot,
                  start_refa=m.refa, start_refa_rounds=m.refa_rounds)
    m.pot = st.start_pot
    for text in cur["actions"]:
        st = st.apply(parse_action(text, american=not m.rules.european))
    m.state = st


def _at_current_deal(obj: dict[str, Any]) -> Match:
    """A saved session with its totals rebuilt at its current deal alone."""
    m, settings = _bare(obj)
    m.balances, m.pot, m.refa, m.refa_rounds = _totals(obj["totals"], settings.players)
    m.pending_rules = None
    if obj.get("pending_settings"):
        m.pending_rules = TableSettings.from_json(obj["pending_settings"])
    deals = obj["deals"]
    cur = obj["current"]
    if cur is None:
        if not deals:
            raise PrefError("the saved session holds no deal", "save")
        last = deals[-1]
        st = load(last["record"])
        res = st.result()
        if res is None:
            raise PrefError("a finished deal of the session is incomplete", "save")
        if (res.end_pot, res.end_refa, res.end_refa_rounds) != (m.pot, m.refa,
                                                                m.refa_rounds):
            raise PrefError("the totals written in the saved session are not those of "
                            "its deals", "save")
        m.dealer, m._refill_now = st.dealer, _parse_amount(last["refill"])
        m.unchecked = list(deals[:-1])
        m.entries = [LedgerEntry(len(deals), st.dealer, m._refill_now, res,
                                 tuple(m.balances), record_of(st))]
        m.state = st
        return m
    m.unchecked, m.entries = list(deals), []
    m.dealer = int(cur["dealer"])
    m._refill_now = _parse_amount(cur["refill"])
    _play_current(m, cur, m.pot)
    return m


def _replayed(obj: dict[str, Any]) -> Match:
    """A saved session rebuilt by replaying every deal."""
    m, settings = _bare(obj)
    n = settings.players
    m.balances, m.pot, m.refa, m.entries = [0] * n, 0, (0,) * n, []
    m.unchecked, m.pending_rules, m.refa_rounds = [], None, 0
    for d in obj["deals"]:
        refill = _parse_amount(d["refill"])
        m.balances = [b - refill for b in m.balances]
        st = load(d["record"])
        if not st.is_terminal():
            raise PrefError("a finished deal of the session is incomplete", "save")
        if st.rules != m.rules or m.settings is settings:  # once per change of rules:
            m.settings = TableSettings(st.rules.name, st.rules.overrides(), n,  # a long
                                       settings.names, settings.levels,  # session
                                       settings.contribution)  # resumes faster
        m.rules, m.dealer, m._refill_now = st.rules, st.dealer, refill
        m._book(st)
    m.settings, m.rules = settings, settings.rules()
    if obj.get("pending_settings"):
        m.pending_rules = TableSettings.from_json(obj["pending_settings"])
    cur = obj["current"]
    if cur is None:
        if not m.entries:
            raise PrefError("the saved session holds no deal", "save")
        m.state = replay(m.entries[-1].record)
        return m
    m.dealer = int(cur["dealer"])
    m._refill_now = _parse_amount(cur["refill"])
    m.balances = [b - m._refill_now for b in m.balances]
    _play_current(m, cur, m.pot + m._refill_now * n)
    return m


def _totals(obj: dict[str, Any], players: int
            ) -> tuple[list[Amount], Amount, tuple[int, ...], int]:
    """The stored totals (schema ``formats.TOTALS``): balances, pot or bank, refa marks,
    rounds of refa given."""
    balances = [_parse_amount(b) for b in obj["balances"]]
    refa = tuple(int(r) for r in obj["refa"])
    if len(balances) != players or len(refa) != players:
        raise PrefError(f"the saved totals must list {players} players", "save")
    return balances, _parse_amount(obj["pot"]), refa, int(obj.get("refa_rounds", 0))


def _parse_amount(x: object) -> Amount:
    try:
        return parse_amount(x)
    except ValueError as e:
        raise PrefError(f"an amount {e}", "save") from None
