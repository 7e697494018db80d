"""Command-line entry points: ``prefgui replay``, ``prefgui solve``, ``prefgui tournament``."""
