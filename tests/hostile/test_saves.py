"""Hostile save files: nothing in the sessions folder stops the game from starting.

Every failure to load a save sets the file aside byte for byte with a reason (except a save
from a newer prefgui, which stays in place), start-up goes on with the next save or a new
session and says why, listing never blocks, and stale temporary files are removed.
"""

from __future__ import annotations

import copy
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from prefgui.session.match import Match, TableSettings
from prefgui.session.storage import SaveError, list_sessions, load_session, save
from tests.hostile.helpers import ROOT


def _played(deals: int = 1, extra: int = 5, seed: int = 4) -> Match:
    m = Match(TableSettings("austrian"), seed=seed)
    rng = random.Random(seed)
    while len(m.entries) < deals:
        if m.state.is_terminal():
            m.next_deal()
        else:
            m.apply(rng.choice(m.state.legal_actions()))
    if extra:
        m.next_deal()
        for _ in range(extra):
            m.apply(rng.choice(m.state.legal_actions()))
    return m


def _doc(m: Match) -> dict[str, Any]:
    return {"format": "prefgui.session", "version": 1, "saved": "2026-01-01T00:00:00",
            "match": m.to_json()}


VALID = _doc(_played())


def _with(path: list[str | int], value: Any) -> str:
    doc = copy.deepcopy(VALID)
    node = doc
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return json.dumps(doc)


def _raw(path: list[str | int], text: str) -> str:
    """A valid save with the value at ``path`` replaced by raw JSON text."""
    marker = "@@HOSTILE@@"
    return _with(path, marker).replace(f'"{marker}"', text)


HOSTILE_SAVES: dict[str, str] = {
    "seed-1e400": _raw(["match", "seed"], "1e400"),
    "seed-infinity": _raw(["match", "seed"], "Infinity"),
    "seed-nan": _raw(["match", "seed"], "NaN"),
    "seed-5000-digits": _raw(["match", "seed"], "7" * 5000),
    "seed-negative": _raw(["match", "seed"], "-1"),
    "nested-5000": _raw(["match", "current"], "[" * 5000 + "]" * 5000),
    "levels-god": _with(["match", "settings", "levels"], ["human", "god", "club"]),
    "levels-one": _with(["match", "settings", "levels"], ["human"]),
    "names-one": _with(["match", "settings", "names"], ["You"]),
    "names-not-text": _with(["match", "settings", "names"], ["You", 5, None]),
    "players-5": _with(["match", "settings", "players"], 5),
    "variant-unknown": _with(["match", "settings", "variant"], "poker"),
    "option-unknown": _with(["match", "settings", "options"], {"cheat": True}),
    "refill-bomb": _with(["match", "deals", 0, "refill"], "1e999999999"),
    "current-refill-bomb": _with(["match", "current", "refill"], "1e999999999"),
    "refill-huge": _with(["match", "deals", 0, "refill"], 10**20),
    "dealer-9": _with(["match", "current", "dealer"], 9),
    "action-superscript": _with(["match", "current", "actions"], ["\u00b2 pass"]),
    "action-illegal": _with(["match", "current", "actions"], ["2 play AS"]),
    "record-garbage": _with(["match", "deals", 0, "record"], {"format": "x"}),
    "deals-not-list": _with(["match", "deals"], {"0": 1}),
    "unknown-field": _with(["match", "cheat"], 1),
    "saved-number": _with(["saved"], 5),
    "not-utf8": "",
    "empty": "",
    "binary": "",
}
BYTES = {"not-utf8": b'{"format": "prefgui.session\xff"}', "empty": b"",
         "binary": bytes(range(256)) * 4}


def _write(folder: Path, name: str, key: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    p = folder / name
    if key in BYTES:
        p.write_bytes(BYTES[key])
    else:
        p.write_text(HOSTILE_SAVES[key], encoding="utf-8")
    return p


# The refill bombs are checked in a child process with a time limit (the next test).
@pytest.mark.parametrize("key", sorted(k for k in HOSTILE_SAVES if not k.endswith("refill-bomb")))
def test_damaged_save_kept_aside_byte_identical(tmp_path: Path, key: str) -> None:
    path = _write(tmp_path, "session-1.json", key)
    original = path.read_bytes()
    with pytest.raises(SaveError) as info:
        load_session(path)
    assert info.value.kept_as is not None and info.value.kept_as.read_bytes() == original
    assert not path.exists() and str(info.value)


@pytest.mark.parametrize("key", ["refill-bomb", "current-refill-bomb"])
def test_fraction_bomb_in_a_save_answers_at_once(tmp_path: Path, key: str) -> None:
    path = _write(tmp_path, "session-1.json", key)
    code = ("import sys; from pathlib import Path; from prefgui.session.storage import "
            "SaveError, load_session\n"
            "try:\n    load_session(Path(sys.argv[1]))\nexcept SaveError as e:\n"
            "    print('damaged', e.kept_as is not None)\n")
    out = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True,
                         text=True, timeout=60, cwd=ROOT)
    assert out.stdout.strip() == "damaged True", out.stderr[-500:]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_fifo_named_like_a_save_never_blocks(tmp_path: Path) -> None:
    folder = tmp_path / "sessions"
    folder.mkdir()
    os.mkfifo(folder / "session-20990101-000000.json")
    save(_played(), folder / "session-20200101-000000.json")
    code = ("import sys; from pathlib import Path; from prefgui.session.resume import "
            "resume_latest\nr = resume_latest(Path(sys.argv[1]))\n"
            "print(r.path.name if r.path else None)\n")
    out = subprocess.run([sys.executable, "-c", code, str(folder)], capture_output=True,
                         text=True, timeout=60, cwd=ROOT)
    assert out.stdout.strip() == "session-20200101-000000.json", out.stderr[-500:]


