"""The defence practice's deals: legal, the computer declaring and the player defending
with both defenders in, the conventions applying; and the conventions coming up at the
player's decisions in a good share of them (deterministic by seed)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as hs

from prefgui.coach import analysis
from prefgui.coach.defence_deals import (
    RULES,
    deal_for,
    declarer_seat,
    generate,
    play_out,
    practice_rules,
    situations,
)
from prefgui.engine.actions import Concede, Defend
from prefgui.engine.contracts import Kind, declarer_target
from prefgui.engine.conventions import tracked
from prefgui.engine.record import load, record_json
from prefgui.engine.rules import Rules
from prefgui.engine.state import GameState, Phase, Role
from prefgui.session.defence import DefenceMatch
from prefgui.session.match import TableSettings

AUSTRIAN = practice_rules(Rules("austrian", {}, 3))


@settings(max_examples=12, deadline=None)
@given(seed=hs.integers(0, 2**32 - 1), human=hs.integers(0, 2),
       lead_rule=hs.sampled_from(("C2", "C3")),
       variant=hs.sampled_from(("austrian", "illustrated", "balkan")))
def test_a_deal_is_legal_and_the_player_defends_beside_his_partner(
        seed: int, human: int, lead_rule: str, variant: str) -> None:
    rules = practice_rules(Rules(variant, {}, 3))
    deal = generate(rules, random.Random(seed), human, lead_rule, tries=4)
    st = deal.start
    # 32 different cards: three hands of ten and the talon (the declarer's discards).
    assert deal.human == human and st.rules.players == 3
    assert st.phase is Phase.PLAY and not st.trick and st.tricks_done == 0
    everything = sum(st.hands) + st.discards
    assert everything == (1 << 32) - 1 and all(h.bit_count() == 10 for h in st.hands)
    # The record replays to the same position (every action legal).
    assert load(record_json(st)) == st
    # The computer declares a suit contract; both defenders defend; the player is one.
    x = declarer_seat(human, lead_rule)
    assert st.declarer == x != human
    ct = st.contract
    assert ct is not None and ct.kind is Kind.SUIT
    assert all(st.roles[d] is Role.DEFENDER for d in st.defenders())
    assert human in st.defenders() and tracked(st)
    assert sum(isinstance(a, Defend) for a in st.history) == 2
    # His hand is no hand to concede: the computer players consider a concession only
    # when it is doubtful.
    assert analysis.trick_estimate(st.hands[x], ct.trump) >= declarer_target(
        rules.variant, ct, st.hand_game) + 0.5
    assert not any(isinstance(a, Concede) for a in st.history)


def test_the_players_leads_fall_under_c2_or_c3_by_the_declarers_seat() -> None:
    for human in range(3):
        assert (declarer_seat(human, "C2") + 1) % 3 == human  # he plays last to her leads
        assert (human + 1) % 3 == declarer_seat(human, "C3")  # he plays second


def test_a_deal_is_the_same_for_the_same_seed_and_number() -> None:
    a = deal_for(AUSTRIAN, 5, 3)
    b = deal_for(AUSTRIAN, 5, 3)
    assert a == b and a.lead_rule == "C2" and deal_for(AUSTRIAN, 5, 4).lead_rule == "C3"
    assert deal_for(AUSTRIAN, 5, 4).start != a.start


def test_tables_without_the_conventions_practise_them_all_the_same() -> None:
    assert practice_rules(Rules("american", {}, 3)).conventions_apply
    assert practice_rules(Rules("swabian", {}, 3)).conventions_apply
    off = practice_rules(Rules("austrian", {"conventions_status": "off"}, 3))
    assert off.conventions_apply and off.opt.conventions_status == "advisory"
    assert practice_rules(Rules("austrian", {}, 4)).players == 3
    with pytest.raises(ValueError):
        generate(Rules("austrian", {}, 4), random.Random(1))


def test_situations_are_the_conventions_a_legal_card_would_break() -> None:
    deal = deal_for(AUSTRIAN, 1, 1)
    st = deal.start
    assert situations(st, deal.human) == frozenset()  # the declarer leads first
    met: set[str] = set()
    final, seen = play_out(st, deal.human, random.Random(2))
    assert final.is_terminal()
    met |= seen
    assert met <= set(RULES)


def test_the_conventions_come_up_in_a_good_share_of_the_deals() -> None:
    """The share of deals in which each convention applied at one of the player's
    decisions, in a play-out with other seeds than the generator's (12 deals of seed 1,
    a loose floor of a quarter; benchmarks/defence_deals.py measures 100 deals)."""
    n = 12
    counts = dict.fromkeys(RULES, 0)
    for number in range(1, n + 1):
        deal = deal_for(AUSTRIAN, 1, number)
        _, met = play_out(deal.start, deal.human, random.Random(f"fresh:1:{number}"))
        for rule in RULES:
            counts[rule] += rule in met
    assert all(counts[rule] >= n // 4 for rule in RULES), counts


def test_the_practice_series_books_its_deals_on_its_own_sheet() -> None:
    table = TableSettings("austrian", levels=("human", "beginner", "beginner"))

    def deal(t: TableSettings, seed: int, number: int, human: int) -> GameState:
        return deal_for(t.rules(), seed, number, human).start

    m = DefenceMatch(table, 9, 0, deal)
    start = m.state
    assert m.start is start and start.phase is Phase.PLAY and start.start_pot == 30
    rng = random.Random(1)
    undone = False
    while not m.state.is_terminal():
        seat = m.state.current_player()
        assert seat is not None
        m.apply(analysis.quick_action(m.state.observation(seat), rng))
        if len(m.state.history) == len(start.history) + 2 and not undone:
            undone = True
            m.undo_to(0)  # never before the first card
            assert m.state == start
    assert len(m.entries) == 1 and m.finished_entry() is m.entries[0]
    assert sum(m.balances) + m.pot == 0
    m.next_deal()
    assert m.number == 2 and m.state.phase is Phase.PLAY and m.state.declarer == 1
    # The deal as dealt with the pot the series has now.
    assert m.state.start_pot == m.pot and m.state.dealt == deal(table, 9, 2, 0).dealt
