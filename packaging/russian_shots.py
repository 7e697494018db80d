"""Screenshots of the Russian table (``packaging/screenshots.py --russian``), one per phase.

Each position is reached by playing a pulka without the window (the calls scripted, the
cards chosen simply), then shown in the window with animations off and grabbed
(``QWidget.grab``, so it works offscreen as well as under Xvfb). Files:
``ru-<variant>-<W>x<H>[-<lang>]-<view>.png``:

``auction`` (the ladder with misère in its place, each call explained), ``discard`` (the
talon taken, two cards chosen), ``declare`` (not below the bid), ``whist`` (whist, pass,
half-whist against the contract), ``whist-style`` (the lone whister: lay down or play
closed), ``open-whist`` (the human plays the passer's cards, face up), ``computer-open``
(a computer whisted open: the human declarer sees both defending hands), ``misere`` (the
catchers' hands face up after the first card), ``raspasy`` (the talon card leading trick
one, the series' step on the badge), ``raspasy-series`` (the second deal of a series, ×2),
``four`` (four at the table: the dealer sits out, his cards unseen), ``summary`` (a deal's
summary: what went on the sheet) and ``end`` (the last deal's summary: the settlement).
"""

from __future__ import annotations

import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QApplication

from prefgui.engine.actions import (
    Discard,
    OpenWhist,
    Pass,
    Play,
    RuBid,
    RussianAction,
    Whist,
)
from prefgui.engine.russian.ladder import MISERE
from prefgui.engine.russian.state import RussianState
from prefgui.engine.vocab import Phase
from prefgui.session.match import TableSettings
from prefgui.session.pulka import Pulka
from prefgui.ui.dialogs.pulka_summary import PulkaSummaryDialog
from prefgui.ui.game.controller import GameController
from prefgui.ui.system.jobs import JobService
from prefgui.ui.table.card_item import CardItem
from prefgui.ui.table.theme import load_theme
from prefgui.ui.window.main_window import MainWindow
from prefgui.ui.words.languages import install_translators

C6 = 1  # 6♣

Script = Callable[[RussianState], RussianAction | None]
"""The scripted action in a position, or None to stop there (the shot's position)."""


def simple(st: RussianState, declarer: int | None, bid: int = C6,
           whist: dict[int, type] | None = None, open_whist: bool = False) -> RussianAction:
    """``declarer`` bids ``bid``, the others pass; whist calls by ``whist``; cards low."""
    legal = st.legal_actions()
    if st.phase is Phase.AUCTION:
        if st.turn == declarer and st.high is None:
            return next(a for a in legal if isinstance(a, RuBid) and a.rank == bid)
        return next(a for a in legal if isinstance(a, Pass))
    if st.phase is Phase.EXCHANGE:
        discards = [a for a in legal if isinstance(a, Discard)]
        return discards[-1] if st.bid == MISERE else discards[0]
    if st.phase is Phase.WHIST:
        kind = (whist or {}).get(legal[0].seat, Pass)
        return next((a for a in legal if type(a) is kind), legal[0])
    if st.phase is Phase.WHIST_STYLE:
        return legal[0] if open_whist else legal[1]
    return min((a for a in legal if isinstance(a, Play)), key=lambda a: (a.card & 7, a.card)) \
        if st.phase is Phase.PLAY else legal[0]


def reach(pulka: Pulka, script: Script, stop_at_end: bool = False) -> None:
    """Apply the script's actions until it says stop (deals are started as they end, or
    with ``stop_at_end`` the first deal to end is the stop)."""
    while True:
        if pulka.state.is_terminal():
            if stop_at_end:
                return
            pulka.next_deal()
        action = script(pulka.state)
        if action is None:
            return
        pulka.apply(action)


