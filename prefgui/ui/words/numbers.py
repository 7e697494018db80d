"""Figures with decimals as the player's language writes them: the decimal separator of the
chosen language (``QLocale()``, set when the language is installed: a comma in Russian,
Czech, Slovak, German, Hungarian, Croatian, Serbian and Slovenian, a point in English),
no grouping of thousands, and a real minus sign."""

from __future__ import annotations

from PySide6.QtCore import QLocale

__all__ = ["MINUS", "decimal_point", "decimal_text"]

MINUS = "\u2212"


def decimal_point() -> str:
    """The decimal separator of the chosen language."""
    return str(QLocale().decimalPoint())


def decimal_text(value: float, places: int, signed: bool = False) -> str:
    """``value`` to ``places`` decimals: ``12,5`` in Russian, ``12.5`` in English; a minus
    sign (``−``) before a negative figure, and ``+`` before a positive one if ``signed``
    (a figure that rounds to zero has no sign)."""
    locale = QLocale()
    locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)
    text = locale.toString(abs(float(value)), "f", places)
    if round(abs(float(value)), places) == 0:
        return text
    if value < 0:
        return MINUS + text
    return "+" + text if signed else text
