"""prefgui: Préférence, the Central European card game, against the computer."""

__version__ = "0.1.0"
