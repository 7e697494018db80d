"""Desktop integration for pip and pipx installs: ``prefgui --install-desktop``.

Installs, under the user's XDG data folder (``$XDG_DATA_HOME``, default ``~/.local/share``):

- ``applications/<APP_ID>.desktop``: the desktop entry, its ``Exec`` pointing at the
  ``prefgui`` launcher of this installation (a venv's launcher is rarely on PATH);
- ``icons/hicolor/scalable/apps/<APP_ID>.svg`` and ``icons/hicolor/<N>x<N>/apps/<APP_ID>.png``
  for the usual sizes, rendered from the SVG with QtSvg at install time;
- ``metainfo/<APP_ID>.metainfo.xml``: the AppStream metadata (software centres).

``--uninstall-desktop`` removes exactly these files. The desktop entry and the metainfo are
the same files that distributions and the Flatpak use (``resources/desktop/``).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

from prefgui.ui.system.paths import resource_path, xdg_data_home

__all__ = ["APP_ID", "PNG_SIZES", "install", "installed_files", "uninstall"]

APP_ID = "io.github.prefgui.Prefgui"
"""The reverse-DNS application ID: the project's code host (github.com/prefgui), the only
domain-like name the project controls. Desktop file, metainfo, icons and
``QGuiApplication.desktopFileName`` all use it."""

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def installed_files(data_home: Path | None = None) -> list[Path]:
    """Every file ``install`` writes (and ``uninstall`` removes)."""
    base = data_home or xdg_data_home()
    hicolor = base / "icons" / "hicolor"
    files = [base / "applications" / f"{APP_ID}.desktop",
             base / "metainfo" / f"{APP_ID}.metainfo.xml",
             hicolor / "scalable" / "apps" / f"{APP_ID}.svg"]
    files += [hicolor / f"{n}x{n}" / "apps" / f"{APP_ID}.png" for n in PNG_SIZES]
    return files


def launcher_command() -> str:
    """The ``Exec`` command that starts this installation of the game."""
    script = Path(sys.argv[0]) if sys.argv and sys.argv[0] else None
    if script is not None and script.name in ("prefgui", "prefgui.exe") and script.exists():
        return _quote(str(script.resolve()))
    found = shutil.which("prefgui")
    if found:
        return _quote(str(Path(found).resolve()))
    return f"{_quote(sys.executable)} -m prefgui"


def _quote(arg: str) -> str:
    """Quote an Exec argument as the Desktop Entry Specification asks."""
    if not any(c in arg for c in ' \t\n"\'\\><~|&;$*?#()`'):
        return arg
    escaped = arg.replace("\\", "\\\\").replace('"', '\\"').replace("`", "\\`").replace("$", "\\$")
    return f'"{escaped}"'


def _desktop_entry() -> str:
    text = resource_path("desktop", f"{APP_ID}.desktop").read_text(encoding="utf-8")
    lines = [f"Exec={launcher_command()}" if line.startswith("Exec=") else line
             for line in text.splitlines()]
    return "\n".join(lines) + "\n"


def _render_pngs(svg: Path, targets: list[tuple[int, Path]]) -> None:
    """Render the SVG icon at each size (QtSvg; no window or display needed)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication(["prefgui"])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise OSError(f"the icon {svg} cannot be read")
    for size, target in targets:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        if not image.save(str(target)):
            raise OSError(f"cannot write {target}")
    del _app


def install(data_home: Path | None = None) -> int:
    """Install the desktop entry, the icons and the metainfo; return the exit status."""
    desktop, metainfo, svg, *pngs = installed_files(data_home)
    try:
        for path in (desktop, metainfo, svg, *pngs):
            path.parent.mkdir(parents=True, exist_ok=True)
        desktop.write_text(_desktop_entry(), encoding="utf-8")
        shutil.copyfile(resource_path("desktop", f"{APP_ID}.metainfo.xml"), metainfo)
        shutil.copyfile(resource_path("icons", "prefgui.svg"), svg)
        _render_pngs(svg, list(zip(PNG_SIZES, pngs, strict=True)))
    except OSError as e:
        print(f"prefgui: the desktop integration could not be installed: {e}", file=sys.stderr)
        return 1
    _refresh_caches(desktop.parent.parent)
    for path in (desktop, metainfo, svg, *pngs):
        print(f"installed {path}")
    return 0


def uninstall(data_home: Path | None = None) -> int:
    """Remove what ``install`` installed; return the exit status."""
    status = 0
    for path in installed_files(data_home):
        try:
            path.unlink()
            print(f"removed {path}")
        except FileNotFoundError:
            pass
        except OSError as e:
            print(f"prefgui: cannot remove {path}: {e}", file=sys.stderr)
            status = 1
    _refresh_caches(data_home or xdg_data_home())
    return status


def _refresh_caches(base: Path) -> None:
    """Tell the desktop about the change, where the usual tools exist (never required)."""
    commands = [["update-desktop-database", "-q", str(base / "applications")],
                ["gtk-update-icon-cache", "-q", "-t", "-f", str(base / "icons" / "hicolor")]]
    for command in commands:
        if shutil.which(command[0]) and Path(command[-1]).is_dir():
            with contextlib.suppress(OSError, subprocess.SubprocessError):
                subprocess.run(command, capture_output=True, timeout=60, check=False)
