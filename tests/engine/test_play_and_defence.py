"""Talon, declaration, defence decisions, concession, play rules and early stops."""

from __future__ import annotations

import pickle

import pytest

from prefgui.engine.cards import parse_card, parse_mask
from prefgui.engine.errors import IllegalActionError, IllegalKind
from prefgui.engine.state import CONTRA_GIVER, DEFENDER, DROPPED, INVITED, INVITER, Phase
from tests.engine.helpers import legal_texts, play_state, run, start

WON = ("0 bid 2", "1 pass", "2 pass")  # seat 0 wins the auction at 2


def _err(state, action: str) -> IllegalActionError:  # type: ignore[no-untyped-def]
    with pytest.raises(IllegalActionError) as info:
        run(state, action)
    return info.value


def test_discard_and_declare() -> None:
    st = run(start(), *WON)
    assert _err(st, "0 discard 9D 7H").kind == "not_held"
    assert _err(st, "0 discard 7H 7H").kind == "bad_discard"
    assert _err(st, "0 declare 2").kind == "wrong_phase"
    st = run(st, "0 discard 7H 8H")  # either order is the same discard
    assert str(st.history[-1]) == "0 discard 8H 7H"
    assert st.discards == parse_mask("7H 8H")
    err = _err(st, "0 declare 1")
    assert err.kind == "low_declare"
    assert str(err) == "must declare at least the bid 2 (and within the ladder)"
    st = run(st, "0 declare 4")
    assert st.contract is not None and st.contract.trump == 3
    assert st.phase is Phase.DEFENCE and st.turn == 1


def test_lone_defender_two_card_tricks() -> None:
    st = run(start(), *WON, "0 discard 8H 7H", "0 declare 2", "1 drop", "2 defend")
    assert st.playing == (0, 2) and st.roles[1] == DROPPED
    st = run(st, "0 play AC")
    assert st.turn == 2
    st = run(st, "2 play 7D")  # void in clubs and trumps: any card
    assert st.trick == () and st.tricks_won[0] == 1


def test_both_drop_is_no_play() -> None:
    st = run(start(), *WON, "0 discard 8H 7H", "0 declare 2", "1 drop", "2 drop")
    assert st.outcome == "no_play"
    res = st.result()
    assert res is not None and res.delta == (10, 0, 0)


def test_invitation_only_when_allowed() -> None:
    base = (*WON, "0 discard 8H 7H", "0 declare 2", "1 drop")
    assert "2 invite" not in legal_texts(run(start(), *base))
    st = run(start(options={"invitation": True}), *base, "2 invite")
    assert st.roles[1] == INVITED and st.roles[2] == INVITER and st.playing == (0, 1, 2)


def test_first_defender_may_invite() -> None:
    opts = {"invitation": True, "first_defender_may_invite": True}
    st = run(start(options=opts), *WON, "0 discard 8H 7H", "0 declare 2", "1 defend",
             "2 drop")
    assert legal_texts(st)[:2] == ["1 defend", "1 invite"] and st.turn == 1
    st = run(st, "1 invite")
    assert st.roles[1] == INVITER and st.roles[2] == INVITED and st.phase is Phase.PLAY


def test_concession_window() -> None:
    st = run(start(), *WON, "0 discard 8H 7H", "0 declare 2")
    assert "0 concede" not in legal_texts(st)
    assert _err(st, "0 concede").kind == "concession"
    st = run(st, "1 defend", "2 defend")
    assert "0 concede" in legal_texts(st)
    done = run(st, "0 concede")
    res = done.result()
    assert res is not None and res.delta == (-6, 3, 3) and res.tricks == (None,) * 3
    assert "0 concede" not in legal_texts(run(st, "0 play AC"))


def test_balkan_contra_ends_decisions_and_recontra() -> None:
    st = run(start("balkan", {"contra": True}, dealer=2), "0 bid 2", "1 pass", "2 pass",
             "0 discard 8H 7H", "0 declare 2", "1 contra")
    assert st.phase is Phase.CONTRA and st.turn == 0
    assert st.roles[1] == CONTRA_GIVER and st.roles[2] == INVITED
    assert legal_texts(st)[:2] == ["0 recontra", "0 pass"]
    st = run(st, "0 recontra")
    assert st.phase is Phase.PLAY and st.contra_level[1] == 2


def test_swabian_contras_answered_in_order() -> None:
    st = run(start("swabian", {"contra": True}, dealer=2), "0 bid 2", "1 pass", "2 pass",
             "0 discard 8H 7H", "0 declare 2", "1 contra", "2 contra")
    assert st.phase is Phase.CONTRA and st.pending == (1, 2)
    st = run(st, "0 pass", "0 recontra")
    assert st.contra_level == (0, 1, 2) and st.phase is Phase.PLAY
    assert "0 concede" not in legal_texts(st)  # never in Danube Swabian


def test_illustrated_misere_has_no_decisions_and_stops_early() -> None:
    st = run(start("illustrated"), "0 bid 1", "1 pass", "2 pass", "0 discard 8H 7H",
             "0 declare 5")
    assert st.phase is Phase.PLAY and st.roles[1] == DEFENDER == st.roles[2]
    st = run(st, "0 play AS", "1 play 7S", "2 play TD")
    assert st.is_terminal() and st.outcome == "failed" and st.tricks_done == 1


