"""The option meanings marked for translation match the engine's option table."""

from __future__ import annotations

from pathlib import Path

from prefgui.engine.options import OPTIONS
from prefgui.ui.words import option_texts


def test_option_texts_module_is_current() -> None:
    current = Path(option_texts.__file__).read_text(encoding="utf-8")
    assert current == option_texts.render(), "run: python -m prefgui.ui.words.option_texts"
    assert set(option_texts.MEANINGS) == {o.meaning for o in OPTIONS}


def test_option_names_and_values_are_words_not_record_codes() -> None:
    assert set(option_texts.NAMES) == {o.name for o in OPTIONS}
    for name, title in option_texts.NAMES.items():
        assert title and title != name
    for code in ("slam6_run", "c3_high", "open_defender_comms", "refa_consume", "bank_model"):
        assert option_texts.NAMES[code].lower() != code.replace("_", " ")
    assert option_texts.VALUES[("direction", "cw")] == "clockwise"
    assert option_texts.VALUES[("conventions_status", "integral_c1")] != "integral c1"
    codes = [t for (_o, v), t in option_texts.VALUES.items()
             if t == str(v).replace("_", " ")
             and t not in {"off", "nobody", "both opponents", "not allowed"}]
    assert codes == []
    # no record spelling anywhere, e.g. "largest_first" or "made_whisted" of the Russian game
    assert [t for t in (*option_texts.NAMES.values(), *option_texts.VALUES.values())
            if "_" in str(t)] == []
    assert option_texts.VALUES[("help", "largest_first")] != "largest first"
    assert option_texts.VALUES[("raspasy_reset", "made_whisted")] != "made whisted"
