"""What a new player found confusing in the settings: a "Restore defaults" button on every
tab that only restored the rules, an unlabelled "Club" beside each opponent's name, and the
American amounts to be typed as record values ({"S": 4, …} or "reward")."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QLabel
from pytestqt.qtbot import QtBot

from prefgui.session.match import TableSettings
from prefgui.session.settings import AppSettings
from prefgui.ui.dialogs.amount_field import AmountField
from prefgui.ui.dialogs.settings import SettingsDialog


def test_restoring_defaults_says_rules_and_shows_with_the_rules(qtbot: QtBot) -> None:
    dlg = SettingsDialog(AppSettings())
    qtbot.addWidget(dlg)
    dlg.show()
    button = dlg.restore_button
    assert "rules" in button.text().lower() and button.isVisible()
    for tab in (1, 2):
        dlg.tabs.setCurrentIndex(tab)
        assert not button.isVisible()
    dlg.tabs.setCurrentIndex(0)
    assert button.isVisible()
    box = dlg.rules_page.editors["must_head"].widget
    assert isinstance(box, QCheckBox)
    box.setChecked(True)
    button.click()
    assert dlg.overrides() == {}


def test_each_opponents_strength_is_labelled(qtbot: QtBot) -> None:
    dlg = SettingsDialog(AppSettings())
    qtbot.addWidget(dlg)
    for box in dlg.table_page.level_boxes:
        row = box.parentWidget()
        labels = [w for w in row.findChildren(QLabel) if w.buddy() is box]
        assert labels and labels[0].text() == "Strength"
        assert box.toolTip()


def test_american_amounts_are_chosen_not_typed(qtbot: QtBot) -> None:
    dlg = SettingsDialog(AppSettings(table=TableSettings("american")))
    qtbot.addWidget(dlg)
    dlg.show()
    payout = dlg.rules_page.editors["payout_table"].widget
    penalty = dlg.rules_page.editors["failure_penalty"].widget
    assert isinstance(payout, AmountField) and isinstance(penalty, AmountField)
    assert payout.mode.currentText() == "one amount" and payout.amount.value() == 10
    assert not payout.suits[0].isVisible()
    payout.mode.setCurrentIndex(payout.mode.findData("per_suit"))
    assert payout.suits[0].isVisible() and not payout.amount.isVisible()
    for spin, n in zip(payout.suits, (4, 6, 8, 10), strict=True):
        spin.setValue(n)
    penalty.mode.setCurrentIndex(penalty.mode.findData("reward"))
    assert dlg.validate()
    table = {"S": 4, "C": 6, "D": 8, "H": 10}
    assert dlg.overrides() == {"payout_table": table, "failure_penalty": "reward"}
    again = SettingsDialog(dlg.result_settings())
    qtbot.addWidget(again)
    shown = again.rules_page.editors["payout_table"].widget
    assert isinstance(shown, AmountField) and shown.mode.currentData() == "per_suit"
    assert [s.value() for s in shown.suits] == [4, 6, 8, 10]
