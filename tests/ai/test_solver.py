"""The double-dummy solver against a plain minimax, hand-checked positions, and the
position documents of prefgui.ai.search.position."""

from __future__ import annotations

import math
import random
import time
from functools import cache
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from prefgui.ai.search.document import parse_position, solve_position_json
from prefgui.ai.search.position import Position, PositionError, check_position, seats_in_order
from prefgui.ai.search.solver import (
    SearchTables,
    SolveResult,
    SolveTimeoutError,
    _next_seats,
    solve,
    solve_value,
    trick_test,
)
from prefgui.engine.cards import card_str, parse_card, parse_mask
from prefgui.engine.play import legal_cards, trick_order, winning_index
from prefgui.engine.rules import Rules
from prefgui.engine.state import GameState

S, C, D, H = 0, 1, 2, 3


def _solve(*args: Any, deadline: float = math.inf, **kwargs: Any) -> SolveResult:
    return solve(Position(*args, **kwargs), deadline)


def _solve_value(*args: Any, deadline: float = math.inf, **kwargs: Any) -> int:
    return solve_value(Position(*args, **kwargs), deadline)


# --- the reference: an obviously correct minimax over whole positions, by the engine's ------
# --- rules of play, so that the solver's fast inlined forms are checked against them -------


def ref_legal(
    hand: frozenset[int],
    trick: tuple[int, ...],
    trump: int | None,
    must_trump: bool,
    must_head: bool,
) -> list[int]:
    """The legal cards by the engine's rule (``engine.play.legal_cards``), lowest first."""
    mask = legal_cards(sum(1 << c for c in hand), trick, trump, must_trump, must_head)
    return [c for c in range(32) if mask >> c & 1]


def ref_winner(trick: tuple[int, ...], trump: int | None) -> int:
    """Index in the trick of the card that wins it (the engine's rule)."""
    return winning_index(trick, trump)


def ref_solve(
    hands: tuple[int, int, int],
    trump: int | None,
    declarer: int,
    leader: int,
    goal: str,
    trick: tuple[int, ...],
    must_trump: bool,
    must_head: bool,
    seats: tuple[int, ...],
) -> tuple[int, dict[int, int]]:
    """(value, value of each legal card) by full minimax with memoisation."""
    maximise = goal == "max"

    @cache
    def value(hs: tuple[frozenset[int], ...], lead: int, cards: tuple[int, ...]) -> int:
        i = seats.index(lead)
        order = seats[i:] + seats[:i]
        if len(cards) == len(order):
            winner = order[ref_winner(cards, trump)]
            won = 1 if winner == declarer else 0
            if not any(hs):
                return won
            return won + value(hs, winner, ())
        seat = order[len(cards)]
        results = [
            value(tuple(h - {c} if s == seat else h for s, h in enumerate(hs)), lead, cards + (c,))
            for c in ref_legal(hs[seat], cards, trump, must_trump, must_head)
        ]
        mine = (seat == declarer) == maximise
        return max(results) if mine else min(results)

    start = tuple(frozenset(c for c in range(32) if h >> c & 1) for h in hands)
    i = seats.index(leader)
    seat = (seats[i:] + seats[:i])[len(trick)]
    moves = {}
    for c in ref_legal(start[seat], trick, trump, must_trump, must_head):
        after = tuple(h - {c} if s == seat else h for s, h in enumerate(start))
        moves[c] = value(after, leader, trick + (c,))
    return value(start, leader, trick), moves


def random_endgame(rng: random.Random) -> dict[str, object]:
    """A random position of 1-5 tricks, sometimes with a seat out or a trick under way."""
    n = rng.choices([1, 2, 3, 4, 5], weights=[1, 3, 4, 4, 2])[0]
    seats: tuple[int, ...] = (0, 1, 2)
    if rng.random() < 0.3:
        out = rng.randrange(3)
        seats = tuple(s for s in seats if s != out)
    deck = list(range(32))
    rng.shuffle(deck)
    hands = [0, 0, 0]
    for i, s in enumerate(seats):
        for c in deck[i * n : (i + 1) * n]:
            hands[s] |= 1 << c
    trump = rng.choice([None, None, S, C, D, H])
    declarer = rng.choice(seats)
    leader = rng.choice(seats)
    must_trump = rng.random() < 0.7
    must_head = rng.random() < 0.4
    goal = rng.choice(["max", "min"])
    trick: list[int] = []
    i = seats.index(leader)
    order = seats[i:] + seats[:i]
    for seat in order[: rng.randrange(len(seats))]:
        hand = frozenset(c for c in range(32) if hands[seat] >> c & 1)
        c = rng.choice(ref_legal(hand, tuple(trick), trump, must_trump, must_head))
        hands[seat] &= ~(1 << c)
        trick.append(c)
    return {
        "hands": (hands[0], hands[1], hands[2]),
        "trump": trump,
        "declarer": declarer,
        "leader": leader,
        "goal": goal,
        "trick": tuple(trick),
        "must_trump": must_trump,
        "must_head": must_head,
        "seats": seats,
    }


