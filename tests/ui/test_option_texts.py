"""The option meanings marked for translation match the engine's option table."""

from __future__ import annotations

from pathlib import Path

from prefgui.engine.options import OPTIONS
from prefgui.ui import option_texts


def test_option_texts_module_is_current() -> None:
    current = Path(option_texts.__file__).read_text(encoding="utf-8")
    assert current == option_texts.render(), "run: python -m prefgui.ui.option_texts"
    assert set(option_texts.MEANINGS) == {o.meaning for o in OPTIONS}
