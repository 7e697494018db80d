"""What the rooms below the window need of it, as small protocols: the status line and the
player's preferences.

The window provides both (its ``statusBar()`` and itself); the coach at the table, the
claims and the menus are given them explicitly, so no module below the window imports it.
"""

from __future__ import annotations

from typing import Protocol

from prefgui.session.settings import AppSettings

__all__ = ["Preferences", "StatusLine"]


class StatusLine(Protocol):
    """Where a helper tells the player something in passing (a ``QStatusBar``)."""

    def showMessage(self, text: str, /, timeout: int | None = 0) -> None: ...  # noqa: N802

    def clearMessage(self) -> None: ...  # noqa: N802


class Preferences(Protocol):
    """The player's preferences as the window holds them: read, and changed at once."""

    @property
    def settings(self) -> AppSettings: ...

    def apply_settings(self, new: AppSettings) -> None: ...
