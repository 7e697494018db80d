"""The charts of the Progress view: lines over deals or answers, bars over days.

pyqtgraph, like the score sheet's balance chart (:mod:`prefgui.ui.sheet.charts`); kept in its own
module so that each chart module has one view. The charts are read-only pictures: no zoom
or pan (a dragged axis would lose the whole-number ticks), the range fits the data, and the
legend is a line above the plot so that it never covers a line.
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass
from datetime import date

os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

import pyqtgraph as pg  # noqa: E402
from PySide6.QtCore import QDate, QLocale, Qt  # noqa: E402
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget  # noqa: E402

__all__ = ["Bars", "Line", "TrendChart", "whole_ticks"]

BACKGROUND = "#10241a"
STEPS = (1, 2, 5)
MARKS = {"box": "■", "line": "━━", "dash": "╸ ╸"}


@dataclass(frozen=True, slots=True)
class Line:
    """One line of a chart: points, colour, solid or dashed."""

    xs: tuple[int, ...]
    ys: tuple[float, ...]
    color: str
    dashed: bool = False


@dataclass(frozen=True, slots=True)
class Bars:
    """Bars standing on ``bottom`` (stacked bars: the lower bars' heights)."""

    xs: tuple[int, ...]
    heights: tuple[float, ...]
    color: str
    bottom: tuple[float, ...] | None = None


def whole_ticks(lo: float, hi: float, most: int = 8) -> list[int]:
    """Whole numbers from ``lo`` to ``hi`` a round step apart (1, 2, 5, 10, 20…), at most
    about ``most`` of them: ticks for an axis that counts deals, answers or drills."""
    span = max(hi - lo, 1.0)
    step = 1
    scale = 1
    while span / step > most:
        for s in STEPS:
            step = s * scale
            if span / step <= most:
                break
        else:
            scale *= 10
            continue
        break
    first = math.ceil(lo / step) * step
    return list(range(int(first), int(math.floor(hi)) + 1, step))


class TrendChart(QWidget):
    """A legend line above one plot; set its content with :meth:`show_lines` or
    :meth:`show_bars`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        pg.setConfigOptions(antialias=True)
        self.plot = pg.PlotWidget(background=BACKGROUND)
        self.plot.showGrid(x=True, y=True, alpha=0.2)
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.setMenuEnabled(False)
        self.plot.hideButtons()
        self.plot.setMinimumHeight(140)
        for side in ("bottom", "left"):  # counts and days: never "Day (x0.001)"
            self.plot.getAxis(side).enableAutoSIPrefix(False)
        self.empty = QLabel()  # what the chart will show, in place of an empty plot
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setMinimumHeight(140)
        self.empty.hide()
        self.legend = QLabel()
        self.legend.setWordWrap(True)
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(2)
        lay.addWidget(self.legend)
        lay.addWidget(self.plot, 1)
        lay.addWidget(self.empty, 1)
        self.lines: list[Line] = []
        self.bars: list[Bars] = []
        self.x_ticks: list[tuple[int, str]] = []  # the labels of the horizontal axis

    def set_labels(self, bottom: str, left: str) -> None:
        """The axes' titles."""
        self.plot.setLabel("bottom", bottom)
        self.plot.setLabel("left", left)

    def set_empty_text(self, text: str) -> None:
        """The sentence shown instead of the plot while there is nothing to draw: how the
        chart will fill."""
        self.empty.setText(text)

    def _show_plot(self, has_data: bool) -> None:
        self.plot.setVisible(has_data)
        self.legend.setVisible(has_data)
        self.empty.setVisible(not has_data)

    def is_empty(self) -> bool:
        """Whether the chart shows its sentence instead of a plot."""
        return not self.empty.isHidden()

    def set_legend(self, keys: list[tuple[str, str, str]]) -> None:
        """The legend line: (colour, text, mark) per key, the mark one of :data:`MARKS`
        (``box`` for a colour, ``line`` and ``dash`` for solid and dashed lines)."""
        self.legend.setText("&nbsp;&nbsp;&nbsp; ".join(
            f'<span style="color:{color}">{MARKS[mark]}</span> {text}'
            for color, text, mark in keys))

    def show_lines(self, lines: list[Line], whole_y: bool = False,
                   top: float | None = None) -> None:
        """Draw ``lines`` over whole-numbered x (deals or answers), up to ``top`` (None: up
        to the highest point); ``whole_y``: the y axis counts too."""
        self.plot.clear()
        self.lines, self.bars = list(lines), []
        for line in lines:
            style = Qt.PenStyle.DashLine if line.dashed else Qt.PenStyle.SolidLine
            self.plot.plot(list(line.xs), list(line.ys),
                           pen=pg.mkPen(line.color, width=1.5 if line.dashed else 2.5,
                                        style=style),
                           symbol="t" if line.dashed else "o", symbolSize=7 if line.dashed else 6,
                           symbolBrush=line.color, symbolPen=None)
        xs = [x for line in lines for x in line.xs]
        ys = [y for line in lines for y in line.ys]
        self._show_plot(bool(xs))
        self._fit(min(xs, default=1), max(xs, default=1),
                  max(ys, default=0.0) if top is None else top, whole_y)
        self.x_ticks = [(x, str(x)) for x in whole_ticks(min(xs, default=1), max(xs, default=1))]
        self.plot.getAxis("bottom").setTicks([self.x_ticks, []])

    def show_bars(self, bars: list[Bars], days: list[date]) -> None:
        """Draw ``bars`` over days: bar ``x`` stands on ``days[x]``."""
        self.plot.clear()
        self.lines, self.bars = [], list(bars)
        for b in bars:
            self.plot.addItem(pg.BarGraphItem(
                x=list(b.xs), height=list(b.heights), width=0.7, brush=b.color, pen=None,
                y0=list(b.bottom) if b.bottom is not None else 0))
        tops = [sum(b.heights[i] for b in bars if i < len(b.heights))
                for i in range(len(days))]
        self._show_plot(any(tops))
        self._fit(0, max(len(days) - 1, 0), max(tops, default=0.0), True)
        locale = QLocale()
        self.x_ticks = [
            (i, locale.toString(QDate(days[i].year, days[i].month, days[i].day), "d MMM"))
            for i in whole_ticks(0, len(days) - 1, 6) if i < len(days)]
        self.plot.getAxis("bottom").setTicks([self.x_ticks, []])

    def _fit(self, x0: int, x1: int, top: float, whole_y: bool) -> None:
        top = max(top, 1.0)
        self.plot.setXRange(x0 - 0.5, x1 + 0.5, padding=0.02)
        # a little below 0, so that the 0 tick is labelled; a little above the top point
        self.plot.setYRange(-top * 0.08, top * 1.08, padding=0)
        left = self.plot.getAxis("left")
        if whole_y:
            left.setTicks([[(y, str(y)) for y in whole_ticks(0, top, 5)], []])
        else:
            left.setTicks(None)
