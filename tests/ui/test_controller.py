"""The controller: answers dropped after a new deal or an undo, the hint, practice undo,
the declarer's window, a failing computer player and a failing save (pytest-qt, offscreen,
the computer players stood in for by ``RecordingJobs``).

The stand-in keeps each request and answers only when a test says so, so every ordering (an
answer arriving after a new deal or an undo) is produced on purpose.
"""

from __future__ import annotations

import errno
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from prefgui.ai.players import Decision, Figures, Reason, ReasonCode
from prefgui.engine.actions import PASS, PLAY, Action, Announce, Concede, Pass, Play
from prefgui.engine.state import GameState, Phase
from prefgui.session import storage
from prefgui.session.match import Match, TableSettings
from prefgui.ui.game.controller import GameController
from prefgui.ui.words import texts
from tests.ui.fake_jobs import RecordingJobs, Request

HUMAN = 0


def _policy(st: GameState) -> Action:
    """The human bids whatever he can, the others pass; otherwise the first legal action."""
    seat = st.current_player()
    mine = [a for a in st.legal_actions() if a.seat == seat]
    if st.phase is Phase.AUCTION:
        wanted = (lambda a: a.verb != PASS) if seat == HUMAN else (lambda a: a.verb == PASS)
        return next((a for a in mine if wanted(a)), mine[0])
    return mine[0]


def _match(seed: int = 0, **options: object) -> Match:
    # Seed 0 under this policy: the human becomes declarer of "1"; with a concession window
    # before the lead he may concede while the defenders decide. Seed 18: he declares
    # holding no ace.
    return Match(TableSettings("austrian", dict(options), levels=("human", "club", "club")),
                 seed=seed)


def _advance(match: Match, until: object) -> None:
    assert callable(until)
    while not until(match.state):
        assert not match.state.is_terminal(), "the deal ended before the wanted point"
        match.apply(_policy(match.state))


_STARTED: list[GameController] = []


@pytest.fixture(autouse=True)
def _stop_controllers() -> Iterator[None]:
    """Each test's controllers stop at its end: a failing save's retry timer left running
    outlives the test, and the garbage collector may free its controller on another thread
    (the files lane's), leaving Qt a timer whose object is gone (a crash in a later test)."""
    yield
    while _STARTED:
        c = _STARTED.pop()
        c.session.stop()
        c.jobs.shutdown()


def _controller(qtbot: QtBot, match: Match, save_path: Path | None = None
                ) -> tuple[GameController, RecordingJobs]:
    worker = RecordingJobs()
    c = GameController(match, worker, save_path)  # type: ignore[arg-type]
    _STARTED.append(c)
    c.speed = "off"
    c.session.start()
    if save_path is not None:  # the first save is written off the GUI thread
        qtbot.waitUntil(save_path.exists)
    c.turns.set_animations_done(True)  # no table here: nothing is animating
    return c, worker


def _next_request(qtbot: QtBot, c: GameController, worker: RecordingJobs) -> Request:
    n = len(worker.requests)
    c.turns.set_animations_done(True)
    qtbot.waitUntil(lambda: len(worker.requests) > n)
    return worker.requests[-1]


def _legal_for(c: GameController, seat: int) -> Action:
    return next(a for a in c.state.legal_actions() if a.seat == seat)


def _human_led(st: GameState) -> bool:
    return (st.phase is Phase.PLAY and bool(st.history) and st.history[-1].seat == HUMAN
            and st.history[-1].verb == PLAY)


def test_answer_is_applied_to_the_position_asked_about(qtbot: QtBot) -> None:
    c, worker = _controller(qtbot, _match())
    req = _next_request(qtbot, c, worker)
    assert req.job.active() and req.level == "club"
    assert req.obs == c.state.observation(req.obs.seat)
    action = _legal_for(c, req.obs.seat)
    with qtbot.waitSignal(c.action_applied) as applied:
        worker.answer(req, action, "because")
    assert applied.args == [action]
    assert c.state.history[-1] == action
    assert c.last_reason[req.obs.seat] == "because"


