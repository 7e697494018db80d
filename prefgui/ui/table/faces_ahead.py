"""Card faces rendered ahead (:class:`~prefgui.ui.table.theme.CardTheme`): the other faces
and the back of a size a face was just drawn at, one every ``timing.FACES_AHEAD`` ms, so
that no frame has to render many at once (the end of a deal shows every hand)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer

from prefgui.ui.table import timing

__all__ = ["FacesAhead"]

_AHEAD_SIZES = 3  # card sizes whose faces are rendered ahead (the hand's, the tricks', …)

Face = tuple[int | None, int, float]
"""A card (None: the back), a width and a device-pixel ratio."""


class FacesAhead:
    """Renders faces ahead by ``render`` (the theme's pixmap), those not yet ``cached``."""

    def __init__(self, render: Callable[[int | None, int, float], object],
                 cached: Callable[[int | None, int, float], bool]) -> None:
        self._render = render
        self._cached = cached
        self._ahead: list[Face] = []
        self._sizes: list[tuple[int, float]] = []
        self._timer: QTimer | None = None

    def wants(self, width: int, dpr: float) -> bool:
        """Whether the faces of this size are not being prepared yet."""
        return (width, dpr) not in self._sizes

    def prepare(self, width: int, dpr: float) -> None:
        """Render the faces and the back of this size ahead. Only sizes a face was drawn at,
        and only the last few of them, are prepared: the smaller backs of the other hands
        never show a face, and a window being resized does not render every size it
        passes."""
        self._sizes.append((width, dpr))
        if len(self._sizes) > _AHEAD_SIZES:
            gone = self._sizes.pop(0)
            self._ahead = [k for k in self._ahead if (k[1], k[2]) != gone]
        self._ahead += [(card, width, dpr) for card in (*range(32), None)]
        if self._timer is None:
            self._timer = QTimer()  # the theme's own: it goes with the theme
            self._timer.setInterval(timing.FACES_AHEAD)
            self._timer.timeout.connect(self._warm)
        self._timer.start()

    def forget(self) -> None:
        """No size prepared any more (the cache was cleared)."""
        self._sizes.clear()

    def _warm(self) -> None:
        while self._ahead:
            card, width, dpr = self._ahead.pop(0)
            if not self._cached(card, width, dpr):
                self._render(card, width, dpr)
                return
        if self._timer is not None:
            self._timer.stop()
