"""The session always goes on: a finished deal resumes with its summary, and a save that
fails is said once, persistently, with another folder offered, while every action is kept
and saving is retried."""

from __future__ import annotations

import contextlib
import os
import random
import warnings
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths
from pytestqt.qtbot import QtBot

from prefgui.session.match import Match, TableSettings
from prefgui.session.storage import load_session, save
from prefgui.ui.game.controller import GameController
from prefgui.ui.system.jobs import JobService
from prefgui.ui.table.theme import load_theme, register_fonts
from prefgui.ui.window.main_window import MainWindow

QStandardPaths.setTestModeEnabled(True)
TABLE = TableSettings("austrian", levels=("human", "beginner", "beginner"))


CONTROLLERS: list[GameController] = []


@pytest.fixture(autouse=True)
def stop_controllers() -> Iterator[None]:
    """After each test its controllers stop for good (their windows are gone), so that no
    timer of theirs fires during a later test."""
    yield
    while CONTROLLERS:
        c = CONTROLLERS.pop()
        c.autoplay = False
        c.session.stop()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)  # signals without receivers
            for signal in (c.state_changed, c.action_applied, c.deal_finished, c.ai_thinking,
                           c.error_raised, c.session_replaced, c.hint_ready, c.save_failed,
                           c.save_recovered):
                with contextlib.suppress(RuntimeError, TypeError):
                    signal.disconnect()
        c.autosave.path = None


def _finished(seed: int = 6) -> Match:
    m = Match(TABLE, seed)
    rng = random.Random(seed)
    while not m.state.is_terminal():
        m.apply(rng.choice(m.state.legal_actions()))
    return m


def _window(qtbot: QtBot, controller: GameController, start: bool = True) -> MainWindow:
    CONTROLLERS.append(controller)
    register_fonts()
    controller.speed = "fast"
    window = MainWindow(controller, load_theme("prefgui-french"))
    qtbot.addWidget(window)
    window.show()
    window.menu_actions.set_speed("fast")
    if start:
        controller.session.start()
    return window


def test_resuming_a_finished_deal_shows_its_summary_and_goes_on(
        qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    path = tmp_path / "session-1.json"
    save(_finished(), path)
    match = load_session(path)
    assert match.state.is_terminal() and len(match.entries) == 1
    window = _window(qtbot, GameController(match, jobs, path))
    qtbot.waitUntil(lambda: window.deal_end.summary is not None, timeout=10000)
    summary = window.deal_end.summary
    assert summary is not None
    assert summary.next_button.isVisible()  # the summary of the deal just finished
    summary.next_button.click()  # the next deal starts from its button (not on close)
    qtbot.waitUntil(lambda: not window.controller.state.is_terminal(), timeout=5000)
    assert window.controller.match.number == 2
    qtbot.waitUntil(lambda: load_session(path).number == 2)  # the next deal is saved too


def test_failed_save_said_once_and_retried_when_the_file_system_takes_it_again(
        qtbot: QtBot, jobs: JobService, tmp_path: Path) -> None:
    # A real refusal of the file system, for every user: a folder the user cannot write,
    # and as root (whom permissions do not stop; CI runs so) a folder in the save's place.
    _failing_save_scenario(qtbot, jobs, tmp_path, read_only=True)


def test_failed_save_said_once_offers_another_folder(qtbot: QtBot, jobs: JobService,
                                                     tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    _failing_save_scenario(qtbot, jobs, tmp_path, read_only=False, monkeypatch=monkeypatch)


def _failing_save_scenario(qtbot: QtBot, jobs: JobService, tmp_path: Path, read_only: bool,
                           monkeypatch: pytest.MonkeyPatch | None = None) -> None:
    import prefgui.ui.game.autosave as autosave_module

    folder = tmp_path / "sessions"
    folder.mkdir()
    path = folder / "session-1.json"
    broken = {"on": True}
    real_write = autosave_module.write_snapshot

    def flaky_write(snapshot: dict[str, object], target: Path, *args: object) -> None:
        if broken["on"] and target.parent == folder:
            raise OSError(28, "No space left on device")
        real_write(snapshot, target, *args)  # type: ignore[arg-type]

    permissions_bind = os.name == "posix" and os.geteuid() != 0
    if read_only and permissions_bind:
        folder.chmod(0o500)
    elif read_only:
        path.mkdir()  # renaming the saved file onto a folder fails, root or not
    else:
        assert monkeypatch is not None
        monkeypatch.setattr(autosave_module, "write_snapshot", flaky_write)
    shown: list[str] = []
    try:
        match = Match(TABLE, 9)
        controller = GameController(match, jobs, path)
        controller.autoplay = True
        window = _window(qtbot, controller, start=False)
        window.save_guard.warned.connect(shown.append)
        controller.session.start()
        qtbot.waitUntil(lambda: len(controller.state.history) >= 6, timeout=20000)
        assert len(shown) == 1  # said once, however many actions failed to save
        bar = window.save_guard
        assert bar.isVisible() and bar.label.text().startswith("Not saved: ")
        assert read_only or "No space" in bar.label.text()
        assert controller.autosave.unsaved() >= 6
        if read_only and permissions_bind:
            folder.chmod(0o700)
        elif read_only:
            path.rmdir()
        else:
            other = tmp_path / "elsewhere"
            other.mkdir()
            window.save_guard.save_in(other)
            saved = load_session(other / path.name)
            assert saved.state.history[: len(saved.state.history)] == \
                controller.state.history[: len(saved.state.history)]
            assert len(saved.state.history) >= 6
            broken["on"] = False
        qtbot.waitUntil(lambda: not window.save_guard.isVisible(), timeout=15000)
        assert controller.autosave.unsaved() == 0
        controller.autoplay = False
    finally:
        folder.chmod(0o700)
