"""A damaged coach profile never crashes the window.

Each case damages a filled profile the way another tool, a crash or the player could, and
checks that the Progress view's data (and the drills' queue) are still read: bad rows are
skipped and counted, a profile whose schema does not match its version is kept aside once
(not at every start), and every database error comes as one ``ProfileError`` (never a raw
``sqlite3`` error into the event loop). A lock held by another program fails at once (the
window queues the review and tries again), and a profile removed meanwhile is noticed.
"""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from prefgui.coach import profile as profile_module
from prefgui.coach.profile import NoticeKind, Profile, ProfileError
from prefgui.coach.trends import build_trends
from prefgui.ui.coach import profile_store
from prefgui.ui.coach.progress import read_trends
from prefgui.ui.review.hub import ReviewHub
from prefgui.ui.system.jobs import JobService
from tests.coach.profiles import DEALS, NOW, T0, fill, reviews


def _raw(path: Path, *sql: str) -> None:
    db = sqlite3.connect(path, isolation_level=None)
    for statement in sql:
        db.execute(statement)
    db.close()


ROW_DAMAGE: dict[str, str] = {
    "deal-date-yesterday": "UPDATE deals SET reviewed_at = 'yesterday' WHERE id = 1",
    "deal-losses-text": "UPDATE deals SET units_lost = 'a lot' WHERE id = 2",
    "deal-seat-null": "UPDATE deals SET defender_cards = -4 WHERE id = 3",
    "due-soon": "UPDATE drills SET due = 'soon' WHERE rowid = 1",
    "answer-date-garbage": "UPDATE attempts SET at = '2026-13-45' WHERE id = 1",
    "seconds-slow": "UPDATE attempts SET seconds = 'slow' WHERE id = 2",
    "correct-maybe": "UPDATE attempts SET correct = 'maybe' WHERE id = 3",
    "naive-times": "UPDATE attempts SET at = '2026-03-02T09:00:00'",
}


@pytest.mark.parametrize("name", sorted(ROW_DAMAGE))
def test_bad_rows_are_skipped_and_counted(tmp_path: Path, name: str) -> None:
    path = tmp_path / "p.sqlite3"
    prof, _first = fill(path)
    prof.close()
    _raw(path, ROW_DAMAGE[name])
    prof = Profile.open(path, T0)
    assert prof.notice is None  # the file is fine; some rows are not
    trends = build_trends(prof.progress(NOW), prof.answers(), prof.schedule(), NOW, UTC)
    prof.queue(NOW, 10)
    prof.today(NOW)
    assert trends.progress is not None
    assert (prof.damaged_rows() == 0) == (name == "naive-times")  # naive: read as UTC
    prof.close()