@pytest.mark.parametrize("chunk", range(20))
def test_agrees_with_minimax(chunk: int) -> None:
    rng = random.Random(1000 + chunk)
    for _ in range(110):
        pos = random_endgame(rng)
        args = {k: v for k, v in pos.items() if k != "seats"}
        want_value, want_moves = ref_solve(**pos)  # type: ignore[arg-type]
        got = _solve(**args)  # type: ignore[arg-type]
        assert (got.declarer_tricks, got.moves) == (want_value, want_moves), pos
        assert _solve_value(**args) == want_value, pos  # type: ignore[arg-type]


@pytest.mark.parametrize("chunk", range(4))
def test_tables_shared_between_positions_and_guesses_keep_the_values_exact(chunk: int) -> None:
    """One SearchTables for many positions (as the worlds of a decision share it), each
    solve started from the previous one's values: still the minimax's values."""
    rng = random.Random(2000 + chunk)
    tables = SearchTables()
    last: dict[int, int] = {}
    for _ in range(110):
        pos = random_endgame(rng)
        args = {k: v for k, v in pos.items() if k != "seats"}
        want_value, want_moves = ref_solve(**pos)  # type: ignore[arg-type]
        p = Position(**args)  # type: ignore[arg-type]
        got = solve(p, math.inf, tables, guesses=last)
        assert (got.declarer_tricks, got.moves) == (want_value, want_moves), pos
        assert solve_value(p, math.inf, tables, guess=rng.randrange(6)) == want_value, pos
        last = {c: rng.randrange(6) for c in got.moves}  # any guess, good or bad


@pytest.mark.parametrize("chunk", range(3))
def test_trick_test_answers_the_threshold_questions_of_the_minimax(chunk: int) -> None:
    """The public threshold questions (used by the Russian players' valuations): each
    "at least t tricks?" is the minimax's answer, and the exact value from any lower
    bound and guess is the minimax's value."""
    rng = random.Random(3000 + chunk)
    for _ in range(60):
        pos = random_endgame(rng)
        args = {k: v for k, v in pos.items() if k != "seats"}
        want_value, _ = ref_solve(**pos)  # type: ignore[arg-type]
        test = trick_test(Position(**args))  # type: ignore[arg-type]
        assert test is not None
        assert [test(t) for t in range(test.tricks_left + 1)] == [
            t <= want_value for t in range(test.tricks_left + 1)], pos
        lo = rng.randrange(want_value + 1)
        assert test.value(lo, rng.randrange(test.tricks_left + 2)) == want_value, pos
        assert test.value() == want_value, pos


def test_trick_test_of_a_finished_play_is_none() -> None:
    assert trick_test(Position((0, 0, 0), None, 0, 0, "max", (), True, False)) is None


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.integers(0, 2**32 - 1))
def test_fast_legal_cards_and_trick_order_agree_with_the_engine(seed: int) -> None:
    """Property: over random positions (both laws of the table, trumps or none, a seat
    out, a trick under way) the solver's values equal a minimax that plays by the engine's
    legal cards, trick winner and trick order."""
    pos = random_endgame(random.Random(seed))
    args = {k: v for k, v in pos.items() if k != "seats"}
    want_value, want_moves = ref_solve(**pos)  # type: ignore[arg-type]
    got = _solve(**args)
    assert set(got.moves) == set(want_moves)
    assert (got.declarer_tricks, got.moves) == (want_value, want_moves)


