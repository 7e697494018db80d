"""The contract badge in the top-left corner of the table: the contract, the auction, the
talon and the announcements (:mod:`~prefgui.ui.table.history`), shortened until the badge
fits its room, clear of the talon and the hands beside it."""

from __future__ import annotations

import functools
from collections.abc import Callable

from prefgui.engine.observation import Observation
from prefgui.ui.table.history import (
    auction_calls,
    call_lines,
    contract_lines,
    extra_lines,
    recent_calls,
    seat_name,
)
from prefgui.ui.table.layout import CARD_RATIO, TableLayout
from prefgui.ui.table.plates import InfoBadge
from prefgui.ui.words import texts
from prefgui.ui.words.texts import tr

__all__ = ["badge_room", "fit_contract_badge"]


def badge_room(lay: TableLayout, open_left: int = 0) -> tuple[float, float]:
    """Width and height the top-left badge (contract and auction) may take from its
    corner: clear of the talon lying at the top, of a top seat's hand (face down or lying
    open) and of the left seat's hand (with twelve cards while it holds the talon, or its
    ``open_left`` cards lying face up: an open contract, a claim, the hands shown at the
    end of the deal)."""
    cx, _ = lay.center()
    right = cx - lay.cw * 1.05 if lay.talon_side == "top" else lay.w  # the talon's left edge
    bottom = lay.h
    for seat, side in lay.sides.items():
        if side == "top":  # face down, or lying open (wider)
            right = min(right, lay.hand(seat, 10, face_up=seat in lay.open_seats)[0].x)
        elif side == "left":
            spot = lay.hand(seat, 12)[0]
            bottom = min(bottom, spot.y + (lay.sw * CARD_RATIO - lay.sw) / 2)
            if open_left:
                spot = lay.hand(seat, open_left, face_up=True)[0]
                bottom = min(bottom, spot.y + (lay.ch - lay.cw) / 2)
    gap = lay.margin * 0.4
    return right - gap - lay.margin, bottom - gap - lay.margin


def _with_extra(make: Callable[[], tuple[list[str], int]], extra: list[str]
                ) -> tuple[list[str], int]:
    lines, small_from = make()
    return lines + extra, small_from


def fit_contract_badge(badge: InfoBadge, obs: Observation, names: list[str], pack: str,
                       lay: TableLayout, size: float) -> None:
    """The contract and the auction on ``badge``, shortened until it fits its room
    (:func:`badge_room`): a long auction shows its last calls, and the whole auction is the
    badge's tooltip."""
    calls = call_lines(obs, names, pack)
    full = contract_lines(obs, names, pack)
    head = full[:len(full) - len(calls)]
    # The talon and the announcements after the declaration are kept while the
    # auction's calls are shortened; only when nothing else fits do they go too.
    extra = extra_lines(obs, names, pack)
    calls = calls[:len(calls) - len(extra)]
    said = auction_calls(obs)
    # The shortened forms, each made only when the ones before it do not fit (the
    # full badge mostly does): each a function giving its lines and where the small
    # lines begin.
    recent = functools.cache(lambda k: recent_calls(obs, names, pack, k))
    short: list[Callable[[], tuple[list[str], int]]] = []
    if said:
        if len(calls) > 1:  # the seats' lines side by side
            short.append(lambda: (head + ["  ·  ".join(calls)], len(head)))
        # the last calls, not those of the declarer alone (the contract the title names)
        ks = [k for k in (4, 3, 2, 1) if any(a.seat != obs.declarer for a in said[-k:])]
        short += [functools.partial(lambda k: (head + [recent(k)], len(head)), k)
                  for k in ks if k < len(said)]
        if len(head) > 1:  # the title and the highest bid on one line
            short += [functools.partial(lambda k: ([" — ".join(head), recent(k)], 1), k)
                      for k in ks if k <= len(said)]
    keeping: list[Callable[[], tuple[list[str], int]]] = [lambda: (full, len(head))]
    keeping += [functools.partial(_with_extra, f, extra) for f in short]
    if extra and len(head) > 1:  # the announcements rather than the calls
        keeping.append(lambda: ([" — ".join(head), *extra], 1))
    groups = [keeping, short] if extra else [keeping]
    left = next((seat for seat, side in lay.sides.items() if side == "left"), -1)
    max_w, max_h = badge_room(lay, dict(obs.exposed).get(left, 0).bit_count())
    # a large table's font grows faster than its corner: smaller still, while as large
    # as a small table's
    scales = (1.0, 0.85, 0.72) + ((0.6,) if size * 0.6 >= 14 else ())
    tries = [(make, scale) for group in groups for scale in scales for make in group]
    # Measured apart: the badge itself changes once (and is painted again only then).
    chosen: tuple[list[str], int, float] | None = None
    for make, scale in tries:
        lines, small_from = make()
        rect = InfoBadge.measure(lines, size * scale, small_from)
        if rect.width() <= max_w and rect.height() <= max_h:
            chosen = (lines, small_from, scale)
            break
    if chosen is None and extra and len(head) > 1:  # nothing fits: two lines, the second
        # all the announcements if they fit its width, else the defence's calls (not the
        # auction's last call, the contract the title names already)
        title, joined = " — ".join(head), "  ·  ".join(extra)
        wide = InfoBadge.measure([title, joined], size * 0.72, 1).width() <= max_w
        chosen = ([title, joined if wide else extra[-1]], 1, 0.72)
    if chosen is None:
        chosen = (*tries[-1][0](), tries[-1][1]) if tries else (full, 99, 1.0)
    lines, small_from, scale = chosen
    badge.set_lines(lines, size * scale, small_from=small_from)
    shortened = badge.lines != full
    tip = "\n".join([tr("Auction"), *(
        f"{seat_name(names, a.seat)}: {texts.action_label(a, obs.rules, pack)}"
        for a in said),
        *extra]) if shortened and said else ""
    if badge.toolTip() != tip:
        badge.setToolTip(tip)
