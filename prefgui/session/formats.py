"""The schemas of the files the program writes: the saved session and its table settings.

Each is used both ways: ``storage.save`` checks the document it is about to write and
``storage.load_session`` checks the document it read, against the same schema. What a schema
cannot say (the rules and options, the deal records) is checked by the engine when the
session is rebuilt.
"""

from __future__ import annotations

from typing import Any

from prefgui.engine.record import MAX_AMOUNT, parse_amount
from prefgui.session.schema import Bool, Int, Json, ListOf, MapOf, Null, Obj, OneOf, Str

__all__ = ["LEVEL_NAMES", "SAVE", "SAVE_FORMAT", "SAVE_VERSION", "TABLE"]

SAVE_FORMAT = "prefgui.session"
SAVE_VERSION = 3  # 2: the optional "sequence" (the order of writes); 3: the "totals"
LEVEL_NAMES = ("human", "beginner", "club", "expert")
"""Who sits in a seat: the person, or a computer player's level (``prefgui.ai.players``)."""
MAX_DEALS = 100_000
MAX_ACTIONS = 400  # a deal has about 45 actions


def _is_amount(text: str) -> bool:
    try:
        parse_amount(text)
    except ValueError:
        return False
    return True


AMOUNT = OneOf((Int(-MAX_AMOUNT, MAX_AMOUNT), Str(40, test=_is_amount)))
OPTION_VALUE = OneOf((Bool(), Str(60), Int(-1_000_000, 1_000_000),
                      MapOf(Str(10), Int(-1_000_000, 1_000_000), max_len=8),
                      ListOf(Int(0, 1_000), 0, 10)))  # Russian lists (RULES §13.15)


def _seats_match(table: dict[str, Any]) -> str:
    n = table["players"]
    if len(table["names"]) != n or len(table["levels"]) != n:
        return f"names and levels must list {n} players"
    return ""


TABLE = Obj(
    required={
        "variant": Str(40),
        "options": MapOf(Str(60), OPTION_VALUE, max_len=100),
        "players": Int(3, 4),
        "names": ListOf(Str(1000), 3, 4),
        "levels": ListOf(Str(choices=LEVEL_NAMES), 3, 4),
        "contribution": Int(0, 1_000_000),
    },
    rule=_seats_match,
)
"""``TableSettings.to_json``: the rules, players and stakes of a session."""

DEAL = Obj(required={"dealer": Int(0, 3), "refill": AMOUNT, "record": Json()})
CURRENT = Obj(required={"dealer": Int(0, 3), "refill": AMOUNT,
                        "actions": ListOf(Str(60), 0, MAX_ACTIONS)})
TOTALS = Obj(required={"balances": ListOf(AMOUNT, 3, 4), "pot": AMOUNT,
                      "refa": ListOf(Int(0, MAX_AMOUNT), 3, 4)},
             optional={"refa_rounds": Int(0, MAX_AMOUNT)})
"""The balances, the pot or bank and the refa marks as the session stands (version 3):
a long session resumes at its current deal without replaying the earlier ones first."""
MATCH = Obj(required={
    "settings": TABLE,
    "pending_settings": OneOf((Null(), TABLE)),
    "seed": Int(0, 2**64 - 1),
    "deals": ListOf(DEAL, 0, MAX_DEALS),
    "current": OneOf((Null(), CURRENT)),
}, optional={"totals": TOTALS})
"""``Match.to_json``: everything needed to resume a session at the same card (a pulka
writes no ``totals``: its sheet is rebuilt from its deals)."""

SAVE = Obj(required={
    "format": Str(choices=(SAVE_FORMAT,)),
    "version": Int(1, SAVE_VERSION),
    "saved": Str(40),
    "match": MATCH,
}, optional={"sequence": Int(0, 2**53)})
"""A save file (``storage.save``). ``sequence`` numbers the writes (which save is the
latest, whatever the clocks said); older saves have none."""
