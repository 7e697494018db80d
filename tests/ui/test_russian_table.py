"""The Russian game through the window (RULES §13): a whole pulka of each system played with
real clicks, drags, double-clicks and keys, the computer players' answers scripted (the job
service stood in for), so that every phase comes: whist and pass, a computer whisting open
(the human declarer sees the defenders' hands), the human whisting open and playing both
hands, half-whist, misère declared and caught, a raspasy series with the talon leading,
"without three" where the system has it, the end of the pulka and its settlement, the
session saved after every action."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from prefgui.ai.players import Decision
from prefgui.engine.actions import (
    Discard,
    HalfWhist,
    Here,
    Pass,
    Play,
    RuBid,
    Whist,
)
from prefgui.engine.russian.ladder import MISERE, level_of, rank_of
from prefgui.engine.russian.state import RussianState
from prefgui.engine.vocab import Exposure, Outcome, Phase, Role
from prefgui.session.pulka import Pulka
from prefgui.session.storage import load_any_session
from prefgui.ui.dialogs.pulka_summary import PulkaSummaryDialog
from prefgui.ui.table.russian_view import RussianTable
from prefgui.ui.window.main_window import MainWindow
from prefgui.ui.words.texts import action_label
from tests.ui.fake_jobs import RecordingJobs
from tests.ui.helpers import card_point, wait_for_panel
from tests.ui.russian_helpers import (
    C6,
    C7,
    Plan,
    answer,
    click_call,
    pending,
    planned,
    ru_window,
)


def free_point(window: MainWindow, card: int) -> QPoint:
    """A point of the view where ``card`` is the topmost item (a hand laid face up at the
    side overlaps the other way than the human's own hand)."""
    item = window.scene.faces[card]
    w, h = item.boundingRect().width(), item.boundingRect().height()
    for fy in (0.75, 0.5, 0.1, 0.9, 0.3):
        for fx in (0.15, 0.5, 0.85, 0.05, 0.95):
            at = window.view.mapFromScene(item.mapToScene(QPointF(w * fx, h * fy)))
            if window.view.itemAt(at) is item:
                return at
    raise AssertionError(f"card {card} is covered everywhere")


@dataclass
class Seen:
    """What the test saw on the way (each phase is checked where it comes)."""

    human_cards_dragged: int = 0
    human_cards_double_clicked: int = 0
    human_cards_by_keys: int = 0
    passer_cards_played_by_human: int = 0
    human_cards_played_by_computer: int = 0
    exposed_hands_seen: set[Exposure] = field(default_factory=set)
    raspasy_steps: dict[int, int] = field(default_factory=dict)  # by deal number
    talon_leads_shown: int = 0
    outcomes: list[Outcome] = field(default_factory=list)
    whist_helps: set[str] = field(default_factory=set)


def human_acts(qtbot: QtBot, window: MainWindow, plan: Plan, seen: Seen) -> None:
    """The human's action of the plan, done with the mouse or the keys."""
    c = window.controller
    st = c.state
    assert isinstance(st, RussianState)
    action = planned(st, plan)
    qtbot.waitUntil(lambda: not window.scene.busy(), timeout=10000)
    QApplication.sendPostedEvents()
    obs = c.view.observation()
    assert isinstance(obs, RussianTable)
    before = len(st.history)
    if isinstance(action, Discard):
        for card in (action.c1, action.c2):
            QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                             Qt.KeyboardModifier.NoModifier, card_point(window, card))
            qtbot.waitUntil(lambda cd=card: cd in window.scene.choice.discard_selection)
        qtbot.waitUntil(lambda: not window.scene.busy())
        QTest.mouseClick(window.panel.buttons[0], Qt.MouseButton.LeftButton)
    elif isinstance(action, Play):
        if action.seat != c.human:
            seen.passer_cards_played_by_human += 1
            assert action.seat in obs.controlled
            assert "hand" in window.statusBar().currentMessage()  # whose card is due
        assert window.scene.faces[action.card].draggable
        n = seen.human_cards_dragged + seen.human_cards_double_clicked + seen.human_cards_by_keys
        if n % 3 == 0:
            vp = window.view.viewport()
            start = free_point(window, action.card)
            end = window.view.mapFromScene(window.scene.drop_zone.rect.center())
            QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                             start)
            for k in range(1, 6):
                QTest.mouseMove(vp, start + (end - start) * (k / 5))
            QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                               end)
            seen.human_cards_dragged += 1
        elif n % 3 == 1:
            at = free_point(window, action.card)
            for click in (QTest.mouseClick, QTest.mouseDClick):  # a double-click, as Qt sees one
                click(window.view.viewport(), Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier, at)
            seen.human_cards_double_clicked += 1
        else:  # the keys: the focus runs over the legal cards, Enter plays
            window.view.setFocus()
            for _ in range(33):
                if window.scene.choice.focus_card == action.card:
                    break
                QTest.keyClick(window.view, Qt.Key.Key_Right)
            assert window.scene.choice.focus_card == action.card
            QTest.keyClick(window.view, Qt.Key.Key_Return)
            seen.human_cards_by_keys += 1
    else:
        labels = [b.text() for b in window.panel.buttons if b.isVisible()]
        offered = {a for a in c.view.legal_actions()}
        if st.phase is not Phase.EXCHANGE:
            # exactly the legal calls, each with its explanation
            assert sorted(labels) == sorted(action_label(a, st.rules, "french")
                                            for a in offered)
            assert all(b.toolTip() for b in window.panel.buttons if b.isVisible())
        if st.phase is Phase.WHIST:
            seen.whist_helps |= {b.toolTip() for b in window.panel.buttons}
        label = action_label(action, st.rules, "french")
        btn = next(b for b in window.panel.buttons if b.text() == label and b.isVisible())
        QTest.mouseClick(btn, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(c.state.history) > before, timeout=5000)
    wait_for_panel(qtbot, window)
    assert c.state.history[before] == action


