"""RULES §13.12: every worked example RU-1 … RU-19, every column of its table, exact.

Each example is a real deal record — hands, talon, auction, discard, declaration, whist
calls and a play that gives the example's tricks (found by ``builder``) — replayed
through ``load_any`` / ``result_any`` as ``prefgui replay`` does, so that every example
goes through the whole engine and not only the scoring formulas. Seats A, B, C (D) are
0, 1, 2 (3); three players have dealer C, so A is forehand; four players dealer D.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any

import pytest

from prefgui.engine.record import load_any
from prefgui.engine.rules import Rules
from prefgui.engine.russian.ladder import rank_of
from prefgui.engine.russian.sheet import Sheet, is_finished, settlement
from prefgui.engine.russian.state import RussianState
from prefgui.engine.vocab import Exposure, Phase

from .builder import A, B, C, D, contract_deal, raspasy_deal, record, replay

Num = int | Fraction
N3 = 3


def amount(x: Num) -> int | str:
    """How a result prints an amount: an integer, or ``"n/d"``."""
    f = Fraction(x)
    return int(f) if f.denominator == 1 else f"{f.numerator}/{f.denominator}"


def frac(text: str) -> Fraction:
    """``"-268/3"`` → Fraction."""
    return Fraction(text)


def zero_sheet(n: int) -> dict[str, Any]:
    return {"pool": [0] * n, "mountain": [0] * n, "whists": [[0] * n for _ in range(n)]}


def check(res: dict[str, Any], *, delta: Sequence[Num], n: int = N3,
          pool: Mapping[int, int] | None = None, mountain: Mapping[int, int] | None = None,
          whists: Mapping[tuple[int, int], int] | None = None,
          help_: Sequence[dict[str, int]] = (), start: Mapping[str, Any] | None = None,
          outcome: str | None = None, tricks: Sequence[int | None] | None = None,
          series: int | None = None, finished: bool = False,
          settle: Sequence[Num] | None = None) -> None:
    """A result against an example: the sheet changes, help, delta, the end sheet."""
    sheet = zero_sheet(n)
    for i, v in (pool or {}).items():
        sheet["pool"][i] = v
    for i, v in (mountain or {}).items():
        sheet["mountain"][i] = v
    for (i, j), v in (whists or {}).items():
        sheet["whists"][i][j] = v
    assert res["sheet"] == sheet
    assert res["help"] == list(help_)
    assert sum(Fraction(x) for x in delta) == 0, "the example's own delta sums to zero"
    assert res["delta"] == {**{str(i): amount(x) for i, x in enumerate(delta)}, "pot": 0}
    s0 = {**zero_sheet(n), "raspasy_series": 0, **(start or {})}
    end = {
        "pool": [s0["pool"][i] + sheet["pool"][i] for i in range(n)],
        "mountain": [s0["mountain"][i] + sheet["mountain"][i] for i in range(n)],
        "whists": [[s0["whists"][i][j] + sheet["whists"][i][j] for j in range(n)]
                   for i in range(n)],
    }
    assert {k: res["end"][k] for k in ("pool", "mountain", "whists")} == end
    if series is not None:
        assert res["end"]["raspasy_series"] == series
    assert res["end"]["finished"] is finished
    if settle is None:
        assert "settlement" not in res["end"]
    else:
        assert res["end"]["settlement"] == {str(i): amount(x) for i, x in enumerate(settle)}
    if outcome is not None:
        assert res["outcome"] == outcome
    if tricks is not None:
        assert res["tricks"] == list(tricks)


def tricks_of(obj: dict[str, Any]) -> list[int | None]:
    return list(replay(obj)["tricks"])


# RU-1 — made 6♠, both whist ------------------------------------------------------------------

RU1_AUCTION = ["0 bid 6S", "1 pass", "2 pass"]


@pytest.mark.parametrize(("variant", "calls", "w", "delta"), [
    ("sochi", [], 4, ["16/3", "-8/3", "-8/3"]),            # Stalingrad: no calls
    ("rostov", ["1 whist", "2 whist"], 4, ["16/3", "-8/3", "-8/3"]),
    ("leningrad", ["1 whist", "2 whist"], 8, ["32/3", "-16/3", "-16/3"]),
])
def test_ru1_made_six_spades_both_whist(variant: str, calls: list[str], w: int,
                                        delta: list[str]) -> None:
    obj = contract_deal(variant, RU1_AUCTION, ["0 declare 6S", *calls],
                        tricks={A: 6, B: 2, C: 2})
    res = replay(obj)
    check(res, pool={A: 2}, whists={(B, A): w, (C, A): w}, delta=[frac(x) for x in delta],
          outcome="made", tricks=[6, 2, 2])
    assert res["whist"] == {"calls": [[int(c[0]), "whist"] for c in calls],
                            "whisters": [B, C], "style": None}
    assert res["contract"] == {"level": 6, "strain": "S"} and res["declarer"] == A


# RU-2 — failed 7♥, one whister, consolation -----------------------------------------------

@pytest.mark.parametrize(("variant", "calls", "m", "wb", "wc", "delta"), [
    ("sochi", ["1 whist", "2 pass"], 8, 28, 8, ["-268/3", "164/3", "104/3"]),
    # RU-5's variant: B whists after C's half-whist, C is a passer, "scored as RU-2"
    ("sochi", ["1 pass", "2 half-whist", "1 whist"], 8, 28, 8,
     ["-268/3", "164/3", "104/3"]),
    # Leningrad's flow gives B a return call after "whist, pass" on a seven (§13.6)
    ("leningrad", ["1 whist", "2 pass", "1 whist"], 16, 36, 36,
     ["-536/3", "268/3", "268/3"]),
])
def test_ru2_failed_seven_hearts_one_whister(variant: str, calls: list[str], m: int, wb: int,
                                             wc: int, delta: list[str]) -> None:
    obj = contract_deal(variant, ["0 bid 7H", "1 pass", "2 pass"],
                        ["0 declare 7H", *calls, "1 closed"], tricks={A: 5, B: 3, C: 2})
    res = replay(obj)
    check(res, mountain={A: m}, whists={(B, A): wb, (C, A): wc},
          delta=[frac(x) for x in delta], outcome="failed", tricks=[5, 3, 2])
    assert res["whist"]["whisters"] == [B] and res["whist"]["style"] == "closed"
    st = load_any(obj)
    assert isinstance(st, RussianState)
    result = st.result()
    assert result is not None and result.delta == tuple(frac(x) for x in delta)
    assert all(type(x) is Fraction for x in result.delta)


def test_ru2_cross_check_gc_six_clubs_gentleman() -> None:
    """[GC]'s example: 6♣, declarer 5, one whister: M +4, each defender 14 whists."""
    obj = contract_deal("leningrad", ["0 bid 6C", "1 pass", "2 pass"],
                        ["0 declare 6C", "1 whist", "2 pass", "1 whist", "1 closed"],
                        tricks={A: 5, B: 4, C: 1})
    # ΔG = (4, 0, 0), mean 4/3: A 10·(4/3 − 4) − 28, B and C 10·4/3 + 14
    check(replay(obj), mountain={A: 4}, whists={(B, A): 14, (C, A): 14},
          delta=[Fraction(-164, 3), Fraction(82, 3), Fraction(82, 3)], outcome="failed")


