"""``prefgui replay`` and ``prefgui solve`` on hand-made hostile files: every file gets its
one short line, whatever the others do, and nothing hangs or prints a traceback."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from prefgui.cli import replay, solve
from prefgui.engine.record import load, result_json
from prefgui.engine.record import replay as replay_record
from tests.hostile.helpers import (
    RECORDS,
    ROOT,
    assert_contract,
    base_record,
    clean_line,
    run_cli,
    run_prefgui,
)


def _write(tmp_path: Path, name: str, content: str | bytes) -> Path:
    p = tmp_path / name
    if isinstance(content, bytes):
        p.write_bytes(content)
    else:
        p.write_text(content, encoding="utf-8")
    return p


def _record_with(**changes: Any) -> str:
    rec = base_record()
    rec.update(changes)
    return json.dumps(rec, ensure_ascii=False)


HOSTILE: dict[str, str] = {
    "nested-2000": "[" * 2000 + "]" * 2000,
    "nested-in-options": _record_with(options={"a": json.loads("[" * 30 + "]" * 30)}),
    "int-5000-digits": json.dumps(base_record()).replace('"dealer": 0',
                                                         '"dealer": ' + "9" * 5000),
    "float-1e400": json.dumps(base_record()).replace('"dealer": 0', '"dealer": 1e400'),
    "infinity": json.dumps(base_record()).replace('"dealer": 0', '"dealer": Infinity'),
    "superscript-seat": _record_with(actions=["\u00b2 pass"]),
    "arabic-digit-seat": _record_with(actions=["\u0661 bid 1"]),
    "long-seat": _record_with(actions=["1" * 5000 + " pass"]),
    "newline-in-action": _record_with(actions=["1 bid 1", "2 pass\n0 play AS"]),
    "nul-and-rtl": _record_with(actions=["1 bid 1", "2 \u202epass\x00"]),
    "huge-action": _record_with(actions=["1 bid " + "x" * 90_000]),
    "huge-field-name": _record_with(**{"k" * 90_000: 1}),
    "pot-fraction-bomb": _record_with(options={"original_scoring": True},
                                      start={"pot": "1e999999999"}),
    "pot-huge-int": _record_with(start={"pot": 10**20}),
    "not-utf8": "",
    "empty": "",
    "bom": "\ufeff" + json.dumps(base_record()),
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_replay_one_clean_line_per_hostile_file(tmp_path: Path, name: str) -> None:
    content: str | bytes = HOSTILE[name]
    if name == "not-utf8":
        content = b'{"format": "\xff\xfe"}'
    path = _write(tmp_path, f"{name}.json", content)
    status, out, err = run_cli(replay.run, [path])
    assert_contract(status, out, err, 1)
    if name != "bom":
        assert status == 2 and len(err) == 1


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_solve_one_clean_line_per_hostile_file(tmp_path: Path, name: str) -> None:
    content: str | bytes = HOSTILE[name]
    if name == "not-utf8":
        content = b'{"format": "\xff\xfe"}'
    path = _write(tmp_path, f"{name}.json", content)
    status, out, err = run_cli(solve.run, [path])
    assert status == 2
    assert_contract(status, out, err, 1)


def test_every_file_gets_its_line_whatever_the_others_do(tmp_path: Path) -> None:
    good = _write(tmp_path, "good.json", json.dumps(base_record()))
    paths = [good]
    for name in ("nested-2000", "int-5000-digits", "superscript-seat", "newline-in-action"):
        paths += [_write(tmp_path, f"{name}.json", HOSTILE[name]), good]
    status, out, err = run_cli(replay.run, paths)
    assert_contract(status, out, err, len(paths))
    assert status == 2
    assert len(err) == 4
    for i, line in enumerate(out):
        doc = json.loads(line)
        if i % 2 == 0:
            assert doc["format"] == "prefgui.result/1"
        else:
            assert doc["file"] == str(paths[i]) and doc["error"]


def test_error_line_quotes_input_shortened_and_escaped(tmp_path: Path) -> None:
    path = _write(tmp_path, "r.json", HOSTILE["newline-in-action"])
    _, _, err = run_cli(replay.run, [path])
    assert err == ['action 2 "2 pass\\n0 play AS": not an action: "2 pass\\n0 play AS"'] or (
        len(err) == 1 and err[0].startswith('action 2 "2 pass\\n0 play AS"'))
    path = _write(tmp_path, "h.json", HOSTILE["huge-action"])
    _, _, err = run_cli(replay.run, [path])
    assert len(err) == 1 and len(err[0]) < 300 and "characters)" in err[0]


def test_solve_several_files_each_named_in_order(tmp_path: Path) -> None:
    pos = {"format": "prefgui.position/1", "hands": ["AS", "KS", "QS"], "trump": None,
           "declarer": 0, "leader": 0, "goal": "max"}
    good = _write(tmp_path, "good.json", json.dumps(pos))
    bad = _write(tmp_path, "bad.json", "{")
    status, out, err = run_cli(solve.run, [good, bad, good])
    assert status == 2
    docs = [json.loads(line) for line in out]
    assert [d["file"] for d in docs] == [str(good), str(bad), str(good)]
    assert "declarer_tricks" in docs[0] and "error" in docs[1] and "declarer_tricks" in docs[2]
    assert len(err) == 1 and err[0].startswith(f"{bad}: ")


def test_replay_accepts_exported_json_lines(tmp_path: Path) -> None:
    from prefgui.session.match import Match, TableSettings
    from prefgui.ui.sheet.ledger_deals import records_jsonl

    m = Match(TableSettings(), seed=3)
    import random

    rng = random.Random(1)
    while len(m.entries) < 3:
        if m.state.is_terminal():
            m.next_deal()
        else:
            m.apply(rng.choice(m.state.legal_actions()))
    path = _write(tmp_path, "records.jsonl", records_jsonl(m))
    status, out, err = run_cli(replay.run, [path])
    assert status == 0 and err == []
    assert [json.loads(x) for x in out] == [result_json(replay_record(e.record))
                                            for e in m.entries]
    # A damaged line gets its error line; the others their results.
    lines = records_jsonl(m).splitlines()
    lines[1] = lines[1][:40]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    status, out, err = run_cli(replay.run, [path])
    assert status == 2 and len(out) == 3
    assert json.loads(out[1])["file"] == f"{path}:2" and err[0].startswith(f"{path}:2: ")
    status, out, err = run_cli(solve.run, [path])
    assert len(out) == 3 and all(clean_line(x) for x in out + err)


def test_every_legal_action_listed_replays(tmp_path: Path) -> None:
    rec: dict[str, Any] = json.loads((RECORDS / "am-second-round-20.json").read_text("utf-8"))
    rec["actions"] = ["0 pass", "1 pass", "2 pass", "0 offer 2", "1 offer 999990"]
    result = result_json(load(rec))
    assert result["legal"]
    for action in result["legal"]:
        load({**rec, "actions": [*rec["actions"], action]})
    rec["actions"][-1] = "1 offer 999999"
    assert result_json(load(rec))["legal"] == ["2 pass"]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_fifo_and_device_refused_without_hanging(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    good = _write(tmp_path, "good.json", json.dumps(base_record()))
    files = [str(fifo), str(good)] + (["/dev/zero"] if Path("/dev/zero").exists() else [])
    proc = run_prefgui("replay", *files, timeout=60)  # a child: a regression would hang
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    lines = proc.stdout.splitlines()
    assert len(lines) == len(files)
    assert "not a regular file" in json.loads(lines[0])["error"]
    status, out, err = run_cli(solve.run, files)
    assert status == 2 and len(out) == len(files) == len(err)  # the record is finished
    assert "not a regular file" in json.loads(out[-1])["error"]


def test_fraction_bomb_answers_at_once(tmp_path: Path) -> None:
    path = _write(tmp_path, "bomb.json", HOSTILE["pot-fraction-bomb"])
    proc = run_prefgui("replay", str(path), timeout=60)
    assert proc.returncode == 2 and len(proc.stderr.splitlines()) == 1
    assert "start.pot" in proc.stderr


# ---------------------------------------------------------------------------------------
# generated records and positions

NASTY = st.sampled_from(["", "\n", "\x00", "\u202e", "\u00b2", "9" * 5000, "1e999999999",
                         "0 play\nAS", "x" * 5000, "10/0", "7/2", "-0"])
VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**30), 10**30) | st.text(max_size=20) | NASTY
    | st.floats(allow_nan=False, allow_infinity=False),
    lambda kids: st.lists(kids, max_size=3) | st.dictionaries(st.text(max_size=6), kids,
                                                              max_size=3),
    max_leaves=8)
FIELDS = ["format", "variant", "options", "players", "dealer", "hands", "talon", "start",
          "actions", "extra"]
POSITION = {"format": "prefgui.position/1", "hands": ["AS KS", "QS JS", "TS 9S"],
            "trump": "H", "declarer": 0, "leader": 0, "goal": "max"}


def _mutated(base: dict[str, Any], data: st.DataObject) -> str:
    doc = dict(base)
    for key in data.draw(st.lists(st.sampled_from([*base, "extra"]), min_size=1,
                                  max_size=3)):
        doc[key] = data.draw(VALUES)
    if data.draw(st.booleans()) and isinstance(doc.get("actions"), list):
        doc["actions"] = [*doc["actions"][:10], data.draw(NASTY | st.text(max_size=12))]
    return json.dumps(doc, ensure_ascii=data.draw(st.booleans()))


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_generated_records_and_positions_keep_the_contract(tmp_path: Path,
                                                           data: st.DataObject) -> None:
    texts = [_mutated(data.draw(st.sampled_from([base_record(), POSITION])), data)
             for _ in range(data.draw(st.integers(1, 3)))]
    if data.draw(st.booleans()):
        paths = [_write(tmp_path, "lines.jsonl", "\n".join(texts))]
        documents = len(texts)
    else:
        paths = [_write(tmp_path, f"g{i}.json", t) for i, t in enumerate(texts)]
        documents = len(paths)
    for run in (replay.run, solve.run):
        status, out, err = run_cli(run, paths)
        assert status in (0, 2)
        assert all(clean_line(x) for x in out + err)
        if documents > 1:
            assert len(out) == documents


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(raw=st.binary(max_size=200))
def test_generated_bytes_keep_the_contract(tmp_path: Path, raw: bytes) -> None:
    path = _write(tmp_path, "raw.json", raw)
    for run in (replay.run, solve.run):
        status, out, err = run_cli(run, [path])
        assert status in (0, 2) and all(clean_line(x) for x in out + err)
        assert len(out) + len(err) >= 1


def test_json_lines_split_only_at_newlines(tmp_path: Path) -> None:
    # U+2028 and U+0085 may stand unescaped inside a JSON string; they do not end a line.
    texts = [json.dumps({**base_record(), "extra": "a\u2028b\x85c"}, ensure_ascii=False),
             json.dumps(base_record())]
    path = _write(tmp_path, "lines.jsonl", "\n".join(texts))
    status, out, _err = run_cli(replay.run, [path])
    assert len(out) == 2


# ---------------------------------------------------------------------------------------
# output the terminal cannot encode


@pytest.mark.skipif(os.name != "posix", reason="file names as bytes")
@pytest.mark.parametrize("command", ["replay", "solve", "review"])
@pytest.mark.parametrize("encoding", ["ascii", "utf-8", "latin-1"])
def test_every_line_escaped_whatever_the_output_encoding(tmp_path: Path, command: str,
                                                         encoding: str) -> None:
    folder = os.fsencode(tmp_path)
    names = [b"caf\xc3\xa9.json", b"bad\xff.json", b"heart.json"]
    good = json.dumps(POSITION if command == "solve" else base_record())
    texts = [good, good, _record_with(actions=["1 play A\u2665", "\u2665"])]
    for name, text in zip(names, texts, strict=True):
        with open(os.path.join(folder, name), "w", encoding="utf-8") as f:
            f.write(text)
    args = [os.path.join(folder, n) for n in names]
    env = {**os.environ, "PYTHONIOENCODING": encoding}
    proc = subprocess.run([sys.executable, "-m", "prefgui", command, *args],
                          capture_output=True, timeout=120, cwd=ROOT, env=env)
    assert proc.returncode == 2 and b"Traceback" not in proc.stderr, proc.stderr[-2000:]
    assert b"\xff" not in proc.stdout + proc.stderr  # a stray byte is escaped, never raw
    out = proc.stdout.decode(encoding).splitlines()
    err = proc.stderr.decode(encoding).splitlines()
    assert len(out) == 3 and len(err) == 1 and clean_line(err[0]) and clean_line(out[2])
    assert all(x.isprintable() for x in out)  # a review's result is long, but one line
    docs = [json.loads(x) for x in out]
    if command == "solve":  # results named by their file: escaped as in error lines
        assert docs[1]["file"].endswith("bad\\udcff.json")
    assert "error" in docs[2] and "A\u2665" in docs[2]["error"]  # JSON escapes read back
    if encoding == "ascii":
        assert all(x.isascii() for x in out + err)


def test_lines_for_a_narrow_stream_are_escaped() -> None:
    from prefgui.cli.documents import encodable_line, json_line

    ascii_out = io.TextIOWrapper(io.BytesIO(), encoding="ascii")
    assert encodable_line(ascii_out, "A\u2665 caf\u00e9 \udcff") == "A\\u2665 caf\\xe9 \\udcff"
    assert json.loads(json_line(ascii_out, {"c": "A\u2665"})) == {"c": "A\u2665"}
    assert json_line(ascii_out, {"c": "A\u2665"}).isascii()
    utf8_out = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")
    assert json_line(utf8_out, {"c": "A\u2665"}) == '{"c": "A\u2665"}'


# ---------------------------------------------------------------------------------------
# readers linear in their input


def quadratic_string(size: int) -> str:
    """Nested brackets, then a string never closed full of escaped quotes: the depth check
    once started again at each quote (16 KB took 2.5 s, 128 KB more than a minute)."""
    return "[" * 33 + '"' + '\\"' * (size // 2)


@pytest.mark.parametrize("command", ["replay", "solve", "review"])
def test_unclosed_string_of_escaped_quotes_answered_at_once(tmp_path: Path,
                                                            command: str) -> None:
    whole = _write(tmp_path, "whole.json", quadratic_string(1 << 20))  # 1 MB
    lines = _write(tmp_path, "lines.jsonl", json.dumps(base_record()) + "\n"
                   + quadratic_string(1 << 20)[33:] + "\n" + json.dumps(base_record()))
    proc = run_prefgui(command, str(whole), str(lines), timeout=120)  # a regression hangs
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    out = proc.stdout.splitlines()
    assert len(out) == 4
    assert "nested more than" in json.loads(out[0])["error"]
    assert json.loads(out[2])["file"].endswith("lines.jsonl:2")


def test_depth_scan_reads_each_character_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Counted, not timed: the tokens the scan looks at grow with the text, never faster."""
    from prefgui.session import files

    looked_at: list[int] = []
    real = files._TOKEN

    class Counting:
        def finditer(self, text: str) -> Any:
            for m in real.finditer(text):
                looked_at.append(m.end() - m.start())
                yield m

    monkeypatch.setattr(files, "_TOKEN", Counting())
    for size in (1 << 12, 1 << 16):
        looked_at.clear()
        text = "[" + '"' + '\\"[' * size
        with pytest.raises(files.JsonRefusedError):
            files.loads(text)
        assert sum(looked_at) <= len(text)  # each character in at most one token
        assert len(looked_at) <= 2


def test_bad_json_lines_line_read_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                                       ) -> None:
    from prefgui.session import files

    calls: list[int] = []
    real = files.loads

    def counting(text: str, max_depth: int = files.MAX_DEPTH) -> Any:
        calls.append(len(text))
        return real(text, max_depth)

    monkeypatch.setattr(files, "loads", counting)
    bad = "{" + quadratic_string(1 << 14) + "}"
    path = _write(tmp_path, "lines.jsonl", bad + "\n" + json.dumps(base_record()))
    docs = list(files.read_documents(path))
    assert [d.line for d in docs] == [1, 2] and docs[0].error and docs[1].obj
    assert calls.count(len(bad)) == 1  # the whole file once, then each line once
    assert len(calls) == 3
