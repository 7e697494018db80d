"""Every item the table scene owns (:class:`~prefgui.ui.table.scene.TableScene`), made once:
the 32 faces, the backs by group (more made as a group needs them), the name plates and the
seats' bubbles (filled by the furniture), the contract and pot badges, the drop zone and the
coach's bubble. A card item's mouse goes to the human's choice."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsScene

from prefgui.ui.table.card_item import CardItem
from prefgui.ui.table.choice import HandChoice
from prefgui.ui.table.coach_bubble import CoachBubble
from prefgui.ui.table.plates import DropZone, InfoBadge, NamePlate
from prefgui.ui.table.theme import CardTheme

__all__ = ["TableItems"]

SPARE_BACKS = 24  # the two other hands of a three-handed deal and the talon


class TableItems:
    """The items of ``scene``, drawn with ``theme``."""

    def __init__(self, scene: QGraphicsScene, theme: CardTheme, choice: HandChoice) -> None:
        self._scene = scene
        self._theme = theme
        self._choice = choice
        self.faces = {c: self.new_item(c) for c in range(32)}
        self.backs: dict[str, list[CardItem]] = {}
        # Backs made with the table, handed to the groups that first need them: the first
        # deal's position (the other hands, the talon) does not make twenty-odd items in the
        # first frame (3-4 ms of the GUI thread).
        self._spare = [self.new_item(None) for _ in range(SPARE_BACKS)]
        self.plates: dict[int, NamePlate] = {}
        self.bubbles: dict[int, InfoBadge] = {}
        self.contract_badge = InfoBadge()
        self.pot_badge = InfoBadge()
        self.drop_zone = DropZone()
        self.coach_bubble = CoachBubble()  # the coach's warning, notes and answers
        self.coach_bubble.setZValue(420)
        for item in (self.contract_badge, self.pot_badge, self.drop_zone, self.coach_bubble):
            scene.addItem(item)
        self.drop_zone.setZValue(1)
        self.laid_out: frozenset[int] = frozenset()  # the faces the last layout placed

    def new_item(self, card: int | None) -> CardItem:
        """A hidden card item (None: a back) on the scene, its mouse to the choice."""
        item = CardItem(card, self._theme)
        item.setVisible(False)
        choice = self._choice
        item.dropped.connect(choice.on_dropped)
        item.activated.connect(choice.on_activated)
        item.clicked.connect(choice.on_clicked)
        item.drag_started.connect(choice.on_drag_started)  # methods: no cycle via Qt
        self._scene.addItem(item)
        return item

    def back_items(self, key: str, n: int) -> list[CardItem]:
        """``n`` face-down items of the group ``key`` (more of the group are hidden)."""
        items = self.backs.setdefault(key, [])
        while len(items) < n:
            items.append(self._spare.pop() if self._spare else self.new_item(None))
        for extra in items[n:]:
            extra.setVisible(False)
        return items[:n]

    def keep_seats(self, players: int) -> None:
        """Take the name plates, call bubbles, hands, trick piles and discards of the seats
        beyond ``players`` off the table: a new session with three after one with four left
        the fourth seat's plate (with his last deal's role and tricks) over the new East's,
        and his hand and trick pile beside it."""
        for items in (self.plates, self.bubbles):
            for seat in [s for s in items if s >= players]:
                self._scene.removeItem(items.pop(seat))
        for key, group in self.backs.items():
            digit = key[-1]
            if key[:-1] in ("hand", "pile", "discard") and digit.isdigit() \
                    and int(digit) >= players:
                for item in group:
                    item.setVisible(False)

    def cards(self) -> list[CardItem]:
        """Every card item: the faces, then the backs."""
        return [*self.faces.values(), *(b for bs in self.backs.values() for b in bs),
                *self._spare]

    def set_width(self, width: float) -> None:
        """Every face ``width`` wide."""
        for item in self.faces.values():
            item.set_width(width)

    def hide_faces(self, placed: set[int], keep_shown: bool) -> None:
        """The faces not ``placed`` hidden (those shown kept while ``keep_shown``: a trick
        being swept, hidden by :meth:`hide_unplaced` when the sweep is over)."""
        self.laid_out = frozenset(placed)
        for card, item in self.faces.items():
            if card not in placed and not (keep_shown and item.isVisible()):
                item.setVisible(False)

    def hide_unplaced(self) -> None:
        """The faces the last layout did not place hidden: those kept in sight while a trick
        was swept (its cards, and the raspasy talon card that led it)."""
        for card, item in self.faces.items():
            if card not in self.laid_out:
                item.setVisible(False)

    def hide_all(self) -> None:
        """Every card stopped and hidden."""
        self.laid_out = frozenset()
        for item in self.cards():
            item.stop_animation()
            item.setVisible(False)

    def set_theme(self, theme: CardTheme) -> None:
        """Every card drawn with ``theme`` from now on."""
        self._theme = theme
        for item in self.cards():
            item.theme = theme
            item.update()

    def repaint_waiting(self) -> None:
        """Art rendered between frames: the cards that were drawn without it again."""
        for item in self.cards():
            if item.waiting:
                item.update()
