"""The review window: opened from the summary, the score sheet, the saved sessions and the
Coach menu; its values are the coach's; it steps by keys, slider, trick list and chart;
"Play from here" says where; a finished deal is stored in the player's profile."""

from __future__ import annotations

import contextlib
import itertools
import json
import random
import re
import warnings
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QStandardPaths, Qt
from pytestqt.qtbot import QtBot

from prefgui.coach.review import card_rng, review_card, review_record
from prefgui.engine.actions import CONCEDE, PLAY, Action
from prefgui.engine.contracts import Kind
from prefgui.engine.record import parse_record
from prefgui.engine.state import Phase
from prefgui.session.match import Match, TableSettings
from prefgui.session.storage import save
from prefgui.ui.dialogs.sessions import SessionsDialog
from prefgui.ui.game.controller import GameController
from prefgui.ui.review import words
from prefgui.ui.review.window import ReviewWindow
from prefgui.ui.review.worker import WORLDS, ReviewWorker
from prefgui.ui.system.jobs import JobService
from prefgui.ui.table.theme import load_theme, register_fonts
from prefgui.ui.window.main_window import MainWindow

QStandardPaths.setTestModeEnabled(True)
TABLE = TableSettings("balkan", levels=("human", "beginner", "beginner"))
SEED = 7  # the reviews' seed in these tests
ANALYSIS = 240_000  # ms: the whole deal with the knowable estimate, on a busy machine
CONTROLLERS: list[GameController] = []


@pytest.fixture(autouse=True)
def stop_controllers() -> Iterator[None]:
    """After each test its controllers stop for good (their windows are gone)."""
    yield
    while CONTROLLERS:
        c = CONTROLLERS.pop()
        c.session.stop()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)
            for signal in (c.state_changed, c.deal_finished, c.ai_thinking):
                with contextlib.suppress(RuntimeError, TypeError):
                    signal.disconnect()


def _one_card_left() -> tuple[Match, Action]:
    """A seeded deal at its last action, which is the human's card in the last trick of a
    contract with a double-dummy goal (found by trying seeds in order)."""
    for seed in itertools.count(1):
        m = Match(TABLE, seed)
        rng = random.Random(seed)
        while not m.state.is_terminal():
            st = m.state
            legal = [a for a in st.legal_actions() if a.verb != CONCEDE]
            if (st.phase is Phase.PLAY and st.turn == 0 and len(legal) == 1
                    and st.hands[0].bit_count() == 1 and len(st.trick) == 2
                    and st.contract is not None and st.contract.kind is not Kind.ONE_TRICK
                    and sum(1 for a in st.history if a.verb == PLAY) >= 12):
                return m, legal[0]
            m.apply(rng.choice(legal))
    raise AssertionError("unreachable")


def _window(qtbot: QtBot, jobs: JobService, match: Match) -> MainWindow:
    controller = GameController(match, jobs, None)
    CONTROLLERS.append(controller)
    register_fonts()
    controller.speed = "fast"
    window = MainWindow(controller, load_theme("prefgui-french"))
    qtbot.addWidget(window)
    window.show()
    window.menu_actions.set_speed("fast")
    controller.session.start()
    return window


def _stored(window: MainWindow, record: dict[str, object]) -> bool:
    """The profile holds the review of ``record`` (other windows of the test run may store
    their deals in the same profile meanwhile)."""
    assert window.profile is not None
    rows = window.profile.db.execute("SELECT record FROM deals").fetchall()
    return any(json.loads(r)["actions"] == record["actions"]
               and json.loads(r)["hands"] == record["hands"] for (r,) in rows)


