"""The Russian game's window driven by a script: the pulka's seats scripted (:class:`Plan`,
:func:`planned`), the window at a pulka (:func:`ru_window`, :func:`pulka_window`), the
computers' questions answered (:func:`pending`, :func:`answer`) and the human's calls clicked
(:func:`click_call`). Test modules import these from here, never from one another.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from prefgui.ai.players import Decision
from prefgui.engine.actions import (
    ClosedWhist,
    Discard,
    OpenWhist,
    Pass,
    Play,
    RuBid,
    RussianAction,
    WithoutThree,
)
from prefgui.engine.cards import parse_card, parse_mask
from prefgui.engine.russian.ladder import MISERE
from prefgui.engine.russian.state import RussianState
from prefgui.engine.vocab import Phase
from prefgui.session.match import TableSettings
from prefgui.session.pulka import Pulka
from prefgui.ui.system.jobs import JobService
from prefgui.ui.window.main_window import MainWindow
from prefgui.ui.words.texts import action_label
from tests.ui.fake_jobs import RecordingJobs, Request
from tests.ui.helpers import table_window, wait_for_panel

STRONG = ("AS KS QS JS 10S 9S AC KC AD AH",  # ten sure tricks in spades
          "8S 7S QC JC 10C 9C KD QD JD 10D",
          "8C 7C 9D 8D 7D KH QH JH 10H 9H")
C6 = 1  # 6♣ (6♠ is Stalingrad in Sochi: both defenders whist without a call)
C7 = 6  # 7♣


@dataclass
class Plan:
    """What every seat does in one deal (the human's part is done with the mouse)."""

    declarer: int | None  # None: everybody passes (raspasy)
    bid: int = C6
    calls: dict[int, list[type]] = field(default_factory=dict)  # whist calls, in order
    open_whist: bool = False
    without_three: bool = False


def planned(st: RussianState, plan: Plan) -> RussianAction:
    """The action the plan gives the seat to act in ``st`` (test code reads the state)."""
    legal = st.legal_actions()
    ph = st.phase
    if ph is Phase.AUCTION:
        seat = st.turn
        if plan.declarer == seat:
            bids = [a for a in legal if isinstance(a, RuBid)]
            exact = [a for a in bids if a.rank == plan.bid]
            if exact:
                return exact[0]
            trick = [a for a in bids if a.rank != MISERE and a.rank >= min(plan.bid, C7)]
            if trick and st.high is None:
                return trick[0]
        return next(a for a in legal if isinstance(a, Pass))
    if ph is Phase.EXCHANGE:
        if plan.without_three:
            return next(a for a in legal if isinstance(a, WithoutThree))
        discards = [a for a in legal if isinstance(a, Discard)]
        return discards[-1] if st.bid == MISERE else discards[0]  # misère: the highest
    if ph is Phase.DECLARE:
        return legal[0]
    if ph is Phase.WHIST:
        seat = legal[0].seat
        wanted = plan.calls.get(seat, [])
        for kind in wanted:
            found = [a for a in legal if type(a) is kind]
            if found:
                wanted.remove(kind)
                return found[0]
        return next((a for a in legal if isinstance(a, Pass)), legal[0])
    if ph is Phase.WHIST_STYLE:
        return next(a for a in legal if isinstance(a, OpenWhist if plan.open_whist
                                                   else ClosedWhist))
    if st.declarer is not None and st.contract != MISERE:  # the declarer high, others low
        cards = [a for a in legal if isinstance(a, Play)]
        pick = max if st.turn == st.declarer else min
        return pick(cards, key=lambda a: (a.card & 7, a.card))
    return legal[0]


def ru_window(qtbot: QtBot, tmp_path: Path, variant: str, players: int = 3,
              pool: int = 6, speed: str = "fast",
              size: tuple[int, int] = (1280, 800)) -> tuple[MainWindow, RecordingJobs]:
    """The window at a new pulka of ``variant`` (a short pool), the computers scripted."""
    names = ("You", "West", "North", "East") if players == 4 else ("You", "West", "East")
    table = TableSettings(variant, {"pool_size": pool}, players, names,
                          ("human",) + ("club",) * (players - 1))
    return pulka_window(qtbot, tmp_path, Pulka(table, 7), size, speed, trick_pause=150)


def pulka_window(qtbot: QtBot, tmp_path: Path, pulka: Pulka, size: tuple[int, int] = (1280, 800),
                 speed: str = "fast", trick_pause: int = 150
                 ) -> tuple[MainWindow, RecordingJobs]:
    """The window (``size``) at ``pulka``, saving into ``tmp_path``/pulka.json, the cards at
    ``speed``, a complete trick on show ``trick_pause`` ms (a player's setting), the
    computers scripted; started, its panel shown."""
    jobs = RecordingJobs()
    window = table_window(qtbot, jobs, tmp_path, match=pulka, speed=speed, size=size,
                          start=False, save="pulka.json")
    window.scene.trick.pause = trick_pause
    window.controller.session.start()
    wait_for_panel(qtbot, window)
    return window, jobs


def pending(jobs: RecordingJobs) -> Request | None:
    """The computer player's question on its way (a computer declarer's claim check, left
    unanswered here, is not one)."""
    active = [r for r in jobs.requests if r.job.active()
              and r.fn.__name__ != "computer_russian_claim"]
    return active[-1] if active else None


def answer(qtbot: QtBot, window: MainWindow, jobs: RecordingJobs,
           action: RussianAction) -> None:
    """The computer to act answers ``action`` (asked only about his own view)."""
    c = window.controller
    before = len(c.state.history)
    qtbot.waitUntil(lambda: pending(jobs) is not None, timeout=10000)
    req = pending(jobs)
    assert req is not None and req.args[1].seat != c.human
    req.answer(Decision(action))  # type: ignore[arg-type]
    qtbot.waitUntil(lambda: len(c.state.history) > before, timeout=5000)
    wait_for_panel(qtbot, window)


def click_call(qtbot: QtBot, window: MainWindow, action: RussianAction) -> None:
    c = window.controller
    before = len(c.state.history)
    label = action_label(action, c.rules, "french")
    btn = next(b for b in window.panel.buttons if b.text() == label and b.isVisible())
    assert btn.toolTip()  # every call explained
    QTest.mouseClick(btn, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(c.state.history) > before, timeout=5000)
    wait_for_panel(qtbot, window)


def deal_state(hands: tuple[str, ...], talon: str, *acts: object) -> RussianState:
    """A Sochi deal of ``hands`` and ``talon``: seat 0 is the forehand (seat 2 deals);
    ``acts`` applied."""
    t = talon.split()
    st = RussianState.initial(TableSettings("sochi").rules(), 2,
                              tuple(parse_mask(h) for h in hands),
                              (parse_card(t[0]), parse_card(t[1])))
    for a in acts:
        st = st.apply(a)  # type: ignore[arg-type]
    return st


def discard_of(seat: int, cards: str) -> Discard:
    """``seat`` discards ``cards`` (two card codes)."""
    a, b = sorted(parse_card(c) for c in cards.split())
    return Discard(seat, a, b)


def state_window(qtbot: QtBot, jobs: JobService, tmp_path: Path, st: RussianState,
                 levels: tuple[str, ...] = ("human", "beginner", "beginner"),
                 table: TableSettings | None = None,
                 size: tuple[int, int] = (1280, 800)) -> MainWindow:
    """The window (``size``, cards not animated) at ``st`` of a Sochi pulka (``table``, by
    default three with ``levels``), the real worker process behind it."""
    table = table or TableSettings("sochi", {"pool_size": 10}, 3, ("You", "West", "East"),
                                   levels)
    pulka = Pulka(table, 5)
    pulka.dealer, pulka.state = st.dealer, st
    return table_window(qtbot, jobs, tmp_path, match=pulka, speed="off", size=size,
                        save="pulka.json")
