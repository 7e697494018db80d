"""The review's words for one step: the caption under the table (the step and the action,
or the card whose decision the cards are valued for) and the side text (the decision
explained, its legend, the signals read so far). The texts keep the review window's
translation context ("ReviewWindow").
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from prefgui.ui.review import details
from prefgui.ui.review.steps import ReviewSteps
from prefgui.ui.words import texts

__all__ = ["caption_text", "side_html"]


def caption_text(steps: ReviewSteps, step: int, names: Sequence[str], pack: str,
                 priced: bool) -> str:
    """What the table shows at ``step``; ``priced``: the decision's seat is shown priced."""
    d = steps.decision(step)
    card = steps.next_card(step)
    if d is not None and card is not None and priced:
        # The cards carry the values of this decision: the label names the card decided.
        return QCoreApplication.translate(
            "ReviewWindow", "Step {i} of {n}: {name} — {action}, valued on the cards").format(
            i=step, n=steps.last, name=names[card.seat],
            action=texts.card_label(card.card, pack))
    if step > 0:
        st = steps.position(step)
        a = st.history[-1]
        return QCoreApplication.translate(
            "ReviewWindow", "Step {i} of {n}: {name} — {action}").format(
            i=step, n=steps.last, name=names[a.seat],
            action=texts.action_label(a, st.rules, pack))
    return QCoreApplication.translate("ReviewWindow", "The deal")


def side_html(steps: ReviewSteps, step: int, names: Sequence[str], pack: str, human: int,
              priced: bool) -> str:
    """The side text of ``step``: the decision explained (or how to see it), the signals."""
    parts = []
    d = steps.decision(step)
    name_list = list(names)
    if d is not None and priced:
        parts.append(details.decision_html(d, name_list, pack, human))
        legend = details.legend_text(names[d.seat], d.seat == human, d.known is not None)
        parts.append("<p><small>" + legend + "</small></p>")
    elif d is not None:
        parts.append("<p>" + QCoreApplication.translate(
            "ReviewWindow", "Tick “Values for every seat” to see this card judged.") + "</p>")
    review = steps.review
    if review is not None:
        parts.append(details.signals_html(
            [c for c in review.cards if c.action <= step + 1], name_list, pack, human))
    return "".join(parts)
