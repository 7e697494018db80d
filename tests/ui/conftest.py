"""Fixtures shared by the window tests."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from prefgui.ui.system.workers import AiWorker

TS_DIR = Path(__file__).resolve().parents[2] / "translations"


@pytest.fixture(scope="module")
def worker() -> Iterator[AiWorker]:
    """One computer-player worker process for a test module, shut down after it."""
    w = AiWorker()
    yield w
    w.shutdown()


def require_compiled_translations() -> None:
    """Skip unless every translations/prefgui_<lang>.ts is compiled where the game loads it.

    ``pip install -e .`` compiles them into the source tree; a test run from an unpacked sdist
    (the package installed normally, the tests importing the tree) has none.
    """
    from prefgui.ui.words.languages import language_codes

    shipped = {p.stem.removeprefix("prefgui_") for p in TS_DIR.glob("prefgui_*.ts")}
    missing = sorted(shipped - set(language_codes()))
    if missing:
        pytest.skip(f"translations not compiled here: {', '.join(missing)} (pip install -e .)")
