"""Screenshots of the table: each size and pack, mid-deal and at the deal summary.

Run under a real X server (Xvfb) so that the window, its dialogs and the fonts are drawn as
a player sees them:

    Xvfb :99 -screen 0 1920x1080x24 &
    DISPLAY=:99 QT_QPA_PLATFORM=xcb python packaging/screenshots.py --out screenshots

Files: ``table-<pack>-<W>x<H>[-<lang>][-dock]-<view>.png`` for the views a player meets: each
decision of the human before the play (``auction`` with the calls by the seats and the auction
on the table, ``exchange`` the talon picked up and its two cards marked, ``discard`` two
cards chosen in the discard area above the hand, ``declare``…), ``talon`` (a computer
declarer's talon turned face up on its way into his hand; a Western Balkan deal, where the
talon is shown),
``trick`` (a complete trick with its winner marked), ``middeal`` (the human to play, legal
cards highlighted), ``summary`` (the deal summary), ``welcome`` (the first start's welcome).
``-dock`` shots have the score sheet open (``--dock``; 1024x640 with the dock is the tightest
table); with ``--language`` the language is part of the name.

The screenshots of the AppStream metainfo (``packaging/screenshots/``, 1280×800 mid-deal:
French cards in English, German cards in German, French cards in Czech) are made with

    DISPLAY=:99 QT_QPA_PLATFORM=xcb python packaging/screenshots.py --metainfo packaging/screenshots

The human's part is played by the Beginner's rules of thumb.
"""

from __future__ import annotations

import argparse
import random
import shutil
import tempfile
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from prefgui.ai.players import BUDGETS, HeuristicPlayer
from prefgui.engine.actions import Discard, Pass
from prefgui.engine.state import Phase
from prefgui.session.match import Match, TableSettings
from prefgui.ui.controller import GameController
from prefgui.ui.languages import install_translators
from prefgui.ui.main_window import MainWindow
from prefgui.ui.table.theme import load_theme, register_fonts
from prefgui.ui.workers import AiWorker


def shoot(app: QApplication, worker: AiWorker, out: Path, size: tuple[int, int], pack: str,
          variant: str, seed: int, language: str | None = None, dock: bool = False) -> str:
    """Play one deal and take its screenshots; return the common stem of their names."""
    install_translators(app, language)
    settings = TableSettings(variant, names=("You", "Anna", "Béla"),
                             levels=("human", "beginner", "beginner"))
    with tempfile.TemporaryDirectory() as tmp:
        controller = GameController(Match(settings, seed), worker, Path(tmp) / "s.json")
        window = MainWindow(controller, load_theme(f"prefgui-{pack}"))
        window.menu_actions.set_speed("fast")
        window.scene.trick_pause = 4000  # time to take the complete trick's picture
        window.resize(*size)
        window.move(0, 0)
        window.show()
        window.sheet_dock.setVisible(dock)
        stem = (f"table-{pack}-{size[0]}x{size[1]}" + (f"-{language}" if language else "")
                + ("-dock" if dock else ""))
        advisor = HeuristicPlayer()
        rng = random.Random(seed)
        state = {"mid": False, "done": False, "trick": False, "discard": False}
        shot_phases: set[Phase] = set()

        def grab(name: str) -> None:
            screen = QGuiApplication.primaryScreen()
            shot = screen.grabWindow(0, 0, 0, size[0], size[1])
            shot.save(str(out / f"{stem}-{name}.png"))

        def step() -> None:
            c = controller
            st = c.state
            if window.summary is not None and not state["done"]:
                state["done"] = True
                QTimer.singleShot(400, lambda: (grab("summary"), window.close(), app.quit()))
                return
            if window.scene.trick_waiting() and not state["trick"]:
                state["trick"] = True
                grab("trick")
            if (not st.is_terminal() and st.current_player() == c.human
                    and not window.scene.busy() and not c.window_open()):
                if st.phase is not Phase.PLAY and st.phase not in shot_phases:
                    shot_phases.add(st.phase)
                    grab(st.phase.value)
                    if st.phase is Phase.EXCHANGE:  # the talon taken, nothing chosen yet
                        QTimer.singleShot(250, step)
                        return
                if st.phase is Phase.EXCHANGE and not state["discard"]:
                    state["discard"] = True  # two cards chosen, not yet confirmed
                    choice = advisor.choose(c.observation(), rng, BUDGETS["beginner"]).action
                    assert isinstance(choice, Discard)
                    window.scene.discard_selection[:] = [choice.c1, choice.c2]
                    window.scene.sync(c.observation(), animate=False)
                    window.refresh_table()
                    QTimer.singleShot(400, lambda: (grab("discard"), step()))
                    return
                if st.phase is Phase.PLAY and st.tricks_done >= 3 and not state["mid"]:
                    state["mid"] = True
                    grab("middeal")
                act = advisor.choose(c.observation(), rng, BUDGETS["beginner"]).action
                c.submit(act)
            elif c.window_open():
                c.release_window()
            QTimer.singleShot(250, step)

        def welcome() -> None:
            from prefgui.session.settings import AppSettings
            from prefgui.ui.dialogs.welcome import WelcomeDialog

            dlg = WelcomeDialog(AppSettings(), window)
            dlg.open()
            QTimer.singleShot(500, lambda: (grab("welcome"), dlg.close(),
                                            QTimer.singleShot(300, step)))

        controller.start()
        QTimer.singleShot(800, welcome)
        app.exec()
    return stem