def positions() -> dict[str, tuple[int, Script]]:
    """Each shot's players and the script that reaches it (dealer 0, forehand seat 1)."""
    def at(stop: Callable[[RussianState], bool], plan: Callable[[RussianState], RussianAction]
           ) -> Script:
        return lambda st: None if stop(st) else plan(st)

    def human_turn(st: RussianState, ph: Phase) -> bool:
        return st.phase is ph and st.controller(st.turn) == 0

    return {
        "auction": (3, at(lambda st: st.phase is Phase.AUCTION and st.turn == 0,
                          lambda st: simple(st, 1, bid=0))),
        "discard": (3, at(lambda st: human_turn(st, Phase.EXCHANGE),
                          lambda st: simple(st, 0))),
        "declare": (3, at(lambda st: human_turn(st, Phase.DECLARE), lambda st: simple(st, 0))),
        "whist": (3, at(lambda st: human_turn(st, Phase.WHIST), lambda st: simple(st, 1))),
        "whist-style": (3, at(lambda st: human_turn(st, Phase.WHIST_STYLE),
                              lambda st: simple(st, 1, whist={0: Whist}))),
        "open-whist": (3, at(lambda st: st.phase is Phase.PLAY and st.turn == 2
                             and st.controller(2) == 0 and st.tricks_done >= 1,
                             lambda st: OpenWhist(0) if st.phase is Phase.WHIST_STYLE
                             else simple(st, 1, whist={0: Whist}))),
        "computer-open": (3, at(lambda st: human_turn(st, Phase.PLAY),
                                lambda st: simple(st, 0, whist={1: Whist}, open_whist=True))),
        "misere": (3, at(lambda st: human_turn(st, Phase.PLAY) and st.tricks_done >= 1,
                         lambda st: simple(st, 1, bid=MISERE))),
        "raspasy": (3, at(lambda st: human_turn(st, Phase.PLAY), lambda st: simple(st, None))),
        "raspasy-series": (3, at(lambda st: human_turn(st, Phase.PLAY) and st.series >= 1,
                                 lambda st: simple(st, None))),
        "four": (4, at(lambda st: human_turn(st, Phase.PLAY) and st.tricks_done >= 2
                       and st.dealer != 0, lambda st: simple(st, None))),
    }


def shoot_russian(app: QApplication, worker: JobService, out: Path, size: tuple[int, int],
                  variant: str = "sochi", language: str | None = None) -> list[Path]:
    """Every Russian shot at ``size``; returns the files written."""
    install_translators(app, language)
    stem = f"ru-{variant}-{size[0]}x{size[1]}" + (f"-{language}" if language else "")
    written: list[Path] = []
    for name, (players, script) in positions().items():
        names = ("You", "Anna", "Boris", "Vera")[:players]
        table = TableSettings(variant, {}, players, names, ("human",) + ("club",) * (players - 1))
        pulka = Pulka(table, 7)
        reach(pulka, script)
        written.append(_grab_table(app, worker, pulka, out / f"{stem}-{name}.png", size,
                                   discard=name == "discard"))
    # a deal's summary, and the end of a short pulka with its settlement
    table = TableSettings(variant, {"pool_size": 2}, 3, ("You", "Anna", "Boris"),
                          ("human", "club", "club"))
    pulka = Pulka(table, 7)
    reach(pulka, lambda st: simple(st, 1, whist={2: Whist}), stop_at_end=True)
    written.append(_grab_summary(pulka, out / f"{stem}-summary.png"))
    k = 0
    while not pulka.finished:
        k += 1
        pulka.next_deal()
        reach(pulka, lambda st, d=k % 3: simple(st, d), stop_at_end=True)
    written.append(_grab_summary(pulka, out / f"{stem}-end.png"))
    return written


def _grab_table(app: QApplication, worker: JobService, pulka: Pulka, path: Path,
                size: tuple[int, int], discard: bool = False) -> Path:
    with tempfile.TemporaryDirectory() as tmp:
        controller = GameController(pulka, worker, Path(tmp) / "s.json")
        controller.speed = "off"
        window = MainWindow(controller, load_theme("prefgui-french"))
        window.menu_actions.set_speed("off")
        window.resize(*size)
        window.show()
        controller.session.start()
        controller.turns.stop()  # the position stays as it is
        if discard:
            st = pulka.state
            cards = sorted((c for c in range(32) if st.hands[0] >> c & 1), key=lambda c: c & 7)
            window.scene.choice.toggle_discard(cards[0], True)
            window.scene.choice.toggle_discard(cards[1], True)
            window.table_desk.refresh()
        for _ in range(20):
            app.processEvents()
        _faces_drawn(app, window)
        window.grab().save(str(path))
        controller.session.stop()
        window.close()
        window.deleteLater()
        app.processEvents()
    return path


def _faces_drawn(app: QApplication, window: MainWindow, limit: float = 5.0) -> None:
    """Wait until every card on show has its face (card faces are rendered between
    frames, a few at a time: a grab straight after the start shows the cards not drawn
    yet)."""
    until = time.monotonic() + limit
    while time.monotonic() < until:
        window.grab()  # paints every card: each says whether its face was there
        cards = [i for i in window.scene.items() if isinstance(i, CardItem) and i.isVisible()]
        if cards and not any(c.waiting for c in cards):
            return
        time.sleep(0.02)
        app.processEvents()


def _grab_summary(pulka: Pulka, path: Path) -> Path:
    entry = pulka.entries[-1]
    dlg = PulkaSummaryDialog(entry.result, list(pulka.settings.names), "french")
    dlg.show()
    QApplication.processEvents()
    dlg.grab().save(str(path))
    dlg.close()
    dlg.deleteLater()
    return path
