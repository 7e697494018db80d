"""The Progress view: the plotted series of a filled profile, the empty state, the menu."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from prefgui.coach.trends import DUE_DAYS, ROLLING_DEALS
from prefgui.session.match import Match, TableSettings
from prefgui.ui.coach import profile_store
from prefgui.ui.coach.progress import ProgressDialog
from prefgui.ui.coach.progress_charts import TrendChart, whole_ticks
from tests.coach import profiles
from tests.ui.fake_jobs import RecordingJobs

QStandardPaths.setTestModeEnabled(True)


def plotted(chart: TrendChart) -> list[tuple[list[float], list[float]]]:
    """The (xs, ys) of every line drawn in the chart, in drawing order."""
    out = []
    for item in chart.plot.getPlotItem().listDataItems():
        xs, ys = item.getData()  # None, None for a line without points
        out.append(([float(x) for x in xs] if xs is not None else [],
                    [float(y) for y in ys] if ys is not None else []))
    return out


def bars(chart: TrendChart) -> list[tuple[list[float], list[float], list[float]]]:
    """(x, height, bottom) of every bar series drawn in the chart."""
    import pyqtgraph as pg

    out = []
    for item in chart.plot.getPlotItem().items:
        if isinstance(item, pg.BarGraphItem):
            n = len(item.opts["x"])
            y0 = item.opts["y0"]
            bottoms = [float(v) for v in y0] if hasattr(y0, "__len__") else [float(y0)] * n
            out.append(([float(x) for x in item.opts["x"]],
                        [float(h) for h in item.opts["height"]], bottoms))
    return out


def test_whole_ticks_are_round_whole_numbers() -> None:
    assert whole_ticks(1, 4) == [1, 2, 3, 4]
    assert whole_ticks(1, 23) == [5, 10, 15, 20]
    assert whole_ticks(0, 100, 5) == [0, 20, 40, 60, 80, 100]
    assert whole_ticks(1, 1) == [1]


def test_filled_profile_plots_its_series(qtbot: QtBot, tmp_path: Path) -> None:
    trends = profiles.trends(tmp_path)
    dlg = ProgressDialog(trends)
    qtbot.addWidget(dlg)
    assert not (dlg.conventions.is_empty() or dlg.losses.is_empty() or dlg.drills.is_empty())
    # conventions: per rule the rolling line then the overall one, at the deals defended
    # where a convention applied (deal 4 was an invited defence: none did)
    lines = plotted(dlg.conventions.breach_chart)
    assert len(lines) == 6
    for rule, trend in enumerate(trends.breaches):
        assert lines[2 * rule] == ([1.0, 2.0], list(trend.rolling.ys))
        assert lines[2 * rule + 1] == ([1.0, 2.0], list(trend.overall.ys))
    c3 = lines[4][1]
    assert c3[0] > 0 and c3[-1] == pytest.approx(trends.progress.breaches_per_100[2])
    assert dlg.conventions.breach_table.item(2, 2).text() in {
        f"{c3[-1]:.1f}", f"{c3[-1]:.1f}".replace(".", ",")}
    assert "C3" in dlg.conventions.breach_table.item(2, 0).text()
    assert str(ROLLING_DEALS) in dlg.conventions.breach_table.horizontalHeaderItem(1).text()
    assert [v for v, _ in dlg.conventions.breach_chart.x_ticks] == [1, 2]  # whole deals
    # tricks lost: defender double dummy, defender knowable, declarer dd, declarer knowable
    tricks = plotted(dlg.losses.tricks_chart)
    reviews = profiles.reviews()
    lost = [float(sum(c.tricks_lost or 0 for c in r.cards if c.seat == seat))
            for r, (_, seat, _k) in zip(reviews, profiles.DEALS, strict=True)]
    assert tricks[0] == ([1.0, 2.0, 4.0], [lost[0], lost[1], lost[3]])
    assert tricks[1][0] == [1.0]  # the knowable estimate of the first deal
    assert tricks[2] == ([3.0], [lost[2]]) and lost[2] > 0
    assert tricks[3] == ([], [])
    units = plotted(dlg.losses.units_chart)
    assert units[2][1] == list(trends.declarer.units.ys)
    # drills: accuracy and streak after each answer, answers per day, drills due
    assert plotted(dlg.drills.accuracy_chart) == [([1.0, 2.0, 3.0], [0.0, 50.0, 200 / 3])]
    assert plotted(dlg.drills.streak_chart) == [([1.0, 2.0, 3.0], [0.0, 1.0, 2.0])]
    right, wrong = bars(dlg.drills.per_day_chart)
    assert right[1][0] == 2.0 and wrong[1][0] == 1.0 and wrong[2][0] == 2.0  # stacked
    (due,) = bars(dlg.drills.due_chart)
    assert len(due[0]) == DUE_DAYS and sum(due[1]) == 1.0
    assert "3" in dlg.drills.drill_summary.text() and "67" in dlg.drills.drill_summary.text()


def test_empty_profile_explains_how_the_view_fills(qtbot: QtBot, tmp_path: Path) -> None:
    dlg = ProgressDialog(profiles.trends(tmp_path, filled=False))
    qtbot.addWidget(dlg)
    for page in (dlg.conventions, dlg.losses, dlg.drills):
        assert page.is_empty() and len(page.empty.text()) > 40
    for chart in (dlg.conventions.breach_chart, dlg.losses.tricks_chart, dlg.drills.accuracy_chart):
        assert plotted(chart) == []
    assert "reviews each deal" in dlg.conventions.empty.text()
    unopened = ProgressDialog(None, "The profile could not be opened.")
    qtbot.addWidget(unopened)
    unopened.show()
    assert unopened.message.isVisible() and unopened.drills.is_empty()


def test_defender_only_view_when_no_deal_was_defended(qtbot: QtBot, tmp_path: Path) -> None:
    from dataclasses import replace

    trends = profiles.trends(tmp_path)
    declarer_only = replace(trends, progress=replace(
        trends.progress, deals=tuple(d for d in trends.progress.deals if d.as_declarer)))
    dlg = ProgressDialog(declarer_only)
    qtbot.addWidget(dlg)
    assert dlg.conventions.is_empty() and not dlg.losses.is_empty()
    assert "defender" in dlg.conventions.empty.text()


def _window(qtbot: QtBot, options: dict[str, object] | None = None) -> object:
    from prefgui.ui.game.controller import GameController
    from prefgui.ui.table.theme import load_theme
    from prefgui.ui.window.main_window import MainWindow

    table = TableSettings("austrian", dict(options or {}))
    controller = GameController(Match(table, 3), RecordingJobs(), None)  # type: ignore[arg-type]
    window = MainWindow(controller, load_theme("prefgui-french"))
    qtbot.addWidget(window)
    window.show()
    return window


def test_the_view_opens_from_the_coach_menu(qtbot: QtBot, tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    prof, _ = profiles.fill(tmp_path / "p.sqlite3")
    prof.close()
    monkeypatch.setattr(profile_store, "profile_file", lambda: tmp_path / "p.sqlite3")
    window = _window(qtbot)
    menu = window.menu_actions  # type: ignore[attr-defined]
    assert menu.coach_menu.menuAction().isVisible()
    assert menu.progress in menu.coach_menu.actions()
    menu.progress.trigger()
    (dlg,) = [w for w in QApplication.topLevelWidgets()
              if isinstance(w, ProgressDialog) and w.isVisible()]
    assert len(dlg.trends.progress.deals) == len(profiles.DEALS)
    assert len(plotted(dlg.conventions.breach_chart)) == 6
    dlg.close()


@pytest.mark.parametrize("c3_high", ["A_or_K", "top_two_outstanding"])
def test_the_view_words_c3_as_the_table_reads_it(qtbot: QtBot, tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch,
                                                c3_high: str) -> None:
    """The Progress view named C3 "lead an ace or a king" while the table (and the coach's
    warnings) read "very high" as one of the two highest cards still out: it words the
    conventions as the table's option does."""
    from prefgui.ui.words.coach_texts import rule_line

    prof, _ = profiles.fill(tmp_path / "p.sqlite3")
    prof.close()
    monkeypatch.setattr(profile_store, "profile_file", lambda: tmp_path / "p.sqlite3")
    window = _window(qtbot, {"c3_high": c3_high})
    window.menu_actions.progress.trigger()  # type: ignore[attr-defined]
    (dlg,) = [w for w in QApplication.topLevelWidgets()
              if isinstance(w, ProgressDialog) and w.isVisible()]
    assert dlg.conventions.breach_table.item(2, 0).text() == rule_line("C3", c3_high)
    assert dlg.conventions.breach_table.item(0, 0).text() == rule_line("C1")
    dlg.close()


