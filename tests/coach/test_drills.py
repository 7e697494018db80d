"""Drills: generated per theme and variant, from reviews, each checked and exact."""

from __future__ import annotations

import json
import pathlib
import random

import pytest

from prefgui.coach.analysis import JUDGE_TIE, judge, side_sign
from prefgui.coach.drills import (
    CONVENTION_THEMES,
    Drill,
    Source,
    Theme,
    check,
    feedback,
    from_review,
    generate,
)
from prefgui.coach.review import review_record
from prefgui.engine.actions import Play
from prefgui.engine.cards import iter_cards
from prefgui.engine.conventions import check_card
from prefgui.engine.play import legal_mask
from prefgui.engine.record import parse_record
from prefgui.engine.rules import Rules

ROOT = pathlib.Path(__file__).resolve().parents[2]


def _assert_exact(d: Drill) -> None:
    """Every accepted card is right, every other legal card is wrong for a stated reason."""
    assert check(d) == []
    st = d.position()
    legal = legal_mask(st)
    assert d.accepted and d.accepted & ~legal == 0 and d.accepted != legal
    sign = side_sign(st, d.seat)
    rule = CONVENTION_THEMES.get(d.theme)
    keeping = [c for c in iter_cards(legal)
               if rule is None or not check_card(st, d.seat, c)]
    best = max(sign * d.moves[c] for c in keeping)
    if rule is not None:
        # The coach's one judge: keeping cards best on what the player could know.
        assert d.basis == "knowable"
        j = judge(st.observation(d.seat))
        assert j.known is not None and set(j.keeping) == set(keeping)
        top = max(j.known.units[c] for c in keeping)
    for c in iter_cards(legal):
        breaks = rule is not None and bool(check_card(st, d.seat, c))
        if rule is not None:
            right = not breaks and j.known.units[c] >= top - JUDGE_TIE
        else:
            right = sign * d.moves[c] == best
        assert d.is_right(c) == right, (d.theme, c)
    assert Drill.from_json(json.loads(json.dumps(d.to_json()))) == d


THEMES = [t for t in Theme if t is not Theme.DECLARER]


@pytest.mark.parametrize("theme", THEMES, ids=lambda t: t.value)
def test_generated_drills_are_sound_and_exact(theme: Theme) -> None:
    d = generate(theme, Rules("austrian"), random.Random(3))
    assert d is not None and d.theme is theme and d.source is Source.GENERATED
    _assert_exact(d)
    if theme not in CONVENTION_THEMES:
        assert d.position().turn != d.position().declarer
    if theme in (Theme.COUNT, Theme.UNBLOCK, Theme.DUCK, Theme.GIVE_RUFF):
        assert bin(d.accepted).count("1") == 1  # the right card is unique


@pytest.mark.parametrize("theme", [Theme.C1, Theme.C3, Theme.DUCK, Theme.COUNT],
                         ids=lambda t: t.value)
def test_generated_drills_in_the_balkan_game(theme: Theme) -> None:
    d = generate(theme, Rules("balkan", {"must_trump": False}), random.Random(11))
    assert d is not None and d.theme is theme
    assert d.position().rules.variant == "balkan"
    _assert_exact(d)


def test_generation_is_seeded() -> None:
    a = generate(Theme.C2, Rules("austrian"), random.Random(42))
    b = generate(Theme.C2, Rules("austrian"), random.Random(42))
    assert a is not None and a == b and a.key == b.key


def test_a_tampered_drill_is_caught() -> None:
    d = generate(Theme.COUNT, Rules("austrian"), random.Random(5))
    assert d is not None
    legal = legal_mask(d.position())
    wrong = Drill(d.record, d.seat, d.theme, legal & ~d.accepted, d.moves, d.source)
    assert check(wrong)
    assert check(Drill(d.record, d.seat, d.theme, legal, d.moves, d.source))
    bad_moves = {c: v + 1 for c, v in d.moves.items()}
    assert "values differ from the solver's" in check(
        Drill(d.record, d.seat, d.theme, d.accepted, bad_moves, d.source))


