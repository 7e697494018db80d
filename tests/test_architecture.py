"""Layering: the engine, the AI and the session load neither Qt nor pyqtgraph."""

from __future__ import annotations

import ast
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
QT_MODULES = ("PySide6", "pyqtgraph", "shiboken6")


def _modules(package: str) -> list[str]:
    base = ROOT / "prefgui" / package
    return ["prefgui." + ".".join(p.relative_to(ROOT / "prefgui").with_suffix("").parts)
            .replace(".__init__", "") for p in base.rglob("*.py")]


def test_headless_packages_do_not_load_qt() -> None:
    mods = _modules("engine") + _modules("ai") + _modules("session") + _modules("coach") + [
        "prefgui.cli.replay", "prefgui.cli.review"]
    code = (
        "import importlib, sys\n"
        f"for m in {mods!r}: importlib.import_module(m)\n"
        f"bad = [m for m in sys.modules if m.split('.')[0] in {QT_MODULES!r}]\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=ROOT, check=True)
    assert out.stdout.strip() == "", f"Qt loaded by headless code: {out.stdout}"
    assert len(mods) > 10


def _imports(path: pathlib.Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_engine_imports_only_engine_and_stdlib() -> None:
    for path in (ROOT / "prefgui" / "engine").rglob("*.py"):
        for name in _imports(path):
            top = name.split(".")[0]
            assert top not in QT_MODULES, f"{path.name} imports {name}"
            if top == "prefgui":
                assert name.startswith("prefgui.engine"), f"{path.name} imports {name}"


def test_ai_does_not_import_ui() -> None:
    for path in (ROOT / "prefgui" / "ai").rglob("*.py"):
        for name in _imports(path):
            assert name.split(".")[0] not in QT_MODULES, f"{path.name} imports {name}"
            assert not name.startswith("prefgui.ui"), f"{path.name} imports {name}"


def test_coach_imports_engine_and_ai_only_and_ai_in_one_module() -> None:
    ai_users = set()
    for path in (ROOT / "prefgui" / "coach").rglob("*.py"):
        for name in _imports(path):
            top = name.split(".")[0]
            assert top not in QT_MODULES, f"{path.name} imports {name}"
            if top == "prefgui":
                assert name.split(".")[1] in ("engine", "ai", "coach"), f"{path.name}: {name}"
            if name.startswith("prefgui.ai"):
                ai_users.add(path.name)
    assert ai_users == {"analysis.py"}
