"""The player's sentence for an engine error, by its ``kind``, in the player's language.

The engine raises ``IllegalActionError`` / ``OptionError`` with a machine-readable ``kind``
and an English message (kept for records, logs and the command line). The window shows the
sentence of this module instead: chosen by the kind, with its arguments (cards, suits, bids)
taken from the state and the action and named in the chosen pack's words.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from prefgui.engine.actions import Action, BidSuit, Discard, Play
from prefgui.engine.errors import PrefError
from prefgui.engine.state import GameState
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


def _bid(state: GameState, bid: tuple[int, int] | None, pack: str) -> str:
    if bid is None:
        return ""
    return texts.bid_name(state.rules, bid[0], bool(bid[1]), pack)


def _refused_card(state: GameState, action: Action) -> int | None:
    """The card an action named that the player may not use (a discard: the one not held)."""
    if isinstance(action, Play):
        return action.card
    if isinstance(action, Discard):
        return action.c2 if state.hands[action.seat] >> action.c1 & 1 else action.c1
    return None


def _card_kind(kind: str, state: GameState, action: Action, pack: str
               ) -> tuple[str, dict[str, str]]:
    """The sentence and its arguments for a refused card (not held, not playable, suit)."""
    if kind in ("not_held", "illegal_card"):
        card = _refused_card(state, action)
        return (kind, {"card": texts.card_label(card, pack)}) if card is not None else (
            "wrong_phase", {})
    if not state.trick:
        return "wrong_phase", {}
    suit = state.trick[0] >> 3
    if kind == "must_trump" and state.contract is not None and state.contract.trump is not None:
        suit = state.contract.trump
    return kind, {"suit": texts.suit_name(suit, pack)}


def _call_kind(kind: str, state: GameState, action: Action, pack: str
               ) -> tuple[str, dict[str, str]]:
    """The sentence and its arguments for a refused call, declaration or decision."""
    if kind == "low_bid":
        if isinstance(action, BidSuit):
            return "low_suit", {}
        if state.high is None:
            return "opening_bid", {}
        return kind, {"bid": _bid(state, state.high, pack)}
    if kind == "bad_hold" and state.high is None:
        return "nothing_to_hold", {}
    if kind == "low_declare":
        return kind, {"bid": _bid(state, state.bid, pack)}
    if kind == "bad_offer":
        return kind, {"amount": str(state.offer)}
    if kind == "bad_decision":
        return "wrong_phase", {}
    return kind, {}


def illegal_action_text(err: PrefError, state: GameState, action: Action, pack: str) -> str:
    """The sentence for an action the rules refused, as the player who tried it reads it."""
    if err.kind in ("not_held", "illegal_card", "revoke", "must_trump"):
        kind, args = _card_kind(err.kind, state, action, pack)
    else:
        kind, args = _call_kind(err.kind, state, action, pack)
    return _tr(ILLEGAL[kind if kind in ILLEGAL else "wrong_phase"]).format(**args)


def option_error_text(err: PrefError) -> str:
    """The sentence for a rule combination the engine refused (the settings dialog)."""
    if err.kind == "combination" and "slam6_run" in err.message:
        return _tr(OPTION["combination"]).format(
            option=texts.option_title("slam6_run"), other=texts.option_title("illustrated_form"),
            value=texts.option_value("six_in_a_row", "illustrated_form"))
    if err.kind == "players":
        n = next((w for w in err.message.split() if w.isdigit()), "")
        return _tr(OPTION["players"]).format(n=n) if n else _tr(OPTION["players_change"])
    return _tr(OPTION["other"])
