"""The drill schedule (FSRS) and the profile: statistics, crash and damage safety."""

from __future__ import annotations

import json
import os
import pathlib
import random
import signal
import subprocess
import sys
import textwrap
from datetime import UTC, datetime, timedelta

import pytest

from prefgui.coach.drills import Drill, Theme, from_review, generate
from prefgui.coach.profile import NoticeKind, Profile
from prefgui.coach.review import DealReview, review_record
from prefgui.coach.schedule import (
    Answer,
    QueueItem,
    infer_rating,
    next_state,
    session_queue,
)
from prefgui.engine.cards import iter_cards
from prefgui.engine.conventions import tracked
from prefgui.engine.play import legal_mask
from prefgui.engine.record import parse_record
from prefgui.engine.rules import Rules

ROOT = pathlib.Path(__file__).resolve().parents[2]
T0 = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)


def test_rating_from_right_wrong_and_time() -> None:
    assert infer_rating(False, 2.0) is Answer.AGAIN
    assert infer_rating(True, 5.0) is Answer.EASY
    assert infer_rating(True, 20.0) is Answer.GOOD
    assert infer_rating(True, 90.0) is Answer.HARD


def test_fsrs_intervals_grow_with_good_answers_and_reset_on_again() -> None:
    state, due = next_state(None, Answer.GOOD, T0)
    dues = [due]
    for _ in range(4):
        state, due = next_state(state, Answer.GOOD, due)
        dues.append(due)
    gaps = [b - a for a, b in zip(dues, dues[1:], strict=False)]
    assert all(g2 > g1 for g1, g2 in zip(gaps, gaps[1:], strict=False))
    _, again = next_state(state, Answer.AGAIN, dues[-1])
    assert again - dues[-1] < gaps[-1]
    # a new drill answered Good comes back after the second learning step, ten minutes
    state, due = next_state(None, Answer.GOOD, T0)
    assert due == T0 + timedelta(minutes=10)
    assert json.loads(state)["last_review"] == T0.isoformat()


def test_queue_due_first_then_new_up_to_the_goal() -> None:
    items = [QueueItem("new1", None), QueueItem("late", T0 - timedelta(days=2)),
             QueueItem("later", T0 + timedelta(days=1)), QueueItem("new2", None),
             QueueItem("early", T0 - timedelta(days=5)), QueueItem("new3", None)]
    assert session_queue(items, T0, new_today=0, goal=2) == ["early", "late", "new1", "new2"]
    assert session_queue(items, T0, new_today=2, goal=2) == ["early", "late"]


def _review() -> tuple[DealReview, list[Drill]]:
    path = ROOT / "tests" / "data" / "records" / "au-multiply-c3-06.json"
    review = review_record(parse_record(json.loads(path.read_text(encoding="utf-8"))))
    return review, list(from_review(review))


def test_profile_keeps_reviews_drills_and_statistics(tmp_path: pathlib.Path) -> None:
    review, drills = _review()
    breach = next(c for c in review.cards if c.breaches)
    seat = breach.seat
    prof = Profile.open(tmp_path / "p.sqlite", T0)
    assert prof.notice is None
    prof.add_review(review, seat, T0)
    for d in drills:
        assert prof.add_drill(d, T0)
        assert not prof.add_drill(d, T0)
    queue = prof.queue(T0, goal=10)
    assert len(queue) == len(drills)
    d = prof.drill(queue[0])
    right = next(iter_cards(d.accepted))
    wrong = next(iter_cards(legal_mask(d.position()) & ~d.accepted))
    a1 = prof.answer(queue[0], wrong, 3.0, T0)
    a2 = prof.answer(queue[0], right, 4.0, T0 + timedelta(minutes=1))
    assert (a1.correct, a1.answer, a2.correct, a2.answer) == (
        False, Answer.AGAIN, True, Answer.EASY)
    prof.close()
    prof = Profile.open(tmp_path / "p.sqlite", T0)
    pr = prof.progress(T0 + timedelta(minutes=2))
    defender_cards = sum(1 for c in review.cards
                         if c.seat == seat and c.seat != review.final.declarer
                         and tracked(c.state))
    breaches = [sum(1 for c in review.cards if c.seat == seat
                    for b in c.breaches if b.rule == r) for r in ("C1", "C2", "C3")]
    assert len(pr.deals) == 1 and pr.deals[0].defender_cards == defender_cards
    assert pr.deals[0].breaches == tuple(breaches)
    assert pr.breaches_per_100 == tuple(100 * b / defender_cards for b in breaches)
    assert (pr.drills_answered, pr.drill_accuracy, pr.streak) == (2, 0.5, 1)
    # the goal counts drills started today: one started, so goal 1 leaves no new drill
    assert queue[0] not in prof.queue(T0 + timedelta(minutes=2), goal=1)
    assert prof.queue(T0 + timedelta(minutes=2), goal=1) == []
    prof.close()


