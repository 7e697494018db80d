"""``prefgui review``: every card's values against ``prefgui solve`` and a plain minimax."""

from __future__ import annotations

import io
import json
import pathlib
import random
from functools import cache

import pytest

from prefgui.ai.search.document import solve_position_json
from prefgui.cli.review import run
from prefgui.cli.solve import position_of
from prefgui.coach.review import review_card, review_json, review_record
from prefgui.engine.actions import PLAY, Play
from prefgui.engine.contracts import Kind
from prefgui.engine.record import load, parse_record, record_json, result_json
from prefgui.engine.state import GameState
from tests.coach.helpers import random_play_state

ROOT = pathlib.Path(__file__).resolve().parents[2]
RECORDS = sorted((ROOT / "tests" / "data" / "records").glob("*[0-9].json"))
EXAMPLES = sorted(p for p in (ROOT / "tests" / "data" / "examples").glob("case-*.json")
                  if not p.name.endswith(".expected.json"))


# --- a plain minimax, written from RULES §1.4 ----------------------------------------------
def _beats(card: int, best: int, trump: int | None) -> bool:
    if card // 8 == best // 8:
        return card % 8 > best % 8
    return trump is not None and card // 8 == trump


def _winner(trick: tuple[int, ...], trump: int | None) -> int:
    w = 0
    for i in range(1, len(trick)):
        if _beats(trick[i], trick[w], trump):
            w = i
    return w


