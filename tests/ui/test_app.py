"""Start-up: resume the latest session; a damaged save gives a message and a new session."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths

from prefgui.session.match import Match, TableSettings
from prefgui.session.storage import save
from prefgui.ui.game import session_start

QStandardPaths.setTestModeEnabled(True)


@pytest.fixture
def sessions(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "sessions"
    monkeypatch.setattr(session_start, "sessions_dir", lambda: folder)
    return folder


def test_resume_latest_session_at_the_same_card(sessions: Path) -> None:
    m = Match(TableSettings("balkan"), seed=5)
    rng = random.Random(2)
    for _ in range(9):
        m.apply(rng.choice(m.state.legal_actions()))
        if m.state.is_terminal():
            m.next_deal()
    save(m, sessions / "session-20260101-000000.json")
    match, path, message = session_start.resume_or_new()
    assert message == "" and path.name == "session-20260101-000000.json"
    assert match.state == m.state


def test_damaged_save_message_and_new_session(sessions: Path) -> None:
    sessions.mkdir(parents=True)
    bad = sessions / "session-20260101-000000.json"
    bad.write_text('{"format": "prefgui.session", "version": 1, "saved": "x", "match": {"seed"'
                   ': 1, "settings": {}, "deals": []}}', encoding="utf-8")
    match, path, message = session_start.resume_or_new()
    assert "could not be resumed" in message and "damaged" in message
    assert path != bad and not match.entries
    assert list(sessions.glob("*.damaged-1.json"))