# RU-3 — misère caught ------------------------------------------------------------------------

@pytest.mark.parametrize(("variant", "m", "delta"), [
    ("sochi", 20, ["200/3", "-400/3", "200/3"]),
    ("leningrad", 40, ["400/3", "-800/3", "400/3"]),
])
def test_ru3_misere_caught(variant: str, m: int, delta: list[str]) -> None:
    obj = contract_deal(variant, ["0 pass", "1 bid misere", "2 pass"], ["1 declare misere"],
                        tricks={B: 2})
    res = replay(obj)
    check(res, mountain={B: m}, delta=[frac(x) for x in delta], outcome="failed")
    assert res["contract"] == {"misere": True} and res["declarer"] == B
    assert res["whist"] == {"calls": [], "whisters": [], "style": None}
    # the forehand A leads trick 1; after his first card A's and C's hands lie open
    first = copy.deepcopy(obj)
    n_before = len(first["actions"]) - 30
    first["actions"] = first["actions"][:n_before]
    st = load_any(first)
    assert isinstance(st, RussianState) and st.phase is Phase.PLAY and st.turn == A
    assert all(st.observation(s).exposed == () for s in range(3))
    lead = obj["actions"][n_before]
    assert lead.startswith("0 play ")
    first["actions"].append(lead)
    st = load_any(first)
    assert isinstance(st, RussianState)
    for s in range(3):
        obs = st.observation(s)
        assert obs.exposure is Exposure.MISERE
        assert obs.exposed_hands == {x: st.hands[x] for x in (A, C) if x != s}


# RU-4 — raspasy with progression and talon leads -------------------------------------------

RU4_HANDS = ["AD KD QD JD TD AS KS 7S AH 8C", "AC KC QC JC TC 9C QS JS KH QH",
             "TS 9S 8S 7C 9D 8D 7D JH TH 9H"]
RU4_PASS = ["0 pass", "1 pass", "2 pass"]


