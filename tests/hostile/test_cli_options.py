"""Hostile command-line options: one line on standard error and exit status 2, checked
before any deal is played; deal records written as they come."""

from __future__ import annotations

import io
import json
import re
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from prefgui.ai.arena import tournament as library
from prefgui.cli import tournament
from tests.hostile.helpers import clean_line

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
