"""Screenshots of the table: each size and pack, mid-deal and at the deal summary.

Run under a real X server (Xvfb) so that the window, its dialogs and the fonts are drawn as
a player sees them:

    Xvfb :99 -screen 0 1920x1080x24 &
    DISPLAY=:99 QT_QPA_PLATFORM=xcb python packaging/screenshots.py --out screenshots

Files: ``table-<pack>-<W>x<H>-middeal.png``, ``…-summary.png`` and one of the first
decision the human makes (``…-auction.png``, the decision panel); with ``--language``, the
language is part of the name (``table-<pack>-<W>x<H>-<lang>-…``).

The screenshots of the AppStream metainfo (``packaging/screenshots/``, 1280×800 mid-deal:
French cards in English, German cards in German, French cards in Czech) are made with

    DISPLAY=:99 QT_QPA_PLATFORM=xcb python packaging/screenshots.py --metainfo packaging/screenshots
The human's part is played by the Beginner's rules of thumb; the screenshot mid-deal is
taken when it is the human's turn to play a card (legal cards highlighted).
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
from prefgui.engine.state import Phase
from prefgui.session.match import Match, TableSettings
from prefgui.ui.controller import GameController
from prefgui.ui.languages import install_translators
from prefgui.ui.main_window import MainWindow
from prefgui.ui.table.theme import load_theme, register_fonts
from prefgui.ui.workers import AiWorker


def shoot(app: QApplication, worker: AiWorker, out: Path, size: tuple[int, int], pack: str,
          variant: str, seed: int, language: str | None = None) -> str:
    """Play one deal and take its screenshots; return the common stem of their names."""
    install_translators(app, language)
    settings = TableSettings(variant, names=("You", "Anna", "Béla"),
                             levels=("human", "beginner", "beginner"))
    with tempfile.TemporaryDirectory() as tmp:
        controller = GameController(Match(settings, seed), worker, Path(tmp) / "s.json")
        window = MainWindow(controller, load_theme(f"prefgui-{pack}"))
        window.menu_actions._set_speed("fast")
        window.resize(*size)
        window.move(0, 0)
        window.show()
        stem = f"table-{pack}-{size[0]}x{size[1]}" + (f"-{language}" if language else "")
        advisor = HeuristicPlayer()
        rng = random.Random(seed)
        state = {"mid": False, "done": False, "panel": False}

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
            if (not st.is_terminal() and st.current_player() == c.human
                    and not window.scene.busy() and not c.window_open()):
                if st.phase is not Phase.PLAY and not state["panel"]:
                    state["panel"] = True
                    grab(st.phase.value)
                if st.phase is Phase.PLAY and st.tricks_done >= 3 and not state["mid"]:
                    state["mid"] = True
                    grab("middeal")
                act = advisor.choose(c.observation(), rng, BUDGETS["beginner"]).action
                c.submit(act)
            elif c.window_open():
                c.release_window()
            QTimer.singleShot(250, step)

        controller.start()
        QTimer.singleShot(800, step)
        app.exec()
    return stem


METAINFO_SHOTS = (("french", "en"), ("german", "de"), ("french", "cs"))
"""(pack, language) of each screenshot in the metainfo, named ``table-<pack>-<lang>.png``."""


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--out", default="screenshots")
    ap.add_argument("--sizes", default="1280x800,1920x1080")
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
            shoot(app, worker, out, (w, h), pack, args.variant, args.seed, args.language)
    worker.shutdown()


if __name__ == "__main__":
    main()