def shoot_talon(app: QApplication, worker: AiWorker, out: Path, size: tuple[int, int],
                pack: str, seed: int = 8, language: str | None = None,
                dock: bool = False) -> None:
    """``talon``: a computer declarer's talon, shown face up on its way into his hand
    (Western Balkan, where the talon is shown; the human passes, deals go on until a
    computer player takes the talon)."""
    install_translators(app, language)
    settings = TableSettings("balkan", names=("You", "Anna", "Béla"),
                             levels=("human", "beginner", "beginner"))
    with tempfile.TemporaryDirectory() as tmp:
        controller = GameController(Match(settings, seed), worker, Path(tmp) / "s.json")
        window = MainWindow(controller, load_theme(f"prefgui-{pack}"))
        window.menu_actions.set_speed("normal")
        window.resize(*size)
        window.move(0, 0)
        window.show()
        window.sheet_dock.setVisible(dock)
        stem = (f"table-{pack}-{size[0]}x{size[1]}" + (f"-{language}" if language else "")
                + ("-dock" if dock else ""))
        advisor = HeuristicPlayer()
        rng = random.Random(seed)
        deals = {"n": 0}

        def step() -> None:
            c = controller
            st = c.state
            scene = window.scene
            talon = [scene.faces[x] for x in range(32) if st.talon >> x & 1]
            if st.declarer not in (-1, c.human) and all(i.isVisible() and i.face_up
                                                        for i in talon):
                QTimer.singleShot(250, lambda: (
                    QGuiApplication.primaryScreen().grabWindow(
                        0, 0, 0, size[0], size[1]).save(str(out / f"{stem}-talon.png")),
                    window.close(), app.quit()))
                return
            if c.finished_entry() is not None:
                deals["n"] += 1
                if deals["n"] > 12:  # no computer player took the talon: no picture
                    window.close()
                    app.quit()
                    return
                window.next_deal()
            elif c.window_open():
                c.release_window()
            elif st.current_player() == c.human and not scene.busy():
                legal = c.legal_actions()
                act = Pass(c.human) if Pass(c.human) in legal else advisor.choose(
                    c.observation(), rng, BUDGETS["beginner"]).action
                c.submit(act)
            QTimer.singleShot(60, step)

        controller.start()
        QTimer.singleShot(500, step)
        app.exec()


METAINFO_SHOTS = (("french", "en"), ("german", "de"), ("french", "cs"))
"""(pack, language) of each screenshot in the metainfo, named ``table-<pack>-<lang>.png``."""


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--out", default="screenshots")
    ap.add_argument("--sizes", default="1024x640,1280x800,1920x1080")
    ap.add_argument("--dock", action="store_true", help="also with the score sheet open")
    ap.add_argument("--packs", default="french,german")
    ap.add_argument("--variant", default="austrian")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--language", help="e.g. de or cs (default: the system's)")
    ap.add_argument("--metainfo", metavar="DIR",
                    help="only the metainfo's screenshots, into DIR (see the header)")
    args = ap.parse_args()
    out = Path(args.metainfo or args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication([])
    register_fonts()
    worker = AiWorker()
    if args.metainfo:
        with tempfile.TemporaryDirectory() as tmp:
            for pack, lang in METAINFO_SHOTS:
                stem = shoot(app, worker, Path(tmp), (1280, 800), pack, args.variant, args.seed,
                             lang)
                shutil.copyfile(Path(tmp) / f"{stem}-middeal.png", out / f"table-{pack}-{lang}.png")
        worker.shutdown()
        return
    for size_text in args.sizes.split(","):
        w, h = (int(x) for x in size_text.split("x"))
        for pack in args.packs.split(","):
            for dock in (False, True) if args.dock else (False,):
                shoot(app, worker, out, (w, h), pack, args.variant, args.seed, args.language,
                      dock)
                shoot_talon(app, worker, out, (w, h), pack, language=args.language, dock=dock)
    worker.shutdown()


if __name__ == "__main__":
    main()
