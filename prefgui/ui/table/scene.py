"""The table scene: draws one seat's Observation; knows no rules (after KPat's KCardScene).

``sync(obs)`` computes where every card belongs (own hand, the trick, the talon, the
discard place, exposed hands, the opponents' backs, the won-trick piles) and animates what
moved. A completed trick stays visible for a moment, then sweeps to its winner. The scene
emits ``card_dropped(card)`` when the player drops a card on the trick area,
``card_activated(card)`` on a click or double-click, and ``animations_finished`` when
everything has come to rest.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRect, QRectF, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from prefgui.engine.actions import Play
from prefgui.engine.cards import SUIT_MASK, iter_cards
from prefgui.engine.observation import Observation
from prefgui.engine.play import winning_index
from prefgui.engine.state import Phase
from prefgui.engine.tricks import trick_order
from prefgui.ui.table import timing
from prefgui.ui.table.card_item import CardItem
from prefgui.ui.table.coach_bubble import CoachBubble
from prefgui.ui.table.history import (
    announcement_line,
    auction_calls,
    last_call,
    said_text,
    talon_line,
)
from prefgui.ui.table.layout import Spot, TableLayout, seat_sides
from prefgui.ui.table.plates import DropZone, InfoBadge, NamePlate
from prefgui.ui.table.talon import TalonShow, discard_spot
from prefgui.ui.table.theme import CardTheme
from prefgui.ui.words import texts
from prefgui.ui.words.texts import tr

DISPLAY_SUITS = (0, 3, 1, 2)  # spades, hearts, clubs, diamonds: colours alternate


def display_order(hand: int) -> list[int]:
    """The player's cards left to right: suits alternating colours, high to low."""
    out: list[int] = []
    for s in DISPLAY_SUITS:
        out += sorted(iter_cards(hand & SUIT_MASK[s]), reverse=True)
    return out


def _signed(x: object) -> str:
    if isinstance(x, int) and x > 0:
        return f"+{x}"
    return str(x).replace("-", "−")


