"""A refused card, bid or rule combination is explained in the player's language, with the
cards named in the chosen pack, while the engine keeps its English message."""

from __future__ import annotations

import random
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from prefgui.engine.actions import Action, Bid, play
from prefgui.engine.cards import SUIT_MASK, iter_cards
from prefgui.engine.deal import new_deal
from prefgui.engine.errors import IllegalActionError, IllegalKind, OptionError, PrefError
from prefgui.engine.rules import Rules
from prefgui.engine.state import GameState, Phase
from prefgui.ui.words import error_texts, texts
from tests.ui.helpers import TS_DIR, qt_tool


def _states(variant: str = "austrian", seeds: int = 40) -> Iterator[GameState]:
    rules = Rules(variant)
    for seed in range(seeds):
        rng = random.Random(seed)
        st = new_deal(rules, seed)
        while not st.is_terminal():
            yield st
            st = st.apply(rng.choice(st.legal_actions()))


def _revoke() -> tuple[GameState, Action]:
    for st in _states():
        if st.phase is Phase.PLAY and st.trick:
            seat, led = st.turn, st.trick[0] >> 3
            hand = st.hands[seat]
            off = [c for c in iter_cards(hand) if c >> 3 != led]
            if hand & SUIT_MASK[led] and off and led != 3:  # hearts: 'Hearts' in both packs
                return st, play(seat, off[0])
    raise AssertionError("no revoke found")


def test_revoke_names_the_suit_led_in_the_packs_words() -> None:
    st, action = _revoke()
    err = st.explain_illegal(action)
    assert err.kind == "revoke" and err.message.startswith("must follow suit")
    led = st.trick[0] >> 3
    german = error_texts.illegal_action_text(err, st.rules, action, "german")
    french = error_texts.illegal_action_text(err, st.rules, action, "french")
    assert german == f"You must follow suit: you hold {texts.suit_name(led, 'german')}."
    assert french == f"You must follow suit: you hold {texts.suit_name(led, 'french')}."
    assert german != french


def test_a_card_not_held_is_named() -> None:
    st, _ = _revoke()
    card = next(c for c in range(32) if not st.hands[st.turn] >> c & 1)
    action = play(st.turn, card)
    err = st.explain_illegal(action)
    assert err.kind == "not_held"
    text = error_texts.illegal_action_text(err, st.rules, action, "german")
    assert text == f"You do not hold {texts.card_label(card, 'german')}."
    assert "{" not in text


def test_a_low_bid_names_the_bid_to_beat() -> None:
    for st in _states():
        if st.phase is Phase.AUCTION and st.high is not None:
            action = Bid(st.turn, 1, False)
            if action in st.legal_actions():
                continue
            err = st.explain_illegal(action)
            if err.kind != "low_bid":
                continue
            text = error_texts.illegal_action_text(err, st.rules, action, "french")
            bid = texts.bid_name(st.rules, st.high[0], bool(st.high[1]), "french")
            assert text == f"This bid is not allowed: the bid to beat is {bid}."
            return
    raise AssertionError("no low bid found")


@pytest.mark.parametrize("kind", list(IllegalKind))
def test_every_kind_gets_a_sentence_without_placeholders(kind: IllegalKind) -> None:
    st, action = _revoke()
    # with its arguments, and without them (a sentence that needs none is said instead)
    for err in (IllegalActionError("x", kind),
                IllegalActionError("x", kind, card=5, suit=1, bid=(3, 0), amount=4)):
        text = error_texts.illegal_action_text(err, st.rules, action, "french")
        assert text and "{" not in text and text != "x"
    # the Russian game's refusals have their own sentences once the window plays it
    russian = list(IllegalKind)[list(IllegalKind).index(IllegalKind.PHASE):]
    assert kind in error_texts.ILLEGAL or kind in ("bad_decision", "claim", *russian)


def test_the_sentence_needs_the_error_and_the_action_only() -> None:
    # what a refusal names travels with the error: no state is consulted
    err = IllegalActionError("x", "must_trump", card=5, suit=3)
    text = error_texts.illegal_action_text(err, Rules("austrian"), play(0, 5), "french")
    assert text == f"You must trump: you hold {texts.suit_name(3, 'french')}."
    err = IllegalActionError("x", "low_declare", bid=(3, 1))
    text = error_texts.illegal_action_text(err, Rules("austrian"), Bid(0, 2), "french")
    assert text == (f"Declare at least your bid: "
                    f"{texts.bid_name(Rules('austrian'), 3, True, 'french')}.")


