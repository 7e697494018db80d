"""The Club's and the Beginner's calls by rule of thumb (Russian game): sound, not reckless."""

from __future__ import annotations

import dataclasses
import random

import pytest

from prefgui.ai.decisions.decision import Budget
from prefgui.ai.russian.player import RussianPlayer
from prefgui.engine.actions import Discard, Pass, RuBid, RuDeclare, RussianAction
from prefgui.engine.cards import parse_card, parse_mask
from prefgui.engine.rules import Rules
from prefgui.engine.russian.ladder import parse_bid
from prefgui.engine.russian.sheet import Sheet
from prefgui.engine.russian.state import RussianState

# seat 0 (the forehand) holds five spades to the queen and the ace and king of clubs
SPADES = ("AS KS QS 9S 8S AC KC 8D 7D 8H",
          "JS 10S 7S 10C QC JC 9C KD QD JD",
          "9D 10D AD 7C 8C AH KH QH JH 10H")
# as SPADES with the ten of clubs for the king: a sound six, not a seven
SIX = ("AS KS QS 9S 8S AC 10C 8D 7D 8H",
       "JS 10S 7S KC QC JC 9C KD QD JD",
       "9D 10D AD 7C 8C AH KH QH JH 10H")


def _deal(hands: tuple[str, str, str], variant: str = "sochi", series: int = 0
          ) -> RussianState:
    """Seat 0 is the forehand (seat 2 deals); ``series`` all-pass deals were just played."""
    start = dataclasses.replace(Sheet.empty(3), raspasy_series=series)
    return RussianState.initial(Rules(variant), 2, tuple(parse_mask(h) for h in hands),
                                (parse_card("7H"), parse_card("9H")), start)


def _calls(level: str, st: RussianState, seat: int = 0, n: int = 6) -> list[RussianAction]:
    player = RussianPlayer(level)
    return [player.choose(st.observation(seat), random.Random(k)).action for k in range(n)]


def _expert(st: RussianState, seat: int = 0) -> RussianAction:
    return RussianPlayer("expert").choose(st.observation(seat), random.Random(1),
                                          Budget.untimed(24)).action


def test_the_club_bids_six_on_a_hand_the_expert_bids() -> None:
    # five spades to the queen and the ace of clubs: counted 5 tricks before the talon,
    # which makes six about 4 times in 5 (the previous rule passed it: raspasy)
    st = _deal(SIX)
    assert _expert(st) == RuBid(0, parse_bid("6S"))
    assert set(_calls("club", st)) == {RuBid(0, parse_bid("6S"))}


def test_after_raspasy_in_leningrad_the_club_bids_the_sound_seven() -> None:
    # one all-pass deal: seven is the lowest bid (§13.9.3); the Expert bids it, and so
    # must the Club (the previous rule needed a count of 6.2 and the series went on)
    st = _deal(SPADES, "leningrad", series=1)
    seven = RuBid(0, parse_bid("7S"))
    assert st.observation(0).legal[1] == seven
    assert _expert(st) == seven
    assert set(_calls("club", st)) == {seven}
    assert _calls("beginner", st, n=12).count(seven) >= 6


@pytest.mark.parametrize("series", [0, 2])
def test_a_weak_hand_still_passes(series: int) -> None:
    weak = (SPADES[1], SPADES[0], SPADES[2])
    st = _deal(weak, "leningrad", series)
    assert set(_calls("club", st)) == {Pass(0)}
    assert set(_calls("beginner", st, n=12)) == {Pass(0)}


def test_the_club_does_not_outbid_into_no_trumps_it_cannot_play() -> None:
    # over 7♥ the next bid is 7NT, which a spade hand can only declare as 8♠: a seven-trick
    # spade hand passes
    hands = (SPADES[2], SPADES[0], SPADES[1])
    st = _deal(hands).apply(RuBid(0, parse_bid("7H")))
    assert set(_calls("club", st, seat=1)) == {Pass(1)}


def test_over_a_no_trump_bid_the_club_declares_its_suit_a_level_up() -> None:
    # the auction won at 7NT with six counted spade tricks and four in no trumps: the
    # contract must be at least 7NT, and 8♠ is the one the hand may make (the previous
    # rule declared the bid's 7NT, counted without its weak suits, and went down)
    st = _deal(SPADES).apply(RuBid(0, parse_bid("7NT"))).apply(Pass(1)).apply(Pass(2))
    talon = parse_mask("7H 9H")
    st = st.apply(next(a for a in st.observation(0).legal
                       if isinstance(a, Discard) and a.mask == talon))
    assert set(_calls("club", st, n=1)) == {RuDeclare(0, parse_bid("8S"))}
