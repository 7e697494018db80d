"""Where things are found at run time: the one place that chooses every folder.

Bundled, read-only data (resources, compiled translations) is located with
``importlib.resources``, so it is found wherever the package is installed: a wheel, an
editable install or a PyInstaller bundle. The player's own data and configuration are in the
platform's per-user folders as ``platformdirs`` names them (Linux: ``$XDG_DATA_HOME/prefgui``
and ``$XDG_CONFIG_HOME/prefgui``; Windows: ``%APPDATA%\\prefgui``; macOS:
``~/Library/Application Support/prefgui``). The environment variable ``PREFGUI_HOME`` puts
both below one folder instead (``data/`` and ``config/``): a portable install, the smoke test
and the test suite use it so that they never touch the player's real saves.

platformdirs rather than ``QStandardPaths``: the folders are the same on every platform, but
Qt-free code (the command line, the packaging tools) can compute them without a
QApplication, and the settings file is a plain INI file the player can find and back up on
every platform (Qt would use the registry on Windows and a plist on macOS).
"""

from __future__ import annotations

import os
from importlib import resources
from importlib.abc import Traversable
from pathlib import Path

import platformdirs
from PySide6.QtCore import QSettings

__all__ = ["APP_NAME", "config_dir", "data_dir", "open_settings", "resource_path",
           "sessions_dir", "settings_file", "shared_data_dirs", "translations_dir",
           "xdg_data_home"]

APP_NAME = "prefgui"
HOME_VARIABLE = "PREFGUI_HOME"

_CHECKOUT = Path(__file__).resolve().parents[3]
_CHECKOUT_RESOURCES = _CHECKOUT / "resources"


def package_files() -> Traversable | None:
    """The ``prefgui.resources`` package of an installed wheel, if there is one."""
    try:
        return resources.files("prefgui.resources")
    except (ModuleNotFoundError, TypeError):
        return None


def resource_path(*parts: str) -> Path:
    """The path of a bundled resource.

    An installed wheel carries the resources as the package ``prefgui.resources`` (mapped
    from the top-level ``resources/`` folder in ``pyproject.toml``); a source checkout has
    them in the top-level ``resources/`` folder next to the ``prefgui`` package, which is
    the fallback.

    Args:
        *parts: path components below the resources folder, e.g. ``"fonts",
            "DejaVuSans.ttf"``.

    Returns:
        The path; it may not exist if the resource is not bundled.

    >>> resource_path("fonts", "DejaVuSans.ttf").name
    'DejaVuSans.ttf'
    """
    root = package_files()
    if root is not None:
        candidate = root
        for part in parts:  # one at a time: a namespace package's path takes one
            candidate = candidate.joinpath(part)
        if isinstance(candidate, Path) and candidate.exists():
            return candidate
    return _CHECKOUT_RESOURCES.joinpath(*parts)


def translations_dir() -> Path:
    """The folder of the compiled translations (``prefgui_<lang>.qm``).

    They are package data of ``prefgui.translations`` (compiled from ``translations/*.ts``
    at build time), so ``importlib.resources`` finds them in a wheel, an editable install
    and a PyInstaller bundle alike. Qt loads them from a folder, so the package must be
    installed unzipped (pip, pipx and PyInstaller all do so).
    """
    return Path(str(resources.files("prefgui.translations")))


def _home_override() -> Path | None:
    value = os.environ.get(HOME_VARIABLE, "")
    return Path(value) if value else None


def data_dir() -> Path:
    """The player's data folder (saved sessions); not created here."""
    home = _home_override()
    if home is not None:
        return home / "data"
    return platformdirs.user_data_path(APP_NAME, appauthor=False, roaming=True)


def config_dir() -> Path:
    """The player's configuration folder (the settings file); not created here."""
    home = _home_override()
    if home is not None:
        return home / "config"
    return platformdirs.user_config_path(APP_NAME, appauthor=False, roaming=True)


def sessions_dir() -> Path:
    """The folder of saved sessions.

    Before platformdirs chose the folders, Qt put them one level deeper
    (``<data>/prefgui/prefgui/sessions``); such a folder is moved to the new place once.
    """
    folder = data_dir() / "sessions"
    legacy = data_dir() / APP_NAME / "sessions"
    if not folder.exists() and legacy.is_dir():
        try:
            legacy.rename(folder)
        except OSError:
            return legacy
    return folder


def settings_file() -> Path:
    """The INI file of the player's settings (on Linux the file Qt used before)."""
    return config_dir() / f"{APP_NAME}.conf"


def open_settings(legacy: QSettings | None = None) -> QSettings:
    """The player's settings store (``settings_file()``, INI format on every platform).

    The first time, settings that Qt kept in its native store (registry on Windows, plist on
    macOS; on Linux it was this same file) are copied in, unless ``PREFGUI_HOME`` is set.

    Args:
        legacy: the old store to copy from (default: ``QSettings("prefgui", "prefgui")``).
    """
    path = settings_file()
    fresh = not path.exists()
    store = QSettings(str(path), QSettings.Format.IniFormat)
    if fresh and _home_override() is None:
        old = legacy if legacy is not None else QSettings(APP_NAME, APP_NAME)
        for key in old.allKeys():
            store.setValue(key, old.value(key))
        store.sync()
    return store


def xdg_data_home() -> Path:
    """The user's XDG data folder, where desktop entries, icons and metainfo are installed.

    ``$XDG_DATA_HOME``, default ``~/.local/share`` (``PREFGUI_HOME`` does not move it: the
    desktop looks for its entries there only).
    """
    return platformdirs.user_data_path()


def shared_data_dirs() -> list[Path]:
    """The user's and the system's data folders (where other programs install card decks).

    Linux: ``$XDG_DATA_HOME`` then ``$XDG_DATA_DIRS`` (default ``/usr/local/share`` and
    ``/usr/share``, which are always searched), without repeats.
    """
    found: list[Path] = []
    candidates = [platformdirs.user_data_path()]
    candidates += [Path(p) for p in platformdirs.site_data_dir(multipath=True).split(os.pathsep)]
    candidates += [Path("/usr/share"), Path("/usr/local/share")]
    for folder in candidates:
        if str(folder) and folder not in found:
            found.append(folder)
    return found
