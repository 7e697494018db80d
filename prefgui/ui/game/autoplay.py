"""Self-play for demonstrations and tests: the computer plays every seat, for ever.

Set the environment variable ``PREFGUI_AUTOPLAY`` to a computer level (``beginner``,
``club`` or ``expert``) before starting the game: every seat, the player's too, is played at
that level, animations are off, and each deal's summary is answered with its "Next deal"
button after :data:`SUMMARY_MS`, so the session goes on deal after deal. The session is
saved after every action exactly as in normal play, which is what ``benchmarks/soak.py``
kills and resumes.
It is not a menu setting: it exists to exercise the whole program unattended.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QTimer

from prefgui.ai.players import LEVELS
from prefgui.ui.game.controller import GameController

__all__ = ["ENV", "SUMMARY_MS", "autoplay_level", "install"]

ENV = "PREFGUI_AUTOPLAY"
SUMMARY_MS = 400  # how long each deal's summary stays open


def autoplay_level() -> str | None:
    """The level named by ``PREFGUI_AUTOPLAY``, or None when self-play is off."""
    level = os.environ.get(ENV, "").strip().lower()
    return level if level in LEVELS else None


def install(window: object, controller: GameController, level: str) -> QTimer:
    """Let the computer play every seat at ``level`` and close the summaries by themselves.

    Returns the timer that closes the summaries (kept alive by its parent, the window).
    """
    controller.autoplay = True
    controller.autoplay_level = level
    controller.speed = "off"
    seen: dict[int, int] = {}

    def close_summary() -> None:
        dlg = getattr(window, "summary", None)
        if dlg is None:
            seen.clear()
            return
        ticks = seen.get(id(dlg), 0) + 1
        seen[id(dlg)] = ticks
        if ticks * 100 >= SUMMARY_MS:
            button = getattr(dlg, "next_button", None)
            if button is not None and not button.isHidden():
                button.click()  # as a player pressing "Next deal" (closing alone stays)
            else:
                dlg.accept()

    timer = QTimer(window if hasattr(window, "metaObject") else None)  # type: ignore[arg-type]
    timer.setInterval(100)
    timer.timeout.connect(close_summary)
    timer.start()
    return timer
