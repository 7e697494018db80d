"""Buttons side by side where the width allows, one under another where it does not.

The score sheet's buttons ("Replay this deal", "Export deal records…") sit in a dock beside
the table; at 1024 × 640 the dock has some 380 px, less than two German buttons side by
side need, and a row of them was cut off at the window's edge. A row that does not fit
stacks its buttons, so that every button shows its whole text.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QSize
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QBoxLayout, QLayout, QPushButton, QWidget

__all__ = ["ButtonRow"]

_ACROSS = QBoxLayout.Direction.LeftToRight
_DOWN = QBoxLayout.Direction.TopToBottom


class ButtonRow(QWidget):
    """``buttons`` in a row, or in a column when the row is wider than the room."""

    def __init__(self, buttons: Sequence[QPushButton], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._buttons = list(buttons)
        self._box = QBoxLayout(_ACROSS, self)
        self._box.setContentsMargins(0, 0, 0, 0)
        # the row's own minimum (its widest button) holds, not the row's: a row of longer
        # texts must not widen it past its room before it is arranged for them
        self._box.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        for b in self._buttons:
            self._box.addWidget(b)

    def _shown(self) -> list[QPushButton]:
        return [b for b in self._buttons if not b.isHidden()]

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        """As narrow as the widest button (the buttons then stand one under another)."""
        hint = super().minimumSizeHint()
        widths = [b.sizeHint().width() for b in self._shown()]
        return QSize(max(widths, default=0), hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._arrange(event.size().width())

    def event(self, event: QEvent) -> bool:
        """A button's text changed (another language, a new label): arranged again for it,
        at the width the row has (the row was arranged for the texts of its last resize)."""
        if event.type() == QEvent.Type.LayoutRequest:
            self._arrange(self.width())
        return super().event(event)

    def _arrange(self, width: int) -> None:
        shown = self._shown()
        across = (sum(b.sizeHint().width() for b in shown)
                  + self._box.spacing() * max(0, len(shown) - 1))
        direction = _ACROSS if across <= width else _DOWN
        if self._box.direction() != direction:
            self._box.setDirection(direction)
