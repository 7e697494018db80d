"""The settings dialog's "Players and stakes" page: three or four at the table, the players'
names and the computer players' strength, and the stakes the variant plays for (the pot
contribution and the unit; a whist's price for the Russian game; the bula of the Western
Balkan sheet).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from prefgui.engine.options import canonical_variant
from prefgui.engine.rules import Rules
from prefgui.engine.vocab import Variant
from prefgui.session.match import TableSettings
from prefgui.session.settings import BULA_SIZES, AppSettings, is_whist_price
from prefgui.ui.words import texts
from prefgui.ui.words.numbers import decimal_point, decimal_text
from prefgui.ui.words.texts import tr

__all__ = ["LEVELS", "TablePage"]

LEVELS = (("beginner", QT_TRANSLATE_NOOP("", "Beginner")),
          ("club", QT_TRANSLATE_NOOP("", "Club")),
          ("expert", QT_TRANSLATE_NOOP("", "Expert")))


class TablePage(QWidget):
    """The players and the stakes; ``changed`` when the players or a whist's price change.

    Args:
        variant: the variant chosen on the Rules page now.
    """

    changed = Signal()

    def __init__(self, current: AppSettings, variant: Callable[[], str]) -> None:
        super().__init__()
        self._current = current
        self._variant = variant
        form = self.table_form = QFormLayout(self)
        t = current.table
        self.players = QComboBox()
        self.players.addItem(tr("Three at the table"), 3)
        self.players.addItem(tr("Four at the table (the dealer sits out)"), 4)
        self.players.setCurrentIndex(0 if t.players == 3 else 1)
        self.players.currentIndexChanged.connect(self._on_players)
        form.addRow(tr("Players"), self.players)
        self._add_names(form, t)
        self.contribution = QSpinBox()
        self.contribution.setRange(1, 1000)
        self.contribution.setValue(t.contribution)
        form.addRow(tr("Pot contribution (units per player)"), self.contribution)
        self.unit = QLineEdit(current.unit)
        form.addRow(tr("One unit is worth"), self.unit)
        # shown with the language's decimal separator, stored with a point
        self.whist_price = QLineEdit(current.whist_price.replace(".", decimal_point()))
        self.whist_price.setPlaceholderText(tr("none: the settlement in whists only"))
        self.whist_price.setToolTip(tr("What one whist is worth in money, such as {price}; the "
                                       "end of a pulka then settles in money too.").format(
            price=decimal_text(0.1, 1)))
        self.whist_price.textChanged.connect(self.changed)
        form.addRow(tr("Price of a whist"), self.whist_price)
        self.bula = QComboBox()
        sizes = sorted(set(BULA_SIZES) | {current.bula})
        for size in sizes:
            self.bula.addItem(tr("{n} each").format(n=size) if size else
                              tr("no end (from zero)"), size)
        self.bula.setCurrentIndex(max(0, self.bula.findData(current.bula)))
        self.bula.setToolTip(tr("The bula every player starts a sheet with (bule and supe); "
                                "the sheet is over when the bule reach zero together, and the "
                                "next deal starts a new one."))
        form.addRow(tr("Bula per player"), self.bula)
        self.update_players_allowed()

    def _add_names(self, form: QFormLayout, t: TableSettings) -> None:
        """A row per seat: the name, and a computer player's strength."""
        self.name_edits: list[QLineEdit] = []
        self.level_boxes: list[QComboBox] = []
        names = list(t.names) + list(texts.SEAT_DEFAULT_NAMES[len(t.names):])
        levels = list(t.levels) + ["club"] * (4 - len(t.levels))
        self.name_rows: list[QWidget] = []
        for seat in range(4):
            row = QWidget()
            hl = QHBoxLayout(row)
            hl.setContentsMargins(0, 0, 0, 0)
            edit = QLineEdit(texts.player_name(names[seat]))
            edit.setMaxLength(24)
            hl.addWidget(edit, 1)
            self.name_edits.append(edit)
            if seat:
                box = QComboBox()
                for key, title in LEVELS:
                    box.addItem(tr(str(title)), key)
                box.setCurrentIndex(max(0, box.findData(levels[seat])))
                strength = QLabel(tr("Strength"))
                strength.setBuddy(box)
                hl.addWidget(strength)
                hl.addWidget(box)
                box.setToolTip(tr("How well this computer player plays"))
                self.level_boxes.append(box)
            label = tr("Your name") if seat == 0 else tr("Opponent {n}").format(n=seat)
            form.addRow(label, row)
            self.name_rows.append(row)

    def count(self) -> int:
        """How many play at the table."""
        return int(self.players.currentData())

    def update_stakes(self) -> None:
        """The pot contribution and the unit for the European and American games; the
        price of a whist for the Russian game (a pulka has no pot)."""
        rules = Rules(self._variant())
        for field in (self.contribution, self.unit):
            self.table_form.setRowVisible(field, not rules.is_russian)
        self.table_form.setRowVisible(self.whist_price, rules.is_russian)
        self.table_form.setRowVisible(self.bula, rules.variant == Variant.BALKAN)

    def _on_players(self) -> None:
        self.update_players_allowed()
        self.changed.emit()

    def update_players_allowed(self) -> None:
        four_possible = 4 in Variant(canonical_variant(self._variant())).players
        if not four_possible and self.players.currentData() == 4:
            self.players.setCurrentIndex(0)
        self.players.model().item(1).setEnabled(four_possible)  # type: ignore[attr-defined]
        four = self.players.currentData() == 4
        self.table_form.setRowVisible(self.name_rows[3], four)  # its label too

    def table(self, variant: str, overrides: dict[str, object]) -> TableSettings:
        """The table of ``variant`` with these players and stakes."""
        n = self.count()
        names = tuple(texts.stored_name(e.text(), i) for i, e in enumerate(self.name_edits[:n]))
        levels = ("human",) + tuple(str(b.currentData()) for b in self.level_boxes[:n - 1])
        return TableSettings(variant, overrides, n, names, levels, self.contribution.value())

    def typed_price(self) -> str:
        """The price typed, in the stored form: a decimal comma (as Russian, Czech, German…
        players write it) or a point."""
        return self.whist_price.text().strip().replace(",", ".")

    def whist_price_text(self) -> str:
        """The price typed, or the one before when what was typed is not a price (the
        field is only checked, and shown, for the Russian game)."""
        price = self.typed_price()
        return price if is_whist_price(price) else self._current.whist_price
