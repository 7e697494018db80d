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

from dataclasses import dataclass
from typing import Protocol

from prefgui.engine.contracts import ContractType, Kind
from prefgui.engine.vocab import Phase

__all__ = ["DecisiveTrick", "PlayView", "claim_possible", "remaining_tricks", "side_of",
           "side_tricks"]

_CLAIM_KINDS = (Kind.SUIT, Kind.SANS, Kind.SLAM)


@dataclass(frozen=True, slots=True)
class DecisiveTrick:
    """The trick of a line that makes a claim fail (in either game).

    Attributes:
        number: the trick's number in the deal, 1 to 10.
        seat: the player who wins it.
        card: the card that wins it.
        led_suit: the suit led to it.
        suit_round: how many times that suit has been led in the deal, this trick
            included (2: the second round of the suit).
        ruff: True if the winning card is a trump played to another suit.
    """

    number: int
    seat: int
    card: int
    led_suit: int
    suit_round: int
    ruff: bool


class PlayView(Protocol):
    """What the claim rules read: a ``GameState`` or any seat's ``Observation``."""

    @property
    def phase(self) -> Phase:
        """The phase of the deal."""
        ...

    @property
    def contract(self) -> ContractType | None:
        """The contract played."""
        ...

    @property
    def declarer(self) -> int | None:
        """The declarer's seat (None before the auction is won)."""
        ...

    @property
    def playing(self) -> tuple[int, ...]:
        """The seats that play cards."""
        ...

    @property
    def tricks_won(self) -> tuple[int, ...]:
        """Tricks taken so far, by seat."""
        ...

    @property
    def tricks_done(self) -> int:
        """Tricks completed so far."""
        ...


def remaining_tricks(st: PlayView) -> int:
    """Tricks still to be decided, the one in progress included."""
    return 10 - st.tricks_done


def side_of(st: PlayView, seat: int) -> tuple[int, ...]:
    """The seats whose tricks count for ``seat``'s claim.

    The declarer alone, or the defenders who play cards.
    """
    if seat == st.declarer:
        return (seat,)
    return tuple(s for s in st.playing if s != st.declarer)


def side_tricks(st: PlayView, seat: int) -> int:
    """Tricks ``seat``'s side has taken so far."""
    return sum(st.tricks_won[s] for s in side_of(st, seat))


def claim_possible(st: PlayView, seat: int) -> bool:
    """True if ``seat`` may claim now.

    The play is on, he plays cards, and the contract counts tricks to the end (see the
    module docstring).
    """
    ct = st.contract
    if st.phase is not Phase.PLAY or ct is None or seat not in st.playing:
        return False
    return ct.kind in _CLAIM_KINDS and not ct.six_in_a_row
