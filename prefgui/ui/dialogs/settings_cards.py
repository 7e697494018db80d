"""The settings dialog's "Cards and display" page: the deck and its back (with a preview, and
why a deck cannot be drawn), the animation speed and the pause after a trick, the coach, and
the language.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QCheckBox, QComboBox, QDoubleSpinBox, QFormLayout, QLabel, QWidget

from prefgui.session.settings import TRICK_PAUSE_MS, AppSettings
from prefgui.ui.table.theme import available_themes, load_theme
from prefgui.ui.words import file_messages, languages, texts
from prefgui.ui.words.texts import tr

__all__ = ["COACH_CHOICES", "SPEED_CHOICES", "CardsPage"]

SPEED_CHOICES = (("slow", QT_TRANSLATE_NOOP("", "Slow")),
                 ("normal", QT_TRANSLATE_NOOP("", "Normal")),
                 ("fast", QT_TRANSLATE_NOOP("", "Fast")),
                 ("off", QT_TRANSLATE_NOOP("", "Off")))
COACH_CHOICES = (("warn", QT_TRANSLATE_NOOP("", "Warn before the card")),
                 ("notes", QT_TRANSLATE_NOOP("", "Notes after the trick")),
                 ("off", QT_TRANSLATE_NOOP("", "Off")))


def _choices(box: QComboBox, choices: tuple[tuple[str, object], ...], current: str) -> None:
    for key, title in choices:
        box.addItem(tr(str(title)), key)
    box.setCurrentIndex(max(0, box.findData(current)))


class CardsPage(QWidget):
    """The deck, the pace, the coach and the language (``theme`` changes: its pack)."""

    def __init__(self, current: AppSettings) -> None:
        super().__init__()
        self._current = current
        form = QFormLayout(self)
        self.theme = QComboBox()
        for info in available_themes():
            self.theme.addItem(texts.theme_title(info.name, info.title), info.name)
        self.theme.setCurrentIndex(max(0, self.theme.findData(current.theme)))
        self.theme.currentIndexChanged.connect(self._update_preview)
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
        _choices(self.speed, SPEED_CHOICES, current.speed)
        form.addRow(tr("Animation speed"), self.speed)
        self.trick_pause = QDoubleSpinBox()
        lo, hi = TRICK_PAUSE_MS
        self.trick_pause.setRange(lo / 1000, hi / 1000)
        self.trick_pause.setDecimals(1)
        self.trick_pause.setSingleStep(0.5)
        self.trick_pause.setValue(current.trick_pause / 1000)
        form.addRow(tr("Pause after a complete trick (seconds)"), self.trick_pause)
        self.coach = QComboBox()
        _choices(self.coach, COACH_CHOICES, current.coach)
        form.addRow(tr("Coach"), self.coach)
        coach_russian = QLabel(tr(
            "In the Russian game the coach gives no notes on the defenders' conventions "
            "(C1–C3 belong to the European game); the hint (H) shows the Expert's choice, "
            "why, and the whists or tricks it expects of every option."))
        coach_russian.setWordWrap(True)
        form.addRow("", coach_russian)
        self.partner_notes = QCheckBox(tr("Notes on your partner's leads (C2, C3)"))
        self.partner_notes.setChecked(current.partner_notes)
        form.addRow("", self.partner_notes)
        self.language = QComboBox()
        self.language.addItem(tr("System default"), "system")
        for code, name in languages.available_languages():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(current.language)))
        form.addRow(tr("Language"), self.language)
        self._update_preview()

    def theme_name(self) -> str:
        return str(self.theme.currentData() or "prefgui-french")

    def pack(self) -> str:
        """The chosen deck's pack (its suit and card names)."""
        return load_theme(self.theme_name()).pack

    def back_name(self) -> str:
        return str(self.back.currentData() or self._current.back)

    def _update_preview(self) -> None:
        theme = load_theme(self.theme_name())
        if self.back.count() == 0 or self.back.property("theme") != theme.name:
            self.back.blockSignals(True)
            self.back.clear()
            for name in theme.backs():
                self.back.addItem(texts.back_name(name), name)
            self.back.setCurrentIndex(max(0, self.back.findData(self._current.back)))
            self.back.setProperty("theme", theme.name)
            self.back.blockSignals(False)
        if self.back.currentData():
            theme.back = str(self.back.currentData())
        width = 70
        pm = QPixmap(width * 5 + 40, int(width * 1.5) + 4)
        pm.fill(Qt.GlobalColor.transparent)
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
