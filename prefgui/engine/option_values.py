"""Typed values of every rule option (RULES.md Appendix A).

Generated from ``options.OPTIONS`` by ``python -m prefgui.engine.options_gen``;
do not edit by hand. ``Rules.opt`` holds one ``OptionValues`` per table; its fields
are declared by its bases, one per group of phases.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal

_NAMES = (
    "direction",
    "all_pass",
    "hold",
    "raise_step",
    "hand_bid_only_before_plain_bid",
    "one_more_rule",
    "illustrated_ranking",
    "illustrated_form",
    "ladder",
    "talon_shown",
    "widow_order",
    "invitation",
    "first_defender_may_invite",
    "concession_window",
    "joint_concession",
    "open_defender_comms",
    "contra",
    "contra_on",
    "contra_levels",
    "compulsory_contra_on_spades",
    "must_trump",
    "must_head",
    "first_lead",
    "sans_first_lead",
    "slam6_run",
    "dealer_unit_payer",
    "invite_fail_penalty",
    "inviter_gets_dealer_unit",
    "concession_invited",
    "multiply_by_contract_value",
    "original_scoring",
    "original_multiplier_basis",
    "rounding",
    "original_scope",
    "pot_shortfall",
    "defence_quota",
    "invited_trick_credit",
    "sans_defender_payments",
    "bank_model",
    "balkan_concession",
    "refa",
    "refa_limit",
    "refa_limit_scope",
    "refa_consume",
    "hand_value_plus_one",
    "equal_talon_payment",
    "overtrick_payment",
    "american_payout",
    "payout_table",
    "failure_penalty",
    "preference_bonus",
    "preference_bonus_scope",
    "preference_bonus_payers",
    "four_aces_bonus",
    "four_aces_count",
    "no_ace_bonus",
    "no_ace_hand_games",
    "conventions_status",
    "c1_compensation",
    "c3_high",
    "pool_size",
    "misere_first_call_only",
    "no_talon_bids",
    "ten",
    "half_whist_levels",
    "half_whist_flow",
    "half_whist_override",
    "stalingrad",
    "open_whist_exposure",
    "misere_exposure",
    "whist_rate",
    "fail_rate",
    "consolation_rate",
    "consolation_to",
    "lone_whister",
    "whister_penalty_rate",
    "two_whister_liability",
    "high_contract_liability",
    "misere_fail",
    "pool_weight",
    "pool_cap",
    "help",
    "end_condition",
    "finish_after_raspasy_exit",
    "raspasy_recording",
    "raspasy_progression",
    "raspasy_zero_bonus",
    "raspasy_amnesty",
    "raspasy_whists",
    "raspasy_whists_basis",
    "raspasy_talon",
    "raspasy_talon_unfollowed",
    "raspasy_trick3_lead",
    "raspasy_dealer_scores",
    "raspasy_reset",
    "raspasy_exit",
    "misere_allowed_after_raspasy",
    "without_three",
    "dealer_talon_bonus",
)
"""Every option's name, in the order of the option table."""


