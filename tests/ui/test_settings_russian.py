"""Settings for the Russian game: the system, three or four players, the pool size, every
§13.15 option and the price per whist go through the dialog and come back as set; a list
that cannot be played or a price that is not a number is explained and refused. The rules
help is written from the options in force."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLineEdit
from pytestqt.qtbot import QtBot

from prefgui.engine.options import OPTIONS, RUSSIAN
from prefgui.engine.rules import Rules
from prefgui.engine.russian.ladder import MISERE, Strain, rank_of
from prefgui.session.match import TableSettings
from prefgui.session.settings import AppSettings, settings_from_text, settings_to_json
from prefgui.ui.dialogs.list_field import LevelsField, NumbersField
from prefgui.ui.dialogs.rules import rules_html
from prefgui.ui.dialogs.settings import SettingsDialog
from prefgui.ui.sheet.pulka_view import PulkaView
from prefgui.ui.words import languages, pulka_texts
from tests.ui.helpers import TS_DIR, qt_tool

NAMES4 = ("You", "West", "North", "East")


def _dialog(qtbot: QtBot, settings: AppSettings) -> SettingsDialog:
    dlg = SettingsDialog(settings)
    qtbot.addWidget(dlg)
    return dlg


def _ok(dlg: SettingsDialog) -> bool:
    return dlg.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


@pytest.mark.parametrize("variant", RUSSIAN)
def test_a_russian_table_goes_through_the_dialog_unchanged(qtbot: QtBot, variant: str) -> None:
    options = {"pool_size": 30, "raspasy_progression": [1, 2, 4, 8], "raspasy_exit": [6, 7],
               "half_whist_levels": [6], "stalingrad": variant != "sochi",
               "lone_whister": "own_tricks"}
    table = TableSettings(variant, options, 4, NAMES4, ("human", "club", "expert", "beginner"))
    current = AppSettings(table=table, whist_price="0.25")
    dlg = _dialog(qtbot, current)
    assert dlg.rules_page.variant.currentData() == variant and _ok(dlg)
    assert dlg.table_page.players.currentData() == 4
    back = dlg.result_settings()
    assert back.table.rules().options == table.rules().options
    assert back.whist_price == "0.25" and back.table.players == 4
    # and through the stored form (what the next start reads)
    assert settings_from_text(json.dumps(settings_to_json(back))) == back


def test_every_russian_option_is_editable_and_saved(qtbot: QtBot) -> None:
    dlg = _dialog(qtbot, AppSettings())
    dlg.rules_page.variant.setCurrentIndex(dlg.rules_page.variant.findData("leningrad"))
    names = {o.name for o in OPTIONS if "leningrad" in o.defaults and len(
        o.values_for("leningrad")) != 1}
    assert names <= set(dlg.rules_page.editors)
    assert all(dlg.rules_page.editors[n].widget.isEnabled() for n in names)
    dlg.rules_page.editors["pool_size"].set(12)
    ed = dlg.rules_page.editors["half_whist_levels"].widget
    assert isinstance(ed, LevelsField)
    ed.boxes[7].setChecked(False)
    prog = dlg.rules_page.editors["raspasy_progression"].widget
    assert isinstance(prog, NumbersField)
    prog.line.setText("2 4 6")
    assert _ok(dlg)
    rules = dlg.result_settings().table.rules()
    assert rules.opt.pool_size == 12 and rules.opt.half_whist_levels == (6,)
    assert rules.opt.raspasy_progression == (2, 4, 6)


@pytest.mark.parametrize(("option", "text", "words"), [
    ("raspasy_progression", "3, 2", "never falls"),
    ("raspasy_progression", "1, two", "whole numbers"),
    ("raspasy_progression", "0", "from 1 to 100"),
    ("raspasy_progression", "", "one to ten"),
    ("raspasy_exit", "6, 9", "6, 7 or 8"),
    ("raspasy_exit", ", ".join(["7"] * 11), "one to ten"),
])
def test_a_list_that_cannot_be_played_is_explained_and_refused(
        qtbot: QtBot, option: str, text: str, words: str) -> None:
    dlg = _dialog(qtbot, AppSettings(table=TableSettings("sochi")))
    field = dlg.rules_page.editors[option].widget
    assert isinstance(field, NumbersField)
    field.line.setText(text)
    assert not _ok(dlg)
    assert words in dlg.problem.text() and words in field.message.text()
    assert not field.message.isHidden()
    field.line.setText("1, 2, 3" if option == "raspasy_progression" else "7")
    assert _ok(dlg) and dlg.problem.text() == "" and field.message.isHidden()


@pytest.mark.parametrize("price", ["1,5,0", "-2", "abc", "0.12345", "0,12345"])
def test_a_price_per_whist_that_is_not_a_number_is_refused(qtbot: QtBot, price: str) -> None:
    dlg = _dialog(qtbot, AppSettings(table=TableSettings("rostov")))
    dlg.table_page.whist_price.setText(price)
    assert not _ok(dlg) and "Price of a whist" in dlg.problem.text()
    dlg.table_page.whist_price.setText("")
    assert _ok(dlg)


@pytest.mark.parametrize(("lang", "shown", "example"), [("en", "0.25", "0.1"),
                                                      ("ru", "0,25", "0,1"),
                                                      ("de", "0,25", "0,1")])
def test_the_price_per_whist_is_written_as_the_language_writes_decimals(
        qtbot: QtBot, qapp: QApplication, lang: str, shown: str, example: str) -> None:
    """A Russian player writes a whist's price "0,1": the field shows the price with the
    language's decimal separator, takes a comma or a point, and stores it with a point."""
    languages.install_translators(qapp, lang)
    try:
        dlg = _dialog(qtbot, AppSettings(table=TableSettings("sochi"), whist_price="0.25"))
        field = dlg.table_page.whist_price
        assert field.text() == shown and example in field.toolTip()
        assert _ok(dlg) and dlg.result_settings().whist_price == "0.25"
        for typed in ("1,5", "1.5"):
            dlg.table_page.whist_price.setText(typed)
            assert _ok(dlg) and dlg.result_settings().whist_price == "1.5"
        dlg.table_page.whist_price.setText("abc")
        assert not _ok(dlg) and f" {example} " in dlg.problem.text()
    finally:
        languages.install_translators(qapp, "en")


