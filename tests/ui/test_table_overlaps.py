"""What lies on the Russian table keeps clear of what else lies there: the "deal is over" panel
of the last trick still on the table, a side seat's open hand of its own trick pile and
discard (the open whist, a claimed hand laid face up)."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QPolygonF, QTransform
from PySide6.QtWidgets import QApplication, QGraphicsItem
from pytestqt.qtbot import QtBot

from prefgui.ai.players import Budget, HeuristicPlayer
from prefgui.engine.actions import Pass, Play, Whist
from prefgui.engine.cards import iter_cards
from prefgui.engine.russian.state import RussianState
from prefgui.engine.state import GameState
from prefgui.engine.vocab import Phase
from prefgui.session.match import Match, TableSettings
from prefgui.session.pulka import Pulka
from prefgui.ui.table.card_item import CardItem
from prefgui.ui.table.layout import CARD_RATIO, TableLayout, pile_spots, seat_sides
from prefgui.ui.table.talon import discard_pile
from prefgui.ui.window.main_window import MainWindow
from prefgui.ui.words import languages
from tests.ui.fake_jobs import RecordingJobs
from tests.ui.helpers import table_window
from tests.ui.russian_helpers import Plan, answer, planned, pulka_window

SIZES = [(1920, 1080), (1280, 800), (1024, 640)]


def reached(plan: Plan, stop: Callable[[RussianState], bool], seed: int = 7) -> Pulka:
    """A Sochi pulka (You, West, East) played by ``plan`` up to the first state ``stop``
    accepts."""
    table = TableSettings("sochi", {"pool_size": 6}, 3, ("You", "West", "East"),
                          ("human", "club", "club"))
    pulka = Pulka(table, seed)
    while not stop(pulka.state):
        assert not pulka.state.is_terminal()
        pulka.apply(planned(pulka.state, plan))  # type: ignore[arg-type]
    return pulka


def window_at(qtbot: QtBot, tmp_path: Path, pulka: Pulka, size: tuple[int, int]
              ) -> tuple[MainWindow, RecordingJobs]:
    window, jobs = pulka_window(qtbot, tmp_path, pulka, size,
                                trick_pause=60000)  # the last trick stays on the table
    qtbot.waitUntil(lambda: not window.scene.busy(), timeout=10000)  # the cards in place
    return window, jobs


def box(window: MainWindow, item: QGraphicsItem) -> QRectF:
    """``item``'s rectangle in the view's coordinates (where the panel is placed)."""
    view = window.view
    return view.mapFromScene(item.sceneBoundingRect()).boundingRect().toRectF()


def last_card_to_come(st: RussianState) -> bool:
    """The last trick, a computer to play its last card."""
    return (st.phase is Phase.PLAY and st.tricks_done == 9 and len(st.trick) == 2
            and st.controller(st.turn) != 0)


@pytest.mark.parametrize("size", SIZES)
def test_the_deal_over_panel_leaves_the_last_trick_in_sight(qtbot: QtBot, tmp_path: Path,
                                                           size: tuple[int, int]) -> None:
    """The deal is over, its last trick still on the table: the panel lies where the
    played-out hand was, clear of the trick's cards (above the hand it covered the lower
    one) and of every other card and name plate, on the table."""
    plan = Plan(declarer=0, calls={1: [Whist], 2: [Pass]}, open_whist=True)
    window, jobs = window_at(qtbot, tmp_path, reached(plan, last_card_to_come), size)
    c = window.controller
    (last,) = c.state.legal_actions()
    assert isinstance(last, Play)
    answer(qtbot, window, jobs, last)
    assert c.state.is_terminal() and window.scene.trick_waiting()
    panel = QRectF(window.panel.geometry())
    assert window.panel.isVisible() and window.panel.title.text() == "The deal is over"
    assert QRectF(window.view.viewport().rect()).contains(panel), panel
    trick = [window.scene.faces[card] for _seat, card in c.view.observation().last_trick]
    assert len(trick) == 3 and all(item.isVisible() for item in trick)
    cards = [i for i in window.scene.items() if isinstance(i, CardItem) and i.isVisible()]
    plates = [p for p in window.scene.plates.values() if p.isVisible()]
    for item in cards + plates:
        assert not panel.intersects(box(window, item)), (panel, box(window, item))


def side_hand_and_piles(window: MainWindow, seat: int) -> tuple[list[QRectF], list[QRectF]]:
    """A side seat's open hand and its trick pile and discard, as drawn."""
    scene = window.scene
    exposed = dict(window.controller.view.observation().exposed)
    hand = [box(window, scene.faces[card]) for card in iter_cards(exposed[seat])]
    piles = [box(window, item) for key in (f"pile{seat}", f"discard{seat}")
             for item in scene.backs.get(key, []) if item.isVisible()]
    return hand, piles


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("declarer", [0, 1])
def test_an_open_side_hand_leaves_its_pile_in_sight(qtbot: QtBot, tmp_path: Path,
                                                   size: tuple[int, int],
                                                   declarer: int) -> None:
    """The open whist: the defenders' hands lie face up at the sides (the human declares,
    West whists open; West declares, the human whists open and plays East's cards), each
    seat's trick pile and discard clear of its hand, and the table fits as before."""
    calls = {1: [Whist], 2: [Pass]} if declarer == 0 else {2: [Pass], 0: [Whist]}
    plan = Plan(declarer=declarer, calls=calls, open_whist=True)
    mine = 0 if declarer == 0 else 2  # the human plays his own cards, or East's

    def both_piles(st: RussianState) -> bool:
        return (st.phase is Phase.PLAY and st.turn == mine and st.tricks_won[1] > 0
                and st.tricks_won[2] > 0)

    window, _jobs = window_at(qtbot, tmp_path, reached(plan, both_piles), size)
    open_sides = {seat for seat, _mask in window.controller.view.observation().exposed} - {0}
    assert open_sides == ({1, 2} if declarer == 0 else {2})
    for seat in open_sides:
        hand, piles = side_hand_and_piles(window, seat)
        assert hand and piles, seat
        for pile in piles:
            for card in hand:
                assert not pile.intersects(card), (seat, pile, card)
    # the trick, the plates and the panel: nothing else starts overlapping the piles
    others = [box(window, p) for p in window.scene.plates.values() if p.isVisible()]
    others += [box(window, window.scene.faces[card])
               for card in window.controller.view.observation().trick]
    for seat in (1, 2):
        for pile in side_hand_and_piles(window, seat)[1] if seat in open_sides else []:
            for other in others:
                assert not pile.intersects(other), (seat, pile, other)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("side_seat", [1, 2])
