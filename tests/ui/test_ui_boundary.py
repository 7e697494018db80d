"""The window, the table and the dialogs see observations only.

Only ``ui/game/controller.py`` reads the full ``GameState`` (every hidden card); the other UI
modules ask the controller for the human's observation and for the queries they need, and
never reach into its internals (its generation counter, its private methods).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import prefgui.ui

UI = Path(prefgui.ui.__file__).parent
ALLOWED = {"controller.py"}
FORBIDDEN_ATTRIBUTES = {"state", "generation"}


def _modules() -> list[Path]:
    return sorted(p for p in UI.rglob("*.py") if p.name not in ALLOWED)


def _violations(tree: ast.AST) -> list[str]:
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Attribute):
            continue
        owner = ast.unparse(node.value)
        private = (node.attr.startswith("_") and not node.attr.startswith("__")
                   and owner not in ("self", "os"))  # os._exit is the standard library's
        if node.attr in FORBIDDEN_ATTRIBUTES or private:
            found.append(f"{node.lineno}: {owner}.{node.attr}")
    return found


def test_the_check_finds_what_it_forbids() -> None:
    code = "c.state.hands\nself.controller.generation += 1\nself.w.controller._apply(a)\n"
    assert len(_violations(ast.parse(code))) == 3
    assert _violations(ast.parse("self._x = obs.hand\nsuper().__init__()\n")) == []


@pytest.mark.parametrize("path", _modules(), ids=lambda p: str(p.relative_to(UI)))
def test_no_hidden_state_or_controller_internals(path: Path) -> None:
    assert _violations(ast.parse(path.read_text(encoding="utf-8"))) == []
