"""Long sessions for the tests of saving and resuming: one played with random legal actions,
and the ways an old deal of its save is spoilt."""

from __future__ import annotations

import random
from typing import Any

from prefgui.engine.cards import parse_mask
from prefgui.session.match import Match, TableSettings

LONG_DEALS = 300


def long_match(deals: int = LONG_DEALS, seed: int = 11) -> Match:
    """``deals`` finished deals (the rules change halfway) and a few actions of the next."""
    rng = random.Random(seed)
    m = Match(TableSettings("austrian"), seed=seed)
    while len(m.entries) < deals:
        if m.state.is_terminal():
            if len(m.entries) == deals // 2:
                m.change_rules(TableSettings("austrian", {"must_head": True}))
            m.next_deal()
        else:
            m.apply(rng.choice(m.state.legal_actions()))
    m.next_deal()
    for _ in range(4):
        m.apply(rng.choice(m.state.legal_actions()))
    return m


def foreign_card(record: dict[str, Any], seat: int) -> str:
    """A card dealt to another seat: never in ``seat``'s hand."""
    other = record["hands"][(seat + 1) % record["players"]]
    assert parse_mask(other)
    return str(other.split()[0])


def spoil(doc: dict[str, Any], index: int, how: str) -> None:
    record = doc["match"]["deals"][index]["record"]
    actions = record["actions"]
    plays = [i for i, a in enumerate(actions) if a.split()[1] == "play"]
    if how == "foreign card":
        i = plays[len(plays) // 2]
        seat = int(actions[i].split()[0])
        actions[i] = f"{seat} play {foreign_card(record, seat)}"
    elif how == "card twice":
        actions.insert(plays[0] + 1, actions[plays[0]])
    else:  # the deal stops before its end
        del actions[plays[-1]:]