class _DealOptions:
    """The options about the table, the auction and the talon."""

    __slots__ = (
        "direction",
        "all_pass",
        "hold",
        "raise_step",
        "hand_bid_only_before_plain_bid",
        "one_more_rule",
        "illustrated_ranking",
        "illustrated_form",
        "ladder",
        "talon_shown",
        "widow_order",
        "pool_size",
        "misere_first_call_only",
        "no_talon_bids",
        "raspasy_exit",
        "misere_allowed_after_raspasy",
        "without_three",
    )

    direction: Literal["cw", "acw"]
    """Direction of dealing and play (only how the table is drawn) (AMB-01)."""
    all_pass: Literal["last_player_forced", "redeal"] | None
    """When all pass: the last player must bid, or the deal is void (AMB-02)."""
    hold: bool | Literal["none", "through_passer", "seniority"] | None
    """An earlier seat may hold (take over) the current bid (AMB-40)."""
    raise_step: Literal["any", "exactly_one"] | None
    """Overcalls may jump, or must be exactly one higher (AMB-08)."""
    hand_bid_only_before_plain_bid: bool
    """A player who has made a plain bid or hold may no longer bid hand (AMB-07)."""
    one_more_rule: bool
    """Plain bids only one more than the current bid; no hand bid after a plain one (§4.4)."""
    illustrated_ranking: Literal["open_exception", "plain"] | None
    """Plain open misère/slam rank above the hand 1–6 bids, or all hand bids rank above all
    plain bids (AMB-14)."""
    illustrated_form: Literal["open_contracts", "six_in_a_row"] | None
    """Contracts 5–8 with open misère and open slam, or only misère and a six-in-a-row slam
    (§3.4)."""
    ladder: Literal["standard", "sans7", "extended", "extended_no_one", "serbian"] | None
    """The contracts above the suits: misère, slam, sans, one-trick game (§4.2)."""
    talon_shown: bool
    """The declarer shows the talon to the defenders before taking it (AMB-36)."""
    widow_order: Literal["foster", "uspcc"] | None
    """After a second-round win: take the widow then discard, or discard then take it
    (AMB-31)."""
    pool_size: int | None
    """The agreed size of each pool: the pulka is played until the pools reach it (§13.10)."""
    misere_first_call_only: bool
    """Misère may be bid only as a player's first call (AMB-R-01)."""
    no_talon_bids: bool
    """Bids without taking the talon (not played) (AMB-R-27)."""
    raspasy_exit: tuple[int, ...] | None
    """The lowest contract allowed after one, two, … all-pass deals (AMB-R-17)."""
    misere_allowed_after_raspasy: bool
    """Misère may be bid after an all-pass deal (AMB-R-17)."""
    without_three: bool
    """A declarer of six or seven may concede three down instead of discarding (AMB-R-28)."""


class _PlayOptions(_DealOptions):
    """The options about the defence, the play and the conventions."""

    __slots__ = (
        "invitation",
        "first_defender_may_invite",
        "concession_window",
        "joint_concession",
        "open_defender_comms",
        "contra",
        "contra_on",
        "contra_levels",
        "compulsory_contra_on_spades",
        "must_trump",
        "must_head",
        "first_lead",
        "sans_first_lead",
        "slam6_run",
        "conventions_status",
        "c1_compensation",
        "c3_high",
        "ten",
        "half_whist_levels",
        "half_whist_flow",
        "half_whist_override",
        "stalingrad",
        "open_whist_exposure",
        "misere_exposure",
        "raspasy_talon",
        "raspasy_talon_unfollowed",
        "raspasy_trick3_lead",
    )

    invitation: bool
    """A defender may invite his partner who dropped out (AMB-06)."""
    first_defender_may_invite: bool
    """If the first defender plays and the second drops, the first may invite him (§2.6)."""
    concession_window: Literal["after_defence", "any_time_before_lead"] | None
    """The declarer may give up after the defenders' decisions, or any time before the first
    card (AMB-04)."""
    joint_concession: bool
    """In misère and slam both defenders together may concede the contract (AMB-15)."""
    open_defender_comms: Literal["table_talk", "none", "full_view"] | None
    """In open contracts the defenders may discuss the play (AMB-18)."""
    contra: bool
    """A defender may say contra (doubles), the declarer recontra (AMB-23)."""
    contra_on: Literal["all", "trick_contracts"] | None
    """Contra on every contract, or only on trick contracts (AMB-23)."""
    contra_levels: Literal[2, 4] | None
    """Contra and recontra only, or also subcontra and mortcontra (×8, ×16) (AMB-23)."""
    compulsory_contra_on_spades: bool
    """Against spades a defender who plays must say contra (AMB-23)."""
    must_trump: bool
    """A player who cannot follow suit must trump if he can (§1.4)."""
    must_head: bool
    """A player must beat the card winning the trick if he can (AMB-32)."""
    first_lead: Literal["declarer", "forehand"] | Literal["forehand", "after_declarer"] | None
    """Who leads to the first trick (AMB-20)."""
    sans_first_lead: Literal["as_first_lead", "defender_before_declarer"] | None
    """In sans the defender before the declarer may lead first (AMB-20)."""
    slam6_run: Literal["any_run", "from_trick_1"] | None
    """Six-in-a-row slam: any six consecutive tricks, or the first six (AMB-17)."""
    conventions_status: Literal["advisory", "off", "ethical", "integral_c1"] | None
    """Defender conventions C1–C3: advice, off, an ethical duty, or C1 as a law (§7.6)."""
    c1_compensation: bool
    """Under the ethical duty, the customary compensation for a trick taken from the partner
    against C1 is settled with the deal (§7.6)."""
    c3_high: Literal["A_or_K", "top_two_outstanding"] | None
    """C3 'very high' means ace or king, or one of the top two cards still out (§7.5)."""
    ten: Literal["whistable", "checked"] | None
    """A ten-trick contract is whisted (quota 1), or checked: played open, no whists
    (AMB-R-03)."""
    half_whist_levels: tuple[int, ...] | None
    """The contracts on which a lone defender may take half a whist (AMB-R-04)."""
    half_whist_flow: Literal["second_only", "either_with_return"] | None
    """Only the second defender may half-whist, or either, with a call back to the first
    (AMB-R-05)."""
    half_whist_override: Literal["as_passer", "forfeits"] | None
    """A half-whister whose partner whists after all is a passer, or gets nothing (AMB-R-30)."""
    stalingrad: bool
    """Against six spades both defenders must whist, and play closed (AMB-R-21)."""
    open_whist_exposure: Literal["before_first_lead", "after_first_card"] | None
    """An open whist lays the defenders' hands down before the first lead, or after the first
    card (AMB-R-10)."""
    misere_exposure: Literal["after_first_card", "before_first_lead"] | None
    """The catchers of a misère lay their hands down after the first card, or before it
    (AMB-R-11)."""
    raspasy_talon: Literal["lead_two", "unused"] | None
    """In an all-pass deal the talon cards lead the first two tricks, or are not used
    (AMB-R-12)."""
    raspasy_talon_unfollowed: Literal["forehand", "nobody"] | None
    """A talon-led trick that nobody follows goes to the forehand, or to nobody (AMB-R-12)."""
    raspasy_trick3_lead: Literal["forehand", "winner"] | None
    """After the talon tricks the forehand leads, or the winner of the second (AMB-R-13)."""


