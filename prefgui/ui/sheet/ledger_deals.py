"""The ledger's table of deals (:class:`~prefgui.ui.sheet.score_sheet.ScoreSheet`): one
row per deal, the chosen deal's payments, its summary, replay and review (buttons, a
double-click, a row's menu), and the ledger's exports (CSV, deal records); and the deals'
text (rows, CSV, records)."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Callable
from html import escape
from pathlib import Path

from PySide6.QtCore import QObject, QPoint, Qt, Signal, SignalInstance
from PySide6.QtWidgets import (
    QFileDialog,
    QMenu,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTextBrowser,
    QWidget,
)

from prefgui.engine.rules import Rules
from prefgui.session.match import LedgerEntry, Match
from prefgui.session.storage import atomic_write_text
from prefgui.ui.dialogs.summary import compensation_lines
from prefgui.ui.words import texts
from prefgui.ui.words.texts import tr

__all__ = ["LedgerDeals", "contract_text", "ledger_csv", "ledger_header", "ledger_rows",
           "payments_html", "records_jsonl"]


def contract_text(entry: LedgerEntry, rules: Rules, pack: str) -> str:
    res = entry.result
    if res.contract is None:
        return texts.outcome_text(res.outcome)
    number, hand = res.contract
    ct = rules.ladder.get(number)
    text = texts.contract_name(ct, pack) if ct else str(number)
    if hand and rules.european:
        text += " " + tr("hand")
    actions = entry.record.actions
    contras = sum(1 for a in actions if a.split()[1:2] in (["contra"], ["recontra"]))
    if contras:
        text += " ×" + str(2 ** contras)
    return text


def ledger_rows(match: Match, pack: str) -> list[list[str]]:
    """The sheet's rows as text (also the CSV export, after its header)."""
    rows = []
    names = texts.player_names(match.settings.names)
    for e in match.entries:
        res = e.result
        rules = e.record.rules
        decl = names[res.declarer] if res.declarer is not None else ""
        row = [str(e.number), names[e.dealer], decl, contract_text(e, rules, pack),
               texts.outcome_text(res.outcome)]
        row += ["" if t is None else str(t) for t in res.tricks]
        row += [str(d) for d in res.delta]
        row += [str(res.end_pot)] + [str(b) for b in e.balances]
        rows.append(row)
    return rows


def ledger_header(match: Match) -> list[str]:
    names = texts.player_names(match.settings.names)
    pot = texts.pot_label(match.rules, capital=False)
    return ([tr("Deal"), tr("Dealer"), tr("Declarer"), tr("Contract"), tr("Outcome")]
            + [tr("{name} tricks").format(name=n) for n in names]
            + [tr("{name} paid/won").format(name=n) for n in names]
            + [tr("{pot} after").format(pot=pot)]
            + [tr("{name} balance").format(name=n) for n in names])


def ledger_csv(match: Match, pack: str = "french") -> str:
    buf = io.StringIO()
    w = csv.writer(buf)
    w.writerow(ledger_header(match))
    w.writerows(ledger_rows(match, pack))
    return buf.getvalue()


def records_jsonl(match: Match) -> str:
    """The session's deal records, one JSON object per line (RULES §11)."""
    return "".join(json.dumps(e.record.to_json(), ensure_ascii=False) + "\n"
                   for e in match.entries)


def payments_html(match: Match, e: LedgerEntry) -> str:
    """A deal's payments (who pays whom, how much, why) and its compensation lines."""
    names = texts.player_names(match.settings.names)
    pot = texts.pot_label(match.rules, capital=False)

    def who(x: int | str) -> str:
        return names[x] if isinstance(x, int) else pot

    lines = [f"<li>{who(p.payer)} → {who(p.payee)}: <b>{p.amount}</b> — "
             f"{texts.payment_reason(p)}</li>" for p in e.result.payments]
    none = tr("No payments.")
    body = "".join(lines) or f"<li>{none}</li>"
    deal_word = tr("Deal")
    extra = "".join(f"<p>{escape(x)}</p>" for x in compensation_lines(e.record, names))
    return f"<p><b>{deal_word} {e.number}</b></p><ul>{body}</ul>{extra}"


