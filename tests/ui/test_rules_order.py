"""The rules help reads in order: the basics of the game first, then the chosen variant."""

from __future__ import annotations

import pytest

from prefgui.engine.rules import Rules
from prefgui.ui.dialogs.rules import rules_html


@pytest.mark.parametrize("variant", ["austrian", "illustrated", "balkan", "swabian",
                                     "american"])
def test_the_basics_come_before_the_variant(variant: str) -> None:
    html = rules_html(Rules(variant), "german")
    basics = html.index("Three players, 32 cards")
    assert basics < html.index("<h3>")
    assert html.index("<h3>") < html.index("<p>", basics + 1)
