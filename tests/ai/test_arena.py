"""Tricks lost to double dummy, as the tournament counts them."""

from __future__ import annotations

import json

import pytest

from prefgui.ai.arena import duplicate as arena
from prefgui.ai.search.solver import SolveResult
from prefgui.engine.cards import parse_card
from prefgui.engine.state import GameState
from prefgui.session import match
from tests.engine.helpers import play_state

HANDS = ["AS 8D 7D", "KS TD 9D", "QS QD JD"]


def _loss(st: GameState, moves: dict[str, int], card: str,
          monkeypatch: pytest.MonkeyPatch) -> float:
    values = {parse_card(c): v for c, v in moves.items()}
    monkeypatch.setattr(arena, "solve_state",
                        lambda _st: SolveResult(min(values.values()), values, 1))
    return arena._dd_loss(st, parse_card(card), list(values))


def test_a_suit_contract_counts_every_trick(monkeypatch: pytest.MonkeyPatch) -> None:
    st = play_state(HANDS, variant="illustrated", number=2)
    assert _loss(st, {"AS": 3, "7D": 1}, "7D", monkeypatch) == 2.0
    assert _loss(st, {"AS": 3, "7D": 1}, "AS", monkeypatch) == 0.0


def test_a_misere_counts_only_the_first_trick(monkeypatch: pytest.MonkeyPatch) -> None:
    st = play_state(HANDS, variant="illustrated", number=5)
    # Already lost whatever he plays: the deal ends at his first trick, nothing more.
    assert _loss(st, {"AS": 3, "7D": 1}, "AS", monkeypatch) == 0.0
    # Safe with one card, lost with the other: one trick given away.
    assert _loss(st, {"AS": 2, "7D": 0}, "AS", monkeypatch) == 1.0
    assert _loss(st, {"AS": 2, "7D": 0}, "7D", monkeypatch) == 0.0


def test_a_slam_counts_all_or_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    st = play_state(HANDS, variant="illustrated", number=6)
    st = st.evolve(tricks_done=7)  # three tricks to go
    assert _loss(st, {"AS": 3, "7D": 1}, "7D", monkeypatch) == 1.0
    assert _loss(st, {"AS": 2, "7D": 1}, "7D", monkeypatch) == 0.0


def test_american_counts_only_tricks_its_scoring_sees(monkeypatch: pytest.MonkeyPatch) -> None:
    # Four tricks won, three to go: the declarer needs two more for his six.
    st = play_state(HANDS, variant="american", number=1).evolve(
        tricks_done=7, tricks_won=(4, 2, 1))
    # Failed whatever he plays: the penalty is the same, the lost trick changes nothing.
    assert _loss(st, {"AS": 1, "7D": 0}, "7D", monkeypatch) == 0.0
    # Made with one card, failed with the other: one trick.
    assert _loss(st, {"AS": 2, "7D": 1}, "7D", monkeypatch) == 1.0
    # Made either way: the reward is paid once, an overtrick is worth nothing ...
    assert _loss(st, {"AS": 3, "7D": 2}, "7D", monkeypatch) == 0.0
    # ... unless it is paid per trick; short of six nothing counts there either.
    per_trick = play_state(HANDS, variant="american", number=1,
                           options={"american_payout": "per_trick"}).evolve(
        tricks_done=7, tricks_won=(4, 2, 1))
    assert _loss(per_trick, {"AS": 3, "7D": 2}, "7D", monkeypatch) == 1.0
    assert _loss(per_trick, {"AS": 3, "7D": 0}, "7D", monkeypatch) == 2.0
    assert _loss(per_trick, {"AS": 1, "7D": 0}, "7D", monkeypatch) == 0.0
    # A defender's tricks score nothing of their own: only defeating the contract counts.
    defence = play_state(HANDS, variant="american", number=1, leader=1).evolve(
        tricks_done=7, tricks_won=(4, 2, 1))
    assert _loss(defence, {"AS": 1, "7D": 0}, "AS", monkeypatch) == 0.0
    assert _loss(defence, {"AS": 2, "7D": 1}, "AS", monkeypatch) == 1.0
    assert _loss(defence, {"AS": 3, "7D": 2}, "AS", monkeypatch) == 0.0


def test_tournament_deal_seeds_are_derived_as_a_session_derives_them() -> None:
    for seed in (0, 1, 7, 123456789):
        for index in (0, 1, 2, 99):
            assert arena.deal_seed(seed, index) == match.deal_seed(seed, index)


def test_a_tournament_at_fixed_evidence_does_not_depend_on_the_clock(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    from prefgui.ai.decisions import cardplay, valuation
    from prefgui.cli import tournament as tournament_cli

    args = ["--variant", "austrian", "--deals", "1", "--players", "expert,club,beginner",
            "--seed", "4", "--json", "--worlds", "2"]
    assert tournament_cli.main(args) == 0
    quiet = json.loads(capsys.readouterr().out)
    assert quiet["budgets"]["expert"] == {"seconds": None, "samples": 2}

    class Racing:  # a machine so busy that every reading of the clock is 10 s later
        now = 0.0

        def perf_counter(self) -> float:
            self.now += 10.0
            return self.now

    monkeypatch.setattr(cardplay, "time", Racing())
    monkeypatch.setattr(valuation, "time", Racing())
    assert tournament_cli.main(args) == 0
    busy = json.loads(capsys.readouterr().out)
    assert [k["units"] for k in busy["kinds"]] == [k["units"] for k in quiet["kinds"]]
    assert busy["outcomes"] == quiet["outcomes"]
    assert tournament_cli.main([*args[:-1], "-1"]) == 2
