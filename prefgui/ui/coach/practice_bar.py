"""The banner above the table while a practice position is played: it says the deal is not
scored, asks the drill's question, counts the day's drills, leads the defence practice from
deal to deal, and leads back to the game."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from prefgui.session.settings import DRILL_GOAL

__all__ = ["PracticeBar"]

_STYLE = """
QFrame#practice_bar { background: rgb(20, 40, 60); border-bottom: 2px solid rgb(120, 220, 255); }
QLabel { color: rgb(250, 246, 232); background: transparent; }
QLabel#practice_title { color: rgb(120, 220, 255); font-weight: bold; }
"""


class PracticeBar(QFrame):
    """Title, question, counts and the buttons (Again, Next drill or deal, Back to the game).

    Three modes (:meth:`show_mode`): ``position`` (a deal played on from a position: Start
    again), ``drill`` (the drills: counts, goal, Next drill) and ``defence`` (the defence
    practice: Next deal, once a deal is over).
    """

    back_clicked = Signal()
    again_clicked = Signal()
    next_clicked = Signal()
    next_deal_clicked = Signal()
    goal_changed = Signal(int)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("practice_bar")
        self.setStyleSheet(_STYLE)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.title = QLabel()
        self.title.setObjectName("practice_title")
        self.question = QLabel()
        self.question.setWordWrap(True)
        font = QFont(self.question.font())
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.question.setFont(font)
        self.title.setFont(font)
        self.counts = QLabel()
        self.goal_label = QLabel()
        self.goal = QSpinBox()
        self.goal.setRange(*DRILL_GOAL)
        self.goal.setFocusPolicy(Qt.FocusPolicy.ClickFocus)  # the arrows keep choosing cards
        self.goal.valueChanged.connect(self.goal_changed)
        self.goal_label.setBuddy(self.goal)
        self.again = QPushButton()
        self.again.clicked.connect(self.again_clicked)
        self.next = QPushButton()
        self.next.clicked.connect(self.next_clicked)
        self.next_deal = QPushButton()
        self.next_deal.clicked.connect(self.next_deal_clicked)
        self.back = QPushButton()
        self.back.clicked.connect(self.back_clicked)
        self.mode = "position"
        for b in (self.again, self.next, self.next_deal, self.back):
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # the arrows keep choosing cards
        self.question.setSizePolicy(QSizePolicy.Policy.Ignored,
                                    QSizePolicy.Policy.Preferred)
        top = QHBoxLayout()
        top.addWidget(self.title)
        top.addSpacing(12)
        top.addWidget(self.question, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.counts)
        bottom.addSpacing(12)
        bottom.addWidget(self.goal_label)
        bottom.addWidget(self.goal)
        bottom.addStretch(1)
        for b in (self.again, self.next, self.next_deal, self.back):
            bottom.addWidget(b)
        box = QVBoxLayout(self)
        box.setContentsMargins(12, 6, 12, 6)
        box.setSpacing(4)
        box.addLayout(top)
        box.addLayout(bottom)
        self.show_drill(False)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.title.setText(self.tr("Defence practice") if self.mode == "defence"
                           else self.tr("Practice — not scored"))
        self.goal_label.setText(self.tr("Daily goal:"))
        self.again.setText(self.tr("Start again"))
        self.next.setText(self.tr("Next drill"))
        self.next_deal.setText(self.tr("Next deal (N)"))
        self.back.setText(self.tr("Back to the game (Esc)"))

    def show_drill(self, drill: bool) -> None:
        """Drill controls (counts, goal, Next drill) or a practice deal's (Start again)."""
        self.show_mode("drill" if drill else "position")

    def show_mode(self, mode: str) -> None:
        """The controls of ``mode``: ``position``, ``drill`` or ``defence``."""
        self.mode = mode
        drill = mode == "drill"
        for w in (self.counts, self.goal_label, self.goal, self.next):
            w.setVisible(drill)
        self.again.setVisible(mode == "position")
        self.next_deal.setVisible(mode == "defence")
        self.retranslate_ui()

    def set_counts(self, done: int, goal: int, due: int) -> None:
        """The day's drills against the goal, and the drills due now."""
        text = self.tr("{done} of {goal} today · due: {due}").format(done=done, goal=goal,
                                                                    due=due)
        self.counts.setText(text)
        self.counts.setMinimumWidth(self.counts.fontMetrics().horizontalAdvance(text) + 4)
        box = self.layout()
        if box is not None:  # lay out again now, also while the bar is being shown
            box.invalidate()
            box.activate()
        self.goal.blockSignals(True)
        self.goal.setValue(goal)
        self.goal.blockSignals(False)
