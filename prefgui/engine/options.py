"""The canonical table of rule options (RULES.md Appendix A, §9 and §12.6).

One row per option: its name and allowed values exactly as deal records spell them
(§12.6), the default of every variant it applies to (variants missing from a row may not
use it), the phase it belongs to (for the settings dialog) and a one-line meaning.
``docs/options.md`` is generated from this table (``python -m prefgui.engine.options_doc``).

>>> resolve_options("austrian", {})["must_trump"]
True
>>> resolve_options("balkan", {"ladder": "sans7"})["ladder"]
'sans7'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TypeAlias

from prefgui.engine.errors import OptionError
from prefgui.engine.vocab import Variant

OptionValue: TypeAlias = bool | int | str | tuple[tuple[str, int], ...]

VARIANTS = ("austrian", "illustrated", "balkan", "swabian", "american")
EUROPEAN = ("austrian", "illustrated", "balkan", "swabian")
VARIANT_ALIASES = {"hungarian": "balkan"}
PHASES = ("table", "auction", "talon", "defence", "play", "scoring", "bonuses", "conventions")

# Value kinds that are not a fixed list of words.
INT = "int"  # a non-negative JSON integer
PAYOUT = "payout"  # an integer, or {"S": n, "C": n, "D": n, "H": n}
PENALTY = "penalty"  # an integer, or "reward"


@dataclass(frozen=True)
class OptionSpec:
    """One rule option.

    Attributes:
        name: the option's record name (snake_case).
        values: the allowed values (default of the first variant first), or a kind
            (``INT``, ``PAYOUT``, ``PENALTY``) for open-ended numbers.
        defaults: variant -> default value; variants not listed may not use the option.
        phase: where the option acts (settings dialog grouping).
        meaning: one line for players.
        ref: where RULES.md discusses it.
    """

    name: str
    values: tuple[bool | int | str, ...] | str
    defaults: Mapping[str, OptionValue]
    phase: str
    meaning: str
    ref: str


def _all(value: OptionValue, variants: tuple[str, ...] = VARIANTS) -> dict[str, OptionValue]:
    return {v: value for v in variants}


B = (False, True)
OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("direction", ("cw", "acw"),
               {"austrian": "cw", "illustrated": "cw", "balkan": "acw", "swabian": "acw",
                "american": "cw"},
               "table", "Direction of dealing and play (only how the table is drawn).", "AMB-01"),
    OptionSpec("all_pass", ("last_player_forced", "redeal"),
               {"austrian": "last_player_forced", "illustrated": "last_player_forced",
                "balkan": "redeal", "swabian": "redeal"},
               "auction", "When all pass: the last player must bid, or the deal is void.",
               "AMB-02"),
    OptionSpec("hold", B, _all(True, EUROPEAN), "auction",
               "An earlier seat may hold (take over) the current bid.", "AMB-40"),
    OptionSpec("raise_step", ("any", "exactly_one"), _all("any", EUROPEAN), "auction",
               "Overcalls may jump, or must be exactly one higher.", "AMB-08"),
    OptionSpec("hand_bid_only_before_plain_bid", B, _all(False, EUROPEAN), "auction",
               "A player who has made a plain bid or hold may no longer bid hand.", "AMB-07"),
    OptionSpec("one_more_rule", B, {"balkan": False}, "auction",
               "Plain bids only one more than the current bid; no hand bid after a plain one.",
               "§4.4"),
    OptionSpec("illustrated_ranking", ("open_exception", "plain"),
               {"illustrated": "open_exception"}, "auction",
               "Plain open misère/slam rank above the hand 1–6 bids, or all hand bids "
               "rank above all plain bids.", "AMB-14"),
    OptionSpec("illustrated_form", ("open_contracts", "six_in_a_row"),
               {"illustrated": "open_contracts"}, "auction",
               "Contracts 5–8 with open misère and open slam, or only misère and a "
               "six-in-a-row slam.", "§3.4"),
    OptionSpec("ladder", ("standard", "sans7", "extended", "extended_no_one", "serbian"),
               {"balkan": "standard"}, "auction",
               "The contracts above the suits: misère, slam, sans, one-trick game.", "§4.2"),
    OptionSpec("talon_shown", B,
               {"austrian": False, "illustrated": False, "balkan": True, "swabian": True},
               "talon", "The declarer shows the talon to the defenders before taking it.",
               "AMB-36"),
    OptionSpec("widow_order", ("foster", "uspcc"), {"american": "foster"}, "talon",
               "After a second-round win: take the widow then discard, or discard then take it.",
               "AMB-31"),
    OptionSpec("invitation", B, {"austrian": False, "balkan": True}, "defence",
               "A defender may invite his partner who dropped out.", "AMB-06"),
    OptionSpec("first_defender_may_invite", B, {"austrian": False, "balkan": False}, "defence",
               "If the first defender plays and the second drops, the first may invite him.",
               "§2.6"),
    OptionSpec("concession_window", ("after_defence", "any_time_before_lead"),
               _all("after_defence", ("austrian", "illustrated", "balkan")), "defence",
               "The declarer may give up after the defenders' decisions, or any time before "
               "the first card.", "AMB-04"),
    OptionSpec("joint_concession", B, {"illustrated": False}, "defence",
               "In misère and slam both defenders together may concede the contract.", "AMB-15"),
    OptionSpec("open_defender_comms", ("table_talk", "none", "full_view"),
               {"illustrated": "table_talk"}, "defence",
               "In open contracts the defenders may discuss the play.", "AMB-18"),
    OptionSpec("contra", B, {"balkan": False, "swabian": False}, "defence",
               "A defender may say contra (doubles), the declarer recontra.", "AMB-23"),
    OptionSpec("contra_on", ("all", "trick_contracts"), {"balkan": "all"}, "defence",
               "Contra on every contract, or only on trick contracts.", "AMB-23"),
    OptionSpec("contra_levels", (2, 4), {"balkan": 2}, "defence",
               "Contra and recontra only, or also subcontra and mortcontra (×8, ×16).",
               "AMB-23"),
    OptionSpec("compulsory_contra_on_spades", B, {"balkan": False}, "defence",
               "Against spades a defender who plays must say contra.", "AMB-23"),
    OptionSpec("must_trump", B,
               {"austrian": True, "illustrated": True, "balkan": True, "swabian": True,
                "american": False},
               "play", "A player who cannot follow suit must trump if he can.", "§1.4"),
    OptionSpec("must_head", B, _all(False), "play",
               "A player must beat the card winning the trick if he can.", "AMB-32"),
    OptionSpec("first_lead", ("declarer", "forehand"), {"balkan": "declarer"}, "play",
               "Who leads to the first trick.", "AMB-20"),
    OptionSpec("sans_first_lead", ("as_first_lead", "defender_before_declarer"),
               {"balkan": "as_first_lead"}, "play",
               "In sans the defender before the declarer may lead first.", "AMB-20"),
    OptionSpec("slam6_run", ("any_run", "from_trick_1"), {"illustrated": "any_run"}, "play",
               "Six-in-a-row slam: any six consecutive tricks, or the first six.", "AMB-17"),
    OptionSpec("dealer_unit_payer", ("dealer", "declarer"),
               {"austrian": "dealer", "illustrated": "dealer"}, "scoring",
               "Who pays the unit to each defender who took 2 tricks.", "AMB-03"),
    OptionSpec("invite_fail_penalty", (1, 10), {"austrian": 1}, "scoring",
               "What an inviter pays the pot when the defence takes fewer than 4.", "AMB-05"),
    OptionSpec("inviter_gets_dealer_unit", B, {"austrian": True}, "scoring",
               "An inviter whose defence takes 4 receives the dealer's unit.", "AMB-05"),
    OptionSpec("concession_invited", ("inviter_5", "both_3"), {"austrian": "inviter_5"},
               "scoring", "A concession against an invited defence: 5 to the inviter, or 3 each.",
               "AMB-04"),
    OptionSpec("multiply_by_contract_value", B, {"austrian": False}, "scoring",
               "Every payment is multiplied by the contract's number (1–4).", "§2.9"),
    OptionSpec("original_scoring", B, {"austrian": False, "illustrated": False}, "scoring",
               "The dealer stakes 10; payments scale with the pot (pot/10).", "AMB-12"),
    OptionSpec("original_multiplier_basis", ("after_dealer_stake", "before"),
               {"austrian": "after_dealer_stake", "illustrated": "after_dealer_stake"},
               "scoring", "Original scoring: measure the pot after or before the dealer's 10.",
               "AMB-12"),
    OptionSpec("rounding", ("exact", "floor", "half_up"),
               {"austrian": "exact", "illustrated": "exact"}, "scoring",
               "Original scoring: exact fractions, or rounded amounts.", "AMB-12"),
    OptionSpec("original_scope", ("all", "pot_payments_only"),
               {"austrian": "all", "illustrated": "all"}, "scoring",
               "Original scoring scales every payment, or only those to and from the pot.",
               "AMB-12"),
    OptionSpec("pot_shortfall", ("pay_available", "allow_negative"),
               _all("pay_available", ("austrian", "illustrated", "american")), "scoring",
               "When a payout exceeds the pot: pay what it holds, or let it go negative.",
               "AMB-13"),
    OptionSpec("defence_quota", ("individual", "joint"), {"balkan": "individual"}, "scoring",
               "Each defender needs 2 tricks, or nobody pays if the defence takes 4.", "AMB-34"),
    OptionSpec("invited_trick_credit", ("inviter", "invited", "nobody"), {"balkan": "inviter"},
               "scoring", "Who is paid for the invited defender's tricks.", "AMB-19"),
    OptionSpec("sans_defender_payments", B, {"balkan": True}, "scoring",
               "Sans counts as a trick contract for defender quotas and trick payments.",
               "AMB-22"),
    OptionSpec("bank_model", ("account", "pot"), {"balkan": "account"}, "scoring",
               "The bank is an unlimited account, or a pot that pays out what it holds.",
               "AMB-13"),
    OptionSpec("balkan_concession", ("as_failure", "failure_plus_tricks_k"),
               {"balkan": "as_failure"}, "scoring",
               "A concession scores as a failure, plus (second value) 2 tricks' payment to each "
               "playing defender.", "AMB-21"),
    OptionSpec("refa", B, {"balkan": False}, "scoring",
               "After an all-pass each player gets a refa mark that doubles his next contract.",
               "§4.8"),
    OptionSpec("refa_limit", INT, {"balkan": 0}, "scoring",
               "Most unused refa marks a player may hold (0 = no limit).", "AMB-24"),
    OptionSpec("refa_consume", ("on_declare", "on_play_only"), {"balkan": "on_declare"},
               "scoring", "A refa mark is used by every contract, or only when cards are played.",
               "AMB-24"),
    OptionSpec("hand_value_plus_one", B, {"swabian": False}, "scoring",
               "A hand contract is worth one more.", "AMB-29"),
    OptionSpec("equal_talon_payment", (2, 4, 0), {"swabian": 2}, "scoring",
               "What the declarer pays the dealer when the talon cards are a pair.", "AMB-27"),
    OptionSpec("overtrick_payment", ("per_defender", "total"), {"swabian": "per_defender"},
               "scoring", "Over- and undertricks are paid to each defender, or once in all.",
               "AMB-28"),
    OptionSpec("american_payout", ("per_contract", "per_trick"), {"american": "per_contract"},
               "scoring", "The pot rewards a made contract once, or per trick taken.", "AMB-31"),
    OptionSpec("payout_table", PAYOUT, {"american": 10}, "scoring",
               "The reward from the pot: one amount, or one per trump suit.", "AMB-31"),
    OptionSpec("failure_penalty", PENALTY, {"american": 10}, "scoring",
               "What a failing declarer pays into the pot (or the same as the reward).",
               "AMB-31"),
    OptionSpec("preference_bonus", B, {"austrian": False, "illustrated": False}, "bonuses",
               "Préférence (hand hearts) wins or costs 10 from or to each opponent.", "AMB-09"),
    OptionSpec("preference_bonus_scope", ("hand_hearts", "all_contracts"),
               {"austrian": "hand_hearts", "illustrated": "hand_hearts"}, "bonuses",
               "The Préférence bonus applies to hand hearts only, or to every contract.",
               "AMB-09"),
    OptionSpec("preference_bonus_payers", ("both_opponents", "playing_defenders"),
               {"austrian": "both_opponents", "illustrated": "both_opponents"}, "bonuses",
               "Who pays or receives the Préférence bonus.", "AMB-09"),
    OptionSpec("four_aces_bonus", B, {"austrian": False, "illustrated": False}, "bonuses",
               "A declarer who plays holding all four aces gets 10 from each opponent.",
               "AMB-10"),
    OptionSpec("four_aces_count", ("played_hand", "twelve_cards"),
               {"austrian": "played_hand", "illustrated": "played_hand"}, "bonuses",
               "The four aces must be in the ten cards played, or anywhere in the twelve.",
               "AMB-10"),
    OptionSpec("no_ace_bonus", B, {"austrian": False, "illustrated": False}, "bonuses",
               "A declarer without an ace may announce it for 10 from or to each opponent.",
               "AMB-11"),
    OptionSpec("no_ace_hand_games", ("ten_cards", "not_allowed"),
               {"austrian": "ten_cards", "illustrated": "ten_cards"}, "bonuses",
               "In hand games the no-ace announcement judges the ten cards held, or is not "
               "allowed.", "AMB-11"),
    OptionSpec("conventions_status", ("advisory", "off", "ethical", "integral_c1"),
               {"austrian": "advisory", "balkan": "advisory"}, "conventions",
               "Defender conventions C1–C3: advice, off, an ethical duty, or C1 as a law.",
               "§7.6"),
    OptionSpec("c3_high", ("A_or_K", "top_two_outstanding"),
               {"austrian": "A_or_K", "balkan": "A_or_K"}, "conventions",
               "C3 'very high' means ace or king, or one of the top two cards still out.",
               "§7.5"),
)

OPTION_BY_NAME: dict[str, OptionSpec] = {o.name: o for o in OPTIONS}


def is_flag(spec: OptionSpec) -> bool:
    """Whether an option is on/off."""
    return isinstance(spec.values, tuple) and all(isinstance(v, bool) for v in spec.values)


def option_spec(name: str) -> OptionSpec:
    """The table row of an option.

    Raises:
        OptionError: there is no option of that name.
    """
    spec = OPTION_BY_NAME.get(name)
    if spec is None:
        raise OptionError(f"unknown option {name!r}", "unknown_option")
    return spec


def canonical_variant(variant: str) -> str:
    """The rules family of a variant name (``hungarian`` plays as ``balkan``)."""
    v = VARIANT_ALIASES.get(variant, variant)
    if v not in VARIANTS:
        raise OptionError(f"unknown variant {variant!r}", "variant")
    return v


def _check_value(spec: OptionSpec, value: object) -> OptionValue:
    if isinstance(spec.values, tuple):
        for allowed in spec.values:
            # bool is a subclass of int: compare types as well as values.
            if type(allowed) is type(value) and allowed == value:
                return allowed
        shown = " / ".join(_show(v) for v in spec.values)
        raise OptionError(f"option {spec.name}: {_show(value)} is not one of {shown}", "value")
    if type(value) is int and value >= 0:
        return value
    if spec.values == PENALTY and value == "reward":
        return "reward"
    if spec.values == PAYOUT and isinstance(value, dict):
        if set(value) == set("SCDH") and all(
            type(value[s]) is int and value[s] >= 0 for s in "SCDH"
        ):
            return tuple((s, int(value[s])) for s in "SCDH")
        raise OptionError(
            f"option {spec.name}: a table needs whole amounts for S, C, D and H", "value"
        )
    raise OptionError(f"option {spec.name}: {_show(value)} is not a whole amount", "value")


def _show(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f'"{value}"'
    return str(value)


def resolve_options(variant: str, overrides: Mapping[str, object]) -> dict[str, OptionValue]:
    """The full option values of a variant with ``overrides`` applied.

    Raises:
        OptionError: an unknown option, a value outside its range, or an option that
            the variant does not have.
    """
    v = canonical_variant(variant)
    resolved: dict[str, OptionValue] = {
        o.name: o.defaults[v] for o in OPTIONS if v in o.defaults
    }
    for name, value in overrides.items():
        spec = option_spec(name)
        if v not in spec.defaults:
            raise OptionError(f"option {name} does not apply to the {v} variant", "variant_option")
        resolved[name] = _check_value(spec, value)
    _check_combination(v, resolved)
    return resolved


def _check_combination(variant: str, opts: Mapping[str, OptionValue]) -> None:
    """Reject combinations that cannot both hold (explained, never silently corrected)."""
    if (
        variant == Variant.ILLUSTRATED
        and opts["illustrated_form"] != "six_in_a_row"
        and opts["slam6_run"] != "any_run"
    ):
        raise OptionError(
            'option slam6_run only applies with illustrated_form "six_in_a_row"', "combination",
            option="slam6_run", other="illustrated_form", value="six_in_a_row",
        )


def option_to_json(value: OptionValue) -> object:
    """The JSON form of an option value (a payout table becomes an object)."""
    if isinstance(value, tuple):
        return dict(value)
    return value


def overrides_of(variant: str, opts: Mapping[str, OptionValue]) -> dict[str, object]:
    """The options that differ from the variant's defaults, in table order, as JSON."""
    v = canonical_variant(variant)
    out: dict[str, object] = {}
    for o in OPTIONS:
        if v in o.defaults and o.name in opts and opts[o.name] != o.defaults[v]:
            out[o.name] = option_to_json(opts[o.name])
    return out
