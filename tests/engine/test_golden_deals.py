"""Golden shuffles: the exact hands and talon of fixed seeds (RULES.md §1.3).

A resumed game rebuilds its running deal from the seed (``session/match.py``), so a change
to the shuffle, to the packets or to how a deal seed is derived would silently change
resumed games. These values were taken from the engine and must never change.
"""

from __future__ import annotations

import pytest

from prefgui.engine.cards import mask_str, parse_card
from prefgui.engine.deal import deal_seed, new_deal, shuffled_deck
from prefgui.engine.rules import Rules

GOLDEN = (
    (("austrian", 3, 1, 0),
     ("AS JS 8S 7S 9C 8C AD QD JD 7D",
      "KS 9S QC TC 7C KD 8D QH JH 8H",
      "QS TS AC JC TD 9D AH KH 9H 7H"),
     "KC TH"),
    (("austrian", 3, 20261203, 2),
     ("AS KC JC 9C 7C QD JD JH 9H 8H",
      "QS TS 8S 7S AC QC TD 9D AH 7H",
      "KS JS 9S TC AD 8D 7D KH QH TH"),
     "8C KD"),
    (("austrian", 3, 18446744073709551615, 1),
     ("AS KS TS 9S QC TC 9C KD QD AH",
      "JS 8S 7S AC 8C TD 9D 8D JH 9H",
      "QS JC 7C AD JD 7D KH QH 8H 7H"),
     "KC TH"),
    (("austrian", 4, 1, 0),
     ("",
      "KS 9S QC TC 7C KD 8D QH JH 8H",
      "QS TS AC JC TD 9D AH KH 9H 7H",
      "AS JS 8S 7S 9C 8C AD QD JD 7D"),
     "KC TH"),
    (("austrian", 4, 20261203, 3),
     ("AS KC JC 9C 7C QD JD JH 9H 8H",
      "QS TS 8S 7S AC QC TD 9D AH 7H",
      "KS JS 9S TC AD 8D 7D KH QH TH",
      ""),
     "8C KD"),
    (("austrian", 4, 18446744073709551615, 1),
     ("JS 8S 7S AC 8C TD 9D 8D JH 9H",
      "",
      "QS JC 7C AD JD 7D KH QH 8H 7H",
      "AS KS TS 9S QC TC 9C KD QD AH"),
     "KC TH"),
    (("illustrated", 3, 1, 0),
     ("AS JS 8S 7S 9C 8C AD QD JD 7D",
      "KS 9S QC TC 7C KD 8D QH JH 8H",
      "QS TS AC JC TD 9D AH KH 9H 7H"),
     "KC TH"),
    (("illustrated", 3, 20261203, 2),
     ("AS KC JC 9C 7C QD JD JH 9H 8H",
      "QS TS 8S 7S AC QC TD 9D AH 7H",
      "KS JS 9S TC AD 8D 7D KH QH TH"),
     "8C KD"),
    (("illustrated", 3, 18446744073709551615, 1),
     ("AS KS TS 9S QC TC 9C KD QD AH",
      "JS 8S 7S AC 8C TD 9D 8D JH 9H",
      "QS JC 7C AD JD 7D KH QH 8H 7H"),
     "KC TH"),
    (("illustrated", 4, 1, 0),
     ("",
      "KS 9S QC TC 7C KD 8D QH JH 8H",
      "QS TS AC JC TD 9D AH KH 9H 7H",
      "AS JS 8S 7S 9C 8C AD QD JD 7D"),
     "KC TH"),
    (("illustrated", 4, 20261203, 3),
     ("AS KC JC 9C 7C QD JD JH 9H 8H",
      "QS TS 8S 7S AC QC TD 9D AH 7H",
      "KS JS 9S TC AD 8D 7D KH QH TH",
      ""),
     "8C KD"),
    (("illustrated", 4, 18446744073709551615, 1),
     ("JS 8S 7S AC 8C TD 9D 8D JH 9H",
      "",
      "QS JC 7C AD JD 7D KH QH 8H 7H",
      "AS KS TS 9S QC TC 9C KD QD AH"),
     "KC TH"),
    (("balkan", 3, 1, 0),
     ("KS QS 8S 7S AC TC AD KD JH TH",
      "AS JS 9S QC JC TD 7D 9H 8H 7H",
      "KC 9C 8C 7C QD JD 8D AH KH QH"),
     "TS 9D"),
    (("balkan", 3, 20261203, 2),
     ("QS 9S 8S QC 7C AD QD TD KH JH",
      "KS JS AC JC 9C KD 8D AH QH 9H",
      "AS TS KC TC 8C JD 7D TH 8H 7H"),
     "7S 9D"),
    (("balkan", 3, 18446744073709551615, 1),
     ("JS KC JC 9C QD 9D 8D 7D QH JH",
      "QS 9S 8S 7S 8C AD KD KH TH 7H",
      "KS TS AC QC 7C JD TD AH 9H 8H"),
     "AS TC"),
    (("balkan", 4, 1, 0),
     ("",
      "AS JS 9S QC JC TD 7D 9H 8H 7H",
      "KC 9C 8C 7C QD JD 8D AH KH QH",
      "KS QS 8S 7S AC TC AD KD JH TH"),
     "TS 9D"),
    (("balkan", 4, 20261203, 3),
     ("QS 9S 8S QC 7C AD QD TD KH JH",
      "KS JS AC JC 9C KD 8D AH QH 9H",
      "AS TS KC TC 8C JD 7D TH 8H 7H",
      ""),
     "7S 9D"),
    (("balkan", 4, 18446744073709551615, 1),
     ("QS 9S 8S 7S 8C AD KD KH TH 7H",
      "",
      "KS TS AC QC 7C JD TD AH 9H 8H",
      "JS KC JC 9C QD 9D 8D 7D QH JH"),
     "AS TC"),
    (("swabian", 3, 1, 0),
     ("KS QS 8S 7S AC TC AD KD JH TH",
      "AS JS 9S QC JC TD 7D 9H 8H 7H",
      "KC 9C 8C 7C QD JD 8D AH KH QH"),
     "TS 9D"),
    (("swabian", 3, 20261203, 2),
     ("QS 9S 8S QC 7C AD QD TD KH JH",
      "KS JS AC JC 9C KD 8D AH QH 9H",
      "AS TS KC TC 8C JD 7D TH 8H 7H"),
     "7S 9D"),
    (("swabian", 3, 18446744073709551615, 1),
     ("JS KC JC 9C QD 9D 8D 7D QH JH",
      "QS 9S 8S 7S 8C AD KD KH TH 7H",
      "KS TS AC QC 7C JD TD AH 9H 8H"),
     "AS TC"),
    (("swabian", 4, 1, 0),
     ("",
      "AS JS 9S QC JC TD 7D 9H 8H 7H",
      "KC 9C 8C 7C QD JD 8D AH KH QH",
      "KS QS 8S 7S AC TC AD KD JH TH"),
     "TS 9D"),
    (("swabian", 4, 20261203, 3),
     ("QS 9S 8S QC 7C AD QD TD KH JH",
      "KS JS AC JC 9C KD 8D AH QH 9H",
      "AS TS KC TC 8C JD 7D TH 8H 7H",
      ""),
     "7S 9D"),
    (("swabian", 4, 18446744073709551615, 1),
     ("QS 9S 8S 7S 8C AD KD KH TH 7H",
      "",
      "KS TS AC QC 7C JD TD AH 9H 8H",
      "JS KC JC 9C QD 9D 8D 7D QH JH"),
     "AS TC"),
    (("american", 3, 1, 0),
     ("AS JS 8S 7S 9C 8C AD QD JD 7D",
      "KS 9S QC TC 7C KD 8D QH JH 8H",
      "QS TS AC JC TD 9D AH KH 9H 7H"),
     "KC TH"),
    (("american", 3, 20261203, 2),
     ("AS KC JC 9C 7C QD JD JH 9H 8H",
      "QS TS 8S 7S AC QC TD 9D AH 7H",
      "KS JS 9S TC AD 8D 7D KH QH TH"),
     "8C KD"),
    (("american", 3, 18446744073709551615, 1),
     ("AS KS TS 9S QC TC 9C KD QD AH",
      "JS 8S 7S AC 8C TD 9D 8D JH 9H",
      "QS JC 7C AD JD 7D KH QH 8H 7H"),
     "KC TH"),
)


