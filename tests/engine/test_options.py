"""The option table: validation, defaults and the generated document."""

from __future__ import annotations

import pathlib

import pytest

from prefgui.engine.contracts import ContractType, Kind
from prefgui.engine.errors import OptionError
from prefgui.engine.options import OPTIONS, option_spec, option_to_json, resolve_options
from prefgui.engine.options_doc import render
from prefgui.engine.rules import Rules
from prefgui.engine.vocab import DecisionMode, FirstLead

ROOT = pathlib.Path(__file__).resolve().parents[2]


def test_docs_options_md_is_current() -> None:
    doc = (ROOT / "docs" / "options.md").read_text(encoding="utf-8")
    assert doc == render(), "docs/options.md is stale: python -m prefgui.engine.options_doc"


def test_every_option_has_meaning_and_valid_defaults() -> None:
    for o in OPTIONS:
        assert o.meaning and o.defaults
        for variant, value in o.defaults.items():
            assert resolve_options(variant, {o.name: option_to_json(value)})[o.name] == value


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


def test_generated_option_values_are_current() -> None:
    from prefgui.engine import options_gen

    assert options_gen.TARGET.read_text(encoding="utf-8") == options_gen.render(), (
        "option_values.py is stale: python -m prefgui.engine.options_gen")


def test_typed_options_read_the_resolved_values() -> None:
    for variant in ("austrian", "illustrated", "balkan", "swabian", "american"):
        r = Rules(variant)
        for o in OPTIONS:
            value = getattr(r.opt, o.name)
            if o.name in r.options:
                assert value == r.options[o.name], (variant, o.name)
            else:
                assert value in (False, None), (variant, o.name)
    assert Rules("balkan", {"bank_model": "pot", "contra": True}).opt.bank_model == "pot"
    assert Rules("balkan", {"contra": True}).opt.contra is True
    assert Rules("austrian").opt.contra is False  # the variant has no contra
    assert Rules("austrian").opt.bank_model is None


def test_reading_an_option_not_in_the_table_fails() -> None:
    r = Rules("balkan")
    with pytest.raises(AttributeError):
        r.opt.contrra  # type: ignore[attr-defined]  # noqa: B018
    with pytest.raises(OptionError) as e:
        option_spec("contrra")
    assert e.value.kind == "unknown_option"
    assert r.opt.contra is False and option_spec("contra").name == "contra"


def test_option_values_are_immutable() -> None:
    r = Rules("balkan")
    with pytest.raises(AttributeError):
        r.opt.contra = True  # type: ignore[misc]
    with pytest.raises(AttributeError):
        r.opt.no_such_option  # type: ignore[attr-defined]  # noqa: B018


@pytest.mark.parametrize(("variant", "american", "pot", "bank", "concession", "refills"), [
    ("austrian", False, True, False, True, True),
    ("illustrated", False, True, False, True, True),
    ("balkan", False, True, True, True, False),
    ("hungarian", False, True, True, True, False),
    ("swabian", False, False, False, False, False),
    ("american", True, True, False, False, True),
])
def test_variant_questions(variant: str, american: bool, pot: bool, bank: bool,
                           concession: bool, refills: bool) -> None:
    r = Rules(variant)
    assert (r.is_american, r.has_pot, r.has_bank, r.has_concession, r.refills_pot) == (
        american, pot, bank, concession, refills)
    assert r.european is not american


@pytest.mark.parametrize(("variant", "preference", "defenders_pay", "payout_table"), [
    ("austrian", 4, False, False),
    ("illustrated", None, False, False),
    ("balkan", None, False, False),
    ("hungarian", None, False, False),
    ("swabian", None, True, False),
    ("american", None, False, True),
])
def test_the_variant_questions_of_the_names_and_the_payments(
        variant: str, preference: int | None, defenders_pay: bool, payout_table: bool) -> None:
    # The bid called Préférence (§2.2) and who pays a made contract (§5, §6): what the
    # bid buttons and the computer players' pass value ask of Rules.
    r = Rules(variant)
    assert (r.preference_bid, r.defenders_pay_declarer, r.pays_from_payout_table) == (
        preference, defenders_pay, payout_table)


def test_the_variant_questions_of_the_defence_and_the_first_lead() -> None:
    # What the defence module asks of Rules, variant by variant (RULES §2.6, §3.2, §4.6, §5,
    # §6, §12.8, §12.13).
    suit = Rules("austrian").ladder[2]
    assert Rules("austrian").decision_mode(suit) is DecisionMode.PLAIN
    ill = Rules("illustrated")
    assert ill.decision_mode(ill.ladder[4]) is DecisionMode.PLAIN
    assert ill.decision_mode(ill.ladder[6]) is DecisionMode.NONE
    assert Rules("illustrated", {"joint_concession": True}).decision_mode(
        ill.ladder[6]) is DecisionMode.JOINT
    balkan = Rules("balkan", {"contra": True})
    misere = next(c for c in balkan.ladder.values() if c.kind is Kind.MISERE)
    assert balkan.decision_mode(balkan.ladder[2]) is DecisionMode.PLAIN
    assert balkan.decision_mode(misere) is DecisionMode.CONTRA_ONLY
    assert Rules("balkan").decision_mode(misere) is DecisionMode.NONE
    assert not Rules("balkan", {"contra": True, "contra_on": "trick_contracts"}).contra_allowed(
        misere)
    swabian = Rules("swabian", {"contra": True})
    assert swabian.decision_mode(swabian.ladder[2]) is DecisionMode.CONTRA_ONLY
    assert balkan.contra_ends_decisions and not swabian.contra_ends_decisions
    assert (balkan.max_contra_level, swabian.max_contra_level) == (2, 2)
    assert Rules("balkan", {"contra": True, "contra_levels": 4}).max_contra_level == 4
    assert Rules("american").first_lead(suit) is FirstLead.AFTER_DECLARER
    assert Rules("austrian").first_lead(suit) is FirstLead.DECLARER
    assert Rules("balkan", {"first_lead": "forehand"}).first_lead(suit) is FirstLead.FOREHAND
    sans = ContractType(7, Kind.SANS)
    assert Rules("balkan", {"sans_first_lead": "defender_before_declarer"}).first_lead(
        sans) is FirstLead.DEFENDER_BEFORE_DECLARER
    assert Rules("swabian").scores_unplayed_cards and not Rules("austrian").scores_unplayed_cards
    assert Rules("austrian", {"four_aces_bonus": True}).scores_unplayed_cards
