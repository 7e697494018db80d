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
