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

OptionValue: TypeAlias = bool | int | str | tuple[tuple[str, int], ...] | tuple[int, ...]

VARIANTS = ("austrian", "illustrated", "balkan", "swabian", "american", "sochi", "leningrad",
            "rostov")
EUROPEAN = ("austrian", "illustrated", "balkan", "swabian")
RUSSIAN = ("sochi", "leningrad", "rostov")
VARIANT_ALIASES = {"hungarian": "balkan"}
PHASES = ("table", "auction", "talon", "defence", "play", "scoring", "bonuses", "conventions")

# Value kinds that are not a fixed list of words.
INT = "int"  # a non-negative JSON integer
PAYOUT = "payout"  # an integer, or {"S": n, "C": n, "D": n, "H": n}
PENALTY = "penalty"  # an integer, or "reward"
POSITIVE = "positive"  # a JSON integer >= 1
HALF_LEVELS = "half_levels"  # a list of distinct levels from {6, 7}
PROGRESSION = "progression"  # a non-decreasing list of 1-10 integers in 1..100
EXIT_LEVELS = "exit_levels"  # a list of 1-10 levels in 6..8
LIST_KINDS = (HALF_LEVELS, PROGRESSION, EXIT_LEVELS)


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
        russian_values: the allowed values in the Russian variants where they differ
            from ``values`` (``hold``, ``first_lead``, ``must_head``; RULES §13.15).
    """

    name: str
    values: tuple[bool | int | str, ...] | str
    defaults: Mapping[str, OptionValue]
    phase: str
    meaning: str
    ref: str
    russian_values: tuple[bool | int | str, ...] | str | None = None

    def values_for(self, variant: str) -> tuple[bool | int | str, ...] | str:
        """The allowed values in one variant."""
        if self.russian_values is not None and variant in RUSSIAN:
            return self.russian_values
        return self.values


def _all(value: OptionValue, variants: tuple[str, ...] = VARIANTS) -> dict[str, OptionValue]:
    return {v: value for v in variants}


B = (False, True)


def _ru(name: str, values: tuple[bool | int | str, ...] | str, sochi: OptionValue,
        leningrad: OptionValue, rostov: OptionValue, phase: str, meaning: str, ref: str
        ) -> OptionSpec:
    """A row of RULES §13.15: an option of the three Russian variants only."""
    return OptionSpec(name, values, {"sochi": sochi, "leningrad": leningrad, "rostov": rostov},
                      phase, meaning, ref)


RUSSIAN_OPTIONS: tuple[OptionSpec, ...] = (
    _ru("pool_size", POSITIVE, 20, 20, 20, "table",
        "The agreed size of each pool: the pulka is played until the pools reach it.", "§13.10"),
    _ru("misere_first_call_only", (True,), True, True, True, "auction",
        "Misère may be bid only as a player's first call.", "AMB-R-01"),
    _ru("no_talon_bids", (False,), False, False, False, "auction",
        "Bids without taking the talon (not played).", "AMB-R-27"),
    _ru("ten", ("whistable", "checked"), "whistable", "checked", "whistable", "defence",
        "A ten-trick contract is whisted (quota 1), or checked: played open, no whists.",
        "AMB-R-03"),
    _ru("half_whist_levels", HALF_LEVELS, (6, 7), (6, 7), (6, 7), "defence",
        "The contracts on which a lone defender may take half a whist.", "AMB-R-04"),
    _ru("half_whist_flow", ("second_only", "either_with_return"), "second_only",
        "either_with_return", "second_only", "defence",
        "Only the second defender may half-whist, or either, with a call back to the first.",
        "AMB-R-05"),
    _ru("half_whist_override", ("as_passer", "forfeits"), "as_passer", "forfeits", "as_passer",
        "defence", "A half-whister whose partner whists after all is a passer, or gets nothing.",
        "AMB-R-30"),
    _ru("stalingrad", B, True, False, False, "defence",
        "Against six spades both defenders must whist, and play closed.", "AMB-R-21"),
    _ru("open_whist_exposure", ("before_first_lead", "after_first_card"), "before_first_lead",
        "before_first_lead", "before_first_lead", "play",
        "An open whist lays the defenders' hands down before the first lead, or after the "
        "first card.", "AMB-R-10"),
    _ru("misere_exposure", ("after_first_card", "before_first_lead"), "after_first_card",
        "after_first_card", "after_first_card", "play",
        "The catchers of a misère lay their hands down after the first card, or before it.",
        "AMB-R-11"),
    _ru("whist_rate", (1, 2), 1, 2, 1, "scoring",
        "Whists for each trick of the defence, in contract prices.", "§13.8.2"),
    _ru("fail_rate", (1, 2), 1, 2, 1, "scoring",
        "Mountain for each undertrick of the declarer, in contract prices.", "§13.8.2"),
    _ru("consolation_rate", (0, 1, 2), 1, 2, 1, "scoring",
        "Whists of consolation for each undertrick, in contract prices.", "§13.8.2"),
    _ru("consolation_to", ("all", "defenders", "whisters"), "all", "defenders", "all",
        "scoring", "Who receives consolation from a failed declarer.", "AMB-R-07"),
    _ru("lone_whister", ("greedy", "gentleman", "own_tricks"), "greedy", "gentleman", "greedy",
        "scoring", "A lone whister's whists on a failed contract: all the defence's tricks, "
        "shared with the passer, or only his own.", "AMB-R-06"),
    _ru("whister_penalty_rate", (1, 2), 1, 1, 1, "scoring",
        "Mountain for each trick a whister's defence fell short, in contract prices.",
        "AMB-R-08"),
    _ru("two_whister_liability", ("joint", "individual"), "joint", "joint", "joint", "scoring",
        "Two whisters short on six or seven: charged up to the deficit, or each for his half.",
        "AMB-R-08"),
    _ru("high_contract_liability", ("second_whister", "none"), "second_whister",
        "second_whister", "second_whister", "scoring",
        "Two whisters who take nothing against eight or more: the second pays, or nobody.",
        "AMB-R-09"),
    _ru("misere_fail", INT, 10, 20, 10, "scoring",
        "Mountain for each trick a misère declarer takes.", "§13.8.5"),
    _ru("pool_weight", (1, 2), 1, 2, 1, "scoring",
        "What a pool point is worth against a mountain point at the settlement.", "§13.11"),
    _ru("pool_cap", B, True, False, True, "scoring",
        "A pool stops at its size; what is over helps other pools or comes off the mountain.",
        "§13.10"),
    _ru("help", ("largest_first", "none"), "largest_first", "none", "largest_first", "scoring",
        "Points over a full pool close the largest open pool first, or come off the mountain.",
        "AMB-R-19"),
    _ru("end_condition", ("pools", "time"), "pools", "pools", "pools", "scoring",
        "The pulka ends when the pools are full, or when the players agree (time).",
        "AMB-R-20"),
    _ru("finish_after_raspasy_exit", B, False, True, False, "scoring",
        "The pulka does not end during a series of all-pass deals.", "AMB-R-20"),
    _ru("raspasy_recording", ("mountain", "whists"), "mountain", "mountain", "whists",
        "scoring", "All-pass deals are written on the mountain, or as whists.", "§13.9.2"),
    _ru("raspasy_progression", PROGRESSION, (1, 2, 3), (2, 4, 8), (1,), "scoring",
        "The price of a trick in consecutive all-pass deals.", "AMB-R-14"),
    _ru("raspasy_zero_bonus", ("price", "one"), "price", "price", "price", "scoring",
        "A player with no trick in an all-pass deal writes the trick price in his pool, or 1.",
        "AMB-R-15"),
    _ru("raspasy_amnesty", B, False, True, False, "scoring",
        "In an all-pass deal everyone is charged only for tricks above the fewest taken.",
        "AMB-R-16"),
    _ru("raspasy_whists", POSITIVE, 5, 5, 5, "scoring",
        "Whists per trick written by the player or players with the fewest tricks when "
        "all-pass deals are whists.",
        "AMB-R-18"),
    _ru("raspasy_whists_basis", ("tricks", "excess_over_min"), "tricks", "tricks", "tricks",
        "scoring", "Those whists count every trick, or only tricks above the fewest taken.",
        "AMB-R-18"),
    _ru("raspasy_talon", ("lead_two", "unused"), "lead_two", "lead_two", "lead_two", "play",
        "In an all-pass deal the talon cards lead the first two tricks, or are not used.",
        "AMB-R-12"),
    _ru("raspasy_talon_unfollowed", ("forehand", "nobody"), "forehand", "forehand", "forehand",
        "play", "A talon-led trick that nobody follows goes to the forehand, or to nobody.",
        "AMB-R-12"),
    _ru("raspasy_trick3_lead", ("forehand", "winner"), "forehand", "forehand", "forehand",
        "play", "After the talon tricks the forehand leads, or the winner of the second.",
        "AMB-R-13"),
    _ru("raspasy_dealer_scores", B, False, True, False, "scoring",
        "With four players the dealer is scored in all-pass deals on his talon tricks.",
        "AMB-R-29"),
    _ru("raspasy_reset", ("any_contract", "made_contract", "made_whisted"), "any_contract",
        "made_whisted", "any_contract", "scoring",
        "What ends a series of all-pass deals: any contract, a made one, or a made whisted one.",
        "AMB-R-17"),
    _ru("raspasy_exit", EXIT_LEVELS, (6, 7, 7), (7,), (6,), "auction",
        "The lowest contract allowed after one, two, … all-pass deals.", "AMB-R-17"),
    _ru("misere_allowed_after_raspasy", B, True, True, True, "auction",
        "Misère may be bid after an all-pass deal.", "AMB-R-17"),
    _ru("without_three", B, False, True, False, "talon",
        "A declarer of six or seven may concede three down instead of discarding.",
        "AMB-R-28"),
    _ru("dealer_talon_bonus", (False,), False, False, False, "scoring",
        "Bonuses for the four-player dealer's talon (not played).", "AMB-R-23"),
)

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("direction", ("cw", "acw"),
               {"austrian": "cw", "illustrated": "cw", "balkan": "acw", "swabian": "acw",
                "american": "cw", **_all("cw", RUSSIAN)},
               "table", "Direction of dealing and play (only how the table is drawn).", "AMB-01"),
    OptionSpec("all_pass", ("last_player_forced", "redeal"),
               {"austrian": "last_player_forced", "illustrated": "last_player_forced",
                "balkan": "redeal", "swabian": "redeal"},
               "auction", "When all pass: the last player must bid, or the deal is void.",
               "AMB-02"),
    OptionSpec("hold", B, {**_all(True, EUROPEAN), "sochi": "none",
                           "leningrad": "through_passer", "rostov": "none"}, "auction",
               "An earlier seat may hold (take over) the current bid.", "AMB-40",
               ("none", "through_passer", "seniority")),
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
               {"austrian": False, "illustrated": False, "balkan": True, "swabian": True,
                **_all(True, RUSSIAN)},
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
                "american": False, **_all(True, RUSSIAN)},
               "play", "A player who cannot follow suit must trump if he can.", "§1.4"),
    OptionSpec("must_head", B, _all(False), "play",
               "A player must beat the card winning the trick if he can.", "AMB-32", (False,)),
    OptionSpec("first_lead", ("declarer", "forehand"),
               {"balkan": "declarer", **_all("forehand", RUSSIAN)}, "play",
               "Who leads to the first trick.", "AMB-20", ("forehand", "after_declarer")),
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
               "Most rounds of refa marks in a session (0 = no limit).", "§4.8"),
    OptionSpec("refa_limit_scope", ("session", "marks_per_player"), {"balkan": "session"},
               "scoring", "The refa limit counts the rounds of marks in a session, or the "
               "unused marks each player may hold.", "AMB-24"),
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
    OptionSpec("c1_compensation", B, {"austrian": False, "balkan": False}, "conventions",
               "Under the ethical duty, the customary compensation for a trick taken from "
               "the partner against C1 is settled with the deal.", "§7.6"),
    OptionSpec("c3_high", ("A_or_K", "top_two_outstanding"),
               {"austrian": "A_or_K", "balkan": "A_or_K"}, "conventions",
               "C3 'very high' means ace or king, or one of the top two cards still out.",
               "§7.5"),
) + RUSSIAN_OPTIONS

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


def _check_value(spec: OptionSpec, value: object, variant: str) -> OptionValue:
    values = spec.values_for(variant)
    if isinstance(values, tuple):
        for allowed in values:
            # bool is a subclass of int: compare types as well as values.
            if type(allowed) is type(value) and allowed == value:
                return allowed
        shown = " / ".join(_show(v) for v in values)
        raise OptionError(f"option {spec.name}: {_show(value)} is not one of {shown}", "value")
    if values in LIST_KINDS:
        return _check_list(spec.name, values, value)
    if type(value) is int and value >= (1 if values == POSITIVE else 0):
        return value
    if values == POSITIVE:
        raise OptionError(f"option {spec.name}: {_show(value)} is not a whole number of 1 or "
                          "more", "value")
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


_LIST_RULES = {
    HALF_LEVELS: ("a list of different levels from 6 and 7", 0, 2, 6, 7),
    PROGRESSION: ("a non-decreasing list of 1 to 10 whole numbers from 1 to 100", 1, 10, 1, 100),
    EXIT_LEVELS: ("a list of 1 to 10 levels from 6 to 8", 1, 10, 6, 8),
}


def _check_list(name: str, kind: str, value: object) -> tuple[int, ...]:
    """A list-valued option (RULES §13.15), as a tuple."""
    what, shortest, longest, low, high = _LIST_RULES[kind]
    ok = (isinstance(value, list) and shortest <= len(value) <= longest
          and all(type(x) is int and low <= x <= high for x in value))
    if ok and isinstance(value, list):
        items = tuple(int(x) for x in value)
        if kind == HALF_LEVELS and len(set(items)) != len(items):
            ok = False
        if kind == PROGRESSION and any(a > b for a, b in zip(items, items[1:], strict=False)):
            ok = False
        if ok:
            return items
    raise OptionError(f"option {name}: {_show(value)[:40]} is not {what}", "value")


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
        resolved[name] = _check_value(spec, value, v)
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
    """The JSON form of an option value (a payout table becomes an object, a list a list)."""
    if isinstance(value, tuple):
        pairs = [x for x in value if isinstance(x, tuple)]
        if len(pairs) == len(value) and value:
            return dict(pairs)
        return [x for x in value if isinstance(x, int)]
    return value


def overrides_of(variant: str, opts: Mapping[str, OptionValue]) -> dict[str, object]:
    """The options that differ from the variant's defaults, in table order, as JSON."""
    v = canonical_variant(variant)
    out: dict[str, object] = {}
    for o in OPTIONS:
        if v in o.defaults and o.name in opts and opts[o.name] != o.defaults[v]:
            out[o.name] = option_to_json(opts[o.name])
    return out
