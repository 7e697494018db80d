"""Hostile command-line options: one line on standard error and exit status 2, checked
before any deal is played; deal records written as they come."""

from __future__ import annotations

import io
import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from prefgui.ai.arena import tournament as library
from prefgui.ai.arena.duplicate import DuplicateDeal
from prefgui.cli import tournament
from tests.hostile.helpers import ROOT, clean_line

BASE = ["--variant", "austrian", "--deals", "2", "--players", "beginner,beginner,beginner",
        "--scale", "0.05"]


def _no_play(*_args: object, **_kwargs: object) -> list[object]:
    raise AssertionError("deals were played despite a bad option")


@pytest.mark.parametrize("extra", [
    ["--options", "[" * 3000 + "]" * 3000],
    ["--options", "{\"must_head\": " + "1" * 5000 + "}"],
    ["--options", "{\"must_head\": 1e400}"],
    ["--options", "NaN"],
    ["--options", "{\"\u202e\": true}"],
    ["--options", "{\"x\": \"" + "y" * 100_000 + "\"}"],
    ["--deals", "0"],
    ["--deals", "9" * 5000],
    ["--scale", "inf"],
    ["--scale", "nan"],
    ["--jobs", "-3"],
    ["--players", "god,club,club"],
    ["--players", "club"],
    ["--variant", "aus\ntrian"],
    ["--records", "/nonexistent-folder/out.jsonl"],
    ["--records", "."],
    ["--nonsense"],
])
def test_bad_option_one_line_before_any_deal(monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str],
                                             extra: list[str]) -> None:
    monkeypatch.setattr(tournament, "run", _no_play)
    assert tournament.main(BASE + extra) == 2
    captured = capsys.readouterr()
    lines = captured.err.splitlines()
    assert len(lines) == 1 and clean_line(lines[0]) and captured.out == ""


class _DealsWouldBeginError(Exception):
    """The options passed every check and the deals would begin."""


def _accepted(*_args: object, **_kwargs: object) -> list[object]:
    raise _DealsWouldBeginError


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=200))
def test_generated_options_text_never_escapes(text: str) -> None:
    err = io.StringIO()
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(tournament, "run", _accepted)
        mp.setattr(sys, "stderr", err)
        try:
            status = tournament.main(BASE + ["--options", text])
        except _DealsWouldBeginError:
            assert err.getvalue() == ""
            return
    lines = err.getvalue().splitlines()
    assert status == 2 and len(lines) == 1 and clean_line(lines[0]), err.getvalue()