def test_stale_answer_after_a_new_deal_is_dropped(qtbot: QtBot) -> None:
    match = _match(concession_window="any_time_before_lead")
    _advance(match, lambda st: st.phase is Phase.DEFENCE)
    c, worker = _controller(qtbot, match)
    c.turns.release_window()
    old = _next_request(qtbot, c, worker)
    assert c.submit(Concede(HUMAN))  # the deal ends while the computer thinks
    assert c.state.is_terminal()
    c.session.next_deal()
    assert not old.job.active()  # its answer is not wanted any more
    new = _next_request(qtbot, c, worker)
    assert new.job.active()
    action = _legal_for(c, new.obs.seat)
    history = c.state.history
    with qtbot.assertNotEmitted(c.action_applied), qtbot.assertNotEmitted(c.error_raised):
        worker.answer(old, action)  # would be legal now, but answers the old deal
    assert c.state.history == history
    with qtbot.waitSignal(c.action_applied):
        worker.answer(new, action)
    assert c.state.history == (*history, action)


def test_answer_after_the_human_conceded_is_dropped_without_error(qtbot: QtBot) -> None:
    match = _match(concession_window="any_time_before_lead")
    _advance(match, lambda st: st.phase is Phase.DEFENCE)
    c, worker = _controller(qtbot, match)
    c.turns.release_window()
    old = _next_request(qtbot, c, worker)
    answer = _legal_for(c, old.obs.seat)
    assert c.submit(Concede(HUMAN))
    assert c.turns.thinking_seat() is None
    with qtbot.assertNotEmitted(c.error_raised), qtbot.assertNotEmitted(c.action_applied):
        worker.answer(old, answer)
    assert c.state.is_terminal() and c.state.history[-1] == Concede(HUMAN)


def test_practice_undo_takes_back_the_card_and_drops_the_pending_answer(qtbot: QtBot
                                                                         ) -> None:
    match = _match()
    _advance(match, _human_led)
    card_at = len(match.state.history) - 1
    c, worker = _controller(qtbot, match)
    old = _next_request(qtbot, c, worker)
    answer = _legal_for(c, old.obs.seat)
    with qtbot.waitSignal(c.state_changed) as changed:
        assert c.session.undo_last_card()
    assert len(c.state.history) == card_at
    assert c.state.current_player() == HUMAN and c.state.phase is Phase.PLAY
    assert changed.args[0] == c.view.observation()
    assert not old.job.active() and c.turns.thinking_seat() is None
    with qtbot.assertNotEmitted(c.action_applied), qtbot.assertNotEmitted(c.error_raised):
        worker.answer(old, answer)
    assert len(c.state.history) == card_at


def test_undo_without_a_card_of_the_human_changes_nothing(qtbot: QtBot) -> None:
    c, worker = _controller(qtbot, _match())
    req = _next_request(qtbot, c, worker)
    history = c.state.history
    assert not c.session.undo_last_card()
    assert req.job.active() and c.state.history == history  # the question still stands


def test_hint_for_a_card_asks_the_coachs_judge_and_changes_nothing(qtbot: QtBot) -> None:
    from prefgui.coach.analysis import hint_card
    match = _match()
    _advance(match, lambda st: st.current_player() == HUMAN and st.phase is Phase.PLAY)
    c, worker = _controller(qtbot, match)
    c.turns.request_hint()
    hint = worker.requests[-1]
    # The judge the drills use, on the human's view alone (repeatable: no clock, no seed
    # but the position).
    assert hint.fn is hint_card and hint.args == (c.view.observation(),)
    advice = next(iter(c.view.legal_actions()))
    history = c.state.history
    with qtbot.waitSignal(c.hint_ready) as ready, qtbot.assertNotEmitted(c.action_applied):
        worker.answer(hint, advice, "why")
    assert ready.args == [Decision(advice, "why")]
    assert c.state.history == history


def test_hint_for_a_call_asks_the_expert_without_a_clock(qtbot: QtBot) -> None:
    from prefgui.ui.game.human_hint import HINT_BUDGET
    match = _match()
    _advance(match, lambda st: st.current_player() == HUMAN and st.phase is Phase.AUCTION)
    c, worker = _controller(qtbot, match)
    c.turns.request_hint()
    hint = worker.requests[-1]
    # The same position gets the same hint: a fixed number of deals, a seed fixed by it.
    assert hint.level == "expert" and hint.obs == c.view.observation()
    assert hint.args[2:] == (len(c.state.history), HINT_BUDGET) and not HINT_BUDGET.timed