def test_next_seats_is_the_engine_trick_order() -> None:
    rules = Rules("austrian")
    for seats in ((0, 1, 2), (1, 2), (0, 2), (0, 1)):
        nxt = _next_seats(seats)
        for leader in seats:
            st = GameState.initial(rules, 2, (0, 0, 0), 0).evolve(playing=seats,
                                                                  leader=leader)
            order = [leader]
            while len(order) < len(seats):
                order.append(nxt[order[-1]])
            assert tuple(order) == trick_order(st) == seats_in_order(seats, leader)


# --- hand-checked positions -----------------------------------------------------------------


def masks(*texts: str) -> tuple[int, int, int]:
    a, b, c = (parse_mask(t) for t in texts)
    return a, b, c


def test_all_top_trumps_take_every_trick() -> None:
    # Hearts trumps: the declarer holds all eight and the two top spades. Whoever leads,
    # he follows or ruffs with a winner, and then draws trumps and cashes.
    hands = masks(
        "AH KH QH JH TH 9H 8H 7H AS KS",
        "QS JS TS AC KC QC JC TC AD KD",
        "9S 8S 7S 9C 8C 7C QD JD TD 9D",
    )
    for leader in range(3):
        assert _solve_value(hands, H, 0, leader, "max") == 10
    result = _solve(hands, H, 0, 0, "max")
    assert result.declarer_tricks == 10
    assert set(result.moves.values()) == {10}


def test_sevens_and_eights_misere_takes_nothing() -> None:
    # The declarer holds the lowest cards of every suit and both defenders hold cards of
    # every suit, all higher: he always follows under, and any lead of his is beaten.
    hands = masks(
        "7S 8S 9S 7C 8C 9C 7D 8D 7H 8H",
        "AS KS QS AC KC QC AD KD AH KH",
        "JS TS JC TC QD JD TD 9D QH JH",
    )
    for leader in range(3):
        result = _solve(hands, None, 0, leader, "min")
        assert result.declarer_tricks == 0
    assert all(v == 0 for v in _solve(hands, None, 0, 0, "min").moves.values())


def test_unblocking_ending_by_hand() -> None:
    # No trumps, declarer (0) leads. AS cashes one trick; after 7H the opponents take both
    # (seat 2 wins the heart and cashes its other heart, the declarer must drop AS).
    hands = masks("AS 7H", "KS QS", "AH KH")
    result = _solve(hands, None, 0, 0, "max")
    assert result.declarer_tricks == 1
    assert result.moves == {parse_card("AS"): 1, parse_card("7H"): 0}
    misere = _solve(hands, None, 0, 0, "min")
    assert misere.declarer_tricks == 0
    assert misere.moves == {parse_card("AS"): 1, parse_card("7H"): 0}


def test_must_trump_by_hand() -> None:
    # Spades trumps, seat 1 declares, seat 0 leads. After the KD seat 2 (void in diamonds)
    # must ruff with the 9S and then lead the 8H to the declarer's AH: one trick. Without
    # must_trump seat 2 discards the 8H, and the 9S later ruffs the declarer's AH.
    hands = masks("KD KH", "9D AH", "9S 8H")
    forced = _solve(hands, S, 1, 0, "max")
    free = _solve(hands, S, 1, 0, "max", must_trump=False)
    assert forced.declarer_tricks == 1
    assert forced.moves == {parse_card("KD"): 1, parse_card("KH"): 1}
    assert free.declarer_tricks == 0
    assert free.moves == {parse_card("KD"): 0, parse_card("KH"): 1}


def test_must_head_by_hand() -> None:
    # No trumps, the declarer (0) leads. Under must_head the 7S lead forces QS and AS, and
    # seat 2's 8S lead must then be headed by the declarer's 9S. Freely seat 2 ducks with
    # the 8S under the QS, and the declarer's 9S falls under the AS.
    hands = masks("9S 7S", "QS KH", "AS 8S")
    head = _solve(hands, None, 0, 0, "max", must_head=True)
    free = _solve(hands, None, 0, 0, "max")
    assert head.declarer_tricks == 1
    assert head.moves == {parse_card("7S"): 1, parse_card("9S"): 0}
    assert free.declarer_tricks == 0
    assert free.moves == {parse_card("7S"): 0, parse_card("9S"): 0}
    trick = (parse_card("7S"),)
    after = masks("9S", "QS KH", "AS 8S")
    assert _solve(after, None, 0, 0, "max", trick, must_head=True).moves == {parse_card("QS"): 1}
    assert _solve(after, None, 0, 0, "max", trick).moves == {parse_card("QS"): 0}


