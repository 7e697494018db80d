"""The ai package by layer: no import cycle (function-level and type-checking imports
counted) and each layer imports only the layers below it."""

from __future__ import annotations

import ast
import pathlib

from tests.helpers import find_cycle

ROOT = pathlib.Path(__file__).resolve().parents[2]
PACKAGES = ("prefgui/ai", "prefgui/cli")

# What each part of the ai package may import from the ai package (besides itself).
LAYERS = {
    "prefgui.ai.search": set(),
    "prefgui.ai.heuristics": set(),
    "prefgui.ai.worlds": {"prefgui.ai.heuristics"},
    "prefgui.ai.decisions": {"prefgui.ai.heuristics", "prefgui.ai.search",
                             "prefgui.ai.worlds"},
    "prefgui.ai.players": {"prefgui.ai.heuristics", "prefgui.ai.decisions"},
    "prefgui.ai.arena": {"prefgui.ai.players", "prefgui.ai.decisions", "prefgui.ai.search"},
}


def _module_name(path: pathlib.Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    name = ".".join(parts)
    return name.removesuffix(".__init__")


def _all_modules() -> dict[str, pathlib.Path]:
    out = {}
    for pkg in PACKAGES:
        for path in (ROOT / pkg).rglob("*.py"):
            out[_module_name(path)] = path
    return out


def import_graph(modules: dict[str, pathlib.Path]) -> dict[str, set[str]]:
    """Every import statement anywhere in each module (functions and ``if`` blocks
    included), resolved to the modules of ``modules``."""
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        targets: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                targets |= {a.name for a in node.names}
            elif isinstance(node, ast.ImportFrom) and node.module:
                targets.add(node.module)
                targets |= {f"{node.module}.{a.name}" for a in node.names}
        graph[name] = {t for t in targets if t in modules and t != name}
    return graph


def test_no_import_cycle_in_the_ai_and_cli_packages() -> None:
    graph = import_graph(_all_modules())
    assert len(graph) > 20
    assert find_cycle(graph) is None


def _layer(module: str) -> str | None:
    for layer in LAYERS:
        if module == layer or module.startswith(layer + "."):
            return layer
    return None


def test_each_layer_imports_only_the_layers_below() -> None:
    graph = import_graph(_all_modules())
    for module, targets in graph.items():
        own = _layer(module)
        if own is None:
            continue
        for target in targets:
            other = _layer(target)
            if other is not None and other != own:
                assert other in LAYERS[own], f"{module} imports {target}"


def test_no_function_level_imports_in_ai() -> None:
    for path in (ROOT / "prefgui" / "ai").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                inner = [n for n in ast.walk(node)
                         if isinstance(n, ast.Import | ast.ImportFrom)]
                assert not inner, f"{path.name}: import inside {node.name}()"