def test_an_open_side_hand_leaves_its_pile_and_discard_clear(size: tuple[int, int],
                                                            side_seat: int) -> None:
    """In the layout: a side seat's hand laid face up (ten cards, an open whist or a
    claimed hand) and its own trick pile and discard, which lie beside it, do not meet;
    the face-down hand kept them clear as before."""
    for open_seats in (frozenset(), frozenset({side_seat})):
        lay = TableLayout(*size, seat_sides(3, 0, True), open_seats)
        face_up = side_seat in open_seats
        cw = lay.cw if face_up else lay.sw
        ch = cw * CARD_RATIO
        hand = [QRectF(s.x + (cw - ch) / 2, s.y + (ch - cw) / 2, ch, cw)  # turned 90°
                for s in lay.hand(side_seat, 10, face_up=face_up)]
        sh = lay.sw * CARD_RATIO
        pile = lay.pile(side_seat)
        items = [QRectF(pile.x, pile.y, lay.sw, sh).adjusted(-sh * 0.1, 0, sh * 0.1, 0)]
        for i in range(2):  # crosswise
            d = discard_pile(lay, side_seat, i)
            items.append(QRectF(d.x + (lay.sw - sh) / 2, d.y + (sh - lay.sw) / 2, sh, lay.sw))
        for item in items:
            for card in hand:
                assert not item.intersects(card), (size, open_seats, item, card)


def four_reached(plan: Plan, stop: Callable[[RussianState], bool]) -> Pulka:
    """A four-handed Sochi pulka (You, West, North, East) played by ``plan`` to the first
    state ``stop`` accepts in a deal the human does not sit out."""
    table = TableSettings("sochi", {"pool_size": 6}, 4, ("You", "West", "North", "East"),
                          ("human", "club", "club", "club"))
    pulka = Pulka(table, 7)
    while not (pulka.state.dealer != 0 and stop(pulka.state)):
        if pulka.state.is_terminal():
            pulka.next_deal()
        else:
            pulka.apply(planned(pulka.state, plan))  # type: ignore[arg-type]
    return pulka