@pytest.mark.parametrize("variant", ["sochi", "leningrad", "rostov"])
def test_ru4_talon_leads_the_first_two_tricks(variant: str) -> None:
    obj = record(variant, RU4_HANDS, "7H 8H", RU4_PASS)
    st = load_any(obj)
    assert isinstance(st, RussianState) and st.turn == A and st.talon_lead is not None
    assert [str(a) for a in st.legal_actions()] == ["0 play AH"]  # his only heart
    obj["actions"] += ["0 play AH", "1 play QH", "2 play 9H"]
    st = load_any(obj)
    assert isinstance(st, RussianState)
    assert st.tricks_won == (1, 0, 0) and st.turn == A    # A's AH is the highest heart
    assert {str(a) for a in st.legal_actions()} == {f"0 play {c}" for c in RU4_HANDS[0].split()
                                                    if c != "AH"}  # no heart: any card
    obj["actions"] += ["0 play 7S", "1 play KH", "2 play TH"]
    st = load_any(obj)
    assert isinstance(st, RussianState)
    assert st.tricks_won == (1, 1, 0) and st.turn == A    # B wins trick 2; A leads trick 3
    assert st.talon_lead is None and st.leader == A


# "Suppose the deal ends A 4, B 5, C 1": with the §13.14.3 hands C can never take a trick
# after the two talon tricks (he never leads and holds no card that can win), so the
# supposition is scored on other hands, found by the builder.
@pytest.mark.parametrize(("variant", "opts", "first", "second"), [
    ("sochi", {},
     ({"mountain": {A: 4, B: 5, C: 1}}, [Fraction(-20, 3), Fraction(-50, 3), Fraction(70, 3)]),
     ({"pool": {A: 2}, "mountain": {B: 6, C: 14}}, [80, 0, -80])),
    # "With raspasy_zero_bonus = one the Sochi 2nd deal would give pool A +1 instead":
    # ΔG = (−1, 6, 14), mean 19/3 → 10·(19/3 + 1), 10·(19/3 − 6), 10·(19/3 − 14)
    ("sochi", {"raspasy_zero_bonus": "one"},
     ({"mountain": {A: 4, B: 5, C: 1}}, [Fraction(-20, 3), Fraction(-50, 3), Fraction(70, 3)]),
     ({"pool": {A: 1}, "mountain": {B: 6, C: 14}},
      [Fraction(220, 3), Fraction(10, 3), Fraction(-230, 3)])),
    ("leningrad", {},
     ({"mountain": {A: 6, B: 8}}, [Fraction(-40, 3), Fraction(-100, 3), Fraction(140, 3)]),
     ({"pool": {A: 4}, "mountain": {B: 12, C: 28}},
      [Fraction(560, 3), Fraction(-40, 3), Fraction(-520, 3)])),
])
def test_ru4_raspasy_series_scoring(variant: str, opts: dict[str, object],
                                    first: tuple[dict[str, Any], list[Num]],
                                    second: tuple[dict[str, Any], list[Num]]) -> None:
    one = raspasy_deal(variant, {A: 4, B: 5, C: 1}, options=opts)
    res1 = replay(one)
    check(res1, **first[0], delta=first[1], outcome="raspasy", tricks=[4, 5, 1], series=1)
    assert res1["declarer"] is None and res1["contract"] is None
    start = {**{k: res1["end"][k] for k in ("pool", "mountain", "whists")},
             "raspasy_series": 1}
    two = raspasy_deal(variant, {A: 0, B: 3, C: 7}, options=opts, start=start)
    res2 = replay(two)
    check(res2, **second[0], delta=second[1], start=start, outcome="raspasy",
          tricks=[0, 3, 7], series=2)


@pytest.mark.parametrize(("variant", "series", "price"), [
    ("sochi", 2, 3), ("sochi", 5, 3), ("leningrad", 2, 8), ("rostov", 3, 1)])
def test_ru4_third_raspasy_price(variant: str, series: int, price: int) -> None:
    """The 3rd consecutive raspasy costs 3 per trick in Sochi and 8 in Leningrad."""
    obj = raspasy_deal(variant, {A: 2, B: 3, C: 5}, start={"raspasy_series": series})
    res = replay(obj)
    if variant == "rostov":   # whists: A has the minimum, writes 5·c·t on each
        assert res["sheet"]["whists"][A] == [0, 5 * price * 3, 5 * price * 5]
    elif variant == "sochi":
        assert res["sheet"]["mountain"] == [2 * price, 3 * price, 5 * price]
    else:                     # Leningrad: amnesty of the minimum 2
        assert res["sheet"]["mountain"] == [0, 1 * price, 3 * price]
    assert res["end"]["raspasy_series"] == series + 1