def test_newer_version_left_in_place_and_named(tmp_path: Path) -> None:
    from prefgui.session.resume import resume_latest

    folder = tmp_path / "sessions"
    folder.mkdir()
    newer = folder / "session-20990101-000000.json"
    newer.write_text(json.dumps({**VALID, "version": 7, "saved": "2099-01-01T00:00:00"}),
                     encoding="utf-8")
    before = newer.read_bytes()
    found = resume_latest(folder)
    assert found.match is None and newer.read_bytes() == before
    assert [(p.name, e.kind) for p, e in found.problems] == [(newer.name, "newer")]
    assert "version 7" in str(found.problems[0][1])
    assert not list(folder.glob("*.damaged-*"))


def test_damaged_newest_reported_when_an_older_save_resumes(tmp_path: Path) -> None:
    from prefgui.session.resume import resume_latest

    folder = tmp_path / "sessions"
    older = _played(seed=8)
    save(older, folder / "session-20200101-000000.json")
    doc = json.loads(HOSTILE_SAVES["levels-god"])
    doc["saved"] = "2099-01-01T00:00:00"
    (folder / "session-20990101-000000.json").write_text(json.dumps(doc), encoding="utf-8")
    found = resume_latest(folder)
    assert found.path is not None and found.path.name == "session-20200101-000000.json"
    assert found.match is not None and found.match.state == older.state
    assert len(found.problems) == 1 and found.problems[0][1].kept_as is not None


def test_stale_temporary_files_removed_only_ours(tmp_path: Path) -> None:
    from prefgui.session.storage import remove_stale_temporaries

    folder = tmp_path / "sessions"
    folder.mkdir()
    dead = folder / "session-1.json.999999999.ab12cd.tmp"
    alive = folder / f"session-1.json.{os.getpid()}.ab12cd.tmp"
    old_unnamed = folder / "session-1.json.ab12cd.tmp"
    young_unnamed = folder / "session-2.json.xy34zw.tmp"
    foreign = folder / "notes.json.999999999.ab12cd.tmp"
    for p in (dead, alive, old_unnamed, young_unnamed, foreign):
        p.write_text("{", encoding="utf-8")
    os.utime(old_unnamed, (time.time() - 3600, time.time() - 3600))
    removed = remove_stale_temporaries(folder)
    assert sorted(removed) == sorted([dead, old_unnamed])
    assert alive.exists() and young_unnamed.exists() and foreign.exists()


def test_temporary_file_of_a_save_names_its_process(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    import prefgui.session.storage as storage

    def fail(*_args: object) -> None:
        raise OSError(28, "No space left on device")

    seen: list[str] = []
    monkeypatch.setattr(storage.os, "replace", lambda a, b: (seen.append(a), fail()))
    with pytest.raises(OSError):
        save(_played(), tmp_path / "session-1.json")
    assert seen and f".json.{os.getpid()}." in Path(seen[0]).name
    assert not list(tmp_path.glob("*.tmp"))  # removed after the failure


# ---------------------------------------------------------------------------------------
# generated damage


def _json_values() -> st.SearchStrategy[Any]:
    leaves = (st.none() | st.booleans() | st.integers(-(10**30), 10**30)
              | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=30))
    return st.recursive(leaves, lambda kids: st.lists(kids, max_size=4)
                        | st.dictionaries(st.text(max_size=8), kids, max_size=4),
                        max_leaves=12)


def _paths(doc: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix] if prefix else []
    if isinstance(doc, dict):
        for k, v in doc.items():
            if k != "record":
                out += _paths(v, (*prefix, k))
            else:
                out.append((*prefix, k))
    elif isinstance(doc, list):
        for i, v in enumerate(doc[:3]):
            out += _paths(v, (*prefix, i))
    return out


PATHS = _paths(VALID)


@settings(max_examples=80, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(where=st.sampled_from(PATHS), value=_json_values())
def test_generated_damage_loads_or_is_set_aside(tmp_path: Path, where: tuple[Any, ...],
                                                value: Any) -> None:
    path = tmp_path / "session-gen.json"
    text = _with(list(where), value)
    path.write_text(text, encoding="utf-8")
    try:
        load_session(path)
    except SaveError as e:
        assert e.kept_as is not None and e.kept_as.read_text("utf-8") == text
        e.kept_as.unlink()
    else:
        assert path.exists()
        path.unlink()


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.binary(max_size=300))
def test_generated_bytes_never_crash_listing_or_loading(tmp_path: Path, data: bytes) -> None:
    folder = tmp_path / "gen"
    folder.mkdir(exist_ok=True)
    path = folder / "session-gen.json"
    path.write_bytes(data)
    assert [i.path for i in list_sessions(folder)] == [path]
    with pytest.raises(SaveError):
        load_session(path)
    for p in folder.iterdir():
        p.unlink()
