"""Position documents: the JSON form of a solver position (format ``prefgui.position/1``).

A position document is a JSON object::

    {"format": "prefgui.position/1",
     "hands": ["AS KS QH", "7S 8S 9H", ""],
     "trump": "H",
     "declarer": 0,
     "leader": 0,
     "goal": "max",
     "trick": ["QS"],
     "must_trump": true,
     "must_head": false}

``hands`` are the cards of seats 0, 1, 2 as record codes (see
:mod:`prefgui.engine.cards`); ``""`` is a seat that is out. ``trump`` is a suit code or
``null`` for no trumps. ``goal`` is ``"max"`` (the declarer takes as many tricks as he can)
or ``"min"`` (misère). ``trick`` lists the cards already played to the current trick,
starting with the leader's; it may be left out when no card has been played. The optional
``must_trump`` (default true) and ``must_head`` (default false) are the laws of RULES.md
§1.4. Any other key is an error.

>>> doc = {"format": "prefgui.position/1", "hands": ["AS", "KS", "QS"], "trump": None,
...        "declarer": 0, "leader": 0, "goal": "max"}
>>> out = solve_position_json(doc)
>>> out["declarer_tricks"], out["moves"]
(1, {'AS': 1})
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from prefgui.ai.search.position import Position, PositionError, check_position
from prefgui.ai.search.solver import solve
from prefgui.engine.cards import (
    SUIT_CODES,
    card_str,
    mask_str,
    parse_card,
    parse_mask,
    parse_suit,
    sorted_cards,
)
from prefgui.engine.errors import InvalidNotationError

__all__ = ["FORMAT", "PositionError", "document_of", "parse_position", "solve_position_json"]

FORMAT = "prefgui.position/1"

_REQUIRED = ("format", "hands", "trump", "declarer", "leader", "goal")
_OPTIONAL = ("trick", "must_trump", "must_head")


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _seat(doc: dict[str, object], key: str) -> int:
    value = doc[key]
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 2:
        raise PositionError(f"{key!r} must be a seat 0, 1 or 2, not {value!r}")
    return value


def _flag(doc: dict[str, object], key: str, default: bool) -> bool:
    value = doc.get(key, default)
    if not isinstance(value, bool):
        raise PositionError(f"{key!r} must be true or false, not {value!r}")
    return value


def _keys(obj: object) -> dict[str, object]:
    """The document as a dict, checked for its keys and format tag."""
    if not isinstance(obj, dict):
        raise PositionError(f"a position must be a JSON object, not {type(obj).__name__}")
    doc: dict[str, object] = {}
    for key, value in obj.items():
        if not isinstance(key, str):
            raise PositionError(f"keys must be strings, not {key!r}")
        doc[key] = value
    unknown = sorted(k for k in doc if k not in _REQUIRED and k not in _OPTIONAL)
    if unknown:
        raise PositionError(f"unknown key {unknown[0]!r}")
    missing = [k for k in _REQUIRED if k not in doc]
    if missing:
        raise PositionError(f"missing key {missing[0]!r}")
    if doc["format"] != FORMAT:
        raise PositionError(f"'format' must be {FORMAT!r}, not {doc['format']!r}")
    return doc


def _parsed(parse: Callable[[str], int], text: object, where: str) -> int:
    """``parse(text)``, or PositionError naming ``where`` (a hand, the trick)."""
    if not isinstance(text, str):
        what = "trick card" if where == "trick" else where
        raise PositionError(f"{what} must be a string, not {text!r}")
    try:
        return parse(text)
    except InvalidNotationError as exc:
        raise PositionError(f"{where}: {_one_line(exc.message)}") from None


def _hands(doc: dict[str, object]) -> tuple[tuple[int, int, int], dict[int, int]]:
    """The three hands, and the seat holding each card."""
    raw_hands = doc["hands"]
    if not isinstance(raw_hands, list) or len(raw_hands) != 3:
        raise PositionError("'hands' must be a list of 3 strings")
    masks: list[int] = []
    owner: dict[int, int] = {}
    for seat, text in enumerate(raw_hands):
        mask = _parsed(parse_mask, text, f"hand {seat}")
        for c in sorted_cards(mask):
            if c in owner:
                raise PositionError(f"card {card_str(c)} is in hands {owner[c]} and {seat}")
            owner[c] = seat
        masks.append(mask)
    return (masks[0], masks[1], masks[2]), owner


def _trump(doc: dict[str, object]) -> int | None:
    raw_trump = doc["trump"]
    if raw_trump is None:
        return None
    if isinstance(raw_trump, str):
        try:
            return parse_suit(raw_trump)
        except InvalidNotationError:
            pass
    raise PositionError(f"'trump' must be S, C, D, H or null, not {raw_trump!r}")


def _goal(doc: dict[str, object]) -> str:
    goal = doc["goal"]
    if not isinstance(goal, str) or goal not in ("max", "min"):
        raise PositionError(f'\'goal\' must be "max" or "min", not {goal!r}')
    return goal


def _trick(doc: dict[str, object], owner: dict[int, int]) -> tuple[int, ...]:
    raw_trick = doc.get("trick", [])
    if not isinstance(raw_trick, list):
        raise PositionError("'trick' must be a list of cards")
    trick: list[int] = []
    for text in raw_trick:
        c = _parsed(parse_card, text, "trick")
        if c in owner:
            raise PositionError(f"trick card {card_str(c)} is also in hand {owner[c]}")
        if c in trick:
            raise PositionError(f"trick card {card_str(c)} is listed twice")
        trick.append(c)
    return tuple(trick)


def parse_position(obj: object) -> Position:
    """Validate a position document.

    Args:
        obj: The decoded JSON object.

    Returns:
        The position.

    Raises:
        PositionError: Not an object, a wrong format tag, a missing or unknown key, a bad
            card or suit, a card listed twice, or hand sizes that do not fit the trick.
    """
    doc = _keys(obj)
    hands, owner = _hands(doc)
    trump = _trump(doc)
    declarer = _seat(doc, "declarer")
    leader = _seat(doc, "leader")
    position = Position(
        hands=hands,
        trump=trump,
        declarer=declarer,
        leader=leader,
        goal=_goal(doc),
        trick=_trick(doc, owner),
        must_trump=_flag(doc, "must_trump", True),
        must_head=_flag(doc, "must_head", False),
    )
    _check_counts(position)
    return position


def _check_counts(pos: Position) -> None:
    """Raise PositionError unless the hand sizes fit the trick and its cards were legal."""
    try:
        check_position(pos)
    except PositionError as exc:
        raise PositionError(_one_line(str(exc))) from None


def document_of(pos: Position) -> dict[str, Any]:
    """The position document of a position (the inverse of :func:`parse_position`)."""
    return {
        "format": FORMAT,
        "hands": [mask_str(h) for h in pos.hands],
        "trump": None if pos.trump is None else SUIT_CODES[pos.trump],
        "declarer": pos.declarer,
        "leader": pos.leader,
        "goal": pos.goal,
        "trick": [card_str(c) for c in pos.trick],
        "must_trump": pos.must_trump,
        "must_head": pos.must_head,
    }


def solve_position_json(obj: object) -> dict[str, object]:
    """Validate and solve a position document.

    Args:
        obj: The decoded JSON object (see the module docstring).

    Returns:
        ``{"declarer_tricks": N, "moves": {"AS": N, ...}, "nodes": N, "seconds": s}``:
        the declarer's tricks from this position on under best play, the same after each
        legal card of the player to move (record codes, suits S C D H and high to low),
        the search nodes and the solving time.

    Raises:
        PositionError: The document is invalid (see :func:`parse_position`).
    """
    pos = parse_position(obj)
    start = time.perf_counter()
    try:
        result = solve(pos)
    except ValueError as exc:
        raise PositionError(_one_line(str(exc))) from None
    seconds = time.perf_counter() - start
    moves = {card_str(c): result.moves[c] for c in sorted_cards(sum(1 << c for c in result.moves))}
    return {
        "declarer_tricks": result.declarer_tricks,
        "moves": moves,
        "nodes": result.nodes,
        "seconds": seconds,
    }
