"""Two windows on one data folder: never two writers of one session.

Real processes (offscreen, the computer playing every seat so that the session is written
after every action): a second start on the same ``PREFGUI_HOME`` brings the first window to
the front and ends; two started at the same moment leave one window; a window killed with
``kill -9`` leaves a lock that does not block the next start; Ctrl-C (SIGINT to the
process group, as a terminal sends it) ends the window at once, cleanly, with the game saved.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from prefgui.session.storage import list_sessions, load_session
from prefgui.ui.system.instance import LOCK_NAME, SECOND_LOCK_NAME, Claim, Instance
from tests.hostile.helpers import ROOT

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")

WAIT = 90.0  # seconds before a child that never gets there counts as hung


def _env(home: Path) -> dict[str, str]:
    env = dict(os.environ, PREFGUI_HOME=str(home), QT_QPA_PLATFORM="offscreen",
               PREFGUI_AUTOPLAY="beginner", PYTHONPATH=str(ROOT))
    return env


def _start(home: Path) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-m", "prefgui"], env=_env(home), cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            start_new_session=True)


def _saves(home: Path) -> list[Path]:
    return [s.path for s in list_sessions(home / "data" / "sessions")]


def _wait_until(test: object, what: str) -> None:
    deadline = time.monotonic() + WAIT
    while not test():  # type: ignore[operator]
        if time.monotonic() > deadline:
            raise AssertionError(f"never happened: {what}")
        time.sleep(0.1)


def _wait_playing(home: Path, proc: subprocess.Popen[str]) -> None:
    """The window is up: it holds the lock and has written its session."""
    _wait_until(lambda: proc.poll() is not None or (
        (home / "data" / LOCK_NAME).exists() and bool(_saves(home))), "a saved session")
    assert proc.poll() is None, proc.communicate()


def _interrupt(proc: subprocess.Popen[str]) -> tuple[int, str]:
    """Ctrl-C as a terminal sends it (to the whole process group); (status, stderr)."""
    os.killpg(proc.pid, signal.SIGINT)
    try:
        _out, err = proc.communicate(timeout=WAIT)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        _out, err = proc.communicate()
        raise AssertionError("Ctrl-C did not end the window") from None
    return proc.returncode, err


@pytest.fixture
def procs() -> Iterator[list[subprocess.Popen[str]]]:
    started: list[subprocess.Popen[str]] = []
    yield started
    for p in started:
        if p.poll() is None:
            os.killpg(p.pid, signal.SIGKILL)
            p.communicate()


def test_a_second_start_brings_the_first_window_forward_and_writes_nothing(
        tmp_path: Path, procs: list[subprocess.Popen[str]]) -> None:
    first = _start(tmp_path)
    procs.append(first)
    _wait_playing(tmp_path, first)
    second = subprocess.run([sys.executable, "-m", "prefgui"], env=_env(tmp_path), cwd=ROOT,
                            capture_output=True, text=True, timeout=WAIT)
    assert second.returncode == 0
    assert "already open" in second.stderr and "Traceback" not in second.stderr
    assert first.poll() is None  # the first window plays on
    assert len(_saves(tmp_path)) == 1  # one session, one writer
    status, err = _interrupt(first)
    assert status == 128 + signal.SIGINT
    assert "Traceback" not in err and "KeyboardInterrupt" not in err
    (save,) = _saves(tmp_path)
    load_session(save)  # whole and resumable after Ctrl-C


def test_two_windows_started_together_leave_one(
        tmp_path: Path, procs: list[subprocess.Popen[str]]) -> None:
    a, b = _start(tmp_path), _start(tmp_path)
    procs += [a, b]
    _wait_until(lambda: a.poll() is not None or b.poll() is not None, "one of them ending")
    ended, playing = (a, b) if a.poll() is not None else (b, a)
    _out, err = ended.communicate()
    assert ended.returncode == 0 and "already open" in err
    _wait_playing(tmp_path, playing)
    assert len(_saves(tmp_path)) == 1
    status, err = _interrupt(playing)
    assert status == 128 + signal.SIGINT and "Traceback" not in err


def test_a_window_killed_leaves_no_lock_that_blocks(
        tmp_path: Path, procs: list[subprocess.Popen[str]]) -> None:
    first = _start(tmp_path)
    procs.append(first)
    _wait_playing(tmp_path, first)
    os.killpg(first.pid, signal.SIGKILL)
    first.communicate()
    assert (tmp_path / "data" / LOCK_NAME).exists()  # the dead window's lock is left
    (saved,) = _saves(tmp_path)
    deals = len(load_session(saved).entries)
    again = _start(tmp_path)
    procs.append(again)
    _wait_until(lambda: again.poll() is not None or len(load_session(saved).entries) > deals
                or load_session(saved).state.history != (), "the resumed game going on")
    assert again.poll() is None  # it took over the stale lock and plays
    third = subprocess.run([sys.executable, "-m", "prefgui"], env=_env(tmp_path), cwd=ROOT,
                           capture_output=True, text=True, timeout=WAIT)
    assert third.returncode == 0 and "already open" in third.stderr  # the lock is held again
    status, err = _interrupt(again)
    assert status == 128 + signal.SIGINT and "Traceback" not in err


def test_a_lock_held_by_a_program_that_does_not_answer_opens_without_writing(
        tmp_path: Path) -> None:
    from PySide6.QtCore import QLockFile

    holder = QLockFile(str(tmp_path / LOCK_NAME))  # this process: alive, not listening
    assert holder.tryLock(0)
    try:
        assert Instance(tmp_path).claim(patience=0.5) is Claim.READ_ONLY
    finally:
        holder.unlock()
    mine = Instance(tmp_path)
    assert mine.claim() is Claim.FIRST
    mine.release()


def test_a_lock_path_that_is_a_folder_falls_back_to_the_second_lock(tmp_path: Path) -> None:
    from PySide6.QtCore import QLockFile

    (tmp_path / LOCK_NAME).mkdir()
    first = Instance(tmp_path)
    assert first.claim(patience=0.5) is Claim.FIRST
    try:
        assert (tmp_path / SECOND_LOCK_NAME).is_file()
        assert not QLockFile(str(tmp_path / SECOND_LOCK_NAME)).tryLock(0)  # held
    finally:
        first.release()


def test_a_window_holding_only_the_second_lock_stops_a_start_that_finds_the_first_usable(
        tmp_path: Path) -> None:
    from PySide6.QtCore import QLockFile

    # The first window found prefgui.lock a folder and took the second name; the folder has
    # gone since. A later start takes prefgui.lock, but the second name is held: not first.
    holder = QLockFile(str(tmp_path / SECOND_LOCK_NAME))
    assert holder.tryLock(0)
    try:
        later = Instance(tmp_path)
        assert later.claim(patience=0.5) is Claim.READ_ONLY
        free = QLockFile(str(tmp_path / LOCK_NAME))
        assert free.tryLock(0)  # the later start let go of what it had taken
        free.unlock()
    finally:
        holder.unlock()


@pytest.mark.parametrize("content", [b"", b"\x00garbage\xff"])
def test_a_lock_file_left_empty_or_garbled_does_not_block_saving(tmp_path: Path,
                                                                 content: bytes) -> None:
    """A power cut while the lock was written leaves a file that names no process: it is
    nobody's lock (once it is older than a lock being made), not a window to wait for."""
    place = tmp_path / LOCK_NAME
    place.write_bytes(content)
    os.utime(place, (time.time() - 3600, time.time() - 3600))
    instance = Instance(tmp_path)
    try:
        assert instance.claim(patience=0.5) is Claim.FIRST
    finally:
        instance.release()


