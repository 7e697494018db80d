"""prefgui: Préférence, the Central European card game, against the computer."""

from importlib import metadata

try:
    # The version is defined once, in pyproject.toml, and read from the installed metadata.
    __version__ = metadata.version("prefgui")
except metadata.PackageNotFoundError:  # a source tree that was never installed
    __version__ = "0+unknown"