def test_the_hint_is_worded_by_the_controller(qtbot: QtBot) -> None:
    match = _match()
    _advance(match, lambda st: st.current_player() == HUMAN and st.phase is Phase.PLAY)
    c, _worker = _controller(qtbot, match)
    card = next(a.card for a in c.view.legal_actions() if isinstance(a, Play))
    c.pack = "german"
    played = Decision(Play(HUMAN, card), Reason(ReasonCode.RULE_OF_THUMB))
    name = texts.card_label(card, "german")
    assert c.words.hint_text(played) == f"Hint: {name} (By rule of thumb.)"
    weak = Decision(Pass(HUMAN), Reason(ReasonCode.TOO_WEAK, figures=Figures(tricks=2.5)))
    assert c.words.hint_text(weak) == "Hint: Pass: too few tricks expected."  # named once


def test_hint_answer_after_an_undo_is_dropped(qtbot: QtBot) -> None:
    match = _match()
    _advance(match, _human_led)
    card = match.state.history[-1]
    c, worker = _controller(qtbot, match)
    assert c.session.undo_last_card()  # the human is to play again
    before = c.state.history
    c.turns.request_hint()
    hint = worker.requests[-1]
    assert hint.args == (c.view.observation(),)
    assert c.submit(card)
    assert c.session.undo_last_card()  # the position the hint was for is gone
    with qtbot.assertNotEmitted(c.hint_ready), qtbot.assertNotEmitted(c.action_applied):
        worker.answer(hint, card)
    assert c.state.history == before


def test_no_hint_when_the_human_has_nothing_to_do(qtbot: QtBot) -> None:
    c, worker = _controller(qtbot, _match())
    assert c.state.current_player() != HUMAN and not c.view.legal_actions()
    n = len(worker.requests)
    c.turns.request_hint()
    assert len(worker.requests) == n


def test_window_holds_the_computer_until_the_human_continues(qtbot: QtBot) -> None:
    match = _match(concession_window="any_time_before_lead")
    _advance(match, lambda st: st.phase is Phase.DEFENCE)
    c, worker = _controller(qtbot, match)
    assert c.turns.window_open()
    assert Concede(HUMAN) in c.view.legal_actions()
    c.turns.set_animations_done(True)
    assert worker.requests == [] and c.turns.thinking_seat() is None
    with qtbot.waitSignal(c.ai_thinking) as thinking:
        c.turns.release_window()
    assert thinking.args == [c.state.current_player(), True]
    assert not c.turns.window_open()
    assert len(worker.requests) == 1  # asked together with the thinking signal
    assert worker.requests[0].obs.seat == c.state.current_player() != HUMAN


def test_human_may_concede_in_the_window(qtbot: QtBot) -> None:
    match = _match(concession_window="any_time_before_lead")
    _advance(match, lambda st: st.phase is Phase.DEFENCE)
    c, worker = _controller(qtbot, match)
    with qtbot.waitSignal(c.deal_finished) as finished:
        assert c.submit(Concede(HUMAN))
    assert finished.args[0] is c.match.entries[-1]
    assert c.state.outcome == "conceded" and not c.turns.window_open()
    assert worker.requests == []


def test_human_may_announce_no_aces_in_the_window(qtbot: QtBot) -> None:
    match = _match(18, no_ace_bonus=True)
    _advance(match, lambda st: st.phase is Phase.DEFENCE)
    c, worker = _controller(qtbot, match)
    assert c.turns.window_open() and Announce(HUMAN) in c.view.legal_actions()
    assert worker.requests == []
    with qtbot.waitSignal(c.action_applied):
        assert c.submit(Announce(HUMAN))
    assert not c.turns.window_open() and c.state.no_ace
    req = _next_request(qtbot, c, worker)  # the defenders decide now
    assert req.obs.seat == c.state.current_player() != HUMAN


def test_worker_failure_is_reported_and_the_game_goes_on(qtbot: QtBot) -> None:
    c, worker = _controller(qtbot, _match())
    req = _next_request(qtbot, c, worker)
    seat = req.obs.seat
    with qtbot.waitSignal(c.error_raised) as error, qtbot.waitSignal(c.action_applied):
        req.fail(RuntimeError("BrokenProcessPool: the worker died"))
    assert "BrokenProcessPool" in error.args[0]
    assert c.state.history[-1].seat == seat  # played by rule of thumb instead
    assert c.turns.thinking_seat() is None
    nxt = _next_request(qtbot, c, worker)  # and the next computer player is asked
    assert nxt.job.active() and nxt.obs.seat != seat


