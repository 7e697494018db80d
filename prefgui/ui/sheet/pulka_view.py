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
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Sequence
from fractions import Fraction
from pathlib import Path

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from prefgui.engine.rules import Rules
from prefgui.engine.russian.ladder import MISERE, level_of
from prefgui.engine.russian.scoring import RuResult
from prefgui.engine.russian.sheet import Sheet, settlement
from prefgui.session.pulka import Pulka, PulkaEntry
from prefgui.session.storage import atomic_write_text
from prefgui.ui.sheet.charts import BalanceChart
from prefgui.ui.sheet.pulka_drawing import KIND_INK, PulkaDrawing
from prefgui.ui.sheet.pulka_figures import (
    HELP,
    RASPASY,
    WRITE_OFF,
    PulkaFigures,
    pulka_figures,
    sheet_figures,
)
from prefgui.ui.words import pulka_texts, texts
from prefgui.ui.words.texts import tr


def _ints(value: object) -> tuple[int, ...]:
    return tuple(int(x) for x in value) if isinstance(value, tuple) else (1,)


def defence_text(res: RuResult, names: Sequence[str]) -> str:
    """The defenders' calls in the whist phase: ``West whist, East pass (played open)``;
    Stalingrad's whisters, who whist without a call; a checked ten, which nobody whists."""
    if not res.calls and res.whisters:
        return tr("Stalingrad: {names} whist").format(
            names=", ".join(names[s] for s in res.whisters))
    if (not res.calls and res.contract is not None and res.contract != MISERE
            and level_of(res.contract) == 10 and res.outcome in ("made", "failed")):
        return tr("checked ten")
    calls = ", ".join(f"{names[s]} {pulka_texts.call_text(c)}" for s, c in res.calls)
    if res.style is not None and calls:
        calls += f" ({pulka_texts.style_text(res.style)})"
    return calls


def help_text(res: RuResult, names: Sequence[str]) -> str:
    """Help and write-offs of a deal (§13.10.1): ``You helps West: 3; You writes off 2``."""
    parts = []
    for h in res.change.help:
        if h.to is None:
            parts.append(tr("{name} writes off {points}").format(name=names[h.giver],
                                                                 points=h.points))
        else:
            parts.append(tr("{name} helps {other}: {points}").format(
                name=names[h.giver], other=names[h.to], points=h.points))
    return "; ".join(parts)


def deal_header(names: Sequence[str]) -> list[str]:
    return ([tr("Deal"), tr("Dealer"), tr("Declarer"), tr("Contract"), tr("Whist calls"),
             tr("Outcome")]
            + [tr("{name} tricks").format(name=n) for n in names]
            + [tr("{name} this deal").format(name=n) for n in names]
            + [tr("{name} in all").format(name=n) for n in names]
            + [tr("Raspasy in a row"), tr("Help and write-off")])


def deal_rows(entries: Sequence[PulkaEntry], names: Sequence[str], weight: int,
              pack: str = "french") -> list[list[str]]:
    """The table of deals as text: one row per finished deal, whists exact."""
    rows = []
    for e in entries:
        res = e.result
        decl = names[res.declarer] if res.declarer is not None else ""
        standing = settlement(res.end, weight)
        rows.append([str(e.number), names[e.dealer], decl,
                     pulka_texts.contract_text(res.contract, pack), defence_text(res, names),
                     pulka_texts.outcome_text(str(res.outcome))]
                    + ["" if t is None else str(t) for t in res.tricks]
                    + [pulka_texts.whists_text(d) for d in res.delta]
                    + [pulka_texts.whists_text(v) for v in standing]
                    + [str(res.end.raspasy_series) if res.end.raspasy_series else "",
                       help_text(res, names)])
    return rows


def deals_csv(entries: Sequence[PulkaEntry], names: Sequence[str], weight: int,
              pack: str = "french") -> str:
    """The table of deals as CSV (its header, then one row per deal)."""
    buf = io.StringIO()
    w = csv.writer(buf)
    w.writerow(deal_header(names))
    w.writerows(deal_rows(entries, names, weight, pack))
    return buf.getvalue()