class _ScoringOptions(_PlayOptions):
    """The options about the scoring and the bonuses of the European variants."""

    __slots__ = (
        "dealer_unit_payer",
        "invite_fail_penalty",
        "inviter_gets_dealer_unit",
        "concession_invited",
        "multiply_by_contract_value",
        "original_scoring",
        "original_multiplier_basis",
        "rounding",
        "original_scope",
        "pot_shortfall",
        "defence_quota",
        "invited_trick_credit",
        "sans_defender_payments",
        "bank_model",
        "balkan_concession",
        "refa",
        "refa_limit",
        "refa_limit_scope",
        "refa_consume",
        "hand_value_plus_one",
        "equal_talon_payment",
        "overtrick_payment",
        "american_payout",
        "payout_table",
        "failure_penalty",
        "preference_bonus",
        "preference_bonus_scope",
        "preference_bonus_payers",
        "four_aces_bonus",
        "four_aces_count",
        "no_ace_bonus",
        "no_ace_hand_games",
    )

    dealer_unit_payer: Literal["dealer", "declarer"] | None
    """Who pays the unit to each defender who took 2 tricks (AMB-03)."""
    invite_fail_penalty: Literal[1, 10] | None
    """What an inviter pays the pot when the defence takes fewer than 4 (AMB-05)."""
    inviter_gets_dealer_unit: bool
    """An inviter whose defence takes 4 receives the dealer's unit (AMB-05)."""
    concession_invited: Literal["inviter_5", "both_3"] | None
    """A concession against an invited defence: 5 to the inviter, or 3 each (AMB-04)."""
    multiply_by_contract_value: bool
    """Every payment is multiplied by the contract's number (1–4) (§2.9)."""
    original_scoring: bool
    """The dealer stakes 10; payments scale with the pot (pot/10) (AMB-12)."""
    original_multiplier_basis: Literal["after_dealer_stake", "before"] | None
    """Original scoring: measure the pot after or before the dealer's 10 (AMB-12)."""
    rounding: Literal["exact", "floor", "half_up"] | None
    """Original scoring: exact fractions, or rounded amounts (AMB-12)."""
    original_scope: Literal["all", "pot_payments_only"] | None
    """Original scoring scales every payment, or only those to and from the pot (AMB-12)."""
    pot_shortfall: Literal["pay_available", "allow_negative"] | None
    """When a payout exceeds the pot: pay what it holds, or let it go negative (AMB-13)."""
    defence_quota: Literal["individual", "joint"] | None
    """Each defender needs 2 tricks, or nobody pays if the defence takes 4 (AMB-34)."""
    invited_trick_credit: Literal["inviter", "invited", "nobody"] | None
    """Who is paid for the invited defender's tricks (AMB-19)."""
    sans_defender_payments: bool
    """Sans counts as a trick contract for defender quotas and trick payments (AMB-22)."""
    bank_model: Literal["account", "pot"] | None
    """The bank is an unlimited account, or a pot that pays out what it holds (AMB-13)."""
    balkan_concession: Literal["as_failure", "failure_plus_tricks_k"] | None
    """A concession scores as a failure, plus (second value) 2 tricks' payment to each playing
    defender (AMB-21)."""
    refa: bool
    """After an all-pass each player gets a refa mark that doubles his next contract (§4.8)."""
    refa_limit: int | None
    """Most rounds of refa marks in a session (0 = no limit) (§4.8)."""
    refa_limit_scope: Literal["session", "marks_per_player"] | None
    """The refa limit counts the rounds of marks in a session, or the unused marks each player
    may hold (AMB-24)."""
    refa_consume: Literal["on_declare", "on_play_only"] | None
    """A refa mark is used by every contract, or only when cards are played (AMB-24)."""
    hand_value_plus_one: bool
    """A hand contract is worth one more (AMB-29)."""
    equal_talon_payment: Literal[2, 4, 0] | None
    """What the declarer pays the dealer when the talon cards are a pair (AMB-27)."""
    overtrick_payment: Literal["per_defender", "total"] | None
    """Over- and undertricks are paid to each defender, or once in all (AMB-28)."""
    american_payout: Literal["per_contract", "per_trick"] | None
    """The pot rewards a made contract once, or per trick taken (AMB-31)."""
    payout_table: int | tuple[tuple[str, int], ...] | None
    """The reward from the pot: one amount, or one per trump suit (AMB-31)."""
    failure_penalty: int | Literal["reward"] | None
    """What a failing declarer pays into the pot (or the same as the reward) (AMB-31)."""
    preference_bonus: bool
    """Préférence (hand hearts) wins or costs 10 from or to each opponent (AMB-09)."""
    preference_bonus_scope: Literal["hand_hearts", "all_contracts"] | None
    """The Préférence bonus applies to hand hearts only, or to every contract (AMB-09)."""
    preference_bonus_payers: Literal["both_opponents", "playing_defenders"] | None
    """Who pays or receives the Préférence bonus (AMB-09)."""
    four_aces_bonus: bool
    """A declarer who plays holding all four aces gets 10 from each opponent (AMB-10)."""
    four_aces_count: Literal["played_hand", "twelve_cards"] | None
    """The four aces must be in the ten cards played, or anywhere in the twelve (AMB-10)."""
    no_ace_bonus: bool
    """A declarer without an ace may announce it for 10 from or to each opponent (AMB-11)."""
    no_ace_hand_games: Literal["ten_cards", "not_allowed"] | None
    """In hand games the no-ace announcement judges the ten cards held, or is not allowed
    (AMB-11)."""


