"""The player's sentence for an engine error, by its ``kind``, in the player's language.

The engine raises ``IllegalActionError`` / ``OptionError`` with a machine-readable ``kind``
and an English message (kept for records, logs and the command line). The window shows the
sentence of this module instead: chosen by the kind, with its arguments (cards, suits, bids)
taken from the error itself and named in the chosen pack's words; it never reads the state.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from prefgui.engine.actions import Action, BidSuit
from prefgui.engine.errors import IllegalActionError, IllegalKind, OptionError, PrefError
from prefgui.engine.rules import Rules
from prefgui.ui.words import texts

CONTEXT = "ErrorTexts"

ILLEGAL = {
    "wrong_seat": QT_TRANSLATE_NOOP("ErrorTexts", "It is not your turn."),
    "after_end": QT_TRANSLATE_NOOP("ErrorTexts", "The deal is already over."),
    "not_held": QT_TRANSLATE_NOOP("ErrorTexts", "You do not hold {card}."),
    "revoke": QT_TRANSLATE_NOOP("ErrorTexts", "You must follow suit: you hold {suit}."),
    "must_trump": QT_TRANSLATE_NOOP("ErrorTexts", "You must trump: you hold {suit}."),
    "must_head": QT_TRANSLATE_NOOP(
        "ErrorTexts", "You must beat the winning card: you hold a higher one."),
    "convention_c1": QT_TRANSLATE_NOOP(
        "ErrorTexts", "Your partner is already winning this trick: at this table you may not "
        "overtake him."),
    "illegal_card": QT_TRANSLATE_NOOP("ErrorTexts", "You cannot play {card} now."),
    "low_bid": QT_TRANSLATE_NOOP("ErrorTexts", "This bid is not allowed: the bid to beat is "
                                 "{bid}."),
    "opening_bid": QT_TRANSLATE_NOOP("ErrorTexts", "This bid is not allowed as the opening "
                                     "bid."),
    "low_suit": QT_TRANSLATE_NOOP("ErrorTexts", "Name a suit above every suit already named."),
    "bad_hold": QT_TRANSLATE_NOOP("ErrorTexts", "You may hold only with priority over the "
                                  "player who made the bid."),
    "nothing_to_hold": QT_TRANSLATE_NOOP("ErrorTexts", "Nobody has bid yet: there is nothing "
                                         "to hold."),
    "forced_bid": QT_TRANSLATE_NOOP("ErrorTexts", "Nobody has bid: as the last player you "
                                    "must bid."),
    "hand_bid": QT_TRANSLATE_NOOP("ErrorTexts", "After your own plain bid or hold you may no "
                                  "longer bid hand."),
    "bad_discard": QT_TRANSLATE_NOOP("ErrorTexts", "Choose two different cards of your hand "
                                     "to discard."),
    "low_declare": QT_TRANSLATE_NOOP("ErrorTexts", "Declare at least your bid: {bid}."),
    "bad_offer": QT_TRANSLATE_NOOP("ErrorTexts", "Offer more than {amount}."),
    "concession": QT_TRANSLATE_NOOP("ErrorTexts", "The declarer may concede only after the "
                                    "defenders' decisions and before the first card."),
    "announce": QT_TRANSLATE_NOOP("ErrorTexts", "Only a declarer without an ace may announce "
                                  "it, right after the declaration."),
    "wrong_phase": QT_TRANSLATE_NOOP("ErrorTexts", "That is not possible at this point of the "
                                     "deal."),
}
OPTION = {
    "combination": QT_TRANSLATE_NOOP(
        "ErrorTexts", "“{option}” applies only when “{other}” is “{value}”."),
    "players": QT_TRANSLATE_NOOP("ErrorTexts", "This variant cannot be played by {n} players."),
    "players_change": QT_TRANSLATE_NOOP("ErrorTexts", "The number of players changes only with "
                                        "a new session."),
    "other": QT_TRANSLATE_NOOP("ErrorTexts", "An option has a value it cannot take."),
}


def _tr(text: object) -> str:
    return QCoreApplication.translate(CONTEXT, str(text))


def _bid(rules: Rules, bid: tuple[int, int] | None, pack: str) -> str:
    if bid is None:
        return ""
    return texts.bid_name(rules, bid[0], bool(bid[1]), pack)


def _sentence(err: IllegalActionError, rules: Rules, action: Action, pack: str
              ) -> tuple[str, dict[str, str]]:
    """The sentence's key and its arguments, from what the error carries."""
    kind = err.kind
    if kind in (IllegalKind.NOT_HELD, IllegalKind.ILLEGAL_CARD):
        if err.card is None:
            return "wrong_phase", {}
        return kind, {"card": texts.card_label(err.card, pack)}
    if kind in (IllegalKind.REVOKE, IllegalKind.MUST_TRUMP):
        if err.suit is None:
            return "wrong_phase", {}
        return kind, {"suit": texts.suit_name(err.suit, pack)}
    if kind is IllegalKind.LOW_BID:
        if isinstance(action, BidSuit):
            return "low_suit", {}
        if err.bid is None:
            return "opening_bid", {}
        return kind, {"bid": _bid(rules, err.bid, pack)}
    if kind is IllegalKind.BAD_HOLD and err.bid is None:
        return "nothing_to_hold", {}
    if kind is IllegalKind.LOW_DECLARE:
        return kind, {"bid": _bid(rules, err.bid, pack)}
    if kind is IllegalKind.BAD_OFFER:
        return kind, {"amount": str(err.amount)}
    if kind is IllegalKind.BAD_DECISION:
        return "wrong_phase", {}
    return kind, {}


def illegal_action_text(err: PrefError, rules: Rules, action: Action, pack: str) -> str:
    """The sentence for an action the rules refused, as the player who tried it reads it.

    What it names (a card, a suit, a bid, an amount) comes with the error; ``rules`` names
    a bid, ``action`` tells an American suit from a bid.
    """
    if not isinstance(err, IllegalActionError):
        return _tr(ILLEGAL["wrong_phase"])
    kind, args = _sentence(err, rules, action, pack)
    return _tr(ILLEGAL[kind if kind in ILLEGAL else "wrong_phase"]).format(**args)


def option_error_text(err: PrefError) -> str:
    """The sentence for a rule combination the engine refused (the settings dialog)."""
    if isinstance(err, OptionError) and err.kind == "combination" and err.option and err.other:
        return _tr(OPTION["combination"]).format(
            option=texts.option_title(err.option), other=texts.option_title(err.other),
            value=texts.option_value(err.value, err.other))
    if err.kind == "players":
        players = err.players if isinstance(err, OptionError) else None
        return (_tr(OPTION["players"]).format(n=players) if players is not None
                else _tr(OPTION["players_change"]))
    return _tr(OPTION["other"])
