"""The option meanings marked for translation match the engine's option table."""

from __future__ import annotations

from pathlib import Path

from prefgui.engine.options import OPTIONS
from prefgui.ui import option_texts


def test_option_texts_module_is_current() -> None:
    current = Path(option_texts.__file__).read_text(encoding="utf-8")
    assert current == option_texts.render(), "run: python -m prefgui.ui.option_texts"
    assert set(option_texts.MEANINGS) == {o.meaning for o in OPTIONS}


def test_option_names_and_values_are_marked() -> None:
    names = {o.name.replace("_", " ") for o in OPTIONS}
    assert set(option_texts.NAMES) == names
    words = {v.replace("_", " ") for o in OPTIONS if isinstance(o.values, tuple)
             for v in o.values if isinstance(v, str)}
    assert set(option_texts.VALUES) == words and "six in a row" in words
