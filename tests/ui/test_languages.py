"""Settings → Language: every translation present, each language in its own name."""

from __future__ import annotations

import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QSettings, QStandardPaths, QTranslator
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from prefgui.session.settings import AppSettings, is_language_code
from prefgui.ui.dialogs.settings import SettingsDialog
from prefgui.ui.system.settings_store import KEY, load_settings, save_settings
from prefgui.ui.words.languages import available_languages, language_codes
from tests.ui.helpers import TS_DIR, qt_tool, require_compiled_translations

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
    require_compiled_translations()
    codes = [c for c, _ in available_languages()]
    shipped = sorted(p.stem.removeprefix("prefgui_") for p in TS_DIR.glob("prefgui_*.ts"))
    assert codes[0] == "en" and sorted(codes[1:]) == shipped and "de" in codes


def test_settings_dialog_offers_system_default_and_every_language(qtbot: QtBot) -> None:
    require_compiled_translations()
    dlg = SettingsDialog(AppSettings(language="cs"))
    qtbot.addWidget(dlg)
    box = dlg.cards_page.language
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


# -- the system's locale → the translation shipped ------------------------------------------

SHIPPED = ("cs", "de", "hr", "hu", "ru", "sk", "sl", "sr_Latn")
LOCALES = [
    # Serbian, every script and form: the Latin translation (the only Serbian one)
    ("sr_RS@latin", "sr_Latn"), ("sr_RS.UTF-8@latin", "sr_Latn"), ("sr_RS", "sr_Latn"),
    ("sr_RS.UTF-8", "sr_Latn"), ("sr_ME", "sr_Latn"), ("sr_ME.UTF-8", "sr_Latn"),
    ("sr_BA@latin", "sr_Latn"), ("sr-Latn-RS", "sr_Latn"), ("sr-Cyrl-RS", "sr_Latn"),
    ("sr_Latn", "sr_Latn"), ("sr", "sr_Latn"), ("sh_YU", "sr_Latn"), ("cnr_ME", "sr_Latn"),
    # Croatian, and Bosnian (ijekavian, Latin) with it
    ("hr_HR", "hr"), ("hr_HR.UTF-8", "hr"), ("hr_BA", "hr"), ("bs_BA", "hr"),
    ("bs_BA.UTF-8", "hr"), ("bs-Latn-BA", "hr"),
    ("sl_SI", "sl"), ("sl_SI.UTF-8", "sl"), ("sk_SK", "sk"), ("sk_SK.UTF-8", "sk"),
    ("cs_CZ", "cs"), ("cs_CZ.UTF-8", "cs"), ("hu_HU", "hu"), ("hu_HU.UTF-8", "hu"),
    ("ru_RU", "ru"), ("ru_RU.UTF-8", "ru"), ("ru_UA.UTF-8", "ru"), ("ru-RU", "ru"),
    ("de_DE", "de"), ("de_AT.UTF-8", "de"), ("de_CH", "de"), ("de_AT@euro", "de"), ("de", "de"),
    ("en_US.UTF-8", "en"), ("en_GB", "en"), ("en", "en"),
    ("fr_FR.UTF-8", None), ("pl_PL", None), ("uk_UA", None), ("C", None), ("POSIX", None),
    ("", None), ("C.UTF-8", None),
]


@pytest.mark.parametrize(("name", "expected"), LOCALES)
def test_every_locale_gets_its_translation(name: str, expected: str | None) -> None:
    from prefgui.ui.words.languages import translation_for

    assert translation_for(name, SHIPPED) == expected


def test_every_shipped_language_is_reached_from_a_locale() -> None:
    reached = {expected for _name, expected in LOCALES}
    shipped = {p.stem.removeprefix("prefgui_") for p in TS_DIR.glob("prefgui_*.ts")}
    assert shipped <= reached, sorted(shipped - reached)


def test_the_script_chooses_between_two_serbian_translations() -> None:
    from prefgui.ui.words.languages import translation_for

    both = (*SHIPPED, "sr_Cyrl")
    assert translation_for("sr_RS@latin", both) == "sr_Latn"
    assert translation_for("sr-Latn-RS", both) == "sr_Latn"
    assert translation_for("sr_RS", both) == "sr_Cyrl"  # glibc's sr_RS is Cyrillic
    assert translation_for("sr_RS.UTF-8@cyrillic", both) == "sr_Cyrl"


