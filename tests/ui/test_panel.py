"""The decision panel uses its buttons again for every offer: what it shows and what a click
chooses are those of the offer on the table, laid out as a new panel lays them out."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from prefgui.engine.actions import Action
from prefgui.engine.observation import Observation
from prefgui.engine.state import GameState, Phase
from prefgui.session.match import TableSettings
from prefgui.session.pulka import new_session
from prefgui.ui.table.panel import ActionPanel
from prefgui.ui.table.russian_view import table_view
from prefgui.ui.table.theme import register_fonts

NAMES = ["You", "Anna", "Béla"]


def offers(variant: str, seed: int) -> list[tuple[Observation, tuple[Action, ...], bool]]:
    """What the panel is asked to show, decision after decision, in one random deal."""
    st = new_session(TableSettings(variant), seed).state
    rng = random.Random(seed)
    out = []
    while not st.is_terminal():
        if isinstance(st, GameState):
            obs, mine = st.observation(0), tuple(a for a in st.legal_actions() if a.seat == 0)
        else:
            obs = table_view(st.observation(0))
            mine = tuple(a for a in st.legal_actions() if st.controller(a.seat) == 0)
        out.append((obs, mine, st.current_player() != 0))
        st = st.apply(rng.choice(st.legal_actions()))  # type: ignore[arg-type]
    return out


def make_panel(qtbot: QtBot, width: int) -> ActionPanel:
    panel = ActionPanel()
    qtbot.addWidget(panel)
    panel.max_width = width
    panel.show()
    return panel


def test_a_panel_used_again_shows_each_offer_as_a_new_panel_does(qtbot: QtBot) -> None:
    register_fonts()
    compared = 0
    for variant, width in (("austrian", 10_000), ("american", 420), ("sochi", 600)):
        used = make_panel(qtbot, width)
        for obs, mine, window in offers(variant, 3):
            fresh = make_panel(qtbot, width)
            used.show_for(obs, mine, NAMES, 0, window)
            fresh.show_for(obs, mine, NAMES, 0, window)
            assert used.isHidden() == fresh.isHidden()
            if fresh.isHidden():
                continue
            assert [b.text() for b in used.buttons] == [b.text() for b in fresh.buttons]
            assert [b.toolTip() for b in used.buttons] == [b.toolTip() for b in fresh.buttons]
            assert used.size() == fresh.size(), (variant, obs.phase)
            shown = [b for b in used.findChildren(QPushButton) if b.isVisibleTo(used)]
            assert set(shown) <= set(used.buttons)  # nothing of an earlier offer is shown
            compared += 1
            fresh.deleteLater()
        used.show_deal_over()
        fresh = make_panel(qtbot, width)
        fresh.show_deal_over()
        assert used.size() == fresh.size()
        assert [b.text() for b in used.buttons] == [b.text() for b in fresh.buttons]
    assert compared >= 10


def test_a_button_used_again_chooses_the_action_it_shows_now(qtbot: QtBot) -> None:
    register_fonts()
    panel = make_panel(qtbot, 10_000)
    chosen: list[Action] = []
    panel.chosen.connect(chosen.append)
    asked = [(obs, mine, w) for obs, mine, w in offers("austrian", 5)
             if obs.phase is Phase.AUCTION and obs.turn == 0]
    assert len(asked) >= 2
    made = set()
    for obs, mine, window in asked:
        panel.show_for(obs, mine, NAMES, 0, window)
        made |= set(panel.findChildren(QPushButton))
        for i in range(len(panel.buttons)):
            panel.buttons[i].click()
            assert chosen[-1] == mine[i]
    # the second offer's buttons are the first offer's, not new ones
    assert len(made) == max(len(m) for _o, m, _w in asked)
    panel.show_deal_over()
    nexts: list[bool] = []
    panel.next_deal_clicked.connect(lambda: nexts.append(True))
    panel.buttons[1].click()
    assert nexts == [True] and len(chosen) == sum(len(m) for _o, m, _w in asked)


def test_buttons_made_ahead_show_nothing_and_offer_as_new_ones_do(qtbot: QtBot) -> None:
    """The buttons and help lines made ahead (each shown once while it is made) stay hidden
    and empty until an offer uses them, and the offers look as on a panel without them."""
    register_fonts()
    ahead = make_panel(qtbot, 600)
    ahead.button_grid.prepare(40, 12)
    qtbot.waitUntil(lambda: len(ahead.button_grid.findChildren(QPushButton)) >= 40,
                    timeout=20_000)
    made = ahead.button_grid.findChildren(QPushButton)
    assert not any(b.isVisibleTo(ahead) or b.text() for b in made)
    compared = 0
    for obs, mine, window in offers("sochi", 3):
        fresh = make_panel(qtbot, 600)
        ahead.show_for(obs, mine, NAMES, 0, window)
        fresh.show_for(obs, mine, NAMES, 0, window)
        assert ahead.isHidden() == fresh.isHidden()
        if not fresh.isHidden():
            assert [b.text() for b in ahead.buttons] == [b.text() for b in fresh.buttons]
            assert ahead.size() == fresh.size()
            compared += 1
        fresh.deleteLater()
    assert compared >= 5


def test_a_misere_declared_is_explained_as_a_misere() -> None:
    """After a misère bid the declaration offers Misère alone; its explanation said "Your
    contract: not below your bid." (a trick contract's) instead of what misère asks."""
    from prefgui.engine.actions import RuBid, RuDeclare
    from prefgui.engine.russian.ladder import MISERE
    from prefgui.ui.words import russian_texts

    st = new_session(TableSettings("sochi"), 5).state
    obs = table_view(st.observation(0))  # type: ignore[arg-type]
    misere = russian_texts.action_help(RuDeclare(0, MISERE), obs)
    assert misere == russian_texts.action_help(RuBid(0, MISERE), obs)
    assert "trick" in misere and "not below" not in misere
    assert "not below" in russian_texts.action_help(RuDeclare(0, 7), obs)