def seat_cards(window: MainWindow, seat: int) -> list[QRectF]:
    """A seat's hand as drawn, face up or down."""
    scene = window.scene
    exposed = dict(window.controller.view.observation().exposed)
    if seat in exposed:
        return [box(window, scene.faces[card]) for card in iter_cards(exposed[seat])]
    return [box(window, item) for item in scene.backs.get(f"hand{seat}", [])
            if item.isVisible()]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("open_whist", [True, False])
def test_the_top_seat_keeps_its_plate_and_pile_clear(qtbot: QtBot, tmp_path: Path,
                                                     size: tuple[int, int],
                                                     open_whist: bool) -> None:
    """Four at the table, the human declares, North whists (his hand lying open at the top
    in the open whist, East's at the side): North's name plate and trick pile lie beside his
    hand, clear of it, of East's hand and pile and of every other plate (his plate and
    pile were placed for a face-down hand and covered the open one's right end, and the
    pile lay under the plate)."""
    plan = Plan(declarer=0, calls={2: [Whist], 3: [Pass], 1: [Pass]}, open_whist=open_whist)

    def piles(st: RussianState) -> bool:
        return (st.phase is Phase.PLAY and st.turn == 0 and st.tricks_won[2] > 0
                and st.tricks_won[3] > 0)

    window, _jobs = window_at(qtbot, tmp_path, four_reached(plan, piles), size)
    scene = window.scene
    exposed = {seat for seat, _mask in window.controller.view.observation().exposed}
    assert exposed == ({2, 3} if open_whist else set())
    north_plate = box(window, scene.plates[2])
    north_pile = [box(window, item) for item in scene.backs.get("pile2", [])
                  if item.isVisible()]
    east_pile = [box(window, item) for item in scene.backs.get("pile3", [])
                 if item.isVisible()]
    assert north_pile and east_pile and len(seat_cards(window, 2)) >= 5
    others = seat_cards(window, 2) + seat_cards(window, 3) + east_pile
    others += [box(window, plate) for seat, plate in scene.plates.items() if seat != 2]
    for item in [north_plate, *north_pile]:
        for other in others:
            assert not item.intersects(other), (item, other)
    for pile in north_pile:
        assert not pile.intersects(north_plate), (pile, north_plate)
    if open_whist and size == (1920, 1080):
        window.grab().save(str(tmp_path / "four.png"))


def pile_shapes(lay: TableLayout, seat: int, n: int) -> list[QPolygonF]:
    """The ``n`` cards of a seat's trick pile as drawn (each turned about its centre)."""
    w, h = lay.sw, lay.sw * CARD_RATIO
    return [QTransform().translate(spot.x + w / 2, spot.y + h / 2).rotate(spot.rot)
            .translate(-w / 2, -h / 2).map(QPolygonF(QRectF(0, 0, w, h)))
            for spot in pile_spots(lay, seat, n)]


@pytest.mark.parametrize("size", [(1024, 590), (1280, 750), (1366, 700), (1600, 850),
                                  (1920, 1030), (2560, 1380)])
