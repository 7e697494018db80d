"""Every screen names the table's shared account as its variant and options say."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from pytestqt.qtbot import QtBot

from prefgui.engine.rules import Rules
from prefgui.session.match import Match, TableSettings
from prefgui.ui.dialogs.summary import party_name
from prefgui.ui.sheet.ledger_deals import ledger_header
from prefgui.ui.sheet.score_sheet import ScoreSheet
from prefgui.ui.table.scene import TableScene
from prefgui.ui.table.theme import load_theme
from prefgui.ui.words import texts

CASES = [
    ("austrian", {}, "Pot"),
    ("austrian", {"pot_shortfall": "allow_negative"}, "Pot"),
    ("illustrated", {}, "Pot"),
    ("american", {}, "Pot"),
    ("balkan", {}, "Bank"),
    ("balkan", {"bank_model": "pot"}, "Pot"),
    ("hungarian", {"bank_model": "account"}, "Bank"),
]


@pytest.mark.parametrize(("variant", "options", "label"), CASES)
def test_label_in_every_place(qtbot: QtBot, variant: str, options: dict[str, object],
                              label: str) -> None:
    rules = Rules(variant, options)
    assert texts.pot_label(rules) == label
    assert texts.pot_label(rules, capital=False) == label.lower()
    assert party_name("pot", ["A", "B", "C"], rules) == label
    match = Match(TableSettings(variant, options), seed=1)
    assert f"{label.lower()} after" in ledger_header(match)
    scene = TableScene(load_theme("prefgui-french"))
    scene.setSceneRect(QRectF(0, 0, 1000, 700))
    scene.sync(match.state.observation(0), animate=False)
    assert scene.pot_badge.lines == [f"{label} {match.state.start_pot}"]
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.set_match(match)
    assert sheet.totals.text().endswith(f"  ·  {label} {match.pot}")


def test_no_badge_without_pot_or_bank(qtbot: QtBot) -> None:
    match = Match(TableSettings("swabian"), seed=1)
    scene = TableScene(load_theme("prefgui-french"))
    scene.setSceneRect(QRectF(0, 0, 1000, 700))
    scene.sync(match.state.observation(0), animate=False)
    assert scene.pot_badge.lines == []
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.set_match(match)
    assert "Pot" not in sheet.totals.text() and "Bank" not in sheet.totals.text()
