"""The ``prefgui`` entry point: version, and worker processes of a frozen bundle."""

from __future__ import annotations

import multiprocessing
import multiprocessing.spawn
import os
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest

import prefgui
from prefgui import __main__ as entry

ROOT = Path(__file__).resolve().parents[1]


def test_version_is_defined_once_and_printed(capsys: pytest.CaptureFixture[str]) -> None:
    with (ROOT / "pyproject.toml").open("rb") as f:
        version = tomllib.load(f)["project"]["version"]
    assert prefgui.__version__ == version
    with pytest.raises(SystemExit) as done:
        entry.main(["--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out.strip() == f"prefgui {version}"


def test_spawned_worker_of_a_frozen_bundle_never_reaches_the_argument_parser(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """In a PyInstaller bundle a spawned worker runs the game's executable with
    multiprocessing's arguments; PyInstaller's run-time hook makes freeze_support() run the
    worker and exit on every platform (as the standard library does on Windows). Parsed
    as the game's own, those arguments would be refused: exit status 2 and a usage
    message."""
    ran: list[dict[str, Any]] = []

    def spawn_main(**kwds: Any) -> None:  # the worker's own code, as multiprocessing runs it
        ran.append(kwds)

    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "argv", ["prefgui", "--multiprocessing-fork", "tracker_fd=5",
                                      "pipe_handle=7"])
    monkeypatch.setattr(multiprocessing.spawn, "spawn_main", spawn_main)
    monkeypatch.setattr(multiprocessing, "freeze_support", multiprocessing.spawn.freeze_support)
    with pytest.raises(SystemExit) as done:
        entry.main()
    assert done.value.code in (None, 0)
    assert ran == [{"tracker_fd": 5, "pipe_handle": 7}]
    assert capsys.readouterr().err == ""  # no usage message: nothing was parsed


def test_without_a_display_the_game_says_so_in_one_line(tmp_path: Path) -> None:
    """Not Qt's abort (exit status 134, a core dump, 'xcb-cursor0 is needed')."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "PYTHONPATH")}
    env["PREFGUI_HOME"] = str(tmp_path)
    done = subprocess.run([sys.executable, "-m", "prefgui"], capture_output=True, text=True,
                          timeout=120, env=env, cwd=ROOT)
    assert done.returncode == 1, (done.returncode, done.stderr[-2000:])
    assert done.stderr.count("\n") == 1 and done.stderr.startswith("prefgui: no display"), (
        done.stderr)
    assert not (tmp_path / "data").exists()  # nothing was started


@pytest.mark.parametrize(("env", "says"), [
    ({}, "neither DISPLAY nor WAYLAND_DISPLAY"),
    ({"DISPLAY": ":4711"}, "the display :4711 cannot be reached"),
    ({"WAYLAND_DISPLAY": "wayland-9", "XDG_RUNTIME_DIR": "/nonexistent"},
     "the display wayland-9 cannot be reached"),
    ({"DISPLAY": "otherhost:0"}, ""),  # a remote display: Qt judges
    ({"QT_QPA_PLATFORM": "offscreen"}, ""),
])
def test_the_display_is_checked_before_qt_starts(env: dict[str, str], says: str) -> None:
    problem = entry.display_problem(env, platform="linux")
    assert (says in problem) if says else problem == ""
    assert entry.display_problem({}, platform="win32") == ""
