"""The talon, the discard and the announcements as the player sees them (issue 12, 9 and 14).

The table is driven with the observations of real deals (the engine applies the actions,
no computer player is needed): a computer declarer's talon pick-up and discard, the
announcements of every seat, the human's discard area, and the decision panel at every
choice the rules give the human.
"""

from __future__ import annotations

import random
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsView
from pytestqt.qtbot import QtBot

from prefgui.engine.actions import (
    Action,
    Announce,
    Bid,
    Concede,
    Contra,
    Discard,
    Invite,
    Pass,
    Play,
    Recontra,
)
from prefgui.engine.observation import Observation
from prefgui.engine.state import GameState, Phase
from prefgui.session.match import Match, TableSettings
from prefgui.ui.game.controller import GameController
from prefgui.ui.table.card_item import CardItem
from prefgui.ui.table.hands import display_order
from prefgui.ui.table.panel import ActionPanel
from prefgui.ui.table.scene import TableScene
from prefgui.ui.table.talon import discard_area, discard_pile
from prefgui.ui.table.theme import load_theme, register_fonts
from prefgui.ui.words import texts
from tests.ui.fake_jobs import RecordingJobs

NAMES = ["You", "Anna", "Béla"]


def make_scene(speed: str = "normal") -> TableScene:
    register_fonts()
    scene = TableScene(load_theme("prefgui-french"), 0)
    scene.speed = speed
    scene.names = list(NAMES)
    scene.resize(1280, 800)
    return scene


def sync(scene: TableScene, st: GameState, animate: bool = True) -> Observation:
    obs = st.observation(0)
    scene.sync(obs, animate=animate, names=list(NAMES))
    return obs


def auction_won_by_computer(variant: str, seed: int) -> tuple[list[GameState], int]:
    """The states of a deal whose auction a computer seat wins (You pass): the last one
    is the exchange; returns them and the declarer."""
    m = Match(TableSettings(variant), seed)
    st = m.state
    states = [st]
    while st.phase is Phase.AUCTION:
        legal = st.legal_actions()
        seat = st.current_player()
        bids = [a for a in legal if isinstance(a, Bid)]
        if seat == 2 and bids:
            act: Action = bids[0]
        else:
            act = Pass(seat) if Pass(seat) in legal else legal[0]
        st = st.apply(act)
        states.append(st)
    assert st.phase is Phase.EXCHANGE, st.phase
    assert st.declarer != 0
    return states, st.declarer


def computer_exchange(variant: str) -> tuple[list[GameState], int]:
    for seed in range(1, 60):
        try:
            return auction_won_by_computer(variant, seed)
        except AssertionError:
            continue
    raise AssertionError("no deal found")


def back_items(scene: TableScene, key: str) -> list[CardItem]:
    return [i for i in scene.backs.get(key, []) if i.isVisible()]


def rotated_box(item: CardItem) -> QPointF:
    return item.sceneBoundingRect().center()


# 9. the computer declarer takes the talon ---------------------------------------------------
def test_a_hidden_talon_travels_face_down_into_the_declarers_hand(qtbot: QtBot) -> None:
    states, d = computer_exchange("austrian")  # talon_shown is off in the Austrian game
    scene = make_scene()
    sync(scene, states[-2])
    obs = sync(scene, states[-1])
    assert obs.talon is None
    flying = back_items(scene, "talon-taken")
    assert len(flying) == 2 and not any(i.face_up for i in flying)
    lay = scene.layout
    assert lay is not None
    assert [round(i.pos().y()) for i in flying] == [round(lay.talon(0).y)] * 2
    assert len(back_items(scene, f"hand{d}")) == 10  # the talon is still on its way
    assert scene.busy()
    qtbot.waitUntil(lambda: not scene.busy(), timeout=5000)
    assert not back_items(scene, "talon-taken")
    assert len(back_items(scene, f"hand{d}")) == 12


def test_a_shown_talon_turns_face_up_before_it_goes_into_the_hand(qtbot: QtBot) -> None:
    states, d = computer_exchange("balkan")  # the Balkan declarer shows the talon
    scene = make_scene()
    sync(scene, states[-2])
    obs = sync(scene, states[-1])
    assert obs.talon is not None
    talon = [scene.faces[c] for c in range(32) if obs.talon >> c & 1]
    assert all(i.isVisible() and not i.face_up for i in talon)
    qtbot.waitUntil(lambda: all(i.face_up for i in talon), timeout=3000)
    lay = scene.layout
    assert lay is not None
    assert all(abs(i.pos().y() - lay.talon(0).y) < 1 for i in talon)  # shown in the middle
    qtbot.waitUntil(lambda: not scene.busy(), timeout=6000)
    assert not any(i.isVisible() for i in talon)  # in his hand now
    assert len(back_items(scene, f"hand{d}")) == 12
    cards = ", ".join(texts.card_label(c, "french")
                      for c in sorted((c for c in range(32) if obs.talon >> c & 1),
                                      reverse=True))
    assert f"Talon: {cards}" in scene.contract_badge.lines


