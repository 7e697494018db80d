"""The coach's words state the conventions as the table plays them and as its checks judge:
the warning's C3 follows the table's ``c3_high``, and a C1 drill whose right card takes the
trick over does not say "do not take it over" (RULES §7.3 as revised: only a needless
overtake breaks C1)."""

from __future__ import annotations

from prefgui.coach.advice import advise
from prefgui.coach.drills import Theme, drill_at, feedback
from prefgui.engine.cards import beats, iter_cards, parse_card
from prefgui.engine.record import load
from prefgui.engine.tricks import winning_index
from prefgui.ui.words.coach_texts import advice_text, note_text, rule_line
from prefgui.ui.words.drill_texts import feedback_text
from tests.engine.helpers import play_state


def test_the_c3_warning_says_very_high_as_the_table_counts_it(qapp: object) -> None:
    # West leads with the declarer second; A♥ is gone, so with c3_high =
    # top_two_outstanding his Q♥ (behind the K♥ still out) is very high, and 9♥ breaks C3.
    st = play_state(["KS 8S 7S AD KD QD TC 9C 8C 7C", "AS QS JS TS 9S JD TD 9D 8D AC",
                     "QH JH TH 9H 8H 7H KC QC JC 7D"],
                    leader=2, played="AH", options={"c3_high": "top_two_outstanding"})
    a = advise(st, 2, parse_card("9H"))
    assert a is not None and a.rule == "C3"
    assert parse_card("QH") in a.keeping  # the check counts the master queen as very high
    top_two = rule_line("C3", "top_two_outstanding")
    for words in (advice_text(a, "North", "french"), note_text(a, "North", "french")):
        assert top_two in words
        assert rule_line("C3") not in words  # not "an ace or a king"


def test_a_c1_drill_that_takes_over_does_not_say_do_not_take_it_over(qapp: object) -> None:
    # South (seat 0) plays second to his partner's T♦ with A♦ Q♦; the declarer, last, may
    # hold K♦: Q♦ overtakes needlessly (K♦ would beat it too), A♦ may be needed.
    record = {
        "format": "prefgui.deal/1", "variant": "austrian", "options": {}, "players": 3,
        "dealer": 2,
        "hands": ["KS JS 7S JC AD QD 8D 7D TH 9H", "AS 9S AC KC KD 9D AH KH QH 7H",
                  "QS 8S QC TC 9C 7C JD TD JH 8H"],
        "talon": "TS 8C",
        "actions": ["0 bid 4", "1 bid 1 hand", "2 bid 2 hand", "0 hold", "1 bid 3 hand",
                    "2 pass", "0 pass", "1 declare 3", "2 defend", "0 defend", "1 play QH",
                    "2 play JH", "0 play 9H", "1 play KH", "2 play 8H", "0 play TH",
                    "1 play 9D", "2 play JD", "0 play 8D", "2 play TD"],
    }
    st = load(record)
    d = drill_at(st)
    assert d is not None and d.theme is Theme.C1
    assert st.contract is not None
    best = st.trick[winning_index(st.trick, st.contract.trump)]
    right = list(iter_cards(d.accepted))
    assert right == [parse_card("AD")] and beats(right[0], best, st.contract.trump)
    text = feedback_text(feedback(d, parse_card("QD")), parse_card("QD"), "french")
    assert "breaks the convention C1" in text
    assert "do not take it over" not in text
    assert rule_line("C1") in text  # "do not needlessly take a trick…"
