"""At the end of a deal every hand still holding cards lies face up on the table."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from pytestqt.qtbot import QtBot

from prefgui.engine.actions import Pass
from prefgui.engine.cards import iter_cards
from prefgui.engine.deal import new_deal
from prefgui.engine.rules import Rules
from prefgui.engine.state import Phase
from prefgui.engine.vocab import Outcome
from prefgui.ui.table.scene import TableScene
from prefgui.ui.table.theme import load_theme


def test_a_passed_out_deal_shows_every_hand_face_up(qtbot: QtBot) -> None:
    s = new_deal(Rules("balkan"), 3, 2)
    while s.phase is not Phase.DONE:
        s = s.apply(next(a for a in s.legal_actions() if isinstance(a, Pass)))
    assert s.outcome is Outcome.ALL_PASSED
    scene = TableScene(load_theme("prefgui-french"))
    scene.setSceneRect(QRectF(0, 0, 1000, 700))
    scene.sync(s.observation(0), animate=False)
    for seat in (1, 2):
        cards = list(iter_cards(s.hands[seat]))
        assert len(cards) == 10
        assert all(scene.faces[c].isVisible() for c in cards), seat
    assert not any(item.isVisible() for key, items in scene.backs.items()
                   if key.startswith("hand") for item in items)


def hand_backs(scene: TableScene, seat: int) -> int:
    return sum(item.isVisible() for item in scene.backs.get(f"hand{seat}", []))


def test_the_hands_turn_up_one_after_another_and_all_are_up_when_the_table_rests(
        qtbot: QtBot) -> None:
    s = new_deal(Rules("balkan"), 3, 2)
    before = s
    while s.phase is not Phase.DONE:
        before, s = s, s.apply(next(a for a in s.legal_actions() if isinstance(a, Pass)))
    scene = TableScene(load_theme("prefgui-french"))
    scene.setSceneRect(QRectF(0, 0, 1000, 700))
    scene.speed = "normal"
    scene.sync(before.observation(0), animate=False)
    assert hand_backs(scene, 1) == hand_backs(scene, 2) == 10
    scene.sync(s.observation(0), animate=True)
    first, second = (list(iter_cards(s.hands[seat])) for seat in (1, 2))
    # the first hand is turned up at once, the second still lies face down
    assert all(scene.faces[c].isVisible() for c in first) and hand_backs(scene, 1) == 0
    assert not any(scene.faces[c].isVisible() for c in second) and hand_backs(scene, 2) == 10
    assert scene.busy()
    qtbot.waitUntil(lambda: not scene.busy(), timeout=5000)
    assert all(scene.faces[c].isVisible() and scene.faces[c].face_up for c in first + second)
    assert hand_backs(scene, 1) == hand_backs(scene, 2) == 0


def test_a_table_laid_out_again_before_a_hand_turned_up_shows_only_what_it_lays_out(
        qtbot: QtBot) -> None:
    s = new_deal(Rules("balkan"), 3, 2)
    before = s
    while s.phase is not Phase.DONE:
        before, s = s, s.apply(next(a for a in s.legal_actions() if isinstance(a, Pass)))
    scene = TableScene(load_theme("prefgui-french"))
    scene.setSceneRect(QRectF(0, 0, 1000, 700))
    scene.speed = "normal"
    scene.sync(before.observation(0), animate=False)
    scene.sync(s.observation(0), animate=True)
    scene.resize(1100, 760)  # the window resized before the second hand turned up
    cards = [c for seat in (1, 2) for c in iter_cards(s.hands[seat])]
    assert all(scene.faces[c].isVisible() for c in cards)
    assert hand_backs(scene, 1) == hand_backs(scene, 2) == 0
    scene.sync(s.observation(0), animate=True)  # the same position shown again
    nxt = new_deal(Rules("balkan"), 8, 0)
    scene.sync(nxt.observation(0), animate=True)  # the next deal, at once
    qtbot.waitUntil(lambda: not scene.busy(), timeout=10000)
    shown = {c for c, item in scene.faces.items() if item.isVisible()}
    assert shown == set(iter_cards(nxt.hands[0]))  # nothing of the last deal's hands
    assert hand_backs(scene, 1) == hand_backs(scene, 2) == 10
