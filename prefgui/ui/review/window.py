"""The review window: a deal with every hand open, stepped action by action, each card priced.

The table shows the position at the chosen step (the trick in progress included); at a
step where a card is to be played, the legal cards carry their values (the player's, and
with "Every seat" the other seats' too), the card played its grade, and the side panel says
what it cost, which conventions it broke and what the partner's leads told. Steps move with
the arrow keys, the slider, a click on a trick or on the chart. The review is computed in
the background (:class:`~prefgui.ui.review.worker.ReviewWorker`); closing the window drops
it. "Play from here" asks the game to restart the deal at the step shown.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QCloseEvent, QGuiApplication, QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSlider,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from prefgui.coach.review import DealReview
from prefgui.ui.review import details, words
from prefgui.ui.review.badges import GRADE_COLORS, ValueBadge
from prefgui.ui.review.chart import ReviewChart
from prefgui.ui.review.steps import ReviewSteps, TrickRow
from prefgui.ui.review.worker import ReviewWorker
from prefgui.ui.table.scene import TableScene
from prefgui.ui.table.theme import CardTheme
from prefgui.ui.table.view import TableView
from prefgui.ui.words import texts


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
        self.badges: dict[int, ValueBadge] = {}
        self.step = 0
        # The table is laid out again for a new size: the badges follow their cards.
        self.view.resized.connect(lambda: self._show_badges(self.step))
        self._build()
        self.retranslate_ui()
        self.resize(*_first_size())
        self.request = worker.request(record, {human}, owner=self)
        self.request.progress.connect(self._on_progress)
        self.request.finished.connect(self._on_finished)
        self.request.failed.connect(self._on_failed)
        self._fill_tricks()
        self.show_step(0)

    # building ---------------------------------------------------------------------------
    def _build(self) -> None:
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, self.steps.last)
        self.slider.valueChanged.connect(self.show_step)
        self.back_button = QPushButton("◀")
        self.forward_button = QPushButton("▶")
        for b in (self.back_button, self.forward_button):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.back_button.clicked.connect(lambda: self.go(self.step - 1))
        self.forward_button.clicked.connect(lambda: self.go(self.step + 1))
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.back_button)
        row.addWidget(self.slider, 1)
        row.addWidget(self.forward_button)
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
        tl.addLayout(row)
        left.addWidget(table_host)
        left.addWidget(self.chart)
        left.setStretchFactor(0, 4)
        left.setStretchFactor(1, 1)
        self.every_seat = QCheckBox()
        self.every_seat.toggled.connect(lambda _on: self.show_step(self.step))
        self.progress_label = QLabel()
        self.progress_bar = QProgressBar()
        self.progress_bar.setTextVisible(False)
        self.progress_bar.setMaximumHeight(10)
        self.trick_list = QListWidget()
        self.trick_list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # A German pack's card names make long rows: wrap them rather than scroll sideways.
        self.trick_list.setWordWrap(True)
        self.trick_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.trick_list.itemClicked.connect(self._on_trick_clicked)
        self.details = QTextBrowser()
        self.details.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.play_button = QPushButton()
        self.play_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.play_button.clicked.connect(self._on_play_from_here)
        side = QWidget()
        sl = QVBoxLayout(side)
        sl.setContentsMargins(0, 0, 0, 0)
        for w in (self.progress_label, self.progress_bar, self.every_seat):
            sl.addWidget(w)
        sl.addWidget(self.trick_list, 2)
        sl.addWidget(self.details, 3)
        sl.addWidget(self.play_button)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left)
        split.addWidget(side)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        side.setMinimumWidth(240)
        lay = QVBoxLayout(self)
        lay.addWidget(split)
        self.slider.setFocus()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Review of the deal"))
        self.every_seat.setText(self.tr("Values for every seat"))
        self.play_button.setText(self.tr("Play from here"))
        self.play_button.setToolTip(self.tr(
            "Play the deal again from this position, to try another card (practice, not "
            "scored)."))
        self.back_button.setToolTip(self.tr("Back (←)"))
        self.forward_button.setToolTip(self.tr("Forward (→)"))
        self.chart.retranslate_ui()
        if self.steps.review is None:
            self.progress_label.setText(self.tr("Analysing…"))

    def _fill_tricks(self) -> None:
        self.trick_list.clear()
        item = QListWidgetItem(self.tr("The deal and the calls"))
        item.setData(Qt.ItemDataRole.UserRole, 0)
        self.trick_list.addItem(item)
        pack = self.scene.theme.pack
        review = self.steps.review
        judged = {} if review is None else {c.card: c for c in review.cards}
        for row in self.steps.tricks():
            cards = "  ".join(texts.card_label(c, pack) for _s, c in row.cards)
            text = self.tr("Trick {n}: {cards}").format(n=row.number, cards=cards)
            if row.winner is not None:
                text += " → " + self.names[row.winner]
            for seat, card in row.cards:
                c = judged.get(card)
                if c is None:
                    continue
                if seat == self.human and c.grade:
                    text += " · " + words.grade_name(c.grade)
                for b in c.breaches:  # every breach of the trick, not only the grade
                    tag = words.breach_tag(b.rule)
                    text += " · " + (tag if seat == self.human else
                                     self.tr("{name}: {breach}").format(
                                         name=self.names[seat], breach=tag))
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, self._own_step(row))
            self.trick_list.addItem(item)

    def _own_step(self, row: TrickRow) -> int:
        """The step a click on ``row`` shows: the player's own card's decision in that
        trick (the trick's first card if he played none in it)."""
        step = row.step
        for k, (seat, _card) in enumerate(row.cards):
            if seat == self.human:
                return self._card_step(row.step, k)
        return step

    def _card_step(self, start: int, k: int) -> int:
        """The step of the ``k``-th card's decision of the trick that begins at ``start``."""
        step, seen = start, 0
        while step < self.steps.last:
            if self.steps.next_card(step) is not None:
                if seen == k:
                    return step
                seen += 1
            step += 1
        return start

    # stepping ---------------------------------------------------------------------------
    def go(self, step: int) -> None:
        """Show ``step`` (clamped to the deal), through the slider."""
        self.slider.setValue(max(0, min(self.steps.last, step)))

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        moves = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1, Qt.Key.Key_Up: -1,
                 Qt.Key.Key_Down: 1}
        if event.key() in moves:
            self.go(self.step + moves[Qt.Key(event.key())])
        elif event.key() == Qt.Key.Key_Home:
            self.go(0)
        elif event.key() == Qt.Key.Key_End:
            self.go(self.steps.last)
        else:
            super().keyPressEvent(event)

    def show_step(self, step: int) -> None:
        """The table, the badges, the side text and the chart's mark for ``step``."""
        self.step = step
        st = self.steps.position(step)
        obs = st.observation(self.human)
        others = tuple((s, st.hands[s]) for s in range(st.rules.players)
                       if s != self.human and st.hands[s])
        obs = dataclasses.replace(obs, exposed=others, legal=())
        self.scene.sync(obs, animate=False, names=self.names)
        self._show_badges(step)
        self._show_text(step)
        self.chart.mark_step(step)
        row = self.steps.trick_at(step) + 1
        self.trick_list.blockSignals(True)
        self.trick_list.setCurrentRow(row)
        self.trick_list.blockSignals(False)
        self.play_button.setEnabled(step < self.steps.last)

    def _show_badges(self, step: int) -> None:
        for badge in self.badges.values():
            badge.setVisible(False)
        d = self.steps.decision(step)
        if d is None or d.moves is None:
            return
        if not self._badges_shown(d.seat):
            return
        best = set(d.best_cards())
        strip = self._strip(d.seat)
        for card in d.legal:
            if card not in self.badges:
                self.badges[card] = ValueBadge()
                self.scene.addItem(self.badges[card])
            badge = self.badges[card]
            rim = GRADE_COLORS.get(d.grade) if card == d.card and d.grade else None
            lines = details.badge_lines(d, card, d.seat == self.human)
            badge.show_on(self.scene.faces[card], lines, rim, card in best, strip)

    def _badges_shown(self, seat: int) -> bool:
        """Whether ``seat``'s decisions are shown priced (the player's; the others' with
        "Values for every seat")."""
        return seat == self.human or self.every_seat.isChecked()

    def _strip(self, seat: int) -> float:
        """The share of a card's width left visible in ``seat``'s fanned hand."""
        st = self.steps.position(self.step)
        items = [self.scene.faces[c] for c in range(32) if st.hands[seat] >> c & 1]
        items = [i for i in items if i.isVisible()]
        if len(items) < 2:
            return 1.0
        side = self.scene.layout.sides[seat] if self.scene.layout is not None else "bottom"
        along = [i.pos().x() if side in ("bottom", "top") else i.pos().y() for i in items]
        along.sort()
        step = min(b - a for a, b in zip(along, along[1:], strict=False))
        return step / items[0].width

    def _show_text(self, step: int) -> None:
        st = self.steps.position(step)
        pack = self.scene.theme.pack
        if step == 0:
            self.caption.setText(self.tr("The deal"))
        parts = []
        d = self.steps.decision(step)
        card = self.steps.next_card(step)
        if d is not None and card is not None and self._badges_shown(d.seat):
            # The cards carry the values of this decision: the label names the card decided.
            self.caption.setText(self.tr("Step {i} of {n}: {name} — {action}, valued on the "
                                         "cards").format(i=step, n=self.steps.last,
                                                         name=self.names[card.seat],
                                                         action=texts.card_label(card.card,
                                                                                 pack)))
        elif step > 0:
            a = st.history[-1]
            self.caption.setText(self.tr("Step {i} of {n}: {name} — {action}").format(
                i=step, n=self.steps.last, name=self.names[a.seat],
                action=texts.action_label(a, st.rules, pack)))
        if d is not None and self._badges_shown(d.seat):
            parts.append(details.decision_html(d, self.names, pack, self.human))
            legend = details.legend_text(self.names[d.seat], d.seat == self.human,
                                         d.known is not None)
            parts.append("<p><small>" + legend + "</small></p>")
        elif d is not None:
            parts.append("<p>" + self.tr("Tick “Values for every seat” to see this card "
                                         "judged.") + "</p>")
        review = self.steps.review
        if review is not None:
            parts.append(details.signals_html(
                [c for c in review.cards if c.action <= step + 1], self.names, pack,
                self.human))
        self.details.setHtml("".join(parts))

    def _on_trick_clicked(self, item: QListWidgetItem) -> None:
        self.go(int(item.data(Qt.ItemDataRole.UserRole)))

    # the review -------------------------------------------------------------------------
    def _on_progress(self, done: int, total: int) -> None:
        self.progress_bar.setRange(0, total)
        self.progress_bar.setValue(done)
        self.progress_label.setText(self.tr("Analysing… card {done} of {total}").format(
            done=done, total=total))

    def _on_finished(self, review: DealReview) -> None:
        self.steps.set_review(review)
        self.progress_bar.setVisible(False)
        self.progress_label.setText(self.tr("Every card analysed."))
        points = self.steps.chart_points(self.human)
        self.chart.set_points([s for s, _p in points], [p.dd for _s, p in points],
                              [p.known for _s, p in points])
        self._fill_tricks()
        self.show_step(self.step)

    def _on_failed(self, message: str) -> None:
        self.progress_bar.setVisible(False)
        self.progress_label.setText(self.tr("The analysis failed: {error}").format(
            error=message))

    def review_ready(self) -> bool:
        """The review has arrived."""
        return self.steps.review is not None

    def _on_play_from_here(self) -> None:
        self.play_from_requested.emit(self.steps.record, self.step)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        self.request.cancel()  # an analysis under way is not wanted by this window any more
        super().closeEvent(event)
