"""The Balkan / Hungarian paper sheet as data (RULES §4.11, §8.3): bule, supe, refe, the game to
a chosen bula and its settlement, with exact figures."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from prefgui.engine.scoring.base import POT, DealResult, Payment
from prefgui.engine.vocab import Outcome
from prefgui.session.match import Match, TableSettings
from prefgui.ui.sheet.bula_figures import Refa, Step, bula_games, number_text, running


def _result(payments: list[Payment], refa: tuple[tuple[int, ...], tuple[int, ...]] = (
        (0, 0, 0), (0, 0, 0)), declarer: int | None = 0) -> DealResult:
    return DealResult(Outcome.MADE, declarer, (4, False), (6, 2, 2), tuple(payments),
                      (0, 0, 0), 0, 0, 0, refa[0], refa[1], ())


WB1 = _result([Payment(POT, 0, 80, "contract_made"), Payment(0, 1, 16, "trick_payment", 2),
               Payment(0, 2, 16, "trick_payment", 2)])
"""RULES §8.3 WB-1: A makes hearts (B = 4), B and C take two tricks each."""
WB2 = _result([Payment(POT, 0, 120, "contract_made"), Payment(2, POT, 60, "defender_short"),
               Payment(0, 2, 12, "trick_payment", 1)])
"""WB-2: hand clubs (B = 6) made; C defends alone, takes one trick and pays the penalty."""


def test_wb1_is_written_as_rules_8_3_wb10_says() -> None:
    (game,) = bula_games([WB1], 3, bula=0)
    assert game.bula[0] == (Step(0, 0), Step(1, -8))
    assert game.bula[1] == (Step(0, 0),) and game.bula[2] == (Step(0, 0),)
    assert game.supe[1][0] == (Step(1, 16),) and game.supe[2][0] == (Step(1, 16),)
    assert game.supe[0][1] == () and game.supe[0][2] == () and game.supe[1][2] == ()
    assert game.units() == (48, 16, 16)  # the ledger's deltas of WB-1
    # The bank paid 80: shared by three, each player's settlement is his delta + 80/3 ... less
    # the average: A 48 − 80/3, B and C 16 − 80/3.
    assert game.settlement() == (Fraction(64, 3), Fraction(-32, 3), Fraction(-32, 3))
    assert not game.finished and game.deals == (1,)


def test_penalty_raises_the_defenders_bula_by_b() -> None:
    (game,) = bula_games([WB1, WB2], 3, bula=50)
    assert running(game.bula[0]) == ("50", "42", "30")
    assert running(game.bula[2]) == ("50", "56")
    assert running(game.supe[2][0]) == ("16", "28")
    assert game.bule() == (30, 50, 56)
    assert game.units() == (48 + 108, 16, 16 - 48)
    assert sum(game.settlement()) == 0
    # The bank paid 200 and took 60: 140 shared by three.
    assert game.settlement() == (Fraction(328, 3), Fraction(-92, 3), Fraction(-236, 3))


def test_game_ends_when_the_sum_of_bule_reaches_zero_and_a_new_sheet_starts() -> None:
    big = _result([Payment(POT, 0, 200, "contract_made")])  # −20 bule
    games = bula_games([big, big], 3, bula=10)  # the sum 30 → 10 → −10
    assert len(games) == 1 and games[0].finished and games[0].deals == (1, 2)
    assert games[0].bule() == (-30, 10, 10)
    assert games[0].units() == (400, 0, 0)
    assert games[0].settlement() == (Fraction(800, 3), Fraction(-400, 3), Fraction(-400, 3))
    games = bula_games([big, big, WB1], 3, bula=10)
    assert [g.number for g in games] == [1, 2] and games[1].deals == (3,)
    assert games[1].bule() == (2, 10, 10) and not games[1].finished


def test_open_bula_never_ends() -> None:
    big = _result([Payment(POT, 0, 2000, "contract_made")])
    (game,) = bula_games([big] * 3, 3, bula=0)
    assert not game.finished and game.bule() == (-600, 0, 0)


def test_refe_are_marked_got_and_used() -> None:
    all_pass = DealResult(Outcome.ALL_PASSED, None, None, (None,) * 3, (), (0, 0, 0), 0, 0, 0,
                          (1, 0, 0), (2, 1, 1), ())
    used = _result([Payment(POT, 0, 160, "contract_made")], ((2, 1, 1), (1, 1, 1)))
    (game,) = bula_games([all_pass, used], 3, bula=0)
    assert game.refe[0] == (Refa(0, 2), Refa(1))
    assert game.refe[1] == (Refa(1),) and game.refe[2] == (Refa(1),)
    assert game.bule()[0] == -16


@pytest.mark.parametrize("players", [3, 4])
def test_played_session_settles_as_the_ledger_with_the_bank_shared(players: int) -> None:
    rng = random.Random(11)
    m = Match(TableSettings("balkan", {"refa": True, "contra": True}, players=players), seed=3)
    for _ in range(14):
        while not m.state.is_terminal():
            m.apply(rng.choice(m.state.legal_actions()))
        m.next_deal()
    (game,) = bula_games([e.result for e in m.entries], players, bula=0)
    balances, bank = m.totals()
    assert game.units() == balances
    assert game.settlement() == tuple(Fraction(b) + Fraction(bank, players) for b in balances)
    assert sum(game.settlement()) == 0


def test_numbers_as_written() -> None:
    assert number_text(-4) == "\u22124"
    assert number_text(Fraction(80, 3), signed=True) == "+26⅔"
    assert number_text(Fraction(-32, 3)) == "\u221210⅔"
    assert number_text(0, signed=True) == "0"
