"""Every worked example of RULES.md §8: each player's and the pot's change, exactly.

Seats A, B, C (and D) are 0, 1, 2 (3) in the direction of play.
"""

from __future__ import annotations

from prefgui.engine.rules import Rules
from prefgui.engine.state import CONTRA_GIVER, DROPPED, INVITED, INVITER, OUT
from tests.engine.scoring_helpers import A, B, C, D, deltas, finished


# 8.1 Austrian -----------------------------------------------------------------------------
def test_au1_made_one_defender_short() -> None:
    r = finished("austrian", dealer=C, declarer=A, number=2, outcome="made",
                 tricks={A: 7, B: 2, C: 1})
    assert deltas(r) == (10, 1, -11, 0)
    assert r.end_pot == 30


def test_au2_failed_dealer_is_defender() -> None:
    r = finished("austrian", dealer=B, declarer=A, number=3, outcome="failed",
                 tricks={A: 5, B: 3, C: 2})
    assert deltas(r) == (-20, -1, 1, 20)
    assert r.end_pot == 50


def test_au3_preference_lone_defender_and_bonus() -> None:
    kw = dict(dealer=A, declarer=C, number=4, hand=True, outcome="made",
              tricks={C: 8, B: 2}, roles={A: DROPPED})
    assert deltas(finished("austrian", **kw)) == (-1, 1, 10, -10)  # type: ignore[arg-type]
    bonus = finished("austrian", options={"preference_bonus": True}, **kw)  # type: ignore[arg-type]
    assert deltas(bonus) == (-11, -9, 30, -10)
    only_playing = finished("austrian", options={"preference_bonus": True,
                                                 "preference_bonus_payers": "playing_defenders"},
                            **kw)  # type: ignore[arg-type]
    assert deltas(only_playing) == (-1, -9, 20, -10)


def test_au4_both_defenders_pass() -> None:
    r = finished("austrian", dealer=B, declarer=C, number=1, outcome="no_play",
                 roles={A: DROPPED, B: DROPPED})
    assert deltas(r) == (0, 0, 10, -10)
    assert r.tricks == (None, None, None)


def test_au5_concessions() -> None:
    both = finished("austrian", dealer=C, declarer=A, number=2, outcome="conceded")
    assert deltas(both) == (-6, 3, 3, 0)
    lone = finished("austrian", dealer=C, declarer=A, number=2, outcome="conceded",
                    roles={B: DROPPED})
    assert deltas(lone) == (-5, 0, 5, 0)
    invited = finished("austrian", dealer=C, declarer=A, number=2, outcome="conceded",
                       roles={B: INVITED, C: INVITER}, options={"invitation": True})
    assert deltas(invited) == (-5, 0, 5, 0)


def test_au6_invitation() -> None:
    kw = dict(dealer=C, declarer=B, number=3, roles={C: INVITED, A: INVITER},
              options={"invitation": True})
    short = finished("austrian", outcome="made", tricks={B: 7, A: 1, C: 2},
                     **kw)  # type: ignore[arg-type]
    assert deltas(short) == (-1, 10, 0, -9)
    ok = finished("austrian", outcome="failed", tricks={B: 5, A: 3, C: 2},
                  **kw)  # type: ignore[arg-type]
    assert deltas(ok) == (1, -20, -1, 20)


def test_au7_multiply_by_contract_value() -> None:
    r = finished("austrian", dealer=C, declarer=A, number=3, outcome="made",
                 tricks={A: 6, B: 3, C: 1}, options={"multiply_by_contract_value": True})
    assert deltas(r) == (30, 3, -33, 0)


def test_au8_original_scoring() -> None:
    r = finished("austrian", dealer=C, declarer=A, number=2, outcome="made", pot=40,
                 tricks={A: 6, B: 2, C: 2}, options={"original_scoring": True})
    assert deltas(r) == (50, 5, -15, -40)
    assert r.end_pot == 0


def test_au9_ace_bonuses() -> None:
    aces = finished("austrian", dealer=B, declarer=A, number=4, outcome="made",
                    tricks={A: 8, B: 1, C: 1}, options={"four_aces_bonus": True},
                    aces_to_declarer=True)
    assert deltas(aces) == (30, -20, -20, 10)
    no_ace = finished("austrian", dealer=C, declarer=A, number=2, outcome="failed",
                      tricks={A: 4, B: 3, C: 3}, options={"no_ace_bonus": True}, no_ace=True)
    assert deltas(no_ace) == (-40, 11, 9, 20)


