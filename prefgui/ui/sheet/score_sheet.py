"""The session's score sheet: one row per deal, running balances, the chart, statistics,
each deal's payments with their reasons, replay, review, and export (ledger CSV, deal records)."""

from __future__ import annotations

import csv
import io
import json
from collections import Counter
from fractions import Fraction
from html import escape
from pathlib import Path

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMenu,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from prefgui.engine.rules import Rules
from prefgui.engine.vocab import Variant
from prefgui.session.match import LedgerEntry, Match
from prefgui.session.pulka import Pulka
from prefgui.session.storage import atomic_write_text
from prefgui.ui.dialogs.summary import compensation_lines
from prefgui.ui.sheet.bula_view import BulaView
from prefgui.ui.sheet.charts import BalanceChart
from prefgui.ui.sheet.pulka_view import PulkaView
from prefgui.ui.sheet.table_fill import fill_table
from prefgui.ui.words import texts
from prefgui.ui.words.texts import tr


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


def statistics_html(match: Match, human: int = 0) -> str:
    """Contracts played and made per player, defenders' quota success, the human's breaches."""
    names = texts.player_names(match.settings.names)
    played: Counter[int] = Counter()
    made: Counter[int] = Counter()
    defended: Counter[int] = Counter()
    quota: Counter[int] = Counter()
    with_quota: Counter[int] = Counter()
    breaches: Counter[str] = Counter()
    for e in match.entries:
        res = e.result
        if res.declarer is not None and res.outcome in ("made", "failed", "conceded", "no_play"):
            played[res.declarer] += 1
            made[res.declarer] += res.outcome in ("made", "no_play")
        if res.declarer is not None and res.outcome in ("made", "failed"):
            rules = e.record.rules
            # only contracts that set a defender quota count for it (no misère, slam,
            # Swabian or American contract, §2.8, §4.10)
            need = rules.defender_quota(rules.ladder[res.contract[0]]) if (
                res.contract is not None and res.contract[0] in rules.ladder) else 0
            for s, t in enumerate(res.tricks):
                if s != res.declarer and t is not None:
                    defended[s] += 1
                    if need:
                        with_quota[s] += 1
                        quota[s] += t >= need
        for _action, seat, rule in res.breaches:
            if seat == human:
                breaches[rule] += 1
    of = tr("{reached} of {defences}")  # quota reached in defences of contracts with one
    rows = "".join(
        f"<tr><td>{names[s]}</td><td align=right>{played[s]}</td><td align=right>{made[s]}"
        f"</td><td align=right>{defended[s]}</td><td align=right>"
        f"{of.format(reached=quota[s], defences=with_quota[s])}"
        "</td></tr>"
        for s in range(match.settings.players))
    titles = (tr("Player"), tr("Contracts"), tr("Made"), tr("Defended"), tr("Quota reached"))
    head = "<tr>" + "".join(f"<th>{t}</th>" for t in titles) + "</tr>"
    b = ", ".join(f"{rule}: {breaches[rule]}" for rule in ("C1", "C2", "C3"))
    yours = tr("Your convention breaches")
    return f"<table cellpadding=4>{head}{rows}</table><p><b>{yours}</b>: {b}</p>"


