"""The coach warns before a card that breaks a defenders' convention, with real drags.

The human plays deals through the real window (the computer in its worker process) until,
as a defender, one of his legal cards breaks C1, C2 or C3. That card is dragged to the
table: it glides back, the coach's bubble names the convention and the cards that keep it
(highlighted). Dragged again, it is played and recorded in the state's breaches.
"""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QPointF, QStandardPaths, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from prefgui.ai.players import BUDGETS, HeuristicPlayer
from prefgui.coach.advice import Advice, advise
from prefgui.engine.actions import Discard, Play
from prefgui.engine.state import Phase
from prefgui.ui.system.workers import AiWorker
from prefgui.ui.window.main_window import MainWindow
from prefgui.ui.words.coach_texts import advice_text
from prefgui.ui.words.texts import card_label
from tests.ui.test_table import _button_for, _human_turn, _window, drag

QStandardPaths.setTestModeEnabled(True)


def _breaching_card(window: MainWindow) -> tuple[int, Advice] | None:
    c = window.controller
    st = c.state
    if st.phase is not Phase.PLAY or st.current_player() != c.human:
        return None
    for a in c.legal_actions():
        if isinstance(a, Play):
            advice = advise(st, c.human, a.card)
            if advice is not None:
                return a.card, advice
    return None


def _play_until_a_breach_is_possible(qtbot: QtBot, window: MainWindow,
                                     deals: int = 12) -> tuple[int, Advice]:
    """Play as the Heuristic player advises until a legal card would break a convention."""
    c = window.controller
    advisor = HeuristicPlayer()
    rng = random.Random(5)
    for _ in range(deals):
        while not c.state.is_terminal():
            qtbot.waitUntil(lambda: _human_turn(window), timeout=60000)
            if c.state.is_terminal():
                break
            found = _breaching_card(window)
            if found is not None:
                return found
            choice = advisor.choose(c.observation(), rng, BUDGETS["beginner"]).action
            before = len(c.state.history)
            if isinstance(choice, (Discard, Play)):
                c.submit(choice)
            else:
                QTest.mouseClick(_button_for(window, choice), Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda n=before: len(c.state.history) > n, timeout=5000)
        window.next_deal()
        qtbot.waitUntil(lambda: not c.state.is_terminal(), timeout=10000)
    raise AssertionError("no position where a convention could be broken")


def test_breaching_card_glides_back_with_advice_then_plays(qtbot: QtBot, worker: AiWorker,
                                                           tmp_path: Path) -> None:
    window = _window(qtbot, worker, tmp_path, seed=11)
    assert window.settings.coach == "warn"
    c = window.controller
    card, advice = _play_until_a_breach_is_possible(qtbot, window)
    qtbot.waitUntil(lambda: not window.scene.busy())
    zone = window.scene.drop_zone.rect.center()
    item = window.scene.faces[card]
    home = QPointF(item.home.x, item.home.y)
    before = len(c.state.history)

    drag(window, card, zone)
    qtbot.waitUntil(lambda: (item.pos() - home).manhattanLength() < 1)
    assert len(c.state.history) == before, "the first drop only warns"
    shown = window.scene.coach_bubble.text()
    pack = window.scene.theme.pack
    assert shown == advice_text(advice, c.names()[advice.partner], pack)
    assert advice.rule in shown and card_label(card, pack) in shown
    assert all(card_label(k, pack) in shown for k in advice.keeping)
    assert card not in advice.keeping
    lit = {k for k, it in window.scene.faces.items() if it.advised}
    assert lit == set(advice.keeping)

    breaches_before = len(c.state.breaches)
    drag(window, card, zone)
    qtbot.waitUntil(lambda: len(c.state.history) > before, timeout=5000)
    assert c.state.history[before] == Play(c.human, card)
    assert c.state.breaches[breaches_before:] == ((before + 1, c.human, advice.rule),)
    assert window.scene.coach_bubble.text() == ""
    assert not any(it.advised for it in window.scene.faces.values())


def test_a_keeping_card_plays_at_once(qtbot: QtBot, worker: AiWorker, tmp_path: Path) -> None:
    window = _window(qtbot, worker, tmp_path, seed=11)
    c = window.controller
    _card, advice = _play_until_a_breach_is_possible(qtbot, window)
    qtbot.waitUntil(lambda: not window.scene.busy())
    before = len(c.state.history)
    drag(window, advice.keeping[0], window.scene.drop_zone.rect.center())
    qtbot.waitUntil(lambda: len(c.state.history) > before, timeout=5000)
    assert window.scene.coach_bubble.text() == ""


def test_coach_off_plays_the_breaching_card_at_once(qtbot: QtBot, worker: AiWorker,
                                                    tmp_path: Path) -> None:
    window = _window(qtbot, worker, tmp_path, seed=11)
    window.settings = replace(window.settings, coach="off")
    c = window.controller
    card, advice = _play_until_a_breach_is_possible(qtbot, window)
    qtbot.waitUntil(lambda: not window.scene.busy())
    before = len(c.state.history)
    drag(window, card, window.scene.drop_zone.rect.center())
    qtbot.waitUntil(lambda: len(c.state.history) > before, timeout=5000)
    assert c.state.breaches[-1] == (before + 1, c.human, advice.rule)
    assert window.scene.coach_bubble.text() == ""
