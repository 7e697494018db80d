"""Scrolling a form must not change the field under the pointer.

A combo box or spin box takes the mouse wheel even without focus, so scrolling a long list
of options changes whichever value passes under the pointer. ``guard_wheel`` makes such
fields take the wheel only while they have the focus (a click gives it); otherwise the wheel
goes on to the scrolling list.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QWidget


class _WheelGuard(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if (event.type() == QEvent.Type.Wheel and isinstance(watched, QWidget)
                and not watched.hasFocus()):
            event.ignore()  # the scroll area gets it
            return True
        return False


_GUARD = _WheelGuard()


def guard_wheel(root: QWidget) -> None:
    """Every combo box and spin box under ``root`` takes the wheel only when focused."""
    for field in root.findChildren(QComboBox) + root.findChildren(QAbstractSpinBox):
        field.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        field.installEventFilter(_GUARD)
