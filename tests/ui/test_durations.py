"""Every duration of the window is named in one place, ``prefgui/ui/table/timing.py`` (after
KPat's speeds.h): no status-line message, timer or claim on show carries a number of its
own."""

from __future__ import annotations

import ast
from pathlib import Path

import prefgui.ui

UI = Path(prefgui.ui.__file__).parent
TIMED = {"showMessage": 1, "singleShot": 0, "start": 0, "setInterval": 0}  # method: ms arg


def _literal_durations(tree: ast.AST) -> list[int]:
    found = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
            continue
        index = TIMED.get(node.func.attr)
        if index is None or len(node.args) <= index:
            continue
        arg = node.args[index]
        # 0 is "at once, from the event loop", not a duration
        if isinstance(arg, ast.Constant) and isinstance(arg.value, int) and arg.value > 0:
            found.append(node.lineno)
    return found


def test_the_check_finds_a_literal_duration() -> None:
    code = "bar.showMessage(text, 8000)\nQTimer.singleShot(2500, w, f)\nt.start(100)\n"
    assert len(_literal_durations(ast.parse(code))) == 3
    assert _literal_durations(ast.parse(
        "bar.showMessage(text, timing.STATUS_NOTICE)\nQTimer.singleShot(0, w, f)\n")) == []


def test_no_duration_outside_timing() -> None:
    found = {str(p.relative_to(UI)): lines for p in sorted(UI.rglob("*.py"))
             if p.name != "timing.py"
             and (lines := _literal_durations(ast.parse(p.read_text(encoding="utf-8"))))}
    assert found == {}