@pytest.mark.parametrize(("env", "expected"), [
    ({"LANG": "sr_RS.UTF-8@latin"}, ["sr_RS.UTF-8@latin"]),
    ({"LANG": "de_DE.UTF-8", "LC_MESSAGES": "cs_CZ.UTF-8"}, ["cs_CZ.UTF-8"]),
    ({"LANG": "de_DE.UTF-8", "LC_MESSAGES": "cs_CZ.UTF-8", "LC_ALL": "hu_HU.UTF-8"},
     ["hu_HU.UTF-8"]),
    ({"LANG": "en_US.UTF-8", "LANGUAGE": "sl:de"}, ["sl", "de", "en_US.UTF-8"]),
    ({"LANG": "C.UTF-8", "LANGUAGE": "de"}, []),  # gettext: LANGUAGE is ignored under C
])
def test_the_system_languages_are_read_as_gettext_reads_them(
        monkeypatch: pytest.MonkeyPatch, env: dict[str, str], expected: list[str]) -> None:
    from prefgui.ui.words import languages

    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    for var, value in env.items():
        monkeypatch.setenv(var, value)
    monkeypatch.setattr(languages.sys, "platform", "linux")
    assert languages.system_languages() == expected
    assert languages.choose_translation(["fr_FR", "sr_ME"], SHIPPED) == "sr_Latn"
    assert languages.choose_translation(["fr_FR"], SHIPPED) == "en"


def _menu_word(lang: str, source: str = "&Game") -> str:
    root = ET.parse(TS_DIR / f"prefgui_{lang}.ts").getroot()
    for context in root.iter("context"):
        if context.findtext("name") == "MenuActions":
            for message in context.iter("message"):
                if message.findtext("source") == source:
                    return message.findtext("translation") or ""
    raise AssertionError(source)


@pytest.mark.parametrize(("locale", "lang", "cancel"), [
    ("de_DE.UTF-8", "de", "Abbrechen"), ("cs_CZ.UTF-8", "cs", "Zrušit"),
    ("sk_SK.UTF-8", "sk", "Zrušiť"), ("hu_HU.UTF-8", "hu", "Mégse"),
    ("hr_HR.UTF-8", "hr", "Odustani"), ("bs_BA.UTF-8", "hr", "Odustani"),
    ("sr_RS.UTF-8@latin", "sr_Latn", "Otkaži"), ("sr_RS.UTF-8", "sr_Latn", "Otkaži"),
    ("sr_ME.UTF-8", "sr_Latn", "Otkaži"), ("sl_SI.UTF-8", "sl", "Prekliči"),
    ("ru_RU.UTF-8", "ru", "Отмена"),
])
def test_the_system_locale_loads_the_games_and_qts_words(
        qapp: QApplication, monkeypatch: pytest.MonkeyPatch, locale: str, lang: str,
        cancel: str) -> None:
    """From LANG alone: the game's menus and Qt's standard buttons in that language."""
    from prefgui.ui.words import languages

    if lang not in languages.language_codes():
        pytest.skip(f"no compiled translation for {lang} (pip install -e .)")
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", locale)
    monkeypatch.setattr(languages.sys, "platform", "linux")
    try:
        languages.install_translators(qapp, None)
        assert QCoreApplication.translate("MenuActions", "&Game") == _menu_word(lang)
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == cancel
    finally:
        languages.install_translators(qapp, "en")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"


STANDARD_BUTTONS = ("OK", "Save", "Save All", "Open", "&Yes", "Yes to &All", "&No", "N&o to All",
                    "Abort", "Retry", "Ignore", "Close", "Cancel", "Discard", "Help", "Apply",
                    "Reset", "Restore Defaults")


def test_qts_standard_buttons_are_translated_in_every_language(qapp: QApplication) -> None:
    """Qt's catalogue where it has them, ours where it does not (Serbian, Slovenian, Slovak)."""
    from prefgui.ui.words import languages

    codes = languages.language_codes()
    if not codes:
        pytest.skip("no compiled translations (pip install -e .)")
    try:
        for lang in codes:
            loaded = languages.install_translators(qapp, lang)
            missing = [s for s in STANDARD_BUTTONS
                       if not any(t.translate("QPlatformTheme", s) for t in loaded)]
            assert not missing, (lang, missing)
    finally:
        languages.install_translators(qapp, "en")
