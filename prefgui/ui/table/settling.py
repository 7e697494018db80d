"""When the table has come to rest (:class:`~prefgui.ui.table.scene.TableScene`): no card
moving, no trick being swept, no deal's packet waiting, no talon on its way; then the
scene says so (``animations_finished``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from prefgui.ui.table.card_item import CardItem

if TYPE_CHECKING:
    from prefgui.ui.table.scene import TableScene

__all__ = ["Settling"]


class Settling:
    """Watches ``scene``'s moves; :meth:`check` after each one ends."""

    def __init__(self, scene: TableScene) -> None:
        self._scene = scene

    def busy(self) -> bool:
        """Something is still moving (a card, a sweep, a deal's packet, the talon)."""
        s = self._scene
        if s.trick.sweeping or s.motion.pending or s.talon_show.busy():
            return True
        return any(isinstance(i, CardItem) and i.is_animating() for i in s.items())

    def check(self) -> None:
        """The scene's ``animations_finished`` if nothing moves any more."""
        if not self.busy():
            self._scene.animations_finished.emit()