class LedgerDeals(QObject):
    """The widgets of the ledger's deals (``table``, ``details``, the replay, review and
    export buttons), which the sheet lays out; ``match`` and ``pack`` are read when used.
    The signals carry the ``LedgerEntry`` of the deal chosen."""

    replay_requested = Signal(LedgerEntry)
    summary_requested = Signal(LedgerEntry)  # a row was double-clicked
    review_requested = Signal(LedgerEntry)

    def __init__(self, match: Callable[[], Match | None], pack: Callable[[], str],
                 parent: QWidget) -> None:
        super().__init__(parent)
        self._match = match
        self._pack = pack
        self._parent = parent
        self.table = QTableWidget()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        self.table.itemSelectionChanged.connect(self._on_selection)
        self.table.cellDoubleClicked.connect(self._on_row_activated)
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.table.customContextMenuRequested.connect(self._on_context_menu)
        self.details = QTextBrowser()
        self.replay_button = QPushButton()
        self.replay_button.setEnabled(False)
        self.replay_button.clicked.connect(lambda: self._emit(self.replay_requested))
        self.review_button = QPushButton()
        self.review_button.setEnabled(False)
        self.review_button.clicked.connect(lambda: self._emit(self.review_requested))
        self.csv_button = QPushButton()
        self.csv_button.clicked.connect(self.export_csv)
        self.records_button = QPushButton()
        self.records_button.clicked.connect(self.export_records)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """The table's tooltip and the buttons' words in the language chosen (again when it
        changes), and the selected deal's payments written again in it."""
        self.table.setToolTip(tr("Double-click a deal for its summary."))
        self.replay_button.setText(tr("Replay this deal"))
        self.review_button.setText(tr("Review this deal"))
        self.csv_button.setText(tr("Export ledger (CSV)…"))
        self.records_button.setText(tr("Export deal records…"))
        self._on_selection()

    def _entry(self, row: int) -> LedgerEntry | None:
        m = self._match()
        return m.entries[row] if m is not None and 0 <= row < len(m.entries) else None

    def _selected_entry(self) -> LedgerEntry | None:
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        return self._entry(rows[0].row()) if rows else None

    def _emit(self, signal: SignalInstance) -> None:
        e = self._selected_entry()
        if e is not None:
            signal.emit(e)

    def _on_selection(self) -> None:
        e = self._selected_entry()
        self.replay_button.setEnabled(e is not None)
        self.review_button.setEnabled(e is not None)
        m = self._match()
        if e is None or m is None:
            self.details.clear()
            return
        self.details.setHtml(payments_html(m, e))

    def _on_row_activated(self, row: int, _column: int) -> None:
        e = self._entry(row)
        if e is not None:
            self.summary_requested.emit(e)

    def row_menu(self, row: int) -> QMenu | None:
        """The menu of a deal's row: its summary, replay and review."""
        e = self._entry(row)
        if e is None:
            return None
        menu = QMenu(self._parent)
        menu.addAction(tr("Deal summary"), lambda: self.summary_requested.emit(e))
        menu.addAction(tr("Replay this deal"), lambda: self.replay_requested.emit(e))
        menu.addAction(tr("Review this deal"), lambda: self.review_requested.emit(e))
        return menu

    def _on_context_menu(self, pos: QPoint) -> None:
        menu = self.row_menu(self.table.rowAt(pos.y()))
        if menu is not None:
            try:
                menu.exec(self.table.viewport().mapToGlobal(pos))
            finally:
                menu.deleteLater()  # a new menu each time: not kept by the sheet

    def export_csv(self) -> None:
        m = self._match()
        if m is None:
            return
        path, _ = QFileDialog.getSaveFileName(self._parent, tr("Export ledger"),
                                              "prefgui-ledger.csv", tr("CSV files (*.csv)"))
        if path:
            self._write(Path(path), ledger_csv(m, self._pack()))

    def export_records(self) -> None:
        m = self._match()
        if m is None:
            return
        path, _ = QFileDialog.getSaveFileName(self._parent, tr("Export deal records"),
                                              "prefgui-deals.jsonl",
                                              tr("Deal records (*.jsonl *.json)"))
        if path:
            self._write(Path(path), records_jsonl(m))

    def _write(self, path: Path, text: str) -> None:
        try:
            atomic_write_text(path, text)
        except OSError as e:
            QMessageBox.warning(self._parent, tr("Export"), tr(
                "Could not write the file: {error}").format(error=e))