def test_stale_failure_is_ignored(qtbot: QtBot) -> None:
    match = _match()
    _advance(match, _human_led)
    c, worker = _controller(qtbot, match)
    old = _next_request(qtbot, c, worker)
    c.session.undo_last_card()
    history = c.state.history
    with qtbot.assertNotEmitted(c.error_raised), qtbot.assertNotEmitted(c.action_applied):
        old.fail(RuntimeError("late failure"))
    assert c.state.history == history


def _saved_actions(path: Path) -> list[str]:
    doc = json.loads(path.read_text(encoding="utf-8"))
    return list(doc["match"]["current"]["actions"])


def test_save_on_a_full_disk_is_reported_and_play_goes_on(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "session.json"
    c, worker = _controller(qtbot, _match(), path)
    saved = _saved_actions(path)

    def full(_fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(storage.os, "fsync", full)
    req = _next_request(qtbot, c, worker)
    action = _legal_for(c, req.obs.seat)
    with qtbot.waitSignal(c.save_failed) as error:
        worker.answer(req, action)
    assert "No space left on device" in error.args[0]
    assert c.state.history[-1] == action  # the game went on
    assert _saved_actions(path) == saved  # the last good save is intact
    assert sorted(p.name for p in tmp_path.iterdir()) == ["session.json"]  # no temp file


def test_save_into_a_read_only_folder_is_reported(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def read_only(*_args: object, **_kwargs: object) -> tuple[int, str]:
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(storage.tempfile, "mkstemp", read_only)
    errors: list[str] = []
    worker = RecordingJobs()
    c = GameController(_match(), worker, tmp_path / "session.json")  # type: ignore[arg-type]
    c.save_failed.connect(errors.append)
    c.speed = "off"
    c.session.start()
    qtbot.waitUntil(lambda: bool(errors))  # written off the GUI thread
    assert len(errors) == 1 and "Permission denied" in errors[0]
    assert not (tmp_path / "session.json").exists()
    c.turns.set_animations_done(True)
    qtbot.waitUntil(lambda: bool(worker.requests))  # the game is not stuck


def test_save_where_the_folder_is_a_file_is_reported(qtbot: QtBot, tmp_path: Path) -> None:
    blocker = tmp_path / "saves"
    blocker.write_text("not a folder", encoding="utf-8")
    worker = RecordingJobs()
    c = GameController(_match(), worker, blocker / "session.json")  # type: ignore[arg-type]
    with qtbot.waitSignal(c.save_failed) as error:
        c.session.start()
    assert error.args[0]  # the reason, e.g. "Not a directory"
    assert blocker.read_text(encoding="utf-8") == "not a folder"


def test_illegal_reason_names_the_rule_a_card_breaks(qtbot: QtBot) -> None:
    match = _match()
    _advance(match, lambda st: st.phase is Phase.PLAY and st.current_player() == HUMAN
             and bool(st.trick))
    c, _worker = _controller(qtbot, match)
    obs = c.view.observation()
    legal = {a.card for a in c.view.legal_actions() if isinstance(a, Play)}
    held = [card for card in range(32) if obs.hand >> card & 1]
    assert all(c.words.illegal_reason(card) is None for card in legal)
    illegal = [card for card in held if card not in legal]
    assert illegal, "seed 0: the human holds a card he may not play here"
    err = c.words.illegal_reason(illegal[0])
    assert err is not None and err.kind in ("revoke", "must_trump", "must_head")
    not_held = next(card for card in range(32) if not obs.hand >> card & 1)
    err = c.words.illegal_reason(not_held)
    assert err is not None and err.kind == "not_held"


def test_stop_drops_the_answer_on_its_way(qtbot: QtBot) -> None:
    c, worker = _controller(qtbot, _match())
    req = _next_request(qtbot, c, worker)
    history = c.state.history
    c.session.stop()
    with qtbot.assertNotEmitted(c.action_applied), qtbot.assertNotEmitted(c.error_raised):
        worker.answer(req, _legal_for(c, req.obs.seat))
    assert c.state.history == history
