"""The window's access to the coach profile: the file, damaged and unopenable profiles."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from prefgui.ui.coach import profile_store
from prefgui.ui.system.paths import data_dir

NOW = datetime(2026, 12, 3, 12, 0, tzinfo=UTC)


def test_profile_lives_in_the_data_folder() -> None:
    assert profile_store.profile_file() == data_dir() / "profile.sqlite3"


def test_fresh_profile_opens_without_a_message(tmp_path: Path) -> None:
    profile, text = profile_store.open_profile(tmp_path / "p.sqlite3", NOW)
    assert profile is not None and text == ""
    profile.close()


def test_damaged_profile_is_kept_aside_with_a_sentence(tmp_path: Path) -> None:
    path = tmp_path / "p.sqlite3"
    path.write_bytes(b"not a database at all" * 100)
    profile, text = profile_store.open_profile(path, NOW)
    assert profile is not None
    profile.close()
    kept = [p for p in tmp_path.iterdir() if p.name != "p.sqlite3" and "p" in p.name]
    assert kept and kept[0].name in text and "damaged" in text


def test_unopenable_profile_is_a_sentence_not_a_traceback(tmp_path: Path) -> None:
    folder = tmp_path / "dir.sqlite3"
    folder.mkdir()
    profile, text = profile_store.open_profile(folder, NOW)
    assert profile is None and "could not be opened" in text
