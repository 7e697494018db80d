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

Nothing in the file can crash the window: every row is checked as it is read (a date that is
not a date, seconds that are not a number, a drill or an FSRS state that is not JSON); a bad
row is skipped and counted (:meth:`Profile.damaged_rows`, for the window to say once). A
file whose tables do not match its schema version (a table dropped, a migration that fails)
is kept aside and a fresh profile started, so the same failure does not come back at every
start. Every error of the database afterwards (locked by another program, read-only, the
file removed, the disk full) is raised as one :class:`ProfileError`; nothing waits for a
lock (``busy`` errors say so, and the caller tries again later).
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import sqlite3
from collections.abc import Iterator, Sequence
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

__all__ = ["MIGRATIONS", "SQLITE_PATH_LIMIT", "Answered", "Attempt", "DealStats", "NoticeKind",
           "Profile", "ProfileError", "ProfileNotice", "Progress"]

SQLITE_PATH_LIMIT = 512  # SQLite's longest file name on Unix (SQLITE_MAX_PATHNAME)
_BUSY = {sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED}
_NOT_THE_FILE = _BUSY | {sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_PERM, sqlite3.SQLITE_READONLY,
                         sqlite3.SQLITE_IOERR, sqlite3.SQLITE_FULL, sqlite3.SQLITE_AUTH}
TABLES: dict[str, frozenset[str]] = {
    "deals": frozenset({"id", "reviewed_at", "seat", "declarer", "record", "defender_cards",
                        "c1", "c2", "c3", "tricks_lost", "units_lost", "known_tricks_lost",
                        "known_units_lost"}),
    "drills": frozenset({"key", "created_at", "theme", "source", "drill", "fsrs", "due"}),
    "attempts": frozenset({"id", "drill_key", "at", "card", "correct", "seconds", "rating"}),
}
"""The tables and columns the current schema version has (checked at every opening)."""

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
    SCHEMA = "schema"  # its tables do not match its version, or a migration failed


class ProfileError(Exception):
    """The profile could not be read or written.

    Attributes:
        busy: another program holds a lock on it (try again later).
    """

    def __init__(self, message: str, busy: bool = False) -> None:
        super().__init__(message)
        self.busy = busy


def _error(e: sqlite3.Error) -> ProfileError:
    code = getattr(e, "sqlite_errorcode", None)
    busy = code is not None and code & 0xFF in _BUSY or "locked" in str(e)
    return ProfileError(str(e) or type(e).__name__, busy)


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
    # timeout 0: a lock held by another program fails at once (the caller retries later)
    # instead of freezing the window for sqlite3's default five seconds.
    db = sqlite3.connect(path, isolation_level=None, timeout=0.0)
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
    if version < 0:
        raise _SchemaMismatchError(f"schema version {version}")
    for number in range(version, len(MIGRATIONS)):
        db.execute("BEGIN IMMEDIATE")
        try:
            for statement in MIGRATIONS[number].split(";"):
                if statement.strip():
                    db.execute(statement)
            db.execute(f"PRAGMA user_version = {number + 1}")
            db.execute("COMMIT")
        except BaseException:
            with contextlib.suppress(sqlite3.Error):
                db.execute("ROLLBACK")
            raise
    _check_tables(db)


def _check_tables(db: sqlite3.Connection) -> None:
    """The file's tables are those of its version (a table dropped by another tool, or a
    half-made schema, would fail later at every read)."""
    for table, columns in TABLES.items():
        found = {row[1] for row in db.execute(f"PRAGMA table_info({table})")}
        if not columns <= found:
            raise _SchemaMismatchError(f"table {table} lacks {sorted(columns - found)}")


class _NewerProfileError(Exception):
    pass


class _SchemaMismatchError(Exception):
    pass


def _is_the_file(e: sqlite3.Error) -> bool:
    """Whether ``e`` blames the file's content (not a lock, permission or I/O problem)."""
    code = getattr(e, "sqlite_errorcode", None)
    if code is not None:
        return code & 0xFF not in _NOT_THE_FILE
    text = str(e)
    return not any(w in text for w in ("locked", "readonly", "unable to open", "disk"))


def _time(text: object) -> datetime | None:
    """A stored ISO time, as an aware datetime (None: not a time)."""
    if not isinstance(text, str) or len(text) > 64:
        return None
    try:
        t = datetime.fromisoformat(text)
    except ValueError:
        return None
    return t.replace(tzinfo=UTC) if t.tzinfo is None else t


def _number(x: object) -> float | None:
    """A stored finite number (None: not one)."""
    if isinstance(x, bool) or not isinstance(x, int | float):
        return None
    return float(x) if math.isfinite(x) else None


