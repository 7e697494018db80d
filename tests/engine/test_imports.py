"""The engine's import graph: every import at the top of its module, and no cycle.

Imports under ``if TYPE_CHECKING:`` do not run and are not counted. Importing
``a.b.c`` also runs the package ``a.b``, so a module depends on its packages too.
"""

from __future__ import annotations

import ast
from pathlib import Path

import prefgui.engine
from tests.helpers import find_cycle

ENGINE = Path(prefgui.engine.__file__).parent
PACKAGE = "prefgui.engine"


def _module_name(path: Path) -> str:
    parts = path.relative_to(ENGINE.parent.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _is_type_checking(node: ast.If) -> bool:
    t = node.test
    return (isinstance(t, ast.Name) and t.id == "TYPE_CHECKING") or (
        isinstance(t, ast.Attribute) and t.attr == "TYPE_CHECKING")


def _imports(tree: ast.Module, module: str, is_package: bool) -> tuple[set[str], list[int]]:
    """Engine modules imported at run time, and the lines of imports not at module level."""
    deps: set[str] = set()
    nested: list[int] = []

    def visit(node: ast.AST, top: bool) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node):
            for child in node.orelse:
                visit(child, top)
            return
        if isinstance(node, ast.Import | ast.ImportFrom):
            names = _targets(node, module, is_package)
            if any(n.startswith(PACKAGE) for n in names):
                deps.update(n for n in names if n.startswith(PACKAGE))
                if not top:
                    nested.append(node.lineno)
            return
        inner = top and isinstance(node, ast.If | ast.Try | ast.Module)
        for child in ast.iter_child_nodes(node):
            visit(child, inner)

    visit(tree, True)
    return deps, nested


def _targets(node: ast.Import | ast.ImportFrom, module: str, is_package: bool) -> set[str]:
    if isinstance(node, ast.Import):
        return {a.name for a in node.names}
    base = node.module or ""
    if node.level:
        pkg = module if is_package else module.rsplit(".", 1)[0]
        for _ in range(node.level - 1):
            pkg = pkg.rsplit(".", 1)[0]
        base = f"{pkg}.{base}" if base else pkg
    out = {base}
    # ``from package import module`` imports the module itself
    out |= {f"{base}.{a.name}" for a in node.names if (ENGINE.parent.parent / (
        f"{base}.{a.name}".replace(".", "/") + ".py")).exists() or (ENGINE.parent.parent / (
            f"{base}.{a.name}".replace(".", "/"))).is_dir()}
    return out


def _graph() -> tuple[dict[str, set[str]], dict[str, list[int]]]:
    graph: dict[str, set[str]] = {}
    nested: dict[str, list[int]] = {}
    for path in sorted(ENGINE.rglob("*.py")):
        name = _module_name(path)
        deps, lines = _imports(ast.parse(path.read_text(encoding="utf-8")), name,
                               path.name == "__init__.py")
        full: set[str] = set()
        for d in deps:
            parts = d.split(".")
            full |= {".".join(parts[:i]) for i in range(3, len(parts) + 1)}
        # a module's own packages are already being imported when it runs
        parts = name.split(".")
        full -= {".".join(parts[:i]) for i in range(1, len(parts) + 1)}
        graph[name] = full
        if lines:
            nested[name] = lines
    return graph, nested


def test_the_engine_imports_only_at_module_level() -> None:
    _, nested = _graph()
    assert nested == {}


def test_the_engine_has_no_import_cycle() -> None:
    graph, _ = _graph()
    assert "prefgui.engine.state" in graph and graph["prefgui.engine.state"]
    assert find_cycle(graph) is None



def test_the_vocabulary_imports_nothing_from_the_engine() -> None:
    graph, _ = _graph()
    assert graph["prefgui.engine.vocab"] == set()