@pytest.mark.parametrize("speed", ["normal", "off"])
def test_the_computers_discard_goes_face_down_to_a_pile_by_his_seat(
        qtbot: QtBot, speed: str) -> None:
    states, d = computer_exchange("austrian")
    st = states[-1]
    scene = make_scene(speed)
    sync(scene, st, animate=False)
    after = st.apply(st.legal_actions()[0])
    sync(scene, after, animate=speed != "off")
    assert scene.bubbles[d].lines == [f"{NAMES[d]} discards two cards"]
    qtbot.waitUntil(lambda: not scene.busy(), timeout=5000)
    pile = back_items(scene, f"discard{d}")
    lay = scene.layout
    assert lay is not None
    assert len(pile) == 2 and not any(i.face_up for i in pile)
    for i, item in enumerate(pile):
        spot = discard_pile(lay, d, i)
        assert (item.pos() - QPointF(spot.x, spot.y)).manhattanLength() < 1
    side = lay.sides[d]
    x = rotated_box(pile[0]).x()
    assert (x < lay.w / 3) if side == "left" else (x > lay.w * 2 / 3)  # by his seat
    assert len(back_items(scene, f"hand{d}")) == 10
    # the pile stays while the deal goes on
    declared = after.apply(after.legal_actions()[0])
    sync(scene, declared, animate=False)
    assert len(back_items(scene, f"discard{d}")) == 2


def test_the_discard_is_shown_while_it_travels(qtbot: QtBot) -> None:
    states, d = computer_exchange("austrian")
    st = states[-1]
    scene = make_scene("slow")
    sync(scene, st, animate=False)
    sync(scene, st.apply(st.legal_actions()[0]))
    pile = back_items(scene, f"discard{d}")
    assert len(pile) == 2 and any(i.is_animating() for i in pile)
    assert scene.busy()  # the computer waits for it


# 9. announcements by the seat that makes them, in the history ------------------------------
def _find(rules_of: Callable[[], TableSettings], wanted: type, seat_ok: Callable[[int], bool],
          ) -> tuple[GameState, Action]:
    """A state of a random legal deal where an action of type ``wanted`` is legal."""
    for seed in range(400):
        st = Match(rules_of(), seed).state
        rng = random.Random(seed)
        while not st.is_terminal():
            legal = st.legal_actions()
            hits = [a for a in legal if isinstance(a, wanted) and seat_ok(a.seat)]
            if hits:
                return st, hits[0]
            plays = [a for a in legal if not isinstance(a, Concede | Announce)]
            st = st.apply(rng.choice(plays))
    raise AssertionError(f"no deal offers {wanted.__name__}")


CASES = [
    (Contra, lambda: TableSettings("balkan", {"contra": True})),
    (Recontra, lambda: TableSettings("balkan", {"contra": True})),
    (Invite, lambda: TableSettings("austrian", {"invitation": True})),
    (Concede, lambda: TableSettings("austrian")),
    (Announce, lambda: TableSettings("austrian", {"no_ace_bonus": True})),
]


@pytest.mark.parametrize("human", [True, False], ids=["human", "computer"])
@pytest.mark.parametrize(("kind", "table"), CASES, ids=[c[0].__name__ for c in CASES])
def test_an_announcement_is_said_by_its_seat_and_kept_in_the_history(
        qtbot: QtBot, kind: type, table: Callable[[], TableSettings], human: bool) -> None:
    st, act = _find(table, kind, (lambda s: s == 0) if human else (lambda s: s != 0))
    scene = make_scene("off")
    sync(scene, st, animate=False)
    obs = sync(scene, st.apply(act), animate=False)
    label = texts.action_label(act, obs.rules, "french")
    assert scene.bubbles[act.seat].isVisible()
    assert scene.bubbles[act.seat].lines == [label]
    assert any(f"{NAMES[act.seat]}: {label}" in line for line in scene.contract_badge.lines)


