"""prefgui: Préférence, the card game of Central Europe and Russia, against the computer."""

__all__ = ["__version__"]


def __getattr__(name: str) -> str:
    """``prefgui.__version__``, read when first asked for (PEP 562).

    The version is defined once, in ``pyproject.toml``, and read from the installed
    metadata. Lazily, because importlib.metadata costs tens of milliseconds, and every worker
    process of the computer players imports this package.
    """
    if name != "__version__":
        raise AttributeError(f"module 'prefgui' has no attribute {name!r}")
    from importlib import metadata

    try:
        version = metadata.version("prefgui")
    except metadata.PackageNotFoundError:  # a source tree that was never installed
        version = "0+unknown"
    globals()["__version__"] = version
    return version
