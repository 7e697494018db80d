"""When to practise each drill: spaced repetition with FSRS (the ``fsrs`` package).

The player answers a drill by playing a card; the coach infers the FSRS rating from
right/wrong and the time taken (:func:`infer_rating`), so nobody has to grade himself:

* a wrong card: ``again``;
* right within ``EASY_SECONDS``: ``easy``;
* right within ``GOOD_SECONDS``: ``good``;
* right but slower: ``hard``.

:func:`next_state` advances a drill's FSRS card (kept as JSON in the profile); fuzzing is
off so that the schedule depends on nothing but the answers and their times.
:func:`session_queue` orders a practice session: due drills first (the most overdue
first), then new drills up to the daily goal.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from enum import Enum

from fsrs import Card, Rating, Scheduler

__all__ = ["DAILY_GOAL", "EASY_SECONDS", "GOOD_SECONDS", "Answer", "QueueItem",
           "infer_rating", "next_state", "session_queue"]

EASY_SECONDS = 8.0
GOOD_SECONDS = 30.0
DAILY_GOAL = 10

_SCHEDULER = Scheduler(enable_fuzzing=False)


class Answer(Enum):
    """The FSRS rating of one answer."""

    AGAIN = Rating.Again.value
    HARD = Rating.Hard.value
    GOOD = Rating.Good.value
    EASY = Rating.Easy.value


def infer_rating(correct: bool, seconds: float) -> Answer:
    """The rating of an answer from whether it was right and how long it took."""
    if not correct:
        return Answer.AGAIN
    if seconds <= EASY_SECONDS:
        return Answer.EASY
    if seconds <= GOOD_SECONDS:
        return Answer.GOOD
    return Answer.HARD


def next_state(state: str | None, answer: Answer, when: datetime) -> tuple[str, datetime]:
    """A drill's FSRS card after an answer.

    Args:
        state: the card as JSON (None for a drill never answered).
        answer: the rating.
        when: the time of the answer (timezone-aware, UTC).

    Returns:
        (the new card as JSON, when the drill is due next).
    """
    card = Card.from_dict(json.loads(state)) if state else Card(card_id=1, due=when)
    card, _ = _SCHEDULER.review_card(card, Rating(answer.value), when)
    return json.dumps(card.to_dict()), card.due


@dataclass(frozen=True, slots=True)
class QueueItem:
    """A drill as the queue sees it: its key, when it is due (None: never answered)."""

    key: str
    due: datetime | None


def session_queue(items: list[QueueItem], now: datetime, new_today: int,
                  goal: int = DAILY_GOAL) -> list[str]:
    """The drills to practise now: every due drill (most overdue first), then new drills
    (in the order given) until ``goal`` new drills have been started today."""
    due = sorted((i for i in items if i.due is not None and i.due <= now),
                 key=lambda i: (i.due, i.key))
    fresh = [i for i in items if i.due is None][:max(0, goal - new_today)]
    return [i.key for i in due] + [i.key for i in fresh]
