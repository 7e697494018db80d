"""One rule option's field in the settings dialog: a check box, a list of values (the
default marked), a number, the Russian list options' own fields, or an amount in a player's
words; and the line under it, the option's meaning and its default.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox, QWidget

from prefgui.engine.options import (
    EXIT_LEVELS,
    HALF_LEVELS,
    INT,
    LIST_KINDS,
    PAYOUT,
    POSITIVE,
    OptionSpec,
    OptionValue,
)
from prefgui.ui.dialogs.amount_field import AmountField
from prefgui.ui.dialogs.list_field import LevelsField, NumbersField
from prefgui.ui.words import texts
from prefgui.ui.words.texts import tr

__all__ = ["OptionEditor", "option_description"]


def _show(v: OptionValue, option: str = "") -> str:
    return texts.option_value(v, option)


def option_description(spec: OptionSpec, default: OptionValue) -> str:
    """The whole description of an option for the line under its field: its meaning and its
    default in the chosen variant (in words: the rules reference is for implementers, the
    player has Help → Rules and the "Rules of this table" button)."""
    meaning = QCoreApplication.translate("Options", spec.meaning)
    # a value that ends with a full stop (an abbreviation) ends the sentence: never ".."
    shown = _show(default, spec.name).rstrip(".")
    return tr("{meaning} Default: {default}.").format(meaning=meaning, default=shown)


class OptionEditor:
    """One option's widget: read and write its value.

    ``variant`` chooses the values where a variant family has its own (``hold`` in the
    Russian game, RULES §13.15). The Russian list options have editors of their own: the
    half-whist levels as a box per level, the raspasy progression and exit as a line of
    numbers that says what is wrong with it (``problem``)."""

    def __init__(self, spec: OptionSpec, default: OptionValue, variant: str = "") -> None:
        self.spec = spec
        self.default = default
        self.widget: QWidget
        values = spec.values_for(variant) if variant else spec.values
        if isinstance(values, tuple) and all(isinstance(v, bool) for v in values):
            self.widget = QCheckBox()
        elif isinstance(values, tuple):
            box = QComboBox()
            # as wide as its longest value: a form row too narrow for it puts it under its
            # name rather than cutting a value off
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            for v in values:
                box.addItem(_show(v, spec.name) + (" " + tr("(default)") if v == default
                                                   else ""), v)
            self.widget = box
        elif values in (INT, POSITIVE):
            spin = QSpinBox()
            spin.setRange(1 if values == POSITIVE else 0, 999)
            self.widget = spin
        elif values == HALF_LEVELS:
            self.widget = LevelsField((6, 7))
        elif values in LIST_KINDS:
            self.widget = NumbersField("exit" if values == EXIT_LEVELS else "progression")
        else:  # PAYOUT or PENALTY: a form and its amounts, never typed record values
            self.widget = AmountField("payout" if spec.values == PAYOUT else "penalty")
        # an option with one value in this variant (misère only as the first call, no bids
        # without the talon in the Russian game) is shown as played, never offered: changed,
        # the dialog refused the rules without saying which option
        self.widget.setEnabled(not (isinstance(values, tuple) and len(values) == 1))
        self.set(default)

    def set(self, value: OptionValue) -> None:
        w = self.widget
        if isinstance(w, QCheckBox):
            w.setChecked(bool(value))
        elif isinstance(w, QComboBox):
            w.setCurrentIndex(max(0, w.findData(value)))
        elif isinstance(w, QSpinBox):
            w.setValue(int(value) if isinstance(value, int) else 0)
        elif isinstance(w, LevelsField | NumbersField):
            w.set_value(tuple(x for x in value if isinstance(x, int))
                        if isinstance(value, tuple) else ())
        elif isinstance(w, AmountField):
            w.set_value(value)

    def get(self) -> object:
        w = self.widget
        if isinstance(w, QCheckBox):
            return w.isChecked()
        if isinstance(w, QComboBox):
            return w.currentData()
        if isinstance(w, QSpinBox):
            return w.value()
        if isinstance(w, LevelsField | NumbersField):
            return w.value()
        assert isinstance(w, AmountField)
        return w.value()

    def problem(self) -> str:
        """What is wrong with the value typed (a list of numbers), in words; empty if
        nothing."""
        w = self.widget
        return w.problem() if isinstance(w, NumbersField) else ""
