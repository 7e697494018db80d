"""The defence's buttons say the real target: a quota of 2 tricks only where the contract
has one, the joint 5 tricks of a Balkan contra, a joint concession's condition; the sheet's
"quota reached" counts only defences of contracts with a quota."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from prefgui.engine.actions import Bid, Concede, Contra, Declare, Defend, Discard, Invite, Pass
from prefgui.engine.deal import new_deal
from prefgui.engine.rules import Rules
from prefgui.engine.state import GameState, Phase
from prefgui.session.match import Match, TableSettings
from prefgui.ui.sheet.score_sheet import statistics_html
from prefgui.ui.table.panel import ActionPanel
from prefgui.ui.words.texts import action_help


def to_defence(rules: Rules, number: int, seed: int = 3) -> GameState:
    """A deal in which the first bidder bids and declares contract ``number`` (not hand)
    and the others pass: the first defender's decision."""
    st = new_deal(rules, seed)
    while st.phase is not Phase.DEFENCE:
        legal = st.legal_actions()
        bid = [a for a in legal if isinstance(a, Bid) and a.number == number and not a.hand]
        if st.phase is Phase.AUCTION:
            st = st.apply(bid[0] if bid and st.declarer is None and st.high is None
                          else next(a for a in legal if isinstance(a, Pass)))
        elif any(isinstance(a, Discard) for a in legal):
            st = st.apply(next(a for a in legal if isinstance(a, Discard)))
        else:
            st = st.apply(next(a for a in legal if isinstance(a, Declare)
                               and a.number == number))
    return st


def helps(st: GameState) -> dict[str, str]:
    ct = st.contract
    assert ct is not None
    return {type(a).__name__: action_help(a, st.rules, ct, st.hand_game)
            for a in st.legal_actions()}


def test_the_austrian_defender_needs_two_tricks() -> None:
    st = to_defence(Rules("austrian"), 2)
    assert "2 tricks" in helps(st)["Defend"]


def test_no_quota_in_a_swabian_contract_with_contra() -> None:
    st = to_defence(Rules("swabian", {"contra": True}), 2)
    words = helps(st)
    assert set(words) == {"Defend", "Contra"}
    for text in words.values():
        assert "2 tricks" not in text and "No trick quota" in text, text
    assert "below 7 tricks" in words["Defend"]  # spades: the declarer needs 7


def test_no_quota_in_a_balkan_misere_or_slam_with_contra() -> None:
    misere = helps(to_defence(Rules("balkan", {"contra": True}), 6))
    assert set(misere) == {"Defend", "Contra"}
    assert "2 tricks" not in misere["Defend"] and "take a trick" in misere["Defend"]
    slam = helps(to_defence(Rules("balkan", {"contra": True}), 7))
    assert "2 tricks" not in slam["Defend"] and "slam" in slam["Defend"]


def test_the_illustrated_joint_concession_says_its_condition() -> None:
    words = helps(to_defence(Rules("illustrated", {"joint_concession": True}), 5))
    assert set(words) == {"Defend", "Concede"}
    assert "2 tricks" not in words["Defend"] and "take a trick" in words["Defend"]
    assert "partner concedes too" in words["Concede"]


def test_a_balkan_contra_names_the_joint_five_tricks() -> None:
    words = helps(to_defence(Rules("balkan", {"contra": True}), 2))
    assert "together you need 5 tricks" in words["Contra"]
    assert "2 tricks" in words["Defend"]
    joint = helps(to_defence(Rules("balkan", {"defence_quota": "joint"}), 2))
    assert "4 together" in joint["Defend"]


def test_the_one_trick_game_has_no_quota() -> None:
    rules = Rules("balkan", {"ladder": "extended", "invitation": True})
    st = to_defence(rules, 8)
    words = helps(st)
    assert "2 tricks" not in words["Defend"] and "exactly one trick" in words["Defend"]
    st = st.apply(next(a for a in st.legal_actions() if type(a).__name__ == "Drop"))
    invite = next(a for a in st.legal_actions() if isinstance(a, Invite))
    assert "4 tricks" not in action_help(invite, rules, st.contract)


def test_the_panel_asks_what_the_defender_really_decides(qtbot: QtBot) -> None:
    panel = ActionPanel()
    qtbot.addWidget(panel)
    st = to_defence(Rules("swabian", {"contra": True}), 2)
    seat = st.turn
    assert seat is not None
    panel.show_for(st.observation(seat), st.legal_actions(), ["A", "B", "C"], 0, False)
    assert panel.title.text() == "Play on, or double?"
    assert all("2 tricks" not in b.toolTip() for b in panel.buttons)
    assert "below 7 tricks" in panel.note.text() and not panel.note.isHidden()
    st = to_defence(Rules("illustrated", {"joint_concession": True}), 5)
    seat = st.turn
    assert seat is not None
    panel.show_for(st.observation(seat), st.legal_actions(), ["A", "B", "C"], 0, False)
    assert panel.title.text() == "Play on, or concede together?"
    assert any(isinstance(a, Concede) for a in st.legal_actions())
    assert not any(isinstance(a, Contra) for a in st.legal_actions())


def test_quota_reached_counts_only_contracts_with_a_quota() -> None:
    match = Match(TableSettings("swabian"), 5)
    while len(match.entries) < 2:
        st = match.state
        if st.is_terminal():
            match.next_deal()
            continue
        legal = st.legal_actions()
        pick = next((a for a in legal if isinstance(a, Bid)), None) if st.high is None \
            else None
        match.apply(pick or next((a for a in legal if isinstance(a, Pass | Defend)),
                                 legal[0]))
    assert any(e.result.outcome in ("made", "failed") for e in match.entries)
    html = statistics_html(match)
    assert "0 of 0" in html and " of 1" not in html and " of 2" not in html


def forced_state(rules: Rules) -> GameState:
    st = new_deal(rules, 7, dealer=rules.players - 1)
    while st.high is None and any(isinstance(a, Pass) for a in st.legal_actions()):
        st = st.apply(next(a for a in st.legal_actions() if isinstance(a, Pass)))
    return st


def test_the_dealer_forced_to_bid_is_told_why(qtbot: QtBot) -> None:
    panel = ActionPanel()
    qtbot.addWidget(panel)
    st = forced_state(Rules("austrian"))
    seat = st.turn
    assert seat == st.dealer and st.phase is Phase.AUCTION
    panel.show_for(st.observation(seat), st.legal_actions(), ["A", "B", "C"], 0, False)
    assert "as the dealer you must bid" in panel.note.text() and not panel.note.isHidden()
    four = forced_state(Rules("austrian", players=4))
    seat = four.turn
    assert seat is not None and seat != four.dealer
    panel.show_for(four.observation(seat), four.legal_actions(), ["A", "B", "C", "D"], 0,
                   False)
    assert "the dealer sits out" in panel.note.text()
    free = new_deal(Rules("balkan"), 7)
    panel.show_for(free.observation(free.turn or 0), free.legal_actions(),
                   ["A", "B", "C"], 0, False)
    assert "must bid" not in panel.note.text()