def test_slam_fails_at_first_lost_trick() -> None:
    st = run(start("illustrated"), "0 pass", "1 bid 6", "2 pass", "1 discard 8H 7H",
             "1 declare 6", "1 play 9S", "2 play TD", "0 play AS")
    assert st.outcome == "failed" and st.tricks_done == 1


def test_follow_suit_trump_and_head() -> None:
    st = run(start(), *WON, "0 discard 8H 7H", "0 declare 4", "1 defend", "2 defend",
             "0 play TC")
    err = _err(st, "1 play AD")
    assert err.kind == "revoke" and str(err) == "must follow suit (holds a club)"
    st = run(st, "1 play 7C")
    err = _err(st, "2 play 7D")
    assert err.kind == "must_trump" and str(err) == "must trump (holds a heart)"
    assert _err(st, "2 play 7S").kind == "not_held"
    assert _err(st, "1 play 8C").kind == "wrong_seat"
    head = play_state(["AS", "KC 8C", "AH"], trick="9C", played="", options={"must_head": True})
    assert _err(head, "1 play 8C").kind == "must_head"
    assert legal_texts(head) == ["1 play KC"]
    # A trick already ruffed leaves the followers free within the led suit (AMB-32).
    ruffed = play_state(["9C", "7S", "KC 8C"], leader=0, trick="9C 7S",
                        options={"must_head": True})
    assert legal_texts(ruffed) == ["2 play 8C", "2 play KC"]
    # Over-trump when void and able (must_trump with must_head).
    over = play_state(["9C", "8S", "KS 7S AH"], leader=0, trick="9C 8S",
                      options={"must_head": True})
    assert legal_texts(over) == ["2 play KS"]


def test_must_trump_off_allows_free_discard() -> None:
    st = run(start(options={"must_trump": False}), *WON, "0 discard 8H 7H", "0 declare 2",
             "1 defend", "2 defend", "0 play TC", "1 play 7C")
    assert "2 play AH" in legal_texts(st)


def test_after_end_rejected() -> None:
    st = run(start(), *WON, "0 discard 8H 7H", "0 declare 2", "1 drop", "2 drop")
    err = _err(st, "0 play AS")
    assert err.kind == "after_end" and str(err) == "the deal is already over"


def test_no_ace_announcement_window() -> None:
    hands = ("KS QS JS TS 9S KC QC JC TC 9C", "AS 8S 7S 8C 7C AD KD QD JD TD",
             "AC 9D 8D 7D AH KH QH JH TH 9H")
    st = run(start(options={"no_ace_bonus": True}, hands=hands, talon="8H 7H"), *WON,
             "0 discard 8H 7H", "0 declare 2")
    assert "0 announce no-aces" in legal_texts(st)
    assert run(st, "0 announce no-aces").no_ace
    after = run(st, "1 defend")
    assert not after.announce_open
    assert _err(after, "0 announce no-aces").kind == "announce"


def test_hand_game_keeps_talon_aside() -> None:
    st = run(start(), "0 bid 2 hand", "1 pass", "2 pass")
    assert st.phase is Phase.DECLARE and st.hand_game
    assert st.hands[0].bit_count() == 10
    assert "0 declare 1" not in legal_texts(st)
    st = run(st, "0 declare 2")
    assert st.contract is not None and st.contract.number == 2
    assert st.talon.bit_count() == 2 and not st.hands[0] & st.talon


def test_refusals_carry_what_they_are_about() -> None:
    # The card, suit, bid or amount a refusal names travels with it, so that the window
    # words it from the error and the action alone.
    st = run(start(), *WON)
    err = _err(st, "0 discard 9D 7H")
    assert err.kind is IllegalKind.NOT_HELD and err.card == parse_card("9D")
    err = _err(run(st, "0 discard 7H 8H"), "0 declare 1")
    assert err.kind is IllegalKind.LOW_DECLARE and err.bid == (2, 0)
    st = run(st, "0 discard 8H 7H", "0 declare 4", "1 defend", "2 defend", "0 play TC")
    err = _err(st, "1 play AD")
    assert (err.kind, err.card, err.suit) == (IllegalKind.REVOKE, parse_card("AD"), 1)
    err = _err(run(st, "1 play 7C"), "2 play 7D")
    assert (err.kind, err.suit) == (IllegalKind.MUST_TRUMP, 3)
    assert _err(run(start(), "0 bid 3"), "1 bid 2").bid == (3, 0)
    assert _err(start(), "0 hold").bid is None


def test_an_illegal_action_error_keeps_its_fields_through_pickling() -> None:
    err = IllegalActionError("must follow suit (holds a club)", "revoke", card=5, suit=1)
    back = pickle.loads(pickle.dumps(err))
    assert type(back) is IllegalActionError and str(back) == str(err)
    assert (back.kind, back.message, back.card, back.suit, back.bid) == (
        IllegalKind.REVOKE, err.message, 5, 1, None)
    assert back.kind == "revoke"  # the kind is still its record word
    with pytest.raises(ValueError, match="is not a valid IllegalKind"):
        IllegalActionError("no such rule", "no_such_rule")
