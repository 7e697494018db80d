"""A Russian session is a pulka: the sheet goes from deal to deal, the pulka ends and settles,
and it saves, resumes (after SIGKILL too), lists and fails like every other session."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest

from prefgui.ai.russian.player import make_russian_player
from prefgui.engine.errors import PrefError
from prefgui.engine.russian.sheet import Sheet
from prefgui.session.match import TableSettings
from prefgui.session.pulka import Pulka
from prefgui.session.settings import (
    AppSettings,
    settings_from_text,
    settings_to_json,
    whist_price_value,
)
from prefgui.session.storage import (
    NewerSaveError,
    SaveError,
    list_sessions,
    load_any_session,
    load_session,
    save,
)

NAMES = {3: ("You", "West", "East"), 4: ("You", "West", "North", "East")}


def _table(variant: str, players: int = 3, **options: object) -> TableSettings:
    return TableSettings(variant, dict(options), players, NAMES[players], ("club",) * players)


def _play_deal(p: Pulka, rng: random.Random) -> None:
    """The current deal to its end, every seat played by the rules-of-thumb player."""
    player = make_russian_player("beginner")
    while not p.state.is_terminal():
        seat = p.state.controller(p.state.turn)
        p.apply(player.choose(p.state.observation(seat), rng).action)


def _play_pulka(p: Pulka, rng: random.Random, most: int = 300) -> int:
    deals = 0
    while True:
        _play_deal(p, rng)
        deals += 1
        if p.finished or deals >= most:
            return deals
        p.next_deal()


@pytest.mark.parametrize(("variant", "players"), [
    ("sochi", 3), ("sochi", 4), ("leningrad", 3), ("leningrad", 4), ("rostov", 3),
    ("rostov", 4)])
def test_a_whole_pulka_ends_and_its_deals_add_up_to_the_settlement(
        variant: str, players: int) -> None:
    p = Pulka(_table(variant, players, pool_size=6), seed=3)
    deals = _play_pulka(p, random.Random(4))
    assert p.finished, f"no end after {deals} deals"
    # the sheet is the deals' entries added up, deal after deal
    sheet = Sheet.empty(players)
    for e in p.entries:
        assert e.result.start == sheet
        sheet = e.result.end
    assert sheet == p.sheet
    final = p.entries[-1].result.settlement
    assert final is not None and sum(final) == 0
    assert final == p.settlement
    # the deals' deltas sum to the settlement (§13.14.4)
    total = [Fraction(0)] * players
    for e in p.entries:
        total = [a + b for a, b in zip(total, e.result.delta, strict=True)]
    assert tuple(total) == final
    with pytest.raises(PrefError, match="pulka is over"):
        p.next_deal()
    # the end condition of the system holds, and held after no earlier deal
    assert not any(e.result.finished for e in p.entries[:-1])
    if variant == "leningrad":
        assert sum(p.sheet.pool) >= players * 6 and p.sheet.raspasy_series == 0
    else:
        assert p.sheet.pool == (6,) * players


def test_the_dealer_passes_to_the_left_and_the_sheet_carries_on() -> None:
    p = Pulka(_table("sochi", 4), seed=9)
    rng = random.Random(1)
    dealers = []
    for _ in range(6):
        dealers.append(p.state.dealer)
        assert p.state.start == p.sheet
        _play_deal(p, rng)
        p.next_deal()
    assert dealers == [0, 1, 2, 3, 0, 1]


def test_save_after_every_action_resumes_exactly(tmp_path: Path) -> None:
    path = tmp_path / "session-1.json"
    p = Pulka(_table("leningrad", 3, pool_size=4), seed=5)
    rng = random.Random(2)
    player = make_russian_player("beginner")
    steps = 0
    while steps < 120:
        if p.state.is_terminal():
            if p.finished:
                break
            p.next_deal()
        else:
            seat = p.state.controller(p.state.turn)
            p.apply(player.choose(p.state.observation(seat), rng).action)
        save(p, path)
        q = load_any_session(path)
        assert isinstance(q, Pulka)
        assert q.state == p.state and q.sheet == p.sheet
        assert len(q.entries) == len(p.entries) and q.number == p.number
        steps += 1
    assert steps == 120 and len(p.entries) >= 2


CHILD = r"""
import random, sys
from pathlib import Path
from prefgui.session.match import TableSettings
from prefgui.session.pulka import Pulka
from prefgui.session.settings import (
    AppSettings,
    settings_from_text,
    settings_to_json,
    whist_price_value,
)
from prefgui.session.storage import save
path = Path(sys.argv[1])
p = Pulka(TableSettings("sochi", {"pool_size": 30}, 3), seed=21)
rng = random.Random(5)
step = 0
while True:
    if p.state.is_terminal():
        p.next_deal()
    else:
        p.apply(rng.choice(p.state.legal_actions()))
    save(p, path)
    step += 1
    print(step, flush=True)
