"""The settings dialog: variant and every rule option, pack and theme, players, stakes,
conventions, animation speed and language. Takes an ``AppSettings``, returns one.

Options come from the engine's canonical option table, grouped by phase, each with its
one-line meaning and its default marked. Changing the variant resets its options to the
defaults. Impossible combinations are explained (the engine says why) and the dialog
cannot be accepted until they are fixed; nothing is silently corrected. Rules never change
in the middle of a deal: they apply from the next deal.

One page a tab: :class:`~prefgui.ui.dialogs.settings_rules.RulesPage` (the variant and its
options, each an :class:`~prefgui.ui.dialogs.option_editor.OptionEditor`),
:class:`~prefgui.ui.dialogs.settings_table.TablePage` (players and stakes) and
:class:`~prefgui.ui.dialogs.settings_cards.CardsPage` (cards and display); the dialog checks
their combination and makes the settings.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QSize
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from prefgui.engine.errors import PrefError
from prefgui.engine.rules import Rules
from prefgui.session.settings import AppSettings, is_whist_price
from prefgui.ui.dialogs.option_editor import OptionEditor, option_description
from prefgui.ui.dialogs.settings_cards import CardsPage
from prefgui.ui.dialogs.settings_rules import VARIANT_CHOICES, RulesPage
from prefgui.ui.dialogs.settings_table import TablePage
from prefgui.ui.table.theme import load_theme
from prefgui.ui.words import error_texts
from prefgui.ui.words.numbers import decimal_text
from prefgui.ui.words.texts import tr

__all__ = ["VARIANT_CHOICES", "OptionEditor", "SettingsDialog", "fitted_size",
           "option_description"]


def fitted_size(free: QSize | None) -> QSize:
    """The dialog's size on a screen with ``free`` room: 760×640, less on a small screen
    (room left for the window frame and the panel)."""
    if free is None:
        return QSize(760, 640)
    return QSize(min(760, free.width() - 40), min(640, free.height() - 60))


class SettingsDialog(QDialog):
    """Edit an ``AppSettings``; ``result_settings()`` after ``exec()`` returns Accepted."""

    def __init__(self, current: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Settings"))
        self.current = current
        self.rules_page = RulesPage(current.table.variant)
        self.table_page = TablePage(current, self.rules_page.variant_key)
        self.cards_page = CardsPage(current)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.rules_page, tr("Rules"))
        self.tabs.addTab(self.table_page, tr("Players and stakes"))
        self.tabs.addTab(self.cards_page, tr("Cards and display"))
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
        self.rules_page.variant_chosen.connect(lambda v: self._load_variant(v, {}))
        self.rules_page.changed.connect(self.validate)
        self.rules_page.rules_asked.connect(self._show_table_rules)
        self.table_page.changed.connect(self.validate)
        self.cards_page.theme.currentIndexChanged.connect(
            lambda _i: self.rules_page.show_about(self.cards_page.pack()))
        self._fit_screen()
        self._load_variant(current.table.variant, dict(current.table.options))

    def _fit_screen(self) -> None:
        """Open at the preferred size, or smaller on a small screen (a 1024×640 one)."""
        screen = self.screen() or QApplication.primaryScreen()
        self.resize(fitted_size(screen.availableGeometry().size() if screen else None))

    def _load_variant(self, variant: str, overrides: dict[str, object]) -> None:
        """Show the options of ``variant`` at their defaults, then ``overrides``."""
        self.rules_page.show_about(self.cards_page.pack())
        self.rules_page.load(variant, overrides)
        self.table_page.update_players_allowed()
        self.table_page.update_stakes()
        self.validate()

    def overrides(self) -> dict[str, object]:
        return self.rules_page.overrides()

    def validate(self) -> bool:
        """Check the combination with the engine; explain a problem, never correct it."""
        problem = self.rules_page.problem()
        price = self.table_page.typed_price()
        if not problem and Rules(self.rules_page.variant_key()).is_russian \
                and not is_whist_price(price):
            problem = tr("Price of a whist: write a plain number such as {price} or 5, or "
                         "leave it empty.").format(price=decimal_text(0.1, 1))
        if not problem:
            try:
                Rules(self.rules_page.variant_key(), self.overrides(), self.table_page.count())
            except PrefError as e:
                problem = tr("These rules cannot be played together: {reason}").format(
                    reason=error_texts.option_error_text(e))
        self.problem.setText(problem)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)
        return not problem

    def table_rules(self) -> Rules | None:
        """The rules the dialog's choices make (None while they cannot be played together)."""
        try:
            return Rules(self.rules_page.variant_key(), self.overrides(),
                         self.table_page.count())
        except PrefError:
            return None

    def _show_table_rules(self) -> None:
        """Help → Rules for the choices on screen, before they are accepted."""
        from prefgui.ui.dialogs.rules import show_rules

        rules = self.table_rules()
        if rules is None:
            self.validate()  # says why
            return
        show_rules(self, rules, self.cards_page.pack())

    def restore_defaults(self) -> None:
        self._load_variant(self.rules_page.variant_key(), {})

    def result_settings(self) -> AppSettings:
        cards = self.cards_page
        table = self.table_page.table(self.rules_page.variant_key(), self.overrides())
        theme = cards.theme_name()
        return replace(self.current, table=table, theme=theme, pack=load_theme(theme).pack,
                       back=cards.back_name(),
                       speed=str(cards.speed.currentData()),
                       coach=str(cards.coach.currentData()),
                       partner_notes=cards.partner_notes.isChecked(),
                       language=str(cards.language.currentData()),
                       unit=self.table_page.unit.text().strip() or "1",
                       whist_price=self.table_page.whist_price_text(),
                       bula=int(self.table_page.bula.currentData()),
                       trick_pause=round(cards.trick_pause.value() * 1000))
