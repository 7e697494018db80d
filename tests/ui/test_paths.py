"""Every folder is chosen in prefgui.ui.system.paths: platformdirs, or PREFGUI_HOME when set."""

from __future__ import annotations

from pathlib import Path

import platformdirs
import pytest
from PySide6.QtCore import QSettings

from prefgui.ui.system import paths


def test_player_folders_follow_platformdirs(monkeypatch: pytest.MonkeyPatch,
                                            tmp_path: Path) -> None:
    monkeypatch.delenv("PREFGUI_HOME")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    assert paths.data_dir() == platformdirs.user_data_path("prefgui", appauthor=False,
                                                           roaming=True)
    assert paths.sessions_dir() == tmp_path / "data" / "prefgui" / "sessions"
    assert paths.settings_file() == tmp_path / "config" / "prefgui" / "prefgui.conf"
    assert paths.xdg_data_home() == tmp_path / "data"


def test_prefgui_home_holds_everything(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("PREFGUI_HOME", str(tmp_path))
    assert paths.sessions_dir() == tmp_path / "data" / "sessions"
    assert paths.settings_file() == tmp_path / "config" / "prefgui.conf"
    qs = paths.open_settings()
    qs.setValue("probe", "1")
    qs.sync()
    assert (tmp_path / "config" / "prefgui.conf").is_file()


def test_sessions_of_the_old_folder_are_moved_once(monkeypatch: pytest.MonkeyPatch,
                                                   tmp_path: Path) -> None:
    monkeypatch.setenv("PREFGUI_HOME", str(tmp_path))
    old = tmp_path / "data" / "prefgui" / "sessions"  # where QStandardPaths put them
    old.mkdir(parents=True)
    (old / "session-1.json").write_text("{}", encoding="utf-8")
    folder = paths.sessions_dir()
    assert (folder / "session-1.json").is_file() and not old.exists()
    assert paths.sessions_dir() == folder


def test_compiled_translations_are_package_data() -> None:
    import prefgui.translations

    assert paths.translations_dir() == Path(prefgui.translations.__file__).parent


def test_settings_of_the_old_store_are_copied_once(monkeypatch: pytest.MonkeyPatch,
                                                   tmp_path: Path) -> None:
    monkeypatch.delenv("PREFGUI_HOME")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    old = QSettings(str(tmp_path / "native.ini"), QSettings.Format.IniFormat)
    old.setValue("settings/v1", '{"speed": "fast"}')
    old.sync()
    assert paths.open_settings(old).value("settings/v1", type=str) == '{"speed": "fast"}'
    old.setValue("settings/v1", '{"speed": "slow"}')  # never copied again
    assert paths.open_settings(old).value("settings/v1", type=str) == '{"speed": "fast"}'
