"""Helpers shared by the window tests: the real window at a table, the human's hand on the
mouse, positions of the play, and the Qt tools of the translations.

Test modules import these from here (and the stand-in job service from fake_jobs), never
from one another.
"""

from __future__ import annotations

import random
import shutil
import sys
from collections.abc import Callable
from importlib.util import find_spec
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QPushButton
from pytestqt.qtbot import QtBot

from prefgui.ai.players import BUDGETS, HeuristicPlayer, choose_action
from prefgui.ai.search.dd import solve_state
from prefgui.coach.advice import Advice, advise
from prefgui.coach.signals import read_lead
from prefgui.engine.actions import Action, Discard, Play, play
from prefgui.engine.cards import iter_cards
from prefgui.engine.claims import remaining_tricks
from prefgui.engine.state import GameState, Phase
from prefgui.session.match import Match, TableSettings, computer_seed
from prefgui.session.pulka import Pulka
from prefgui.ui.game.controller import GameController
from prefgui.ui.system.jobs import JobService
from prefgui.ui.table.theme import load_theme, register_fonts
from prefgui.ui.window.main_window import MainWindow
from prefgui.ui.words.texts import action_label
from tests.ui.fake_jobs import RecordingJobs

ROOT = Path(__file__).resolve().parents[2]
TS_DIR = ROOT / "translations"
CLAIM_TABLE = TableSettings("austrian", names=("You", "Anna", "Béla"),
                            levels=("human", "beginner", "beginner"))


# -- Qt's translation tools ---------------------------------------------------------------------
def qt_tool(name: str) -> str | None:
    """PySide6's ``lupdate`` / ``lrelease``, also when the virtualenv is not activated."""
    beside = Path(sys.executable).parent / f"pyside6-{name}"
    if beside.is_file():
        return str(beside)
    found = shutil.which(f"pyside6-{name}")
    if found:
        return found
    spec = find_spec("PySide6")
    for location in (spec.submodule_search_locations or []) if spec else []:
        exe = Path(location) / name
        if exe.is_file():
            return str(exe)
    return None


def require_compiled_translations() -> None:
    """Skip unless every translations/prefgui_<lang>.ts is compiled where the game loads it.

    ``pip install -e .`` compiles them into the source tree; a test run from an unpacked sdist
    (the package installed normally, the tests importing the tree) has none.
    """
    from prefgui.ui.words.languages import language_codes

    shipped = {p.stem.removeprefix("prefgui_") for p in TS_DIR.glob("prefgui_*.ts")}
    missing = sorted(shipped - set(language_codes()))
    if missing:
        pytest.skip(f"translations not compiled here: {', '.join(missing)} (pip install -e .)")


# -- the real window at a table -----------------------------------------------------------------
def finished_match(settings: TableSettings, seed: int) -> Match:
    """A session whose first deal is played to its end by random legal actions."""
    m = Match(settings, seed)
    rng = random.Random(seed)
    while not m.state.is_terminal():
        m.apply(rng.choice(m.state.legal_actions()))
    return m


def table_window(qtbot: QtBot, jobs: JobService | RecordingJobs, tmp_path: Path, *,
                 match: Match | Pulka | None = None, variant: str = "austrian", seed: int = 3,
                 speed: str = "fast", size: tuple[int, int] = (1280, 800), start: bool = True,
                 save: str = "session.json") -> MainWindow:
    """The window shown and exposed, at ``match`` (by default a new session of ``variant``
    against two beginners), saving into ``tmp_path``/``save``, its animations at ``speed``."""
    register_fonts()
    if match is None:
        match = Match(TableSettings(variant, levels=("human", "beginner", "beginner")), seed)
    controller = GameController(match, jobs, tmp_path / save)  # type: ignore[arg-type]
    controller.speed = speed
    window = MainWindow(controller, load_theme("prefgui-french"))
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.menu_actions.set_speed(speed)
    if start:
        controller.session.start()
    return window


