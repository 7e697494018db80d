"""The installed game, as a player gets it: built offline from this tree, installed elsewhere.

The wheel is built the way a packager without network builds it (``pip wheel
--no-build-isolation --no-deps --no-index``, with this venv's setuptools and PySide6's
lrelease) from a copy of the source tree, so the checkout is left as it was. It is installed
into a fresh venv outside the working copy, which borrows the test venv's dependencies (PySide6,
pyqtgraph, platformdirs) through a ``.pth`` line but not its editable install of prefgui.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import tomllib
import venv
import xml.etree.ElementTree as ET
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
QM_MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")  # first 16 bytes of a .qm file
NOT_COPIED = shutil.ignore_patterns(
    ".git", ".venv", "venv", "build", "dist", "*.egg-info", "__pycache__", ".mypy_cache",
    ".ruff_cache", ".pytest_cache", ".hypothesis", "screenshots", "*.qm", "*.whl")
LANGUAGES = sorted(p.stem.removeprefix("prefgui_") for p in (ROOT / "translations").glob("*.ts"))


def _version() -> str:
    with (ROOT / "pyproject.toml").open("rb") as f:
        return str(tomllib.load(f)["project"]["version"])


def _copy_tree(dest: Path) -> Path:
    shutil.copytree(ROOT, dest, ignore=NOT_COPIED)
    return dest


def _clean_env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    env.update(QT_QPA_PLATFORM="offscreen", PIP_NO_INDEX="1", **extra)
    return env


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    src = _copy_tree(tmp_path_factory.mktemp("build") / "src")
    out = src.parent / "wheels"
    done = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-build-isolation", "--no-deps",
         "--no-index", "--disable-pip-version-check", "-w", str(out), "."],
        cwd=src, capture_output=True, text=True, timeout=900, env=_clean_env())
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    wheels = sorted(out.glob("prefgui-*.whl"))
    assert len(wheels) == 1, wheels
    return wheels[0]


@pytest.fixture(scope="module")
def installed(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh venv with the wheel installed; returns its folder."""
    home = tmp_path_factory.mktemp("installed") / "venv"
    venv.EnvBuilder(with_pip=False).create(home)
    python = home / "bin" / "python"
    site = subprocess.run([python, "-c", "import sysconfig; print(sysconfig.get_paths()"
                           "['purelib'])"], capture_output=True, text=True, check=True)
    # The dependencies come from the test venv (offline); prefgui itself only from the wheel.
    Path(site.stdout.strip(), "test-venv-deps.pth").write_text(
        sysconfig.get_paths()["purelib"] + "\n", encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps",
         "--no-index", "--disable-pip-version-check", str(wheel)],
        capture_output=True, text=True, timeout=600, env=_clean_env())
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    return home


def test_wheel_contains_resources_and_compiled_translations(wheel: Path) -> None:
    assert wheel.name == f"prefgui-{_version()}-py3-none-any.whl"
    with zipfile.ZipFile(wheel) as whl:
        names = set(whl.namelist())
        for name in ("prefgui/resources/fonts/DejaVuSans.ttf",
                     "prefgui/resources/fonts/DejaVuSans-Bold.ttf",
                     "prefgui/resources/fonts/LICENSE-DejaVu.txt",
                     "prefgui/resources/cards/LICENSE.md",
                     "prefgui/resources/icons/prefgui.svg",
                     "prefgui/resources/desktop/io.github.prefgui.Prefgui.desktop",
                     "prefgui/resources/desktop/io.github.prefgui.Prefgui.metainfo.xml",
                     "prefgui/translations/__init__.py",
                     f"prefgui-{_version()}.dist-info/licenses/LICENSE"):
            assert name in names, f"{name} is not in the wheel"
        assert {"de", "cs"} <= set(LANGUAGES)
        for lang in LANGUAGES:  # every translations/*.ts present, whoever added it
            qm = f"prefgui/translations/prefgui_{lang}.qm"
            assert qm in names, f"{qm} was not compiled into the wheel"
            assert whl.read(qm)[:16] == QM_MAGIC, f"{qm} is not a compiled Qt translation"
        assert not any(n.startswith(("tests/", "translations/")) for n in names)
        meta = whl.read(f"prefgui-{_version()}.dist-info/METADATA").decode()
        entry_points = whl.read(f"prefgui-{_version()}.dist-info/entry_points.txt").decode()
    assert "License-Expression: GPL-3.0-or-later" in meta
    assert re.search(r"\[gui_scripts\]\s+prefgui = prefgui.__main__:main", entry_points)
    assert re.search(r"\[console_scripts\]\s+prefgui-cli = prefgui.__main__:main",
                     entry_points)


