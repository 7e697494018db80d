"""Engine errors. Each carries a machine-readable ``kind`` and a plain message.

An ``IllegalActionError`` names the rule broken with an ``IllegalKind`` and, where the rule
is about a card, a suit, a bid or an amount, carries that value too (``card``, ``suit``,
``bid``, ``amount``), so that whoever words the refusal for a player needs the error and
the action only, never the state.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any


def _rebuild(cls: type[PrefError], args: tuple[Any, ...], state: dict[str, Any]) -> PrefError:
    err = cls.__new__(cls, *args)
    err.args = args
    err.__dict__.update(state)
    return err


class PrefError(ValueError):
    """Base class of the engine's errors."""

    def __init__(self, message: str, kind: str = "invalid") -> None:
        super().__init__(message)
        self.kind = kind
        self.message = message

    def __reduce__(self) -> tuple[Any, ...]:
        # Errors cross to and from the worker processes: rebuild them from their fields,
        # whatever the signature of the subclass.
        return (_rebuild, (type(self), self.args, self.__dict__))


class InvalidNotationError(PrefError):
    """Text that is not a card, suit, action or option value."""

    def __init__(self, message: str, kind: str = "notation") -> None:
        super().__init__(message, kind)


class IllegalKind(StrEnum):
    """The rule an illegal action breaks (``IllegalActionError.kind``).

    The values are the kinds written in records' error messages and by ``prefgui replay``.
    """

    WRONG_SEAT = "wrong_seat"
    """Not this seat's turn."""
    AFTER_END = "after_end"
    """The deal is over."""
    WRONG_PHASE = "wrong_phase"
    """An action of another phase of the deal."""
    NOT_HELD = "not_held"
    """A card the seat does not hold (``card``)."""
    REVOKE = "revoke"
    """Must follow suit (``suit``: the suit led)."""
    MUST_TRUMP = "must_trump"
    """Must trump (``suit``: the trump suit)."""
    MUST_HEAD = "must_head"
    """Must beat the card winning the trick."""
    CONVENTION_C1 = "convention_c1"
    """C1 as a law (``conventions_status = integral_c1``)."""
    ILLEGAL_CARD = "illegal_card"
    """Any other card that may not be played now (``card``)."""
    LOW_BID = "low_bid"
    """A bid that does not outrank the bid to beat (``bid``; None: the opening bid)."""
    BAD_HOLD = "bad_hold"
    """A hold without priority (``bid``: the bid held; None: nothing to hold)."""
    FORCED_BID = "forced_bid"
    """The last player may not pass when nobody has bid."""
    HAND_BID = "hand_bid"
    """No hand bid after one's own plain bid or hold."""
    BAD_OFFER = "bad_offer"
    """An American offer not above the last one (``amount``: the offer to beat)."""
    BAD_DISCARD = "bad_discard"
    """A discard of the same card twice."""
    LOW_DECLARE = "low_declare"
    """A declaration below the bid (``bid``: the winning bid)."""
    BAD_DECISION = "bad_decision"
    """A defence decision the deal does not offer now."""
    CONCESSION = "concession"
    """A concession outside its window."""
    ANNOUNCE = "announce"
    """A no-ace announcement outside its window."""
    CLAIM = "claim"
    """A claim that is not possible now, or of a number of tricks out of range."""
    # The Russian game (RULES §13, ``engine.russian``)
    PHASE = "phase"
    """An action of another step of a Russian deal."""
    FOLLOW_SUIT = "follow_suit"
    """Must follow suit (Russian)."""
    LATE_MISERE = "late_misere"
    """Misère only as the player's first call."""
    MISERE_AFTER_RASPASY = "misere_after_raspasy"
    """No misère after an all-pass deal (``misere_allowed_after_raspasy``)."""
    AFTER_MISERE = "after_misere"
    """A misère bidder may only pass."""
    BELOW_EXIT = "below_exit"
    """Below the lowest contract after an all-pass deal."""
    BAD_DECLARATION = "bad_declaration"
    """Misère only after a misère bid, and after one only misère."""
    LOW_DECLARATION = "low_declaration"
    """A contract below the winning bid."""
    BAD_HALF_WHIST = "bad_half_whist"
    """Half a whist only after the partner's pass, on six or seven."""
    BAD_WITHOUT_THREE = "bad_without_three"
    """Without three only for a six or seven bid, where the rules allow it."""


class IllegalActionError(PrefError):
    """An action the rules do not allow here; ``kind`` names the rule broken.

    Args:
        message: the reason in plain English (records, logs, the command line).
        kind: the rule broken, an ``IllegalKind`` or its value.
        card: the card refused, where the rule is about one.
        suit: the suit the rule asks for (revoke: the suit led; must trump: trumps).
        bid: the bid the rule compares with, as ``(number, 1 if hand else 0)``.
        amount: the amount the rule compares with (an American offer).
    """

    kind: IllegalKind

    def __init__(self, message: str, kind: IllegalKind | str, *, card: int | None = None,
                 suit: int | None = None, bid: tuple[int, int] | None = None,
                 amount: int | None = None) -> None:
        super().__init__(message, IllegalKind(kind))
        self.card = card
        self.suit = suit
        self.bid = bid
        self.amount = amount


class OptionError(PrefError):
    """An unknown option, a value outside its range, or an option of another variant.

    Args:
        message: the reason in plain English.
        kind: ``unknown_option``, ``variant``, ``value``, ``variant_option``,
            ``combination`` or ``players``.
        option: the option refused (a combination: the one that does not apply).
        other: for a combination, the option it depends on, and ``value`` the value of
            ``other`` it needs.
        value: see ``other``.
        players: for ``players``, the number of players asked for.
    """

    def __init__(self, message: str, kind: str = "option", *, option: str | None = None,
                 other: str | None = None, value: str | None = None,
                 players: int | None = None) -> None:
        super().__init__(message, kind)
        self.option = option
        self.other = other
        self.value = value
        self.players = players


class RecordError(PrefError):
    """A malformed deal record header (fields, cards, start state)."""

    def __init__(self, message: str, kind: str = "record") -> None:
        super().__init__(message, kind)


class ActionError(PrefError):
    """An invalid action in a record, with its 1-based position."""

    def __init__(self, position: int, action: str, reason: str, kind: str) -> None:
        super().__init__(f'action {position} "{action}": {reason}', kind)
        self.position = position
        self.action = action
        self.reason = reason
