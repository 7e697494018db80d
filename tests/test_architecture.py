"""The package's architecture in one place: who may import whom, no import cycle, and what
the window may see.

``CONTRACT`` is the import contract of every package, one row per package: a module falls
under the row of its longest prefix, and may import its own row's package, the packages the
row lists (less those it excludes), the root package (the version), the standard library, and
the distributions the row names. Rows are packages, not files, so a new module falls under
its package's row at once (the Russian game's ``engine/russian`` under the engine's,
``ai/russian`` under its own). A module of no row falls under the root's, which allows
nothing: a new package needs its row.

The imports are read from the source (AST). Imports inside functions count, and so do imports
under ``if TYPE_CHECKING:`` (a type a module names is a dependency of it too); the engine and
the computer players import only at the top of their modules. The cycle check reads the
imports that run: function-level ones included, ``TYPE_CHECKING`` ones not, and a module
depends on the packages of what it imports (their ``__init__`` runs first).

No class of the package is longer than ``CLASS_LINES`` (one screen) and no module longer than
``MODULE_LINES``.
"""

from __future__ import annotations

import ast
import inspect
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

import prefgui
from prefgui.engine import vocab
from tests.helpers import find_cycle

ROOT = Path(prefgui.__file__).resolve().parent
PACKAGE = "prefgui"
QT = frozenset({"PySide6", "shiboken6", "pyqtgraph"})
UI_LIBRARIES = QT | {"platformdirs"}


@dataclass(frozen=True)
class Rule:
    """What the modules under one row may import.

    Attributes:
        packages: the packages of prefgui they may import besides their own row's.
        excluded: packages within ``packages`` they may not import.
        libraries: the distributions outside the standard library they may import.
        nested: whether they may import inside a function or a class.
    """

    packages: frozenset[str] = frozenset()
    excluded: frozenset[str] = frozenset()
    libraries: frozenset[str] = frozenset()
    nested: bool = True


def rule(*packages: str, excluded: tuple[str, ...] = (), libraries: frozenset[str] = frozenset(),
         nested: bool = True) -> Rule:
    return Rule(frozenset(packages), frozenset(excluded), libraries, nested)


ENGINE, AI, SESSION, COACH = "prefgui.engine", "prefgui.ai", "prefgui.session", "prefgui.coach"
CLI, UI, WINDOW = "prefgui.cli", "prefgui.ui", "prefgui.ui.window"
SEARCH, HEURISTICS, WORLDS = "prefgui.ai.search", "prefgui.ai.heuristics", "prefgui.ai.worlds"
DECISIONS, PLAYERS = "prefgui.ai.decisions", "prefgui.ai.players"

CONTRACT: dict[str, Rule] = {
    PACKAGE: rule(),  # the root package: the version only
    "prefgui.translations": rule(),
    "prefgui.__main__": rule(CLI, UI),  # the command: the headless subcommands or the window
    # The rules: the standard library only.
    ENGINE: rule(nested=False),
    "prefgui.engine.vocab": rule(nested=False),  # the vocabulary imports nothing of the engine
    # The computer players: the engine, and each layer only the layers below it.
    AI: rule(ENGINE, nested=False),
    SEARCH: rule(ENGINE, nested=False),
    HEURISTICS: rule(ENGINE, nested=False),
    WORLDS: rule(ENGINE, HEURISTICS, nested=False),
    DECISIONS: rule(ENGINE, HEURISTICS, SEARCH, WORLDS, nested=False),
    PLAYERS: rule(ENGINE, HEURISTICS, DECISIONS, nested=False),
    "prefgui.ai.russian": rule(ENGINE, HEURISTICS, SEARCH, WORLDS, DECISIONS, nested=False),
    "prefgui.ai.arena": rule(ENGINE, PLAYERS, DECISIONS, SEARCH, "prefgui.ai.russian",
                             nested=False),
    # Application services: the engine only (not the computer players, not the coach).
    SESSION: rule(ENGINE),
    # The coach: the engine, and the computer players through its one door, analysis; FSRS
    # schedules its drills.
    COACH: rule(ENGINE, libraries=frozenset({"fsrs"})),
    "prefgui.coach.analysis": rule(ENGINE, AI, COACH),
    # The headless subcommands: everything but the window.
    CLI: rule(ENGINE, AI, SESSION, COACH),
    # The window's package: everything and Qt; below the window nothing names the window.
    UI: rule(ENGINE, AI, SESSION, COACH, UI, excluded=(WINDOW,), libraries=UI_LIBRARIES),
    WINDOW: rule(ENGINE, AI, SESSION, COACH, UI, libraries=UI_LIBRARIES),
    "prefgui.ui.app": rule(ENGINE, AI, SESSION, COACH, UI, libraries=UI_LIBRARIES),
    "prefgui.ui.smoke": rule(ENGINE, AI, SESSION, COACH, UI, libraries=UI_LIBRARIES),
}

