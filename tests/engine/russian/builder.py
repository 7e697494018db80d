"""Building real Russian deal records for tests: hands, talon, actions and a play that
gives the trick counts an example states.

``deal_record`` makes the record of a contract (or all-pass) deal up to the first card;
``with_play`` searches the play with the engine's own legal moves (depth first, the seats
cooperating) until the tricks are exactly the ones wanted, and appends it; the record is
then replayed through ``load_any`` / ``result_any`` like any file.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Mapping, Sequence
from typing import Any

from prefgui.engine.actions import Play
from prefgui.engine.cards import card_str
from prefgui.engine.record import load_any, result_any
from prefgui.engine.russian.state import RussianState
from prefgui.engine.tricks import legal_cards, winning_index
from prefgui.engine.vocab import Phase

A, B, C, D = 0, 1, 2, 3


class NoPlayFoundError(AssertionError):
    """No play of the deal gives the trick counts asked for within the search budget."""


def hand_text(cards: Sequence[int]) -> str:
    """Card codes of a list of card numbers."""
    return " ".join(card_str(c) for c in sorted(cards, reverse=True))


def deal(rng: random.Random, players: int = 3, dealer: int = C,
         strong: int | None = None, weak: int | None = None,
         talon_high: bool = False) -> tuple[list[str], str]:
    """A random deal: ``strong`` gets the ten highest cards (aces, kings, two queens)
    and ``weak`` the ten lowest; the others are random. ``talon_high`` makes the first talon
    card one of the highest (an unbeaten raspasy talon lead for trick 1)."""
    cards = list(range(32))
    rng.shuffle(cards)
    hands: dict[int, list[int]] = {}
    active = [s for s in range(players) if not (players == 4 and s == dealer)]
    if strong is not None:
        by_rank = sorted(cards, key=lambda c: -(c & 7))
        hands[strong] = by_rank[:10]
        cards = [c for c in cards if c not in hands[strong]]
    if weak is not None:
        by_rank = sorted(cards, key=lambda c: c & 7)
        hands[weak] = by_rank[:10]
        cards = [c for c in cards if c not in hands[weak]]
    if talon_high:
        talon = [max(cards, key=lambda c: c & 7)]
        talon.append(next(c for c in cards if c != talon[0]))
    else:
        talon = cards[:2]
    cards = [c for c in cards if c not in talon]
    for s in active:
        if s not in hands:
            hands[s] = cards[:10]
            cards = cards[10:]
    texts = [hand_text(hands[s]) if s in hands else "" for s in range(players)]
    return texts, " ".join(card_str(c) for c in talon)


def record(variant: str, hands: Sequence[str], talon: str, actions: Sequence[str], *,
           options: Mapping[str, object] | None = None, dealer: int = C,
           start: Mapping[str, object] | None = None) -> dict[str, Any]:
    """A §13.14 record object."""
    obj: dict[str, Any] = {
        "format": "prefgui.deal/1", "variant": variant, "options": dict(options or {}),
        "players": len(hands), "dealer": dealer, "hands": list(hands), "talon": talon,
        "actions": list(actions)}
    if start is not None:
        obj["start"] = dict(start)
    return obj


def discard_for(state: RussianState, keep: str) -> str:
    """``discard X Y`` for the declarer in the exchange: ``keep`` = ``high`` keeps the
    highest cards, ``low`` the lowest, ``dealt`` discards the talon."""
    d = state.turn
    cards = [c for c in range(32) if state.hands[d] >> c & 1]
    if keep == "dealt":
        out = list(state.talon_cards)
    elif keep == "high":
        out = sorted(cards, key=lambda c: c & 7)[:2]
    else:
        out = sorted(cards, key=lambda c: -(c & 7))[:2]
    return f"{d} discard {card_str(out[0])} {card_str(out[1])}"


def find_play(state: RussianState, tricks: Mapping[int, int], unowned: int = 0,
              budget: int = 20000, seed: int = 0) -> list[Play] | None:
    """Cards from ``state`` (in play) to the end such that every seat in ``tricks`` takes
    exactly that many tricks (and ``unowned`` tricks belong to nobody), or None.

    The raspasy talon tricks are searched through the engine's own states; the ordinary
    tricks after them with the engine's ``legal_cards`` and ``winning_index`` on plain
    card masks, depth first, with a table of positions already known to fail. A seat
    that still needs tricks tries its high cards first, one that has enough its low cards.
    """
    rng = random.Random(seed)
    nodes = 0

    def feasible(won: Sequence[int], done: int, lost: int) -> bool:
        left = 10 - done
        if lost > unowned or unowned - lost > left:
            return False
        return all(0 <= want - won[s] <= left for s, want in tricks.items())

    def ordered(seat: int, mask: int, won: Sequence[int]) -> list[int]:
        cards = [c for c in range(32) if mask >> c & 1]
        rng.shuffle(cards)
        need = tricks.get(seat, 0) - won[seat]
        cards.sort(key=lambda c: -(c & 7) if need > 0 else c & 7)
        return cards

    def slow(st: RussianState) -> list[Play] | None:
        nonlocal nodes
        nodes += 1
        if nodes > budget:
            return None
        if not st.trick and st.talon_lead is None and st.phase is Phase.PLAY:
            return fast(st)
        if st.phase is Phase.DONE:
            return [] if done_ok(st.tricks_won, st.unowned) else None
        if not st.trick and not feasible(st.tricks_won, st.tricks_done, st.unowned):
            return None
        moves = [a for a in st.legal_actions() if isinstance(a, Play)]
        by_card = {a.card: a for a in moves}
        for c in ordered(st.turn, sum(1 << c for c in by_card), st.tricks_won):
            rest = slow(st.apply(by_card[c]))
            if rest is not None:
                return [by_card[c], *rest]
        return None

    def done_ok(won: Sequence[int], lost: int) -> bool:
        return lost == unowned and all(won[s] == w for s, w in tricks.items())

    def fast(st: RussianState) -> list[Play] | None:
        order = st.priority
        trump, must_trump = st.trump, st.rules.must_trump
        failed: set[tuple[object, ...]] = set()

        def trick_from(hands: tuple[int, ...], leader: int, won: tuple[int, ...], done: int
                       ) -> list[Play] | None:
            nonlocal nodes
            if done == 10:
                return [] if done_ok(won, st.unowned) else None
            if not feasible(won, done, st.unowned):
                return None
            key = (hands, leader, won)
            if key in failed:
                return None
            i = order.index(leader)
            seats = [order[(i + k) % 3] for k in range(3)]

            def card(k: int, hands: tuple[int, ...], trick: tuple[int, ...]
                     ) -> list[Play] | None:
                nonlocal nodes
                nodes += 1
                if nodes > budget:
                    return None
                if k == 3:
                    w = seats[winning_index(trick, trump)]
                    won2 = won[:w] + (won[w] + 1,) + won[w + 1:]
                    return trick_from(hands, w, won2, done + 1)
                s = seats[k]
                legal = legal_cards(hands[s], trick, trump, must_trump, False)
                for c in ordered(s, legal, won):
                    h2 = hands[:s] + (hands[s] & ~(1 << c),) + hands[s + 1:]
                    rest = card(k + 1, h2, trick + (c,))
                    if rest is not None:
                        return [Play(s, c), *rest]
                return None

            out = card(0, hands, ())
            if out is None and nodes <= budget:
                failed.add(key)
            return out

        return trick_from(st.hands, st.turn, st.tricks_won, st.tricks_done)

    return slow(state)


def with_play(obj: dict[str, Any], tricks: Mapping[int, int], unowned: int = 0,
              seeds: int = 8) -> dict[str, Any]:
    """The record ``obj`` (which ends where play begins) with a play appended that gives
    exactly ``tricks``.

    Raises:
        NoPlayFoundError: no such play was found.
    """
    st = load_any(obj)
    assert isinstance(st, RussianState) and st.phase is Phase.PLAY, st.phase
    for seed in range(seeds):
        plays = find_play(st, tricks, unowned, seed=seed)
        if plays is not None:
            out = copy.deepcopy(obj)
            out["actions"] += [str(a) for a in plays]
            return out
    raise NoPlayFoundError(f"no play gives {dict(tricks)}")


def contract_deal(variant: str, auction: Sequence[str], after: Sequence[str], *,
                  tricks: Mapping[int, int] | None = None,
                  options: Mapping[str, object] | None = None, players: int = 3,
                  dealer: int = C, start: Mapping[str, object] | None = None,
                  strong: int | None = None, weak: int | None = None, keep: str = "dealt",
                  hands: tuple[Sequence[str], str] | None = None,
                  deals: int = 200) -> dict[str, Any]:
    """A whole contract deal as a record: ``auction``, the declarer's discard (chosen by
    ``keep``), then ``after`` (declaration, whist calls, style) and, when ``tricks`` is
    given, a play that gives them. Deals are tried (seeded, so always the same) until
    one allows the tricks."""
    for k in range(deals):
        rng = random.Random(1000 * k + 7)
        h, t = hands if hands is not None else deal(rng, players, dealer, strong, weak)
        obj = record(variant, h, t, auction, options=options, dealer=dealer, start=start)
        st = load_any(obj)
        assert isinstance(st, RussianState) and st.phase is Phase.EXCHANGE, st.phase
        if after and after[0].endswith("without-three"):
            obj["actions"] += list(after)
            return obj
        obj["actions"] += [discard_for(st, keep), *after]
        if tricks is None:
            return obj
        try:
            return with_play(obj, tricks, seeds=2)
        except NoPlayFoundError:
            if hands is not None:
                raise
    raise NoPlayFoundError(f"no deal gives {dict(tricks or {})}")


def raspasy_deal(variant: str, tricks: Mapping[int, int], *, unowned: int = 0,
                 options: Mapping[str, object] | None = None, players: int = 3,
                 dealer: int = C, start: Mapping[str, object] | None = None,
                 talon_high: bool = False, prefix: Sequence[str] = (),
                 hands: tuple[Sequence[str], str] | None = None,
                 deals: int = 200) -> dict[str, Any]:
    """An all-pass deal as a record with a play giving ``tricks`` (the sitting-out
    dealer's talon tricks included with four players); ``prefix`` are the first cards."""
    active = [s for s in range(players) if not (players == 4 and s == dealer)]
    fore = (dealer + 1) % players
    order = active[active.index(fore):] + active[:active.index(fore)]
    for k in range(deals):
        rng = random.Random(1000 * k + 11)
        h, t = hands if hands is not None else deal(rng, players, dealer,
                                                      talon_high=talon_high)
        obj = record(variant, h, t, [f"{s} pass" for s in order], options=options,
                     dealer=dealer, start=start)
        obj["actions"] += list(prefix)
        try:
            return with_play(obj, tricks, unowned, seeds=2)
        except NoPlayFoundError:
            if hands is not None:
                raise
    raise NoPlayFoundError(f"no deal gives {dict(tricks)}")


def replay(obj: dict[str, Any]) -> dict[str, Any]:
    """The §13.14.4 result of a record, as ``prefgui replay`` prints it."""
    return result_any(load_any(copy.deepcopy(obj)))
