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
cards highlighted), ``claim`` (the claim dialog after six tricks) and ``claim-answer`` (the
answer to a claim of the rest: the refusal with its reason, or the claim's bubble),
``summary`` (the deal summary), ``review`` (the review of that deal, opened from the summary,
at the human's most telling decision: values on the cards and the chart),
``welcome`` (the first start's welcome), ``coach-warning`` (the coach's bubble before a card
that breaks a convention, the cards that keep it outlined) and ``partner-note`` (the note
reading the partner's lead under C2 or C3); the coach's two are found by playing deals on
until they happen. ``drill`` (Coach → Drills: a drill's position with its question) and
``drill-answer`` (the coach's feedback on a wrong card, every legal card's value drawn on it).
``-dock`` shots have the score sheet open (``--dock``; 1024x640 with the dock is the tightest
table); with ``--language`` the language is part of the name.

``ru-<variant>-<W>x<H>[-<lang>]-<view>.png`` (``--russian sochi``): the Russian table in each
phase, from the auction to the end of a pulka (``packaging/russian_shots.py``).

``progress-<W>x<H>[-<lang>]-<tab>.png`` (``--progress``): the Progress view (Coach → Progress)
of a temporary profile filled with deals played and reviewed here (the human's part played by
the Beginner's rules of thumb, with careless cards in the first half, so the breaches fall) and
answers to their drills over the last days, one picture per tab (``conventions``, ``losses``,
``drills``).

``pulka-<system>-<N>p-<W>x<H>[-<lang>]-<tab>.png`` (``--pulka``): the Russian game's score
sheet after a whole pulka played by the computer at every seat (the Beginner's rules of thumb,
a pool of 10), one picture per tab: ``drawn`` (the pulka drawn as players draw it: the
triangle for three, the rectangle for four), ``deals``, ``chart`` and ``settlement`` (in
whists and, at 0.1 a whist, in money); Sochi for three and Leningrad for four players.

The screenshots of the AppStream metainfo (``packaging/screenshots/``, 1280×800 mid-deal:
French cards in English, German cards in German, French cards in Czech) are made with

    DISPLAY=:99 QT_QPA_PLATFORM=xcb python packaging/screenshots.py --metainfo packaging/screenshots

and ``shots.json`` beside them records what each shows (language, pack, the menu bar, the
image's sha256): tests/test_packaging.py checks that it describes the committed images and
that their menus are the game's today. The human's part is played by the Beginner's rules of
thumb. The coach profile the game
keeps is written to a temporary folder (``PREFGUI_HOME``), never the player's own.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import shutil
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from prefgui.ai.players import BUDGETS, HeuristicPlayer
from prefgui.coach.drills import Theme, generate
from prefgui.coach.profile import Profile
from prefgui.engine.actions import Discard, Pass, Play
from prefgui.engine.rules import Rules
from prefgui.engine.state import Phase
from prefgui.session.match import Match, TableSettings
from prefgui.ui.coach.drill_factory import DrillFactory
from prefgui.ui.game.controller import GameController
from prefgui.ui.review.window import ReviewWindow
from prefgui.ui.system.jobs import JobService
from prefgui.ui.table.theme import load_theme, register_fonts
from prefgui.ui.window.main_window import MainWindow
from prefgui.ui.words.languages import install_translators

if TYPE_CHECKING:
    from prefgui.coach.drills import Drill


MENUS: dict[str, str] = {}
"""The menu bar's titles in each ``middeal`` screenshot, by stem (as ``--smoke-test`` prints
them): ``shots.json`` keeps them, and tests/test_packaging.py compares them with the game's."""


def shoot(app: QApplication, worker: JobService, out: Path, size: tuple[int, int], pack: str,
          variant: str, seed: int, language: str | None = None, dock: bool = False) -> str:
    """Play one deal and take its screenshots; return the common stem of their names."""
    install_translators(app, language)
    settings = TableSettings(variant, names=("You", "Anna", "Béla"),
                             levels=("human", "beginner", "beginner"))
    with tempfile.TemporaryDirectory() as tmp:
        controller = GameController(Match(settings, seed), worker, Path(tmp) / "s.json")
        window = MainWindow(controller, load_theme(f"prefgui-{pack}"))
        window.menu_actions.set_speed("fast")
        window.scene.trick.pause = 4000  # time to take the complete trick's picture
        window.resize(*size)
        window.move(0, 0)
        window.show()
        window.sheet_dock.setVisible(dock)
        stem = (f"table-{pack}-{size[0]}x{size[1]}" + (f"-{language}" if language else "")
                + ("-dock" if dock else ""))
        advisor = HeuristicPlayer()
        rng = random.Random(seed)
        state = {"mid": False, "done": False, "trick": False, "claim": False,
                 "discard": False}
        shot_phases: set[Phase] = set()

        def grab(name: str) -> None:
            screen = QGuiApplication.primaryScreen()
            shot = screen.grabWindow(0, 0, 0, size[0], size[1])
            shot.save(str(out / f"{stem}-{name}.png"))

        def step() -> None:
            c = controller
            st = c.state
            if window.deal_end.summary is not None and not state["done"]:
                state["done"] = True
                QTimer.singleShot(400, lambda: (grab("summary"), review()))
                return
            if window.scene.trick_waiting() and not state["trick"]:
                state["trick"] = True
                grab("trick")
            if (not st.is_terminal() and st.current_player() == c.human
                    and not window.scene.busy() and not c.turns.window_open()):
                if st.phase is not Phase.PLAY and st.phase not in shot_phases:
                    shot_phases.add(st.phase)
                    grab(st.phase.value)
                    if st.phase is Phase.EXCHANGE:  # the talon taken, nothing chosen yet
                        QTimer.singleShot(250, step)
                        return
                if st.phase is Phase.EXCHANGE and not state["discard"]:
                    state["discard"] = True  # two cards chosen, not yet confirmed
                    choice = advisor.choose(c.view.observation(), rng, BUDGETS["beginner"]).action
                    assert isinstance(choice, Discard)
                    window.scene.choice.toggle_discard(choice.c1, True)
                    window.scene.choice.toggle_discard(choice.c2, True)
                    window.table_desk.refresh()
                    QTimer.singleShot(400, lambda: (grab("discard"), step()))
                    return
                if st.phase is Phase.PLAY and st.tricks_done >= 3 and not state["mid"]:
                    state["mid"] = True
                    grab("middeal")
                    MENUS[stem] = " | ".join(a.text() for a in window.menuBar().actions())
                if st.phase is Phase.PLAY and st.tricks_done >= 6 and not state["claim"]:
                    state["claim"] = True
                    claim()
                    return
                act = advisor.choose(c.view.observation(), rng, BUDGETS["beginner"]).action
                c.submit(act)
            elif c.turns.window_open():
                c.turns.release_window()
            QTimer.singleShot(250, step)

        def claim() -> None:
            """The claim dialog, then the answer to a claim of the rest (its bubble)."""
            from prefgui.ui.dialogs.claim import ClaimDialog

            dlg = ClaimDialog(10 - controller.state.tricks_done, window)
            dlg.open()

            def answer() -> None:
                if window.scene.coach_bubble.text() or window.claims.showing():
                    grab("claim-answer")
                    QTimer.singleShot(300, step)
                else:
                    QTimer.singleShot(50, answer)

            def ask() -> None:
                grab("claim")
                dlg.close()
                window.claims.request(None)
                QTimer.singleShot(50, answer)

            QTimer.singleShot(500, ask)
        def review() -> None:
            summary = window.deal_end.summary
            assert summary is not None
            summary.review_button.click()
            win = window.reviews.windows[-1]
            win.resize(*size)
            win.move(0, 0)

            def wait() -> None:
                if not win.review_ready():
                    QTimer.singleShot(500, wait)
                    return
                win.go(telling_step(win))
                QTimer.singleShot(600, lambda: (grab("review"), win.close(), window.close(),
                                                app.quit()))

            wait()

        def welcome() -> None:
            from prefgui.session.settings import AppSettings
            from prefgui.ui.dialogs.welcome import WelcomeDialog

            dlg = WelcomeDialog(AppSettings(), window)
            dlg.open()
            QTimer.singleShot(500, lambda: (grab("welcome"), dlg.close(),
                                            QTimer.singleShot(300, rules_settings)))

        def rules_settings() -> None:
            """After the welcome: ``settings``, the settings dialog as it opens (the
            variant's rules with the paragraph on the variant)."""
            from prefgui.session.settings import AppSettings
            from prefgui.ui.dialogs.settings import SettingsDialog

            dlg = SettingsDialog(AppSettings(table=settings), window)
            dlg.open()
            QTimer.singleShot(500, lambda: (grab("settings"), dlg.close(),
                                            QTimer.singleShot(300, step)))

        controller.session.start()
        QTimer.singleShot(800, welcome)
        app.exec()
    return stem


def telling_step(win: ReviewWindow) -> int:
    """The step of the human's decision whose cards differ most in value (most legal
    cards among them): the review's most instructive picture."""
    best, key = 0, (-1, -1)
    for step in range(win.steps.last):
        d = win.steps.decision(step)
        if d is None or d.seat != win.human or d.moves is None:
            continue
        k = (len(set(d.moves.values())), len(d.legal))
        if k > key:
            best, key = step, k
    return best


def fill_profile(path: Path, now: datetime, deals: int = 24, seed: int = 5) -> None:
    """A profile at ``path`` with ``deals`` Austrian deals reviewed a day apart up to ``now``
    (the human in seat 0, the knowable estimate made for him) and answers to their drills."""
    from prefgui.coach.advice import advise
    from prefgui.coach.drills import from_review
    from prefgui.coach.profile import Profile
    from prefgui.coach.review import review_record
    from prefgui.engine.actions import Play
    from prefgui.engine.cards import iter_cards
    from prefgui.engine.deal import new_deal
    from prefgui.engine.play import legal_mask
    from prefgui.engine.record import parse_record, record_json
    from prefgui.engine.rules import Rules

    rng = random.Random(seed)
    player = HeuristicPlayer()
    prof = Profile.open(path, now)
    drills: list[Drill] = []
    for n in range(deals):
        st = new_deal(Rules("austrian"), rng.randrange(10**9), n % 3)
        # a learning player: careless in the first half, careful in the second
        wild = 0.6 if n < deals // 2 else 0.03
        while not st.is_terminal():
            seat = st.current_player()
            assert seat is not None
            cards = [a for a in st.legal_actions() if isinstance(a, Play) and a.seat == seat]
            if seat == 0 and cards and rng.random() < wild:
                careless = [a for a in cards if advise(st, seat, a.card) is not None]
                st = st.apply(rng.choice(careless or cards))
            else:
                st = st.apply(player.choose(st.observation(seat), rng,
                                            BUDGETS["beginner"]).action)
        review = review_record(parse_record(record_json(st)), knowable_seats={0}, worlds=6)
        when = now - timedelta(days=deals - n, hours=rng.randint(0, 5))
        prof.add_review(review, 0, when)
        for d in from_review(review):
            if prof.add_drill(d, when):
                drills.append(d)
    for i in range(min(30, 3 * len(drills))):
        d = drills[i % len(drills)]
        right = rng.random() < 0.45 + i / 60  # more right answers as the days go by
        pool = d.accepted if right else legal_mask(d.position()) & ~d.accepted
        card = next(iter_cards(pool or d.accepted))
        prof.answer(d.key, card, rng.uniform(3, 40),
                    now - timedelta(days=9 - i * 9 // 30, minutes=60 - i))
    prof.close()


def shoot_progress(app: QApplication, out: Path, size: tuple[int, int],
                   language: str | None = None) -> None:
    """The Progress view of the player's profile (see :func:`fill_profile`), each tab at
    ``size``."""
    from prefgui.ui.coach.progress import ProgressDialog, read_trends

    install_translators(app, language)
    trends, message = read_trends()
    dialog = ProgressDialog(trends, message)
    dialog.resize(*size)
    dialog.move(0, 0)
    dialog.show()
    stem = f"progress-{size[0]}x{size[1]}" + (f"-{language}" if language else "")
    for n, name in enumerate(("conventions", "losses", "drills")):
        dialog.tabs.setCurrentIndex(n)
        for _ in range(20):  # let the window system draw it
            app.processEvents()
        shot = QGuiApplication.primaryScreen().grabWindow(0, 0, 0, size[0], size[1])
        shot.save(str(out / f"{stem}-{name}.png"))
    dialog.close()


PULKA_SHOTS = (("sochi", 3, 5), ("leningrad", 4, 3))
"""The pulkas shot by ``--pulka``: system, players, seed."""


def shoot_pulka(app: QApplication, out: Path, size: tuple[int, int], variant: str,
                players: int, seed: int, language: str | None = None) -> None:
    """A whole pulka played by the computer, its score sheet at ``size``, tab by tab."""
    from fractions import Fraction

    from prefgui.ai.russian.player import make_russian_player
    from prefgui.session.pulka import Pulka
    from prefgui.ui.sheet.pulka_view import PulkaView

    install_translators(app, language)
    names = ("You", "West", "East") if players == 3 else ("You", "West", "North", "East")
    pulka = Pulka(TableSettings(variant, {"pool_size": 10}, players, names,
                                ("human",) + ("beginner",) * (players - 1)), seed)
    rng = random.Random(seed)
    player = make_russian_player("beginner")
    for _ in range(200):
        while not pulka.state.is_terminal():
            seat = pulka.state.controller(pulka.state.turn)
            pulka.apply(player.choose(pulka.state.observation(seat), rng).action)
        if pulka.finished:
            break
        pulka.next_deal()
    view = PulkaView()
    view.show_pulka(pulka, Fraction(1, 10))
    view.resize(*size)
    view.move(0, 0)
    view.show()
    stem = f"pulka-{variant}-{players}p-{size[0]}x{size[1]}" + (f"-{language}" if language
                                                                 else "")
    for n, name in enumerate(("drawn", "deals", "chart", "settlement")):
        view.tabs.setCurrentIndex(n)
        for _ in range(20):  # let the window system draw it
            app.processEvents()
        view.grab().save(str(out / f"{stem}-{name}.png"))
    view.close()


def shoot_coach(app: QApplication, worker: JobService, out: Path, size: tuple[int, int],
                pack: str, variant: str, seed: int, language: str | None = None,
                deals: int = 12) -> None:
    """Play deals until the coach has warned before a card (``coach-warning``) and read the
    partner's lead (``partner-note``), and take each once."""
    install_translators(app, language)
    settings = TableSettings(variant, names=("You", "Anna", "Béla"),
                             levels=("human", "beginner", "beginner"))
    with tempfile.TemporaryDirectory() as tmp:
        controller = GameController(Match(settings, seed), worker, Path(tmp) / "s.json")
        window = MainWindow(controller, load_theme(f"prefgui-{pack}"))
        window.menu_actions.set_speed("fast")
        window.resize(*size)
        window.move(0, 0)
        window.show()
        stem = f"table-{pack}-{size[0]}x{size[1]}" + (f"-{language}" if language else "")
        advisor = HeuristicPlayer()
        rng = random.Random(seed)
        taken: set[str] = set()
        led: list[object] = []
        controller.partner_led.connect(led.append)
        played = [0]

        def grab(name: str) -> None:
            taken.add(name)
            screen = QGuiApplication.primaryScreen()
            screen.grabWindow(0, 0, 0, size[0], size[1]).save(str(out / f"{stem}-{name}.png"))

        def finish() -> None:
            window.close()
            app.quit()

        def step() -> None:
            c = controller
            st = c.state
            if len(taken) == 2 or played[0] >= deals:
                finish()
                return
            if st.is_terminal():
                played[0] += 1
                window.deal_end.next_deal()
            elif (st.current_player() == c.human and not window.scene.busy()
                    and not c.turns.window_open()):
                if led and "partner-note" not in taken and window.coach_notes.notes:
                    grab("partner-note")
                led.clear()
                act = advisor.choose(c.view.observation(), rng, BUDGETS["beginner"]).action
                if st.phase is Phase.PLAY and "coach-warning" not in taken:
                    breach = next((a.card for a in c.view.legal_actions() if isinstance(a, Play)
                                   and c.words.coach_advice(a.card) is not None), None)
                    if breach is not None:
                        window.table_desk.play_card(breach)  # the coach warns; the card glides back
                        QTimer.singleShot(900, lambda: (grab("coach-warning"), c.submit(act),
                                                        QTimer.singleShot(250, step)))
                        return
                c.submit(act)
            elif c.turns.window_open():
                c.turns.release_window()
            QTimer.singleShot(250, step)

        controller.session.start()
        QTimer.singleShot(800, step)
        app.exec()


class _ProfileOnly(DrillFactory):
    """No background drill maker: the shots show a drill stored in the profile."""

    def request(self, rules: Rules) -> None:
        pass


def shoot_drill(app: QApplication, worker: JobService, out: Path, stem: str,
                size: tuple[int, int], pack: str, variant: str, seed: int) -> None:
    """A drill on the table, then the feedback on a wrong answer (``-drill``,
    ``-drill-answer``)."""
    settings = TableSettings(variant, names=("You", "Anna", "Béla"),
                             levels=("human", "beginner", "beginner"))
    drill = generate(Theme.C1, settings.rules(), random.Random(seed))
    assert drill is not None
    with tempfile.TemporaryDirectory() as tmp:
        profile = Profile.open(Path(tmp) / "profile.sqlite3", datetime.now(UTC))
        profile.add_drill(drill, datetime.now(UTC))
        profile.close()
        controller = GameController(Match(settings, seed), worker, Path(tmp) / "s.json")
        window = MainWindow(controller, load_theme(f"prefgui-{pack}"))
        drills = window.practice.drill_desk
        drills.profile_path = Path(tmp) / "profile.sqlite3"
        drills.make_factory = lambda jobs: _ProfileOnly(jobs, random.Random(seed))
        window.menu_actions.set_speed("fast")
        window.resize(*size)
        window.move(0, 0)
        window.show()
        controller.session.start()

        def grab(name: str) -> None:
            screen = QGuiApplication.primaryScreen()
            screen.grabWindow(0, 0, 0, size[0], size[1]).save(str(out / f"{stem}-{name}.png"))

        def answer() -> None:
            wrong = next(c for c in drill.moves if not drill.is_right(c))
            window.scene.card_activated.emit(wrong)
            QTimer.singleShot(600, lambda: (grab("drill-answer"), window.close(), app.quit()))

        QTimer.singleShot(300, window.practice.open_drills)
        QTimer.singleShot(1200, lambda: (grab("drill"), answer()))
        app.exec()


def shoot_talon(app: QApplication, worker: JobService, out: Path, size: tuple[int, int],
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
            if st.declarer not in (None, c.human) and all(i.isVisible() and i.face_up
                                                        for i in talon):
                QTimer.singleShot(250, lambda: (
                    QGuiApplication.primaryScreen().grabWindow(
                        0, 0, 0, size[0], size[1]).save(str(out / f"{stem}-talon.png")),
                    window.close(), app.quit()))
                return
            if c.session.finished_entry() is not None:
                deals["n"] += 1
                if deals["n"] > 12:  # no computer player took the talon: no picture
                    window.close()
                    app.quit()
                    return
                window.deal_end.next_deal()
            elif c.turns.window_open():
                c.turns.release_window()
            elif st.current_player() == c.human and not scene.busy():
                legal = c.view.legal_actions()
                act = Pass(c.human) if Pass(c.human) in legal else advisor.choose(
                    c.view.observation(), rng, BUDGETS["beginner"]).action
                c.submit(act)
            QTimer.singleShot(60, step)

        controller.session.start()
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
    ap.add_argument("--progress", action="store_true",
                    help="only the Progress view (a temporary profile), at each size")
    ap.add_argument("--russian", metavar="VARIANT",
                    help="only the Russian table's phases (sochi, leningrad, rostov), at each "
                         "size (see packaging/russian_shots.py)")
    ap.add_argument("--pulka", action="store_true",
                    help="only the Russian game's score sheet (a whole pulka), at each size")
    ap.add_argument("--metainfo", metavar="DIR",
                    help="only the metainfo's screenshots, into DIR (see the header)")
    args = ap.parse_args()
    out = Path(args.metainfo or args.out)
    out.mkdir(parents=True, exist_ok=True)
    os.environ.setdefault("PREFGUI_HOME", tempfile.mkdtemp(prefix="prefgui-shots-"))
    app = QApplication([])
    register_fonts()
    if args.progress:
        with tempfile.TemporaryDirectory() as tmp:
            os.environ["PREFGUI_HOME"] = tmp  # the profile made here, not the player's
            from prefgui.ui.system.paths import data_dir

            fill_profile(data_dir() / "profile.sqlite3", datetime.now(UTC))
            for size_text in args.sizes.split(","):
                w, h = (int(x) for x in size_text.split("x"))
                shoot_progress(app, out, (w, h), args.language)
        return
    if args.pulka:
        for size_text in args.sizes.split(","):
            w, h = (int(x) for x in size_text.split("x"))
            for variant, players, seed in PULKA_SHOTS:
                shoot_pulka(app, out, (w, h), variant, players, seed, args.language)
        return
    worker = JobService()
    if args.russian:
        from russian_shots import shoot_russian  # beside this script

        for size_text in args.sizes.split(","):
            w, h = (int(x) for x in size_text.split("x"))
            shoot_russian(app, worker, out, (w, h), args.russian, args.language)
        worker.shutdown()
        return
    if args.metainfo:
        record = []
        with tempfile.TemporaryDirectory() as tmp:
            for pack, lang in METAINFO_SHOTS:
                stem = shoot(app, worker, Path(tmp), (1280, 800), pack, args.variant, args.seed,
                             lang)
                name = f"table-{pack}-{lang}.png"
                shutil.copyfile(Path(tmp) / f"{stem}-middeal.png", out / name)
                record.append({"file": name, "language": lang, "pack": pack,
                               "menus": MENUS[stem], "sha256": hashlib.sha256(
                                   (out / name).read_bytes()).hexdigest()})
        (out / "shots.json").write_text(json.dumps(record, indent=1, ensure_ascii=False) + "\n",
                                        encoding="utf-8")
        worker.shutdown()
        return
    for size_text in args.sizes.split(","):
        w, h = (int(x) for x in size_text.split("x"))
        for pack in args.packs.split(","):
            for dock in (False, True) if args.dock else (False,):
                stem = shoot(app, worker, out, (w, h), pack, args.variant, args.seed,
                             args.language, dock)
                shoot_drill(app, worker, out, stem, (w, h), pack, args.variant, args.seed)
                shoot_talon(app, worker, out, (w, h), pack, language=args.language, dock=dock)
            shoot_coach(app, worker, out, (w, h), pack, args.variant, args.seed, args.language)
    worker.shutdown()


if __name__ == "__main__":
    main()
