"""Invalid Russian records: every kind of illegal action is rejected at its 1-based
position with its kind and a one-line reason; header faults are a one-line RecordError."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from prefgui.engine.errors import ActionError, RecordError
from prefgui.engine.record import load_any

from .builder import record

HANDS = ["AD KD QD JD TD AS KS 7S AH 8C", "AC KC QC JC TC 9C QS JS KH QH",
         "TS 9S 8S 7C 9D 8D 7D JH TH 9H"]
TALON = "7H 8H"
SIX_D = ["0 bid 6D", "1 pass", "2 pass", "0 discard 7H 8H", "0 declare 6D"]


def reject(actions: list[str], kind: str, variant: str = "sochi",
           options: dict[str, object] | None = None, start: dict[str, object] | None = None,
           hands: list[str] | None = None, dealer: int = 2) -> ActionError:
    """The record is valid up to its last action, which is rejected with ``kind``."""
    obj = record(variant, hands or HANDS, TALON, actions, options=options, start=start,
                 dealer=dealer)
    head = copy.deepcopy(obj)
    head["actions"] = head["actions"][:-1]
    load_any(head)
    with pytest.raises(ActionError) as e:
        load_any(obj)
    err = e.value
    assert (err.position, err.kind) == (len(actions), kind), (err.position, err.kind, str(err))
    assert err.action == actions[-1]
    assert str(err).startswith(f'action {len(actions)} "{actions[-1]}": ')
    assert "\n" not in str(err) and err.reason
    return err


# Auction ------------------------------------------------------------------------------------

def test_wrong_seat() -> None:
    reject(["1 bid 6S"], "wrong_seat")
    reject(["0 bid 6S", "2 pass"], "wrong_seat")
    reject([*SIX_D, "2 whist"], "wrong_seat")                 # D1 (seat 1) calls first
    reject([*SIX_D, "1 whist", "2 whist", "1 play 9C"], "wrong_seat")   # forehand leads
    reject(["0 bid 6S", "1 pass", "2 pass", "1 discard AC KC"], "wrong_seat")


def test_a_pass_is_final() -> None:
    reject(["0 pass", "1 bid 6S", "2 bid 6C", "0 bid 6D"], "wrong_seat")


def test_low_bid() -> None:
    reject(["0 bid 6D", "1 bid 6C"], "low_bid")
    reject(["0 bid 6D", "1 bid 6D"], "low_bid")
    reject(["0 bid 9S", "1 bid misere"], "low_bid")            # misère is below 9♠


def test_late_misere() -> None:
    err = reject(["0 bid 6S", "1 bid 6C", "2 pass", "0 bid misere"], "late_misere")
    assert "first call" in err.reason


def test_a_misere_bidder_may_only_pass() -> None:
    reject(["0 bid misere", "1 bid 9S", "2 pass", "0 bid 10S"], "after_misere")


def test_below_exit_level_after_raspasy() -> None:
    reject(["0 bid 6NT"], "below_exit", start={"raspasy_series": 2})
    reject(["0 bid 6S"], "below_exit", variant="leningrad", start={"raspasy_series": 1})
    load_any(record("sochi", HANDS, TALON, ["0 bid 6S"], start={"raspasy_series": 1}))


def test_no_misere_after_raspasy_when_the_option_says_so() -> None:
    reject(["0 bid misere"], "misere_after_raspasy",
           options={"misere_allowed_after_raspasy": False}, start={"raspasy_series": 1})


@pytest.mark.parametrize(("variant", "options", "actions"), [
    ("sochi", {}, ["0 pass", "1 bid 6C", "2 bid 6D", "1 here"]),          # hold none
    ("leningrad", {}, ["0 pass", "1 bid 6S", "2 bid 6C", "1 here", "2 here"]),  # not his
    ("leningrad", {}, ["0 bid 6S", "1 pass", "2 here"]),                  # never on 6♠
    ("leningrad", {}, ["0 bid misere", "1 pass", "2 here"]),              # nor misère
    ("leningrad", {}, ["0 bid 6C", "1 here"]),                            # three bidding
    ("leningrad", {}, ["0 pass", "1 bid 6C", "2 here"]),                  # nobody between
    ("leningrad", {"hold": "seniority"}, ["0 bid 6C", "1 pass", "2 here"]),  # R after F
    ("leningrad", {}, ["0 here"]),                                        # no bid yet
])
def test_bad_here(variant: str, options: dict[str, object], actions: list[str]) -> None:
    reject(actions, "bad_hold", variant=variant, options=options)


# Exchange and declaration --------------------------------------------------------------------

def test_discards() -> None:
    reject(["0 bid 6S", "1 pass", "2 pass", "0 discard AC 7H"], "not_held")
    reject(["0 bid 6S", "1 pass", "2 pass", "0 discard 7H 7H"], "bad_discard")
    reject(["0 bid 6S", "1 pass", "2 pass", "0 declare 6S"], "phase")


def test_without_three() -> None:
    reject(["0 bid 8S", "1 pass", "2 pass", "0 without-three"], "bad_without_three",
           variant="leningrad")
    reject(["0 bid 7S", "1 pass", "2 pass", "0 without-three"], "bad_without_three")
    reject(["0 bid misere", "1 pass", "2 pass", "0 without-three"], "bad_without_three",
           variant="leningrad")


def test_declaration_below_the_bid() -> None:
    reject(["0 bid 7D", "1 pass", "2 pass", "0 discard 7H 8H", "0 declare 7S"],
           "low_declaration")
    reject(["0 bid 7D", "1 pass", "2 pass", "0 discard 7H 8H", "0 declare 6NT"],
           "low_declaration")
    reject(["0 bid 7D", "1 pass", "2 pass", "0 discard 7H 8H", "0 declare misere"],
           "bad_declaration")
    reject(["0 bid misere", "1 pass", "2 pass", "0 discard 7H 8H", "0 declare 10NT"],
           "bad_declaration")


# Whist phase ---------------------------------------------------------------------------------

@pytest.mark.parametrize(("variant", "actions"), [
    ("sochi", [*SIX_D, "1 half-whist"]),                          # D1 first: never
    ("sochi", [*SIX_D, "1 whist", "2 half-whist"]),               # partner whisted
    ("sochi", ["0 bid 8S", "1 pass", "2 pass", "0 discard 7H 8H", "0 declare 8S",
               "1 pass", "2 half-whist"]),                        # not on an eight
    ("leningrad", [*SIX_D, "1 pass", "2 pass", "1 half-whist"]),  # return after two passes
])
def test_bad_half_whist(variant: str, actions: list[str]) -> None:
    reject(actions, "bad_half_whist", variant=variant)


def test_half_whist_levels_option() -> None:
    reject([*SIX_D, "1 pass", "2 half-whist"], "bad_half_whist",
           options={"half_whist_levels": [7]})


def test_style_only_for_a_lone_whister() -> None:
    reject([*SIX_D, "1 whist", "2 whist", "0 open"], "phase")   # two whisters: play
    reject([*SIX_D, "1 whist", "2 pass", "1 half-whist"], "phase")  # Sochi: no return call
    reject([*SIX_D, "1 whist", "2 pass", "1 play 9C"], "phase")


# Play ------------------------------------------------------------------------------------------

PLAY_6D = [*SIX_D, "1 whist", "2 whist"]


def test_not_held() -> None:
    reject([*PLAY_6D, "0 play 9C"], "not_held")


def test_follow_suit() -> None:
    reject([*PLAY_6D, "0 play AS", "1 play KH"], "follow_suit")


def test_must_trump() -> None:
    # A leads hearts: B follows, C follows; B wins… — simpler: A leads clubs, C has 7C;
    # a spade lead: B holds QS JS; a diamond (trump) lead: B is void and C follows.
    reject([*PLAY_6D, "0 play 8C", "1 play AC", "2 play 9H"], "follow_suit")
    reject([*PLAY_6D, "0 play AH", "1 play KH", "2 play JH", "0 play 8C", "1 play AC",
            "2 play 7C", "1 play KC", "2 play 9H"], "must_trump")
    # without the duty to trump any card is fine
    load_any(record("sochi", HANDS, TALON, [*PLAY_6D, "0 play AH", "1 play KH", "2 play JH",
                                           "0 play 8C", "1 play AC", "2 play 7C",
                                           "1 play KC", "2 play 9H"],
                    options={"must_trump": False}))


def test_raspasy_talon_lead_must_be_followed() -> None:
    reject(["0 pass", "1 pass", "2 pass", "0 play AD"], "follow_suit")


def test_after_the_end() -> None:
    reject([*SIX_D, "1 pass", "2 pass", "1 whist"], "after_end")
    reject(["0 bid 7D", "1 pass", "2 pass", "0 without-three", "0 discard 7H 8H"],
           "after_end", variant="leningrad")


def test_malformed_action_text() -> None:
    for bad in ("0 bid 11S", "0 bid 6X", "0 declare", "seat pass", "0 hold", "0 play 1S"):
        with pytest.raises(ActionError) as e:
            load_any(record("sochi", HANDS, TALON, ["0 bid 6S", bad]))
        assert e.value.position == 2 and "\n" not in str(e.value)


# Header faults ---------------------------------------------------------------------------------

def header_error(obj: dict[str, Any]) -> RecordError:
    with pytest.raises(RecordError) as e:
        load_any(obj)
    assert "\n" not in str(e.value) and str(e.value)
    return e.value


@pytest.mark.parametrize("start", [
    {"pool": [-1, 0, 0]},
    {"pool": [0, 0]},
    {"pool": [21, 0, 0]},                                   # over the pool size (cap)
    {"pool": [0, "1", 0]},
    {"mountain": [0, 1.5, 0]},
    {"whists": [[1, 0, 0], [0, 0, 0], [0, 0, 0]]},          # the diagonal
    {"whists": [[0, -1, 0], [0, 0, 0], [0, 0, 0]]},
    {"whists": [[0, 0], [0, 0], [0, 0]]},
    {"raspasy_series": -1},
    {"raspasy_series": True},
    {"pot": 5},
    [],
])
def test_bad_start_sheet(start: Any) -> None:
    obj = record("sochi", HANDS, TALON, [])
    obj["start"] = start
    header_error(obj)


@pytest.mark.parametrize(("variant", "options", "start", "finished"), [
    ("sochi", {"pool_size": 10}, {"pool": [10, 10, 10]}, True),
    ("sochi", {"pool_size": 10}, {"pool": [10, 10, 9]}, False),
    ("rostov", {}, {"pool": [20, 20, 20], "raspasy_series": 2}, True),
    ("leningrad", {"pool_size": 10}, {"pool": [25, 5, 0]}, True),
    ("leningrad", {"pool_size": 10}, {"pool": [25, 4, 0]}, False),
    ("leningrad", {"pool_size": 10}, {"pool": [25, 5, 0], "raspasy_series": 1}, False),
    ("leningrad", {"pool_size": 10, "finish_after_raspasy_exit": False},
     {"pool": [25, 5, 0], "raspasy_series": 1}, True),
    ("sochi", {"pool_size": 10, "end_condition": "time"}, {"pool": [10, 10, 10]}, False),
])
def test_pulka_already_finished(variant: str, options: dict[str, object],
                                start: dict[str, object], finished: bool) -> None:
    obj = record(variant, HANDS, TALON, [], options=options, start=start)
    if finished:
        assert "finished" in str(header_error(obj))
    else:
        load_any(obj)


@pytest.mark.parametrize("options", [
    {"no_such_option": 1},
    {"contra": True},                         # a European option
    {"hold": "sometimes"},
    {"pool_size": 0},
    {"must_head": True},                      # accepted only as false
    {"no_talon_bids": True},
    {"dealer_talon_bonus": True},
    {"misere_first_call_only": False},
    {"half_whist_levels": [8]},
    {"half_whist_levels": [6, 6]},
    {"raspasy_progression": [3, 2]},
    {"raspasy_progression": []},
    {"raspasy_exit": [9]},
    {"whist_rate": 3},
    {"stalingrad": "yes"},
    {"raspasy_progression": [1] * 11},
    {"raspasy_exit": []},
    {"misere_fail": -1},
    {"raspasy_whists": 0},
    {"consolation_rate": 3},
    {"pool_size": True},
    {"all_pass": "redeal"},                   # European options do not apply
    {"invitation": False},
])
def test_bad_options(options: dict[str, object]) -> None:
    header_error(record("sochi", HANDS, TALON, [], options=options))


@pytest.mark.parametrize("talon", ["7H", "7H 8H 9H", "7H 7H", "7H AD", "7H XX", 7])
def test_bad_talon(talon: Any) -> None:
    obj = record("sochi", HANDS, TALON, [])
    obj["talon"] = talon
    header_error(obj)


def test_bad_hands() -> None:
    header_error(record("sochi", HANDS[:2], TALON, []))
    header_error(record("sochi", [HANDS[0], HANDS[1], "TS 9S 8S 7C 9D 8D 7D JH TH"], TALON,
                        []))
    header_error(record("sochi", ["", *HANDS], TALON, [], dealer=1))  # the dealer holds ""
    header_error(record("sochi", HANDS, TALON, [], dealer=3))
    obj = record("sochi", HANDS, TALON, [])
    obj["players"] = 5
    header_error(obj)


def test_open_whist_the_record_names_the_passers_seat() -> None:
    """§13.7.2: in open whist the whister chooses the passer's card, but the record names
    the passer's seat."""
    opened = ["0 pass", "1 bid 6S", "2 pass", "1 discard 7H 8H", "1 declare 6S", "2 whist",
              "0 pass", "2 whist", "2 open"]
    reject([*opened, "2 play AD"], "wrong_seat", variant="leningrad")
    load_any(record("leningrad", HANDS, TALON, [*opened, "0 play AD"]))
