"""Start-up: resume the latest session; a damaged save gives a message and a new session."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths
from pytestqt.qtbot import QtBot

from prefgui.session.match import Match, TableSettings
from prefgui.session.storage import save
from prefgui.ui.game import session_start

QStandardPaths.setTestModeEnabled(True)


@pytest.fixture
def sessions(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "sessions"
    monkeypatch.setattr(session_start, "sessions_dir", lambda: folder)
    monkeypatch.setattr(session_start, "saved_elsewhere", lambda: [])
    return folder


def test_resume_latest_session_at_the_same_card(sessions: Path) -> None:
    m = Match(TableSettings("balkan"), seed=5)
    rng = random.Random(2)
    for _ in range(9):
        m.apply(rng.choice(m.state.legal_actions()))
        if m.state.is_terminal():
            m.next_deal()
    save(m, sessions / "session-20260101-000000.json")
    start = session_start.start_session()
    match, path, message = start.match, start.path, start.message
    assert message == "" and path.name == "session-20260101-000000.json"
    assert match.state == m.state


def test_damaged_save_message_and_new_session(sessions: Path) -> None:
    sessions.mkdir(parents=True)
    bad = sessions / "session-20260101-000000.json"
    bad.write_text('{"format": "prefgui.session", "version": 1, "saved": "x", "match": {"seed"'
                   ': 1, "settings": {}, "deals": []}}', encoding="utf-8")
    start = session_start.start_session()
    match, path, message = start.match, start.path, start.message
    assert "could not be resumed" in message and "damaged" in message
    assert path != bad and not match.entries
    assert list(sessions.glob("*.damaged-1.json"))


def test_a_window_that_may_not_save_shows_the_latest_session_and_changes_nothing(
        sessions: Path) -> None:
    """Another window holds the data folder and does not answer: the latest session as it
    was saved, played without saving; damaged and leftover files stay where they are."""
    m = Match(TableSettings("austrian"), seed=5)
    rng = random.Random(3)
    for _ in range(7):
        m.apply(rng.choice(m.state.legal_actions()))
    older = Match(TableSettings("austrian"), seed=6)
    save(older, sessions / "session-20250101-000000.json", sequence=1)
    save(m, sessions / "session-20260101-000000.json", sequence=2)
    (sessions / "session-20270101-000000.json").write_text("{damaged", encoding="utf-8")
    (sessions / "session-x.json.999999.ab.tmp").write_text("left", encoding="utf-8")
    before = {p.name: p.read_bytes() for p in sessions.iterdir()}
    viewed = session_start.view_latest()
    assert viewed.source == sessions / "session-20260101-000000.json"
    assert viewed.match.state == m.state
    assert "session-20260101-000000.json" in viewed.message
    assert "nothing you do here is saved" in viewed.message
    assert {p.name: p.read_bytes() for p in sessions.iterdir()} == before


def test_without_a_lock_the_window_says_why_and_saves_nothing(sessions: Path) -> None:
    viewed = session_start.view_latest(lock_problem="/x/prefgui.lock is not a file",
                                       folder=sessions.parent)
    assert viewed.source is None and not viewed.match.entries
    assert "prefgui.lock is not a file" in viewed.message and "saves nothing" in viewed.message
    assert not sessions.exists()


def test_a_read_only_window_never_saves_a_session_it_opens_later(
        qtbot: QtBot, sessions: Path) -> None:
    from prefgui.ui.game.controller import GameController
    from tests.ui.fake_jobs import RecordingJobs

    worker = RecordingJobs()
    c = GameController(Match(TableSettings("austrian"), seed=1), worker, None)  # type: ignore[arg-type]
    c.read_only = True
    try:
        c.session.new_session(TableSettings("austrian"), 2, sessions / "session-new.json")
        assert c.autosave.path is None
        c.play_out([c.state.legal_actions()[0]])  # a change the autosave would write
        qtbot.wait(50)
        assert not sessions.exists()
    finally:
        c.session.stop()
        worker.shutdown()


def test_a_window_that_may_not_save_deletes_no_saved_session(qtbot: QtBot,
                                                             sessions: Path) -> None:
    from prefgui.ui.dialogs.sessions import SessionsDialog

    save(Match(TableSettings("austrian"), seed=8), sessions / "session-20260101-000000.json")
    dlg = SessionsDialog(sessions, None, read_only=True)
    qtbot.addWidget(dlg)
    assert dlg.list.count() == 1 and not dlg.delete.isEnabled()
    dlg._delete()
    assert (sessions / "session-20260101-000000.json").exists()
