"""The view that shows the table scene: fits the window, keyboard play."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from prefgui.ui.table.scene import TableScene

_SMART = QGraphicsView.ViewportUpdateMode.SmartViewportUpdate
_ONE_RECTANGLE = QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate


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
        # glow and pen included), which this mode relies on.
        self.setViewportUpdateMode(_SMART)
        # When every card moves at once (a new deal) the next frame repaints one rectangle
        # around all that changed, not the region of every item's rectangles: the painter
        # clipped to a region of fifty to ninety rectangles took 9-11 ms of the GUI thread.
        scene.whole_table_changed.connect(self._one_rectangle)
        # The felt's gradient is drawn once per size, then copied.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(640, 460)

    def _one_rectangle(self) -> None:
        """The next frame repaints the bounding rectangle of what changed (then as before)."""
        self.setViewportUpdateMode(_ONE_RECTANGLE)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        super().paintEvent(event)
        if self.viewportUpdateMode() == _ONE_RECTANGLE:
            self.setViewportUpdateMode(_SMART)

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