@pytest.mark.parametrize("how", ["both folders", "data folder is a file"])
def test_no_usable_lock_is_said_and_nothing_is_written(tmp_path: Path, how: str) -> None:
    folder = tmp_path
    if how == "both folders":
        (tmp_path / LOCK_NAME).mkdir()
        (tmp_path / SECOND_LOCK_NAME).mkdir()
    else:
        folder = tmp_path / "data"
        folder.write_text("not a folder", encoding="utf-8")
    instance = Instance(folder)
    assert instance.claim(patience=0.5) is Claim.NO_LOCK
    assert instance.problem


def _read_stderr(path: Path) -> str:
    return path.read_text("utf-8", errors="replace") if path.exists() else ""


def test_a_second_start_with_a_lock_folder_still_joins_the_first(
        tmp_path: Path, procs: list[subprocess.Popen[str]]) -> None:
    (tmp_path / "data").mkdir(parents=True)
    (tmp_path / "data" / LOCK_NAME).mkdir()  # no lock of ours can be made there
    first = _start(tmp_path)
    procs.append(first)
    _wait_playing(tmp_path, first)
    second = subprocess.run([sys.executable, "-m", "prefgui"], env=_env(tmp_path), cwd=ROOT,
                            capture_output=True, text=True, timeout=WAIT)
    assert second.returncode == 0 and "already open" in second.stderr
    assert len(_saves(tmp_path)) == 1
    status, err = _interrupt(first)
    assert status == 128 + signal.SIGINT and "Traceback" not in err