@pytest.mark.parametrize("open_seats", [frozenset(), frozenset({2}), frozenset({2, 3})])
def test_with_four_the_top_and_right_seats_piles_stay_apart(
        size: tuple[int, int], open_seats: frozenset[int]) -> None:
    """North's pile lies crosswise under his plate, East's beside his hand below it: however
    the tricks fall between them (a misère's catchers may take all ten), the two stacks do
    not touch (East's grew up into North's from five tricks on, his hand or North's lying
    open), and East's stack of ten stays above his name plate and the human's hand."""
    lay = TableLayout(*size, seat_sides(4, 0, True), open_seats)
    for north in range(1, 10):
        for east in range(1, 11 - north):
            for a in pile_shapes(lay, 2, north):
                for b in pile_shapes(lay, 3, east):
                    assert not a.intersects(b), (size, sorted(open_seats), north, east)
    lowest = max(shape.boundingRect().bottom() for shape in pile_shapes(lay, 3, 10))
    assert lowest < min(lay.plate(3)[1], lay.h - lay.ch - lay.margin), (size, lowest)


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
@pytest.mark.parametrize("open_whist", [True, False])
def test_with_four_the_top_seats_card_in_the_trick_lies_below_his_hand(
        qtbot: QtBot, tmp_path: Path, size: tuple[int, int], open_whist: bool) -> None:
    """North's card in the trick lies clear of his hand as drawn (face down, or lying open
    at full size: on a wide table it covered the open hand's lower half and the face-down
    hand's lower edge); the cards of the trick lie lower over higher, so that the human's
    lead is not hidden under the cards played after it."""
    plan = Plan(declarer=0, calls={2: [Whist], 3: [Pass], 1: [Pass]}, open_whist=open_whist)

    def human_leads(st: RussianState) -> bool:
        return st.phase is Phase.PLAY and st.turn == 0 and not st.trick

    window, jobs = window_at(qtbot, tmp_path, four_reached(plan, human_leads), size)
    c, scene = window.controller, window.scene
    lead = next(a for a in c.view.legal_actions() if isinstance(a, Play))
    c.submit(lead)
    qtbot.waitUntil(lambda: c.state.turn == 2, timeout=5000)
    answer(qtbot, window, jobs, planned(c.state, plan))  # North
    north = scene.faces[c.state.trick[1]]
    answer(qtbot, window, jobs, planned(c.state, plan))  # East: the trick is complete
    cards = [scene.faces[card] for _seat, card in c.view.observation().last_trick]
    qtbot.waitUntil(lambda: scene.trick_waiting()
                    and not any(item.is_animating() for item in cards), timeout=10000)
    north_hand = seat_cards(window, 2)
    assert len(north_hand) >= 5
    assert not any(box(window, north).intersects(card) for card in north_hand), size
    assert len(cards) == 3 and all(item.isVisible() for item in cards)
    by_height = sorted(cards, key=lambda item: item.sceneBoundingRect().top())
    assert [item.zValue() for item in by_height] == sorted(item.zValue() for item in cards)
    assert by_height[-1] is scene.faces[lead.card]  # the human's lead, lowest and on top
    hand = [box(window, scene.faces[card]) for card in iter_cards(c.view.observation().hand)]
    assert not any(box(window, scene.faces[lead.card]).intersects(card) for card in hand)


@pytest.mark.parametrize("size", [(1600, 900), (1920, 1080)])
def test_the_humans_card_in_the_trick_leaves_his_hand_in_sight(
        qtbot: QtBot, tmp_path: Path, size: tuple[int, int]) -> None:
    """On a wide table (cards tall for its height) the human's card in the trick lay over
    the top edge of his hand, its indices, until the trick was taken; it lies above it."""
    plan = Plan(declarer=0, calls={1: [Whist], 2: [Pass]})
    window, _jobs = window_at(qtbot, tmp_path, reached(
        plan, lambda st: st.phase is Phase.PLAY and st.turn == 0 and not st.trick), size)
    c, scene = window.controller, window.scene
    lead = next(a for a in c.view.legal_actions() if isinstance(a, Play))
    c.submit(lead)
    item = scene.faces[lead.card]
    qtbot.waitUntil(lambda: item.zValue() >= 300 and not item.is_animating(), timeout=5000)
    hand = [box(window, scene.faces[card]) for card in iter_cards(c.view.observation().hand)]
    assert len(hand) >= 5
    assert not any(box(window, item).intersects(card) for card in hand), size


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
@pytest.mark.parametrize("dealer", [0, 1, 2, 3])
def test_with_four_the_talon_lies_before_the_dealer_who_sits_out(
        qtbot: QtBot, tmp_path: Path, size: tuple[int, int], dealer: int) -> None:
    """Four at the table: the talon lies where the dealer, who sits out, would hold his
    cards (it lay at the top whoever dealt, over North's hand), clear of every hand, name
    plate and the decision panel."""
    table = TableSettings("sochi", {"pool_size": 6}, 4, ("You", "West", "North", "East"),
                          ("human", "club", "club", "club"))
    pulka = Pulka(table, 7)
    while not (pulka.state.dealer == dealer and pulka.state.phase is Phase.AUCTION
               and pulka.state.history):
        if pulka.state.is_terminal():
            pulka.next_deal()
        else:
            pulka.apply(planned(pulka.state, Plan(declarer=None)))  # type: ignore[arg-type]
    window, _jobs = window_at(qtbot, tmp_path, pulka, size)
    scene = window.scene
    talon = [box(window, item) for item in scene.backs.get("talon", []) if item.isVisible()]
    assert len(talon) == 2
    side = scene.layout.sides[dealer] if scene.layout else ""
    middle = box(window, scene.drop_zone).center()
    if side in ("left", "right"):  # beside the table's middle, on the dealer's side
        assert all((card.center().x() < middle.x()) == (side == "left") for card in talon)
    else:  # above the middle (North deals) or below it (the human deals)
        assert all((card.center().y() < middle.y()) == (side == "top") for card in talon)
    others = [card for seat in (1, 2, 3) if seat != dealer for card in seat_cards(window, seat)]
    others += [box(window, scene.faces[card])  # the human's own hand
               for card in iter_cards(window.controller.view.observation().hand)]
    others += [box(window, plate) for plate in scene.plates.values()]
    if window.panel.isVisible():
        others.append(QRectF(window.panel.geometry()))
    assert len(others) >= 30 + 4
    for card in talon:
        for other in others:
            assert not card.intersects(other), (side, card, other)



