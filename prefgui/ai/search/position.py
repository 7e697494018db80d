"""The solver's one position type and its input checking.

A :class:`Position` is a trick-play position in the solver's terms: three hands as card
masks (seats 0, 1, 2 in playing order; an empty hand is a seat that is out), the trump
suit, the declarer's and the leader's seat, the goal, the cards already played to the
current trick and the two laws of the table (RULES.md §1.4). Engine states become
positions in :mod:`prefgui.ai.search.dd`, JSON documents in
:mod:`prefgui.ai.search.document`.

:func:`check_position` validates a position once, before the search. Which cards were
legal in the trick is the engine's rule (:func:`prefgui.engine.play.legal_cards`); the
solver's own fast form of it is checked against the engine by the tests.
"""

from __future__ import annotations

from dataclasses import dataclass

from prefgui.engine.cards import card_str, mask_str
from prefgui.engine.play import legal_cards

__all__ = ["FULL_MASK", "Position", "PositionError", "check_position", "seats_in_order"]

FULL_MASK = 0xFFFFFFFF  # all 32 cards


class PositionError(ValueError):
    """A position that cannot be solved; the message is one line."""


@dataclass(frozen=True, slots=True)
class Position:
    """A trick-play position for the double-dummy solver.

    Attributes:
        hands: card masks of seats 0, 1, 2 (an empty hand is a seat that is out, unless
            it has just played its last card to the current trick).
        trump: the trump suit 0..3, or None for no trumps.
        declarer: the declarer's seat.
        leader: the seat that led (or is to lead) the current trick.
        goal: ``"max"`` (the declarer maximises his tricks) or ``"min"`` (misère and the
            one-trick game: he minimises them).
        trick: cards already played to the current trick, the leader's first; they are
            no longer in ``hands``.
        must_trump: a player void in the suit led must trump if able.
        must_head: a player must beat the winning card when following suit or trumping.
    """

    hands: tuple[int, int, int]
    trump: int | None
    declarer: int
    leader: int
    goal: str
    trick: tuple[int, ...] = ()
    must_trump: bool = True
    must_head: bool = False


def seats_in_order(seats: tuple[int, ...], leader: int) -> tuple[int, ...]:
    """The seats taking part in a trick, in playing order from ``leader``."""
    i = seats.index(leader)
    return seats[i:] + seats[:i]


def _is_int(value: object, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _check_fields(pos: Position) -> None:
    """Raise PositionError for an out-of-range field."""
    if len(pos.hands) != 3:
        raise PositionError(f"need 3 hands, got {len(pos.hands)}")
    for i, h in enumerate(pos.hands):
        if not _is_int(h, 0, FULL_MASK):
            raise PositionError(f"hand {i} is not a 32-bit card mask: {h!r}")
    if pos.trump is not None and not _is_int(pos.trump, 0, 3):
        raise PositionError(f"trump must be a suit 0..3 or None, not {pos.trump!r}")
    for name in ("declarer", "leader"):
        if not _is_int(getattr(pos, name), 0, 2):
            raise PositionError(f"{name} must be a seat 0, 1 or 2, not {getattr(pos, name)!r}")
    if pos.goal not in ("max", "min"):
        raise PositionError(f"goal must be 'max' or 'min', not {pos.goal!r}")


def _check_cards(pos: Position) -> None:
    """Raise PositionError for a card held twice or a trick card that is not a card."""
    hands = pos.hands
    for i, j in ((0, 1), (0, 2), (1, 2)):
        if hands[i] & hands[j]:
            raise PositionError(f"hands {i} and {j} share {mask_str(hands[i] & hands[j])}")
    seen = hands[0] | hands[1] | hands[2]
    for c in pos.trick:
        if not _is_int(c, 0, 31):
            raise PositionError(f"not a card: {c!r}")
        if seen >> c & 1:
            raise PositionError(f"trick card {card_str(c)} is also in a hand or in the trick")
        seen |= 1 << c


def _size_problem(pos: Position, seats: tuple[int, ...]) -> str:
    """Why the hand sizes do not fit the trick for these active seats ('' if they do)."""
    order = seats_in_order(seats, pos.leader)
    k = len(pos.trick)
    if k >= len(seats):
        return "the trick is already complete"
    m = pos.hands[order[k]].bit_count()
    if m < 1:
        return "the player to move has no cards"
    if any(pos.hands[s].bit_count() != m - 1 for s in order[:k]) or any(
        pos.hands[s].bit_count() != m for s in order[k:]
    ):
        sizes = [h.bit_count() for h in pos.hands]
        return f"hand sizes {sizes} do not fit {k} card(s) played to the trick"
    return ""


def _check_trick(pos: Position, seats: tuple[int, ...]) -> None:
    """Raise PositionError unless each card of the trick was a legal play (engine rule)."""
    order = seats_in_order(seats, pos.leader)
    for i, c in enumerate(pos.trick):
        seat = order[i]
        hand = pos.hands[seat] | 1 << c
        if not legal_cards(hand, pos.trick[:i], pos.trump, pos.must_trump,
                           pos.must_head) >> c & 1:
            raise PositionError(f"trick card {card_str(c)} is not a legal play for seat {seat}")


def check_position(pos: Position) -> tuple[int, ...]:
    """Validate a position for the solver.

    Args:
        pos: the position.

    Returns:
        The seats taking part in the play (three, or two when a seat is out), or ``()``
        for a finished play (no cards left anywhere).

    Raises:
        PositionError: Overlapping hands, card counts that do not fit the trick, an
            illegal card in the trick, or an out-of-range field.
    """
    _check_fields(pos)
    _check_cards(pos)
    if not pos.trick and not any(pos.hands):
        return ()
    problems: list[str] = []
    for seats in ((0, 1, 2), (1, 2), (0, 2), (0, 1)):
        if pos.leader not in seats or pos.declarer not in seats:
            continue
        if any(pos.hands[s] for s in range(3) if s not in seats):
            continue
        problem = _size_problem(pos, seats)
        if problem:
            problems.append(problem)
            continue
        _check_trick(pos, seats)
        return seats
    detail = problems[0] if problems else "the hand sizes are inconsistent"
    raise PositionError(f"invalid position: {detail}")