def note_table(window: MainWindow, seen: Seen) -> None:
    obs = window.controller.view.observation()
    assert isinstance(obs, RussianTable)
    if obs.ru is not None and obs.ru.exposure is not None and obs.exposed:
        seen.exposed_hands_seen.add(obs.ru.exposure)
        for _seat, mask in obs.exposed:  # the exposed cards lie face up
            for card in range(32):
                if mask >> card & 1:
                    assert window.scene.faces[card].isVisible()
    if obs.talon_lead is not None:
        assert window.scene.faces[obs.talon_lead].isVisible()
        seen.talon_leads_shown += 1
    if obs.declarer is None and obs.phase is Phase.PLAY:
        assert any("Raspasy" in line for line in window.scene.contract_badge.lines)
        seen.raspasy_steps[window.controller.match.number] = obs.step


def play_deal(qtbot: QtBot, window: MainWindow, jobs: RecordingJobs, plan: Plan,
              seen: Seen) -> None:
    """Play the current deal to its end by the plan; the summary's "Next deal" after it."""
    c = window.controller
    pulka = c.match
    assert isinstance(pulka, Pulka)
    while not c.state.is_terminal():
        st = c.state
        assert isinstance(st, RussianState)
        seat = st.current_player()
        assert seat is not None
        note_table(window, seen)
        if c.view.controls(seat):
            human_acts(qtbot, window, plan, seen)
            continue
        qtbot.waitUntil(lambda: pending(jobs) is not None, timeout=10000)
        req = pending(jobs)
        assert req is not None
        if seat == c.human:  # the open whister plays the human's cards: not his turn
            seen.human_cards_played_by_computer += 1
            assert not any(window.scene.faces[x].draggable for x in range(32))
            assert not window.statusBar().currentMessage().startswith("Your turn")
        ru = req.args[1]
        assert ru.seat == st.controller(seat) and ru.seat != c.human  # only his view
        before = len(st.history)
        req.answer(Decision(planned(st, plan)))  # type: ignore[arg-type]
        qtbot.waitUntil(lambda n=before: len(c.state.history) > n, timeout=5000)
        wait_for_panel(qtbot, window)
    entry = pulka.entries[-1]
    seen.outcomes.append(entry.result.outcome)
    qtbot.waitUntil(lambda: isinstance(window.deal_end.summary, PulkaSummaryDialog),
                    timeout=15000)
    dlg = window.deal_end.summary
    assert isinstance(dlg, PulkaSummaryDialog)
    if pulka.finished:
        assert not dlg.next_button.isVisible()
        return
    dealer = pulka.dealer
    QTest.mouseClick(dlg.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not c.state.is_terminal())
    wait_for_panel(qtbot, window)
    assert pulka.dealer == (dealer + 1) % pulka.settings.players  # the deal passes on


