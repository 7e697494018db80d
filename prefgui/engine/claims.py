"""Claims in trick play: who may claim, and the tricks a claim is about.

A claim is a player's statement, during the play, that his side takes some of the
remaining tricks whatever the others play ("all the rest", or "N of them"); the others then
take the rest. RULES.md has no claim action: a claim that holds is written into the deal
record (§11) as the tricks played out, so every record stays a plain sequence of §11
actions and ``prefgui replay`` scores it as any other deal. Whether a claim holds is a
search question and is answered outside the engine (``prefgui.ai.claim``); this module
holds the rules side only.

A claim is possible in the contracts that count tricks to the end (suit, no-trump and
slam contracts). Misère and the one-trick game count only whether the declarer takes a
trick (or a second one), and the six-in-a-row slam counts a run, so "N tricks" says
nothing useful there: no claims in those. The claimer's side is the declarer alone, or
the defenders who play.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from prefgui.engine.contracts import Kind
from prefgui.engine.vocab import Phase

if TYPE_CHECKING:
    from prefgui.engine.state import GameState

__all__ = ["claim_possible", "remaining_tricks", "side_of", "side_tricks"]

_CLAIM_KINDS = (Kind.SUIT, Kind.SANS, Kind.SLAM)


def remaining_tricks(st: GameState) -> int:
    """Tricks still to be decided, the one in progress included.

    That is the most cards any player still holds.
    """
    return max(st.hands[s].bit_count() for s in st.playing)


def side_of(st: GameState, seat: int) -> tuple[int, ...]:
    """The seats whose tricks count for ``seat``'s claim.

    The declarer alone, or the defenders who play cards.
    """
    if seat == st.declarer:
        return (seat,)
    return tuple(s for s in st.playing if s != st.declarer)


def side_tricks(st: GameState, seat: int) -> int:
    """Tricks ``seat``'s side has taken so far."""
    return sum(st.tricks_won[s] for s in side_of(st, seat))


def claim_possible(st: GameState, seat: int) -> bool:
    """True if ``seat`` may claim now.

    The play is on, he plays cards, and the contract counts tricks to the end (see the
    module docstring).
    """
    ct = st.contract
    if st.phase is not Phase.PLAY or ct is None or seat not in st.playing:
        return False
    return ct.kind in _CLAIM_KINDS and not ct.six_in_a_row
