"""The settings dialog: variant and every rule option, pack and theme, players, stakes,
conventions, animation speed and language. Takes an ``AppSettings``, returns one.

Options come from the engine's canonical option table, grouped by phase, each with its
one-line meaning and its default marked. Changing the variant resets its options to the
defaults. Impossible combinations are explained (the engine says why) and the dialog
cannot be accepted until they are fixed; nothing is silently corrected. Rules never change
in the middle of a deal: they apply from the next deal.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSize, Qt
from PySide6.QtGui import QPalette, QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from prefgui.engine.errors import PrefError
from prefgui.engine.options import (
    EXIT_LEVELS,
    HALF_LEVELS,
    INT,
    LIST_KINDS,
    OPTIONS,
    PAYOUT,
    POSITIVE,
    OptionSpec,
    OptionValue,
    canonical_variant,
    option_to_json,
)
from prefgui.engine.rules import Rules
from prefgui.engine.vocab import Variant
from prefgui.session.match import TableSettings
from prefgui.session.settings import BULA_SIZES, TRICK_PAUSE_MS, AppSettings, is_whist_price
from prefgui.ui.dialogs.amount_field import AmountField
from prefgui.ui.dialogs.list_field import LevelsField, NumbersField
from prefgui.ui.dialogs.wheel_guard import guard_wheel
from prefgui.ui.table.theme import available_themes, load_theme
from prefgui.ui.words import error_texts, file_messages, languages, texts
from prefgui.ui.words.numbers import decimal_point, decimal_text
from prefgui.ui.words.texts import tr
from prefgui.ui.words.variant_texts import variant_paragraph

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
LEVELS = (("beginner", QT_TRANSLATE_NOOP("", "Beginner")),
          ("club", QT_TRANSLATE_NOOP("", "Club")),
          ("expert", QT_TRANSLATE_NOOP("", "Expert")))
SPEED_CHOICES = (("slow", QT_TRANSLATE_NOOP("", "Slow")),
                 ("normal", QT_TRANSLATE_NOOP("", "Normal")),
                 ("fast", QT_TRANSLATE_NOOP("", "Fast")),
                 ("off", QT_TRANSLATE_NOOP("", "Off")))
COACH_CHOICES = (("warn", QT_TRANSLATE_NOOP("", "Warn before the card")),
                 ("notes", QT_TRANSLATE_NOOP("", "Notes after the trick")),
                 ("off", QT_TRANSLATE_NOOP("", "Off")))


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


def fitted_size(free: QSize | None) -> QSize:
    """The dialog's size on a screen with ``free`` room: 760×640, less on a small screen
    (room left for the window frame and the panel)."""
    if free is None:
        return QSize(760, 640)
    return QSize(min(760, free.width() - 40), min(640, free.height() - 60))


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


class SettingsDialog(QDialog):
    """Edit an ``AppSettings``; ``result_settings()`` after ``exec()`` returns Accepted."""

    def __init__(self, current: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Settings"))
        self.current = current
        self.editors: dict[str, OptionEditor] = {}
        self.option_labels: dict[str, tuple[QLabel, QLabel]] = {}  # name, description
        self.tabs = QTabWidget()
        self.tabs.addTab(self._rules_tab(), tr("Rules"))
        self.tabs.addTab(self._table_tab(), tr("Players and stakes"))
        self.tabs.addTab(self._cards_tab(), tr("Cards and display"))
        self.problem = QLabel()
        self.problem.setStyleSheet("color: #b00020;")
        self.problem.setWordWrap(True)
        note = QLabel(tr("Rule changes apply from the next deal. Another variant or number "
                         "of players starts a new session; the current one stays in the "
                         "saved sessions."))
        note.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        # It resets the rule options only, so it says so and shows on the Rules tab only.
        restore = self.restore_button = self.buttons.addButton(
            tr("Restore default rules"), QDialogButtonBox.ButtonRole.ResetRole)
        restore.clicked.connect(self.restore_defaults)
        self.tabs.currentChanged.connect(lambda i: restore.setVisible(i == 0))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.tabs)
        lay.addWidget(self.problem)
        lay.addWidget(note)
        lay.addWidget(self.buttons)
        self._fit_screen()
        self._load_variant(current.table.variant, dict(current.table.options))
        self.validate()

    def _fit_screen(self) -> None:
        """Open at the preferred size, or smaller on a small screen (a 1024×640 one)."""
        screen = self.screen() or QApplication.primaryScreen()
        self.resize(fitted_size(screen.availableGeometry().size() if screen else None))

    # tabs ----------------------------------------------------------------------------------
    def _rules_tab(self) -> QWidget:
        host = QWidget()
        lay = QVBoxLayout(host)
        row = QHBoxLayout()
        row.addWidget(QLabel(tr("Variant")))
        self.variant = QComboBox()
        for key, title in VARIANT_CHOICES:
            self.variant.addItem(tr(str(title)), key)
        self.variant.setCurrentIndex(max(0, self.variant.findData(self.current.table.variant)))
        self.variant.currentIndexChanged.connect(
            lambda _i: self._load_variant(str(self.variant.currentData()), {}))
        row.addWidget(self.variant, 1)
        lay.addLayout(row)
        self.variant_about = QLabel()
        self.variant_about.setWordWrap(True)
        self.variant_about.setTextFormat(Qt.TextFormat.PlainText)
        lay.addWidget(self.variant_about)
        self.rules_button = QPushButton(tr("Rules of this table…"))
        self.rules_button.setToolTip(tr("The whole rules, written from the options chosen "
                                        "below."))
        self.rules_button.clicked.connect(self._show_table_rules)
        lay.addWidget(self.rules_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.options_area = QScrollArea()
        self.options_area.setWidgetResizable(True)
        lay.addWidget(self.options_area, 1)
        return host

    def _load_variant(self, variant: str, overrides: dict[str, object]) -> None:
        """Show the options of ``variant`` at their defaults, then ``overrides``."""
        fam = Rules(variant).variant
        self._show_variant_about()
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
        if hasattr(self, "players"):
            self._update_players_allowed()
        self._update_stakes()
        self.validate()

    def _connect(self, ed: OptionEditor) -> None:
        w = ed.widget
        if isinstance(w, QCheckBox):
            w.toggled.connect(self.validate)
        elif isinstance(w, QComboBox):
            w.currentIndexChanged.connect(self.validate)
        elif isinstance(w, QSpinBox):
            w.valueChanged.connect(self.validate)
        elif isinstance(w, AmountField | LevelsField | NumbersField):
            w.changed.connect(self.validate)

    def _table_tab(self) -> QWidget:
        host = QWidget()
        form = self.table_form = QFormLayout(host)
        t = self.current.table
        self.players = QComboBox()
        self.players.addItem(tr("Three at the table"), 3)
        self.players.addItem(tr("Four at the table (the dealer sits out)"), 4)
        self.players.setCurrentIndex(0 if t.players == 3 else 1)
        self.players.currentIndexChanged.connect(self._on_players)
        form.addRow(tr("Players"), self.players)
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
        self.contribution = QSpinBox()
        self.contribution.setRange(1, 1000)
        self.contribution.setValue(t.contribution)
        form.addRow(tr("Pot contribution (units per player)"), self.contribution)
        self.unit = QLineEdit(self.current.unit)
        form.addRow(tr("One unit is worth"), self.unit)
        # shown with the language's decimal separator, stored with a point
        self.whist_price = QLineEdit(self.current.whist_price.replace(".", decimal_point()))
        self.whist_price.setPlaceholderText(tr("none: the settlement in whists only"))
        self.whist_price.setToolTip(tr("What one whist is worth in money, such as {price}; the "
                                       "end of a pulka then settles in money too.").format(
            price=decimal_text(0.1, 1)))
        self.whist_price.textChanged.connect(self.validate)
        form.addRow(tr("Price of a whist"), self.whist_price)
        self.bula = QComboBox()
        sizes = sorted(set(BULA_SIZES) | {self.current.bula})
        for size in sizes:
            self.bula.addItem(tr("{n} each").format(n=size) if size else
                              tr("no end (from zero)"), size)
        self.bula.setCurrentIndex(max(0, self.bula.findData(self.current.bula)))
        self.bula.setToolTip(tr("The bula every player starts a sheet with (bule and supe); "
                                "the sheet is over when the bule reach zero together, and the "
                                "next deal starts a new one."))
        form.addRow(tr("Bula per player"), self.bula)
        self._update_players_allowed()
        return host

    def _update_stakes(self) -> None:
        """The pot contribution and the unit for the European and American games; the
        price of a whist for the Russian game (a pulka has no pot)."""
        if not hasattr(self, "whist_price"):
            return
        russian = self._is_russian()
        for field in (self.contribution, self.unit):
            self.table_form.setRowVisible(field, not russian)
        self.table_form.setRowVisible(self.whist_price, russian)
        self.table_form.setRowVisible(
            self.bula, Rules(str(self.variant.currentData())).variant == Variant.BALKAN)

    def _is_russian(self) -> bool:
        return Rules(str(self.variant.currentData())).is_russian

    def _cards_tab(self) -> QWidget:
        host = QWidget()
        form = QFormLayout(host)
        self.theme = QComboBox()
        for info in available_themes():
            self.theme.addItem(texts.theme_title(info.name, info.title), info.name)
        self.theme.setCurrentIndex(max(0, self.theme.findData(self.current.theme)))
        self.theme.currentIndexChanged.connect(self._update_preview)
        self.theme.currentIndexChanged.connect(lambda _i: self._show_variant_about())
        form.addRow(tr("Cards"), self.theme)
        self.back = QComboBox()
        self.preview = QLabel()
        self.preview.setMinimumHeight(130)
        self.back.currentIndexChanged.connect(self._update_preview)
        form.addRow(tr("Card back"), self.back)
        form.addRow(tr("Preview"), self.preview)
        self.deck_problem = QLabel()  # a deck that cannot be drawn says so here
        self.deck_problem.setWordWrap(True)
        self.deck_problem.setVisible(False)
        form.addRow("", self.deck_problem)
        self.speed = QComboBox()
        for key, title in SPEED_CHOICES:
            self.speed.addItem(tr(str(title)), key)
        self.speed.setCurrentIndex(max(0, self.speed.findData(self.current.speed)))
        form.addRow(tr("Animation speed"), self.speed)
        self.trick_pause = QDoubleSpinBox()
        lo, hi = TRICK_PAUSE_MS
        self.trick_pause.setRange(lo / 1000, hi / 1000)
        self.trick_pause.setDecimals(1)
        self.trick_pause.setSingleStep(0.5)
        self.trick_pause.setValue(self.current.trick_pause / 1000)
        form.addRow(tr("Pause after a complete trick (seconds)"), self.trick_pause)
        self.coach = QComboBox()
        for key, title in COACH_CHOICES:
            self.coach.addItem(tr(str(title)), key)
        self.coach.setCurrentIndex(max(0, self.coach.findData(self.current.coach)))
        form.addRow(tr("Coach"), self.coach)
        coach_russian = QLabel(tr(
            "In the Russian game the coach gives no notes on the defenders' conventions "
            "(C1–C3 belong to the European game); the hint (H) shows the Expert's choice, "
            "why, and the whists or tricks it expects of every option."))
        coach_russian.setWordWrap(True)
        form.addRow("", coach_russian)
        self.partner_notes = QCheckBox(tr("Notes on your partner's leads (C2, C3)"))
        self.partner_notes.setChecked(self.current.partner_notes)
        form.addRow("", self.partner_notes)
        self.language = QComboBox()
        self.language.addItem(tr("System default"), "system")
        for code, name in languages.available_languages():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(self.current.language)))
        form.addRow(tr("Language"), self.language)
        self._update_preview()
        return host

    # behaviour ------------------------------------------------------------------------------
    def _update_preview(self) -> None:
        theme = load_theme(str(self.theme.currentData() or "prefgui-french"))
        if self.back.count() == 0 or self.back.property("theme") != theme.name:
            self.back.blockSignals(True)
            self.back.clear()
            for name in theme.backs():
                self.back.addItem(texts.back_name(name), name)
            self.back.setCurrentIndex(max(0, self.back.findData(self.current.back)))
            self.back.setProperty("theme", theme.name)
            self.back.blockSignals(False)
        if self.back.currentData():
            theme.back = str(self.back.currentData())
        width = 70
        pm = QPixmap(width * 5 + 40, int(width * 1.5) + 4)
        pm.fill(Qt.GlobalColor.transparent)
        from PySide6.QtGui import QPainter

        p = QPainter(pm)
        for i, card in enumerate((31, 14, 29, 7)):  # A♥ Q♣ J♥ A♠: a few faces
            p.drawPixmap(i * (width + 8), 0, theme.pixmap(card, width))
        p.drawPixmap(4 * (width + 8), 0, theme.pixmap(None, width))
        p.end()
        self.preview.setPixmap(pm)
        refused = theme.refused
        self.deck_problem.setText(file_messages.deck_refused_text(theme.title, refused)
                                  if refused else "")
        self.deck_problem.setVisible(bool(refused))

    def _on_players(self) -> None:
        self._update_players_allowed()
        self.validate()

    def _update_players_allowed(self) -> None:
        four_possible = 4 in Variant(canonical_variant(str(self.variant.currentData()))).players
        if not four_possible and self.players.currentData() == 4:
            self.players.setCurrentIndex(0)
        self.players.model().item(1).setEnabled(four_possible)  # type: ignore[attr-defined]
        four = self.players.currentData() == 4
        self.table_form.setRowVisible(self.name_rows[3], four)  # its label too

    def overrides(self) -> dict[str, object]:
        fam = Rules(str(self.variant.currentData())).variant
        out: dict[str, object] = {}
        for name, ed in self.editors.items():
            value = ed.get()
            default_json = option_to_json(ed.spec.defaults[fam])
            if value != default_json or type(value) is not type(default_json):
                out[name] = value
        return out

    def validate(self) -> bool:
        """Check the combination with the engine; explain a problem, never correct it."""
        if not hasattr(self, "buttons"):
            return False
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        for name, ed in self.editors.items():
            problem = ed.problem()
            if problem:
                self.problem.setText(tr("{option}: {problem}").format(
                    option=texts.option_title(name), problem=problem))
                ok.setEnabled(False)
                return False
        price = self._typed_price() if hasattr(self, "whist_price") else ""
        if self._is_russian() and not is_whist_price(price):
            self.problem.setText(tr("Price of a whist: write a plain number such as {price} "
                                    "or 5, or leave it empty.").format(
                price=decimal_text(0.1, 1)))
            ok.setEnabled(False)
            return False
        try:
            Rules(str(self.variant.currentData()), self.overrides(),
                  int(self.players.currentData()) if hasattr(self, "players") else 3)
        except PrefError as e:
            self.problem.setText(tr("These rules cannot be played together: {reason}")
                                 .format(reason=error_texts.option_error_text(e)))
            self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)
            return False
        self.problem.setText("")
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(True)
        return True

    def _show_variant_about(self) -> None:
        """The chosen variant's paragraph, in the chosen pack's suit names."""
        theme = self.theme.currentData() if hasattr(self, "theme") else self.current.theme
        pack = load_theme(str(theme or "prefgui-french")).pack
        self.variant_about.setText(variant_paragraph(str(self.variant.currentData()), pack))

    def table_rules(self) -> Rules | None:
        """The rules the dialog's choices make (None while they cannot be played together)."""
        try:
            return Rules(str(self.variant.currentData()), self.overrides(),
                         int(self.players.currentData()) if hasattr(self, "players") else 3)
        except PrefError:
            return None

    def _show_table_rules(self) -> None:
        """Help → Rules for the choices on screen, before they are accepted."""
        from prefgui.ui.dialogs.rules import show_rules

        rules = self.table_rules()
        if rules is None:
            self.validate()  # says why
            return
        theme = self.theme.currentData() if hasattr(self, "theme") else self.current.theme
        show_rules(self, rules, load_theme(str(theme or "prefgui-french")).pack)

    def restore_defaults(self) -> None:
        self._load_variant(str(self.variant.currentData()), {})

    def _typed_price(self) -> str:
        """The price typed, in the stored form: a decimal comma (as Russian, Czech, German…
        players write it) or a point."""
        return self.whist_price.text().strip().replace(",", ".")

    def _whist_price(self) -> str:
        """The price typed, or the one before when what was typed is not a price (the
        field is only checked, and shown, for the Russian game)."""
        price = self._typed_price()
        return price if is_whist_price(price) else self.current.whist_price

    def result_settings(self) -> AppSettings:
        n = int(self.players.currentData())
        names = tuple(texts.stored_name(e.text(), i) for i, e in enumerate(self.name_edits[:n]))
        levels = ("human",) + tuple(str(b.currentData()) for b in self.level_boxes[:n - 1])
        table = TableSettings(str(self.variant.currentData()), self.overrides(), n, names,
                              levels, self.contribution.value())
        theme = str(self.theme.currentData() or "prefgui-french")
        pack = load_theme(theme).pack
        return replace(self.current, table=table, theme=theme, pack=pack,
                       back=str(self.back.currentData() or self.current.back),
                       speed=str(self.speed.currentData()),
                       coach=str(self.coach.currentData()),
                       partner_notes=self.partner_notes.isChecked(),
                       language=str(self.language.currentData()),
                       unit=self.unit.text().strip() or "1",
                       whist_price=self._whist_price(),
                       bula=int(self.bula.currentData()),
                       trick_pause=round(self.trick_pause.value() * 1000))
