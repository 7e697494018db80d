"""RuleSet: a variant, the number of players and every option resolved (RULES.md App. A).

``Rules`` is immutable and hashable. Options are read through ``rules.opt``, a typed
``OptionValues`` generated from the option table (``rules.opt.contra`` is a ``bool``,
``rules.opt.bank_model`` a ``Literal``), so a misspelt option is an error for mypy. The
options most used in play are also plain attributes, precomputed once, because legal-move
generation reads them on every card. What differs between the variants is asked of the
rules object — ``has_bank``, ``has_pot``, ``has_concession``, ``conventions_apply``,
``decision_mode``, ``contra_ends_decisions``, ``first_lead`` … — and not of its ``variant``
(a ``Variant`` member), so that a new variant answers these questions in this one place.
The ladders (``contracts.py``), the option table and the scoring modules are the other
places that know the variants by name.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from prefgui.engine.contracts import ContractType, Kind, bid_key, ladder
from prefgui.engine.errors import OptionError
from prefgui.engine.option_values import OptionValues
from prefgui.engine.options import (
    OPTIONS,
    OptionValue,
    canonical_variant,
    is_flag,
    overrides_of,
    resolve_options,
)
from prefgui.engine.vocab import DecisionMode, FirstLead, Variant

# The deal packets of §1.3: numbers are cards to each active seat, "T" the talon.
DEAL_SCHEMES: dict[Variant, tuple[int | str, ...]] = {
    Variant.AUSTRIAN: (3, "T", 4, 3),
    Variant.ILLUSTRATED: (3, "T", 4, 3),
    Variant.AMERICAN: (3, "T", 4, 3),
    Variant.BALKAN: (5, "T", 5),
    Variant.SWABIAN: (5, "T", 5),
    # Russian: packets of two, the talon neither first nor last (§13.2.5; after the 4th [OP])
    Variant.SOCHI: (2, 2, 2, 2, "T", 2),
    Variant.LENINGRAD: (2, 2, 2, 2, "T", 2),
    Variant.ROSTOV: (2, 2, 2, 2, "T", 2),
}


class _MoneyRules:
    """The variant's answers about the money.

    The pot or bank, its refill, who pays a made contract (RULES §2.1, §4.10, §5, §6).
    """

    __slots__ = ()
    variant: Variant
    opt: OptionValues

    @property
    def has_pot(self) -> bool:
        """Whether the table keeps a pot (in the Balkan game called the bank).

        Not in the Danube Swabian game, where the players pay each other, nor in the
        Russian game, which keeps a pulka (pool, mountain, whists) instead.
        """
        return self.variant is not Variant.SWABIAN and not self.variant.is_russian

    @property
    def has_bank(self) -> bool:
        """Whether the shared account is a bank (§4.10, AMB-13).

        The Western Balkan and Hungarian game, unless ``bank_model = pot`` makes it a pot
        that pays only what it holds.
        """
        return self.variant is Variant.BALKAN and self.opt.bank_model != "pot"

    @property
    def refills_pot(self) -> bool:
        """Whether the players pay into the pot when it is empty before a deal (§2.1).

        Every table with a pot; a bank is an unlimited account and is never refilled.
        """
        return self.has_pot and not self.has_bank

    @property
    def defenders_pay_declarer(self) -> bool:
        """Whether each defender pays a made contract to the declarer, by its bid.

        The Danube Swabian game (§5): an opponent's bid left standing costs the others
        what his contract wins.
        """
        return self.variant is Variant.SWABIAN

    @property
    def pays_from_payout_table(self) -> bool:
        """Whether a made contract draws its reward from the pot by ``payout_table``.

        The American game (§6): an opponent's bid or offer left standing costs the others
        their share of the pot.
        """
        return self.variant is Variant.AMERICAN

    @property
    def uses_pot(self) -> bool:
        """Whether the deal pays to and from a pot limited by what it holds."""
        if self.variant is Variant.BALKAN:
            return self.opt.bank_model == "pot"
        if self.variant is Variant.SWABIAN:
            return False
        return self.opt.pot_shortfall == "pay_available"


class _DefenceRules:
    """The variant's answers about the defence.

    What the defenders decide, their quota, contra, who leads first, the declarer's
    concession (RULES §2.6, §3.2, §4.6–4.7, §5, §12.8, §12.11).
    """

    __slots__ = ()
    variant: Variant
    opt: OptionValues

    @property
    def has_concession(self) -> bool:
        """Whether the declarer may concede without play (§12.11)."""
        return self.variant in (Variant.AUSTRIAN, Variant.ILLUSTRATED, Variant.BALKAN)

    def decision_mode(self, contract: ContractType) -> DecisionMode:
        """What the defenders decide after ``contract`` is declared."""
        v = self.variant
        if v is Variant.AUSTRIAN or (v is Variant.ILLUSTRATED and contract.number <= 4):
            return DecisionMode.PLAIN
        if v is Variant.ILLUSTRATED:
            return DecisionMode.JOINT if self.opt.joint_concession else DecisionMode.NONE
        if v is Variant.BALKAN:
            if contract.kind in (Kind.SUIT, Kind.SANS, Kind.ONE_TRICK):
                return DecisionMode.PLAIN
            return DecisionMode.CONTRA_ONLY if self.contra_allowed(contract) else (
                DecisionMode.NONE)
        if v is Variant.SWABIAN:
            return DecisionMode.CONTRA_ONLY if self.opt.contra else DecisionMode.NONE
        return DecisionMode.NONE

    def defender_quota(self, contract: ContractType) -> int:
        """The tricks each playing defender must take or pay (§2.8, §4.10).

        0 where the contract sets no defender quota: Illustrated 5–8, Balkan misère, slam
        and the one-trick game (sans too when ``sans_defender_payments`` is off), every
        Danube Swabian and American contract. Balkan ``defence_quota = joint`` also lets
        two defenders off together with 4 tricks; a contra-giver's defence needs 5.
        """
        v = self.variant
        if v is Variant.AUSTRIAN or (v is Variant.ILLUSTRATED and contract.number <= 4):
            return 2
        if v is Variant.BALKAN and (contract.kind is Kind.SUIT or (
                contract.kind is Kind.SANS and self.opt.sans_defender_payments)):
            return 2
        return 0

    def contra_allowed(self, contract: ContractType) -> bool:
        """Whether a defender may say contra against ``contract`` (option ``contra``)."""
        if not self.opt.contra:
            return False
        if self.opt.contra_on == "trick_contracts":  # Western Balkan only
            return contract.kind in (Kind.SUIT, Kind.SANS, Kind.ONE_TRICK)
        return True

    @property
    def contra_ends_decisions(self) -> bool:
        """Whether a contra ends the defence decisions at once (§12.8).

        Western Balkan: the other defender is invited and the declarer answers now. In the
        Danube Swabian game each defender decides, and the contras are answered after.
        """
        return self.variant is Variant.BALKAN

    @property
    def max_contra_level(self) -> int:
        """How far contra and recontra go: 2 (contra, recontra), or 4 (``contra_levels``)."""
        return 4 if self.opt.contra_levels == 4 else 2

    def first_lead(self, contract: ContractType) -> FirstLead:
        """Who leads to the first trick of ``contract`` (§1.5, §6, §12.13)."""
        if self.variant is Variant.AMERICAN:
            return FirstLead.AFTER_DECLARER
        if (contract.kind is Kind.SANS
                and self.opt.sans_first_lead == "defender_before_declarer"):  # Balkan
            return FirstLead.DEFENDER_BEFORE_DECLARER
        if self.opt.first_lead == "forehand":  # Balkan
            return FirstLead.FOREHAND
        return FirstLead.DECLARER


class Rules(_MoneyRules, _DefenceRules):
    """The rules of one table: variant, player count and options.

    Attributes:
        variant: rules family (``austrian``, ``illustrated``, ``balkan``, ``swabian``,
            ``american``).
        name: the variant name as given (``hungarian`` keeps its name for display).
        players: 3, or 4 with the dealer sitting out.
        options: every option of the variant, resolved.
        opt: the same options as typed fields (``False``/``None`` where the variant does
            not have one).

    The answers about the money and the defence are its bases' (``_MoneyRules``,
    ``_DefenceRules``).
    """

    __slots__ = (
        "variant", "name", "players", "options", "opt", "must_trump", "must_head", "european",
        "ladder", "min_number", "_ranking", "_hash",
    )

    variant: Variant
    name: str
    players: int
    options: Mapping[str, OptionValue]
    opt: OptionValues
    must_trump: bool
    must_head: bool
    european: bool
    ladder: Mapping[int, ContractType]
    min_number: int
    _ranking: str
    _hash: int

    def __init__(self, variant: str = "austrian", options: Mapping[str, object] | None = None,
                 players: int = 3) -> None:
        fam = Variant(canonical_variant(variant))
        if players not in fam.players:
            raise OptionError(f"{players} players are not possible in the {fam} variant",
                              "players", players=players)
        opts = resolve_options(fam, options or {})
        s = object.__setattr__
        s(self, "variant", fam)
        s(self, "name", variant)
        s(self, "players", players)
        s(self, "options", opts)
        # resolve_options has checked every value against the table the fields come from
        s(self, "opt", OptionValues({o.name: opts.get(o.name, False if is_flag(o) else None)
                                     for o in OPTIONS}))
        s(self, "must_trump", bool(opts["must_trump"]))
        s(self, "must_head", bool(opts["must_head"]))
        s(self, "european", fam.is_european)
        # The Russian ladder is not a numbered one (``engine.russian.ladder``).
        lad = {} if fam.is_russian else ladder(fam, str(opts.get("ladder", "standard")),
                                               str(opts.get("illustrated_form",
                                                            "open_contracts")))
        s(self, "ladder", lad)
        s(self, "min_number", min(lad) if lad else 0)
        s(self, "_ranking", str(opts.get("illustrated_ranking", "plain")))
        s(self, "_hash", hash((fam, variant, players, tuple(sorted(opts.items())))))

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("Rules is immutable")

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Rules) and other.variant == self.variant
                and other.name == self.name and other.players == self.players
                and other.options == self.options)

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        return f"Rules({self.name!r}, {self.overrides()!r}, players={self.players})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (Rules, (self.name, self.overrides(), self.players))

    # Options ----------------------------------------------------------------------------
    def overrides(self) -> dict[str, object]:
        """The options that differ from the variant's defaults (as in a deal record)."""
        return overrides_of(self.variant, self.options)

    # Derived rules --------------------------------------------------------------------
    def bid_key(self, number: int, hand: bool) -> tuple[int, int]:
        """Ranking key of a bid (§2.2, §3.1)."""
        return bid_key(self.variant, number, hand, self._ranking)

    @property
    def deal_scheme(self) -> tuple[int | str, ...]:
        """Packets of the deal (§1.3)."""
        return DEAL_SCHEMES[self.variant]

    @property
    def is_russian(self) -> bool:
        """Sochi, Leningrad or Rostov: whists, raspasy and the pulka (RULES §13)."""
        return self.variant.is_russian

    @property
    def is_american(self) -> bool:
        """The American game (suit auction, offers, widow; §6)."""
        return self.variant is Variant.AMERICAN

    @property
    def preference_bid(self) -> int | None:
        """The number of the hand bid called "Préférence", or None where none is.

        The Austrian hand bid in hearts (§2.2).
        """
        return 4 if self.variant is Variant.AUSTRIAN else None

    @property
    def has_conventions(self) -> bool:
        """Whether the variant knows the defender conventions of §7 at all (§7.2)."""
        return (self.variant not in (Variant.SWABIAN, Variant.AMERICAN)
                and not self.variant.is_russian)

    @property
    def conventions_apply(self) -> bool:
        """Whether the defender conventions of §7 apply at this table (not switched off)."""
        return self.has_conventions and self.opt.conventions_status != "off"

    @property
    def scores_unplayed_cards(self) -> bool:
        """Whether a deal's score can depend on cards beyond the tricks played.

        The four-aces bonus looks at the declarer's hand, the Danube Swabian equal talon
        cards at the talon: the computer players then value each sampled world apart.
        """
        return self.opt.four_aces_bonus or self.variant is Variant.SWABIAN