def pulka_records(entries: Sequence[PulkaEntry]) -> str:
    """The pulka's deal records, one JSON object per line (RULES §13.14)."""
    return "".join(json.dumps(e.record, ensure_ascii=False) + "\n" for e in entries)


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
        legend = "  ".join(
            f'<span style="color:{KIND_INK[k].name()}">■</span> {text}'
            for k, text in ((HELP, tr("help")), (WRITE_OFF, tr("written off")),
                            (RASPASY, tr("raspasy"))))
        self.legend = QLabel(legend)
        self.legend.setToolTip(tr("Each figure is the running total after that entry, as "
                                  "players write it on paper."))
        drawn = QWidget()
        dl = QVBoxLayout(drawn)
        dl.setContentsMargins(0, 0, 0, 0)
        dl.addWidget(self.drawing, 1)
        row = QHBoxLayout()
        row.addWidget(self.caption, 1)
        row.addWidget(self.legend)
        dl.addLayout(row)

        self.table = QTableWidget()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        self.table.itemSelectionChanged.connect(self._on_selection)
        self.table.cellDoubleClicked.connect(self._on_row_activated)
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.table.customContextMenuRequested.connect(self._on_context_menu)
        self.replay_button = QPushButton(tr("Replay this deal"))
        self.replay_button.clicked.connect(lambda: self._emit("replay"))
        self.review_button = QPushButton(tr("Review this deal"))
        self.review_button.clicked.connect(lambda: self._emit("review"))
        self._offers = {"replay": True, "review": True}
        deals = QWidget()
        tl = QVBoxLayout(deals)
        tl.setContentsMargins(0, 0, 0, 0)
        tl.addWidget(self.table, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.replay_button)
        buttons.addWidget(self.review_button)
        buttons.addStretch(1)
        self.csv_button = QPushButton(tr("Export ledger (CSV)…"))
        self.csv_button.clicked.connect(self.export_csv)
        self.records_button = QPushButton(tr("Export deal records…"))
        self.records_button.clicked.connect(self.export_records)
        buttons.addWidget(self.csv_button)
        buttons.addWidget(self.records_button)
        tl.addLayout(buttons)

        self.chart = BalanceChart()
        self.settle_title = QLabel()
        self.settle_title.setWordWrap(True)
        self.settle_table = QTableWidget()
        self.settle_table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.settle_table.verticalHeader().setVisible(False)
        self.money_note = QLabel()
        self.money_note.setWordWrap(True)
        settle = QWidget()
        sl = QVBoxLayout(settle)
        sl.addWidget(self.settle_title)
        sl.addWidget(self.settle_table, 1)
        sl.addWidget(self.money_note)

        self.tabs = QTabWidget()
        self.tabs.addTab(drawn, tr("Pulka"))
        self.tabs.addTab(deals, tr("Deals"))
        self.tabs.addTab(self.chart, tr("Chart"))
        self.tabs.addTab(settle, tr("Settlement"))
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.tabs)
        self._on_selection()

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
            self._fill_settlement(self.figures)

    def offer(self, replay: bool = True, review: bool = True) -> None:
        """Which of replay and review the window offers for a deal of the table."""
        self._offers = {"replay": replay, "review": review}
        self.replay_button.setVisible(replay)
        self.review_button.setVisible(review)

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
        if figures.series:
            parts.append(tr("Raspasy in a row: {n}, a trick now costs {price}").format(
                n=figures.series, price=figures.next_price))
        if figures.finished:
            parts.append(tr("The pulka is over"))
        self.caption.setText(" · ".join(parts))
        weight = rules.opt.pool_weight if isinstance(rules.opt.pool_weight, int) else 1
        self._fill_table(names, weight)
        self._fill_chart(names, weight)
        self._fill_settlement(figures)

    def _fill_table(self, names: list[str], weight: int) -> None:
        header = deal_header(names)
        rows = deal_rows(self.entries, names, weight, self.pack)
        self.table.setColumnCount(len(header))
        self.table.setHorizontalHeaderLabels(header)
        self.table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            for col, text in enumerate(row):
                item = QTableWidgetItem(text)
                if col >= 6:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(r, col, item)
        self.table.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        self._on_selection()

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

    def _fill_settlement(self, f: PulkaFigures) -> None:
        money = self.whist_price
        titles = [tr("Player"), tr("Pool"), tr("Mountain"), tr("Whists written"),
                  tr("Whists on him"), tr("Result in whists")]
        if money is not None:
            titles.append(tr("In money"))
        if f.finished:
            self.settle_title.setText(tr("<b>Settlement</b>: the pulka is over after deal "
                                         "{n}.").format(n=f.deals))
        else:
            self.settle_title.setText(tr("<b>Standing</b> after deal {n}, as if the pulka "
                                         "ended now.").format(n=f.deals))
        t = self.settle_table
        t.setColumnCount(len(titles))
        t.setHorizontalHeaderLabels(titles)
        t.setRowCount(f.players)
        sheet = f.sheet
        for s in range(f.players):
            written = sum(sheet.whists[s])
            on_him = sum(sheet.whists[j][s] for j in range(f.players))
            row = [self.names[s] if s < len(self.names) else str(s), str(sheet.pool[s]),
                   str(sheet.mountain[s]), str(written), str(on_him),
                   pulka_texts.whists_text(f.standing[s])]
            if money is not None:
                row.append(pulka_texts.money_text(f.standing[s], money))
            for col, text in enumerate(row):
                item = QTableWidgetItem(text)
                if col:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                t.setItem(s, col, item)
        # the columns share the width: a settlement reads across the whole sheet
        t.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        if money is None:
            self.money_note.setText(tr("Set a price per whist in Settings (Players and "
                                       "stakes) to see the settlement in money."))
        else:
            self.money_note.setText(tr("One whist is worth {price}.").format(
                price=pulka_texts.money_text(1, money).lstrip("+")))

    def _weight(self) -> int:
        w = self.pulka.rules.opt.pool_weight if self.pulka is not None else 1
        return w if isinstance(w, int) else 1

    def export_csv(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, tr("Export ledger"), "prefgui-pulka.csv",
                                              tr("CSV files (*.csv)"))
        if path:
            self._write(Path(path), deals_csv(self.entries, self.names, self._weight(),
                                              self.pack))

    def export_records(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, tr("Export deal records"),
                                              "prefgui-pulka.jsonl",
                                              tr("Deal records (*.jsonl *.json)"))
        if path:
            self._write(Path(path), pulka_records(self.entries))

    def _write(self, path: Path, text: str) -> None:
        try:
            atomic_write_text(path, text)
        except OSError as e:
            QMessageBox.warning(self, tr("Export"), tr("Could not write the file: {error}")
                                .format(error=e))

    def selected_entry(self) -> PulkaEntry | None:
        model = self.table.selectionModel()
        rows = model.selectedRows() if model else []
        if not rows:
            return None
        i = rows[0].row()
        return self.entries[i] if i < len(self.entries) else None

    def _on_selection(self) -> None:
        chosen = self.selected_entry() is not None
        self.replay_button.setEnabled(chosen)
        self.review_button.setEnabled(chosen)

    def _emit(self, what: str) -> None:
        e = self.selected_entry()
        if e is not None:
            (self.replay_requested if what == "replay" else self.review_requested).emit(e)

    def _on_row_activated(self, row: int, _column: int) -> None:
        if 0 <= row < len(self.entries):
            self.summary_requested.emit(self.entries[row])

    def row_menu(self, row: int) -> QMenu | None:
        """The menu of a deal's row: its summary, and replay and review where offered."""
        if not 0 <= row < len(self.entries):
            return None
        e = self.entries[row]
        menu = QMenu(self)
        menu.addAction(tr("Deal summary"), lambda: self.summary_requested.emit(e))
        if self._offers["replay"]:
            menu.addAction(tr("Replay this deal"), lambda: self.replay_requested.emit(e))
        if self._offers["review"]:
            menu.addAction(tr("Review this deal"), lambda: self.review_requested.emit(e))
        return menu

    def _on_context_menu(self, pos: QPoint) -> None:
        menu = self.row_menu(self.table.rowAt(pos.y()))
        if menu is not None:
            try:
                menu.exec(self.table.viewport().mapToGlobal(pos))
            finally:
                menu.deleteLater()
