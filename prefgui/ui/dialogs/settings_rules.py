"""The settings dialog's Rules page: the variant, its paragraph, the "Rules of this table"
button, and every option of the variant grouped by phase, each with its meaning and its
default. Changing the variant shows its options at their defaults.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from prefgui.engine.errors import PrefError
from prefgui.engine.options import OPTIONS, option_to_json
from prefgui.engine.rules import Rules
from prefgui.ui.dialogs.amount_field import AmountField
from prefgui.ui.dialogs.list_field import LevelsField, NumbersField
from prefgui.ui.dialogs.option_editor import OptionEditor, option_description
from prefgui.ui.dialogs.wheel_guard import guard_wheel
from prefgui.ui.words import texts
from prefgui.ui.words.texts import tr
from prefgui.ui.words.variant_texts import variant_paragraph

__all__ = ["PHASE_TITLES", "VARIANT_CHOICES", "RulesPage"]

# Marked for lupdate, which knows QT_TRANSLATE_NOOP only by that name (an alias hides the
# texts from it); tr() translates them at run time.
VARIANT_CHOICES = (
    ("austrian", QT_TRANSLATE_NOOP("", "Austrian")),
    ("illustrated", QT_TRANSLATE_NOOP("", "Illustrated")),
    ("balkan", QT_TRANSLATE_NOOP("", "Western Balkan")),
    ("hungarian", QT_TRANSLATE_NOOP("", "Hungarian")),
    ("swabian", QT_TRANSLATE_NOOP("", "Danube Swabian")),
    ("american", QT_TRANSLATE_NOOP("", "American")),
    ("sochi", QT_TRANSLATE_NOOP("", "Russian: Sochi")),
    ("leningrad", QT_TRANSLATE_NOOP("", "Russian: Leningrad")),
    ("rostov", QT_TRANSLATE_NOOP("", "Russian: Rostov")),
)
PHASE_TITLES = {
    "table": QT_TRANSLATE_NOOP("", "Table"),
    "auction": QT_TRANSLATE_NOOP("", "Auction"),
    "talon": QT_TRANSLATE_NOOP("", "Talon"),
    "defence": QT_TRANSLATE_NOOP("", "Defence"),
    "play": QT_TRANSLATE_NOOP("", "Play"),
    "scoring": QT_TRANSLATE_NOOP("", "Scoring"),
    "bonuses": QT_TRANSLATE_NOOP("", "Bonuses"),
    "conventions": QT_TRANSLATE_NOOP("", "Defender conventions"),
}


class RulesPage(QWidget):
    """The variant and its options.

    ``variant_chosen`` is emitted when the player picks another variant, ``changed`` when
    an option changes, ``rules_asked`` when he asks for the rules of the table.
    """

    variant_chosen = Signal(str)
    changed = Signal()
    rules_asked = Signal()

    def __init__(self, variant: str) -> None:
        super().__init__()
        self.editors: dict[str, OptionEditor] = {}
        self.option_labels: dict[str, tuple[QLabel, QLabel]] = {}  # name, description
        lay = QVBoxLayout(self)
        row = QHBoxLayout()
        row.addWidget(QLabel(tr("Variant")))
        self.variant = QComboBox()
        for key, title in VARIANT_CHOICES:
            self.variant.addItem(tr(str(title)), key)
        self.variant.setCurrentIndex(max(0, self.variant.findData(variant)))
        self.variant.currentIndexChanged.connect(
            lambda _i: self.variant_chosen.emit(self.variant_key()))
        row.addWidget(self.variant, 1)
        lay.addLayout(row)
        self.variant_about = QLabel()
        self.variant_about.setWordWrap(True)
        self.variant_about.setTextFormat(Qt.TextFormat.PlainText)
        lay.addWidget(self.variant_about)
        self.rules_button = QPushButton(tr("Rules of this table…"))
        self.rules_button.setToolTip(tr("The whole rules, written from the options chosen "
                                        "below."))
        self.rules_button.clicked.connect(self.rules_asked)
        lay.addWidget(self.rules_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.options_area = QScrollArea()
        self.options_area.setWidgetResizable(True)
        lay.addWidget(self.options_area, 1)

    def variant_key(self) -> str:
        return str(self.variant.currentData())

    def show_about(self, pack: str) -> None:
        """The chosen variant's paragraph, in ``pack``'s suit names."""
        self.variant_about.setText(variant_paragraph(self.variant_key(), pack))

    def load(self, variant: str, overrides: dict[str, object]) -> None:
        """Show the options of ``variant`` at their defaults, then ``overrides``."""
        fam = Rules(variant).variant
        inner = QWidget()
        lay = QVBoxLayout(inner)
        self.editors = {}
        self.option_labels = {}
        for phase, title in PHASE_TITLES.items():
            specs = [o for o in OPTIONS if o.phase == phase and fam in o.defaults]
            if not specs:
                continue
            box = QGroupBox(tr(str(title)))
            form = QFormLayout(box)
            # A name longer than its column puts the field under it: nothing is cut off.
            form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
            for spec in specs:
                ed = OptionEditor(spec, spec.defaults[fam], fam)
                if spec.name in overrides:
                    try:
                        value = Rules(variant, {spec.name: overrides[spec.name]}).options[
                            spec.name]
                        ed.set(value)
                    except PrefError:
                        pass
                self._connect(ed)
                self.editors[spec.name] = ed
                label = QLabel(f"<b>{texts.option_title(spec.name)}</b>")
                label.setToolTip(tr("In deal records: {name}").format(name=spec.name))
                about = QLabel(option_description(spec, spec.defaults[fam]))
                about.setWordWrap(True)
                about.setObjectName("option_description")
                about.setTextFormat(Qt.TextFormat.PlainText)
                about.setForegroundRole(QPalette.ColorRole.PlaceholderText)
                form.addRow(label, ed.widget)
                form.addRow(about)
                self.option_labels[spec.name] = (label, about)
            lay.addWidget(box)
        lay.addStretch(1)
        self.options_area.setWidget(inner)
        guard_wheel(inner)

    def _connect(self, ed: OptionEditor) -> None:
        w = ed.widget
        if isinstance(w, QCheckBox):
            w.toggled.connect(self.changed)
        elif isinstance(w, QComboBox):
            w.currentIndexChanged.connect(self.changed)
        elif isinstance(w, QSpinBox):
            w.valueChanged.connect(self.changed)
        elif isinstance(w, AmountField | LevelsField | NumbersField):
            w.changed.connect(self.changed)

    def overrides(self) -> dict[str, object]:
        """The options that differ from the variant's defaults, as record values."""
        fam = Rules(self.variant_key()).variant
        out: dict[str, object] = {}
        for name, ed in self.editors.items():
            value = ed.get()
            default_json = option_to_json(ed.spec.defaults[fam])
            if value != default_json or type(value) is not type(default_json):
                out[name] = value
        return out

    def problem(self) -> str:
        """What is wrong with an option's value as typed, in words ('' if nothing)."""
        for name, ed in self.editors.items():
            problem = ed.problem()
            if problem:
                return tr("{option}: {problem}").format(option=texts.option_title(name),
                                                        problem=problem)
        return ""
