"""The Russian bidding ladder beside the docked score sheet on the smallest screen the game is
made for (1024 × 640): the ladder's columns come closer together where the room between the
side seats is short, so that it covers no side seat's name plate or call bubble, in every
language's words."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from prefgui.engine.actions import Pass
from prefgui.session.match import TableSettings
from prefgui.session.pulka import Pulka
from prefgui.ui.words import languages
from tests.ui.russian_helpers import pulka_window

NAMES = {3: ("You", "West", "East"), 4: ("You", "West", "North", "East")}


def at_the_humans_bid(players: int) -> Pulka:
    """A Sochi pulka, the others passing up to the human's bid (with three he deals and
    bids last; with four West deals and sits out: his plate says so, the widest of the side
    plates)."""
    table = TableSettings("sochi", {"pool_size": 6}, players, NAMES[players],
                          ("human",) + ("club",) * (players - 1))
    pulka = Pulka(table, 7)
    pulka.dealer = 1 if players == 4 else 0
    pulka.undo_to(0)  # the deal again, its dealer chosen
    while pulka.state.turn != 0:
        pulka.apply(Pass(pulka.state.turn))
    return pulka


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("lang", ["en", "ru", "de", "hu"])
def test_the_ladder_keeps_clear_of_the_side_seats_beside_the_docked_sheet(
        qtbot: QtBot, tmp_path: Path, qapp: QApplication, players: int, lang: str) -> None:
    languages.install_translators(qapp, lang)
    try:
        window, _ = pulka_window(qtbot, tmp_path, at_the_humans_bid(players), (1024, 640))
        window.sheet_dock.setVisible(True)
        qtbot.waitUntil(lambda: window.view.width() < 700)  # the sheet docked beside
        window.table_desk.refresh_panel()
        panel, scene = window.panel, window.scene
        assert len(panel.buttons) == 27  # pass, 6♠ … 10 no trumps, misère: the ladder
        assert panel.width() <= panel.max_width
        rect = panel.geometry().toRectF()
        lay = scene.layout
        assert lay is not None
        sides = [s for s, side in lay.sides.items() if side in ("left", "right")]
        items = [i for s in sides for i in (scene.plates.get(s), scene.bubbles.get(s))
                 if i is not None and i.isVisible()]
        assert len(items) >= 2 * len(sides) - 1  # every side plate, the callers' bubbles
        for item in items:
            seen = window.view.mapFromScene(item.sceneBoundingRect()).boundingRect()
            assert not rect.intersects(QRectF(seen)), (lang, players, item)
        assert all(b.width() >= b.sizeHint().width() for b in panel.buttons)  # whole texts
    finally:
        languages.install_translators(qapp, "en")
