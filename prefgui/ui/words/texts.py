"""The single map from engine codes to translated, player-facing text.

The engine speaks in codes (verbs, kinds, reason codes); everything a player reads comes
from here, through Qt's translation system.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from prefgui.engine.actions import (
    Action,
    Announce,
    Bid,
    BidSuit,
    ClosedWhist,
    Concede,
    Contra,
    Declare,
    DeclareSuit,
    Defend,
    Discard,
    Drop,
    HalfWhist,
    Here,
    Hold,
    Invite,
    Offer,
    OpenWhist,
    Pass,
    Play,
    Recontra,
    RuBid,
    RuDeclare,
    Seen,
    Whist,
    WithoutThree,
)
from prefgui.engine.cards import FRENCH_SYMBOLS
from prefgui.engine.contracts import ContractType, Kind, declarer_target
from prefgui.engine.rules import Rules
from prefgui.engine.russian.ladder import MISERE, level_of, strain_of
from prefgui.engine.scoring.base import Payment
from prefgui.engine.vocab import Role
from prefgui.ui.words.card_names import card_name
from prefgui.ui.words.option_texts import NAMES, VALUES


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """Translate ``text``. Module-level ``tr()`` calls are in lupdate's empty context."""
    return QCoreApplication.translate("", text, disambiguation, n)


def pot_label(rules: Rules, capital: bool = True) -> str:
    """The name of the table's shared account: "Bank" for a bank, else "Pot" (§4.10)."""
    if rules.has_bank:
        return tr("Bank") if capital else tr("bank")
    return tr("Pot") if capital else tr("pot")


def suit_name(suit: int, pack: str) -> str:
    if pack == "german":
        return (tr("Leaves"), tr("Acorns"), tr("Bells"), tr("Hearts", "German suit"))[suit]
    if pack == "hungarian":
        return (tr("Zöld"), tr("Makk"), tr("Tök"), tr("Piros"))[suit]
    return (tr("Spades"), tr("Clubs"), tr("Diamonds"), tr("Hearts"))[suit]


def suit_symbol(suit: int, pack: str) -> str:
    return FRENCH_SYMBOLS[suit] if pack == "french" else suit_name(suit, pack)


def french_rank(rank: int) -> str:
    """The index of a French-suited card (German packs print B D K A, for instance)."""
    if rank < 4:
        return ("7", "8", "9", "10")[rank]
    return french_ranks()[rank]


def french_ranks() -> tuple[str, ...]:
    """The indices of a French-suited card, 7 to ace (each card drawn asks for them)."""
    return ("7", "8", "9", "10", tr("J", "jack, card index"), tr("Q", "queen, card index"),
            tr("K", "king, card index"), tr("A", "ace, card index"))


def card_label(card: int, pack: str) -> str:
    """A card as a player reads it: '10♥', 'Ober of Bells'."""
    rank = card & 7
    if pack == "french":
        return french_rank(rank) + FRENCH_SYMBOLS[card >> 3]
    return card_name(card, pack)


def contract_name(ct: ContractType, pack: str) -> str:
    if ct.kind is Kind.SUIT:
        assert ct.trump is not None
        return f"{suit_symbol(ct.trump, pack)} {suit_name(ct.trump, pack)}" if pack == "french" \
            else suit_name(ct.trump, pack)
    names = {Kind.SANS: tr("Sans"), Kind.ONE_TRICK: tr("One trick"),
             Kind.MISERE: tr("Misère"), Kind.SLAM: tr("Slam")}
    name = names[ct.kind]
    if ct.open:
        name = tr("Open misère") if ct.kind is Kind.MISERE else tr("Open slam")
    if ct.six_in_a_row:
        name = tr("Slam (six in a row)")
    return name


def russian_bid(rank: int, pack: str) -> str:
    """A rung of the Russian ladder as players write it: 6♠ … 10 NT, misère."""
    if rank == MISERE:
        return tr("Misère")
    level, strain = level_of(rank), int(strain_of(rank))
    if strain == 4:
        return tr("{level} no trumps").format(level=level)
    if pack == "french":
        return f"{level}{FRENCH_SYMBOLS[strain]}"
    return f"{level} {suit_name(strain, pack)}"


