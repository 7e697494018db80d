"""An amount option of the American game in a player's words: the pot's reward (one amount,
or one per trump suit) and the failing declarer's payment (an amount, or the same as the
reward). Replaces typing a record value such as ``{"S": 4, "C": 6, "D": 8, "H": 10}``."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QSpinBox, QWidget

from prefgui.engine.cards import FRENCH_SYMBOLS

SUITS = "SCDH"  # the record's keys, in the order of FRENCH_SYMBOLS (♠ ♣ ♦ ♥)
MODES = {
    "payout": (("amount", QT_TRANSLATE_NOOP("AmountField", "one amount")),
               ("per_suit", QT_TRANSLATE_NOOP("AmountField", "an amount per trump suit"))),
    "penalty": (("amount", QT_TRANSLATE_NOOP("AmountField", "an amount")),
                ("reward", QT_TRANSLATE_NOOP("OptionValues", "the same as the reward"))),
}


def _spin() -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(0, 9999)
    return spin


class AmountField(QWidget):
    """A choice of form (a combo box) and the amounts it needs (spin boxes).

    Args:
        kind: ``"payout"`` (a number or one per suit) or ``"penalty"`` (a number or
            ``"reward"``), the option table's ``PAYOUT`` and ``PENALTY``.
    """

    changed = Signal()

    def __init__(self, kind: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind = kind
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.mode = QComboBox()
        for key, text in MODES[kind]:
            context = "OptionValues" if key == "reward" else "AmountField"
            self.mode.addItem(QCoreApplication.translate(context, str(text)), key)
        lay.addWidget(self.mode)
        self.amount = _spin()
        lay.addWidget(self.amount)
        self.suits: list[QSpinBox] = []
        self.suit_labels: list[QLabel] = []
        if kind == "payout":
            for symbol in FRENCH_SYMBOLS:
                label, spin = QLabel(symbol), _spin()
                label.setBuddy(spin)
                lay.addWidget(label)
                lay.addWidget(spin)
                self.suit_labels.append(label)
                self.suits.append(spin)
        lay.addStretch(1)
        self.mode.currentIndexChanged.connect(self._show_mode)
        for spin in (self.amount, *self.suits):
            spin.valueChanged.connect(self.changed)
        self._show_mode()

    def _show_mode(self) -> None:
        mode = self.mode.currentData()
        self.amount.setVisible(mode == "amount")
        for w in (*self.suits, *self.suit_labels):
            w.setVisible(mode == "per_suit")
        self.changed.emit()

    def set_value(self, value: object) -> None:
        """Show a record value: an int, a suit table (pairs or a dict) or ``"reward"``."""
        table = dict(value) if isinstance(value, (tuple, dict)) else None
        if table is not None and self.kind == "payout":
            for spin, suit in zip(self.suits, SUITS, strict=True):
                spin.setValue(int(table.get(suit, 0)))
            self.mode.setCurrentIndex(self.mode.findData("per_suit"))
        elif value == "reward" and self.kind == "penalty":
            self.mode.setCurrentIndex(self.mode.findData("reward"))
        else:
            self.amount.setValue(value if isinstance(value, int) else 0)
            for spin in self.suits:
                spin.setValue(value if isinstance(value, int) else 0)
            self.mode.setCurrentIndex(self.mode.findData("amount"))

    def value(self) -> object:
        """The record value shown: an int, ``{"S": n, …}`` or ``"reward"``."""
        mode = self.mode.currentData()
        if mode == "per_suit":
            return {suit: spin.value() for suit, spin in zip(SUITS, self.suits, strict=True)}
        if mode == "reward":
            return "reward"
        return self.amount.value()
