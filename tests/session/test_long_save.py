"""A long session resumes with the ledger it was saved with, and a bad old deal in it is
still refused: the file is set aside byte for byte and the next save resumes."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from prefgui.session import storage
from prefgui.session.match import Match
from prefgui.session.resume import resume_latest
from prefgui.session.storage import check_saved, save, set_aside
from tests.session.helpers import LONG_DEALS, long_match, spoil

DEALS = LONG_DEALS


@pytest.fixture(scope="module")
def played() -> Match:
    return long_match()


def test_long_save_resumes_with_the_same_ledger(tmp_path: Path, played: Match) -> None:
    folder = tmp_path / "sessions"
    save(played, folder / "session-20240101-000000.json")
    found = resume_latest(folder)
    back = found.match
    assert isinstance(back, Match) and not found.problems
    assert len(back.entries) == DEALS
    assert [(e.number, e.dealer, e.refill, e.result, e.balances, e.record)
            for e in back.entries] == [(e.number, e.dealer, e.refill, e.result, e.balances,
                                        e.record) for e in played.entries]
    assert back.totals() == played.totals() and back.refa == played.refa
    assert back.state == played.state and back.dealer == played.dealer
    assert back.settings == played.settings
    assert back.entries[-1].record.rules.must_head  # the rules of the later deals
    assert not back.entries[0].record.rules.must_head
    assert back.to_json() == played.to_json()


@pytest.mark.parametrize("index", [0, DEALS // 2, DEALS - 2])
@pytest.mark.parametrize("how", ["foreign card", "card twice", "unfinished"])
def test_bad_old_deal_in_a_long_save_is_kept_aside(tmp_path: Path, played: Match, index: int,
                                                   how: str) -> None:
    folder = tmp_path / "sessions"
    older = long_match(deals=2, seed=3)
    save(older, folder / "session-20240101-000000.json")
    save(played, folder / "session-20240102-000000.json", sequence=5)
    newest = folder / "session-20240102-000000.json"
    doc = json.loads(newest.read_text("utf-8"))
    spoil(doc, index, how)
    text = json.dumps(doc)
    newest.write_text(text, encoding="utf-8")
    found = resume_latest(folder)
    assert found.path is not None and found.path.name == "session-20240101-000000.json"
    assert isinstance(found.match, Match) and found.match.state == older.state
    assert [(p.name, e.kind) for p, e in found.problems] == [(newest.name, "invalid")]
    kept = found.problems[0][1].kept_as
    assert kept is not None and kept.read_text("utf-8") == text
    assert not newest.exists()


# A long session resumes at its current deal; its earlier deals are checked afterwards.


def _finished(m: Match) -> Match:
    """``m`` with its current deal played to the end (a save made at a deal's summary)."""
    rng = random.Random(5)
    while not m.state.is_terminal():
        m.apply(rng.choice(m.state.legal_actions()))
    return m


@pytest.fixture(scope="module")
def finished() -> Match:
    return _finished(long_match())


@pytest.mark.parametrize("which", ["mid-deal", "at a summary"])
def test_a_long_save_resumes_at_its_current_deal_and_its_ledger_follows(
        tmp_path: Path, played: Match, finished: Match, which: str) -> None:
    m = played if which == "mid-deal" else finished
    folder = tmp_path / "sessions"
    save(m, folder / "session-20240101-000000.json")
    found = resume_latest(folder, check_later=True)
    back = found.match
    assert isinstance(back, Match) and not found.problems and found.check is not None
    # Nothing before the current deal was replayed, yet the table stands as it was saved.
    assert len(back.unchecked) + len(back.entries) == len(m.entries)
    assert len(back.entries) == (0 if which == "mid-deal" else 1)
    assert back.state == m.state and back.number == m.number and back.dealer == m.dealer
    assert back.totals() == m.totals() and back.refa == m.refa
    assert back.finished_entry() == m.finished_entry()
    assert back.to_json() == m.to_json()  # a save made meanwhile loses nothing
    ok, ledger = check_saved(found.check)
    assert ok
    back.adopt(ledger)
    assert not back.unchecked
    assert [(e.number, e.dealer, e.refill, e.result, e.balances, e.record)
            for e in back.entries] == [(e.number, e.dealer, e.refill, e.result, e.balances,
                                        e.record) for e in m.entries]
    assert back.to_json() == m.to_json()


def test_deals_played_before_the_check_answers_follow_the_checked_ones(
        tmp_path: Path, finished: Match) -> None:
    folder = tmp_path / "sessions"
    save(finished, folder / "session-20240101-000000.json")
    found = resume_latest(folder, check_later=True)
    back = found.match
    assert isinstance(back, Match) and found.check is not None
    rng = random.Random(9)
    back.next_deal()
    while not back.state.is_terminal():
        back.apply(rng.choice(back.state.legal_actions()))
    assert back.entries[-1].number == DEALS + 2
    back.adopt(check_saved(found.check)[1])
    assert [e.number for e in back.entries] == list(range(1, DEALS + 3))
    again = Match.from_json(back.to_json())  # every deal replays and the totals agree
    assert again.totals() == back.totals() and again.state == back.state


def test_resuming_parses_the_chosen_save_once(tmp_path: Path, played: Match,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "sessions"
    save(played, folder / "session-20240101-000000.json")
    parsed: list[int] = []
    real = storage.loads

    def counting(text: str, *args: Any) -> Any:
        parsed.append(len(text))
        return real(text, *args)

    monkeypatch.setattr(storage, "loads", counting)
    for later in (False, True):
        parsed.clear()
        assert isinstance(resume_latest(folder, check_later=later).match, Match)
        assert len(parsed) == 1


@pytest.mark.parametrize("index", [0, DEALS - 2])
@pytest.mark.parametrize("how", ["foreign card", "card twice", "unfinished", "totals"])
def test_a_bad_old_deal_found_by_the_later_check_is_kept_aside(
        tmp_path: Path, played: Match, index: int, how: str) -> None:
    folder = tmp_path / "sessions"
    older = long_match(deals=2, seed=3)
    save(older, folder / "session-20240101-000000.json")
    newest = folder / "session-20240102-000000.json"
    save(played, newest, sequence=5)
    doc = json.loads(newest.read_text("utf-8"))
    if how == "totals":  # the balances written in the save are not those of its deals
        doc["match"]["totals"]["balances"][index % 3] += 10
    else:
        spoil(doc, index, how)
    text = json.dumps(doc)
    newest.write_text(text, encoding="utf-8")
    found = resume_latest(folder, check_later=True)
    assert found.path == newest and found.check == text and not found.problems
    ok, message = check_saved(found.check)
    assert not ok and "does not replay" in message
    error = set_aside(newest, message)
    assert error.kind == "invalid" and error.kept_as is not None
    assert error.kept_as.read_text("utf-8") == text and not newest.exists()
    again = resume_latest(folder, check_later=True)
    assert again.path is not None and again.path.name == "session-20240101-000000.json"
    assert isinstance(again.match, Match) and again.match.state == older.state


def test_totals_that_do_not_match_the_deals_are_refused_when_all_are_replayed(
        tmp_path: Path, played: Match) -> None:
    folder = tmp_path / "sessions"
    path = folder / "session-20240101-000000.json"
    save(played, path)
    doc = json.loads(path.read_text("utf-8"))
    doc["match"]["totals"]["pot"] = 12345
    path.write_text(json.dumps(doc), encoding="utf-8")
    found = resume_latest(folder)
    assert found.match is None and [e.kind for _p, e in found.problems] == ["invalid"]


def test_a_save_of_an_earlier_version_without_totals_replays_every_deal(
        tmp_path: Path, played: Match) -> None:
    folder = tmp_path / "sessions"
    path = folder / "session-20240101-000000.json"
    save(played, path)
    doc = json.loads(path.read_text("utf-8"))
    del doc["match"]["totals"]
    doc["version"] = 2
    path.write_text(json.dumps(doc), encoding="utf-8")
    found = resume_latest(folder, check_later=True)
    back = found.match
    assert isinstance(back, Match) and found.check is None and not back.unchecked
    assert len(back.entries) == DEALS and back.state == played.state
    assert back.totals() == played.totals()
