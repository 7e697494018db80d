"""The decision panel's offers: one button per legal call on the panel's button grid, in
columns, each explained (below it when few, as its tooltip when many; an explanation every
button shares said once, in the panel's note); the discard of two cards; the Russian
auction as players see the ladder; the American offer's amount; the Continue of the
player's window to act.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSpinBox, QWidget

from prefgui.engine.actions import Action, Offer, RuBid, RuDeclare
from prefgui.engine.observation import Observation
from prefgui.engine.russian.ladder import MISERE, level_of, strain_of
from prefgui.engine.state import Phase
from prefgui.ui.table.button_grid import ButtonGrid
from prefgui.ui.table.russian_view import RussianTable
from prefgui.ui.words import russian_texts, texts
from prefgui.ui.words.panel_texts import action_help, forced_bid_text
from prefgui.ui.words.texts import tr

__all__ = ["PanelOffers"]


class PanelOffers:
    """Fills ``grid`` and ``note`` with the calls; a pressed call goes to ``choose``.

    Args:
        pack: the pack whose card names the buttons use, read when they are made.
        carry_on: the player's window to act is over (Continue).
    """

    def __init__(self, grid: ButtonGrid, note: QLabel, choose: Callable[[Action], None],
                 pack: Callable[[], str], carry_on: Callable[[], None]) -> None:
        self.grid = grid
        self.note = note
        self._choose = choose
        self._pack = pack
        self._carry_on = carry_on

    def _chooser(self, action: Action) -> Callable[[], None]:
        return lambda: self._choose(action)

    def in_columns(self, obs: Observation, others: Sequence[Action], offers: list[Offer],
              window: bool, cols: int) -> None:
        """One button per action in ``cols`` columns (their help below them if few; a help
        every button shares is said once, above them)."""
        helps = [action_help(a, obs) for a in others]
        shared = helps[0] if len(others) > 1 and helps[0] and len(set(helps)) == 1 else ""
        forced = forced_bid_text(obs, others)
        goal = ""
        if obs.phase is Phase.DEFENCE and obs.contract is not None and not isinstance(
                obs, RussianTable) and not obs.rules.defender_quota(obs.contract):
            # what the defenders play for, once above the buttons
            goal = texts.defence_goal(obs.rules, obs.contract, obs.hand_game)
            helps = [texts.action_help(a, obs.rules, obs.contract, obs.hand_game, False)
                     for a in others]
            shared = ""
        note = " ".join(t for t in (forced, goal, shared) if t)
        self.note.setText(note)
        self.note.setVisible(bool(note))
        pack = self._pack()
        hand = bool(getattr(obs, "hand_game", False))  # a hand game is declared as one
        for i, (a, help_text) in enumerate(zip(others, helps, strict=True)):
            below = help_text if len(others) <= 6 and not shared else ""
            self.grid.add(texts.action_label(a, obs.rules, pack, hand), self._chooser(a),
                          below, (i // cols) * 2, i % cols, help_text)
        if offers:
            self._add_offer(offers, (len(others) // cols + 1) * 2)
        if window:
            self.grid.add(tr("Continue"), self._carry_on, tr("Let the play go on."), 98, 0)

    def ladder(self, obs: RussianTable, calls: Sequence[Action]) -> None:
        """The Russian auction as players see the ladder: the calls (pass, here) on the
        first row, then one row per level, 6♠ … 6 no trumps, … misère in its place … 10 no
        trumps (each call's explanation as its tooltip)."""
        declaring = obs.phase is Phase.DECLARE
        self.note.setText(russian_texts.action_help(calls[0], obs) if declaring
                          else russian_texts.ladder_note())
        self.note.setVisible(True)
        rows: list[list[Action]] = [[a for a in calls if not isinstance(a, RuBid | RuDeclare)]]
        key = None
        for a in calls:
            if isinstance(a, RuBid | RuDeclare):
                level = "misere" if a.rank == MISERE else str(level_of(a.rank))
                if level != key:
                    rows.append([])
                    key = level
                rows[-1].append(a)
        pack = self._pack()
        for r, row in enumerate(rows):
            for i, a in enumerate(row):
                # each strain in its own column (♠ ♣ ♦ ♥ no trumps), a short row aligned
                col = int(strain_of(a.rank)) if isinstance(a, RuBid | RuDeclare) \
                    and a.rank != MISERE else i
                self.grid.add(texts.action_label(a, obs.rules, pack), self._chooser(a),
                              "", r * 2, col, action_help(a, obs))

    def exchange(self, obs: Observation, calls: Sequence[Action], discards: int,
                 confirm: Callable[[], None]) -> None:
        """The discard of two cards (``discards`` chosen so far; ``confirm`` discards them),
        and the calls beside it (the Russian "without three")."""
        btn = self.grid.add(tr("Discard these two ({n}/2)").format(n=discards), confirm,
                            tr("Click or drag cards up to the discard place; change "
                               "your mind freely."), 0, 0)
        btn.setEnabled(discards == 2)
        pack = self._pack()
        for i, a in enumerate(calls):
            self.grid.add(texts.action_label(a, obs.rules, pack), self._chooser(a),
                          action_help(a, obs), 0, 1 + i)

    def _add_offer(self, offers: list[Offer], row: int) -> None:
        host = QWidget()
        box = QHBoxLayout(host)
        box.setContentsMargins(0, 0, 0, 0)
        spin = QSpinBox()
        spin.setRange(offers[0].units, 999)
        spin.setValue(offers[0].units)
        btn = QPushButton(tr("Offer"))
        seat = offers[0].seat
        box.addWidget(spin)
        box.addWidget(btn)
        self.grid.add_widget(host, btn, row, lambda: self._choose(Offer(seat, spin.value())))
