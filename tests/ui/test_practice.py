"""Practice on the real table: Play from here and the drills (pytest-qt, offscreen).

The human's answers are real mouse drags on the view's viewport (or double-clicks), as in a
deal; the session's deal and its save file are checked before and after.
"""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QStandardPaths, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from prefgui.ai.players import BUDGETS, HeuristicPlayer
from prefgui.coach.drills import Drill, Theme, generate
from prefgui.coach.profile import Profile
from prefgui.coach.schedule import Answer
from prefgui.engine.actions import Play, play
from prefgui.engine.cards import iter_cards
from prefgui.engine.record import record_json
from prefgui.engine.rules import Rules
from prefgui.engine.state import GameState, Phase
from prefgui.session.match import Match, TableSettings
from prefgui.ui.coach.drill_factory import DrillFactory
from prefgui.ui.game.controller import GameController
from prefgui.ui.system.jobs import JobService
from prefgui.ui.table.theme import load_theme, register_fonts
from prefgui.ui.window.main_window import MainWindow
from tests.ui.helpers import card_point, drag

QStandardPaths.setTestModeEnabled(True)

NOW = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


class IdleFactory(DrillFactory):
    """A drill maker that makes nothing (the drills come from the profile)."""

    def request(self, rules: Rules) -> None:
        self.requests = getattr(self, "requests", 0) + 1


def _window(qtbot: QtBot, jobs: JobService, tmp_path: Path, seed: int = 3) -> MainWindow:
    register_fonts()
    table = TableSettings("austrian", levels=("human", "beginner", "beginner"))
    controller = GameController(Match(table, seed), jobs, tmp_path / "session.json")
    window = MainWindow(controller, load_theme("prefgui-french"))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.menu_actions.set_speed("fast")
    window.practice.drill_desk.profile_path = tmp_path / "profile.sqlite3"
    controller.session.start()
    return window


def _finished_record(seed: int = 3) -> dict[str, object]:
    """A deal played to its end by the Beginner at every seat."""
    m = Match(TableSettings("austrian"), seed)
    rng = random.Random(1)
    while not m.state.is_terminal():
        seat = m.state.current_player()
        assert seat is not None
        m.apply(HeuristicPlayer().choose(m.state.observation(seat), rng,
                                         BUDGETS["beginner"]).action)
    return record_json(m.state)


def _drill(theme: Theme, seed: int) -> Drill:
    d = generate(theme, Rules("austrian", {}, 3), random.Random(seed))
    assert d is not None
    return d


def _settled(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: not window.scene.busy(), timeout=10000)


def _open_drills(qtbot: QtBot, window: MainWindow, drills: list[Drill]) -> Profile:
    profile = Profile.open(window.practice.drill_desk.profile_path or "", NOW)
    for d in drills:
        assert profile.add_drill(d, NOW - timedelta(days=1))
    profile.close()
    window.practice.drill_desk.make_factory = lambda jobs: IdleFactory(jobs, random.Random(1))
    window.practice.open_drills()
    table = window.practice.drill_desk.drills
    assert table is not None
    seconds = iter((100.0, 103.0, 200.0, 260.0))
    table.clock = lambda: next(seconds)
    table.now = lambda: NOW
    table.next_drill()  # shown again at the injected clock
    _settled(qtbot, window)
    return table.profile


