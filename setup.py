"""Build step: compile the Qt translations (``translations/*.ts``) into ``.qm`` files.

All project metadata lives in ``pyproject.toml``; this file only extends ``build_py``. Every
``translations/*.ts`` present is compiled into the package ``prefgui.translations``: into the
build directory for a wheel, and into ``prefgui/translations/`` of the source tree (git-ignored
``*.qm``) for an editable install. The game finds them with ``importlib.resources``
(``prefgui.ui.system.paths.translations_dir``).

``lrelease`` comes from the ``PREFGUI_LRELEASE`` environment variable if set, else from
PySide6 in the build environment (``[build-system] requires``), else from
``pyside6-lrelease`` / ``lrelease`` on PATH. Without a working lrelease the build FAILS with a
message: a game that silently ships in English only is worse than no build.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from importlib.util import find_spec
from pathlib import Path

# setuptools is typed from version 71 on; older ones (e.g. a Debian venv's) are not.
from setuptools import setup  # type: ignore[import-untyped, unused-ignore]
from setuptools.command.build_py import build_py  # type: ignore[import-untyped, unused-ignore]

ROOT = Path(__file__).resolve().parent
TS_DIR = ROOT / "translations"
PACKAGE_QM_DIR = Path("prefgui") / "translations"


class TranslationBuildError(SystemExit):
    """The translations cannot be compiled: the build stops with this message."""

    def __init__(self, message: str) -> None:
        super().__init__(f"error: prefgui translations: {message}")


def find_lrelease() -> list[str]:
    """The command that runs lrelease.

    Raises:
        TranslationBuildError: there is none, or ``PREFGUI_LRELEASE`` names no program.
    """
    override = os.environ.get("PREFGUI_LRELEASE")
    if override:
        found = shutil.which(override)
        if found is None:
            raise TranslationBuildError(
                f"PREFGUI_LRELEASE={override!r} is not an executable program")
        return [found]
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
    raise TranslationBuildError(
        "lrelease was not found: install PySide6-Essentials in the build environment (it is "
        "in [build-system] requires; with --no-build-isolation install it yourself), put "
        "pyside6-lrelease on PATH, or set PREFGUI_LRELEASE to the lrelease program")


def compile_translations(out_dir: Path) -> list[Path]:
    """Compile every ``translations/*.ts`` into ``out_dir``; return the files made.

    Raises:
        TranslationBuildError: lrelease is missing or fails on a file.
    """
    sources = sorted(TS_DIR.glob("*.ts"))
    if not sources:
        return []
    lrelease = find_lrelease()
    out_dir.mkdir(parents=True, exist_ok=True)
    made: list[Path] = []
    for ts in sources:
        qm = out_dir / (ts.stem + ".qm")
        try:
            done = subprocess.run([*lrelease, "-silent", str(ts), "-qm", str(qm)],
                                  capture_output=True, text=True, timeout=300)
        except (OSError, subprocess.SubprocessError) as e:
            raise TranslationBuildError(f"{lrelease[0]} could not compile {ts.name}: {e}") from e
        if done.returncode != 0 or not qm.is_file():
            raise TranslationBuildError(
                f"{lrelease[0]} failed on {ts.name} (exit status {done.returncode}): "
                f"{(done.stderr or done.stdout).strip()[-2000:]}")
        made.append(qm)
    return made


class BuildPyWithTranslations(build_py):  # type: ignore[misc, unused-ignore]
    """``build_py`` that also compiles the translations into ``prefgui.translations``."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            out_dir = ROOT / PACKAGE_QM_DIR  # an editable install loads the source tree's
        else:
            out_dir = Path(self.build_lib) / PACKAGE_QM_DIR
        for qm in compile_translations(out_dir):
            print(f"compiled translation {qm.name} into {qm.parent}")


setup(cmdclass={"build_py": BuildPyWithTranslations})
