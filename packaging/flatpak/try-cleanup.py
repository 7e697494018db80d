#!/usr/bin/env python3
"""Try the Flatpak manifest's ``cleanup`` on this machine, without Flatpak: does the game
still start, and how much does it save?

Installs the pinned wheels (``packaging/requirements.txt``) and the game from this tree into
a scratch prefix the way the manifest does (``pip install --prefix``), measures it, deletes
what the manifest's ``cleanup`` list names (``packaging/deps.py``, with this Python's
``lib/pythonX.Y/site-packages`` for the runtime's), measures again, and then, from the
cleaned prefix: imports every module the game and pyqtgraph use, runs ``--smoke-test`` (the
computer players play a whole deal; Serbian from ``LANG=sr_RS.UTF-8@latin``), and, when
``Xvfb`` is installed, the same on a real X server (``QT_QPA_PLATFORM=xcb``: the xcb platform
plugin and the libraries it needs survived). Needs the package registry for the wheels.

Usage::

    python3 packaging/flatpak/try-cleanup.py [--work DIR]
"""

from __future__ import annotations

import argparse
import glob
import importlib.util
import os
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]


def _deps():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("prefgui_packaging_deps", HERE.parent / "deps.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def mib(n: int) -> str:
    return f"{n / 2**20:.0f} MiB"


def run(cmd: list[str], env: dict[str, str], cwd: Path) -> str:
    done = subprocess.run(cmd, env=env, cwd=cwd, capture_output=True, text=True, timeout=900)
    if done.returncode != 0:
        raise SystemExit(f"failed: {' '.join(cmd)}\n{done.stdout[-2000:]}{done.stderr[-3000:]}")
    return done.stdout


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--work", type=Path, help="scratch folder (default: a temporary one)")
    args = ap.parse_args()
    work = args.work or Path(tempfile.mkdtemp(prefix="prefgui-flatpak-cleanup-"))
    work.mkdir(parents=True, exist_ok=True)
    prefix = work / "app"
    shutil.rmtree(prefix, ignore_errors=True)
    deps = _deps()
    site_rel = Path(sysconfig.get_path("purelib", vars={"base": "/x", "platbase": "/x"})
                    ).relative_to("/x")
    site = prefix / site_rel
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "-q"]
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    start = time.monotonic()
    run([*pip, "install", "--prefix", str(prefix), "--no-deps", "--require-hashes",
         "--only-binary=:all:", "-r", str(HERE.parent / "requirements.txt")], env, work)
    build_env = dict(env, PYTHONPATH=str(site))
    run([*pip, "install", "--prefix", str(prefix), "--no-deps", "--no-build-isolation",
         str(ROOT)], build_env, work)
    before = size(prefix)
    scripts = sorted(p.name for p in (prefix / "bin").iterdir())
    print(f"installed into {prefix} in {time.monotonic() - start:.0f} s: {mib(before)}, "
          f"PySide6 {mib(size(site / 'PySide6'))}; bin/: {len(scripts)} scripts, "
          f"{sum(s.startswith('pyside6-') for s in scripts)} of them pyside6-*")
    removed = 0
    runtime_site = deps.SITE.lstrip("/")
    for pattern in deps.QT_CLEANUP:
        local = pattern.lstrip("/").replace(runtime_site, str(site_rel))
        for hit in glob.glob(str(prefix / local)):
            path = Path(hit)
            removed += size(path) if path.is_dir() else path.stat().st_size
            shutil.rmtree(path) if path.is_dir() else path.unlink()
    after = size(prefix)
    scripts = sorted(p.name for p in (prefix / "bin").iterdir())
    print(f"after the manifest's cleanup: {mib(after)} ({mib(before - after)} less), "
          f"PySide6 {mib(size(site / 'PySide6'))}; bin/: {' '.join(scripts)}")
    game_env = dict(env, PYTHONPATH=str(site), QT_QPA_PLATFORM="offscreen",
                    PREFGUI_HOME=str(work / "home"))
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        game_env.pop(var, None)
    modules = ("prefgui.ui.app, prefgui.ui.smoke, prefgui.coach.drills, PySide6.QtSvg, "
               "PySide6.QtOpenGL, PySide6.QtOpenGLWidgets, pyqtgraph, numpy, fsrs, platformdirs")
    run([sys.executable, "-c", f"import {modules}"], game_env, work)
    print(f"imports: {modules}: ok")
    out = run([sys.executable, "-m", "prefgui", "--smoke-test"],
              dict(game_env, LANG="sr_RS.UTF-8@latin"), work)
    print("offscreen, LANG=sr_RS.UTF-8@latin: " + " / ".join(
        line for line in out.splitlines() if line.startswith(("menus:", "deal finished:"))))
    xvfb = shutil.which("Xvfb")
    if xvfb:
        server = subprocess.Popen([xvfb, ":97", "-screen", "0", "1280x800x24"],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            time.sleep(2)
            out = run([sys.executable, "-m", "prefgui", "--smoke-test", "--language", "de"],
                      dict(game_env, QT_QPA_PLATFORM="xcb", DISPLAY=":97"), work)
            print("xcb (Xvfb), German: " + " / ".join(
                line for line in out.splitlines()
                if line.startswith(("menus:", "deal finished:"))))
        finally:
            server.terminate()
            server.wait(timeout=30)
    else:
        print("Xvfb is not installed: the xcb platform plugin was not tried")
    return 0


if __name__ == "__main__":
    sys.exit(main())
