"""Table layout and wording on a second pass over issue 12: the declaration's explanation
said once, the decision panel clear of the side name plates, a claimer's open hand and the
claim bubbles clear of the contract badge, the variant paragraphs in the pack's suit names."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QRectF, QTranslator
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from prefgui.engine.cards import iter_cards
from prefgui.engine.state import Phase
from prefgui.session.settings import AppSettings
from prefgui.ui.dialogs.settings import SettingsDialog
from prefgui.ui.main_window import MainWindow
from prefgui.ui.variant_texts import variant_paragraph
from prefgui.ui.workers import AiWorker
from tests.ui.test_table_trust import assert_buttons_whole, make_window, wait_for_human
from tests.ui.test_translations import TS_DIR, qt_tool


def visible_helps(window: MainWindow) -> list[str]:
    panel = window.panel
    return [lab.text() for lab in panel.findChildren(QLabel, "help")
            if lab.isVisibleTo(panel) and lab.text()]


def test_the_declaration_says_its_explanation_once_and_each_button_its_contract(
        qtbot: QtBot, worker: AiWorker, tmp_path: Path) -> None:
    window = make_window(qtbot, worker, tmp_path)  # seed 3: the others pass, You bid
    c = window.controller
    wait_for_human(qtbot, window)
    window.panel.buttons[0].click()  # the lowest bid
    wait_for_human(qtbot, window)
    for card in list(iter_cards(c.observation().hand))[:2]:
        window.scene._toggle_discard(card, True)
    window.panel.buttons[0].click()  # discard these two
    wait_for_human(qtbot, window)
    assert c.observation().phase is Phase.DECLARE
    labels = [b.text() for b in window.panel.buttons]
    assert len(labels) > 1 and len(set(labels)) == len(labels)
    assert all(label[0].isdigit() for label in labels), labels  # "1 · ♣", "2 · ♠", …
    assert visible_helps(window) == ["Your contract: at least your bid."]
    assert_buttons_whole(window)


def test_the_auction_buttons_keep_their_own_explanations(
        qtbot: QtBot, worker: AiWorker, tmp_path: Path) -> None:
    window = make_window(qtbot, worker, tmp_path)
    wait_for_human(qtbot, window)
    assert window.controller.observation().phase is Phase.AUCTION
    assert not window.panel.note.isVisibleTo(window.panel)  # no shared line
    tips = {b.toolTip() for b in window.panel.buttons}
    assert len(tips) > 1 and "" not in tips, tips


def panel_and_plates(window: MainWindow) -> tuple[QRectF, dict[str, QRectF]]:
    """The panel, and the side seats' name plates and call bubbles, in view pixels."""
    view, scene = window.view, window.scene
    panel = QRectF(window.panel.geometry())
    plates = {f"plate{seat}": view.mapFromScene(plate.sceneBoundingRect()).boundingRect()
              .toRectF().adjusted(6, 6, -6, -6)  # (the plate's glow)
              for seat, plate in scene.plates.items()
              if seat != window.controller.human and plate.isVisible()}
    plates |= {f"bubble{seat}": view.mapFromScene(bubble.sceneBoundingRect()).boundingRect()
               .toRectF() for seat, bubble in scene.bubbles.items()
               if seat != window.controller.human and bubble.isVisible()}
    return panel, plates


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_decision_panel_leaves_the_side_name_plates_free_with_the_dock(
        qtbot: QtBot, worker: AiWorker, tmp_path: Path, size: tuple[int, int]) -> None:
    window = make_window(qtbot, worker, tmp_path, size=size)
    window.sheet_dock.show()
    qtbot.waitUntil(lambda: window.view.width() < size[0] - 150, timeout=3000)
    c = window.controller
    wait_for_human(qtbot, window)
    seen = []
    for _ in range(2):  # the call, then the talon's discard
        qtbot.wait(50)
        panel, plates = panel_and_plates(window)
        assert any(name.startswith("bubble") for name in plates), plates
        for seat, plate in plates.items():
            assert not panel.intersects(plate), (c.observation().phase, seat, panel, plate)
        assert_buttons_whole(window)
        seen.append(c.observation().phase)
        window.panel.buttons[0].click()
        wait_for_human(qtbot, window)
    assert seen == [Phase.AUCTION, Phase.EXCHANGE]


# 4. the variant paragraphs name the suits as the chosen pack does -----------------------------
def test_the_variant_paragraph_follows_the_chosen_pack(qtbot: QtBot) -> None:
    dlg = SettingsDialog(AppSettings(theme="prefgui-german", pack="german"))
    qtbot.addWidget(dlg)
    about = dlg.variant_about.text()
    assert "1 (Acorns) to 4 (Hearts)" in about, about
    assert "clubs" not in about.lower()
    dlg.theme.setCurrentIndex(dlg.theme.findData("prefgui-french"))
    assert "1 (Clubs) to 4 (Hearts)" in dlg.variant_about.text()
    dlg.theme.setCurrentIndex(dlg.theme.findData("prefgui-german"))
    dlg.variant.setCurrentIndex(dlg.variant.findData("balkan"))
    assert "from 2 (Leaves) to 7" in dlg.variant_about.text()


@pytest.mark.parametrize(("lang", "words"), [
    ("de", ("1 (Eichel) bis 4 (Herz)", "2 (Laub)", "mit Laub als Trumpf", "Farbe: Herz")),
    ("cs", ("1 (Žaludy) do 4 (Srdce)", "2 (Listy)", "trumfy Listy", "barva: Srdce")),
])
def test_the_variant_paragraphs_in_the_players_language_and_pack(
        qapp: QCoreApplication, tmp_path: Path, lang: str, words: tuple[str, ...]) -> None:
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
        text = " ".join(variant_paragraph(v, "german")
                        for v in ("austrian", "balkan", "swabian", "american"))
    finally:
        QCoreApplication.removeTranslator(translator)
    for word in words:
        assert word in text, (word, text)