class ScoreSheet(QWidget):
    """The sheet widget (shown in a dock): a ``Match``'s ledger (``set_match``), or a Russian
    session's pulka (``show_pulka``: the sheet's ``pulka_view``, a ``PulkaView``, takes its
    place; its signals carry the ``PulkaEntry`` of a deal)."""

    replay_requested = Signal(LedgerEntry)
    summary_requested = Signal(LedgerEntry)  # a row was double-clicked
    review_requested = Signal(LedgerEntry)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.match: Match | None = None
        self.pack = "french"
        self.table = QTableWidget()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        self.table.itemSelectionChanged.connect(self._on_selection)
        self.table.cellDoubleClicked.connect(self._on_row_activated)
        self.table.setToolTip(tr("Double-click a deal for its summary."))
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.table.customContextMenuRequested.connect(self._on_context_menu)
        self.chart = BalanceChart()
        self.chart.hovered.connect(self._on_hover)
        self.details = QTextBrowser()
        self.stats = QTextBrowser()
        self.replay_button = QPushButton(tr("Replay this deal"))
        self.replay_button.setEnabled(False)
        self.replay_button.clicked.connect(self._on_replay)
        self.review_button = QPushButton(tr("Review this deal"))
        self.review_button.setEnabled(False)
        self.review_button.clicked.connect(self._on_review)
        self.csv_button = QPushButton(tr("Export ledger (CSV)…"))
        self.csv_button.clicked.connect(self.export_csv)
        self.records_button = QPushButton(tr("Export deal records…"))
        self.records_button.clicked.connect(self.export_records)
        tabs = QTabWidget()
        detail_host = QWidget()
        dl = QVBoxLayout(detail_host)
        dl.setContentsMargins(0, 0, 0, 0)
        dl.addWidget(self.details)
        row_buttons = QHBoxLayout()
        row_buttons.addWidget(self.replay_button)
        row_buttons.addWidget(self.review_button)
        dl.addLayout(row_buttons)
        tabs.addTab(detail_host, tr("Payments"))
        tabs.addTab(self.chart, tr("Chart"))
        tabs.addTab(self.stats, tr("Statistics"))
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.table)
        split.addWidget(tabs)
        buttons = QHBoxLayout()
        buttons.addWidget(self.csv_button)
        buttons.addWidget(self.records_button)
        self.totals = QLabel()
        self.bula = 100  # the bula a Balkan or Hungarian game is played to (settings)
        self.bula_view = BulaView()
        # The ledger in money, and beside it (Balkan and Hungarian games) the same deals on
        # the paper sheet of bule and supe.
        self.pages = QTabWidget()
        self.pages.setDocumentMode(True)
        self.pages.addTab(split, tr("In units"))
        self.pages.addTab(self.bula_view, tr("Bule and supe"))
        lay = QVBoxLayout(self)
        lay.addWidget(self.totals)
        lay.addWidget(self.pages)
        lay.addLayout(buttons)
        self._ledger_parts: tuple[QWidget, ...] = (self.totals, self.pages, self.csv_button,
                                                   self.records_button)
        self.pulka_view: PulkaView | None = None

    def set_match(self, match: Match) -> None:
        self.match = match
        self._show_ledger(True)
        self.refresh()

    def show_pulka(self, pulka: Pulka, whist_price: Fraction | None = None,
                   bottom: int = 0) -> PulkaView:
        """Show a Russian session's pulka instead of a ledger (again after each deal);
        returns the ``PulkaView``, whose signals the window connects once."""
        if self.pulka_view is None:
            self.pulka_view = PulkaView(self)
            layout = self.layout()
            assert layout is not None
            layout.addWidget(self.pulka_view)
        self.match = None
        self._show_ledger(False)
        self.pulka_view.show_pulka(pulka, whist_price, bottom)
        return self.pulka_view

    def _show_ledger(self, ledger: bool) -> None:
        for part in self._ledger_parts:
            part.setVisible(ledger)
        if self.pulka_view is not None:
            self.pulka_view.setVisible(not ledger)

    def refresh(self) -> None:
        m = self.match
        if m is None:
            if self.pulka_view is not None:
                self.pulka_view.refresh()
            return
        header = ledger_header(m)
        rows = ledger_rows(m, self.pack)
        fill_table(self.table, header, rows, right_from=5)
        balances, pot = m.totals()
        names = texts.player_names(m.settings.names)
        pot_name = texts.pot_label(m.rules)
        self.totals.setText("  ".join(f"<b>{names[s]}</b> {b}" for s, b in enumerate(balances))
                            + (f"  ·  {pot_name} {pot}" if m.rules.has_pot else ""))
        start = [-e.refill for e in m.entries[:1]] or [0]
        series = [[float(start[0])] + [float(e.balances[p]) for e in m.entries]
                  for p in range(m.settings.players)]
        pot_series = None
        if m.rules.has_pot:
            first = float(m.entries[0].result.start_pot) if m.entries else 0.0
            pot_series = [first] + [float(e.result.end_pot) for e in m.entries]
        balkan = m.rules.variant == Variant.BALKAN
        self.pages.tabBar().setVisible(balkan)
        self.pages.setTabVisible(1, balkan)
        if balkan:
            self.bula_view.show_match(m, self.bula)
        elif self.pages.currentIndex() != 0:
            self.pages.setCurrentIndex(0)
        deal_word = tr("Deal")
        desc = [f"{deal_word} {e.number}: {row[2]} {row[3]} — {row[4]}"
                for e, row in zip(m.entries, rows, strict=True)]
        self.chart.set_data(names, series, pot_series, pot_name, desc)
        self.stats.setHtml(statistics_html(m))

    def _selected_entry(self) -> LedgerEntry | None:
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        if not rows or self.match is None:
            return None
        i = rows[0].row()
        return self.match.entries[i] if i < len(self.match.entries) else None

    def _on_selection(self) -> None:
        e = self._selected_entry()
        self.replay_button.setEnabled(e is not None)
        self.review_button.setEnabled(e is not None)
        if e is None or self.match is None:
            self.details.clear()
            return
        names = texts.player_names(self.match.settings.names)
        pot = texts.pot_label(self.match.rules, capital=False)

        def who(x: int | str) -> str:
            return names[x] if isinstance(x, int) else pot

        lines = [f"<li>{who(p.payer)} → {who(p.payee)}: <b>{p.amount}</b> — "
                 f"{texts.payment_reason(p)}</li>" for p in e.result.payments]
        none = tr("No payments.")
        body = "".join(lines) or f"<li>{none}</li>"
        deal_word = tr("Deal")
        extra = "".join(f"<p>{escape(x)}</p>" for x in compensation_lines(e.record, names))
        self.details.setHtml(f"<p><b>{deal_word} {e.number}</b></p><ul>{body}</ul>{extra}")

    def _on_row_activated(self, row: int, _column: int) -> None:
        if self.match is not None and 0 <= row < len(self.match.entries):
            self.summary_requested.emit(self.match.entries[row])

    def _on_hover(self, deal: int) -> None:
        if deal:
            self.chart.setToolTip(self.chart.description_at(deal))

    def _on_replay(self) -> None:
        e = self._selected_entry()
        if e is not None:
            self.replay_requested.emit(e)

    def _on_review(self) -> None:
        e = self._selected_entry()
        if e is not None:
            self.review_requested.emit(e)

    def row_menu(self, row: int) -> QMenu | None:
        """The menu of a deal's row: its summary, replay and review."""
        if self.match is None or not 0 <= row < len(self.match.entries):
            return None
        e = self.match.entries[row]
        menu = QMenu(self)
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
        if self.match is None:
            return
        path, _ = QFileDialog.getSaveFileName(self, tr("Export ledger"), "prefgui-ledger.csv",
                                              tr("CSV files (*.csv)"))
        if path:
            self._write(Path(path), ledger_csv(self.match, self.pack))

    def export_records(self) -> None:
        if self.match is None:
            return
        path, _ = QFileDialog.getSaveFileName(self, tr("Export deal records"),
                                              "prefgui-deals.jsonl",
                                              tr("Deal records (*.jsonl *.json)"))
        if path:
            self._write(Path(path), records_jsonl(self.match))

    def _write(self, path: Path, text: str) -> None:
        try:
            atomic_write_text(path, text)
        except OSError as e:
            QMessageBox.warning(self, tr("Export"), tr("Could not write the file: {error}")
                                .format(error=e))
