"""What the coach says before a card that breaks a defenders' convention (RULES.md §7).

Qt-free: :func:`advise` answers, for a card the player is about to play, the convention it
breaks, why the convention applies at this moment, and the legal cards that keep every
convention; :class:`WarnOnce` is the rule of the coach's ``warn`` mode (a card is held back
once, then played). The words are the UI's (``prefgui.ui.words.coach_texts``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from prefgui.engine.actions import Play
from prefgui.engine.conventions import check_card
from prefgui.engine.tricks import trick_order, winning_index

if TYPE_CHECKING:
    from prefgui.engine.state import GameState


@dataclass(frozen=True, slots=True)
class Advice:
    """A warning before one card.

    Attributes:
        rule: ``C1``, ``C2`` or ``C3``.
        reason: the engine's reason code (see ``Breach``).
        card: the card the player is about to play.
        partner: the player's partner (the other defender).
        partner_card: C1: the partner's card that is winning the trick; else None.
        declarer_played: C1: the declarer has already played to the trick.
        keeping: the legal cards that keep every convention, lowest first.
        c3_high: the table's ``c3_high`` (what C3 calls "very high"), for the words of the
            convention.
    """

    rule: str
    reason: str
    card: int
    partner: int
    partner_card: int | None
    declarer_played: bool
    keeping: tuple[int, ...]
    c3_high: str = "A_or_K"


def advise(st: GameState, seat: int, card: int) -> Advice | None:
    """The advice before ``seat`` plays ``card`` in ``st`` (None: no convention broken,
    not a legal card, or no legal card keeps the conventions)."""
    legal = sorted(a.card for a in st.legal_actions() if isinstance(a, Play)
                   and a.seat == seat)
    if card not in legal:
        return None
    breaches = check_card(st, seat, card)
    if not breaches:
        return None
    keeping = tuple(c for c in legal if not check_card(st, seat, c))
    if not keeping:
        return None
    d1, d2 = st.defenders()
    partner = d2 if seat == d1 else d1
    partner_card = None
    declarer_played = False
    if st.trick:
        played = trick_order(st)[:len(st.trick)]
        assert st.contract is not None
        partner_card = st.trick[winning_index(st.trick, st.contract.trump)]
        declarer_played = st.declarer in played
    b = breaches[0]
    return Advice(b.rule, b.reason, card, partner, partner_card, declarer_played, keeping,
                  str(st.rules.opt.c3_high or "A_or_K"))


class WarnOnce:
    """The coach's ``warn`` mode: a card that breaks a convention is held back once.

    The first time the player tries such a card at a moment (the number of actions so far)
    the coach warns instead of playing it; the same card tried again at the same moment is
    played. The warning lasts until the position moves on.
    """

    def __init__(self) -> None:
        self._moment: tuple[int, int] | None = None  # (actions so far, card) warned about

    def check(self, actions: int, card: int,
              advice: Callable[[], Advice | None]) -> Advice | None:
        """The advice to show instead of playing ``card`` after ``actions`` actions, or
        None: play it (no convention broken, or the warning has been given)."""
        moment = (actions, card)
        if self._moment == moment:
            return None
        found = advice()
        if found is None:
            return None
        self._moment = moment
        return found

    def showing(self) -> bool:
        """A warning is on show (the coach's notes wait meanwhile)."""
        return self._moment is not None

    def moved_on(self, actions: int) -> bool:
        """The table now shows ``actions`` actions: a warning given at another moment ends;
        True if one did."""
        if self._moment is not None and self._moment[0] != actions:
            self._moment = None
            return True
        return False

    def clear(self) -> None:
        """No warning any more (a practice position, the coach's mode changed)."""
        self._moment = None