@pytest.mark.parametrize("name", ["au-multiply-c3-06.json", "au-four-players-05.json"])
def test_every_breach_of_a_review_becomes_a_drill(name: str) -> None:
    obj = json.loads((ROOT / "tests" / "data" / "records" / name).read_text(encoding="utf-8"))
    review = review_record(parse_record(obj))
    drills = from_review(review)
    breaches = [c for c in review.cards if c.breaches]
    assert breaches
    by_action = {len(d.record["actions"]) + 1: d for d in drills}
    for c in breaches:
        d = by_action[c.action]
        assert d.source is Source.REVIEW and d.theme.value == c.breaches[0].rule.lower()
        assert not d.is_right(c.card)
        _assert_exact(d)
    for c in review.cards:
        if c.grade is not None and c.grade.value in ("mistake", "blunder") and c.tricks_lost:
            assert not by_action[c.action].is_right(c.card)
    assert all(check(d) == [] and not d.is_right(d.played) for d in drills)


def test_feedback_on_right_and_wrong_answers() -> None:
    d = generate(Theme.C2, Rules("austrian"), random.Random(8))
    assert d is not None
    st = d.position()
    right = next(iter_cards(d.accepted))
    fb = feedback(d, right)
    assert fb.correct and fb.breaches == () and fb.tricks_lost == 0
    assert fb.theme is Theme.C2 and fb.moves == d.moves and fb.accepted == d.accepted
    breaking = [c for c in iter_cards(legal_mask(st)) if check_card(st, d.seat, c)]
    assert breaking
    wrong = feedback(d, breaking[0])
    assert not wrong.correct and [b.rule for b in wrong.breaches] == ["C2"]
    with pytest.raises(ValueError):
        feedback(d, next(c for c in range(32) if c not in d.moves))


def test_drills_for_other_variants() -> None:
    for variant, theme in (("illustrated", Theme.C3), ("swabian", Theme.COUNT),
                           ("american", Theme.DUCK)):
        d = generate(theme, Rules(variant), random.Random(2))
        assert d is not None and d.theme is theme, variant
        assert d.position().rules.variant == variant
        _assert_exact(d)


def test_no_drill_where_nothing_depends_on_the_answer() -> None:
    from prefgui.coach.analysis import decided
    from prefgui.coach.drills import _positions, at_stake, drill_at
    from tests.engine.helpers import play_state

    # The declarer 0 has 2 tricks with 2 to play (his contract is lost) and each defender
    # has his 3: however the last tricks fall, no score changes.
    st = play_state(["KH TD", "AH 7H", "8H 9D"], leader=1)
    assert decided(st.evolve(tricks_won=(2, 3, 3), tricks_done=8))
    assert not decided(st.evolve(tricks_won=(5, 2, 1), tricks_done=8))  # a quota is open
    assert not decided(st.evolve(tricks_won=(4, 3, 1), tricks_done=8))  # the contract too
    # Random positions: every drill made is one where something depends on the answer
    # (before, a fifth of them were set in deals already decided).
    positions = _positions(Rules("austrian"), random.Random(5))
    made = 0
    for _ in range(40):
        st = next(positions)
        d = drill_at(st)
        if d is not None:
            made += 1
            assert at_stake(d.position()) and "nothing depends on the answer" not in check(d)
    assert made >= 5


@pytest.mark.parametrize("theme", list(CONVENTION_THEMES), ids=lambda t: t.value)
def test_the_hint_and_the_drill_agree_and_the_hint_is_repeatable(theme: Theme) -> None:
    from prefgui.coach.analysis import hint_card
    d = generate(theme, Rules("austrian"), random.Random(11))
    assert d is not None and d.basis == "knowable"
    obs = d.position().observation(d.seat)
    first = hint_card(obs)
    assert all(hint_card(obs) == first for _ in range(2))  # same position, same answer
    assert isinstance(first.action, Play)
    card = first.action.card
    assert d.is_right(card)  # the hint's card is one the drill accepts
    assert feedback(d, card).correct and feedback(d, card).basis == "knowable"
    assert first.reason.convention in ("", CONVENTION_THEMES[theme])
