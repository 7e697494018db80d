"""The computer players' reasons: every reason code renders in every language, with no
placeholder, no record code (``QS``), no figure outside the details line and no English left
in a translation; a sentence that names an action begins with that action's button text."""

from __future__ import annotations

import re
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from pytestqt.qtbot import QtBot

from prefgui.ai.players import Decision, Figures, Reason, ReasonCode
from prefgui.engine.actions import (
    Action,
    Announce,
    Bid,
    Concede,
    Contra,
    Declare,
    Defend,
    Discard,
    Drop,
    Hold,
    Invite,
    Offer,
    Pass,
    Play,
    play,
)
from prefgui.engine.cards import parse_card
from prefgui.engine.rules import Rules
from prefgui.ui.system.jobs import JobService
from prefgui.ui.words import reasons, texts
from tests.ui.helpers import TS_DIR, qt_tool, table_window

RULES = Rules("austrian")
FIGURES = Figures(tricks=6.5, worth=-2.25, gap=1.5, samples=12, made=9, playing_on=-4.0,
                  others=(("drop", -1.0), ("defend", -3.5)), error="ValueError")
LANGUAGES = ("de", "cs", "sk", "hu", "ru", "hr", "sr_Latn", "sl")
RECORD_CODE = re.compile(r"\b[789TJQKA][SCDH]\b")
PLACEHOLDER = re.compile(r"[{}]")


def sample(code: ReasonCode) -> list[Decision]:
    """Decisions carrying ``code`` with every argument it may name."""
    kd, ah = parse_card("KD"), parse_card("AH")
    full = Reason(code, kd, ah, contract=3, hand_game=False, conventions=True,
                  figures=FIGURES)
    bare = Reason(code)
    return [Decision(play(0, kd), full), Decision(Drop(1), full),
            Decision(Pass(1), bare), Decision(Bid(2, 4, True),
                                                        Reason(code, contract=4, hand_game=True))]


@pytest.fixture(scope="module")
def qm_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Every language's .qm file, compiled from the .ts files."""
    lrelease = qt_tool("lrelease")
    if lrelease is None:
        pytest.skip("pyside6-lrelease is not available")
    out = tmp_path_factory.mktemp("qm")
    for lang in LANGUAGES:
        subprocess.run([lrelease, "-silent", str(TS_DIR / f"prefgui_{lang}.ts"), "-qm",
                        str(out / f"prefgui_{lang}.qm")], check=True, timeout=120)
    return out


@pytest.fixture(params=["en", *LANGUAGES])
def language(request: pytest.FixtureRequest, qapp: QCoreApplication,
             qm_dir: Path) -> Iterator[str]:
    """English, or one language's translator installed for the test."""
    lang = str(request.param)
    if lang == "en":
        yield lang
        return
    translator = QTranslator()
    assert translator.load(str(qm_dir / f"prefgui_{lang}.qm"))
    QCoreApplication.installTranslator(translator)
    yield lang
    QCoreApplication.removeTranslator(translator)


@pytest.mark.parametrize("code", [c for c in ReasonCode if c is not ReasonCode.NONE])
@pytest.mark.parametrize("pack", ["french", "german"])
def test_every_reason_code_renders(language: str, code: ReasonCode, pack: str) -> None:
    for decision in sample(code):
        text = reasons.reason_text(decision, RULES, pack)
        details = reasons.reason_details(decision, RULES, pack)
        assert text, (code, decision)
        for line in (text, details):
            assert not PLACEHOLDER.search(line), (language, line)
            assert not RECORD_CODE.search(line), (language, line)


def test_every_sentence_is_translated(language: str) -> None:
    for source in reasons.SENTENCES.values():
        text = QCoreApplication.translate("Reasons", str(source))
        assert (text == source) == (language == "en"), (language, source, text)


# Realistic actions for each reason code whose sentence names the action: the sentence must
# begin with the text of that action's button (or the card's name), in every language.
KD, AH, QS = parse_card("KD"), parse_card("AH"), parse_card("QS")
NAMED_ACTIONS: dict[ReasonCode, tuple[Action, ...]] = {
    ReasonCode.TOO_WEAK: (Pass(1), Drop(1)),
    ReasonCode.INVITE_PARTNER: (Invite(2),),
    ReasonCode.SHORT_SUITS: (Discard(0, KD, QS),),
    ReasonCode.BEST_CARD: (play(1, QS),),
    ReasonCode.ALL_CARDS_EQUAL: (play(1, QS),),
    ReasonCode.NO_BID_POSSIBLE: (Pass(0),),
    ReasonCode.NOTHING_PLAYABLE: (Pass(0),),
    ReasonCode.PASS_WORTH_MORE: (Pass(0),),
    ReasonCode.CONTRACT_WORTH: (Bid(0, 3), Hold(1), Declare(0, 4)),
    ReasonCode.DECLARING_WORTH: (Offer(0, 2),),
    ReasonCode.DISCARD_FOR: (Discard(0, KD, QS),),
    ReasonCode.ONLY_PROMISING: (Declare(0, 3),),
    ReasonCode.OPTION_WORTH: (Defend(1), Drop(1), Invite(2), Contra(1)),
    ReasonCode.BETTER_THAN_PLAYING_ON: (Concede(0), Announce(0)),
}
# The figures of FIGURES as they would be written (none may leave the details line).
FIGURE_TEXTS = ("6.4", "6,4", "2.3", "2,3", "1.8", "1,8", "123", "97", "4.4", "4,4")
DISTINCT = Figures(tricks=6.37, worth=-2.31, gap=1.77, samples=123, made=97, playing_on=-4.44,
                   others=(("drop", -1.0),))


