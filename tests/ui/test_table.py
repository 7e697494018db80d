"""A whole deal played by the human seat with mouse drags, the computer playing the others.

Everything runs offscreen through the real window: the AI thinks in its worker process,
the human's cards are pressed, moved and released on the view's viewport at their on-screen
positions, and the panel's buttons are clicked.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QStandardPaths, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from prefgui.ai.players import BUDGETS, HeuristicPlayer
from prefgui.engine.actions import Discard, Play, play
from prefgui.engine.state import Phase
from prefgui.session.match import Match, TableSettings
from prefgui.ui.system.jobs import JobService
from prefgui.ui.window.main_window import MainWindow
from prefgui.ui.words.texts import action_label
from tests.ui.fake_jobs import RecordingJobs
from tests.ui.helpers import button_for, card_point, drag, human_turn, table_window

QStandardPaths.setTestModeEnabled(True)


def play_human_deal(qtbot: QtBot, window: MainWindow, check_illegal: bool = True) -> int:
    """Play the human's part of one deal with clicks and drags; returns the cards dropped."""
    c = window.controller
    advisor = HeuristicPlayer()
    rng = random.Random(1)
    drops = 0
    illegal_checked = not check_illegal
    while not c.state.is_terminal():
        qtbot.waitUntil(lambda: human_turn(window), timeout=60000)
        st = c.state
        if st.is_terminal():
            break
        obs = c.view.observation()
        legal = c.view.legal_actions()
        if st.phase is Phase.AUCTION:
            offered = {b.text() for b in window.panel.buttons}
            expected = {action_label(a, st.rules, "french") for a in legal}
            assert offered == expected, "the panel offers exactly the legal calls"
        choice = advisor.choose(obs, rng, BUDGETS["beginner"]).action
        if isinstance(choice, Discard):
            for card in (choice.c1, choice.c2):
                QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                                 Qt.KeyboardModifier.NoModifier, card_point(window, card))
                qtbot.waitUntil(lambda cd=card: cd in window.scene.choice.discard_selection)
            qtbot.waitUntil(lambda: not window.scene.busy())
            btn = window.panel.buttons[0]
            assert btn.isEnabled()
            QTest.mouseClick(btn, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: c.state.phase is not Phase.EXCHANGE)
            continue
        if not isinstance(choice, Play):
            before = len(c.state.history)
            QTest.mouseClick(button_for(window, choice), Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda n=before: len(c.state.history) > n)
            continue
        zone = window.scene.drop_zone.rect.center()
        if not illegal_checked:
            bad = [x for x in range(32) if obs.hand >> x & 1
                   and x not in {a.card for a in legal if isinstance(a, Play)}]
            if bad:
                item = window.scene.faces[bad[0]]
                home = QPointF(item.home.x, item.home.y)
                before = len(c.state.history)
                drag(window, bad[0], zone)
                qtbot.waitUntil(lambda it=item, h=home: (it.pos() - h).manhattanLength() < 1)
                assert len(c.state.history) == before
                message = window.statusBar().currentMessage()
                assert message.startswith("You must"), message
                illegal_checked = True
        before = len(c.state.history)
        drag(window, choice.card, zone)
        if len(c.state.history) == before and window.scene.coach_bubble.text():
            # The coach warned before a card that breaks a convention: dropped again, it plays.
            qtbot.waitUntil(lambda: not window.scene.busy())
            drag(window, choice.card, zone)
        qtbot.waitUntil(lambda n=before: len(c.state.history) > n, timeout=5000)
        assert c.state.history[before] == choice
        drops += 1
    assert illegal_checked, "no card of the deal could be refused"
    return drops