@pytest.mark.parametrize(("variant", "series", "lowest"), [
    ("sochi", 1, 6), ("sochi", 2, 7), ("sochi", 4, 7), ("leningrad", 1, 7),
    ("leningrad", 3, 7), ("rostov", 2, 6), ("sochi", 0, 6), ("leningrad", 0, 6)])
def test_ru4_exit_level_after_raspasy(variant: str, series: int, lowest: int) -> None:
    obj = record(variant, RU4_HANDS, "7H 8H", [], start={"raspasy_series": series})
    st = load_any(obj)
    assert isinstance(st, RussianState)
    bids = [a for a in st.legal_actions() if str(a).startswith("0 bid ")]
    assert str(bids[0]) == f"0 bid {lowest}S"
    assert "0 bid misere" in {str(a) for a in bids}   # misère stays biddable


# RU-5 / RU-14 — half-whist, and the record of §13.14.3 --------------------------------------

RU5_RECORD: dict[str, Any] = {
    "format": "prefgui.deal/1", "variant": "sochi", "options": {"pool_size": 20},
    "players": 3, "dealer": 2, "hands": RU4_HANDS, "talon": "7H 8H",
    "actions": ["0 bid 6S", "1 bid 6C", "2 pass", "0 bid 6D", "1 pass", "0 discard 7S 8C",
                "0 declare 6D", "1 pass", "2 half-whist", "1 pass"]}
RU5_RESULT: dict[str, Any] = {
    "format": "prefgui.result/1", "declarer": 0, "contract": {"level": 6, "strain": "D"},
    "outcome": "half_whist", "tricks": [None, None, None],
    "whist": {"calls": [[1, "pass"], [2, "half-whist"], [1, "pass"]], "whisters": [],
              "style": None},
    "sheet": {"pool": [2, 0, 0], "mountain": [0, 0, 0],
              "whists": [[0, 0, 0], [0, 0, 0], [4, 0, 0]]},
    "help": [], "delta": {"0": "28/3", "1": "-20/3", "2": "-8/3", "pot": 0},
    "end": {"pool": [2, 0, 0], "mountain": [0, 0, 0],
            "whists": [[0, 0, 0], [0, 0, 0], [4, 0, 0]], "raspasy_series": 0,
            "finished": False}}


def test_ru14_the_record_of_ru5_exactly() -> None:
    assert replay(RU5_RECORD) == RU5_RESULT


def test_ru5_half_whist_leningrad() -> None:
    obj = {**copy.deepcopy(RU5_RECORD), "variant": "leningrad"}
    check(replay(obj), pool={A: 2}, whists={(C, A): 8},
          delta=[Fraction(56, 3), Fraction(-40, 3), Fraction(-16, 3)], outcome="half_whist",
          tricks=[None] * 3)


@pytest.mark.parametrize("level", [6, 7])
@pytest.mark.parametrize("variant", ["sochi", "leningrad", "rostov"])
def test_ru5_half_whist_is_half_the_quota(variant: str, level: int) -> None:
    """6: 2 tricks → Sochi 4, Leningrad 8; 7: 1 trick → Sochi 4, Leningrad 8 (§13.8.4)."""
    obj = contract_deal(variant, [f"0 bid {level}H", "1 pass", "2 pass"],
                        [f"0 declare {level}H", "1 pass", "2 half-whist", "1 pass"])
    res = replay(obj)
    k = 2 if variant == "leningrad" else 1
    assert res["outcome"] == "half_whist"
    assert res["sheet"]["whists"][C][A] == 4 * k
    assert res["sheet"]["pool"][A] == 2 * (level - 5)


# RU-6 — the ten ----------------------------------------------------------------------------

TEN_HANDS = (["AS KS QS JS AC KC QC AD KD 7H", "TS 9S JC TC 9C QD JD TD AH KH",
              "8S 7S 8C 7C 9D 8D 7D QH JH TH"], "9H 8H")
"""A takes 9 tricks in no trumps with these, having discarded the talon."""


def test_ru6a_sochi_whisted_ten_open() -> None:
    obj = contract_deal("sochi", ["0 bid 10NT", "1 pass", "2 pass"],
                        ["0 declare 10NT", "1 whist", "2 pass", "1 open"],
                        tricks={A: 10, B: 0, C: 0}, strong=A, keep="high")
    res = replay(obj)
    check(res, pool={A: 10}, mountain={B: 10}, delta=[100, -100, 0], outcome="made",
          tricks=[10, 0, 0])
    assert res["whist"] == {"calls": [[1, "whist"], [2, "pass"]], "whisters": [B],
                            "style": "open"}