def test_au10_four_players_dealer_pays_units() -> None:
    r = finished("austrian", players=4, dealer=D, declarer=B, number=4, outcome="made",
                 tricks={B: 6, A: 2, C: 2}, roles={D: OUT})
    assert deltas(r) == (1, 10, 1, -2, -10)
    assert r.tricks == (2, 6, 2, None)


# 8.2 Illustrated --------------------------------------------------------------------------
def test_il1_to_il4_values() -> None:
    assert deltas(finished("illustrated", dealer=C, declarer=A, number=5, outcome="made",
                           tricks={B: 5, C: 5})) == (20, -10, -10, 0)
    assert deltas(finished("illustrated", dealer=C, declarer=B, number=6, hand=True,
                           outcome="failed", tricks={B: 3, A: 1})) == (40, -80, 40, 0)
    assert deltas(finished("illustrated", dealer=C, declarer=C, number=7, outcome="failed",
                           tricks={C: 1, A: 3, B: 3})) == (30, 30, -60, 0)
    assert deltas(finished("illustrated", dealer=C, declarer=A, number=8, hand=True,
                           outcome="made", tricks={A: 10})) == (160, -80, -80, 0)


def test_il5_ranking() -> None:
    exc = Rules("illustrated")
    assert exc.bid_key(7, False) > exc.bid_key(6, True)
    assert exc.bid_key(7, False) < exc.bid_key(7, True)
    plain = Rules("illustrated", {"illustrated_ranking": "plain"})
    assert plain.bid_key(6, True) > plain.bid_key(7, False)
    r = finished("illustrated", dealer=A, declarer=C, number=7, outcome="made",
                 tricks={A: 5, B: 5})
    assert deltas(r) == (-30, -30, 60, 0)


def test_il6_six_in_a_row_values() -> None:
    opts = {"illustrated_form": "six_in_a_row"}
    made = finished("illustrated", options=opts, dealer=C, declarer=A, number=6,
                    outcome="made", tricks={A: 6, B: 1})
    assert deltas(made) == (40, -20, -20, 0)
    failed = finished("illustrated", options={**opts, "slam6_run": "from_trick_1"}, dealer=C,
                      declarer=A, number=6, outcome="failed", tricks={B: 1})
    assert deltas(failed) == (-40, 20, 20, 0)


def test_il7_suit_hand_contract_not_doubled() -> None:
    r = finished("illustrated", dealer=B, declarer=A, number=2, hand=True, outcome="made",
                 tricks={A: 7, B: 2, C: 1})
    assert deltas(r) == (10, 0, -10, 0)


# 8.3 Western Balkan / Hungarian -----------------------------------------------------------
def test_wb1_plain_hearts() -> None:
    for variant in ("balkan", "hungarian"):
        r = finished(variant, dealer=C, declarer=A, number=4, outcome="made", pot=0,
                     tricks={A: 6, B: 2, C: 2})
        assert deltas(r) == (48, 16, 16, -80)


def test_wb2_hand_clubs_lone_defender_fails() -> None:
    r = finished("balkan", dealer=C, declarer=A, number=5, hand=True, outcome="made", pot=0,
                 tricks={A: 9, C: 1}, roles={B: DROPPED})
    assert deltas(r) == (108, 0, -48, -60)


def test_wb3_invitation_declarer_fails() -> None:
    kw = dict(dealer=C, declarer=A, number=2, outcome="failed", pot=0,
              tricks={A: 5, C: 2, B: 3}, roles={B: INVITED, C: INVITER})
    assert deltas(finished("balkan", **kw)) == (-60, 0, 20, 40)  # type: ignore[arg-type]
    alt = finished("balkan", options={"invited_trick_credit": "invited"},
                   **kw)  # type: ignore[arg-type]
    assert deltas(alt) == (-60, 12, 8, 40)


def test_wb4_contra_recontra() -> None:
    r = finished("balkan", options={"contra": True}, dealer=C, declarer=A, number=3,
                 outcome="made", pot=0, tricks={A: 6, B: 3, C: 1},
                 roles={B: CONTRA_GIVER, C: INVITED}, contra={B: 2})
    assert deltas(r) == (144, -24, 0, -120)


def test_wb5_misere_lost() -> None:
    r = finished("balkan", dealer=C, declarer=A, number=6, outcome="failed", pot=0,
                 tricks={A: 1, B: 2, C: 2})
    assert deltas(r) == (-120, 0, 0, 120)


def test_wb6_refa_doubles_and_is_consumed() -> None:
    r = finished("balkan", options={"refa": True}, dealer=C, declarer=A, number=4,
                 outcome="made", pot=0, refa=(1, 1, 1), tricks={A: 7, B: 2, C: 1})
    assert deltas(r) == (112, 32, -64, -80)
    assert r.end_refa == (0, 1, 1)


