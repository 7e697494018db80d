"""Which computer seat is thinking (its name plate shows it): each change told once, the
seat that stops before the seat that starts."""

from __future__ import annotations

from collections.abc import Callable

__all__ = ["ThinkingMark"]


class ThinkingMark:
    """The thinking seat (``seat``, None: nobody); ``tell(seat, thinking)`` hears each
    change."""

    def __init__(self, tell: Callable[[int, bool], None]) -> None:
        self._tell = tell
        self.seat: int | None = None

    def set(self, seat: int | None) -> None:
        """``seat`` thinks now (None: nobody)."""
        old = self.seat
        self.seat = seat
        if old is not None and old != seat:
            self._tell(old, False)
        if seat is not None:
            self._tell(seat, True)
