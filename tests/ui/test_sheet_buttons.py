"""The score sheet docked beside the table shows every button's whole text, in every
language, on the smallest screen the game is made for (1024 × 640): a row of buttons that
does not fit stands one under another (prefgui.ui.sheet.button_row)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QRect
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from prefgui.ui.system.jobs import JobService
from prefgui.ui.words import languages

from .helpers import require_compiled_translations, table_window


@pytest.mark.parametrize("variant", ["austrian", "sochi"])
def test_every_button_of_the_docked_sheet_shows_its_whole_text(
        qtbot: QtBot, jobs: JobService, tmp_path: Path, variant: str) -> None:
    require_compiled_translations()
    app = QCoreApplication.instance()
    assert app is not None
    try:
        for lang in ["en", *languages.language_codes()]:
            languages.install_translators(app, lang)
            window = table_window(qtbot, jobs, tmp_path / f"{variant}-{lang}", variant=variant,
                                  size=(1024, 640))
            dock = window.sheet_desk.dock
            dock.show()
            qtbot.waitUntil(lambda d=dock: d.isVisible() and d.width() > 100, timeout=5000)
            qtbot.wait(50)  # the dock's layout settles (a row may turn into a column)
            # the window stays as wide as the screen: a dock wider than its room widened
            # the window, and its right edge (the buttons' ends) lay beyond the screen's
            assert window.width() <= 1024, (lang, variant, window.width())
            room = window.rect()
            shown = [b for b in dock.findChildren(QPushButton) if b.isVisibleTo(dock)]
            assert len(shown) >= 2, (lang, variant)
            for b in shown:
                text_w = b.fontMetrics().horizontalAdvance(b.text())
                assert b.width() >= text_w + 8, (lang, variant, b.text(), b.width(), text_w)
                box = QRect(b.mapTo(window, QPoint(0, 0)), b.size())
                assert room.contains(box), (lang, variant, b.text(), box, room)
            window.close()
    finally:
        languages.install_translators(app, "en")
