"""The computer defenders' convention filter follows C1 as revised (RULES §7.3)."""

from __future__ import annotations

from prefgui.ai.decisions.compliance import compliant_cards, kept_rule
from prefgui.engine.cards import parse_card
from tests.engine.helpers import play_state


def test_computer_defender_does_not_overtake_when_only_a_ruff_could_beat() -> None:
    # Partner 1 leads QH, KH has gone; the declarer 0 (last) could beat QH only by ruffing,
    # which would beat AH as well: AH is a needless overtake.
    st = play_state(["7S 7C", "QH", "AH 8H"], leader=1, trick="QH", played="KH 7H 9H")
    obs = st.observation(2)
    assert compliant_cards(obs) == [parse_card("8H")]
    assert kept_rule(obs, compliant_cards(obs)) == "C1"


def test_computer_defender_may_overtake_when_the_declarer_may_hold_a_card_between() -> None:
    st = play_state(["7S 7C", "QH", "AH 8H"], leader=1, trick="QH")  # KH unseen
    assert compliant_cards(st.observation(2)) == [parse_card("8H"), parse_card("AH")]
