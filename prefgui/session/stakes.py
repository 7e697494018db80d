"""Where a table's money lives between deals: a pot, a bank account, or nowhere.

One answer for the session (refilling the pot) and for every screen that names it, asked
of the rules object:

- Austrian, Illustrated, American (§2.1, §6): a pot that every player fills again whenever
  it is empty before a deal (whether a payout may overdraw it is ``pot_shortfall``).
- Western Balkan and Hungarian (§4.10, AMB-13): a bank, an unlimited shared account, unless
  ``bank_model = pot``: then a pot that pays out only what it holds, so it is refilled like
  the Austrian one.
- Danube Swabian (§5): no pot and no bank; the players pay one another.
"""

from __future__ import annotations

from enum import Enum

from prefgui.engine.rules import Rules
from prefgui.engine.state import Amount


class Stakes(Enum):
    """The kind of shared account a table keeps."""

    NONE = "none"
    POT = "pot"
    BANK = "bank"


def stakes_of(rules: Rules) -> Stakes:
    """The shared account of a table playing ``rules``."""
    if rules.variant == "swabian":
        return Stakes.NONE
    if rules.variant == "balkan" and not rules.uses_pot:
        return Stakes.BANK
    return Stakes.POT


def refill_due(rules: Rules, pot: Amount) -> bool:
    """Whether every player pays into the pot before the next deal (§2.1: it is empty)."""
    return stakes_of(rules) is Stakes.POT and pot <= 0
