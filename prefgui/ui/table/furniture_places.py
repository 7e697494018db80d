"""Where the table's furniture may go in a layout
(:class:`~prefgui.ui.table.layout.TableLayout`) beyond the cards' places: the room of the
top-left badge (the contract and the auction)."""

from __future__ import annotations

from prefgui.ui.table.layout import CARD_RATIO, TableLayout

__all__ = ["badge_room"]


def badge_room(lay: TableLayout, open_left: int = 0) -> tuple[float, float]:
    """Width and height the top-left badge (contract and auction) may take from its
    corner: clear of the talon, of a top seat's hand and of the left seat's hand (with
    twelve cards while it holds the talon, or its ``open_left`` cards lying face up:
    an open contract, a claim, the hands shown at the end of the deal)."""
    cx, _ = lay.center()
    right = cx - lay.cw * 1.05  # the talon's left edge
    bottom = lay.h
    for seat, side in lay.sides.items():
        if side == "top":
            right = min(right, lay.hand(seat, 10)[0].x)
        elif side == "left":
            spot = lay.hand(seat, 12)[0]
            bottom = min(bottom, spot.y + (lay.sw * CARD_RATIO - lay.sw) / 2)
            if open_left:
                spot = lay.hand(seat, open_left, face_up=True)[0]
                bottom = min(bottom, spot.y + (lay.ch - lay.cw) / 2)
    gap = lay.margin * 0.4
    return right - gap - lay.margin, bottom - gap - lay.margin
