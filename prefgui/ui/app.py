"""Start the game: the application, fonts, translations, the session and the window."""

from __future__ import annotations

import sys
import time
from pathlib import Path

from PySide6.QtCore import QLibraryInfo, QLocale, QTimer, QTranslator
from PySide6.QtWidgets import QApplication, QMessageBox

from prefgui.session.match import Match, TableSettings
from prefgui.session.resume import resume_latest
from prefgui.ui import autoplay
from prefgui.ui.autoplay import autoplay_level
from prefgui.ui.controller import GameController
from prefgui.ui.file_messages import resume_message
from prefgui.ui.paths import sessions_dir, translations_dir
from prefgui.ui.settings_store import load_settings
from prefgui.ui.table import timing
from prefgui.ui.table.theme import load_theme, register_fonts
from prefgui.ui.workers import AiWorker


def install_translators(app: QApplication, language: str | None = None) -> list[QTranslator]:
    """Load prefgui's and Qt's own translations for the language (default: the system's)."""
    locale = QLocale(language) if language else QLocale()
    out = []
    ours = QTranslator(app)
    if ours.load(locale, "prefgui", "_", str(translations_dir())):
        app.installTranslator(ours)
        out.append(ours)
    qt = QTranslator(app)
    if qt.load(locale, "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        out.append(qt)
    return out


def new_session_path() -> Path:
    return sessions_dir() / time.strftime("session-%Y%m%d-%H%M%S.json")


def resume_or_new(table: TableSettings | None = None) -> tuple[Match, Path, str]:
    """The most recent saved session that loads, or a new one; with a message whenever a
    save could not be used (kept aside, or left in place if a newer prefgui wrote it)."""
    found = resume_latest(sessions_dir())
    message = resume_message(found.problems, found.path)
    if found.match is not None and found.path is not None:
        return found.match, found.path, message
    seed = int(time.time() * 1000) & 0xFFFFFFFF
    return Match(table or TableSettings(), seed), new_session_path(), message


def start_new_session(controller: GameController) -> None:
    seed = int(time.time() * 1000) & 0xFFFFFFFF
    controller.new_session(controller.match.settings, seed, new_session_path())


def run(argv: list[str] | None = None) -> int:
    app = QApplication.instance() or QApplication(argv if argv is not None else sys.argv)
    assert isinstance(app, QApplication)
    app.setApplicationName("prefgui")
    app.setOrganizationName("prefgui")
    register_fonts()
    settings, settings_problem = load_settings()
    install_translators(app, None if settings.language == "system" else settings.language)
    if settings_problem:  # read before the translators were installed: say it again in the
        settings_problem = load_settings()[1]  # player's language
    from prefgui.ui.main_window import MainWindow

    match, path, message = resume_or_new(settings.table)
    worker = AiWorker()
    controller = GameController(match, worker, path)
    controller.speed = settings.speed
    theme = load_theme(settings.theme)
    theme.back = settings.back
    window = MainWindow(controller, theme, settings)
    window.menu_actions.set_speed(settings.speed)
    level = autoplay_level()
    if level is not None:
        autoplay.install(window, controller, level)
    window.show()
    controller.start()
    for text in (settings_problem, message):
        if text:
            QTimer.singleShot(timing.STARTUP_MESSAGE,
                              lambda t=text: QMessageBox.warning(window, "prefgui", t))
    try:
        return app.exec()
    finally:
        worker.shutdown()