def bid_name(rules: Rules, number: int, hand: bool, pack: str) -> str:
    if rules.is_russian:
        return russian_bid(number, pack)
    ct = rules.ladder.get(number)
    base = f"{number} · {contract_name(ct, pack)}" if ct else str(number)
    if hand and number == rules.preference_bid:
        return tr("Préférence (hand ♥)") if pack == "french" else tr("Préférence (hand hearts)")
    return tr("{bid} hand").format(bid=base) if hand else base


def action_label(a: Seen, rules: Rules, pack: str, hand: bool = False) -> str:
    """The button text of an action (``hand``: a declaration names a hand game so)."""
    if isinstance(a, Pass):
        return tr("Pass")
    if isinstance(a, Hold):
        return tr("Hold")
    if isinstance(a, RuBid | RuDeclare):
        return russian_bid(a.rank, pack)
    if isinstance(a, Bid):
        return bid_name(rules, a.number, a.hand, pack)
    if isinstance(a, BidSuit | DeclareSuit):
        return suit_name(a.number - 1, pack)  # American suit numbers S 1, C 2, D 3, H 4
    if isinstance(a, Declare):
        return bid_name(rules, a.number, hand, pack)
    if isinstance(a, Offer):
        return tr("Offer {n}").format(n=a.units)
    if isinstance(a, Play):
        return card_label(a.card, pack)
    if isinstance(a, Discard):
        return tr("Discard {first} and {second}").format(first=card_label(a.c1, pack),
                                                         second=card_label(a.c2, pack))
    labels = {Defend: tr("Defend"), Drop: tr("Drop out"), Invite: tr("Invite partner"),
              Contra: tr("Contra"), Recontra: tr("Recontra"), Concede: tr("Concede"),
              Announce: tr("Announce: no aces"), Here: tr("Here", "Russian: здесь"),
              WithoutThree: tr("Without three"), Whist: tr("Whist"),
              HalfWhist: tr("Half-whist"), OpenWhist: tr("Lay down (open)"),
              ClosedWhist: tr("Play closed")}
    return labels.get(type(a), a.text())


def defence_goal(rules: Rules, contract: ContractType, hand: bool = False) -> str:
    """What the defenders together play for where the contract sets no defender quota
    (Illustrated 5–8, Balkan misère, slam and one-trick game, every Danube Swabian
    contract): one sentence naming the real target."""
    if contract.kind is Kind.MISERE:
        return tr("No trick quota here: together you try to make the declarer take a trick.")
    if contract.kind is Kind.SLAM and contract.six_in_a_row:
        return tr("No trick quota here: together you try to keep the declarer from winning "
                  "six tricks in a row.")
    if contract.kind is Kind.SLAM:
        return tr("No trick quota here: one trick for either of you beats the slam.")
    if contract.kind is Kind.ONE_TRICK:
        return tr("No trick quota here: the declarer must take exactly one trick; together "
                  "you try to leave him none or give him a second.")
    return tr("No trick quota here: together you try to keep the declarer below {n} "
              "tricks.").format(n=declarer_target(rules.variant, contract, hand))


def action_help(a: Action, rules: Rules, contract: ContractType | None = None,
                hand: bool = False, with_goal: bool = True) -> str:
    """A one-line explanation for the action's button. For a defender's decision, given the
    declared ``contract`` (and whether it is a ``hand`` game), the buttons name the real
    target: a quota of 2 tricks only where the contract has one, the joint 5 tricks of a
    contra, a joint concession's condition. ``with_goal=False`` leaves out the goal sentence
    of a contract without a quota (the panel says it once, above the buttons)."""
    quota = rules.defender_quota(contract) if contract is not None else 2
    goal = defence_goal(rules, contract, hand) if contract is not None and not quota else ""
    said = " " + goal if with_goal else ""
    if isinstance(a, Defend) and goal:
        return tr("Play against the declarer.") + said
    if isinstance(a, Defend) and rules.opt.defence_quota == "joint":
        return tr("Play against the declarer: you need 2 tricks, or 4 together with your "
                  "partner.")
    if isinstance(a, Invite) and goal:
        return tr("Bring your partner back in: you play together, for you.") + said
    if isinstance(a, Contra) and contract is not None:
        if quota and rules.contra_ends_decisions:
            return tr("Double the stakes: your partner joins you, and together you need 5 "
                      "tricks, or you pay the defence's penalty.")
        if goal:
            return tr("Double the stakes: you expect the declarer to fail.") + said
    if isinstance(a, Concede) and goal:
        return tr("Give the declarer his contract without play; it counts only if your "
                  "partner concedes too.")
    helps = {
        Pass: tr("Stay out of the auction for good."),
        Hold: tr("Take over the current bid: your seat has priority."),
        Defend: tr("Play against the declarer: you need 2 tricks."),
        Drop: tr("Stay out of this deal: no stake, no risk."),
        Invite: tr("Bring your partner back in: the defence needs 4 tricks, for you."),
        Contra: tr("Double: you expect the declarer to fail."),
        Recontra: tr("Double again: you are sure of your contract."),
        Concede: tr("Give up the contract without play."),
        Announce: tr("You hold no ace: win or lose 10 from each opponent."),
    }
    if type(a) in helps:
        return helps[type(a)]
    if isinstance(a, Bid):
        return tr("A hand bid: you play without the talon.") if a.hand else tr(
            "You will take the talon and discard two cards.")
    if isinstance(a, Declare):
        return tr("Your contract: at least your bid.")
    if isinstance(a, BidSuit):
        return tr("Name this suit as trumps: you need 6 tricks.")
    if isinstance(a, Offer):
        return tr("Pay into the pot for the right to name trumps.")
    return ""


