"""Every text the player reads goes through Qt's translation.

The test builds a pseudo-locale: a translation, made from a fresh lupdate run over the whole
package, in which every message is its source wrapped in ``⟦…⟧``. With it installed, the
main window (menus, status line, decision panels in every phase, score sheet with its chart),
the settings dialog, the deal summary, the rules, the sessions list and the replay are shown
offscreen, and every visible text of every widget is read. What remains of a text after the
marked parts, numbers, card symbols and punctuation are taken out must contain no letter:
a letter there was never marked for translation (or was built in code from English words).
"""

from __future__ import annotations

import random
import re
import subprocess
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QStandardPaths, QTranslator
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QMenu,
    QTableWidget,
    QTabWidget,
    QTextBrowser,
    QWidget,
)
from pytestqt.qtbot import QtBot

from prefgui.engine.actions import Play
from prefgui.engine.cards import iter_cards
from prefgui.engine.state import Phase
from prefgui.session.match import Match, TableSettings
from prefgui.session.settings import AppSettings
from prefgui.session.storage import save
from prefgui.ui.coach.progress import ProgressDialog
from prefgui.ui.coach.progress_charts import TrendChart
from tests.coach import profiles
from tests.ui.fake_jobs import RecordingJobs
from tests.ui.helpers import ROOT, qt_tool

QStandardPaths.setTestModeEnabled(True)

OPEN, CLOSE = "⟦", "⟧"
MARKED = re.compile(f"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}")
TAG = re.compile(r"<[^<>]*>")
ENTITY = re.compile(r"&(?:[a-z]+|#\d+);")
LETTER = re.compile(r"[^\W\d_⅓⅔¼½¾]")  # a vulgar fraction is a number (whists: +5⅓)

# Texts that are not ours to translate, with the reason.
ALLOWED_WORDS = {
    "prefgui",  # the product's name
    "VII", "VIII", "IX", "X",  # the German pack's ranks are Roman numerals in every language
    "C1", "C2", "C3",  # the defender conventions' names (RULES.md §7), the same everywhere
}


def own_language_names() -> set[str]:
    """Settings → Language shows each language in its own name, never translated."""
    from prefgui.ui.words.languages import available_languages

    return {name for _code, name in available_languages()}
QT_OWN = {
    # Standard buttons of QDialogButtonBox and QMessageBox: Qt's own catalogue (qtbase_xx.qm)
    # translates them, not ours.
    "OK", "&OK", "Cancel", "&Cancel", "Close", "&Close", "Yes", "&Yes", "No", "&No",
}


def unmarked(text: str, own_names: set[str] | None = None) -> str:
    """What of ``text`` was not translated: '' when everything is marked or neutral
    (``own_names``: the languages' own names, if already read)."""
    if own_names is None:
        own_names = own_language_names()
    if text in QT_OWN or text in own_names:
        return ""
    text = ENTITY.sub(" ", TAG.sub(" ", text))
    while True:  # marked texts nest: "⟦Deal⟧ 3: ⟦{name} …⟧" built from translated parts
        stripped = MARKED.sub(" ", text)
        if stripped == text:
            break
        text = stripped
    words = [w for w in re.split(r"\s+", text) if LETTER.search(w)]
    left = [w for w in words if w.strip(".,:;()[]—–-·…/+×*") not in ALLOWED_WORDS]
    return " ".join(left)


def pseudo_ts(source: Path, target: Path) -> None:
    """``source`` (an lupdate result) with every translation set to ``⟦source⟧``."""
    tree = ET.parse(source)
    root = tree.getroot()
    root.set("language", "en")
    for msg in root.iter("message"):
        text = f"{OPEN}{msg.findtext('source') or ''}{CLOSE}"
        old = msg.find("translation")
        if old is not None:
            msg.remove(old)
        tr = ET.SubElement(msg, "translation")
        if msg.get("numerus") == "yes":
            for _ in range(2):  # English: singular and plural
                ET.SubElement(tr, "numerusform").text = text
        else:
            tr.text = text
    tree.write(target, encoding="utf-8", xml_declaration=True)


@pytest.fixture(scope="module")
def pseudo_locale(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """The pseudo-locale translation, installed for the module's tests."""
    lupdate, lrelease = qt_tool("lupdate"), qt_tool("lrelease")
    if lupdate is None or lrelease is None:
        pytest.skip("pyside6-lupdate / pyside6-lrelease are not available")
    folder = tmp_path_factory.mktemp("pseudo")
    sources = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "prefgui").rglob("*.py"))
    subprocess.run([lupdate, "-silent", *sources, "-ts", str(folder / "found.ts")], cwd=ROOT,
                   check=True, timeout=120)
    pseudo_ts(folder / "found.ts", folder / "pseudo.ts")
    subprocess.run([lrelease, "-silent", str(folder / "pseudo.ts"), "-qm",
                    str(folder / "pseudo.qm")], check=True, timeout=120)
    app = QApplication.instance() or QApplication([])
    translator = QTranslator()
    assert translator.load(str(folder / "pseudo.qm"))
    assert app.installTranslator(translator)
    assert QCoreApplication.translate("MenuActions", "&Game") == f"{OPEN}&Game{CLOSE}"
    yield
    app.removeTranslator(translator)


