"""Settings → Language takes effect at once, in every order of switches.

Each switch goes through the window's own path (``MainWindow.apply_settings``); after each,
the menu titles are those of the chosen language, and so is Qt's own text (qtbase), which
shows that the previous language's translators were removed.
"""

from __future__ import annotations

import dataclasses
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from pytestqt.qtbot import QtBot

from prefgui.session.match import Match, TableSettings
from prefgui.session.settings import AppSettings
from prefgui.ui.game.controller import GameController
from prefgui.ui.table.theme import load_theme
from prefgui.ui.window.main_window import MainWindow
from prefgui.ui.words import languages
from tests.ui.fake_jobs import RecordingJobs

ROOT = Path(__file__).resolve().parents[2]
ORDER = ("de", "cs", "en", "de", "en", "cs", "de", "system")
QT_CANCEL = {"de": "Abbrechen", "cs": "Zrušit", "en": "Cancel", "system": "Cancel"}


def _menu_titles(lang: str) -> list[str]:
    """The expected menu bar titles, from the translation source."""
    sources = ["&Game", "&Deal", "&Coach", "&View", "&Help"]
    if lang in ("en", "system"):
        return sources
    root = ET.parse(ROOT / "translations" / f"prefgui_{lang}.ts").getroot()
    found = {m.findtext("source"): m.findtext("translation")
             for c in root.iter("context") if c.findtext("name") == "MenuActions"
             for m in c.iter("message")}
    return [found[s] or "" for s in sources]


@pytest.fixture(scope="module")
def compiled(tmp_path_factory: pytest.TempPathFactory) -> Path:
    lrelease = shutil.which("pyside6-lrelease") or str(
        Path(sys.executable).parent / "pyside6-lrelease")
    out = tmp_path_factory.mktemp("qm")
    for lang in ("de", "cs"):
        subprocess.run([lrelease, "-silent", str(ROOT / "translations" / f"prefgui_{lang}.ts"),
                        "-qm", str(out / f"prefgui_{lang}.qm")], check=True, timeout=120)
    return out


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, compiled: Path,
           monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    monkeypatch.setattr(languages, "translations_dir", lambda: compiled)
    monkeypatch.setenv("LANGUAGE", "en")  # "system" must mean English here
    monkeypatch.setenv("LC_ALL", "C")
    worker = RecordingJobs()  # computer players that never answer: only languages switch
    controller = GameController(Match(TableSettings(), 3), worker,  # type: ignore[arg-type]
                                tmp_path / "s.json")
    win = MainWindow(controller, load_theme("prefgui-french"), AppSettings())
    qtbot.addWidget(win)
    yield win
    worker.shutdown()
    app = QCoreApplication.instance()
    assert app is not None
    languages.install_translators(app, "en")


def test_every_switch_takes_effect_at_once(window: MainWindow) -> None:
    settings = window.settings
    for lang in ORDER:
        settings = dataclasses.replace(settings, language=lang)
        window.apply_settings(settings)
        # Qt posts LanguageChange to each widget: deliver it, as the event loop would.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
        titles = [a.text() for a in window.menuBar().actions() if a.isVisible()]
        assert titles == _menu_titles(lang), f"after switching to {lang}"
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == QT_CANCEL[lang], lang


def test_the_trick_pause_setting_applies_at_once(window: MainWindow) -> None:
    assert window.scene.trick.pause == window.settings.trick_pause == 1500
    window.apply_settings(dataclasses.replace(window.settings, trick_pause=400))
    assert window.scene.trick.pause == 400
