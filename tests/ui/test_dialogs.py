"""Settings dialog, settings storage, score sheet and the sessions list."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QStandardPaths
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialogButtonBox
from pytestqt.qtbot import QtBot

from prefgui.engine.record import replay
from prefgui.engine.state import Phase
from prefgui.session.match import Match, TableSettings
from prefgui.session.settings import AppSettings
from prefgui.ui.dialogs.settings import SettingsDialog
from prefgui.ui.sheet.ledger_deals import ledger_csv, records_jsonl
from prefgui.ui.sheet.score_sheet import ScoreSheet
from prefgui.ui.system.settings_store import KEY, load_settings, save_settings
from prefgui.ui.words import texts

QStandardPaths.setTestModeEnabled(True)


def _dialog(qtbot: QtBot, settings: AppSettings | None = None) -> SettingsDialog:
    dlg = SettingsDialog(settings or AppSettings())
    qtbot.addWidget(dlg)
    return dlg


def test_variant_change_resets_options_and_lists_its_options(qtbot: QtBot) -> None:
    dlg = _dialog(qtbot, AppSettings(table=TableSettings("austrian", {"must_head": True})))
    assert dlg.overrides() == {"must_head": True}
    assert "multiply_by_contract_value" in dlg.rules_page.editors
    dlg.rules_page.variant.setCurrentIndex(dlg.rules_page.variant.findData("balkan"))
    assert dlg.overrides() == {}
    editors = dlg.rules_page.editors
    assert "refa" in editors and "multiply_by_contract_value" not in editors
    assert "ladder" in dlg.rules_page.editors


def test_impossible_combination_is_explained_not_corrected(qtbot: QtBot) -> None:
    dlg = _dialog(qtbot, AppSettings(table=TableSettings("illustrated")))
    slam = dlg.rules_page.editors["slam6_run"].widget
    assert isinstance(slam, QComboBox)
    slam.setCurrentIndex(slam.findData("from_trick_1"))
    ok = dlg.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert not ok.isEnabled()
    assert "Six-in-a-row slam" in dlg.problem.text()
    assert "misère and six-in-a-row slam" in dlg.problem.text()
    form = dlg.rules_page.editors["illustrated_form"].widget
    assert isinstance(form, QComboBox)
    form.setCurrentIndex(form.findData("six_in_a_row"))
    assert ok.isEnabled() and dlg.problem.text() == ""
    assert dlg.result_settings().table.options == {"slam6_run": "from_trick_1",
                                                    "illustrated_form": "six_in_a_row"}


def test_restore_defaults_and_four_players(qtbot: QtBot) -> None:
    dlg = _dialog(qtbot)
    box = dlg.rules_page.editors["must_head"].widget
    assert isinstance(box, QCheckBox)
    box.setChecked(True)
    assert dlg.overrides() == {"must_head": True}
    dlg.restore_defaults()
    assert dlg.overrides() == {}
    dlg.table_page.players.setCurrentIndex(1)
    dlg.table_page.name_edits[3].setText("Dora")
    result = dlg.result_settings()
    assert result.table.players == 4 and result.table.names[3] == "Dora"
    assert result.table.levels[0] == "human" and len(result.table.levels) == 4
    dlg.rules_page.variant.setCurrentIndex(dlg.rules_page.variant.findData("american"))
    assert dlg.table_page.players.currentData() == 3  # American is a three-player game


def test_settings_round_trip_and_damaged_value(tmp_path: Path) -> None:
    qs = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    s = AppSettings(table=TableSettings("balkan", {"refa": True}), pack="german",
                    theme="prefgui-german", speed="fast", language="cs")
    save_settings(s, qs)
    again = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    loaded, problem = load_settings(again)
    assert problem == "" and loaded == s
    again.setValue(KEY, json.dumps({"table": {"variant": "balkan", "options": {"nope": 1}}}))
    loaded, problem = load_settings(again)
    assert loaded == AppSettings() and "could not be read" in problem
    again.setValue(KEY, "{broken json")
    assert load_settings(again)[0] == AppSettings()


def _played_match(deals: int) -> Match:
    m = Match(TableSettings("balkan", {"refa": True}), seed=3)
    rng = random.Random(4)
    for _ in range(deals):
        while not m.state.is_terminal():
            m.apply(rng.choice(m.state.legal_actions()))
        m.next_deal()
    return m


def test_score_sheet_rows_totals_and_exports(qtbot: QtBot) -> None:
    m = _played_match(5)
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.set_match(m)
    assert sheet.table.rowCount() == 5
    last = m.entries[-1]
    cols = sheet.table.columnCount()
    balances = [sheet.table.item(4, c).text() for c in range(cols - 3, cols)]
    assert balances == [str(b) for b in last.balances]
    csv_text = ledger_csv(m)
    assert len(csv_text.strip().splitlines()) == 6
    lines = records_jsonl(m).splitlines()
    assert len(lines) == 5 and json.loads(lines[0])["format"] == "prefgui.deal/1"
    sheet.table.selectRow(0)
    assert "Deal 1" in sheet.details.toPlainText()
    assert sheet.replay_button.isEnabled()


@pytest.mark.parametrize("variant", ["austrian", "american"])
def test_replay_dialog_steps_through_a_deal(qtbot: QtBot, variant: str) -> None:
    from prefgui.ui.dialogs.replay import ReplayDialog
    from prefgui.ui.table.theme import load_theme

    m = Match(TableSettings(variant), seed=8)
    rng = random.Random(1)
    while not m.state.is_terminal():
        m.apply(rng.choice(m.state.legal_actions()))
    dlg = ReplayDialog(m.entries[0].record.to_json(), list(m.settings.names),
                       load_theme("prefgui-french"))
    qtbot.addWidget(dlg)
    deal = m.entries[0]
    played = replay(deal.record).history
    assert dlg.slider.maximum() == len(played)
    assert dlg.caption.text() == "The deal"
    assert dlg.scene.obs is not None and dlg.scene.obs.history == ()
    assert set(dlg.scene.obs.exposed_hands) == {1, 2}  # every hand is open in a replay
    dlg.slider.setValue(3)
    assert len(dlg.scene.obs.history) == 3
    assert dlg.caption.text().startswith(f"Step 3: {m.settings.names[played[2].seat]} — ")
    dlg.slider.setValue(dlg.slider.maximum())
    last = played[-1]
    assert dlg.caption.text() == (f"Step {len(played)}: {m.settings.names[last.seat]} — "
                                  f"{texts.action_label(last, m.rules, 'french')}")
    assert dlg.scene.obs.phase is Phase.DONE
    assert dlg.scene.obs.tricks_won == replay(deal.record).tricks_won


def test_the_trick_pause_is_a_setting_in_seconds(qtbot: QtBot) -> None:
    dlg = _dialog(qtbot, AppSettings(trick_pause=2500))
    assert dlg.cards_page.trick_pause.value() == 2.5
    dlg.cards_page.trick_pause.setValue(0.8)
    assert dlg.result_settings().trick_pause == 800
    dlg.cards_page.trick_pause.setValue(99)  # the field keeps to what the settings may store
    assert dlg.result_settings().trick_pause == 10_000
    dlg.cards_page.trick_pause.setValue(-1)
    assert dlg.result_settings().trick_pause == 0


def test_the_coach_setting_is_shown_and_returned(qtbot: QtBot) -> None:
    dlg = _dialog(qtbot)
    assert dlg.cards_page.coach.currentData() == "warn"  # the default
    assert dlg.result_settings().coach == "warn"
    dlg.cards_page.coach.setCurrentIndex(dlg.cards_page.coach.findData("notes"))
    assert dlg.result_settings().coach == "notes"
    again = _dialog(qtbot, AppSettings(coach="off"))
    assert again.cards_page.coach.currentData() == "off"
    assert {again.cards_page.coach.itemData(i) for i in range(again.cards_page.coach.count())} == {
        "off", "notes", "warn"}
