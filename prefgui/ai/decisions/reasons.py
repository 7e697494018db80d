"""Why a computer player chose its action, as a typed value (never prose).

A :class:`Reason` is a :class:`ReasonCode` with typed arguments (cards as ints, a contract
number of the table's ladder, whether the conventions narrowed the choice) and a separate
set of figures (:class:`Figures`: equities, tricks, samples). The user interface turns it
into translated text in one place (``prefgui.ui.words.reasons``), with the figures on a line of
their own.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum


class ReasonCode(Enum):
    """What a reason says (each renders as one sentence of the user interface)."""

    NONE = "none"  # no reason to give (a side action offered but not taken)
    ONLY_CHOICE = "only_choice"  # one legal action
    ONLY_CARD = "only_card"  # one legal card
    EQUIVALENT_CARDS = "equivalent_cards"  # every legal card is as good as the others
    RULE_OF_THUMB = "rule_of_thumb"  # a card or discard by rule of thumb
    HUNCH = "hunch"  # a beginner's card played too high or too low
    NO_TIME = "no_time"  # not one sample solved in time: rule of thumb
    FALLBACK = "fallback"  # the search failed: rule of thumb (figures.error names why)
    TRICKS_EXPECTED = "tricks_expected"  # a call or contract by a trick estimate
    TOO_WEAK = "too_weak"  # pass or drop: too few tricks expected
    FORCED_BID = "forced_bid"  # the rules leave no pass
    NO_RECONTRA = "no_recontra"  # a beginner never recontras
    NO_CONTRA = "no_contra"  # a beginner never says contra
    INVITE_PARTNER = "invite_partner"  # some tricks of his own, not enough alone
    SHORT_SUITS = "short_suits"  # discard the low cards of the short side suits
    BEST_CARD = "best_card"  # card play: the best card over the samples
    ALL_CARDS_EQUAL = "all_cards_equal"  # card play: every card came out equal
    NO_BID_POSSIBLE = "no_bid_possible"  # pass: no bid is legal
    NOTHING_PLAYABLE = "nothing_playable"  # pass: no contract in reach looks playable
    PASS_WORTH_MORE = "pass_worth_more"  # pass: the best contract in reach is worth too little
    CONTRACT_WORTH = "contract_worth"  # a bid, hold or declaration valued by search
    DECLARING_WORTH = "declaring_worth"  # an American offer: declaring is worth it
    DISCARD_FOR = "discard_for"  # two discards chosen for a contract
    ONLY_PROMISING = "only_promising"  # the one promising contract is declared
    OPTION_WORTH = "option_worth"  # defend, drop, invite, contra, … valued by search
    BETTER_THAN_PLAYING_ON = "better_than_playing_on"  # announce or concede
    # the Russian game (figures in whists, or tricks for a card: ``Figures.options``)
    RU_WHIST_CALL = "ru_whist_call"  # whist, pass or half-whist: the most whists expected
    RU_BID = "ru_bid"  # a bid (or "here"): the contract is worth more whists than passing
    RU_PASS = "ru_pass"  # pass: no contract in reach is worth more whists than passing
    RU_MISERE = "ru_misere"  # misère: worth the most whists with this hand
    RU_DISCARD = "ru_discard"  # the discard worth the most whists
    RU_DECLARE = "ru_declare"  # the contract declared worth the most whists
    RU_WITHOUT_THREE = "ru_without_three"  # giving up costs fewer whists than playing
    RU_OPEN = "ru_open"  # the lone whister plays open: he sees both defending hands


@dataclass(frozen=True, slots=True)
class Figures:
    """The figures behind a reason (each None or empty when it does not apply).

    Attributes:
        tricks: tricks expected by rule of thumb.
        worth: the chosen option's mean equity in units per deal.
        gap: how many units the chosen card is better than the runner-up.
        samples: sampled deals solved.
        made: of those, deals in which the contract was made.
        playing_on: the equity of playing on (against an announcement or concession).
        others: the other options considered, as (engine verb, mean equity).
        error: the kind of failure (an exception's class name) of a fallback.
        cards: card play: every legal card's mean equity, as (card, units), lowest card
            first (empty where not computed).
        keeping: card play: the legal cards that keep the defender conventions (empty
            where they did not narrow the choice).
        options: every option weighed, as (action or card, its mean value) (the Russian
            players: whists for a call, tricks for a card).
        unit: what ``options`` count: ``whists``; for a card ``own_tricks``,
            ``side_tricks`` or ``declarer_tricks`` (from this trick on).
    """

    tricks: float | None = None
    worth: float | None = None
    gap: float | None = None
    samples: int | None = None
    made: int | None = None
    playing_on: float | None = None
    others: tuple[tuple[str, float], ...] = ()
    error: str = ""
    cards: tuple[tuple[int, float], ...] = ()
    keeping: tuple[int, ...] = ()
    options: tuple[tuple[object, float], ...] = ()
    unit: str = ""


@dataclass(frozen=True, slots=True)
class Reason:
    """Why an action was chosen.

    Attributes:
        code: what the reason says.
        card: the card concerned (the card played, the first discard).
        other_card: a second card (the runner-up card, the second discard).
        contract: a contract number of the table's ladder.
        hand_game: the contract is played without the talon.
        conventions: the defender conventions narrowed the cards to choose from.
        convention: the convention that did (``C1``, ``C2``, ``C3``; '' if unknown).
        figures: the figures behind it.
    """

    code: ReasonCode = ReasonCode.NONE
    card: int | None = None
    other_card: int | None = None
    contract: int | None = None
    hand_game: bool = False
    conventions: bool = False
    convention: str = ""
    figures: Figures = field(default_factory=Figures)
