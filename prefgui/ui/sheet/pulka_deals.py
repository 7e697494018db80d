"""The pulka's table of deals: one row per finished deal (its calls, outcome, tricks and
whists), the deal's summary on a double-click, replay and review where the window offers
them (buttons and the row's menu), and the exports (the ledger as CSV, the deal records).
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QPoint, Qt, Signal, SignalInstance
from PySide6.QtWidgets import (
    QFileDialog,
    QMenu,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from prefgui.engine.russian.ladder import MISERE, level_of
from prefgui.engine.russian.scoring import RuResult
from prefgui.engine.russian.sheet import settlement
from prefgui.session.pulka import PulkaEntry
from prefgui.session.storage import atomic_write_text
from prefgui.ui.sheet.button_row import ButtonRow
from prefgui.ui.sheet.table_fill import fill_table
from prefgui.ui.words import pulka_texts
from prefgui.ui.words.texts import tr

__all__ = ["DealTable", "deal_header", "deal_rows", "deals_csv", "defence_text", "help_text",
           "pulka_records"]


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
    """Help and write-offs of a deal (§13.10.1): ``Help You → West: 3; East: 2 written off``
    (the players named as labels: the human's name is a pronoun)."""
    parts = []
    for h in res.change.help:
        if h.to is None:
            parts.append(tr("{name}: {points} written off").format(name=names[h.giver],
                                                                   points=h.points))
        else:
            parts.append(tr("Help {name} → {other}: {points}").format(
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



class DealTable(QWidget):
    """The table of deals; its signals carry the ``PulkaEntry`` of the deal chosen."""

    summary_requested = Signal(PulkaEntry)
    replay_requested = Signal(PulkaEntry)
    review_requested = Signal(PulkaEntry)

    def __init__(self) -> None:
        super().__init__()
        self.entries: list[PulkaEntry] = []
        self._names: list[str] = []
        self._weight = 1
        self._pack = "french"
        self.table = QTableWidget()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        self.table.itemSelectionChanged.connect(self._on_selection)
        self.table.cellDoubleClicked.connect(self._on_row_activated)
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.table.customContextMenuRequested.connect(self._on_context_menu)
        self.replay_button = QPushButton()
        self.replay_button.clicked.connect(lambda: self._emit(self.replay_requested))
        self.review_button = QPushButton()
        self.review_button.clicked.connect(lambda: self._emit(self.review_requested))
        self._offers = {"replay": True, "review": True}
        tl = QVBoxLayout(self)
        tl.setContentsMargins(0, 0, 0, 0)
        tl.addWidget(self.table, 1)
        self.csv_button = QPushButton()
        self.csv_button.clicked.connect(self.export_csv)
        self.records_button = QPushButton()
        self.records_button.clicked.connect(self.export_records)
        tl.addWidget(ButtonRow([self.replay_button, self.review_button, self.csv_button,
                                self.records_button]))
        self.retranslate_ui()
        self._on_selection()

    def retranslate_ui(self) -> None:
        """The buttons' words in the language chosen (again when it changes)."""
        self.replay_button.setText(tr("Replay this deal"))
        self.review_button.setText(tr("Review this deal"))
        self.csv_button.setText(tr("Export ledger (CSV)…"))
        self.records_button.setText(tr("Export deal records…"))

    def show_deals(self, entries: list[PulkaEntry], names: list[str], weight: int,
                   pack: str) -> None:
        """One row per deal of ``entries``; ``weight``: a pool point's whists."""
        self.entries, self._names, self._weight, self._pack = entries, names, weight, pack
        header = deal_header(names)
        rows = deal_rows(entries, names, weight, pack)
        fill_table(self.table, header, rows, right_from=6)
        self._on_selection()

    def offer(self, replay: bool = True, review: bool = True) -> None:
        """Which of replay and review the window offers for a deal of the table."""
        self._offers = {"replay": replay, "review": review}
        self.replay_button.setVisible(replay)
        self.review_button.setVisible(review)

    def export_csv(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, tr("Export ledger"), "prefgui-pulka.csv",
                                              tr("CSV files (*.csv)"))
        if path:
            self._write(Path(path), deals_csv(self.entries, self._names, self._weight,
                                              self._pack))

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

    def _emit(self, signal: SignalInstance) -> None:
        e = self.selected_entry()
        if e is not None:
            signal.emit(e)

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
