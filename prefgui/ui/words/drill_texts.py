"""The words of a drill at the table: the question (its theme in a player's words), and the
feedback on the card played, with the pack's card names. The coach's drills themselves
(:mod:`prefgui.coach.drills`) return themes and values, never prose."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from prefgui.coach.drills import Feedback, Theme
from prefgui.engine.cards import iter_cards
from prefgui.ui.words.coach_texts import card_list, rule_line
from prefgui.ui.words.texts import card_label

__all__ = ["QUESTIONS", "REASONS", "feedback_text", "question", "reason", "value_labels"]


_CTX = "DrillTexts"

QUESTIONS: dict[Theme, object] = {
    Theme.C1: QT_TRANSLATE_NOOP(
        "DrillTexts", "Your partner is winning the trick. Which card do you play?"),
    Theme.C2: QT_TRANSLATE_NOOP(
        "DrillTexts", "You lead, and the declarer plays last. Which card do you lead?"),
    Theme.C3: QT_TRANSLATE_NOOP(
        "DrillTexts", "You lead, and the declarer plays second. Which card do you lead?"),
    Theme.UNBLOCK: QT_TRANSLATE_NOOP(
        "DrillTexts", "Your partner's suit should run. Which card do you play?"),
    Theme.DUCK: QT_TRANSLATE_NOOP(
        "DrillTexts", "You could win this trick. Which card do you play?"),
    Theme.THROUGH_TENACE: QT_TRANSLATE_NOOP(
        "DrillTexts",
        "You lead, and the declarer plays right after you. Which card do you lead?"),
    Theme.GIVE_RUFF: QT_TRANSLATE_NOOP(
        "DrillTexts", "You lead, and your partner can trump. Which card do you lead?"),
    Theme.COUNT: QT_TRANSLATE_NOOP(
        "DrillTexts", "Count the declarer's tricks. Which card holds him to the fewest?"),
    Theme.DECLARER: QT_TRANSLATE_NOOP(
        "DrillTexts", "You are the declarer. Which card takes the most tricks?"),
}
"""What each theme's drill asks, in a player's words (no convention codes)."""

REASONS: dict[Theme, object] = {
    Theme.C2: QT_TRANSLATE_NOOP(
        "DrillTexts",
        "With the declarer playing last, lead your top card of the suit (convention C2): "
        "your partner then knows where the higher cards are."),
    Theme.C3: QT_TRANSLATE_NOOP(
        "DrillTexts",
        "With the declarer playing second, lead very high or your lowest card of the suit "
        "(convention C3)."),
    Theme.UNBLOCK: QT_TRANSLATE_NOOP(
        "DrillTexts",
        "Playing your high card now keeps your partner's suit from being blocked."),
    Theme.DUCK: QT_TRANSLATE_NOOP(
        "DrillTexts", "Letting this trick go with a low card keeps your winner for later."),
    Theme.THROUGH_TENACE: QT_TRANSLATE_NOOP(
        "DrillTexts",
        "Leading through the declarer's broken honours makes him choose before your "
        "partner plays."),
    Theme.GIVE_RUFF: QT_TRANSLATE_NOOP(
        "DrillTexts", "Your partner has none of this suit and can trump it."),
    Theme.COUNT: QT_TRANSLATE_NOOP(
        "DrillTexts", "Only this card keeps the declarer to the fewest tricks."),
    Theme.DECLARER: QT_TRANSLATE_NOOP(
        "DrillTexts", "This card takes the most tricks with best play."),
}
"""Why the right cards of each theme are right (C1's is the table's sentence, ``reason``)."""


def question(theme: Theme) -> str:
    """What the drill asks, in a player's words (no convention codes)."""
    return QCoreApplication.translate(_CTX, str(QUESTIONS[theme]))


def reason(theme: Theme) -> str:
    """Why the right cards are right, in a player's words.

    C1 in the words of the warning and the rules (RULES §7.3 as revised): only a *needless*
    overtake breaks it, and the right card of a C1 drill may take the trick over (an ace
    over the partner's ten when the declarer may hold the king)."""
    if theme is Theme.C1:
        return rule_line("C1")
    return QCoreApplication.translate(_CTX, str(REASONS[theme]))


def feedback_text(fb: Feedback, card: int, pack: str) -> str:
    """Right or wrong, why, and how to read the values on the cards (one line each)."""
    said, details = feedback_parts(fb, card, pack)
    return said + "\n" + details


def feedback_parts(fb: Feedback, card: int, pack: str) -> tuple[str, str]:
    """The feedback in two parts: what the bubble says (right or wrong, and why) and the
    details behind it (on what it was judged, how to read the values on the cards)."""
    name = card_label(card, pack)
    if fb.correct:
        lines = [QCoreApplication.translate("DrillTexts", "Right: {card}.").format(card=name)]
    else:
        right = card_list(tuple(iter_cards(fb.accepted)), pack)
        lines = [QCoreApplication.translate(
            "DrillTexts", "Not {card}: right is {cards}.").format(card=name, cards=right)]
        for b in fb.breaches:
            lines.append(QCoreApplication.translate(
                "DrillTexts", "{card} breaks the convention {rule}.").format(card=name,
                                                                            rule=b.rule))
        if fb.tricks_lost:
            lines.append(QCoreApplication.translate(
                "DrillTexts", "Tricks {card} gives away: {n}.").format(card=name,
                                                                      n=fb.tricks_lost))
    lines.append(reason(fb.theme))
    details = [basis_line(fb)]
    if _convention_costs(fb):
        details.append(QCoreApplication.translate(
            "DrillTexts",
            "Here keeping the convention costs tricks with all cards known: the conventions "
            "trade tricks for what your partner learns."))
    details.append(QCoreApplication.translate(
        "DrillTexts",
        "The number on each card: the declarer's tricks after it, with best play by "
        "everybody."))
    return "\n".join(lines), "\n".join(details)


def basis_line(fb: Feedback) -> str:
    """On what the right cards were judged, in a sentence."""
    if fb.basis == "knowable":
        return QCoreApplication.translate(
            "DrillTexts",
            "Judged as the hint judges: among the cards that keep the conventions, the best "
            "on what you could know (the deals that fit the calls and the cards so far).")
    return QCoreApplication.translate(
        "DrillTexts", "Judged with all cards known: the right cards lose no trick with best "
        "play by everybody.")


def _convention_costs(fb: Feedback) -> bool:
    """Whether a card that breaks the drill's convention would have given the declarer
    fewer tricks than the right cards (a defender's convention drill)."""
    if fb.theme not in (Theme.C1, Theme.C2, Theme.C3):
        return False
    right = min(v for c, v in fb.moves.items() if fb.accepted >> c & 1)
    return min(fb.moves.values()) < right


def value_labels(moves: dict[int, int]) -> dict[int, str]:
    """The text drawn on each legal card: the declarer's tricks after it."""
    return {card: str(value) for card, value in moves.items()}