def test_a_damaged_file_is_kept_aside_and_a_fresh_profile_starts(tmp_path: pathlib.Path
                                                                   ) -> None:
    path = tmp_path / "p.sqlite"
    path.write_bytes(b"this is not a database" * 100)
    prof = Profile.open(path, T0)
    assert prof.notice is not None and prof.notice.kind is NoticeKind.DAMAGED
    assert prof.notice.kept_as.read_bytes() == b"this is not a database" * 100
    assert prof.progress(T0).drills_answered == 0
    prof.close()
    prof = Profile.open(path, T0)
    assert prof.notice is None
    prof.close()


def test_a_profile_in_a_new_folder(tmp_path: pathlib.Path) -> None:
    prof = Profile.open(tmp_path / "a" / "b" / "p.sqlite", T0)
    assert prof.notice is None and prof.progress(T0).due == 0
    prof.close()


def test_a_profile_from_a_newer_version_is_kept_aside(tmp_path: pathlib.Path) -> None:
    path = tmp_path / "p.sqlite"
    prof = Profile.open(path, T0)
    prof.db.execute("PRAGMA user_version = 99")
    prof.close()
    prof = Profile.open(path, T0)
    assert prof.notice is not None and prof.notice.kind is NoticeKind.NEWER
    prof.close()