# 9. the human is asked wherever the rules give him a choice ---------------------------------
VARIANTS = [
    TableSettings("austrian", {"invitation": True, "no_ace_bonus": True,
                               "first_defender_may_invite": True}),
    TableSettings("illustrated", {"joint_concession": True}),
    TableSettings("balkan", {"contra": True, "contra_levels": 4}),
    TableSettings("balkan", {"contra": True, "compulsory_contra_on_spades": True}),
    TableSettings("swabian", {"contra": True}),
    TableSettings("american"),
]


@pytest.mark.parametrize("table", VARIANTS, ids=lambda t: f"{t.variant}-{len(t.options)}")
def test_the_panel_offers_every_decision_the_rules_give_the_human(
        qtbot: QtBot, table: TableSettings) -> None:
    register_fonts()
    panel = ActionPanel()
    qtbot.addWidget(panel)
    seen: set[str] = set()
    for seed in range(40):
        st = Match(table, seed).state
        rng = random.Random(seed)
        while not st.is_terminal():
            mine = [a for a in st.legal_actions() if a.seat == 0]
            decisions = [a for a in mine if not isinstance(a, Play | Discard)]
            if decisions and st.phase is not Phase.AUCTION:
                window = st.current_player() != 0
                panel.show_for(st.observation(0), tuple(mine), NAMES, 0, window)
                offered = {b.text() for b in panel.buttons}
                wanted = {texts.action_label(a, st.rules, "french", st.hand_game)
                          for a in decisions}
                assert wanted <= offered, (st.phase, wanted - offered)
                assert not panel.isHidden()
                seen |= {type(a).__name__ for a in decisions}
            st = st.apply(rng.choice(st.legal_actions()))
    assert seen or table.variant == "american"


# 14. the human's discard area ---------------------------------------------------------------
def human_exchange() -> GameState:
    """You bid, the others pass: You take the talon."""
    st = Match(TableSettings("austrian"), 3).state
    while st.phase is Phase.AUCTION:
        seat = st.current_player()
        legal = st.legal_actions()
        bids = [a for a in legal if isinstance(a, Bid)]
        st = st.apply(bids[0] if seat == 0 and bids else
                      (Pass(seat) if Pass(seat) in legal else legal[0]))
    assert st.phase is Phase.EXCHANGE and st.declarer == 0
    return st


def view_of(qtbot: QtBot, scene: TableScene) -> QGraphicsView:
    view = QGraphicsView(scene)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setFrameShape(QGraphicsView.Shape.NoFrame)
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    qtbot.waitExposed(view)
    view.setSceneRect(scene.sceneRect())
    return view


def click(view: QGraphicsView, pos: QPointF) -> None:
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, view.mapFromScene(pos))


def cards_under(scene: TableScene, pos: QPointF) -> list[int]:
    return [i.card for i in scene.items(pos)
            if isinstance(i, CardItem) and i.isVisible() and i.card is not None]


def test_chosen_discards_lie_in_an_area_beside_the_hand_and_click_back(qtbot: QtBot) -> None:
    st = human_exchange()
    scene = make_scene("off")
    view = view_of(qtbot, scene)
    obs = sync(scene, st, animate=False)
    lay = scene.layout
    assert lay is not None
    area = discard_area(lay, 0)
    assert scene.talon_show.area.isVisible()
    hand = display_order(obs.hand)
    hand_top = min(scene.faces[c].sceneBoundingRect().top() for c in hand)
    assert area.bottom() < hand_top  # clear of the hand, not over its last card
    assert scene.panel_bottom() < area.top()  # the decision panel stays above it
    homes = {c: QPointF(scene.faces[c].pos()) for c in hand}
    first, second = hand[3], hand[-1]
    for card in (first, second):
        item = scene.faces[card]
        click(view, item.mapToScene(QPointF(item.width * 0.15, item.width * 0.7)))
    assert scene.choice.discard_selection == [first, second]
    for card in (first, second):
        r = scene.faces[card].sceneBoundingRect().adjusted(4, 4, -4, -4)
        assert area.contains(r), card
    for card in hand:  # the rest of the hand has not moved
        if card not in (first, second):
            assert scene.faces[card].pos() == homes[card], card
    # a chosen card clicked again goes back to its place in the hand
    item = scene.faces[first]
    click(view, item.mapToScene(QPointF(item.width * 0.5, item.width * 0.7)))
    assert scene.choice.discard_selection == [second]
    assert scene.faces[first].pos() == homes[first]


