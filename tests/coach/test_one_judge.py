"""The coach says one thing about a card: the hint, the warning's best card and the drills
(the coach's one judge) agree with the review's grade of the same card in the same position.
"""

from __future__ import annotations

from prefgui.coach.analysis import judge
from prefgui.coach.grading import Grade
from prefgui.coach.review import review_plan, review_task
from prefgui.engine.cards import card_str
from prefgui.engine.record import load, parse_record

# An Austrian defence-practice deal: West (seat 2), void in diamonds, plays last to the
# declarer's Q♦. The judge finds J♠ alone best on what West could know.
RECORD = {
    "format": "prefgui.deal/1", "variant": "austrian", "options": {}, "players": 3,
    "dealer": 0,
    "hands": ["KS TS TC 8C KD QD 9D AH KH 9H", "QS 9S 8S AC QC JD TD 7D TH 7H",
              "AS JS 7S KC JC 9C 7C QH JH 8H"],
    "talon": "AD 8D",
    "actions": ["1 pass", "2 pass", "0 bid 1", "0 discard 8C 9H", "0 declare 3", "1 defend",
                "2 defend", "0 play AD", "1 play 7D", "2 play 7S", "0 play KD", "1 play TD",
                "2 play 7C", "0 play QD", "1 play JD"],
}


def test_the_review_grades_the_hints_card_best_on_the_judges_worlds() -> None:
    st = load(RECORD)
    obs = st.observation(2)
    j = judge(obs)
    assert j.known is not None
    best = j.best()
    assert card_str(best) == "JS" and j.right == (best,)
    rec = dict(RECORD, actions=[*RECORD["actions"], f"2 play {card_str(best)}"])
    plan = review_plan(parse_record(rec), {2})
    c = review_task(plan.tasks[-1])
    assert c.card == best and c.known is not None
    # The same worlds: the same figures for every card, so the same best card.
    assert c.known.units == j.known.units
    assert c.known_lost is not None and c.known_lost <= 0.05
    assert c.grade in (Grade.BEST, Grade.UNLUCKY)
