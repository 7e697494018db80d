"""The first start's welcome describes each game as it is dealt with its default rules."""

from __future__ import annotations

from prefgui.session.match import Match, TableSettings
from prefgui.ui.dialogs.welcome import variant_lines


def test_the_welcome_promises_no_refas_the_default_game_does_not_give() -> None:
    """The Western Balkan line said "refas and a bank", but refa marks are a variation, off
    by default (RULES §4.8, Appendix A): a new player found no refa after an all-pass."""
    for variant, line in variant_lines():
        if "refa" in line.lower():
            rules = Match(TableSettings(variant), 1).state.rules
            assert rules.opt.refa, (variant, line)
