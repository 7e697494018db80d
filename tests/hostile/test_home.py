"""The data and settings folders as an unlucky player (or another program) leaves them.

Which save resumes: the last one written (a sequence number in each save, then the file's
time), never the clock written in it. A session saved elsewhere is resumed from there.
A save folder removed while the game runs is reported (the game offers another folder), never
silently made again. Old temporary saves go even if their process id is in use again.
Exports keep an existing file's permissions and write through a symlink. Settings that are
not text, not UTF-8, a FIFO, a folder as the lock, or that cannot be saved are said, never
block and never vanish silently.
"""

from __future__ import annotations

import json
import os
import random
import stat
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from prefgui.session.match import Match, TableSettings
from prefgui.session.resume import resume_latest
from prefgui.session.settings import AppSettings
from prefgui.session.storage import (
    atomic_write_text,
    list_sessions,
    remove_stale_temporaries,
    save,
    write_snapshot,
)
from prefgui.ui.game.autosave import Autosave
from prefgui.ui.system import settings_store
from prefgui.ui.system.jobs import JobService
from prefgui.ui.system.settings_store import KEY, load_settings, save_settings

POSIX = pytest.mark.skipif(sys.platform == "win32", reason="POSIX files")


def _match(seed: int, actions: int) -> Match:
    m = Match(TableSettings("austrian"), seed=seed)
    rng = random.Random(seed)
    for _ in range(actions):
        if m.state.is_terminal():
            m.next_deal()
        m.apply(rng.choice(m.state.legal_actions()))
    return m


def _set_saved(path: Path, saved: str) -> None:
    doc = json.loads(path.read_text("utf-8"))
    doc["saved"] = saved
    path.write_text(json.dumps(doc), "utf-8")


# which save resumes -------------------------------------------------------------------------
@pytest.mark.parametrize("ahead", ["2038-01-19T03:14:07", "2099-12-31T23:59:59+1400",
                                   "yesterday", "0000"])
def test_a_save_with_a_wrong_clock_does_not_win_over_a_later_one(tmp_path: Path,
                                                                 ahead: str) -> None:
    early, late = _match(1, 5), _match(2, 9)
    save(early, tmp_path / "session-b.json", sequence=1)
    _set_saved(tmp_path / "session-b.json", ahead)  # its clock was years ahead
    os.utime(tmp_path / "session-b.json", (2**31 - 10, 2**31 - 10))  # the file's time too
    save(late, tmp_path / "session-a.json", sequence=2)
    found = resume_latest(tmp_path)
    assert found.path == tmp_path / "session-a.json" and found.sequence == 2
    assert found.match is not None and found.match.state == late.state


def test_without_sequence_numbers_the_files_time_decides(tmp_path: Path) -> None:
    old, new = _match(1, 5), _match(2, 9)
    save(old, tmp_path / "session-z.json")
    _set_saved(tmp_path / "session-z.json", "2099-01-01T00:00:00")  # text sorts first
    os.utime(tmp_path / "session-z.json", (1_000_000, 1_000_000))
    save(new, tmp_path / "session-a.json")
    assert resume_latest(tmp_path).path == tmp_path / "session-a.json"


def test_the_window_numbers_its_writes_above_every_save_found(qtbot: QtBot,
                                                             tmp_path: Path) -> None:
    save(_match(1, 3), tmp_path / "session-old.json", sequence=41)
    found = resume_latest(tmp_path)
    jobs = JobService()
    m = _match(3, 4)
    try:
        auto = Autosave(jobs.files, lambda: m, tmp_path / "session-new.json", lambda: False)
        auto.sequence = found.sequence
        auto.changed()
        assert auto.flush()
        assert resume_latest(tmp_path).path == tmp_path / "session-new.json"
        first, second = (i.sequence for i in list_sessions(tmp_path))
        assert first > second == 41
    finally:
        jobs.shutdown()


def test_a_session_saved_elsewhere_resumes_from_there(qtbot: QtBot, tmp_path: Path) -> None:
    sessions, other = tmp_path / "sessions", tmp_path / "usb"
    sessions.mkdir()
    other.mkdir()
    qs = QSettings(str(tmp_path / "prefgui.conf"), QSettings.Format.IniFormat)
    m = _match(5, 7)
    save(m, sessions / "session-1.json", sequence=3)
    jobs = JobService()
    try:
        auto = Autosave(jobs.files, lambda: m, sessions / "session-1.json", lambda: False)
        auto.sequence = 3
        auto.moved.connect(lambda p: settings_store.remember_elsewhere(p, qs))
        m.apply(m.state.legal_actions()[0])
        assert auto.save_in(other)  # "Save elsewhere…"
    finally:
        jobs.shutdown()
    elsewhere = settings_store.saved_elsewhere(qs)
    assert elsewhere == [other / "session-1.json"]
    found = resume_latest(sessions, elsewhere)
    assert found.path == other / "session-1.json"
    assert found.match is not None and found.match.state == m.state
    assert [i.path for i in list_sessions(sessions, elsewhere)][0] == found.path


