"""The Progress view's three tabs (:class:`~prefgui.ui.coach.progress.ProgressDialog`):
each builds its charts from the player's :class:`~prefgui.coach.trends.Trends` and words
them (in the dialog's translation context), or says how it fills while it is empty."""

from __future__ import annotations

from datetime import timedelta

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import (
    QGridLayout,
    QHeaderView,
    QLabel,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from prefgui.coach.trends import DUE_DAYS, ROLLING_ANSWERS, ROLLING_DEALS, Trends
from prefgui.ui.coach.progress_charts import Bars, Line, TrendChart
from prefgui.ui.words import coach_texts

__all__ = ["ConventionsPage", "DrillsPage", "LossesPage", "ProgressPage", "convention_name"]

CONVENTION_COLORS = ("#f0c85a", "#6fb7ff", "#ff7a7a")
DEFENDER, DECLARER = "#6fb7ff", "#f0c85a"
RIGHT, WRONG, DUE = "#9be08a", "#ff7a7a", "#6fb7ff"
GREY = "#9a9a9a"


translate = QCoreApplication.translate  # in the Progress view's context: "ProgressDialog"


def convention_name(rule: int, c3_high: str = "A_or_K") -> str:
    """The convention in words (the table's sentences, C1 to C3; C3's "very high" read as
    ``c3_high`` says, the table's option)."""
    return coach_texts.rule_line(("C1", "C2", "C3")[rule], c3_high)


def _empty(parent: QWidget) -> QLabel:
    label = QLabel(parent)
    label.setWordWrap(True)
    label.setMargin(24)
    label.setStyleSheet("font-size: 11pt")
    return label


class ProgressPage(QStackedWidget):
    """A tab: its explanation while it is empty (page 0), else its charts (page 1)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.empty = _empty(self)
        self.content = QWidget(self)
        self.addWidget(self.empty)
        self.addWidget(self.content)

    def is_empty(self) -> bool:
        return self.currentIndex() == 0


class ConventionsPage(ProgressPage):
    """C1, C2 and C3 breaches per 100 cards played as a defender: a table and a chart."""

    def __init__(self, parent: QWidget, trends: Trends | None, c3_high: str = "A_or_K"
                 ) -> None:
        super().__init__(parent)
        self.c3_high = c3_high  # C3's "very high" as the table reads it (its words)
        self.breach_intro = QLabel(self.content)
        self.breach_intro.setWordWrap(True)
        self.breach_table = QTableWidget(3, 3, self.content)
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
        self.breach_chart = TrendChart(self.content)
        lay = QVBoxLayout(self.content)
        lay.addWidget(self.breach_intro)
        lay.addWidget(self.breach_table)
        lay.addWidget(self.breach_chart, 1)
        t = trends
        if t is None or not t.defended:
            return
        self.setCurrentIndex(1)
        lines = []
        for rule, trend in enumerate(t.breaches):
            color = CONVENTION_COLORS[rule]
            lines.append(Line(trend.rolling.xs, trend.rolling.ys, color))
            lines.append(Line(trend.overall.xs, trend.overall.ys, color, dashed=True))
            for col, value in ((1, trend.rolling.last()), (2, trend.overall.last())):
                self.breach_table.setItem(rule, col, QTableWidgetItem(
                    QLocale().toString(value or 0.0, "f", 1)))
        self.breach_chart.show_lines(lines)

    def retranslate_ui(self, trends: Trends | None) -> None:
        nothing = translate("ProgressDialog",
            "No reviewed deal yet. The coach reviews each deal you finish; here you will see, "
            "deal after deal, how often you broke the defenders' conventions C1, C2 and C3.")
        if trends is not None and trends.progress.deals:
            nothing = translate("ProgressDialog",
                "None of your reviewed deals was played as a defender yet: the conventions are "
                "the defenders'. They show here after your first reviewed defence.")
        self.empty.setText(nothing)
        self.breach_intro.setText(translate("ProgressDialog",
            "Breaches of each convention per 100 cards you played as a defender: solid lines "
            "over your last {n} deals as a defender, dashed lines over all of them.").format(
                n=ROLLING_DEALS))
        self.breach_table.setHorizontalHeaderLabels([
            translate("ProgressDialog", "Convention"),
            translate("ProgressDialog", "Last {n} deals").format(n=ROLLING_DEALS),
            translate("ProgressDialog", "All deals")])
        for rule in range(3):
            self.breach_table.setItem(rule, 0, QTableWidgetItem(
                convention_name(rule, self.c3_high)))
        self.breach_chart.set_labels(translate("ProgressDialog", "Deal"),
                                     translate("ProgressDialog", "Breaches per 100 cards"))
        self.breach_chart.set_legend(
            [(c, f"C{n + 1}", "box") for n, c in enumerate(CONVENTION_COLORS)]
            + [(GREY, translate("ProgressDialog", "Last {n} deals").format(n=ROLLING_DEALS),
                "line"),
               (GREY, translate("ProgressDialog", "all deals"), "dash")])


class LossesPage(ProgressPage):
    """The tricks and units the player's cards cost per deal, as a defender and as the
    declarer, with all cards known and on what he could know."""

    def __init__(self, parent: QWidget, trends: Trends | None) -> None:
        super().__init__(parent)
        self.tricks_chart = TrendChart(self.content)
        self.units_chart = TrendChart(self.content)
        lay = QVBoxLayout(self.content)
        lay.addWidget(self.tricks_chart, 1)
        lay.addWidget(self.units_chart, 1)
        t = trends
        if t is None or not t.progress.deals:
            return
        self.setCurrentIndex(1)
        for chart, attr in ((self.tricks_chart, "tricks"), (self.units_chart, "units")):
            lines = []
            for side, color in ((t.defender, DEFENDER), (t.declarer, DECLARER)):
                dd, known = getattr(side, attr), getattr(side, f"known_{attr}")
                lines += [Line(dd.xs, dd.ys, color), Line(known.xs, known.ys, color, True)]
            chart.show_lines(lines, whole_y=attr == "tricks")

    def retranslate_ui(self) -> None:
        self.empty.setText(translate("ProgressDialog",
            "No reviewed deal yet. The coach reviews each deal you finish; here you will see "
            "the tricks and units your cards cost in each deal, as a defender and as the "
            "declarer, with all cards known and on what you could know."))
        keys = [(DEFENDER, translate("ProgressDialog", "as a defender"), "box"),
                (DECLARER, translate("ProgressDialog", "as the declarer"), "box"),
                (GREY, translate("ProgressDialog", "all cards known"), "line"),
                (GREY, translate("ProgressDialog", "on what you could know"), "dash")]
        self.tricks_chart.set_labels(translate("ProgressDialog", "Deal"),
                                     translate("ProgressDialog", "Tricks lost"))
        self.tricks_chart.set_legend(keys)
        self.units_chart.set_labels(translate("ProgressDialog", "Deal"),
                                    translate("ProgressDialog", "Units lost"))
        self.units_chart.set_legend(keys)


class DrillsPage(ProgressPage):
    """The drills: accuracy, streak, answers per day and the drills due."""

    def __init__(self, parent: QWidget, trends: Trends | None) -> None:
        super().__init__(parent)
        self.drill_summary = QLabel(self.content)
        self.drill_summary.setWordWrap(True)
        self.accuracy_chart = TrendChart(self.content)
        self.streak_chart = TrendChart(self.content)
        self.per_day_chart = TrendChart(self.content)
        self.due_chart = TrendChart(self.content)
        grid = QGridLayout(self.content)
        grid.addWidget(self.drill_summary, 0, 0, 1, 2)
        for n, chart in enumerate((self.accuracy_chart, self.streak_chart, self.per_day_chart,
                                   self.due_chart)):
            grid.addWidget(chart, 1 + n // 2, n % 2)
        grid.setRowStretch(1, 1)
        grid.setRowStretch(2, 1)
        t = trends
        if t is None or not (t.progress.drills_answered or t.drill_count):
            return
        self.setCurrentIndex(1)
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

    def retranslate_ui(self, trends: Trends | None) -> None:
        self.empty.setText(translate("ProgressDialog",
            "No drill yet. Every breach and mistake of your reviewed deals becomes a drill; "
            "as you practise them, your accuracy, your streak and the drills due show here."))
        t = trends
        if t is not None:
            p = t.progress
            self.drill_summary.setText(translate("ProgressDialog",
                "Answers: {answers} · right: {right} % · streak: {streak} · due now: {due} · "
                "not yet practised: {new}").format(
                    answers=p.drills_answered, right=round(100 * p.drill_accuracy),
                    streak=p.streak, due=p.due, new=t.new_drills))
        self.accuracy_chart.set_labels(translate("ProgressDialog", "Answer"),
                                       translate("ProgressDialog", "% right"))
        self.accuracy_chart.set_legend([(RIGHT, translate(
            "ProgressDialog", "right answers among the last {n}").format(n=ROLLING_ANSWERS),
            "line")])
        self.streak_chart.set_labels(translate("ProgressDialog", "Answer"),
                                     translate("ProgressDialog", "Right in a row"))
        self.streak_chart.set_legend([(DUE, translate("ProgressDialog", "streak"), "line")])
        self.accuracy_chart.set_empty_text(translate("ProgressDialog",
            "Your share of right answers shows here from your first answered drill."))
        self.streak_chart.set_empty_text(translate("ProgressDialog",
            "Your right answers in a row show here from your first answered drill."))
        self.per_day_chart.set_empty_text(translate("ProgressDialog",
            "Your right and wrong answers of each day show here from your first answered "
            "drill."))
        self.due_chart.set_empty_text(translate("ProgressDialog",   # DUE_DAYS = 14: two weeks
            "No drill is due in the next two weeks: the drills of your next reviewed deals "
            "and the ones you answer come back here on the day they are due."))
        self.per_day_chart.set_labels(translate("ProgressDialog", "Day"),
                                      translate("ProgressDialog", "Answers"))
        self.per_day_chart.set_legend([(RIGHT, translate("ProgressDialog", "right"), "box"),
                                       (WRONG, translate("ProgressDialog", "wrong"), "box")])
        self.due_chart.set_labels(translate("ProgressDialog", "Day"),
                                  translate("ProgressDialog", "Drills due"))
        self.due_chart.set_legend([(DUE, translate("ProgressDialog", "drills due, from today"),
                                    "box")])
