"""The installed game, as a player gets it: built offline from this tree, installed elsewhere.

The wheel is built the way a packager without network builds it (``pip wheel
--no-build-isolation --no-deps --no-index``, with this venv's setuptools and PySide6's
lrelease) from a copy of the source tree, so the checkout is left as it was. It is installed
into a fresh venv outside the working copy, which borrows the test venv's dependencies (PySide6,
pyqtgraph, platformdirs) through a ``.pth`` line but not its editable install of prefgui.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import tomllib
import types
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
LANGUAGES = sorted(p.stem.removeprefix("prefgui_")
                   for p in (ROOT / "translations").glob("prefgui_*.ts"))


def _version() -> str:
    with (ROOT / "pyproject.toml").open("rb") as f:
        return str(tomllib.load(f)["project"]["version"])


def _release_of(version: str) -> str:
    """The release a version is or leads to: ``0.2.0`` for ``0.2.0`` and ``0.2.0.dev0``."""
    from packaging.version import Version

    return Version(version).base_version


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
    # --force-reinstall: where the tests run from an sdist after a normal install, the same
    # version of prefgui is visible through the .pth line, and pip would install nothing.
    done = subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps",
         "--force-reinstall", "--no-index", "--disable-pip-version-check", str(wheel)],
        capture_output=True, text=True, timeout=600, env=_clean_env())
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    return home


EPOCH = "1764547200"  # 2025-12-01: SOURCE_DATE_EPOCH of the sdists built here


def _sdist(src: Path, out: Path, **env: str) -> Path:
    done = subprocess.run(
        [sys.executable, "setup.py", "-q", "sdist", "-d", str(out)],
        cwd=src, capture_output=True, text=True, timeout=300, env=_clean_env(**env))
    assert done.returncode == 0, done.stderr[-3000:]
    (sdist,) = out.glob("prefgui-*.tar.gz")
    return sdist


@pytest.fixture(scope="module")
def sdists(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """The sdists of two checkouts whose files differ only in their times (built once for
    the tests that read an sdist)."""
    base = tmp_path_factory.mktemp("sdists")
    first = _copy_tree(base / "one" / "src")
    second = _copy_tree(base / "two" / "prefgui-checkout")
    for i, path in enumerate(sorted(second.rglob("*"))):
        os.utime(path, (1_800_000_000 + i, 1_800_000_000 + i))
    return (_sdist(first, base / "dist-one", SOURCE_DATE_EPOCH=EPOCH),
            _sdist(second, base / "dist-two", SOURCE_DATE_EPOCH=EPOCH))


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
                     "prefgui/resources/man/prefgui.6",
                     "prefgui/translations/qtbase_sr_Latn.qm",
                     f"prefgui-{_version()}.dist-info/licenses/LICENSE",
                     f"prefgui-{_version()}.dist-info/licenses/resources/fonts/LICENSE-DejaVu.txt",
                     f"prefgui-{_version()}.dist-info/licenses/resources/cards/LICENSE.md"):
            assert name in names, f"{name} is not in the wheel"
        assert {"de", "cs"} <= set(LANGUAGES)
        for lang in LANGUAGES:  # every translations/*.ts present, whoever added it
            qm = f"prefgui/translations/prefgui_{lang}.qm"
            assert qm in names, f"{qm} was not compiled into the wheel"
            assert whl.read(qm)[:16] == QM_MAGIC, f"{qm} is not a compiled Qt translation"
        assert not any(n.startswith(("tests/", "translations/")) for n in names)
        meta = whl.read(f"prefgui-{_version()}.dist-info/METADATA").decode()
        entry_points = whl.read(f"prefgui-{_version()}.dist-info/entry_points.txt").decode()
    assert "License-Expression: GPL-3.0-or-later AND Bitstream-Vera\n" in meta
    assert "License-File: resources/fonts/LICENSE-DejaVu.txt\n" in meta
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
    # the metainfo's screenshot in this language shows the menus the game has today
    shots = json.loads((ROOT / "packaging" / "screenshots" / "shots.json").read_text("utf-8"))
    for shot in (s for s in shots if s["language"] == lang):
        assert shot["menus"] == menus.group(1), (
            f"{shot['file']} is out of date: packaging/screenshots.py --metainfo (its header)")


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


def test_sdist_carries_tests_data_translations_and_licence(sdists: tuple[Path, Path]) -> None:
    sdist = sdists[0]
    with tarfile.open(sdist) as tar:
        names = {n.split("/", 1)[1] for n in tar.getnames() if "/" in n}
    expected = {"LICENSE", "CHANGELOG.md", "setup.py", "pyproject.toml", "MANIFEST.in",
                "tests/conftest.py", "tests/test_packaging.py", "packaging/lock.json",
                "packaging/requirements.txt", "packaging/deps.py", "packaging/manpage.py",
                "resources/man/prefgui.6",
                ".github/workflows/bundles.yml"}  # the packaging tests read them
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


# -- one list of dependencies: pyproject.toml -------------------------------------------------

def _deps_module() -> types.ModuleType:
    """``packaging/deps.py``, which makes the lock and the files generated from it."""
    spec = importlib.util.spec_from_file_location("prefgui_packaging_deps",
                                                  ROOT / "packaging" / "deps.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_the_lock_is_made_from_pyprojects_requirements() -> None:
    deps = _deps_module()
    data = deps.load_lock()
    runtime, build = deps.project_requirements()
    assert data["dependencies"] == runtime, "pyproject.toml changed: python3 packaging/deps.py lock"
    assert data["build_requires"] == build, "pyproject.toml changed: python3 packaging/deps.py lock"
    assert set(data["targets"]) == set(deps.TARGETS)


@pytest.mark.parametrize("target", ["bundle-linux-x86_64", "bundle-windows-amd64",
                                    "bundle-macos-arm64", "flatpak-x86_64", "flatpak-aarch64"])
def test_the_lock_holds_every_requirement_and_nothing_else(target: str) -> None:
    """Walk the requirements from pyproject.toml through every locked package's own
    Requires-Dist, markers evaluated for the target's Python and platform: each is locked at
    a version it accepts, with a wheel for the target, and nothing unreached is locked."""
    from packaging.markers import Marker
    from packaging.requirements import Requirement

    deps = _deps_module()
    data = deps.load_lock()
    env = deps.marker_environment(target)
    packages = data["packages"]
    todo = [Requirement(r) for r in data["dependencies"] + data["build_requires"]]
    reached: set[str] = set()
    while todo:
        req = todo.pop()
        if req.marker is not None and not Marker(str(req.marker)).evaluate(env):
            continue
        name = deps.normalise(req.name)
        assert name in packages, f"{req} (needed on {target}) is not locked"
        entry = packages[name]
        assert req.specifier.contains(entry["version"], prereleases=True), (
            f"{name} {entry['version']} is locked, but {req} is required")
        assert target in entry["files"], f"{name} has no wheel for {target}"
        if name not in reached:
            reached.add(name)
            todo += [Requirement(r) for r in entry["requires_dist"]]
    assert {"fsrs", "typing-extensions", "colorama", "shiboken6", "numpy"} <= reached
    locked_here = {n for n, e in packages.items() if target in e["files"]}
    assert locked_here == reached, f"locked but not required: {sorted(locked_here - reached)}"


def test_the_files_made_from_the_lock_are_current() -> None:
    deps = _deps_module()
    data = deps.load_lock()
    assert deps.REQUIREMENTS.read_text(encoding="utf-8") == deps.requirements_txt(data), (
        "python3 packaging/deps.py render")
    assert deps.MANIFEST.read_text(encoding="utf-8") == deps.manifest(data), (
        "python3 packaging/deps.py render")
    for name, entry in data["packages"].items():
        assert f"\n{name}=={entry['version']} \\\n" in deps.REQUIREMENTS.read_text("utf-8")


def test_no_dependency_is_written_by_hand_outside_pyproject() -> None:
    """The bundle script and the Windows/macOS workflow install the generated pins with
    their hashes, and name no runtime dependency themselves."""
    deps = _deps_module()
    runtime, _build = deps.project_requirements()
    names = {deps.normalise(re.split(r"[<>=!~;\[ ]", r, maxsplit=1)[0]) for r in runtime}
    for path in (ROOT / "packaging" / "build-bundle.sh",
                 ROOT / ".github" / "workflows" / "bundles.yml"):
        text = path.read_text(encoding="utf-8")
        pinned = r"--require-hashes --only-binary=:all: -r \S*requirements\.txt"
        assert re.search(pinned, text), path
        mentioned = {n for n in names
                     if re.search(re.escape(n).replace("\\-", "[-_]"), text, re.I)}
        assert not mentioned, f"{path.name} names {mentioned} itself"


def test_the_flathub_manifest_downloads_each_wheel_with_its_hash_and_the_tagged_game() -> None:
    deps = _deps_module()
    data = deps.load_lock()
    text = deps.manifest(data, file_host="https://files.example")
    urls = re.findall(r"^ {8}url: https://files\.example(/\S+\.whl)\n {8}sha256: ([0-9a-f]{64})$",
                      text, re.MULTILINE)
    wanted = {(f["path"], f["sha256"]) for e in data["packages"].values()
              for t, f in e["files"].items() if t.startswith("flatpak-")}
    assert set(urls) == wanted
    for line in re.findall(r"url: \S+-(?:manylinux\S+)\.whl\n.*\n(.*\n.*)", text):
        assert "only-arches" in line, line
    assert "path: wheels/" not in text and "type: dir" not in text
    assert f"        tag: v{_release_of(_version())}\n" in text
    assert "runtime-version: '26.08'" in text


# -- the manual page ----------------------------------------------------------------------------

def _manpage_module() -> types.ModuleType:
    spec = importlib.util.spec_from_file_location("prefgui_packaging_manpage",
                                                  ROOT / "packaging" / "manpage.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_manual_page_is_made_from_the_current_argument_parser() -> None:
    page = _manpage_module().page()
    assert (ROOT / "resources" / "man" / "prefgui.6").read_text(encoding="utf-8") == page, (
        "the options changed: python3 packaging/manpage.py")
    for option in ("install\\-desktop", "uninstall\\-desktop", "smoke\\-test", '"prefgui replay"',
                   '"prefgui solve"', '"prefgui review"', '"prefgui tournament"',
                   "\\-\\-variant", "\\-\\-knowable"):
        assert option in page, option
    assert '.TH PREFGUI 6 ' in page


@pytest.mark.skipif(shutil.which("groff") is None, reason="groff is not installed")
def test_the_manual_page_formats_without_warnings() -> None:
    done = subprocess.run(["groff", "-man", "-ww", "-z", "-Tutf8",
                           str(ROOT / "resources" / "man" / "prefgui.6")],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and not done.stderr.strip(), done.stderr


# -- the version ------------------------------------------------------------------------------

def test_the_version_says_what_it_is() -> None:
    """pyproject.toml's version is the newest CHANGELOG release, or, while the CHANGELOG has
    unreleased changes, the development version of a later release (0.2.0.dev0)."""
    from packaging.version import Version

    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    releases = re.findall(r"^## \[(\d+\.\d+\.\d+)\] - \d{4}-\d{2}-\d{2}$", text, re.MULTILINE)
    assert releases, "no release heading in CHANGELOG.md"
    unreleased = re.search(r"^## \[Unreleased\]\n(.*?)(?=^## \[)", text, re.MULTILINE | re.DOTALL)
    version = Version(_version())
    if unreleased is not None and unreleased.group(1).strip():
        assert version.is_devrelease and Version(version.base_version) > Version(releases[0]), (
            f"{version}: CHANGELOG.md has unreleased changes after {releases[0]}")
    else:
        assert str(version) == releases[0]
    assert releases == sorted(releases, key=Version, reverse=True)


def test_the_sdist_is_reproducible(sdists: tuple[Path, Path]) -> None:
    """Two checkouts whose files differ only in their times give the same bytes."""
    a, b = sdists
    assert a.name == b.name
    assert a.read_bytes() == b.read_bytes()
    with tarfile.open(a) as tar:
        members = tar.getmembers()
    assert [m.name for m in members] == sorted(m.name for m in members)
    assert {(m.uid, m.gid, m.uname, m.gname) for m in members} == {(0, 0, "", "")}
    assert max(m.mtime for m in members) <= int(EPOCH)


def test_the_screenshot_record_describes_the_metainfos_images() -> None:
    folder = ROOT / "packaging" / "screenshots"
    shots = {s["file"]: s for s in json.loads((folder / "shots.json").read_text("utf-8"))}
    metainfo = ROOT / "resources" / "desktop" / "io.github.prefgui.Prefgui.metainfo.xml"
    images = [i.text or "" for i in ET.parse(metainfo).getroot().iter("image")]
    assert images
    for url in images:
        name = url.rsplit("/packaging/screenshots/", 1)[1]
        assert name in shots, f"{name} was not made by packaging/screenshots.py --metainfo"
        assert hashlib.sha256((folder / name).read_bytes()).hexdigest() == shots[name]["sha256"]
        assert "&" in shots[name]["menus"]


SYSTEM_LOCALES = [("en_US.UTF-8", None), ("de_AT.UTF-8", "de"), ("cs_CZ.UTF-8", "cs"),
                  ("sk_SK.UTF-8", "sk"), ("hu_HU.UTF-8", "hu"), ("hr_HR.UTF-8", "hr"),
                  ("bs_BA.UTF-8", "hr"), ("sr_RS.UTF-8@latin", "sr_Latn"),
                  ("sr_RS.UTF-8", "sr_Latn"), ("sr_ME.UTF-8", "sr_Latn"),
                  ("sl_SI.UTF-8", "sl"), ("ru_RU.UTF-8", "ru")]


@pytest.mark.parametrize(("locale", "lang"), SYSTEM_LOCALES)
def test_the_installed_game_speaks_the_systems_language(installed: Path, tmp_path: Path,
                                                        locale: str, lang: str | None) -> None:
    """LANG alone, as a desktop session sets it: the game's words and Qt's buttons."""
    script = ("import sys\nfrom PySide6.QtWidgets import QApplication\n"
              "from PySide6.QtCore import QCoreApplication as C\n"
              "from prefgui.ui.words.languages import install_translators\n"
              "app = QApplication(sys.argv)\ninstall_translators(app, None)\n"
              "print(C.translate('MenuActions', '&Game'))\n"
              "print(C.translate('QPlatformTheme', 'Cancel'))\n")
    env = {k: v for k, v in _clean_env().items()
           if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")}
    done = subprocess.run([installed / "bin" / "python", "-c", script], cwd=tmp_path,
                          capture_output=True, text=True, timeout=120, env=dict(env, LANG=locale))
    assert done.returncode == 0, done.stderr[-2000:]
    game, cancel = done.stdout.splitlines()[:2]
    if lang is None:
        assert (game, cancel) == ("&Game", "Cancel")
    else:
        assert game == _menu_translation(lang, "&Game") and game != "&Game"
        assert cancel != "Cancel", f"Qt's buttons are English in {locale}"
