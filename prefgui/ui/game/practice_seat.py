"""A practice position on the table while the session waits (the controller's practice).

Any position can be put on the table, the human in any seat and computer players in the
others, as a :class:`~prefgui.session.practice.PracticeMatch`; or a series of practice deals
with its own sheet, a :class:`~prefgui.session.defence.DefenceMatch` (the defence
practice, whose deals go on with "Next deal"). The session's match stays as it was,
nothing is saved while practising, and :meth:`PracticeSeat.leave` shows the session's deal
again exactly where it stood.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from prefgui.engine.state import GameState
from prefgui.session.defence import DefenceMatch
from prefgui.session.practice import PracticeMatch, practice_table

if TYPE_CHECKING:
    from prefgui.ui.game.controller import GameController

__all__ = ["PracticeSeat"]


class PracticeSeat(QObject):
    """The practice deal of one controller, and the human's seat in the session."""

    changed = Signal(bool)  # a practice position is (no longer) on the table

    def __init__(self, controller: GameController) -> None:
        super().__init__(controller)
        self.controller = controller
        self.match: PracticeMatch | DefenceMatch | None = None
        self._session_human = controller.human

    @property
    def active(self) -> bool:
        """Whether a practice position is on the table (the session waits)."""
        return self.match is not None

    @property
    def series(self) -> DefenceMatch | None:
        """The defence practice's series while it is on the table."""
        return self.match if isinstance(self.match, DefenceMatch) else None

    @property
    def session_human(self) -> int:
        """The human's seat in the session (he may sit elsewhere while practising)."""
        return self._session_human if self.active else self.controller.human

    def enter(self, state: GameState, human: int, computer_plays: bool = True) -> None:
        """Put ``state`` on the table, the human in seat ``human`` and computer players in
        the others, until :meth:`leave`; the session's match and save stay untouched.
        Without ``computer_plays`` the computer players wait (a drill's position).

        Raises:
            ValueError: ``human`` is not a seat of the position, or the session is a
                Russian pulka (practice positions are European deals).
        """
        c = self.controller
        if not 0 <= human < state.rules.players:
            raise ValueError("no such seat")
        if not isinstance(state, GameState) or c.session.russian:
            raise ValueError("practice positions are European deals")
        c.turns.new_generation()
        if self.match is None:
            self._session_human = c.human
        settings = c.match.settings
        table = practice_table(settings, state.rules, human, self._session_human)
        self.match = PracticeMatch(table, state, c.match.seed)
        c.human = human
        c.turns.paused = not computer_plays
        self.changed.emit(True)
        c.refresh(save=False)

    def enter_series(self, series: DefenceMatch) -> None:
        """Put the defence practice's ``series`` on the table, the human in its seat, until
        :meth:`leave`; the session's match and save stay untouched.

        Raises:
            ValueError: the session is a Russian pulka (the series is a European one).
        """
        c = self.controller
        if c.session.russian:
            raise ValueError("practice positions are European deals")
        c.turns.new_generation()
        if self.match is None:
            self._session_human = c.human
        self.match = series
        c.human = series.human
        c.turns.paused = False
        self.changed.emit(True)
        c.refresh(save=False)

    def leave(self) -> None:
        """Back to the session, exactly where it stood (nothing of the practice is kept)."""
        if self.match is None:
            return
        self.controller.turns.new_generation()
        self.end()
        self.controller.refresh(save=False)

    def end(self) -> None:
        """The practice ends without a redraw (a new session replaces it)."""
        if self.match is None:
            return
        self.match = None
        self.controller.human = self._session_human
        self.controller.turns.paused = False
        self.changed.emit(False)
