"""The hint is said in the coach's bubble, not on the status line: the card (marked on the
table) and why in a sentence, the judge's figures behind its Details line (every card's value
on what could be known, the cards that keep the conventions), and never cut off: in every
language, at 1024×640 and at 4K, with its details open."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QRectF, QStandardPaths, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from prefgui.ai.players import Decision
from prefgui.coach.analysis import hint_card
from prefgui.engine.actions import Play
from prefgui.ui.system.jobs import JobService
from prefgui.ui.table.card_item import CardItem
from prefgui.ui.table.layout import CARD_RATIO
from prefgui.ui.window.main_window import MainWindow
from prefgui.ui.words import languages, reasons
from prefgui.ui.words.texts import card_label
from tests.ui.helpers import (
    advised_session,
    breach_possible,
    keeping_choice,
    require_compiled_translations,
    table_window,
    wait_for_human,
)

QStandardPaths.setTestModeEnabled(True)


def _click(window: MainWindow, rect: QRectF) -> None:
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, window.view.mapFromScene(rect.center()))


def _whole(qtbot: QtBot, window: MainWindow, where: str) -> None:
    """The bubble lies on the table, its lines inside it, over no card."""
    qtbot.waitUntil(lambda: not window.scene.busy(), timeout=20000)
    QApplication.sendPostedEvents()
    bubble = window.scene.coach_bubble
    box = bubble.sceneBoundingRect()
    assert window.scene.sceneRect().contains(box), (where, box, window.scene.sceneRect())
    for item in (bubble.text_item, bubble.details_item, bubble.link_item):
        if item.isVisible():
            r = item.sceneBoundingRect()
            assert item.boundingRect().width() <= item.textWidth() + 1, (where, item.toPlainText())
            assert box.contains(r), (where, item.toPlainText()[:40])
    for item in window.scene.items():
        if isinstance(item, CardItem) and item.isVisible():
            card = item.mapRectToScene(QRectF(0, 0, item.width, item.width * CARD_RATIO))
            assert not box.intersects(card), (where, item.card)


def test_the_hint_is_a_bubble_with_its_figures_one_click_away(
        qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    window = table_window(qtbot, jobs, tmp_path, match=advised_session(11, keeping_choice),
                          size=(1024, 640))
    c = window.controller
    wait_for_human(qtbot, window)
    expected = hint_card(c.view.observation())  # the judge's answer is repeatable
    assert isinstance(expected.action, Play)
    window.statusBar().clearMessage()
    c.turns.request_hint()
    bubble = window.scene.coach_bubble
    qtbot.waitUntil(lambda: bubble.text().startswith("Hint"), timeout=120000)
    label = card_label(expected.action.card, "french")
    assert label in bubble.text() and "over the deals that fit what is known" in bubble.text()
    assert window.statusBar().currentMessage() == "", "not a status-bar line"
    assert window.scene.faces[expected.action.card].advised  # the card marked on the table
    assert bubble.shown_details() == ""
    _whole(qtbot, window, "closed")
    # One click on its Details line opens the judge's figures.
    _click(window, bubble.link_item.sceneBoundingRect())
    details = bubble.shown_details()
    f = expected.reason.figures
    assert f.cards and f.keeping
    for card, worth in f.cards:
        sign = "−" if worth < 0 else "+"
        assert f"{card_label(card, 'french')}: {sign}{abs(worth):.1f} units" in details
    assert f"{label}: " in details and " — the hint" in details
    keeping = ", ".join(card_label(k, "french") for k in sorted(f.keeping, reverse=True))
    assert f"Cards that keep the conventions: {keeping}." in details
    assert any(" — breaks " in line for line in details.splitlines())
    _whole(qtbot, window, "open")
    _click(window, bubble.link_item.sceneBoundingRect())  # and closes them
    assert bubble.text() and bubble.shown_details() == ""
    _click(window, bubble.text_item.sceneBoundingRect())  # a click elsewhere: it goes
    assert bubble.text() == ""


def test_the_hint_is_never_cut_off_in_any_language(
        qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    require_compiled_translations()
    window = table_window(qtbot, jobs, tmp_path, match=advised_session(11, breach_possible))
    c = window.controller
    wait_for_human(qtbot, window)
    decision: Decision = hint_card(c.view.observation())
    app = QCoreApplication.instance()
    assert app is not None
    try:
        for lang in ["en", *languages.language_codes()]:
            languages.install_translators(app, lang)
            for size in ((1024, 640), (3840, 2160)):
                window.resize(*size)
                qtbot.waitUntil(lambda s=size: abs(window.width() - s[0]) < 2, timeout=5000)
                window.table_desk.advice.show_hint(decision)
                details = reasons.hint_details(decision, c.rules, "french")
                assert window.scene.coach_bubble.details == details
                _whole(qtbot, window, f"{lang} {size} closed")
                window.scene.coach.toggle_details()
                _whole(qtbot, window, f"{lang} {size} open")
    finally:
        languages.install_translators(app, "en")
