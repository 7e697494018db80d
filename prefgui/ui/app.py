"""Start the game: the application, fonts, translations, the session and the window."""

from __future__ import annotations

import sys

from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from prefgui import __version__
from prefgui.ui.game import autoplay
from prefgui.ui.game.autoplay import autoplay_level
from prefgui.ui.game.controller import GameController
from prefgui.ui.game.session_start import resume_or_new
from prefgui.ui.system.desktop import APP_ID
from prefgui.ui.system.jobs import JobService
from prefgui.ui.system.paths import resource_path
from prefgui.ui.system.settings_store import is_first_start, load_settings
from prefgui.ui.table import timing
from prefgui.ui.table.theme import load_theme, register_fonts
from prefgui.ui.window.main_window import MainWindow
from prefgui.ui.words.languages import install_translators


def configure_application(app: QApplication) -> None:
    """Name, version, desktop entry, window icon and fonts of the application."""
    app.setApplicationName("prefgui")
    app.setOrganizationName("prefgui")
    app.setApplicationVersion(__version__)
    # Docks and task bars (Wayland especially) match the window to the desktop entry by it.
    QGuiApplication.setDesktopFileName(APP_ID)
    app.setWindowIcon(QIcon(str(resource_path("icons", "prefgui.svg"))))
    register_fonts()


def run(argv: list[str] | None = None) -> int:
    app = QApplication.instance() or QApplication(argv if argv is not None else sys.argv)
    assert isinstance(app, QApplication)
    configure_application(app)
    first_start = is_first_start()
    settings, settings_problem = load_settings()
    install_translators(app, None if settings.language == "system" else settings.language)
    if settings_problem:  # read before the translators were installed: say it again in the
        settings_problem = load_settings()[1]  # player's language

    match, path, message = resume_or_new(settings.table)
    jobs = JobService()
    controller = GameController(match, jobs, path)
    controller.speed = settings.speed
    theme = load_theme(settings.theme)
    theme.back = settings.back
    window = MainWindow(controller, theme, settings)
    window.menu_actions.set_speed(settings.speed)
    level = autoplay_level()
    if level is not None:
        autoplay.install(controller, level, lambda: window.deal_end.summary, window)
    window.show()
    controller.start()
    if first_start and level is None:  # a self-playing game has no one to welcome
        QTimer.singleShot(timing.STARTUP_MESSAGE, window, window.dialogs.show_welcome)
    for text in (settings_problem, message):
        if text:
            QTimer.singleShot(timing.STARTUP_MESSAGE, window,
                              lambda t=text: QMessageBox.warning(window, "prefgui", t))
    try:
        return app.exec()
    finally:
        jobs.shutdown()