def deal_plans(variant: str, dealer_of: int, human: int = 0) -> list[Plan]:
    """The deals of the script for a three-player pulka (dealer 0 first)."""
    plans = [
        # 1: the human declares; West whists and lays down (computer open whist), East passes
        Plan(declarer=0, calls={1: [Whist], 2: [Pass]}, open_whist=True),
        # 2: West declares; East (D1) passes, the human whists alone and plays open
        Plan(declarer=1, calls={2: [Pass], 0: [Whist]}, open_whist=True),
        # 3: West declares; East passes, the human takes half a whist
        Plan(declarer=1, calls={2: [Pass, Pass], 0: [HalfWhist]}),
        # 4: the human declares misère; the computers catch
        Plan(declarer=0, bid=MISERE),
        # 5: East declares misère; the human catches (sees the partner's cards later)
        Plan(declarer=2, bid=MISERE),
        # East declares; West whists open, the human passes: West plays the human's cards
        Plan(declarer=2, calls={0: [Pass], 1: [Whist]}, open_whist=True),
        # 6, 7: raspasy twice in a row (a series)
        Plan(declarer=None),
        Plan(declarer=None),
        # 8: East declares, the human whists and West passes: closed whist by the human
        Plan(declarer=2, bid=C7, calls={0: [Whist], 1: [Pass]}),
    ]
    if variant == "leningrad":  # "without three" is a Leningrad rule
        plans.insert(3, Plan(declarer=0, without_three=True))
    return plans


def filler(st: RussianState) -> Plan:
    """A deal that fills the pools: the strongest hand declares its longest suit at the
    lowest level allowed, the next seat whists (a whisted contract made ends a raspasy
    series in Leningrad), the declarer plays high and the defenders low."""
    def strength(seat: int) -> tuple[int, int]:
        hand = st.hands[seat]
        high = sum(1 for c in range(32) if hand >> c & 1 and c & 7 >= 5)
        return high + max((hand >> (8 * s) & 0xFF).bit_count() for s in range(4)), seat
    seat = max(strength(s) for s in st.seats)[1]
    hand = st.hands[seat]
    suit = max(range(4), key=lambda s: (hand >> (8 * s) & 0xFF).bit_count())
    level = max(6, st.exit_level())
    order = st.seats
    whister = order[(order.index(seat) + 1) % 3]
    return Plan(declarer=seat, bid=rank_of(level, suit), calls={whister: [Whist]})


@pytest.mark.parametrize(("variant", "speed"), [("sochi", "fast"), ("leningrad", "off"),
                                               ("rostov", "off")])