def test_a_drill_answered_right_then_one_answered_wrong(qtbot: QtBot, jobs: JobService,
                                                        tmp_path: Path) -> None:
    window = _window(qtbot, jobs, tmp_path)
    c = window.controller
    session_state = c.state
    qtbot.waitUntil(lambda: not c.autosave.pending())  # written off the GUI thread
    saved = (tmp_path / "session.json").read_bytes()
    profile = _open_drills(qtbot, window, [_drill(Theme.C1, 2), _drill(Theme.C1, 0)])
    table = window.practice.drill_desk.drills
    assert table is not None and table.drill is not None
    bar = window.practice.bar
    assert bar.isVisible() and bar.title.text() == "Practice — not scored"
    assert bar.question.text() == "Your partner is winning the trick. Which card do you play?"
    assert bar.counts.text() == "0 of 10 today · due: 0"
    # The drill's position is on the table, the human in the drill's seat.
    first = table.drill
    assert c.practicing and c.human == first.seat == window.scene.human
    assert c.state == first.position() and c.match.state is session_state

    right = next(iter_cards(first.accepted))
    zone = window.scene.drop_zone.rect.center()
    drag(window, right, zone)
    qtbot.waitUntil(lambda: table.attempt is not None)
    attempt = table.attempt
    assert attempt is not None and attempt.correct and attempt.answer is Answer.EASY
    assert attempt.due > NOW + timedelta(days=1)
    text = window.scene.coach_bubble.text()
    assert text.startswith("Right: ") and "do not needlessly take" in text
    # Every legal card shows its value; the card is not played, the position stays.
    assert window.scene.coach.card_values == {k: str(v) for k, v in first.moves.items()}
    assert window.scene.faces[right].value_right and window.scene.faces[right].value_text
    assert c.state == first.position()
    assert bar.counts.text() == "1 of 10 today · due: 0"
    rows = profile.db.execute("SELECT drill_key, card, correct, seconds, rating FROM attempts"
                              ).fetchall()
    assert rows == [(first.key, right, 1, 3.0, Answer.EASY.value)]

    bar.next.click()
    _settled(qtbot, window)
    second = table.drill
    assert second is not None and second.key != first.key and table.attempt is None
    assert c.state == second.position() and not window.scene.coach.card_values
    wrong = next(x for x in second.moves if not second.is_right(x))
    item = window.scene.faces[wrong]
    at = card_point(window, wrong)
    for click in (QTest.mouseClick, QTest.mouseDClick):  # a double-click, as Qt sees one
        click(window.view.viewport(), Qt.MouseButton.LeftButton,
              Qt.KeyboardModifier.NoModifier, at)
    qtbot.waitUntil(lambda: table.attempt is not None)
    attempt = table.attempt
    assert attempt is not None and not attempt.correct and attempt.answer is Answer.AGAIN
    assert NOW < attempt.due < NOW + timedelta(days=1)
    text = window.scene.coach_bubble.text()
    assert text.startswith("Not ") and "breaks the convention C1" in text
    assert not item.value_right and item.value_text == str(second.moves[wrong])
    assert (second.key, wrong, 0) in profile.db.execute(
        "SELECT drill_key, card, correct FROM attempts").fetchall()

    QTest.keyClick(window, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not c.practicing)
    assert c.state is session_state and c.human == 0 and not bar.isVisible()
    assert (tmp_path / "session.json").read_bytes() == saved


def test_drills_are_made_in_the_background_when_none_wait(qtbot: QtBot, jobs: JobService,
                                                          tmp_path: Path) -> None:
    window = _window(qtbot, jobs, tmp_path)
    window.practice.drill_desk.make_factory = lambda jobs: DrillFactory(jobs, random.Random(4))
    window.practice.open_drills()
    assert window.practice.bar.question.text() == "Preparing a drill…"
    assert not window.view.isEnabled()  # the session's deal is not played under the banner
    table = window.practice.drill_desk.drills
    assert table is not None
    qtbot.waitUntil(lambda: table.drill is not None, timeout=120000)
    assert window.controller.practicing
    assert window.controller.state == table.drill.position() and window.view.isEnabled()
    assert table.drill.key in table.profile.queue(datetime.now(UTC), 10)
    window.practice.leave()
    window.practice.shutdown()


def _human_card_index(record: dict[str, object]) -> int:
    """The number of actions before the human's (seat 0) second card."""
    actions = record["actions"]
    assert isinstance(actions, list)
    plays = [i for i, a in enumerate(actions) if a.startswith("0 play")]
    return plays[1]


