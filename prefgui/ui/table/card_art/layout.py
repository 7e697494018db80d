"""Where things sit on a card face: the corner index and the pip layouts."""

from __future__ import annotations

from prefgui.ui.table.card_art.svg import half_turn

IDX_X = 19.0  # the centre line of the corner index

COL_L, COL_C, COL_R = 60.0, 100.0, 140.0
ROWS_4 = (64.0, 121.0, 179.0, 236.0)
ROWS_3 = (64.0, 150.0, 236.0)

# Pip centres of the 7, 8, 9 and 10 (by rank 0..3).
LAYOUTS: dict[int, tuple[tuple[float, float], ...]] = {
    0: tuple((x, y) for y in ROWS_3 for x in (COL_L, COL_R)) + ((COL_C, 107.0),),
    1: tuple((x, y) for y in ROWS_3 for x in (COL_L, COL_R))
    + ((COL_C, 107.0), (COL_C, 193.0)),
    2: tuple((x, y) for y in ROWS_4 for x in (COL_L, COL_R)) + ((COL_C, 150.0),),
    3: tuple((x, y) for y in ROWS_4 for x in (COL_L, COL_R))
    + ((COL_C, 92.5), (COL_C, 207.5)),
}


def both_corners(index: str) -> str:
    """The corner index top left and again, turned round, bottom right."""
    return index + half_turn(index)