@pytest.mark.usefixtures("brisk_cards")
def test_a_whole_pulka_through_the_window(qtbot: QtBot, tmp_path: Path, variant: str,
                                          speed: str) -> None:
    """Sochi with the cards moving (the fast speed, briskly), the others with animations
    off; the scripted computers answer without their pause."""
    window, jobs = ru_window(qtbot, tmp_path, variant, speed=speed)
    c = window.controller
    pulka = c.match
    assert isinstance(pulka, Pulka)
    seen = Seen()
    plans = deal_plans(variant, 0)
    k = 0
    while not pulka.finished:
        assert k < 40, f"the pulka does not end: {seen.outcomes} {pulka.sheet}"
        st = c.state
        assert isinstance(st, RussianState)
        plan = plans[k] if k < len(plans) else filler(st)
        play_deal(qtbot, window, jobs, plan, seen)
        k += 1
        # saved after every action: the file on disk is the session as it stands
        qtbot.waitUntil(lambda: not c.autosave.pending() and c.autosave.unsaved() == 0,
                        timeout=10000)
        saved = load_any_session(tmp_path / "pulka.json")
        assert isinstance(saved, Pulka) and saved.to_json() == pulka.to_json()
    # the score sheet's dock draws the pulka, every deal in it: brought up to date when it
    # is shown (hidden, it is not redrawn at every deal's end)
    view = window.sheet.pulka_view
    assert view is not None and len(view.entries) < len(pulka.entries)
    window.sheet_dock.show()
    assert view.pulka is pulka and len(view.entries) == len(pulka.entries)
    outcomes = set(seen.outcomes)
    assert Outcome.RASPASY in outcomes and Outcome.HALF_WHIST in outcomes
    assert {Outcome.MADE, Outcome.FAILED} & outcomes
    assert (Outcome.WITHOUT_THREE in outcomes) == (variant == "leningrad")
    assert seen.passer_cards_played_by_human > 0  # the open whist from both hands
    assert seen.human_cards_played_by_computer > 0  # a computer's open whist, the human passed
    assert seen.human_cards_dragged and seen.human_cards_double_clicked \
        and seen.human_cards_by_keys
    assert {Exposure.OPEN_WHIST, Exposure.MISERE} <= seen.exposed_hands_seen
    assert seen.talon_leads_shown >= 2
    if variant == "sochi":  # the series' price rises (1, 2, 3)
        assert list(seen.raspasy_steps.values())[:2] == [1, 2]
    assert any("whists" in h for h in seen.whist_helps)
    # the end: the settlement in whists, summing to zero, shown in the last summary
    res = pulka.entries[-1].result
    assert res.finished and res.settlement is not None and sum(res.settlement) == 0
    dlg = window.deal_end.summary
    assert isinstance(dlg, PulkaSummaryDialog)
    doc = json.loads((tmp_path / "pulka.json").read_text(encoding="utf-8"))
    assert doc["match"]["current"] is None  # the save holds the finished pulka
    c.session.next_deal()  # the pulka is over: no deal follows
    assert c.state.is_terminal() and len(pulka.entries) == k
    assert level_of(C7) == 7


def test_the_ladder_one_level_a_row_with_misere_in_its_place(qtbot: QtBot,
                                                              tmp_path: Path) -> None:
    window, jobs = ru_window(qtbot, tmp_path, "sochi", speed="off")
    answer(qtbot, window, jobs, Pass(1))
    answer(qtbot, window, jobs, Pass(2))
    panel = window.panel
    rows: dict[str, int] = {}
    for btn in panel.buttons:
        row = panel.grid.getItemPosition(panel.grid.indexOf(btn))[0]
        rows[btn.text()] = row
    assert rows["6♠"] == rows["6♣"] == rows["6 no trumps"] != rows["7♠"]
    assert rows["8 no trumps"] < rows["Misère"] < rows["9♠"]
    assert len([t for t, r in rows.items() if r == rows["Misère"]]) == 1
    assert "misère" in panel.note.text().lower() or "Misère" in panel.note.text()
    cols = {btn.text(): panel.grid.getItemPosition(panel.grid.indexOf(btn))[1]
            for btn in panel.buttons}
    assert cols["6♠"] == cols["9♠"] == 0 and cols["7 no trumps"] == cols["10 no trumps"] == 4
    click_call(qtbot, window, RuBid(0, MISERE))
    assert window.controller.state.high == MISERE


def test_here_is_offered_where_the_system_has_it(qtbot: QtBot, tmp_path: Path) -> None:
    # Leningrad's "здесь" through a passer: West 6♠, East passes, the human 6♣, West 6♦
    window, jobs = ru_window(qtbot, tmp_path, "leningrad", speed="off")
    answer(qtbot, window, jobs, RuBid(1, 0))
    answer(qtbot, window, jobs, Pass(2))
    assert "Here" not in [b.text() for b in window.panel.buttons]
    click_call(qtbot, window, RuBid(0, C6))
    answer(qtbot, window, jobs, RuBid(1, 2))
    assert "Here" in [b.text() for b in window.panel.buttons]
    click_call(qtbot, window, Here(0))
    st = window.controller.state
    assert isinstance(st, RussianState) and st.holder == 0 and st.high == 2
    assert window.scene.bubbles[0].lines == ["Here"]  # said by the human's seat


