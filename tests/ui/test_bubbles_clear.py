"""No bubble covers a card the player must see: the seats' call bubbles, the coach's bubble
(a hint, a note after the partner's lead, a drill's answer, a refused claim) and a claim's
bubble, measured against every card on the table at 1024×640, 1366×768 and 1920×1080, in
every phase: bidding, the talon, play with a trick on the table, notes, a drill, claims.

Each position is reached once and the window resized through the three sizes; every bubble
is laid out again with the table, so each size is checked as a player would see it."""

from __future__ import annotations

import random
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

from PySide6.QtCore import QRectF, QStandardPaths
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from prefgui.coach.drills import Theme, generate
from prefgui.coach.profile import Profile
from prefgui.engine.actions import Action
from prefgui.engine.claims import remaining_tricks
from prefgui.engine.rules import Rules
from prefgui.engine.state import GameState, Phase
from prefgui.ui.coach.drill_factory import DrillFactory
from prefgui.ui.system.jobs import JobService
from prefgui.ui.table.card_item import CardItem
from prefgui.ui.table.layout import CARD_RATIO
from prefgui.ui.window.main_window import MainWindow
from tests.ui.helpers import (
    a_breaching_card,
    advised_session,
    breach_possible,
    drag,
    my_turn_with,
    partner_leads_under,
    play_as_advised_until,
    position,
    table_window,
)

QStandardPaths.setTestModeEnabled(True)
SIZES = ((1024, 640), (1366, 768), (1920, 1080))
NOW = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def _cards(window: MainWindow) -> dict[str, QRectF]:
    scene = window.scene
    found: dict[str, QRectF] = {}
    items = [*scene.faces.items(), *((f"{k}{i}", b) for k, bs in scene.backs.items()
                                     for i, b in enumerate(bs))]
    for key, item in items:
        if isinstance(item, CardItem) and item.isVisible():
            found[str(key)] = item.mapRectToScene(QRectF(0, 0, item.width,
                                                         item.width * CARD_RATIO))
    return found


def _bubbles(window: MainWindow) -> dict[str, QRectF]:
    scene = window.scene
    found = {f"seat {s}": b.sceneBoundingRect() for s, b in scene.bubbles.items()
             if b.isVisible()}
    if scene.coach_bubble.isVisible():
        found["coach"] = scene.coach_bubble.sceneBoundingRect()
    return found


def _settle(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: not window.scene.busy(), timeout=20000)
    QApplication.sendPostedEvents()


def assert_clear(qtbot: QtBot, window: MainWindow, phase: str, expect: set[str]) -> None:
    """At every size: each bubble named in ``expect`` shows, lies on the table, covers no
    card and is not under the decision panel."""
    for w, h in SIZES:
        window.resize(w, h)
        qtbot.waitUntil(lambda w=w: abs(window.width() - w) < 2, timeout=5000)
        _settle(qtbot, window)
        bubbles = _bubbles(window)
        assert expect <= set(bubbles), (phase, w, h, set(bubbles))
        cards = _cards(window)
        table = window.scene.sceneRect()
        for name, box in bubbles.items():
            assert table.contains(box), (phase, (w, h), name, box, table)
            covered = [k for k, r in cards.items() if box.intersects(r)]
            assert covered == [], (phase, (w, h), name, covered)
        for name, box in bubbles.items():  # nor on another bubble
            assert not any(box.intersects(other) for n, other in bubbles.items()
                           if n != name and n != "coach" and name != "coach"), (
                phase, (w, h), name)
        for name, box in bubbles.items():  # nor under the decision panel
            assert not any(box.intersects(r) for r in window.table_desk.panel_place.rects()), (
                phase, (w, h), name)


def _at(st_phase: Phase, more: int = 0):  # type: ignore[no-untyped-def]
    def check(st: GameState, _a: Action) -> bool:
        return (st.phase is st_phase and st.current_player() == 0
                and len(st.history) >= more)
    return check


def _hint(qtbot: QtBot, window: MainWindow) -> None:
    window.controller.turns.request_hint()
    qtbot.waitUntil(lambda: window.scene.coach_bubble.text().startswith("Hint"),
                    timeout=120000)


def test_bidding_and_the_hint_of_a_call(qtbot: QtBot, jobs: JobService, tmp_path: Path
                                        ) -> None:
    window = table_window(qtbot, jobs, tmp_path, match=advised_session(4, _at(Phase.AUCTION, 2)))
    qtbot.waitUntil(lambda: window.controller.view.observation().turn == 0, timeout=30000)
    assert_clear(qtbot, window, "bidding", {"seat 1", "seat 2"})
    _hint(qtbot, window)
    assert_clear(qtbot, window, "bidding, hint", {"coach"})


