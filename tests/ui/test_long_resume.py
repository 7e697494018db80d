"""A long session resumes at its current deal; its earlier deals are checked afterwards, in
the background (pytest-qt, offscreen; the worker stood in for by ``RecordingJobs``, answered
with the real check).

Until the check answers, nothing is written over the save: a session that checks out is
saved with its whole ledger; a bad old deal found then moves the file aside byte for byte,
and the window goes on with the next save, saying so; closing the window before the answer
checks the rest at once.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from prefgui.session.match import Match
from prefgui.session.storage import CHECK_LATER_DEALS, check_saved, load_session, save
from prefgui.ui.game import session_start
from prefgui.ui.game.controller import GameController
from tests.session.helpers import long_match as played_long
from tests.session.helpers import spoil
from tests.ui.fake_jobs import RecordingJobs, Request

DEALS = CHECK_LATER_DEALS + 10


@pytest.fixture(scope="module")
def long_match() -> Match:
    return played_long(DEALS, seed=7)


@pytest.fixture
def sessions(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "sessions"
    monkeypatch.setattr(session_start, "sessions_dir", lambda: folder)
    monkeypatch.setattr(session_start, "saved_elsewhere", lambda: [])
    return folder


@pytest.fixture
def started() -> Iterator[list[GameController]]:
    controllers: list[GameController] = []
    yield controllers
    for c in controllers:  # stopped, so that no timer outlives the test
        c.session.stop()
        c.jobs.shutdown()


def _start(started: list[GameController]
           ) -> tuple[GameController, RecordingJobs, session_start.Start, list[str]]:
    """Start as the window does: resume, check later, start; the messages said."""
    start = session_start.start_session()
    worker = RecordingJobs()
    c = GameController(start.match, worker, start.path)  # type: ignore[arg-type]
    c.speed = "off"
    c.autosave.sequence = start.sequence
    messages: list[str] = []
    c.ledger.refused.connect(
        lambda p, e: messages.append(session_start.resume_after_refusal(c, p, e)))
    c.session.check_ledger(start.check)
    started.append(c)
    c.session.start()
    return c, worker, start, messages


def _check_request(worker: RecordingJobs) -> Request:
    (req,) = [r for r in worker.background.requests if r.fn is check_saved]
    return req


def test_the_window_starts_before_the_check_and_saves_after_it(
        qtbot: QtBot, sessions: Path, long_match: Match, started: list[GameController]
        ) -> None:
    path = sessions / "session-20240101-000000.json"
    save(long_match, path, sequence=3)
    before = path.read_bytes()
    c, worker, start, messages = _start(started)
    assert start.check is not None and isinstance(c.match, Match) and c.match.unchecked
    assert c.state == long_match.state and c.match.totals() == long_match.totals()
    assert not worker.files.busy() and path.read_bytes() == before  # nothing written yet
    req = _check_request(worker)
    req.answer(req.fn(*req.args))
    qtbot.waitUntil(lambda: path.read_bytes() != before)
    assert not c.match.unchecked and len(c.match.entries) == DEALS and not messages
    back = load_session(path)  # every deal replays and its totals agree
    assert len(back.entries) == DEALS and back.state == long_match.state
    assert json.loads(path.read_text("utf-8"))["sequence"] > 3


def _spoiled(sessions: Path, long_match: Match) -> tuple[Match, Path, str]:
    older = played_long(deals=2, seed=3)
    save(older, sessions / "session-20240101-000000.json", sequence=1)
    newest = sessions / "session-20240102-000000.json"
    save(long_match, newest, sequence=5)
    doc = json.loads(newest.read_text("utf-8"))
    spoil(doc, 3, "foreign card")
    text = json.dumps(doc)
    newest.write_text(text, encoding="utf-8")
    return older, newest, text


def test_a_bad_old_deal_found_after_the_start_is_kept_aside_and_the_next_save_resumed(
        qtbot: QtBot, sessions: Path, long_match: Match, started: list[GameController]
        ) -> None:
    older, newest, text = _spoiled(sessions, long_match)
    c, worker, start, messages = _start(started)
    assert start.path == newest and start.message == ""
    req = _check_request(worker)
    req.answer(req.fn(*req.args))
    (kept,) = sessions.glob("*.damaged-1.json")
    assert kept.read_text("utf-8") == text and not newest.exists()
    assert c.autosave.path == sessions / "session-20240101-000000.json"
    assert c.state == older.state
    (message,) = messages
    assert newest.name in message and kept.name in message
    assert "session-20240101-000000.json" in message  # the session resumed instead
    qtbot.waitUntil(lambda: json.loads(c.autosave.path.read_text("utf-8"))["sequence"] > 5)


@pytest.mark.parametrize("bad", [False, True])
def test_closing_before_the_check_answers_checks_at_once(
        sessions: Path, long_match: Match, started: list[GameController], bad: bool) -> None:
    if bad:
        _older, path, text = _spoiled(sessions, long_match)
    else:
        path = sessions / "session-20240101-000000.json"
        save(long_match, path)
    c, worker, _start_, messages = _start(started)
    assert _check_request(worker).job.active()
    c.session.stop()
    if bad:  # set aside as it was; nothing written in its place
        (kept,) = sessions.glob("*.damaged-1.json")
        assert kept.read_text("utf-8") == text and not path.exists()
    else:  # checked here, and saved with its whole ledger
        assert len(load_session(path).entries) == DEALS
        assert json.loads(path.read_text("utf-8"))["version"] == 3
    assert not messages  # the window is going: nothing to say
