"""The Russian score sheet: the drawn pulka writes each figure in its player's part and the
strip nearest the opponent it is about, the table of deals offers replay and review, and the
settlement is exact in whists and in money for three and four players."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from PySide6.QtCore import QPointF, QRectF, QSize
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from prefgui.ai.russian.player import make_russian_player
from prefgui.engine.rules import Rules
from prefgui.engine.russian.ladder import rank_of
from prefgui.engine.russian.scoring import RuResult
from prefgui.engine.russian.sheet import Sheet, Writes, deal_delta, settlement
from prefgui.engine.vocab import Outcome, WhistCall
from prefgui.session.match import TableSettings
from prefgui.session.pulka import Pulka, PulkaEntry
from prefgui.ui.sheet.pulka_drawing import PulkaDrawing
from prefgui.ui.sheet.pulka_figures import HELP, PLAIN, RASPASY, WRITE_OFF, Step, pulka_figures
from prefgui.ui.sheet.pulka_geometry import SCALES, Cell, positions
from prefgui.ui.sheet.pulka_view import PulkaView
from prefgui.ui.words.pulka_texts import money_text, whists_text

NAMES = {3: ("You", "West", "East"), 4: ("You", "West", "North", "East")}


def _result(start: Sheet, w: Writes, outcome: Outcome = Outcome.MADE, declarer: int | None = 0,
            series: int = 0) -> RuResult:
    w.finish(range(start.players))
    change = w.change
    end = start.plus(change, series)
    return RuResult(outcome, declarer, rank_of(6, 0) if declarer is not None else None,
                    (6, 2, 2), 0, ((1, WhistCall.WHIST), (2, WhistCall.PASS)), (1,), None,
                    change, deal_delta(change, 1), start, end, False, None)


def _known_deals() -> list[RuResult]:
    """Three deals on a pool of 4 (Sochi's writes): a made six whisted by West and East, an
    all-pass deal, and a six whose pool overflows and helps West."""
    s0 = Sheet.empty(3)
    w = Writes(s0, 4, True, "largest_first", 1)
    w.pool_later(0, 2)
    w.whist(1, 0, 4)
    w.whist(2, 0, 8)
    r1 = _result(s0, w)
    w = Writes(r1.end, 4, True, "largest_first", 1)
    w.mount(1, 3)
    w.mount(2, 1)
    w.pool_later(0, 1)
    r2 = _result(r1.end, w, Outcome.RASPASY, None, series=1)
    w = Writes(r2.end, 4, True, "largest_first", 1)
    w.pool_later(0, 4)  # 1 fits, 3 help West (the first of the two empty pools after You)
    r3 = _result(r2.end, w)
    return [r1, r2, r3]


def test_the_running_figures_of_known_deals() -> None:
    f = pulka_figures(_known_deals(), 3, 4, 1, (1, 2, 3))
    assert f.pool[0] == (Step(1, 2), Step(2, 3, RASPASY), Step(3, 4))
    assert f.pool[1] == (Step(3, 3, HELP),)
    assert f.whists[0][1] == (Step(3, 30, HELP),)
    assert f.whists[1][0] == (Step(1, 4),) and f.whists[2][0] == (Step(1, 8),)
    assert f.mountain[1] == (Step(2, 3, RASPASY),) and f.mountain[0] == ()
    assert f.sheet.pool == (4, 3, 0) and f.series == 0 and f.deals == 3
    assert f.standing == settlement(f.sheet, 1) and sum(f.standing) == 0


def test_a_write_off_is_its_own_entry_on_the_mountain() -> None:
    s0 = Sheet((3, 0, 0), (5, 0, 0), ((0, 0, 0),) * 3)
    w = Writes(s0, 4, True, "none", 2)
    w.pool_later(0, 4)  # 1 fits, 3 written off at weight 2
    f = pulka_figures([_result(s0, w)], 3, 4, 2, (1,), start=s0)
    assert f.mountain[0] == (Step(0, 5), Step(1, -1, WRITE_OFF))
    assert f.pool[0] == (Step(0, 3), Step(1, 4, PLAIN))


def _drawing(qtbot: QtBot, players: int, results: list[RuResult], clockwise: bool = True
             ) -> PulkaDrawing:
    d = PulkaDrawing()
    qtbot.addWidget(d)
    d.resize(900, 560)
    f = pulka_figures(results, players, 4, 1, (1,))
    d.set_figures(f, list(NAMES[players]), 0, clockwise)
    return d


def _cell(d: PulkaDrawing, seat: int, kind: str, on: int | None = None) -> Cell:
    return next(c for c in d.cells() if (c.seat, c.kind, c.on) == (seat, kind, on))


def _strip(d: PulkaDrawing, cell: Cell) -> int:
    """Which strip a point lies in: 0 whists, 1 pool, 2 mountain (by its scale)."""
    r = d.sheet_rect()
    c = r.center()
    s = max(abs(cell.center.x() - c.x()) / (r.width() / 2),
            abs(cell.center.y() - c.y()) / (r.height() / 2))
    return next(k for k in range(3) if SCALES[k + 1] < s <= SCALES[k])


def test_three_players_each_figure_in_its_players_part_nearest_the_opponent(
        qtbot: QtBot) -> None:
    d = _drawing(qtbot, 3, _known_deals())
    c = d.sheet_rect().center()
    you_on_west, you_on_east = _cell(d, 0, "whists", 1), _cell(d, 0, "whists", 2)
    assert you_on_west.center.y() > c.y() and you_on_west.center.x() < c.x()  # bottom left
    assert you_on_east.center.y() > c.y() and you_on_east.center.x() > c.x()  # bottom right
    assert you_on_west.text == "30"
    west_on_you, west_on_east = _cell(d, 1, "whists", 0), _cell(d, 1, "whists", 2)
    assert west_on_you.angle == -90 and west_on_you.center.x() < c.x()  # the left edge
    assert west_on_you.text == "4"
    assert west_on_east.angle == 0 and west_on_east.center.y() < c.y()  # top, left half
    assert west_on_east.center.x() < c.x()
    east_on_west, east_on_you = _cell(d, 2, "whists", 1), _cell(d, 2, "whists", 0)
    assert east_on_west.center.y() < c.y() and east_on_west.center.x() > c.x()  # top right
    assert east_on_you.angle == 90 and east_on_you.text == "8"
    assert _cell(d, 0, "pool").text == "2.3.4" and _strip(d, _cell(d, 0, "pool")) == 1
    assert _cell(d, 1, "mountain").text == "3" and _strip(d, _cell(d, 1, "mountain")) == 2
    assert _strip(d, you_on_west) == 0
    assert _cell(d, 1, "pool").center.x() < c.x()  # West's pool on the left
    # the tooltip of a cell names whose and on whom
    assert d.cell_tooltip(west_on_you) == "Whists West wrote on You: 4"
    assert d.cell_at(west_on_you.center) == west_on_you


def test_four_players_the_opposite_player_in_the_middle_third(qtbot: QtBot) -> None:
    s0 = Sheet.empty(4)
    w = Writes(s0, 4, True, "largest_first", 1)
    w.whist(0, 2, 6)   # You on North, who sits opposite
    w.whist(1, 3, 7)   # West on East, opposite
    w.whist(2, 1, 9)   # North on West, on his right as he sits
    w.mount(3, 5)
    d = _drawing(qtbot, 4, [_result(s0, w)])
    r = d.sheet_rect()
    c = r.center()
    assert positions(4) == {0: "B", 1: "L", 2: "T", 3: "R"}
    you_on_north = _cell(d, 0, "whists", 2)
    assert abs(you_on_north.center.x() - c.x()) < 1 and you_on_north.center.y() > c.y()
    west_on_east = _cell(d, 1, "whists", 3)
    assert abs(west_on_east.center.y() - c.y()) < 1 and west_on_east.center.x() < c.x()
    north_on_west = _cell(d, 2, "whists", 1)
    assert north_on_west.center.y() < c.y() and north_on_west.center.x() < c.x() - 50
    assert north_on_west.text == "9"
    east = _cell(d, 3, "mountain")
    assert east.center.x() > c.x() and east.angle == 90 and east.text == "5"


def test_anticlockwise_play_puts_the_next_seat_on_the_right(qtbot: QtBot) -> None:
    assert positions(3, clockwise=False) == {0: "B", 1: "R", 2: "L"}
    d = _drawing(qtbot, 3, _known_deals(), clockwise=False)
    assert _cell(d, 1, "pool").center.x() > d.sheet_rect().center().x()


def test_the_drawing_paints_every_written_cell(qtbot: QtBot) -> None:
    """Painted, the picture differs from the bare grid where figures are written."""
    d = _drawing(qtbot, 3, _known_deals())
    full = d.image(QSize(900, 560))
    d.set_figures(pulka_figures([], 3, 4, 1), list(NAMES[3]))
    bare = d.image(QSize(900, 560))
    d.set_figures(pulka_figures(_known_deals(), 3, 4, 1), list(NAMES[3]))
    for cell in d.cells(QRectF(0, 0, 900, 560)):
        if not cell.text:
            continue
        inked = any(full.pixel(int(p.x()), int(p.y())) != bare.pixel(int(p.x()), int(p.y()))
                    for p in _samples(cell))
        assert inked, (cell.seat, cell.kind, cell.on)


def _samples(cell: Cell) -> list[QPointF]:
    back = cell.to_local().inverted()[0]
    half = cell.length / 2
    return [back.map(QPointF(-half + 6 + k, dy)) for k in range(0, 40, 2)
            for dy in (-3.0, -1.0, 0.0, 1.0, 3.0)]


# a real pulka -----------------------------------------------------------------------------------
def _played(variant: str, players: int, size: int = 4, most: int = 60) -> Pulka:
    p = Pulka(TableSettings(variant, {"pool_size": size}, players, NAMES[players],
                            ("human",) + ("beginner",) * (players - 1)), seed=7)
    rng = random.Random(2)
    player = make_russian_player("beginner")
    for _ in range(most):
        while not p.state.is_terminal():
            seat = p.state.controller(p.state.turn)
            p.apply(player.choose(p.state.observation(seat), rng).action)
        if p.finished:
            break
        p.next_deal()
    return p


def _column(view: PulkaView, title: str) -> list[str]:
    t = view.settle_table
    col = next(i for i in range(t.columnCount())
               if t.horizontalHeaderItem(i).text().replace("\n", " ") == title)
    return [t.item(r, col).text() for r in range(t.rowCount())]


@pytest.mark.parametrize(("variant", "players"), [("sochi", 3), ("leningrad", 4),
                                                  ("rostov", 4)])
def test_the_settlement_of_a_whole_pulka_in_whists_and_money(
        qtbot: QtBot, variant: str, players: int) -> None:
    p = _played(variant, players)
    assert p.finished
    view = PulkaView()
    qtbot.addWidget(view)
    view.show_pulka(p, Fraction(1, 10))
    final = p.settlement
    assert sum(final) == 0 and p.entries[-1].result.settlement == final
    assert _column(view, "Result in whists") == [whists_text(v) for v in final]
    assert _column(view, "In money") == [money_text(v, Fraction(1, 10)) for v in final]
    assert "Settlement" in view.settle_title.text()
    assert view.table.rowCount() == len(p.entries)
    assert view.figures is not None and view.figures.finished
    chart = view.chart
    assert chart._pending is not None and len(chart._pending[1][0]) == len(p.entries) + 1
    assert chart._pending[1][0][-1] == float(final[0])
    view.set_whist_price(None)
    assert "In money" not in [view.settle_table.horizontalHeaderItem(i).text().replace("\n", " ")
                              for i in range(view.settle_table.columnCount())]


@pytest.mark.parametrize(("players", "pool", "mountain", "whists", "price", "whist_texts",
                          "money"), [
    (3, (10, 10, 10), (0, 12, 30), None, Fraction(1, 10),
     ["+140", "+20", "−160"], ["+14.00", "+2.00", "−16.00"]),
    (3, (10, 10, 10), (0, 0, 1), None, Fraction(1),
     ["+3⅓", "+3⅓", "−6⅔"], ["+3.33", "+3.33", "−6.67"]),
    (4, (10, 10, 10, 10), (0, 10, 20, 30), ((1, 0, 7),), Fraction(1, 20),
     ["+143", "+57", "−50", "−150"], ["+7.15", "+2.85", "−2.50", "−7.50"]),
])
def test_the_settlement_of_a_known_sheet(
        qtbot: QtBot, players: int, pool: tuple[int, ...], mountain: tuple[int, ...],
        whists: tuple[tuple[int, int, int], ...] | None, price: Fraction,
        whist_texts: list[str], money: list[str]) -> None:
    w = [[0] * players for _ in range(players)]
    for i, j, x in whists or ():
        w[i][j] = x
    sheet = Sheet(pool, mountain, tuple(tuple(r) for r in w))
    view = PulkaView()
    qtbot.addWidget(view)
    view.show_sheet(sheet, Rules("sochi", {"pool_size": 10}, players), NAMES[players])
    view.set_whist_price(price)
    assert _column(view, "Result in whists") == whist_texts
    assert _column(view, "In money") == money
    assert _column(view, "Player") == list(NAMES[players])


def test_the_table_of_deals_asks_for_replay_and_review_of_the_chosen_deal(
        qtbot: QtBot) -> None:
    p = _played("sochi", 3, most=6)
    view = PulkaView()
    qtbot.addWidget(view)
    view.show_pulka(p)
    assert not view.replay_button.isEnabled()
    view.table.selectRow(1)
    with qtbot.waitSignal(view.replay_requested) as replay:
        view.replay_button.click()
    assert replay.args == [p.entries[1]]
    with qtbot.waitSignal(view.review_requested) as review:
        view.review_button.click()
    assert isinstance(review.args[0], PulkaEntry) and review.args[0].number == 2
    with qtbot.waitSignal(view.summary_requested) as summary:
        view.table.cellDoubleClicked.emit(0, 0)
    assert summary.args == [p.entries[0]]
    view.offer(replay=True, review=False)
    menu = view.row_menu(0)
    assert menu is not None
    assert [a.text() for a in menu.actions()] == ["Deal summary", "Replay this deal"]
    assert view.review_button.isHidden()


def test_the_caption_tells_the_raspasy_series(qtbot: QtBot) -> None:
    results = _known_deals()[:2]  # the second deal leaves a series of one
    view = PulkaView()
    qtbot.addWidget(view)
    view.figures = None
    f = pulka_figures(results, 3, 4, 1, (1, 2, 3))
    assert f.series == 1 and f.next_price == 2
    view._show(f, list(NAMES[3]), Rules("sochi"))
    assert "Raspasy in a row: 1, a trick now costs 2" in view.caption.text()


def test_the_view_draws_at_both_screen_sizes(qtbot: QtBot, qapp: QApplication) -> None:
    p = _played("sochi", 3, most=8)
    view = PulkaView()
    qtbot.addWidget(view)
    view.show_pulka(p)
    for size in (QSize(1024, 640), QSize(1920, 1080)):
        view.resize(size)
        view.show()
        qapp.processEvents()
        cells = [c for c in view.drawing.cells() if c.text]
        assert cells
        area = QRectF(view.drawing.rect())
        for c in cells:  # every written cell inside the drawing, with room for a figure
            assert area.contains(c.center) and c.thickness >= 14, (size, c.seat, c.kind)


def test_the_windows_score_sheet_shows_a_pulka_in_place_of_a_ledger(qtbot: QtBot) -> None:
    from prefgui.session.match import Match
    from prefgui.ui.sheet.score_sheet import ScoreSheet

    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.show()
    p = _played("rostov", 3, most=3)
    view = sheet.show_pulka(p, Fraction(1, 2), bottom=0)
    assert view is sheet.pulka_view and view.isVisible() and not sheet.totals.isVisible()
    assert view.table.rowCount() == len(p.entries) and sheet.match is None
    assert sheet.show_pulka(p) is view  # one view, refreshed
    sheet.set_match(Match(TableSettings("austrian"), seed=1))
    assert not view.isVisible() and sheet.totals.isVisible()


def test_help_and_write_off_are_entries_of_the_table_of_deals() -> None:
    from prefgui.ui.sheet.pulka_deals import deal_header, deal_rows

    deals = _known_deals()
    s0 = deals[-1].end
    w = Writes(s0, 4, True, "none", 1)
    w.pool_later(2, 6)  # East's pool 0 + 6 over a pool of 4: 2 written off
    entries = [PulkaEntry(n, 0, r, {}) for n, r in enumerate(deals + [_result(s0, w)], 1)]
    rows = deal_rows(entries, NAMES[3], 1)
    col = deal_header(NAMES[3]).index("Help and write-off")
    assert [r[col] for r in rows] == ["", "", "Help You → West: 3", "East: 2 written off"]
    assert [r[col - 1] for r in rows] == ["", "1", "", ""]  # the raspasy series


def test_the_whist_calls_of_a_deal_in_words() -> None:
    from dataclasses import replace

    from prefgui.engine.vocab import WhistStyle
    from prefgui.ui.sheet.pulka_deals import defence_text

    r = _known_deals()[0]
    names = NAMES[3]
    assert defence_text(r, names) == "West whist, East pass"
    assert defence_text(replace(r, style=WhistStyle.OPEN), names) == \
        "West whist, East pass (played open)"
    assert defence_text(replace(r, calls=(), whisters=(1, 2)), names) == \
        "Stalingrad: West, East whist"
    ten = replace(r, calls=(), whisters=(), contract=rank_of(10, 4))
    assert defence_text(ten, names) == "checked ten"
    assert defence_text(replace(r, calls=(), whisters=(), outcome=Outcome.RASPASY,
                                contract=None), names) == ""


def test_an_open_raspasy_series_is_marked_in_the_circle(qtbot: QtBot) -> None:
    from dataclasses import replace

    d = _drawing(qtbot, 3, [])
    f = pulka_figures(_known_deals()[:2], 3, 4, 1, (1, 2, 3))
    d.set_figures(f, list(NAMES[3]))
    assert d.series_mark() == "1 \u00b7 \u00d72"
    marked = d.image(QSize(600, 400))
    d.set_figures(replace(f, series=0), list(NAMES[3]))
    assert d.series_mark() == ""
    plain = d.image(QSize(600, 400))
    c = d.sheet_rect(QRectF(0, 0, 600, 400)).center()
    below = [(int(c.x()) + dx, int(c.y()) + dy) for dx in range(-20, 21) for dy in range(8, 30)]
    assert any(marked.pixel(x, y) != plain.pixel(x, y) for x, y in below)


def test_the_deals_export_as_csv_and_as_records_that_replay() -> None:
    import csv
    import io
    import json

    from prefgui.engine.record import load_any
    from prefgui.ui.sheet.pulka_deals import deals_csv, pulka_records

    p = _played("leningrad", 4, most=5)
    rows = list(csv.reader(io.StringIO(deals_csv(p.entries, NAMES[4], 2))))
    assert rows[0][:4] == ["Deal", "Dealer", "Declarer", "Contract"]
    assert [r[0] for r in rows[1:]] == [str(e.number) for e in p.entries]
    lines = pulka_records(p.entries).splitlines()
    assert len(lines) == len(p.entries)
    for line, e in zip(lines, p.entries, strict=True):
        st = load_any(json.loads(line))
        assert st.is_terminal() and st.result() == e.result


@pytest.mark.parametrize(("lang", "point"), [
    ("en", "."), ("ru", ","), ("cs", ","), ("sk", ","), ("de", ","), ("hu", ","),
    ("hr", ","), ("sr_Latn", ","), ("sl", ",")])
def test_figures_with_decimals_take_the_languages_decimal_separator(
        qtbot: QtBot, qapp: QApplication, lang: str, point: str) -> None:
    """The deal summary wrote "+43.3" whists and the settlement "+3.33" in money in Russian,
    where players write "+43,3" and "+3,33": every figure with decimals in the summary, the
    pulka's settlement, its chart and the Balkan sheet takes the chosen language's separator
    (and the summary writes thirds as the sheet does, "+43⅓")."""
    from dataclasses import replace

    from prefgui.ui.dialogs.pulka_summary import PulkaSummaryDialog
    from prefgui.ui.sheet.bula_view import number_text as bula_number
    from prefgui.ui.sheet.charts import LocaleAxis
    from prefgui.ui.words import languages

    languages.install_translators(qapp, lang)
    try:
        sheet = Sheet((10, 10, 10), (0, 0, 1), ((0, 0, 0), (0, 0, 0), (0, 0, 0)))
        view = PulkaView()
        qtbot.addWidget(view)
        view.show_sheet(sheet, Rules("sochi", {"pool_size": 10}, 3), NAMES[3])
        view.set_whist_price(Fraction(1))
        t = view.settle_table
        money = [t.item(r, 2).text() for r in range(t.rowCount())]  # beside the result
        assert money == [f"+3{point}33", f"+3{point}33", f"−6{point}67"]
        assert view.money_note.text().count(f"1{point}00") == 1
        # the summary writes a deal's whists as the sheet and the name plates do: thirds
        # as players write them, other parts with the language's separator
        r = replace(_known_deals()[0], delta=(Fraction(130, 3), Fraction(-216, 5),
                                              Fraction(-14, 15)))
        dialog = PulkaSummaryDialog(r, list(NAMES[3]), "french")
        qtbot.addWidget(dialog)
        lines = dialog.sheet_lines(r, list(NAMES[3]))
        assert "+43⅓" in lines[0] and f"−43{point}20" in lines[1], lines
        assert whists_text(Fraction(1, 5)) == f"+0{point}20"  # beyond thirds and quarters
        assert bula_number(Fraction(1, 5)) == f"0{point}20"
        assert LocaleAxis("left").tickStrings([2.5, -1.5], 1.0, 0.5) == [f"2{point}5",
                                                                         f"-1{point}5"]
    finally:
        languages.install_translators(qapp, "en")


@pytest.mark.parametrize(("lang", "first", "help_line", "wrong"), [
    ("en", "You: 1 down; the whisters write consolation whists.",
     "Help from You to West: 3 into the pool", ["You is", "on him", "You helps"]),
    ("ru", "Ты: без 1; вистующие пишут консоляцию.", "Помощь: Ты → Запад, 3 в пулю",
     ["на него", "на Ты", "Ты помогает"]),
    ("de", "Du: 1 unter; die Gegenspieler schreiben Trostwhists.",
     "Hilfe: Du → West, 3 in den Pool", ["Du ist", "auf ihn", "auf Du", "von Du"]),
])
def test_the_summary_names_the_player_without_a_verb_or_case_that_does_not_fit(
        qtbot: QtBot, qapp: QApplication, lang: str, first: str, help_line: str,
        wrong: list[str]) -> None:
    """The human's name is a pronoun in every language ("You", "Ты", "Du"): the summary's
    lines name players as labels, never as the subject of a verb in the third person or
    after a preposition that wants another case ("You is 1 down … on him", "висты на Ты",
    "Du ist 1 Stiche unter: auf ihn …")."""
    from dataclasses import replace

    from PySide6.QtCore import QCoreApplication

    from prefgui.ui.dialogs.pulka_summary import PulkaSummaryDialog
    from prefgui.ui.words import languages

    if lang != "en" and lang not in languages.language_codes():
        pytest.skip(f"no compiled translation for {lang} (pip install -e .)")
    languages.install_translators(qapp, lang)
    try:
        names = [QCoreApplication.translate("Players", n) for n in NAMES[3]]
        deals = _known_deals()
        failed = replace(deals[0], outcome=Outcome.FAILED, tricks=(5, 3, 2))
        dialog = PulkaSummaryDialog(failed, names, "french")
        qtbot.addWidget(dialog)
        lines = dialog.sheet_lines(failed, names) + dialog.sheet_lines(deals[2], names)
        assert lines[0] == first
        assert help_line in lines, lines
        assert any("→" in line or " on " in line for line in lines)  # the whists written
        for text in wrong:
            assert not any(text in line for line in lines), (text, lines)
    finally:
        languages.install_translators(qapp, "en")


def test_the_names_round_the_circle_fit_their_parts_of_a_narrow_sheet(qtbot: QtBot) -> None:
    """In the docked score sheet beside a 1024×640 table (the drawing about 350 px wide) the
    Russian names ran into the circle and out of their parts ("Восто", "Запад" over the
    pool's size): each name and standing is drawn in a font that fits its part."""
    from PySide6.QtCore import QRectF as Rect
    from PySide6.QtGui import QFont, QFontMetricsF, QImage, QPainter

    from prefgui.ui.sheet.pulka_paint import PulkaPainter

    class Recording(QPainter):
        def __init__(self, device: QImage) -> None:
            super().__init__(device)
            self.texts: list[tuple[Rect, str, float]] = []

        def drawText(self, *args: object) -> None:  # type: ignore[override]  # noqa: N802
            if len(args) == 3 and isinstance(args[0], Rect) and isinstance(args[2], str):
                box, text = args[0], args[2]
                width = max(QFontMetricsF(self.font()).horizontalAdvance(line)
                            for line in text.split("\n"))
                self.texts.append((box, text, width))
            super().drawText(*args)  # type: ignore[call-overload]

    f = pulka_figures(_known_deals(), 3, 20, 1, (1,))
    names = ["Ты", "Запад", "Восток"]
    where = positions(3, 0, True)
    for size in ((350, 470), (300, 420), (900, 560)):
        img = QImage(*size, QImage.Format.Format_ARGB32)
        p = Recording(img)
        try:
            PulkaPainter(f, names, where, QFont()).paint(p, Rect(0, 0, *size))
        finally:
            p.end()
        drawn = [(box, text, width) for box, text, width in p.texts if "\n" in text]
        assert len(drawn) == 3, p.texts
        for box, text, width in drawn:
            assert width <= box.width(), (size, text, width, box.width())


@pytest.mark.parametrize("lang", ["en", "ru", "de", "hu"])
def test_the_settlements_titles_show_whole_in_a_narrow_sheet(
        qtbot: QtBot, qapp: QApplication, lang: str) -> None:
    """The score sheet docked beside a 1024×640 table is about 340 pixels wide: the
    settlement's column titles were cut ("ists writ", "ult in wh"). Each title is on two
    lines and every column is as wide as the longest line of its title (the sheet scrolls
    if it must), with the money column too, in each language."""
    from PySide6.QtGui import QFontMetrics

    from prefgui.ui.words import languages
    from prefgui.ui.words.texts import tr

    languages.install_translators(qapp, lang)
    try:
        sheet = Sheet((10, 4, 0), (0, 12, 30), ((0, 0, 0), (0, 0, 0), (0, 0, 0)))
        view = PulkaView()
        qtbot.addWidget(view)
        view.resize(340, 500)
        view.show()
        view.show_sheet(sheet, Rules("sochi", {"pool_size": 10}, 3), NAMES[3])
        view.set_whist_price(Fraction(1, 10))
        t = view.settle_table
        head = t.horizontalHeader()
        fm = QFontMetrics(head.font())
        assert t.columnCount() == 7
        for col in range(t.columnCount()):
            lines = t.horizontalHeaderItem(col).text().split("\n")
            assert len(lines) <= 2
            widest = max(fm.horizontalAdvance(line) for line in lines)
            assert head.sectionSize(col) >= widest, (lang, lines, head.sectionSize(col))
        assert head.height() >= 2 * fm.height()  # both lines of a title in sight
        # the result and the money beside the names, in sight without scrolling
        titles = [t.horizontalHeaderItem(c).text().replace("\n", " ") for c in range(3)]
        assert titles[1:] == [tr("Result in whists"), tr("In money")]
        assert sum(head.sectionSize(c) for c in range(3)) <= t.viewport().width()
    finally:
        languages.install_translators(qapp, "en")


@pytest.mark.parametrize("lang", ["en", "ru", "de", "hu"])
@pytest.mark.parametrize("price", [None, Fraction(1, 10)])
def test_the_settlement_scrolls_only_when_its_figures_are_wider_than_the_sheet(
        qtbot: QtBot, qapp: QApplication, lang: str, price: Fraction | None) -> None:
    """As the sheet is made narrower and wider, the settlement shows a scroll bar exactly when
    its columns, each as wide as its title and figures, are wider than the sheet; it showed
    one at widths where all fitted (the last column kept 100 pixels for its 50) and, with
    money, cut the last column to 26 pixels."""
    from prefgui.ui.words import languages

    languages.install_translators(qapp, lang)
    try:
        view = PulkaView()
        qtbot.addWidget(view)
        view.show()
        sheet = Sheet((10, 4, 0), (0, 12, 30), ((0, 0, 0), (0, 0, 0), (0, 0, 0)))
        view.show_sheet(sheet, Rules("sochi", {"pool_size": 10}, 3), NAMES[3])
        view.set_whist_price(price)
        view.tabs.setCurrentWidget(view.settlement)
        t = view.settle_table
        head = t.horizontalHeader()
        own = [max(t.sizeHintForColumn(c), head.sectionSizeHint(c))
               for c in range(t.columnCount())]
        seen = set()
        for width in [*range(200, 720, 6), 1000, 330]:
            view.resize(width, 500)
            QApplication.processEvents()
            room = t.viewport().width()
            scrolls = t.horizontalScrollBar().isVisible()
            assert scrolls == (sum(own) > room), (width, own, room)
            sizes = [head.sectionSize(c) for c in range(t.columnCount())]
            assert all(s >= o for s, o in zip(sizes, own, strict=True)), (width, sizes, own)
            if not scrolls:
                assert sum(sizes) == room  # the last column takes what is left
            seen.add(scrolls)
        assert False in seen and (True in seen or (lang, price) == ("ru", None))
    finally:
        languages.install_translators(qapp, "en")


@pytest.mark.parametrize("players", [3, 4])
def test_the_names_round_the_circle_keep_off_the_circle_and_the_lines(
        qtbot: QtBot, players: int) -> None:
    """Docked beside a 1024×640 table (the drawing about 350 × 470 px) "Запад" and its
    standing "−109⅓" were written over the circle (its pool size and raspasy mark) and
    "Восток" over the right mountain's figures: each name and standing is written inside
    its player's part, clear of the circle, the lines parting the players and the
    mountain's edge, at every size."""
    from dataclasses import replace

    from PySide6.QtCore import QLineF
    from PySide6.QtCore import QRectF as Rect
    from PySide6.QtGui import QFont, QFontMetricsF, QImage, QPainter

    from prefgui.ui.sheet.pulka_geometry import divider_ends, sheet_rect
    from prefgui.ui.sheet.pulka_paint import PulkaPainter

    class Recording(QPainter):
        def __init__(self, device: QImage) -> None:
            super().__init__(device)
            self.texts: list[Rect] = []

        def drawText(self, *args: object) -> None:  # type: ignore[override]  # noqa: N802
            if len(args) == 3 and isinstance(args[0], Rect) and "\n" in str(args[2]):
                m = QFontMetricsF(self.font())
                lines = str(args[2]).split("\n")
                w = max(m.horizontalAdvance(line) for line in lines)
                h = m.height() * len(lines)
                self.texts.append(Rect(args[0].center().x() - w / 2,
                                       args[0].center().y() - h / 2, w, h))
            super().drawText(*args)  # type: ignore[call-overload]

    deals = _known_deals()
    f = pulka_figures(deals, 3, 10, 1, (1, 2, 3))
    if players == 4:
        f = pulka_figures([], 4, 10, 1, (1, 2, 3))
    f = replace(f, series=6, next_price=3,
                standing=tuple(Fraction(v, 3) for v in (422, -328, -94, 0)[:players]))
    names = ["Ты", "Запад", "Восток"] if players == 3 else ["Ты", "Запад", "Север", "Восток"]
    where = positions(players, 0, True)
    for size in ((350, 470), (300, 420), (900, 560), (600, 900)):
        img = QImage(*size, QImage.Format.Format_ARGB32)
        p = Recording(img)
        try:
            PulkaPainter(f, names, where, QFont()).paint(p, Rect(0, 0, *size))
        finally:
            p.end()
        assert len(p.texts) == players, p.texts
        rect = sheet_rect(Rect(0, 0, *size))
        c = rect.center()
        radius = SCALES[3] * min(rect.width(), rect.height()) / 2 * 0.42
        inner = Rect(c.x() - SCALES[3] * rect.width() / 2, c.y() - SCALES[3] * rect.height() / 2,
                     SCALES[3] * rect.width(), SCALES[3] * rect.height())
        lines = [QLineF(c, end) for end in divider_ends(rect, players)]
        for text in p.texts:
            assert inner.contains(text), (size, text, inner)
            near_x = min(max(c.x(), text.left()), text.right())
            near_y = min(max(c.y(), text.top()), text.bottom())
            assert (near_x - c.x()) ** 2 + (near_y - c.y()) ** 2 >= radius ** 2, (size, text)
            for line in lines:
                for k in range(101):
                    assert not text.contains(line.pointAt(k / 100)), (size, text, line)


def test_a_finished_pulka_names_no_next_raspasy_price(qtbot: QtBot) -> None:
    """A pulka that ended on an all-pass deal still wrote "14 · ×3" in the circle and "Raspasy
    in a row: 14, a trick now costs 3 · The pulka is over" under it: no deal follows, so no
    price is named once the pulka is over."""
    from dataclasses import replace

    from prefgui.ui.sheet.pulka_paint import series_mark

    f = replace(pulka_figures(_known_deals()[:2], 3, 4, 1, (1, 2, 3)), series=14,
                next_price=3)
    assert series_mark(f) == "14 \u00b7 \u00d73"
    done = replace(f, finished=True)
    assert series_mark(done) == ""
    view = PulkaView()
    qtbot.addWidget(view)
    view._show(done, list(NAMES[3]), Rules("sochi", {"pool_size": 4}, 3))
    assert "The pulka is over" in view.caption.text()
    assert "costs" not in view.caption.text()


def test_the_sheet_follows_a_language_chosen_during_the_pulka(
        qtbot: QtBot, qapp: QApplication) -> None:
    """German chosen in the settings during a pulka: the score sheet's tabs ("Deals",
    "Chart", "Settlement"), its legend and its buttons ("Replay this deal", "Export deal
    records…") stayed English beside the German sheet; they follow the language, and so do
    the sheet's words."""
    from prefgui.ui.words import languages

    if "de" not in languages.language_codes():
        pytest.skip("no compiled German translation (pip install -e .)")
    view = PulkaView()
    qtbot.addWidget(view)
    view.show_pulka(_played("sochi", 3, most=3))
    assert [view.tabs.tabText(k) for k in range(4)] == ["Pulka", "Deals", "Chart",
                                                       "Settlement"]
    languages.install_translators(qapp, "de")
    try:
        qtbot.waitUntil(lambda: view.tabs.tabText(3) == "Abrechnung", timeout=3000)
        assert view.tabs.tabText(1) == "Runden" and view.tabs.tabText(2) == "Diagramm"
        assert "abgeschrieben" in view.legend.text()
        assert view.deals.records_button.text() == "Rundenprotokolle exportieren…"
        assert view.table.horizontalHeaderItem(0).text() == "Runde"
    finally:
        languages.install_translators(qapp, "en")
    qtbot.waitUntil(lambda: view.tabs.tabText(3) == "Settlement", timeout=3000)


def test_the_last_summary_says_the_pulka_is_over_in_the_tables_words(
        qapp: QApplication) -> None:
    """The table said "Пулька окончена" and the last deal's summary "Пуля закрыта" (German
    "zu Ende" and "vorbei"): the summary's settlement line begins with the table's words."""
    from PySide6.QtCore import QCoreApplication

    from prefgui.ui.words import languages
    from prefgui.ui.words.texts import tr

    for lang in languages.language_codes():
        languages.install_translators(qapp, lang)
        try:
            line = QCoreApplication.translate("PulkaSummaryDialog",
                                              "The pulka is over. Settlement in whists: ")
            assert line.startswith(tr("The pulka is over")), (lang, line)
        finally:
            languages.install_translators(qapp, "en")
