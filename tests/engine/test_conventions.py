"""The defender conventions C1–C3 (RULES.md §7) in-play and in the full-info audit."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as hst

from prefgui.engine.actions import CONCEDE, PLAY, Defend
from prefgui.engine.cards import beats, iter_cards, parse_card, parse_mask
from prefgui.engine.conventions import Breach, check_card, tracked
from prefgui.engine.deal import new_deal
from prefgui.engine.errors import IllegalActionError
from prefgui.engine.play import legal_mask
from prefgui.engine.rules import Rules
from prefgui.engine.seats import to_act
from prefgui.engine.state import GameState, Phase
from prefgui.engine.tricks import legal_cards, trick_order, winning_index
from tests.engine.helpers import legal_texts, play_state, run

# Declarer 0; defenders 1 (D1) and 2 (D2). Leads by 1: order 1, 2, 0 (declarer last).
# Leads by 2: order 2, 0, 1 (declarer second).


def _rules(st, seat: int, card: str, full=None) -> list[str]:  # type: ignore[no-untyped-def]
    return [b.rule for b in check_card(st, seat, parse_card(card), full)]


def test_c2_lead_top_card_when_declarer_last() -> None:
    st = play_state(["AS 7C", "KD 9D 7D", "QH"], leader=1)
    assert _rules(st, 1, "9D") == ["C2"]
    assert _rules(st, 1, "KD") == []


def test_c3_lead_high_or_lowest_when_declarer_second() -> None:
    st = play_state(["AS 7C", "AH", "QD 9D 8D 7D"], leader=2)
    assert _rules(st, 2, "9D") == ["C3"]
    assert _rules(st, 2, "7D") == []
    st2 = play_state(["AS 7C", "AH", "KD 9D 7D"], leader=2)
    assert _rules(st2, 2, "KD") == []
    # top_two_outstanding: a queen is very high once the ace is gone.
    st3 = play_state(["AS 7C", "AH", "QD 9D 7D"], leader=2, played="AD",
                     options={"c3_high": "top_two_outstanding"})
    assert _rules(st3, 2, "QD") == []
    assert _rules(st3, 2, "9D") == ["C3"]


def test_c1_overtaking_after_declarer_played() -> None:
    # Declarer 0 led 7D, partner 1 is winning with KD; 2 plays last.
    st = play_state(["AS", "QH", "AD 8D"], leader=0, trick="7D KD")
    assert _rules(st, 2, "AD") == ["C1"]
    assert _rules(st, 2, "8D") == []
    forced = play_state(["AS", "QH", "AD"], leader=0, trick="7D KD")
    assert _rules(forced, 2, "AD") == []  # no alternative: forced


def test_c1_public_mode_declarer_still_to_play() -> None:
    # Partner 1 leads KD, 2 second, declarer 0 last. Spades are trumps (contract 2).
    st = play_state(["7S 7C", "KD", "AD 8D"], leader=1, trick="KD")
    # §7.3 revised: the declarer could only beat KD by ruffing, and a ruff beats AD too.
    assert check_card(st, 2, parse_card("AD")) == [Breach("C1", "overtook_no_gain")]
    sans = play_state(["7S 7C", "KD", "AD 8D"], leader=1, trick="KD", variant="balkan",
                      number=7, options={"ladder": "sans7"})
    assert _rules(sans, 2, "AD") == ["C1"]  # no trumps: KD certainly holds
    # Full-info audit: the declarer must follow with a low diamond, so AD was needless.
    full = tuple(parse_mask(h) for h in ("7D 7C", "", "AD 8D"))
    st_full = play_state(["7D 7C", "KD", "AD 8D"], leader=1, trick="KD")
    assert [b for b in check_card(st_full, 2, parse_card("AD"), full)] == [
        Breach("C1", "overtook_needlessly")]


def test_conventions_do_not_apply_to_lone_or_misere() -> None:
    st = play_state(["AS 7C", "KD 9D 7D", "QH"], leader=1, variant="illustrated", number=5)
    assert _rules(st, 1, "9D") == []
    off = play_state(["AS 7C", "KD 9D 7D", "QH"], leader=1,
                     options={"conventions_status": "off"})
    assert _rules(off, 1, "9D") == []


def test_integral_c1_removes_the_definite_breach() -> None:
    st = play_state(["AS", "QH", "AD 8D"], leader=0, trick="7D KD",
                    options={"conventions_status": "integral_c1"})
    assert legal_texts(st) == ["2 play 8D"]
    with pytest.raises(IllegalActionError) as info:
        run(st, "2 play AD")
    assert info.value.kind == "convention_c1"


def test_breaches_recorded_with_action_position() -> None:
    st = play_state(["AS 7C", "KD 9D 7D", "QH"], leader=1)
    st = run(st, "1 play 9D")
    assert st.breaches == ((len(st.history), 1, "C2"),)


def _voided(st: GameState, seat: int, suits: str) -> GameState:
    v = 0
    for s in suits:
        v |= 1 << "SCDH".index(s)
    return st.evolve(voids=st.voids[:seat] + (v,) + st.voids[seat + 1:])


def test_c1_revised_overtaking_that_only_a_ruff_could_answer() -> None:
    # The first example: partner 1 leads QH, the declarer 0 plays last, spades
    # trumps; KH has gone, so the declarer could only beat QH by ruffing, which beats AH too.
    st = play_state(["7S 7C", "QH", "AH 8H"], leader=1, trick="QH", played="KH 7H 9H")
    assert check_card(st, 2, parse_card("AH")) == [Breach("C1", "overtook_no_gain")]
    assert _rules(st, 2, "8H") == []
    # With KH unseen the declarer may hold it: AH over QH can be necessary.
    open_k = play_state(["7S 7C", "QH", "AH 8H"], leader=1, trick="QH")
    assert _rules(open_k, 2, "AH") == []
    # P ruffs QH (no obligation to trump): a higher heart of the declarer's would beat QH
    # but not the ruff.
    free = {"must_trump": False}
    ruff = play_state(["9S 7C", "QH", "8S 7D"], leader=1, trick="QH", played="7S",
                      options=free)
    assert _rules(ruff, 2, "8S") == []
    # ... unless he is known void in hearts: every trump left beats 8S too.
    assert _rules(_voided(ruff, 0, "H"), 2, "8S") == ["C1"]
    # With 7S unseen he might ruff below the over-ruff: 8S may be necessary.
    low = play_state(["9S 7C", "QH", "8S 7D"], leader=1, trick="QH", options=free)
    assert _rules(_voided(low, 0, "H"), 2, "8S") == []


def test_c1_revised_king_over_queen_when_only_the_ace_is_unseen() -> None:
    # The second example, in sans: KH over QH when only AH is unseen; AH would beat
    # KH as well, so overtaking gains nothing.
    kw = {"variant": "balkan", "number": 7, "options": {"ladder": "sans7"}}
    st = play_state(["7S 7C", "QH", "KH 8H"], leader=1, trick="QH", played="JH TH 9H 7H",
                    **kw)  # type: ignore[arg-type]
    assert check_card(st, 2, parse_card("KH")) == [Breach("C1", "overtook_no_gain")]
    # With the declarer known void in hearts nothing beats QH at all: the old reading's case.
    void = _voided(st, 0, "H")
    assert check_card(void, 2, parse_card("KH")) == [Breach("C1", "overtook_certain_winner")]
    # A trump contract: a spade ruff beats KH too, still needless.
    trumps = play_state(["7S 7C", "QH", "KH 8H"], leader=1, trick="QH", played="JH TH 9H 7H")
    assert _rules(trumps, 2, "KH") == ["C1"]


def _old_reading(st: GameState, p: int, card: int) -> bool:
    """C1 before the 2026-12-03 revision, restated independently: a breach when the
    declarer has played, or when the partner's card is certainly unbeatable."""
    ct = st.contract
    assert ct is not None
    trump, x = ct.trump, st.declarer
    order = trick_order(st)
    played = order[:len(st.trick)]
    q = next(d for d in st.defenders() if d != p)
    if not st.trick or q not in played:
        return False
    w = winning_index(st.trick, trump)
    if played[w] != q:
        return False
    best = st.trick[w]
    if not beats(card, best, trump):
        return False
    legal = legal_cards(st.hands[p], st.trick, trump, st.rules.must_trump, st.rules.must_head)
    if all(beats(c, best, trump) for c in iter_cards(legal)):
        return False
    if x in played:
        return True
    seen = st.hands[p] | st.played
    unseen = [c for c in range(32) if not seen >> c & 1]
    if any(c // 8 == best // 8 and c % 8 > best % 8 for c in unseen):
        return False
    if trump is None or best // 8 == trump:
        return True
    assert x is not None
    return bool(st.voids[x] >> trump & 1) or not any(c // 8 == trump for c in unseen)


def _revised_reading(st: GameState, p: int, card: int) -> bool:
    """§7.3 as revised, restated card by card from the pseudo-code."""
    ct = st.contract
    assert ct is not None
    trump, x = ct.trump, st.declarer
    assert x is not None
    order = trick_order(st)
    played = order[:len(st.trick)]
    q = next(d for d in st.defenders() if d != p)
    if not st.trick or q not in played:
        return False
    w = winning_index(st.trick, trump)
    if played[w] != q:
        return False
    best = st.trick[w]

    def wins(a: int, b: int) -> bool:
        if a // 8 == b // 8:
            return a % 8 > b % 8
        return trump is not None and a // 8 == trump

    if not wins(card, best):
        return False
    legal = legal_cards(st.hands[p], st.trick, trump, st.rules.must_trump, st.rules.must_head)
    if not [c for c in iter_cards(legal) if not wins(c, best)]:
        return False
    if x in played:
        return True
    seen = {c for c in range(32) if (st.hands[p] | st.played) >> c & 1}
    for y in range(32):
        if y in seen or st.voids[x] >> (y // 8) & 1:
            continue
        if wins(y, best) and not wins(y, card):
            return False
    return True


def _defenders_cards(seed: int) -> Iterator[tuple[GameState, int, int]]:
    """Every (state, seat, legal card) of a defender in a random deal where the
    conventions apply, the deal played at random."""
    rng = random.Random(seed)
    variant, options = rng.choice([("austrian", {}), ("austrian", {"must_trump": False}),
                                   ("balkan", {"ladder": "sans7"}),
                                   ("austrian", {"must_head": True})])
    rules = Rules(variant, options)
    st = new_deal(rules, rng.randrange(1 << 30), rng.randrange(3))
    while st.phase not in (Phase.PLAY, Phase.DONE):
        acts = [a for a in st.legal_actions() if a.verb != CONCEDE]
        defend = [a for a in acts if isinstance(a, Defend)]
        st = st.apply(rng.choice(defend or acts))
    if st.phase is not Phase.PLAY or not tracked(st):
        return
    while st.phase is Phase.PLAY:
        p = to_act(st)
        if p != st.declarer:
            for c in iter_cards(legal_mask(st)):
                yield st, p, c
        st = st.apply(rng.choice([a for a in st.legal_actions() if a.verb == PLAY]))


@settings(max_examples=60, deadline=None)
@given(seed=hst.integers(0, 2**31))
def test_c1_revised_reading_flags_a_superset_of_the_old_one(seed: int) -> None:
    for st, p, c in _defenders_cards(seed):
        now = any(b.rule == "C1" for b in check_card(st, p, c))
        assert now == _revised_reading(st, p, c)
        if _old_reading(st, p, c):
            assert now
