"""The summary of a Russian deal: the contract and how it ended, the tricks, what went on
the sheet (pool, mountain, whists, help), each player's standing in whists, and at the end
of the pulka the settlement.

Like the European summary it offers "Next deal" for the deal just finished
(``next_requested``); closing it only closes it.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from prefgui.engine.russian.ladder import MISERE, level_of
from prefgui.engine.russian.scoring import RuResult
from prefgui.engine.vocab import Outcome
from prefgui.ui.words import texts
from prefgui.ui.words.pulka_texts import whists_text

__all__ = ["PulkaSummaryDialog"]


class PulkaSummaryDialog(QDialog):
    """Shown after each Russian deal."""

    next_requested = Signal()
    review_requested = Signal()  # not offered: the review is the European coach's

    def __init__(self, result: RuResult, names: list[str], pack: str,
                 parent: QWidget | None = None, next_deal: bool = True) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Deal summary"))
        self.setMinimumWidth(420)
        lay = QVBoxLayout(self)
        lay.addWidget(QLabel(f"<h3>{self.headline(result, names, pack)}</h3>"))
        tricks = [f"{names[s]}: {t}" for s, t in enumerate(result.tricks) if t is not None]
        if tricks:
            lay.addWidget(QLabel(self.tr("Tricks — ") + ", ".join(tricks)))
        for line in self.sheet_lines(result, names):
            label = QLabel(line)
            label.setWordWrap(True)
            lay.addWidget(label)
        if result.finished:
            lay.addWidget(QLabel("<b>" + self.tr("The pulka is over. Settlement in whists: ")
                                 + ", ".join(f"{names[s]} {whists_text(x)}" for s, x in
                                             enumerate(result.settlement or ())) + "</b>"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.next_button = buttons.addButton(self.tr("Next deal"),
                                             QDialogButtonBox.ButtonRole.ActionRole)
        self.next_button.clicked.connect(self._next)
        self.next_button.setVisible(next_deal and not result.finished)
        lay.addWidget(buttons)

    def _next(self) -> None:
        self.next_requested.emit()
        self.accept()

    def headline(self, r: RuResult, names: list[str], pack: str) -> str:
        """The contract, its declarer and how the deal ended."""
        if r.outcome is Outcome.RASPASY:
            return self.tr("Raspasy: everybody passed")
        outcome = {Outcome.MADE: self.tr("made"), Outcome.FAILED: self.tr("failed"),
                   Outcome.NO_PLAY: self.tr("both defenders passed"),
                   Outcome.HALF_WHIST: self.tr("half-whist"),
                   Outcome.WITHOUT_THREE: self.tr("without three")}.get(r.outcome, "")
        if r.declarer is None or r.contract is None:
            return outcome
        return self.tr("{name} — {contract}: {outcome}").format(
            name=names[r.declarer], contract=texts.russian_bid(r.contract, pack),
            outcome=outcome)

    def sheet_lines(self, r: RuResult, names: list[str]) -> list[str]:
        """What this deal wrote on the sheet, one line per player, and its value."""
        ch = r.change
        n = len(ch.pool)
        lines = []
        if (r.outcome is Outcome.FAILED and r.declarer is not None and r.contract is not None
                and r.contract != MISERE and r.tricks[r.declarer] is not None):
            down = level_of(r.contract) - (r.tricks[r.declarer] or 0)
            lines.append(self.tr("{name}: {n} down; the whisters write consolation "
                                 "whists.").format(name=names[r.declarer], n=down))
        for s in range(n):
            parts = []
            if ch.pool[s]:
                parts.append(self.tr("pool {n:+}").format(n=ch.pool[s]))
            if ch.mountain[s]:
                parts.append(self.tr("mountain {n:+}").format(n=ch.mountain[s]))
            for o in range(n):
                if ch.whists[s][o]:
                    parts.append(self.tr("whists on {name} {n:+}").format(
                        name=names[o], n=ch.whists[s][o]))
            parts.append(self.tr("this deal {n} whists").format(n=whists_text(r.delta[s])))
            lines.append(f"{names[s]}: " + ", ".join(parts))
        for h in ch.help:
            if h.to is None:
                lines.append(self.tr("{name}: {n} written off the mountain").format(
                    name=names[h.giver], n=h.points))
            else:
                lines.append(self.tr("Help from {name} to {other}: {n} into the pool").format(
                    name=names[h.giver], other=names[h.to], n=h.points))
        return lines
