"""The doctests of the engine's value modules run as tests."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = ["prefgui.engine.cards", "prefgui.engine.contracts", "prefgui.engine.actions",
           "prefgui.engine.options", "prefgui.engine.vocab", "prefgui.engine.tricks",
           "prefgui.engine.seats"]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name))
    assert result.attempted > 0 and result.failed == 0