def test_the_talon(qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    window = table_window(qtbot, jobs, tmp_path, match=advised_session(4, _at(Phase.EXCHANGE)))
    qtbot.waitUntil(lambda: window.controller.view.observation().turn == 0, timeout=30000)
    assert_clear(qtbot, window, "talon", set())


def test_play_with_a_trick_and_the_hint_open(qtbot: QtBot, jobs: JobService, tmp_path: Path
                                            ) -> None:
    def trick_of_two(st: GameState, _a: Action) -> bool:
        return (st.phase is Phase.PLAY and st.current_player() == 0 and len(st.trick) == 2
                and len(st.legal_actions()) >= 3)

    window = table_window(qtbot, jobs, tmp_path, match=advised_session(4, trick_of_two))
    qtbot.waitUntil(lambda: window.controller.view.observation().turn == 0, timeout=30000)
    _hint(qtbot, window)
    assert_clear(qtbot, window, "play, hint", {"coach"})
    window.scene.coach.toggle_details()
    assert window.scene.coach_bubble.shown_details()
    assert_clear(qtbot, window, "play, hint with its details", {"coach"})


def test_the_note_on_the_partners_lead(qtbot: QtBot, jobs: JobService, tmp_path: Path
                                       ) -> None:
    window = table_window(qtbot, jobs, tmp_path,
                          match=advised_session(11, partner_leads_under("C2")))
    qtbot.waitUntil(lambda: window.scene.coach_bubble.text() != "", timeout=60000)
    qtbot.waitUntil(lambda: window.controller.view.observation().turn == 0, timeout=30000)
    assert window.controller.view.observation().trick, "the lead he must answer is on the table"
    assert_clear(qtbot, window, "note after the lead", {"coach"})


def test_the_note_after_a_broken_convention_into_the_next_trick(
        qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    window = table_window(qtbot, jobs, tmp_path, match=advised_session(11, breach_possible))
    window.settings = replace(window.settings, coach="notes", partner_notes=False)
    c = window.controller
    card, _advice = a_breaching_card(qtbot, window)
    qtbot.waitUntil(lambda: not window.scene.busy())
    tricks = c.view.observation().tricks_done
    drag(window, card, window.scene.drop_zone.rect.center())
    qtbot.waitUntil(lambda: window.scene.coach_bubble.text() != "", timeout=30000)
    # The note stays into the next trick, while he answers the card led to it.
    play_as_advised_until(qtbot, window, lambda: c.view.observation().tricks_done >= tricks + 1
                          and c.state.current_player() == c.human, deals=1)
    assert window.scene.coach_bubble.text() != ""
    assert_clear(qtbot, window, "note after the trick", {"coach"})


class _IdleFactory(DrillFactory):
    def request(self, rules: Rules) -> None:
        pass


def test_a_drills_answer(qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    window = table_window(qtbot, jobs, tmp_path)
    window.practice.drill_desk.profile_path = tmp_path / "profile.sqlite3"
    drill = generate(Theme.C1, Rules("austrian", {}, 3), random.Random(0))
    assert drill is not None
    profile = Profile.open(window.practice.drill_desk.profile_path, NOW)
    assert profile.add_drill(drill, NOW - timedelta(days=1))
    profile.close()
    window.practice.drill_desk.make_factory = lambda jobs: _IdleFactory(jobs, random.Random(1))
    window.practice.open_drills()
    table = window.practice.drill_desk.drills
    assert table is not None
    table.now = lambda: NOW
    table.next_drill()
    _settle(qtbot, window)
    assert table.drill is not None
    wrong = next(x for x in table.drill.moves if not table.drill.is_right(x))
    drag(window, wrong, window.scene.drop_zone.rect.center())
    qtbot.waitUntil(lambda: table.attempt is not None)
    assert window.scene.coach_bubble.text().startswith("Not ")
    assert_clear(qtbot, window, "drill feedback", {"coach"})


def test_a_refused_claim(qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    window = table_window(qtbot, jobs, tmp_path, match=position(21, 0, my_turn_with(5)),
                          speed="off")
    window.claims.request(None)
    qtbot.waitUntil(lambda: bool(window.scene.coach_bubble.text()), timeout=30000)
    assert_clear(qtbot, window, "refused claim", {"coach"})


def test_the_computers_claim(qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    match = position(18, 1, lambda st: st.turn == 1 and not st.trick
                     and remaining_tricks(st) == 7)
    window = table_window(qtbot, jobs, tmp_path, match=match, speed="off")
    qtbot.waitUntil(lambda: window.claims.showing(), timeout=60000)
    assert_clear(qtbot, window, "computer's claim", {"seat 1"})
