"""The defender conventions (RULES §7) as a filter on a computer defender's cards.

Computer defenders keep the conventions whenever the table uses them
(``conventions_status`` other than ``off``): they choose among the legal cards that break
none of C1–C3 in the in-play reading, which the engine also uses for its record. Such a
card always exists (C2's top card, C3's lowest card, and C1 is only broken when a
non-overtaking card was available).
"""

from __future__ import annotations

from prefgui.ai.worlds.public import public_state
from prefgui.engine import conventions
from prefgui.engine.actions import Play
from prefgui.engine.observation import Observation
from prefgui.engine.state import Phase


def legal_cards(obs: Observation) -> list[int]:
    """The cards ``obs.seat`` may play now, lowest first."""
    return sorted(a.card for a in obs.legal if isinstance(a, Play) and a.seat == obs.seat)


def compliant_cards(obs: Observation) -> list[int]:
    """The legal cards that keep the conventions.

    All legal cards where the conventions do not apply; never empty.
    """
    cards = legal_cards(obs)
    if obs.contract is None or obs.phase is not Phase.PLAY or obs.seat == obs.declarer:
        return cards
    st = public_state(obs)
    if not conventions.tracked(st):
        return cards
    ok = [c for c in cards if not conventions.check_card(st, obs.seat, c)]
    return ok or cards


def kept_rule(obs: Observation, cards: list[int]) -> str:
    """The convention that ruled out the legal cards not in ``cards``.

    ``C1``, ``C2`` or ``C3``; '' when no legal card was ruled out.
    """
    out = [c for c in legal_cards(obs) if c not in cards]
    if not out or obs.contract is None:
        return ""
    st = public_state(obs)
    for c in out:
        breaches = conventions.check_card(st, obs.seat, c)
        if breaches:
            return breaches[0].rule
    return ""
