"""Hostile stored settings: the game always starts, with the defaults and a message, the
damaged value kept aside, and the next start clean."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QSettings

from prefgui.session.settings import AppSettings, settings_from_text, settings_to_json
from prefgui.ui.system.settings_store import KEY, load_settings, save_settings

GOOD = json.dumps(settings_to_json(AppSettings()))


def _bad(**changes: object) -> str:
    obj = json.loads(GOOD)
    for key, value in changes.items():
        if key in obj:
            obj[key] = value
        else:
            obj["table"][key] = value
    return json.dumps(obj)


HOSTILE = {
    "nested": "[" * 5000 + "]" * 5000,
    "huge-int": GOOD.replace('"contribution": 10', '"contribution": ' + "9" * 5000),
    "1e400": GOOD.replace('"contribution": 10', '"contribution": 1e400'),
    "infinity": GOOD.replace('"contribution": 10', '"contribution": Infinity'),
    "levels-god": _bad(levels=["human", "god", "club"]),
    "levels-one": _bad(levels=["human"]),
    "names-numbers": _bad(names=[1, 2, 3]),
    "players-two": _bad(players=2),
    "speed-warp": _bad(speed="warp"),
    "trick-pause-negative": _bad(trick_pause=-1),
    "trick-pause-an-hour": _bad(trick_pause=3_600_000),
    "trick-pause-text": _bad(trick_pause="1.5"),
    "trick-pause-fraction": _bad(trick_pause=1.5),
    "language-not-a-code": _bad(language="../xx"),
    "unknown-field": _bad(cheat=True),
    "table-missing": json.dumps({"pack": "french"}),
    "not-json": "settings",
    "list": "[]",
    "surrogate": _bad(unit="\ud800"),
}


def _store(tmp_path: Path, value: str | None = None) -> QSettings:
    qs = QSettings(str(tmp_path / "prefgui.ini"), QSettings.Format.IniFormat)
    if value is not None:
        qs.setValue(KEY, value)
        qs.sync()
    return qs


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_damaged_settings_reset_once_and_kept(tmp_path: Path, name: str) -> None:
    qs = _store(tmp_path, HOSTILE[name])
    got, message = load_settings(qs)
    assert got == AppSettings() and message
    assert "\n" not in message and len(message) < 600
    assert qs.value(KEY + ".damaged", "", type=str)
    again, message2 = load_settings(_store(tmp_path))
    assert again == AppSettings() and message2 == ""


def test_invalid_bytes_in_the_settings_file(tmp_path: Path) -> None:
    path = tmp_path / "prefgui.ini"
    path.write_bytes(b"[settings]\nv1=\"{\\\"table\\\": \xff\xfe\x00\x01}\"\n")
    got, message = load_settings(QSettings(str(path), QSettings.Format.IniFormat))
    assert got == AppSettings() and message


def test_good_settings_round_trip(tmp_path: Path) -> None:
    qs = _store(tmp_path)
    s = AppSettings(speed="fast", language="de", unit="0.10 €", trick_pause=800)
    save_settings(s, qs)
    assert load_settings(_store(tmp_path)) == (s, "")


@pytest.mark.parametrize("pause", [-1, 10_001])
def test_a_trick_pause_out_of_range_is_not_written(pause: int) -> None:
    with pytest.raises(ValueError, match="trick_pause"):
        settings_to_json(AppSettings(trick_pause=pause))


GENERATED = st.text(max_size=300) | st.sampled_from(sorted(HOSTILE.values())).map(
    lambda t: t[: len(t) // 2])


@settings(max_examples=150, deadline=None)
@given(text=GENERATED | st.builds(
    lambda key, value: _bad(**{key: value}),
    st.sampled_from(["pack", "speed", "unit", "names", "levels", "players", "options",
                     "variant", "contribution"]),
    st.none() | st.integers() | st.text(max_size=20) | st.lists(st.text(max_size=5),
                                                                 max_size=4)))
def test_generated_stored_text_gives_settings_or_a_reason(text: str) -> None:
    try:
        s = settings_from_text(text)
    except ValueError as e:
        assert str(e)
    else:
        assert isinstance(s, AppSettings)


@settings(max_examples=15, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=GENERATED)
def test_generated_values_never_stop_the_start(tmp_path: Path, text: str) -> None:
    qs = _store(tmp_path, text)
    got, message = load_settings(qs)
    assert isinstance(got, AppSettings)
    assert (message == "") == (got != AppSettings() or text in ("", GOOD))
    qs.clear()