def test_play_from_here_and_back_leave_the_session_as_it_was(
        qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    window = _window(qtbot, jobs, tmp_path)
    c = window.controller
    # The session waits for the human's call: nothing moves in it but what he does.
    qtbot.waitUntil(lambda: c.state.current_player() == 0 and not window.scene.busy(),
                    timeout=60000)
    session_state = c.state
    save = tmp_path / "session.json"
    qtbot.waitUntil(lambda: not c.autosave.pending())  # written off the GUI thread
    saved = save.read_bytes()
    record = _finished_record()
    n = _human_card_index(record)
    window.play_from_here(record, n)
    _settled(qtbot, window)
    assert c.practicing and window.practice.bar.isVisible()
    assert [str(a) for a in c.state.history] == record["actions"][:n]
    assert window.scene.obs is not None and len(window.scene.obs.history) == n
    assert c.state.phase is Phase.PLAY and c.state.current_player() == 0
    # The human plays another card by dragging it; the computer players answer.
    legal = [a.card for a in c.view.legal_actions() if isinstance(a, Play)]
    card = legal[-1]
    drag(window, card, window.scene.drop_zone.rect.center())
    if len(c.state.history) == n and window.scene.coach_bubble.text():
        _settled(qtbot, window)
        drag(window, card, window.scene.drop_zone.rect.center())
    qtbot.waitUntil(lambda: len(c.state.history) >= n + 2, timeout=60000)
    assert c.state.history[n] == play(0, card)
    assert c.match.state is session_state and not c.match.entries
    assert save.read_bytes() == saved
    window.practice.bar.back.click()
    assert not c.practicing and c.state is session_state
    _settled(qtbot, window)
    assert window.scene.obs == c.view.observation() and not window.practice.bar.isVisible()
    assert save.read_bytes() == saved


def test_a_practice_deal_played_to_the_end_is_not_scored(qtbot: QtBot, jobs: JobService,
                                                         tmp_path: Path) -> None:
    window = _window(qtbot, jobs, tmp_path)
    c = window.controller
    c.autoplay = True
    record = _finished_record()
    window.play_from_here(record, len(record["actions"]) - 2)  # type: ignore[arg-type]
    qtbot.waitUntil(lambda: c.state.is_terminal(), timeout=60000)
    assert c.session.finished_entry() is None and not c.match.entries
    assert window.deal_end.summary is None
    assert "over" in window.practice.bar.question.text()
    c.autoplay = False
    window.practice.leave()
    assert not c.state.is_terminal()


def test_play_from_here_refuses_a_position_outside_the_deal(qtbot: QtBot, jobs: JobService,
                                                            tmp_path: Path) -> None:
    window = _window(qtbot, jobs, tmp_path)
    record = _finished_record()
    with pytest.raises(ValueError):
        window.play_from_here(record, len(record["actions"]) + 1)  # type: ignore[arg-type]
    assert not window.controller.practicing


def test_a_practice_position_of_another_seat_moves_the_names(qtbot: QtBot, jobs: JobService,
                                                             tmp_path: Path) -> None:
    window = _window(qtbot, jobs, tmp_path)
    c = window.controller
    d = _drill(Theme.C1, 1)
    assert d.seat == 1
    state: GameState = d.position()
    window.practice.show(state, d.seat, d.theme)
    assert c.view.names()[1] == "You" and c.human == 1 and window.scene.human == 1
    assert c.table.settings.levels[1] == "human"
    window.practice.leave()
    assert c.view.names()[0] == "You" and c.human == 0 and window.scene.human == 0


def test_a_drill_answer_by_keyboard(qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    window = _window(qtbot, jobs, tmp_path)
    _open_drills(qtbot, window, [_drill(Theme.C1, 2)])
    table = window.practice.drill_desk.drills
    assert table is not None and table.drill is not None
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Right)
    focus = window.scene.choice.focus_card
    assert focus is not None
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: table.attempt is not None)
    assert table.attempt is not None and table.attempt.correct == table.drill.is_right(focus)
    zone = QPointF(window.scene.drop_zone.rect.center())
    drag(window, focus, zone)  # the answer is given: nothing more is taken
    assert table.profile.db.execute("SELECT COUNT(*) FROM attempts").fetchone()[0] == 1
