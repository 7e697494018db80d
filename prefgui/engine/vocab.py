"""The engine's vocabulary: phases, seat roles, deal outcomes, variants and amounts.

This module sits at the bottom of the engine and imports nothing from it, so every phase
module can import these names at the top. Roles, outcomes and variants are ``StrEnum``
members: their values are the words of deal records and result JSON (RULES.md §11.3),
so they print, compare and serialise as before, while a misspelt member name
(``Role.DEFNEDER``) is an error for mypy and at run time instead of a silent ``False``.

>>> Role.DEFENDER == "defend", Outcome.MADE.value, Variant("balkan").is_european
(True, 'made', True)
"""

from __future__ import annotations

from enum import Enum, StrEnum
from fractions import Fraction
from typing import TypeAlias

Amount: TypeAlias = int | Fraction
"""Units of a payment or a pot (a fraction only under original scoring)."""


class Phase(Enum):
    """Phases of a deal, in the order they are reached."""

    AUCTION = "auction"
    EXCHANGE = "exchange"
    DECLARE = "declare"
    DEFENCE = "defence"
    CONTRA = "contra"
    PLAY = "play"
    DONE = "done"


class Role(StrEnum):
    """The role of a seat in a deal once the auction is over."""

    UNDECIDED = ""
    DECLARER = "declarer"
    DEFENDER = "defend"
    DROPPED = "drop"
    INVITER = "inviter"
    INVITED = "invited"
    CONTRA_GIVER = "contra"
    CONCEDING = "conceded"
    """Transient: a defender who conceded under ``joint_concession`` (RULES.md §3.2)."""
    OUT = "out"
    """The dealer at a four-player table."""


PLAYING_ROLES = frozenset(
    (Role.DECLARER, Role.DEFENDER, Role.INVITER, Role.INVITED, Role.CONTRA_GIVER))
"""The roles of seats that play cards."""


class Outcome(StrEnum):
    """How a deal ended (``GameState.outcome``; the ``outcome`` of RULES.md §11.3)."""

    NONE = ""
    """The deal is not over (a ``DealResult`` says ``INCOMPLETE``)."""
    MADE = "made"
    FAILED = "failed"
    CONCEDED = "conceded"
    NO_PLAY = "no_play"
    ALL_PASSED = "all_passed"
    INCOMPLETE = "incomplete"


class DecisionMode(Enum):
    """What the defenders decide after the declaration (RULES.md §2.6, §3.2, §4.6, §5)."""

    PLAIN = "plain"
    """Each defends or drops (invitation and contra where the options allow)."""
    CONTRA_ONLY = "contra_only"
    """Each defends or says contra; nobody may drop."""
    JOINT = "joint"
    """Each defends or concedes; both conceding gives up the defence."""
    NONE = "none"
    """No decision: both defend."""


class FirstLead(Enum):
    """Who leads to the first trick (RULES.md §1.5, §6, §12.13)."""

    DECLARER = "declarer"
    AFTER_DECLARER = "after_declarer"
    """The first seat after the declarer that plays (American)."""
    FOREHAND = "forehand"
    """Forehand, or the first seat after him that plays (Balkan ``first_lead``)."""
    DEFENDER_BEFORE_DECLARER = "defender_before_declarer"
    """The defender sitting just before the declarer (Balkan ``sans_first_lead``)."""


class Variant(StrEnum):
    """The rules families (RULES.md §2–§6); ``hungarian`` plays as ``balkan``."""

    AUSTRIAN = "austrian"
    ILLUSTRATED = "illustrated"
    BALKAN = "balkan"
    SWABIAN = "swabian"
    AMERICAN = "american"

    @property
    def is_european(self) -> bool:
        """Every family but the American one (European auction and ladder)."""
        return self is not Variant.AMERICAN

    @property
    def players(self) -> tuple[int, ...]:
        """The numbers of players the family is played by (four: the dealer sits out)."""
        return (3,) if self is Variant.AMERICAN else (3, 4)
