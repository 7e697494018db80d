"""The auction (§13.4) and whist (§13.6) machines, exhaustively where they are small.

The whist machine is walked call by call through every sequence it allows, for both
flows, every level and every set of half-whist levels, and compared with §13.6 written
as a table (``referee``): the caller and his calls at every step, and how the calls end
(not played, half a whist, one or two whisters, the overridden half-whister). Auctions
are walked through every sequence of pass, "here", misère, the lowest bid and a nine
over a misère, for each ``hold``, three and four players and each raspasy series, and
compared call by call; the §13.4 traces are checked as written.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator
from typing import Any

import pytest

from prefgui.engine.actions import parse_russian_action
from prefgui.engine.errors import IllegalActionError
from prefgui.engine.record import load_any
from prefgui.engine.russian.state import RussianState
from prefgui.engine.vocab import Outcome, Phase

from .builder import deal, record
from .referee import MIS, Referee, canon, rank

HANDS3 = ["AD KD QD JD TD AS KS 7S AH 8C", "AC KC QC JC TC 9C QS JS KH QH",
          "TS 9S 8S 7C 9D 8D 7D JH TH 9H"]


def _state(obj: dict[str, Any]) -> RussianState:
    st = load_any(copy.deepcopy(obj))
    assert isinstance(st, RussianState)
    return st


def _walk_whist(obj: dict[str, Any]) -> Iterator[tuple[list[str], RussianState, Referee]]:
    """Every whist-call sequence from the record's end, with the final engine state."""
    st = _state(obj)
    ref = Referee(obj)
    for a in obj["actions"]:
        ref.apply(a)
    if st.phase is not Phase.WHIST:
        yield [], st, ref
        return
    seat, texts = ref.legal()
    assert st.current_player() == seat
    assert {str(a) for a in st.legal_actions()} == texts
    for text in sorted(texts):
        nxt = copy.deepcopy(obj)
        nxt["actions"].append(text)
        for tail, end, r in _walk_whist(nxt):
            yield [text, *tail], end, r


@pytest.mark.parametrize("flow", ["second_only", "either_with_return"])
@pytest.mark.parametrize("halves", [[6, 7], [6], [7], []])
@pytest.mark.parametrize("contract", ["6S", "6NT", "7H", "8C", "9D", "10NT"])
def test_every_whist_sequence(flow: str, halves: list[int], contract: str) -> None:
    opts = {"half_whist_flow": flow, "half_whist_levels": halves, "stalingrad": False,
            "ten": "whistable"}
    obj = record("sochi", HANDS3, "7H 8H", [f"0 bid {contract}", "1 pass", "2 pass",
                                            "0 discard 7H 8H", f"0 declare {contract}"],
                 options=opts)
    level = int(contract[:-2] if contract.endswith("NT") else contract[:-1])
    seen_ends = set()
    for calls, st, ref in _walk_whist(obj):
        words = [c.split()[1] for c in calls]
        if level not in halves:
            assert "half-whist" not in words
        if flow == "second_only":
            # only D2 (seat 2) ever says half-whist, and only after D1's pass
            assert all(c.startswith("2 ") for c in calls if c.endswith("half-whist"))
        res = st.result()
        if st.phase is Phase.WHIST_STYLE:
            assert list(st.whisters) == ref.whisters and len(ref.whisters) == 1
            assert st.overridden == ref.overridden
            end = ("lone", ref.whisters[0], ref.overridden)
        elif st.phase is Phase.PLAY:
            assert list(st.whisters) == ref.whisters == [1, 2]
            end = ("two",)
        else:
            assert st.phase is Phase.DONE and res is not None
            if ref.half_whister is not None:
                assert res.outcome is Outcome.HALF_WHIST
                assert st.half_whister == ref.half_whister
                end = ("half", ref.half_whister)
            else:
                assert res.outcome is Outcome.NO_PLAY and ref.outcome == "no_play"
                end = ("none",)
        seen_ends.add(end)
    base = {("lone", 1, None), ("lone", 2, None), ("two",), ("none",)}
    if level in halves:
        base |= {("half", 2), ("lone", 1, 2)}
        if flow == "either_with_return":
            base |= {("half", 1), ("lone", 2, 1)}
    assert seen_ends == base


