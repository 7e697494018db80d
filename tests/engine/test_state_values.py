"""GameState is an honest value: applying an action never changes the state it starts from."""

from __future__ import annotations

import dataclasses
import pickle
import random
import typing

import pytest

from prefgui.engine.deal import new_deal
from prefgui.engine.rules import Rules
from prefgui.engine.state import GameState, StateChanges


def _fields(s: GameState) -> dict[str, object]:
    return {f.name: getattr(s, f.name) for f in dataclasses.fields(s) if f.compare}


@pytest.mark.parametrize("variant", ["austrian", "illustrated", "balkan", "swabian",
                                     "american"])
def test_apply_leaves_the_old_state_unchanged(variant: str) -> None:
    rules = Rules(variant, {"no_ace_bonus": True} if variant == "austrian" else {})
    for seed in range(15):
        rng = random.Random(seed)
        s = new_deal(rules, seed, 0)
        while not s.is_terminal():
            before = _fields(s)
            legal = s.legal_actions()
            nxt = s.apply(rng.choice(legal))
            assert _fields(s) == before
            assert s.legal_actions() is legal  # computed once, then kept
            assert nxt != s and hash(s) == hash(pickle.loads(pickle.dumps(s)))
            s = nxt


def test_states_cannot_be_changed() -> None:
    s = new_deal(Rules("austrian"), 1, 0)
    with pytest.raises(dataclasses.FrozenInstanceError):
        s.turn = 2  # type: ignore[misc]
    assert s.evolve() == s and s.evolve() is not s
    other = (s.turn + 1) % 3
    assert s.evolve(turn=other).turn == other and s.turn != other


@pytest.mark.parametrize("name", ["trun", "priority", "apply", "_memo_"])
def test_evolve_refuses_a_name_that_is_not_a_field(name: str) -> None:
    s = new_deal(Rules("austrian"), 1, 0)
    with pytest.raises(TypeError, match=name):
        s.evolve(**{name: 2})  # type: ignore[misc]


def test_evolve_lists_exactly_the_fields_of_the_state() -> None:
    # StateChanges is what mypy checks evolve's arguments against: the same names and types
    hints = typing.get_type_hints(GameState)
    del hints["_memo"]
    assert typing.get_type_hints(StateChanges) == hints
    assert StateChanges.__optional_keys__ == frozenset(hints)
