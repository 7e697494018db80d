"""Grades, thresholds and the partner's signals on hand-made positions."""

from __future__ import annotations

import random

import pytest

from prefgui.coach.grading import DEFAULT_SCALE, Grade, GradeScale, grade, loss
from prefgui.coach.review import CardReview, review_card
from prefgui.coach.signals import Reading, read_lead
from prefgui.engine.cards import parse_card, parse_mask
from tests.engine.helpers import play_state

# Seat 0 declares spades (Austrian 2); seats 1 and 2 defend; dealer 2, so D1 = 1, D2 = 2.
HANDS = ("AS KS QS AC KC", "JS TS KH 9H 7H", "9S AH QH 8H 8D")


@pytest.mark.parametrize(("lost", "want"), [
    (0.0, Grade.BEST), (0.05, Grade.BEST), (0.06, Grade.GOOD), (1.0, Grade.GOOD),
    (1.01, Grade.INACCURACY), (3.0, Grade.INACCURACY), (3.5, Grade.MISTAKE),
    (8.0, Grade.MISTAKE), (8.01, Grade.BLUNDER), (40.0, Grade.BLUNDER)])
def test_default_thresholds(lost: float, want: Grade) -> None:
    assert DEFAULT_SCALE.of(lost) is want
    assert grade(lost, None) is want


def test_knowable_loss_decides_and_double_dummy_only_is_unlucky() -> None:
    assert grade(10.0, 0.0) is Grade.UNLUCKY  # right on what he knew, wrong as the cards lay
    assert grade(10.0, 0.5) is Grade.UNLUCKY
    assert grade(0.5, 0.0) is Grade.BEST  # a small double-dummy loss is no bad luck
    assert grade(0.0, 5.0) is Grade.MISTAKE  # lucky: a bad decision that cost nothing
    assert grade(12.0, 12.0) is Grade.BLUNDER


def test_own_scale_and_bad_scales() -> None:
    strict = GradeScale(best=0.0, good=0.1, inaccuracy=0.5, mistake=1.0)
    assert strict.of(0.3) is Grade.INACCURACY and strict.of(2) is Grade.BLUNDER
    with pytest.raises(ValueError):
        GradeScale(best=2.0, good=1.0)
    assert loss({1: 3.0, 2: -2.0, 3: 3.0}, 2) == 5.0
    assert loss({1: 3.0, 2: -2.0}, 1) == 0.0


def _card(hands: tuple[str, ...], card: str, leader: int,
          won: tuple[int, int, int] = (0, 0, 0)) -> CardReview:
    st = play_state(hands, declarer=0, number=2, leader=leader)
    st = st.evolve(tricks_won=won, tricks_done=sum(won))
    return review_card(st, 1, parse_card(card), False, random.Random(1))


def test_throwing_away_the_contract_is_a_blunder() -> None:
    # Five cards each; with 1 trick of 6 after five the declarer needs all five: cashing
    # the top spades first draws the defenders' trumps, a club first lets seat 1 ruff.
    good = _card(HANDS, "AS", 0, (1, 2, 2))
    bad = _card(HANDS, "AC", 0, (1, 2, 2))
    assert good.grade is Grade.BEST and good.tricks_lost == 0
    assert bad.moves is not None and bad.moves[parse_card("AC")] < bad.moves[parse_card("AS")]
    assert bad.tricks_lost is not None and bad.tricks_lost >= 1
    assert bad.units_lost is not None and bad.units_lost > DEFAULT_SCALE.mistake
    assert bad.grade is DEFAULT_SCALE.of(bad.units_lost)
    assert set(bad.best_cards()) == {c for c in bad.legal if bad.moves[c] == 5}


def test_breach_is_typed_and_the_keeping_cards_listed() -> None:
    # D1 (seat 1) leads with his partner next and the declarer last: C2 asks the top card.
    r = _card(HANDS, "9H", 1)
    assert [(b.rule, b.reason) for b in r.breaches] == [("C2", "not_top_card")]
    assert parse_card("KH") in r.compliant and parse_card("9H") not in r.compliant
    assert r.convention_cost() >= 0
    ok = _card(HANDS, "KH", 1)
    assert ok.breaches == ()