def test_two_clicks_at_one_place_choose_the_two_cards_that_were_under_it(qtbot: QtBot) -> None:
    st = human_exchange()
    scene = make_scene("off")
    view = view_of(qtbot, scene)
    obs = sync(scene, st, animate=False)
    hand = display_order(obs.hand)
    top, below = scene.faces[hand[5]], scene.faces[hand[4]]
    # a point of the card on top, towards the right of its visible strip, that also lies
    # over the card beneath it
    step = top.pos().x() - below.pos().x()
    pos = QPointF(top.pos().x() + step * 0.75, top.sceneBoundingRect().center().y())
    assert pos.x() < below.pos().x() + below.width
    under = cards_under(scene, pos)
    assert under[:2] == [hand[5], hand[4]]
    click(view, pos)
    click(view, pos)
    assert scene.choice.discard_selection == [hand[5], hand[4]]
    assert set(scene.choice.discard_selection) <= set(under)


# the computer waits until the table has shown the pick-up -----------------------------------
@pytest.mark.computer_pause  # the computer's pause as the player has it
def test_a_computer_is_not_asked_while_the_table_still_moves(qtbot: QtBot,
                                                                 tmp_path: Path) -> None:
    worker = RecordingJobs()
    c = GameController(Match(TableSettings("austrian", levels=("human", "beginner",
                                                                "beginner")), 3),
                       worker, tmp_path / "s.json")  # type: ignore[arg-type]
    while c.state.current_player() == c.human:
        c.match.apply(Pass(c.human))
    c.turns.set_animations_done(True)
    assert c.turns.computer_due()  # the pause before the computer's call has begun
    c.turns.set_animations_done(False)  # ... and meanwhile a new position is being shown
    qtbot.waitUntil(lambda: not c.turns.computer_due(), timeout=3000)  # the pause is over
    assert worker.requests == []
    c.turns.set_animations_done(True)
    qtbot.waitUntil(lambda: len(worker.requests) == 1, timeout=3000)
    c.session.stop()


@pytest.mark.parametrize("size", [(800, 600), (1024, 640), (1280, 800), (1366, 768),
                                  (1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("clockwise", [True, False])
def test_your_discard_lies_crosswise_under_your_own_trick_pile(
        size: tuple[int, int], players: int, clockwise: bool) -> None:
    """In the bottom right corner, below the right-hand seat's name plate, the player's
    discard read as that seat's: it lies crosswise under his own trick pile, in his row
    between his name plate's room and his hand, showing above the pile, clear of his ten
    (or twelve) cards and far from the right-hand seat's column."""
    from prefgui.ui.table.layout import TableLayout, seat_sides

    lay = TableLayout(*size, seat_sides(players, 0, clockwise))
    right = next(s for s, side in lay.sides.items() if side == "right")
    x, _, _ = lay.plate(right)
    right_column = x - lay.plate_width()
    pile = _turned(lay.pile(0).x, lay.pile(0).y, lay.sw, lay.pile(0).rot)
    plate_room = lay.margin + lay.plate_width()
    for i in range(2):
        spot = discard_pile(lay, 0, i)
        assert spot.rot == 90 and spot.z < lay.pile(0).z  # crosswise, under the pile
        box = _turned(spot.x, spot.y, lay.sw, spot.rot)
        assert box.width() > box.height()
        # under his pile: centred on it, and showing above it
        assert pile.left() < box.center().x() < pile.right(), size
        assert box.top() < pile.top() - lay.sw * 0.2, size
        assert box.left() >= plate_room and box.bottom() <= lay.h, size
        assert box.right() + lay.margin <= right_column, size
        for n in (10, 12):
            hand = [QRectF(s.x, s.y, lay.cw, lay.ch) for s in lay.hand(0, n)]
            assert box.top() >= hand[0].top(), (size, n)
            assert box.right() < hand[0].left(), (size, n)


def _turned(x: float, y: float, w: float, rot: float) -> QRectF:
    """The box of a card ``w`` wide at top-left ``x``, ``y``, turned about its centre."""
    from PySide6.QtGui import QTransform

    from prefgui.ui.table.layout import CARD_RATIO

    card = QRectF(x, y, w, w * CARD_RATIO)
    c = card.center()
    return QTransform().translate(c.x(), c.y()).rotate(rot).translate(-c.x(), -c.y()).mapRect(
        card)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1366, 768), (1920, 1080),
                                  (3840, 2160)])
