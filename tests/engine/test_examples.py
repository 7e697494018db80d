"""The example records of RULES.md (copied into tests/data/examples) replay exactly."""

from __future__ import annotations

import json
import pathlib
import subprocess
import sys

import pytest

from prefgui.engine.record import ActionError, load, result_json

DATA = pathlib.Path(__file__).resolve().parents[1] / "data"
CASES = sorted((DATA / "examples").glob("case-*[0-9].json")) + sorted(
    (DATA / "records").glob("*[!d].json") if (DATA / "records").exists() else [])
BAD = sorted((DATA / "examples").glob("bad-*[0-9].json"))


def _norm(result: dict[str, object]) -> dict[str, object]:
    pays = result["payments"]
    assert isinstance(pays, list)
    key = sorted((str(p["from"]), str(p["to"]), str(p["amount"])) for p in pays)
    return {**result, "payments": key}


@pytest.mark.parametrize("path", CASES, ids=lambda p: p.name)
def test_case_replays_to_expected_result(path: pathlib.Path) -> None:
    expected = json.loads(path.with_name(path.stem + ".expected.json").read_text("utf-8"))
    got = result_json(load(json.loads(path.read_text("utf-8"))))
    assert _norm(got) == _norm(expected)


@pytest.mark.parametrize("path", BAD, ids=lambda p: p.name)
def test_bad_record_names_position_and_kind(path: pathlib.Path) -> None:
    expected = json.loads(path.with_name(path.stem + ".expected.json").read_text("utf-8"))
    with pytest.raises(ActionError) as info:
        load(json.loads(path.read_text("utf-8")))
    assert info.value.position == expected["position"]
    assert info.value.kind == expected["kind"]
    assert info.value.action == expected["action"]


def test_cli_single_bad_file_exit_2_one_stderr_line() -> None:
    proc = subprocess.run([sys.executable, "-m", "prefgui", "replay", str(BAD[0])],
                          capture_output=True, text=True)
    assert proc.returncode == 2
    assert proc.stdout == ""
    lines = proc.stderr.strip().splitlines()
    assert lines == ['action 21 "0 play JC": does not hold JC']


def test_cli_several_files_in_order(tmp_path: pathlib.Path) -> None:
    garbage = tmp_path / "garbage.json"
    garbage.write_text("{not json", encoding="utf-8")
    files = [str(CASES[0]), str(BAD[1]), str(garbage)]
    proc = subprocess.run([sys.executable, "-m", "prefgui", "replay", *files],
                          capture_output=True, text=True)
    assert proc.returncode == 2
    out = [json.loads(line) for line in proc.stdout.splitlines()]
    assert len(out) == 3
    assert out[0]["format"] == "prefgui.result/1"
    assert out[1] == {"file": files[1], "error": out[1]["error"]}
    assert out[1]["error"].startswith('action 7 "1 declare 1": ')
    assert out[2]["error"].startswith("record: not valid JSON")
    err = proc.stderr.splitlines()
    assert err[0].startswith(f'{files[1]}: action 7 "1 declare 1"')
    assert err[1].startswith(f"{files[2]}: record: ")
    assert "Traceback" not in proc.stderr
