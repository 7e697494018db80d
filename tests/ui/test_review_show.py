"""What the review window shows: each breach in the trick list, a click on a trick taking the
player to his own card, the badges on their cards after a resize, and a step label naming
the card whose values are drawn."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, QStandardPaths, Qt, Signal
from pytestqt.qtbot import QtBot

from prefgui.coach.review import DealReview, review_record
from prefgui.engine.actions import CONCEDE, Action
from prefgui.engine.record import parse_record
from prefgui.session.match import Match, TableSettings
from prefgui.ui.review import words
from prefgui.ui.review.window import ReviewWindow
from prefgui.ui.table.theme import load_theme, register_fonts
from prefgui.ui.words import texts

QStandardPaths.setTestModeEnabled(True)
TABLE = TableSettings("balkan", levels=("human", "beginner", "beginner"))
SEED = 31  # a random play in which the player (seat 0) breaks C2
NAMES = ["You", "Anna", "Béla"]


class _Request(QObject):
    progress = Signal(int, int)
    finished = Signal(object)
    failed = Signal(str)

    def cancel(self) -> None:
        pass


class _Worker:
    """The review worker's face: the window's request, answered by the test."""

    def __init__(self) -> None:
        self.requests: list[_Request] = []

    def request(self, _record: object, _seats: object, owner: QObject) -> _Request:
        self.requests.append(_Request(owner))
        return self.requests[-1]


def _played() -> tuple[Match, list[Action]]:
    m = Match(TABLE, SEED)
    rng = random.Random(SEED)
    actions = []
    while not m.state.is_terminal():
        actions.append(rng.choice([a for a in m.state.legal_actions() if a.verb != CONCEDE]))
        m.apply(actions[-1])
    return m, actions


def _record() -> dict[str, object]:
    return _played()[0].entries[-1].record.to_json()


@pytest.fixture
def win(qtbot: QtBot) -> Iterator[ReviewWindow]:
    register_fonts()
    record = _record()
    worker = _Worker()
    w = ReviewWindow(record, 0, NAMES, load_theme("prefgui-french"), worker)  # type: ignore[arg-type]
    qtbot.addWidget(w)
    w.resize(1100, 760)
    w.show()
    qtbot.waitExposed(w)
    review: DealReview = review_record(parse_record(record))  # double dummy only: quick
    worker.requests[-1].finished.emit(review)
    assert w.review_ready()
    yield w


def test_the_trick_list_names_each_breach(win: ReviewWindow) -> None:
    review = win.steps.review
    assert review is not None
    breach = next(c for c in review.cards if c.seat == 0 and c.breaches)
    row = next(r for r in win.steps.tricks() if (0, breach.card) in r.cards)
    text = win.trick_list.item(row.number).text()
    assert words.grade_name(breach.grade) in text  # type: ignore[arg-type]
    assert f"{breach.breaches[0].rule} broken" in text, text
    # another seat's breach is named with the seat
    for c in review.cards:
        if c.seat != 0 and c.breaches:
            other = next(r for r in win.steps.tricks() if (c.seat, c.card) in r.cards)
            assert f"{NAMES[c.seat]}: {c.breaches[0].rule} broken" in (
                win.trick_list.item(other.number).text())


def test_a_click_on_a_trick_goes_to_the_players_own_card(qtbot: QtBot, win: ReviewWindow
                                                         ) -> None:
    rows = [r for r in win.steps.tricks() if any(s == 0 for s, _c in r.cards)
            and r.cards[0][0] != 0]
    assert rows, "the player follows in some trick"
    for row in rows[:3]:
        item = win.trick_list.item(row.number)
        win.trick_list.scrollToItem(item)
        rect = win.trick_list.visualItemRect(item)
        qtbot.mouseClick(win.trick_list.viewport(), Qt.MouseButton.LeftButton,
                         pos=rect.center())
        card = win.steps.next_card(win.step)
        assert card is not None and card.seat == 0
        assert (0, card.card) in row.cards
        # the label names the card whose values are drawn, and who chose it
        label = texts.card_label(card.card, "french")
        assert win.caption.text().endswith(f": You — {label}, valued on the cards")


def test_the_badges_follow_a_resize(qtbot: QtBot, win: ReviewWindow) -> None:
    review = win.steps.review
    assert review is not None
    mine = next(c for c in review.cards if c.seat == 0 and len(c.legal) > 2)
    win.go(mine.action - 1)

    def on_cards() -> bool:
        for card in mine.legal:
            badge, face = win.badges[card], win.scene.faces[card]
            if not badge.isVisible() or not face.sceneBoundingRect().contains(
                    badge.sceneBoundingRect().center()):
                return False
        return True

    assert on_cards()
    win.resize(1500, 1000)
    qtbot.waitUntil(lambda: win.view.width() > 1000, timeout=3000)
    assert on_cards()
    win.resize(900, 640)
    qtbot.waitUntil(lambda: win.view.width() < 800, timeout=3000)
    assert on_cards()


def test_play_from_here_closes_the_deal_summary(qtbot: QtBot, tmp_path: Path) -> None:
    from prefgui.ui.game.controller import GameController
    from prefgui.ui.system.jobs import JobService
    from prefgui.ui.window.main_window import MainWindow

    done, actions = _played()
    record = done.entries[-1].record.to_json()
    m = Match(TABLE, SEED)
    for a in actions[:-1]:  # the deal at its last action
        m.apply(a)
    jobs = JobService()
    try:
        controller = GameController(m, jobs, None)
        controller.speed = "off"
        window = MainWindow(controller, load_theme("prefgui-french"))
        qtbot.addWidget(window)
        window.show()
        controller.session.start()
        if controller.state.current_player() == 0:
            controller.submit(controller.view.legal_actions()[0])
        qtbot.waitUntil(lambda: window.deal_end.summary is not None, timeout=60000)
        summary = window.deal_end.summary
        assert summary is not None and summary.isVisible()
        window.reviews.play_from_requested.emit(record, 12)  # the review's Play from here
        assert window.deal_end.summary is None and not summary.isVisible()
        assert controller.practicing
        controller.session.stop()
    finally:
        jobs.shutdown()


@pytest.mark.parametrize(("lang", "shown"), [
    ("en", ["0", "+2.5", "−1.0", "−107"]), ("de", ["0", "+2,5", "−1,0", "−107"]),
    ("ru", ["0", "+2,5", "−1,0", "−107"]), ("cs", ["0", "+2,5", "−1,0", "−107"])])
def test_the_values_on_the_cards_take_the_languages_decimal_separator(
        qapp: object, lang: str, shown: list[str]) -> None:
    """The review's card values read "+2.5" in German and Czech, whose players write
    "+2,5"."""
    from PySide6.QtCore import QCoreApplication

    from prefgui.ui.words import languages

    app = QCoreApplication.instance()
    assert app is not None
    languages.install_translators(app, lang)
    try:
        assert [words.units(x) for x in (0.01, 2.5, -1.0, -107.2)] == shown
    finally:
        languages.install_translators(app, "en")
