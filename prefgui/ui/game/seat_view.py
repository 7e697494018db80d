"""What the human's seat sees of one controller's table, and which hands he plays.

The window and the table ask this part (``controller.view``) what to draw: the human's
``observation()`` (the Russian view drawn as the European one), his ``legal_actions()``,
whose actions he chooses (``controls``) and the players' names. Only questions: nothing
here changes the game, and nothing here gives away a hidden card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from prefgui.engine.actions import Action
from prefgui.engine.observation import Observation
from prefgui.engine.russian.state import RussianState
from prefgui.ui.table.russian_view import table_view
from prefgui.ui.words import texts

if TYPE_CHECKING:
    from prefgui.ui.game.controller import GameController

__all__ = ["SeatView"]


class SeatView(QObject):
    """The human seat's view of one controller's table (the practice deal while practising)."""

    def __init__(self, controller: GameController) -> None:
        super().__init__(controller)
        self.controller = controller

    def controls(self, seat: int) -> bool:
        """Whether the human chooses ``seat``'s actions (his own; in the Russian open
        whist also the passer's, when he is the lone whister)."""
        c = self.controller
        st = c.state
        if isinstance(st, RussianState):
            return st.controller(seat) == c.human
        return seat == c.human

    def decider(self, seat: int) -> int:
        """The seat that chooses ``seat``'s actions: itself, or in the Russian open whist the
        lone whister, who plays the passer's cards."""
        st = self.controller.state
        return st.controller(seat) if isinstance(st, RussianState) else seat

    def observation(self) -> Observation:
        """What the human seat may know now, as the table draws it."""
        c = self.controller
        st = c.state
        if isinstance(st, RussianState):
            return table_view(st.observation(c.human))
        return st.observation(c.human)

    def legal_actions(self) -> tuple[Action, ...]:
        """The human's legal actions now (his side actions, the hand he plays for)."""
        legal: tuple[Action, ...] = self.controller.state.legal_actions()  # type: ignore[assignment]
        return tuple(a for a in legal if self.controls(a.seat))

    def names(self) -> list[str]:
        """The players' names as shown (default names in the player's language)."""
        return texts.player_names(self.controller.table.settings.names)
