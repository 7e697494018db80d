"""The option table: validation, defaults and the generated document."""

from __future__ import annotations

import pathlib

import pytest

from prefgui.engine.errors import OptionError
from prefgui.engine.options import OPTIONS, resolve_options
from prefgui.engine.options_doc import render
from prefgui.engine.rules import Rules

ROOT = pathlib.Path(__file__).resolve().parents[2]


def test_docs_options_md_is_current() -> None:
    doc = (ROOT / "docs" / "options.md").read_text(encoding="utf-8")
    assert doc == render(), "docs/options.md is stale: python -m prefgui.engine.options_doc"


def test_every_option_has_meaning_and_valid_defaults() -> None:
    for o in OPTIONS:
        assert o.meaning and o.defaults
        for variant, value in o.defaults.items():
            assert resolve_options(variant, {o.name: value})[o.name] == value


@pytest.mark.parametrize(("variant", "options", "kind"), [
    ("austrian", {"no_such_option": True}, "unknown_option"),
    ("austrian", {"must_head": "yes"}, "value"),
    ("austrian", {"invite_fail_penalty": 5}, "value"),
    ("illustrated", {"multiply_by_contract_value": True}, "variant_option"),
    ("american", {"all_pass": "redeal"}, "variant_option"),
    ("balkan", {"refa_limit": -1}, "value"),
    ("american", {"payout_table": {"S": 1}}, "value"),
    ("illustrated", {"slam6_run": "from_trick_1"}, "combination"),
    ("klaverjas", {}, "variant"),
])
def test_bad_options_are_clear_errors(variant: str, options: dict[str, object],
                                      kind: str) -> None:
    with pytest.raises(OptionError) as info:
        Rules(variant, options)
    assert info.value.kind == kind
    assert str(info.value)


def test_defaults_per_variant() -> None:
    assert Rules("austrian").options["direction"] == "cw"
    assert Rules("balkan").options["direction"] == "acw"
    assert Rules("american").must_trump is False
    assert Rules("swabian").options["all_pass"] == "redeal"
    assert Rules("hungarian").variant == "balkan"
    assert Rules("balkan", {"ladder": "serbian"}).ladder[8].kind.value == "slam"
    assert Rules("balkan", {"contra": True}).overrides() == {"contra": True}
    with pytest.raises(OptionError):
        Rules("american", players=4)
