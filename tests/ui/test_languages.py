"""Settings → Language: every translation present, each language in its own name."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QSettings, QStandardPaths, QTranslator
from pytestqt.qtbot import QtBot

from prefgui.session.settings import AppSettings, is_language_code
from prefgui.ui.dialogs.settings import SettingsDialog
from prefgui.ui.system.settings_store import KEY, load_settings, save_settings
from prefgui.ui.words.languages import available_languages, language_codes
from tests.ui.helpers import TS_DIR, qt_tool

QStandardPaths.setTestModeEnabled(True)

ALL = ("de", "cs", "sk", "hu", "hr", "sr_Latn", "sl", "ru")


def _folder(tmp_path: Path, codes: tuple[str, ...]) -> Path:
    for i, code in enumerate(codes):  # sources and compiled files both count
        (tmp_path / f"prefgui_{code}.{'ts' if i % 2 else 'qm'}").write_text("", encoding="utf-8")
    (tmp_path / "README.md").write_text("", encoding="utf-8")
    (tmp_path / "prefgui_de.ts.orig").write_text("", encoding="utf-8")
    (tmp_path / "qtbase_de.qm").write_text("", encoding="utf-8")
    return tmp_path


def test_every_language_present_in_its_own_name(tmp_path: Path) -> None:
    folder = _folder(tmp_path, ALL)
    assert language_codes(folder) == sorted(ALL)
    assert available_languages(folder) == [
        ("en", "English"), ("cs", "Čeština"), ("de", "Deutsch"), ("hr", "Hrvatski"),
        ("hu", "Magyar"), ("sk", "Slovenčina"), ("sl", "Slovenščina"),
        ("sr_Latn", "Srpski (latinica)"), ("ru", "Русский")]


def test_a_language_added_later_appears_without_code_changes(tmp_path: Path) -> None:
    folder = _folder(tmp_path, ("de",))
    assert [c for c, _ in available_languages(folder)] == ["en", "de"]
    (folder / "prefgui_pl.ts").write_text("", encoding="utf-8")
    assert ("pl", "Polski") in available_languages(folder)


def test_the_shipped_translations_are_listed() -> None:
    codes = [c for c, _ in available_languages()]
    shipped = sorted(p.stem.removeprefix("prefgui_") for p in TS_DIR.glob("prefgui_*.ts"))
    assert codes[0] == "en" and sorted(codes[1:]) == shipped and "de" in codes


def test_settings_dialog_offers_system_default_and_every_language(qtbot: QtBot) -> None:
    dlg = SettingsDialog(AppSettings(language="cs"))
    qtbot.addWidget(dlg)
    box = dlg.language
    items = [(box.itemData(i), box.itemText(i)) for i in range(box.count())]
    assert items[0] == ("system", "System default")
    assert items[1:] == available_languages()
    assert box.currentData() == "cs"
    assert dlg.result_settings().language == "cs"


def test_stored_language_codes_are_checked(tmp_path: Path) -> None:
    assert is_language_code("sr_Latn") and is_language_code("de_AT")
    assert not is_language_code("../x") and not is_language_code("Deutsch")
    qs = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    save_settings(AppSettings(language="sr_Latn"), qs)
    assert load_settings(qs)[0].language == "sr_Latn"
    with pytest.raises(ValueError):  # the writer checks the schema the reader uses
        save_settings(AppSettings(language="../evil"), qs)
    assert load_settings(qs) == (AppSettings(language="sr_Latn"), "")  # nothing was written
    assert qs.value(KEY, type=str)


def test_a_script_code_loads_its_file(tmp_path: Path) -> None:
    """'sr_Latn' (as listed) finds prefgui_sr_Latn.qm the way the game loads translations."""
    lrelease = qt_tool("lrelease")
    if lrelease is None:

        pytest.skip("pyside6-lrelease is not available")
    subprocess.run([lrelease, "-silent", str(TS_DIR / "prefgui_de.ts"), "-qm",
                    str(tmp_path / "prefgui_sr_Latn.qm")], check=True, timeout=120)
    assert QTranslator().load(QLocale("sr_Latn"), "prefgui", "_", str(tmp_path))
    assert not QTranslator().load(QLocale("sr"), "prefgui", "_", str(tmp_path))  # Cyrillic
