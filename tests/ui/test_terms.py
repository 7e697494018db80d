"""The words and forms players use, checked in every translation (docs/translations.md):

- counts go through Qt's plural forms (``%n``), never "trick(s)" or "štych(ů)";
- the card letters in texts are the letters on the cards: the French pack's corner indices
  follow the language (German B D K A, Russian В Д К Т), and no text names a card with a
  letter the cards do not print;
- one term per concept: each language's glossary names the word chosen for the declarer,
  the defender, the trick, the conventions, the bank, the slam …, and the words it replaces
  (which no translation may use); where the English names the concept, the translation
  uses the chosen word.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from prefgui.ui.table.card_art import card_svg
from prefgui.ui.table.theme import card_ranks
from prefgui.ui.words.languages import install_translators
from prefgui.ui.words.plurals import counted, english
from prefgui.ui.words.texts import card_label
from tests.ui.helpers import TS_DIR
from tests.ui.ts_files import LANGUAGES, Message, active, read_ts

PAREN_PLURAL = re.compile(r"\w\((?:s|es|e|n|en|ů|ov|ova|a|i|y|ek|ok)\)")
"""An ending in brackets: trick(s), Stich(e), štych(ů), štih(ova)."""


def messages(lang: str) -> list[Message]:
    return active(read_ts(TS_DIR / f"prefgui_{lang}.ts"))


def texts(lang: str) -> Iterator[tuple[str, str]]:
    for m in messages(lang):
        for t in m.translations:
            yield m.source, t


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_ending_in_brackets(lang: str) -> None:
    bad = [(s, t) for s, t in texts(lang) if PAREN_PLURAL.search(t)]
    assert not bad, bad[:5]


def test_english_sources_bracket_only_plural_messages() -> None:
    """An English source may say "(s)" only in a %n message, whose ending the code settles."""
    bad = {m.source for m in messages(LANGUAGES[0])
           if PAREN_PLURAL.search(m.source) and "%n" not in m.source}
    assert not bad, bad


def test_counts_are_plural_forms(qapp: QApplication) -> None:
    assert english("%n trick(s)", 1) == "%n trick" and english("%n trick(s)", 3) == "%n tricks"
    try:
        install_translators(qapp, "cs")
        assert [counted().tricks(n) for n in (1, 2, 5)] == ["1 štych", "2 štychy", "5 štychů"]
        install_translators(qapp, "ru")
        assert [counted().tricks(n) for n in (1, 3, 11)] == ["1 взятку", "3 взятки",
                                                              "11 взяток"]
        install_translators(qapp, None)
        assert counted().tricks(1) == "1 trick" and counted().tricks(2) == "2 tricks"
        assert counted().deals_played(2) == "2 deals played"
    finally:
        install_translators(qapp, None)


# -- card letters ------------------------------------------------------------------------------

SUIT_SYMBOLS = "♠♣♦♥"


@pytest.mark.parametrize("lang", ("en",) + LANGUAGES)
def test_card_letters_in_texts_are_the_letters_on_the_cards(qapp: QApplication,
                                                            lang: str) -> None:
    try:
        install_translators(qapp, None if lang == "en" else lang)
        ranks = card_ranks()
        for rank in range(8):
            card = 3 * 8 + rank  # hearts
            svg = card_svg(card, "french", ranks)
            assert f">{ranks[rank]}</text>" in svg, (lang, rank)
            assert card_label(card, "french") == ranks[rank] + "♥"
        letters = set(ranks)
        if lang != "en":
            named = {x for _s, t in texts(lang)
                     for x in re.findall(rf"(?<![\w{{])(\w{{1,2}})[{SUIT_SYMBOLS}]", t)}
            assert named <= letters, (lang, named - letters)
    finally:
        install_translators(qapp, None)


def test_the_art_follows_the_language(qapp: QApplication) -> None:
    try:
        install_translators(qapp, "de")
        assert card_ranks()[4:] == ("B", "D", "K", "A")
        install_translators(qapp, "ru")
        assert card_ranks()[4:] == ("В", "Д", "К", "Т")
        install_translators(qapp, "cs")
        assert card_ranks()[4:] == ("J", "Q", "K", "A")
    finally:
        install_translators(qapp, None)
    assert card_svg(31, "french") == card_svg(31, "french", ("7", "8", "9", "10", "J", "Q",
                                                             "K", "A"))


# -- one term per concept ----------------------------------------------------------------------

DECLARER = r"(?<!\{)\bdeclarers?\b(?!\})"
DEFENDER = r"\bdefenders?\b"
CONVENTIONS = r"\bconventions?\b"
BANK = r"\bbank\b"
STEMS = {"de": "Bank", "cs": "bank", "sk": "bank", "hu": "bank", "hr": "bank", "sr_Latn": "bank",
         "sl": "bank", "ru": "банк"}
"""The word for the Balkan bank (the shared account), in every language."""

Entry = tuple[str, str, str]
"""(English pattern or "" when only the forbidden words are checked, the required pattern in
the translation, the forbidden words)."""

GLOSSARY: dict[str, dict[str, Entry]] = {
    "cs": {
        "declarer": (DECLARER, r"(?i)\baktér", r"(?i)\bhlavní\w* hráč"),
        "trick": ("", "", r"(?i)\bzdvih"),
        "drop out": ("", "", r"(?i)\bvypad"),
        "German-pack card": ("", "", r"(?i)\b(svršek|spodek|král|eso) \("),
        "conventions": (CONVENTIONS, r"(?i)konvenc", r"(?i)zvyklost"),
    },
    "sk": {
        "declarer": (DECLARER, r"(?i)\baktér", r"(?i)\bhlavn\w* hráč"),
        "trick": ("", "", r"(?i)\bštych|\bzdvih"),
        "German-pack card": ("", "", r"(?i)\b(horník|dolník|kráľ|eso) \("),
        "conventions": (CONVENTIONS, r"(?i)konvenc", r"(?i)zvyklost"),
    },
    "de": {
        "declarer": (DECLARER, r"(?i)alleinspieler", ""),
        "defender": (DEFENDER, r"(?i)gegenspieler|eingeladen", r"(?i)verteidiger(?!ung)"),
        "overtake (C1)": ("", "", r"(?i)\büberstich ohne not"),
        "pot": ("", "", r"\bPots?\b"),
        "the Russian pool (the sheet's column)": ("", "", r"\bPulja\b"),
        "a deal, in the Russian summary (the table says Runde)": (
            "", "", r"Nächstes Spiel|dieses Spiel \{n\}|Spielübersicht"),
    },
    "hr": {
        "defender": ("", "", r"(?i)\bbrani(telj|č)"),
        "slam": ("", "", r"(?i)\bdurmar[šs]"),
        "misère hand": ("", "", r"(?i)\bnesreć"),
    },
    "sr_Latn": {
        "defender": ("", "", r"(?i)\bbrani(lac|oc)"),
        "slam": ("", "", r"(?i)\bdurmar[šs]"),
        "beat a card (not 'trump')": ("", "", r"(?i)(?<!adutom da )preseče"),
    },
    "sl": {
        "trick": ("", "", r"(?i)\bvzet(ek|k)"),
        "hand game": ("", "", r"(?i)\bsolo\b"),
        "refa": ("", "", r"(?i)\bradel"),
    },
    "hu": {
        "declarer": (DECLARER, r"(?i)felvevő", ""),
    },
    "ru": {
        "declarer": (DECLARER, r"(?i)играющ", ""),
        "defender": ("", "", r"(?i)защитник"),
        "conventions": (CONVENTIONS, r"(?i)конвенц", r"(?i)соглашени"),
        # one deal is a "раздача" ("сдача" only for the dealing itself, "сдача игры" giving up)
        "deal": ("", "", r"(?<!Направление )\b[Сс]дач(?!а игры)"),
    },
}


for _lang, _stem in STEMS.items():
    GLOSSARY.setdefault(_lang, {})["bank"] = (BANK, rf"(?i){_stem}", "")


@pytest.mark.parametrize("lang", sorted(GLOSSARY))
def test_one_term_per_concept(lang: str) -> None:
    problems = []
    for concept, (english_pattern, required, forbidden) in GLOSSARY[lang].items():
        for source, text in texts(lang):
            if forbidden and re.search(forbidden, text):
                problems.append((concept, "forbidden word", text[:120]))
            if english_pattern and re.search(english_pattern, source, re.I) and not re.search(
                    required, text):
                problems.append((concept, "term missing", text[:120]))
    assert not problems, problems[:8]


def test_hungarian_never_writes_a_or_az_as_a_form() -> None:
    """"a(z) {card}" reads as a form to a Hungarian player: each sentence names the card,
    contract or number where the article is known or not needed (docs/translations.md)."""
    bad = [(s, t) for s, t in texts("hu") if re.search(r"\b[aA]\(z\)", t)]
    assert not bad, bad[:5]