@pytest.mark.usefixtures("brisk_cards")  # the cards move, briskly
def test_whole_deal_by_dragging(qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    # Seed 1: the human plays, and once holds a card he may not play (seed 3 never did, and
    # the refusal went unchecked).
    window = table_window(qtbot, jobs, tmp_path, seed=1)
    c = window.controller
    drops = play_human_deal(qtbot, window)
    st = c.state
    res = st.result()
    assert res is not None and len(c.match.entries) == 1
    assert c.match.entries[0].result == res
    # the deal is played out and the human is one of the players
    assert st.played and 0 in st.playing
    human_cards = [a for a in st.history if a.seat == 0 and isinstance(a, Play)]
    assert drops > 0 and len(human_cards) == drops
    assert sum(t for t in res.tricks if t is not None) == st.tricks_done
    assert sum(res.delta) + res.pot_delta == 0
    qtbot.waitUntil(lambda: window.deal_end.summary is not None, timeout=10000)
    assert window.deal_end.summary is not None
    window.deal_end.summary.next_button.click()
    qtbot.waitUntil(lambda: not c.state.is_terminal() and len(c.match.entries) == 1)
    assert c.state.dealer == 1


def test_keyboard_plays_a_card(qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    window = table_window(qtbot, jobs, tmp_path, seed=5)
    c = window.controller
    while c.state.phase is not Phase.PLAY or c.state.current_player() != 0:
        qtbot.waitUntil(lambda: human_turn(window), timeout=60000)
        assert not c.state.is_terminal(), "seed 5: the human plays a card in this deal"
        if c.state.phase is Phase.PLAY and c.state.current_player() == 0:
            break
        obs = c.view.observation()
        choice = HeuristicPlayer().choose(obs, random.Random(0), BUDGETS["beginner"]).action
        assert c.submit(choice)
    qtbot.waitUntil(lambda: not window.scene.busy())
    window.view.setFocus()
    before = len(c.state.history)
    QTest.keyClick(window.view, Qt.Key.Key_Right)
    assert window.scene.choice.focus_card is not None
    focus = window.scene.choice.focus_card
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(c.state.history) > before)
    assert c.state.history[before] == play(0, focus)


def test_enter_plays_the_first_legal_card_without_an_arrow_key(
        qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    """The first playable card has the keyboard at once: Enter plays it (before, Enter did
    nothing until an arrow key chose a card)."""
    from prefgui.ui.table.hands import display_order

    window = table_window(qtbot, jobs, tmp_path, seed=5)
    c = window.controller
    while c.state.phase is not Phase.PLAY or c.state.current_player() != 0:
        qtbot.waitUntil(lambda: human_turn(window), timeout=60000)
        assert not c.state.is_terminal(), "seed 5: the human plays a card in this deal"
        if c.state.phase is Phase.PLAY and c.state.current_player() == 0:
            break
        obs = c.view.observation()
        choice = HeuristicPlayer().choose(obs, random.Random(0), BUDGETS["beginner"]).action
        assert c.submit(choice)
    qtbot.waitUntil(lambda: not window.scene.busy())
    legal = {a.card for a in c.state.legal_actions() if isinstance(a, Play)}
    first = next(card for card in display_order(c.state.hands[0]) if card in legal)
    assert window.scene.choice.focus_card == first
    window.view.setFocus()
    before = len(c.state.history)
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(c.state.history) > before)
    assert c.state.history[before] == play(0, first)


def test_the_thinking_seat_is_marked_on_its_plate_alone(qtbot: QtBot, tmp_path: Path) -> None:
    """While a computer player thinks his name plate says so (and only his); his decision
    takes the mark away."""
    jobs = RecordingJobs()
    match = Match(TableSettings("austrian", levels=("human", "beginner", "beginner")), 3)
    window = table_window(qtbot, jobs, tmp_path, match=match)  # type: ignore[arg-type]
    c, scene = window.controller, window.scene
    while c.state.current_player() == c.human:
        assert c.submit(next(a for a in c.view.legal_actions() if a.seat == c.human))
    qtbot.waitUntil(lambda: len(jobs.requests) == 1, timeout=10000)
    seat = jobs.requests[0].obs.seat
    assert seat != c.human and c.turns.thinking_seat() == seat
    assert [scene.plates[s].thinking for s in range(3)] == [s == seat for s in range(3)]
    obs = jobs.requests[0].obs
    decision = HeuristicPlayer().choose(obs, random.Random(0), BUDGETS["beginner"])
    jobs.requests[0].answer(decision)
    assert not any(scene.plates[s].thinking for s in range(3))
    assert c.state.history[-1] == decision.action