class TableScene(QGraphicsScene):
    """The table for one human seat."""

    card_dropped = Signal(int)
    card_activated = Signal(int)
    animations_finished = Signal()
    discards_changed = Signal()
    advice_dismissed = Signal()  # the player closed the coach's bubble (click or Esc)

    def __init__(self, theme: CardTheme, human: int = 0) -> None:
        super().__init__()
        self.theme = theme
        self.human = human
        self.speed = timing.DEFAULT_SPEED
        self.names: list[str] = []
        self.faces = {c: self._new_item(c) for c in range(32)}
        self.backs: dict[str, list[CardItem]] = {}
        self.plates: dict[int, NamePlate] = {}
        self.contract_badge = InfoBadge()
        self.pot_badge = InfoBadge()
        self.bubbles: dict[int, InfoBadge] = {}
        # Set by the window: every player's balance, the pot or bank now, and a sentence
        # on where the balances come from (shown as the name plates' tooltip).
        self.balances: tuple[object, ...] = ()
        self.pot: object | None = None
        self.money_note = ""
        self.drop_zone = DropZone()
        # The coach's warning before a card, and the cards it recommends (highlighted).
        self.coach_bubble = CoachBubble()
        self.coach_bubble.setZValue(420)
        self.advised_cards: frozenset[int] = frozenset()
        # A drill's answer: each legal card's value drawn on it, the right ones outlined,
        # the card played marked; the hand cannot be played while they are shown.
        self.card_values: dict[int, str] = {}
        self.right_cards: frozenset[int] = frozenset()
        self.answered_card: int | None = None
        for item in (self.contract_badge, self.pot_badge, self.drop_zone, self.coach_bubble):
            self.addItem(item)
        self.drop_zone.setZValue(1)
        self.obs: Observation | None = None
        self.layout: TableLayout | None = None
        self.legal_cards: set[int] = set()
        self.discard_selection: list[int] = []
        self.focus_card: int | None = None
        self.thinking: int | None = None
        self.shown_tricks = 0
        self._sweeping = False
        # A complete trick stays until this pause is over or the player clicks the table.
        self.trick_pause = timing.TRICK_PAUSE
        self._sweep_timer = QTimer(self)
        self._sweep_timer.setSingleShot(True)
        self._sweep_timer.timeout.connect(self._sweep_due)
        self._sweep_now: Callable[[], None] | None = None
        self._epoch = 0  # bumped by reset(): a sweep of the position before it is dropped
        self._jump = False  # set by reset(): the next position is laid out without moving
        self._pending = 0
        # The talon's way into a computer declarer's hand, the discard piles and area.
        self.talon_show = TalonShow(self)

    # items ------------------------------------------------------------------------------
    def _new_item(self, card: int | None) -> CardItem:
        item = CardItem(card, self.theme)
        item.setVisible(False)
        item.dropped.connect(self._on_card_dropped)
        item.activated.connect(self._on_card_activated)
        item.clicked.connect(self._on_card_clicked)
        item.drag_started.connect(lambda _item: self.drop_zone.set_lit(
            True, tr("Drop here to play")))
        self.addItem(item)
        return item

    def _backs(self, key: str, n: int) -> list[CardItem]:
        items = self.backs.setdefault(key, [])
        while len(items) < n:
            items.append(self._new_item(None))
        for extra in items[n:]:
            extra.setVisible(False)
        return items[:n]

    def back_items(self, key: str, n: int) -> list[CardItem]:
        """``n`` face-down items of the group ``key`` (more of the group are hidden)."""
        return self._backs(key, n)

    def place_item(self, item: CardItem, spot: Spot, ms: int, face_up: bool,
                   start: Spot | tuple[float, float] | None = None) -> None:
        """Show ``item`` and move it to ``spot`` in ``ms`` (from ``start`` if given),
        its marks cleared."""
        self._reset_flags(item)
        self._show(item, spot, ms, face_up, start)

    def set_theme(self, theme: CardTheme) -> None:
        self.theme = theme
        for item in self.items():
            if isinstance(item, CardItem):
                item.theme = theme
                item.update()

    # geometry ---------------------------------------------------------------------------
    def resize(self, width: float, height: float) -> None:
        self.setSceneRect(QRectF(0, 0, width, height))
        if self.obs is not None:
            self.sync(self.obs, animate=False)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802
        r = self.sceneRect()
        grad = QRadialGradient(r.center(), max(r.width(), r.height()) * 0.75)
        grad.setColorAt(0, QColor(38, 110, 70))
        grad.setColorAt(0.7, QColor(22, 78, 50))
        grad.setColorAt(1, QColor(12, 48, 32))
        painter.fillRect(QRectF(rect), QBrush(grad))

    # the main entry ---------------------------------------------------------------------
    def sync(self, obs: Observation, animate: bool = True, names: list[str] | None = None,
             thinking: int | None = None) -> None:
        """Show ``obs``: move every card to where it now belongs."""
        if names is not None:
            self.names = names
        if self._jump:
            self._jump = False
            animate = False
        self.thinking = thinking
        prev = self.obs
        self.obs = obs
        r = self.sceneRect()
        clockwise = obs.rules.options.get("direction", "cw") == "cw"
        self.layout = lay = TableLayout(r.width(), r.height(),
                                        seat_sides(obs.rules.players, self.human, clockwise))
        new_deal = (prev is None or len(obs.history) < len(prev.history)
                    or prev.dealer != obs.dealer)
        self._reset_choices(obs, new_deal)
        ms = timing.scaled(timing.PLAY_CARD, self.speed) if animate else 0
        for item in self.faces.values():
            item.set_width(lay.cw)
        completing = obs.tricks_done > self.shown_tricks and bool(obs.last_trick)
        if completing and animate and self.speed != "off":
            self._sweeping = True  # the pile grows when the sweep arrives
        placed = self.talon_show.place(obs, prev, lay, ms, new_deal)
        placed |= self._place_cards(obs, lay, ms, deal=new_deal and animate and not obs.history)
        for card, item in self.faces.items():
            if card not in placed and not (self._sweeping and item.isVisible()):
                item.setVisible(False)
        self._place_furniture(obs, lay)
        if completing:
            self._show_completed_trick(obs, lay, animate)
        self._check_settled()

    def _reset_choices(self, obs: Observation, new_deal: bool) -> None:
        """The discard selection, the playable cards and the keyboard focus for ``obs``."""
        if new_deal:
            self.shown_tricks = obs.tricks_done
            self.discard_selection = []
        if obs.phase is not Phase.EXCHANGE:
            self.discard_selection = []
        self.legal_cards = {a.card for a in obs.legal if isinstance(a, Play)}
        if self.focus_card not in self.legal_cards:
            self.focus_card = None

    def _place_cards(self, obs: Observation, lay: TableLayout, ms: int, deal: bool) -> set[int]:
        placed: set[int] = set()
        human = self.human
        my_turn_to_play = obs.turn == human and bool(self.legal_cards) and not self.card_values
        exchange = obs.phase is Phase.EXCHANGE and obs.turn == human
        # While he chooses his discard the hand keeps its places (a chosen card leaves a
        # gap), so that a second click hits the card that was under the pointer.
        hand = display_order(obs.hand)
        spots = lay.hand(human, len(hand))
        for i, (card, spot) in enumerate(zip(hand, spots, strict=True)):
            if card in self.discard_selection:
                continue
            item = self.faces[card]
            item.legal = my_turn_to_play and card in self.legal_cards
            item.dimmed = my_turn_to_play and card not in self.legal_cards
            item.focused = card == self.focus_card
            item.selected_for_discard = False
            item.winning = False
            item.advised = my_turn_to_play and card in self.advised_cards
            item.value_text = self.card_values.get(card, "")
            item.value_right = card in self.right_cards
            if self.card_values:
                item.advised = card in self.right_cards
                item.focused = card == self.answered_card
            # The two cards picked up from the talon stay marked while he discards.
            item.from_talon = exchange and obs.talon is not None and bool(obs.talon >> card & 1)
            # Every card of the hand can be dragged on the player's turn: an illegal one
            # glides back and the status line says why.
            item.draggable = my_turn_to_play or exchange
            start = lay.dealer_origin(obs.dealer) if deal else None
            self._show(item, spot, ms, True, start, delay=self._deal_delay(obs, human, i)
                       if deal else 0)
            placed.add(card)
        for i, card in enumerate(self.discard_selection):
            item = self.faces[card]
            item.selected_for_discard, item.legal, item.dimmed = True, False, False
            item.draggable = True
            self._show(item, discard_spot(lay, human, i), ms, True)
            placed.add(card)
        self._place_trick(obs, lay, ms, placed)
        self._place_exposed(obs, lay, ms, placed)
        self._place_backs(obs, lay, ms, deal)
        return placed

    def _place_trick(self, obs: Observation, lay: TableLayout, ms: int,
                     placed: set[int]) -> None:
        """The cards of the trick in play, each in front of the seat that played it."""
        if not obs.trick:
            return
        trump = obs.contract.trump if obs.contract is not None else None
        best = obs.trick[winning_index(obs.trick, trump)]
        for seat, card in zip(trick_order(obs), obs.trick, strict=False):
            item = self.faces[card]
            self._reset_flags(item)
            item.winning = card == best
            origin = lay.hand_anchor(seat) if not item.isVisible() else None
            spot = lay.trick(seat)
            self._show(item, Spot(spot.x, spot.y, 0, 300 + len(placed)), ms, True, origin)
            placed.add(card)

    def _place_exposed(self, obs: Observation, lay: TableLayout, ms: int,
                       placed: set[int]) -> None:
        """The hands this seat may see (an open declarer's)."""
        for seat, mask in obs.exposed:
            cards = display_order(mask)
            for card, spot in zip(cards, lay.hand(seat, len(cards), face_up=True), strict=True):
                item = self.faces[card]
                self._reset_flags(item)
                self._show(item, spot, ms, True)
                placed.add(card)

    def _place_backs(self, obs: Observation, lay: TableLayout, ms: int, deal: bool) -> None:
        """The backs of the other hands, of the trick piles and of a closed talon."""
        self._place_hand_backs(obs, lay, ms, deal)
        self._place_piles(obs, lay)
        self._place_talon_backs(obs, lay, ms, deal)

    def _place_hand_backs(self, obs: Observation, lay: TableLayout, ms: int,
                          deal: bool) -> None:
        for seat in range(obs.rules.players):
            if seat == self.human:
                continue
            exposed = obs.exposed_hands
            n = obs.hand_sizes[seat] - (exposed[seat].bit_count() if seat in exposed else 0)
            n = max(0, n - self.talon_show.flying(seat))  # the talon still on its way in
            for i, (item, spot) in enumerate(zip(self._backs(f"hand{seat}", n),
                                                 lay.hand(seat, n), strict=True)):
                item.set_width(lay.sw)
                self._reset_flags(item)
                start = lay.dealer_origin(obs.dealer) if deal else None
                self._show(item, spot, ms, False, start,
                           delay=self._deal_delay(obs, seat, i) if deal else 0)

    def _place_piles(self, obs: Observation, lay: TableLayout) -> None:
        for seat in range(obs.rules.players):
            won = obs.tricks_won[seat] if obs.played else 0
            if self._sweeping and seat == obs.leader:
                won -= 1  # the trick being swept arrives with the sweep
            base = lay.pile(seat)
            for i, item in enumerate(self._backs(f"pile{seat}", max(0, min(won, 4)))):
                item.set_width(lay.sw)
                self._reset_flags(item)
                spot = Spot(base.x + i * lay.cw * 0.04, base.y - i * lay.cw * 0.04,
                            base.rot + i * 3, base.z + i)
                self._show(item, spot, 0, False)

    def _place_talon_backs(self, obs: Observation, lay: TableLayout, ms: int,
                           deal: bool) -> None:
        talon_backs = 0
        if obs.phase is Phase.AUCTION or (obs.hand_game and obs.phase is not Phase.DONE):
            talon_backs = 2
        for i, item in enumerate(self._backs("talon", talon_backs)):
            item.set_width(lay.cw)
            self._reset_flags(item)
            start = lay.dealer_origin(obs.dealer) if deal else None
            self._show(item, lay.talon(i), ms, False, start,
                       delay=self._deal_delay(obs, None, i) if deal else 0)

    def _deal_delay(self, obs: Observation, seat: int | None, index: int) -> int:
        """When the card ``index`` of ``seat`` arrives in the dealing order (None: talon)."""
        from prefgui.engine.deal import deal_packets

        packets = deal_packets(obs.rules, obs.dealer)
        seen: dict[object, int] = {}
        for k, (target, count) in enumerate(packets):
            key = None if target == "talon" else target
            before = seen.get(key, 0)
            if key == seat and before <= index < before + count:
                return k * timing.scaled(timing.DEAL_STAGGER + timing.DEAL_PACKET // 2,
                                         self.speed)
            seen[key] = before + count
        return 0

    def _reset_flags(self, item: CardItem) -> None:
        item.legal = item.dimmed = item.focused = item.selected_for_discard = False
        item.winning = item.from_talon = item.advised = False
        item.draggable = False
        item.value_text = ""

    def _show(self, item: CardItem, spot: Spot, ms: int, face_up: bool,
              start: Spot | tuple[float, float] | None = None, delay: int = 0) -> None:
        if start is not None:
            x, y = (start.x, start.y) if isinstance(start, Spot) else start
            item.setPos(QPointF(x, y))
            item.setRotation(0)
        if not item.isVisible():
            item.setVisible(True)
        item.update()
        if delay > 0 and ms > 0:
            item.home = spot
            item.face_up = face_up
            self._pending += 1
            QTimer.singleShot(delay, self, lambda: self._delayed(item, spot, ms, face_up))
            return
        item.animate_to(spot, ms, face_up)

    def _delayed(self, item: CardItem, spot: Spot, ms: int, face_up: bool) -> None:
        self._pending -= 1
        item.animate_to(spot, ms, face_up)
        self._check_settled()

    # the table furniture ----------------------------------------------------------------
    def _place_furniture(self, obs: Observation, lay: TableLayout) -> None:
        size = max(11.0, lay.cw * 0.17)
        pack = self.theme.pack
        for seat in range(obs.rules.players):
            plate = self.plates.get(seat)
            if plate is None:
                plate = self.plates[seat] = NamePlate()
                plate.setZValue(400)
                self.addItem(plate)
            x, y, align = lay.plate(seat)
            role = texts.role_name(obs.roles[seat]) if obs.roles[seat] else ""
            tricks = ""
            if obs.phase is Phase.PLAY or (obs.phase is Phase.DONE and obs.tricks_done):
                tricks = texts.tricks_text(obs.tricks_won[seat])
            name = self.names[seat] if seat < len(self.names) else tr("Seat {n}").format(n=seat)
            balance = _signed(self.balances[seat]) if seat < len(self.balances) else ""
            plate.set_content(name, role, tricks, seat == obs.dealer,
                              obs.turn == seat and obs.phase is not Phase.DONE,
                              self.thinking == seat, size, align, balance)
            plate.setToolTip(self.money_note)
            plate.setPos(x, y)
            self._place_bubble(obs, seat, plate, size)
        self._fit_contract_badge(obs, pack, lay, size)
        self.contract_badge.setPos(lay.margin, lay.margin)
        self.contract_badge.setZValue(400)
        pot = obs.start_pot if self.pot is None else self.pot
        pot_lines = [f"{texts.pot_label(obs.rules)} {pot}"] if obs.rules.has_pot else []
        self.pot_badge.set_lines(pot_lines, size, align_right=True)
        self.pot_badge.setPos(lay.w - lay.margin, lay.margin)
        self.pot_badge.setZValue(400)
        cx, cy = lay.center()
        zone = QRectF(cx - lay.cw * 1.9, cy - lay.ch * 0.95, lay.cw * 3.8, lay.ch * 2.0)
        self.drop_zone.set_rect(zone)
        self.drop_zone.setVisible(not self.talon_show.area.isVisible())

    def _place_bubble(self, obs: Observation, seat: int, plate: NamePlate, size: float) -> None:
        """The seat's last call, said beside its name plate (also the computer's calls
        after the human's last one)."""
        bubble = self.bubbles.get(seat)
        if bubble is None:
            bubble = self.bubbles[seat] = InfoBadge(bubble=True)
            bubble.setZValue(410)
            self.addItem(bubble)
        said = last_call(obs, seat)
        text = said_text(said, obs, self.names, self.theme.pack) if said else ""
        bubble.set_lines([text] if text else [], size * 0.9)
        r = plate.sceneBoundingRect()
        side = self.layout.sides[seat] if self.layout is not None else "bottom"
        if side == "right":  # to the left of the plate, off the hand above it
            bubble.set_lines(bubble.lines, size * 0.9, align_right=True)
            bubble.setPos(r.left() - 4, r.top() + 4)
        elif side == "left":
            bubble.setPos(r.right() + 4, r.top() + 4)
        else:
            bubble.setPos(r.left() + 6, r.top() - bubble.boundingRect().height() - 2)

    def _fit_contract_badge(self, obs: Observation, pack: str, lay: TableLayout,
                            size: float) -> None:
        """The contract and the auction in the top-left corner, shortened until the badge
        fits its room (``TableLayout.badge_room``): a long auction shows its last calls,
        and the whole auction is the badge's tooltip."""
        calls = self._call_lines(obs, pack)
        full = self._contract_lines(obs, pack)
        head = full[:len(full) - len(calls)]
        # The talon and the announcements after the declaration are kept while the
        # auction's calls are shortened; only when nothing else fits do they go too.
        extra = self._extra_lines(obs, pack)
        calls = calls[:len(calls) - len(extra)]
        said = auction_calls(obs)
        short: list[tuple[list[str], int]] = []
        if said:
            if len(calls) > 1:  # the seats' lines side by side
                short.append((head + ["  ·  ".join(calls)], len(head)))
            short += [(head + [self._recent_calls(obs, pack, k)], len(head))
                      for k in (4, 3, 2, 1) if k < len(said)]
            if len(head) > 1:  # the title and the highest bid on one line
                short += [([" — ".join(head), self._recent_calls(obs, pack, k)], 1)
                          for k in (3, 2, 1) if k <= len(said)]
        keeping = [(full, len(head))] + [(lines + extra, n) for lines, n in short]
        if extra and len(head) > 1:  # the announcements rather than the calls
            keeping.append(([" — ".join(head), *extra], 1))
        groups = [keeping, short] if extra else [keeping]
        left = next((seat for seat, side in lay.sides.items() if side == "left"), -1)
        max_w, max_h = lay.badge_room(dict(obs.exposed).get(left, 0).bit_count())
        badge = self.contract_badge
        tries = [(lines, small_from, scale) for group in groups
                 for scale in (1.0, 0.85, 0.72) for lines, small_from in group]
        for lines, small_from, scale in tries:
            badge.set_lines(lines, size * scale, small_from=small_from)
            if badge.panel_rect().width() <= max_w and badge.panel_rect().height() <= max_h:
                break
        shortened = badge.lines != full
        badge.setToolTip("\n".join([tr("Auction"), *(
            f"{self._name(a.seat)}: {texts.action_label(a, obs.rules, pack)}" for a in said),
            *extra]) if shortened and said else "")

    def _name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else str(seat)

    def _recent_calls(self, obs: Observation, pack: str, k: int) -> str:
        """The last ``k`` calls of the auction on one line, after "…" when there were more."""
        said = auction_calls(obs)
        shown = ", ".join(f"{self._name(a.seat)}: {texts.action_label(a, obs.rules, pack)}"
                          for a in said[-k:])
        return shown if k >= len(said) else f"… {shown}"

    def _contract_lines(self, obs: Observation, pack: str) -> list[str]:
        calls = self._call_lines(obs, pack)
        if obs.contract is None:
            if obs.high is not None and obs.phase is Phase.AUCTION:
                bid = texts.bid_name(obs.rules, obs.high[0], bool(obs.high[1]), pack)
                holder = (self.names[obs.holder] if obs.holder is not None
                          and obs.holder < len(self.names) else "")
                return [tr("Auction"), tr("{bid} — {name}").format(
                    bid=bid, name=holder)] + calls
            return [tr("Auction"), *calls] if obs.history or obs.phase is Phase.AUCTION \
                else []
        ct = obs.contract
        first = texts.contract_name(ct, pack)
        extra = []
        if obs.hand_game and not obs.rules.is_american:
            extra.append(tr("hand"))
        level = max(obs.contra_level) if obs.contra_level else 0
        if level:
            extra.append([tr("contra"), tr("recontra"), tr("subcontra"),
                          tr("mortcontra")][min(level, 4) - 1])
        if ct.open:
            extra.append(tr("open"))
        name = (self.names[obs.declarer] if obs.declarer is not None
                and obs.declarer < len(self.names) else "")
        second = tr("Declarer: {name}").format(name=name)
        if extra:
            second += " · " + ", ".join(extra)
        return [first, second, *calls]

    def _call_lines(self, obs: Observation, pack: str) -> list[str]:
        """The auction so far, one line per seat (it stays on the table for the deal)."""
        calls: dict[int, list[str]] = {}
        for a in auction_calls(obs):
            calls.setdefault(a.seat, []).append(texts.action_label(a, obs.rules, pack))
        lines: list[str] = []
        for seat in range(obs.rules.players):
            said = calls.get(seat)
            if said:
                name = self.names[seat] if seat < len(self.names) else str(seat)
                shown = said if len(said) <= 4 else ["…", *said[-3:]]
                lines.append(f"{name}: " + ", ".join(shown))
        if obs.phase is not Phase.AUCTION and lines:
            # Once the auction is over, one line keeps the badge clear of the side hand.
            lines = ["  ·  ".join(lines)]
        return lines + self._extra_lines(obs, pack)

    def _extra_lines(self, obs: Observation, pack: str) -> list[str]:
        """The talon where this seat has seen it, and the announcements after the
        declaration: they stay with the auction for the whole deal."""
        extra = [talon_line(obs, pack), announcement_line(obs, self.names, pack)]
        return [line for line in extra if line]

    # completed tricks -------------------------------------------------------------------
    def _show_completed_trick(self, obs: Observation, lay: TableLayout, animate: bool) -> None:
        self.shown_tricks = obs.tricks_done
        trick = obs.last_trick
        winner = obs.leader if obs.leader is not None else trick[0][0]
        ms = timing.scaled(timing.PLAY_CARD, self.speed) if animate else 0
        for i, (seat, card) in enumerate(trick):
            item = self.faces[card]
            self._reset_flags(item)
            item.winning = seat == winner
            start = lay.hand_anchor(seat) if not item.isVisible() else None
            spot = lay.trick(seat)
            self._show(item, Spot(spot.x, spot.y, 0, 300 + i), ms, True, start)
        if not animate or self.speed == "off":
            self._finish_sweep([c for _, c in trick])
            return
        self._sweeping = True
        pile = lay.pile(winner)
        self._sweep_now = lambda: self._sweep([c for _, c in trick], pile)
        self._sweep_timer.start(timing.scaled(self.trick_pause, self.speed) + ms)

    def trick_waiting(self) -> bool:
        """A complete trick lies on the table, waiting for the pause or a click."""
        return self._sweep_timer.isActive()

    def _sweep_due(self) -> None:
        sweep, self._sweep_now = self._sweep_now, None
        if sweep is not None:
            sweep()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        """A click on the coach's bubble closes it; a click on the table takes a complete
        trick away at once."""
        bubble = self.coach_bubble
        if bubble.isVisible() and bubble.sceneBoundingRect().contains(event.scenePos()):
            self.dismiss_advice()
            event.accept()
            return
        if self._sweep_timer.isActive():
            self._sweep_timer.stop()
            self._sweep_due()
            event.accept()
            return
        super().mousePressEvent(event)

    def _sweep(self, cards: list[int], pile: Spot) -> None:
        ms = timing.scaled(timing.SWEEP, self.speed)
        for card in cards:
            self.faces[card].animate_to(pile, ms, False)
        epoch = self._epoch
        QTimer.singleShot(ms + timing.SETTLE_MARGIN, self,
                          lambda: self._finish_sweep(cards) if epoch == self._epoch else None)

    def _finish_sweep(self, cards: list[int]) -> None:
        self._sweeping = False
        if self.obs is not None:
            trick_now = set(self.obs.trick)
            for card in cards:
                if card not in trick_now:
                    self.faces[card].setVisible(False)
            if self.layout is not None:
                self._place_backs(self.obs, self.layout, 0, False)
        self._check_settled()

    def show_last_trick(self) -> bool:
        """Lay the last complete trick on the table again (its winner marked) until the
        next change of the table or a click; False if no trick is complete yet."""
        obs, lay = self.obs, self.layout
        if obs is None or lay is None or not obs.last_trick or self._sweeping:
            return False
        winner = obs.leader if obs.leader is not None else obs.last_trick[0][0]
        cx, cy = lay.center()
        for i, (seat, card) in enumerate(obs.last_trick):
            item = self.faces[card]
            self._reset_flags(item)
            item.winning = seat == winner
            spot = lay.trick(seat)
            # a little up and aside, so that a trick in progress stays readable
            item.setVisible(True)
            item.animate_to(Spot(spot.x + (cx - spot.x) * 0.2 - lay.cw * 0.3,
                                 spot.y - lay.ch * 0.35, 0, 600 + i), 0, True)
            item.update()
        return True

    # settling ---------------------------------------------------------------------------
    def busy(self) -> bool:
        if self._sweeping or self._pending or self.talon_show.busy():
            return True
        return any(isinstance(i, CardItem) and i.is_animating() for i in self.items())

    def card_settled(self) -> None:
        self._check_settled()

    def talon_arrived(self) -> None:
        """The talon has reached the declarer's hand: the hand shows all its cards."""
        if self.obs is not None and self.layout is not None:
            self._place_hand_backs(self.obs, self.layout, 0, False)
        self._check_settled()

    def panel_bottom(self) -> float:
        """The lowest y of the decision panel: above the hand, and above the discard
        area while the player chooses his discard."""
        lay = self.layout
        if lay is None:
            return self.sceneRect().height()
        above_area = self.talon_show.panel_bottom(lay)
        above_hand = lay.h - lay.ch - lay.margin * 3.2
        return above_hand if above_area is None else min(above_hand, above_area)

    def _check_settled(self) -> None:
        if not self.busy():
            self.animations_finished.emit()

    # interaction ------------------------------------------------------------------------
    def _on_card_dropped(self, item: CardItem, pos: QPointF) -> None:
        self.drop_zone.set_lit(False)
        card = item.card
        if card is None:
            return
        if self.obs is not None and self.obs.phase is Phase.EXCHANGE:
            self._toggle_discard(card, to_discard=self._near_discard(pos))
            return
        if self.drop_zone.rect.contains(pos):
            self.card_dropped.emit(card)
        else:
            self.return_card(card)

    def _near_discard(self, pos: QPointF) -> bool:
        lay = self.layout
        if lay is None:
            return False
        return pos.y() < lay.hand(self.human, 10)[0].y - lay.ch * 0.3

    def _on_card_clicked(self, item: CardItem) -> None:
        """A click chooses a discard (exchange) or the keyboard's card (play)."""
        if item.card is None or self.obs is None:
            return
        if self.obs.phase is Phase.EXCHANGE:
            self._toggle_discard(item.card, item.card not in self.discard_selection)
        elif item.card in self.legal_cards:
            self.focus_card = item.card
            self.sync(self.obs, animate=False)

    def _on_card_activated(self, item: CardItem) -> None:
        """A double-click plays the card."""
        if item.card is None or self.obs is None or self.obs.phase is Phase.EXCHANGE:
            return
        self.card_activated.emit(item.card)

    def _toggle_discard(self, card: int, to_discard: bool) -> None:
        sel = self.discard_selection
        if to_discard and card not in sel:
            if len(sel) >= 2:
                sel.pop(0)
            sel.append(card)
        elif not to_discard and card in sel:
            sel.remove(card)
        if self.obs is not None:
            self.sync(self.obs, animate=True)
        self.discards_changed.emit()

    def return_card(self, card: int) -> None:
        """An illegal card glides back to its place in the hand."""
        item = self.faces[card]
        item.animate_to(item.home, timing.scaled(timing.RETURN, self.speed) or 1)

    def show_advice(self, text: str, cards: frozenset[int]) -> None:
        """The coach's bubble above the hand, and ``cards`` highlighted in the hand."""
        self.advised_cards = cards
        lay = self.layout
        if lay is not None:
            size = max(11.0, lay.cw * 0.16)
            if not self._advice_on_top(text, size):
                width = min(lay.w * 0.42, size * 34)
                self.coach_bubble.set_text(text, width, size)
                top = lay.hand(self.human, 10)[0].y
                height = self.coach_bubble.boundingRect().height()
                self.coach_bubble.setPos(lay.margin,
                                         max(lay.margin, top - height - lay.ch * 0.1))
        for card, item in self.faces.items():
            item.advised = card in cards and item.draggable
            item.update()

    def _advice_on_top(self, text: str, size: float) -> bool:
        """Place the bubble above the trick's cards, between the contract and the pot, where
        it covers neither the trick nor a hand; False if a seat sits at the top or the text
        does not fit there."""
        lay = self.layout
        if lay is None or "top" in lay.sides.values():
            return False
        gap = lay.margin * 0.6
        left = self.contract_badge.sceneBoundingRect().right() + gap
        right = self.pot_badge.sceneBoundingRect().left() - gap
        bottom = min(lay.trick(seat).y for seat in lay.sides) - gap * 0.5  # the trick's top
        width = min(right - left, size * 40)
        if width < size * 18:
            return False
        self.coach_bubble.set_text(text, width - 4, size)
        rect = self.coach_bubble.boundingRect()
        if lay.margin + rect.height() > bottom:
            return False
        self.coach_bubble.setPos(left + (right - left - rect.width()) / 2, lay.margin)
        return True

    def dismiss_advice(self) -> bool:
        """The player closes the coach's bubble (``advice_dismissed``); False if none
        was shown."""
        if not self.coach_bubble.isVisible():
            return False
        self.advice_dismissed.emit()
        self.clear_advice()
        return True
    def show_values(self, values: dict[int, str], right: frozenset[int],
                    answered: int | None) -> None:
        """Draw ``values`` on the cards of the hand (empty: none), outline the ``right``
        cards and mark the card ``answered``; the hand is not playable while shown."""
        self.card_values = dict(values)
        self.right_cards = right
        self.answered_card = answered
        if self.obs is not None:
            self.sync(self.obs, animate=False)

    def reset(self) -> None:
        """Forget the position shown: the next ``sync`` lays out a new deal without
        animating from the old one (a practice position, back to the session)."""
        self.obs = None
        self._jump = True
        self._epoch += 1
        self.card_values = {}
        self.right_cards = frozenset()
        self.answered_card = None
        self._sweep_timer.stop()
        self._sweep_now = None
        self._sweeping = False
        for item in [*self.faces.values(), *(b for bs in self.backs.values() for b in bs)]:
            item.stop_animation()
            item.setVisible(False)

    def clear_advice(self) -> None:
        """Hide the coach's bubble and its highlights."""
        if not self.advised_cards and not self.coach_bubble.isVisible():
            return
        self.advised_cards = frozenset()
        self.coach_bubble.set_text("", 10, 11)
        for item in self.faces.values():
            if item.advised:
                item.advised = False
                item.update()

    # keyboard ---------------------------------------------------------------------------
    def move_focus(self, step: int) -> None:
        if not self.legal_cards or self.obs is None:
            return
        order = [c for c in display_order(self.obs.hand) if c in self.legal_cards]
        if self.focus_card not in order:
            self.focus_card = order[0 if step > 0 else -1]
        else:
            i = order.index(self.focus_card)
            self.focus_card = order[(i + step) % len(order)]
        self.sync(self.obs, animate=False)

    def activate_focus(self) -> None:
        if self.focus_card is not None:
            self.card_activated.emit(self.focus_card)