def human_turn(window: MainWindow) -> bool:
    """The human may act (the table at rest, the decision panel's offer shown), or the deal
    is over."""
    c = window.controller
    st = c.state
    return (st.is_terminal() or (st.current_player() == c.human and not window.scene.busy()
                                 and panel_current(window))
            or window.deal_end.summary is not None)


def wait_for_human(qtbot: QtBot, window: MainWindow, timeout: int = 30000) -> None:
    """Until it is the human's turn with the table at rest, the decision panel's offer for
    it shown and the window laid out (every layout request posted meanwhile handled)."""
    c = window.controller
    qtbot.waitUntil(lambda: c.view.observation().turn == c.human and not window.scene.busy()
                    and panel_current(window), timeout=timeout)
    QApplication.sendPostedEvents()


def panel_current(window: MainWindow) -> bool:
    """Whether the decision panel shows the offer for the game's state (it follows the
    table's change a frame later)."""
    return not window.table_desk.panel_place.pending


def wait_for_panel(qtbot: QtBot, window: MainWindow) -> None:
    """Until the decision panel shows the offer for the game's state."""
    qtbot.waitUntil(lambda: panel_current(window), timeout=5000)


# -- the human's mouse ---------------------------------------------------------------------------
def card_point(window: MainWindow, card: int) -> QPoint:
    """A point of the view where ``card`` can be taken (its left strip shows even where the
    next card overlaps it)."""
    item = window.scene.faces[card]
    visible = QPointF(item.width * 0.15, item.width * 0.75)
    return window.view.mapFromScene(item.mapToScene(visible))


def click_card(window: MainWindow, card: int) -> None:
    """Click ``card`` in the human's hand (during the exchange: choose or drop a discard)."""
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, card_point(window, card))


def drag(window: MainWindow, card: int, to: QPointF) -> None:
    """Press on the card, move (in steps) and release on ``to`` (scene coordinates)."""
    vp = window.view.viewport()
    start = card_point(window, card)
    end = window.view.mapFromScene(to)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, 6):
        p = start + (end - start) * (k / 5)
        QTest.mouseMove(vp, p)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def button_for(window: MainWindow, action: Action) -> QPushButton:
    """The panel's visible button of ``action``."""
    hand = bool(getattr(window.controller.state, "hand_game", False))
    label = action_label(action, window.controller.match.rules, "french", hand)
    for btn in window.panel.buttons:
        if btn.text() == label and btn.isVisible():
            return btn
    raise AssertionError(f"no button {label!r} among {[b.text() for b in window.panel.buttons]}")


def play_as_advised_until(qtbot: QtBot, window: MainWindow, done: Callable[[], bool],
                          deals: int = 15) -> None:
    """Play the human's part as the Heuristic player advises (cards by the controller,
    calls by their buttons) until ``done()`` holds at the human's turn."""
    c = window.controller
    advisor = HeuristicPlayer()
    rng = random.Random(5)
    for _ in range(deals):
        while not c.state.is_terminal():
            qtbot.waitUntil(lambda: human_turn(window), timeout=60000)
            if c.state.is_terminal():
                break
            if done():
                return
            choice = advisor.choose(c.view.observation(), rng, BUDGETS["beginner"]).action
            before = len(c.state.history)
            if isinstance(choice, (Discard, Play)):
                c.submit(choice)
            else:
                QTest.mouseClick(button_for(window, choice), Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda n=before: len(c.state.history) > n, timeout=5000)
        window.deal_end.next_deal()
        qtbot.waitUntil(lambda: not c.state.is_terminal(), timeout=10000)
    raise AssertionError("the awaited position did not come")


def breaching_card(window: MainWindow) -> tuple[int, Advice] | None:
    """A legal card of the human that would break a convention, with the coach's advice."""
    c = window.controller
    st = c.state
    if st.phase is not Phase.PLAY or st.current_player() != c.human:
        return None
    for a in c.view.legal_actions():
        if isinstance(a, Play):
            advice = advise(st, c.human, a.card)
            if advice is not None:
                return a.card, advice
    return None


