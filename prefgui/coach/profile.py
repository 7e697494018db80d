"""The player's profile: reviewed deals, drills and their history, progress statistics.

One SQLite file (the standard library's ``sqlite3``) in WAL mode with full synchronous
commits: every write is one transaction, so a crash (even a SIGKILL mid-write) loses at
most the write in progress and never the file. The schema is versioned with
``PRAGMA user_version`` and upgraded by the numbered :data:`MIGRATIONS`, each in its own
transaction. A file that is not a readable profile (damaged, not SQLite, or written by a
newer prefgui) is kept aside under a new name and a fresh profile starts;
:attr:`Profile.notice` then tells the window what happened (a typed value, no prose).

Times are timezone-aware UTC datetimes passed in by the caller (nothing here reads the
clock), stored as ISO 8601 text.
"""

from __future__ import annotations

import json
import os
import sqlite3
from dataclasses import dataclass
from datetime import UTC, datetime
from enum import Enum
from pathlib import Path

from prefgui.coach.analysis import side_sign
from prefgui.coach.drills import Drill
from prefgui.coach.review import CardReview, DealReview
from prefgui.coach.schedule import Answer, QueueItem, infer_rating, next_state, session_queue
from prefgui.engine.conventions import tracked
from prefgui.engine.record import record_json

__all__ = ["MIGRATIONS", "Answered", "Attempt", "DealStats", "NoticeKind", "Profile",
           "ProfileNotice", "Progress"]

MIGRATIONS: tuple[str, ...] = (
    """
    CREATE TABLE deals (
        id INTEGER PRIMARY KEY,
        reviewed_at TEXT NOT NULL,
        seat INTEGER NOT NULL,
        declarer INTEGER NOT NULL,
        record TEXT NOT NULL,
        defender_cards INTEGER NOT NULL,
        c1 INTEGER NOT NULL, c2 INTEGER NOT NULL, c3 INTEGER NOT NULL,
        tricks_lost REAL NOT NULL, units_lost REAL NOT NULL,
        known_tricks_lost REAL, known_units_lost REAL
    );
    CREATE TABLE drills (
        key TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        theme TEXT NOT NULL,
        source TEXT NOT NULL,
        drill TEXT NOT NULL,
        fsrs TEXT,
        due TEXT
    );
    CREATE TABLE attempts (
        id INTEGER PRIMARY KEY,
        drill_key TEXT NOT NULL REFERENCES drills(key),
        at TEXT NOT NULL,
        card INTEGER NOT NULL,
        correct INTEGER NOT NULL,
        seconds REAL NOT NULL,
        rating INTEGER NOT NULL
    );
    CREATE INDEX attempts_at ON attempts(at);
    """,
)


class NoticeKind(Enum):
    """Why the profile the player had could not be used."""

    DAMAGED = "damaged"  # not a readable SQLite profile
    NEWER = "newer"  # written by a newer prefgui (schema version unknown here)


@dataclass(frozen=True, slots=True)
class ProfileNotice:
    """What happened to an unusable profile file: it was kept aside as ``kept_as``."""

    kind: NoticeKind
    kept_as: Path


@dataclass(frozen=True, slots=True)
class Attempt:
    """The outcome of one answer to a drill."""

    correct: bool
    answer: Answer
    due: datetime


@dataclass(frozen=True, slots=True)
class Answered:
    """One answer given to a drill, for the Progress view.

    Attributes:
        at: when it was given.
        correct: whether the card was right.
        seconds: the time taken.
        theme: the drill's theme (``Theme`` value: ``c1``, ``duck``…).
    """

    at: datetime
    correct: bool
    seconds: float
    theme: str


@dataclass(frozen=True, slots=True)
class DealStats:
    """One reviewed deal for the Progress view (losses are for the player's side)."""

    at: datetime
    as_declarer: bool
    defender_cards: int
    breaches: tuple[int, int, int]
    tricks_lost: float
    units_lost: float
    known_tricks_lost: float | None
    known_units_lost: float | None


@dataclass(frozen=True, slots=True)
class Progress:
    """Statistics over the whole profile.

    Attributes:
        deals: every reviewed deal in time order (the chart's points).
        breaches_per_100: C1, C2, C3 breaches per 100 cards played as a defender.
        drills_answered: answers given.
        drill_accuracy: the share of right answers (0 with none).
        streak: right answers in a row up to the last one.
        due: drills due now.
    """

    deals: tuple[DealStats, ...]
    breaches_per_100: tuple[float, float, float]
    drills_answered: int
    drill_accuracy: float
    streak: int
    due: int


def _keep_aside(path: Path, when: datetime) -> Path:
    stamp = when.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    n = 1
    while target.exists():
        target = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
        n += 1
    os.replace(path, target)
    for suffix in ("-wal", "-shm"):
        side = path.with_name(path.name + suffix)
        if side.exists():
            os.replace(side, target.with_name(target.name + suffix))
    return target


