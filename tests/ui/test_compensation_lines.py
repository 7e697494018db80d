"""The customary C1 compensation (RULES §7.6) in the deal summary and on the score sheet: a
separate line under ``ethical``, saying whether it was settled; none under ``advisory``."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from prefgui.engine.record import load, parse_record, record_of
from prefgui.session.match import LedgerEntry, Match, TableSettings
from prefgui.ui.dialogs.summary import SummaryDialog, compensation_lines
from prefgui.ui.sheet.score_sheet import ScoreSheet
from tests.engine.test_compensation import _deal

NAMES = ["You", "West", "East"]


def test_the_summary_shows_the_compensation_on_a_line_of_its_own(qtbot: QtBot) -> None:
    rec = parse_record(_deal(conventions_status="ethical"))
    lines = compensation_lines(rec, NAMES)
    assert lines == ["Customary compensation for C1: West owes You 11 for the trick he took "
                     "from him; not settled (the rule option “Settle the C1 compensation” "
                     "is off)."]
    st = load(_deal(conventions_status="ethical"))
    res = st.result()
    assert res is not None
    dlg = SummaryDialog(res, st.rules, NAMES, res.delta, "french", compensations=tuple(lines))
    qtbot.addWidget(dlg)
    assert [x.text() for x in dlg.compensation_labels] == lines
    settled = compensation_lines(
        parse_record(_deal(conventions_status="ethical", c1_compensation=True)), NAMES)
    assert len(settled) == 1 and "settled with this deal" in settled[0]
    assert compensation_lines(parse_record(_deal(conventions_status="advisory")), NAMES) == []
    assert compensation_lines(parse_record(_deal()), NAMES) == []


def test_the_score_sheet_shows_it_under_the_deals_payments(qtbot: QtBot) -> None:
    table = TableSettings("austrian", {"conventions_status": "ethical"})
    match = Match(table, seed=1)
    st = load(_deal(conventions_status="ethical"))
    res = st.result()
    assert res is not None
    match.entries.append(LedgerEntry(1, 2, 0, res, res.delta, record_of(st)))
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.set_match(match)
    sheet.table.selectRow(0)
    assert "Customary compensation for C1: West owes You 11" in sheet.details.toPlainText()
