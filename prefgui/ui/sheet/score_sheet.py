"""The session's score sheet: one row per deal, running balances, the chart, statistics,
each deal's payments with their reasons, replay, review, and export (ledger CSV, deal records).

The sheet is the frame (totals, the pages, the tabs) and the figures; the table of deals,
a deal's payments, its replay and review and the exports are
:class:`~prefgui.ui.sheet.ledger_deals.LedgerDeals`'.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QLabel,
    QSplitter,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from prefgui.engine.vocab import Variant
from prefgui.session.match import LedgerEntry, Match
from prefgui.session.pulka import Pulka
from prefgui.ui.sheet.bula_view import BulaView
from prefgui.ui.sheet.button_row import ButtonRow
from prefgui.ui.sheet.charts import BalanceChart
from prefgui.ui.sheet.ledger_deals import LedgerDeals, ledger_header, ledger_rows
from prefgui.ui.sheet.pulka_view import PulkaView
from prefgui.ui.sheet.table_fill import fill_table
from prefgui.ui.words import texts
from prefgui.ui.words.texts import tr


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
        self.deals = LedgerDeals(lambda: self.match, lambda: self.pack, self)
        self.deals.replay_requested.connect(self.replay_requested)
        self.deals.summary_requested.connect(self.summary_requested)
        self.deals.review_requested.connect(self.review_requested)
        self.table, self.details = self.deals.table, self.deals.details
        self.replay_button, self.review_button = self.deals.replay_button, self.deals.review_button
        self.chart = BalanceChart()
        self.chart.hovered.connect(self._on_hover)
        self.stats = QTextBrowser()
        tabs = QTabWidget()
        detail_host = QWidget()
        dl = QVBoxLayout(detail_host)
        dl.setContentsMargins(0, 0, 0, 0)
        dl.addWidget(self.details)
        dl.addWidget(ButtonRow([self.replay_button, self.review_button]))
        for page in (detail_host, self.chart, self.stats):
            tabs.addTab(page, "")
        self.tabs = tabs
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.table)
        split.addWidget(tabs)
        buttons = ButtonRow([self.deals.csv_button, self.deals.records_button])
        self.totals = QLabel()
        self.bula = 100  # the bula a Balkan or Hungarian game is played to (settings)
        self.bula_view = BulaView()
        # The ledger in money, and beside it (Balkan and Hungarian games) the same deals on
        # the paper sheet of bule and supe.
        self.pages = QTabWidget()
        self.pages.setDocumentMode(True)
        self.pages.addTab(split, "")
        self.pages.addTab(self.bula_view, "")
        lay = QVBoxLayout(self)
        lay.addWidget(self.totals)
        lay.addWidget(self.pages)
        lay.addWidget(buttons)
        self._ledger_parts: tuple[QWidget, ...] = (self.totals, self.pages,
                                                   self.deals.csv_button,
                                                   self.deals.records_button)
        self.pulka_view: PulkaView | None = None
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """The tabs and the buttons in the language chosen (again when it changes: they
        stayed in the first one), and the ledger written again in it."""
        for k, title in enumerate((tr("Payments"), tr("Chart"), tr("Statistics"))):
            self.tabs.setTabText(k, title)
        self.pages.setTabText(0, tr("In units"))
        self.pages.setTabText(1, tr("Bule and supe"))
        self.deals.retranslate_ui()
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

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

    def _on_hover(self, deal: int) -> None:
        if deal:
            self.chart.setToolTip(self.chart.description_at(deal))
