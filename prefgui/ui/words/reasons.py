"""The computer players' reasons as translated text: the one place they are worded.

A decision's :class:`~prefgui.ai.decisions.reasons.Reason` is a code with typed
arguments; :func:`reason_text` makes its sentence (cards named in the chosen pack, actions
named as on their buttons, a sentence that names the action begins with its button's text,
and Drop out adds what its button says; the convention that decided a card, in the coach's
words) and :func:`reason_details` the line of figures that goes below it: no figure appears
in the sentence. Every string is a literal ``QCoreApplication.translate("Reasons", ...)`` call, so
lupdate finds it.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale

from prefgui.ai.players import Decision, Figures, Reason, ReasonCode
from prefgui.engine.actions import DROP, Action, Play, simple_action
from prefgui.engine.rules import Rules
from prefgui.ui.words import coach_texts, texts


def _number(value: float, signed: bool = False) -> str:
    text = QLocale().toString(abs(value) if signed else value, "f", 1)
    if signed:
        return ("−" if value < 0 else "+") + text
    return text


def _contract(reason: Reason, rules: Rules, pack: str) -> str:
    ct = rules.ladder.get(reason.contract) if reason.contract is not None else None
    if ct is None:
        return ""
    name = texts.contract_name(ct, pack)
    if reason.hand_game:
        return QCoreApplication.translate("Reasons", "{contract}, hand game").format(
            contract=name)
    return name


def _action(action: Action, rules: Rules, pack: str) -> str:
    """An action named as on its button (a card by its name in the pack)."""
    if isinstance(action, Play):
        return texts.card_label(action.card, pack)
    return texts.action_label(action, rules, pack)


def _card(card: int | None, pack: str) -> str:
    return texts.card_label(card, pack) if card is not None else ""


# The sentence of each reason code: (code, variant) -> English source text. The variant
# is "contract" when the reason names a contract, "drop" for a defender dropping out.
SENTENCES: dict[tuple[ReasonCode, str], object] = {  # QT_TRANSLATE_NOOP returns object
    (ReasonCode.ONLY_CHOICE, ""): QT_TRANSLATE_NOOP("Reasons", "The only choice."),
    (ReasonCode.ONLY_CARD, ""): QT_TRANSLATE_NOOP("Reasons", "The only card that may be played."),
    (ReasonCode.ONLY_CARD, "convention"):
        QT_TRANSLATE_NOOP("Reasons", "The only card that keeps {rule}."),
    (ReasonCode.EQUIVALENT_CARDS, ""):
        QT_TRANSLATE_NOOP("Reasons", "Every card that may be played is as good as the others."),
    (ReasonCode.EQUIVALENT_CARDS, "convention"):
        QT_TRANSLATE_NOOP("Reasons", "Every card that keeps {rule} is as good as the others."),
    (ReasonCode.RULE_OF_THUMB, ""): QT_TRANSLATE_NOOP("Reasons", "By rule of thumb."),
    (ReasonCode.HUNCH, ""): QT_TRANSLATE_NOOP("Reasons", "A hunch."),
    (ReasonCode.NO_TIME, ""): QT_TRANSLATE_NOOP("Reasons", "No time to think: by rule of thumb."),
    (ReasonCode.FALLBACK, ""): QT_TRANSLATE_NOOP("Reasons", "The search failed: by rule of thumb."),
    (ReasonCode.TRICKS_EXPECTED, "contract"):
        QT_TRANSLATE_NOOP("Reasons", "Enough tricks expected in {contract}."),
    (ReasonCode.TRICKS_EXPECTED, ""): QT_TRANSLATE_NOOP("Reasons", "Enough tricks expected."),
    (ReasonCode.TOO_WEAK, "drop"):
        QT_TRANSLATE_NOOP("Reasons", "{action}: too few tricks of its own."),
    (ReasonCode.TOO_WEAK, ""): QT_TRANSLATE_NOOP("Reasons", "{action}: too few tricks expected."),
    (ReasonCode.FORCED_BID, "contract"):
        QT_TRANSLATE_NOOP("Reasons", "A bid is forced; the best contract in reach is {contract}."),
    (ReasonCode.FORCED_BID, ""):
        QT_TRANSLATE_NOOP("Reasons", "A bid is forced: passing is not allowed."),
    (ReasonCode.NO_RECONTRA, ""):
        QT_TRANSLATE_NOOP("Reasons", "No recontra: the contract is not sure enough."),
    (ReasonCode.NO_CONTRA, ""):
        QT_TRANSLATE_NOOP("Reasons", "No contra: the declarer is likely to make his contract."),
    (ReasonCode.INVITE_PARTNER, ""):
        QT_TRANSLATE_NOOP("Reasons", "{action}: some tricks of its own, too few alone."),
    (ReasonCode.SHORT_SUITS, ""):
        QT_TRANSLATE_NOOP("Reasons", "{action}: the short side suits."),
    (ReasonCode.BEST_CARD, ""):
        QT_TRANSLATE_NOOP("Reasons", "{card} does best over the deals that fit what is known so "
                          "far; the next best is {other}."),
    (ReasonCode.ALL_CARDS_EQUAL, ""):
        QT_TRANSLATE_NOOP("Reasons", "{card}: over the deals that fit what is known so far, "
                          "every card that may be played comes out the same."),
    (ReasonCode.NO_BID_POSSIBLE, ""): QT_TRANSLATE_NOOP("Reasons", "{action}: no bid is possible."),
    (ReasonCode.NOTHING_PLAYABLE, ""):
        QT_TRANSLATE_NOOP("Reasons", "{action}: no contract in reach looks playable."),
    (ReasonCode.PASS_WORTH_MORE, "contract"):
        QT_TRANSLATE_NOOP("Reasons", "{action}: even {contract} is worth too little."),
    (ReasonCode.PASS_WORTH_MORE, ""):
        QT_TRANSLATE_NOOP("Reasons", "{action}: declaring is worth too little."),
    (ReasonCode.CONTRACT_WORTH, ""):
        QT_TRANSLATE_NOOP("Reasons", "{action}: {contract} is worth playing."),
    (ReasonCode.DECLARING_WORTH, ""):
        QT_TRANSLATE_NOOP("Reasons", "{action}: declaring is worth it."),
    (ReasonCode.DISCARD_FOR, ""):
        QT_TRANSLATE_NOOP("Reasons", "{action}: to play {contract}."),
    (ReasonCode.ONLY_PROMISING, ""):
        QT_TRANSLATE_NOOP("Reasons", "{action}: the only promising contract."),
    (ReasonCode.OPTION_WORTH, ""):
        QT_TRANSLATE_NOOP("Reasons", "{action}: the best result against {contract} over the "
                          "deals that fit what is known so far."),
    (ReasonCode.OPTION_WORTH, "drop"):
        QT_TRANSLATE_NOOP("Reasons", "{action}: defending against {contract} is likely to "
                          "cost more."),
    (ReasonCode.BETTER_THAN_PLAYING_ON, ""):
        QT_TRANSLATE_NOOP("Reasons", "{action} is worth more than playing on."),
    (ReasonCode.RU_WHIST_CALL, ""):
        QT_TRANSLATE_NOOP("Reasons", "{action}: the most whists expected against this contract "
                          "over the deals that fit what is known so far."),
    (ReasonCode.RU_BID, ""):
        QT_TRANSLATE_NOOP("Reasons", "{action}: the contract is worth more whists than passing "
                          "over the deals that fit what is known so far."),
    (ReasonCode.RU_PASS, ""):
        QT_TRANSLATE_NOOP("Reasons", "{action}: no contract in reach is worth more whists than "
                          "passing."),
    (ReasonCode.RU_MISERE, ""):
        QT_TRANSLATE_NOOP("Reasons", "{action}: with this hand misère is worth the most "
                          "whists."),
    (ReasonCode.RU_DISCARD, ""):
        QT_TRANSLATE_NOOP("Reasons", "{action}: the discard worth the most whists over the "
                          "deals that fit what is known so far."),
    (ReasonCode.RU_DECLARE, ""):
        QT_TRANSLATE_NOOP("Reasons", "{action}: the contract worth the most whists over the "
                          "deals that fit what is known so far."),
    (ReasonCode.RU_WITHOUT_THREE, ""):
        QT_TRANSLATE_NOOP("Reasons", "{action}: giving up costs fewer whists than playing the "
                          "contract."),
    (ReasonCode.RU_OPEN, ""):
        QT_TRANSLATE_NOOP("Reasons", "{action}: playing open, the whister sees both defending "
                          "hands and plays them together."),
}

# The line of a Russian decision's figures: what ``Figures.options`` count.
OPTION_LINES: dict[str, object] = {
    "whists": QT_TRANSLATE_NOOP("Reasons", "Whists expected: {list}"),
    "own_tricks": QT_TRANSLATE_NOOP("Reasons", "Tricks you take from here: {list}"),
    "side_tricks": QT_TRANSLATE_NOOP("Reasons", "Tricks your side takes from here: {list}"),
    "declarer_tricks": QT_TRANSLATE_NOOP("Reasons", "Tricks the declarer takes from here: "
                                         "{list}"),
}


def _variant(decision: Decision, contract: str) -> str:
    code = decision.reason.code
    if code in (ReasonCode.TOO_WEAK, ReasonCode.OPTION_WORTH):
        return "drop" if decision.action.verb == DROP else ""
    if (code, "contract") in SENTENCES:
        return "contract" if contract else ""
    if (code, "convention") in SENTENCES:
        return "convention" if decision.reason.convention else ""
    return ""


def _sentence(decision: Decision, rules: Rules, pack: str) -> str:
    r = decision.reason
    contract = _contract(r, rules, pack)
    source = SENTENCES.get((r.code, _variant(decision, contract)))
    if source is None:  # ReasonCode.NONE
        return ""
    text = QCoreApplication.translate("Reasons", str(source)).format(
        card=_card(r.card, pack), other=_card(r.other_card, pack), contract=contract,
        action=_action(decision.action, rules, pack), rule=r.convention)
    if decision.action.verb == DROP:  # what the Drop out button says of it
        text += " " + texts.action_help(decision.action, rules)
    return text


def reason_text(decision: Decision, rules: Rules, pack: str) -> str:
    """The sentence saying why ``decision.action`` was chosen ('' for no reason).

    Args:
        decision: the action and its reason.
        rules: the table's rules (for contract names).
        pack: the card pack shown (card and suit names follow it).
    """
    text = _sentence(decision, rules, pack)
    r = decision.reason
    if not text or not r.conventions:
        return text
    if not r.convention:
        return text + " " + QCoreApplication.translate(
            "Reasons", "Only cards that keep the defender conventions were considered.")
    if r.code not in (ReasonCode.EQUIVALENT_CARDS, ReasonCode.ONLY_CARD):
        text += " " + QCoreApplication.translate(
            "Reasons", "Only cards keeping {rule} were considered.").format(rule=r.convention)
    return text + " " + coach_texts.rule_line(r.convention, coach_texts.c3_reading(rules))


def _figures(f: Figures, seat: int, rules: Rules, pack: str) -> list[str]:
    parts: list[str] = []
    if f.tricks is not None:
        parts.append(QCoreApplication.translate(
            "Reasons", "{tricks} tricks expected").format(tricks=_number(f.tricks)))
    if f.worth is not None:
        parts.append(QCoreApplication.translate(
            "Reasons", "expected result for you: {units} units").format(
            units=_number(f.worth, signed=True)))
    if f.gap is not None:
        parts.append(QCoreApplication.translate(
            "Reasons", "{units} units better than the next best").format(
            units=_number(f.gap)))
    if f.playing_on is not None:
        parts.append(QCoreApplication.translate(
            "Reasons", "playing on: {units} units").format(
            units=_number(f.playing_on, signed=True)))
    for verb, worth in f.others:
        label = _action(simple_action(seat, verb), rules, pack)
        parts.append(QCoreApplication.translate(
            "Reasons", "{action}: {units} units").format(
            action=label, units=_number(worth, signed=True)))
    if f.options and f.unit in OPTION_LINES:
        whists = f.unit == "whists"
        items = []
        for option, value in f.options:
            label = (texts.card_label(option.card, pack) if isinstance(option, Play)
                     else texts.action_label(option, rules, pack))  # type: ignore[arg-type]
            items.append(f"{label} {_number(value, signed=whists)}")
        parts.append(QCoreApplication.translate("Reasons", str(OPTION_LINES[f.unit])).format(
            list=" · ".join(items)))
    if f.made is not None and f.samples is not None:
        parts.append(QCoreApplication.translate(
            "Reasons", "made in {made} of {samples} sampled deals").format(
            made=f.made, samples=f.samples))
    elif f.samples is not None:
        parts.append(QCoreApplication.translate(
            "Reasons", "over {samples} sampled deals").format(samples=f.samples))
    if f.error:
        parts.append(QCoreApplication.translate(
            "Reasons", "error: {error}").format(error=f.error))
    return parts


def reason_details(decision: Decision, rules: Rules, pack: str) -> str:
    """The figures behind the reason, as one line ('' when there are none)."""
    return "; ".join(_figures(decision.reason.figures, decision.action.seat, rules, pack))


def hint_details(decision: Decision, rules: Rules, pack: str) -> str:
    """The figures behind a hint, one line each: the reason's figures, and for a card
    every legal card's expected result on what could be known, the recommended card and
    the cards that keep the conventions marked ('' when there are none)."""
    f = decision.reason.figures
    lines = []
    summary = reason_details(decision, rules, pack)
    if summary:
        lines.append(summary[0].upper() + summary[1:] + ".")
    if f.cards:
        lines.append(QCoreApplication.translate(
            "Reasons", "Each card's expected result for you, over the deals that fit what is "
                       "known so far:"))
        chosen = decision.action.card if isinstance(decision.action, Play) else None
        rule = decision.reason.convention or "C1–C3"
        for card, worth in sorted(f.cards, key=lambda cv: (-cv[1], cv[0])):
            line = QCoreApplication.translate("Reasons", "{card}: {units} units").format(
                card=_card(card, pack), units=_number(worth, signed=True))
            if card == chosen:
                line += " — " + QCoreApplication.translate("Reasons", "the hint")
            elif f.keeping and card not in f.keeping:
                line += " — " + QCoreApplication.translate("Reasons", "breaks {rule}").format(
                    rule=rule)
            lines.append(line)
    if f.keeping:
        lines.append(QCoreApplication.translate(
            "Reasons", "Cards that keep the conventions: {cards}.").format(
            cards=coach_texts.card_list(tuple(sorted(f.keeping, reverse=True)), pack)))
    return "\n".join(lines)