def _count(x: object) -> int | None:
    return x if isinstance(x, int) and not isinstance(x, bool) and 0 <= x < 1 << 31 else None

def _iso(t: datetime) -> str:
    return t.astimezone(UTC).isoformat()


class _ProfileRows:
    """The profile's database, and the damaged rows skipped while reading it."""

    db: sqlite3.Connection
    _bad: set[tuple[str, object]]  # (table, row key) of rows skipped

    def damaged_rows(self) -> int:
        """How many damaged rows have been skipped so far (0: none met)."""
        return len(self._bad)

    def _skip(self, table: str, key: object) -> None:
        self._bad.add((table, key))

    @contextlib.contextmanager
    def _guard(self) -> Iterator[None]:
        """Any database error as a ProfileError (busy: another program holds a lock)."""
        try:
            yield
        except sqlite3.Error as e:
            raise _error(e) from None


class _ProfileReading(_ProfileRows):
    """What the profile tells: a drill, the queue of the day, the answers, the schedule,
    the day's counts and the Progress view's statistics (damaged rows left out)."""

    def drill(self, key: str) -> Drill:
        """The drill stored under ``key`` (KeyError: none, or damaged: skipped and counted)."""
        with self._guard():
            row = self.db.execute("SELECT drill FROM drills WHERE key = ?", (key,)).fetchone()
        if row is None:
            raise KeyError(key)
        try:
            drill = Drill.from_json(json.loads(row[0]))
            drill.position()  # its record replays
        except Exception:  # noqa: BLE001 - whatever the row holds
            self._skip("drills", key)
            raise KeyError(key) from None
        return drill

    def queue(self, now: datetime, goal: int) -> list[str]:
        """The drills to practise now: due ones first, then new ones up to the daily goal
        (damaged drills left out)."""
        with self._guard():
            rows = self.db.execute(
                "SELECT key, due FROM drills ORDER BY created_at, key").fetchall()
            day = now.date().isoformat()
            started = self.db.execute(
                "SELECT COUNT(*) FROM (SELECT drill_key, MIN(at) AS first FROM attempts "
                "GROUP BY drill_key) WHERE substr(first, 1, 10) = ?", (day,)).fetchone()[0]
        items = []
        for k, d in rows:
            due = None if d is None else _time(d)
            if not isinstance(k, str) or (d is not None and due is None) \
                    or ("drills", k) in self._bad:
                self._skip("drills", k)
                continue
            items.append(QueueItem(k, due))
        return session_queue(items, now, _count(started) or 0, goal)

    def answers(self) -> tuple[Answered, ...]:
        """Every answer given to a drill, in the order given (damaged rows left out)."""
        with self._guard():
            rows = self.db.execute(
                "SELECT a.id, a.at, a.correct, a.seconds, d.theme FROM attempts a "
                "JOIN drills d ON d.key = a.drill_key ORDER BY a.at, a.id").fetchall()
        out = []
        for rid, at, ok, sec, theme in rows:
            when, seconds = _time(at), _number(sec)
            if when is None or seconds is None or _count(ok) not in (0, 1) \
                    or not isinstance(theme, str):
                self._skip("attempts", rid)
                continue
            out.append(Answered(when, bool(ok), seconds, theme))
        out.sort(key=lambda a: a.at)
        return tuple(out)

    def schedule(self) -> tuple[datetime | None, ...]:
        """When each drill is next due (None: never answered yet), in no particular order."""
        with self._guard():
            rows = self.db.execute("SELECT key, due FROM drills").fetchall()
        out: list[datetime | None] = []
        for key, due in rows:
            t = None if due is None else _time(due)
            if due is not None and t is None:
                self._skip("drills", key)
                continue
            out.append(t)
        return tuple(out)

    def today(self, now: datetime) -> tuple[int, int]:
        """(drills answered today, drills due now): the practice's counts of the day."""
        day = now.astimezone(UTC).date().isoformat()
        with self._guard():
            done = self.db.execute(
                "SELECT COUNT(DISTINCT drill_key) FROM attempts WHERE substr(at, 1, 10) = ?",
                (day,)).fetchone()[0]
        return _count(done) or 0, self._due(now)

    def _due(self, now: datetime) -> int:
        return sum(1 for t in self.schedule() if t is not None and t <= now)

    def progress(self, now: datetime) -> Progress:
        """The statistics of the Progress view (damaged rows left out)."""
        with self._guard():
            rows = self.db.execute(
                "SELECT id, reviewed_at, seat, declarer, defender_cards, c1, c2, c3, "
                "tricks_lost, units_lost, known_tricks_lost, known_units_lost FROM deals "
                "ORDER BY reviewed_at, id").fetchall()
            marks = self.db.execute(
                "SELECT id, correct FROM attempts ORDER BY at, id").fetchall()
        found = []
        for rid, at, seat, decl, cards, c1, c2, c3, tl, ul, ktl, kul in rows:
            deal = _deal_stats(at, seat, decl, cards, (c1, c2, c3), tl, ul, ktl, kul)
            if deal is None:
                self._skip("deals", rid)
                continue
            found.append(deal)
        found.sort(key=lambda d: d.at)
        deals = tuple(found)
        cards = sum(d.defender_cards for d in deals)
        per100 = tuple(100.0 * sum(d.breaches[i] for d in deals) / cards if cards else 0.0
                       for i in range(3))
        results = []
        for rid, r in marks:
            if _count(r) not in (0, 1):
                self._skip("attempts", rid)
                continue
            results.append(bool(r))
        streak = 0
        for r in reversed(results):
            if not r:
                break
            streak += 1
        return Progress(deals, (per100[0], per100[1], per100[2]), len(results),
                        sum(results) / len(results) if results else 0.0, streak,
                        self._due(now))