def test_the_progress_view_says_the_skipped_rows(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "p.sqlite3"
    fill(path)[0].close()
    _raw(path, ROW_DAMAGE["deal-date-yesterday"], ROW_DAMAGE["seconds-slow"])
    monkeypatch.setattr(profile_store, "profile_file", lambda: path)
    trends, message = read_trends(NOW)
    assert trends is not None and len(trends.progress.deals) == len(DEALS) - 1
    assert "2" in message and "skipped" in message


def test_a_drill_or_fsrs_state_that_is_not_json(tmp_path: Path) -> None:
    path = tmp_path / "p.sqlite3"
    prof, first = fill(path)
    prof.close()
    other = "copy"
    _raw(path, "INSERT INTO drills SELECT 'copy', created_at, theme, source, '{not json', "
         "NULL, NULL FROM drills LIMIT 1",
         f"UPDATE drills SET fsrs = 'oops' WHERE key = '{first.key}'")
    prof = Profile.open(path, T0)
    with pytest.raises(KeyError):
        prof.drill(other)
    assert other not in prof.queue(NOW, 100)  # left out from now on
    card = next(iter(c for c in range(32) if first.accepted >> c & 1))
    attempt = prof.answer(first.key, card, 2.0, NOW)  # the damaged state starts afresh
    assert attempt.correct and prof.damaged_rows() == 2
    prof.close()


@pytest.mark.parametrize("damage", [
    ("DROP TABLE attempts",),  # a missing table, the schema version unchanged
    ("ALTER TABLE deals DROP COLUMN units_lost",),
    ("PRAGMA user_version = 0",),  # the migration fails: "table deals already exists"
    ("PRAGMA user_version = -3",),  # no migration has that number
])
def test_a_schema_that_does_not_match_its_version_is_kept_aside_once(
        tmp_path: Path, damage: tuple[str, ...]) -> None:
    path = tmp_path / "p.sqlite3"
    fill(path)[0].close()
    _raw(path, *damage)
    prof = Profile.open(path, T0)
    assert prof.notice is not None and prof.notice.kind is NoticeKind.SCHEMA
    assert prof.notice.kept_as.exists()
    assert prof.progress(NOW).deals == ()  # a fresh profile that works
    prof.close()
    again = Profile.open(path, T0)
    assert again.notice is None  # not at every start
    again.close()
    assert "does not match its version" in profile_store.notice_text(prof.notice)


def _read_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """Open every profile read-only (as a read-only file or medium would; root ignores the
    file's mode bits)."""
    real = sqlite3.connect

    def connect(path: object, *args: object, **kwargs: object) -> sqlite3.Connection:
        kwargs.pop("uri", None)
        return real(f"file:{path}?mode=ro", *args, uri=True, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(profile_module.sqlite3, "connect", connect)


def test_a_read_only_profile_reads_and_refuses_writes_with_one_error(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "p.sqlite3"
    prof, first = fill(path)
    prof.close()
    _read_only(monkeypatch)
    prof = Profile.open(path, T0)
    assert len(prof.progress(NOW).deals) == len(DEALS)
    card = next(iter(c for c in range(32) if first.accepted >> c & 1))
    with pytest.raises(ProfileError) as caught:
        prof.answer(first.key, card, 2.0, NOW)
    assert not caught.value.busy
    with pytest.raises(ProfileError):
        prof.add_review(reviews()[0], DEALS[0][1], NOW)
    prof.close()


def test_a_lock_held_by_another_program_fails_at_once_and_the_review_waits(
        qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "p.sqlite3"
    prof = Profile.open(path, T0)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    jobs = JobService()
    hub = ReviewHub(prof, jobs)
    said: list[str] = []
    hub.profile_problem.connect(said.append)
    stored: list[int] = []
    hub.stored.connect(stored.append)
    try:
        with pytest.raises(ProfileError) as caught:
            prof.add_review(reviews()[0], DEALS[0][1], NOW)
        assert caught.value.busy
        hub.waiting.append((reviews()[0], DEALS[0][1], None, NOW))
        hub.store_waiting()
        assert len(hub.waiting) == 1 and not stored and not said  # kept, tried later
        other.execute("COMMIT")
        hub.store_waiting()
        assert not hub.waiting and len(stored) == 1
        assert len(prof.progress(NOW).deals) == 1
    finally:
        other.close()
        hub.shutdown()
        jobs.shutdown()
        prof.close()


def test_a_profile_removed_while_the_game_runs_is_said_once(qtbot: QtBot,
                                                             tmp_path: Path) -> None:
    path = tmp_path / "data" / "p.sqlite3"
    prof = Profile.open(path, T0)
    jobs = JobService()
    hub = ReviewHub(prof, jobs)
    said: list[str] = []
    hub.profile_problem.connect(said.append)
    try:
        for p in path.parent.iterdir():
            p.unlink()
        path.parent.rmdir()  # the whole data folder goes
        assert prof.vanished()
        hub.waiting.append((reviews()[0], DEALS[0][1], None, NOW))
        hub.store_waiting()
        hub.store_waiting()
        assert len(said) == 1 and "removed" in said[0]
        assert hub.profile is None and not hub.waiting
    finally:
        hub.shutdown()
        jobs.shutdown()


def test_a_profile_path_too_long_for_sqlite_is_said(tmp_path: Path) -> None:
    home = tmp_path
    while len(str(home)) < 700:
        home = home / ("x" * 60)
    profile, message = profile_store.open_profile(home / "profile.sqlite3",
                                                  datetime(2026, 1, 1, tzinfo=UTC))
    assert profile is None and "too long" in message