def test_wb7_both_defenders_pass() -> None:
    r = finished("balkan", dealer=C, declarer=A, number=5, outcome="no_play", pot=0,
                 roles={B: DROPPED, C: DROPPED})
    assert deltas(r) == (100, 0, 0, -100)


def test_wb8_hand_diamonds_both_defenders_fail() -> None:
    r = finished("balkan", dealer=C, declarer=A, number=3, hand=True, outcome="made", pot=0,
                 tricks={A: 9, B: 1, C: 0})
    assert deltas(r) == (72, -32, -40, 0)


def test_wb9_sans_is_a_trick_contract() -> None:
    r = finished("balkan", options={"ladder": "extended"}, dealer=C, declarer=A, number=7,
                 outcome="made", pot=0, tricks={A: 6, B: 3, C: 1})
    assert deltas(r) == (84, 42, -56, -70)


# 8.4 Danube Swabian -----------------------------------------------------------------------
def test_ds1_to_ds3_over_and_undertricks() -> None:
    assert deltas(finished("swabian", dealer=C, declarer=A, number=4, outcome="made",
                           pot=0, tricks={A: 8, B: 1, C: 1})) == (12, -6, -6, 0)
    assert deltas(finished("swabian", dealer=C, declarer=A, number=2, outcome="failed",
                           pot=0, tricks={A: 6, B: 2, C: 2})) == (-6, 3, 3, 0)
    kw = dict(dealer=C, declarer=A, number=2, hand=True, outcome="made", pot=0,
              tricks={A: 8, B: 1, C: 1})
    assert deltas(finished("swabian", **kw)) == (4, -2, -2, 0)  # type: ignore[arg-type]
    assert deltas(finished("swabian", options={"hand_value_plus_one": True},
                           **kw)) == (6, -3, -3, 0)  # type: ignore[arg-type]


def test_ds4_contra_from_one_defender() -> None:
    r = finished("swabian", options={"contra": True}, dealer=C, declarer=A, number=5,
                 outcome="failed", pot=0, tricks={A: 5, B: 3, C: 2}, contra={B: 2})
    assert deltas(r) == (-30, 24, 6, 0)


def test_ds5_equal_talon_cards() -> None:
    r = finished("swabian", dealer=C, declarer=A, number=3, outcome="made", pot=0,
                 tricks={A: 6, B: 2, C: 2}, talon="9S 9H")
    assert deltas(r) == (4, -3, -1, 0)


def test_ds6_misere_made() -> None:
    r = finished("swabian", dealer=C, declarer=A, number=6, outcome="made", pot=0,
                 tricks={B: 5, C: 5})
    assert deltas(r) == (12, -6, -6, 0)


# 8.5 American -----------------------------------------------------------------------------
def test_am1_first_round_win() -> None:
    r = finished("american", dealer=C, declarer=C, number=4, hand=True, outcome="made",
                 tricks={C: 7, A: 2, B: 1})
    assert deltas(r) == (0, 0, 10, -10)


def test_am2_second_round_offer() -> None:
    r = finished("american", dealer=C, declarer=B, number=1, outcome="failed", offer=5,
                 tricks={B: 5, A: 3, C: 2})
    assert deltas(r) == (0, -15, 0, 15)


def test_am3_per_trick_reward() -> None:
    opts = {"american_payout": "per_trick", "payout_table": 1}
    made = finished("american", options=opts, dealer=C, declarer=A, number=2, hand=True,
                    outcome="made", tricks={A: 8, B: 1, C: 1})
    assert deltas(made) == (8, 0, 0, -8)
    failed = finished("american", options=opts, dealer=C, declarer=A, number=2, hand=True,
                      outcome="failed", tricks={A: 5, B: 3, C: 2})
    assert deltas(failed) == (-10, 0, 0, 10)


def test_am4_suit_dependent_reward() -> None:
    opts = {"payout_table": {"S": 4, "C": 6, "D": 8, "H": 10}, "failure_penalty": "reward"}
    hearts = finished("american", options=opts, dealer=A, declarer=B, number=4, hand=True,
                      outcome="made", tricks={B: 6, A: 2, C: 2})
    assert deltas(hearts) == (0, 10, 0, -10)
    spades = finished("american", options=opts, dealer=B, declarer=C, number=1, hand=True,
                      outcome="failed", tricks={C: 4, A: 3, B: 3})
    assert deltas(spades) == (0, 0, -4, 4)