def test_c2_lead_reads_top_card_held() -> None:
    st = play_state(HANDS, declarer=0, number=2, leader=1)
    sig = read_lead(st, 7, parse_card("KH"))
    assert sig is not None
    assert (sig.rule, sig.reading, sig.seat, sig.partner, sig.action) == (
        "C2", Reading.TOP_HELD, 1, 2, 7)
    assert sig.denies == 0  # the only higher heart, the ace, is in the partner's own hand
    sig = read_lead(st, 7, parse_card("7H"))
    # Read from the partner's seat: every higher heart he has not seen. Here the reading is
    # false (the leader breached C2 holding KH and 9H): why breaches mislead the partner.
    assert sig is not None and sig.denies == parse_mask("KH JH TH 9H")


def test_c3_lead_reads_very_high_or_lowest() -> None:
    st = play_state(HANDS, declarer=0, number=2, leader=2)  # order D2, declarer, D1
    high = read_lead(st, 3, parse_card("AH"))
    assert high is not None and (high.rule, high.reading, high.denies) == (
        "C3", Reading.VERY_HIGH, 0)
    low = read_lead(st, 3, parse_card("8H"))
    assert low is not None and low.reading is Reading.LOWEST_HELD
    assert low.denies == 0  # 7H is in the partner's hand: nothing he has not seen
    low = read_lead(st, 3, parse_card("8D"))
    assert low is not None and low.denies == parse_mask("7D")


def test_no_signal_from_the_declarer_or_after_the_lead() -> None:
    st = play_state(HANDS, declarer=0, number=2, leader=0)
    assert read_lead(st, 1, parse_card("AS")) is None
    st = play_state(HANDS, declarer=0, number=2, leader=1, trick="")
    after = st.apply(st.legal_actions()[0])
    assert read_lead(after, 2, parse_card("9S")) is None


def test_trajectory_follows_the_seat_and_ends_at_the_result() -> None:
    import json
    import pathlib

    from prefgui.ai.decisions.payoff import equities
    from prefgui.coach.review import review_record
    from prefgui.engine.record import parse_record

    path = (pathlib.Path(__file__).resolve().parents[2] / "tests" / "data" / "records"
            / "au-multiply-c3-06.json")
    rec = parse_record(json.loads(path.read_text(encoding="utf-8")))
    review = review_record(rec, knowable_seats={1}, worlds=4)
    points = review.trajectory(1)
    assert [p.action for p in points] == [c.action for c in review.cards]
    assert all((p.known is not None) == (p.seat == 1) for p in points)
    res = review.final.result()
    assert res is not None
    # after the last card the double-dummy value is the deal's settled result
    assert points[-1].dd == pytest.approx(equities(res, 3)[1])


# A lone defender (seat 2) on lead against hearts with three cards left; the declarer
# (seat 1, 4 tricks) holds QS 8C 8H and needs 2 more. Leading TS lets the queen win: one
# trick given away double dummy, though the queen could as well have been elsewhere.
LONE = {"format": "prefgui.deal/1", "variant": "austrian", "options": {}, "players": 3,
        "dealer": 0,
        "hands": ["AS 7S AC JC JD TD 9D JH TH 9H", "QS 9S QC TC 8C QD 8D QH 8H 7H",
                  "KS TS 8S KC 9C 7C KD 7D AH KH"], "talon": "JS AD",
        "actions": ["1 bid 2", "2 bid 3", "0 bid 4", "1 bid 4 hand", "2 pass", "0 pass",
                    "1 declare 4", "2 defend", "0 drop", "1 play 7H", "2 play KH",
                    "2 play 8S", "1 play 9S", "1 play QH", "2 play AH", "2 play 7D",
                    "1 play QD", "1 play QC", "2 play 7C", "1 play TC", "2 play 9C",
                    "1 play 8D", "2 play KD"]}