def test_two_player_tricks_with_a_seat_out() -> None:
    # Seat 1 is out: tricks have two cards, seat 2 plays after seat 0. After 7D seat 2
    # wins and leads the other diamond, and the declarer has to throw his AS under it.
    hands = masks("AS 7D", "", "AD KD")
    result = _solve(hands, None, 0, 0, "max")
    assert result.declarer_tricks == 1
    assert result.moves == {parse_card("AS"): 1, parse_card("7D"): 0}
    assert _solve(hands, None, 0, 2, "max").declarer_tricks == 0


def test_finished_play_is_worth_nothing() -> None:
    assert _solve((0, 0, 0), None, 0, 0, "max") == SolveResult(0, {}, 0)
    assert _solve_value((0, 0, 0), None, 0, 0, "min") == 0


def test_last_card_of_the_trick() -> None:
    hands = masks("", "", "7S")
    trick = (parse_card("AS"), parse_card("KS"))
    result = _solve(hands, None, 0, 0, "max", trick=trick)
    assert result.declarer_tricks == 1
    assert result.moves == {parse_card("7S"): 1}


@pytest.mark.parametrize("kind", range(3))
def test_full_deals_are_consistent(kind: int) -> None:
    rng = random.Random(77 + kind)
    deck = list(range(32))
    rng.shuffle(deck)
    hands = masks(*(" ".join(card_str(c) for c in deck[10 * s : 10 * s + 10]) for s in range(3)))
    trump = rng.randrange(4) if kind == 0 else None
    goal = "min" if kind == 2 else "max"
    result = _solve(hands, trump, 1, 2, goal)
    assert result.declarer_tricks == _solve_value(hands, trump, 1, 2, goal)
    assert len(result.moves) == 10
    pick = min if goal == "max" else max  # seat 2, a defender, is to lead
    assert result.declarer_tricks == pick(result.moves.values())
    assert result.nodes > 0


def test_a_deadline_stops_the_search() -> None:
    rng = random.Random(78)
    deck = list(range(32))
    rng.shuffle(deck)
    hands = masks(*(" ".join(card_str(c) for c in deck[10 * s : 10 * s + 10]) for s in range(3)))
    full = _solve(hands, None, 1, 2, "max")
    assert full.nodes > 2048  # the deadline is looked at every 1024 nodes
    with pytest.raises(SolveTimeoutError):
        _solve(hands, None, 1, 2, "max", deadline=time.perf_counter() - 1.0)
    with pytest.raises(SolveTimeoutError):
        _solve_value(hands, None, 1, 2, "max", deadline=time.perf_counter() - 1.0)
    later = time.perf_counter() + 600.0
    assert _solve(hands, None, 1, 2, "max", deadline=later) == full
    assert _solve_value(hands, None, 1, 2, "max", deadline=later) == full.declarer_tricks


# --- solver input validation ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("hands", "trick", "match"),
    [
        (masks("AS KS", "AS QS", "JS TS"), (), "share"),
        (masks("AS KS", "QS", "JS TS"), (), "hand sizes"),
        (masks("AS", "QS", "JS"), (parse_card("QS"),), "also in a hand"),
        (masks("KS", "QS", "JS"), (parse_card("AS"),), "hand sizes"),
        (masks("", "QS", "JS"), (parse_card("AS"), parse_card("TS"), parse_card("9S")), "complete"),
    ],
)
def test_solver_rejects_bad_positions(
    hands: tuple[int, int, int], trick: tuple[int, ...], match: str
) -> None:
    with pytest.raises(ValueError, match=match):
        _solve(hands, None, 0, 0, "max", trick=trick)


def test_solver_rejects_a_revoke_in_the_trick() -> None:
    hands = masks("KS", "7S", "JS TS")
    with pytest.raises(ValueError, match="not a legal play"):
        check_position(Position(hands, None, 0, 0, "max", (parse_card("AS"), parse_card("AD"))))


@pytest.mark.parametrize(
    "kwargs",
    [
        {"trump": 4},
        {"declarer": 3},
        {"leader": -1},
        {"goal": "most"},
    ],
)
def test_solver_rejects_bad_arguments(kwargs: dict[str, object]) -> None:
    args: dict[str, object] = {
        "hands": masks("AS", "KS", "QS"),
        "trump": None,
        "declarer": 0,
        "leader": 0,
        "goal": "max",
    }
    args.update(kwargs)
    with pytest.raises(ValueError):
        _solve(**args)  # type: ignore[arg-type]


