"""Sessions: pot refills, dealer rotation, refa marks, the ledger, JSON round trips."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from prefgui.engine.errors import PrefError
from prefgui.session.match import Match, TableSettings
from prefgui.session.storage import SaveError, load_session, save


def _play_deal(m: Match, rng: random.Random) -> None:
    while not m.state.is_terminal():
        m.apply(rng.choice(m.state.legal_actions()))


@pytest.mark.parametrize("variant", ["austrian", "illustrated", "balkan", "swabian",
                                     "american"])
def test_session_is_zero_sum_and_rotates_dealer(variant: str) -> None:
    rng = random.Random(5)
    m = Match(TableSettings(variant, {"refa": True} if variant == "balkan" else {}), seed=9)
    dealers = []
    for _ in range(12):
        dealers.append(m.state.dealer)
        _play_deal(m, rng)
        balances, pot = m.totals()
        assert sum(balances) + pot == 0
        assert m.entries[-1].balances == balances
        m.next_deal()
    assert dealers[:4] == [0, 1, 2, 0]
    assert len(m.entries) == 12


def test_pot_filled_at_start_and_refilled_when_empty() -> None:
    m = Match(TableSettings("austrian"), seed=1)
    assert m.pot == 30 and m.balances == [-10, -10, -10]
    _play_deal(m, random.Random(2))
    # As if the deal's payout had emptied the pot (seat 0 took it all):
    m.balances[0] += m.pot
    m.pot = 0
    before = list(m.balances)
    m.next_deal()
    assert m.pot == 30 and m.state.start_pot == 30
    assert m.balances == [b - 10 for b in before]
    _play_deal(m, random.Random(3))
    assert m.entries[-1].refill == 10 and m.entries[0].refill == 10
    assert Match(TableSettings("balkan"), seed=1).pot == 0  # a bank, not a pot


def test_resume_mid_deal_same_state(tmp_path: Path) -> None:
    rng = random.Random(3)
    m = Match(TableSettings("balkan", {"contra": True, "refa": True}), seed=4)
    for _ in range(3):
        _play_deal(m, rng)
        m.next_deal()
    path = tmp_path / "session-1.json"
    while True:  # save and resume after every action, as the game does
        save(m, path)
        back = load_session(path)
        assert back.state == m.state
        assert back.totals() == m.totals()
        assert back.refa == m.refa and back.dealer == m.dealer
        assert [e.result for e in back.entries] == [e.result for e in m.entries]
        if m.state.is_terminal():
            break
        m.apply(rng.choice(m.state.legal_actions()))
    m.next_deal()
    save(m, path)
    assert load_session(path).state == m.state


def test_rules_change_only_from_next_deal() -> None:
    m = Match(TableSettings("austrian"), seed=2)
    m.change_rules(TableSettings("austrian", {"must_head": True}))
    assert m.state.rules.must_head is False
    _play_deal(m, random.Random(1))
    m.next_deal()
    assert m.state.rules.must_head is True
    with pytest.raises(PrefError):
        m.change_rules(TableSettings("austrian", {"must_head": "maybe"}))
    with pytest.raises(PrefError):
        m.change_rules(TableSettings("austrian", players=4,
                                     names=("a", "b", "c", "d"), levels=("h",) * 4))


def test_undo_to_earlier_action() -> None:
    m = Match(TableSettings("austrian"), seed=2)
    rng = random.Random(7)
    for _ in range(8):
        m.apply(rng.choice(m.state.legal_actions()))
    history = m.state.history
    m.undo_to(5)
    assert m.state.history == history[:5]


@pytest.mark.parametrize("content", [
    "",
    "{\"format\": \"prefgui.session\", \"version\": 1, \"match\": {\"sett",
    "not json at all",
    json.dumps({"format": "something else", "version": 1, "match": {}}),
    json.dumps({"format": "prefgui.session", "version": "1", "match": {}}),
    json.dumps({"format": "prefgui.session", "version": 1, "match": {"settings": 5}}),
    json.dumps({"format": "prefgui.session", "version": 1,
                "match": {"settings": {"variant": "austrian", "options": {}, "players": 3,
                                       "names": [], "levels": [], "contribution": 10},
                          "seed": 1, "deals": [], "current": {"dealer": 0, "refill": 10,
                                                              "actions": ["0 play AS"]}}}),
])
def test_damaged_save_is_reported_and_kept_aside(tmp_path: Path, content: str) -> None:
    path = tmp_path / "session-1.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(SaveError) as info:
        load_session(path)
    assert str(info.value)
    assert not path.exists()
    assert info.value.kept_as is not None and info.value.kept_as.read_text("utf-8") == content


def test_a_variant_change_is_refused_within_a_session() -> None:
    m = Match(TableSettings("austrian"), 5)
    with pytest.raises(PrefError) as e:
        m.change_rules(TableSettings("balkan"))
    assert e.value.kind == "variant"
    assert m.pending_rules is None
