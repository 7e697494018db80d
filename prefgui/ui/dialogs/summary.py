"""The deal summary: contract, tricks, every payment with its reason, and 'Next deal'.

Closing it (Close, Esc, Enter) only closes it: the summary can be opened again from the
table or the score sheet, and the next deal starts from its own button. "Review" asks for
the deal's review (``review_requested``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from prefgui.engine.record import DealRecord, replay
from prefgui.engine.rules import Rules
from prefgui.engine.scoring import compensations_of
from prefgui.engine.scoring.base import DealResult
from prefgui.engine.scoring.compensation import Compensation
from prefgui.ui.words import texts


def compensation_lines(rec: DealRecord, names: list[str]) -> list[str]:
    """The customary compensation of a deal under the ``ethical`` conventions status
    (RULES §7.6), one line each, saying whether it was settled; none otherwise."""
    if rec.rules.opt.conventions_status != "ethical":
        return []
    return [compensation_line(c, names, rec.rules.opt.c1_compensation)
            for c in compensations_of(replay(rec))]


def compensation_line(c: Compensation, names: list[str], settled: bool) -> str:
    """One compensation in a sentence."""
    if settled:
        text = QCoreApplication.translate(
            "Summary", "Customary compensation for C1: {offender} pays {partner} {amount} "
            "for the trick he took from him; settled with this deal.")
    else:
        text = QCoreApplication.translate(
            "Summary", "Customary compensation for C1: {offender} owes {partner} {amount} "
            "for the trick he took from him; not settled (the rule option “Settle the C1 "
            "compensation” is off).")
    return text.format(offender=names[c.offender], partner=names[c.partner],
                       amount=c.amount)


def party_name(x: int | str, names: list[str], rules: Rules) -> str:
    """Who pays or is paid: a player's name, or the pot's (or bank's) label."""
    if isinstance(x, int):
        return names[x]
    return texts.pot_label(rules)


class SummaryDialog(QDialog):
    """Shown after each deal, and for any deal of the score sheet.

    ``next_deal`` offers the "Next deal" button (for the deal just finished): it emits
    ``next_requested`` and closes.
    """

    next_requested = Signal()
    review_requested = Signal()

    def __init__(self, result: DealResult, rules: Rules, names: list[str],
                 balances: tuple[object, ...], pack: str, parent: QWidget | None = None,
                 next_deal: bool = True, compensations: tuple[str, ...] = ()) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Deal summary"))
        lay = QVBoxLayout(self)
        head = texts.outcome_text(result.outcome)
        if result.contract is not None and result.declarer is not None:
            ct = rules.ladder[result.contract[0]]
            head = self.tr("{name} — {contract}{hand}: {outcome}").format(
                name=names[result.declarer], contract=texts.contract_name(ct, pack),
                hand=self.tr(" (hand)") if result.contract[1] and rules.european else "",
                outcome=texts.outcome_text(result.outcome))
        title = QLabel(f"<h3>{head}</h3>")
        lay.addWidget(title)
        tricks = [f"{names[s]}: {t}" for s, t in enumerate(result.tricks) if t is not None]
        if tricks:
            lay.addWidget(QLabel(self.tr("Tricks — ") + ", ".join(tricks)))
        table = QTableWidget(len(result.payments), 4)
        table.setHorizontalHeaderLabels([self.tr("From"), self.tr("To"), self.tr("Amount"),
                                         self.tr("Why")])
        for row, p in enumerate(result.payments):
            for col, text in enumerate((party_name(p.payer, names, rules),
                                        party_name(p.payee, names, rules),
                                        str(p.amount), texts.payment_reason(p))):
                table.setItem(row, col, QTableWidgetItem(text))
        table.horizontalHeader().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.setMinimumWidth(520)
        table.setVisible(bool(result.payments))
        lay.addWidget(table)
        if not result.payments:
            lay.addWidget(QLabel(self.tr("No payments in this deal.")))
        changes = ", ".join(f"{names[s]} {d:+}" if isinstance(d, int) else f"{names[s]} {d}"
                            for s, d in enumerate(result.delta))
        lay.addWidget(QLabel(self.tr("This deal: ") + changes))
        totals = ", ".join(f"{names[s]} {b}" for s, b in enumerate(balances))
        lay.addWidget(QLabel(self.tr("Balances: ") + totals))
        self.compensation_labels = []
        for line in compensations:  # a separate line each (RULES §7.6)
            label = QLabel(line)
            label.setWordWrap(True)
            lay.addWidget(label)
            self.compensation_labels.append(label)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.next_button = buttons.addButton(self.tr("Next deal"),
                                             QDialogButtonBox.ButtonRole.ActionRole)
        self.next_button.setAutoDefault(False)
        self.next_button.clicked.connect(self._on_next)
        self.next_button.setVisible(next_deal)
        self.review_button = buttons.addButton(self.tr("Review"),
                                               QDialogButtonBox.ButtonRole.ActionRole)
        self.review_button.setAutoDefault(False)
        self.review_button.setToolTip(self.tr("Every card of this deal priced and graded"))
        self.review_button.clicked.connect(self.review_requested)
        lay.addWidget(buttons)
        self.close_button.setDefault(True)  # Enter closes, as Esc does: nothing is lost

    def _on_next(self) -> None:
        self.next_requested.emit()
        self.accept()
