"""Four at the table, the human deals and sits out: a computer declarer's claim is offered
in the human's empty row, not over the trick in the middle."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF, QStandardPaths
from pytestqt.qtbot import QtBot

from prefgui.engine.actions import Discard, OpenWhist, Pass, RuBid, RuDeclare, Whist
from prefgui.engine.cards import parse_card, parse_mask
from prefgui.engine.russian.ladder import parse_bid
from prefgui.engine.russian.state import RussianState
from prefgui.session.match import TableSettings
from prefgui.session.pulka import Pulka
from prefgui.ui.game.controller import GameController
from prefgui.ui.system.jobs import JobService
from prefgui.ui.table.theme import load_theme, register_fonts
from prefgui.ui.window.main_window import MainWindow

QStandardPaths.setTestModeEnabled(True)

STRONG = ("AS KS QS JS 10S 9S AC KC AD AH",
          "8S 7S QC JC 10C 9C KD QD JD 10D",
          "8C 7C 9D 8D 7D KH QH JH 10H 9H")


def test_the_claim_of_a_computer_lies_in_the_empty_row_of_a_human_sitting_out(
        qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    table = TableSettings("sochi", {"pool_size": 10}, 4, ("You", "West", "North", "East"),
                          ("human", "expert", "beginner", "beginner"))
    st = RussianState.initial(table.rules(), 0, (0, *(parse_mask(h) for h in STRONG)),
                              (parse_card("8H"), parse_card("7H")))
    seven = parse_bid("7S")
    low, high = sorted(parse_card(c) for c in ("8H", "7H"))
    for act in (RuBid(1, seven), Pass(2), Pass(3), Discard(1, low, high), RuDeclare(1, seven),
                Whist(2), Pass(3), OpenWhist(2)):
        st = st.apply(act)
    register_fonts()
    pulka = Pulka(table, 5)
    pulka.dealer, pulka.state = st.dealer, st
    c = GameController(pulka, jobs, tmp_path / "pulka.json")
    c.speed = "off"
    window = MainWindow(c, load_theme("prefgui-french"))
    qtbot.addWidget(window)
    window.resize(1920, 1080)
    window.show()
    qtbot.waitExposed(window)
    window.menu_actions.set_speed("off")
    c.session.start()
    qtbot.waitUntil(window.claims.showing, timeout=120000)  # West's ten tricks are sure
    qtbot.waitUntil(lambda: window.panel.title.text().startswith("West claims"),
                    timeout=5000)
    panel = QRectF(window.panel.geometry())
    view = QRectF(window.view.viewport().rect())
    assert view.contains(panel), panel
    assert panel.top() > view.height() * 0.7, panel  # in the human's row at the foot
    middle = window.scene.drop_zone.sceneBoundingRect()
    assert not panel.intersects(window.view.mapFromScene(middle).boundingRect().toRectF())
