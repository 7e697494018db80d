"""Where everything goes on the table, in card-width units anchored to the seats.

The human sits at the bottom. Seats are numbered in the direction of play, so with
clockwise play the next seat sits on the left (anticlockwise: on the right); with four at
the table the third seat sits at the top. Positions are top-left corners of unrotated
cards in scene coordinates (the scene is the size of the view); side hands are drawn
rotated by 90° about the card's centre.
"""

from __future__ import annotations

from dataclasses import dataclass

CARD_RATIO = 1.5


@dataclass(frozen=True)
class Spot:
    """A card's place: top-left x, y, rotation in degrees, and stacking order."""

    x: float
    y: float
    rot: float = 0.0
    z: float = 0.0


def seat_sides(players: int, human: int, clockwise: bool) -> dict[int, str]:
    """Screen side of each seat: bottom (the human), left, top, right."""
    order = ["bottom", "left", "top", "right"] if clockwise else ["bottom", "right", "top",
                                                                   "left"]
    if players == 3:
        order = [s for s in order if s != "top"]
    return {(human + i) % players: order[i] for i in range(players)}


REFERENCE_CARD_WIDTH = 180.0
"""The card width (px) of a full-HD table: up to it the window's widgets keep their own
size; beyond it (a 4K window without the system's scaling) they grow with the cards."""


def chrome_scale(card_width: float) -> float:
    """How much the panel, menus and status line grow beside cards ``card_width`` wide.

    1 up to a full-HD table, then in proportion to the cards, in quarter steps (so a window
    resized by a few pixels does not restyle them).
    """
    return max(1.0, round(card_width / REFERENCE_CARD_WIDTH * 4) / 4)


def side_hand_reach(lay: TableLayout, seat: int) -> float:
    """How far a side seat's hand reaches from its edge of the table: its trick pile and
    discard lie beside it, clear of it (a hand lying open is drawn at full size, wider than
    the face-down one, and covered them)."""
    cw = lay.cw if seat in lay.open_seats else lay.sw
    return lay.margin + cw * CARD_RATIO