def _legal(hand: frozenset[int], trick: tuple[int, ...], trump: int | None,
           must_trump: bool, must_head: bool) -> list[int]:
    if not trick:
        return sorted(hand)
    led, best = trick[0] // 8, trick[_winner(trick, trump)]
    for group in ([c for c in hand if c // 8 == led],
                  [c for c in hand if trump is not None and must_trump and c // 8 == trump]):
        if group:
            up = [c for c in group if _beats(c, best, trump)]
            return sorted(up if must_head and up else group)
    return sorted(hand)


def minimax_moves(st: GameState) -> dict[int, int]:
    """Each legal card -> the declarer's tricks from here on (every trick counted, the
    defenders together against him; misère: he minimises)."""
    assert st.contract is not None
    trump, r = st.contract.trump, st.rules
    seats = tuple(st.playing)
    maximise = st.contract.kind is not Kind.MISERE
    decl = st.declarer

    @cache
    def value(hands: tuple[frozenset[int], ...], lead: int, trick: tuple[int, ...]) -> int:
        i = seats.index(lead)
        order = seats[i:] + seats[:i]
        if len(trick) == len(order):
            w = order[_winner(trick, trump)]
            got = 1 if w == decl else 0
            return got + (value(hands, w, ()) if any(hands) else 0)
        seat = order[len(trick)]
        k = seats.index(seat)
        vals = [value(hands[:k] + (hands[k] - {c},) + hands[k + 1:], lead, trick + (c,))
                for c in _legal(hands[k], trick, trump, r.must_trump, r.must_head)]
        return max(vals) if (seat == decl) == maximise else min(vals)

    hands = tuple(frozenset(c for c in range(32) if st.hands[s] >> c & 1) for s in seats)
    k = seats.index(st.turn)
    return {c: value(hands[:k] + (hands[k] - {c},) + hands[k + 1:], st.leader, st.trick + (c,))
            for c in _legal(hands[k], st.trick, trump, r.must_trump, r.must_head)}


# --- against the solver, on every stored record --------------------------------------------
def _play_prefixes(obj: dict[str, object]) -> list[tuple[int, dict[str, object]]]:
    actions = obj["actions"]
    assert isinstance(actions, list)
    return [(i + 1, {**obj, "actions": actions[:i]}) for i, a in enumerate(actions)
            if a.split()[1] == PLAY]


def test_the_stored_records_are_all_there() -> None:
    # the next test runs once per record: it must not pass by finding none
    assert len(RECORDS) >= 21 and len(EXAMPLES) >= 10


@pytest.mark.parametrize("path", RECORDS + EXAMPLES, ids=lambda p: p.name)
def test_moves_are_what_prefgui_solve_says(path: pathlib.Path) -> None:
    # every stored record is valid: one that stops loading fails here, it is never skipped
    obj = json.loads(path.read_text(encoding="utf-8"))
    review = review_json(review_record(parse_record(obj)))
    cards = review["cards"]
    assert isinstance(cards, list)
    prefixes = _play_prefixes(obj)
    assert [c["action"] for c in cards] == [n for n, _ in prefixes]
    for card, (n, prefix) in zip(cards, prefixes, strict=True):
        st = load(prefix)
        assert card["seat"] == st.turn
        assert card["card"] == obj["actions"][n - 1].split()[2].upper().replace("10", "T")
        if st.contract is not None and st.contract.kind is Kind.ONE_TRICK:
            assert card["moves"] is None
            continue
        legal = {str(a).split()[2] for a in st.legal_actions() if a.verb == PLAY}
        solved = solve_position_json(position_of(st))["moves"]
        assert isinstance(solved, dict)
        assert card["moves"] == {c: v for c, v in solved.items() if c in legal}
    breaches = result_json(load(obj))["breaches"]
    assert [{"action": c["action"], "seat": c["seat"], "rule": r}
            for c in cards for r in c["breaches"]] == breaches


@pytest.mark.parametrize("chunk", range(4))
def test_moves_agree_with_plain_minimax_on_endgames(chunk: int) -> None:
    rng = random.Random(7100 + chunk)
    checked = 0
    for _ in range(40):
        st = random_play_state(rng, cards_left=rng.randint(1, 4))
        if st.contract is not None and st.contract.kind is Kind.ONE_TRICK:
            continue
        card = rng.choice([a.card for a in st.legal_actions() if isinstance(a, Play)])
        rev = review_card(st, 1, card, False, rng)
        want = minimax_moves(st)
        legal = {a.card for a in st.legal_actions() if isinstance(a, Play)}
        assert rev.moves == {c: v for c, v in want.items() if c in legal}, st
        assert set(rev.legal) == legal
        checked += 1
    assert checked >= 30


def test_whole_random_records_agree_with_minimax_at_the_end() -> None:
    rng = random.Random(99)
    checked = 0
    for _ in range(6):
        st = random_play_state(rng, cards_left=1)
        while st.phase.value == "play":
            st = st.apply(rng.choice([a for a in st.legal_actions() if a.verb == PLAY]))
        obj = record_json(st)
        review = review_record(parse_record(obj))
        for c in review.cards:
            if c.state.hands[c.seat].bit_count() <= 3 and c.moves is not None:
                assert c.moves == {x: v for x, v in minimax_moves(c.state).items()
                                   if x in c.legal}
                checked += 1
    assert checked >= 12  # the last cards of six deals, at least two each

def test_review_lists_every_legal_card_and_prices_the_loss() -> None:
    rng = random.Random(5)
    checked = 0
    for _ in range(15):
        st = random_play_state(rng, cards_left=rng.randint(2, 5))
        if st.contract is None or st.contract.kind is Kind.ONE_TRICK:
            continue
        for act in st.legal_actions():
            if not isinstance(act, Play):
                continue
            rev = review_card(st, 1, act.card, False, rng)
            assert rev.moves is not None and rev.units_lost is not None
            assert set(rev.moves) == set(rev.legal)
            assert rev.tricks_lost is not None and rev.tricks_lost >= 0
            assert rev.units_lost >= 0
            # The best cards are those the card is judged against worth most on its measure:
            # a card that lost nothing is among them, unless it broke a convention.
            best = rev.best_cards()
            assert (rev.units_lost < 1e-9 and not rev.breach) == (act.card in best)
            if not rev.breach:
                assert all(rev.worth(b) >= rev.worth(act.card) - 1e-9 for b in best)
            checked += 1
    assert checked >= 20


def _write(tmp: pathlib.Path, name: str, obj: object) -> str:
    p = tmp / name
    p.write_text(json.dumps(obj), encoding="utf-8")
    return str(p)


def test_cli_answers_invalid_records_as_replay_does(tmp_path: pathlib.Path) -> None:
    from prefgui.cli.replay import run as replay

    bad = sorted((ROOT / "tests" / "data" / "examples").glob("bad-*.json"))
    bad = [p for p in bad if not p.name.endswith(".expected.json")]
    files = [str(p) for p in bad] + [_write(tmp_path, "x.json", "not a record"),
                                      str(tmp_path / "missing.json")]
    (tmp_path / "broken.json").write_text("{", encoding="utf-8")
    files.append(str(tmp_path / "broken.json"))
    for f in files:
        outs = []
        for cmd in (run, replay):
            out, err = io.StringIO(), io.StringIO()
            status = cmd([f], out=out, err=err)
            outs.append((status, out.getvalue(), err.getvalue()))
        assert outs[0] == outs[1]
        assert outs[0][0] == 2 and outs[0][2].count("\n") == 1
    good = str(RECORDS[0])
    out, err = io.StringIO(), io.StringIO()
    assert run([good, files[0]], out=out, err=err) == 2
    lines = out.getvalue().splitlines()
    assert json.loads(lines[0])["format"] == "prefgui.review/1"
    assert json.loads(lines[1]) == {"file": files[0], "error": err.getvalue().split(": ", 1)[1]
                                    .rstrip("\n")}


def test_cli_one_line_per_record_in_order_with_knowable(tmp_path: pathlib.Path) -> None:
    files = [str(p) for p in RECORDS[:3]]
    out, err = io.StringIO(), io.StringIO()
    assert run(files, knowable_seats=[0], worlds=4, out=out, err=err) == 0
    lines = out.getvalue().splitlines()
    assert len(lines) == 3 and err.getvalue() == ""
    for line, f in zip(lines, files, strict=True):
        doc = json.loads(line)
        obj = json.loads(pathlib.Path(f).read_text(encoding="utf-8"))
        assert len(doc["cards"]) == sum(1 for a in obj["actions"] if " play " in a)
        for c in doc["cards"]:
            assert ("knowable" in c) == (c["seat"] == 0 and c["moves"] is not None)
            assert c["card"] in c["moves"]


def test_prefgui_review_command(capsys: pytest.CaptureFixture[str]) -> None:
    from prefgui.__main__ import main

    assert main(["review", str(RECORDS[0]), "--knowable", "0", "--worlds", "2"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["format"] == "prefgui.review/1" and doc["cards"]
