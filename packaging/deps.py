#!/usr/bin/env python3
"""The runtime dependencies of every binary route, made from ``pyproject.toml`` alone.

``pyproject.toml`` is the one place where dependencies are written by hand: the
``[project] dependencies`` (what the game needs to run) and the ``[build-system] requires``
(what builds it: setuptools, and PySide6 for lrelease). Everything else is made from them:

- ``packaging/lock.json``: the resolution, for each target (the bundles' Python 3.11 on Linux,
  Windows and macOS; the Flatpak runtime's Python on x86_64 and aarch64), of every package
  with its version, its own requirements (``Requires-Dist``) and, per target, the wheel's file
  name, its path on the registry's file host and its sha256. Made by ``lock`` (needs the
  package registry); nothing else here needs the network.
- ``packaging/requirements.txt``: the same pins with every wheel's sha256, installed with
  ``pip install --require-hashes`` by ``build-bundle.sh`` and ``.github/workflows/bundles.yml``
  and by the Flatpak's build.
- ``packaging/flatpak/io.github.prefgui.Prefgui.yml``: the Flatpak manifest, each wheel a
  ``file`` source with its sha256 (and ``only-arches`` for the compiled ones).

``tests/test_packaging.py`` checks offline that all of this matches ``pyproject.toml``: the
lock was made from today's requirements, every requirement of every locked package (for each
target's Python and platform, markers evaluated) is locked at a version it accepts, nothing
else is locked, and the generated files are what ``render`` writes now.

Usage::

    python3 packaging/deps.py lock        # after changing a dependency: resolve, then render
    python3 packaging/deps.py render      # after changing this script's templates
    python3 packaging/deps.py flathub --file-host URL [-o FILE]
        # the Flathub manifest: each wheel from URL + its registry path, the game from the
        # release's git tag (see packaging/README.md, "Flathub")

Package registry host names are not written into the repository: the lock keeps each wheel's
path on the file host, and ``flathub`` is given the host when the manifest is submitted.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
LOCK = HERE / "lock.json"
REQUIREMENTS = HERE / "requirements.txt"
MANIFEST = HERE / "flatpak" / "io.github.prefgui.Prefgui.yml"
APP_ID = "io.github.prefgui.Prefgui"
REPOSITORY = "https://github.com/prefgui/prefgui.git"

# The Flatpak runtime: freedesktop 26.08 (released September 2026, supported until the
# release after next, i.e. into 2028), whose Python is 3.14. Qt comes from the PySide6 wheel
# (see packaging/README.md, "Flatpak": why not a KDE runtime).
FLATPAK_RUNTIME = "org.freedesktop.Platform"
FLATPAK_SDK = "org.freedesktop.Sdk"
FLATPAK_BRANCH = "26.08"
FLATPAK_PYTHON = "3.14"


def _linux(arch: str, newest_glibc: int) -> list[str]:
    return [f"manylinux_2_{n}_{arch}" for n in range(newest_glibc, 16, -1)] + [
        f"manylinux2014_{arch}"]


TARGETS: dict[str, dict[str, Any]] = {
    # PyInstaller bundles (build-bundle.sh, bundles.yml): Python 3.11, the oldest supported.
    "bundle-linux-x86_64": {
        "python": "3.11", "platforms": _linux("x86_64", 39),
        "markers": {"sys_platform": "linux", "platform_system": "Linux",
                    "platform_machine": "x86_64", "os_name": "posix"}},
    "bundle-windows-amd64": {
        "python": "3.11", "platforms": ["win_amd64"],
        "markers": {"sys_platform": "win32", "platform_system": "Windows",
                    "platform_machine": "AMD64", "os_name": "nt"}},
    "bundle-macos-arm64": {
        "python": "3.11", "platforms": [f"macosx_{v}_0_arm64" for v in (14, 13, 12, 11)]
        + [f"macosx_{v}_0_universal2" for v in (14, 13, 12, 11)],
        "markers": {"sys_platform": "darwin", "platform_system": "Darwin",
                    "platform_machine": "arm64", "os_name": "posix"}},
    "flatpak-x86_64": {
        "python": FLATPAK_PYTHON, "platforms": _linux("x86_64", 39), "arch": "x86_64",
        "markers": {"sys_platform": "linux", "platform_system": "Linux",
                    "platform_machine": "x86_64", "os_name": "posix"}},
    "flatpak-aarch64": {
        "python": FLATPAK_PYTHON, "platforms": _linux("aarch64", 39), "arch": "aarch64",
        "markers": {"sys_platform": "linux", "platform_system": "Linux",
                    "platform_machine": "aarch64", "os_name": "posix"}},
}


def project_requirements() -> tuple[list[str], list[str]]:
    """(``[project] dependencies``, ``[build-system] requires``) of ``pyproject.toml``."""
    with (ROOT / "pyproject.toml").open("rb") as f:
        data = tomllib.load(f)
    return list(data["project"]["dependencies"]), list(data["build-system"]["requires"])


def project_version() -> str:
    with (ROOT / "pyproject.toml").open("rb") as f:
        return str(tomllib.load(f)["project"]["version"])


def marker_environment(target: str) -> dict[str, str]:
    """The environment markers of a target (PEP 508), for evaluating ``Requires-Dist``."""
    spec = TARGETS[target]
    env = {"python_version": spec["python"], "python_full_version": spec["python"] + ".0",
           "implementation_name": "cpython", "platform_python_implementation": "CPython",
           "implementation_version": spec["python"] + ".0", "platform_release": "",
           "platform_version": "", "extra": ""}
    env.update(spec["markers"])
    return env


def normalise(name: str) -> str:
    """A distribution name as PEP 503 compares them."""
    return re.sub(r"[-_.]+", "-", name).lower()


# -- lock (online) ---------------------------------------------------------------------------

def _resolve(target: str, requirements: list[str], work: Path) -> list[dict[str, Any]]:
    spec = TARGETS[target]
    report = work / f"{target}.json"
    platforms = [arg for p in spec["platforms"] for arg in ("--platform", p)]
    py = spec["python"].replace(".", "")
    # --isolated: no user or site configuration (another index, constraints) changes the result.
    env = {k: v for k, v in os.environ.items() if not k.startswith("PIP_")}
    subprocess.run(
        [sys.executable, "-m", "pip", "--isolated", "install", "--dry-run", "--quiet",
         "--ignore-installed", "--only-binary=:all:", "--target", str(work / "t"),
         "--python-version", spec["python"], "--implementation", "cp", "--abi", f"cp{py}",
         "--abi", "abi3", "--abi", "none", *platforms, "--report", str(report),
         *requirements], check=True, env=env)
    return list(json.loads(report.read_text(encoding="utf-8"))["install"])


def lock() -> dict[str, Any]:
    """Resolve ``pyproject.toml``'s requirements for every target; the lock's content."""
    runtime, build = project_requirements()
    packages: dict[str, dict[str, Any]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for target in TARGETS:
            for item in _resolve(target, runtime + build, Path(tmp)):
                meta = item["metadata"]
                name = normalise(meta["name"])
                url = item["download_info"]["url"]
                entry = packages.setdefault(name, {
                    "name": meta["name"], "version": meta["version"],
                    "requires_dist": sorted(meta.get("requires_dist") or []), "files": {}})
                if entry["version"] != meta["version"]:
                    raise SystemExit(f"{name}: {entry['version']} for one target, "
                                     f"{meta['version']} for {target}; pin it in pyproject.toml")
                if urlsplit(url).scheme not in ("https", "http"):
                    raise SystemExit(f"{name} came from {url}, not from the package registry")
                entry["files"][target] = {
                    "filename": url.rsplit("/", 1)[1], "path": urlsplit(url).path,
                    "sha256": item["download_info"]["archive_info"]["hashes"]["sha256"]}
    return {"comment": "Generated by packaging/deps.py lock from pyproject.toml: do not edit.",
            "dependencies": runtime, "build_requires": build,
            "targets": {t: {"python": s["python"], "platforms": s["platforms"]}
                        for t, s in TARGETS.items()},
            "packages": dict(sorted(packages.items()))}


# -- render (offline) ------------------------------------------------------------------------

def load_lock() -> dict[str, Any]:
    return dict(json.loads(LOCK.read_text(encoding="utf-8")))


def requirements_txt(data: dict[str, Any]) -> str:
    """``packaging/requirements.txt``: every locked package, pinned, with all its hashes."""
    lines = ["# Generated by packaging/deps.py from pyproject.toml (via packaging/lock.json): "
             "do not edit.",
             "# The runtime dependencies and the build requirements of prefgui, pinned, with",
             "# the sha256 of each wheel for the bundles (Linux, Windows, macOS; Python 3.11)",
             f"# and the Flatpak (x86_64, aarch64; Python {FLATPAK_PYTHON}). Install with",
             "#     pip install --require-hashes --only-binary=:all: -r packaging/requirements.txt"]
    for name, entry in data["packages"].items():
        hashes = sorted({f["sha256"] for f in entry["files"].values()})
        lines.append(f"{name}=={entry['version']} \\")
        lines += [f"    --hash=sha256:{h}" + (" \\" if i < len(hashes) - 1 else "")
                  for i, h in enumerate(hashes)]
    return "\n".join(lines) + "\n"


def flatpak_wheels(data: dict[str, Any]) -> list[tuple[str, str, str, list[str]]]:
    """(file name, registry path, sha256, architectures) of every wheel the Flatpak installs;
    architectures empty for a wheel that serves both."""
    by_file: dict[str, tuple[str, str, list[str]]] = {}
    for entry in data["packages"].values():
        for target, f in entry["files"].items():
            arch = TARGETS[target].get("arch")
            if arch is None:
                continue
            _path, _sha, arches = by_file.setdefault(f["filename"], (f["path"], f["sha256"], []))
            arches.append(arch)
    all_arches = sorted({t["arch"] for t in TARGETS.values() if "arch" in t})
    return [(name, path, sha, [] if sorted(arches) == all_arches else sorted(arches))
            for name, (path, sha, arches) in sorted(by_file.items())]


SITE = f"/lib/python{FLATPAK_PYTHON}/site-packages"

# Unused parts of the PySide6 wheel (the game imports QtCore, QtGui, QtWidgets, QtSvg and,
# through pyqtgraph, QtOpenGL/QtOpenGLWidgets; see packaging/README.md for the sizes).
QT_CLEANUP = [
    "/bin/pyside6-*", "/bin/shiboken6*", "/bin/f2py", "/bin/numpy-config",
    f"{SITE}/setuptools", f"{SITE}/setuptools-*", f"{SITE}/_distutils_hack",
    f"{SITE}/distutils-precedence.pth",
    f"{SITE}/PySide6/Qt/qml", f"{SITE}/PySide6/Qt/metatypes", f"{SITE}/PySide6/include",
    f"{SITE}/PySide6/typesystems", f"{SITE}/PySide6/glue", f"{SITE}/PySide6/scripts",
    f"{SITE}/PySide6/Qt/libexec", f"{SITE}/PySide6/Qt/plugins/designer",
    f"{SITE}/PySide6/Qt/plugins/qmltooling", f"{SITE}/PySide6/Qt/plugins/qmllint",
    f"{SITE}/PySide6/Qt/lib/libQt6Designer*", f"{SITE}/PySide6/Qt/lib/libQt6Quick*",
    f"{SITE}/PySide6/Qt/lib/libQt6Qml*", f"{SITE}/PySide6/Qt/lib/libQt6LabsStyleKit*",
    f"{SITE}/PySide6/Qt/lib/libQt6WaylandCompositor*", f"{SITE}/PySide6/Qt/lib/libQt6ShaderTools*",
    f"{SITE}/PySide6/Qt/translations/assistant_*", f"{SITE}/PySide6/Qt/translations/designer_*",
    f"{SITE}/PySide6/Qt/translations/linguist_*", f"{SITE}/PySide6/Qt/translations/qt_help_*",
    f"{SITE}/PySide6/Qt*.pyi", f"{SITE}/PySide6/*.exe",
]
PYSIDE_TOOLS = ["assistant", "designer", "linguist", "lrelease", "lupdate", "qmlformat",
                "qmlls", "qmllint", "qmltyperegistrar", "balsam", "balsamui", "qsb", "svgtoqml",
                "qmlimportscanner", "qmlcachegen", "rcc", "uic", "androiddeployqt"]
QT_CLEANUP += [f"{SITE}/PySide6/{tool}" for tool in PYSIDE_TOOLS]
QT_CLEANUP += [f"{SITE}/PySide6/Qt{m}.abi3.so" for m in (
    "Qml", "Quick", "QuickControls2", "QuickWidgets", "QuickTest", "Designer", "UiTools",
    "Help", "Sql", "Test", "Xml", "Network", "NetworkAuth", "Concurrent", "DBus", "StateMachine",
    "PrintSupport", "HttpServer", "Multimedia", "MultimediaWidgets", "WebSockets")]

PREFGUI_BUILD = [
    # setup.py compiles translations/*.ts with PySide6's lrelease, installed just before.
    "pip3 install --no-index --no-deps --no-build-isolation --prefix=${FLATPAK_DEST} .",
    "install -Dm644 resources/desktop/${FLATPAK_ID}.desktop -t ${FLATPAK_DEST}/share/applications",
    "install -Dm644 resources/desktop/${FLATPAK_ID}.metainfo.xml -t ${FLATPAK_DEST}/share/metainfo",
    "install -Dm644 resources/icons/prefgui.svg "
    "${FLATPAK_DEST}/share/icons/hicolor/scalable/apps/${FLATPAK_ID}.svg",
    "install -Dm644 packaging/icons/prefgui-256.png "
    "${FLATPAK_DEST}/share/icons/hicolor/256x256/apps/${FLATPAK_ID}.png",
    "install -Dm644 resources/man/prefgui.6 -t ${FLATPAK_DEST}/share/man/man6",
    "install -Dm644 LICENSE resources/fonts/LICENSE-DejaVu.txt resources/cards/LICENSE.md "
    "-t ${FLATPAK_DEST}/share/licenses/${FLATPAK_ID}",
    # The runtime must give what the wheel's Qt links to (xcb, Wayland, EGL, fontconfig): a
    # missing library fails the build here rather than the game at its start.
    "! ldd " + " ".join(f"${{FLATPAK_DEST}}{SITE}/PySide6/Qt/plugins/platforms/libq{p}.so"
                        for p in ("xcb", "wayland")) + " | grep 'not found'",
    "env -u PYTHONPATH python3 -c 'import prefgui.ui.app, PySide6.QtSvg'",
]


def _yaml_list(items: list[str], indent: int) -> list[str]:
    return [" " * indent + "- " + _quote(i) for i in items]


def _quote(text: str) -> str:
    if re.fullmatch(r"[A-Za-z0-9_./=-][A-Za-z0-9_./=*${}:, -]*", text) and ": " not in text \
            and not text.endswith(":"):
        return text
    return "'" + text.replace("'", "''") + "'"


def manifest(data: dict[str, Any], file_host: str | None = None,
             version: str | None = None, commit: str | None = None) -> str:
    """The Flatpak manifest.

    Without ``file_host`` (the committed one): the wheels are local files fetched by
    ``packaging/flatpak/fetch-wheels.sh`` and the game is this source tree. With it (for
    Flathub): every wheel from ``file_host`` + its path, the game from the git tag
    ``v<version>`` of this release and its ``commit`` (Flathub wants both).
    """
    flathub = file_host is not None
    # the release this is or leads to: a development version 0.2.0.dev0 is built from v0.2.0
    version = re.sub(r"\.dev\d+$", "", version or project_version())
    head = [
        "# Flatpak manifest of prefgui. Generated by packaging/deps.py from pyproject.toml and",
        "# packaging/lock.json: do not edit (change deps.py, then `python3 packaging/deps.py "
        "render`).",
    ]
    if flathub:
        head += [f"# For Flathub: prefgui {version} from its git tag, the wheels from the "
                 "package registry."]
    else:
        head += ["# Local build (packaging/README.md, \"Flatpak\"): "
                 "packaging/flatpak/fetch-wheels.sh,",
                 "# then flatpak-builder --user --install --force-clean build-dir \\",
                 "#   packaging/flatpak/io.github.prefgui.Prefgui.yml",
                 "# The Flathub manifest is the same with download URLs and the release's git tag",
                 "# (python3 packaging/deps.py flathub --file-host URL)."]
    lines = head + [
        f"id: {APP_ID}",
        f"runtime: {FLATPAK_RUNTIME}",
        f"runtime-version: '{FLATPAK_BRANCH}'",
        f"sdk: {FLATPAK_SDK}",
        "command: prefgui",
        "finish-args:",
        "  - --share=ipc",
        "  - --socket=wayland",
        "  - --socket=fallback-x11",
        "  - --device=dri",
        "cleanup:",
        *_yaml_list(QT_CLEANUP, 2),
        "modules:",
        "  - name: python3-prefgui-dependencies",
        "    buildsystem: simple",
        "    build-commands:",
        "      - pip3 install --no-index --no-deps --no-build-isolation --prefix=${FLATPAK_DEST}",
        "        --find-links=file://${PWD} "
        + " ".join(f"{n}=={e['version']}" for n, e in data["packages"].items()),
        "    sources:",
    ]
    for name, path, sha, arches in flatpak_wheels(data):
        lines.append("      - type: file")
        if file_host is not None:  # flatpak-builder checks the sha256 of a download
            lines.append(f"        url: {file_host.rstrip('/')}{path}")
            lines.append(f"        sha256: {sha}")
        else:  # fetch-wheels.sh checked it (pip download --require-hashes)
            lines.append(f"        path: wheels/{name}")
        if arches:
            lines.append("        only-arches:")
            lines += _yaml_list(arches, 10)
    lines += [
        "  - name: prefgui",
        "    buildsystem: simple",
        "    build-options:",
        "      env:",
        f"        PYTHONPATH: /app{SITE}",
        "    build-commands:",
        *_yaml_list(PREFGUI_BUILD, 6),
        "    sources:",
    ]
    if flathub:
        lines += ["      - type: git", f"        url: {REPOSITORY}", f"        tag: v{version}"]
        if commit:
            lines.append(f"        commit: {commit}")
    else:
        lines += ["      - type: dir", "        path: ../..", "        skip:",
                  *_yaml_list([".venv", "build", "dist", "packaging/flatpak/wheels",
                               ".flatpak-builder", "build-dir"], 10)]
    return "\n".join(lines) + "\n"


def render() -> None:
    data = load_lock()
    REQUIREMENTS.write_text(requirements_txt(data), encoding="utf-8")
    MANIFEST.write_text(manifest(data), encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = p.add_subparsers(dest="command", required=True)
    sub.add_parser("lock", help="resolve pyproject.toml's requirements (needs the registry)")
    sub.add_parser("render", help="write requirements.txt and the Flatpak manifest")
    f = sub.add_parser("flathub", help="the Flathub manifest (wheel URLs, the release's tag)")
    f.add_argument("--file-host", required=True,
                   help="scheme and host of the registry's file URLs (e.g. https://…)")
    f.add_argument("--commit", help="the commit the release tag names (default: the local tag's, "
                   "git rev-parse v<version>^{commit})")
    f.add_argument("-o", "--output", type=Path, help="file to write (default: standard output)")
    args = p.parse_args(argv)
    if args.command == "lock":
        LOCK.write_text(json.dumps(lock(), indent=1) + "\n", encoding="utf-8")
        render()
    elif args.command == "render":
        render()
    else:
        tag = "v" + re.sub(r"\.dev\d+$", "", project_version())
        commit = args.commit
        if commit is None:
            found = subprocess.run(["git", "rev-parse", "--verify", "-q", tag + "^{commit}"],
                                   cwd=ROOT, capture_output=True, text=True, check=False)
            if found.returncode != 0:
                raise SystemExit(f"no tag {tag} here: tag the release first (packaging/README.md, "
                                 "\"Releases\"), or give --commit")
            commit = found.stdout.strip()
        text = manifest(load_lock(), file_host=args.file_host, commit=commit)
        if args.output:
            args.output.write_text(text, encoding="utf-8")
        else:
            sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
