"""Claims checked by the double-dummy solver (prefgui.ai.claim) against a plain minimax
over the engine's own moves, on small random endgames and hand-made positions."""

from __future__ import annotations

import dataclasses
import random

import pytest

from prefgui.ai.claim import (
    COMPUTER_CLAIM_FROM,
    ClaimVerdict,
    certain_claim,
    check_claim,
    computer_claim,
    considers_claim,
    led_suits,
)
from prefgui.engine.cards import parse_card, parse_mask
from prefgui.engine.claims import claim_possible, remaining_tricks, side_of, side_tricks
from prefgui.engine.contracts import Kind
from prefgui.engine.deal import new_deal
from prefgui.engine.errors import IllegalActionError
from prefgui.engine.rules import Rules
from prefgui.engine.state import GameState, Phase
from tests.engine.helpers import play_state

S, C, D, H = 0, 1, 2, 3


def endgame(hands: tuple[str, str, str], *, number: int = 2, leader: int = 0,
            trick: str = "", declarer: int = 0) -> GameState:
    """A play position with as many tricks done as the hands are short of ten."""
    st = play_state(hands, declarer=declarer, number=number, leader=leader, trick=trick)
    left = max(parse_mask(h).bit_count() for h in hands)
    return st.evolve(tricks_done=10 - left)


def ref_side_best(st: GameState, seat: int) -> int:
    """Tricks ``seat``'s side takes from here under best play: a plain minimax."""
    if st.is_terminal() or not remaining_tricks(st):
        return 0
    side = side_of(st, seat)
    values = []
    for act in st.legal_actions():
        nxt = st.apply(act)
        values.append(side_tricks(nxt, seat) - side_tricks(st, seat) + ref_side_best(nxt, seat))
    return max(values) if st.turn in side else min(values)


def random_endgame(rng: random.Random, tricks: int) -> GameState:
    cards = rng.sample(range(32), 3 * tricks)
    hands = tuple(" ".join(_name(c) for c in cards[i::3]) for i in range(3))
    return endgame((hands[0], hands[1], hands[2]), number=rng.randint(1, 4),
                   leader=rng.randrange(3), declarer=rng.randrange(3))


def _name(card: int) -> str:
    return "789TJQKA"[card & 7] + "SCDH"[card >> 3]


def replay_line(st: GameState, verdict: ClaimVerdict) -> GameState:
    for act in verdict.line:
        st = st.apply(act)
    return st


@pytest.mark.parametrize("seed", range(40))
def test_claims_agree_with_a_plain_minimax(seed: int) -> None:
    rng = random.Random(seed)
    st = random_endgame(rng, rng.randint(1, 3))
    seat = rng.randrange(3)
    best = ref_side_best(st, seat)
    for n in range(remaining_tricks(st) + 1):
        verdict = check_claim(st, seat, n)
        assert verdict.best == best
        assert verdict.holds == (best >= n)
        end = replay_line(st, verdict)
        assert end.is_terminal()
        taken = side_tricks(end, seat) - side_tricks(st, seat)
        if verdict.holds:
            assert taken >= n  # the line keeps the claim
        else:
            assert taken == best  # best play by both sides
            assert verdict.beaten_by is not None


def test_the_line_of_a_holding_claim_gives_up_what_was_not_claimed() -> None:
    # Declarer 0 (spades trumps) holds the two top trumps and two small hearts; he may
    # claim two tricks and give the hearts away, or all four only if the hearts stand.
    st = endgame(("AS KS 7H 8H", "AH KH QC JC", "AC KC QH JH"))
    assert check_claim(st, 0, None).holds is False
    two = check_claim(st, 0, 2)
    assert two.holds and two.best == 2
    end = replay_line(st, two)
    assert end.tricks_won[0] == 2 and end.tricks_won[1] + end.tricks_won[2] == 2


def test_a_failing_claim_names_the_ruff_that_beats_it() -> None:
    # Spades trumps. Declarer 0 leads clubs from A K; seat 1 has one club and a trump:
    # he ruffs the second round of clubs.
    st = endgame(("AC KC", "QC 7S", "JC TC"))
    verdict = check_claim(st, 0, None)
    assert not verdict.holds and verdict.best == 1
    beaten = verdict.beaten_by
    assert beaten is not None
    assert (beaten.seat, beaten.card, beaten.led_suit, beaten.ruff) == (1, parse_card("7S"), C,
                                                                         True)
    assert beaten.suit_round == led_suits(replay_line(st, verdict)).count(C)
    assert beaten.number == 10


def test_a_defender_claims_for_both_defenders() -> None:
    st = endgame(("7C 8C", "AC KC", "QC JC"), number=1, leader=1)
    verdict = check_claim(st, 2, None)
    assert verdict.holds and verdict.best == 2
    assert side_of(st, 2) == (1, 2)


def test_a_claim_in_the_middle_of_a_trick() -> None:
    st = endgame(("AC 8C", "KC 7S", "JC"), leader=2, trick="QC")
    assert remaining_tricks(st) == 2
    assert check_claim(st, 0, 1).holds
    assert not check_claim(st, 0, 2).holds


def test_no_claim_outside_trick_counting_play() -> None:
    st = endgame(("AC", "KC", "QC"))
    assert st.contract is not None
    misere = st.evolve(contract=dataclasses.replace(st.contract, kind=Kind.MISERE, trump=None))
    assert not claim_possible(misere, 0)
    with pytest.raises(IllegalActionError):
        check_claim(misere, 0)
    with pytest.raises(IllegalActionError):
        check_claim(st, 0, 2)