def role_name(role: Role) -> str:
    """The label of a seat's role ('' while undecided)."""
    return {Role.DECLARER: tr("Declarer"), Role.DEFENDER: tr("Defending"),
            Role.DROPPED: tr("Out"), Role.INVITER: tr("Inviting"), Role.INVITED: tr("Invited"),
            Role.CONTRA_GIVER: tr("Contra"), Role.OUT: tr("Sits out"),
            Role.CONCEDING: tr("Conceding"), Role.WHISTER: tr("Whisting"),
            Role.PASSER: tr("Passed"), Role.HALF_WHISTER: tr("Half-whist"),
            Role.CATCHER: tr("Catching"), Role.RASPASY: tr("Raspasy")}.get(role, "")


def tricks_text(n: int) -> str:
    return tr("tricks: {n}").format(n=n)


PAYMENT_TEXTS = {
    "contract_made": QT_TRANSLATE_NOOP("Payments", "contract made"),
    "contract_failed": QT_TRANSLATE_NOOP("Payments", "contract failed"),
    "no_play": QT_TRANSLATE_NOOP("Payments", "both defenders dropped out"),
    "conceded": QT_TRANSLATE_NOOP("Payments", "the declarer conceded"),
    "dealer_unit": QT_TRANSLATE_NOOP("Payments", "dealer's unit for 2 tricks"),
    "declarer_unit": QT_TRANSLATE_NOOP("Payments", "declarer's unit for 2 tricks"),
    "defender_short": QT_TRANSLATE_NOOP("Payments", "defender took fewer than 2 tricks"),
    "inviter_short": QT_TRANSLATE_NOOP("Payments", "invited defence took fewer than 4 tricks"),
    "inviter_unit": QT_TRANSLATE_NOOP("Payments", "dealer's unit to the inviter"),
    "contra_short": QT_TRANSLATE_NOOP("Payments", "contra defence took fewer than 5 tricks"),
    "trick_payment": QT_TRANSLATE_NOOP("Payments", "trick payments"),
    "overtricks": QT_TRANSLATE_NOOP("Payments", "contract made with overtricks"),
    "undertricks": QT_TRANSLATE_NOOP("Payments", "contract failed by undertricks"),
    "preference_bonus": QT_TRANSLATE_NOOP("Payments", "Préférence bonus"),
    "four_aces": QT_TRANSLATE_NOOP("Payments", "four aces bonus"),
    "no_aces": QT_TRANSLATE_NOOP("Payments", "no-ace announcement"),
    "dealer_stake": QT_TRANSLATE_NOOP("Payments", "dealer's stake"),
    "talon_pair": QT_TRANSLATE_NOOP("Payments", "equal talon cards"),
    "offer": QT_TRANSLATE_NOOP("Payments", "offer for the declarership"),
    "c1_compensation": QT_TRANSLATE_NOOP("Payments", "C1 compensation to the partner"),
}


def payment_reason(p: Payment) -> str:
    text = QCoreApplication.translate("Payments", str(PAYMENT_TEXTS.get(p.reason, p.reason)))
    if p.detail:
        text += f" ({p.detail})"
    return text


