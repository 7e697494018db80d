"""The Balkan / Hungarian paper sheet beside the ledger: shown for those games only, drawn
from the same deals, its settlement in the sheet's terms, the bula from the settings."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from prefgui.engine.scoring.base import POT, DealResult, Payment
from prefgui.engine.vocab import Outcome
from prefgui.session.match import Match, TableSettings
from prefgui.session.settings import AppSettings, settings_from_text, settings_to_json
from prefgui.ui.sheet.bula_figures import bula_games, number_text
from prefgui.ui.sheet.score_sheet import ScoreSheet


def _played(variant: str, deals: int = 8) -> Match:
    rng = random.Random(4)
    m = Match(TableSettings(variant, {"refa": True} if variant == "balkan" else {}), seed=2)
    for _ in range(deals):
        while not m.state.is_terminal():
            m.apply(rng.choice(m.state.legal_actions()))
        m.next_deal()
    return m


def test_sheet_beside_the_ledger_for_balkan_and_hungarian_only(qtbot: QtBot) -> None:
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.resize(420, 600)
    sheet.show()
    for variant in ("balkan", "hungarian"):
        m = _played(variant)
        sheet.bula = 50
        sheet.set_match(m)
        assert sheet.pages.isTabVisible(1) and sheet.pages.tabBar().isVisible()
        view = sheet.bula_view
        game = view.games[-1]
        assert game == bula_games([e.result for e in m.entries], 3, 50)[-1]
        assert game.start == 50
        text = view.settlement.text()
        for s in range(3):
            assert number_text(game.settlement()[s], signed=True) in text
        assert "50" in view.status.text()
        image = view.drawing.grab().toImage()
        assert image.height() >= view.drawing.minimumHeight() > 0
    sheet.set_match(_played("austrian", 2))
    assert not sheet.pages.isTabVisible(1) and not sheet.pages.tabBar().isVisible()


def test_a_finished_game_is_said_and_the_next_deal_starts_a_new_sheet(qtbot: QtBot) -> None:
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    m = _played("balkan", 3)
    made = DealResult(Outcome.MADE, 0, (5, True), (10, 0, 0),
                      (Payment(POT, 0, 600, "contract_made"),), (600, 0, 0), -600, 0, -600,
                      (0, 0, 0), (0, 0, 0), ())
    m.entries[:] = [replace(e, result=made) for e in m.entries]  # each deal: −60 bule
    games = bula_games([e.result for e in m.entries], 3, 30)
    assert [g.deals for g in games] == [(1, 2), (3,)] and games[0].finished
    sheet.bula = 30
    sheet.set_match(m)
    view = sheet.bula_view
    assert view.chooser.count() == len(games)
    view.chooser.setCurrentIndex(0)
    assert not view.chooser.isHidden()
    assert str(games[0].deals[-1]) in view.status.text() and view.drawing.game == games[0]
    view.chooser.setCurrentIndex(1)
    assert view.drawing.game == games[1] and "30" in view.status.text()


def test_the_bula_is_a_stored_setting() -> None:
    import json

    s = AppSettings(bula=60)
    assert settings_from_text(json.dumps(settings_to_json(s))).bula == 60
    assert AppSettings().bula == 100


def test_the_settings_offer_the_bula_for_balkan_and_hungarian_only(qtbot: QtBot) -> None:
    from prefgui.ui.dialogs.settings import SettingsDialog

    dlg = SettingsDialog(AppSettings(table=TableSettings("balkan"), bula=60))
    qtbot.addWidget(dlg)
    assert dlg.table_page.table_form.isRowVisible(dlg.table_page.bula)
    bula = dlg.table_page.bula
    assert bula.currentData() == 60 and bula.findData(0) >= 0  # 0: no end
    dlg.table_page.bula.setCurrentIndex(dlg.table_page.bula.findData(150))
    assert dlg.result_settings().bula == 150
    dlg.rules_page.variant.setCurrentIndex(dlg.rules_page.variant.findData("hungarian"))
    assert dlg.table_page.table_form.isRowVisible(dlg.table_page.bula)
    dlg.rules_page.variant.setCurrentIndex(dlg.rules_page.variant.findData("austrian"))
    assert not dlg.table_page.table_form.isRowVisible(dlg.table_page.bula)
    assert dlg.result_settings().bula == 150  # kept for the next Balkan game


def test_the_ledger_follows_a_language_chosen_during_the_session(
        qtbot: QtBot, qapp: QApplication) -> None:
    """German chosen in the settings during a session: the sheet's tabs ("Payments",
    "Chart", "Statistics", "In units", "Bule and supe") and its buttons stayed English
    beside the German table; they follow the language, and so do the ledger's columns and
    the chosen deal's payments."""
    from prefgui.ui.words import languages

    if "de" not in languages.language_codes():
        pytest.skip("no compiled German translation (pip install -e .)")
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.show()
    sheet.set_match(_played("balkan", 3))
    sheet.table.selectRow(0)
    english = (sheet.tabs.tabText(0), sheet.pages.tabText(1), sheet.replay_button.text(),
               sheet.table.horizontalHeaderItem(0).text(), sheet.details.toPlainText())
    assert english[:4] == ("Payments", "Bule and supe", "Replay this deal", "Deal")
    languages.install_translators(qapp, "de")
    try:
        qtbot.waitUntil(lambda: sheet.tabs.tabText(0) != "Payments", timeout=3000)
        german = (sheet.tabs.tabText(0), sheet.pages.tabText(1), sheet.replay_button.text(),
                  sheet.table.horizontalHeaderItem(0).text(), sheet.details.toPlainText())
        assert all(g != e for g, e in zip(german, english, strict=True)), german
        assert german[3] == "Runde"
        assert [sheet.tabs.tabText(k) for k in (1, 2)] != ["Chart", "Statistics"]
        assert sheet.pages.tabText(0) != "In units"
        assert sheet.deals.records_button.text() == "Rundenprotokolle exportieren…"
    finally:
        languages.install_translators(qapp, "en")
    qtbot.waitUntil(lambda: sheet.tabs.tabText(0) == "Payments", timeout=3000)