# the folder removed while the game runs --------------------------------------------------------
def test_a_save_folder_removed_meanwhile_is_reported_not_made_again(qtbot: QtBot,
                                                                    tmp_path: Path) -> None:
    folder = tmp_path / "home" / "data" / "sessions"
    m = _match(6, 3)
    jobs = JobService()
    failures: list[str] = []
    try:
        auto = Autosave(jobs.files, lambda: m, folder / "session-1.json", lambda: False)
        auto.failed.connect(failures.append)
        auto.changed()
        assert auto.flush() and (folder / "session-1.json").exists()  # made at first
        for p in folder.iterdir():
            p.unlink()
        folder.rmdir()
        folder.parent.rmdir()
        auto.changed()
        assert not auto.flush()
        assert failures and "removed" in failures[-1]
        assert not folder.parent.exists()  # not silently made again
        other = tmp_path / "elsewhere"
        other.mkdir()
        assert auto.save_in(other) and (other / "session-1.json").exists()
    finally:
        jobs.shutdown()


# temporary saves -------------------------------------------------------------------------------
def test_an_old_temporary_save_goes_even_if_its_process_id_is_in_use(tmp_path: Path) -> None:
    reused = tmp_path / f"session-1.json.{os.getppid()}.ab12cd.tmp"  # a live process's id
    young = tmp_path / f"session-2.json.{os.getppid()}.ab12cd.tmp"
    for p in (reused, young):
        p.write_text("{", encoding="utf-8")
    os.utime(reused, (time.time() - 7200, time.time() - 7200))
    assert remove_stale_temporaries(tmp_path) == [reused]
    assert young.exists()


# exports and saves over existing files ------------------------------------------------------
@POSIX
@pytest.mark.parametrize("mode", [0o644, 0o664, 0o640, 0o600])
def test_writing_over_a_file_keeps_its_permissions(tmp_path: Path, mode: int) -> None:
    target = tmp_path / "ledger.csv"
    target.write_text("old", encoding="utf-8")
    target.chmod(mode)
    atomic_write_text(target, "new")
    assert target.read_text("utf-8") == "new"
    assert stat.S_IMODE(target.stat().st_mode) == mode


@POSIX
def test_a_new_file_gets_the_usual_permissions(tmp_path: Path) -> None:
    mask = os.umask(0o022)
    os.umask(mask)
    atomic_write_text(tmp_path / "new.csv", "x")
    assert stat.S_IMODE((tmp_path / "new.csv").stat().st_mode) == 0o666 & ~mask


@POSIX
def test_a_symlinked_save_is_written_through(tmp_path: Path) -> None:
    real = tmp_path / "cloud" / "session-1.json"
    real.parent.mkdir()
    save(_match(1, 2), real)
    real.chmod(0o640)
    link = tmp_path / "session-1.json"
    link.symlink_to(real)
    m = _match(2, 6)
    write_snapshot(m.to_json(), link, 5)
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert list_sessions(tmp_path)[0].sequence == 5
    assert stat.S_IMODE(real.stat().st_mode) == 0o640


# settings --------------------------------------------------------------------------------------
def _ini(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "prefgui.conf"), QSettings.Format.IniFormat)


@pytest.mark.parametrize("line", [
    "v1=@Rect(1 2 3 4)",
    "v1=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x1b)",
    "v1=a, b, c",  # JSON without quotes: read as a list
    'v1={"table": {"variant": "austrian"}, "pack": "french"}',
    "v1=@Size(3 4)",
])
def test_a_value_that_is_not_text_is_said_and_kept(tmp_path: Path, line: str) -> None:
    (tmp_path / "prefgui.conf").write_text(f"[settings]\n{line}\n", encoding="utf-8")
    got, message = load_settings(_ini(tmp_path))
    assert got == AppSettings() and message
    assert _ini(tmp_path).contains(KEY + ".damaged")


def test_a_settings_file_saved_as_utf16_is_said_and_kept(tmp_path: Path) -> None:
    good = _ini(tmp_path)
    assert save_settings(AppSettings(speed="fast"), good) == ""
    del good
    path = tmp_path / "prefgui.conf"
    path.write_bytes(path.read_text("utf-8").encode("utf-16"))
    got, message = load_settings(_ini(tmp_path))
    assert got == AppSettings() and "UTF-8" in message
    assert (tmp_path / "prefgui.conf.damaged").exists()


@POSIX
@pytest.mark.parametrize("what", ["fifo", "folder", "lock-folder", "lock-fifo"])
def test_a_settings_path_that_is_not_a_file_never_blocks(tmp_path: Path, what: str,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "config" / "prefgui.conf"
    path.parent.mkdir()
    if what == "fifo":
        os.mkfifo(path)
    elif what == "folder":
        path.mkdir()
    else:
        path.write_text("[settings]\n", encoding="utf-8")
        lock = path.with_name(path.name + ".lock")
        lock.mkdir() if what == "lock-folder" else os.mkfifo(lock)
    monkeypatch.setattr(settings_store, "settings_file", lambda: path)
    got, message = load_settings()
    assert got == AppSettings() and "not a regular file" in message
    assert not settings_store.is_first_start()
    said = save_settings(AppSettings(speed="fast"))
    assert "could not be saved" in said and "not a regular file" in said


@POSIX
def test_a_failed_settings_save_is_said(tmp_path: Path) -> None:
    folder = tmp_path / "config"
    folder.mkdir()
    qs = QSettings(str(folder / "prefgui.conf"), QSettings.Format.IniFormat)
    (folder / "prefgui.conf").mkdir()  # replaced by a folder after it was opened
    said = save_settings(AppSettings(speed="fast"), qs)
    assert "could not be saved" in said
