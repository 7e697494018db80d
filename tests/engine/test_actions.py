"""Actions as typed values: text form (RULES.md §11.2), equality, hashing, pickling."""

from __future__ import annotations

import pickle

import pytest

from prefgui.engine.actions import (
    Announce,
    Bid,
    BidSuit,
    Concede,
    Contra,
    Declare,
    DeclareSuit,
    Defend,
    Discard,
    Drop,
    Hold,
    Invite,
    Offer,
    Pass,
    Play,
    Recontra,
    Verb,
    parse_action,
    play,
)
from prefgui.engine.cards import parse_card
from prefgui.engine.errors import InvalidNotationError

EXAMPLES = [
    (Pass(0), "0 pass", False), (Bid(1, 3), "1 bid 3", False),
    (Bid(2, 4, True), "2 bid 4 hand", False), (BidSuit(0, 4), "0 bid H", True),
    (Hold(1), "1 hold", False), (Offer(2, 15), "2 offer 15", True),
    (Discard(0, parse_card("8H"), parse_card("7H")), "0 discard 8H 7H", False),
    (Declare(0, 6), "0 declare 6", False), (DeclareSuit(1, 2), "1 declare C", True),
    (Announce(0), "0 announce no-aces", False), (Defend(1), "1 defend", False),
    (Drop(2), "2 drop", False), (Invite(1), "1 invite", False), (Contra(2), "2 contra", False),
    (Recontra(0), "0 recontra", False), (Concede(0), "0 concede", False),
    (Play(1, parse_card("KH")), "1 play KH", False),
]


@pytest.mark.parametrize(("action", "text", "american"), EXAMPLES,
                         ids=[t for _, t, _ in EXAMPLES])
def test_text_form_round_trips(action: object, text: str, american: bool) -> None:
    assert str(action) == text
    assert parse_action(text, american) == action
    assert type(parse_action(text, american)) is type(action)


def test_actions_are_hashable_picklable_values() -> None:
    actions = [a for a, _, _ in EXAMPLES]
    assert len(set(actions)) == len(actions)
    for a in actions:
        assert pickle.loads(pickle.dumps(a)) == a and hash(a) == hash(type(a)(**_fields(a)))
        assert isinstance(a.verb, Verb)
        with pytest.raises(AttributeError):
            a.seat = 3  # type: ignore[misc]
    assert Pass(0) != Hold(0) and Defend(1) != Drop(1)
    assert len({Pass(0), Hold(0), Defend(0), Drop(0)}) == 4


def test_the_play_constructor_is_cached() -> None:
    assert play(2, 5) is play(2, 5) == Play(2, 5)
    assert parse_action("2 play 9S", american=False) is play(2, parse_card("9S"))


@pytest.mark.parametrize(("text", "american"), [
    ("0 bid H", False), ("0 bid 3", True), ("0 pass now", False), ("0 bid_suit 1", False),
    ("x pass", False), ("0 play", False), ("0 discard 7H", False), ("0 offer -1", True),
    ("0 announce", False), ("0 bid 3 hands", False)])
def test_malformed_text_is_rejected(text: str, american: bool) -> None:
    with pytest.raises(InvalidNotationError):
        parse_action(text, american)


def _fields(a: object) -> dict[str, object]:
    return {n: getattr(a, n) for n in ("seat", "number", "hand", "units", "c1", "c2", "card")
            if hasattr(a, n)}