class _ProfileWriting(_ProfileReading):
    """What the profile keeps: reviewed deals with their drills, drills, answers (each in
    one transaction)."""

    def add_review(self, review: DealReview, seat: int, when: datetime,
                   claimed_from: int | None = None, drills: Sequence[Drill] = ()) -> int:
        """Store a reviewed deal for ``seat`` and its ``drills`` in one transaction (all or
        nothing, so that it can be tried again); returns its id, or 0 when the deal has
        nothing for Progress (ProfileError: not stored).

        Only the cards the player chose count: not those after ``claimed_from`` actions
        (played out for him after a claim). The defender's cards counted for the
        conventions are those where a convention applied (RULES §7.2: not a lone or
        two-handed defence, not a misère). A deal in which the review judged none of the
        player's cards (he dropped out or sat out as the dealer, a one-trick game without
        values, every card of his played out after a claim) is not stored: Progress would
        draw it as a deal played without a loss.
        """
        st = review.final
        chosen = [c for c in review.cards if c.seat == seat
                  and (claimed_from is None or c.action <= claimed_from)]
        mine = [c for c in chosen if c.moves is not None]
        if not mine and not drills:
            return 0
        defending = [c for c in chosen if c.seat != st.declarer and tracked(c.state)]
        counts = [sum(1 for c in defending for b in c.breaches if b.rule == r)
                  for r in ("C1", "C2", "C3")]
        known = [c for c in mine if c.known is not None and c.known_lost is not None]
        with self._guard():
            self.db.execute("BEGIN IMMEDIATE")
            try:
                cur = self.db.execute(
                    "INSERT INTO deals (reviewed_at, seat, declarer, record, defender_cards, "
                    "c1, c2, c3, tricks_lost, units_lost, known_tricks_lost, known_units_lost)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (_iso(when), seat, st.declarer, json.dumps(record_json(st)),
                     len(defending), *counts, float(sum(c.tricks_lost or 0 for c in mine)),
                     float(sum(c.units_lost or 0.0 for c in mine)),
                     _known_tricks_lost(known) if known else None,
                     float(sum(c.known_lost or 0.0 for c in known)) if known else None))
                for drill in drills:
                    self._insert_drill(drill, when)
                self.db.execute("COMMIT")
            except BaseException:
                with contextlib.suppress(sqlite3.Error):
                    self.db.execute("ROLLBACK")
                raise
        return int(cur.lastrowid or 0)

    def add_drill(self, drill: Drill, when: datetime) -> bool:
        """Add a drill unless the same position is already there; True if added."""
        with self._guard():
            return self._insert_drill(drill, when)

    def _insert_drill(self, drill: Drill, when: datetime) -> bool:
        cur = self.db.execute(
            "INSERT OR IGNORE INTO drills (key, created_at, theme, source, drill) "
            "VALUES (?, ?, ?, ?, ?)",
            (drill.key, _iso(when), drill.theme.value, drill.source.value,
             json.dumps(drill.to_json())))
        return cur.rowcount == 1

    def answer(self, key: str, card: int, seconds: float, when: datetime) -> Attempt:
        """Record an answer to drill ``key`` and schedule it (KeyError: no such drill, or
        a damaged one; ProfileError: not stored)."""
        drill = self.drill(key)
        with self._guard():
            row = self.db.execute("SELECT fsrs FROM drills WHERE key = ?", (key,)).fetchone()
        correct = drill.is_right(card)
        ans = infer_rating(correct, seconds)
        try:
            state, due = next_state(row[0] if row is not None else None, ans, when)
        except Exception:  # noqa: BLE001 - a damaged FSRS state: the drill starts afresh
            self._skip("drills.fsrs", key)
            state, due = next_state(None, ans, when)
        with self._guard():
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
                with contextlib.suppress(sqlite3.Error):
                    self.db.execute("ROLLBACK")
                raise
        return Attempt(correct, ans, due)