def test_drills_not_yet_answered_say_how_the_charts_fill(qtbot: QtBot, tmp_path: Path) -> None:
    """Drills waiting but none answered: each chart says how it fills, never an empty plot
    with a "Day (x0.001)" axis."""
    from dataclasses import replace

    from prefgui.coach.trends import DayCounts, DrillTrend, Series

    trends = profiles.trends(tmp_path)
    waiting = replace(trends, progress=replace(trends.progress, drills_answered=0),
                      drills=DrillTrend(Series((), ()), Series((), ())),
                      per_day=DayCounts((), (), ()), due=(0,) * DUE_DAYS)
    assert waiting.drill_count
    dlg = ProgressDialog(waiting)
    qtbot.addWidget(dlg)
    dlg.show()
    dlg.tabs.setCurrentIndex(2)  # Drills
    assert not dlg.drills.is_empty()
    drills = dlg.drills
    for chart in (drills.accuracy_chart, drills.streak_chart, drills.per_day_chart,
                  drills.due_chart):
        assert chart.is_empty() and len(chart.empty.text()) > 40
        assert chart.empty.isVisible() and not chart.plot.isVisible()
        for side in ("bottom", "left"):
            assert "x0.001" not in chart.plot.getAxis(side).labelString()
    filled = ProgressDialog(trends)
    qtbot.addWidget(filled)
    assert not filled.drills.accuracy_chart.is_empty()
    assert not filled.drills.per_day_chart.is_empty()
