"""The pulka's settlement: each player's pool, mountain and whists and his result in whists
(in money too when a whist has a price), at the end of the pulka or as if it ended now."""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from prefgui.ui.sheet.pulka_figures import PulkaFigures
from prefgui.ui.sheet.table_fill import two_lines
from prefgui.ui.words import pulka_texts
from prefgui.ui.words.texts import tr

__all__ = ["SettlementPane"]


class SettlementPane(QWidget):
    """Its title, the table of the players' figures and the note on money."""

    def __init__(self) -> None:
        super().__init__()
        self.settle_title = QLabel()
        self.settle_title.setWordWrap(True)
        self.settle_table = QTableWidget()
        self.settle_table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.settle_table.verticalHeader().setVisible(False)
        self.settle_table.viewport().installEventFilter(self)  # its width: fill_width
        self.money_note = QLabel()
        self.money_note.setWordWrap(True)
        sl = QVBoxLayout(self)
        sl.addWidget(self.settle_title)
        sl.addWidget(self.settle_table, 1)
        sl.addWidget(self.money_note)

    def show_figures(self, f: PulkaFigures, names: list[str], money: Fraction | None) -> None:
        """The settlement of ``f``; ``money``: a whist's price (None: whists only)."""
        # the result first, beside the name (a narrow sheet scrolls to the parts it is made of)
        titles = [tr("Player"), tr("Result in whists")]
        if money is not None:
            titles.append(tr("In money"))
        titles += [tr("Pool"), tr("Mountain"), tr("Whists written"), tr("Whists on him")]
        if f.finished:
            self.settle_title.setText(tr("<b>Settlement</b>: the pulka is over after deal "
                                         "{n}.").format(n=f.deals))
        else:
            self.settle_title.setText(tr("<b>Standing</b> after deal {n}, as if the pulka "
                                         "ended now.").format(n=f.deals))
        t = self.settle_table
        t.setColumnCount(len(titles))
        t.setHorizontalHeaderLabels([two_lines(title) for title in titles])
        t.setRowCount(f.players)
        sheet = f.sheet
        for s in range(f.players):
            written = sum(sheet.whists[s])
            on_him = sum(sheet.whists[j][s] for j in range(f.players))
            row = [names[s] if s < len(names) else str(s),
                   pulka_texts.whists_text(f.standing[s])]
            if money is not None:
                row.append(pulka_texts.money_text(f.standing[s], money))
            row += [str(sheet.pool[s]), str(sheet.mountain[s]), str(written), str(on_him)]
            for col, text in enumerate(row):
                item = QTableWidgetItem(text)
                if col:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                t.setItem(s, col, item)
        # every column as wide as its title and figures (Qt's stretched last column kept
        # or cut it at random); the last takes what room is left, again at each resize
        head = t.horizontalHeader()
        head.setStretchLastSection(False)
        head.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        head.setSectionResizeMode(t.columnCount() - 1, QHeaderView.ResizeMode.Fixed)
        fill_width(t)
        if money is None:
            self.money_note.setText(tr("Set a price per whist in Settings (Players and "
                                       "stakes) to see the settlement in money."))
        else:
            self.money_note.setText(tr("One whist is worth {price}.").format(
                price=pulka_texts.money_text(1, money).lstrip("+")))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Resize and watched is self.settle_table.viewport():
            fill_width(self.settle_table)
        return False


def fill_width(t: QTableWidget) -> None:
    """The last column of ``t`` (the others as wide as their titles and figures) as wide as
    its own and the room left (a settlement reads across the whole sheet): a sheet narrower
    than the figures scrolls, one as wide shows no scroll bar, and no column is ever cut."""
    n = t.columnCount()
    if not n:
        return
    head = t.horizontalHeader()
    own = max(t.sizeHintForColumn(n - 1), head.sectionSizeHint(n - 1))
    others = sum(head.sectionSize(c) for c in range(n - 1))
    head.resizeSection(n - 1, max(own, t.viewport().width() - others))
