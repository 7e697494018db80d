"""The review's words: grades, breaches, signals and costs in a player's language, with the
pack's card names and the players' names (never a record code)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from prefgui.coach.grading import Grade
from prefgui.coach.review import CardReview
from prefgui.coach.signals import Reading, Signal
from prefgui.engine.cards import iter_cards
from prefgui.engine.conventions import Breach
from prefgui.ui.words.coach_texts import card_list
from prefgui.ui.words.numbers import decimal_text
from prefgui.ui.words.plurals import counted
from prefgui.ui.words.texts import card_label

__all__ = ["breach_tag", "breach_text", "cost_text", "grade_name", "grade_text", "signal_text",
           "units"]


def units(x: float) -> str:
    """Units with a sign: one decimal below ten ('+2.5', '−1.0', '0'; '+2,5' where the
    language writes a decimal comma), whole above ('−107'), so that the value fits on a
    card."""
    if abs(x) < 0.05:
        return "0"
    return decimal_text(x, 1 if abs(x) < 9.95 else 0, signed=True)


def grade_name(g: Grade) -> str:
    """The grade in one word."""
    names = {
        Grade.BEST: QCoreApplication.translate("ReviewTexts", "Best"),
        Grade.GOOD: QCoreApplication.translate("ReviewTexts", "Good"),
        Grade.INACCURACY: QCoreApplication.translate("ReviewTexts", "Inaccuracy"),
        Grade.MISTAKE: QCoreApplication.translate("ReviewTexts", "Mistake"),
        Grade.BLUNDER: QCoreApplication.translate("ReviewTexts", "Blunder"),
        Grade.UNLUCKY: QCoreApplication.translate("ReviewTexts", "Unlucky"),
    }
    return names[g]


def grade_text(c: CardReview) -> str:
    """What the grade means for this card."""
    g = c.grade
    if g is None:
        return QCoreApplication.translate(
            "ReviewTexts", "This game has no double-dummy goal: the card is not priced.")
    if c.breach and g is Grade.INACCURACY:
        return QCoreApplication.translate(
            "ReviewTexts", "Inaccuracy: it broke a convention, and a breach is never graded "
            "better than that.")
    texts = {
        Grade.BEST: QCoreApplication.translate(
            "ReviewTexts", "Best: no card would have done better."),
        Grade.GOOD: QCoreApplication.translate(
            "ReviewTexts", "Good: at most a unit from the best card."),
        Grade.INACCURACY: QCoreApplication.translate(
            "ReviewTexts", "Inaccuracy: it cost a little against the best card."),
        Grade.MISTAKE: QCoreApplication.translate(
            "ReviewTexts", "Mistake: it cost clearly against the best card."),
        Grade.BLUNDER: QCoreApplication.translate(
            "ReviewTexts", "Blunder: it cost a lot against the best card."),
        Grade.UNLUCKY: QCoreApplication.translate(
            "ReviewTexts", "Unlucky: right on what could be known, wrong as the cards lay."),
    }
    return texts[g]


def breach_text(b: Breach) -> str:
    """The convention broken and why, in a sentence."""
    reasons = {
        "overtook_certain_winner": QCoreApplication.translate(
            "ReviewTexts",
            "C1 broken: the partner's card was already winning the trick and it was taken "
            "from him."),
        "overtook_no_gain": QCoreApplication.translate(
            "ReviewTexts",
            "C1 broken: the partner was winning the trick, and the declarer could have taken "
            "it from him only with a card that would have beaten this one too."),
        "overtook_needlessly": QCoreApplication.translate(
            "ReviewTexts",
            "C1 broken: the partner was winning the trick and it was taken from him without "
            "need."),
        "not_top_card": QCoreApplication.translate(
            "ReviewTexts",
            "C2 broken: with the declarer playing last, the lead was not the top card held "
            "of the suit."),
        "middle_card": QCoreApplication.translate(
            "ReviewTexts",
            "C3 broken: with the declarer playing second, the lead was neither very high nor "
            "the lowest card held of the suit."),
    }
    if b.reason in reasons:
        return reasons[b.reason]
    return QCoreApplication.translate("ReviewTexts", "{rule} broken.").format(rule=b.rule)


def _your_reading(s: Signal, denied: bool) -> str:
    if s.reading is Reading.TOP_HELD and denied:
        return QCoreApplication.translate(
            "ReviewTexts",
            "You led {card} by C2: it tells that it is your top card of the suit, so {cards} "
            "are not with you.")
    if s.reading is Reading.TOP_HELD:
        return QCoreApplication.translate(
            "ReviewTexts", "You led {card} by C2: it tells that it is your top card of the suit.")
    if s.reading is Reading.LOWEST_HELD and denied:
        return QCoreApplication.translate(
            "ReviewTexts",
            "You led {card} by C3: it tells that it is your lowest card of the suit, so {cards} "
            "are not with you.")
    if s.reading is Reading.LOWEST_HELD:
        return QCoreApplication.translate(
            "ReviewTexts",
            "You led {card} by C3: it tells that it is your lowest card of the suit.")
    return QCoreApplication.translate("ReviewTexts", "You led {card} by C3: a very high card.")


def _reading(s: Signal, denied: bool) -> str:
    if s.reading is Reading.TOP_HELD and denied:
        return QCoreApplication.translate(
            "ReviewTexts",
            "{name} led {card} by C2: it is the top card held of the suit, so {cards} are "
            "not with {name}.")
    if s.reading is Reading.TOP_HELD:
        return QCoreApplication.translate(
            "ReviewTexts", "{name} led {card} by C2: it is the top card held of the suit.")
    if s.reading is Reading.LOWEST_HELD and denied:
        return QCoreApplication.translate(
            "ReviewTexts",
            "{name} led {card} by C3: it is the lowest card held of the suit, so {cards} are "
            "not with {name}.")
    if s.reading is Reading.LOWEST_HELD:
        return QCoreApplication.translate(
            "ReviewTexts", "{name} led {card} by C3: it is the lowest card held of the suit.")
    return QCoreApplication.translate("ReviewTexts", "{name} led {card} by C3: a very high card.")


def signal_text(s: Signal, leader: str, pack: str, broken: bool = False,
                you: bool = False) -> str:
    """What a convention lead told the partner (``broken``: the lead broke the convention,
    so what it told was not true; ``you``: the player led it)."""
    denied = card_list(tuple(sorted(iter_cards(s.denies), reverse=True)), pack)
    form = _your_reading(s, bool(denied)) if you else _reading(s, bool(denied))
    text = form.format(name=leader, card=card_label(s.card, pack), cards=denied)
    if broken:
        text += " " + QCoreApplication.translate(
            "ReviewTexts", "But the lead broke {rule}: what it told the partner was not true."
        ).format(rule=s.rule)
    return text


def cost_text(c: CardReview) -> str:
    """The honest price of the conventions here ('' when keeping them cost nothing)."""
    n = c.convention_cost()
    if n <= 0:
        return ""
    return QCoreApplication.translate(
        "ReviewTexts",
        "Keeping the conventions cost {tricks} here with all cards known: the conventions "
        "trade tricks for information.").format(tricks=counted().tricks(n))


def breach_tag(rule: str) -> str:
    """A convention broken, in two words for the trick list ('C3 broken')."""
    return QCoreApplication.translate("ReviewTexts", "{rule} broken", "the review's trick list"
                                      ).format(rule=rule)
