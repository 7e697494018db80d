"""The package's import graph has no cycle, function-level imports included.

Built from the source (AST), not from ``sys.modules``, so that an import inside a function
counts as much as one at the top: a cycle through a function-level import still ties the
modules together (one cannot be understood, tested or moved without the other). Imports under
``if TYPE_CHECKING:`` do not count: they never run.
"""

from __future__ import annotations

import ast
from pathlib import Path

import prefgui
from tests.helpers import find_cycle

ROOT = Path(prefgui.__file__).resolve().parent


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _is_type_checking(node: ast.If) -> bool:
    t = node.test
    return (isinstance(t, ast.Name) and t.id == "TYPE_CHECKING") or (
        isinstance(t, ast.Attribute) and t.attr == "TYPE_CHECKING")


def _imports(tree: ast.AST, module: str, is_package: bool, known: set[str]) -> set[str]:
    found: set[str] = set()
    package = module if is_package else module.rpartition(".")[0]

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import):
            for alias in node.names:
                found.add(alias.name)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join(anchor + ([base] if base else []))
            found.add(base)
            for alias in node.names:  # `from pkg import module`
                if f"{base}.{alias.name}" in known:
                    found.add(f"{base}.{alias.name}")
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return {m for m in found if m in known and m != module}


def import_graph() -> dict[str, set[str]]:
    files = {_module_name(p): p for p in ROOT.rglob("*.py")}
    known = set(files)
    return {m: _imports(ast.parse(p.read_text(encoding="utf-8")), m, p.name == "__init__.py",
                        known)
            for m, p in files.items()}


def test_the_graph_sees_function_level_imports() -> None:
    tree = ast.parse("def f():\n    from prefgui.engine import cards\n")
    assert _imports(tree, "prefgui.x", False, {"prefgui.engine", "prefgui.engine.cards"}) == {
        "prefgui.engine", "prefgui.engine.cards"}


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


def test_no_import_cycle_in_the_package() -> None:
    cycle = find_cycle(import_graph())
    assert cycle is None, "import cycle: " + " -> ".join(cycle or [])
