"""The balance chart of the score sheet (the only module that imports pyqtgraph)."""

from __future__ import annotations

import os

os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

import pyqtgraph as pg  # noqa: E402
from PySide6.QtCore import QPointF, Qt, Signal  # noqa: E402
from PySide6.QtGui import QShowEvent  # noqa: E402
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget  # noqa: E402

from prefgui.ui.words.numbers import decimal_point  # noqa: E402

COLORS = ("#f0c85a", "#6fb7ff", "#ff7a7a", "#9be08a", "#d9d9d9")


class LocaleAxis(pg.AxisItem):  # type: ignore[misc]
    """An axis whose figures take the language's decimal separator (``2,5`` in Russian)."""

    def tickStrings(self, values: list[float], scale: float,  # noqa: N802
                    spacing: float) -> list[str]:
        point = decimal_point()
        return [str(s).replace(".", point) for s in super().tickStrings(values, scale, spacing)]


class BalanceChart(QWidget):
    """Every player's balance (and the pot or bank) after each deal; hover names the deal."""

    hovered = Signal(int)  # deal number under the mouse (0 = none)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # The legend is a line above the plot, so that it never covers a line of it.
        self.legend = QLabel()
        self.legend.setWordWrap(True)
        self.x_ticks: list[tuple[int, str]] = []  # the deals labelled on the axis
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.addWidget(self.legend)
        self._plot: pg.PlotWidget | None = None
        self.label: pg.TextItem | None = None  # the deal under the mouse
        self._descriptions: list[str] = []
        self._pending: tuple[list[str], list[list[float]], list[float] | None, str,
                             list[str]] | None = None  # data not drawn yet (hidden)

    @property
    def plot(self) -> pg.PlotWidget:
        """The plot, made the first time it is asked for (the chart shown): made with the
        window, its layout and polish ran in the window's first frame, and most players
        never open the chart's tab."""
        if self._plot is None:
            pg.setConfigOptions(antialias=True)
            plot = self._plot = pg.PlotWidget(background="#10241a",
                                              axisItems={"left": LocaleAxis("left")})
            plot.showGrid(x=True, y=True, alpha=0.2)
            plot.setLabel("bottom", self.tr("Deal"))
            plot.setLabel("left", self.tr("Balance"))
            self.label = pg.TextItem(color="#f4efdc", anchor=(0, 1))
            plot.addItem(self.label)
            self.label.setVisible(False)
            self._layout.addWidget(plot)
            plot.scene().sigMouseMoved.connect(self._on_mouse)
        return self._plot

    def set_data(self, names: list[str], balances: list[list[float]], pot: list[float] | None,
                 pot_name: str, descriptions: list[str]) -> None:
        """``balances[p][i]`` is player p's balance after deal i+1 (index 0: the start).

        Drawn when the chart is on screen: a hidden chart (the score sheet closed, another
        tab) is drawn when it is shown, so the end of a deal does not wait for it.
        """
        self._descriptions = descriptions
        self._pending = (names, balances, pot, pot_name, descriptions)
        if self.isVisible():
            self._draw()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        _ = self.plot  # made when first shown
        self._draw()

    def _draw(self) -> None:
        if self._pending is None:
            return
        names, balances, pot, pot_name, descriptions = self._pending
        self._pending = None
        self.plot.clear()
        self.plot.addItem(self.label)
        xs = list(range(len(descriptions) + 1))
        keys = []
        for p, name in enumerate(names):
            self.plot.plot(xs, balances[p], pen=pg.mkPen(COLORS[p % 4], width=2.5),
                           symbol="o", symbolSize=6, symbolBrush=COLORS[p % 4], name=name)
            keys.append(f'<span style="color:{COLORS[p % 4]}">■</span> {name}')
        if pot is not None:
            self.plot.plot(xs, pot, pen=pg.mkPen(COLORS[4], width=1.5, style=Qt.PenStyle.DashLine),
                           name=pot_name)
            keys.append(f'<span style="color:{COLORS[4]}">┅</span> {pot_name}')
        self.legend.setText("&nbsp;&nbsp; ".join(keys))
        # whole deals on the x-axis, at most about ten labels
        step = max(1, -(-len(descriptions) // 10))
        self.x_ticks = [(i, str(i)) for i in range(0, len(descriptions) + 1, step)]
        self.plot.getAxis("bottom").setTicks([self.x_ticks, []])
        self._descriptions = descriptions

    def _on_mouse(self, pos: QPointF) -> None:
        vb = self.plot.getPlotItem().vb
        assert self.label is not None  # made with the plot
        if not self.plot.sceneBoundingRect().contains(pos) or not self._descriptions:
            self.label.setVisible(False)
            return
        point = vb.mapSceneToView(pos)
        deal = int(round(point.x()))
        if 1 <= deal <= len(self._descriptions):
            self.label.setText(self._descriptions[deal - 1])
            self.label.setPos(point)
            self.label.setVisible(True)
            self.hovered.emit(deal)
        else:
            self.label.setVisible(False)
            self.hovered.emit(0)

    def description_at(self, deal: int) -> str:
        return self._descriptions[deal - 1] if 1 <= deal <= len(self._descriptions) else ""