@pytest.mark.parametrize(("table", "hands", "talon"), GOLDEN,
                         ids=[f"{v}-{p}p-{s}-d{d}" for (v, p, s, d), _, _ in GOLDEN])
def test_a_seed_always_deals_the_same_cards(table: tuple[str, int, int, int],
                                           hands: tuple[str, ...], talon: str) -> None:
    variant, players, seed, dealer = table
    st = new_deal(Rules(variant, players=players), seed, dealer)
    assert tuple(mask_str(h) for h in st.hands) == hands
    assert mask_str(st.talon) == talon
    assert st.dealt == st.hands


def test_the_shuffle_itself_is_pinned() -> None:
    deck = shuffled_deck(1)
    assert [mask_str(1 << c) for c in deck[:8]] == ["8H", "QC", "9S", "JC", "7H", "AH", "JD", "QD"]
    assert sorted(deck) == list(range(32))
    assert shuffled_deck(1) == deck and shuffled_deck(2) != deck
    assert parse_card("8H") == deck[0]


DEAL_SEEDS = [7830176788799445015, 2767749109612982342, 2429155108604464210]


def test_deal_seeds_of_a_series_are_pinned() -> None:
    assert [deal_seed(21, n) for n in (1, 2, 3)] == DEAL_SEEDS
    assert deal_seed(0, 1) != deal_seed(1, 0)
