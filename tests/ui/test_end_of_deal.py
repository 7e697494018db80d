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