def a_breaching_card(qtbot: QtBot, window: MainWindow) -> tuple[int, Advice]:
    """At the human's turn with the table at rest: a legal card of his that breaks a
    convention, and the coach's advice on it."""
    qtbot.waitUntil(lambda: human_turn(window), timeout=60000)
    found = breaching_card(window)
    assert found is not None, "no card of the human's breaks a convention here"
    return found


def advised_session(seed: int, stop_before: Callable[[GameState, Action], bool],
                    deals: int = 15) -> Match:
    """A session against two beginners, played without the window up to the first action
    for which ``stop_before(state, action)`` holds: the human's part as the Heuristic
    player advises, the computers' moves as the window's worker would choose them (same
    level, same seed). The window then starts at that moment (``table_window(match=…)``)
    instead of playing every deal before it."""
    match = Match(TableSettings("austrian", levels=("human", "beginner", "beginner")), seed)
    advisor = HeuristicPlayer()
    rng = random.Random(5)
    for _ in range(deals):
        while not match.state.is_terminal():
            st = match.state
            seat = st.current_player()
            assert seat is not None
            obs = st.observation(seat)
            if seat == 0:
                action = advisor.choose(obs, rng, BUDGETS["beginner"]).action
            else:
                seed_now = computer_seed(match.seed, match.number, len(st.history))
                action = choose_action("beginner", obs, seed_now).action
            if stop_before(st, action):
                return match
            match.apply(action)
        match.next_deal()
    raise AssertionError("the awaited moment did not come")


def breach_possible(st: GameState, _action: Action) -> bool:
    """The human (seat 0) is to play a card and one of his legal cards breaks a convention."""
    return st.phase is Phase.PLAY and st.current_player() == 0 and any(
        advise(st, 0, a.card) is not None for a in st.legal_actions()
        if isinstance(a, Play) and a.seat == 0)


def keeping_choice(st: GameState, _action: Action) -> bool:
    """The human (seat 0) is to play a card, one of his legal cards breaks a convention and
    more than one keeps it."""
    if st.phase is not Phase.PLAY or st.current_player() != 0:
        return False
    for a in st.legal_actions():
        if isinstance(a, Play) and a.seat == 0:
            advice = advise(st, 0, a.card)
            if advice is not None:
                return len(advice.keeping) > 1
    return False


def partner_leads_under(rule: str) -> Callable[[GameState, Action], bool]:
    """The human's partner leads a card that tells him something under ``rule``."""
    def check(st: GameState, action: Action) -> bool:
        if not isinstance(action, Play) or action.seat == 0 or st.trick:
            return False
        sig = read_lead(st, len(st.history) + 1, action.card)
        return sig is not None and sig.partner == 0 and sig.rule == rule
    return check


# -- positions of the play (claims) --------------------------------------------------------------
def drive_to_play(match: Match, declarer: int) -> None:
    """Bid so that ``declarer`` wins the auction; everybody defends."""
    while match.state.phase is not Phase.PLAY:
        st = match.state
        seat = st.current_player()
        acts = [a for a in st.legal_actions() if a.seat == seat]
        wanted = (("bid", "hold") if seat == declarer else ("pass",)) \
            if st.phase is Phase.AUCTION else ("defend",)
        match.apply(next((a for a in acts if a.verb in wanted), acts[0]))


def best_card(match: Match) -> None:
    """The player to move plays his double-dummy best card."""
    st = match.state
    assert st.turn is not None
    moves = solve_state(st).moves
    pick = max if st.turn == st.declarer else min
    match.apply(play(st.turn, pick(sorted(moves), key=lambda c: moves[c])))


def position(seed: int, declarer: int, until: Callable[[GameState], bool]) -> Match:
    """A session at the first moment of the best play where ``until(state)`` is true."""
    match = Match(CLAIM_TABLE, seed)
    drive_to_play(match, declarer)
    while not until(match.state):
        best_card(match)
    return match