@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("open_top", [False, True])
def test_the_contract_badge_keeps_clear_of_the_top_seats_hand(size: tuple[int, int],
                                                             open_top: bool) -> None:
    """Four at the table: the contract badge in the top-left corner ends left of North's
    hand, face down or lying open (at 1920×1080 a long Russian title covered the open
    hand's first card: the room was measured for the face-down hand)."""
    from prefgui.ui.table.contract_badge import badge_room

    lay = TableLayout(*size, seat_sides(4, 0, True), frozenset({2}) if open_top else frozenset())
    max_w, _max_h = badge_room(lay)
    assert lay.margin + max_w < lay.hand(2, 10, face_up=open_top)[0].x


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_with_four_the_discard_prompt_keeps_clear_of_the_top_hand(
        qtbot: QtBot, tmp_path: Path, size: tuple[int, int]) -> None:
    """Four at the table, the human has taken the talon and chooses his discard: the panel
    asking for it lies clear of North's hand and of the discard area (above the area it
    reached into North's cards at 1920×1080), inside the table."""
    plan = Plan(declarer=0)

    def discarding(st: RussianState) -> bool:
        return st.phase is Phase.EXCHANGE and st.turn == 0

    window, _jobs = window_at(qtbot, tmp_path, four_reached(plan, discarding), size)
    area = window.scene.talon_show.area
    assert area.isVisible() and window.panel.isVisible()
    panel = QRectF(window.panel.geometry())
    assert QRectF(window.view.viewport().rect()).contains(panel), panel
    north = seat_cards(window, 2)
    assert len(north) == 10
    plates = [box(window, p) for p in window.scene.plates.values()]
    for other in [*north, box(window, area), *plates]:
        assert not panel.intersects(other), (panel, other)


@pytest.mark.parametrize("size", [(640, 640), (1024, 640), (1920, 1080)])
def test_with_four_the_pot_keeps_clear_of_the_top_seat(qtbot: QtBot, tmp_path: Path,
                                                      qapp: QApplication,
                                                      size: tuple[int, int]) -> None:
    """Austrian in German, four at the table, the table narrow (the score sheet docked
    beside it at 1024×640 leaves it some 640 pixels), a deal over (the hands shown face up,
    North's plate beside the wider open hand): the pot in the top right corner and North's
    name plate and trick pile do not meet (the plate covered "Kassa")."""
    languages.install_translators(qapp, "de")
    try:
        _pot_clear(qtbot, tmp_path, size)
    finally:
        languages.install_translators(qapp, "en")


def german_four_window(qtbot: QtBot, tmp_path: Path, size: tuple[int, int],
                       stop: Callable[[GameState], bool]) -> MainWindow:
    """The window (``size``) at an Austrian session of four (German names), every seat
    played by the rules of thumb up to the first state ``stop`` accepts."""
    m = Match(TableSettings("austrian", {}, 4, ("Du", "West", "Nord", "Ost"),
                            ("human", "beginner", "beginner", "beginner")), 5)
    rules_of_thumb, rng = HeuristicPlayer(mistakes=False), random.Random(1)
    while not stop(m.state):
        st = m.state
        if st.is_terminal():
            m.next_deal()
            continue
        seat = st.current_player()
        assert seat is not None
        m.apply(rules_of_thumb.choose(st.observation(seat), rng, Budget.untimed(1)).action)
    window = table_window(qtbot, RecordingJobs(), tmp_path, match=m, size=size)
    qtbot.waitUntil(lambda: not window.scene.busy(), timeout=10000)
    return window