def test_records_written_as_each_deal_is_played(tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    out = tmp_path / "records.jsonl"
    seen: list[int] = []
    real_run = library.run

    def run_then_fail(cfg: object, deals: int, jobs: int, **kw: object) -> object:
        def on_record(rec: object) -> None:
            kw["on_record"](rec)  # type: ignore[operator]
            seen.append(len(out.read_text("utf-8").splitlines()))
            if len(seen) == 2:
                raise OSError(28, "No space left on device")
        return real_run(cfg, deals, jobs, progress=False, on_record=on_record)  # type: ignore[arg-type]

    monkeypatch.setattr(tournament, "run", run_then_fail)
    assert tournament.main(BASE + ["--deals", "3", "--records", str(out)]) == 2
    assert seen == [1, 2]
    assert [json.loads(x)["index"] for x in out.read_text("utf-8").splitlines()] == [0, 1]


def test_the_table_names_the_outcomes_in_words(capsys: pytest.CaptureFixture[str]) -> None:
    """'outcomes: failed 1, made 2', not the enum's repr (<Outcome.FAILED: 'failed'>)."""
    assert tournament.main(["--variant", "austrian", "--deals", "1", "--players",
                            "beginner,beginner,beginner", "--seed", "1"]) == 0
    line = next(x for x in capsys.readouterr().out.splitlines() if x.startswith("outcomes:"))
    assert re.fullmatch(r"outcomes: [a-z ]+ \d+(, [a-z ]+ \d+)*", line), line


# ---------------------------------------------------------------------------------------
# --records never replaces nor follows; a full disk and Ctrl-C end the run at once


def test_existing_records_file_is_refused_unless_asked(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch,
                                                       capsys: pytest.CaptureFixture[str]
                                                       ) -> None:
    monkeypatch.setattr(library, "_play_one", lambda job: DuplicateDeal(job[1]))
    out = tmp_path / "records.jsonl"
    out.write_text("kept\n", encoding="utf-8")
    assert tournament.main(BASE + ["--records", str(out)]) == 2
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 1 and "exists" in err[0] and "--force" in err[0]
    assert out.read_text("utf-8") == "kept\n"
    assert tournament.main(BASE + ["--records", str(out), "--append"]) == 0
    assert out.read_text("utf-8").splitlines()[0] == "kept"
    assert len(out.read_text("utf-8").splitlines()) == 3
    assert tournament.main(BASE + ["--records", str(out), "--force"]) == 0
    assert [json.loads(x)["index"] for x in out.read_text("utf-8").splitlines()] == [0, 1]
    capsys.readouterr()
    assert tournament.main(BASE + ["--force"]) == 2
    assert "go with --records" in capsys.readouterr().err


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="needs symbolic links")
@pytest.mark.parametrize("how", [[], ["--force"], ["--append"]])
def test_records_never_written_through_a_symbolic_link(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch,
                                                       capsys: pytest.CaptureFixture[str],
                                                       how: list[str]) -> None:
    monkeypatch.setattr(tournament, "run", _no_play)
    target = tmp_path / "precious.txt"
    target.write_text("precious\n", encoding="utf-8")
    link = tmp_path / "records.jsonl"
    link.symlink_to(target)
    dangling = tmp_path / "dangling.jsonl"
    dangling.symlink_to(tmp_path / "nowhere.txt")
    for path in (link, dangling):
        assert tournament.main(BASE + ["--records", str(path), *how]) == 2
        err = capsys.readouterr().err.splitlines()
        assert len(err) == 1 and "symbolic link" in err[0], err
    assert target.read_text("utf-8") == "precious\n"
    assert not (tmp_path / "nowhere.txt").exists()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_records_fifo_refused_without_waiting(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(tournament, "run", _no_play)
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    for how in ([], ["--force"], ["--append"]):
        assert tournament.main(BASE + ["--records", str(fifo), *how]) == 2
        assert "not a regular file" in capsys.readouterr().err


def test_jobs_bounded_by_deals_and_cores() -> None:
    assert library.pool_size(1000, 1) == 1
    assert library.pool_size(1000, 50) == min(50, os.cpu_count() or 1)
    assert library.pool_size(2, 50) == min(2, os.cpu_count() or 1)
    assert library.pool_size(1, 50) == 1


# A child process that plays with two workers; its records file fails at the first write.
_FULL_DISK = """
import sys
from prefgui.cli import tournament

real = tournament.run

def run(cfg, deals, jobs, on_record, **kw):
    def full(rec):
        print("written 1", file=sys.stderr, flush=True)
        raise OSError(28, "No space left on device")
    return real(cfg, deals, jobs, on_record=full, **kw)

tournament.run = run
sys.exit(tournament.main(sys.argv[1:]))
"""

SLOW = ["--variant", "austrian", "--deals", "400", "--players", "beginner,beginner,beginner",
        "--scale", "0.05", "--jobs", "2"]


def _still_running(group: int) -> bool:
    try:
        os.killpg(group, 0)
    except ProcessLookupError:
        return False
    return True


@pytest.mark.skipif(not hasattr(os, "killpg"), reason="needs process groups")
def test_full_disk_ends_a_pooled_run_at_once(tmp_path: Path) -> None:
    """400 deals take minutes; the run ends after the first, with one line (a regression
    runs into the child's time bound)."""
    out = tmp_path / "records.jsonl"
    proc = subprocess.run([sys.executable, "-c", _FULL_DISK, *SLOW, "--records", str(out)],
                          capture_output=True, text=True, timeout=90, cwd=ROOT,
                          start_new_session=True)
    assert proc.returncode == 2, proc.stderr[-2000:]
    lines = [x for x in proc.stderr.splitlines() if x.startswith("prefgui")]
    assert lines == ["prefgui tournament: cannot write the records (No space left on device)"]
    assert "Traceback" not in proc.stderr and proc.stderr.count("written 1") == 1


@pytest.mark.skipif(not hasattr(os, "killpg"), reason="needs process groups")
def test_ctrl_c_ends_a_pooled_run_and_its_workers_at_once(tmp_path: Path) -> None:
    """Ctrl-C reaches the whole foreground group (the command and its workers), as from a
    terminal. The run ends with one line and status 130; no worker is left."""
    out = tmp_path / "records.jsonl"
    proc = subprocess.Popen([sys.executable, "-m", "prefgui", "tournament", *SLOW,
                             "--records", str(out)], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, cwd=ROOT, start_new_session=True)
    try:
        assert proc.stderr is not None
        seen = b""
        while b" deals," not in seen:  # the first deal is played: the pool is running
            chunk = proc.stderr.read1(256)  # type: ignore[attr-defined]
            assert chunk, "the tournament ended before its first deal"
            seen += chunk
        os.killpg(proc.pid, signal.SIGINT)
        _, rest = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    err = (seen + rest).decode("utf-8", "replace")
    assert proc.returncode == 130, err[-2000:]
    assert "Traceback" not in err and "prefgui tournament: interrupted" in err
    assert err.rstrip().endswith("prefgui tournament: interrupted")
    for line in out.read_text("utf-8").splitlines():  # what was played is kept, whole
        json.loads(line)
    for _ in range(100):  # the workers are ended with the pool, before the command exits
        if not _still_running(proc.pid):
            break
        time.sleep(0.1)
    assert not _still_running(proc.pid)


# ---------------------------------------------------------------------------------------
# argument errors: one short line, before any work


@pytest.mark.parametrize("args, says", [
    (["--worlds", "0"], "must be from 1 to 1000"),
    (["--worlds", "-3"], "must be from 1 to 1000"),
    (["--worlds", "100000000"], "must be from 1 to 1000"),
    (["--worlds", "9" * 5000], "(5001 characters)"),
    (["--worlds", "x\n\u202e"], "not a whole number"),
    (["--knowable", "7"], "must be from 0 to 3"),
    (["--" + "y" * 5000], "unrecognized arguments"),
])
def test_review_argument_errors_in_one_short_line(tmp_path: Path, args: list[str],
                                                  says: str) -> None:
    record = tmp_path / "r.json"
    record.write_text("{}", encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "prefgui", "review", *args, str(record)],
                          capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert proc.returncode == 2 and proc.stdout == ""
    lines = proc.stderr.splitlines()
    assert len(lines) == 1 and clean_line(lines[0]) and len(lines[0]) < 200, lines
    assert lines[0].startswith("prefgui") and says in lines[0]


@pytest.mark.parametrize("extra", [["--deals", "9" * 5000], ["--" + "z" * 5000],
                                   ["--players", "x" * 5000]])
def test_tournament_long_values_shortened(monkeypatch: pytest.MonkeyPatch,
                                          capsys: pytest.CaptureFixture[str],
                                          extra: list[str]) -> None:
    monkeypatch.setattr(tournament, "run", _no_play)
    assert tournament.main(BASE + extra) == 2
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == 1 and len(lines[0]) < 200, lines


def test_nested_string_in_options_refused_at_once() -> None:
    """The 35-second refusal: counted by a child's time bound, not timed here."""
    value = "[" * 5 + '"' + '\\"' * 60_000  # 120 KB, near the longest argument
    code = ("import sys; from prefgui.cli import tournament; "
            "sys.exit(tournament.main(sys.argv[1:]))")
    proc = subprocess.run([sys.executable, "-c", code, *BASE, "--options", value],
                          capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert proc.returncode == 2
    assert proc.stderr.startswith("prefgui tournament: --options: ")


_HELD = """
import multiprocessing, os, signal, sys
from multiprocessing import resource_tracker
from prefgui.ai.arena.tournament import _interrupts_held

def handler(_):
    return signal.getsignal(signal.SIGINT) is signal.SIG_IGN

if __name__ == "__main__":
    resource_tracker.ensure_running()
    try:
        with _interrupts_held():
            os.kill(os.getpid(), signal.SIGINT)  # Ctrl-C while the workers start
            pool = multiprocessing.get_context("spawn").Pool(2)
        print("lost")
    except KeyboardInterrupt:
        print("kept", pool.map(handler, [0, 1]))
        pool.terminate()
        pool.join()
"""


@pytest.mark.skipif(not hasattr(signal, "pthread_sigmask"), reason="POSIX signal masks")
def test_ctrl_c_while_workers_start_is_kept_and_they_ignore_it(tmp_path: Path) -> None:
    script = tmp_path / "held.py"  # a file: the spawned workers import its functions
    script.write_text(_HELD, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                          timeout=120, cwd=ROOT, env=env)
    assert proc.stdout.strip() == "kept [True, True]", (proc.stdout, proc.stderr[-2000:])
    assert "Traceback" not in proc.stderr
