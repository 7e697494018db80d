"""Engine errors. Each carries a machine-readable ``kind`` and a plain message."""

from __future__ import annotations


class PrefError(ValueError):
    """Base class of the engine's errors."""

    def __init__(self, message: str, kind: str = "invalid") -> None:
        super().__init__(message)
        self.kind = kind
        self.message = message


class InvalidNotationError(PrefError):
    """Text that is not a card, suit, action or option value."""

    def __init__(self, message: str, kind: str = "notation") -> None:
        super().__init__(message, kind)


class IllegalActionError(PrefError):
    """An action the rules do not allow here; ``kind`` names the rule broken.

    Kinds: ``wrong_seat``, ``after_end``, ``not_held``, ``revoke`` (must follow suit),
    ``must_trump``, ``must_head``, ``convention_c1``, ``low_bid``, ``bad_hold``,
    ``forced_bid``, ``hand_bid``, ``bad_discard``, ``low_declare``, ``bad_offer``,
    ``wrong_phase``.
    """


class OptionError(PrefError):
    """An unknown option, a value outside its range, or an option of another variant."""

    def __init__(self, message: str, kind: str = "option") -> None:
        super().__init__(message, kind)


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
