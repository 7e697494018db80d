"""Start the game: the application, fonts, translations, the session and the window."""

from __future__ import annotations

import sys
import time
from pathlib import Path

from PySide6.QtCore import QLibraryInfo, QLocale, QTimer, QTranslator
from PySide6.QtWidgets import QApplication, QMessageBox

from prefgui.session.match import Match, TableSettings
from prefgui.session.storage import SaveError, list_sessions, load_session
from prefgui.ui.controller import GameController
from prefgui.ui.paths import sessions_dir, translations_dir
from prefgui.ui.settings_store import is_first_start, load_settings
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
    """The most recent saved session, or a new one (with a message if a save was damaged)."""
    message = ""
    for info in list_sessions(sessions_dir()):
        try:
            return load_session(info.path), info.path, ""
        except SaveError as e:
            kept = f" ({e.kept_as.name})" if e.kept_as else ""
            message = (f"The saved game could not be resumed: {e}. The damaged file was "
                       f"kept{kept}; a new session has started.")
        except OSError:
            continue
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
    first_start = is_first_start()
    settings, settings_problem = load_settings()
    install_translators(app, None if settings.language == "system" else settings.language)
    from prefgui.ui.main_window import MainWindow

    match, path, message = resume_or_new(settings.table)
    worker = AiWorker()
    controller = GameController(match, worker, path)
    controller.speed = settings.speed
    theme = load_theme(settings.theme)
    theme.back = settings.back
    window = MainWindow(controller, theme, settings)
    window.menu_actions.set_speed(settings.speed)
    window.show()
    controller.start()
    if first_start:
        QTimer.singleShot(timing.STARTUP_MESSAGE, window.show_welcome)
    for text in (settings_problem, message):
        if text:
            QTimer.singleShot(timing.STARTUP_MESSAGE,
                              lambda t=text: QMessageBox.warning(window, "prefgui", t))
    try:
        return app.exec()
    finally:
        worker.shutdown()
