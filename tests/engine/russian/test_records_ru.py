"""Russian records from files: the hand-computed ones (``tests/data/russian/computed``, the
arithmetic in its README) and the example records of §13.14, replayed as ``prefgui
replay`` does."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from prefgui.cli.replay import run
from prefgui.engine.errors import ActionError
from prefgui.engine.record import load_any, result_any

DATA = Path(__file__).resolve().parents[2] / "data" / "russian"
COMPUTED = sorted(p for p in (DATA / "computed").glob("*.json")
                  if not p.name.endswith(".expected.json"))
CASES = sorted(p for p in DATA.glob("case-*.json") if not p.name.endswith(".expected.json"))
BAD = sorted(p for p in DATA.glob("bad-*.json") if not p.name.endswith(".expected.json"))


def _expected(p: Path) -> dict[str, object]:
    return json.loads(p.with_name(p.stem + ".expected.json").read_text())


def test_every_system_has_hand_computed_records() -> None:
    names = [p.stem for p in COMPUTED]
    for system in ("sochi", "leningrad", "rostov"):
        assert sum(n.startswith(system) for n in names) >= 2
    players = {json.loads(p.read_text())["players"] for p in COMPUTED}
    assert players == {3, 4}


@pytest.mark.parametrize("path", COMPUTED + CASES, ids=lambda p: p.stem)
def test_replay_gives_the_expected_result(path: Path) -> None:
    assert result_any(load_any(json.loads(path.read_text()))) == _expected(path)


@pytest.mark.parametrize("path", BAD, ids=lambda p: p.stem)
def test_bad_examples_are_rejected_at_their_action(path: Path) -> None:
    want = _expected(path)
    with pytest.raises(ActionError) as e:
        load_any(json.loads(path.read_text()))
    assert e.value.position == want["position"] and e.value.kind == want["kind"]
    assert str(e.value) == want["message"]


def test_the_replay_command_prints_the_result_and_rejects_in_one_line() -> None:
    good = COMPUTED[0]
    out, err = io.StringIO(), io.StringIO()
    assert run([str(good)], out, err) == 0
    assert json.loads(out.getvalue()) == _expected(good) and err.getvalue() == ""
    bad = BAD[0]
    out, err = io.StringIO(), io.StringIO()
    assert run([str(bad)], out, err) == 2
    lines = err.getvalue().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"action {_expected(bad)['position']} ")
    assert out.getvalue() == ""
