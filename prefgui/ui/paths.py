"""Where things are found at run time: bundled resources, translations, saved sessions."""

from __future__ import annotations

from importlib import resources
from importlib.abc import Traversable
from pathlib import Path

__all__ = ["resource_path", "sessions_dir", "translations_dir"]

_CHECKOUT = Path(__file__).resolve().parents[2]
_CHECKOUT_RESOURCES = _CHECKOUT / "resources"


def _package_files() -> Traversable | None:
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
    root = _package_files()
    if root is not None:
        candidate = root
        for part in parts:  # one at a time: a namespace package's path takes one
            candidate = candidate.joinpath(part)
        if isinstance(candidate, Path) and candidate.exists():
            return candidate
    return _CHECKOUT_RESOURCES.joinpath(*parts)


def translations_dir() -> Path:
    """The folder of the compiled translations (``prefgui_<lang>.qm``)."""
    try:
        root = resources.files("prefgui.translations")
        if isinstance(root, Path) and root.is_dir():
            return root
    except (ModuleNotFoundError, TypeError):
        pass
    return _CHECKOUT / "translations"


def sessions_dir() -> Path:
    """The folder of saved sessions (the user's data folder; a test folder under tests)."""
    from PySide6.QtCore import QStandardPaths

    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base or Path.home() / ".prefgui") / "sessions"