@pytest.mark.parametrize(("taken", "sheet", "delta"), [
    (10, {"pool": {A: 10}}, [Fraction(400, 3), Fraction(-200, 3), Fraction(-200, 3)]),
    (9, {"mountain": {A: 20}}, [Fraction(-400, 3), Fraction(200, 3), Fraction(200, 3)]),
])
def test_ru6b_leningrad_checked_ten(taken: int, sheet: dict[str, Any],
                                    delta: list[Num]) -> None:
    kw: dict[str, Any] = ({"strong": A, "keep": "high"} if taken == 10
                          else {"hands": TEN_HANDS})
    obj = contract_deal("leningrad", ["0 bid 10NT", "1 pass", "2 pass"], ["0 declare 10NT"],
                        tricks={A: taken, B: 0} if taken == 10 else {A: 9}, **kw)
    res = replay(obj)
    check(res, **sheet, delta=delta, outcome="made" if taken == 10 else "failed")
    assert res["whist"] == {"calls": [], "whisters": [], "style": None}
    # the defenders' hands lie open before the first lead; the declarer's never
    head = copy.deepcopy(obj)
    head["actions"] = head["actions"][:-30]
    st = load_any(head)
    assert isinstance(st, RussianState) and st.phase is Phase.PLAY
    for s in range(3):
        obs = st.observation(s)
        assert obs.exposure is Exposure.CHECKED_TEN
        assert obs.exposed_hands == {x: st.hands[x] for x in (B, C) if x != s}


def test_ru6c_sochi_both_pass_on_a_ten() -> None:
    obj = contract_deal("sochi", ["0 bid 10S", "1 pass", "2 pass"],
                        ["0 declare 10S", "1 pass", "2 pass"])
    check(replay(obj), pool={A: 10}, delta=[Fraction(200, 3), Fraction(-100, 3),
                                             Fraction(-100, 3)],
          outcome="no_play", tricks=[None] * 3)


# RU-7 — whisters' shortfall with two whisters ------------------------------------------------

@pytest.mark.parametrize(("variant", "opts", "wb", "mc", "delta"), [
    ("sochi", {}, 6, 2, [14, 6, -20]),
    ("sochi", {"two_whister_liability": "individual"}, 6, 4,
     [Fraction(62, 3), Fraction(38, 3), Fraction(-100, 3)]),
    ("leningrad", {}, 12, 2, [Fraction(64, 3), Fraction(16, 3), Fraction(-80, 3)]),
])
def test_ru7_two_whisters_short(variant: str, opts: dict[str, object], wb: int, mc: int,
                                delta: list[Num]) -> None:
    obj = contract_deal(variant, ["0 bid 6C", "1 pass", "2 pass"],
                        ["0 declare 6C", "1 whist", "2 whist"], tricks={A: 7, B: 3, C: 0},
                        options=opts)
    check(replay(obj), pool={A: 2}, whists={(B, A): wb}, mountain={C: mc}, delta=delta,
          outcome="made", tricks=[7, 3, 0])


@pytest.mark.parametrize("liability", ["joint", "individual"])
def test_ru7_nobody_charged_when_the_quota_is_met(liability: str) -> None:
    obj = contract_deal("sochi", ["0 bid 6C", "1 pass", "2 pass"],
                        ["0 declare 6C", "1 whist", "2 whist"], tricks={A: 6, B: 4, C: 0},
                        options={"two_whister_liability": liability})
    # ΔG = (−2, 0, 0), mean −2/3: A 10·(4/3) − 8, B −20/3 + 8, C −20/3
    check(replay(obj), pool={A: 2}, whists={(B, A): 8},
          delta=[Fraction(16, 3), Fraction(4, 3), Fraction(-20, 3)])


# RU-8 — closing the pool with help (Sochi, S = 10) ------------------------------------------

S10 = {"pool_size": 10}


def test_ru8_help_to_the_largest_open_pool_first() -> None:
    start = {"pool": [8, 6, 9]}
    obj = contract_deal("sochi", ["0 bid 8S", "1 pass", "2 pass"],
                        ["0 declare 8S", "1 pass", "2 pass"], options=S10, start=start)
    check(replay(obj), pool={A: 2, B: 3, C: 1}, whists={(A, C): 10, (A, B): 30},
          help_=[{"from": A, "to": C, "points": 1}, {"from": A, "to": B, "points": 3}],
          delta=[40, -20, -20], start=start, outcome="no_play")