def test_a_card_right_on_what_was_knowable_but_wrong_double_dummy_is_unlucky(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from prefgui.coach import review as review_mod
    from prefgui.coach.analysis import Knowable
    from prefgui.engine.record import load

    st = load(LONE)
    ts, ks, kc = (parse_card(c) for c in ("TS", "KS", "KC"))
    real = review_card(st, 24, ts, True, random.Random(1), worlds=8)
    assert real.moves == {ts: 2, ks: 1, kc: 1} and real.tricks_lost == 1
    assert real.units_lost is not None and real.units_lost > DEFAULT_SCALE.good
    assert real.known is not None and set(real.known.units) == {ts, ks, kc}
    assert real.known.worlds == 8 and real.known_lost is not None and real.known_lost >= 0
    # The grade on a hand-made estimate: the spade leads equal on what he knew.
    even = Knowable({ts: 1.5, ks: 1.5, kc: 1.2}, {ts: 2.0, ks: 2.0, kc: 1.0}, 24)
    monkeypatch.setattr(review_mod, "knowable", lambda *a, **k: even)
    r = review_card(st, 24, ts, True, random.Random(1))
    assert (r.known_lost, r.grade) == (0.0, Grade.UNLUCKY)
    assert review_card(st, 24, ks, True, random.Random(1)).grade is Grade.BEST
    assert review_card(st, 24, kc, True, random.Random(1)).grade is Grade.GOOD
    worse = Knowable(even.tricks, {ts: -4.0, ks: 2.0, kc: 1.0}, 24)
    monkeypatch.setattr(review_mod, "knowable", lambda *a, **k: worse)
    assert review_card(st, 24, ts, True, random.Random(1)).grade is Grade.MISTAKE


def test_a_breach_is_never_graded_better_than_an_inaccuracy() -> None:
    assert grade(0.0, None, breach=True) is Grade.INACCURACY
    assert grade(0.0, 0.0, breach=True) is Grade.INACCURACY
    assert grade(12.0, 0.0, breach=True) is Grade.INACCURACY  # never "unlucky"
    assert grade(0.0, 5.0, breach=True) is Grade.MISTAKE
    assert grade(20.0, None, breach=True) is Grade.BLUNDER
    assert loss({1: 3.0, 2: 1.0}, 9, played=4.0) == 0.0
    assert loss({1: 3.0, 2: 1.0}, 9, played=-1.0) == 4.0


def _selfish_breach() -> tuple[CardReview, CardReview]:
    # The declarer 0 led 7D, the partner 1 is winning with QD; both defenders have one
    # trick and need two, one trick after this one goes to the declarer's AS. AD takes the
    # partner's trick: it moves 11 units (a quota and the dealer's unit) from him to the
    # player, who alone gains by it.
    st = play_state(["AS", "7C", "AD 8D"], leader=0, trick="7D QD")
    st = st.evolve(tricks_won=(6, 1, 1), tricks_done=8)
    ad, d8 = (review_card(st, 30, parse_card(c), False, random.Random(1)) for c in ("AD", "8D"))
    return ad, d8


def test_a_selfish_breach_is_graded_on_the_defenders_result_and_says_what_it_took() -> None:
    ad, d8 = _selfish_breach()
    assert ad.equity is not None and ad.equity[ad.card][2] > ad.equity[d8.card][2]
    assert [b.rule for b in ad.breaches] == ["C1"] and ad.breach
    assert ad.grade is Grade.INACCURACY  # by the player's own equity it was the best card
    assert ad.units_lost == 0.0  # the two defenders together lost nothing...
    assert ad.partner_lost == pytest.approx(11.0)  # ... it was taken from the partner
    assert ad.best_cards() == (parse_card("8D"),)
    assert d8.grade is Grade.BEST and not d8.breach and d8.partner_lost is None


def test_prefgui_review_grades_a_breach_as_the_window_does() -> None:
    from prefgui.coach.review import card_json
    ad, _ = _selfish_breach()
    obj = card_json(ad)
    assert obj["grade"] == "inaccuracy" and obj["judged_on"] == "defenders"
    assert obj["partner_units"] == 11.0 and obj["best"] == ["8D"]
    assert obj["defenders"] == {"8D": -10.0, "AD": -10.0}


def test_every_breach_of_random_deals_is_judged_on_the_defenders_result() -> None:
    from prefgui.engine.actions import Play
    from tests.coach.helpers import random_play_state
    rng = random.Random(7)
    seen = 0
    for _ in range(60):
        st = random_play_state(rng, cards_left=rng.randint(2, 4),
                               variants=[("austrian", {}), ("balkan", {})])
        p = st.turn
        for act in st.legal_actions():
            if not isinstance(act, Play):
                continue
            r = review_card(st, 1, act.card, True, random.Random(3), worlds=4)
            if not r.breach or r.equity is None:
                continue
            seen += 1
            assert r.grade not in (Grade.BEST, Grade.GOOD, Grade.UNLUCKY)
            side = st.defenders()
            both = {c: sum(r.equity[c][d] for d in side) for c in r.compliant}
            mine = sum(r.equity[r.card][d] for d in side)
            assert r.units_lost == pytest.approx(max(0.0, max(both.values()) - mine))
            assert p is not None and r.partner_lost is not None
    assert seen >= 5