def test_whist_sequences_of_the_leningrad_flow_as_written() -> None:
    """§13.6 either_with_return, the branches one by one."""
    obj = record("leningrad", HANDS3, "7H 8H", ["0 bid 6H", "1 pass", "2 pass",
                                                "0 discard 7H 8H", "0 declare 6H"])

    def after(*calls: str) -> RussianState:
        o = copy.deepcopy(obj)
        o["actions"] += list(calls)
        return _state(o)

    assert {str(a) for a in after("1 whist", "2 pass").legal_actions()} == {
        "1 whist", "1 half-whist"}
    assert {str(a) for a in after("1 whist", "2 pass", "1 half-whist").legal_actions()} == {
        "2 whist", "2 pass"}
    assert {str(a) for a in after("1 pass", "2 pass").legal_actions()} == {
        "1 whist", "1 pass"}
    st = after("1 pass", "2 pass", "1 pass")
    assert st.result() is not None and st.result().outcome is Outcome.NO_PLAY  # type: ignore[union-attr]
    st = after("1 whist", "2 pass", "1 half-whist", "2 pass")
    assert st.half_whister == 1
    st = after("1 whist", "2 pass", "1 half-whist", "2 whist")
    assert st.whisters == (2,) and st.overridden == 1 and st.phase is Phase.WHIST_STYLE
    st = after("1 whist", "2 whist")
    assert st.phase is Phase.PLAY and st.whisters == (1, 2)


# Auctions -------------------------------------------------------------------------------

def _walk_auction(obj: dict[str, Any], ref: Referee, st: RussianState, depth: int = 0
                  ) -> Iterator[int]:
    """Every auction of pass / here / misère / the lowest bid (to 6♥, or 7♦ after a
    raspasy) / 9♠ over a misère, compared with the referee at each call; yields once per
    finished auction."""
    if st.phase is not Phase.AUCTION:
        assert st.declarer == ref.declarer
        assert (st.phase is Phase.PLAY) == (ref.declarer is None)
        yield 1
        return
    seat, texts = ref.legal()
    assert st.current_player() == seat
    engine = {canon(str(a)) for a in st.legal_actions()}
    assert engine == texts, sorted(engine ^ texts)
    bids = sorted((t for t in texts if " bid " in t and not t.endswith(MIS)),
                  key=lambda t: rank(t.split()[2]))
    follow = [t for t in texts if t.endswith((" pass", " here", MIS))]
    if bids and rank(bids[0].split()[2]) <= (3 if ref.series == 0 else 7):
        follow.append(bids[0])
    if st.high == 15:
        follow += [t for t in bids if t.endswith(" 9S")]
    for text in follow:
        r2 = copy.deepcopy(ref)
        r2.apply(text)
        yield from _walk_auction(obj, r2, st.apply(parse_russian_action(text)), depth + 1)


@pytest.mark.parametrize("series", [0, 1, 2])
@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("hold", ["none", "through_passer", "seniority"])
def test_every_small_auction(hold: str, players: int, series: int) -> None:
    for dealer in range(players):
        hands, talon = deal(random.Random(dealer), players, dealer)
        obj = record("leningrad", hands, talon, [], dealer=dealer,
                     options={"hold": hold, "raspasy_exit": [6, 7],
                              "misere_allowed_after_raspasy": series != 2},
                     start={"raspasy_series": series})
        assert sum(_walk_auction(obj, Referee(obj), _state(obj))) > 10


def _calls(st: RussianState, *texts: str) -> RussianState:
    for t in texts:
        st = st.apply(parse_russian_action(t))
    return st


