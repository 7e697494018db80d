"""The Russian open whist, seen by a player who passed: the lone whister plays his cards."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from prefgui.engine.actions import Pass, Whist
from prefgui.engine.russian.state import RussianState
from prefgui.engine.vocab import Phase
from prefgui.session.match import TableSettings
from prefgui.session.pulka import Pulka
from tests.ui.russian_helpers import Plan, pending, planned, pulka_window


def test_the_whister_who_plays_the_passers_cards_is_the_one_thinking(
        qtbot: QtBot, tmp_path: Path) -> None:
    """The open whist, East declares, West whists and the human passes: West plays the
    human's cards too. While he chooses one of them the status line says "West is
    thinking…" and West's plate shows it (it said "You is thinking…" on the human's plate,
    the seat whose card it is)."""
    plan = Plan(declarer=2, calls={1: [Whist], 0: [Pass]}, open_whist=True)

    def human_cards_to_play(st: RussianState) -> bool:
        return st.phase is Phase.PLAY and st.turn == 0

    table = TableSettings("sochi", {"pool_size": 6}, 3, ("You", "West", "East"),
                          ("human", "club", "club"))
    pulka = Pulka(table, 7)
    while not human_cards_to_play(pulka.state):
        pulka.apply(planned(pulka.state, plan))  # type: ignore[arg-type]
    assert pulka.state.controller(0) == 1
    window, jobs = pulka_window(qtbot, tmp_path, pulka, (1280, 800))
    qtbot.waitUntil(lambda: pending(jobs) is not None, timeout=10000)
    assert window.statusBar().currentMessage() == "West is thinking…"
    plates = window.scene.plates
    assert plates[1].thinking and not plates[0].thinking and not plates[2].thinking
