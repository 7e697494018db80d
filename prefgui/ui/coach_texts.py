"""The coach's words at the table: one typed :class:`~prefgui.coach.advice.Advice` in, one
translated paragraph out, with the pack's card names and the players' names."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from prefgui.coach.advice import Advice
from prefgui.ui.texts import card_label


def card_list(cards: tuple[int, ...], pack: str) -> str:
    """Cards as a player reads them, separated by commas."""
    return ", ".join(card_label(c, pack) for c in cards)


def convention_line(a: Advice) -> str:
    """The convention in a few words."""
    if a.rule == "C1":
        return QCoreApplication.translate(
            "CoachTexts", "C1: do not take a trick your partner is already winning.")
    if a.rule == "C2":
        return QCoreApplication.translate(
            "CoachTexts",
            "C2: with the declarer playing last, lead the top card you hold of the suit.")
    return QCoreApplication.translate(
        "CoachTexts",
        "C3: with the declarer playing second, lead very high or the lowest card you hold "
        "of the suit.")


def why_line(a: Advice, partner_name: str, pack: str) -> str:
    """Why the convention applies here: the partner's winning card, or the declarer's place."""
    card = card_label(a.card, pack)
    if a.rule == "C1":
        winning = card_label(a.partner_card, pack) if a.partner_card is not None else ""
        if a.declarer_played:
            text = QCoreApplication.translate(
                "CoachTexts",
                "{partner} is winning this trick with {card}, and the declarer has already "
                "played.")
        else:
            text = QCoreApplication.translate(
                "CoachTexts",
                "{partner} is winning this trick with {card}, and the declarer cannot beat it.")
        return text.format(partner=partner_name, card=winning)
    if a.rule == "C2":
        text = QCoreApplication.translate(
            "CoachTexts",
            "You lead, {partner} plays second and the declarer last: {card} is not your "
            "highest card of the suit.")
    else:
        text = QCoreApplication.translate(
            "CoachTexts",
            "You lead, the declarer plays second and {partner} last: {card} is neither very "
            "high nor your lowest card of the suit.")
    return text.format(partner=partner_name, card=card)


def keep_line(a: Advice, pack: str) -> str:
    """The cards that keep the conventions, and how to play the card anyway."""
    return QCoreApplication.translate(
        "CoachTexts", "Cards that keep it: {cards}. Drop {card} again to play it anyway."
    ).format(cards=card_list(a.keeping, pack), card=card_label(a.card, pack))


def advice_text(a: Advice, partner_name: str, pack: str) -> str:
    """The whole warning, one line per part."""
    return "\n".join((convention_line(a), why_line(a, partner_name, pack), keep_line(a, pack)))
