"""The Russian game's score sheet: the pulka drawn as players draw it, the table of deals,
the balance chart and the settlement (RULES §13.8–§13.11).

Public API for the window's Russian table:

- ``PulkaView.show_pulka(pulka, whist_price=None, bottom=0)``: show a ``session.Pulka``
  (call again after every finished deal, or ``refresh()``); ``whist_price`` (an exact
  number, see ``session.settings.whist_price_value``) adds the settlement in money;
  ``bottom`` is the seat drawn at the bottom (the human's).
- ``PulkaView.show_sheet(sheet, rules, names)``: a bare ``Sheet`` without its deals.
- Signals ``summary_requested``, ``replay_requested``, ``review_requested`` carry the
  ``PulkaEntry`` of the deal chosen in the table of deals (double-click, its menu, the
  buttons); the window connects those it offers (``offer(replay=…, review=…)``).

The view holds the tabs; the table of deals is
:class:`~prefgui.ui.sheet.pulka_deals.DealTable`, the settlement
:class:`~prefgui.ui.sheet.pulka_settlement.SettlementPane`.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMenu, QTabWidget, QVBoxLayout, QWidget

from prefgui.engine.rules import Rules
from prefgui.engine.russian.sheet import Sheet, settlement
from prefgui.session.pulka import Pulka, PulkaEntry
from prefgui.ui.sheet.charts import BalanceChart
from prefgui.ui.sheet.pulka_deals import DealTable
from prefgui.ui.sheet.pulka_drawing import PulkaDrawing
from prefgui.ui.sheet.pulka_figures import (
    HELP,
    RASPASY,
    WRITE_OFF,
    PulkaFigures,
    pulka_figures,
    sheet_figures,
)
from prefgui.ui.sheet.pulka_paint import KIND_INK
from prefgui.ui.sheet.pulka_settlement import SettlementPane
from prefgui.ui.words import pulka_texts, texts
from prefgui.ui.words.texts import tr

__all__ = ["PulkaView"]


def _ints(value: object) -> tuple[int, ...]:
    return tuple(int(x) for x in value) if isinstance(value, tuple) else (1,)


class PulkaView(QWidget):
    """The pulka of a Russian session: drawing, deals, chart and settlement."""

    summary_requested = Signal(PulkaEntry)
    replay_requested = Signal(PulkaEntry)
    review_requested = Signal(PulkaEntry)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pulka: Pulka | None = None
        self.entries: list[PulkaEntry] = []
        self.names: list[str] = []
        self.figures: PulkaFigures | None = None
        self.whist_price: Fraction | None = None
        self.pack = "french"
        self.bottom = 0
        self.drawing = PulkaDrawing()
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        self.legend = QLabel()
        drawn = QWidget()
        dl = QVBoxLayout(drawn)
        dl.setContentsMargins(0, 0, 0, 0)
        dl.addWidget(self.drawing, 1)
        row = QHBoxLayout()
        row.addWidget(self.caption, 1)
        row.addWidget(self.legend)
        dl.addLayout(row)

        self.deals = deals = DealTable()
        self.table, self.replay_button, self.review_button = (
            deals.table, deals.replay_button, deals.review_button)
        deals.summary_requested.connect(self.summary_requested)
        deals.replay_requested.connect(self.replay_requested)
        deals.review_requested.connect(self.review_requested)

        self.chart = BalanceChart()
        self.settlement = settle = SettlementPane()
        self.settle_title, self.settle_table, self.money_note = (
            settle.settle_title, settle.settle_table, settle.money_note)

        self.tabs = QTabWidget()
        for page in (drawn, deals, self.chart, settle):
            self.tabs.addTab(page, "")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.tabs)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """The tabs, the legend and the buttons in the language chosen; the sheet written
        again in it (a language chosen during a pulka left them in the first one)."""
        for k, title in enumerate((tr("Pulka"), tr("Deals"), tr("Chart"), tr("Settlement"))):
            self.tabs.setTabText(k, title)
        self.legend.setText("  ".join(
            f'<span style="color:{KIND_INK[k].name()}">■</span> {text}'
            for k, text in ((HELP, tr("help")), (WRITE_OFF, tr("written off")),
                            (RASPASY, tr("raspasy")))))
        self.legend.setToolTip(tr("Each figure is the running total after that entry, as "
                                  "players write it on paper."))
        self.deals.retranslate_ui()
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # the public API ---------------------------------------------------------------------------
    def show_pulka(self, pulka: Pulka, whist_price: Fraction | None = None,
                   bottom: int = 0) -> None:
        """Show ``pulka`` as it stands (its finished deals); call again after each deal."""
        self.pulka = pulka
        self.whist_price = whist_price
        self.bottom = bottom
        self.refresh()

    def show_sheet(self, sheet: Sheet, rules: Rules, names: Sequence[str]) -> None:
        """Show a bare sheet (no deals: the table of deals and the chart stay empty)."""
        self.pulka = None
        self.entries = []
        o = rules.opt
        weight = o.pool_weight if isinstance(o.pool_weight, int) else 1
        size = o.pool_size if isinstance(o.pool_size, int) else 0
        self._show(sheet_figures(sheet, size, weight, _ints(o.raspasy_progression)),
                   list(texts.player_names(list(names))), rules)

    def set_whist_price(self, price: Fraction | None) -> None:
        """The price of one whist in money (None: the settlement in whists only)."""
        self.whist_price = price
        if self.figures is not None:
            self.settlement.show_figures(self.figures, self.names, price)

    def offer(self, replay: bool = True, review: bool = True) -> None:
        """Which of replay and review the window offers for a deal of the table."""
        self.deals.offer(replay, review)

    def refresh(self) -> None:
        p = self.pulka
        if p is None:
            return
        o = p.rules.opt
        weight = o.pool_weight if isinstance(o.pool_weight, int) else 1
        size = o.pool_size if isinstance(o.pool_size, int) else 0
        self.entries = list(p.entries)
        figures = pulka_figures([e.result for e in self.entries], p.settings.players, size,
                                weight, _ints(o.raspasy_progression))
        self._show(figures, texts.player_names(p.settings.names), p.rules)

    # inside -----------------------------------------------------------------------------------
    def _show(self, figures: PulkaFigures, names: list[str], rules: Rules) -> None:
        self.figures = figures
        self.names = names
        clockwise = rules.options.get("direction", "cw") == "cw"
        self.drawing.set_figures(figures, names, self.bottom, clockwise)
        self.drawing.setToolTip("")
        parts = [tr("Pool of {size}").format(size=figures.pool_size),
                 tr("Deals played: {n}").format(n=figures.deals)]
        if figures.series and not figures.finished:  # no next deal for the price
            parts.append(tr("Raspasy in a row: {n}, a trick now costs {price}").format(
                n=figures.series, price=figures.next_price))
        if figures.finished:
            parts.append(tr("The pulka is over"))
        self.caption.setText(" · ".join(parts))
        weight = rules.opt.pool_weight if isinstance(rules.opt.pool_weight, int) else 1
        self.deals.show_deals(self.entries, names, weight, self.pack)
        self._fill_chart(names, weight)
        self.settlement.show_figures(figures, names, self.whist_price)

    def _fill_chart(self, names: list[str], weight: int) -> None:
        series = [[0.0] for _ in names]
        desc = []
        deal_word = tr("Deal")
        for e in self.entries:
            for s, v in enumerate(settlement(e.result.end, weight)):
                series[s].append(float(v))
            res = e.result
            who = names[res.declarer] + " " if res.declarer is not None else ""
            desc.append(f"{deal_word} {e.number}: {who}"
                        f"{pulka_texts.contract_text(res.contract, self.pack)} — "
                        f"{pulka_texts.outcome_text(str(res.outcome))}")
        self.chart.set_data(names, series, None, "", desc)

    def row_menu(self, row: int) -> QMenu | None:
        """The menu of a deal's row: its summary, and replay and review where offered."""
        return self.deals.row_menu(row)
