"""Self-play for demonstrations and tests: the computer plays every seat, for ever.

Set the environment variable ``PREFGUI_AUTOPLAY`` to a computer level (``beginner``,
``club`` or ``expert``) before starting the game: every seat, the player's too, is played at
that level, animations are off, and each deal's summary is answered with its "Next deal"
button after ``timing.AUTOPLAY_SUMMARY``, and a computer's claim is accepted as a player
would accept it, so the session goes on deal after deal. The
session is saved after every action exactly as in normal play, which is what
``benchmarks/soak.py`` kills and resumes.
It is not a menu setting: it exists to exercise the whole program unattended.
"""

from __future__ import annotations

import os
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

from prefgui.ai.players import LEVELS
from prefgui.ui.dialogs.pulka_summary import PulkaSummaryDialog
from prefgui.ui.dialogs.summary import SummaryDialog
from prefgui.ui.game.controller import GameController
from prefgui.ui.table import timing

__all__ = ["ENV", "autoplay_level", "install"]

ENV = "PREFGUI_AUTOPLAY"


def autoplay_level() -> str | None:
    """The level named by ``PREFGUI_AUTOPLAY``, or None when self-play is off."""
    level = os.environ.get(ENV, "").strip().lower()
    return level if level in LEVELS else None


def install(controller: GameController, level: str,
            summary: Callable[[], SummaryDialog | PulkaSummaryDialog | None],
            parent: QObject, accept_claim: Callable[[], None] = lambda: None) -> QTimer:
    """Let the computer play every seat at ``level``, close the summaries and accept the
    computers' claims by themselves.

    Args:
        summary: the deal's summary on show now, if any (the window's).
        accept_claim: accepts a computer's claim waiting for an answer (nothing if none
            waits): a claim waits for the player, and nobody else answers it.
        parent: the window, which keeps the returned timer alive.
    """
    controller.autoplay = True
    controller.autoplay_level = level
    controller.speed = "off"
    seen: dict[int, int] = {}

    def close_summary() -> None:
        accept_claim()
        dlg = summary()
        if dlg is None:
            seen.clear()
            return
        ticks = seen.get(id(dlg), 0) + 1
        seen[id(dlg)] = ticks
        if ticks * timing.AUTOPLAY_POLL >= timing.AUTOPLAY_SUMMARY:
            button = dlg.next_button
            if not button.isHidden():
                button.click()  # as a player pressing "Next deal" (closing alone stays)
            else:
                dlg.accept()

    timer = QTimer(parent)
    timer.setInterval(timing.AUTOPLAY_POLL)
    timer.timeout.connect(close_summary)
    timer.start()
    return timer
