"""The review window's side column: the analysis' progress, "Values for every seat", the
tricks, the step's text and "Play from here". The texts keep the review window's translation
context ("ReviewWindow").
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QLabel,
    QProgressBar,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from prefgui.ui.review.trick_list import TrickList

__all__ = ["ReviewSide"]


class ReviewSide(QWidget):
    """The side column's widgets, laid out; the analysis' progress said in it."""

    def __init__(self) -> None:
        super().__init__()
        self.every_seat = QCheckBox()
        self.progress_label = QLabel()
        self.progress_bar = QProgressBar()
        self.progress_bar.setTextVisible(False)
        self.progress_bar.setMaximumHeight(10)
        self.trick_list = TrickList()
        self.details = QTextBrowser()
        self.details.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.play_button = QPushButton()
        self.play_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        sl = QVBoxLayout(self)
        sl.setContentsMargins(0, 0, 0, 0)
        for w in (self.progress_label, self.progress_bar, self.every_seat):
            sl.addWidget(w)
        sl.addWidget(self.trick_list, 2)
        sl.addWidget(self.details, 3)
        sl.addWidget(self.play_button)
        self.setMinimumWidth(240)

    def retranslate_ui(self, analysing: bool) -> None:
        translate = QCoreApplication.translate
        self.every_seat.setText(translate("ReviewWindow", "Values for every seat"))
        self.play_button.setText(translate("ReviewWindow", "Play from here"))
        self.play_button.setToolTip(translate(
            "ReviewWindow", "Play the deal again from this position, to try another card "
            "(practice, not scored)."))
        if analysing:
            self.progress_label.setText(translate("ReviewWindow", "Analysing…"))

    def show_progress(self, done: int, total: int) -> None:
        self.progress_bar.setRange(0, total)
        self.progress_bar.setValue(done)
        self.progress_label.setText(QCoreApplication.translate(
            "ReviewWindow", "Analysing… card {done} of {total}").format(done=done, total=total))

    def show_done(self) -> None:
        self.progress_bar.setVisible(False)
        self.progress_label.setText(QCoreApplication.translate(
            "ReviewWindow", "Every card analysed."))

    def show_failed(self, message: str) -> None:
        self.progress_bar.setVisible(False)
        self.progress_label.setText(QCoreApplication.translate(
            "ReviewWindow", "The analysis failed: {error}").format(error=message))
