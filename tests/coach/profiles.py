"""A coach profile filled through the Qt-free API, shared by the profile and window tests.

Four reviewed deals from ``tests/data/records`` (a C3 breach as a defender, a C2 breach in a
four-player deal, a deal as the declarer with tricks lost, a defence with a trick lost), the
drills made from the first review, and three answers to one drill (wrong, right, right).
"""

from __future__ import annotations

import functools
import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

from prefgui.coach.drills import Drill, from_review
from prefgui.coach.profile import Profile
from prefgui.coach.review import DealReview, review_record
from prefgui.coach.trends import Trends, build_trends
from prefgui.engine.cards import iter_cards
from prefgui.engine.conventions import tracked
from prefgui.engine.play import legal_mask
from prefgui.engine.record import parse_record

ROOT = Path(__file__).resolve().parents[2]
T0 = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)
NOW = T0 + timedelta(days=3)

# (record, the player's seat, whether the knowable estimate is made for him)
DEALS = (("au-multiply-c3-06", 0, True), ("au-four-players-05", 2, False),
         ("bk-lone-defender-11", 0, False), ("bk-hand-invitation-made-17", 0, False))


@functools.cache
def reviews() -> tuple[DealReview, ...]:
    """The four deals reviewed (once per test run)."""
    out = []
    for name, seat, knowable in DEALS:
        rec = parse_record(json.loads(
            (ROOT / "tests" / "data" / "records" / f"{name}.json").read_text(encoding="utf-8")))
        out.append(review_record(rec, knowable_seats={seat} if knowable else (), worlds=8))
    return tuple(out)


def fill(path: Path) -> tuple[Profile, Drill]:
    """A profile at ``path`` with the four deals (a day apart from :data:`T0`), the first
    review's drills and three answers to the first drill; returns it and that drill."""
    prof = Profile.open(path, T0)
    for n, (review, (_, seat, _k)) in enumerate(zip(reviews(), DEALS, strict=True)):
        prof.add_review(review, seat, T0 + timedelta(hours=12 * n))
    drills = list(from_review(reviews()[0]))
    for d in drills:
        prof.add_drill(d, T0)
    first = drills[0]
    right = next(iter_cards(first.accepted))
    wrong = next(iter_cards(legal_mask(first.position()) & ~first.accepted))
    for i, card in enumerate((wrong, right, right)):
        prof.answer(first.key, card, 5.0, T0 + timedelta(days=1, minutes=i))
    return prof, first


def defender_cards(review: DealReview, seat: int) -> int:
    """Cards ``seat`` played as a defender in the deal where a convention applied."""
    return sum(1 for c in review.cards if c.seat == seat and c.seat != review.final.declarer
               and tracked(c.state))


def breaches(review: DealReview, seat: int, rule: str) -> int:
    """``seat``'s breaches of ``rule`` in the deal."""
    return sum(1 for c in review.cards if c.seat == seat for b in c.breaches if b.rule == rule)


def trends(folder: Path, filled: bool = True) -> Trends:
    """The Progress view's series of a profile in ``folder``: filled as above, or empty."""
    if filled:
        prof, _ = fill(folder / "p.sqlite3")
    else:
        prof = Profile.open(folder / "p.sqlite3", T0)
    try:
        return build_trends(prof.progress(NOW), prof.answers(), prof.schedule(), NOW, UTC)
    finally:
        prof.close()
