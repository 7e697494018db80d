"""The coach's words at the table: one typed :class:`~prefgui.coach.advice.Advice` (or a
partner's lead read as a :class:`~prefgui.coach.signals.Signal`) in, one translated paragraph
out, with the pack's card names and the players' names."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from prefgui.coach.advice import Advice
from prefgui.coach.signals import Reading
from prefgui.coach.signals import Signal as LeadSignal
from prefgui.engine.cards import iter_cards
from prefgui.engine.rules import Rules
from prefgui.ui.words.texts import card_label, suit_name


def card_list(cards: tuple[int, ...], pack: str) -> str:
    """Cards as a player reads them, separated by commas."""
    return ", ".join(card_label(c, pack) for c in cards)


def convention_line(a: Advice) -> str:
    """The convention in a few words, as the table plays it (C3's "very high" by its
    ``c3_high``, as the check that gave the advice reads it)."""
    return rule_line(a.rule, a.c3_high)


def c3_reading(rules: Rules) -> str:
    """How ``rules`` read C3's "very high" (``c3_high``; its default where the game has no
    conventions)."""
    return str(rules.opt.c3_high or "A_or_K")


def rule_line(rule: str, c3_high: str = "A_or_K") -> str:
    """The convention ``C1``, ``C2`` or ``C3`` in a few words, with its qualifiers (C1 forbids
    a *needless* overtake; C3's "very high" is an ace or a king, or with ``c3_high =
    top_two_outstanding`` one of the two highest cards still out)."""
    if rule == "C1":
        return QCoreApplication.translate(
            "CoachTexts", "C1: do not needlessly take a trick your partner is already winning.")
    if rule == "C2":
        return QCoreApplication.translate(
            "CoachTexts",
            "C2: with the declarer playing last, lead the top card you hold of the suit.")
    if c3_high == "top_two_outstanding":
        return QCoreApplication.translate(
            "CoachTexts",
            "C3: with the declarer playing second, lead one of the two highest cards still out, "
            "or the lowest card you hold of the suit.")
    return QCoreApplication.translate(
        "CoachTexts",
        "C3: with the declarer playing second, lead an ace or a king, or the lowest card you "
        "hold of the suit.")


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
        elif a.reason == "overtook_no_gain":
            text = QCoreApplication.translate(
                "CoachTexts",
                "{partner} is winning this trick with {card}; the declarer could beat it only "
                "with a card that would beat yours too.")
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


def keep_line(a: Advice, pack: str, best: int | None = None) -> str:
    """The cards that keep the conventions (the best of them marked, once the judge has
    said which), and how to play the card anyway."""
    if best is not None and best in a.keeping and len(a.keeping) > 1:
        return QCoreApplication.translate(
            "CoachTexts", "Cards that keep it: {cards}; the best of them on what you could "
            "know: {best}. Drop {card} again to play it anyway."
        ).format(cards=card_list(a.keeping, pack), best=card_label(best, pack),
                 card=card_label(a.card, pack))
    return QCoreApplication.translate(
        "CoachTexts", "Cards that keep it: {cards}. Drop {card} again to play it anyway."
    ).format(cards=card_list(a.keeping, pack), card=card_label(a.card, pack))


def advice_text(a: Advice, partner_name: str, pack: str, best: int | None = None) -> str:
    """The whole warning, one line per part (``best``: the best card that keeps the
    conventions, by the coach's judge)."""
    return "\n".join((convention_line(a), why_line(a, partner_name, pack),
                      keep_line(a, pack, best)))


# Notes after the trick ----------------------------------------------------------------------
def broken_line(a: Advice, pack: str) -> str:
    """What was broken, and with which card."""
    return QCoreApplication.translate(
        "CoachTexts", "In that trick you broke {rule} with {card}."
    ).format(rule=a.rule, card=card_label(a.card, pack))


def why_then_line(a: Advice, partner_name: str, pack: str) -> str:
    """Why the convention applied in the trick just played."""
    card = card_label(a.card, pack)
    if a.rule == "C1":
        winning = card_label(a.partner_card, pack) if a.partner_card is not None else ""
        if a.declarer_played:
            text = QCoreApplication.translate(
                "CoachTexts",
                "{partner} was winning the trick with {card}, and the declarer had already "
                "played.")
        elif a.reason == "overtook_no_gain":
            text = QCoreApplication.translate(
                "CoachTexts",
                "{partner} was winning the trick with {card}; the declarer could have beaten it "
                "only with a card that would have beaten yours too.")
        else:
            text = QCoreApplication.translate(
                "CoachTexts",
                "{partner} was winning the trick with {card}, and the declarer could not "
                "beat it.")
        return text.format(partner=partner_name, card=winning)
    if a.rule == "C2":
        text = QCoreApplication.translate(
            "CoachTexts",
            "You led, {partner} played second and the declarer last: {card} was not your "
            "highest card of the suit.")
    else:
        text = QCoreApplication.translate(
            "CoachTexts",
            "You led, the declarer played second and {partner} last: {card} was neither very "
            "high nor your lowest card of the suit.")
    return text.format(partner=partner_name, card=card)


def dismiss_line() -> str:
    """How a note goes away."""
    return QCoreApplication.translate("CoachTexts", "(Click this note or press Esc to close it.)")


def note_text(a: Advice, partner_name: str, pack: str) -> str:
    """The note after a trick in which the player broke a convention."""
    keep = QCoreApplication.translate(
        "CoachTexts", "Cards that would have kept it: {cards}.").format(
        cards=card_list(a.keeping, pack))
    return "\n".join((broken_line(a, pack), convention_line(a),
                      why_then_line(a, partner_name, pack), keep))


# Reading the partner ---------------------------------------------------------------------
def _told(s: LeadSignal, pack: str) -> str:
    suit = suit_name(s.card >> 3, pack)
    denied = card_list(tuple(sorted(iter_cards(s.denies), reverse=True)), pack)
    if s.reading is Reading.TOP_HELD:
        if denied:
            return QCoreApplication.translate(
                "CoachTexts",
                "by C2 it is the highest card he holds in {suit}, so he does not hold "
                "{cards}.").format(suit=suit, cards=denied)
        return QCoreApplication.translate(
            "CoachTexts", "by C2 it is the highest card he holds in {suit}.").format(suit=suit)
    if s.reading is Reading.LOWEST_HELD:
        if denied:
            return QCoreApplication.translate(
                "CoachTexts",
                "by C3 it is the lowest card he holds in {suit}, so he does not hold "
                "{cards}.").format(suit=suit, cards=denied)
        return QCoreApplication.translate(
            "CoachTexts", "by C3 it is the lowest card he holds in {suit}.").format(suit=suit)
    return QCoreApplication.translate(
        "CoachTexts",
        "by C3 a very high lead: it says nothing about his other cards in {suit}.").format(
        suit=suit)


def lead_text(s: LeadSignal, leader_name: str, pack: str) -> str:
    """What the partner's lead tells, in one sentence with the pack's card names."""
    if s.rule == "C2":
        head = QCoreApplication.translate(
            "CoachTexts", "{leader} led {card} with the declarer last:")
    else:
        head = QCoreApplication.translate(
            "CoachTexts", "{leader} led {card} with the declarer second:")
    return head.format(leader=leader_name, card=card_label(s.card, pack)) + " " + _told(s, pack)
