"""The Progress view (Coach → Progress): the player's progress over time, in three tabs.

*Conventions*: C1, C2 and C3 breaches per 100 cards played as a defender, over the last
deals and over all of them. *Tricks and units*: what the player's cards cost per deal, as a
defender and as the declarer, with all cards known and on what he could know. *Drills*:
accuracy, streak, answers per day and the drills due. Each tab that has nothing to show
yet says how it fills instead of drawing empty axes.

The dialog takes the computed :class:`~prefgui.coach.trends.Trends` (plain data);
:func:`show_progress` reads them from the player's profile.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from PySide6.QtCore import QEvent, QLocale, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHeaderView,
    QLabel,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from prefgui.coach.trends import DUE_DAYS, ROLLING_ANSWERS, ROLLING_DEALS, Trends, build_trends
from prefgui.ui.coach.profile_store import damaged_rows_text, open_profile, profile_error_text
from prefgui.ui.coach.progress_charts import Bars, Line, TrendChart
from prefgui.ui.words import coach_texts

__all__ = ["ProgressDialog", "read_trends", "show_progress"]

CONVENTION_COLORS = ("#f0c85a", "#6fb7ff", "#ff7a7a")
DEFENDER, DECLARER = "#6fb7ff", "#f0c85a"
RIGHT, WRONG, DUE = "#9be08a", "#ff7a7a", "#6fb7ff"
GREY = "#9a9a9a"


def convention_name(rule: int) -> str:
    """The convention in words (the table's sentences, C1 to C3)."""
    return coach_texts.rule_line(("C1", "C2", "C3")[rule])


def _empty(parent: QWidget) -> QLabel:
    label = QLabel(parent)
    label.setWordWrap(True)
    label.setMargin(24)
    label.setStyleSheet("font-size: 11pt")
    return label


class _Page(QStackedWidget):
    """A tab: its explanation while it is empty (page 0), else its charts (page 1)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.empty = _empty(self)
        self.content = QWidget(self)
        self.addWidget(self.empty)
        self.addWidget(self.content)

    def is_empty(self) -> bool:
        return self.currentIndex() == 0


class ProgressDialog(QDialog):
    """The Progress view of one profile's :class:`Trends`.

    Args:
        trends: what to show (None: the profile could not be opened).
        message: a sentence about the profile to show above the tabs ('' for none).
    """

    def __init__(self, trends: Trends | None, message: str = "",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.trends = trends
        self.message = QLabel(message, self)
        self.message.setWordWrap(True)
        self.message.setVisible(bool(message))
        self.tabs = QTabWidget(self)
        self.conventions = _Page(self.tabs)
        self.losses = _Page(self.tabs)
        self.drills = _Page(self.tabs)
        for page in (self.conventions, self.losses, self.drills):
            self.tabs.addTab(page, "")
        self._build_conventions()
        self._build_losses()
        self._build_drills()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.message)
        lay.addWidget(self.tabs, 1)
        lay.addWidget(buttons)
        self._fit_size(parent)
        self.retranslate_ui()

    def _fit_size(self, parent: QWidget | None) -> None:
        width, height = 1000, 640
        if parent is not None:
            width = min(width, max(600, parent.width() - 40))
            height = min(height, max(420, parent.height() - 40))
        self.resize(width, height)

    # building -----------------------------------------------------------------------------
    def _build_conventions(self) -> None:
        page = self.conventions
        self.breach_intro = QLabel(page.content)
        self.breach_intro.setWordWrap(True)
        self.breach_table = QTableWidget(3, 3, page.content)
        self.breach_table.verticalHeader().setVisible(False)
        self.breach_table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.breach_table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        head = self.breach_table.horizontalHeader()
        head.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for col in (1, 2):
            head.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        self.breach_table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.breach_table.setFixedHeight(3 * self.breach_table.verticalHeader()
                                         .defaultSectionSize()
                                         + head.sizeHint().height() + 4)
        self.breach_chart = TrendChart(page.content)
        lay = QVBoxLayout(page.content)
        lay.addWidget(self.breach_intro)
        lay.addWidget(self.breach_table)
        lay.addWidget(self.breach_chart, 1)
        t = self.trends
        if t is None or not t.defended:
            return
        page.setCurrentIndex(1)
        lines = []
        for rule, trend in enumerate(t.breaches):
            color = CONVENTION_COLORS[rule]
            lines.append(Line(trend.rolling.xs, trend.rolling.ys, color))
            lines.append(Line(trend.overall.xs, trend.overall.ys, color, dashed=True))
            for col, value in ((1, trend.rolling.last()), (2, trend.overall.last())):
                self.breach_table.setItem(rule, col, QTableWidgetItem(
                    QLocale().toString(value or 0.0, "f", 1)))
        self.breach_chart.show_lines(lines)

    def _build_losses(self) -> None:
        page = self.losses
        self.tricks_chart = TrendChart(page.content)
        self.units_chart = TrendChart(page.content)
        lay = QVBoxLayout(page.content)
        lay.addWidget(self.tricks_chart, 1)
        lay.addWidget(self.units_chart, 1)
        t = self.trends
        if t is None or not t.progress.deals:
            return
        page.setCurrentIndex(1)
        for chart, attr in ((self.tricks_chart, "tricks"), (self.units_chart, "units")):
            lines = []
            for side, color in ((t.defender, DEFENDER), (t.declarer, DECLARER)):
                dd, known = getattr(side, attr), getattr(side, f"known_{attr}")
                lines += [Line(dd.xs, dd.ys, color), Line(known.xs, known.ys, color, True)]
            chart.show_lines(lines, whole_y=attr == "tricks")

    def _build_drills(self) -> None:
        page = self.drills
        self.drill_summary = QLabel(page.content)
        self.drill_summary.setWordWrap(True)
        self.accuracy_chart = TrendChart(page.content)
        self.streak_chart = TrendChart(page.content)
        self.per_day_chart = TrendChart(page.content)
        self.due_chart = TrendChart(page.content)
        grid = QGridLayout(page.content)
        grid.addWidget(self.drill_summary, 0, 0, 1, 2)
        for n, chart in enumerate((self.accuracy_chart, self.streak_chart, self.per_day_chart,
                                   self.due_chart)):
            grid.addWidget(chart, 1 + n // 2, n % 2)
        grid.setRowStretch(1, 1)
        grid.setRowStretch(2, 1)
        t = self.trends
        if t is None or not (t.progress.drills_answered or t.drill_count):
            return
        page.setCurrentIndex(1)
        d = t.drills
        self.accuracy_chart.show_lines([Line(d.accuracy.xs, d.accuracy.ys, RIGHT)], top=100.0)
        self.streak_chart.show_lines([Line(d.streak.xs, d.streak.ys, DUE)], whole_y=True)
        days = t.per_day
        xs = tuple(range(len(days.days)))
        self.per_day_chart.show_bars(
            [Bars(xs, tuple(float(n) for n in days.right), RIGHT),
             Bars(xs, tuple(float(n) for n in days.wrong), WRONG,
                  tuple(float(n) for n in days.right))], list(days.days))
        ahead = [t.today + timedelta(days=i) for i in range(DUE_DAYS)]
        self.due_chart.show_bars([Bars(tuple(range(DUE_DAYS)),
                                       tuple(float(n) for n in t.due), DUE)], ahead)

    # texts --------------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Progress"))
        for n, title in enumerate((self.tr("Conventions"), self.tr("Tricks and units"),
                                   self.tr("Drills"))):
            self.tabs.setTabText(n, title)
        self._retranslate_conventions()
        self._retranslate_losses()
        self._retranslate_drills()

    def _retranslate_conventions(self) -> None:
        nothing = self.tr(
            "No reviewed deal yet. The coach reviews each deal you finish; here you will see, "
            "deal after deal, how often you broke the defenders' conventions C1, C2 and C3.")
        if self.trends is not None and self.trends.progress.deals:
            nothing = self.tr(
                "None of your reviewed deals was played as a defender yet: the conventions are "
                "the defenders'. They show here after your first reviewed defence.")
        self.conventions.empty.setText(nothing)
        self.breach_intro.setText(self.tr(
            "Breaches of each convention per 100 cards you played as a defender: solid lines "
            "over your last {n} deals as a defender, dashed lines over all of them.").format(
                n=ROLLING_DEALS))
        self.breach_table.setHorizontalHeaderLabels([
            self.tr("Convention"), self.tr("Last {n} deals").format(n=ROLLING_DEALS),
            self.tr("All deals")])
        for rule in range(3):
            self.breach_table.setItem(rule, 0, QTableWidgetItem(convention_name(rule)))
        self.breach_chart.set_labels(self.tr("Deal"), self.tr("Breaches per 100 cards"))
        self.breach_chart.set_legend(
            [(c, f"C{n + 1}", "box") for n, c in enumerate(CONVENTION_COLORS)]
            + [(GREY, self.tr("Last {n} deals").format(n=ROLLING_DEALS), "line"),
               (GREY, self.tr("all deals"), "dash")])

    def _retranslate_losses(self) -> None:
        self.losses.empty.setText(self.tr(
            "No reviewed deal yet. The coach reviews each deal you finish; here you will see "
            "the tricks and units your cards cost in each deal, as a defender and as the "
            "declarer, with all cards known and on what you could know."))
        keys = [(DEFENDER, self.tr("as a defender"), "box"),
                (DECLARER, self.tr("as the declarer"), "box"),
                (GREY, self.tr("all cards known"), "line"),
                (GREY, self.tr("on what you could know"), "dash")]
        self.tricks_chart.set_labels(self.tr("Deal"), self.tr("Tricks lost"))
        self.tricks_chart.set_legend(keys)
        self.units_chart.set_labels(self.tr("Deal"), self.tr("Units lost"))
        self.units_chart.set_legend(keys)

    def _retranslate_drills(self) -> None:
        self.drills.empty.setText(self.tr(
            "No drill yet. Every breach and mistake of your reviewed deals becomes a drill; "
            "as you practise them, your accuracy, your streak and the drills due show here."))
        t = self.trends
        if t is not None:
            p = t.progress
            self.drill_summary.setText(self.tr(
                "Answers: {answers} · right: {right} % · streak: {streak} · due now: {due} · "
                "not yet practised: {new}").format(
                    answers=p.drills_answered, right=round(100 * p.drill_accuracy),
                    streak=p.streak, due=p.due, new=t.new_drills))
        self.accuracy_chart.set_labels(self.tr("Answer"), self.tr("% right"))
        self.accuracy_chart.set_legend([(RIGHT, self.tr("right answers among the last {n}")
                                         .format(n=ROLLING_ANSWERS), "line")])
        self.streak_chart.set_labels(self.tr("Answer"), self.tr("Right in a row"))
        self.streak_chart.set_legend([(DUE, self.tr("streak"), "line")])
        self.accuracy_chart.set_empty_text(self.tr(
            "Your share of right answers shows here from your first answered drill."))
        self.streak_chart.set_empty_text(self.tr(
            "Your right answers in a row show here from your first answered drill."))
        self.per_day_chart.set_empty_text(self.tr(
            "Your right and wrong answers of each day show here from your first answered "
            "drill."))
        self.due_chart.set_empty_text(self.tr(  # DUE_DAYS = 14: two weeks
            "No drill is due in the next two weeks: the drills of your next reviewed deals "
            "and the ones you answer come back here on the day they are due."))
        self.per_day_chart.set_labels(self.tr("Day"), self.tr("Answers"))
        self.per_day_chart.set_legend([(RIGHT, self.tr("right"), "box"),
                                       (WRONG, self.tr("wrong"), "box")])
        self.due_chart.set_labels(self.tr("Day"), self.tr("Drills due"))
        self.due_chart.set_legend([(DUE, self.tr("drills due, from today"), "box")])


def read_trends(now: datetime | None = None) -> tuple[Trends | None, str]:
    """The player's progress from his profile, and the sentence about the profile ('' when
    there is nothing to say)."""
    now = now or datetime.now(UTC)
    profile, message = open_profile(now=now)
    if profile is None:
        return None, message
    try:
        trends: Trends | None = build_trends(profile.progress(now), profile.answers(),
                                             profile.schedule(), now, None)
    except Exception as e:  # noqa: BLE001 - nothing in the profile stops the window
        trends, message = None, " ".join(t for t in (message, profile_error_text(e)) if t)
    finally:
        profile.close()
    if profile.damaged_rows():
        message = " ".join(t for t in (message, damaged_rows_text(profile.damaged_rows())) if t)
    return trends, message


def show_progress(parent: QWidget | None) -> ProgressDialog:
    """Open the Progress view of the player's profile (not modal) and return it."""
    trends, message = read_trends()
    dialog = ProgressDialog(trends, message, parent)
    dialog.show()
    return dialog
