"""A table a player can follow and trust: wrong behaviour a new player ran into.

Each test drives the real window offscreen (the computer players think in the worker
process) and checks what the player sees or can reach.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from prefgui.session.match import Match, TableSettings
from prefgui.ui.controller import GameController
from prefgui.ui.main_window import MainWindow
from prefgui.ui.table.theme import load_theme, register_fonts
from prefgui.ui.workers import AiWorker

QStandardPaths.setTestModeEnabled(True)


@pytest.fixture(scope="module")
def worker() -> Iterator[AiWorker]:
    w = AiWorker()
    yield w
    w.shutdown()


def make_window(qtbot: QtBot, worker: AiWorker, tmp_path: Path, variant: str = "austrian",
                seed: int = 3, size: tuple[int, int] = (1280, 800),
                start: bool = True) -> MainWindow:
    register_fonts()
    settings = TableSettings(variant, levels=("human", "beginner", "beginner"))
    controller = GameController(Match(settings, seed), worker, tmp_path / "session-t.json")
    controller.speed = "off"
    window = MainWindow(controller, load_theme("prefgui-french"))
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.menu_actions.set_speed("off")
    if start:
        controller.start()
    return window


# 1. a variant change starts a new session ------------------------------------------------
def test_variant_change_starts_a_new_session_and_keeps_the_old_one(
        qtbot: QtBot, worker: AiWorker, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window(qtbot, worker, tmp_path, start=False)
    c = window.controller
    old_path = c.save_path
    assert old_path is not None
    c.start()
    assert old_path.exists()
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *_a, **_k: QMessageBox.StandardButton.Yes)
    monkeypatch.setattr("prefgui.ui.app.new_session_path", lambda: tmp_path / "session-n.json")
    window.apply_table(TableSettings("balkan", levels=("human", "beginner", "beginner")))
    assert c.match.settings.variant == "balkan"
    assert c.match.rules.variant == "balkan"
    assert c.match.pending_rules is None
    assert c.match.entries == []
    assert c.save_path == tmp_path / "session-n.json"
    assert old_path.exists()  # the Austrian session stays among the saved sessions


def test_an_option_change_within_the_variant_waits_for_the_next_deal(
        qtbot: QtBot, worker: AiWorker, tmp_path: Path) -> None:
    window = make_window(qtbot, worker, tmp_path)
    c = window.controller
    match = c.match
    table = TableSettings("austrian", {"must_head": True},
                          levels=("human", "beginner", "beginner"))
    window.apply_table(table)
    assert c.match is match
    assert match.pending_rules == table
