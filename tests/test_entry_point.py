"""The ``prefgui`` entry point: version, and worker processes of a frozen bundle."""

from __future__ import annotations

import multiprocessing
import multiprocessing.spawn
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
        monkeypatch: pytest.MonkeyPatch) -> None:
    """In a PyInstaller bundle a spawned worker runs the game's executable with
    multiprocessing's arguments; PyInstaller's run-time hook makes freeze_support() run the
    worker and exit on every platform (as the standard library does on Windows)."""
    ran: list[dict[str, Any]] = []

    def spawn_main(**kwds: Any) -> None:  # the worker's own code, as multiprocessing runs it
        ran.append(kwds)

    def parser_must_not_run() -> None:
        raise AssertionError("the worker process parsed the command line")

    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "argv", ["prefgui", "--multiprocessing-fork", "tracker_fd=5",
                                      "pipe_handle=7"])
    monkeypatch.setattr(multiprocessing.spawn, "spawn_main", spawn_main)
    monkeypatch.setattr(multiprocessing, "freeze_support", multiprocessing.spawn.freeze_support)
    monkeypatch.setattr(entry, "_parser", parser_must_not_run)
    with pytest.raises(SystemExit) as done:
        entry.main()
    assert done.value.code in (None, 0)
    assert ran == [{"tracker_fd": 5, "pipe_handle": 7}]
