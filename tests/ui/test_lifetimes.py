"""Nothing outlives its use: every dialog and window opened and closed again and again leaves
no widget and no table scene behind, and a timer of a deleted table never fires."""

from __future__ import annotations

import ast
import gc
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QStandardPaths, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QGraphicsScene
from pytestqt.qtbot import QtBot

import prefgui.ui
from prefgui.engine.actions import Action, Bid, Pass
from prefgui.engine.state import GameState, Phase
from prefgui.session.match import Match, TableSettings
from prefgui.session.storage import save
from prefgui.ui.game.controller import GameController
from prefgui.ui.table.scene import TableScene
from prefgui.ui.table.theme import load_theme, register_fonts
from prefgui.ui.window.main_window import MainWindow
from tests.ui.fake_jobs import RecordingJobs
from tests.ui.helpers import finished_match

QStandardPaths.setTestModeEnabled(True)
TABLE = TableSettings("austrian", levels=("human", "beginner", "beginner"))
ROUNDS = 4
UI = Path(prefgui.ui.__file__).parent


def _settle() -> None:
    """Let deferred deletions happen and collect what Python still holds."""
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QCoreApplication.processEvents()
        gc.collect()


def _alive() -> frozenset[tuple[str, int]]:
    """Live top-level widgets (windows and dialogs) and live graphics scenes, by class and
    address: what earlier tests left behind may be freed meanwhile, so a test compares which
    objects are alive, not how many."""
    _settle()
    windows = [w for w in QApplication.topLevelWidgets() if shiboken6.isValid(w)]
    scenes = [o for o in gc.get_objects()
              if isinstance(o, QGraphicsScene) and shiboken6.isValid(o)]
    return frozenset((type(o).__name__, shiboken6.getCppPointer(o)[0])
                     for o in [*windows, *scenes])