def test_rule_combination_is_explained_with_option_titles() -> None:
    with pytest.raises(OptionError) as info:
        Rules("illustrated", {"slam6_run": "from_trick_1"})
    text = error_texts.option_error_text(info.value)
    assert text == ("“Six-in-a-row slam” applies only when “Form of the game” is "
                    "“misère and six-in-a-row slam”.")
    with pytest.raises(OptionError) as info:
        Rules("american", players=4)
    assert error_texts.option_error_text(info.value) == \
        "This variant cannot be played by 4 players."
    # the session's refusal to change the number of players in the middle of a session
    assert error_texts.option_error_text(PrefError("the number of players changes only with "
                                                   "a new session", "players")) == \
        "The number of players changes only with a new session."


def test_sentences_in_german(qapp: QCoreApplication, tmp_path: Path) -> None:
    lrelease = qt_tool("lrelease")
    if lrelease is None:
        pytest.skip("pyside6-lrelease is not available")
    qm = tmp_path / "prefgui_de.qm"
    subprocess.run([lrelease, "-silent", str(TS_DIR / "prefgui_de.ts"), "-qm", str(qm)],
                   check=True, timeout=120)
    translator = QTranslator()
    assert translator.load(str(qm))
    QCoreApplication.installTranslator(translator)
    try:
        st, action = _revoke()
        text = error_texts.illegal_action_text(st.explain_illegal(action), st.rules, action,
                                                 "german")
        suit = {0: "Laub", 1: "Eichel", 2: "Schellen", 3: "Herz"}[st.trick[0] >> 3]
        assert text == f"Du musst Farbe bedienen: Du hast {suit}."
        assert texts.player_name("You") == "Du" and texts.player_name("Anna") == "Anna"
        assert texts.stored_name("Du", 0) == "You" and texts.stored_name("", 3) == "North"
        assert texts.option_title("must_trump") == "Trumpfzwang"
        assert texts.option_value("six_in_a_row", "illustrated_form") == \
            "Bettel und Durchmarsch mit sechs in Folge"
        assert texts.theme_title("prefgui-german", "x") == "Préférence (deutsches Blatt)"
        assert texts.back_name("red-lattice") == "rotes Gitter"
        assert texts.card_label(5 + 8, "french").startswith("D")  # Dame: the queen's index
    finally:
        QCoreApplication.removeTranslator(translator)


def test_controller_reports_the_players_sentence_not_the_engines(qapp: QCoreApplication) -> None:
    from prefgui.session.match import Match, TableSettings
    from prefgui.ui.game.controller import GameController
    from tests.ui.fake_jobs import RecordingJobs

    match = Match(TableSettings("austrian"), seed=4)
    controller = GameController(match, RecordingJobs(), None)  # type: ignore[arg-type]
    controller.pack = "german"
    said: list[str] = []
    controller.error_raised.connect(said.append)
    card = next(c for c in range(32) if not match.state.hands[0] >> c & 1)
    assert not controller.submit(play(0, card))
    assert said and said[-1] != match.state.explain_illegal(play(0, card)).message
    assert "{" not in said[-1] and said[-1].endswith(".")


@pytest.mark.parametrize(("lang", "kind", "sentence"), [
    ("ru", "revoke", "Нужно ходить в масть. Бубны у тебя есть."),
    ("ru", "must_trump", "Нужно бить козырем. Бубны у тебя есть."),
    ("cs", "revoke", "Musíš přiznat barvu. Kára máš v ruce."),
    ("sk", "must_trump", "Musíš tromfovať. Kára máš v ruke."),
    ("hu", "revoke", "Színt kell adnod. Káró lapod van."),
    ("hr", "revoke", "Moraš odgovoriti na boju. Karo imaš u ruci."),
    ("sl", "must_trump", "Vreči moraš adut. Karo imaš v roki."),
    ("sr_Latn", "revoke", "Moraš da odgovoriš na boju. Karo imaš u ruci.")])
def test_the_refusal_names_the_suit_where_a_capital_belongs(
        qapp: QCoreApplication, lang: str, kind: str, sentence: str) -> None:
    """A refused card said "у тебя есть Бубны", "máš Kára", "van Káró lapod": the suit's
    name (a label, with its capital) in the middle of the sentence. It begins a sentence of
    its own now, in every language whose suit names are not capitalised nouns anyway."""
    from prefgui.ui.words import languages

    if lang not in languages.language_codes():
        pytest.skip("no compiled translation (pip install -e .)")
    languages.install_translators(qapp, lang)
    try:
        err = IllegalActionError("x", kind, suit=2)
        text = error_texts.illegal_action_text(err, Rules("sochi"), play(0, 5), "french")
    finally:
        languages.install_translators(qapp, "en")
    assert text == sentence
