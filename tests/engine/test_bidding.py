"""The auction: §2.3 state machine, holds, forced last bidder, one-more rule, American."""

from __future__ import annotations

import pytest

from prefgui.engine.errors import IllegalActionError
from prefgui.engine.state import Phase
from tests.engine.helpers import legal_texts, run, start


def _kind(state, action: str) -> str:  # type: ignore[no-untyped-def]
    with pytest.raises(IllegalActionError) as info:
        run(state, action)
    return info.value.kind


def test_au2_trace_hold_and_overcall() -> None:
    # Dealer 2: forehand 0, middlehand 1, rearhand 2 (the AU-2 shape).
    st = run(start(), "0 bid 1", "1 bid 2", "2 pass", "0 hold", "1 bid 3", "0 pass")
    assert st.declarer == 1 and st.bid == (3, 0)
    assert st.phase is Phase.EXCHANGE
    assert st.hands[1].bit_count() == 12  # took the talon


def test_hold_needs_seat_priority() -> None:
    st = run(start(), "0 bid 1")
    assert "1 hold" not in legal_texts(st)
    assert _kind(st, "1 hold") == "bad_hold"
    st = run(st, "1 bid 2")
    assert "2 hold" not in legal_texts(st)
    assert "0 hold" not in legal_texts(st)  # not his turn: 2 speaks first
    st = run(st, "2 pass")
    assert "0 hold" in legal_texts(st)


def test_underbid_and_equal_bid_rejected() -> None:
    st = run(start(), "0 bid 2")
    assert _kind(st, "1 bid 1") == "low_bid"
    assert _kind(st, "1 bid 2") == "low_bid"  # an equal bid is written 'hold'
    assert _kind(st, "1 bid 9") == "low_bid"  # no such contract


def test_hand_bids_outrank_plain_bids() -> None:
    st = run(start(), "0 bid 4", "1 bid 1 hand")
    assert st.high == (1, 1)
    assert _kind(st, "2 bid 4") == "low_bid"


def test_last_player_forced_to_bid() -> None:
    st = run(start(), "0 pass", "1 pass")
    assert "2 pass" not in legal_texts(st)
    assert _kind(st, "2 pass") == "forced_bid"
    st = run(st, "2 bid 1")
    assert st.declarer == 2


def test_redeal_when_all_pass() -> None:
    st = run(start(options={"all_pass": "redeal"}), "0 pass", "1 pass", "2 pass")
    assert st.is_terminal() and st.outcome == "all_passed"
    with pytest.raises(IllegalActionError) as info:
        run(st, "0 bid 1")
    assert info.value.kind == "after_end"


def test_out_of_turn() -> None:
    with pytest.raises(IllegalActionError) as info:
        run(start(), "1 bid 1")
    assert info.value.kind == "wrong_seat"
    assert str(info.value) == "not seat 1's turn (seat 0 to act)"


def test_one_more_rule() -> None:
    st = start("balkan", {"one_more_rule": True})
    assert [a for a in legal_texts(st) if "hand" not in a] == ["0 pass", "0 bid 2"]
    st = run(st, "0 bid 2")
    assert _kind(st, "1 bid 4") == "low_bid"
    st = run(st, "1 bid 3", "2 pass")
    assert _kind(st, "0 bid 4 hand") == "hand_bid"  # made a plain bid already
    st = run(st, "0 hold", "1 bid 4")
    assert st.high == (4, 0)


def test_jumps_allowed_by_default_and_raise_step() -> None:
    assert "1 bid 4" in legal_texts(run(start(), "0 bid 1"))
    st = run(start(options={"raise_step": "exactly_one"}), "0 bid 1")
    assert "1 bid 4" not in legal_texts(st) and "1 bid 2" in legal_texts(st)


def test_four_players_dealer_sits_out_rearhand_forced() -> None:
    hands = ("AS KS QS JS TS AC KC QC JC TC", "9S 8S 7S 9C 8C 7C AD KD QD JD", "",
             "TD 9D 8D 7D AH KH QH JH TH 9H")
    st = start(hands=hands, dealer=2)
    assert st.turn == 3  # forehand: the first player after the dealer
    st = run(st, "3 pass", "0 pass")
    assert "1 pass" not in legal_texts(st)  # rearhand forced (AMB-38)


def test_american_two_rounds() -> None:
    st = run(start("american", dealer=2), "0 bid D", "1 pass")
    assert "2 bid C" not in legal_texts(st) and "2 bid H" in legal_texts(st)
    st = run(st, "2 bid H")
    assert st.phase is Phase.PLAY and st.declarer == 2 and st.hand_game
    assert st.turn == 0  # the seat after the declarer leads
    st = run(start("american", dealer=2), "0 pass", "1 pass", "2 pass", "0 offer 3",
             "1 offer 5", "2 pass")
    assert st.declarer == 1 and st.phase is Phase.EXCHANGE
    with pytest.raises(IllegalActionError):
        run(start("american", dealer=2), "0 pass", "1 pass", "2 pass", "0 offer 3",
            "1 offer 3")
    st = run(st, "1 discard 7S 8S", "1 declare S")
    assert st.phase is Phase.PLAY and st.turn == 2
    assert run(st, "2 play AH").trick  # widow used: 10 cards each
    assert st.hands[1].bit_count() == 10