def test_the_american_offer_button_offers_the_amount_unless_the_offer_is_past(
        qtbot: QtBot) -> None:
    """The widow offer's own button (beside its amount) chooses the amount shown, and does
    nothing while the panel shows an offer the game has moved past."""
    from PySide6.QtWidgets import QSpinBox

    from prefgui.engine.actions import Offer

    panel = ActionPanel()
    qtbot.addWidget(panel)
    chosen: list[object] = []
    panel.chosen.connect(chosen.append)
    obs = new_session(TableSettings("american"), 1).state.observation(0)
    panel.calls.in_columns(obs, [], [Offer(0, 3)], False, 1)  # type: ignore[arg-type]
    spin = panel.findChild(QSpinBox)
    assert spin is not None
    spin.setValue(5)
    button = panel.buttons[-1]
    panel.button_grid.frozen = True
    button.click()
    assert chosen == []
    panel.button_grid.frozen = False
    button.click()
    assert chosen == [Offer(0, 5)]


def test_illustrated_bids_are_offered_in_the_order_they_rank(qtbot: QtBot) -> None:
    """With open misère and slam above hand 1–6 (the Illustrated default), the buttons showed
    1…8 before 1 hand…8 hand, as if "7 · Open misère" ranked below "1 · ♣ Clubs hand"; they
    follow the ladder the auction uses."""
    from prefgui.engine.actions import Bid

    register_fonts()
    st = new_session(TableSettings("illustrated"), 3).state
    assert isinstance(st, GameState)
    mine = tuple(st.legal_actions())
    bids = [a for a in mine if isinstance(a, Bid)]
    assert len(bids) == 16
    panel = make_panel(qtbot, 10_000)
    panel.show_for(st.observation(st.current_player()), mine, NAMES, 0, False)
    by_label = {}
    from prefgui.ui.words.texts import action_label
    for a in bids:
        by_label[action_label(a, st.rules, "french")] = a
    shown = [by_label[b.text()] for b in panel.buttons if b.text() in by_label]
    assert len(shown) == 16
    keys = [st.rules.bid_key(a.number, a.hand) for a in shown]
    assert keys == sorted(keys)


def test_a_hand_game_is_declared_with_buttons_that_say_hand(qtbot: QtBot) -> None:
    """After winning with "Préférence (hand ♥)" the declaration offered "4 · ♥ Hearts", as if
    the game were to be played with the talon; a hand game's buttons name it as one."""
    from prefgui.engine.actions import Bid, Declare, Pass
    from prefgui.ui.words import texts

    register_fonts()
    for variant in ("austrian", "illustrated", "balkan"):
        st = new_session(TableSettings(variant), 4).state
        assert isinstance(st, GameState)
        while st.phase is Phase.AUCTION:
            acts = st.legal_actions()
            hand = [a for a in acts if isinstance(a, Bid) and a.hand]
            pick = hand[0] if hand and st.current_player() == 0 else next(
                (a for a in acts if isinstance(a, Pass)), acts[0])
            st = st.apply(pick)
        assert st.phase is Phase.DECLARE and st.declarer == 0 and st.hand_game, variant
        mine = tuple(st.legal_actions())
        panel = make_panel(qtbot, 10_000)
        panel.show_for(st.observation(0), mine, NAMES, 0, False)
        shown = [b.text() for b in panel.buttons]
        for a in mine:
            assert isinstance(a, Declare)
            assert texts.bid_name(st.rules, a.number, True, "french") in shown, (variant, shown)


def test_the_american_widow_offer_fits_its_panel(qtbot: QtBot) -> None:
    """In the widow round the amount and its button were laid out after the panel took its
    size: "Pass"'s help line lay over the button and the amount, and the offer's button was
    cut at the panel's edge."""
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QLabel, QSpinBox, QWidget

    from prefgui.engine.actions import Offer, Pass

    register_fonts()
    st = new_session(TableSettings("american"), 1).state
    assert isinstance(st, GameState)
    while not any(isinstance(a, Offer) for a in st.legal_actions()):
        st = st.apply(next(a for a in st.legal_actions() if isinstance(a, Pass)))
    seat = st.current_player()
    panel = make_panel(qtbot, 420)
    panel.show_for(st.observation(seat), tuple(st.legal_actions()), NAMES, 0, False)
    qtbot.wait(50)  # what Qt shows later is shown

    def rect(w: QWidget) -> QRect:
        return QRect(w.mapTo(panel, w.rect().topLeft()), w.size())

    shown = [w for w in (*panel.buttons, *panel.findChildren(QSpinBox),
                         *(lab for lab in panel.findChildren(QLabel) if lab.objectName() == "help"))
             if w.isVisibleTo(panel)]
    assert len(shown) == 4  # Pass, its help, the amount and Offer
    inner = panel.rect().adjusted(4, 4, -4, -4)
    for i, w in enumerate(shown):
        assert inner.contains(rect(w)), (w, rect(w), panel.rect())
        for other in shown[i + 1:]:
            if other.parent() is not w and w.parent() is not other:
                assert not rect(w).intersects(rect(other)), (w, other)