@pytest.fixture
def closing_dialogs(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every modal dialog closes by itself as soon as it is shown (as a player pressing
    Close or Esc); the names of the dialogs shown are listed."""
    shown: list[str] = []
    real_exec = QDialog.exec

    def exec_and_close(dialog: QDialog) -> int:
        shown.append(type(dialog).__name__)
        QTimer.singleShot(0, dialog, dialog.reject)
        return real_exec(dialog)

    monkeypatch.setattr(QDialog, "exec", exec_and_close)
    yield shown


def _window(tmp_path: Path, match: Match) -> MainWindow:
    register_fonts()
    path = tmp_path / "session-1.json"
    save(match, path)
    controller = GameController(match, RecordingJobs(), path)  # type: ignore[arg-type]
    controller.speed = "off"
    window = MainWindow(controller, load_theme("prefgui-french"))
    window.menu_actions.set_speed("off")
    window.show()
    controller.session.start()
    return window


def _close(window: MainWindow) -> None:
    """Close the window as the game ends: the window, its controller, the jobs."""
    window.close()
    window.controller.jobs.shutdown()
    window.controller.deleteLater()
    window.deleteLater()


def test_dialogs_opened_and_closed_again_and_again_leave_nothing(
        qtbot: QtBot, tmp_path: Path, closing_dialogs: list[str]) -> None:
    window = _window(tmp_path, finished_match(TABLE, 6))
    entry = window.controller.match.entries[-1]
    acts = window.menu_actions
    doors: list[tuple[str, Callable[[], object]]] = [
        ("ReplayDialog", lambda: window.sheet.replay_requested.emit(entry)),
        ("SettingsDialog", window.dialogs.open_settings),
        ("WelcomeDialog", window.dialogs.show_welcome),
        ("SessionsDialog", window.dialogs.open_sessions),
        ("TrickHistoryDialog", acts.trick_history.trigger),
        ("QDialog", acts.rules.trigger),  # the rules
    ]
    qtbot.waitUntil(lambda: window.deal_end.summary is not None, timeout=10000)
    window.deal_end.summary.close()  # the deal's summary, shown by itself

    def one_round() -> None:
        for name, door in doors:
            before = len(closing_dialogs)
            door()
            assert closing_dialogs[before:] == [name]
        window.deal_end.show_finished_summary()  # not modal: closed like a player closes it
        assert window.deal_end.summary is not None
        window.deal_end.summary.close()
        acts.progress.trigger()
        progress = [w for w in QApplication.topLevelWidgets()
                    if shiboken6.isValid(w) and type(w).__name__ == "ProgressDialog"
                    and w.isVisible()]
        assert len(progress) == 1
        progress[0].close()
        window.sheet_desk.open_review(entry.record.to_json())
        review = window.reviews.windows[-1]
        assert review.isVisible()
        review.close()

    try:
        one_round()
        first = _alive()
        for _ in range(ROUNDS):
            one_round()
        assert sorted(_alive() - first) == []
        names = {type(w).__name__ for w in QApplication.topLevelWidgets()
                 if shiboken6.isValid(w)}
        assert not names & {"ReplayDialog", "SettingsDialog", "WelcomeDialog", "SummaryDialog",
                            "SessionsDialog", "TrickHistoryDialog", "ProgressDialog",
                            "ReviewWindow"}
    finally:
        _close(window)


def test_windows_opened_and_closed_again_and_again_leave_nothing(
        qtbot: QtBot, tmp_path: Path) -> None:
    before = _alive()
    for n in range(ROUNDS):
        window = _window(tmp_path / str(n), Match(TABLE, n))
        qtbot.waitExposed(window)
        _close(window)
        del window
        assert sorted(_alive() - before) == []


def _computer_takes_the_talon() -> tuple[GameState, GameState]:
    """A Balkan deal (the talon is shown) at the exchange of a computer declarer: the
    position before his last call and the one after it."""
    for seed in range(1, 60):
        st = Match(TableSettings("balkan"), seed).state
        before = st
        while st.phase is Phase.AUCTION:
            seat = st.current_player()
            legal = st.legal_actions()
            bids = [a for a in legal if isinstance(a, Bid)]
            act: Action = bids[0] if seat == 2 and bids else (
                Pass(seat) if Pass(seat) in legal else legal[0])
            before, st = st, st.apply(act)
        if st.phase is Phase.EXCHANGE and st.declarer != 0:
            return before, st
    raise AssertionError("no deal found")


def test_a_table_deleted_while_the_talon_travels_fires_no_timer(qtbot: QtBot) -> None:
    """The pick-up's timers belong to the table: deleted with it, none fires afterwards (a
    timer firing into a deleted table raises, and pytest-qt fails the test)."""
    register_fonts()
    before, after = _computer_takes_the_talon()

    def showing() -> TableScene:
        scene = TableScene(load_theme("prefgui-french"), 0)
        scene.speed = "normal"
        scene.resize(1280, 800)
        scene.sync(before.observation(0), animate=False)
        scene.sync(after.observation(0), animate=True)
        assert scene.busy()  # the talon is on show, its timers running
        return scene

    doomed = showing()
    witness = showing()  # the same show, begun later: it ends after every doomed timer
    doomed.deleteLater()
    del doomed
    _settle()
    qtbot.waitUntil(lambda: not witness.busy(), timeout=20000)


def _calls(attr: str) -> Iterator[tuple[str, ast.Call]]:
    for path in sorted(UI.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr == attr):
                yield f"{path.relative_to(UI)}:{node.lineno}", node


def test_every_single_shot_timer_has_an_owner() -> None:
    """QTimer.singleShot(ms, owner, callable): a timer whose owner is deleted never fires
    (without an owner it fires into whatever was deleted meanwhile)."""
    shots = list(_calls("singleShot"))
    assert len(shots) >= 5  # the check sees the window's timers
    assert [where for where, call in shots if len(call.args) != 3] == []


def test_whatever_runs_modally_is_deleted_afterwards() -> None:
    """A dialog or menu shown with exec() and kept by its parent would live as long as the
    window: the function that runs it deletes it (dialogs go through run_modal)."""
    kept = []
    runs = 0
    for path in sorted(UI.rglob("*.py")):
        if path.name in ("app.py", "smoke.py"):  # the application's own event loop
            continue
        for fn in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(fn, ast.FunctionDef):
                continue
            calls = [n for n in ast.walk(fn) if isinstance(n, ast.Call)
                     and isinstance(n.func, ast.Attribute)]
            shown = {ast.unparse(n.func.value) for n in calls if n.func.attr == "exec"}
            deleted = {ast.unparse(n.func.value) for n in calls if n.func.attr == "deleteLater"}
            runs += len(shown)
            kept += [f"{path.relative_to(UI)}: {name}" for name in shown - deleted]
    assert runs >= 2 and kept == []
