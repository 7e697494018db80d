"""Start the game: the application, fonts, translations, the session and the window."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import (
    QMessageLogContext,
    QTimer,
    QtMsgType,
    qInstallMessageHandler,
)
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from prefgui import __version__
from prefgui.session.files import one_line
from prefgui.ui.dialogs.welcome import first_game
from prefgui.ui.game import autoplay
from prefgui.ui.game.autoplay import autoplay_level
from prefgui.ui.game.controller import GameController
from prefgui.ui.game.session_start import resume_after_refusal, start_session, view_latest
from prefgui.ui.system.collector import collect_on_gui_thread
from prefgui.ui.system.desktop import APP_ID
from prefgui.ui.system.instance import Claim, Instance
from prefgui.ui.system.interrupt import SignalQuit
from prefgui.ui.system.jobs import JobService
from prefgui.ui.system.paths import data_dir, resource_path
from prefgui.ui.system.settings_store import is_first_start, load_settings, remember_welcome
from prefgui.ui.table import timing
from prefgui.ui.table.theme import load_theme, register_fonts
from prefgui.ui.window.first_deal import FirstDeal
from prefgui.ui.window.main_window import MainWindow
from prefgui.ui.words.languages import install_translators


def configure_application(app: QApplication) -> None:
    """Name, version, desktop entry, window icon and fonts of the application; Python's
    garbage collected on the GUI thread (never a Qt object destroyed on a worker thread)."""
    app.setApplicationName("prefgui")
    app.setOrganizationName("prefgui")
    app.setApplicationVersion(__version__)
    # Docks and task bars (Wayland especially) match the window to the desktop entry by it.
    QGuiApplication.setDesktopFileName(APP_ID)
    app.setWindowIcon(QIcon(str(resource_path("icons", "prefgui.svg"))))
    register_fonts()
    collect_on_gui_thread()


_EARLY_MESSAGES: list[str] = []  # Qt's messages while the application is made


def _fatal_to_one_line(mode: QtMsgType, _context: QMessageLogContext, message: str) -> None:
    """While the application is made: Qt's fatal error (no display, no platform plugin)
    is said in one line and the program exits with status 1, instead of Qt's abort and
    core dump (and its lines about plugins); other messages are printed afterwards."""
    if mode == QtMsgType.QtFatalMsg:
        first = " ".join(message.split()).split(". ")[0].rstrip(".")[:200]
        print(f"prefgui: no display: the window cannot open here (Qt: {first}); replay, "
              "solve, review and tournament work without one", file=sys.stderr, flush=True)
        os._exit(1)
    _EARLY_MESSAGES.append(message)


def make_application(argv: list[str] | None = None) -> QApplication:
    """The QApplication (the one there is, or a new one)."""
    app = QApplication.instance()
    if app is None:
        qInstallMessageHandler(_fatal_to_one_line)
        try:
            app = QApplication(argv if argv is not None else sys.argv)
        finally:
            qInstallMessageHandler(None)
        for message in _EARLY_MESSAGES:
            print(message, file=sys.stderr)
        _EARLY_MESSAGES.clear()
    assert isinstance(app, QApplication)
    return app


def run(argv: list[str] | None = None) -> int:
    app = make_application(argv)
    configure_application(app)
    # One window per data folder: a second start brings the first window to the front.
    instance = Instance(data_dir())
    claim = instance.claim()
    if claim is Claim.JOINED:
        print(f"prefgui: a window is already open on the data folder {data_dir()}; it was "
              "brought to the front", file=sys.stderr)
        return 0
    try:
        return _run_window(app, instance, claim)
    finally:
        instance.release()


def _run_window(app: QApplication, instance: Instance, claim: Claim) -> int:
    first_start = is_first_start()
    settings, settings_problem = load_settings()
    install_translators(app, None if settings.language == "system" else settings.language)
    if first_start:  # the deal behind the welcome is of the game it offers first
        settings = first_game(settings)
    if settings_problem:  # read before the translators were installed: say it again in the
        settings_problem = load_settings()[1]  # player's language

    path: Path | None
    source: Path | None = None
    sequence = 0
    check: str | None = None
    read_only = claim in (Claim.READ_ONLY, Claim.NO_LOCK)
    if read_only:  # another program holds the folder: show the latest session, save nothing
        problem = instance.problem if claim is Claim.NO_LOCK else None
        match, source, message, check = view_latest(settings.table, problem, data_dir())
        path = None
        why = ("did not answer" if problem is None
               else f"cannot be locked ({one_line(problem, 200)})")
        print(f"prefgui: the data folder {one_line(str(data_dir()))} {why}; this window shows "
              "the latest session and saves nothing", file=sys.stderr, flush=True)
    else:
        match, path, message, sequence, check = start_session(settings.table)
    stopped: list[int] = []
    shown: list[MainWindow] = []

    def on_signal(number: int) -> None:  # Ctrl-C, kill: close at once, the game saved
        if not stopped:
            stopped.append(number)
            for window in shown:
                window.close_now()
            app.quit()

    # Before the worker processes start: a Ctrl-C from here on ends the game cleanly, its
    # workers with it, as soon as the event loop runs (never half-way through the set-up).
    signals = SignalQuit(on_signal)
    jobs = JobService()
    try:
        controller = GameController(match, jobs, path)
        controller.read_only = read_only
        controller.autosave.sequence = sequence
        controller.session.check_ledger(check, source)
        controller.speed = settings.speed
        theme = load_theme(settings.theme)
        theme.back = settings.back
        window = MainWindow(controller, theme, settings)
        window.set_not_saved(read_only)
        shown.append(window)
        window.menu_actions.set_speed(settings.speed)
        instance.show_requested.connect(window.come_to_front)
        controller.ledger.refused.connect(  # a bad old deal of a long save, found after the start
            lambda p, e: QMessageBox.warning(window, "prefgui",
                                             resume_after_refusal(controller, p, e)))
        level = autoplay_level()
        if level is not None:
            autoplay.install(controller, level, lambda: window.deal_end.summary, window,
                             window.claims.accept)
        window.show()
        # The empty table first, the first deal a frame later (not both in one frame).
        FirstDeal(window, window.view.viewport(), controller.session.start,
                  controller.session_replaced)
        if first_start and level is None:  # a self-playing game has no one to welcome
            QTimer.singleShot(timing.STARTUP_MESSAGE, window, window.dialogs.show_first_welcome)
            remember_welcome()  # once: closed without a choice, it does not come back
        for text in (settings_problem, message):
            if text:
                QTimer.singleShot(timing.STARTUP_MESSAGE, window,
                                  lambda t=text: QMessageBox.warning(window, "prefgui", t))
        status = app.exec()
    finally:
        signals.uninstall()
        for window in shown:
            window.close_now()  # whatever ended the loop, the last changes are written
        jobs.shutdown()
    return 128 + stopped[0] if stopped else status
