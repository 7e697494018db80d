"""The computer players' reasons: every reason code renders in English, German and Czech,
with no placeholder, no record code (``QS``) and no English left in a translation."""

from __future__ import annotations

import re
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from pytestqt.qtbot import QtBot

from prefgui.ai.players import Decision, Figures, Reason, ReasonCode
from prefgui.engine.actions import Bid, Drop, Pass, play
from prefgui.engine.cards import parse_card
from prefgui.engine.rules import Rules
from prefgui.ui import reasons
from prefgui.ui.workers import AiWorker
from tests.ui.test_table import _window
from tests.ui.test_translations import TS_DIR, qt_tool

RULES = Rules("austrian")
FIGURES = Figures(tricks=6.5, worth=-2.25, gap=1.5, samples=12, made=9, playing_on=-4.0,
                  others=(("drop", -1.0), ("defend", -3.5)), error="ValueError")
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
    """The German and Czech .qm files, compiled from the .ts files."""
    lrelease = qt_tool("lrelease")
    if lrelease is None:
        pytest.skip("pyside6-lrelease is not available")
    out = tmp_path_factory.mktemp("qm")
    for lang in ("de", "cs"):
        subprocess.run([lrelease, "-silent", str(TS_DIR / f"prefgui_{lang}.ts"), "-qm",
                        str(out / f"prefgui_{lang}.qm")], check=True, timeout=120)
    return out


@pytest.fixture(params=["en", "de", "cs"])
def language(request: pytest.FixtureRequest, qapp: QCoreApplication,
             qm_dir: Path) -> Iterator[str]:
    """English, or the German or Czech translator installed for the test."""
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


def test_cards_follow_the_pack_and_figures_go_on_their_own_line(qapp: QCoreApplication
                                                                ) -> None:
    kd, ah = parse_card("KD"), parse_card("AH")
    d = Decision(play(0, kd), Reason(ReasonCode.BEST_CARD, kd, ah, figures=Figures(
        worth=1.25, gap=0.5, samples=8)))
    assert reasons.reason_text(d, RULES, "french") == (
        "K♦ is the best card; the next best is A♥.")
    assert "King of Bells" in reasons.reason_text(d, RULES, "german")
    assert reasons.reason_details(d, RULES, "french") == (
        "worth +1.3 units; 0.5 units better than the next best; over 8 sampled deals")


def test_the_drop_reason_speaks_like_the_drop_button(qapp: QCoreApplication) -> None:
    from prefgui.ui import texts

    d = Decision(Drop(1), Reason(ReasonCode.TOO_WEAK, figures=Figures(tricks=0.8)))
    assert "no stake, no risk" in texts.action_help(d.action, RULES).lower()
    assert "no stake, no risk" in reasons.reason_text(d, RULES, "french").lower()
    assert reasons.reason_details(d, RULES, "french") == "0.8 tricks expected"


def test_no_reason_renders_empty(qapp: QCoreApplication) -> None:
    d = Decision(Pass(1))
    assert reasons.reason_text(d, RULES, "french") == ""
    assert reasons.reason_details(d, RULES, "french") == ""


@pytest.fixture(scope="module")
def ai_worker() -> Iterator[AiWorker]:
    w = AiWorker()
    yield w
    w.shutdown()


def test_the_hint_shows_the_reason_and_its_figures(qtbot: QtBot, ai_worker: AiWorker,
                                                  tmp_path: Path) -> None:
    window = _window(qtbot, ai_worker, tmp_path)
    d = Decision(Pass(0), Reason(ReasonCode.TOO_WEAK, figures=Figures(tricks=2.5)))
    window._on_hint(d)
    assert window.statusBar().currentMessage() == "Hint: Pass (Pass: too few tricks expected.)"
    assert window.statusBar().toolTip() == "2.5 tricks expected"
