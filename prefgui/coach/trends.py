"""Progress over time: the series the Progress view draws, from the profile's figures.

Everything here is computed from plain values read out of :class:`~prefgui.coach.profile.
Profile` (the reviewed deals of :meth:`~prefgui.coach.profile.Profile.progress`, the
answers of :meth:`~prefgui.coach.profile.Profile.answers` and the due times of
:meth:`~prefgui.coach.profile.Profile.schedule`), so the view only draws.

Deals are numbered 1, 2, … in the order they were reviewed, the same numbers in every
chart; answers likewise. Days are the player's calendar days (the time zone is passed in).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta, tzinfo

from prefgui.coach.profile import Answered, DealStats, Progress

__all__ = ["CONVENTIONS", "DUE_DAYS", "ROLLING_ANSWERS", "ROLLING_DEALS", "BreachTrend",
           "DayCounts", "DrillTrend", "LossTrend", "Series", "Trends", "answers_per_day",
           "breach_trends", "build_trends", "drill_trend", "due_ahead", "loss_trends"]

CONVENTIONS = ("C1", "C2", "C3")
ROLLING_DEALS = 20
"""The rolling breach figure counts the last this many deals the player defended."""
ROLLING_ANSWERS = 20
"""The rolling accuracy counts the last this many answers."""
DUE_DAYS = 14
"""Days ahead shown for the drills due (today included)."""


@dataclass(frozen=True, slots=True)
class Series:
    """The points of one line: ``xs[i]`` (a deal or answer number) and ``ys[i]``."""

    xs: tuple[int, ...]
    ys: tuple[float, ...]

    def last(self) -> float | None:
        """The last value, or None for an empty line."""
        return self.ys[-1] if self.ys else None


@dataclass(frozen=True, slots=True)
class BreachTrend:
    """One convention's breaches per 100 cards played as a defender, at each defended deal.

    Attributes:
        rule: ``C1``, ``C2`` or ``C3``.
        rolling: over the last :data:`ROLLING_DEALS` defended deals up to each deal.
        overall: over every defended deal up to each deal (its last value is the figure
            over the whole profile).
    """

    rule: str
    rolling: Series
    overall: Series


@dataclass(frozen=True, slots=True)
class LossTrend:
    """What the player's cards cost per deal on one side (defender or declarer).

    Attributes:
        tricks: tricks lost, every hand known (double dummy).
        units: units lost, double dummy.
        known_tricks: tricks lost on what the player could know (deals with an estimate).
        known_units: units lost on what the player could know.
    """

    tricks: Series
    units: Series
    known_tricks: Series
    known_units: Series


@dataclass(frozen=True, slots=True)
class DrillTrend:
    """The drill answers one after the other (x: the answer's number, from 1).

    Attributes:
        accuracy: percent right over the last :data:`ROLLING_ANSWERS` answers.
        streak: right answers in a row after each answer.
    """

    accuracy: Series
    streak: Series


@dataclass(frozen=True, slots=True)
class DayCounts:
    """Right and wrong answers on each day from the first answer's day to today."""

    days: tuple[date, ...]
    right: tuple[int, ...]
    wrong: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Trends:
    """Everything the Progress view draws.

    Attributes:
        progress: the profile's statistics (the deals and the drill figures now).
        breaches: C1, C2, C3 in that order.
        defender: losses as a defender.
        declarer: losses as the declarer.
        drills: accuracy and streak after each answer.
        per_day: answers per day.
        due: drills due on each of the next :data:`DUE_DAYS` days (index 0: today,
            overdue ones included).
        drill_count: drills in the profile.
        new_drills: drills never answered.
        today: the player's day now.
    """

    progress: Progress
    breaches: tuple[BreachTrend, ...]
    defender: LossTrend
    declarer: LossTrend
    drills: DrillTrend
    per_day: DayCounts
    due: tuple[int, ...]
    drill_count: int
    new_drills: int
    today: date

    @property
    def defended(self) -> int:
        """Reviewed deals in which the player defended (played a card as a defender)."""
        return sum(1 for d in self.progress.deals if d.defender_cards)


def breach_trends(deals: Sequence[DealStats], window: int = ROLLING_DEALS
                  ) -> tuple[BreachTrend, ...]:
    """Each convention's breach rate at each deal the player defended.

    Args:
        deals: the reviewed deals in time order (deal ``i`` is ``deals[i - 1]``).
        window: how many defended deals the rolling figure counts.
    """
    defended = [(n, d) for n, d in enumerate(deals, start=1) if d.defender_cards]
    xs = tuple(n for n, _ in defended)
    out = []
    for rule in range(3):
        rolling, overall = [], []
        for i in range(len(defended)):
            recent = [d for _, d in defended[max(0, i + 1 - window):i + 1]]
            rolling.append(_per_100(recent, rule))
            overall.append(_per_100([d for _, d in defended[:i + 1]], rule))
        out.append(BreachTrend(CONVENTIONS[rule], Series(xs, tuple(rolling)),
                               Series(xs, tuple(overall))))
    return tuple(out)


def _per_100(deals: Sequence[DealStats], rule: int) -> float:
    cards = sum(d.defender_cards for d in deals)
    return 100.0 * sum(d.breaches[rule] for d in deals) / cards if cards else 0.0


def loss_trends(deals: Sequence[DealStats]) -> tuple[LossTrend, LossTrend]:
    """The losses per deal as (defender, declarer); a deal counts on the side played."""
    return _losses(deals, declarer=False), _losses(deals, declarer=True)


def _losses(deals: Sequence[DealStats], declarer: bool) -> LossTrend:
    mine = [(n, d) for n, d in enumerate(deals, start=1) if d.as_declarer == declarer]
    known = [(n, d) for n, d in mine
             if d.known_tricks_lost is not None and d.known_units_lost is not None]
    xs = tuple(n for n, _ in mine)
    kxs = tuple(n for n, _ in known)
    return LossTrend(
        Series(xs, tuple(d.tricks_lost for _, d in mine)),
        Series(xs, tuple(d.units_lost for _, d in mine)),
        Series(kxs, tuple(d.known_tricks_lost or 0.0 for _, d in known)),
        Series(kxs, tuple(d.known_units_lost or 0.0 for _, d in known)))


def drill_trend(answers: Sequence[Answered], window: int = ROLLING_ANSWERS) -> DrillTrend:
    """Accuracy over the last ``window`` answers and the streak, after each answer."""
    xs = tuple(range(1, len(answers) + 1))
    accuracy, streaks = [], []
    streak = 0
    for i, a in enumerate(answers):
        recent = answers[max(0, i + 1 - window):i + 1]
        accuracy.append(100.0 * sum(r.correct for r in recent) / len(recent))
        streak = streak + 1 if a.correct else 0
        streaks.append(float(streak))
    return DrillTrend(Series(xs, tuple(accuracy)), Series(xs, tuple(streaks)))


def answers_per_day(answers: Sequence[Answered], today: date, zone: tzinfo | None
                    ) -> DayCounts:
    """Right and wrong answers per day (in ``zone``), every day from the first to today."""
    if not answers:
        return DayCounts((), (), ())
    counts: dict[date, list[int]] = {}
    for a in answers:
        day = a.at.astimezone(zone).date()
        counts.setdefault(day, [0, 0])[0 if a.correct else 1] += 1
    first = min(min(counts), today)
    days = tuple(first + timedelta(days=i)
                 for i in range((max(max(counts), today) - first).days + 1))
    return DayCounts(days, tuple(counts.get(d, [0, 0])[0] for d in days),
                     tuple(counts.get(d, [0, 0])[1] for d in days))


def due_ahead(schedule: Sequence[datetime | None], now: datetime, zone: tzinfo | None,
              days: int = DUE_DAYS) -> tuple[int, ...]:
    """How many drills fall due on each of the next ``days`` days (index 0: today, with the
    overdue ones); drills never answered are not scheduled and not counted."""
    today = now.astimezone(zone).date()
    out = [0] * days
    for due in schedule:
        if due is None:
            continue
        ahead = max(0, (due.astimezone(zone).date() - today).days)
        if ahead < days:
            out[ahead] += 1
    return tuple(out)


def build_trends(progress: Progress, answers: Sequence[Answered],
                 schedule: Sequence[datetime | None], now: datetime, zone: tzinfo | None
                 ) -> Trends:
    """Every series of the Progress view.

    Args:
        progress: :meth:`Profile.progress` at ``now``.
        answers: :meth:`Profile.answers`.
        schedule: :meth:`Profile.schedule`.
        now: the time now (timezone-aware).
        zone: the player's time zone (None: the system's local zone).
    """
    defender, declarer = loss_trends(progress.deals)
    today = now.astimezone(zone).date()
    return Trends(progress, breach_trends(progress.deals), defender, declarer,
                  drill_trend(answers), answers_per_day(answers, today, zone),
                  due_ahead(schedule, now, zone), len(schedule),
                  sum(1 for d in schedule if d is None), today)
