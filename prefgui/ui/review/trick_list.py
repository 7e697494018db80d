"""The review's list of tricks: the deal and the calls, then each trick's cards, who took it,
the player's grades and every breach; a click shows the player's own decision in that trick.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QListWidget, QListWidgetItem

from prefgui.coach.review import CardReview
from prefgui.ui.review import words
from prefgui.ui.review.steps import ReviewSteps, TrickRow
from prefgui.ui.words import texts

__all__ = ["TrickList", "trick_text"]


def trick_text(row: TrickRow, names: Sequence[str], pack: str, human: int,
               judged: dict[int, CardReview]) -> str:
    """"Trick 3: A♠ 7♠ K♠ → Anna · good · Béla: C1" (the review's texts' context)."""
    cards = "  ".join(texts.card_label(c, pack) for _s, c in row.cards)
    text = QCoreApplication.translate("ReviewWindow", "Trick {n}: {cards}").format(
        n=row.number, cards=cards)
    if row.winner is not None:
        text += " → " + names[row.winner]
    for seat, card in row.cards:
        c = judged.get(card)
        if c is None:
            continue
        if seat == human and c.grade:
            text += " · " + words.grade_name(c.grade)
        for b in c.breaches:  # every breach of the trick, not only the grade
            tag = words.breach_tag(b.rule)
            text += " · " + (tag if seat == human else QCoreApplication.translate(
                "ReviewWindow", "{name}: {breach}").format(name=names[seat], breach=tag))
    return text


class TrickList(QListWidget):
    """The tricks of a reviewed deal; ``step_clicked(step)`` when a row is clicked."""

    step_clicked = Signal(int)

    def __init__(self) -> None:
        super().__init__()
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # A German pack's card names make long rows: wrap them rather than scroll sideways.
        self.setWordWrap(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.itemClicked.connect(
            lambda item: self.step_clicked.emit(int(item.data(Qt.ItemDataRole.UserRole))))

    def fill(self, steps: ReviewSteps, names: Sequence[str], pack: str, human: int) -> None:
        self.clear()
        item = QListWidgetItem(QCoreApplication.translate("ReviewWindow",
                                                          "The deal and the calls"))
        item.setData(Qt.ItemDataRole.UserRole, 0)
        self.addItem(item)
        review = steps.review
        judged = {} if review is None else {c.card: c for c in review.cards}
        for row in steps.tricks():
            item = QListWidgetItem(trick_text(row, names, pack, human, judged))
            item.setData(Qt.ItemDataRole.UserRole, steps.own_step(row, human))
            self.addItem(item)

    def select(self, row: int) -> None:
        """Mark ``row`` without a click's signal."""
        self.blockSignals(True)
        self.setCurrentRow(row)
        self.blockSignals(False)