class Profile(_ProfileWriting):
    """An open profile. Build it with :meth:`open`; close it with :meth:`close`.

    Its file here; what it keeps and tells in its bases (``_ProfileWriting``,
    ``_ProfileReading``)."""

    def __init__(self, db: sqlite3.Connection, notice: ProfileNotice | None) -> None:
        self.db = db
        self.notice = notice
        self.path: Path | None = None
        self._identity: tuple[int, int] | None = None
        self._bad: set[tuple[str, object]] = set()  # (table, row key) of rows skipped

    def vanished(self) -> bool:
        """The file was removed or replaced since it was opened (writes would go nowhere)."""
        if self.path is None or self._identity is None:
            return False
        return _identity(self.path) != self._identity

    @staticmethod
    def open(path: str | os.PathLike[str], now: datetime) -> Profile:
        """Open (or create) the profile at ``path``; an unusable file is kept aside and a
        fresh profile started, with :attr:`notice` saying so.

        Raises:
            ProfileError: the file cannot be opened for a reason that is not its content
                (locked by another program, no permission, a read-only folder, a path too
                long for SQLite); it is left alone.
        """
        p = Path(path)
        if len(os.fsencode(os.path.abspath(p))) >= SQLITE_PATH_LIMIT:
            raise ProfileError(f"its path is too long for SQLite ({len(str(p))} characters; "
                               f"at most about {SQLITE_PATH_LIMIT})")
        try:
            p.parent.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise ProfileError(e.strerror or str(e)) from None
        notice: ProfileNotice | None = None
        for _ in range(2):
            kind: NoticeKind | None = None
            try:
                db = _connect(p)
                try:
                    _migrate(db)
                except sqlite3.DatabaseError as e:
                    db.close()
                    if _is_the_file(e):  # it would fail the same way at every start
                        raise _SchemaMismatchError(str(e)) from None
                    raise
                except BaseException:
                    db.close()
                    raise
                profile = Profile(db, notice)
                profile.path = p
                profile._identity = _identity(p)
                return profile
            except _NewerProfileError:
                kind = NoticeKind.NEWER
            except _SchemaMismatchError:
                kind = NoticeKind.SCHEMA
            except sqlite3.DatabaseError as e:
                if not _is_the_file(e):
                    raise _error(e) from None  # locked, unreadable folder...: left alone
                kind = NoticeKind.DAMAGED
            try:
                notice = ProfileNotice(kind, _keep_aside(p, now))
            except OSError as e:
                raise ProfileError(f"the damaged profile could not be moved aside "
                                   f"({e.strerror or e})") from None
        raise ProfileError("a fresh profile could not be started")

    def close(self) -> None:
        self.db.close()


def _deal_stats(at: object, seat: object, decl: object, cards: object,
                breaches: tuple[object, object, object], tl: object, ul: object,
                ktl: object, kul: object) -> DealStats | None:
    """One row of ``deals`` checked (None: damaged)."""
    when = _time(at)
    counts = [_count(x) for x in (seat, decl, cards, *breaches)]
    losses = [_number(tl), _number(ul)]
    known = [None if x is None else _number(x) for x in (ktl, kul)]
    if when is None or None in counts or None in losses or any(
            k is None and x is not None for k, x in zip(known, (ktl, kul), strict=True)):
        return None
    s, d, n, b1, b2, b3 = (int(c or 0) for c in counts)
    return DealStats(when, s == d, n, (b1, b2, b3), float(losses[0] or 0.0),
                     float(losses[1] or 0.0), known[0], known[1])


def _identity(path: Path) -> tuple[int, int] | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_dev, st.st_ino


def _known_tricks_lost(cards: list[CardReview]) -> float:
    """Tricks lost on what the player could know, against the cards each was judged by (as
    the review's ``tricks_lost``): the best card that keeps the conventions, for a breach
    too (all legal cards where the conventions do not apply); never below 0."""
    total = 0.0
    for c in cards:
        assert c.known is not None
        sign = side_sign(c.state, c.seat)
        ref = c.compliant or c.legal
        total += max(0.0, max(sign * c.known.tricks[x] for x in ref)
                     - sign * c.known.tricks[c.card])
    return total
