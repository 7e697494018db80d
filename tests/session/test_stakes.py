"""The table's shared account (pot, bank or none) follows the variant and its options."""

from __future__ import annotations

import random

import pytest

from prefgui.engine.rules import Rules
from prefgui.session.match import Match, TableSettings
from prefgui.session.stakes import Stakes, refill_due, stakes_of


@pytest.mark.parametrize(("variant", "options", "expected"), [
    ("austrian", {}, Stakes.POT),
    ("austrian", {"pot_shortfall": "allow_negative"}, Stakes.POT),
    ("illustrated", {}, Stakes.POT),
    ("american", {}, Stakes.POT),
    ("balkan", {}, Stakes.BANK),
    ("balkan", {"bank_model": "account"}, Stakes.BANK),
    ("balkan", {"bank_model": "pot"}, Stakes.POT),
    ("hungarian", {}, Stakes.BANK),
    ("hungarian", {"bank_model": "pot"}, Stakes.POT),
    ("swabian", {}, Stakes.NONE),
])
def test_stakes_follow_variant_and_option(variant: str, options: dict[str, object],
                                          expected: Stakes) -> None:
    assert stakes_of(Rules(variant, options)) is expected


def test_refill_only_for_an_empty_pot() -> None:
    pot = Rules("austrian")
    assert refill_due(pot, 0) and refill_due(pot, -5) and not refill_due(pot, 10)
    assert not refill_due(Rules("balkan"), 0)
    assert not refill_due(Rules("swabian"), 0)


def test_balkan_pot_model_is_filled_like_the_austrian_pot() -> None:
    # A pot that pays out only what it holds must be filled, or no declarer is ever paid.
    m = Match(TableSettings("balkan", {"bank_model": "pot"}), seed=4)
    assert m.pot == 30 and m.balances == [-10, -10, -10]
    rng = random.Random(2)
    for _ in range(8):
        while not m.state.is_terminal():
            m.apply(rng.choice(m.state.legal_actions()))
        balances, pot = m.totals()
        assert sum(balances) + pot == 0
        assert pot >= 0
        m.next_deal()
        assert m.pot > 0


@pytest.mark.parametrize("variant", ["balkan", "swabian"])
def test_bank_and_no_stakes_are_never_filled(variant: str) -> None:
    m = Match(TableSettings(variant), seed=4)
    assert m.pot == 0 and m.balances == [0, 0, 0]
