"""How the window ends: the player asked first while the game cannot be saved (unless the
window is closed at once), then the game's parts stopped, once."""

from __future__ import annotations

from prefgui.coach.profile import Profile
from prefgui.ui.coach.practice_mode import PracticeMode
from prefgui.ui.game.controller import GameController
from prefgui.ui.review.hub import ReviewHub
from prefgui.ui.window.save_guard import SaveGuard

__all__ = ["Closing"]


class Closing:
    """The window's end: :meth:`may_close` asks the player while the game is not saved
    (not when :attr:`at_once`), :meth:`shut_down` stops the parts the first time."""

    def __init__(self, controller: GameController, reviews: ReviewHub, practice: PracticeMode,
                 save_guard: SaveGuard, profile: Profile | None) -> None:
        self._controller = controller
        self._reviews = reviews
        self._practice = practice
        self._save_guard = save_guard
        self._profile = profile
        self.at_once = False  # close_now: no question before closing
        self._shut = False  # the game's parts have been stopped

    def may_close(self) -> bool:
        """Whether the window may close now (the player asked while it is not saved)."""
        return self.at_once or self._save_guard.confirm_close()

    def shut_down(self) -> None:
        """The session stopped (answers still on their way dropped), the reviews under way
        dropped, the coach profile closed, the drills' maker ended; only the first time."""
        if self._shut:
            return
        self._shut = True
        self._controller.session.stop()
        self._reviews.shutdown()
        if self._profile is not None:
            self._profile.close()
            self._profile = None
        self._practice.shutdown()
