"""The coach's notes at the table, with real drags and clicks.

Each test starts the real window at the moment it is about (``advised_session``): a
possible breach, or the partner's lead under C2.

Notes mode: a card that breaks a convention is played at once, and after its trick the
coach's bubble says what was broken, why it applied and which cards would have kept it.
Reading the partner: when the human's partner leads under C2, a note says what the lead
tells; switched off in the settings, no note. A click on the bubble or Esc closes it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QStandardPaths, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from prefgui.coach.signals import Reading, Signal
from prefgui.engine.actions import Play
from prefgui.engine.cards import iter_cards, parse_card
from prefgui.session.settings import AppSettings, settings_from_text, settings_to_json
from prefgui.ui.system.jobs import JobService
from prefgui.ui.window.main_window import MainWindow
from prefgui.ui.words.coach_texts import lead_text, note_text
from tests.ui.helpers import (
    a_breaching_card,
    advised_session,
    breach_possible,
    drag,
    partner_leads_under,
    play_as_advised_until,
    table_window,
)

QStandardPaths.setTestModeEnabled(True)


def _click_bubble(window: MainWindow) -> None:
    centre = window.scene.coach_bubble.sceneBoundingRect().center()
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, window.view.mapFromScene(centre))


def test_notes_mode_plays_the_breach_and_explains_it_after_the_trick(
        qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    window = table_window(qtbot, jobs, tmp_path, match=advised_session(11, breach_possible))
    window.settings = replace(window.settings, coach="notes", partner_notes=False)
    c = window.controller
    card, advice = a_breaching_card(qtbot, window)
    qtbot.waitUntil(lambda: not window.scene.busy())
    before, tricks = len(c.state.history), c.view.observation().tricks_done

    drag(window, card, window.scene.drop_zone.rect.center())
    qtbot.waitUntil(lambda: len(c.state.history) > before, timeout=5000)
    assert c.state.history[before] == Play(c.human, card), "no card is refused"
    assert c.state.breaches[-1] == (before + 1, c.human, advice.rule)
    qtbot.waitUntil(lambda: c.view.observation().tricks_done > tricks, timeout=30000)
    pack = window.scene.theme.pack
    expected = note_text(advice, c.view.names()[advice.partner], pack)
    qtbot.waitUntil(lambda: expected in window.scene.coach_bubble.text())
    assert not any(it.advised for it in window.scene.faces.values())

    _click_bubble(window)
    assert window.scene.coach_bubble.text() == ""
    assert window.coach_notes.notes == []


def test_notes_mode_note_goes_after_the_next_trick(qtbot: QtBot, jobs: JobService,
                                                   tmp_path: Path) -> None:
    window = table_window(qtbot, jobs, tmp_path, match=advised_session(11, breach_possible))
    window.settings = replace(window.settings, coach="notes", partner_notes=False)
    c = window.controller
    card, advice = a_breaching_card(qtbot, window)
    qtbot.waitUntil(lambda: not window.scene.busy())
    tricks = c.view.observation().tricks_done
    drag(window, card, window.scene.drop_zone.rect.center())
    qtbot.waitUntil(lambda: window.scene.coach_bubble.text() != "", timeout=30000)
    note = window.scene.coach_bubble.text()
    play_as_advised_until(qtbot, window, lambda: c.view.observation().tricks_done >= tricks + 1
                and c.state.current_player() == c.human, deals=1)
    assert window.scene.coach_bubble.text() == note, "it stays through the next trick"
    play_as_advised_until(qtbot, window, lambda: c.view.observation().tricks_done >= tricks + 2,
                          deals=1)
    assert window.scene.coach_bubble.text() == ""


def _c2_lead(signals: list[Signal]) -> Callable[[], bool]:
    return lambda: any(s.rule == "C2" for s in signals)


def test_partner_lead_under_c2_is_read_in_a_note_and_esc_closes_it(
        qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    window = table_window(qtbot, jobs, tmp_path,
                          match=advised_session(11, partner_leads_under("C2")))
    assert window.settings.partner_notes
    c = window.controller
    signals: list[Signal] = []
    c.partner_led.connect(signals.append)
    play_as_advised_until(qtbot, window, _c2_lead(signals))
    sig = next(s for s in signals if s.rule == "C2")
    assert sig.partner == c.human and sig.seat != c.human
    assert sig.reading is Reading.TOP_HELD
    assert signals[-1] is sig  # the lead of the trick now being played
    pack = window.scene.theme.pack
    text = lead_text(sig, c.view.names()[sig.seat], pack)
    assert text in window.scene.coach_bubble.text()
    assert "C2" in text and c.view.names()[sig.seat] in text
    bubble = window.scene.coach_bubble.sceneBoundingRect()
    obs = c.view.observation()
    shown = set(obs.trick) | set(iter_cards(obs.hand))
    covered = [k for k in shown if window.scene.faces[k].sceneBoundingRect().intersects(bubble)]
    assert covered == [], "the note covers neither the trick nor the hand"
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.scene.coach_bubble.text() == ""


def test_partner_lead_notes_switched_off(qtbot: QtBot, jobs: JobService,
                                         tmp_path: Path) -> None:
    window = table_window(qtbot, jobs, tmp_path,
                          match=advised_session(11, partner_leads_under("C2")))
    window.settings = replace(window.settings, partner_notes=False)
    c = window.controller
    signals: list[Signal] = []
    c.partner_led.connect(signals.append)
    play_as_advised_until(qtbot, window, _c2_lead(signals))
    assert window.scene.coach_bubble.text() == ""
    assert window.coach_notes.notes == []


def test_lead_text_names_the_cards_denied(qapp: object) -> None:
    kh, ah = parse_card("KH"), parse_card("AH")
    sig = Signal(4, 1, 0, kh, "C2", Reading.TOP_HELD, 1 << ah)
    assert lead_text(sig, "West", "french") == (
        "West led K♥ with the declarer last: by C2 it is the highest card he holds in "
        "Hearts, so he does not hold A♥.")
    german = lead_text(sig, "West", "german")
    assert "King of Hearts" in german and "Ace of Hearts" in german
    low = Signal(4, 1, 0, parse_card("8S"), "C3", Reading.LOWEST_HELD, 1 << parse_card("7S"))
    assert "by C3 it is the lowest card he holds in Spades, so he does not hold 7♠." in (
        lead_text(low, "East", "french"))


def test_partner_notes_setting_is_stored() -> None:
    s = replace(AppSettings(), partner_notes=False)
    import json

    assert settings_from_text(json.dumps(settings_to_json(s))).partner_notes is False
    assert AppSettings().partner_notes is True
