"""The review window: a deal with every hand open, stepped action by action, each card priced.

The table shows the position at the chosen step (the trick in progress included); at a
step where a card is to be played, the legal cards carry their values (the player's, and
with "Every seat" the other seats' too), the card played its grade, and the side panel says
what it cost, which conventions it broke and what the partner's leads told. Steps move with
the arrow keys, the slider, a click on a trick or on the chart. The review is computed in
the background (:class:`~prefgui.ui.review.worker.ReviewWorker`); closing the window drops
it. "Play from here" asks the game to restart the deal at the step shown.

The window lays out and steps; its parts: :class:`~prefgui.ui.review.trick_list.TrickList`
(the tricks), :class:`~prefgui.ui.review.badge_layer.BadgeLayer` (the values on the cards),
:class:`~prefgui.ui.review.step_bar.StepBar` (the slider and the keys that step) and
:mod:`~prefgui.ui.review.step_text` (the caption and the side text).
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QCloseEvent, QGuiApplication, QKeyEvent
from PySide6.QtWidgets import (
    QLabel,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from prefgui.coach.review import DealReview
from prefgui.ui.review.badge_layer import BadgeLayer
from prefgui.ui.review.chart import ReviewChart
from prefgui.ui.review.side_panel import ReviewSide
from prefgui.ui.review.step_bar import StepBar
from prefgui.ui.review.step_text import caption_text, side_html
from prefgui.ui.review.steps import ReviewSteps
from prefgui.ui.review.worker import ReviewWorker
from prefgui.ui.table.scene import TableScene
from prefgui.ui.table.theme import CardTheme
from prefgui.ui.table.view import TableView


def _first_size() -> tuple[int, int]:
    """1100×760, or the screen's available room if it is smaller (a 1024×640 laptop)."""
    screen = QGuiApplication.primaryScreen()
    if screen is None:
        return 1100, 760
    room = screen.availableGeometry()
    return min(1100, room.width()), min(760, room.height())


class ReviewWindow(QWidget):
    """The review of one deal record, for the player in seat ``human``."""

    play_from_requested = Signal(dict, int)  # the deal record, the actions to keep

    def __init__(self, record: dict[str, object], human: int, names: list[str],
                 theme: CardTheme, worker: ReviewWorker, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.steps = ReviewSteps(record)
        self.human = human
        self.names = names
        self.worker = worker
        self.scene = TableScene(theme, human)
        self.scene.setParent(self)  # deleted with the window
        self.view = TableView(self.scene)
        self.view.setMinimumSize(420, 300)
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.badge_layer = BadgeLayer(self.scene, self.steps, human, self._badges_shown)
        self.badges = self.badge_layer.badges
        self.step = 0
        # The table is laid out again for a new size: the badges follow their cards.
        self.view.resized.connect(lambda: self.badge_layer.show(self.step))
        self._build()
        self.retranslate_ui()
        self.resize(*_first_size())
        self.request = worker.request(record, {human}, owner=self)
        self.request.progress.connect(self.side.show_progress)
        self.request.finished.connect(self._on_finished)
        self.request.failed.connect(self.side.show_failed)
        self._fill_tricks()
        self.show_step(0)

    # building ---------------------------------------------------------------------------
    def _build(self) -> None:
        self.step_bar = StepBar(self.steps.last)
        self.slider = self.step_bar.slider
        self.slider.valueChanged.connect(self.show_step)
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        self.chart = ReviewChart()
        self.chart.setMinimumHeight(120)
        self.chart.setMaximumHeight(280)  # the table keeps the room on a large screen
        self.chart.step_clicked.connect(self.go)
        left = QSplitter(Qt.Orientation.Vertical)
        table_host = QWidget()
        tl = QVBoxLayout(table_host)
        tl.setContentsMargins(0, 0, 0, 0)
        tl.addWidget(self.view, 1)
        tl.addWidget(self.caption)
        tl.addWidget(self.step_bar)
        left.addWidget(table_host)
        left.addWidget(self.chart)
        left.setStretchFactor(0, 4)
        left.setStretchFactor(1, 1)
        side = self.side = ReviewSide()
        self.every_seat, self.trick_list, self.play_button = (
            side.every_seat, side.trick_list, side.play_button)
        self.progress_label, self.progress_bar = side.progress_label, side.progress_bar
        self.every_seat.toggled.connect(lambda _on: self.show_step(self.step))
        self.trick_list.step_clicked.connect(self.go)
        self.play_button.clicked.connect(self._on_play_from_here)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left)
        split.addWidget(side)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        lay = QVBoxLayout(self)
        lay.addWidget(split)
        self.slider.setFocus()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Review of the deal"))
        self.side.retranslate_ui(analysing=self.steps.review is None)
        self.step_bar.back_button.setToolTip(self.tr("Back (←)"))
        self.step_bar.forward_button.setToolTip(self.tr("Forward (→)"))
        self.chart.retranslate_ui()

    def _fill_tricks(self) -> None:
        self.trick_list.fill(self.steps, self.names, self.scene.theme.pack, self.human)

    # stepping ---------------------------------------------------------------------------
    def go(self, step: int) -> None:
        """Show ``step`` (clamped to the deal), through the slider."""
        self.step_bar.go(step)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        step = self.step_bar.step_for_key(event.key(), self.step)
        if step is None:
            super().keyPressEvent(event)
        else:
            self.go(step)

    def show_step(self, step: int) -> None:
        """The table, the badges, the side text and the chart's mark for ``step``."""
        self.step = step
        st = self.steps.position(step)
        obs = st.observation(self.human)
        others = tuple((s, st.hands[s]) for s in range(st.rules.players)
                       if s != self.human and st.hands[s])
        obs = dataclasses.replace(obs, exposed=others, legal=())
        self.scene.sync(obs, animate=False, names=self.names)
        self.badge_layer.show(step)
        d = self.steps.decision(step)
        priced = d is not None and self._badges_shown(d.seat)
        pack = self.scene.theme.pack
        self.caption.setText(caption_text(self.steps, step, self.names, pack, priced))
        self.side.details.setHtml(side_html(self.steps, step, self.names, pack, self.human, priced))
        self.chart.mark_step(step)
        self.trick_list.select(self.steps.trick_at(step) + 1)
        self.play_button.setEnabled(step < self.steps.last)

    def _badges_shown(self, seat: int) -> bool:
        """Whether ``seat``'s decisions are shown priced (the player's; the others' with
        "Values for every seat")."""
        return seat == self.human or self.every_seat.isChecked()

    # the review -------------------------------------------------------------------------
    def _on_finished(self, review: DealReview) -> None:
        self.steps.set_review(review)
        self.side.show_done()
        points = self.steps.chart_points(self.human)
        self.chart.set_points([s for s, _p in points], [p.dd for _s, p in points],
                              [p.known for _s, p in points])
        self.chart.setVisible(bool(points))  # no card played: no empty chart
        self._fill_tricks()
        self.show_step(self.step)

    def review_ready(self) -> bool:
        """The review has arrived."""
        return self.steps.review is not None

    def _on_play_from_here(self) -> None:
        self.play_from_requested.emit(self.steps.record, self.step)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        self.request.cancel()  # an analysis under way is not wanted by this window any more
        super().closeEvent(event)
