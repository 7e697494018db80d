"""The trick history of the deal in progress: who led, the cards, who won each trick."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from prefgui.engine.actions import Play
from prefgui.engine.observation import Observation
from prefgui.engine.play import winning_index
from prefgui.ui.words import texts
from prefgui.ui.words.texts import tr


def tricks_of(obs: Observation) -> list[list[tuple[int, int]]]:
    """The deal's tricks so far as (seat, card) pairs in play order.

    The last one may be incomplete.
    """
    size = len(obs.playing) or obs.rules.players
    out: list[list[tuple[int, int]]] = []
    for a in obs.history:
        if not isinstance(a, Play):
            continue
        if not out or len(out[-1]) == size:
            out.append([])
        out[-1].append((a.seat, a.card))
    return out


def trick_rows(obs: Observation, names: list[str], pack: str) -> list[list[str]]:
    """One row per trick: number, leader, the cards (with who played them), winner."""
    trump = obs.contract.trump if obs.contract is not None else None
    size = len(obs.playing) or obs.rules.players
    rows = []
    for i, trick in enumerate(tricks_of(obs), 1):
        cards = ", ".join(f"{names[s]} {texts.card_label(c, pack)}" for s, c in trick)
        winner = ""
        if len(trick) == size:
            winner = names[trick[winning_index(tuple(c for _, c in trick), trump)][0]]
        rows.append([str(i), names[trick[0][0]], cards, winner])
    return rows


class TrickHistoryDialog(QDialog):
    """Every trick of the deal so far."""

    def __init__(self, obs: Observation, names: list[str], pack: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Trick history"))
        rows = trick_rows(obs, names, pack)
        self.table = QTableWidget(len(rows), 4)
        self.table.setHorizontalHeaderLabels([tr("Trick"), tr("Led by"), tr("Cards"),
                                              tr("Won by")])
        for r, row in enumerate(rows):
            for col, text in enumerate(row):
                self.table.setItem(r, col, QTableWidgetItem(text))
        self.table.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setMinimumSize(560, 300)
        lay = QVBoxLayout(self)
        lay.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
