"""Four at the table, the human deals and sits out: a computer declarer's claim is offered
in the human's empty row, not over the trick in the middle."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF, QStandardPaths
from pytestqt.qtbot import QtBot

from prefgui.engine.actions import OpenWhist, Pass, RuBid, RuDeclare, Whist
from prefgui.engine.cards import parse_card, parse_mask
from prefgui.engine.russian.ladder import parse_bid
from prefgui.engine.russian.state import RussianState
from prefgui.session.match import TableSettings
from prefgui.ui.system.jobs import JobService
from tests.ui.russian_helpers import STRONG, discard_of, state_window

QStandardPaths.setTestModeEnabled(True)



def test_the_claim_of_a_computer_lies_in_the_empty_row_of_a_human_sitting_out(
        qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    table = TableSettings("sochi", {"pool_size": 10}, 4, ("You", "West", "North", "East"),
                          ("human", "expert", "beginner", "beginner"))
    st = RussianState.initial(table.rules(), 0, (0, *(parse_mask(h) for h in STRONG)),
                              (parse_card("8H"), parse_card("7H")))
    seven = parse_bid("7S")
    for act in (RuBid(1, seven), Pass(2), Pass(3), discard_of(1, "8H 7H"), RuDeclare(1, seven),
                Whist(2), Pass(3), OpenWhist(2)):
        st = st.apply(act)
    window = state_window(qtbot, jobs, tmp_path, st, table=table, size=(1920, 1080))
    qtbot.waitUntil(window.claims.showing, timeout=120000)  # West's ten tricks are sure
    qtbot.waitUntil(lambda: window.panel.title.text().startswith("West claims"),
                    timeout=5000)
    panel = QRectF(window.panel.geometry())
    view = QRectF(window.view.viewport().rect())
    assert view.contains(panel), panel
    assert panel.top() > view.height() * 0.7, panel  # in the human's row at the foot
    middle = window.scene.drop_zone.sceneBoundingRect()
    assert not panel.intersects(window.view.mapFromScene(middle).boundingRect().toRectF())