class TableLayout:
    """Geometry of the table for one view size."""

    def __init__(self, width: float, height: float, sides: dict[int, str],
                 open_seats: frozenset[int] = frozenset(), talon_side: str = "top") -> None:
        self.w = max(width, 400.0)
        self.h = max(height, 300.0)
        self.sides = sides
        self.open_seats = open_seats  # the seats whose hands lie face up (wider at the sides)
        self.talon_side = talon_side  # the middle's top, or the side of a dealer sitting out
        self.cw = min(self.w / 10.5, self.h / 5.6)
        self.ch = self.cw * CARD_RATIO
        self.sw = self.cw * 0.72  # the opponents' face-down cards are drawn smaller
        self.margin = self.cw * 0.25

    def center(self) -> tuple[float, float]:
        return self.w / 2, self.h * 0.46

    # hands ---------------------------------------------------------------------------------
    def hand(self, seat: int, n: int, selected: frozenset[int] = frozenset(),
             face_up: bool = False) -> list[Spot]:
        """Spots for ``n`` cards of a seat's hand, in display order."""
        side = self.sides[seat]
        if side == "bottom":
            left, right = self.hand_span()
            step = min(self.cw * 0.62, (right - left - self.cw) / max(n - 1, 1))
            total = step * (n - 1) + self.cw
            x0 = min(max((self.w - total) / 2, left), right - total)  # centred if it fits
            y = self.h - self.ch - self.margin
            return [Spot(x0 + i * step, y - (self.ch * 0.22 if i in selected else 0), 0,
                         100 + i) for i in range(n)]
        cw = self.cw if face_up else self.sw
        ch = cw * CARD_RATIO
        if side == "top":  # open: every index seen, its plate and pile still beside it
            step = cw * (0.35 if face_up else 0.28)
            total = step * (n - 1) + cw
            x0 = (self.w - total) / 2
            return [Spot(x0 + i * step, self.margin, 0, 100 + i) for i in range(n)]
        step = min(cw * (0.42 if face_up else 0.3), self.h * 0.45 / max(n, 1))
        total = step * (n - 1) + cw
        y0 = self.h * 0.42 - total / 2
        if face_up:  # a hand lying open ends above the seat's name plate, every index seen
            if "top" in self.sides.values():  # and begins below the top seat's plate
                y0 = max(y0, self.margin * 1.6 + self.plate_height())
            limit = self.plate(seat)[1] - self.margin * 0.3
            if y0 + total > limit:  # closer together, the top where it was (the badges
                step = max((limit - y0 - cw) / max(n - 1, 1), 0.0)  # keep clear of it)
        # rotated 90°: the card's box is ch wide, cw tall; keep it inside the margin
        xc = self.margin + ch / 2 if side == "left" else self.w - self.margin - ch / 2
        return [Spot(xc - cw / 2, y0 + i * step + (cw - ch) / 2,
                     90 if side == "left" else -90, 100 + i) for i in range(n)]

    def hand_span(self) -> tuple[float, float]:
        """The x-range the human's hand may take at the table's foot: right of his name
        plate and his trick pile and discard beside it, left of the right-hand seat's name plate
        (which comes down beside the top of the hand)."""
        left = self.margin * 1.8 + self.plate_width() + self.sw * 1.3
        right = self.w - self.plate_width() - self.margin * 2
        return left, right

    def hand_anchor(self, seat: int) -> tuple[float, float]:
        """Where cards leave a seat's hand (a played card starts here)."""
        spots = self.hand(seat, 10)
        mid = spots[len(spots) // 2]
        return mid.x, mid.y

    # table centre --------------------------------------------------------------------------
    def trick(self, seat: int) -> Spot:
        """The place of the card ``seat`` plays to the trick (:func:`trick_spot`)."""
        return trick_spot(self, seat)

    def talon(self, i: int) -> Spot:
        """The talon's ``i``-th card (:func:`talon_spot`)."""
        return talon_spot(self, i)

    def pile(self, seat: int) -> Spot:
        """The tricks a seat has won (a small stack)."""
        side = self.sides[seat]
        if side == "bottom":
            # Upright in the player's own row, between his name plate and his hand (the plate's
            # room, ``plate_width``, kept free; his discard lies crosswise under it): in the
            # bottom right corner, below the right-hand seat's name plate, it read as that seat's.
            sh = self.sw * CARD_RATIO
            return Spot(self.margin * 1.4 + self.plate_width() + self.sw * 0.1,
                        self.h - self.margin - sh - self.sw * 0.05, -4, 20)
        if side == "top":  # crosswise under the seat's name plate, right of its hand (an
            # upright pile there reached down to the right-hand seat's pile)
            x, y, _align = self.plate(seat)
            sh = self.sw * CARD_RATIO
            cx = x + sh / 2 - self.sw * 0.2  # a little left: clear of an open right-hand seat
            cy = y + self.plate_height() + self.margin * 0.6 + self.sw / 2
            return Spot(cx - self.sw / 2, cy - sh / 2, 86, 20)
        sh = self.sw * CARD_RATIO
        reach = side_hand_reach(self, seat)
        x = reach + self.sw * 0.35 if side == "left" else self.w - reach - self.sw * 1.35
        return Spot(x, self.h * 0.42 - sh / 2, 8 if side == "left" else -8, 20)


    def panel_floor(self) -> float:
        """The lowest y of the decision panel in its usual place, above the human's hand."""
        return self.h - self.ch - self.margin * 3.2

    def panel_lowest(self) -> float:
        """The lowest y of a panel short of room above (the Russian ladder under the talon
        of a low table): closer to the hand than its usual place."""
        return self.h - self.ch - self.margin * 2.0

    def pile_top(self) -> float:
        """The top of the bottom corners, which the side seats' name plates keep above (the
        human's trick pile and discard lie in his own row, left of his hand)."""
        return self.h - self.margin - self.sw * 1.4

    def side_room(self) -> float:
        """The width a side seat takes from the table's edge (its hand, face up or down)."""
        return self.margin * 2 + self.cw * CARD_RATIO

    def plate_width(self) -> float:
        """Room kept for a name plate beside the human's hand (its longest role and trick
        count in every language fit it)."""
        return self.cw * 2.0

    def plate_height(self) -> float:
        """About the height of a name plate (its name line and its role line)."""
        return self.cw * 0.17 * 3.2

    def plate(self, seat: int) -> tuple[float, float, str]:
        """Anchor (top) of a seat's name plate: x, y and the alignment."""
        side = self.sides[seat]
        plate_h = self.plate_height()
        if side == "bottom":
            return self.margin, self.h - self.margin - plate_h, "left"
        if side == "top":  # beside the hand (face down or lying open), clear of the trick
            face_up = seat in self.open_seats
            spots = self.hand(seat, 10, face_up=face_up)
            return (spots[-1].x + (self.cw if face_up else self.sw) + self.margin, self.margin,
                    "left")
        spots = self.hand(seat, 10)
        sh = self.sw * CARD_RATIO
        bottom = spots[-1].y + (sh - self.sw) / 2 + self.sw  # below the rotated cards
        y = min(bottom + self.margin * 0.6, self.h - 2 * plate_h - self.margin * 2,
                self.pile_top() - plate_h - self.margin * 0.4)
        if side == "left":
            return self.margin, y, "left"
        return self.w - self.margin, y, "right"


def pile_spots(lay: TableLayout, seat: int, n: int) -> list[Spot]:
    """The places of the ``n`` cards drawn for a seat's won tricks (a little stack, growing
    up; the right-hand seat's down, away from the top seat's pile above it, which a stack of
    five or more reached with four at the table)."""
    base = lay.pile(seat)
    dy = lay.cw * (0.04 if lay.sides[seat] == "right" else -0.04)
    return [Spot(base.x + i * lay.cw * 0.04, base.y + i * dy, base.rot + i * 3, base.z + i)
            for i in range(n)]


def dealer_origin(lay: TableLayout, seat: int) -> Spot:
    """Where the deal starts (the dealer's side of the table)."""
    cx, cy = lay.center()
    dx, dy = {"bottom": (0, 1.4), "left": (-2.5, 0), "right": (2.5, 0),
              "top": (0, -1.4)}[lay.sides[seat]]
    return Spot(cx - lay.cw / 2 + dx * lay.cw, cy - lay.ch / 2 + dy * lay.ch * 0.6, 0, 500)


def trick_spot(lay: TableLayout, seat: int) -> Spot:
    """The place of the card ``seat`` plays to the trick, around the middle, the human's
    above his hand. A card lower on the table lies over a higher one, so every card's index
    is in sight whoever played first. With four at the table the top seat's card lies
    below his hand as drawn (face down, or lying open at full size: it covered the open
    hand's lower half on a wide table), the side seats' cards halfway between it and the
    human's."""
    cx, cy = lay.center()
    side = lay.sides[seat]
    bottom = cy + lay.ch * (0.45 - 0.5)
    top = cy - lay.ch * (0.55 + 0.5)
    for s, where in lay.sides.items():
        if where == "top":
            cw = lay.cw if s in lay.open_seats else lay.sw
            top = max(top, lay.margin * 1.5 + cw * CARD_RATIO)
    middle = (top + bottom) / 2  # the side seats' (clear of a talon lying at the top)
    # the human's card clear of his hand's top edge (its indices: on a wide table, whose
    # cards are tall for its height, it lay over them)
    bottom = min(bottom, lay.h - lay.margin * 1.3 - 2 * lay.ch)
    y = {"bottom": bottom, "top": top}.get(side, middle)
    dx = {"left": -0.75, "right": 0.75}.get(side, 0.0)
    return Spot(cx - lay.cw / 2 + dx * lay.cw, y, 0, {"top": 300, "bottom": 302}.get(side, 301))


def talon_spot(lay: TableLayout, i: int) -> Spot:
    """The talon's ``i``-th card: in the middle, close under the table's top edge (the
    decision panel below it needs the room: the Russian ladder, a row per level); with four
    at the table, where the dealer who sits out would hold his cards (the top seat's hand
    lay under it), across the foot for the human, one above the other at a side."""
    cx, _ = lay.center()
    side = lay.talon_side
    if side in ("top", "bottom"):
        y = lay.margin * 0.5 if side == "top" else lay.h - lay.ch - lay.margin
        return Spot(cx - lay.cw * 1.05 + i * lay.cw * 1.1, y, 0, 50 + i)
    x = lay.margin * 1.5 if side == "left" else lay.w - lay.margin * 1.5 - lay.cw
    return Spot(x, lay.h * 0.42 - lay.ch * 0.8 + i * lay.ch * 0.6, 0, 50 + i)
