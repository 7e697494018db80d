"""Desktop integration for pip and pipx installs: ``prefgui --install-desktop``.

Installs, under the user's XDG data folder (``$XDG_DATA_HOME``, default ``~/.local/share``):

- ``applications/<APP_ID>.desktop``: the desktop entry, its ``Exec`` pointing at the
  ``prefgui`` launcher of this installation (a venv's launcher is rarely on PATH);
- ``icons/hicolor/scalable/apps/<APP_ID>.svg`` and ``icons/hicolor/<N>x<N>/apps/<APP_ID>.png``
  for the usual sizes, rendered from the SVG with QtSvg at install time;
- ``metainfo/<APP_ID>.metainfo.xml``: the AppStream metadata (software centres);
- ``man/man6/prefgui.6``: the manual page (``man prefgui`` finds it next to ``~/.local/bin``).

The entry's ``TryExec`` names the launcher too: if the game is uninstalled first (``pipx
uninstall prefgui``), menus hide the entry instead of offering a program that is gone.

``--uninstall-desktop`` removes these files, the caches the desktop tools made for them
(``applications/mimeinfo.cache``, ``icons/hicolor/icon-theme.cache``) when nothing else is
left for them to describe, and the folders that are left empty. The desktop entry and the
metainfo are the same files that distributions and the Flatpak use (``resources/desktop/``).
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
MAN_PAGE = "prefgui.6"


def installed_files(data_home: Path | None = None) -> list[Path]:
    """Every file ``install`` writes (and ``uninstall`` removes)."""
    base = data_home or xdg_data_home()
    hicolor = base / "icons" / "hicolor"
    files = [base / "applications" / f"{APP_ID}.desktop",
             base / "metainfo" / f"{APP_ID}.metainfo.xml",
             base / "man" / "man6" / MAN_PAGE,
             hicolor / "scalable" / "apps" / f"{APP_ID}.svg"]
    files += [hicolor / f"{n}x{n}" / "apps" / f"{APP_ID}.png" for n in PNG_SIZES]
    return files


def launcher_argv() -> list[str]:
    """The command that starts this installation of the game, as a list of arguments."""
    script = Path(sys.argv[0]) if sys.argv and sys.argv[0] else None
    if script is not None and script.name in ("prefgui", "prefgui.exe") and script.exists():
        return [str(script.resolve())]
    found = shutil.which("prefgui")
    if found:
        return [str(Path(found).resolve())]
    return [sys.executable, "-m", "prefgui"]


def launcher_command() -> str:
    """The ``Exec`` command that starts this installation of the game."""
    return " ".join(_quote(arg) for arg in launcher_argv())


def _quote(arg: str) -> str:
    """Quote an Exec argument as the Desktop Entry Specification asks."""
    if not any(c in arg for c in ' \t\n"\'\\><~|&;$*?#()`'):
        return arg
    escaped = arg.replace("\\", "\\\\").replace('"', '\\"').replace("`", "\\`").replace("$", "\\$")
    return f'"{escaped}"'


def _desktop_entry() -> str:
    text = resource_path("desktop", f"{APP_ID}.desktop").read_text(encoding="utf-8")
    argv = launcher_argv()
    lines: list[str] = []
    for line in text.splitlines():
        if line.startswith("Exec="):
            lines.append(f"Exec={launcher_command()}")
            # Menus hide the entry once this program is gone (pipx uninstall without
            # --uninstall-desktop first). A string value: only backslashes are escaped.
            lines.append("TryExec=" + argv[0].replace("\\", "\\\\"))
        elif not line.startswith("TryExec="):
            lines.append(line)
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
    desktop, metainfo, man, svg, *pngs = installed_files(data_home)
    try:
        for path in (desktop, metainfo, man, svg, *pngs):
            path.parent.mkdir(parents=True, exist_ok=True)
        desktop.write_text(_desktop_entry(), encoding="utf-8")
        shutil.copyfile(resource_path("desktop", f"{APP_ID}.metainfo.xml"), metainfo)
        shutil.copyfile(resource_path("man", MAN_PAGE), man)
        shutil.copyfile(resource_path("icons", "prefgui.svg"), svg)
        _render_pngs(svg, list(zip(PNG_SIZES, pngs, strict=True)))
    except OSError as e:
        print(f"prefgui: the desktop integration could not be installed: {e}", file=sys.stderr)
        return 1
    _refresh_caches(desktop.parent.parent)
    for path in (desktop, metainfo, man, svg, *pngs):
        print(f"installed {path}")
    return 0


def uninstall(data_home: Path | None = None) -> int:
    """Remove what ``install`` installed; return the exit status.

    Then the desktop's caches are brought up to date, or removed where nothing is left for
    them to describe (the cache ``update-desktop-database`` made when the game's entry was
    the only one), and every folder the installation left empty, up to the data folder.
    """
    base = data_home or xdg_data_home()
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
    _refresh_caches(base)
    caches = {base / "applications": ("mimeinfo.cache", "*.desktop"),
              base / "icons" / "hicolor": ("icon-theme.cache", "*/*/*.*")}
    for folder, (cache, described) in caches.items():
        if (folder / cache).is_file() and not any(folder.glob(described)):
            try:
                (folder / cache).unlink()
                print(f"removed {folder / cache}")
            except OSError as e:
                print(f"prefgui: cannot remove {folder / cache}: {e}", file=sys.stderr)
                status = 1
    for path in installed_files(data_home):
        _remove_empty_folders(path.parent, base)
    return status


def _remove_empty_folders(folder: Path, base: Path) -> None:
    """Remove ``folder`` and its parents while they are empty, never ``base`` itself."""
    while folder != base and folder.is_relative_to(base):
        try:
            folder.rmdir()  # only an empty folder
        except OSError:
            return
        print(f"removed {folder}")
        folder = folder.parent


def _refresh_caches(base: Path) -> None:
    """Tell the desktop about the change, where the usual tools exist (never required)."""
    commands = [["update-desktop-database", "-q", str(base / "applications")],
                ["gtk-update-icon-cache", "-q", "-t", "-f", str(base / "icons" / "hicolor")]]
    for command in commands:
        if shutil.which(command[0]) and Path(command[-1]).is_dir():
            with contextlib.suppress(OSError, subprocess.SubprocessError):
                subprocess.run(command, capture_output=True, timeout=60, check=False)