def test_ru8_help_then_write_off_ends_the_pulka() -> None:
    start = {"pool": [10, 9, 10]}
    obj = contract_deal("sochi", ["0 bid 7S", "1 pass", "2 pass"],
                        ["0 declare 7S", "1 pass", "2 pass"], options=S10, start=start)
    # end: pools 10, 10, 10, mountain (−3, 0, 0), W[A→B] 10: G = (−13, −10, −10), mean −11
    check(replay(obj), pool={B: 1}, mountain={A: -3}, whists={(A, B): 10},
          help_=[{"from": A, "to": B, "points": 1}, {"from": A, "writeoff": 3}],
          delta=[Fraction(80, 3), Fraction(-40, 3), Fraction(-40, 3)], start=start,
          finished=True, settle=[30, -20, -10])


# RU-9, RU-9L, RU-10R, RU-19 — the final settlement ------------------------------------------

RU9_W = ((0, 40, 12), (20, 0, 8), (50, 34, 0))


def test_ru9_sochi_settlement() -> None:
    sheet = Sheet((10, 10, 10), (12, 30, 6), RU9_W)
    assert settlement(sheet, 1) == (22, -186, 164)
    assert is_finished(sheet, 10, True, "pools", False)
    # the table procedure: amnesty 6; 6 and 24 → 20 and 80 whists by each other player
    table = Sheet((10, 10, 10), (0, 0, 0),
                  ((0, 40 + 80, 12), (20 + 20, 0, 8), (50 + 20, 34 + 80, 0)))
    assert settlement(table, 1) == (22, -186, 164)


def test_ru9l_leningrad_settlement() -> None:
    w = ((0, 60, 16), (24, 0, 12), (80, 40, 0))
    sheet = Sheet((14, 8, 10), (20, 42, 8), w)
    assert settlement(sheet, 2) == (72, -304, 232)
    assert is_finished(sheet, 10, False, "pools", True)
    assert not is_finished(Sheet((14, 8, 10), (20, 42, 8), w, 1), 10, False, "pools", True)
    # each pool's shortfall to S written into the mountain doubled: the same values
    assert settlement(Sheet((10, 10, 10), (12, 46, 8), w), 2) == (72, -304, 232)


@pytest.mark.parametrize("variant", ["sochi", "rostov"])
def test_ru19_closing_deal_and_settlement(variant: str) -> None:
    """RU-19 (Sochi); RU-10R: Rostov settles as RU-9 (pool weight 1, help as Sochi)."""
    start = {"pool": [10, 9, 10], "mountain": [12, 30, 6], "whists": [list(r) for r in RU9_W]}
    obj = contract_deal(variant, ["0 bid 7S", "1 pass", "2 pass"],
                        ["0 declare 7S", "1 pass", "2 pass"], options=S10, start=start)
    res = replay(obj)
    check(res, pool={B: 1}, mountain={A: -3}, whists={(A, B): 10},
          help_=[{"from": A, "to": B, "points": 1}, {"from": A, "writeoff": 3}],
          delta=[Fraction(80, 3), Fraction(-40, 3), Fraction(-40, 3)], start=start,
          finished=True, settle=[52, -206, 154], outcome="no_play")
    assert res["end"]["pool"] == [10, 10, 10] and res["end"]["mountain"] == [9, 30, 6]
    assert res["end"]["whists"][A][B] == 50
    end = Sheet(tuple(res["end"]["pool"]), tuple(res["end"]["mountain"]),
                tuple(tuple(r) for r in res["end"]["whists"]))
    assert settlement(end, 1) == (52, -206, 154)
    # the deltas of all deals sum to the settlement: RU-9's sheet + this deal
    assert tuple(a + Fraction(b) for a, b in zip(
        settlement(Sheet((10, 9, 10), (12, 30, 6), RU9_W), 1),
        (res["delta"][str(i)] for i in range(3)), strict=True)) == (52, -206, 154)


# RU-10 — Rostov raspasy in whists -----------------------------------------------------------

@pytest.mark.parametrize(("tricks", "pool", "whists", "delta"), [
    ((1, 4, 5), {}, {(A, B): 20, (A, C): 25}, [45, -20, -25]),
    ((2, 2, 6), {}, {(A, C): 30, (B, C): 30}, [30, 30, -60]),
    ((0, 3, 7), {A: 1}, {(A, B): 15, (A, C): 35},
     [Fraction(170, 3), Fraction(-55, 3), Fraction(-115, 3)]),
])
def test_ru10_rostov_raspasy_in_whists(tricks: tuple[int, int, int], pool: dict[int, int],
                                       whists: dict[tuple[int, int], int],
                                       delta: list[Num]) -> None:
    obj = raspasy_deal("rostov", dict(enumerate(tricks)))
    check(replay(obj), pool=pool, whists=whists, delta=delta, outcome="raspasy",
          tricks=list(tricks), series=1)


