"""The score sheet's row of buttons stands them one under another when they do not fit side
by side, also when their texts change after it was laid out (the German "Rundenprotokolle
exportieren…" was cut at 1024×640: the row had been arranged for shorter texts)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from prefgui.ui.sheet.button_row import ButtonRow


def test_longer_texts_after_layout_stack_the_buttons(qtbot: QtBot) -> None:
    first, second = QPushButton("Export (CSV)…"), QPushButton("Export records…")
    row = ButtonRow([first, second])
    qtbot.addWidget(row)
    row.resize(380, 80)
    row.show()
    qtbot.waitExposed(row)
    assert first.geometry().top() == second.geometry().top()  # side by side: they fit
    first.setText("Spielliste exportieren (CSV)…")
    second.setText("Rundenprotokolle exportieren…")
    qtbot.waitUntil(lambda: second.geometry().top() > first.geometry().bottom(), timeout=2000)
    QApplication.processEvents()
    for button in (first, second):
        assert button.width() >= button.sizeHint().width(), button.text()