def test_the_auction_traces_of_13_4() -> None:
    obj = record("sochi", HANDS3, "7H 8H", [])
    st = _calls(_state(obj), "0 bid 6S", "1 bid 6C", "2 pass", "0 bid 6D", "1 pass")
    assert st.declarer == 0 and st.bid == rank("6D") and st.phase is Phase.EXCHANGE
    # through_passer: F pass, M 6S, R 6C, M here; R must bid ≥ 6D or pass; M may say it
    # again, R never
    obj = record("leningrad", HANDS3, "7H 8H", [])
    st = _calls(_state(obj), "0 pass", "1 bid 6S", "2 bid 6C")
    assert "1 here" in {str(a) for a in st.legal_actions()}
    st = _calls(st, "1 here")
    assert st.turn == 2
    legal = {str(a) for a in st.legal_actions()}
    assert "2 here" not in legal and "2 bid 6C" not in legal and "2 bid 6D" in legal
    st = _calls(st, "2 bid 6D")
    assert "1 here" in {str(a) for a in st.legal_actions()}
    st = _calls(st, "1 here", "2 bid 7S")
    assert "1 here" in {str(a) for a in st.legal_actions()}
    # four players, dealer D: F 6C, M pass, R 6D, F here (only the dealer sits between)
    hands = ["", *HANDS3]
    obj = record("leningrad", hands, "7H 8H", [], dealer=0)
    st = _calls(_state(obj), "1 bid 6C", "2 pass", "3 bid 6D")
    assert "1 here" in {str(a) for a in st.legal_actions()}
    # R may hold F's bid when M passed — but never a 6♠ or a misère
    obj = record("leningrad", HANDS3, "7H 8H", [])
    assert "2 here" in {str(a) for a in _calls(_state(obj), "0 bid 6C", "1 pass")
                        .legal_actions()}
    assert "2 here" not in {str(a) for a in _calls(_state(obj), "0 bid 6S", "1 pass")
                            .legal_actions()}
    assert "2 here" not in {str(a) for a in _calls(_state(obj), "0 bid misere", "1 pass")
                            .legal_actions()}
    # seniority: an earlier seat may hold a later one's bid, 6♠ included, not the reverse
    obj = record("leningrad", HANDS3, "7H 8H", [], options={"hold": "seniority"})
    st = _calls(_state(obj), "0 pass", "1 bid 6S", "2 bid 6C")
    assert "1 here" in {str(a) for a in st.legal_actions()}
    st = _calls(_state(obj), "0 bid 6S", "1 pass")
    assert "2 here" not in {str(a) for a in st.legal_actions()}
    st = _calls(_state(obj), "0 pass", "1 pass", "2 bid 6S")
    assert st.declarer == 2
    st = _calls(_state(obj), "0 bid 6S", "1 bid 6C")
    assert "2 here" not in {str(a) for a in st.legal_actions()}   # three still bidding
    # none: never
    obj = record("sochi", HANDS3, "7H 8H", [])
    st = _calls(_state(obj), "0 pass", "1 bid 6S", "2 bid 6C")
    assert "1 here" not in {str(a) for a in st.legal_actions()}


def test_misere_rules() -> None:
    obj = record("sochi", HANDS3, "7H 8H", [])
    st = _calls(_state(obj), "0 bid 6S")
    with pytest.raises(IllegalActionError) as e:
        _calls(st, "1 bid 6C", "2 pass", "0 bid misere")
    assert e.value.kind == "late_misere"
    st = _calls(_state(obj), "0 bid misere")
    legal = {str(a) for a in st.legal_actions()}
    assert "1 bid misere" not in legal and "1 bid 8NT" not in legal and "1 bid 9S" in legal
    st = _calls(st, "1 bid 9S")
    assert {str(a) for a in st.legal_actions()} == {"2 pass", *(
        f"2 bid {lv}{s}" for lv in (9, 10) for s in ("S", "C", "D", "H", "NT")
        if not (lv == 9 and s == "S"))} - {"2 bid 9S"}
    st = _calls(st, "2 pass")
    assert [str(a) for a in st.legal_actions()] == ["0 pass"]   # the misère bidder: pass
    st = _calls(st, "0 pass")
    assert st.declarer == 1 and st.phase is Phase.EXCHANGE
    # a misère not outbid is played: declare misère only, then straight to play
    st = _calls(_state(obj), "0 bid misere", "1 pass", "2 pass", "0 discard 7H 8H")
    assert [str(a) for a in st.legal_actions()] == ["0 declare misere"]
    st = _calls(st, "0 declare misere")
    assert st.phase is Phase.PLAY and st.turn == 0


@pytest.mark.parametrize(("bid", "first"), [("7D", "7D"), ("6S", "6S"), ("9NT", "9NT")])
def test_declaration_not_below_the_bid(bid: str, first: str) -> None:
    obj = record("sochi", HANDS3, "7H 8H", [f"0 bid {bid}", "1 pass", "2 pass",
                                            "0 discard 7H 8H"])
    st = _state(obj)
    texts = [str(a).split()[2] for a in st.legal_actions()]
    assert texts[0] == first and texts[-1] == "10NT" and MIS not in texts
    assert all(rank(t) >= rank(bid) for t in texts)
    assert len(texts) == 26 - rank(bid) - (1 if rank(bid) < 15 else 0)
