"""Start the game: the application, fonts, translations, the session and the window."""

from __future__ import annotations

import sys
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTimer, QTranslator
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from prefgui import __version__
from prefgui.session.match import Match, TableSettings
from prefgui.session.resume import resume_latest
from prefgui.ui import autoplay
from prefgui.ui.autoplay import autoplay_level
from prefgui.ui.controller import GameController
from prefgui.ui.desktop import APP_ID
from prefgui.ui.file_messages import resume_message
from prefgui.ui.paths import resource_path, sessions_dir, translations_dir
from prefgui.ui.settings_store import load_settings
from prefgui.ui.table import timing
from prefgui.ui.table.theme import load_theme, register_fonts
from prefgui.ui.workers import AiWorker

_installed: list[QTranslator] = []
"""The translators ``install_translators`` installed last (removed by the next call)."""


def install_translators(app: QCoreApplication, language: str | None = None) -> list[QTranslator]:
    """Switch the application to a language: prefgui's and Qt's own (qtbase) translations.

    The translators installed by the previous call are removed first, so every switch takes
    effect at once in any order (German → Czech → English …); each install or removal sends
    ``QEvent.LanguageChange`` to every widget, whose ``retranslate_ui`` then runs.

    Args:
        app: the application.
        language: a language code (``"de"``, ``"cs_CZ"`` …); None for the system's.

    Returns:
        The translators now installed.
    """
    for old in _installed:
        app.removeTranslator(old)
        old.deleteLater()
    _installed.clear()
    locale = QLocale(language) if language else QLocale.system()
    QLocale.setDefault(locale)
    folders = (("prefgui", str(translations_dir())),
               ("qtbase", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)))
    for name, folder in folders:  # English, the source language, has no prefgui_en.qm
        translator = QTranslator(app)
        if translator.load(locale, name, "_", folder) and app.installTranslator(translator):
            _installed.append(translator)
    return list(_installed)


def configure_application(app: QApplication) -> None:
    """Name, version, desktop entry, window icon and fonts of the application."""
    app.setApplicationName("prefgui")
    app.setOrganizationName("prefgui")
    app.setApplicationVersion(__version__)
    # Docks and task bars (Wayland especially) match the window to the desktop entry by it.
    QGuiApplication.setDesktopFileName(APP_ID)
    app.setWindowIcon(QIcon(str(resource_path("icons", "prefgui.svg"))))
    register_fonts()


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
    configure_application(app)
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
