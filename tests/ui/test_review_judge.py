"""The review's side panel on a breach: its grade and basis, what it took from the partner,
and the best cards on the measure it is judged by (never cards worth less to the player
than a convention-keeping card he played)."""

from __future__ import annotations

import random

from prefgui.coach.review import review_card
from prefgui.engine.cards import parse_card
from prefgui.ui.review import details, words
from tests.engine.helpers import play_state


def _cards() -> tuple:  # type: ignore[type-arg]
    st = play_state(["AS", "7C", "AD 8D"], leader=0, trick="7D QD")
    st = st.evolve(tricks_won=(6, 1, 1), tricks_done=8)
    return tuple(review_card(st, 30, parse_card(c), False, random.Random(1))
                 for c in ("AD", "8D"))


def test_the_panel_grades_a_selfish_breach_and_says_what_it_took() -> None:
    ad, d8 = _cards()
    html = details.decision_html(ad, ["North", "West", "You"], "french", 2)
    assert "Best: no card would have done better." not in html
    assert words.grade_text(ad) in html and "never graded better" in words.grade_text(ad)
    assert "took 11.0 units from the partner" in html
    assert "the two defenders' result together" in html
    assert "Best keeping the conventions, with all cards known: 8♦." in html
    plain = details.decision_html(d8, ["North", "West", "You"], "french", 2)
    assert "partner" not in plain and "Best with all cards known: 8♦." in plain


def test_drill_feedback_says_on_what_it_judges() -> None:
    from prefgui.coach.drills import Feedback, Theme
    from prefgui.ui.words.drill_texts import feedback_text
    card = parse_card("9H")
    known = Feedback(False, Theme.C2, 1 << parse_card("AS"), {card: 2, parse_card("AS"): 2},
                     (), 0, "knowable")
    assert "among the cards that keep the conventions, the best on what you could know" in (
        feedback_text(known, card, "french"))
    dd = Feedback(False, Theme.DUCK, 1 << parse_card("AS"), {card: 3, parse_card("AS"): 2},
                  (), 1, "double_dummy")
    assert "Judged with all cards known" in feedback_text(dd, card, "french")


def test_the_revised_c1_is_worded_in_the_warning_the_note_and_the_review() -> None:
    from prefgui.coach.advice import advise
    from prefgui.engine.conventions import Breach
    from prefgui.ui.words.coach_texts import why_line, why_then_line
    st = play_state(["7S 7C", "QH", "AH 8H"], leader=1, trick="QH", played="KH 7H 9H")
    a = advise(st, 2, parse_card("AH"))
    assert a is not None and a.reason == "overtook_no_gain"
    now = why_line(a, "West", "french")
    assert now == ("West is winning this trick with Q♥; the declarer could beat it only with "
                   "a card that would beat yours too.")
    assert "cannot beat" not in now and "could not beat" not in why_then_line(a, "West",
                                                                               "french")
    assert "only with a card that would have beaten this one too" in words.breach_text(
        Breach("C1", "overtook_no_gain"))