"""


def _pulka_after(steps: int) -> Pulka:
    p = Pulka(TableSettings("sochi", {"pool_size": 30}, 3), seed=21)
    rng = random.Random(5)
    for _ in range(steps):
        if p.state.is_terminal():
            p.next_deal()
        else:
            p.apply(rng.choice(p.state.legal_actions()))
    return p


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
@pytest.mark.parametrize("kill_after", [5, 70])
def test_sigkill_mid_deal_resumes_the_same_pulka(tmp_path: Path, kill_after: int) -> None:
    path = tmp_path / "session-crash.json"
    proc = subprocess.Popen([sys.executable, "-c", CHILD, str(path)],
                            stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    last = 0
    while last < kill_after:
        line = proc.stdout.readline()
        assert line, "the child stopped before the save to wait for"
        last = int(line)
    os.kill(proc.pid, signal.SIGKILL)
    out, _ = proc.communicate()
    steps = [last] + [int(x) for x in out.split()]
    resumed = load_any_session(path)
    assert isinstance(resumed, Pulka)
    candidates = [_pulka_after(n) for n in (steps[-1], steps[-1] + 1)]
    assert any(resumed.state == c.state and resumed.sheet == c.sheet
               and len(resumed.entries) == len(c.entries) for c in candidates)


def test_undo_takes_back_the_deal_s_last_actions() -> None:
    p = Pulka(_table("rostov"), seed=8)
    rng = random.Random(3)
    for _ in range(6):
        p.apply(rng.choice(p.state.legal_actions()))
        if p.state.is_terminal():
            break
    history = p.state.history
    back = p.undo_to(2)
    assert back.history == history[:2] and p.state is back


def test_saved_pulka_is_listed_and_the_window_s_loader_leaves_it_in_place(
        tmp_path: Path) -> None:
    p = Pulka(_table("sochi"), seed=1)
    _play_deal(p, random.Random(0))
    path = tmp_path / "session-20261203-120000.json"
    save(p, path)
    [info] = list_sessions(tmp_path)
    assert (info.variant, info.deals) == ("sochi", 1)
    with pytest.raises(SaveError) as err:
        load_session(path)
    assert err.value.kind == "russian" and err.value.kept_as is None and path.exists()


def test_damaged_russian_save_is_kept_aside(tmp_path: Path) -> None:
    p = Pulka(_table("leningrad"), seed=1)
    _play_deal(p, random.Random(0))
    p.next_deal()
    path = tmp_path / "session-x.json"
    save(p, path)
    doc = json.loads(path.read_text(encoding="utf-8"))
    # the finished deal's record no longer starts from the pulka's sheet
    doc["match"]["deals"][0]["record"]["start"] = {"mountain": [5, 0, 0]}
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(SaveError) as err:
        load_any_session(path)
    assert err.value.kept_as is not None and not path.exists()
    assert "does not replay" in str(err.value)


def test_newer_russian_save_is_left_alone(tmp_path: Path) -> None:
    p = Pulka(_table("rostov"), seed=1)
    path = tmp_path / "session-y.json"
    save(p, path)
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["version"] = 99
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(NewerSaveError):
        load_any_session(path)
    assert path.exists()


def test_a_pulka_is_only_russian_and_keeps_its_variant() -> None:
    with pytest.raises(PrefError):
        Pulka(_table("austrian"), seed=1)
    p = Pulka(_table("sochi"), seed=1)
    with pytest.raises(PrefError):
        p.change_rules(_table("leningrad"))
    p.change_rules(_table("sochi", pool_size=10))
    _play_deal(p, random.Random(0))
    p.next_deal()
    assert p.rules.opt.pool_size == 10


@pytest.mark.parametrize(("variant", "players"), [("sochi", 3), ("leningrad", 4),
                                                   ("rostov", 3)])
def test_settings_naming_a_russian_table_come_back_as_saved(variant: str, players: int) -> None:
    table = _table(variant, players, pool_size=30, raspasy_progression=[1, 2, 4],
                   half_whist_levels=[6], raspasy_exit=[7])
    saved = AppSettings(table=table, whist_price="0.25")
    back = settings_from_text(json.dumps(settings_to_json(saved)))
    assert back == saved
    assert back.table.rules().opt.raspasy_progression == (1, 2, 4)
    assert whist_price_value(back.whist_price) == Fraction(1, 4)


@pytest.mark.parametrize("options", [
    {"raspasy_progression": [3, 2]},      # a progression never falls
    {"half_whist_levels": [6, 6]},        # each level once
    {"raspasy_exit": [9]},                # exits are 6 to 8
    {"pool_size": 0},                     # a pool holds at least one point
    {"stalingrad": "yes"},                # on or off
])
def test_settings_with_a_russian_option_out_of_range_are_refused(
        options: dict[str, object]) -> None:
    text = json.dumps(settings_to_json(AppSettings(table=_table("sochi")))
                      ).replace('"options": {}', '"options": ' + json.dumps(options))
    with pytest.raises(ValueError):
        settings_from_text(text)


@pytest.mark.parametrize("price", ["-1", "1,5", "0.12345", "abc", "1e3", "01"])
def test_a_price_per_whist_that_is_not_a_plain_number_is_refused(price: str) -> None:
    obj = settings_to_json(AppSettings(table=_table("sochi")))
    obj["whist_price"] = price
    with pytest.raises(ValueError):
        settings_from_text(json.dumps(obj))
    assert whist_price_value(price) is None


def test_no_price_or_a_zero_price_settles_in_whists_only() -> None:
    assert whist_price_value("") is None and whist_price_value("0") is None
    assert whist_price_value("0.1") == Fraction(1, 10)
    assert whist_price_value("5") == 5
