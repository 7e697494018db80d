"""The rules help speaks of the chosen pack's suits and ranks."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from prefgui.engine.rules import Rules
from prefgui.ui.dialogs.rules import rules_html
from tests.ui.helpers import TS_DIR, qt_tool


def test_a_french_pack_keeps_its_symbols_and_letters() -> None:
    html = rules_html(Rules("austrian"), "french")
    assert "A K Q J 10 9 8 7" in html and "♣" in html and "♥" in html


@pytest.mark.parametrize("variant", ["austrian", "balkan", "american"])
def test_a_german_pack_names_its_suits_and_ranks(variant: str) -> None:
    html = rules_html(Rules(variant), "german")
    assert not any(symbol in html for symbol in "♠♣♦♥")
    assert "Ace King Ober Unter X IX VIII VII" in html
    assert "A K Q J" not in html
    for name in ("Leaves", "Acorns", "Bells", "Hearts"):
        assert name in html


@pytest.mark.parametrize(("lang", "words"), [
    ("de", ("Eichel", "Laub", "Herz", "Schellen", "Ober", "Unter")),
    ("cs", ("Žaludy", "Listy", "Srdce", "Kule", "Svršek", "Spodek")),
])
def test_the_german_pack_in_the_players_language(qapp: QCoreApplication, tmp_path: Path,
                                                  lang: str, words: tuple[str, ...]) -> None:
    lrelease = qt_tool("lrelease")
    if lrelease is None:
        pytest.skip("pyside6-lrelease is not available")
    qm = tmp_path / f"prefgui_{lang}.qm"
    subprocess.run([lrelease, "-silent", str(TS_DIR / f"prefgui_{lang}.ts"), "-qm", str(qm)],
                   check=True, timeout=120)
    translator = QTranslator()
    assert translator.load(str(qm))
    QCoreApplication.installTranslator(translator)
    try:
        html = rules_html(Rules("austrian"), "german")
    finally:
        QCoreApplication.removeTranslator(translator)
    for word in words:
        assert word in html, word


MUST = "otherwise you must trump if you can"
FREE = "you never have to trump"


@pytest.mark.parametrize("variant", ["austrian", "illustrated", "balkan", "swabian",
                                     "american"])
@pytest.mark.parametrize("must_trump", [True, False])
def test_the_help_follows_must_trump_and_never_contradicts_itself(variant: str,
                                                                  must_trump: bool) -> None:
    html = rules_html(Rules(variant, {"must_trump": must_trump}))
    assert (MUST in html) is must_trump and (FREE in html) is not must_trump
    assert "No obligation" not in html
    assert "§" not in html and "AMB-" not in html


def test_american_says_only_that_nobody_has_to_trump() -> None:
    html = rules_html(Rules("american"))
    assert FREE in html and "must trump" not in html


def test_must_head_is_said_where_it_holds() -> None:
    assert "beat the card winning the trick" in rules_html(Rules("austrian",
                                                                 {"must_head": True}))
    assert "beat the card winning the trick" not in rules_html(Rules("austrian"))


@pytest.mark.parametrize(("ladder", "words", "not_words"), [
    ("standard", ("6 misère, 7 slam",), ("sans",)),
    ("sans7", ("7 sans",), ("slam",)),
    ("extended", ("8 the one-trick game", "9 slam"), ()),
    ("extended_no_one", ("8 slam",), ("one-trick",)),
    ("serbian", ("6 betl", "8 preferans"), ("one-trick",)),
])
def test_the_balkan_ladder_in_force(ladder: str, words: tuple[str, ...],
                                    not_words: tuple[str, ...]) -> None:
    html = rules_html(Rules("balkan", {"ladder": ladder}))
    for w in words:
        assert w in html, w
    for w in not_words:
        assert w not in html.split("Defender conventions")[0], w


def test_four_players_the_dealer_sits_out_and_does_not_have_to_bid() -> None:
    three = rules_html(Rules("austrian"))
    four = rules_html(Rules("austrian", players=4))
    assert "the dealer must bid" in three and "Three players" in three
    assert "the dealer must bid" not in four and "third player must bid" in four
    assert "Four at the table" in four
    assert "dealt again" in rules_html(Rules("austrian", {"all_pass": "redeal"}))


def test_the_six_in_a_row_form() -> None:
    six = rules_html(Rules("illustrated", {"illustrated_form": "six_in_a_row"}))
    assert "six tricks in a row" in six and "open misère" not in six
    first = rules_html(Rules("illustrated", {"illustrated_form": "six_in_a_row",
                                             "slam6_run": "from_trick_1"}))
    assert "the first six tricks" in first
    assert "open misère (7)" in rules_html(Rules("illustrated"))


def test_the_conventions_keep_their_qualifiers_and_follow_c3_high() -> None:
    plain = rules_html(Rules("austrian"))
    assert "needlessly" in plain and "an ace or a king" in plain
    top = rules_html(Rules("austrian", {"c3_high": "top_two_outstanding"}))
    assert "two highest cards still out" in top and "an ace or a king" not in top
    assert "Defender conventions" not in rules_html(Rules("austrian",
                                                          {"conventions_status": "off"}))
    assert "law of the game" in rules_html(Rules("balkan",
                                                 {"conventions_status": "integral_c1"}))


def test_the_balkan_options_in_force() -> None:
    plain = rules_html(Rules("balkan"))
    assert "say contra" not in plain and "recontra" not in plain and "refa" not in plain
    html = rules_html(Rules("balkan", {"contra": True, "refa": True, "refa_limit": 8}))
    assert "together they need 5 tricks" in html
    assert "at most 8 rounds of refa marks" in html
    per_player = rules_html(Rules("balkan", {"refa": True, "refa_limit": 2,
                                             "refa_limit_scope": "marks_per_player"}))
    assert "more than 2 unused marks" in per_player
    swabian = rules_html(Rules("swabian", {"contra": True, "equal_talon_payment": 4}))
    assert "recontra" in swabian and "cost the declarer 4" in swabian