# Only the controller and its part that asks the computer players read the full state (every
# hidden card); the rest of the window sees the human's observation, and nothing counts the
# computer's jobs by a generation (a stale job is cancelled).
FULL_STATE_READERS = frozenset({"prefgui.ui.game.controller", "prefgui.ui.game.computer_turns",
                                "prefgui.ui.game.human_words", "prefgui.ui.game.seat_view",
                                "prefgui.ui.game.session_steps", "prefgui.ui.game.human_hint"})
FORBIDDEN_ATTRIBUTES = frozenset({"state", "generation"})


# reading the imports ------------------------------------------------------------------------
@dataclass(frozen=True)
class Import:
    """One import statement's target, as the module names it."""

    target: str  # a module or package of prefgui, or the top name of any other
    line: int
    nested: bool  # inside a function or a class
    type_checking: bool  # under ``if TYPE_CHECKING:`` (never runs)


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules() -> dict[str, Path]:
    """Every module of the package by its name."""
    return {module_name(p): p for p in sorted(ROOT.rglob("*.py"))}


def _is_type_checking(node: ast.If) -> bool:
    t = node.test
    return (isinstance(t, ast.Name) and t.id == "TYPE_CHECKING") or (
        isinstance(t, ast.Attribute) and t.attr == "TYPE_CHECKING")


def imports_of(tree: ast.AST, module: str, is_package: bool, known: set[str]) -> list[Import]:
    """Every import of ``tree``: relative ones resolved, ``from package import module`` as
    the module, anything outside prefgui by its top name."""
    found: list[Import] = []
    package = module if is_package else module.rpartition(".")[0]

    def targets(node: ast.Import | ast.ImportFrom) -> set[str]:
        if isinstance(node, ast.Import):
            return {alias.name for alias in node.names}
        base = node.module or ""
        if node.level:
            anchor = package.split(".")
            anchor = anchor[: len(anchor) - (node.level - 1)]
            base = ".".join(anchor + ([base] if base else []))
        subs = {f"{base}.{alias.name}" for alias in node.names} & known
        return subs or {base}

    def visit(node: ast.AST, nested: bool, type_checking: bool) -> None:
        if isinstance(node, ast.Import | ast.ImportFrom):
            for target in targets(node):
                if target.split(".")[0] != PACKAGE:
                    target = target.split(".")[0]
                found.append(Import(target, node.lineno, nested, type_checking))
            return
        inner = nested or isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef
                                     | ast.ClassDef | ast.Lambda)
        guarded = node.body if isinstance(node, ast.If) and _is_type_checking(node) else []
        for child in ast.iter_child_nodes(node):
            visit(child, inner, type_checking or child in guarded)

    visit(tree, False, False)
    return found


def all_imports() -> dict[str, list[Import]]:
    files = modules()
    known = set(files)
    return {m: imports_of(ast.parse(p.read_text(encoding="utf-8")), m, p.name == "__init__.py",
                          known)
            for m, p in files.items()}