def _menu_translation(lang: str, source: str) -> str:
    root = ET.parse(ROOT / "translations" / f"prefgui_{lang}.ts").getroot()
    for context in root.iter("context"):
        if context.findtext("name") != "MenuActions":
            continue
        for message in context.iter("message"):
            if message.findtext("source") == source:
                return message.findtext("translation") or ""
    raise AssertionError(f"{source!r} is not translated in prefgui_{lang}.ts")


@pytest.mark.parametrize("lang", ["de", "cs"])
def test_installed_game_starts_in_german_and_czech(installed: Path, tmp_path: Path,
                                                   lang: str) -> None:
    done = subprocess.run(
        [installed / "bin" / "prefgui", "--smoke-test", "--language", lang],
        cwd=tmp_path, capture_output=True, text=True, timeout=600, env=_clean_env())
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    menus = re.search(r"^menus: (.*)$", done.stdout, re.MULTILINE)
    assert menus is not None, done.stdout
    assert _menu_translation(lang, "&Game") in menus.group(1).split(" | ")
    assert "&Game" not in menus.group(1)
    assert "deal finished:" in done.stdout


def test_installed_game_is_the_wheel_and_knows_its_version(installed: Path,
                                                          tmp_path: Path) -> None:
    done = subprocess.run(
        [installed / "bin" / "python", "-c",
         "import prefgui, prefgui.ui.system.paths as p; print(prefgui.__file__); "
         "print(p.translations_dir()); print(prefgui.__version__)"],
        cwd=tmp_path, capture_output=True, text=True, timeout=120, env=_clean_env())
    assert done.returncode == 0, done.stderr
    package, qm_dir, version = done.stdout.split("\n")[:3]
    assert Path(package).is_relative_to(installed) and Path(qm_dir).is_relative_to(installed)
    assert version == _version()
    cli = subprocess.run([installed / "bin" / "prefgui-cli", "--version"], cwd=tmp_path,
                         capture_output=True, text=True, timeout=120, env=_clean_env())
    assert cli.stdout.strip() == f"prefgui {_version()}"


def test_build_without_lrelease_fails_with_a_clear_message(tmp_path: Path) -> None:
    src = _copy_tree(tmp_path / "src")
    done = subprocess.run(
        [sys.executable, "setup.py", "-q", "build_py", "--build-lib", str(tmp_path / "lib")],
        cwd=src, capture_output=True, text=True, timeout=300,
        env=_clean_env(PREFGUI_LRELEASE=str(tmp_path / "no-such-lrelease")))
    assert done.returncode != 0, done.stdout + done.stderr
    assert "PREFGUI_LRELEASE" in done.stderr and "no-such-lrelease" in done.stderr
    assert not list((tmp_path / "lib").rglob("*.qm"))


def test_sdist_carries_tests_data_translations_and_licence(tmp_path: Path) -> None:
    src = _copy_tree(tmp_path / "src")
    done = subprocess.run(
        [sys.executable, "setup.py", "-q", "sdist", "-d", str(tmp_path / "dist")],
        cwd=src, capture_output=True, text=True, timeout=300, env=_clean_env())
    assert done.returncode == 0, done.stderr[-3000:]
    (sdist,) = (tmp_path / "dist").glob("prefgui-*.tar.gz")
    with tarfile.open(sdist) as tar:
        names = {n.split("/", 1)[1] for n in tar.getnames() if "/" in n}
    expected = {"LICENSE", "CHANGELOG.md", "setup.py", "pyproject.toml", "MANIFEST.in",
                "tests/conftest.py", "tests/test_packaging.py"}
    expected |= {f"translations/prefgui_{lang}.ts" for lang in LANGUAGES}
    expected |= {str(p.relative_to(ROOT)) for p in (ROOT / "tests" / "data").rglob("*")
                 if p.is_file()}
    assert expected <= names, sorted(expected - names)
    assert not any(n.endswith(".qm") for n in names)


def test_every_package_of_the_source_is_listed_for_the_wheel() -> None:
    """pyproject.toml names the packages one by one; a package left out is missing from
    the wheel (and from every install that is not editable)."""
    root = Path(__file__).resolve().parents[1]
    listed = set(tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))
                 ["tool"]["setuptools"]["packages"])
    found = {".".join(p.parent.relative_to(root).parts)
             for p in (root / "prefgui").rglob("__init__.py")}
    assert found <= listed, sorted(found - listed)
