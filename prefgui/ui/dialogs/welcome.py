"""The welcome shown at the first start (and from Help): the variant, the pack, the language,
and where the rules and the coach are. Takes an ``AppSettings``, returns one.

It opens as wide as its longest line where the screen has the room (a top-level window is
otherwise laid out at most two thirds of the screen wide, which cut the labels on a 1024-wide
screen in Russian); where it has not, the lists show the start of a line, the whole of it
when opened, and the labels stay whole.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from prefgui.session.match import TableSettings
from prefgui.session.settings import AppSettings
from prefgui.ui.words import languages
from prefgui.ui.words.texts import tr

PACK_THEMES = (("french", "prefgui-french"), ("german", "prefgui-german"))

# The game most players of a language play, offered first in the first start's welcome (the
# welcome's own lines say where each is played); other languages keep the current game.
LOCAL_GAMES = {"ru": "sochi", "hu": "hungarian", "hr": "balkan", "sr": "balkan"}


def local_game(language: str) -> str | None:
    """The game the first welcome offers first to a player of ``language`` ("sr_Latn")."""
    return LOCAL_GAMES.get(language.split("_")[0])


def settings_game(settings: AppSettings) -> str | None:
    """The game most players of the language ``settings`` choose play (its translation's
    :func:`local_game`; the system's language for "system")."""
    language = None if settings.language == "system" else settings.language
    return local_game(languages.translation_code(language))


def first_game(settings: AppSettings) -> AppSettings:
    """``settings`` for the first start: the table plays the game the welcome offers first
    (:func:`local_game` of the player's language), so that the deal lying behind the
    welcome is of that game (a Hungarian player found an Austrian deal behind a welcome
    offering the Hungarian one). Other settings of the table stay as they are."""
    local = settings_game(settings)
    if local is None or local == settings.table.variant:
        return settings
    table = settings.table
    return replace(settings, table=TableSettings(local, {}, 3, table.names[:3], table.levels[:3],
                                                 table.contribution))



def variant_lines() -> list[tuple[str, str]]:
    """Each variant with one line on how it plays and where."""
    return [
        ("austrian", tr("Austrian: bids 1 to 4, a pot; the classic game of Austria.")),
        ("illustrated", tr("Illustrated: the Austrian game with misère and slam, open or "
                           "not.")),
        ("balkan", tr("Western Balkan: bids 2 to 7, the talon shown and a bank; "
                      "Serbia, Croatia, Bosnia.")),
        ("hungarian", tr("Hungarian: the Balkan game as Hungarians play it.")),
        ("swabian", tr("Danube Swabian: both defenders always play; the Banat.")),
        ("american", tr("American: name a trump suit once, or offer for the widow; North "
                        "America.")),
        ("sochi", tr("Russian, Sochi: the pulka, whists and raspasy; the Russian game most "
                     "play.")),
        ("leningrad", tr("Russian, Leningrad: Sochi with whists worth twice as much and the "
                         "ten not whisted.")),
        ("rostov", tr("Russian, Rostov: Sochi with raspasy written in whists.")),
    ]


def _short(combo: QComboBox) -> int:
    """Let ``combo`` be narrower than its longest line (its list opens as wide as that
    line); returns the width it wants to show every line whole."""
    whole = combo.sizeHint().width()
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(16)
    view = combo.view()
    view.setMinimumWidth(view.sizeHintForColumn(0) + 2 * view.frameWidth() + 8)
    return whole


class WelcomeDialog(QDialog):
    """A short welcome: choose the variant, the pack and the language."""

    def __init__(self, current: AppSettings, parent: QWidget | None = None,
                 suggest: str | None = None) -> None:
        """``suggest``: the variant chosen at first (the current one if None)."""
        super().__init__(parent)
        self.current = current
        self.setWindowTitle(tr("Welcome to Préférence"))
        lay = QVBoxLayout(self)
        intro = QLabel(tr("Préférence is a card game for three: the auction decides who "
                          "plays alone against the other two, and which suit is trumps."))
        intro.setWordWrap(True)
        lay.addWidget(intro)
        form = QFormLayout()
        self.variant = QComboBox()
        for key, line in variant_lines():
            self.variant.addItem(line, key)
        self.variant.setCurrentIndex(max(0, self.variant.findData(suggest or
                                                                  current.table.variant)))
        form.addRow(tr("Variant"), self.variant)
        self.pack = QComboBox()
        self.pack.addItem(tr("French cards (spades, clubs, diamonds, hearts)"), "french")
        self.pack.addItem(tr("German cards (leaves, acorns, bells, hearts)"), "german")
        self.pack.setCurrentIndex(max(0, self.pack.findData(current.pack)))
        form.addRow(tr("Cards"), self.pack)
        self.language = QComboBox()
        # The same list as in Settings: every language the game ships, each in its own name.
        self.language.addItem(tr("System default"), "system")
        for code, name in languages.available_languages():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(current.language)))
        form.addRow(tr("Language"), self.language)
        lay.addLayout(form)
        help_text = QLabel(tr("The rules are under Help → Rules (F1). Press H at any time for "
                              "the coach's hint. Everything here can be changed later in "
                              "Settings, and this welcome is under Help → Welcome."))
        help_text.setWordWrap(True)
        lay.addWidget(help_text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(tr("Start playing"))
        buttons.accepted.connect(self.accept)
        lay.addWidget(buttons)
        self.setMinimumWidth(560)
        whole = max(_short(c) for c in (self.variant, self.pack, self.language))
        labels = max(form.labelForField(c).sizeHint().width()
                     for c in (self.variant, self.pack, self.language))
        margins = lay.contentsMargins()
        self.whole_width = (whole + labels + form.horizontalSpacing() + margins.left()
                            + margins.right() + 8)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        """Open as wide as the longest line, where the screen has the room."""
        screen = self.screen() or QApplication.primaryScreen()
        room = screen.availableGeometry().width() - 40 if screen else self.whole_width
        width = max(self.minimumWidth(), min(self.whole_width, room))
        if self.width() < width:
            self.resize(width, self.heightForWidth(width) if self.hasHeightForWidth()
                        else self.height())
        super().showEvent(event)

    def result_settings(self) -> AppSettings:
        """The settings with the choices made here."""
        variant = str(self.variant.currentData())
        table = self.current.table
        if variant != table.variant:
            table = replace(table, variant=variant, options={})
        pack = str(self.pack.currentData())
        theme = dict(PACK_THEMES).get(pack, self.current.theme)
        return replace(self.current, table=table, pack=pack, theme=theme,
                       language=str(self.language.currentData()))