# the contract ---------------------------------------------------------------------------------
def _within(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


def row_of(module: str) -> str:
    """The row of ``module``: the longest key of ``CONTRACT`` it falls under."""
    return max((key for key in CONTRACT if _within(module, key)), key=len)


def breaches(module: str, found: list[Import]) -> list[str]:
    """What ``module`` imports against its row."""
    key = row_of(module)
    r = CONTRACT[key]
    out = []
    for imp in found:
        where = f"{module}:{imp.line} imports {imp.target} (row {key})"
        if imp.nested and not r.nested:
            out.append(f"{where} inside a function or class")
        if imp.target == PACKAGE or imp.target in sys.stdlib_module_names:
            continue
        if imp.target.split(".")[0] != PACKAGE:
            if imp.target not in r.libraries:
                out.append(where)
            continue
        own = _within(imp.target, key) and key != PACKAGE  # the root's row: the root alone
        allowed = own or any(_within(imp.target, p) for p in r.packages)
        if not allowed or any(_within(imp.target, p) for p in r.excluded):
            out.append(where)
    return out


def test_every_import_keeps_the_contract() -> None:
    found = all_imports()
    assert len(found) > 150 and {row_of(m) for m in found} >= {ENGINE, AI, SESSION, COACH,
                                                               CLI, UI, WINDOW}
    problems = [b for module, imps in sorted(found.items()) for b in breaches(module, imps)]
    assert problems == []


@pytest.mark.parametrize(("module", "code", "expected"), [
    ("prefgui.session.match", "from prefgui.coach import advice\n", 1),  # session ↛ coach
    ("prefgui.session.match", "from prefgui.ai.players import make_player\n", 1),  # ↛ ai
    ("prefgui.cli.replay", "from prefgui.ui.words import texts\n", 1),  # cli ↛ ui
    ("prefgui.ui.coach.practice_mode", "from typing import TYPE_CHECKING\n"
     "if TYPE_CHECKING:\n    from prefgui.ui.window.main_window import MainWindow\n", 1),
    ("prefgui.ui.game.autoplay", "def f():\n    from prefgui.ui.window import actions\n", 1),
    ("prefgui.ui.app", "from prefgui.ui.window.main_window import MainWindow\n", 0),
    ("prefgui.engine.state", "import PySide6\n", 1),  # the engine: the standard library
    ("prefgui.engine.state", "def f():\n    import json\n", 1),  # ... at the top only
    ("prefgui.engine.russian.state", "from prefgui.engine.rules import Rules\n", 0),
    ("prefgui.engine.russian.state", "from prefgui.ai.search import dd\n", 1),
    ("prefgui.ai.russian.player", "from prefgui.ai.search.solver import solve\n", 0),
    ("prefgui.ai.search.dd", "from prefgui.ai.players import make_player\n", 1),  # layers
    ("prefgui.ai.arena.russian", "from prefgui.ai.russian.player import RUSSIAN_BUDGETS\n", 0),
    ("prefgui.coach.review", "from prefgui.ai.search import dd\n", 1),  # through analysis
    ("prefgui.coach.analysis", "from prefgui.ai.search import dd\n", 0),
    ("prefgui.ui.words.texts", "import pyqtgraph\n", 0),
    ("prefgui.newpackage", "from prefgui.engine import cards\n", 1),  # no row: nothing
])
def test_the_contract_sees_what_it_forbids(module: str, code: str, expected: int) -> None:
    known = set(modules()) | {"prefgui.ui.window.actions", "prefgui.ai.search.dd"}
    found = imports_of(ast.parse(code), module, False, known)
    assert len(breaches(module, found)) == expected, breaches(module, found)


# no cycle ------------------------------------------------------------------------------------
def run_time_graph() -> dict[str, set[str]]:
    """The imports that run: function-level ones included, ``TYPE_CHECKING`` ones not; a
    module depends on the packages of what it imports, except its own packages (they are
    already being imported when it runs)."""
    found = all_imports()
    graph: dict[str, set[str]] = {}
    for module, imps in found.items():
        deps: set[str] = set()
        for imp in imps:
            if imp.type_checking or imp.target.split(".")[0] != PACKAGE:
                continue
            parts = imp.target.split(".")
            deps |= {".".join(parts[:i]) for i in range(2, len(parts) + 1)}
        parts = module.split(".")
        deps -= {".".join(parts[:i]) for i in range(1, len(parts) + 1)}
        graph[module] = {d for d in deps if d in found}
    return graph


def test_no_import_cycle_in_the_package() -> None:
    graph = run_time_graph()
    assert "prefgui.ui.app" in graph["prefgui.__main__"]  # imported inside a function
    assert "prefgui.ui.table.scene" not in graph["prefgui.ui.table.talon"]  # TYPE_CHECKING
    cycle = find_cycle(graph)
    assert cycle is None, "import cycle: " + " -> ".join(cycle or [])


def test_the_cycle_check_sees_function_level_imports_and_cycles() -> None:
    tree = ast.parse("def f():\n    from prefgui.engine import cards\n")
    assert [i.target for i in imports_of(tree, "prefgui.x", False, {"prefgui.engine.cards"})] \
        == ["prefgui.engine.cards"]
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


# at run time: no Qt below the window --------------------------------------------------------
def test_headless_packages_do_not_load_qt() -> None:
    mods = sorted(m for m in modules() if row_of(m) not in (UI, WINDOW, "prefgui.ui.app",
                                                            "prefgui.ui.smoke",
                                                            "prefgui.__main__"))
    code = (
        "import importlib, sys\n"
        f"for m in {mods!r}: importlib.import_module(m)\n"
        f"bad = [m for m in sys.modules if m.split('.')[0] in {sorted(QT)!r}]\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=ROOT.parent, check=True)
    assert out.stdout.strip() == "", f"Qt loaded by headless code: {out.stdout}"
    assert len(mods) > 60


# what the window sees -----------------------------------------------------------------------
def boundary_violations(tree: ast.AST) -> list[str]:
    """The full state, the job generation, or another object's private members read."""
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


def test_the_boundary_check_finds_what_it_forbids() -> None:
    code = "c.state.hands\nself.controller.turns.generation += 1\nself.w.controller._apply(a)\n"
    assert len(boundary_violations(ast.parse(code))) == 3
    assert boundary_violations(ast.parse("self._x = obs.hand\nsuper().__init__()\n")) == []


def test_the_window_sees_observations_only() -> None:
    checked = {m: p for m, p in modules().items()
               if _within(m, UI) and m not in FULL_STATE_READERS}
    assert len(checked) > 50
    found = {m: v for m, p in checked.items()
             if (v := boundary_violations(ast.parse(p.read_text(encoding="utf-8"))))}
    assert found == {}


# sizes: no class needs more than a screen -------------------------------------------------
CLASS_LINES = 150  # a class's lines, from its ``class`` line to its last (AST)
MODULE_LINES = 900  # the largest module today (ai/search/solver.py, 858 lines), rounded up


def class_sizes() -> dict[str, int]:
    """Every class of the package (``module.Class``, nested ones too) by its lines."""
    sizes: dict[str, int] = {}
    for module, path in modules().items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                assert node.end_lineno is not None
                sizes[f"{module}.{node.name}"] = node.end_lineno - node.lineno + 1
    return sizes


def oversized(sizes: dict[str, int], limit: int) -> list[str]:
    return [f"{name}: {lines} lines (at most {limit})"
            for name, lines in sorted(sizes.items()) if lines > limit]


def test_no_class_needs_more_than_a_screen() -> None:
    sizes = class_sizes()
    assert len(sizes) > 300
    assert oversized(sizes, CLASS_LINES) == []


def test_no_module_grows_beyond_the_limit() -> None:
    sizes = {m: len(p.read_text(encoding="utf-8").splitlines()) for m, p in modules().items()}
    assert len(sizes) > 150
    assert oversized(sizes, MODULE_LINES) == []


def test_the_size_checks_see_what_they_forbid() -> None:
    sizes = {"a.Big": 151, "a.Small": 150}
    assert oversized(sizes, CLASS_LINES) == ["a.Big: 151 lines (at most 150)"]
    assert oversized(sizes, 100) == ["a.Big: 151 lines (at most 100)",
                                     "a.Small: 150 lines (at most 100)"]
    found = class_sizes()  # the measure: a class's lines from ``class`` to its last line
    assert found["prefgui.engine.vocab.Phase"] == len(
        inspect.getsource(vocab.Phase).rstrip("\n").splitlines())
