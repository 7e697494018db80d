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

Every file is written to a temporary file in its own folder and renamed over its name once
all of them are written: the installation is all or nothing (a full disk leaves the earlier
state, never an entry with empty icons), and a symbolic link planted at one of the names is
replaced, never written through.

``--uninstall-desktop`` removes these files, if they are recognisably the game's (a
symbolic link, or a file that is not what ``--install-desktop`` writes, is left with a
message), the caches the desktop tools made for them
(``applications/mimeinfo.cache``, ``icons/hicolor/icon-theme.cache``) when nothing else is
left for them to describe, and the folders that are left empty. The desktop entry and the
metainfo are the same files that distributions and the Flatpak use (``resources/desktop/``).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import stat
import subprocess
import sys
import tempfile
from pathlib import Path

from prefgui.ui.system.paths import resource_path, xdg_data_home

__all__ = ["APP_ID", "PNG_SIZES", "exec_value", "install", "installed_files", "is_own_file",
           "string_value", "uninstall"]

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


_RESERVED = frozenset(' \t\n"\'\\><~|&;$*?#()`')


def _quote(arg: str) -> str:
    """One Exec argument, quoted as the Desktop Entry Specification asks: an argument with a
    reserved character in double quotes, with ``"``, `` ` ``, ``$`` and ``\\`` escaped by a
    backslash; a ``%`` doubled (``%%``), as a lone one would start a field code."""
    arg = arg.replace("%", "%%")
    if not any(c in _RESERVED for c in arg):
        return arg
    escaped = (arg.replace("\\", "\\\\").replace('"', '\\"').replace("`", "\\`")
               .replace("$", "\\$"))
    return f'"{escaped}"'


def string_value(text: str) -> str:
    """A value of type string in a desktop entry: backslash, newline, tab and carriage
    return escaped (``\\\\``, ``\\n``, ``\\t``, ``\\r``), so that no value can end its line
    and add a key of its own."""
    return (text.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t")
            .replace("\r", "\\r"))


def exec_value(argv: list[str]) -> str:
    """The ``Exec`` value for ``argv``: each argument quoted (:func:`_quote`), then the whole
    escaped as a string value (:func:`string_value`); the specification applies the string
    rule first when reading, so a backslash in a quoted argument is written four times."""
    return string_value(" ".join(_quote(arg) for arg in argv))


def _desktop_entry() -> str:
    text = resource_path("desktop", f"{APP_ID}.desktop").read_text(encoding="utf-8")
    argv = launcher_argv()
    lines: list[str] = []
    for line in text.splitlines():
        if line.startswith("Exec="):
            lines.append(f"Exec={exec_value(argv)}")
            # Menus hide the entry once this program is gone (pipx uninstall without
            # --uninstall-desktop first). A string value, escaped as one.
            lines.append("TryExec=" + string_value(argv[0]))
        elif not line.startswith("TryExec="):
            lines.append(line)
    return "\n".join(lines) + "\n"


def _render_pngs(svg: bytes, sizes: tuple[int, ...]) -> list[bytes]:
    """The SVG icon rendered at each size, as PNG files' bytes (QtSvg; no display needed)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication(["prefgui"])
    renderer = QSvgRenderer(QByteArray(svg))
    if not renderer.isValid():
        raise OSError("the game's icon cannot be read")
    out: list[bytes] = []
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        if not image.save(buffer, "PNG"):  # type: ignore[call-overload]
            raise OSError(f"the {size}×{size} icon cannot be made")
        buffer.close()
        out.append(bytes(data.data()))
    del _app
    return out


def _contents(data_home: Path | None) -> list[tuple[Path, bytes]]:
    """Every installed file with what it holds, made in memory before anything is written."""
    desktop, metainfo, man, svg, *pngs = installed_files(data_home)
    icon = resource_path("icons", "prefgui.svg").read_bytes()
    files = [(desktop, _desktop_entry().encode("utf-8")),
             (metainfo, resource_path("desktop", f"{APP_ID}.metainfo.xml").read_bytes()),
             (man, resource_path("man", MAN_PAGE).read_bytes()),
             (svg, icon)]
    return files + list(zip(pngs, _render_pngs(icon, PNG_SIZES), strict=True))


def _write_temporary(path: Path, data: bytes) -> Path:
    """``data`` in a new temporary file beside ``path`` (created, never opened through a
    link), flushed to the disk; the temporary file is removed if that fails."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            os.fchmod(f.fileno(), 0o644)
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(name)
        raise
    return Path(name)


def install(data_home: Path | None = None) -> int:
    """Install the desktop entry, the icons and the metainfo; return the exit status.

    All or nothing: every file is made and written to a temporary file first; only then are
    they renamed over their names (a rename replaces a symbolic link, never its target).
    """
    written: list[tuple[Path, Path]] = []
    base = data_home or xdg_data_home()
    new_folders = sorted({folder for path in installed_files(data_home)
                          for folder in (path.parent, *path.parent.parents)
                          if folder.is_relative_to(base) and not folder.exists()},
                         key=lambda folder: len(folder.parts), reverse=True)
    try:
        contents = _contents(data_home)
        for path, data in contents:
            written.append((_write_temporary(path, data), path))
        for temporary, path in written:
            os.replace(temporary, path)
    except OSError as e:
        for temporary, _path in written:
            with contextlib.suppress(OSError):
                temporary.unlink()
        for folder in new_folders:  # the folders made for it, deepest first, if empty
            with contextlib.suppress(OSError):
                folder.rmdir()
        print(f"prefgui: the desktop integration could not be installed, nothing was "
              f"changed: {e.strerror or e}", file=sys.stderr)
        return 1
    desktop = contents[0][0]
    _refresh_caches(desktop.parent.parent)
    for _temporary, path in written:
        print(f"installed {path}")
    return 0


def is_own_file(path: Path) -> bool:
    """Whether ``path`` is a file ``install`` wrote: a regular file (never a symbolic link)
    holding what the game installs under that name."""
    try:
        st = path.lstat()
        if not stat.S_ISREG(st.st_mode) or st.st_size > 4 * 1024 * 1024:
            return False
        data = path.read_bytes()
    except OSError:
        return False
    name = path.name
    if name.endswith(".desktop"):
        return f"\nIcon={APP_ID}\n".encode() in data and data.startswith(b"[Desktop Entry]")
    if name.endswith(".metainfo.xml"):
        return f"<id>{APP_ID}</id>".encode() in data
    if name == MAN_PAGE:
        return b".TH PREFGUI 6" in data[:4096]
    if name.endswith(".svg"):
        return b"prefgui's own icon" in data[:4096]
    if name.endswith(".png"):
        size = int(path.parent.parent.name.split("x")[0])
        return (data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
                and int.from_bytes(data[16:20], "big") == size
                and int.from_bytes(data[20:24], "big") == size)
    return False


def uninstall(data_home: Path | None = None) -> int:
    """Remove what ``install`` installed; return the exit status.

    Then the desktop's caches are brought up to date, or removed where nothing is left for
    them to describe (the cache ``update-desktop-database`` made when the game's entry was
    the only one), and every folder the installation left empty, up to the data folder.
    """
    base = data_home or xdg_data_home()
    status = 0
    for path in installed_files(data_home):
        if not os.path.lexists(path):
            continue
        if not is_own_file(path):
            print(f"prefgui: {path} left in place: it is not a file the game installed",
                  file=sys.stderr)
            continue
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
