"""The coach setting is stored with the other preferences and checked both ways."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from prefgui.session.settings import (
    COACH_MODES,
    AppSettings,
    settings_from_text,
    settings_to_json,
)


def test_warn_before_the_card_is_the_default() -> None:
    assert AppSettings().coach == "warn"


@pytest.mark.parametrize("mode", COACH_MODES)
def test_each_mode_round_trips(mode: str) -> None:
    s = replace(AppSettings(), coach=mode)
    assert settings_from_text(json.dumps(settings_to_json(s))).coach == mode


def test_an_old_value_without_the_coach_reads_the_default() -> None:
    obj = settings_to_json(replace(AppSettings(), coach="off"))
    del obj["coach"]
    assert settings_from_text(json.dumps(obj)).coach == "warn"


@pytest.mark.parametrize("bad", ["loud", "", 1, None, ["warn"]])
def test_an_unknown_mode_is_refused_when_read(bad: object) -> None:
    obj = settings_to_json(AppSettings())
    obj["coach"] = bad
    with pytest.raises(ValueError):
        settings_from_text(json.dumps(obj))


def test_an_unknown_mode_is_refused_when_written() -> None:
    with pytest.raises(ValueError):
        settings_to_json(replace(AppSettings(), coach="loud"))
