"""The view that shows the table scene: fits the window, keyboard play."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from prefgui.ui.table.scene import TableScene


class TableView(QGraphicsView):
    """A view whose scene is always exactly its size (the scene re-lays itself out)."""

    resized = Signal()  # the table has been laid out for a new size (window, dock)

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        # No smooth pixmap scaling for the whole view: a card smooths its own art when it
        # paints into its cache, and the cache is copied pixel for pixel.
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # Only what changed is painted again: a moving card repaints the strip it crosses,
        # not the whole table. Every item's boundingRect covers all it paints (its marks,
        # glow and pen included), which this mode relies on. One rectangle around all that
        # changed, not the region of every item's rectangles: when the whole table changes
        # at once (a new deal, the first frame, a claim's cards) the painter clipped to a
        # region of some fifty to ninety rectangles took 9-11 ms of the GUI thread, one
        # rectangle 7-8 ms; a single card's move is one rectangle either way.
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        # The felt's gradient is drawn once per size, then copied.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(640, 460)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        size = self.viewport().size()
        self.table.resize(size.width(), size.height())
        self.setSceneRect(self.table.sceneRect())
        self.resized.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self.table.choice.move_focus(-1)
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            self.table.choice.move_focus(1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.table.choice.activate_focus()
        elif key == Qt.Key.Key_Escape and self.table.coach.dismiss_advice():
            event.accept()
        else:
            super().keyPressEvent(event)