def test_truncated_database_is_kept_aside(tmp_path: pathlib.Path) -> None:
    path = tmp_path / "p.sqlite"
    prof = Profile.open(path, T0)
    d = generate(Theme.C2, Rules("austrian"), random.Random(1))
    assert d is not None
    prof.add_drill(d, T0)
    prof.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    prof.close()
    data = path.read_bytes()
    path.write_bytes(data[:100] + b"\xff" * 200 + data[300:len(data) // 2])
    prof = Profile.open(path, T0)
    assert prof.notice is not None and prof.notice.kind is NoticeKind.DAMAGED
    prof.close()


CHILD = textwrap.dedent("""
    import json, random, sys
    from datetime import UTC, datetime, timedelta
    from prefgui.coach.drills import Theme, generate
    from prefgui.coach.profile import Profile
    from prefgui.engine.rules import Rules
    t0 = datetime(2026, 3, 1, tzinfo=UTC)
    d = generate(Theme.C2, Rules("austrian"), random.Random(1))
    prof = Profile.open(sys.argv[1], t0)
    prof.add_drill(d, t0)
    card = min(d.moves)
    for i in range(100000):
        prof.answer(d.key, card, 5.0, t0 + timedelta(seconds=i))
        print(i + 1, flush=True)
""")


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_profile_survives_sigkill_during_writes(tmp_path: pathlib.Path) -> None:
    path = tmp_path / "p.sqlite"
    proc = subprocess.Popen([sys.executable, "-c", CHILD, str(path)], stdout=subprocess.PIPE,
                            text=True, cwd=ROOT)
    assert proc.stdout is not None
    done = 0
    for line in proc.stdout:
        done = int(line)
        if done >= 40:
            break
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    prof = Profile.open(path, T0)
    assert prof.notice is None
    assert prof.db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    answered = prof.progress(T0).drills_answered
    assert answered >= done  # every answer reported as written is there
    prof.close()


def test_progress_counts_only_cards_where_a_convention_applied(tmp_path: pathlib.Path) -> None:
    def load_review(name: str) -> DealReview:
        path = ROOT / "tests" / "data" / "records" / f"{name}.json"
        return review_record(parse_record(json.loads(path.read_text(encoding="utf-8"))))

    prof = Profile.open(tmp_path / "p.sqlite", T0)
    lone = load_review("bk-lone-defender-11")  # seat 1 defends alone: two-handed tricks
    assert sum(1 for c in lone.cards if c.seat == 1 and lone.final.declarer == 0) >= 5
    prof.add_review(lone, 1, T0)
    review, _ = _review()
    seat = next(c for c in review.cards if c.breaches).seat
    mine = [c for c in review.cards if c.seat == seat]
    # A claim after the player's third card: the cards played out for him do not count.
    claimed = mine[2].action
    prof.add_review(review, seat, T0 + timedelta(hours=1), claimed_from=claimed)
    deals = prof.progress(T0 + timedelta(hours=2)).deals
    assert deals[0].defender_cards == 0
    counted = [c for c in mine if c.action <= claimed and tracked(c.state)]
    assert deals[1].defender_cards == len(counted) == 3
    assert deals[1].breaches == tuple(sum(1 for c in counted for b in c.breaches if b.rule == r)
                                      for r in ("C1", "C2", "C3"))
    assert all(len(d.position().history) < claimed
               for d in from_review(review, frozenset({seat}), claimed_from=claimed))


def test_progress_judges_a_breach_against_the_cards_the_review_does(tmp_path: pathlib.Path
                                                                    ) -> None:
    """The knowable tricks lost of a breach are counted against the best card that keeps the
    conventions, as the review's figures are, not against every legal card."""
    import random

    from prefgui.coach.analysis import side_sign
    from prefgui.coach.review import review_card
    from prefgui.engine.cards import parse_card
    from prefgui.engine.record import load
    from prefgui.engine.seats import to_act

    # Four at the table, South (seat 0) leads with the declarer last: 8♠ is not his top
    # spade (C2); 7♠ is the only card keeping the conventions.
    st = load({"format": "prefgui.deal/1", "variant": "austrian", "options": {}, "players": 4,
               "dealer": 1, "hands": ["KS QS TS 8S 7S AD KH JH TH 7H", "",
                                      "AS 9S AC TC 8C 7C TD 8D QH 8H",
                                      "KC JC 9C KD QD JD 9D 7D AH 9H"],
               "talon": "JS QC",
               "actions": ["2 bid 4", "3 pass", "0 bid 1 hand", "2 bid 4 hand", "0 pass",
                           "2 declare 4", "3 defend", "0 defend", "2 play 8H", "3 play 9H",
                           "0 play JH", "0 play 7H", "2 play QH", "3 play AH", "3 play 7D",
                           "0 play AD", "2 play TD", "0 play TH", "2 play 8D", "3 play KD",
                           "0 play KS", "2 play 9S", "3 play 9D", "0 play TS", "2 play AS",
                           "3 play 9C", "2 play 8C", "3 play KC", "0 play KH"]})
    seat = to_act(st)
    c = review_card(st, len(st.history) + 1, parse_card("8S"), True, random.Random(5))
    assert c.breach and c.known is not None and c.compliant == (parse_card("7S"),)
    sign = side_sign(st, seat)
    tricks = c.known.tricks
    reviewed = max(0.0, max(sign * tricks[x] for x in c.compliant) - sign * tricks[c.card])
    against_all = max(sign * tricks[x] for x in c.legal) - sign * tricks[c.card]
    assert abs(reviewed - against_all) > 0.5  # the two references differ here
    prof = Profile.open(tmp_path / "p.sqlite", T0)
    prof.add_review(DealReview((c,), st), seat, T0)
    deal = prof.progress(T0).deals[0]
    assert deal.known_tricks_lost == pytest.approx(reviewed)
    assert deal.tricks_lost == c.tricks_lost
    prof.close()


def test_progress_leaves_out_deals_the_review_judged_nothing_of(tmp_path: pathlib.Path) -> None:
    """A deal in which the player sat out (the dealer of four) or dropped out has no card of
    his judged: it is not a defender's deal played without a loss."""
    from prefgui.coach.trends import loss_trends

    def load_review(name: str) -> DealReview:
        path = ROOT / "tests" / "data" / "records" / f"{name}.json"
        return review_record(parse_record(json.loads(path.read_text(encoding="utf-8"))))

    prof = Profile.open(tmp_path / "p.sqlite", T0)
    four = load_review("au-four-players-05")  # seat 3 deals and sits out
    dropped = load_review("au-lone-defender-01")  # seat 1 drops out
    for review, seat in ((four, 3), (dropped, 1)):
        assert not any(c.seat == seat for c in review.cards)
        assert prof.add_review(review, seat, T0) == 0
    played = next(c.seat for c in four.cards if c.seat != four.final.declarer)
    assert prof.add_review(four, played, T0 + timedelta(hours=1)) > 0
    deals = prof.progress(T0 + timedelta(hours=2)).deals
    assert len(deals) == 1 and not deals[0].as_declarer
    defender, _ = loss_trends(deals)
    assert defender.tricks.xs == (1,)
    prof.close()
