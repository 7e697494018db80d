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
    WHIST = "whist"
    """Russian game: the defenders' whist, pass and half-whist calls (RULES §13.6)."""
    WHIST_STYLE = "whist_style"
    """Russian game: a lone whister chooses to play open or closed (RULES §13.6)."""
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
    WHISTER = "whister"
    """Russian game: a defender who whists (undertakes the quota, writes whists)."""
    PASSER = "passer"
    """Russian game: a defender who passed in the whist phase."""
    HALF_WHISTER = "half_whister"
    """Russian game: a lone defender who claimed half the quota without play."""
    CATCHER = "catcher"
    """Russian game: a defender against a misère (no obligation, no whists)."""
    RASPASY = "raspasy"
    """Russian game: an active player of an all-pass deal, playing for fewest tricks."""


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
    HALF_WHIST = "half_whist"
    """Russian game: not played, a lone defender wrote half the quota (RULES §13.8.4)."""
    WITHOUT_THREE = "without_three"
    """Russian game: the declarer conceded "without three" instead of discarding (§13.5)."""
    RASPASY = "raspasy"
    """Russian game: all passed, played for fewest tricks (RULES §13.7.5, §13.9)."""


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
    SOCHI = "sochi"
    LENINGRAD = "leningrad"
    ROSTOV = "rostov"

    @property
    def is_european(self) -> bool:
        """The European families (European auction and ladder)."""
        return self in _EUROPEAN

    @property
    def is_russian(self) -> bool:
        """The Russian families: Sochi, Leningrad, Rostov (RULES §13)."""
        return self in _RUSSIAN

    @property
    def players(self) -> tuple[int, ...]:
        """The numbers of players the family is played by (four: the dealer sits out)."""
        return (3,) if self is Variant.AMERICAN else (3, 4)


_EUROPEAN = frozenset((Variant.AUSTRIAN, Variant.ILLUSTRATED, Variant.BALKAN, Variant.SWABIAN))
_RUSSIAN = frozenset((Variant.SOCHI, Variant.LENINGRAD, Variant.ROSTOV))


class WhistCall(StrEnum):
    """A defender's call in the Russian whist phase (RULES §13.6); values are record verbs."""

    WHIST = "whist"
    PASS = "pass"
    HALF_WHIST = "half-whist"


class WhistStyle(StrEnum):
    """How a lone whister plays (RULES §13.6 item 5); values are record verbs."""

    OPEN = "open"
    """"В светлую": both defending hands face up, the whister plays both."""
    CLOSED = "closed"
    """"В тёмную": each defender plays his own hand unseen."""


class Exposure(StrEnum):
    """Why a Russian deal shows defenders' hands to everyone (RULES §13.7.3)."""

    OPEN_WHIST = "open_whist"
    MISERE = "misere"
    CHECKED_TEN = "checked_ten"