def _connect(path: Path) -> sqlite3.Connection:
    db = sqlite3.connect(path, isolation_level=None)
    try:
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("PRAGMA synchronous=FULL")
        db.execute("PRAGMA foreign_keys=ON")
        if db.execute("PRAGMA quick_check").fetchone()[0] != "ok":
            raise sqlite3.DatabaseError("quick_check failed")
    except sqlite3.DatabaseError:
        db.close()
        raise
    return db


def _migrate(db: sqlite3.Connection) -> None:
    version = db.execute("PRAGMA user_version").fetchone()[0]
    if version > len(MIGRATIONS):
        raise _NewerProfileError
    for number in range(version, len(MIGRATIONS)):
        db.execute("BEGIN IMMEDIATE")
        try:
            for statement in MIGRATIONS[number].split(";"):
                if statement.strip():
                    db.execute(statement)
            db.execute(f"PRAGMA user_version = {number + 1}")
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise


class _NewerProfileError(Exception):
    pass


def _iso(t: datetime) -> str:
    return t.astimezone(UTC).isoformat()


class Profile:
    """An open profile. Build it with :meth:`open`; close it with :meth:`close`."""

    def __init__(self, db: sqlite3.Connection, notice: ProfileNotice | None) -> None:
        self.db = db
        self.notice = notice

    @staticmethod
    def open(path: str | os.PathLike[str], now: datetime) -> Profile:
        """Open (or create) the profile at ``path``; an unusable file is kept aside and a
        fresh profile started, with :attr:`notice` saying so.

        Raises:
            sqlite3.OperationalError: the file cannot be opened for a reason that is not
                its content (locked by another program, no permission); it is left alone.
        """
        p = Path(path)
        p.parent.mkdir(parents=True, exist_ok=True)
        notice: ProfileNotice | None = None
        for _ in range(2):
            try:
                db = _connect(p)
                try:
                    _migrate(db)
                except BaseException:
                    db.close()
                    raise
                return Profile(db, notice)
            except sqlite3.OperationalError:
                raise  # locked, unreadable folder...: the file itself is not to blame
            except _NewerProfileError:
                notice = ProfileNotice(NoticeKind.NEWER, _keep_aside(p, now))
            except sqlite3.DatabaseError:
                notice = ProfileNotice(NoticeKind.DAMAGED, _keep_aside(p, now))
        raise RuntimeError("a fresh profile could not be started")

    def close(self) -> None:
        self.db.close()

    # Writing ------------------------------------------------------------------------------
    def add_review(self, review: DealReview, seat: int, when: datetime,
                   claimed_from: int | None = None) -> int:
        """Store a reviewed deal for ``seat``; returns its id.

        Only the cards the player chose count: not those after ``claimed_from`` actions
        (played out for him after a claim). The defender's cards counted for the
        conventions are those where a convention applied (RULES §7.2: not a lone or
        two-handed defence, not a misère).
        """
        st = review.final
        chosen = [c for c in review.cards if c.seat == seat
                  and (claimed_from is None or c.action <= claimed_from)]
        mine = [c for c in chosen if c.moves is not None]
        defending = [c for c in chosen if c.seat != st.declarer and tracked(c.state)]
        counts = [sum(1 for c in defending for b in c.breaches if b.rule == r)
                  for r in ("C1", "C2", "C3")]
        known = [c for c in mine if c.known is not None and c.known_lost is not None]
        cur = self.db.execute(
            "INSERT INTO deals (reviewed_at, seat, declarer, record, defender_cards, c1, c2, "
            "c3, tricks_lost, units_lost, known_tricks_lost, known_units_lost) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (_iso(when), seat, st.declarer, json.dumps(record_json(st)), len(defending),
             *counts, float(sum(c.tricks_lost or 0 for c in mine)),
             float(sum(c.units_lost or 0.0 for c in mine)),
             _known_tricks_lost(known) if known else None,
             float(sum(c.known_lost or 0.0 for c in known)) if known else None))
        return int(cur.lastrowid or 0)

    def add_drill(self, drill: Drill, when: datetime) -> bool:
        """Add a drill unless the same position is already there; True if added."""
        cur = self.db.execute(
            "INSERT OR IGNORE INTO drills (key, created_at, theme, source, drill) "
            "VALUES (?, ?, ?, ?, ?)",
            (drill.key, _iso(when), drill.theme.value, drill.source.value,
             json.dumps(drill.to_json())))
        return cur.rowcount == 1

    def answer(self, key: str, card: int, seconds: float, when: datetime) -> Attempt:
        """Record an answer to drill ``key`` and schedule it (KeyError: no such drill)."""
        row = self.db.execute("SELECT drill, fsrs FROM drills WHERE key = ?", (key,)).fetchone()
        if row is None:
            raise KeyError(key)
        drill = Drill.from_json(json.loads(row[0]))
        correct = drill.is_right(card)
        ans = infer_rating(correct, seconds)
        state, due = next_state(row[1], ans, when)
        self.db.execute("BEGIN IMMEDIATE")
        try:
            self.db.execute("UPDATE drills SET fsrs = ?, due = ? WHERE key = ?",
                            (state, _iso(due), key))
            self.db.execute(
                "INSERT INTO attempts (drill_key, at, card, correct, seconds, rating) "
                "VALUES (?, ?, ?, ?, ?, ?)", (key, _iso(when), card, int(correct), seconds,
                                              ans.value))
            self.db.execute("COMMIT")
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        return Attempt(correct, ans, due)

    # Reading ------------------------------------------------------------------------------
    def drill(self, key: str) -> Drill:
        """The drill stored under ``key`` (KeyError: none)."""
        row = self.db.execute("SELECT drill FROM drills WHERE key = ?", (key,)).fetchone()
        if row is None:
            raise KeyError(key)
        return Drill.from_json(json.loads(row[0]))

    def queue(self, now: datetime, goal: int) -> list[str]:
        """The drills to practise now: due ones first, then new ones up to the daily goal."""
        rows = self.db.execute("SELECT key, due FROM drills ORDER BY created_at, key")
        items = [QueueItem(k, None if d is None else datetime.fromisoformat(d))
                 for k, d in rows]
        day = now.date().isoformat()
        started = self.db.execute(
            "SELECT COUNT(*) FROM (SELECT drill_key, MIN(at) AS first FROM attempts "
            "GROUP BY drill_key) WHERE substr(first, 1, 10) = ?", (day,)).fetchone()[0]
        return session_queue(items, now, int(started), goal)

    def answers(self) -> tuple[Answered, ...]:
        """Every answer given to a drill, in the order given."""
        return tuple(
            Answered(datetime.fromisoformat(at), bool(ok), float(sec), theme)
            for at, ok, sec, theme in self.db.execute(
                "SELECT a.at, a.correct, a.seconds, d.theme FROM attempts a "
                "JOIN drills d ON d.key = a.drill_key ORDER BY a.at, a.id"))

    def schedule(self) -> tuple[datetime | None, ...]:
        """When each drill is next due (None: never answered yet), in no particular order."""
        return tuple(None if due is None else datetime.fromisoformat(due)
                     for (due,) in self.db.execute("SELECT due FROM drills"))
    def today(self, now: datetime) -> tuple[int, int]:
        """(drills answered today, drills due now): the practice's counts of the day."""
        day = now.astimezone(UTC).date().isoformat()
        done = self.db.execute(
            "SELECT COUNT(DISTINCT drill_key) FROM attempts WHERE substr(at, 1, 10) = ?",
            (day,)).fetchone()[0]
        due = self.db.execute("SELECT COUNT(*) FROM drills WHERE due IS NOT NULL AND due <= ?",
                              (_iso(now),)).fetchone()[0]
        return int(done), int(due)

    def progress(self, now: datetime) -> Progress:
        """The statistics of the Progress view."""
        deals = tuple(
            DealStats(datetime.fromisoformat(at), seat == decl, cards, (c1, c2, c3), tl, ul,
                      ktl, kul)
            for at, seat, decl, cards, c1, c2, c3, tl, ul, ktl, kul in self.db.execute(
                "SELECT reviewed_at, seat, declarer, defender_cards, c1, c2, c3, tricks_lost,"
                " units_lost, known_tricks_lost, known_units_lost FROM deals "
                "ORDER BY reviewed_at, id"))
        cards = sum(d.defender_cards for d in deals)
        per100 = tuple(100.0 * sum(d.breaches[i] for d in deals) / cards if cards else 0.0
                       for i in range(3))
        results = [bool(r) for (r,) in self.db.execute(
            "SELECT correct FROM attempts ORDER BY at, id")]
        streak = 0
        for r in reversed(results):
            if not r:
                break
            streak += 1
        due = self.db.execute("SELECT COUNT(*) FROM drills WHERE due IS NOT NULL AND due <= ?",
                              (_iso(now),)).fetchone()[0]
        return Progress(deals, (per100[0], per100[1], per100[2]), len(results),
                        sum(results) / len(results) if results else 0.0, streak, int(due))


def _known_tricks_lost(cards: list[CardReview]) -> float:
    """Tricks lost on what the player could know, against the cards each was judged by."""
    total = 0.0
    for c in cards:
        assert c.known is not None
        sign = side_sign(c.state, c.seat)
        ref = c.compliant if c.card in c.compliant else c.legal
        total += max(sign * c.known.tricks[x] for x in ref) - sign * c.known.tricks[c.card]
    return total