# RU-11 — four players, consolation to the dealer -------------------------------------------

@pytest.mark.parametrize(("opts", "wd", "delta"), [
    ({}, 4, [-58, 30, 14, 14]),
    ({"consolation_to": "defenders"}, 0, [-54, 30, 14, 10]),
])
def test_ru11_four_players_consolation(opts: dict[str, object], wd: int,
                                       delta: list[int]) -> None:
    obj = contract_deal("sochi", ["0 bid 7S", "1 pass", "2 pass"],
                        ["0 declare 7S", "1 whist", "2 pass", "1 closed"],
                        tricks={A: 6, B: 2, C: 2}, players=4, dealer=D, options=opts)
    assert obj["hands"][D] == ""
    whists = {(B, A): 20, (C, A): 4}
    if wd:
        whists[(D, A)] = wd
    check(replay(obj), n=4, mountain={A: 4}, whists=whists, delta=delta, outcome="failed",
          tricks=[6, 2, 2, None])


# RU-12 — failed 8♠ against two whisters ------------------------------------------------------

@pytest.mark.parametrize(("variant", "m", "wb", "wc", "delta"), [
    ("sochi", 6, 18, 12, [-70, 38, 32]),
    ("leningrad", 12, 36, 24, [-140, 76, 64]),
])
def test_ru12_failed_eight_two_whisters(variant: str, m: int, wb: int, wc: int,
                                        delta: list[int]) -> None:
    obj = contract_deal(variant, ["0 bid 8S", "1 pass", "2 pass"],
                        ["0 declare 8S", "1 whist", "2 whist"], tricks={A: 7, B: 2, C: 1})
    check(replay(obj), mountain={A: m}, whists={(B, A): wb, (C, A): wc}, delta=delta,
          outcome="failed", tricks=[7, 2, 1])


# RU-13 — 9♥, both whist, the defence takes nothing -----------------------------------------

@pytest.mark.parametrize(("opts", "mountain", "delta"), [
    ({}, {C: 8}, [80, 0, -80]),
    ({"high_contract_liability": "none"}, {},
     [Fraction(160, 3), Fraction(-80, 3), Fraction(-80, 3)]),
])
def test_ru13_second_whister_liable(opts: dict[str, object], mountain: dict[int, int],
                                    delta: list[Num]) -> None:
    obj = contract_deal("sochi", ["0 bid 9H", "1 pass", "2 pass"],
                        ["0 declare 9H", "1 whist", "2 whist"], tricks={A: 10},
                        strong=A, keep="high", options=opts)
    check(replay(obj), pool={A: 8}, mountain=mountain, delta=delta, outcome="made",
          tricks=[10, 0, 0])


# RU-15 — without three -----------------------------------------------------------------------

@pytest.mark.parametrize(("variant", "opts", "m", "delta"), [
    ("leningrad", {}, 24, [-160, 80, 80]),
    ("sochi", {"without_three": True}, 12, [-80, 40, 40]),
])
@pytest.mark.parametrize("series", [0, 2])
def test_ru15_without_three(variant: str, opts: dict[str, object], m: int, delta: list[int],
                            series: int) -> None:
    start = {"raspasy_series": series}
    obj = contract_deal(variant, ["0 bid 7D", "1 pass", "2 pass"], ["0 without-three"],
                        options=opts, start=start)
    res = replay(obj)
    check(res, mountain={A: m}, delta=delta, start=start, outcome="without_three",
          tricks=[None] * 3, series=series)   # the raspasy series is unchanged
    assert res["contract"] == {"level": 7, "strain": "D"}
    assert res["whist"] == {"calls": [], "whisters": [], "style": None}


def test_ru15_without_three_is_not_offered_by_default_in_sochi() -> None:
    obj = contract_deal("sochi", ["0 bid 7D", "1 pass", "2 pass"], [])
    obj["actions"].pop()   # back to the exchange
    st = load_any(obj)
    assert isinstance(st, RussianState) and st.phase is Phase.EXCHANGE
    assert "0 without-three" not in {str(a) for a in st.legal_actions()}


# RU-16 — overridden half-whist (Leningrad) ---------------------------------------------------

