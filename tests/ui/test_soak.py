"""The soak's quick variant: the self-playing game is killed three times (once while a deal's
summary shows) and each restart resumes with nothing lost (``benchmarks/soak.py`` runs the
twenty-kill version)."""

from __future__ import annotations

import importlib.util
import signal
import sys
from pathlib import Path

import pytest

SOAK = Path(__file__).resolve().parents[2] / "benchmarks" / "soak.py"


@pytest.mark.skipif(not sys.platform.startswith("linux") or not hasattr(signal, "SIGKILL"),
                    reason="the soak watches processes through /proc")
def test_three_kills_resume_with_nothing_lost() -> None:
    spec = importlib.util.spec_from_file_location("soak", SOAK)
    assert spec is not None and spec.loader is not None
    soak = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(soak)
    figures = soak.soak(kills=3, seed=1, verbose=False)
    assert figures["kills"] == 3 and figures["summary_kills"] == 1
    assert figures["temporary_files_after_restart"] == 0


@pytest.mark.skipif(not sys.platform.startswith("linux") or not hasattr(signal, "SIGKILL"),
                    reason="the soak watches processes through /proc")
def test_a_russian_pulka_killed_mid_deal_resumes_at_the_same_card() -> None:
    spec = importlib.util.spec_from_file_location("soak", SOAK)
    assert spec is not None and spec.loader is not None
    soak = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(soak)
    figures = soak.soak(kills=2, seed=3, verbose=False, variant="sochi")  # 4, then 10 saves
    assert figures["kills"] == 2 and figures["actions"] + figures["deals"] > 0
    assert figures["temporary_files_after_restart"] == 0
