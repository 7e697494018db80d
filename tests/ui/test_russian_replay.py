"""A Russian deal replayed from the pulka's table of deals (issue 19): the window's sheet
offers "Replay this deal" (the review window reads European records, so it is not offered),
and the replay steps through the deal with every hand open and, at each card, the value of
every card that could be played with all cards known."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import QStandardPaths, QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from prefgui.ai.russian.player import make_russian_player
from prefgui.coach.russian_review import review_record
from prefgui.engine.actions import Play
from prefgui.session.match import TableSettings
from prefgui.session.pulka import Pulka
from prefgui.ui.dialogs.ru_replay import RussianReplayDialog
from prefgui.ui.game.controller import GameController
from prefgui.ui.system.jobs import JobService
from prefgui.ui.table.theme import load_theme, register_fonts
from prefgui.ui.window.main_window import MainWindow

QStandardPaths.setTestModeEnabled(True)


def _pulka(deals: int) -> Pulka:
    p = Pulka(TableSettings("sochi", {"pool_size": 10}, 3, ("You", "West", "East"),
                            ("human", "beginner", "beginner")), seed=11)
    rng = random.Random(3)
    player = make_russian_player("beginner")
    while True:
        while not p.state.is_terminal():
            seat = p.state.controller(p.state.turn)
            p.apply(player.choose(p.state.observation(seat), rng).action)
        if len(p.entries) == deals:
            return p
        p.next_deal()


def test_the_sheet_replays_a_russian_deal_with_the_values_of_its_cards(
        qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    register_fonts()
    pulka = _pulka(2)
    c = GameController(pulka, jobs, tmp_path / "pulka.json")
    c.speed = "off"
    window = MainWindow(c, load_theme("prefgui-french"))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    c.session.start()
    view = window.sheet.pulka_view
    assert view is not None
    assert not view.replay_button.isHidden() and view.review_button.isHidden()
    menu = view.row_menu(0)
    assert menu is not None
    assert [a.text() for a in menu.actions()] == ["Deal summary", "Replay this deal"]
    view.table.selectRow(0)
    entry = pulka.entries[0]
    cards = review_record(entry.record)
    first = next(r for r in cards if r.moves is not None)
    seen: dict[str, str] = {}

    def look() -> None:
        dlg = next(w for w in QApplication.topLevelWidgets()
                   if isinstance(w, RussianReplayDialog) and w.isVisible())
        qtbot.waitUntil(lambda: dlg.reviews is not None, timeout=60000)
        dlg.slider.setValue(first.action)
        seen["caption"] = dlg.caption.text()
        seen["figures"] = dlg.figures.text()
        others = [s for s in range(3) if s != 0 and dlg.states[first.action].hands[s]]
        seen["open"] = str(all(window_faces_visible(dlg, s, first.action) for s in others))
        dlg.slider.setValue(len(dlg.states) - 1)
        seen["last"] = dlg.caption.text()
        dlg.accept()

    QTimer.singleShot(100, look)
    view.replay_button.click()
    names = c.view.names()
    card = dlg_card_name(first.card)
    assert seen["caption"] == f"Step {first.action}: {names[first.seat]} — {card}"
    assert "after each card, all cards known: " in seen["figures"]
    for move, value in first.moves.items():  # type: ignore[union-attr]
        assert f"{dlg_card_name(move)} {value}" in seen["figures"]
    if first.tricks_lost:
        assert f"gave away tricks: {first.tricks_lost}" in seen["figures"]
    else:
        assert "gave nothing away" in seen["figures"]
    assert seen["open"] == "True"
    last = entry.record["actions"][-1]
    assert seen["last"].startswith(f"Step {len(entry.record['actions'])}: "), last


def dlg_card_name(card: int) -> str:
    from prefgui.ui.words import texts

    return texts.card_label(card, "french")


def window_faces_visible(dlg: RussianReplayDialog, seat: int, step: int) -> bool:
    """Every card of ``seat``'s hand at ``step`` lies face up in the replay."""
    hand = dlg.states[step].hands[seat]
    return all(dlg.scene.faces[c].isVisible() for c in range(32) if hand >> c & 1)


def test_a_raspasy_talon_trick_is_said_not_valued() -> None:
    from prefgui.engine.actions import Pass
    from prefgui.engine.russian.deal import new_russian_deal
    from prefgui.engine.russian.record import record_json

    st = new_russian_deal(TableSettings("sochi").rules(), 5, 0)
    for _ in range(3):
        st = st.apply(Pass(st.turn))
    rng = random.Random(1)
    while not st.is_terminal():
        st = st.apply(rng.choice([a for a in st.legal_actions() if isinstance(a, Play)]))
    cards = review_record(record_json(st))
    assert cards[0].moves is None and cards[3].moves is None  # the talon's two tricks
    assert all(r.moves is not None for r in cards[6:])


def test_review_last_deal_replays_the_last_russian_deal_with_its_values(
        qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    register_fonts()
    pulka = _pulka(1)
    c = GameController(pulka, jobs, tmp_path / "pulka.json")
    c.speed = "off"
    window = MainWindow(c, load_theme("prefgui-french"))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    c.session.start()
    opened: list[int] = []

    def look() -> None:
        dlg = next(w for w in QApplication.topLevelWidgets()
                   if isinstance(w, RussianReplayDialog) and w.isVisible())
        opened.append(len(dlg.states))
        dlg.accept()

    QTimer.singleShot(100, look)
    window.sheet_desk.review_last_deal()
    assert opened == [len(pulka.entries[-1].record["actions"]) + 1]
