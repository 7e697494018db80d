"""Claims in the Russian game (prefgui.ai.russian.claim): checked double dummy, settled by a
line of play that the engine scores as any other deal."""

from __future__ import annotations

import random

import pytest

from prefgui.ai.russian.claim import (
    check_russian_claim,
    claim_possible,
    computer_russian_claim,
    considers_claim,
    side_of,
)
from prefgui.ai.search.russian import solve_state
from prefgui.engine.actions import Discard, OpenWhist, Pass, Play, RuBid, RuDeclare, Whist
from prefgui.engine.cards import parse_card, parse_mask
from prefgui.engine.errors import IllegalActionError
from prefgui.engine.rules import Rules
from prefgui.engine.russian.ladder import MISERE, parse_bid
from prefgui.engine.russian.state import RussianState
from prefgui.engine.vocab import Outcome, Phase


def _deal(hands: tuple[str, str, str], talon: str) -> RussianState:
    t = talon.split()
    return RussianState.initial(Rules("sochi"), 2, tuple(parse_mask(h) for h in hands),
                                (parse_card(t[0]), parse_card(t[1])))


def _apply(st: RussianState, *acts: object) -> RussianState:
    for a in acts:
        st = st.apply(a)  # type: ignore[arg-type]
    return st


def _discard(seat: int, cards: str) -> Discard:
    a, b = sorted(parse_card(c) for c in cards.split())
    return Discard(seat, a, b)


STRONG = ("AS KS QS JS 10S 9S AC KC AD AH",
          "8S 7S QC JC 10C 9C KD QD JD 10D",
          "8C 7C 9D 8D 7D KH QH JH 10H 9H")


def _six_spades(style: type = OpenWhist) -> RussianState:
    """Seat 0 declares 7♠ with ten sure tricks; seat 1 whists, seat 2 passes."""
    st = _deal(STRONG, "8H 7H")
    six = parse_bid("7S")
    return _apply(st, RuBid(0, six), Pass(1), Pass(2), _discard(0, "8H 7H"),
                  RuDeclare(0, six), Whist(1), Pass(2), style(1))


def _played(st: RussianState, line: tuple[Play, ...]) -> RussianState:
    for a in line:
        st = st.apply(a)
    return st


def test_the_declarer_claims_the_rest_and_the_line_scores_it() -> None:
    st = _six_spades()
    assert st.phase is Phase.PLAY
    assert claim_possible(st, 0) and claim_possible(st, 1) and side_of(st, 1) == (1, 2)
    v = check_russian_claim(st, 0)
    assert v.holds and v.claimed == 10 and v.best == 10 and v.beaten_by is None
    end = _played(st, v.line)
    assert end.is_terminal() and end.tricks_won[0] == 10 and end.outcome is Outcome.MADE


def test_a_defenders_claim_that_fails_says_which_trick_beats_it() -> None:
    st = _six_spades()
    v = check_russian_claim(st, 1, 1)
    assert not v.holds and v.best == 0
    assert v.beaten_by is not None and v.beaten_by.seat == 0
    # the line that beats it is the best play of both sides
    assert _played(st, v.line).tricks_won[0] == 10
    with pytest.raises(IllegalActionError):
        check_russian_claim(st, 1, 11)


def test_a_claim_of_some_tricks_gives_up_the_others_where_the_cards_allow() -> None:
    rng = random.Random(3)
    checked = 0
    for seed in range(40):
        st = _random_play(rng, seed)
        if st is None:
            continue
        value = solve_state(st).declarer_tricks
        for claimed in range(value + 1):
            v = check_russian_claim(st, st.declarer or 0, claimed)
            assert v.holds
            end = _played(st, v.line)
            taken = end.tricks_won[st.declarer or 0] - st.tricks_won[st.declarer or 0]
            assert taken >= claimed
        v = check_russian_claim(st, st.declarer or 0, value + 1) if value < 10 - \
            st.tricks_done else None
        if v is not None:
            assert not v.holds and v.beaten_by is not None
        checked += 1
        if checked == 6:
            break
    assert checked == 6


