"""The defence practice's own series of deals, beside the session: its own ledger.

Every deal of a :class:`DefenceMatch` starts at its first card with the computer declaring
and the player defending beside a computer partner; the deals come from an injected
``deal`` function (the coach's generator, :func:`prefgui.coach.defence_deals.deal_for`), so
that this module stays with the engine. The deals are scored as a session's are, on their
own sheet and pot: nothing of them reaches the session the player left to practise. The
series lives while the game runs; it is not saved.
"""

from __future__ import annotations

from collections.abc import Callable

from prefgui.engine.state import Amount, GameState
from prefgui.session.match import Match, TableSettings

__all__ = ["DealMaker", "DefenceMatch", "with_pot"]

DealMaker = Callable[[TableSettings, int, int, int], GameState]
"""``(table, series seed, deal number, the player's seat) -> the deal at its first card``
(the same arguments give the same deal; its pot is set by the series)."""


def with_pot(st: GameState, pot: Amount) -> GameState:
    """``st`` played again from its cards with ``pot`` in the pot at the start."""
    out = GameState.initial(st.rules, st.dealer, st.dealt, st.talon, pot, st.start_refa)
    for a in st.history:
        out = out.apply(a)
    return out


class DefenceMatch(Match):
    """A series of practice deals the player defends, scored on its own sheet.

    Args:
        settings: the practice table (three players, the conventions applying).
        seed: the series' seed: deal ``n`` is ``deal(settings, seed, n, human)``.
        human: the player's seat.
        deal: makes each deal (see :data:`DealMaker`).
    """

    def __init__(self, settings: TableSettings, seed: int, human: int, deal: DealMaker
                 ) -> None:
        self.human = human
        self._deal = deal
        self.start: GameState | None = None
        super().__init__(settings, seed)

    def _start_deal(self) -> GameState:
        self._refill_pot()
        st = self._deal(self.settings, self.seed, self.number, self.human)
        self.start = st if st.start_pot == self.pot else with_pot(st, self.pot)
        return self.start

    def undo_to(self, length: int) -> GameState:
        """Take back the current deal's actions after the first ``length`` (never the
        auction: the deal starts at its first card)."""
        start = self.start
        assert start is not None
        st = start
        for a in self.state.history[len(start.history):max(length, len(start.history))]:
            st = st.apply(a)
        self.state = st
        return st