@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("clockwise", [True, False])
def test_your_trick_pile_lies_in_your_row_beside_your_own_plate(
        size: tuple[int, int], players: int, clockwise: bool) -> None:
    """In the bottom right corner the player's won tricks lay under the right-hand seat's
    name plate and read as that seat's: they lie in his own row, between his name plate
    and his hand, clear of his ten (or twelve) cards, of every name plate
    (each given the room kept for it) and of the decision panel's usual place."""
    from prefgui.ui.table.layout import TableLayout, pile_spots, seat_sides

    lay = TableLayout(*size, seat_sides(players, 0, clockwise))
    plate_h = lay.cw * 0.17 * 3.2
    plates = {}
    for seat in range(players):
        x, y, align = lay.plate(seat)
        left = x - lay.plate_width() if align == "right" else x
        plates[lay.sides[seat]] = QRectF(left, y, lay.plate_width(), plate_h)
    mine = [_turned(s.x, s.y, lay.sw, s.rot) for s in pile_spots(lay, 0, 4)]
    box = mine[0]
    for r in mine[1:]:
        box = box.united(r)
    discards = [_turned(s.x, s.y, lay.sw, s.rot) for s in (discard_pile(lay, 0, i)
                                                          for i in range(2))]
    panel = QRectF(lay.side_room(), 0, lay.w - 2 * lay.side_room(), lay.panel_floor())
    for n in (10, 12):
        hand = [QRectF(s.x, s.y, lay.cw, lay.ch) for s in lay.hand(0, n)]
        # in his row: below the top of his hand, inside the table
        assert box.top() >= hand[0].top() and box.bottom() <= lay.h, (size, n)
        assert box.left() >= 0 and box.right() <= lay.w
        # between his own plate and his hand, close to both
        assert plates["bottom"].right() < box.left(), (size, n)
        assert box.left() - plates["bottom"].right() <= lay.margin
        assert box.right() < hand[0].left() <= box.right() + lay.margin, (size, n)
        # far from the right-hand seat's column (its plate and what lies below it)
        assert box.right() + lay.margin <= plates["right"].left(), (size, n)
        assert not any(box.intersects(c) for c in hand), (size, n)
        assert not any(box.intersects(p) for p in plates.values()), (size, n)
        assert not box.intersects(panel), (size, n)
        # the hand keeps clear of the discard and of the plates beside its top, and its
        # cards stay readable
        assert not any(d.intersects(c) for d in discards for c in hand), (size, n)
        assert not any(p.intersects(c) for p in plates.values() for c in hand), (size, n)
        assert hand[1].left() - hand[0].left() >= lay.cw * 0.3
    for seat in range(1, players):  # the other seats' piles clear of all this
        theirs = [_turned(s.x, s.y, lay.sw, s.rot) for s in pile_spots(lay, seat, 4)]
        assert not any(t.intersects(r) for t in theirs for r in [box, *discards, plates[
            "bottom"]]), (size, seat)


def test_your_name_plate_fits_its_room_in_every_language(qapp: object, tmp_path: Path) -> None:
    """A long role ("Hraje na pozvání · štychy: 10", "Ausgestiegen · Stiche: 10") made the
    player's name plate wider than the room kept for it, over his trick pile and discard:
    every role with ten tricks fits the room, in every language, at every size."""
    from PySide6.QtCore import QCoreApplication, QTranslator

    from prefgui.engine.vocab import Role
    from prefgui.ui.table.layout import TableLayout, seat_sides
    from prefgui.ui.table.plates import text_width
    from prefgui.ui.words import texts
    from tests.ui.helpers import TS_DIR, qt_tool

    lrelease = qt_tool("lrelease")
    if lrelease is None:
        pytest.skip("pyside6-lrelease is not available")
    languages = sorted(TS_DIR.glob("prefgui_*.ts"))
    assert len(languages) >= 8
    checked = 0
    for ts in languages:
        qm = tmp_path / (ts.stem + ".qm")
        subprocess.run([lrelease, "-silent", str(ts), "-qm", str(qm)], check=True, timeout=120)
        translator = QTranslator()
        assert translator.load(str(qm))
        QCoreApplication.installTranslator(translator)
        try:
            for size in ((800, 600), (1024, 640), (1920, 1080), (3840, 2160)):
                lay = TableLayout(*size, seat_sides(3, 0, True))
                px = max(11.0, lay.cw * 0.17)
                for role in Role:
                    name = texts.role_name(role)
                    if not name:
                        continue
                    subtitle = f"{name} · {texts.tricks_text(10)}"
                    width = text_width(subtitle, px * 0.78) + px * 1.6
                    assert width <= lay.plate_width(), (ts.stem, size, subtitle)
                    checked += 1
        finally:
            QCoreApplication.removeTranslator(translator)
    assert checked >= 8 * 4 * 10