def test_the_stakes_follow_the_game(qtbot: QtBot) -> None:
    """A pulka has no pot: the Russian game asks for the price of a whist instead."""
    dlg = _dialog(qtbot, AppSettings(table=TableSettings("sochi")))
    form = dlg.table_page.table_form
    price, contribution = dlg.table_page.whist_price, dlg.table_page.contribution
    assert form.isRowVisible(price) and not form.isRowVisible(contribution)
    dlg.rules_page.variant.setCurrentIndex(dlg.rules_page.variant.findData("austrian"))
    assert not form.isRowVisible(price) and form.isRowVisible(contribution)
    dlg.table_page.whist_price.setText("not a price")  # not asked for, so not in the way
    assert _ok(dlg)
    back = dlg.result_settings()
    assert back.whist_price == "" and settings_from_text(
        json.dumps(settings_to_json(back))) == back
    assert not any(isinstance(ed.widget, QLineEdit) and ed.widget.isReadOnly()
                   for ed in dlg.rules_page.editors.values())


# the rules help -------------------------------------------------------------------------------
@pytest.mark.parametrize("variant", RUSSIAN)
def test_the_rules_help_of_each_system_says_its_own_figures(variant: str) -> None:
    html = rules_html(Rules(variant, {"pool_size": 30}))
    assert {"sochi": "Sochi", "leningrad": "Leningrad", "rostov": "Rostov"}[variant] in html
    assert "Pools are played to 30" in html
    progression = {"sochi": "1, 2, 3", "leningrad": "2, 4, 8", "rostov": "1 in"}[variant]
    assert f"A trick costs {progression}" in html
    assert ("Stalingrad: against six" in html) == (variant == "sochi")
    assert ("A ten is checked" in html) == (variant == "leningrad")
    assert ("twice the contract's price" in html) == (variant == "leningrad")
    assert ("writes 5 whists a trick" in html) == (variant == "rostov")
    assert "Four at the table" not in html


def test_the_rules_help_follows_the_options_in_force() -> None:
    html = rules_html(Rules("sochi", {"stalingrad": False, "ten": "checked",
                                      "raspasy_progression": [2, 4], "pool_cap": False,
                                      "help": "none"}, 4))
    assert "Stalingrad: against six" not in html and "A ten is checked" in html
    assert "A trick costs 2, 4 in" in html and "Four at the table" in html
    assert "the pools together hold 80 points" in html
    assert rules_html(Rules("sochi", {"end_condition": "time"})).count(
        "when the players agree") == 1