# -- reading every visible text of a widget tree ------------------------------------------------
def _menu_texts(menu: QMenu) -> Iterator[str]:
    yield menu.title()
    for act in menu.actions():
        yield act.text()
        yield act.toolTip() if act.toolTip() != act.text().replace("&", "") else ""
        sub = act.menu()
        if isinstance(sub, QMenu):
            yield from _menu_texts(sub)


def _table_texts(table: QTableWidget) -> Iterator[str]:
    for col in range(table.columnCount()):
        head = table.horizontalHeaderItem(col)
        yield head.text() if head is not None else ""
    for row in range(table.rowCount()):
        for col in range(table.columnCount()):
            item = table.item(row, col)
            yield item.text() if item is not None else ""


def _own_texts(w: QWidget) -> Iterator[str]:
    if w.isWindow() or isinstance(w, QDockWidget):
        yield w.windowTitle()
    yield w.toolTip()
    if isinstance(w, (QLabel, QAbstractButton)):
        yield w.text()
    elif isinstance(w, QGroupBox):
        yield w.title()
    elif isinstance(w, QLineEdit):
        yield w.placeholderText()  # the text itself is the player's
    elif isinstance(w, QComboBox):
        yield from (w.itemText(i) for i in range(w.count()))
    elif isinstance(w, QTabWidget):
        yield from (w.tabText(i) for i in range(w.count()))
    elif isinstance(w, QTableWidget):
        yield from _table_texts(w)
    elif isinstance(w, QListWidget):
        yield from (w.item(i).text() for i in range(w.count()))
    elif isinstance(w, QTextBrowser):
        yield w.toPlainText()
    elif isinstance(w, QMenu):
        yield from _menu_texts(w)


