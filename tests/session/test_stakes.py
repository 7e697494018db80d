"""The table's shared account (pot, bank or none) follows the variant and its options
(asked of the rules object), and the session fills a pot, never a bank."""

from __future__ import annotations

import random

import pytest

from prefgui.engine.rules import Rules
from prefgui.session.match import Match, TableSettings

POT, BANK, NONE = "pot", "bank", "none"


def _stakes(rules: Rules) -> str:
    if not rules.has_pot:
        return NONE
    return BANK if rules.has_bank else POT


@pytest.mark.parametrize(("variant", "options", "expected"), [
    ("austrian", {}, POT),
    ("austrian", {"pot_shortfall": "allow_negative"}, POT),
    ("illustrated", {}, POT),
    ("american", {}, POT),
    ("balkan", {}, BANK),
    ("balkan", {"bank_model": "account"}, BANK),
    ("balkan", {"bank_model": "pot"}, POT),
    ("hungarian", {}, BANK),
    ("hungarian", {"bank_model": "pot"}, POT),
    ("swabian", {}, NONE),
])
def test_stakes_follow_variant_and_option(variant: str, options: dict[str, object],
                                          expected: str) -> None:
    r = Rules(variant, options)
    assert _stakes(r) == expected
    assert r.refills_pot is (expected == POT)


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