@pytest.mark.parametrize(("opts", "wb", "wc", "delta"), [
    ({}, 28, 0, [Fraction(-164, 3), Fraction(124, 3), Fraction(40, 3)]),
    ({"half_whist_override": "as_passer"}, 14, 14,
     [Fraction(-164, 3), Fraction(82, 3), Fraction(82, 3)]),
])
def test_ru16_overridden_half_whist(opts: dict[str, object], wb: int, wc: int,
                                    delta: list[Num]) -> None:
    obj = contract_deal("leningrad", ["0 bid 6H", "1 pass", "2 pass"],
                        ["0 declare 6H", "1 pass", "2 half-whist", "1 whist", "1 closed"],
                        tricks={A: 5, B: 3, C: 2}, options=opts)
    res = replay(obj)
    whists = {(B, A): wb, **({(C, A): wc} if wc else {})}
    check(res, mountain={A: 4}, whists=whists, delta=delta, outcome="failed",
          tricks=[5, 3, 2])
    assert res["whist"] == {"calls": [[1, "pass"], [2, "half-whist"], [1, "whist"]],
                            "whisters": [B], "style": "closed"}


# RU-17 — Stalingrad (Sochi) ------------------------------------------------------------------

@pytest.mark.parametrize(("tricks", "sheet", "delta"), [
    ((5, 4, 1), {"mountain": {A: 2}, "whists": {(B, A): 10, (C, A): 4}},
     [Fraction(-82, 3), Fraction(50, 3), Fraction(32, 3)]),
    ((8, 2, 0), {"pool": {A: 2}, "mountain": {C: 4}, "whists": {(B, A): 4}},
     [Fraction(68, 3), Fraction(32, 3), Fraction(-100, 3)]),
])
def test_ru17_stalingrad(tricks: tuple[int, int, int], sheet: dict[str, Any],
                         delta: list[Num]) -> None:
    obj = contract_deal("sochi", ["0 bid 6S", "1 pass", "2 pass"], ["0 declare 6S"],
                        tricks=dict(enumerate(tricks)))
    assert obj["actions"][5].startswith("0 play ")   # declare 6S → straight to play
    res = replay(obj)
    check(res, **sheet, delta=delta, tricks=list(tricks))
    assert res["whist"] == {"calls": [], "whisters": [B, C], "style": None}
    # closed: nobody's hand is shown while the deal goes on
    head = copy.deepcopy(obj)
    head["actions"] = head["actions"][:10]
    st = load_any(head)
    assert isinstance(st, RussianState)
    assert all(st.observation(s).exposed == () for s in range(3))


@pytest.mark.parametrize("variant", ["leningrad", "rostov"])
def test_ru17_no_stalingrad_outside_sochi(variant: str) -> None:
    obj = contract_deal(variant, ["0 bid 6S", "1 pass", "2 pass"], ["0 declare 6S"])
    st = load_any(obj)
    assert isinstance(st, RussianState) and st.phase is Phase.WHIST and st.turn == B


# RU-18 — four-handed raspasy -------------------------------------------------------------------

@pytest.mark.parametrize(("variant", "sheet", "delta"), [
    ("leningrad", {"mountain": {A: 6, B: 12, D: 2}, "pool": {C: 2}}, [-20, -80, 80, 20]),
    ("sochi", {"mountain": {A: 3, B: 6}, "pool": {C: 1}}, [-10, -40, 30, 20]),
])
def test_ru18_four_handed_raspasy(variant: str, sheet: dict[str, Any],
                                  delta: list[int]) -> None:
    obj = raspasy_deal(variant, {A: 3, B: 6, C: 0, D: 1}, players=4, dealer=D,
                       talon_high=True)
    head = copy.deepcopy(obj)
    head["actions"] = head["actions"][:6]        # three passes and trick 1
    st = load_any(head)
    assert isinstance(st, RussianState)
    assert st.tricks_won == (0, 0, 0, 1)         # the unbeaten talon card counts to D
    check(replay(obj), n=4, **sheet, delta=delta, outcome="raspasy", tricks=[3, 6, 0, 1],
          series=1)


# the rank order the examples rely on ----------------------------------------------------------

def test_ladder_ranks() -> None:
    assert rank_of(6, 0) == 0 and rank_of(8, 4) == 14 and rank_of(9, 0) == 16
    assert rank_of(10, 4) == 25
    assert Rules("sochi").opt.stalingrad and not Rules("leningrad").opt.stalingrad


# §13.8.5 — a misère made ------------------------------------------------------------------------

@pytest.mark.parametrize(("variant", "delta"), [
    ("sochi", [Fraction(-100, 3), Fraction(200, 3), Fraction(-100, 3)]),
    ("leningrad", [Fraction(-200, 3), Fraction(400, 3), Fraction(-200, 3)]),
])
def test_misere_made(variant: str, delta: list[Num]) -> None:
    """B takes no trick: pool B + 10 (Leningrad: worth 20 whists a point)."""
    obj = contract_deal(variant, ["0 pass", "1 bid misere", "2 pass"], ["1 declare misere"],
                        tricks={B: 0}, weak=B, keep="low")
    check(replay(obj), pool={B: 10}, delta=delta, outcome="made")
