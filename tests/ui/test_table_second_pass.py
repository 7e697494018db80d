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

from prefgui.ai.claim import check_claim
from prefgui.engine.cards import iter_cards
from prefgui.engine.claims import remaining_tricks
from prefgui.engine.state import Phase
from prefgui.session.settings import AppSettings
from prefgui.ui.dialogs.settings import SettingsDialog
from prefgui.ui.system.jobs import JobService
from prefgui.ui.table.contract_badge import badge_room
from prefgui.ui.table.layout import TableLayout, seat_sides
from prefgui.ui.window.main_window import MainWindow
from prefgui.ui.words.variant_texts import variant_paragraph
from tests.ui.helpers import (
    TS_DIR,
    assert_buttons_whole,
    click_card,
    my_turn_with,
    position,
    qt_tool,
    table_window,
    wait_for_human,
)


def visible_helps(window: MainWindow) -> list[str]:
    panel = window.panel
    return [lab.text() for lab in panel.findChildren(QLabel, "help")
            if lab.isVisibleTo(panel) and lab.text()]


def test_the_declaration_says_its_explanation_once_and_each_button_its_contract(
        qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    window = table_window(qtbot, jobs, tmp_path, speed="off")  # seed 3: the others pass, You bid
    c = window.controller
    wait_for_human(qtbot, window)
    window.panel.buttons[0].click()  # the lowest bid
    wait_for_human(qtbot, window)
    for card in list(iter_cards(c.view.observation().hand))[:2]:
        click_card(window, card)
    window.panel.buttons[0].click()  # discard these two
    wait_for_human(qtbot, window)
    assert c.view.observation().phase is Phase.DECLARE
    labels = [b.text() for b in window.panel.buttons]
    assert len(labels) > 1 and len(set(labels)) == len(labels)
    assert all(label[0].isdigit() for label in labels), labels  # "1 · ♣", "2 · ♠", …
    assert visible_helps(window) == ["Your contract: at least your bid."]
    assert_buttons_whole(window)


def test_the_auction_buttons_keep_their_own_explanations(
        qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    window = table_window(qtbot, jobs, tmp_path, speed="off")
    wait_for_human(qtbot, window)
    assert window.controller.view.observation().phase is Phase.AUCTION
    tips = {b.toolTip() for b in window.panel.buttons}
    assert len(tips) > 1 and "" not in tips, tips
    # no shared line: the note says at most why the dealer may not pass (the others passed)
    note = window.panel.note
    assert not note.isVisibleTo(window.panel) or (
        note.text() not in tips and "must bid" in note.text()), note.text()


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
        qtbot: QtBot, jobs: JobService, tmp_path: Path, size: tuple[int, int]) -> None:
    window = table_window(qtbot, jobs, tmp_path, speed="off", size=size)
    window.sheet_dock.show()
    qtbot.waitUntil(lambda: window.view.width() < size[0] - 150, timeout=3000)
    c = window.controller
    wait_for_human(qtbot, window)
    seen = []

    def panel_clear_of_the_plates() -> None:
        panel, plates = panel_and_plates(window)
        assert any(name.startswith("bubble") for name in plates), plates
        for seat, plate in plates.items():
            assert not panel.intersects(plate), (c.view.observation().phase, seat, panel, plate)
        assert_buttons_whole(window)

    for _ in range(2):  # the call, then the talon's discard
        qtbot.waitUntil(panel_clear_of_the_plates, timeout=3000)
        seen.append(c.view.observation().phase)
        window.panel.buttons[0].click()
        wait_for_human(qtbot, window)
    assert seen == [Phase.AUCTION, Phase.EXCHANGE]


# 4. the variant paragraphs name the suits as the chosen pack does -----------------------------
def test_the_variant_paragraph_follows_the_chosen_pack(qtbot: QtBot) -> None:
    dlg = SettingsDialog(AppSettings(theme="prefgui-german", pack="german"))
    qtbot.addWidget(dlg)
    about = dlg.rules_page.variant_about.text()
    assert "1 (Acorns) to 4 (Hearts)" in about, about
    assert "clubs" not in about.lower()
    dlg.cards_page.theme.setCurrentIndex(dlg.cards_page.theme.findData("prefgui-french"))
    assert "1 (Clubs) to 4 (Hearts)" in dlg.rules_page.variant_about.text()
    dlg.cards_page.theme.setCurrentIndex(dlg.cards_page.theme.findData("prefgui-german"))
    dlg.rules_page.variant.setCurrentIndex(dlg.rules_page.variant.findData("balkan"))
    assert "from 2 (Leaves) to 7" in dlg.rules_page.variant_about.text()


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


# 3. a claimer's open hand and the refusal clear of the contract badge -------------------------
def corner_badges(window: MainWindow) -> dict[str, QRectF]:
    s = window.scene
    return {name: item.sceneBoundingRect() for name, item in
            (("contract", s.contract_badge), ("pot", s.pot_badge)) if item.isVisible()}


@pytest.mark.parametrize("dock", [False, True])
def test_a_computer_claimers_open_hand_lies_clear_of_the_contract_badge(
        qtbot: QtBot, jobs: JobService, tmp_path: Path, dock: bool) -> None:
    match = position(18, 1, lambda st: st.turn == 1 and not st.trick
                     and remaining_tricks(st) == 7)
    hand = [c for c in range(32) if match.state.hands[1] >> c & 1]
    window = table_window(qtbot, jobs, tmp_path, match=match, speed="off")
    window.resize(1024, 640)
    window.sheet_dock.setVisible(dock)
    qtbot.waitUntil(lambda: window.scene.bubbles[1].lines[:1] == [
        "I claim 6 of the 7 remaining tricks."], timeout=60000)
    scene = window.scene

    def open_hand_clear_of_the_badge() -> None:
        assert window.scene.layout is not None and window.scene.layout.sides[1] == "left"
        badge = scene.contract_badge.sceneBoundingRect()
        for card in hand:
            face = scene.faces[card]
            assert face.isVisible() and face.face_up
            assert not face.sceneBoundingRect().intersects(badge), (card, badge)
        assert not scene.bubbles[1].sceneBoundingRect().intersects(badge)

    qtbot.waitUntil(open_hand_clear_of_the_badge, timeout=3000)  # the hand laid down


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_claim_refusal_keeps_off_the_corner_badges(
        qtbot: QtBot, jobs: JobService, tmp_path: Path, size: tuple[int, int]) -> None:
    match = position(21, 0, my_turn_with(5))
    verdict = check_claim(match.state, 0)
    assert not verdict.holds
    window = table_window(qtbot, jobs, tmp_path, match=match, speed="off")
    window.resize(*size)
    scene = window.scene
    qtbot.waitUntil(lambda: scene.layout is not None
                    and scene.layout.w == window.view.viewport().width(),
                    timeout=3000)  # the table laid out for the new size
    # A contract line as long as a translated one with long names.
    scene.contract_badge.set_lines(["Spiel — 3 · ♦ Karo — Anna-Katharina", "Karo"],
                                   scene.contract_badge.size)
    window.claims.show_refusal(verdict)
    bubble = scene.coach_bubble.sceneBoundingRect()
    for name, box in corner_badges(window).items():
        assert not bubble.intersects(box.adjusted(-2, -2, 2, 2)), (name, bubble, box)
    assert scene.sceneRect().contains(bubble)


@pytest.mark.parametrize("size", [(1024, 594), (640, 594), (1280, 754), (1920, 1034)])
def test_the_badges_room_ends_above_an_open_left_hand(size: tuple[int, int]) -> None:
    lay = TableLayout(*size, seat_sides(3, 0, True))
    for n in range(1, 11):
        _, room_h = badge_room(lay, n)
        top = lay.hand(1, n, face_up=True)[0].y + (lay.ch - lay.cw) / 2  # turned 90°
        assert lay.margin + room_h < top, (n, lay.margin + room_h, top)


@pytest.mark.parametrize("size", [(1024, 640), (1366, 768), (1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("players", [3, 4])
def test_a_side_hand_lying_open_ends_above_its_name_plate(size: tuple[int, int],
                                                         players: int) -> None:
    """An open whist, a misère's exposed hand or a claim: every card's index stays in sight
    above the seat's name plate (ten cards; eleven or twelve with the talon)."""
    lay = TableLayout(*size, seat_sides(players, 0, True))
    for seat, side in lay.sides.items():
        if side not in ("left", "right"):
            continue
        plate_top = lay.plate(seat)[1]
        for n in (10, 12):
            spots = lay.hand(seat, n, face_up=True)
            # rotated 90°: the box of a card lying sideways is the card's width tall
            bottom = spots[-1].y - (lay.cw - lay.ch) / 2 + lay.cw
            assert bottom <= plate_top, (side, n, bottom, plate_top)
            assert spots[0].y - (lay.cw - lay.ch) / 2 >= 0  # and not off the top
