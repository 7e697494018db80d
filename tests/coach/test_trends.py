"""The Progress view's series: breach rates, losses per deal, drill accuracy, days."""

from __future__ import annotations

import pathlib
from datetime import UTC, date, datetime, timedelta, timezone

import pytest

from prefgui.coach.profile import Answered, DealStats, Profile
from prefgui.coach.trends import (
    answers_per_day,
    breach_trends,
    build_trends,
    drill_trend,
    due_ahead,
    loss_trends,
)
from tests.coach import profiles

T0 = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)


def deal(cards: int, c1: int = 0, c2: int = 0, c3: int = 0, declarer: bool = False,
         tricks: float = 0.0, units: float = 0.0, known: tuple[float, float] | None = None
         ) -> DealStats:
    return DealStats(T0, declarer, cards, (c1, c2, c3), tricks, units,
                     None if known is None else known[0], None if known is None else known[1])


def test_breach_rates_rolling_and_overall_over_defended_deals() -> None:
    deals = [deal(10, c1=1), deal(0, declarer=True), deal(5, c2=1), deal(5, c1=1, c3=2)]
    c1, c2, c3 = breach_trends(deals, window=2)
    assert (c1.rule, c2.rule, c3.rule) == ("C1", "C2", "C3")
    # the declarer's deal (number 2) has no point: no card was played as a defender
    assert c1.overall.xs == (1, 3, 4)
    assert c1.overall.ys == (10.0, 100 / 15, 10.0)  # 1/10, 1/15, 2/20
    assert c1.rolling.ys == (10.0, 100 / 15, 10.0)  # last two: 1/10+5, then 1/5+5
    assert c2.rolling.ys == (0.0, 100 / 15, 10.0)
    assert c2.overall.ys == (0.0, 100 / 15, 5.0)
    assert c3.rolling.ys == (0.0, 0.0, 20.0)
    assert c3.overall.last() == 10.0


def test_losses_per_deal_on_each_side_with_and_without_the_knowable_estimate() -> None:
    deals = [deal(10, tricks=1, units=10, known=(0.5, 4.0)), deal(0, declarer=True, tricks=2,
                                                                   units=12),
             deal(8, tricks=0, units=0, known=(0.0, 0.0))]
    defender, declarer = loss_trends(deals)
    assert defender.tricks.xs == (1, 3) and defender.tricks.ys == (1.0, 0.0)
    assert defender.units.ys == (10.0, 0.0)
    assert defender.known_tricks.xs == (1, 3) and defender.known_units.ys == (4.0, 0.0)
    assert declarer.units.xs == (2,) and declarer.units.ys == (12.0,)
    assert declarer.known_units.xs == ()  # no estimate for that deal: no point


def answered(*results: bool, start: datetime = T0, gap: timedelta = timedelta(hours=5)
             ) -> list[Answered]:
    return [Answered(start + i * gap, r, 5.0, "c1") for i, r in enumerate(results)]


def test_drill_accuracy_and_streak_after_each_answer() -> None:
    trend = drill_trend(answered(True, False, True, True, True), window=3)
    assert trend.accuracy.xs == (1, 2, 3, 4, 5)
    assert trend.accuracy.ys == (100.0, 50.0, 200 / 3, 200 / 3, 100.0)
    assert trend.streak.ys == (1.0, 0.0, 1.0, 2.0, 3.0)


def test_answers_per_day_fill_the_days_between() -> None:
    answers = answered(True, False, True, gap=timedelta(hours=20))  # 9:00, 5:00 +1, 1:00 +2
    days = answers_per_day(answers, date(2026, 3, 5), UTC)
    assert days.days == tuple(date(2026, 3, d) for d in range(1, 6))
    assert days.right == (1, 0, 1, 0, 0) and days.wrong == (0, 1, 0, 0, 0)
    # the player's own calendar: two hours west of UTC, the third answer is on the 2nd
    west = answers_per_day(answers, date(2026, 3, 3), timezone(timedelta(hours=-2)))
    assert west.right == (1, 1, 0) and west.wrong == (0, 1, 0)
    assert answers_per_day([], date(2026, 3, 5), UTC).days == ()


def test_drills_due_ahead_count_overdue_today_and_skip_new_ones() -> None:
    schedule = [None, T0 - timedelta(days=3), T0 + timedelta(hours=2), T0 + timedelta(days=1),
                T0 + timedelta(days=1, hours=3), T0 + timedelta(days=40)]
    assert due_ahead(schedule, T0, UTC, days=4) == (2, 2, 0, 0)


def test_trends_of_an_empty_profile_are_empty(tmp_path: pathlib.Path) -> None:
    prof = Profile.open(tmp_path / "p.sqlite", T0)
    trends = build_trends(prof.progress(T0), prof.answers(), prof.schedule(), T0, UTC)
    prof.close()
    assert trends.progress.deals == () and trends.defended == 0
    assert all(b.rolling.xs == () for b in trends.breaches)
    assert trends.drills.accuracy.xs == () and trends.per_day.days == ()
    assert trends.due == (0,) * 14 and (trends.drill_count, trends.new_drills) == (0, 0)


def test_trends_of_a_profile_filled_through_its_api(tmp_path: pathlib.Path) -> None:
    prof, drill = profiles.fill(tmp_path / "p.sqlite")
    answers, schedule = prof.answers(), prof.schedule()
    trends = build_trends(prof.progress(profiles.NOW), answers, schedule, profiles.NOW, UTC)
    prof.close()
    reviews = profiles.reviews()
    seats = [seat for _, seat, _ in profiles.DEALS]
    assert [a.correct for a in answers] == [False, True, True]
    assert {a.theme for a in answers} == {drill.theme.value}
    assert len(schedule) == trends.drill_count and trends.new_drills == len(schedule) - 1
    # deal 3 was played as the declarer: the breach lines skip it, the declarer's losses have it
    assert [r.final.declarer == s for r, s in zip(reviews, seats, strict=True)] == [
        False, False, True, False]
    c1, c2, c3 = trends.breaches
    cards = [profiles.defender_cards(r, s) for r, s in zip(reviews, seats, strict=True)]
    # deal 4 was an invited defence: no convention applied, so no point either
    assert cards[3] == 0 and c3.overall.xs == (1, 2)
    assert c3.overall.ys[0] == 100 * profiles.breaches(reviews[0], 0, "C3") / cards[0] > 0
    assert c2.overall.last() == pytest.approx(
        100 * profiles.breaches(reviews[1], 2, "C2") / (cards[0] + cards[1] + cards[3]))
    assert c2.overall.last() == pytest.approx(trends.progress.breaches_per_100[1])
    assert c1.rolling.ys == (0.0, 0.0)
    assert trends.declarer.tricks.xs == (3,)
    assert trends.declarer.tricks.ys == (float(sum(c.tricks_lost or 0 for c in reviews[2].cards
                                                  if c.seat == 0)),)
    assert trends.declarer.tricks.ys[0] > 0
    assert trends.defender.known_units.xs == (1,)  # only the first deal was estimated
    assert trends.drills.accuracy.ys == (0.0, 50.0, 200 / 3)
    assert trends.drills.streak.ys == (0.0, 1.0, 2.0)
    assert trends.per_day.days[0] == date(2026, 3, 2) and trends.per_day.right[0] == 2
    assert sum(trends.due) == 1  # the answered drill is scheduled within the fortnight