def test_the_computer_declarer_claims_only_certain_tricks() -> None:
    sure = endgame(("AS KS AC", "7C 8C 9C", "7D 8D 9D"))
    verdict = certain_claim(sure, 0)
    assert verdict is not None and verdict.claimed == 3
    unsure = endgame(("AC KC 7H", "QC 7S AH", "JC TC KH"))
    assert certain_claim(unsure, 1) is None  # not the declarer
    assert certain_claim(unsure, 0) is None  # one trick short and the contract not safe


def _random_play(seed: int) -> GameState | None:
    """A seeded Austrian deal played at random into its play phase, or None."""
    rng = random.Random(seed)
    st = new_deal(Rules("austrian", {}), seed, 2)
    while st.phase is not Phase.PLAY and not st.is_terminal():
        acts = st.legal_actions()
        wanted = [a for a in acts if a.verb in ("bid", "defend", "discard", "declare")]
        st = st.apply(rng.choice(wanted or acts))
    return st if st.phase is Phase.PLAY else None


def test_the_computer_claims_only_what_his_own_view_makes_certain() -> None:
    claims = refused = 0
    for seed in range(12):
        st = _random_play(seed)
        rng = random.Random(seed)
        while st is not None and not st.is_terminal():
            if st.turn == st.declarer and not st.trick and remaining_tricks(st) <= 4:
                verdict = computer_claim(st, st.declarer, rng)
                if verdict is not None:
                    claims += 1
                    assert check_claim(st, st.declarer, verdict.claimed).holds
                    end = replay_line(st, verdict)
                    assert end.is_terminal()
                    assert end.tricks_won[st.declarer] - st.tricks_won[st.declarer] \
                        == verdict.claimed
                elif certain_claim(st, st.declarer) is not None:
                    refused += 1  # certain in the real deal, not from his own view
            st = st.apply(rng.choice(st.legal_actions()))
    assert claims and refused


def _hands(tricks: int, seed: int = 3) -> tuple[str, str, str]:
    cards = random.Random(seed).sample(range(32), 3 * tricks)
    return (" ".join(_name(c) for c in cards[0::3]), " ".join(_name(c) for c in cards[1::3]),
            " ".join(_name(c) for c in cards[2::3]))


@pytest.mark.parametrize(("tricks", "considered"), [
    (1, False), (2, True), (5, True), (COMPUTER_CLAIM_FROM, True),
    (COMPUTER_CLAIM_FROM + 1, False), (10, False)])
def test_a_computer_declarer_considers_a_claim_with_two_to_seven_tricks_left(
        tricks: int, considered: bool) -> None:
    st = endgame(_hands(tricks), declarer=0, leader=0)
    assert remaining_tricks(st) == tricks and st.turn == 0 and not st.trick
    assert considers_claim(st.observation(0), 0) is considered


def test_a_computer_declarer_considers_a_claim_only_on_lead_in_trick_counting_play() -> None:
    st = endgame(_hands(5), declarer=0, leader=0)
    assert considers_claim(st.observation(0), 0)
    assert not considers_claim(st.observation(1), 1)  # a defender does not
    other = endgame(_hands(5), declarer=0, leader=1)
    assert other.turn == 1 and not considers_claim(other.observation(0), 0)  # not on lead
    led = other.apply(other.legal_actions()[0])
    led = led.apply(led.legal_actions()[0])
    assert led.turn == 0 and led.trick  # his turn, but in the middle of a trick
    assert not considers_claim(led.observation(0), 0)
    assert st.contract is not None
    misere = st.evolve(contract=dataclasses.replace(st.contract, kind=Kind.MISERE, trump=None))
    assert not considers_claim(misere.observation(0), 0)  # not decided by tricks


def test_a_claims_line_keeps_the_defenders_conventions_where_it_costs_nothing() -> None:
    """The cards played out after a claim are played in the defenders' names: between cards
    of equal value the line keeps C1–C3, so no breach is put on their sheet or in the
    review that the coach never warned of (the score stays the best defence's)."""
    from prefgui.engine.conventions import check_card
    from prefgui.engine.record import load

    st = load({"format": "prefgui.deal/1", "variant": "austrian", "options": {}, "players": 3,
               "dealer": 2,
               "hands": ["AS 8S 7S AC KC QC TC JD 7D QH", "8C 7C QD 8D AH KH TH 9H 8H 7H",
                         "KS QS TS 9S JC 9C AD KD TD JH"],
               "talon": "JS 9D",
               "actions": ["0 bid 2", "1 bid 3", "2 pass", "0 pass", "1 discard 7C 9D",
                           "1 declare 4", "2 defend", "0 defend", "1 play AH", "2 play JH",
                           "0 play QH", "1 play 7H", "2 play TD", "0 play 7S", "1 play 9H",
                           "2 play KS", "0 play TC", "1 play QD", "2 play KD", "0 play JD"]})
    v = certain_claim(st, 1)
    assert v is not None and v.holds
    end = st
    for a in v.line:
        assert a.seat == st.declarer or not check_card(end, a.seat, a.card), a.text()
        end = end.apply(a)
    assert end.breaches == st.breaches
    assert side_tricks(end, 1) - side_tricks(st, 1) == v.best  # the best defence's score
