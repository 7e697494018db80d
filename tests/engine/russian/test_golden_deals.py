"""Golden Russian deals: a seed always deals the same cards, and the roles follow the deal."""

from __future__ import annotations

from prefgui.engine.actions import parse_russian_action
from prefgui.engine.cards import card_str, mask_str
from prefgui.engine.rules import Rules
from prefgui.engine.russian.deal import new_russian_deal
from prefgui.engine.vocab import Outcome, Role


def test_a_seed_deals_the_same_cards_in_packets_of_two() -> None:
    st = new_russian_deal(Rules("sochi"), seed=12345, dealer=2)
    assert [mask_str(h) for h in st.hands] == GOLDEN_3
    assert [card_str(c) for c in st.talon_cards] == GOLDEN_TALON_3
    four = new_russian_deal(Rules("leningrad", players=4), seed=12345, dealer=1)
    assert four.hands[1] == 0 and all(h.bit_count() == 10 for i, h in enumerate(four.hands)
                                      if i != 1)
    assert [mask_str(h) for h in four.hands] == GOLDEN_4


def test_roles_through_a_deal() -> None:
    st = new_russian_deal(Rules("sochi"), seed=12345, dealer=2)
    assert {st.role(s) for s in range(3)} == {Role.UNDECIDED}
    for text in ("0 pass", "1 pass", "2 pass"):
        st = st.apply(parse_russian_action(text))
    assert {st.role(s) for s in range(3)} == {Role.RASPASY}
    four = new_russian_deal(Rules("sochi", players=4), seed=5, dealer=3)
    assert four.role(3) is Role.OUT
    assert four.outcome is Outcome.NONE


GOLDEN_3 = ["JS TS 9S QC JD AH QH TH 9H 7H", "AS QS AC JC 9C 7C QD TD 8D KH",
            "KS 8S 7S KC TC 8C AD KD 7D JH"]
GOLDEN_TALON_3 = ["8H", "9D"]
GOLDEN_4 = ["KS 8S 7S KC TC 8C AD KD 7D JH", "", "JS TS 9S QC JD AH QH TH 9H 7H",
            "AS QS AC JC 9C 7C QD TD 8D KH"]
