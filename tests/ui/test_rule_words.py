"""Player-facing texts say the rules in words: no citation of the rules reference ("§9,
AMB-01", "RULES §11") in any translated text or the command line's help, and the short
convention texts keep their qualifiers."""

from __future__ import annotations

import re
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from pytestqt.qtbot import QtBot

from prefgui import __main__ as entry
from prefgui.engine.options import OPTIONS
from prefgui.session.match import TableSettings
from prefgui.session.settings import AppSettings
from prefgui.ui.dialogs.settings import SettingsDialog, option_description
from prefgui.ui.words.coach_texts import rule_line
from tests.ui.helpers import TS_DIR, qt_tool

CITATION = re.compile(r"§|AMB-|\bRULES\b|\{ref\}")


def test_no_translated_text_cites_the_rules_reference() -> None:
    found = []
    for ts in sorted(TS_DIR.glob("prefgui_*.ts")):
        for message in ET.parse(ts).getroot().iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.get("type") in ("vanished", "obsolete"):
                continue
            for tag in ("source", "translation"):
                text = message.findtext(tag) or ""
                if CITATION.search(text):
                    found.append(f"{ts.name}: {text[:80]}")
    assert found == []


def test_the_command_line_help_speaks_in_words(capsys: pytest.CaptureFixture[str]) -> None:
    for argv in (["--help"], ["replay", "--help"], ["solve", "--help"], ["review", "--help"]):
        with pytest.raises(SystemExit):
            entry.main(argv)
        out = capsys.readouterr().out
        assert out and not CITATION.search(out), out


def test_the_convention_texts_keep_their_qualifiers() -> None:
    assert "needlessly" in rule_line("C1")
    assert "an ace or a king" in rule_line("C3")
    assert "two highest cards still out" in rule_line("C3", "top_two_outstanding")


def test_the_settings_open_the_rules_of_the_choices_on_screen(qtbot: QtBot) -> None:
    dlg = SettingsDialog(AppSettings(table=TableSettings("balkan")))
    qtbot.addWidget(dlg)
    assert dlg.rules_page.rules_button.text()
    dlg.rules_page.editors["ladder"].set("serbian")
    rules = dlg.table_rules()
    assert rules is not None and rules.opt.ladder == "serbian"


@pytest.mark.parametrize("lang", ["cs", "de", "hr", "hu", "ru", "sk", "sl", "sr_Latn"])
def test_no_description_ends_with_two_full_stops(qapp: QCoreApplication, tmp_path: Path,
                                                 lang: str) -> None:
    """Russian showed "По умолчанию: вкл.." under every on/off option."""
    lrelease = qt_tool("lrelease")
    if lrelease is None:
        pytest.skip("pyside6-lrelease is not available")
    qm = tmp_path / f"prefgui_{lang}.qm"
    subprocess.run([lrelease, "-silent", str(TS_DIR / f"prefgui_{lang}.ts"), "-qm", str(qm)],
                   check=True, timeout=120)
    translator = QTranslator()
    assert translator.load(str(qm))
    QCoreApplication.installTranslator(translator)
    try:
        found = [option_description(spec, default) for spec in OPTIONS
                 for default in spec.defaults.values()]
    finally:
        QCoreApplication.removeTranslator(translator)
    assert [d for d in found if ".." in d] == []