def test_four_at_the_table_the_dealer_sits_out_unseen(qtbot: QtBot, tmp_path: Path) -> None:
    window, jobs = ru_window(qtbot, tmp_path, "sochi", players=4, speed="off")
    c = window.controller
    obs = c.view.observation()
    assert obs.dealer == 0 and obs.hand == 0  # the human deals and sits out
    assert obs.roles[0] is Role.OUT and window.scene.plates[0].role == "Sits out"
    assert not window.panel.isVisible()
    # the three players bid; the human watches: no card of theirs face up
    for seat in (1, 2, 3):
        answer(qtbot, window, jobs, Pass(seat))
    st = c.state
    assert isinstance(st, RussianState) and st.phase is Phase.PLAY and st.declarer is None
    faces_up = [card for card, item in window.scene.faces.items() if item.isVisible()]
    talon = set(st.talon_cards)
    assert set(faces_up) <= talon  # only the raspasy talon card turned to lead
    assert len(window.scene.backs["hand1"]) >= 10


@pytest.mark.parametrize("by_menu", [False, True])
def test_after_the_pulkas_last_deal_the_panel_offers_a_new_pulka(qtbot: QtBot, tmp_path: Path,
                                                                 by_menu: bool) -> None:
    """Once the pulka was over the table's panel still said "The deal is over" and offered
    "Next deal", which did nothing (no deal follows the last): it says the pulka is over and
    offers the menu's "New session", which starts a new pulka at the same table."""
    import random

    from prefgui.ai.russian.player import make_russian_player
    from prefgui.session.match import TableSettings
    from prefgui.ui.words.texts import tr
    from tests.ui.russian_helpers import pulka_window

    table = TableSettings("sochi", {"pool_size": 2}, 3, ("You", "West", "East"),
                          ("human", "club", "club"))
    pulka = Pulka(table, 7)
    rng, player = random.Random(2), make_russian_player("beginner")
    while not pulka.finished:
        if pulka.state.is_terminal():
            pulka.next_deal()
        st = pulka.state
        pulka.apply(player.choose(st.observation(st.controller(st.turn)), rng).action)
    window, _jobs = pulka_window(qtbot, tmp_path, pulka, speed="off")
    panel = window.panel
    assert panel.title.text() == tr("The pulka is over")
    if by_menu:  # the Deal menu's "Next deal" (N) did nothing: the same new pulka
        window.menu_actions.next_deal.trigger()
        qtbot.waitUntil(lambda: window.controller.match is not pulka, timeout=5000)
        new = window.controller.match
        assert isinstance(new, Pulka) and not new.entries and not new.finished
        return
    texts = [b.text() for b in panel.buttons]
    assert tr("Next deal") not in texts and "New session" in texts
    button = next(b for b in panel.buttons if b.text() == "New session")
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.match is not pulka, timeout=5000)
    new = window.controller.match
    assert isinstance(new, Pulka) and not new.entries and not new.finished
    assert new.settings.options == table.options


@pytest.mark.parametrize(("lang", "mine", "wrong"), [
    ("en", "You: 7♣", "bids"), ("ru", "Ты: 7♣", "заявляет"), ("de", "Du: 7♣", "bietet")])
def test_the_auction_line_names_each_russian_bid_without_a_verb(
        qapp: QApplication, lang: str, mine: str, wrong: str) -> None:
    """The panel's auction line said "You: bids 7♣", "Ты: заявляет Мизер", "Du: bietet
    7♣": a verb in the third person after the human's name (a pronoun). A Russian bid says
    itself, as on the name plates' bubbles and the contract badge: "Ты: 7♣"."""
    from PySide6.QtCore import QCoreApplication

    from prefgui.engine.russian.ladder import Strain
    from prefgui.ui.table.russian_view import table_view
    from prefgui.ui.words import languages
    from prefgui.ui.words.panel_texts import auction_text
    from tests.ui.russian_helpers import STRONG, deal_state

    if lang != "en" and lang not in languages.language_codes():
        pytest.skip(f"no compiled translation for {lang} (pip install -e .)")
    st = deal_state(STRONG, "7H 8H", RuBid(0, rank_of(7, Strain.CLUBS)), Pass(1))
    obs = table_view(st.observation(2))
    languages.install_translators(qapp, lang)
    try:
        names = [QCoreApplication.translate("Players", n) for n in ("You", "West", "East")]
        line = auction_text(obs, names, "french")
        assert line.startswith(mine), line
        assert wrong not in line, line
    finally:
        languages.install_translators(qapp, "en")


