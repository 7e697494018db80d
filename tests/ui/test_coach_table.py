"""The coach warns before a card that breaks a defenders' convention, with real drags.

The session is played as advised (``advised_session``) to the first moment where, as a
defender, one of the human's legal cards breaks C1, C2 or C3; the real window (the
computer in its worker process) starts there. That card is dragged to the
table: it glides back, the coach's bubble names the convention and the cards that keep it
(highlighted). Dragged again, it is played and recorded in the state's breaches.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QPointF, QStandardPaths
from pytestqt.qtbot import QtBot

from prefgui.engine.actions import Play
from prefgui.ui.system.jobs import JobService
from prefgui.ui.words.coach_texts import advice_text
from prefgui.ui.words.texts import card_label
from tests.ui.helpers import (
    a_breaching_card,
    advised_session,
    breach_possible,
    drag,
    keeping_choice,
    table_window,
)

QStandardPaths.setTestModeEnabled(True)


def test_breaching_card_glides_back_with_advice_then_plays(qtbot: QtBot, jobs: JobService,
                                                           tmp_path: Path) -> None:
    window = table_window(qtbot, jobs, tmp_path, match=advised_session(11, breach_possible))
    assert window.settings.coach == "warn"
    c = window.controller
    card, advice = a_breaching_card(qtbot, window)
    qtbot.waitUntil(lambda: not window.scene.busy())
    zone = window.scene.drop_zone.rect.center()
    item = window.scene.faces[card]
    home = QPointF(item.home.x, item.home.y)
    before = len(c.state.history)

    drag(window, card, zone)
    qtbot.waitUntil(lambda: (item.pos() - home).manhattanLength() < 1)
    assert len(c.state.history) == before, "the first drop only warns"
    shown = window.scene.coach_bubble.text()
    pack = window.scene.theme.pack
    assert shown == advice_text(advice, c.view.names()[advice.partner], pack)
    assert advice.rule in shown and card_label(card, pack) in shown
    assert all(card_label(k, pack) in shown for k in advice.keeping)
    assert card not in advice.keeping
    lit = {k for k, it in window.scene.faces.items() if it.advised}
    assert lit == set(advice.keeping)

    breaches_before = len(c.state.breaches)
    drag(window, card, zone)
    qtbot.waitUntil(lambda: len(c.state.history) > before, timeout=5000)
    assert c.state.history[before] == Play(c.human, card)
    assert c.state.breaches[breaches_before:] == ((before + 1, c.human, advice.rule),)
    assert window.scene.coach_bubble.text() == ""
    assert not any(it.advised for it in window.scene.faces.values())


def test_a_keeping_card_plays_at_once(qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    window = table_window(qtbot, jobs, tmp_path, match=advised_session(11, breach_possible))
    c = window.controller
    _card, advice = a_breaching_card(qtbot, window)
    qtbot.waitUntil(lambda: not window.scene.busy())
    before = len(c.state.history)
    drag(window, advice.keeping[0], window.scene.drop_zone.rect.center())
    qtbot.waitUntil(lambda: len(c.state.history) > before, timeout=5000)
    assert window.scene.coach_bubble.text() == ""


def test_coach_off_plays_the_breaching_card_at_once(qtbot: QtBot, jobs: JobService,
                                                    tmp_path: Path) -> None:
    window = table_window(qtbot, jobs, tmp_path, match=advised_session(11, breach_possible))
    window.settings = replace(window.settings, coach="off")
    c = window.controller
    card, advice = a_breaching_card(qtbot, window)
    qtbot.waitUntil(lambda: not window.scene.busy())
    before = len(c.state.history)
    drag(window, card, window.scene.drop_zone.rect.center())
    qtbot.waitUntil(lambda: len(c.state.history) > before, timeout=5000)
    assert c.state.breaches[-1] == (before + 1, c.human, advice.rule)
    assert window.scene.coach_bubble.text() == ""


def test_the_warning_marks_the_best_card_that_keeps_the_convention(
        qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    from prefgui.coach.analysis import judge

    window = table_window(qtbot, jobs, tmp_path, match=advised_session(11, keeping_choice))
    c = window.controller
    card, advice = a_breaching_card(qtbot, window)
    assert len(advice.keeping) > 1, "a choice among the cards that keep it"
    qtbot.waitUntil(lambda: not window.scene.busy())
    best = judge(c.view.observation()).best()
    drag(window, card, window.scene.drop_zone.rect.center())
    pack = window.scene.theme.pack
    qtbot.waitUntil(lambda: "the best of them" in window.scene.coach_bubble.text(),
                    timeout=60000)
    shown = window.scene.coach_bubble.text()
    assert shown == advice_text(advice, c.view.names()[advice.partner], pack, best)
    assert f"the best of them on what you could know: {card_label(best, pack)}." in shown
