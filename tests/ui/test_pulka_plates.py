"""The name plates of a pulka show each player's standing in whists as the sheet and the
deal's summary write it ("+22½", not "+22.5" with the English point in every language)."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from prefgui.session.match import TableSettings
from prefgui.session.pulka import Pulka
from prefgui.ui.window.money_note import show_money
from prefgui.ui.words.pulka_texts import whists_text
from tests.ui.russian_helpers import pulka_window


def test_the_plates_write_the_standing_as_the_sheet_does(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    standing = (Fraction(45, 2), Fraction(-64, 3), Fraction(-7, 6))
    monkeypatch.setattr(Pulka, "settlement", property(lambda self: standing))
    table = TableSettings("sochi", {"pool_size": 6}, 3, ("You", "West", "East"),
                          ("human", "club", "club"))
    window, _jobs = pulka_window(qtbot, tmp_path, Pulka(table, 7))
    scene = window.scene
    show_money(window.controller, scene)
    assert scene.obs is not None and scene.layout is not None
    scene.furniture.place(scene.obs, scene.layout)
    shown = [scene.plates[s].balance for s in range(3)]
    assert shown == ["+22½", "−21⅓", whists_text(Fraction(-7, 6))] == [
        whists_text(x) for x in standing]
