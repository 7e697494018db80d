"""The pulka drawn as Russian players draw it on paper (QPainter).

A rectangle with a small circle in the middle (the pool size written in it) and lines from
the circle to the edge that give each player his part: for three players to the two bottom
corners and the middle of the top edge (the classic triangle), for four to the four corners
(the rectangle). Each part holds three strips, from the edge inwards: the whists written on
each opponent (the part of the strip nearest that opponent), the pool (пуля) and the
mountain (гора). Inside them, round the circle, the player's name and his standing in
whists. Every cell shows its running totals after dots (``2.6.10``), as players write
them; help and write-offs (§13.10.1) and all-pass deals are written in their own ink.

The seat at the bottom is the human's; the others follow in the direction of play, as at the
table (clockwise: the next seat on the left).

The widget holds the figures and answers the mouse (a cell's tooltip); where the parts go is
:mod:`~prefgui.ui.sheet.pulka_geometry`'s, the painting
:class:`~prefgui.ui.sheet.pulka_paint.PulkaPainter`'s.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize
from PySide6.QtGui import QHelpEvent, QImage, QPainter, QPaintEvent
from PySide6.QtWidgets import QToolTip, QWidget

from prefgui.ui.sheet.pulka_figures import PulkaFigures
from prefgui.ui.sheet.pulka_geometry import Cell, layout_cells, positions, sheet_rect
from prefgui.ui.sheet.pulka_paint import PAPER, PulkaPainter, series_mark
from prefgui.ui.words.texts import tr

__all__ = ["PulkaDrawing"]


class PulkaDrawing(QWidget):
    """The drawn pulka of one ``PulkaFigures``; ``cells()`` says what is written where."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.figures: PulkaFigures | None = None
        self.names: list[str] = []
        self.where: dict[int, str] = {}
        self.setMinimumSize(320, 220)
        self.setMouseTracking(True)

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(720, 480)

    def set_figures(self, figures: PulkaFigures, names: list[str], bottom: int = 0,
                    clockwise: bool = True) -> None:
        self.figures = figures
        self.names = names
        self.where = positions(figures.players, bottom, clockwise)
        self.update()

    # geometry --------------------------------------------------------------------------------
    def sheet_rect(self, area: QRectF | None = None) -> QRectF:
        """The rectangle of the pulka in ``area`` (the widget; :func:`sheet_rect`)."""
        return sheet_rect(area or QRectF(self.rect()))

    def cells(self, area: QRectF | None = None) -> list[Cell]:
        """Every cell of the drawing, written or not, for the widget's size (or ``area``)."""
        if self.figures is None:
            return []
        return layout_cells(self.figures, self.where, self.sheet_rect(area))

    def cell_at(self, point: QPointF) -> Cell | None:
        return next((c for c in self.cells() if c.contains(point)), None)

    def series_mark(self) -> str:
        """What the circle says of an open raspasy series: its length and the next trick
        price (``2 · ×3``)."""
        return series_mark(self.figures)

    def cell_tooltip(self, cell: Cell) -> str:
        name = self.names[cell.seat] if cell.seat < len(self.names) else str(cell.seat)
        if cell.kind == "pool":
            what = tr("{name}'s pool").format(name=name)
        elif cell.kind == "mountain":
            what = tr("{name}'s mountain").format(name=name)
        else:
            other = self.names[cell.on] if cell.on is not None and cell.on < len(
                self.names) else ""
            what = tr("Whists {name} wrote on {other}").format(name=name, other=other)
        return f"{what}: {cell.text or '0'}"

    # painting --------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        try:
            self.paint(p, QRectF(self.rect()))
        finally:
            p.end()

    def image(self, size: QSize) -> QImage:
        """The drawing alone, as a picture of ``size``."""
        img = QImage(size, QImage.Format.Format_ARGB32)
        img.fill(PAPER)
        p = QPainter(img)
        try:
            self.paint(p, QRectF(0, 0, size.width(), size.height()))
        finally:
            p.end()
        return img

    def paint(self, p: QPainter, area: QRectF) -> None:
        PulkaPainter(self.figures, self.names, self.where, self.font()).paint(p, area)

    def event(self, e: QEvent) -> bool:
        if e.type() == QEvent.Type.ToolTip and isinstance(e, QHelpEvent):
            cell = self.cell_at(QPointF(e.pos()))
            if cell is not None:
                QToolTip.showText(e.globalPos(), self.cell_tooltip(cell), self)
            else:
                QToolTip.hideText()
            return True
        return super().event(e)