def test_the_rules_help_names_a_german_packs_suits() -> None:
    html = rules_html(Rules("sochi"), "german")
    assert not any(symbol in html for symbol in "♠♣♦♥")
    assert "Leaves" in html


def test_the_russian_words_are_the_players_own(qapp: QCoreApplication, tmp_path: Path,
                                               qtbot: QtBot) -> None:
    """In Russian the pulka, its deals and the rules help speak as Russian players do."""
    lrelease = qt_tool("lrelease")
    if lrelease is None:
        pytest.skip("pyside6-lrelease is not available")
    qm = tmp_path / "prefgui_ru.qm"
    subprocess.run([lrelease, "-silent", str(TS_DIR / "prefgui_ru.ts"), "-qm", str(qm)],
                   check=True, timeout=120)
    translator = QTranslator()
    assert translator.load(str(qm))
    QCoreApplication.installTranslator(translator)
    try:
        html = rules_html(Rules("sochi")).lower()
        view = PulkaView()
        qtbot.addWidget(view)
        tabs = [view.tabs.tabText(i) for i in range(view.tabs.count())]
        words = [pulka_texts.contract_text(MISERE), pulka_texts.outcome_text("without_three"),
                 pulka_texts.outcome_text("raspasy"), pulka_texts.call_text("whist"),
                 pulka_texts.call_text("pass"), pulka_texts.call_text("half-whist"),
                 pulka_texts.style_text("open"), pulka_texts.style_text("closed"),
                 pulka_texts.contract_text(rank_of(8, Strain.NO_TRUMP))]
    finally:
        QCoreApplication.removeTranslator(translator)
    for word in ("пул", "гор", "вист", "распас", "мизер", "прикуп", "снос", "сталинград",
                 "без трёх", "пас"):
        assert word in html, word
    assert tabs == ["Пулька", "Раздачи", "График", "Расчёт"]
    assert words == ["Мизер", "Без трёх", "Распасы", "вист", "пас", "полвиста", "в светлую",
                     "в тёмную", "8 без козыря"]


@pytest.mark.parametrize("variant", RUSSIAN)
def test_an_option_with_one_value_is_shown_as_played_not_offered(qtbot: QtBot,
                                                                  variant: str) -> None:
    """"Bids without the talon" could be ticked (and "Misère only as the first call"
    cleared), and the dialog then refused the rules with "an option has a value it cannot
    take", naming none: an option the system plays one way only is shown at that value and
    cannot be changed; every option that can be changed gives rules that can be played."""
    from PySide6.QtWidgets import QCheckBox

    dlg = _dialog(qtbot, AppSettings(table=TableSettings(variant)))
    editors = dlg.rules_page.editors
    for name in ("no_talon_bids", "misere_first_call_only"):
        assert not editors[name].widget.isEnabled(), name
    assert editors["misere_first_call_only"].get() is True
    assert editors["no_talon_bids"].get() is False
    for name, ed in editors.items():
        box = ed.widget
        if isinstance(box, QCheckBox) and box.isEnabled():
            box.toggle()
            assert _ok(dlg), (name, dlg.problem.text())
            box.toggle()


def test_german_spells_raspasy_one_way() -> None:
    """German wrote "Raspassy ×2" and "Raspassy: alle haben gepasst" on the table and
    "Ausstieg aus den Raspasy" in the settings, "Raspasy" in the score sheet's legend: one
    word, one spelling."""
    import xml.etree.ElementTree as ET

    root = ET.parse(TS_DIR / "prefgui_de.ts").getroot()
    texts = [m.findtext("translation") or "" for m in root.iter("message")]
    assert any("Raspasy" in t for t in texts)
    assert not [t for t in texts if "Raspassy" in t]


def test_german_names_a_raspasy_series_deal_as_every_deal() -> None:
    """The table's badge said "Raspasy ×2 · Serie: Spiel 3" where every other German text
    calls a deal a "Runde" ("Nächste Runde"; a "Spiel" is the contract): "Serie: Runde 3"."""
    import xml.etree.ElementTree as ET

    root = ET.parse(TS_DIR / "prefgui_de.ts").getroot()
    found = {m.findtext("source"): m.findtext("translation") for m in root.iter("message")}
    assert found["Next deal"] == "Nächste Runde"
    assert found["series: deal {n}"] == "Serie: Runde {n}"
