"""What the controller tells the human about his own choices: why a card or call is
refused, the coach's advice before a card, the hint's sentence, and what his partner's
lead says (read from what the human may know).

Kept apart from the controller so that the controller only applies actions and reports
them; these are questions on the state, asked by the table desk and the coach's notes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from prefgui.ai.players import Decision
from prefgui.coach.advice import Advice, advise
from prefgui.coach.signals import Signal as LeadSignal
from prefgui.coach.signals import read_lead
from prefgui.engine.actions import Action, Play, play
from prefgui.engine.errors import IllegalActionError, IllegalKind
from prefgui.engine.russian.state import RussianState
from prefgui.engine.state import GameState
from prefgui.ui.words import error_texts, reasons, texts

if TYPE_CHECKING:
    from prefgui.ui.game.controller import GameController

__all__ = ["HumanWords"]


class HumanWords(QObject):
    """The sentences and checks about the human's choices of one controller."""

    def __init__(self, controller: GameController) -> None:
        super().__init__(controller)
        self.controller = controller

    def illegal_reason(self, card: int) -> IllegalActionError | None:
        """Why the human may not play ``card`` now, or None if he may (in open whist, from
        either hand he plays)."""
        c = self.controller
        st = c.state
        seat = st.current_player()
        if seat is None or not c.view.controls(seat):
            seat = c.human
        action = play(seat, card)
        if action in st.legal_actions():
            return None
        return st.explain_illegal(action)

    def illegal_text(self, action: Action) -> str:
        """The player's sentence for why ``action`` is refused now (pack's card names)."""
        c = self.controller
        st = c.state
        err = st.explain_illegal(action)  # type: ignore[arg-type]
        if isinstance(st, RussianState) and isinstance(action, Play):
            err = _russian_card_error(st, err)
        return error_texts.illegal_action_text(err, st.rules, action, c.pack)

    def coach_advice(self, card: int) -> Advice | None:
        """The coach's advice before the human plays ``card`` (None: it keeps the
        conventions, or they do not apply here, as in the Russian game)."""
        st = self.controller.state
        if not isinstance(st, GameState):
            return None
        return advise(st, self.controller.human, card)

    def hint_text(self, decision: Decision) -> str:
        """The hint's sentence: the card or call, and why (pack's card names)."""
        c = self.controller
        a = decision.action
        what = (texts.card_label(a.card, c.pack) if isinstance(a, Play)
                else texts.action_label(a, c.rules, c.pack))
        why = reasons.reason_text(decision, c.rules, c.pack)
        if not why:
            text = self.tr("Hint: {why}").format(why=what)
        elif why.startswith(what):  # the reason begins with the button's (or card's) name
            text = self.tr("Hint: {why}").format(why=why)
        else:
            text = self.tr("Hint: {what} ({why})").format(what=what, why=why)
        if c.session.russian:  # the figures weighed, as the sentence's second line
            figures = reasons.reason_details(decision, c.rules, c.pack)
            if figures:
                text += "\n" + figures
        return text

    def partner_signal(self, action: Action) -> LeadSignal | None:
        """What ``action`` tells the human if it is his partner's lead under C2 or C3 (read
        before it is applied; only from what the human may know)."""
        c = self.controller
        st = c.state
        if (not isinstance(st, GameState) or not isinstance(action, Play)
                or action.seat == c.human or st.current_player() != action.seat):
            return None
        sig = read_lead(st, len(st.history) + 1, action.card)
        return sig if sig is not None and sig.partner == c.human else None


def _russian_card_error(st: RussianState, err: IllegalActionError) -> IllegalActionError:
    """A Russian card refusal with the suit it asks for, as the European table says it."""
    if err.kind is IllegalKind.FOLLOW_SUIT:
        led = st.talon_lead if st.talon_lead is not None else st.trick[0]
        return IllegalActionError(err.message, IllegalKind.REVOKE, suit=led >> 3)
    if err.kind is IllegalKind.MUST_TRUMP and st.trump is not None:
        return IllegalActionError(err.message, IllegalKind.MUST_TRUMP, suit=st.trump)
    return err
