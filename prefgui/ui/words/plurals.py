"""Counted words in the player's language: ``%n`` plural messages, never "trick(s)".

Qt gives a message its plural forms (German two, Czech three, Russian three, …) only when
lupdate sees it in one form: ``self.tr("…%n…", "", count)`` on one line in a ``QObject``
subclass, with a plain name as the count. Each counted word of the game has such a method
here. English has no catalogue: its source texts are written ``%n trick(s)`` and
``english`` settles the ending; a translation never contains "(s)" (a test checks it).
"""

from __future__ import annotations

from PySide6.QtCore import QObject


def english(text: str, count: int) -> str:
    """An untranslated (English) plural message with its ending settled."""
    return text.replace("(s)", "" if count == 1 else "s")


class Counted(QObject):
    """The counted words (``COUNTED.tricks(2)`` → "2 tricks", "2 Stiche", "2 štychy")."""

    def tricks(self, count: int) -> str:
        return english(self.tr("%n trick(s)", "", count), count)

    def deals_played(self, count: int) -> str:
        return english(self.tr("%n deal(s) played", "", count), count)


_counted: Counted | None = None


def counted() -> Counted:
    """The one ``Counted`` (made on first use, when the application exists)."""
    global _counted
    if _counted is None:
        _counted = Counted()
    return _counted