def visible_texts(top: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) for every text of ``top`` and its children."""
    for w in [top, *top.findChildren(QWidget)]:
        where = f"{type(w).__name__} {w.objectName()}".strip()
        for text in _own_texts(w):
            if text:
                yield where, text
    if isinstance(top, QMainWindow):
        yield "status bar", top.statusBar().currentMessage()
        for act in top.menuBar().actions():
            menu = act.menu()
            if isinstance(menu, QMenu):
                yield from (("menu", t) for t in _menu_texts(menu) if t)
    from prefgui.ui.sheet.charts import BalanceChart
    from prefgui.ui.table.plates import DropZone, InfoBadge, NamePlate
    from prefgui.ui.table.view import TableView

    for view in top.findChildren(TableView):
        for item in view.scene().items():
            if isinstance(item, NamePlate):
                yield from (("name plate", t) for t in (item.name, item.subtitle()))
            elif isinstance(item, InfoBadge):
                yield from (("info badge", t) for t in item.lines)
            elif isinstance(item, DropZone):
                yield "drop zone", item.label

    from prefgui.ui.review.chart import ReviewChart

    for chart in [*top.findChildren(BalanceChart), *top.findChildren(ReviewChart)]:
        plot = chart.plot.getPlotItem()
        for side in ("bottom", "left"):
            yield f"chart axis {side}", plot.getAxis(side).labelText


class Found:
    """Collects the unmarked texts (each once)."""

    def __init__(self) -> None:
        self.problems: dict[str, str] = {}
        self.seen: set[str] = set()

    def check(self, top: QWidget) -> None:
        own_names = own_language_names()  # once a look: reading them lists a folder
        for where, text in visible_texts(top):
            self.seen.add(where.split()[0])
            left = unmarked(text, own_names)
            if left and text not in self.problems:
                self.problems[text] = f"{where}: {left!r}"

    def assert_none(self) -> None:
        listing = "\n".join(f"  {t!r}  ({w})" for t, w in self.problems.items())
        assert not self.problems, f"texts not marked for translation:\n{listing}"


def test_unmarked_detects_english_and_accepts_marked_text() -> None:
    assert unmarked("Deal 3") == "Deal"
    assert unmarked("⟦Deal⟧ 3: ⟦⟦You⟧ plays ♥⟧ — 10♥") == ""
    assert unmarked("<b>⟦Bank⟧</b> 40 · VIII") == ""
    assert unmarked("⟦Tricks⟧ — West: 3") == "West:"


# -- the game shown in the pseudo-locale ---------------------------------------------------------
def _play_through(window: object, found: Found, rng: random.Random,
                  look: Callable[[], None]) -> None:
    """Play one deal with random legal actions, looking at the window at each human turn."""
    from prefgui.ui.window.main_window import MainWindow

    assert isinstance(window, MainWindow)
    c = window.controller
    for _ in range(200):
        st = c.state
        if st.is_terminal():
            return
        mine = c.view.legal_actions()
        if mine:
            c.state_changed.emit(c.view.observation())
            look()
        seat = st.current_player()
        if seat == c.human and st.phase is Phase.PLAY:  # refused cards: the status line says why
            legal = {a.card for a in mine if isinstance(a, Play)}
            held = set(iter_cards(st.hands[c.human]))
            for card in ([x for x in held if x not in legal][:1]
                         + [x for x in range(32) if x not in held][:1]):
                window.scene.card_activated.emit(card)  # a double-click on it
                look()
        if seat == c.human and mine:
            c.submit(rng.choice(mine))
        else:
            # the computer seats' moves, made here (the worker never answers)
            c.match.apply(rng.choice([a for a in st.legal_actions() if a.seat == seat]))
            c.state_changed.emit(c.view.observation())


def _check_review(qtbot: QtBot, window: QMainWindow, record: dict[str, object],
                  found: Found) -> None:
    """The review window of a deal at every fifth step, its review computed here (double
    dummy only) rather than waited for."""
    from prefgui.coach.review import review_record
    from prefgui.engine.record import parse_record
    from prefgui.ui.review.window import ReviewWindow
    from prefgui.ui.window.main_window import MainWindow

    assert isinstance(window, MainWindow)
    review = ReviewWindow(record, window.controller.human, window.controller.view.names(),
                          window.scene.theme, window.reviews.worker)
    qtbot.addWidget(review)
    found.check(review)  # while it is analysing
    review.request.finished.emit(review_record(parse_record(record)))  # computed here
    review.request.cancel()  # the worker's own answer is not waited for
    review.every_seat.setChecked(True)
    for step in range(0, review.steps.last + 1, 5):
        review.go(step)
        found.check(review)
    review.close()


TABLES = (TableSettings("austrian"), TableSettings("illustrated"), TableSettings("balkan"),
          TableSettings("swabian"), TableSettings("american"),
          TableSettings("hungarian", players=4, names=("You", "West", "North", "East"),
                        levels=("human", "club", "club", "club")))


def _check_claims(window: Any, found: Found, qtbot: QtBot) -> None:
    """The claim dialog, a claim's bubble and a refused claim's reason."""
    from prefgui.ai.claim import ClaimVerdict, DecisiveTrick
    from prefgui.ui.dialogs.claim import ClaimDialog

    claim = ClaimDialog(5, window)
    qtbot.addWidget(claim)
    found.check(claim)
    for ruff in (True, False):
        refused = ClaimVerdict(0, 5, 5, 3, (), DecisiveTrick(8, 1, 13, 1, 2, ruff))
        window.statusBar().showMessage(window.claims.words.refusal_text(refused) + " "
                                       + window.claims.words.claim_words(refused))
        found.check(window)


def test_every_visible_text_is_marked(qtbot: QtBot, pseudo_locale: None, tmp_path: Path,
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    from prefgui.ui.dialogs.replay import ReplayDialog
    from prefgui.ui.dialogs.rules import rules_html
    from prefgui.ui.dialogs.sessions import SessionsDialog
    from prefgui.ui.dialogs.settings import SettingsDialog
    from prefgui.ui.dialogs.summary import SummaryDialog
    from prefgui.ui.game import session_start
    from prefgui.ui.game.controller import GameController
    from prefgui.ui.table.theme import load_theme
    from prefgui.ui.window.main_window import MainWindow

    monkeypatch.setattr(session_start, "sessions_dir", lambda: tmp_path)
    found = Found()
    for n, table in enumerate(TABLES):
        theme = load_theme("prefgui-german" if n % 2 else "prefgui-french")
        match = Match(table, seed=11 + n)
        window = MainWindow(GameController(match, RecordingJobs(), None), theme,  # type: ignore[arg-type]
                            AppSettings(theme=theme.name, pack=theme.pack))
        qtbot.addWidget(window)
        window.show()
        window.sheet_dock.show()
        rng = random.Random(n)
        for _deal in range(2 if n < 2 else 1):
            _play_through(window, found, rng, lambda w=window: found.check(w))
            entry = match.entries[-1]
            summary = SummaryDialog(entry.result, match.rules, window.controller.view.names(),
                                    entry.balances, theme.pack, window)
            found.check(summary)
            summary.close()
            window.sheet.refresh()
            window.sheet.table.selectRow(0)
            found.check(window)
            replay = ReplayDialog(entry.record.to_json(), window.controller.view.names(), theme,
                                  window)
            for step in range(0, len(replay.states), 7):
                replay.show_step(step)
                found.check(replay)
            replay.close()
            _check_review(qtbot, window, entry.record.to_json(), found)
            window.controller.session.next_deal()
        window.menu_actions.last_trick.trigger()
        window.menu_actions.practice.trigger()  # on
        found.check(window)
        text = QTextBrowser()
        text.setHtml(rules_html(match.rules, theme.pack))
        found.check(text)
        settings = SettingsDialog(AppSettings(table=table), window)
        qtbot.addWidget(settings)
        found.check(settings)
        _check_claims(window, found, qtbot)
        save(match, tmp_path / f"session-2026010{n}-000000.json")
        sessions = SessionsDialog(tmp_path, None, window)
        qtbot.addWidget(sessions)
        found.check(sessions)
        window.close()
    found.assert_none()
    # the walk reached every kind of place (a walk that reads nothing would pass)
    assert {"menu", "status", "name", "info", "chart", "QLabel", "QPushButton", "QComboBox",
            "QTabWidget", "QTableWidget", "QTextBrowser", "QListWidget", "QGroupBox",
            "SummaryDialog", "ReplayDialog", "SettingsDialog", "QDockWidget",
            "ReviewWindow"} <= found.seen, \
        found.seen


def test_every_text_of_the_view_is_translated(qtbot: QtBot, tmp_path: Path,
                                              pseudo_locale: None) -> None:
    found = Found()
    for trends in (profiles.trends(tmp_path), profiles.trends(tmp_path / "e", filled=False)):
        dlg = ProgressDialog(trends)
        qtbot.addWidget(dlg)
        for n in range(dlg.tabs.count()):
            dlg.tabs.setCurrentIndex(n)
            found.check(dlg)
        charts = dlg.findChildren(TrendChart)
        for chart in charts:
            for side in ("bottom", "left"):
                text = chart.plot.getPlotItem().getAxis(side).labelText
                assert text.startswith("⟦"), text
            found.check(chart)
    found.assert_none()


def test_every_text_of_the_pulka_is_marked(qtbot: QtBot, pseudo_locale: None) -> None:
    """The Russian score sheet (every tab, the drawn pulka's tooltips), its settings and the
    rules help of the three systems."""
    from fractions import Fraction

    from PySide6.QtCore import QPointF

    from prefgui.ai.russian.player import make_russian_player
    from prefgui.engine.rules import Rules
    from prefgui.session.pulka import Pulka
    from prefgui.ui.dialogs.rules import rules_html
    from prefgui.ui.dialogs.settings import SettingsDialog
    from prefgui.ui.sheet.pulka_view import PulkaView

    found = Found()
    for variant, players in (("sochi", 3), ("leningrad", 4), ("rostov", 3)):
        names = ("You", "West", "East") if players == 3 else ("You", "West", "North", "East")
        table = TableSettings(variant, {"pool_size": 4}, players, names,
                              ("human",) + ("beginner",) * (players - 1))
        pulka = Pulka(table, seed=3)
        rng = random.Random(3)
        player = make_russian_player("beginner")
        for _ in range(40):
            while not pulka.state.is_terminal():
                seat = pulka.state.controller(pulka.state.turn)
                pulka.apply(player.choose(pulka.state.observation(seat), rng).action)
            if pulka.finished:
                break
            pulka.next_deal()
        view = PulkaView()
        qtbot.addWidget(view)
        view.resize(1024, 640)
        view.show_pulka(pulka, None if variant == "sochi" else Fraction(1, 10))
        view.show()
        view.table.selectRow(0)
        for n in range(view.tabs.count()):
            view.tabs.setCurrentIndex(n)
            found.check(view)
        tips = QLabel("\n".join(view.drawing.cell_tooltip(c) for c in view.drawing.cells()
                                if c.text))
        found.check(tips)
        assert view.drawing.cell_at(QPointF(-5, -5)) is None
        settings = SettingsDialog(AppSettings(table=table))
        qtbot.addWidget(settings)
        settings.tabs.setCurrentIndex(1)
        found.check(settings)
        text = QTextBrowser()
        text.setHtml(rules_html(Rules(variant, {}, players)))
        found.check(text)
    found.assert_none()
    assert {"QTabWidget", "QTableWidget", "QLabel", "SettingsDialog", "QTextBrowser"} <= \
        found.seen, found.seen
