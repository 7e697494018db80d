"""Player-facing texts say the rules in words: no citation of the rules reference ("§9,
AMB-01", "RULES §11") in any translated text or the command line's help, and the short
convention texts keep their qualifiers."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from pytestqt.qtbot import QtBot

from prefgui import __main__ as entry
from prefgui.session.match import TableSettings
from prefgui.session.settings import AppSettings
from prefgui.ui.dialogs.settings import SettingsDialog
from prefgui.ui.words.coach_texts import rule_line
from tests.ui.helpers import TS_DIR

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
    assert dlg.rules_button.text()
    dlg.editors["ladder"].set("serbian")
    rules = dlg.table_rules()
    assert rules is not None and rules.opt.ladder == "serbian"