def my_turn_with(left: int) -> Callable[[GameState], bool]:
    """The human's turn with ``left`` tricks to play."""
    return lambda st: st.turn == 0 and remaining_tricks(st) == left


# -- the decision panel ------------------------------------------------------------------------
def assert_buttons_whole(window: MainWindow) -> None:
    """Every button on the panel shows its whole text, and no button of an earlier offer
    is still drawn."""
    panel = window.panel
    assert panel.isVisible()
    shown = [b for b in panel.findChildren(QPushButton) if b.isVisibleTo(panel)]
    assert set(shown) <= set(panel.buttons), [b.text() for b in shown]
    for btn in panel.buttons:
        assert btn.isVisibleTo(panel), btn.text()
        text_w = btn.fontMetrics().horizontalAdvance(btn.text())
        assert btn.width() >= text_w + 8, (btn.text(), btn.width(), text_w)
        assert btn.height() >= btn.sizeHint().height(), (btn.text(), btn.height())
        top_left = btn.mapTo(panel, QPoint(0, 0))
        inside = panel.rect().contains(QRect(top_left, btn.size()))
        assert inside, (btn.text(), top_left, panel.size())
        holder = btn.parentWidget()  # the button grid, which clips what lies beyond it
        assert holder is not None and holder.rect().contains(btn.geometry()), (
            btn.text(), btn.geometry(), holder.rect() if holder else None)
    buttons = [QRect(b.mapTo(panel, QPoint(0, 0)), b.size()) for b in panel.buttons]
    for lab in panel.findChildren(QLabel, "help"):
        if lab.isVisibleTo(panel):
            box = QRect(lab.mapTo(panel, QPoint(0, 0)), lab.size())
            assert lab.height() >= lab.heightForWidth(lab.width()), lab.text()
            assert not any(box.intersects(b) for b in buttons), lab.text()
            assert panel.rect().contains(box), lab.text()


# -- what the table shows -----------------------------------------------------------------------
def hand_rects(window: MainWindow) -> dict[str, list[QRectF]]:
    """Every hand's cards as rectangles in view coordinates, by owner."""
    scene, view = window.scene, window.view
    obs = window.controller.view.observation()
    out: dict[str, list[QRectF]] = {"you": [
        view.mapFromScene(scene.faces[c].sceneBoundingRect()).boundingRect().toRectF()
        for c in iter_cards(obs.hand) if c not in scene.choice.discard_selection]}
    for seat in range(obs.rules.players):
        if seat != window.controller.human:
            out[f"seat{seat}"] = [
                view.mapFromScene(item.sceneBoundingRect()).boundingRect().toRectF()
                for item in scene.backs.get(f"hand{seat}", []) if item.isVisible()]
    return out


def assert_table_fits(window: MainWindow) -> None:
    """The decision panel, the hands, the name plates and the badges lie on the table, the
    panel and the furniture clear of every hand, the panel's buttons whole."""
    view_rect = QRectF(window.view.viewport().rect())
    panel = QRectF(window.panel.geometry())
    assert view_rect.contains(panel), (panel, view_rect)
    scene, view = window.scene, window.view
    furniture = {f"plate{seat}": plate for seat, plate in scene.plates.items()}
    furniture |= {"contract": scene.contract_badge, "pot": scene.pot_badge}
    boxes = {name: view.mapFromScene(item.sceneBoundingRect()).boundingRect().toRectF()
             for name, item in furniture.items() if item.isVisible()}
    for owner, rects in hand_rects(window).items():
        assert rects, owner
        for r in rects:
            assert view_rect.adjusted(-1, -1, 1, 1).contains(r), (owner, r, view_rect)
            assert not panel.intersects(r), (owner, r, panel)
            for name, box in boxes.items():
                # (a plate's bounding box has 6 px for its glow)
                assert not box.adjusted(6, 6, -6, -6).intersects(r), (name, owner)
    for name, box in boxes.items():
        assert view_rect.adjusted(-8, -8, 8, 8).contains(box), name
    assert_buttons_whole(window)
