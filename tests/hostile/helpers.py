"""Shared pieces of the hostile-input suite: a valid record to damage, and the checks of the
command-line contract (one short, escaped line per file; exit status 0 or 2; no traceback)."""

from __future__ import annotations

import copy
import io
import json
import subprocess
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TextIO

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "tests" / "data" / "examples"
RECORDS = ROOT / "tests" / "data" / "records"
LINE_LIMIT = 600  # characters of one output line, whatever the input


def base_record() -> dict[str, Any]:
    """A complete, valid Austrian record (a fresh copy each time)."""
    doc: dict[str, Any] = json.loads((EXAMPLES / "case-0000.json").read_text("utf-8"))
    return copy.deepcopy(doc)


def clean_line(line: str) -> bool:
    """One short line without raw control or bidirectional characters."""
    return len(line) <= LINE_LIMIT and all(ch.isprintable() for ch in line)


Runner = Callable[[list[str], TextIO, TextIO], int]


def run_cli(run: Runner, paths: Sequence[Path | str]) -> tuple[int, list[str], list[str]]:
    """Run a command's ``run`` in this process; (status, stdout lines, stderr lines)."""
    out, err = io.StringIO(), io.StringIO()
    status = run([str(p) for p in paths], out, err)
    return status, out.getvalue().split("\n")[:-1], err.getvalue().split("\n")[:-1]


def assert_contract(status: int, out: list[str], err: list[str], files: int) -> None:
    """The contract of ``replay`` and ``solve`` for ``files`` single-document files."""
    assert status in (0, 2)
    assert all(clean_line(x) for x in out + err), (out, err)
    assert not any("Traceback" in x for x in err)
    if files == 1:
        assert len(out) + len(err) == 1
    else:
        assert len(out) == files


def run_prefgui(*args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    """``python -m prefgui ARGS`` in a child process (for inputs that could hang)."""
    return subprocess.run([sys.executable, "-m", "prefgui", *args], capture_output=True,
                          text=True, timeout=timeout, cwd=ROOT)
