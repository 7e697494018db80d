"""A long auction stays in its corner: at 1024×640, with and without the score-sheet dock,
the badge with the contract and the calls touches neither the left seat's hand nor the
talon, and the whole auction is one hover away."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from prefgui.engine.actions import Pass
from prefgui.engine.rules import Rules
from prefgui.engine.state import GameState
from prefgui.session.match import Match, TableSettings
from prefgui.ui.game.controller import GameController
from prefgui.ui.table.history import auction_calls
from prefgui.ui.table.scene import TableScene
from prefgui.ui.table.theme import load_theme
from prefgui.ui.window.main_window import MainWindow
from prefgui.ui.words import texts
from tests.ui.fake_jobs import RecordingJobs

NAMES = ["Annabelle", "Bertram", "Christopher"]


def long_auction(match: Match, calls: int = 12) -> GameState:
    """The deal's state after ``calls`` calls: everyone bids or holds while they can."""
    st = match.state
    while len(auction_calls(st.observation(0))) < calls:
        legal = st.legal_actions()
        st = st.apply(next((a for a in legal if not isinstance(a, Pass)), legal[0]))
    return st


def _view_size(qtbot: QtBot, tmp_path: Path, match: Match, dock: bool) -> tuple[int, int]:
    controller = GameController(match, RecordingJobs(), tmp_path / "s.json")  # type: ignore[arg-type]
    window = MainWindow(controller, load_theme("prefgui-french"))
    qtbot.addWidget(window)
    window.resize(1024, 640)
    window.show()
    window.sheet_dock.setVisible(dock)
    QApplication.processEvents()
    size = window.view.viewport().size()
    return size.width(), size.height()


def _hand_rects(scene: TableScene, seat: int) -> list[QRectF]:
    return [i.sceneBoundingRect() for i in scene.backs.get(f"hand{seat}", []) if i.isVisible()]


@pytest.mark.parametrize("variant", ["austrian", "balkan"])
@pytest.mark.parametrize("dock", [False, True])
def test_a_twelve_call_auction_fits_its_corner(qtbot: QtBot, tmp_path: Path, variant: str,
                                              dock: bool) -> None:
    match = Match(TableSettings(variant), seed=5)
    st = long_auction(match)
    obs = st.observation(0)
    assert len(auction_calls(obs)) == 12
    w, h = _view_size(qtbot, tmp_path, match, dock)
    assert w <= 1024 and h <= 640 and (w < 800) == dock
    scene = TableScene(load_theme("prefgui-french"))
    scene.setSceneRect(QRectF(0, 0, w, h))
    scene.sync(obs, animate=False, names=NAMES)
    badge = scene.contract_badge.mapRectToScene(scene.contract_badge.panel_rect())
    assert scene.contract_badge.isVisible() and len(scene.contract_badge.lines) >= 2
    assert scene.sceneRect().contains(badge)
    for seat in (1, 2):
        rects = _hand_rects(scene, seat)
        assert rects and not any(r.intersects(badge) for r in rects), (seat, badge)
    talon = [scene.backs[k] for k in scene.backs if k.startswith("talon")]
    for item in (i for items in talon for i in items if i.isVisible()):
        assert not item.sceneBoundingRect().intersects(badge)
    tip = scene.contract_badge.toolTip().splitlines()
    assert len(tip) == 13 and tip[1].startswith(NAMES[auction_calls(obs)[0].seat] + ": ")


def test_a_large_table_shows_at_least_as_much_of_the_auction_as_a_small_one() -> None:
    match = Match(TableSettings("austrian"), seed=5)
    obs = long_auction(match).observation(0)
    scene = TableScene(load_theme("prefgui-french"))
    shown = []
    for w, h in ((1920, 1030), (1024, 594)):
        scene.setSceneRect(QRectF(0, 0, w, h))
        scene.sync(obs, animate=False, names=NAMES)
        last = scene.contract_badge.lines[-1]
        assert last.endswith(f"{NAMES[0]}: Pass") and "Préférence" in "".join(
            scene.contract_badge.lines[:-1])  # the highest bid stays in view
        shown.append(last.count(": "))
    assert shown[0] >= shown[1] >= 1


@pytest.mark.parametrize("variant", ["austrian", "illustrated", "balkan", "american"])
def test_only_the_austrian_hand_hearts_is_called_preference(variant: str) -> None:
    rules = Rules(variant)
    names = {(n, hand): texts.bid_name(rules, n, hand, "french")
             for n in rules.ladder for hand in (False, True)}
    called = [key for key, name in names.items() if name.startswith("Préférence")]
    assert called == ([(4, True)] if variant == "austrian" else [])
    assert names[(4, False)].startswith("4 · ")


def test_an_open_contract_is_not_called_open_twice() -> None:
    """The badge said "Open misère — Declarer: You · open" (German "Bettel ouvert —
    Alleinspieler: Du · ouvert"): the contract's name already says it is played open."""
    import random

    from prefgui.engine.state import Phase
    from prefgui.ui.table.history import contract_lines

    seen = 0
    for seed in range(200):
        st = Match(TableSettings("illustrated"), seed).state
        rng = random.Random(seed)
        while isinstance(st, GameState) and not st.is_terminal() and st.phase is not Phase.PLAY:
            acts = st.legal_actions()
            bids = [a for a in acts if getattr(a, "number", 0) >= 7]
            st = st.apply(rng.choice(bids or acts))
        obs = st.observation(0)
        if obs.contract is None or not obs.contract.open:
            continue
        lines = contract_lines(obs, ["You", "Anna", "Béla"], "french")
        assert lines[0] in (texts.tr("Open misère"), texts.tr("Open slam"))
        extras = lines[1].split(" · ", 1)[1].split(", ") if " · " in lines[1] else []
        assert texts.tr("open") not in extras, lines
        seen += 1
        if seen >= 3:
            break
    assert seen >= 3


@pytest.mark.parametrize("variant", ["austrian", "balkan"])
def test_a_large_table_keeps_the_talon_a_small_one_shows(variant: str) -> None:
    """Taking the talon at 1920×1080 the badge kept "… Béla: Pass, You: 2 · ♠ Spades" and
    dropped the talon's cards, which a 1024×640 table shows (its font grew faster than its
    corner)."""
    from prefgui.engine.actions import Bid
    from prefgui.engine.state import Phase

    st = Match(TableSettings(variant), 0).state
    while st.phase is Phase.AUCTION:
        acts = st.legal_actions()
        st = st.apply(next(a for a in acts if isinstance(a, Bid) and not a.hand)
                      if st.current_player() == 0 else next(a for a in acts
                                                            if isinstance(a, Pass)))
    assert st.declarer == 0 and st.phase is Phase.EXCHANGE
    obs = st.observation(0)
    scene = TableScene(load_theme("prefgui-french"))
    for w, h in ((1024, 594), (1600, 900), (1920, 1030)):
        scene.setSceneRect(QRectF(0, 0, w, h))
        scene.sync(obs, animate=False, names=NAMES)
        lines = scene.contract_badge.lines
        assert any(line.startswith(texts.tr("Talon: {cards}").split("{")[0]) for line in lines), (
            w, lines)
        badge = scene.contract_badge.mapRectToScene(scene.contract_badge.panel_rect())
        for seat in (1, 2):
            assert not any(r.intersects(badge) for r in _hand_rects(scene, seat)), (w, seat)
