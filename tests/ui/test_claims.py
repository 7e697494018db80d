"""Claims at the table (issue 12 point 13): the human's claim that holds ends the deal as
if played out, one that does not is refused with the reason and the play goes on, and a
computer declarer claims a certain ending; the record of a claimed deal replays to the
same result (``prefgui replay``)."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths
from pytestqt.qtbot import QtBot

from prefgui.ai.claim import check_claim
from prefgui.cli.replay import run as replay_run
from prefgui.engine.claims import remaining_tricks
from prefgui.engine.record import result_json
from prefgui.engine.state import Phase
from prefgui.session.match import LedgerEntry
from prefgui.ui.system.jobs import JobService
from prefgui.ui.words.texts import card_label
from tests.ui.helpers import (
    assert_buttons_whole,
    my_turn_with,
    position,
    table_window,
)

QStandardPaths.setTestModeEnabled(True)


def replayed(entry: LedgerEntry, tmp_path: Path) -> dict[str, object]:
    """What ``prefgui replay`` says of the deal's record."""
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(entry.record.to_json()), encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    assert replay_run([str(path)], out, err) == 0, err.getvalue()
    result: dict[str, object] = json.loads(out.getvalue())
    return result


def test_a_claim_that_holds_ends_the_deal_as_if_played_out(
        qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    match = position(21, 0, my_turn_with(4))
    before = match.state
    expected = check_claim(before, 0)
    assert expected.holds
    end = before
    for act in expected.line:
        end = end.apply(act)
    window = table_window(qtbot, jobs, tmp_path, match=match, speed="off")
    fed: list[tuple[object, ...]] = []
    window.reviews.feed = lambda *args: fed.append(args)  # type: ignore[method-assign]
    with qtbot.waitSignal(window.controller.deal_finished, timeout=30000) as finished:
        window.claims.request(None)
        qtbot.waitUntil(lambda: window.scene.bubbles[0].lines == ["I claim the rest."])
        assert window.claims.showing()
    assert not window.claims.showing()  # played out
    entry: LedgerEntry = finished.args[0]
    # The coach's Progress counts only the cards chosen before the claim.
    assert [args[1:] for args in fed] == [(0, len(before.history))]
    assert window.controller.claimed_from is None
    assert entry.result.tricks[0] == before.tricks_won[0] + 4
    assert entry.result == end.result()
    assert replayed(entry, tmp_path) == result_json(end)


def test_a_claim_that_does_not_hold_is_refused_and_the_play_goes_on(
        qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    match = position(21, 0, my_turn_with(5))
    moment = len(match.state.history)
    verdict = check_claim(match.state, 0)
    assert not verdict.holds and verdict.beaten_by is not None
    window = table_window(qtbot, jobs, tmp_path, match=match, speed="off")
    window.claims.request(None)
    qtbot.waitUntil(lambda: bool(window.scene.coach_bubble.text()), timeout=30000)
    text = window.scene.coach_bubble.text()
    name = window.controller.view.names()[verdict.beaten_by.seat]
    assert text.startswith("Your claim does not hold.")
    assert name in text and "you take only 4 of the 5 remaining tricks" in text
    obs = window.controller.view.observation()
    assert len(obs.history) == moment and obs.phase is Phase.PLAY and obs.turn == 0
    assert not window.claims.busy() and not window.claims.showing()
    # The play goes on: the player's card is taken as usual.
    card = next(a for a in window.controller.view.legal_actions())
    assert window.controller.submit(card)


def test_no_claim_when_it_is_not_the_players_turn(
        qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    match = position(18, 1, lambda st: st.turn == 2)
    window = table_window(qtbot, jobs, tmp_path, match=match, speed="off")
    window.controller.turns.hold(True)
    window.claims.claim()
    assert window.statusBar().currentMessage() == \
        "You can claim when it is your turn to play a card."
    assert not window.claims.busy()
    window.controller.turns.hold(False)


def test_the_computer_declarer_claims_a_certain_ending(
        qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    match = position(18, 1, lambda st: st.turn == 1 and not st.trick
                     and remaining_tricks(st) == 7)
    before = match.state
    window = table_window(qtbot, jobs, tmp_path, match=match, speed="off")
    qtbot.waitUntil(lambda: window.scene.bubbles[1].lines[:1] == [
        "I claim 6 of the 7 remaining tricks."], timeout=60000)
    # His cards lie face up while the claim is shown, and the claim waits for the player:
    # no timer plays it out, the panel shows the play he claims with.
    mine = [c for c in range(32) if before.hands[1] >> c & 1]
    assert all(window.scene.faces[c].isVisible() for c in mine)
    assert window.claims.showing() and not window.claims.stage.timed()
    assert window.controller.state is match.state
    panel = window.panel
    assert panel.isVisible() and panel.title.text() == "Anna claims 6 of the 7 remaining tricks."
    assert panel.note.text().startswith(
        "Certain whatever the defence plays. The claimed play, trick by trick: ")
    assert all(card_label(c, "french") in panel.note.text() for c in mine)
    assert [b.text() for b in panel.buttons] == ["Accept the claim", "Play on"]
    assert_buttons_whole(window)
    assert panel.height() >= panel.layout().totalHeightForWidth(panel.width())  # no line cut
    with qtbot.waitSignal(window.controller.deal_finished, timeout=60000) as finished:
        panel.buttons[0].click()
    entry: LedgerEntry = finished.args[0]
    assert entry.result.tricks[1] == before.tricks_won[1] + 6
    assert replayed(entry, tmp_path)["tricks"] == list(entry.result.tricks)
    assert replayed(entry, tmp_path)["outcome"] == entry.result.outcome.value


def test_the_claim_is_in_the_deal_menu_under_c_and_in_the_shortcuts_list(
        qtbot: QtBot, jobs: JobService, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtGui import QKeySequence
    from PySide6.QtWidgets import QMessageBox

    from prefgui.ui.dialogs.claim import ClaimDialog

    match = position(21, 0, my_turn_with(4))
    window = table_window(qtbot, jobs, tmp_path, match=match, speed="off")
    actions = window.menu_actions
    assert actions.claim in actions.deal_menu.actions()
    assert actions.claim.shortcut() == QKeySequence("C")
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", lambda _w, _t, text: shown.append(text))
    actions.shortcuts.trigger()
    assert "<b>C</b></td><td>claim the remaining tricks" in shown[0]
    asked: list[int] = []
    monkeypatch.setattr(ClaimDialog, "exec", lambda dlg: asked.append(dlg.remaining)
                        or ClaimDialog.DialogCode.Rejected)
    actions.claim.trigger()
    assert asked == [4]  # the four remaining tricks offered; cancelled, nothing checked
    assert not window.claims.busy()


def test_the_player_may_play_on_against_a_computers_claim(
        qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    match = position(18, 1, lambda st: st.turn == 1 and not st.trick
                     and remaining_tricks(st) == 7)
    moment = len(match.state.history)
    window = table_window(qtbot, jobs, tmp_path, match=match, speed="off")
    qtbot.waitUntil(window.claims.showing, timeout=60000)
    assert len(window.controller.state.history) == moment
    window.panel.buttons[1].click()  # Play on
    assert not window.claims.showing()
    qtbot.waitUntil(lambda: len(window.controller.state.history) > moment, timeout=60000)
    # The cards are played trick by trick; the claim is not offered again in this deal.
    qtbot.waitUntil(lambda: window.controller.view.observation().turn == 0, timeout=60000)
    assert not window.claims.showing()
    assert [b.text() for b in window.panel.buttons] != ["Accept the claim", "Play on"]
