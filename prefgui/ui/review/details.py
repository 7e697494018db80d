"""The review's side text for one step: the decision, its grade and costs, breaches, signals,
and the value badges' lines for the cards."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from prefgui.coach.review import CardReview
from prefgui.ui.review import words
from prefgui.ui.words.coach_texts import card_list
from prefgui.ui.words.numbers import decimal_text
from prefgui.ui.words.plurals import counted
from prefgui.ui.words.texts import card_label

__all__ = ["badge_lines", "decision_html", "gap_text", "legend_text", "signals_html"]


def badge_lines(c: CardReview, card: int, knowable: bool) -> list[str]:
    """A legal card's badge: the declarer's tricks, the player's units, and the knowable
    estimate ('≈') for the player's own cards."""
    if c.moves is None or c.equity is None:
        return []
    lines = [str(c.moves[card]), words.units(c.equity[card][c.seat])]
    if knowable and c.known is not None and card in c.known.units:
        lines.append("≈" + words.units(c.known.units[card]))
    if card == c.card:
        lines += [b.rule for b in c.breaches]
    return lines


def legend_text(name: str, you: bool, knowable: bool) -> str:
    """How to read the numbers on the cards (``you``: the player's own decision;
    ``knowable``: with the ≈ line, which only the player's cards have)."""
    if you and knowable:
        return QCoreApplication.translate(
            "ReviewDetails",
            "On each card you could play: the declarer's tricks from here on with best play by "
            "everybody, what the card is worth to you (units), and ≈ the same on what you could "
            "know.")
    if you:
        return QCoreApplication.translate(
            "ReviewDetails",
            "On each card you could play: the declarer's tricks from here on with best play by "
            "everybody, and what the card is worth to you (units).")
    return QCoreApplication.translate(
        "ReviewDetails",
        "On each card {name} could play: the declarer's tricks from here on with best play "
        "by everybody, and what the card is worth to {name} (units).").format(name=name)


def _costs(c: CardReview, pack: str) -> list[str]:
    parts = []
    if c.breach:
        parts.append(QCoreApplication.translate(
            "ReviewDetails",
            "A card that breaks a convention is judged against the best card that keeps the "
            "conventions, on the two defenders' result together."))
    if c.tricks_lost is not None and c.units_lost is not None:
        parts.append(QCoreApplication.translate(
            "ReviewDetails", "With all cards known it cost {tricks} and {units} units."
        ).format(tricks=counted().tricks(c.tricks_lost), units=decimal_text(c.units_lost, 1)))
        if c.breach:
            parts.append(QCoreApplication.translate(
                "ReviewDetails", "Best keeping the conventions, with all cards known: {cards}."
            ).format(cards=card_list(c.best_cards(), pack)))
        else:
            parts.append(QCoreApplication.translate(
                "ReviewDetails", "Best with all cards known: {cards}.").format(
                cards=card_list(c.best_cards(), pack)))
    if c.partner_lost is not None and c.partner_lost >= 0.05:
        parts.append(QCoreApplication.translate(
            "ReviewDetails", "With all cards known the breach took {units} units from the "
            "partner.").format(units=decimal_text(c.partner_lost, 1)))
    if c.known is not None and c.known_lost is not None:
        parts.append(QCoreApplication.translate(
            "ReviewDetails",
            "On what you could know ({worlds} possible layouts) it cost {units} units."
        ).format(worlds=c.known.worlds, units=decimal_text(c.known_lost, 1)))
        why = gap_text(c)
        if why:
            parts.append(why)
    return parts


GAP_SHOWN = 3.0  # units between the two figures of the card played worth a sentence


def gap_text(c: CardReview) -> str:
    """Why the card's worth on what could be known differs from its worth with all cards
    known, in a sentence ('' when they are close)."""
    gap, outlook = c.gap(), c.outlook()
    if gap is None or outlook is None or abs(gap) <= GAP_SHOWN:
        return ""
    made, share = outlook
    pct = round(100 * share)
    if made and share < 0.95:
        return QCoreApplication.translate(
            "ReviewDetails",
            "Why the two figures differ: as the cards lay, the contract is made after this "
            "card, but it was made in only {pct}% of the layouts that fit the calls and the "
            "play.").format(pct=pct)
    if not made and share > 0.05:
        return QCoreApplication.translate(
            "ReviewDetails",
            "Why the two figures differ: as the cards lay, the contract fails after this "
            "card, but it was made in {pct}% of the layouts that fit the calls and the "
            "play.").format(pct=pct)
    return QCoreApplication.translate(
        "ReviewDetails",
        "Why the two figures differ: the contract's fate is the same, but the layouts that "
        "fit the calls and the play share the tricks otherwise than the cards as they lay.")


def decision_html(c: CardReview, names: list[str], pack: str, human: int) -> str:
    """The decision at a step, judged (``human``: the player's seat)."""
    card = card_label(c.card, pack)
    if c.seat == human:
        played = QCoreApplication.translate("ReviewDetails", "You played {card}.").format(
            card=card)
    else:
        played = QCoreApplication.translate("ReviewDetails", "{name} played {card}.").format(
            name=escape(names[c.seat]), card=card)
    parts = [played, "<b>" + escape(words.grade_text(c)) + "</b>"]
    parts += _costs(c, pack)
    for b in c.breaches:
        parts.append('<span style="color:#eb46c8">' + escape(words.breach_text(b)) + "</span>")
        if c.compliant:
            parts.append(QCoreApplication.translate(
                "ReviewDetails", "Cards that kept it: {cards}.").format(
                cards=card_list(c.compliant, pack)))
    cost = words.cost_text(c)
    if cost:
        parts.append("<i>" + escape(cost) + "</i>")
    return "<p>" + "</p><p>".join(parts) + "</p>"


def signals_html(cards: list[CardReview], names: list[str], pack: str, human: int) -> str:
    """The convention leads so far, each with its reading."""
    lines = [words.signal_text(c.signal, names[c.seat], pack,
                               any(b.rule == c.signal.rule for b in c.breaches),
                               c.seat == human)
             for c in cards if c.signal is not None]
    if not lines:
        return ""
    head = QCoreApplication.translate("ReviewDetails", "Signals")
    return f"<p><b>{escape(head)}</b></p><ul>" + "".join(
        f"<li>{escape(x)}</li>" for x in lines) + "</ul>"
