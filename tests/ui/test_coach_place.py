"""The coach's bubble is searched a place for only when its table or its text has changed,
and a note shown repaints only the cards whose mark it changes."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from prefgui.ui.system.jobs import JobService
from prefgui.ui.table import bubble_spot
from prefgui.ui.table.card_item import CardItem
from tests.ui.helpers import human_turn, table_window

NOTE = ("West led the king with the declarer last: he holds the queen too, or the king "
        "alone. Keep your own high cards in that suit.")


def test_the_bubble_is_placed_again_without_a_search_on_the_same_table(
        qtbot: QtBot, jobs: JobService, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = table_window(qtbot, jobs, tmp_path, speed="off")
    qtbot.waitUntil(lambda: human_turn(window), timeout=30000)
    searches: list[object] = []
    plain = bubble_spot.free_spot

    def counted(*args: object) -> object:
        searches.append(args)
        return plain(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(bubble_spot, "free_spot", counted)
    coach, bubble = window.scene.coach, window.scene.coach_bubble
    coach.show_centred(NOTE)
    assert searches, "a new text is placed by a search"
    where = bubble.pos()
    searches.clear()
    coach.place()  # the table laid out again as it was
    window.scene.coach.show_centred(NOTE)  # the same note shown again
    assert not searches and bubble.pos() == where
    coach.show_centred(NOTE + " Or a trump.")
    assert searches, "another text is searched a place for"
    searches.clear()
    window.resize(1024, 640)
    qtbot.waitUntil(lambda: bool(searches), timeout=5000)  # a new table: a new search


def test_a_note_repaints_only_the_cards_it_marks(qtbot: QtBot, jobs: JobService,
                                                  tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    window = table_window(qtbot, jobs, tmp_path, speed="off")
    qtbot.waitUntil(lambda: human_turn(window), timeout=30000)
    qtbot.wait(50)  # every card shown painted once
    painted: list[CardItem] = []
    plain = CardItem.update

    def counted(item: CardItem, *args: object) -> None:
        painted.append(item)
        plain(item, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(CardItem, "update", counted)
    window.scene.coach.show_centred(NOTE)
    assert [item for item in painted if item.isVisible()] == []  # no mark changed
    hand = [card for card, item in window.scene.faces.items() if item.isVisible()]
    for item in window.scene.faces.values():
        item.draggable = True
    window.scene.coach.show_advice(NOTE, frozenset(hand[:1]))
    assert [item for item in painted if item.isVisible()] == [window.scene.faces[hand[0]]]