def _random_play(rng: random.Random, seed: int) -> RussianState | None:
    """A contract deal played by random legal cards to its fourth trick (None: raspasy)."""
    from prefgui.engine.russian.deal import new_russian_deal

    st = new_russian_deal(Rules("sochi"), seed, seed % 3)
    while st.phase is not Phase.PLAY or st.tricks_done < 4:
        if st.is_terminal():
            return None
        legal = st.legal_actions()
        if st.phase is Phase.AUCTION:
            bids = [a for a in legal if isinstance(a, RuBid) and a.rank != MISERE]
            act = bids[0] if st.turn == st.priority[0] and bids else Pass(st.turn)
            if act not in legal:
                act = rng.choice(legal)
        elif st.phase is Phase.WHIST:
            act = next((a for a in legal if isinstance(a, Whist)), legal[0])
        else:
            act = rng.choice(legal)
        st = st.apply(act)
    return st if st.declarer is not None and st.contract != MISERE else None


MISERE_HANDS = ("9S 8S 7S 9C 8C 7C 8D 7D 8H 7H",
                "AS KS QS JS 10S AC KC QC AD KD",
                "JC 10C 9D 10D JD QD AH KH QH JH")


def _misere() -> RussianState:
    st = _deal(MISERE_HANDS, "9H 10H")
    return _apply(st, RuBid(0, MISERE), Pass(1), Pass(2), _discard(0, "9H 10H"),
                  RuDeclare(0, MISERE))


def test_misere_claims_count_at_most() -> None:
    st = _misere()
    assert st.phase is Phase.PLAY
    v = check_russian_claim(st, 0)  # "the rest without a trick"
    assert v.claimed == 0 and v.holds and v.best == 0
    assert _played(st, v.line).outcome is Outcome.MADE
    # the catchers claim to take nothing more: the declarer would take them all
    c = check_russian_claim(st, 1, 0)
    assert not c.holds and c.beaten_by is not None
    assert check_russian_claim(st, 1, 10).holds


def test_no_claims_on_raspasy() -> None:
    st = _deal(MISERE_HANDS, "9H 10H")
    st = _apply(st, Pass(0), Pass(1), Pass(2))
    assert st.phase is Phase.PLAY and st.declarer is None
    assert not any(claim_possible(st, s) for s in range(3))
    with pytest.raises(IllegalActionError):
        check_russian_claim(st, 0)


def test_the_computer_declarer_claims_only_on_lead_and_when_certain() -> None:
    st = _six_spades()
    assert st.turn == 0  # the forehand declarer leads
    assert not considers_claim(st.observation(0), 0)  # ten tricks left: not yet
    first = st.legal_actions()[0]
    # after three tricks of top spades he is on lead with seven left
    for _ in range(3):
        v = check_russian_claim(st, 0)
        st = _played(st, v.line[:3])
    assert st.turn == 0 and considers_claim(st.observation(0), 0)
    got = computer_russian_claim(st, 0, random.Random(1))
    assert got is not None and got.claimed == 7 and got.holds
    assert computer_russian_claim(st, 1, random.Random(1)) is None  # not a defender
    assert first  # the opening position had legal cards


def test_a_computer_misere_declarer_claims_a_clean_rest() -> None:
    st = _misere()
    st = st.apply(Play(0, parse_card("7S")))
    # the catchers play on by the line until the declarer is to play with 7 tricks left
    for a in check_russian_claim(st, 0).line:
        if st.turn == 0 and 10 - st.tricks_done <= 7:
            break
        st = st.apply(a)
    assert st.turn == 0 and considers_claim(st.observation(0), 0)
    got = computer_russian_claim(st, 0, random.Random(2))
    assert got is not None and got.claimed == 0 and got.holds
    assert _played(st, got.line).outcome is Outcome.MADE