def test_a_finished_deal_is_reviewed_from_its_summary_and_stored(
        qtbot: QtBot, jobs: JobService) -> None:
    match, last = _one_card_left()
    window = _window(qtbot, jobs, match)
    window.reviews.worker.seed = SEED  # a seed that changes the estimates (0 would not)
    window.controller.submit(last)
    qtbot.waitUntil(lambda: window.deal_end.summary is not None, timeout=20000)
    record = window.controller.match.entries[-1].record.to_json()
    assert window.deal_end.summary is not None
    window.deal_end.summary.review_button.click()
    review_win = window.reviews.windows[-1]
    assert review_win.steps.record == record
    qtbot.waitUntil(review_win.review_ready, timeout=ANALYSIS)
    # The profile got the deal (the window's request joined the profile's review).
    qtbot.waitUntil(lambda: _stored(window, record), timeout=ANALYSIS)
    assert window.profile is not None
    assert window.profile.progress(datetime.now(UTC)).deals
    # Opened again, the review is not computed again: it is there at once.
    window.sheet_desk.open_review(record)
    again = window.reviews.windows[-1]
    assert again is not review_win
    qtbot.waitUntil(again.review_ready, timeout=1000)
    assert again.steps.review is review_win.steps.review
    again.close()
    _values_are_the_coachs(review_win, record)
    _steps_by_keys_slider_and_tricks(qtbot, review_win)
    _chart_click_jumps(qtbot, review_win)
    _play_from_here(qtbot, review_win, record)


def _values_are_the_coachs(win: ReviewWindow, record: dict[str, object]) -> None:
    """Every card of every decision of the human carries review_record's values."""
    expected = review_record(parse_record(record))  # double dummy only: quick
    mine = [c for c in expected.cards if c.seat == win.human]
    assert mine
    for c in mine:
        win.go(c.action - 1)
        assert c.moves is not None and c.equity is not None
        for card in c.legal:
            badge = win.badges[card]
            assert badge.isVisible()
            assert badge.lines[0] == str(c.moves[card])
            assert badge.lines[1] == words.units(c.equity[card][c.seat])
    # The knowable estimates of the human's cards, recomputed with the review's seed (as
    # prefgui review seeds each card), up to the first card where that seed shows in what
    # is drawn: a review that ignored its seed (or seeded its cards otherwise) is seen there.
    for c in mine:
        st = win.steps.position(c.action - 1)
        seeded = review_card(st, c.action, c.card, True, card_rng(SEED, st), WORLDS).known
        assert seeded is not None
        win.go(c.action - 1)
        shown = {card: win.badges[card].lines[2] for card in seeded.units}
        assert shown == {card: "≈" + words.units(v) for card, v in seeded.units.items()}
        unseeded = review_card(st, c.action, c.card, True, card_rng(0, st), WORLDS).known
        assert unseeded is not None
        if shown != {card: "≈" + words.units(v) for card, v in unseeded.units.items()}:
            break
    else:
        raise AssertionError("no card of the deal shows the review's seed")
    # The other seats' cards only on request.
    other = next(c for c in expected.cards if c.seat != win.human)
    win.go(other.action - 1)
    assert not any(b.isVisible() for b in win.badges.values())
    win.every_seat.setChecked(True)
    assert other.moves is not None
    assert all(win.badges[card].lines[0] == str(other.moves[card]) for card in other.legal)
    win.every_seat.setChecked(False)


def _steps_by_keys_slider_and_tricks(qtbot: QtBot, win: ReviewWindow) -> None:
    win.slider.setValue(5)
    assert win.step == 5
    qtbot.keyClick(win, Qt.Key.Key_Right)
    assert win.step == 6 and win.slider.value() == 6
    qtbot.keyClick(win.slider, Qt.Key.Key_Left)
    assert win.step == 5
    # The table shows the position: the trick in progress lies on the table.
    trick_row = win.steps.tricks()[1]
    win.go(trick_row.step + 1)
    first_card = trick_row.cards[0][1]
    assert win.scene.faces[first_card].isVisible()
    assert win.scene.faces[first_card].face_up
    # A click on a trick in the list jumps to the player's own card's decision in it.
    item = win.trick_list.item(3)
    rect = win.trick_list.visualItemRect(item)
    qtbot.mouseClick(win.trick_list.viewport(), Qt.MouseButton.LeftButton,
                     pos=rect.center())
    row = win.steps.tricks()[2]
    card = win.steps.next_card(win.step)
    assert card is not None and card.seat == win.human and (win.human, card.card) in row.cards


