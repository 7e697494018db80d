"""A claim that holds, on the table: said in a bubble by the claimer, his cards face up,
then played out at once (after a pause for the human's own claim; a computer's claim waits
for the human to accept it or to play on, or, where he has no part in the play, is played
out after the same pause).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from prefgui.ui.game.controller import GameController
from prefgui.ui.game.ports import StatusLine
from prefgui.ui.table import timing
from prefgui.ui.table.scene import TableScene
from prefgui.ui.words.claim_texts import Verdict

__all__ = ["ClaimStage", "watching"]


def watching(c: GameController) -> bool:
    """Whether the human has no part in the play: he sits out or dropped out, or in the
    Russian open whist the lone whister plays his cards. A computer's claim is then played
    out after a pause, as his own is, instead of waiting for an answer that is not his."""
    human = c.human
    return human not in c.view.observation().playing or c.view.decider(human) != human


class ClaimStage(QObject):
    """The claim on show (``verdict``, the moment it was made), and its play-out.

    ``offer_changed`` tells the table that a computer's claim waits for the human, or no
    longer does.

    Args:
        words: what the claimer says (the claim desk's words).
    """

    offer_changed = Signal()

    def __init__(self, controller: GameController, scene: TableScene, status: StatusLine,
                 words: Callable[[Verdict], str], parent: QObject) -> None:
        super().__init__(parent)
        self.controller = controller
        self.scene = scene
        self.status = status
        self._words = words
        self.showing: tuple[Verdict, int] | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.play_out)

    def timed(self) -> bool:
        """The play-out waits for a pause (the human's own claim, or a computer's while he
        watches), not for the human."""
        return self._timer.isActive()

    def drop(self, moment: int) -> None:
        """The deal has moved to ``moment`` (undo, a new session): the show, if it was made
        at another moment, goes."""
        if self.showing is not None and self.showing[1] != moment:
            self._timer.stop()
            self.showing = None
            self.controller.turns.hold(False)
            self.offer_changed.emit()

    def show(self, verdict: Verdict, moment: int) -> None:
        """The claim in a bubble by the claimer, his cards face up; then the play-out."""
        c = self.controller
        c.turns.hold(True)
        self.showing = (verdict, moment)
        obs = c.view.observation()
        seat = verdict.seat
        cards = sum(1 << a.card for a in verdict.line if a.seat == seat)
        if seat != c.human:
            shown: dict[int, int] = dict(obs.exposed) | {seat: cards}
            exposed = tuple(sorted(shown.items()))
            obs = dataclasses.replace(obs, exposed=exposed)
        scene = self.scene
        scene.sync(obs, animate=c.speed != "off", names=c.view.names())
        scene.furniture.seat_bubbles.say(seat, self._words(verdict))
        if seat == c.human:
            self.status.showMessage(QCoreApplication.translate(  # the desk's words
                "ClaimDesk", "Your claim holds: the remaining cards are played out as the "
                "record of the deal."), timing.STATUS_EXPLAINED)
        else:
            self.status.clearMessage()
        if seat == c.human or watching(c):  # played out after a pause
            self._timer.start(max(timing.OWN_CLAIM_SHOWN_MIN,
                                  timing.scaled(timing.OWN_CLAIM_SHOWN, c.speed)))
        if seat != c.human:  # a computer's: it waits for the human (accepted, or played on)
            self.offer_changed.emit()  # unless he has no part in the play

    def decline(self) -> int:
        """The human plays on: the claimer's cards closed again; the claim's moment."""
        assert self.showing is not None
        moment = self.showing[1]
        self.showing = None
        c = self.controller
        self.scene.sync(c.view.observation(), animate=False, names=c.view.names())
        self.offer_changed.emit()
        c.turns.hold(False)
        return moment

    def play_out(self) -> None:
        if self.showing is None:
            return
        verdict, _ = self.showing
        self.showing = None
        self.offer_changed.emit()
        # Several tricks at once: no card flies, the table goes straight to the end (an
        # animated jump would leave the cards of the earlier tricks lying on the table).
        c = self.controller
        speed = c.speed
        c.speed = "off"
        try:
            c.play_out(verdict.line)
        finally:
            c.speed = speed
            self.scene.speed = speed
