"""The window's chrome (menus, status line) at the cards' scale on a large table.

Beyond a full-HD table (a 4K window without the system's scaling) the menus and the status
line grow with the cards, as the decision panel does, in the steps of
:func:`~prefgui.ui.table.layout.chrome_scale`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QWidget

from prefgui.ui.table.layout import TableLayout, chrome_scale
from prefgui.ui.table.view import TableView

__all__ = ["ChromeScale"]


class ChromeScale:
    """Sets the font of ``chrome()`` (the menu bar, the status line, the menus) to ``font``
    grown by the table's chrome scale, each time the view is laid out for a new size."""

    def __init__(self, view: TableView, chrome: Callable[[], Iterable[QWidget]],
                 font: QFont) -> None:
        self._view = view
        self._chrome = chrome
        self._font = QFont(font)
        self.scale = 1.0
        view.resized.connect(self.follow_view)

    def follow_view(self) -> None:
        room = self._view.viewport().size()
        scale = chrome_scale(TableLayout(room.width(), room.height(), {}).cw)
        if scale == self.scale:
            return
        self.scale = scale
        font = QFont(self._font)
        if font.pointSizeF() > 0:
            font.setPointSizeF(font.pointSizeF() * scale)
        else:
            font.setPixelSize(round(font.pixelSize() * scale))
        for widget in self._chrome():
            widget.setFont(font)
