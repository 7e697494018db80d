"""The review's chart: the player's expected result through the deal (pyqtgraph).

One point per card played: the player's equity (units) after the card, everybody then
playing double dummy, and, for the player's own cards, the knowable estimate of the card
played. A vertical line marks the card being looked at; a click on the chart jumps to the
nearest card's decision. pyqtgraph stays inside the chart modules (``ui/sheet/charts.py`` for the
score sheet, this one for the review).
"""

from __future__ import annotations

import os

os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

import pyqtgraph as pg  # noqa: E402
from PySide6.QtCore import QPointF, Qt, Signal  # noqa: E402
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget  # noqa: E402

DD_COLOR = "#f0c85a"
KNOWN_COLOR = "#6fb7ff"


class ReviewChart(QWidget):
    """The expected result by card; ``step_clicked(step)`` when a point is clicked."""

    step_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.plot = pg.PlotWidget(background="#10241a")
        self.plot.showGrid(x=True, y=True, alpha=0.2)
        self.plot.setMenuEnabled(False)
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.hideButtons()
        self.legend = QLabel()
        self.marker = pg.InfiniteLine(angle=90, pen=pg.mkPen("#f4efdc", width=1.5,
                                                             style=Qt.PenStyle.DashLine))
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.legend)
        lay.addWidget(self.plot, 1)
        self.xs: list[int] = []  # card numbers (1 = the first card played)
        self.steps: list[int] = []  # the step of each card's decision
        self.plot.scene().sigMouseClicked.connect(self._on_click)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.plot.setLabel("bottom", self.tr("Card"))
        self.plot.setLabel("left", self.tr("Units"))
        self.legend.setText(
            f'<span style="color:{DD_COLOR}">■</span> ' + self.tr("all cards known")
            + f'&nbsp;&nbsp; <span style="color:{KNOWN_COLOR}">●</span> '
            + self.tr("on what you could know"))

    def set_points(self, steps: list[int], dd: list[float], known: list[float | None]) -> None:
        """One point per card: the step of its decision, the double-dummy value after it and
        the knowable estimate of the card played (None when not estimated)."""
        self.plot.clear()
        self.steps = steps
        self.xs = list(range(1, len(steps) + 1))
        if steps:
            self.plot.plot(self.xs, dd, pen=pg.mkPen(DD_COLOR, width=2.5), symbol="o",
                           symbolSize=7, symbolBrush=DD_COLOR)
            kx = [x for x, k in zip(self.xs, known, strict=True) if k is not None]
            ky = [k for k in known if k is not None]
            if kx:
                self.plot.plot(kx, ky, pen=None, symbol="o", symbolSize=9,
                               symbolBrush=None, symbolPen=pg.mkPen(KNOWN_COLOR, width=2))
            values = dd + [k for k in known if k is not None]
            low, high = min(values), max(values)
            if high - low < 2.0:  # a flat line stays flat, not magnified noise
                mid = (low + high) / 2
                low, high = mid - 1.0, mid + 1.0
            self.plot.setYRange(low, high, padding=0.08)
            self.plot.setXRange(0.5, len(steps) + 0.5, padding=0)
        self.plot.addItem(self.marker)
        self.marker.setVisible(False)

    def mark_step(self, step: int) -> None:
        """Mark the card decided at ``step`` (or the last card before it)."""
        x = 0
        for cx, s in zip(self.xs, self.steps, strict=True):
            if s <= step:
                x = cx
        self.marker.setVisible(x > 0)
        if x:
            self.marker.setValue(x)

    def marked_card(self) -> int:
        """The card number marked (0: none)."""
        return int(round(self.marker.value())) if self.marker.isVisible() else 0

    def scene_pos_of(self, card: int) -> QPointF:
        """The scene position of card ``card``'s point on the x axis (for clicks)."""
        vb = self.plot.getPlotItem().vb
        low, high = vb.viewRange()[1]
        return QPointF(vb.mapViewToScene(QPointF(card, (low + high) / 2)))

    def _on_click(self, event: object) -> None:
        if not self.xs:
            return
        pos = event.scenePos()  # type: ignore[attr-defined]
        vb = self.plot.getPlotItem().vb
        if not vb.sceneBoundingRect().contains(pos):
            return
        x = vb.mapSceneToView(pos).x()
        nearest = min(range(len(self.xs)), key=lambda i: abs(self.xs[i] - x))
        if abs(self.xs[nearest] - x) <= 0.5:
            self.step_clicked.emit(self.steps[nearest])
