"""The review's steps under the table: back, a slider through every step of the deal,
forward; and the keys that step (arrows, Home, End)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QSlider, QWidget

__all__ = ["StepBar"]

_MOVES = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1, Qt.Key.Key_Up: -1, Qt.Key.Key_Down: 1}


class StepBar(QWidget):
    """Steps 0 to ``last``; the slider's ``valueChanged`` says the step chosen."""

    def __init__(self, last: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.last = last
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, last)
        self.back_button = QPushButton("◀")
        self.forward_button = QPushButton("▶")
        for b in (self.back_button, self.forward_button):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.back_button.clicked.connect(lambda: self.go(self.slider.value() - 1))
        self.forward_button.clicked.connect(lambda: self.go(self.slider.value() + 1))
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.back_button)
        row.addWidget(self.slider, 1)
        row.addWidget(self.forward_button)

    def go(self, step: int) -> None:
        """Show ``step`` (clamped to the deal), through the slider."""
        self.slider.setValue(max(0, min(self.last, step)))

    def step_for_key(self, key: int, step: int) -> int | None:
        """The step a key leads to from ``step`` (None: not a stepping key)."""
        if key in _MOVES:
            return step + _MOVES[Qt.Key(key)]
        if key == Qt.Key.Key_Home:
            return 0
        if key == Qt.Key.Key_End:
            return self.last
        return None
