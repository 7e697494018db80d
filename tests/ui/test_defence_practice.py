"""Coach → Defence practice in the window (pytest-qt, offscreen): reached by the keyboard,
the player defends beside a computer partner with the coach on, the deal is booked on the
practice's own sheet and fed to Progress, the next deal follows, and Esc leads back to the
session's deal and sheet untouched."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QPointF, QStandardPaths, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from prefgui.engine.cards import iter_cards
from prefgui.engine.conventions import check_card, tracked
from prefgui.engine.play import legal_mask
from prefgui.engine.state import Phase, Role
from prefgui.session.defence import DefenceMatch
from prefgui.ui.system.jobs import JobService
from prefgui.ui.window.main_window import MainWindow
from tests.ui.helpers import drag, table_window

QStandardPaths.setTestModeEnabled(True)


def _play_deal_by_dragging(qtbot: QtBot, window: MainWindow) -> int:
    """The human's cards dragged to the table, each one keeping the conventions, until the
    deal is over; returns how many he played."""
    c = window.controller
    played = 0
    while not c.state.is_terminal():
        qtbot.waitUntil(lambda: c.state.is_terminal() or (
            c.state.current_player() == c.human and not window.scene.busy()), timeout=60000)
        if c.state.is_terminal():
            break
        st = c.state
        keeping = [x for x in iter_cards(legal_mask(st)) if not check_card(st, c.human, x)]
        card = keeping[0]
        before = len(st.history)
        drag(window, card, QPointF(window.scene.drop_zone.rect.center()))
        qtbot.waitUntil(lambda n=before: len(c.state.history) > n, timeout=10000)
        played += 1
    return played


def test_defence_practice_from_the_menu_to_the_next_deal_and_back(
        qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    window = table_window(qtbot, jobs, tmp_path)
    c = window.controller
    window.apply_settings(replace(window.settings, coach="off"))
    session_state = c.state
    qtbot.waitUntil(lambda: not c.autosave.pending())
    saved = (tmp_path / "session.json").read_bytes()
    window.practice.series.seed = lambda: 11

    # Keyboard: the menu's shortcut opens it.
    QTest.keyClick(window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    series = window.practice.defence
    assert isinstance(series, DefenceMatch)
    assert c.practicing and c.practice.series is series and window.practice.defending
    st = c.state
    # The computer declares, both defenders defend, the player is one of them.
    assert st.phase is Phase.PLAY and st.declarer != c.human and tracked(st)
    assert st.roles[c.human] is Role.DEFENDER
    bar = window.practice.bar
    assert bar.isVisible() and bar.title.text() == "Defence practice"
    assert bar.question.text().startswith("Deal 1: you defend with ")
    assert not bar.next_deal.isEnabled()
    # Its own sheet, and the coach on although the player switched it off.
    assert window.sheet.match is series
    assert window.sheet_dock.windowTitle() == "Score sheet — defence practice"
    assert window.settings.coach == "off" and window.coach_settings().coach == "warn"
    profile = window.reviews.profile
    assert profile is not None
    deals_before = profile.db.execute("SELECT COUNT(*) FROM deals").fetchone()[0]

    with qtbot.waitSignal(c.deal_finished, timeout=120000) as finished:
        assert _play_deal_by_dragging(qtbot, window) >= 1
    assert finished.args == [series.entries[-1]]
    assert len(series.entries) == 1 and c.match.entries == []  # not the session's sheet
    assert bar.next_deal.isEnabled()
    assert bar.question.text().startswith("Deal 1: ") and "Next deal" in bar.question.text()
    # Every card was played: the computer declarer does not claim in the practice.
    assert all(st.hands[s] == 0 for s in range(3)) if (st := c.state) else False
    # Progress: the deal is reviewed in the background and stored in the profile, the
    # player's cards counted as a defender's.
    qtbot.waitSignal(window.reviews.stored, timeout=300000).wait()
    rows = profile.db.execute(
        "SELECT COUNT(*), MAX(defender_cards) FROM deals").fetchone()
    assert rows[0] == deals_before + 1 and rows[1] >= 1
    if window.deal_end.summary is not None:
        window.deal_end.summary.close()

    bar.next_deal.click()  # dealt a frame later (DealEnd.next_deal)
    qtbot.waitUntil(lambda: not c.state.is_terminal())
    assert series.number == 2
    assert c.state.declarer != c.human and tracked(c.state)
    assert bar.question.text().startswith("Deal 2: ")

    # Esc: the session's deal, sheet and save, as they were.
    window.activateWindow()  # the summary, closed, had been the active window
    qtbot.waitUntil(window.isActiveWindow)
    QTest.keyClick(window, Qt.Key.Key_Escape)
    assert not c.practicing and not bar.isVisible()
    assert c.state is session_state
    assert window.sheet.match is c.match
    assert window.sheet_dock.windowTitle() == "Score sheet"
    assert window.coach_settings().coach == "off"
    assert (tmp_path / "session.json").read_bytes() == saved

    # Taken up again: the same series, at the deal the player left.
    window.menu_actions.defence.trigger()
    assert c.practice.series is series and series.number == 2
    assert window.sheet.match is series
