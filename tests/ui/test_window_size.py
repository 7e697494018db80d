"""The window opens no larger than the screen's room (a 1024×640 laptop sees all of the table)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from prefgui.session.match import Match, TableSettings
from prefgui.ui.game.controller import GameController
from prefgui.ui.table.theme import load_theme
from prefgui.ui.window.main_window import MainWindow
from tests.ui.fake_jobs import RecordingJobs


def test_the_first_size_fits_the_screen(qtbot: QtBot, tmp_path: Path) -> None:
    room = QGuiApplication.primaryScreen().availableGeometry()
    assert room.width() < 1280 or room.height() < 800  # the offscreen screen is 800×800
    controller = GameController(Match(TableSettings(), 3), RecordingJobs(),  # type: ignore[arg-type]
                                tmp_path / "s.json")
    window = MainWindow(controller, load_theme("prefgui-french"))
    qtbot.addWidget(window)
    assert window.width() <= room.width() and window.height() <= room.height()
    assert (window.width(), window.height()) == (min(1280, room.width()), min(800, room.height()))


def _panel_at(qtbot: QtBot, tmp_path: Path, size: tuple[int, int], variant: str
              ) -> tuple[MainWindow, float, float, int]:
    """The window at ``size`` at the human's first call: the panel's button height, the
    card width, and the menu bar's height."""
    from prefgui.ui.table.theme import register_fonts
    from tests.ui.russian_helpers import ru_window

    register_fonts()
    if variant == "sochi":
        window, _jobs = ru_window(qtbot, tmp_path, "sochi", size=size)
    else:
        jobs = RecordingJobs()
        match = Match(TableSettings(variant, levels=("human", "beginner", "beginner")), 3)
        c = GameController(match, jobs, tmp_path / "s.json")  # type: ignore[arg-type]
        c.speed = "off"
        window = MainWindow(c, load_theme("prefgui-french"))
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        c.session.start()
    c = window.controller
    while not any(a.seat == c.human for a in c.view.legal_actions()):  # the others' calls
        req = [r for r in c.jobs.requests if r.job.active()
               and r.fn.__name__ in ("choose_action", "choose_russian")]
        if req:
            st = c.state
            req[-1].answer(__import__("prefgui.ai.players", fromlist=["Decision"]).Decision(
                next(a for a in st.legal_actions() if a.verb == "pass")))
        qtbot.wait(20)
    qtbot.waitUntil(lambda: window.panel.isVisible() and bool(window.panel.buttons))
    lay = window.scene.layout
    assert lay is not None
    return (window, window.panel.buttons[0].height(), lay.cw,
            window.menuBar().height())


def test_the_panel_and_menus_grow_with_the_cards_at_4k(qtbot: QtBot, tmp_path: Path) -> None:
    """A 4K window without the system's scaling (the offscreen platform, a device pixel
    ratio of 1): the decision panel, the menu bar, the menus and the status line grow with
    the cards, as they look beside them at full HD; up to full HD nothing changes."""
    from prefgui.ui.table.panel import PANEL_STYLE

    for variant in ("austrian", "sochi"):
        hd, hd_button, hd_cw, hd_menu = _panel_at(qtbot, tmp_path, (1920, 1080), variant)
        assert hd.panel.scale == 1.0 and hd.panel.styleSheet() == PANEL_STYLE
        uhd, uhd_button, uhd_cw, uhd_menu = _panel_at(qtbot, tmp_path, (3840, 2160), variant)
        card_ratio = uhd_cw / hd_cw
        assert 1.9 < card_ratio < 2.2
        assert uhd.panel.scale == 2.0
        # the buttons, the menu bar and the status line's font keep their size beside the
        # cards (within 20 %)
        assert 0.8 * card_ratio < uhd_button / hd_button < 1.2 * card_ratio, (
            uhd_button, hd_button)
        assert 0.8 * card_ratio < uhd_menu / hd_menu < 1.2 * card_ratio, (uhd_menu, hd_menu)
        font = uhd.statusBar().font()
        base = hd.statusBar().font()
        assert font.pointSizeF() == 2 * base.pointSizeF() or \
            font.pixelSize() == 2 * base.pixelSize()
        menus = uhd.menu_actions.game_menu
        assert menus.font().pointSizeF() == font.pointSizeF()
        hd.close()
        uhd.close()
