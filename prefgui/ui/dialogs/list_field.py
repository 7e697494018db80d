"""Editors of the Russian game's list options (RULES §13.15) in a player's words.

``LevelsField``: the contracts a lone defender may half-whist on, a box per level (none
ticked: no half-whist). ``NumbersField``: the trick prices of consecutive all-pass deals
(``1, 2, 3``) or the lowest contract after one, two, … all-pass deals (``6, 7, 7``), typed
as numbers; ``problem()`` says in words what is wrong with what was typed, and the settings
dialog cannot be accepted until it is fixed. Never corrected silently.
"""

from __future__ import annotations

import re

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from prefgui.ui.words.texts import tr

_NUMBER = re.compile(r"\d{1,4}")
_SEPARATORS = re.compile(r"[\s,;]+")


class LevelsField(QWidget):
    """A box per contract level; the value is the levels ticked, lowest first."""

    changed = Signal()

    def __init__(self, levels: tuple[int, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.boxes: dict[int, QCheckBox] = {}
        for level in levels:
            box = QCheckBox(tr("on {level}").format(level=level))
            box.toggled.connect(self.changed)
            lay.addWidget(box)
            self.boxes[level] = box
        lay.addStretch(1)

    def set_value(self, levels: tuple[int, ...]) -> None:
        for level, box in self.boxes.items():
            box.setChecked(level in levels)

    def value(self) -> list[int]:
        return [level for level, box in self.boxes.items() if box.isChecked()]


def parse_numbers(text: str) -> list[int] | None:
    """The whole numbers of ``text`` separated by commas or spaces; None if anything else
    is in it."""
    parts = [p for p in _SEPARATORS.split(text.strip()) if p]
    if not all(_NUMBER.fullmatch(p) for p in parts):
        return None
    return [int(p) for p in parts]


def numbers_problem(kind: str, numbers: list[int] | None) -> str:
    """What is wrong with a progression (``kind`` "progression") or an exit ("exit"), in
    words; empty when it can be played."""
    if numbers is None:
        return tr("write whole numbers separated by commas.")
    if not 1 <= len(numbers) <= 10:
        return tr("write one to ten numbers.")
    if kind == "exit":
        if not all(6 <= x <= 8 for x in numbers):
            return tr("each lowest contract is 6, 7 or 8.")
        return ""
    if not all(1 <= x <= 100 for x in numbers):
        return tr("each trick price is a whole number from 1 to 100.")
    if any(a > b for a, b in zip(numbers, numbers[1:], strict=False)):
        return tr("a trick price never falls from one all-pass deal to the next.")
    return ""


class NumbersField(QWidget):
    """A line of numbers with the sentence of what is wrong under it."""

    changed = Signal()

    def __init__(self, kind: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind = kind
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.line = QLineEdit()
        self.line.setPlaceholderText("1, 2, 3" if kind == "progression" else "6, 7, 7")
        self.line.setToolTip(
            tr("The trick price in the first, second, … all-pass deal in a row; the last "
               "one holds for the rest.") if kind == "progression" else
            tr("The lowest contract after one, two, … all-pass deals in a row; the last one "
               "holds for the rest."))
        self.line.textChanged.connect(self._on_text)
        self.message = QLabel()
        self.message.setStyleSheet("color: #b00020;")
        self.message.setWordWrap(True)
        self.message.setVisible(False)
        lay.addWidget(self.line)
        lay.addWidget(self.message)

    def set_value(self, numbers: tuple[int, ...]) -> None:
        self.line.setText(", ".join(str(x) for x in numbers))

    def value(self) -> list[int] | str:
        """The numbers, or the text as typed when it is not numbers (the engine refuses it)."""
        numbers = parse_numbers(self.line.text())
        return self.line.text() if numbers is None else numbers

    def problem(self) -> str:
        return numbers_problem(self.kind, parse_numbers(self.line.text()))

    def _on_text(self) -> None:
        problem = self.problem()
        self.message.setText(problem)
        self.message.setVisible(bool(problem))
        self.changed.emit()