def outcome_text(outcome: str) -> str:
    return {"made": tr("Contract made"), "failed": tr("Contract failed"),
            "conceded": tr("Declarer conceded"), "no_play": tr("Both defenders dropped out"),
            "all_passed": tr("Everybody passed"), "incomplete": tr("In progress")
            }.get(outcome, outcome)


def variant_name(variant: str) -> str:
    """A variant's name as the settings dialog lists it."""
    names = {"austrian": tr("Austrian"), "illustrated": tr("Illustrated"),
             "balkan": tr("Western Balkan"), "hungarian": tr("Hungarian"),
             "swabian": tr("Danube Swabian"), "american": tr("American"),
             "sochi": tr("Russian: Sochi"), "leningrad": tr("Russian: Leningrad"),
             "rostov": tr("Russian: Rostov")}
    return names.get(variant, variant)


# Players, packs, themes and backs -----------------------------------------------------------
# The default names are stored in English (saves and settings keep them); they are shown in
# the player's language. A name the player typed is shown as typed.
DEFAULT_NAMES = {
    "You": QT_TRANSLATE_NOOP("Players", "You"),
    "West": QT_TRANSLATE_NOOP("Players", "West"),
    "East": QT_TRANSLATE_NOOP("Players", "East"),
    "North": QT_TRANSLATE_NOOP("Players", "North"),
}
SEAT_DEFAULT_NAMES = ("You", "West", "East", "North")


def player_name(name: str) -> str:
    """A stored player name as shown: a default name translated, any other as typed."""
    return QCoreApplication.translate("Players", name) if name in DEFAULT_NAMES else name


def player_names(names: tuple[str, ...] | list[str]) -> list[str]:
    return [player_name(n) for n in names]


def stored_name(shown: str, seat: int) -> str:
    """The name to store for what the player left in a name field (the inverse of
    ``player_name``): a translated default goes back to its English key, so that it
    follows the language; an empty field gives the seat's default."""
    shown = shown.strip()
    if not shown:
        return SEAT_DEFAULT_NAMES[seat]
    for key in DEFAULT_NAMES:
        if shown == player_name(key):
            return key
    return shown


THEME_TITLES = {
    "prefgui-french": QT_TRANSLATE_NOOP("Themes", "Préférence (French suits)"),
    "prefgui-german": QT_TRANSLATE_NOOP("Themes", "Préférence (German suits)"),
}
BACK_NAMES = {
    "red-lattice": QT_TRANSLATE_NOOP("Themes", "red lattice"),
    "blue-ornament": QT_TRANSLATE_NOOP("Themes", "blue ornament"),
    "green-damask": QT_TRANSLATE_NOOP("Themes", "green damask"),
    "deck": QT_TRANSLATE_NOOP("Themes", "the deck's own back"),
}


def theme_title(name: str, title: str) -> str:
    """A card theme's title: ours translated; an installed deck's own name as it comes."""
    if name in THEME_TITLES:
        return QCoreApplication.translate("Themes", str(THEME_TITLES[name]))
    return title


def back_name(name: str) -> str:
    if name in BACK_NAMES:
        return QCoreApplication.translate("Themes", str(BACK_NAMES[name]))
    return name.replace("-", " ")


# Rule options (names and values as deal records spell them) ---------------------------------
def option_title(name: str) -> str:
    """An option's name for players (context "OptionNames", see ``option_texts``)."""
    return QCoreApplication.translate("OptionNames", str(NAMES.get(name, name.replace("_", " "))))


def option_value(value: object, option: str = "") -> str:
    """A value of ``option`` for players (context "OptionValues", see ``option_texts``).

    Without ``option`` a word value is looked up under whichever option has it."""
    if isinstance(value, bool):
        return tr("on") if value else tr("off")
    text = VALUES.get((option, value)) if isinstance(value, str | int | tuple) else None
    if text is None and isinstance(value, tuple):
        if all(isinstance(x, int) for x in value):  # a list option: levels or trick prices
            return ", ".join(str(x) for x in value)
        return ", ".join(f"{suit_symbol(s, 'french')} {n}" for s, n in
                         ((("S", "C", "D", "H").index(k), v) for k, v in value))
    if text is None and not option:
        text = next((t for (_o, v), t in VALUES.items() if v == value and type(v) is type(value)),
                    None)
    if text is not None:
        return QCoreApplication.translate("OptionValues", str(text))
    return str(value)