@pytest.mark.parametrize("pack", ["french", "german"])
def test_each_reason_agrees_with_the_button_of_its_action(language: str, pack: str) -> None:
    for code, actions in NAMED_ACTIONS.items():
        for action in actions:
            card = action.card if isinstance(action, Play) else KD
            for convention in ("", "C2"):
                d = Decision(action, Reason(code, card, AH, contract=3, conventions=bool(
                    convention), convention=convention, figures=DISTINCT))
                text = reasons.reason_text(d, RULES, pack)
                button = texts.action_label(action, RULES, pack)
                assert text.startswith(button), (language, code, button, text)
                if isinstance(action, Drop):
                    assert texts.action_help(action, RULES) in text, (language, text)
                assert not any(f in text for f in FIGURE_TEXTS), (language, text)
                assert not RECORD_CODE.search(text), (language, text)
                assert not PLACEHOLDER.search(text), (language, text)


def test_the_hint_names_the_convention_that_decided_the_card(qapp: QCoreApplication
                                                             ) -> None:
    from prefgui.ui.words import coach_texts
    d = Decision(play(1, QS), Reason(ReasonCode.BEST_CARD, QS, AH, conventions=True,
                                     convention="C2", figures=Figures(worth=0.5, samples=8)))
    text = reasons.reason_text(d, RULES, "french")
    assert "Only cards keeping C2 were considered." in text
    assert text.endswith(coach_texts.rule_line("C2"))
    same = Decision(play(1, QS), Reason(ReasonCode.EQUIVALENT_CARDS, QS, conventions=True,
                                        convention="C3"))
    assert reasons.reason_text(same, RULES, "french") == (
        "Every card that keeps C3 is as good as the others. " + coach_texts.rule_line("C3"))
    unknown = Decision(play(1, QS), Reason(ReasonCode.ALL_CARDS_EQUAL, QS, conventions=True))
    assert reasons.reason_text(unknown, RULES, "french").endswith(
        "Only cards that keep the defender conventions were considered.")


def test_cards_follow_the_pack_and_figures_go_on_their_own_line(qapp: QCoreApplication
                                                                ) -> None:
    kd, ah = parse_card("KD"), parse_card("AH")
    d = Decision(play(0, kd), Reason(ReasonCode.BEST_CARD, kd, ah, figures=Figures(
        worth=1.25, gap=0.5, samples=8)))
    assert reasons.reason_text(d, RULES, "french") == (
        "K♦ does best over the deals that fit what is known so far; the next best is A♥.")
    assert "King of Bells" in reasons.reason_text(d, RULES, "german")
    assert reasons.reason_details(d, RULES, "french") == (
        "expected result for you: +1.3 units; 0.5 units better than the next best; "
        "over 8 sampled deals")


def test_the_drop_reason_speaks_like_the_drop_button(qapp: QCoreApplication) -> None:
    from prefgui.ui.words import texts
    d = Decision(Drop(1), Reason(ReasonCode.TOO_WEAK, figures=Figures(tricks=0.8)))
    assert "no stake, no risk" in texts.action_help(d.action, RULES).lower()
    assert "no stake, no risk" in reasons.reason_text(d, RULES, "french").lower()
    assert reasons.reason_details(d, RULES, "french") == "0.8 tricks expected"


def test_no_reason_renders_empty(qapp: QCoreApplication) -> None:
    d = Decision(Pass(1))
    assert reasons.reason_text(d, RULES, "french") == ""
    assert reasons.reason_details(d, RULES, "french") == ""


def test_the_hint_shows_the_reason_and_its_figures(qtbot: QtBot, jobs: JobService,
                                                  tmp_path: Path) -> None:
    window = table_window(qtbot, jobs, tmp_path)
    d = Decision(Pass(0), Reason(ReasonCode.TOO_WEAK, figures=Figures(tricks=2.5)))
    window.controller.hint_ready.emit(d)
    bubble = window.scene.coach_bubble  # in the coach's bubble, its figures behind Details
    assert bubble.text() == "Hint: Pass: too few tricks expected."
    assert bubble.details == "2.5 tricks expected."
    generic = Decision(Pass(0), Reason(ReasonCode.RULE_OF_THUMB))
    window.controller.hint_ready.emit(generic)
    assert bubble.text() == "Hint: Pass (By rule of thumb.)" and bubble.details == ""
