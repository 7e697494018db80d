"""Build step: compile the Qt translations (``translations/*.ts``) into ``.qm`` files.

All project metadata lives in ``pyproject.toml``; this file only extends ``build_py``. The
``.qm`` files go to ``prefgui/translations/`` in the build directory, so that they reach the
wheel, and to the top-level ``translations/`` folder (git-ignored for ``*.qm``), which is
what an editable install or a source checkout loads (``prefgui.ui.paths.translations_dir``).

``lrelease`` comes from PySide6 in the build environment (``[build-system] requires``), else
from ``pyside6-lrelease`` / ``lrelease`` on PATH, or from the ``PREFGUI_LRELEASE``
environment variable. Without it the build still succeeds, with a warning: the game then runs
in English.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from importlib.util import find_spec
from pathlib import Path

# setuptools is typed from version 71 on; older ones (e.g. a Debian venv's) are not.
from setuptools import setup  # type: ignore[import-untyped, unused-ignore]
from setuptools.command.build_py import build_py  # type: ignore[import-untyped, unused-ignore]

ROOT = Path(__file__).resolve().parent
TS_DIR = ROOT / "translations"


def _warn(message: str) -> None:
    print(f"WARNING: prefgui translations: {message}", file=sys.stderr)


def find_lrelease() -> list[str] | None:
    """The command that runs lrelease, or None if there is none."""
    override = os.environ.get("PREFGUI_LRELEASE")
    if override:
        return [override]
    spec = find_spec("PySide6")
    for location in (spec.submodule_search_locations or []) if spec else []:
        pyside = Path(location)
        for candidate in ("lrelease", "lrelease.exe", "Qt/libexec/lrelease", "Qt/bin/lrelease",
                          "Qt/bin/lrelease.exe"):
            exe = pyside / candidate
            if exe.is_file() and os.access(exe, os.X_OK):
                return [str(exe)]
    for name in ("pyside6-lrelease", "lrelease"):
        found = shutil.which(name)
        if found:
            return [found]
    return None


def compile_translations(out_dirs: list[Path]) -> list[Path]:
    """Compile every ``translations/*.ts`` into each of ``out_dirs``; return the files made.

    Never raises for a missing or failing lrelease: the game runs without translations.
    """
    sources = sorted(TS_DIR.glob("*.ts"))
    if not sources:
        return []
    lrelease = find_lrelease()
    if lrelease is None:
        _warn("lrelease not found (install PySide6); the .qm files were not built")
        return []
    made: list[Path] = []
    first: dict[str, Path] = {}
    for out_dir in out_dirs:
        try:
            out_dir.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            _warn(f"cannot create {out_dir}: {e}")
            continue
        for ts in sources:
            qm = out_dir / (ts.stem + ".qm")
            try:
                if ts.stem in first:  # compiled once already: copy it
                    shutil.copyfile(first[ts.stem], qm)
                else:
                    subprocess.run([*lrelease, "-silent", str(ts), "-qm", str(qm)],
                                   check=True, timeout=300)
                    first[ts.stem] = qm
            except (OSError, subprocess.SubprocessError) as e:
                _warn(f"{ts.name} was not compiled into {out_dir}: {e}")
                continue
            made.append(qm)
    return made


class BuildPyWithTranslations(build_py):  # type: ignore[misc, unused-ignore]
    """``build_py`` that also compiles the translations."""

    def run(self) -> None:
        super().run()
        out_dirs = []
        if not getattr(self, "editable_mode", False):
            out_dirs.append(Path(self.build_lib) / "prefgui" / "translations")
        out_dirs.append(TS_DIR)  # editable installs and source checkouts load these
        for qm in compile_translations(out_dirs):
            print(f"compiled translation {qm.name} into {qm.parent}")


setup(cmdclass={"build_py": BuildPyWithTranslations})
