"""The defender conventions C1–C3 (RULES.md §7) in-play and in the full-info audit."""

from __future__ import annotations

import pytest

from prefgui.engine.cards import parse_card, parse_mask
from prefgui.engine.conventions import Breach, check_card
from prefgui.engine.errors import IllegalActionError
from tests.engine.helpers import legal_texts, play_state, run

# Declarer 0; defenders 1 (D1) and 2 (D2). Leads by 1: order 1, 2, 0 (declarer last).
# Leads by 2: order 2, 0, 1 (declarer second).


def _rules(st, seat: int, card: str, full=None) -> list[str]:  # type: ignore[no-untyped-def]
    return [b.rule for b in check_card(st, seat, parse_card(card), full)]


def test_c2_lead_top_card_when_declarer_last() -> None:
    st = play_state(["AS 7C", "KD 9D 7D", "QH"], leader=1)
    assert _rules(st, 1, "9D") == ["C2"]
    assert _rules(st, 1, "KD") == []


def test_c3_lead_high_or_lowest_when_declarer_second() -> None:
    st = play_state(["AS 7C", "AH", "QD 9D 8D 7D"], leader=2)
    assert _rules(st, 2, "9D") == ["C3"]
    assert _rules(st, 2, "7D") == []
    st2 = play_state(["AS 7C", "AH", "KD 9D 7D"], leader=2)
    assert _rules(st2, 2, "KD") == []
    # top_two_outstanding: a queen is very high once the ace is gone.
    st3 = play_state(["AS 7C", "AH", "QD 9D 7D"], leader=2, played="AD",
                     options={"c3_high": "top_two_outstanding"})
    assert _rules(st3, 2, "QD") == []
    assert _rules(st3, 2, "9D") == ["C3"]


def test_c1_overtaking_after_declarer_played() -> None:
    # Declarer 0 led 7D, partner 1 is winning with KD; 2 plays last.
    st = play_state(["AS", "QH", "AD 8D"], leader=0, trick="7D KD")
    assert _rules(st, 2, "AD") == ["C1"]
    assert _rules(st, 2, "8D") == []
    forced = play_state(["AS", "QH", "AD"], leader=0, trick="7D KD")
    assert _rules(forced, 2, "AD") == []  # no alternative: forced


def test_c1_public_mode_declarer_still_to_play() -> None:
    # Partner 1 leads KD, 2 second, declarer 0 last. Spades are trumps (contract 2).
    st = play_state(["7S 7C", "KD", "AD 8D"], leader=1, trick="KD")
    assert _rules(st, 2, "AD") == []  # the declarer might ruff: overtaking may be needed
    sans = play_state(["7S 7C", "KD", "AD 8D"], leader=1, trick="KD", variant="balkan",
                      number=7, options={"ladder": "sans7"})
    assert _rules(sans, 2, "AD") == ["C1"]  # no trumps: KD certainly holds
    # Full-info audit: the declarer must follow with a low diamond, so AD was needless.
    full = tuple(parse_mask(h) for h in ("7D 7C", "", "AD 8D"))
    st_full = play_state(["7D 7C", "KD", "AD 8D"], leader=1, trick="KD")
    assert [b for b in check_card(st_full, 2, parse_card("AD"), full)] == [
        Breach("C1", "overtook_needlessly")]


def test_conventions_do_not_apply_to_lone_or_misere() -> None:
    st = play_state(["AS 7C", "KD 9D 7D", "QH"], leader=1, variant="illustrated", number=5)
    assert _rules(st, 1, "9D") == []
    off = play_state(["AS 7C", "KD 9D 7D", "QH"], leader=1,
                     options={"conventions_status": "off"})
    assert _rules(off, 1, "9D") == []


def test_integral_c1_removes_the_definite_breach() -> None:
    st = play_state(["AS", "QH", "AD 8D"], leader=0, trick="7D KD",
                    options={"conventions_status": "integral_c1"})
    assert legal_texts(st) == ["2 play 8D"]
    with pytest.raises(IllegalActionError) as info:
        run(st, "2 play AD")
    assert info.value.kind == "convention_c1"


def test_breaches_recorded_with_action_position() -> None:
    st = play_state(["AS 7C", "KD 9D 7D", "QH"], leader=1)
    st = run(st, "1 play 9D")
    assert st.breaches == ((len(st.history), 1, "C2"),)