def _pot_clear(qtbot: QtBot, tmp_path: Path, size: tuple[int, int]) -> None:
    # to the end of a deal North played: every hand is shown face up
    window = german_four_window(qtbot, tmp_path, size, lambda st: (
        st.is_terminal() and st.dealer != 2 and st.tricks_won[2] > 0))
    scene = window.scene
    pot = box(window, scene.pot_badge)
    assert scene.pot_badge.isVisible() and pot.width() > 0
    north = [box(window, scene.plates[2])]
    north += [box(window, item) for item in scene.backs.get("pile2", []) if item.isVisible()]
    assert len(north) >= 2
    for item in north + seat_cards(window, 2) + seat_cards(window, 3):
        assert not pot.intersects(item), (pot, item)


@pytest.mark.parametrize("size", [(640, 640), (1024, 640)])
def test_the_deal_over_panel_leaves_the_humans_tricks_in_sight(
        qtbot: QtBot, tmp_path: Path, size: tuple[int, int]) -> None:
    """The deal is over on a narrow table (the score sheet docked beside it): the panel in
    the human's row lies right of his trick pile, which lies in that row (centred, it
    covered the pile)."""
    plan = Plan(declarer=0, calls={1: [Whist], 2: [Pass]}, open_whist=True)
    window, jobs = window_at(qtbot, tmp_path, reached(plan, last_card_to_come), size)
    (last,) = window.controller.state.legal_actions()
    assert isinstance(last, Play)
    answer(qtbot, window, jobs, last)
    assert window.controller.state.is_terminal()
    panel = QRectF(window.panel.geometry())
    assert window.panel.isVisible() and window.panel.title.text() == "The deal is over"
    assert QRectF(window.view.viewport().rect()).contains(panel), panel
    mine = [box(window, item) for key in ("pile0", "discard0")
            for item in window.scene.backs.get(key, []) if item.isVisible()]
    assert mine
    for item in mine:
        assert not panel.intersects(item), (panel, item)


@pytest.mark.parametrize("size", [(640, 640), (1024, 640)])
def test_with_four_the_top_seats_bubble_keeps_clear_of_the_pot(
        qtbot: QtBot, tmp_path: Path, qapp: QApplication, size: tuple[int, int]) -> None:
    """Austrian in German, four at the table, a narrow table, North has bid: his bubble
    beside his plate keeps clear of the pot in the corner (it covered "Kassa")."""
    languages.install_translators(qapp, "de")
    try:
        window = german_four_window(qtbot, tmp_path, size, lambda st: (
            st.phase is Phase.AUCTION and st.current_player() == 0
            and any(getattr(a, "seat", None) == 2 for a in st.history)))
        scene = window.scene
        obs, lay = scene.obs, scene.layout
        assert obs is not None and lay is not None
        # North's longest call in words (a hand game's bid), as a bubble says it
        scene.furniture.seat_bubbles.said[2] = ("3 · ♦ Karo Hand", len(obs.history))
        scene.furniture.place(obs, lay)
        bubble, pot = scene.bubbles.get(2), scene.pot_badge
        assert bubble is not None and bubble.isVisible() and pot.isVisible()
        assert not box(window, bubble).intersects(box(window, pot)), (box(window, bubble),
                                                                      box(window, pot))
    finally:
        languages.install_translators(qapp, "en")


@pytest.mark.parametrize("size", SIZES)
def test_beside_an_open_left_hand_the_badge_keeps_the_calls_that_say_something(
        qtbot: QtBot, tmp_path: Path, size: tuple[int, int]) -> None:
    """Open whist: West's hand lies open under the contract badge, which has room for two
    lines. Where even those did not fit it showed "… You: 6♣", the declarer's bid that its
    title names already, and dropped the talon and the whist. It shows the other seats'
    calls, or where they do not fit the talon and the whist; never the declarer's bid
    alone; clear of West's cards."""
    plan = Plan(declarer=0, calls={1: [Whist], 2: [Pass]}, open_whist=True)
    window, _jobs = window_at(qtbot, tmp_path, reached(
        plan, lambda st: st.phase is Phase.PLAY and st.turn == 0), size)
    badge = window.scene.contract_badge
    lines = badge.lines
    assert not any(line.startswith("… You:") for line in lines), lines
    text = " ".join(lines[1:])
    assert ("West: Pass" in text and "East: Pass" in text) or (
        "Talon" in text and "West: Whist" in text), lines
    assert not any(box(window, badge).intersects(card) for card in seat_cards(window, 1))
