"""What a new player found confusing in the settings: a "Restore defaults" button on every
tab that only restored the rules, and an unlabelled "Club" beside each opponent's name."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QLabel
from pytestqt.qtbot import QtBot

from prefgui.session.settings import AppSettings
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
    box = dlg.editors["must_head"].widget
    assert isinstance(box, QCheckBox)
    box.setChecked(True)
    button.click()
    assert dlg.overrides() == {}


def test_each_opponents_strength_is_labelled(qtbot: QtBot) -> None:
    dlg = SettingsDialog(AppSettings())
    qtbot.addWidget(dlg)
    for box in dlg.level_boxes:
        row = box.parentWidget()
        labels = [w for w in row.findChildren(QLabel) if w.buddy() is box]
        assert labels and labels[0].text() == "Strength"
        assert box.toolTip()
