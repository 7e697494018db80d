"""The welcome offers what Settings offers (every variant, every language the game ships) and
names the packs' suits as the table does."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from prefgui.session.settings import AppSettings
from prefgui.ui.dialogs.settings_rules import VARIANT_CHOICES
from prefgui.ui.dialogs.welcome import WelcomeDialog
from prefgui.ui.words import languages, texts
from tests.ui.helpers import require_compiled_translations


def test_the_welcome_offers_every_variant_of_the_settings(qtbot: QtBot) -> None:
    """The Russian games too. The welcome listed only the six others: a new player looking
    for Preferans did not find it there, and Help → Welcome in a Russian session showed the
    Austrian game, so that 'Start playing' left the pulka for a new Austrian session."""
    dlg = WelcomeDialog(AppSettings())
    qtbot.addWidget(dlg)
    offered = [dlg.variant.itemData(i) for i in range(dlg.variant.count())]
    assert offered == [key for key, _name in VARIANT_CHOICES]
    dlg.variant.setCurrentIndex(dlg.variant.findData("sochi"))
    assert dlg.result_settings().table.variant == "sochi"
    settings = AppSettings()
    in_a_pulka = replace(settings, table=replace(settings.table, variant="leningrad"))
    again = WelcomeDialog(in_a_pulka)
    qtbot.addWidget(again)
    assert again.result_settings().table.variant == "leningrad"


def test_the_welcome_lists_every_language(qtbot: QtBot) -> None:
    require_compiled_translations()
    dlg = WelcomeDialog(AppSettings())
    qtbot.addWidget(dlg)
    offered = [dlg.language.itemData(i) for i in range(dlg.language.count())]
    shipped = languages.language_codes()
    assert len(shipped) >= 8  # the .qm files are built (pip install -e .)
    assert offered == ["system", "en", *[c for c, _ in languages.available_languages()[1:]]]
    assert {"de", "cs", "sk", "hu", "ru", "hr", "sr_Latn", "sl"} <= set(offered)
    dlg.language.setCurrentIndex(dlg.language.findData("sl"))
    assert dlg.result_settings().language == "sl"


@pytest.mark.parametrize("lang", ["de", "cs", "sk", "hu", "ru", "hr", "sr_Latn", "sl"])
def test_the_packs_are_named_with_the_tables_suit_names(qtbot: QtBot, qapp: QApplication,
                                                       lang: str) -> None:
    if lang not in languages.language_codes():
        pytest.skip(f"no compiled translation for {lang} (pip install -e .)")
    languages.install_translators(qapp, lang)
    try:
        dlg = WelcomeDialog(AppSettings())
        qtbot.addWidget(dlg)
        for pack in ("french", "german"):
            line = dlg.pack.itemText(dlg.pack.findData(pack)).lower()
            names = [texts.suit_name(s, pack).lower() for s in range(4)]
            assert all(n in line for n in names), (pack, line, names)
    finally:
        languages.install_translators(qapp, "en")


def test_the_welcome_closed_without_a_choice_does_not_come_back(tmp_path: Path) -> None:
    """The first start's welcome is remembered when shown: closed with Esc or the window's
    close button (no settings saved), it no longer opens at every start."""
    from PySide6.QtCore import QSettings

    from prefgui.ui.system.settings_store import is_first_start, remember_welcome

    qs = QSettings(str(tmp_path / "prefs.ini"), QSettings.Format.IniFormat)
    assert is_first_start(qs)
    assert remember_welcome(qs) == ""
    again = QSettings(str(tmp_path / "prefs.ini"), QSettings.Format.IniFormat)
    assert not is_first_start(again)



@pytest.mark.parametrize("lang", ["en", "de", "cs", "sk", "hu", "ru", "hr", "sr_Latn", "sl"])
def test_the_welcome_shows_its_labels_and_lines_whole(qtbot: QtBot, qapp: QApplication,
                                                     lang: str) -> None:
    """The welcome opens as wide as its longest line where the screen has the room (laid
    out by Qt's default it was at most two thirds of the screen wide: "Вариант" was cut to
    "Вариа" on a 1024-wide screen, and the lines were cut short)."""
    from PySide6.QtWidgets import QFormLayout

    if lang != "en" and lang not in languages.language_codes():
        pytest.skip(f"no compiled translation for {lang} (pip install -e .)")
    languages.install_translators(qapp, lang)
    try:
        dlg = WelcomeDialog(AppSettings())
        qtbot.addWidget(dlg)
        dlg.show()
        qtbot.waitExposed(dlg)
        screen = dlg.screen().availableGeometry()
        assert dlg.width() <= screen.width()
        form = dlg.findChild(QFormLayout)
        assert form is not None
        lists = (dlg.variant, dlg.pack, dlg.language)
        for combo in lists:
            label = form.labelForField(combo)
            assert label.width() >= label.sizeHint().width(), (label.text(), label.width())
        assert dlg.whole_width <= screen.width() - 40  # the screen has the room here
        for combo in lists:
            for i in range(combo.count()):
                need = combo.fontMetrics().horizontalAdvance(combo.itemText(i)) + 20
                assert combo.width() >= need, (combo.itemText(i), combo.width(), need)
    finally:
        languages.install_translators(qapp, "en")


def test_the_welcome_offers_the_russian_game(qtbot: QtBot) -> None:
    dlg = WelcomeDialog(AppSettings())
    qtbot.addWidget(dlg)
    offered = [dlg.variant.itemData(i) for i in range(dlg.variant.count())]
    assert offered[-3:] == ["sochi", "leningrad", "rostov"]
    dlg.variant.setCurrentIndex(dlg.variant.findData("sochi"))
    table = dlg.result_settings().table
    assert table.variant == "sochi" and table.rules().variant == "sochi"


def test_the_first_welcome_offers_first_the_game_of_the_players_language(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """At the first start a Russian player finds Sochi chosen (pressing "Start playing"
    starts a pulka), a Hungarian the Hungarian game, a Serbian or Croatian the Western
    Balkan one; others keep the game of the current session. Help → Welcome keeps it too."""
    from dataclasses import replace

    from PySide6.QtWidgets import QDialog

    from prefgui.ui.dialogs.welcome import local_game
    from prefgui.ui.system.jobs import JobService
    from tests.ui.helpers import table_window

    assert [local_game(c) for c in ("ru", "hu", "hr", "sr_Latn", "de", "cs", "sl", "en")] == [
        "sochi", "hungarian", "balkan", "balkan", None, None, None, None]
    dlg = WelcomeDialog(AppSettings(), suggest="sochi")
    qtbot.addWidget(dlg)
    assert dlg.variant.currentData() == "sochi"
    jobs = JobService()
    try:
        window = table_window(qtbot, jobs, tmp_path, speed="off")
        chosen: list[str] = []
        monkeypatch.setattr(WelcomeDialog, "exec", lambda self: (
            chosen.append(self.variant.currentData()), QDialog.DialogCode.Rejected)[1])
        for language in ("ru", "de"):
            window.settings = replace(window.settings, language=language)
            window.dialogs.show_first_welcome()
        window.dialogs.show_welcome()
        assert chosen == ["sochi", "austrian", "austrian"]
    finally:
        jobs.shutdown()


def test_at_the_first_start_the_table_plays_the_game_the_welcome_offers_first() -> None:
    """A Hungarian player's first start showed an Austrian deal (with its pot) behind a
    welcome offering the Hungarian game: the first session is the welcome's first choice
    (the game of the player's language), the table's other settings kept; other languages
    keep the default game."""
    from dataclasses import replace

    from prefgui.session.match import TableSettings
    from prefgui.ui.dialogs.welcome import first_game

    base = AppSettings(table=TableSettings(levels=("human", "expert", "beginner")))
    for language, variant in (("hu", "hungarian"), ("ru", "sochi"), ("sr_Latn", "balkan"),
                              ("hr", "balkan"), ("de", "austrian"), ("cs", "austrian")):
        table = first_game(replace(base, language=language)).table
        assert table.variant == variant, language
        assert table.levels == ("human", "expert", "beginner") and table.players == 3
        assert table.rules() is not None  # rules the game can play