# --- position documents ---------------------------------------------------------------------


def doc(**changes: object) -> dict[str, object]:
    base: dict[str, object] = {
        "format": "prefgui.position/1",
        "hands": ["AS 7H", "KS QS", "AH KH"],
        "trump": None,
        "declarer": 0,
        "leader": 0,
        "goal": "max",
        "trick": [],
    }
    base.update(changes)
    return {k: v for k, v in base.items() if v is not ...}


def test_position_json_round_trip() -> None:
    out = solve_position_json(doc())
    assert out["declarer_tricks"] == 1
    assert out["moves"] == {"AS": 1, "7H": 0}
    assert list(out["moves"]) == ["AS", "7H"]  # type: ignore[call-overload]
    assert isinstance(out["nodes"], int)
    assert isinstance(out["seconds"], float)


def test_position_json_trick_and_options() -> None:
    d = doc(hands=["9S", "QS KH", "AS 8S"], trick=["7S"], must_head=True)
    pos = parse_position(d)
    assert pos.must_head and pos.must_trump and pos.trump is None
    assert pos.trick == (parse_card("7S"),)
    assert solve_position_json(d)["moves"] == {"QS": 1}
    free = doc(hands=["9S", "QS KH", "AS 8S"], trick=["7S"])
    assert solve_position_json(free)["moves"] == {"QS": 0}
    pos = parse_position(doc(trump="h", must_trump=False, goal="min"))
    assert (pos.trump, pos.must_trump, pos.goal) == (H, False, "min")


def test_position_json_moves_in_canonical_order() -> None:
    d = doc(hands=["7H AS 8D 9C", "KS QS JS TS", "AH KH QH JH"])
    assert list(solve_position_json(d)["moves"]) == ["AS", "9C", "8D", "7H"]  # type: ignore[call-overload]


def test_position_json_trick_may_be_left_out() -> None:
    assert parse_position(doc(trick=...)).trick == ()


def test_position_seat_out() -> None:
    out = solve_position_json(doc(hands=["AS 7D", "", "AD KD"]))
    assert out["moves"] == {"AS": 1, "7D": 0}


@pytest.mark.parametrize(
    ("document", "match"),
    [
        ([], "JSON object"),
        (doc(colour="red"), "unknown key 'colour'"),
        (doc(goal=...), "missing key 'goal'"),
        (doc(format="prefgui.position/2"), "format"),
        (doc(hands=["AS 7H", "KS QS"]), "3 strings"),
        (doc(hands=["AS 7H", "KS QS", 5]), "hand 2"),
        (doc(hands=["AS 1H", "KS QS", "AH KH"]), "not a card: '1H'"),
        (doc(hands=["AS AS", "KS QS", "AH KH"]), "listed twice"),
        (doc(hands=["AS 7H", "KS AS", "AH KH"]), "AS is in hands 0 and 1"),
        (doc(hands=["AS 7H", "KS QS", "AH"]), "hand sizes"),
        (doc(trick=["KS"]), "trick card KS is also in hand 1"),
        (doc(hands=["7H", "KS QS", "AH KH"], trick=["AS", "AS"]), "listed twice"),
        (doc(trick=["ZZ"]), "not a card"),
        (doc(trick="AS"), "list"),
        (doc(hands=["7H 8H", "KS QS", "AH KH"], trick=["AD"]), "hand sizes"),
        (doc(hands=["7H", "KS QS", "AH KH"], trick=["AS", "JS"]), "hand sizes"),
        (doc(hands=["7H", "KS", "AH KH"], trick=["AS", "QD"]), "not a legal play"),
        (doc(trump="X"), "trump"),
        (doc(trump=1), "trump"),
        (doc(declarer=3), "declarer"),
        (doc(leader=True), "leader"),
        (doc(goal="misere"), "goal"),
        (doc(must_trump="yes"), "must_trump"),
        (doc(must_head=1), "must_head"),
        (doc(hands=["", "", "AH"]), "invalid position"),
    ],
)
def test_position_errors(document: object, match: str) -> None:
    with pytest.raises(PositionError, match=match) as info:
        solve_position_json(document)
    assert "\n" not in str(info.value)
    assert isinstance(info.value, ValueError)
