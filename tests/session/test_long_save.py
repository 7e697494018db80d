"""A long session resumes with the ledger it was saved with, and a bad old deal in it is
still refused: the file is set aside byte for byte and the next save resumes."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from prefgui.engine.cards import parse_mask
from prefgui.session.match import Match, TableSettings
from prefgui.session.resume import resume_latest
from prefgui.session.storage import save

DEALS = 300


def _long_match(deals: int = DEALS, seed: int = 11) -> Match:
    """``deals`` finished deals (the rules change halfway) and a few actions of the next."""
    rng = random.Random(seed)
    m = Match(TableSettings("austrian"), seed=seed)
    while len(m.entries) < deals:
        if m.state.is_terminal():
            if len(m.entries) == deals // 2:
                m.change_rules(TableSettings("austrian", {"must_head": True}))
            m.next_deal()
        else:
            m.apply(rng.choice(m.state.legal_actions()))
    m.next_deal()
    for _ in range(4):
        m.apply(rng.choice(m.state.legal_actions()))
    return m


@pytest.fixture(scope="module")
def played() -> Match:
    return _long_match()


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


def _foreign_card(record: dict[str, Any], seat: int) -> str:
    """A card dealt to another seat: never in ``seat``'s hand."""
    other = record["hands"][(seat + 1) % record["players"]]
    assert parse_mask(other)
    return str(other.split()[0])


def _spoil(doc: dict[str, Any], index: int, how: str) -> None:
    record = doc["match"]["deals"][index]["record"]
    actions = record["actions"]
    plays = [i for i, a in enumerate(actions) if a.split()[1] == "play"]
    if how == "foreign card":
        i = plays[len(plays) // 2]
        seat = int(actions[i].split()[0])
        actions[i] = f"{seat} play {_foreign_card(record, seat)}"
    elif how == "card twice":
        actions.insert(plays[0] + 1, actions[plays[0]])
    else:  # the deal stops before its end
        del actions[plays[-1]:]


@pytest.mark.parametrize("index", [0, DEALS // 2, DEALS - 2])
@pytest.mark.parametrize("how", ["foreign card", "card twice", "unfinished"])
def test_bad_old_deal_in_a_long_save_is_kept_aside(tmp_path: Path, played: Match, index: int,
                                                   how: str) -> None:
    folder = tmp_path / "sessions"
    older = _long_match(deals=2, seed=3)
    save(older, folder / "session-20240101-000000.json")
    save(played, folder / "session-20240102-000000.json", sequence=5)
    newest = folder / "session-20240102-000000.json"
    doc = json.loads(newest.read_text("utf-8"))
    _spoil(doc, index, how)
    text = json.dumps(doc)
    newest.write_text(text, encoding="utf-8")
    found = resume_latest(folder)
    assert found.path is not None and found.path.name == "session-20240101-000000.json"
    assert isinstance(found.match, Match) and found.match.state == older.state
    assert [(p.name, e.kind) for p, e in found.problems] == [(newest.name, "invalid")]
    kept = found.problems[0][1].kept_as
    assert kept is not None and kept.read_text("utf-8") == text
    assert not newest.exists()
