"""Build steps: compile the Qt translations (``translations/*.ts``) into ``.qm`` files, and
write a reproducible source distribution.

All project metadata lives in ``pyproject.toml``; this file only extends ``build_py`` and
``sdist``. Every
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

import gzip
import io
import os
import shutil
import subprocess
import tarfile
from importlib.util import find_spec
from pathlib import Path

# setuptools is typed from version 71 on; older ones (e.g. a Debian venv's) are not.
from setuptools import setup  # type: ignore[import-untyped, unused-ignore]
from setuptools.command.build_py import build_py  # type: ignore[import-untyped, unused-ignore]
from setuptools.command.sdist import sdist  # type: ignore[import-untyped, unused-ignore]

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


def normalise_tarball(path: Path, epoch: int | None) -> None:
    """Rewrite a ``.tar.gz`` so that the same files give the same bytes.

    Members in name order, owned by 0/0 without names, modes 0644 or 0755, times clamped to
    ``epoch`` (``SOURCE_DATE_EPOCH``) when given; the gzip header without a file name and with
    the time ``epoch`` (or 0).
    """
    with tarfile.open(path, "r:gz") as tar:
        members = [(m, tar.extractfile(m).read() if m.isfile() else None)  # type: ignore[union-attr]
                   for m in tar.getmembers()]
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w", format=tarfile.PAX_FORMAT) as out:
        for member, data in sorted(members, key=lambda item: item[0].name):
            member.uid = member.gid = 0
            member.uname = member.gname = ""
            member.mode = 0o755 if member.isdir() or member.mode & 0o111 else 0o644
            if epoch is not None:
                member.mtime = min(int(member.mtime), epoch)
            member.pax_headers = {}
            out.addfile(member, io.BytesIO(data) if data is not None else None)
    with path.open("wb") as raw, gzip.GzipFile(filename="", mode="wb", fileobj=raw,
                                               mtime=epoch or 0, compresslevel=9) as gz:
        gz.write(buffer.getvalue())


class ReproducibleSdist(sdist):  # type: ignore[misc, unused-ignore]
    """``sdist`` whose ``.tar.gz`` depends only on the files and ``SOURCE_DATE_EPOCH``."""

    def make_distribution(self) -> None:
        super().make_distribution()
        epoch = os.environ.get("SOURCE_DATE_EPOCH", "")
        for archive in self.archive_files:
            if str(archive).endswith(".tar.gz"):
                normalise_tarball(Path(archive), int(epoch) if epoch.isdigit() else None)


setup(cmdclass={"build_py": BuildPyWithTranslations, "sdist": ReproducibleSdist})
