"""The coach's notes on the table: after a trick in which the player broke a convention
(coach ``notes``), and when his partner's lead tells something under C2 or C3.

A note stays until the trick being played when it appeared is complete, or until the player
dismisses it (a click on the bubble, or Esc). Notes are kept as functions that word them,
so a change of language or pack words them again. The warning before a card (coach
``warn``) is the window's; while it shows, the notes wait.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject

from prefgui.coach.advice import Advice
from prefgui.coach.signals import Signal as LeadSignal
from prefgui.engine.observation import Observation
from prefgui.session.settings import AppSettings
from prefgui.ui.game.controller import GameController
from prefgui.ui.table.scene import TableScene
from prefgui.ui.words import coach_texts


@dataclass(frozen=True)
class Note:
    """One note: its words (made when shown) and the trick count at which it goes."""

    words: Callable[[], str]
    until: int


class CoachNotes(QObject):
    """Keeps the table's notes and shows them in the coach's bubble."""

    def __init__(self, controller: GameController, scene: TableScene,
                 settings: Callable[[], AppSettings], warning: Callable[[], bool]) -> None:
        super().__init__(scene)
        self.controller = controller
        self.scene = scene
        self._settings = settings
        self._warning = warning
        self.notes: list[Note] = []
        self._pending: tuple[int, Advice] | None = None  # (tricks done then, advice)
        self._tricks = 0
        self._history = 0
        controller.state_changed.connect(self.on_state_changed)
        controller.partner_led.connect(self.on_partner_led)
        scene.advice_dismissed.connect(self.dismiss)

    def before_card(self, card: int) -> None:
        """The player is about to play ``card`` (notes mode: remember a breach for the note
        after the trick)."""
        if self._settings().coach != "notes":
            return
        advice = self.controller.words.coach_advice(card)
        if advice is not None:
            self._pending = (self.controller.view.observation().tricks_done, advice)

    def on_state_changed(self, obs: Observation) -> None:
        """Notes come after their trick and go after the next one, or with a new deal."""
        if len(obs.history) < self._history or obs.tricks_done < self._tricks:
            self.notes.clear()
            self._pending = None
        self._history, self._tricks = len(obs.history), obs.tricks_done
        if self._pending is not None and obs.tricks_done > self._pending[0]:
            advice = self._pending[1]
            self._pending = None
            self._add(lambda: coach_texts.note_text(
                advice, self._name(advice.partner), self.scene.theme.pack))
        self.notes = [n for n in self.notes if obs.tricks_done < n.until]
        self.show()

    def on_partner_led(self, signal: LeadSignal) -> None:
        """The partner led under C2 or C3: say what it tells (if those notes are on)."""
        s = self._settings()
        if s.coach == "off" or not s.partner_notes:
            return
        self._add(lambda: coach_texts.lead_text(signal, self._name(signal.seat),
                                                self.scene.theme.pack))
        self.show()

    def dismiss(self) -> None:
        """The player closed the bubble: every note (and a warning's highlights) goes."""
        self.notes.clear()
        self.scene.coach.clear_advice()

    def text(self) -> str:
        """The notes as shown ('' for none)."""
        if not self.notes:
            return ""
        return "\n\n".join([n.words() for n in self.notes] + [coach_texts.dismiss_line()])

    def show(self) -> None:
        """Show the notes in the bubble (unless a warning holds it)."""
        if self._settings().coach == "off":
            self.notes.clear()
        if self._warning():
            return
        text = self.text()
        if text:
            self.scene.coach.show_advice(text, frozenset())
        else:
            self.scene.coach.clear_advice()

    def _add(self, words: Callable[[], str]) -> None:
        self.notes.append(Note(words, self._tricks + 1))

    def _name(self, seat: int) -> str:
        names = self.controller.view.names()
        return names[seat] if seat < len(names) else ""
