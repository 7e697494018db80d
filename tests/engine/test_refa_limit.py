"""``refa_limit`` limits the rounds of refa marks a session gives (RULES §4.8: "the number of
marks per session is limited"; Serbian tournaments play 8 refe a game), not each player's
unused marks; ``refa_limit_scope = marks_per_player`` keeps that older reading. A record
carries the session's rounds so far as ``start.refa_rounds`` (only when not 0: every
record without it replays as before)."""

from __future__ import annotations

from typing import Any

import pytest

from prefgui.engine.actions import Bid, Declare, Defend, Discard, Pass
from prefgui.engine.errors import RecordError
from prefgui.engine.record import load, parse_record, record_json, result_json
from prefgui.session.match import Match, TableSettings

HANDS = ["JS 7S AC QC KD TD 9D 7D KH QH", "KS TS TC 9C 8C JD 8D AH TH 8H",
         "AS QS 9S 8S JC 7C QD JH 9H 7H"]


def all_pass(options: dict[str, Any], start: dict[str, Any]) -> dict[str, Any]:
    return {"format": "prefgui.deal/1", "variant": "balkan", "options": options,
            "players": 3, "dealer": 2, "hands": HANDS, "talon": "AD KC", "start": start,
            "actions": ["0 pass", "1 pass", "2 pass"]}


def end_refa(options: dict[str, Any], start: dict[str, Any]) -> list[int]:
    return list(result_json(load(all_pass(options, start)))["end"]["refa"])


def test_the_limit_counts_the_rounds_of_a_session_not_the_marks_held() -> None:
    limit = {"refa": True, "refa_limit": 2}
    # players still holding two marks each get a third: the session gave one round so far
    assert end_refa(limit, {"refa": [2, 2, 2], "refa_rounds": 1}) == [3, 3, 3]
    assert end_refa(limit, {"refa": [2, 2, 2]}) == [3, 3, 3]
    # two rounds given: the session's refe are over, the deal is just dealt again
    assert end_refa(limit, {"refa": [1, 0, 2], "refa_rounds": 2}) == [1, 0, 2]
    assert end_refa({"refa": True}, {"refa": [5, 5, 5], "refa_rounds": 40}) == [6, 6, 6]


def test_the_older_reading_caps_each_players_unused_marks() -> None:
    per_player = {"refa": True, "refa_limit": 2, "refa_limit_scope": "marks_per_player"}
    assert end_refa(per_player, {"refa": [2, 1, 0], "refa_rounds": 9}) == [2, 2, 1]


def test_a_record_keeps_the_rounds_and_every_other_record_reads_as_before() -> None:
    obj = all_pass({"refa": True, "refa_limit": 8}, {"refa": [1, 1, 1], "refa_rounds": 3})
    rec = parse_record(obj)
    assert rec.start_refa_rounds == 3
    assert rec.to_json()["start"] == {"refa": [1, 1, 1], "refa_rounds": 3}
    assert record_json(load(obj))["start"]["refa_rounds"] == 3
    plain = all_pass({"refa": True}, {"refa": [1, 0, 0]})
    assert "refa_rounds" not in parse_record(plain).to_json()["start"]
    # the result reads exactly as before: no new field
    assert set(result_json(load(obj))["end"]) == {"pot", "refa"}
    with pytest.raises(RecordError):
        parse_record(all_pass({"refa": True}, {"refa_rounds": -1}))


def play_session(match: Match, deals: int, declare_in: int) -> None:
    """All pass in every deal before ``declare_in``; there the first bidder declares 2,
    both defenders play, and each plays his first legal card."""
    while len(match.entries) < deals:
        st = match.state
        if st.is_terminal():
            match.next_deal()
            continue
        legal = st.legal_actions()
        declaring = match.number == declare_in
        bid = next((a for a in legal if isinstance(a, Bid) and a.number == 2 and not a.hand),
                   None)
        if bid is not None and declaring and st.high is None:
            match.apply(bid)
        elif any(isinstance(a, Discard) for a in legal):
            match.apply(next(a for a in legal if isinstance(a, Discard)))
        else:
            match.apply(next((a for a in legal if isinstance(a, Declare | Defend | Pass)),
                             legal[0]))


def test_a_session_gives_its_rounds_then_no_more_and_marks_double_exactly() -> None:
    settings = TableSettings("balkan", {"refa": True, "refa_limit": 2})
    match = Match(settings, 11)
    play_session(match, 4, declare_in=4)
    assert [e.result.end_refa for e in match.entries[:3]] == [(1, 1, 1), (2, 2, 2),
                                                              (2, 2, 2)]
    assert [e.result.end_refa_rounds for e in match.entries[:3]] == [1, 2, 2]
    assert match.entries[2].record.to_json()["start"]["refa_rounds"] == 2
    last = match.entries[3].result
    declarer = last.declarer
    assert declarer is not None and last.outcome in ("made", "failed")
    # contract 2 with a refa mark: B = 2 × 2 = 4, the bank's payment is 20·B = 80
    contract = [p for p in last.payments if p.reason in ("contract_made", "contract_failed")]
    assert [p.amount for p in contract] == [80]
    assert last.end_refa[declarer] == 1 and match.refa_rounds == 2
    # the saved session resumes with the same marks and rounds
    again = Match.from_json(match.to_json())
    assert again.refa == match.refa and again.refa_rounds == 2
