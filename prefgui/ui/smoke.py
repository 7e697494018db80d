"""``prefgui --smoke-test``: a packaged game checks itself, for packagers and tests only.

Starts the real application (fonts, translations, the window, the computer players' worker
process), lets the computer play every seat of one whole deal without animations, prints
what a packager needs to see, and exits:

    prefgui 0.1.0 smoke test
    language: de
    menus: &Spiel | &Ansicht | &Hilfe
    deal finished: 42 actions, balances 10, -5, -5

Exit status 0 when the deal finished, 1 when it did not within ``timeout_s`` (e.g. the
worker processes cannot start in a frozen bundle). Saves and settings go to a temporary
folder (``PREFGUI_HOME``), never to the player's. Runs offscreen when there is no display.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from prefgui import __version__

__all__ = ["run_smoke"]


def run_smoke(language: str | None, timeout_s: float = 300.0, seed: int = 7) -> int:
    """Play one deal with computer players only; return the exit status."""
    with tempfile.TemporaryDirectory(prefix="prefgui-smoke-") as home:
        os.environ["PREFGUI_HOME"] = home
        if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        return _run(language, timeout_s, seed, Path(home))


def _run(language: str | None, timeout_s: float, seed: int, home: Path) -> int:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from prefgui.session.match import LedgerEntry, Match, TableSettings
    from prefgui.ui.app import configure_application
    from prefgui.ui.game.controller import GameController
    from prefgui.ui.system.jobs import JobService
    from prefgui.ui.table import timing
    from prefgui.ui.table.theme import load_theme
    from prefgui.ui.window.main_window import MainWindow
    from prefgui.ui.words.languages import install_translators

    app = QApplication.instance() or QApplication(["prefgui"])
    assert isinstance(app, QApplication)
    configure_application(app)
    install_translators(app, language)
    print(f"prefgui {__version__} smoke test", flush=True)
    jobs = JobService()
    settings = TableSettings(levels=("beginner", "beginner", "beginner"))
    controller = GameController(Match(settings, seed), jobs, home / "smoke.json")
    controller.speed = "off"
    controller.autoplay = True
    window = MainWindow(controller, load_theme("prefgui-french"))
    window.menu_actions.set_speed("off")
    window.show()
    status = {"code": 1}

    def finished(entry: LedgerEntry) -> None:
        balances = ", ".join(str(b) for b in entry.balances)
        print(f"deal finished: {len(controller.view.observation().history)} actions, "
              f"balances {balances}",
              flush=True)
        status["code"] = 0
        app.quit()

    def release() -> None:  # the announce/concede window would wait for a human
        if controller.turns.window_open():
            controller.turns.release_window()

    def give_up() -> None:
        print(f"smoke test: no deal finished within {timeout_s:.0f} s", file=sys.stderr)
        app.quit()

    controller.deal_finished.connect(finished)
    menus = " | ".join(a.text() for a in window.menuBar().actions())
    print(f"language: {language or 'system'}\nmenus: {menus}", flush=True)
    poll = QTimer(app)
    poll.timeout.connect(release)
    poll.start(timing.AUTOPLAY_POLL)
    QTimer.singleShot(int(timeout_s * 1000), app, give_up)
    controller.session.start()
    try:
        app.exec()
    finally:
        poll.stop()
        window.close()
        jobs.shutdown()
    return status["code"]