class _RussianScoringOptions(_ScoringOptions):
    """The options about the scoring of the Russian variants."""

    __slots__ = (
        "whist_rate",
        "fail_rate",
        "consolation_rate",
        "consolation_to",
        "lone_whister",
        "whister_penalty_rate",
        "two_whister_liability",
        "high_contract_liability",
        "misere_fail",
        "pool_weight",
        "pool_cap",
        "help",
        "end_condition",
        "finish_after_raspasy_exit",
        "raspasy_recording",
        "raspasy_progression",
        "raspasy_zero_bonus",
        "raspasy_amnesty",
        "raspasy_whists",
        "raspasy_whists_basis",
        "raspasy_dealer_scores",
        "raspasy_reset",
        "dealer_talon_bonus",
    )

    whist_rate: Literal[1, 2] | None
    """Whists for each trick of the defence, in contract prices (§13.8.2)."""
    fail_rate: Literal[1, 2] | None
    """Mountain for each undertrick of the declarer, in contract prices (§13.8.2)."""
    consolation_rate: Literal[0, 1, 2] | None
    """Whists of consolation for each undertrick, in contract prices (§13.8.2)."""
    consolation_to: Literal["all", "defenders", "whisters"] | None
    """Who receives consolation from a failed declarer (AMB-R-07)."""
    lone_whister: Literal["greedy", "gentleman", "own_tricks"] | None
    """A lone whister's whists on a failed contract: all the defence's tricks, shared with the
    passer, or only his own (AMB-R-06)."""
    whister_penalty_rate: Literal[1, 2] | None
    """Mountain for each trick a whister's defence fell short, in contract prices (AMB-R-08)."""
    two_whister_liability: Literal["joint", "individual"] | None
    """Two whisters short on six or seven: charged up to the deficit, or each for his half
    (AMB-R-08)."""
    high_contract_liability: Literal["second_whister", "none"] | None
    """Two whisters who take nothing against eight or more: the second pays, or nobody
    (AMB-R-09)."""
    misere_fail: int | None
    """Mountain for each trick a misère declarer takes (§13.8.5)."""
    pool_weight: Literal[1, 2] | None
    """What a pool point is worth against a mountain point at the settlement (§13.11)."""
    pool_cap: bool
    """A pool stops at its size; what is over helps other pools or comes off the mountain
    (§13.10)."""
    help: Literal["largest_first", "none"] | None
    """Points over a full pool close the largest open pool first, or come off the mountain
    (AMB-R-19)."""
    end_condition: Literal["pools", "time"] | None
    """The pulka ends when the pools are full, or when the players agree (time) (AMB-R-20)."""
    finish_after_raspasy_exit: bool
    """The pulka does not end during a series of all-pass deals (AMB-R-20)."""
    raspasy_recording: Literal["mountain", "whists"] | None
    """All-pass deals are written on the mountain, or as whists (§13.9.2)."""
    raspasy_progression: tuple[int, ...] | None
    """The price of a trick in consecutive all-pass deals (AMB-R-14)."""
    raspasy_zero_bonus: Literal["price", "one"] | None
    """A player with no trick in an all-pass deal writes the trick price in his pool, or 1
    (AMB-R-15)."""
    raspasy_amnesty: bool
    """In an all-pass deal everyone is charged only for tricks above the fewest taken
    (AMB-R-16)."""
    raspasy_whists: int | None
    """Whists per trick written by the player or players with the fewest tricks when all-pass
    deals are whists (AMB-R-18)."""
    raspasy_whists_basis: Literal["tricks", "excess_over_min"] | None
    """Those whists count every trick, or only tricks above the fewest taken (AMB-R-18)."""
    raspasy_dealer_scores: bool
    """With four players the dealer is scored in all-pass deals on his talon tricks
    (AMB-R-29)."""
    raspasy_reset: Literal["any_contract", "made_contract", "made_whisted"] | None
    """What ends a series of all-pass deals: any contract, a made one, or a made whisted one
    (AMB-R-17)."""
    dealer_talon_bonus: bool
    """Bonuses for the four-player dealer's talon (not played) (AMB-R-23)."""


class OptionValues(_RussianScoringOptions):
    """Every option of one table: ``False`` / ``None`` where the variant lacks it.

    A plain slotted class rather than a dataclass: it is built once per table and
    only read, and it loads faster."""

    __slots__ = ()

    def __init__(self, values: Mapping[str, object]) -> None:
        """Take every field from ``values`` (checked against the table already)."""
        for name in _NAMES:
            object.__setattr__(self, name, values[name])

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("option values are immutable")

    def __repr__(self) -> str:
        fields = ", ".join(f"{n}={getattr(self, n)!r}" for n in _NAMES)
        return f"OptionValues({fields})"
