"""What each seat sees in every phase of a Russian deal (§13.5, §13.7.3, §13.7.5).

Three players, dealer C (seat 2), so A (seat 0) is forehand and leads trick 1.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from prefgui.engine.actions import Discard, HiddenDiscard, Play, parse_russian_action
from prefgui.engine.cards import parse_card, parse_mask
from prefgui.engine.record import load_any
from prefgui.engine.russian.state import RussianState
from prefgui.engine.vocab import Exposure, Phase

from .builder import record

HANDS = ["AD KD QD JD TD AS KS 7S AH 8C", "AC KC QC JC TC 9C QS JS KH QH",
         "TS 9S 8S 7C 9D 8D 7D JH TH 9H"]
TALON = "7H 8H"


def at(actions: list[str], variant: str = "sochi", **options: object) -> RussianState:
    st = load_any(record(variant, HANDS, TALON, actions, options=options))
    assert isinstance(st, RussianState)
    return st


def shown(st: RussianState, seat: int) -> dict[int, int]:
    return {s: h for s, h in st.observation(seat).exposed if h}


def test_auction_shows_nothing_but_the_own_hand() -> None:
    st = at(["0 bid 6S", "1 pass"])
    for s in range(3):
        obs = st.observation(s)
        assert obs.hand == parse_mask(HANDS[s]) and obs.exposed == () and obs.talon == ()
        assert all(a.seat == s for a in obs.legal)


@pytest.mark.parametrize("talon_shown", [True, False])
def test_the_talon_and_the_discard(talon_shown: bool) -> None:
    st = at(["0 bid 6S", "1 pass", "2 pass"], talon_shown=talon_shown)
    assert st.phase is Phase.EXCHANGE
    talon = (parse_card("7H"), parse_card("8H"))
    assert st.observation(0).talon == talon               # the declarer takes it
    for s in (1, 2):
        assert st.observation(s).talon == (talon if talon_shown else ())
        assert st.observation(s).legal == ()
    st = st.apply(parse_russian_action("0 discard AD 7S"))
    obs0 = st.observation(0)
    assert obs0.discards == parse_mask("AD 7S")
    assert any(isinstance(a, Discard) for a in obs0.history)
    for s in (1, 2):
        obs = st.observation(s)
        assert obs.discards is None and obs.exposed == ()
        assert not any(isinstance(a, Discard) for a in obs.history)
        assert any(isinstance(a, HiddenDiscard) and a.seat == 0 for a in obs.history)


OPEN_A = ["0 pass", "1 bid 6S", "2 pass", "1 discard 7H 8H", "1 declare 6S"]
"""B declares 6♠ (Leningrad: no Stalingrad); A is forehand and leads trick 1."""


@pytest.mark.parametrize("exposure", ["before_first_lead", "after_first_card"])
def test_open_whist_a_defender_on_lead(exposure: str) -> None:
    """C whists, A passes, C plays open; A (the passer) leads: the hands are down before
    the lead (with after_first_card too: the whister chooses A's card, rules-decisions)."""
    st = at([*OPEN_A, "2 whist", "0 pass", "2 whist", "2 open"], "leningrad",
            open_whist_exposure=exposure)
    assert st.phase is Phase.PLAY and st.turn == 0 and st.whisters == (2,)
    for s in range(3):
        assert st.observation(s).exposure is Exposure.OPEN_WHIST
        assert shown(st, s) == {x: st.hands[x] for x in (0, 2) if x != s}
    # the whister chooses the passer's card: the legal cards are his, not the passer's
    assert {a.card for a in st.observation(2).legal if isinstance(a, Play)} == \
        {c for c in range(32) if st.hands[0] >> c & 1}
    assert st.observation(0).legal == ()
    assert 1 not in shown(st, 0) and 1 not in shown(st, 2)   # never the declarer's


@pytest.mark.parametrize(("exposure", "before"), [("before_first_lead", True),
                                                  ("after_first_card", False)])
def test_open_whist_the_declarer_on_lead(exposure: str, before: bool) -> None:
    st = at(["0 bid 7S", "1 pass", "2 pass", "0 discard 7H 8H", "0 declare 7S",
             "1 whist", "2 pass", "1 open"], open_whist_exposure=exposure)
    assert st.phase is Phase.PLAY and st.turn == 0
    want = {1: st.hands[1], 2: st.hands[2]}
    assert shown(st, 0) == (want if before else {})
    st = st.apply(parse_russian_action("0 play AS"))
    assert shown(st, 0) == want
    assert shown(st, 1) == {2: st.hands[2]} and shown(st, 2) == {1: st.hands[1]}


@pytest.mark.parametrize(("exposure", "before"), [("after_first_card", False),
                                                  ("before_first_lead", True)])
def test_misere_catchers_exposed(exposure: str, before: bool) -> None:
    st = at(["0 pass", "1 bid misere", "2 pass", "1 discard KH QH", "1 declare misere"],
            misere_exposure=exposure)
    assert st.phase is Phase.PLAY and st.turn == 0
    catchers = {0: st.hands[0], 2: st.hands[2]}
    for s in range(3):
        assert shown(st, s) == ({x: h for x, h in catchers.items() if x != s} if before
                                else {})
    st = st.apply(parse_russian_action("0 play 8C"))
    for s in range(3):
        assert st.observation(s).exposure is Exposure.MISERE
        assert shown(st, s) == {x: st.hands[x] for x in (0, 2) if x != s}
    # each catcher plays his own cards
    assert st.turn == 1 and st.observation(1).legal
    st = st.apply(parse_russian_action("1 play 9C"))
    assert st.observation(2).legal and st.observation(0).legal == ()


def test_checked_ten_exposed_before_the_first_lead() -> None:
    st = at(["0 bid 10NT", "1 pass", "2 pass", "0 discard 7H 8H", "0 declare 10NT"],
            "leningrad")
    assert st.phase is Phase.PLAY
    for s in range(3):
        assert st.observation(s).exposure is Exposure.CHECKED_TEN
        assert shown(st, s) == {x: st.hands[x] for x in (1, 2) if x != s}


@pytest.mark.parametrize("actions", [
    ["0 bid 6S", "1 pass", "2 pass", "0 discard 7H 8H", "0 declare 6S"],        # Stalingrad
    ["0 bid 7S", "1 pass", "2 pass", "0 discard 7H 8H", "0 declare 7S", "1 whist",
     "2 whist"],
    ["0 bid 7S", "1 pass", "2 pass", "0 discard 7H 8H", "0 declare 7S", "1 whist",
     "2 pass", "1 closed"],
])
def test_closed_play_shows_nothing(actions: list[str]) -> None:
    st = at(actions)
    assert st.phase is Phase.PLAY
    for card in ("0 play AS", "1 play QS", "2 play TS"):
        assert all(shown(st, s) == {} and st.observation(s).exposure is None
                   for s in range(3))
        st = st.apply(parse_russian_action(card))


@pytest.mark.parametrize("talon", ["lead_two", "unused"])
def test_raspasy_talon_cards_turned_one_per_trick(talon: str) -> None:
    st = at(["0 pass", "1 pass", "2 pass"], raspasy_talon=talon)
    h7, h8 = parse_card("7H"), parse_card("8H")
    turned = {"lead_two": [(h7,), (h7, h8), (h7, h8)], "unused": [(), (), ()]}[talon]
    plays = (["0 play AH", "1 play QH", "2 play 9H", "0 play 7S", "1 play KH", "2 play TH"]
             if talon == "lead_two" else
             ["0 play AH", "1 play KH", "2 play 9H", "0 play AD", "1 play QH", "2 play 9D"])
    for k in range(3):
        assert all(st.observation(s).talon == turned[k] for s in range(3))
        assert all(shown(st, s) == {} for s in range(3))
        if k < 2:
            for p in plays[3 * k:3 * k + 3]:
                st = st.apply(parse_russian_action(p))


def _finish(obj: dict[str, Any]) -> RussianState:
    st = load_any(obj)
    assert isinstance(st, RussianState)
    while not st.is_terminal():
        st = st.apply(st.legal_actions()[0])
    return st


def test_everything_once_the_deal_is_over_but_the_discards() -> None:
    obj = record("sochi", HANDS, TALON, ["0 bid 8S", "1 pass", "2 pass", "0 discard AD 7S",
                                         "0 declare 8S", "1 pass", "2 pass"])
    st = _finish(copy.deepcopy(obj))              # no play: the hands are still full
    for s in (1, 2):
        obs = st.observation(s)
        assert shown(st, s) == {x: st.hands[x] for x in range(3) if x != s}
        assert obs.discards is None
        assert not any(isinstance(a, Discard) for a in obs.history)
        assert not (parse_mask("AD 7S") & st.hands[0])
    played = _finish(record("sochi", HANDS, TALON, ["0 pass", "1 pass", "2 pass"]))
    assert all(shown(played, s) == {} for s in range(3))   # every card has been played
    assert all(played.observation(s).talon == (parse_card("7H"), parse_card("8H"))
               for s in range(3))