@pytest.mark.parametrize(("variant", "series", "title"), [
    ("sochi", 0, "Your bid"), ("sochi", 1, "Your bid"),
    ("sochi", 2, "Your bid (after raspasy: 7 or higher)"),
    ("leningrad", 1, "Your bid (after raspasy: 7 or higher)"),
    ("rostov", 3, "Your bid")])
def test_the_ladder_says_why_the_sixes_are_missing_after_raspasy(
        variant: str, series: int, title: str) -> None:
    """After all-pass deals the lowest bid is seven (Leningrad's exit, Sochi's from the
    second in a row): the ladder had no six-level row and nothing said why. Its title names
    the lowest level whenever the sixes are left out."""
    from prefgui.engine.cards import parse_card, parse_mask
    from prefgui.engine.russian.sheet import Sheet
    from prefgui.session.match import TableSettings
    from prefgui.ui.table.russian_view import table_view
    from prefgui.ui.words.russian_texts import panel_title
    from tests.ui.russian_helpers import STRONG

    rules = TableSettings(variant).rules()
    start = Sheet((0, 0, 0), (0, 0, 0), ((0, 0, 0),) * 3, series)
    st = RussianState.initial(rules, 2, tuple(parse_mask(h) for h in STRONG),
                              (parse_card("7H"), parse_card("8H")), start)
    sixes = [a for a in st.legal_actions() if isinstance(a, RuBid) and level_of(a.rank) == 6]
    assert bool(sixes) == (title == "Your bid")
    assert panel_title(table_view(st.observation(0))) == title


def test_a_session_with_three_after_one_with_four_leaves_no_fourth_seat(
        qtbot: QtBot, tmp_path: Path) -> None:
    """A new pulka of three (Settings, three at the table) after a four-handed one left the
    fourth seat's name plate ("East", with his last deal's "Raspasy · tricks: 4") half
    under the new East's, and his hand's and trick pile's backs beside it: only the seats
    at the table keep their plates, bubbles, hands and piles."""
    import random

    from prefgui.ai.russian.player import make_russian_player
    from prefgui.session.match import TableSettings
    from tests.ui.russian_helpers import pulka_window

    four = TableSettings("rostov", {"pool_size": 20}, 4, ("You", "West", "North", "East"),
                         ("human", "club", "club", "club"))
    pulka = Pulka(four, 3)
    rng, player = random.Random(1), make_russian_player("beginner")
    while True:  # into the play, every seat with a trick
        st = pulka.state
        if st.phase is Phase.PLAY and all(st.tricks_won[s] for s in st.active):
            break
        if st.is_terminal():
            pulka.next_deal()
            continue
        pulka.apply(player.choose(st.observation(st.controller(st.turn)), rng).action)
    window, _jobs = pulka_window(qtbot, tmp_path, pulka, speed="off")
    scene = window.scene
    assert {s for s, p in scene.plates.items() if p.isVisible()} == {0, 1, 2, 3}
    three = TableSettings("sochi", {"pool_size": 10}, 3, ("You", "West", "East"),
                          ("human", "club", "club"))
    window.controller.session.new_session(three, 5, tmp_path / "three.json")
    qtbot.waitUntil(lambda: scene.obs is not None and scene.obs.rules.players == 3,
                    timeout=5000)
    assert {s for s, p in scene.plates.items() if p.isVisible()} == {0, 1, 2}
    assert all(s < 3 for s in scene.bubbles)
    for key, items in scene.backs.items():
        if key[-1:] == "3":
            assert not any(i.isVisible() for i in items), key


def test_the_russian_open_whist_status_names_the_partner_in_no_case(
        qapp: QApplication) -> None:
    """Playing the passer's cards in an open whist the status line said "Твой ход из руки
    Восток" (the name wants the genitive, "Востока", which a name typed by the player
    cannot be given): the partner is named in brackets, in no case."""
    from prefgui.ui.words import languages
    from prefgui.ui.words.texts import tr

    if "ru" not in languages.language_codes():
        pytest.skip("no compiled Russian translation (pip install -e .)")
    languages.install_translators(qapp, "ru")
    try:
        text = tr("Your turn to play from {name}'s hand: drag a card to the table, or "
                  "double-click it.").format(name="Восток")
    finally:
        languages.install_translators(qapp, "en")
    assert "(Восток)" in text and "руки Восток" not in text, text
