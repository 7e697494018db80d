"""The review of a Russian deal: every card priced double dummy (RULES §13.7).

For each ``play`` action, every legal card of the seat to play is valued with all hands
known: on a trick contract or a misère, the declarer's tricks from there on (as
``prefgui solve`` counts them, a misère to the end); on raspasy, the tricks the seat to play
is held to with the two others against him. ``tricks_lost`` is what the card gave away for
the seat's side (for a raspasy player: for himself), and ``best`` the cards that gave
nothing. The two talon-led tricks of raspasy are not solved (``moves`` is null there). The
defender conventions do not apply to the Russian game, so there are no breaches.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from prefgui.coach.analysis import russian_moves, russian_sign
from prefgui.engine.actions import Play, parse_russian_action
from prefgui.engine.cards import card_str, sorted_cards
from prefgui.engine.errors import ActionError, PrefError
from prefgui.engine.russian.record import RussianRecord, initial_state

REVIEW_FORMAT = "prefgui.review/1"


@dataclass(frozen=True, slots=True)
class RuCardReview:
    """One card of a Russian deal, priced.

    Attributes:
        action: 1-based index of the ``play`` action in the record.
        seat: who played it; card: the card.
        moves: legal card -> value (see the module), or None in a raspasy talon trick.
        tricks_lost: tricks the card gave away for the seat's side (None with no moves).
        best: the legal cards that gave nothing away.
    """

    action: int
    seat: int
    card: int
    moves: dict[int, int] | None
    tricks_lost: int | None
    best: tuple[int, ...]


def review_russian(rec: RussianRecord) -> tuple[RuCardReview, ...]:
    """Every card of a Russian record, priced.

    Raises:
        ActionError: an invalid action (as ``prefgui replay`` reports it).
    """
    st = initial_state(rec)
    out: list[RuCardReview] = []
    for i, text in enumerate(rec.actions, start=1):
        try:
            action = parse_russian_action(text)
            before = st
            st = st.apply(action)
        except PrefError as e:
            raise ActionError(i, text, e.message, e.kind) from None
        if type(action) is not Play:
            continue
        if before.talon_lead is not None:
            out.append(RuCardReview(i, action.seat, action.card, None, None, ()))
            continue
        moves = russian_moves(before)
        sign = russian_sign(before, action.seat)
        top = max(sign * v for v in moves.values())
        best = tuple(c for c in sorted_cards(sum(1 << c for c in moves))
                     if sign * moves[c] == top)
        out.append(RuCardReview(i, action.seat, action.card, moves,
                                top - sign * moves[action.card], best))
    return tuple(out)


def review_json(cards: tuple[RuCardReview, ...]) -> dict[str, Any]:
    """The ``prefgui.review/1`` object of a Russian deal."""
    rows: list[dict[str, Any]] = []
    for c in cards:
        row: dict[str, Any] = {"action": c.action, "seat": c.seat, "card": card_str(c.card),
                               "moves": None, "breaches": []}
        if c.moves is not None:
            row["moves"] = {card_str(k): c.moves[k]
                            for k in sorted_cards(sum(1 << k for k in c.moves))}
            row["tricks_lost"] = c.tricks_lost
            row["best"] = [card_str(k) for k in c.best]
        rows.append(row)
    return {"format": REVIEW_FORMAT, "cards": rows}


def review_record(obj: dict[str, Any]) -> tuple[RuCardReview, ...]:
    """Every card of a Russian record object (§13.14.4), priced (for a worker process).

    Raises:
        RecordError: not a Russian record; ActionError: an invalid action.
    """
    from prefgui.engine.errors import RecordError
    from prefgui.engine.record import parse_any

    rec = parse_any(obj)
    if not isinstance(rec, RussianRecord):
        raise RecordError("not a Russian deal record")
    return review_russian(rec)