def test_a_holder_that_does_not_answer_leaves_the_latest_session_shown_and_unwritten(
        tmp_path: Path, procs: list[subprocess.Popen[str]]) -> None:
    from PySide6.QtCore import QLockFile

    from prefgui.session.match import Match, TableSettings
    from prefgui.session.storage import save

    sessions = tmp_path / "data" / "sessions"
    m = Match(TableSettings("austrian"), seed=4)
    m.apply(m.state.legal_actions()[0])
    save(m, sessions / "session-20240101-000000.json", sequence=2)
    before = {p.name: p.read_bytes() for p in sessions.iterdir()}
    holder = QLockFile(str(tmp_path / "data" / LOCK_NAME))  # alive, never answers
    assert holder.tryLock(0)
    err_path = tmp_path / "stderr.txt"
    try:
        with err_path.open("w", encoding="utf-8") as err:
            proc = subprocess.Popen([sys.executable, "-m", "prefgui"], env=_env(tmp_path),
                                    cwd=ROOT, stdout=subprocess.DEVNULL, stderr=err,
                                    text=True, start_new_session=True)
        procs.append(proc)
        _wait_until(lambda: proc.poll() is not None
                    or "saves nothing" in _read_stderr(err_path), "the read-only start")
        assert proc.poll() is None, _read_stderr(err_path)
        time.sleep(3)  # the computer plays every seat meanwhile; nothing may be written
        status, _err = _interrupt(proc)
    finally:
        holder.unlock()
    text = _read_stderr(err_path)
    assert status == 128 + signal.SIGINT and "Traceback" not in text
    assert {p.name: p.read_bytes() for p in sessions.iterdir()} == before


@pytest.mark.parametrize("env", [{"QT_QPA_PLATFORM": "xcb"}, {"DISPLAY": "nohost:0"},
                                 {"QT_QPA_PLATFORM": "wayland"}, {}])
def test_without_a_display_one_line_and_no_core_dump(tmp_path: Path,
                                                     env: dict[str, str]) -> None:
    base = {k: v for k, v in os.environ.items()
            if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    done = subprocess.run([sys.executable, "-m", "prefgui"], cwd=ROOT, capture_output=True,
                          text=True, timeout=WAIT,
                          env={**base, **env, "PREFGUI_HOME": str(tmp_path),
                               "PYTHONPATH": str(ROOT)})
    assert done.returncode == 1  # not 134 (SIGABRT and a core dump)
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("prefgui: no display")


_CTRL_C_NOW = """import os, signal
os.kill(os.getpid(), signal.SIGINT)  # Ctrl-C while this module is imported
raise ImportError("the Ctrl-C should have ended the program before this line")
"""


@pytest.mark.parametrize("module", ["argparse.py", "PySide6/__init__.py"])
def test_ctrl_c_while_the_program_is_loading_is_one_line(tmp_path: Path, module: str) -> None:
    """Ctrl-C while the entry point imports its first modules (argparse) or the window's
    (PySide6): one line and status 130, never Python's traceback of an import."""
    fake = tmp_path / "fake" / module
    fake.parent.mkdir(parents=True)
    fake.write_text(_CTRL_C_NOW, encoding="utf-8")
    env = dict(_env(tmp_path), PYTHONPATH=os.pathsep.join([str(tmp_path / "fake"), str(ROOT)]))
    done = subprocess.run([sys.executable, "-m", "prefgui"], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=WAIT)
    assert done.returncode == 130, done.stderr
    assert done.stderr.splitlines() == ["prefgui: interrupted"]