def _chart_click_jumps(qtbot: QtBot, win: ReviewWindow) -> None:
    chart = win.chart
    assert len(chart.xs) >= 12
    win.go(0)
    target = 7
    pos = chart.plot.mapFromScene(chart.scene_pos_of(target))
    qtbot.mouseClick(chart.plot.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(pos))
    assert win.step == chart.steps[target - 1]
    assert win.steps.decision(win.step) is not None
    assert chart.marked_card() == target


def _play_from_here(qtbot: QtBot, win: ReviewWindow, record: dict[str, object]) -> None:
    win.go(9)
    with qtbot.waitSignal(win.play_from_requested, timeout=1000) as blocker:
        win.play_button.click()
    assert blocker.args == [record, 9]
    win.go(win.steps.last)
    assert not win.play_button.isEnabled()


def test_closing_the_review_while_it_runs_drops_the_job(qtbot: QtBot, jobs: JobService
                                                        ) -> None:
    match, last = _one_card_left()
    match.apply(last)
    record = match.entries[-1].record.to_json()
    worker = ReviewWorker(jobs)
    try:
        win = ReviewWindow(record, 0, ["You", "Anna", "Béla"], load_theme("prefgui-french"),
                           worker)
        qtbot.addWidget(win)
        win.show()
        qtbot.waitUntil(lambda: win.progress_bar.value() >= 1, timeout=ANALYSIS)
        # under way: some cards analysed, not all (the count moves on while we look)
        done, total = (int(n) for n in re.findall(r"\d+", win.progress_label.text())[:2])
        assert worker.busy() and 1 <= done < total
        win.close()
        assert not worker.busy()
        # The card under way finishes; no further card of the deal is sent.
        qtbot.waitUntil(lambda: not jobs.background.busy(), timeout=ANALYSIS)
        assert worker.result(record, {0}) is None
    finally:
        worker.shutdown()


def test_the_other_doors_open_the_review(qtbot: QtBot, jobs: JobService,
                                         tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                                         ) -> None:
    match, last = _one_card_left()
    match.apply(last)
    record = match.entries[-1].record.to_json()
    window = _window(qtbot, jobs, match)
    opened: list[dict[str, object]] = []
    monkeypatch.setattr(window.reviews, "open",
                        lambda rec, *_a, **_k: opened.append(rec))
    # The score sheet: the button beside Replay and the row's menu.
    window.sheet.table.selectRow(0)
    window.sheet.review_button.click()
    menu = window.sheet.deals.row_menu(0)
    assert menu is not None
    review_action = menu.actions()[-1]
    review_action.trigger()
    # The Coach menu.
    assert window.menu_actions.coach_menu.menuAction().isVisible()
    window.menu_actions.review_last.trigger()
    assert opened == [record, record, record]
    # The saved sessions: the chosen deal of the selected session.
    save(match, tmp_path / "session-1.json")
    dlg = SessionsDialog(tmp_path, None, window)
    qtbot.addWidget(dlg)
    monkeypatch.setattr(dlg, "pick_deal", lambda m: len(m.entries) - 1)
    with qtbot.waitSignal(dlg.review_requested, timeout=1000) as blocker:
        dlg.review.click()
    assert blocker.args[0] == record and blocker.args[1] == 0


def test_a_deal_without_a_card_shows_no_empty_chart(qtbot: QtBot, jobs: JobService) -> None:
    """A deal that ended before its first card (a concession, both defenders out) showed
    an empty chart with the cards numbered 0.1 … 0.9 under it."""
    for seed in itertools.count(1):
        m = Match(TABLE, seed)
        rng = random.Random(seed)
        while not m.state.is_terminal():
            legal = m.state.legal_actions()
            concede = [a for a in legal if a.verb == CONCEDE]
            m.apply(concede[0] if concede else rng.choice(legal))
        if not any(a.verb == PLAY for a in m.state.history):
            break
    record = m.finished_entry().record.to_json()  # type: ignore[union-attr]
    window = _window(qtbot, jobs, Match(TABLE, 99))
    window.sheet_desk.open_review(record)
    win = window.reviews.windows[-1]
    qtbot.waitUntil(win.review_ready, timeout=ANALYSIS)
    assert not win.chart.isVisibleTo(win)
    win.close()
