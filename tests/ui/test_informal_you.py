"""Every translation speaks to the player with the informal "you" of the table (du, ty, te,
ты, ti): no formal word (Sie, vy, Ön, вы, vi) nor a formal greeting in any message."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

TS_DIR = Path(__file__).resolve().parents[2] / "translations"
FORMAL = {
    "de": r"\w \bSie\b|\b(Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b",
    "cs": r"\b([Vv]y|[Vv]ás|[Vv]ám|[Vv]áš|[Vv]aše|[Vv]aši|[Vv]ámi|[Vv]ítejte|jste|můžete|"
          r"chcete|zobrazíte|dostanete|najdete|skončíte|[Zz]volte|uvolněte|klikněte|"
          r"vyberte|stiskněte)\b",
    "sk": r"\b([Vv]y|[Vv]ás|[Vv]ám|[Vv]áš|[Vv]aša|[Vv]aše|[Vv]ami|[Vv]itajte|ste|môžete|"
          r"chcete|zobrazíte|dostanete|nájdete|skončíte|[Vv]yberte|uvoľnite|kliknite|stlačte)\b",
    "hu": r"\b(Ön|Önt|Önnek|Önök|Önnel|kérjük|Kérjük)\b",
    "ru": r"\b([Вв]ы|[Вв]ас|[Вв]ам|[Вв]аш\w*|[Вв]ами)\b",
    "hr": r"\b([Vv]i|[Vv]as|[Vv]am|[Vv]aš\w*|[Vv]ama)\b|[Dd]obro došli|[Dd]obrodošli\b",
    "sr_Latn": r"\b([Vv]i|[Vv]as|[Vv]am|[Vv]aš\w*|[Vv]ama)\b|[Dd]obro došli|[Dd]obrodošli\b",
    "sl": r"\b([Vv]i|[Vv]as|[Vv]am|[Vv]aš\w*|[Vv]ami)\b|[Dd]obrodošli\b",
}


def formal_words(lang: str) -> list[str]:
    """Each translation of ``lang`` with a formal word, as "word: text"."""
    found = []
    root = ET.parse(TS_DIR / f"prefgui_{lang}.ts").getroot()
    for tr in root.iter("translation"):
        if tr.get("type") in ("vanished", "obsolete"):
            continue
        for text in [tr.text or ""] + [n.text or "" for n in tr.iter("numerusform")]:
            found += [f"{m.group(0)}: {text}" for m in re.finditer(FORMAL[lang], text)]
    return found


@pytest.mark.parametrize("lang", sorted(FORMAL))
def test_the_player_is_addressed_informally(lang: str) -> None:
    assert formal_words(lang) == []


def test_the_check_finds_a_formal_welcome() -> None:
    assert re.search(FORMAL["cs"], "Vítejte u preferansu")
    assert re.search(FORMAL["sk"], "toto privítanie nájdete v Pomocník")
    assert re.search(FORMAL["hr"], "Dobro došli u preferans")
    assert re.search(FORMAL["de"], "Dann können Sie weiterspielen.")
    assert not re.search(FORMAL["de"], "Sie spielen gegen dich.")  # "they", at the start
