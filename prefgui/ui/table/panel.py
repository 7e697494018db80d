"""The decision panel on the table: exactly the legal calls, each with a short explanation.

It serves the auction (bids, holds, passes, American suit names and offers), the
declaration, the defence decisions (defend / drop / invite / contra / recontra), the
declarer's concession and no-ace announcement, and the discard confirmation. It shows the
auction so far. It takes plain data and emits the chosen action; it never touches the game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, Signal
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from prefgui.engine.actions import (
    Action,
    Bid,
    Declare,
    Discard,
    HiddenDiscard,
    Offer,
    Pass,
    Play,
    RuBid,
    RuDeclare,
)
from prefgui.engine.observation import Observation
from prefgui.engine.russian.ladder import MISERE, level_of, strain_of
from prefgui.engine.state import Phase
from prefgui.engine.vocab import DecisionMode
from prefgui.ui.table.button_grid import ButtonGrid
from prefgui.ui.table.russian_view import RussianTable
from prefgui.ui.words import russian_texts, texts
from prefgui.ui.words.texts import tr

PANEL_STYLE = """
QFrame#panel { background: rgba(14, 32, 24, 228); border: 1px solid rgba(240, 200, 90, 140);
               border-radius: 12px; }
QLabel { color: #f4efdc; }
QLabel#title { color: #f0c85a; font-weight: bold; font-size: 15px; }
QLabel#help { color: #b9c9bb; font-size: 11px; }
QLabel#auction { color: #d8e2d6; font-size: 12px; }
QPushButton { background: #f4efdc; color: #1d2b22; border: 2px solid #b89b4a;
              border-radius: 7px; padding: 5px 10px; font-weight: bold; }
QPushButton:hover { background: #fff8e0; }
QPushButton:focus { border-color: #f0c85a; }
QPushButton:disabled { background: #8f958c; color: #3a403a; }
"""


def forced_bid_text(obs: Observation, actions: Sequence[Action]) -> str:
    """Why the player may not pass ('' when he may): everybody before him passed, and with
    ``all_pass = last_player_forced`` the last player in the auction must bid (the dealer;
    at four, the player before the dealer, who sits out)."""
    if (isinstance(obs, RussianTable) or obs.phase is not Phase.AUCTION or obs.high is not None
            or obs.rules.opt.all_pass != "last_player_forced"
            or any(isinstance(a, Pass) for a in actions)
            or not any(isinstance(a, Bid) for a in actions)):
        return ""
    if obs.rules.players == 4:
        return tr("The others passed: as the last player in the auction you must bid (the "
                  "dealer sits out). The lowest bid is enough.")
    return tr("The others passed: as the dealer you must bid. The lowest bid is enough.")


def panel_style(scale: float, button_px: int) -> str:
    """The panel's style sheet, its sizes ``scale`` times the normal ones (1: as designed;
    ``button_px``: the buttons' font size in pixels when scaled)."""
    if scale <= 1.0:
        return PANEL_STYLE

    def px(n: float) -> str:
        return f"{round(n * scale)}px"

    return f"""
QFrame#panel {{ background: rgba(14, 32, 24, 228); border: {px(1)} solid rgba(240, 200, 90, 140);
               border-radius: {px(12)}; }}
QLabel {{ color: #f4efdc; font-size: {px(button_px)}; }}
QLabel#title {{ color: #f0c85a; font-weight: bold; font-size: {px(15)}; }}
QLabel#help {{ color: #b9c9bb; font-size: {px(11)}; }}
QLabel#auction {{ color: #d8e2d6; font-size: {px(12)}; }}
QPushButton {{ background: #f4efdc; color: #1d2b22; border: {px(2)} solid #b89b4a;
              border-radius: {px(7)}; padding: {px(5)} {px(10)}; font-weight: bold;
              font-size: {px(button_px)}; }}
QPushButton:hover {{ background: #fff8e0; }}
QPushButton:focus {{ border-color: #f0c85a; }}
QPushButton:disabled {{ background: #8f958c; color: #3a403a; }}
QSpinBox {{ font-size: {px(button_px)}; }}
"""


class ActionPanel(QFrame):
    """Buttons for the human's current non-card actions."""

    chosen = Signal(object)  # an Action (a union of classes: no one Qt type)
    discard_confirmed = Signal()
    continue_clicked = Signal()
    next_deal_clicked = Signal()
    summary_clicked = Signal()
    claim_accepted = Signal()  # the human accepts a computer's claim
    claim_declined = Signal()  # the human wants the cards played out

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scale = 1.0  # the panel grows with the cards beyond a full-HD table (4K)
        self.setObjectName("panel")
        self.setStyleSheet(PANEL_STYLE)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(14, 10, 14, 12)
        self.title = QLabel()
        self.title.setObjectName("title")
        self.title.setWordWrap(True)
        self.auction = QLabel()
        self.auction.setObjectName("auction")
        self.auction.setWordWrap(True)
        # The explanation all the buttons share (the declaration's), said once.
        self.note = QLabel()
        self.note.setObjectName("help")
        self.note.setWordWrap(True)
        self.note.setVisible(False)
        for w in (self.title, self.auction, self.note):
            self._layout.addWidget(w)
        self.offer = ButtonGrid(self)  # the buttons, made once and used again
        self.grid = self.offer.grid
        self._layout.addWidget(self.offer)
        self.pack = "french"
        self.max_width = 10_000  # the table's free width: the buttons wrap to fit it
        self.setVisible(False)

    def set_scale(self, scale: float) -> None:
        """Grow the panel's text, buttons and margins ``scale`` times (1: as designed)."""
        if scale == self.scale:
            return
        self.scale = scale
        button_px = QFontInfo(self.font()).pixelSize()
        self.setStyleSheet(panel_style(scale, button_px))
        m = round(scale * 14), round(scale * 10), round(scale * 14), round(scale * 12)
        self._layout.setContentsMargins(*m)
        self._space_grid()

    def _space_grid(self) -> None:
        self.grid.setContentsMargins(0, round(4 * self.scale), 0, 0)
        self.grid.setHorizontalSpacing(round(10 * self.scale))
        self.grid.setVerticalSpacing(round(2 * self.scale))
        self.offer.help_width = round(230 * self.scale)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange and self.buttons:
            self.title.setText(self.title.text())
        super().changeEvent(event)

    @property
    def buttons(self) -> list[QPushButton]:
        """The buttons of the offer shown, in order."""
        return self.offer.buttons

    def _clear(self) -> None:
        self.offer.clear()
        self.note.setVisible(False)

    def _fit(self) -> None:
        """Lay the new buttons out now, so the panel's size is right before it is placed."""
        # The title and the auction wrap rather than widen the panel past the free width.
        margins = self._layout.contentsMargins()
        buttons_w = self.offer.fit() + margins.left() + margins.right()
        self.setMaximumWidth(max(self.max_width, buttons_w))
        self._layout.activate()
        self.adjustSize()
        # A wrapped title or note may need more lines at the width the panel got.
        if self._layout.hasHeightForWidth():
            need = self._layout.totalHeightForWidth(self.width())
            if need > self.height():
                self.resize(self.width(), need)

    def show_for(self, obs: Observation, actions: tuple[Action, ...], names: list[str],
                 discards: int, window: bool) -> None:
        """Offer ``actions`` (the human's legal actions) for ``obs``."""
        self._clear()
        acts = [a for a in actions if not isinstance(a, Play | Discard)]
        exchange = any(isinstance(a, Discard) for a in actions)
        self.auction.setText(self._auction_text(obs, names))
        self.auction.setVisible(obs.phase is Phase.AUCTION or obs.phase is Phase.DECLARE)
        if exchange:
            self.title.setText(tr("Take the talon: choose two cards to discard"))
            btn = self.offer.add(tr("Discard these two ({n}/2)").format(n=discards),
                                 self.discard_confirmed.emit,
                                 tr("Click or drag cards up to the discard place; change "
                                    "your mind freely."), 0, 0)
            btn.setEnabled(discards == 2)
            for i, a in enumerate(acts):  # the Russian "without three"
                self.offer.add(texts.action_label(a, obs.rules, self.pack), self._choose(a),
                               self._help(a, obs), 0, 1 + i)
            self.setVisible(True)
            self._fit()
            return
        if not acts and not window:
            self.setVisible(False)
            return
        self.title.setText(self._title(obs, window))
        offers = [a for a in acts if isinstance(a, Offer)]
        others = [a for a in acts if not isinstance(a, Offer)]
        cols = 4 if len(others) > 8 else 3 if len(others) > 4 else max(1, len(others))
        self.setVisible(True)
        if isinstance(obs, RussianTable) and any(isinstance(a, RuBid | RuDeclare)
                                                 for a in others) \
                and len(others) > 6 and not window:
            self._fill_ladder(obs, others)  # the Russian ladder, one level a row
            self._fit()
            if self.buttons:
                self.buttons[0].setFocus()
            return
        for c in range(cols, 0, -1):
            self._fill(obs, others, offers, window, c)
            self._fit()
            if self.width() <= self.max_width:
                break
        if self.buttons:
            self.buttons[0].setFocus()

    def _fill(self, obs: Observation, others: Sequence[Action], offers: list[Offer],
              window: bool, cols: int) -> None:
        """One button per action in ``cols`` columns (their help below them if few; a help
        every button shares is said once, above them)."""
        self._clear()
        helps = [self._help(a, obs) for a in others]
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
        for i, (a, help_text) in enumerate(zip(others, helps, strict=True)):
            below = help_text if len(others) <= 6 and not shared else ""
            self.offer.add(texts.action_label(a, obs.rules, self.pack), self._choose(a),
                           below, (i // cols) * 2, i % cols, help_text)
        if offers:
            self._add_offer(offers, (len(others) // cols + 1) * 2)
        if window:
            self.offer.add(tr("Continue"), self.continue_clicked.emit,
                           tr("Let the play go on."), 98, 0)

    def _fill_ladder(self, obs: RussianTable, calls: Sequence[Action]) -> None:
        """The Russian auction as players see the ladder: the calls (pass, here) on the
        first row, then one row per level, 6♠ … 6 no trumps, … misère in its place … 10 no
        trumps (each call's explanation as its tooltip)."""
        self._clear()
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
        for r, row in enumerate(rows):
            for i, a in enumerate(row):
                # each strain in its own column (♠ ♣ ♦ ♥ no trumps), a short row aligned
                col = int(strain_of(a.rank)) if isinstance(a, RuBid | RuDeclare) \
                    and a.rank != MISERE else i
                self.offer.add(texts.action_label(a, obs.rules, self.pack), self._choose(a),
                               "", r * 2, col, self._help(a, obs))

    @staticmethod
    def _help(a: Action, obs: Observation) -> str:
        if isinstance(obs, RussianTable):
            return russian_texts.action_help(a, obs)
        if obs.phase is Phase.DEFENCE and obs.contract is not None:  # a defender's decision
            return texts.action_help(a, obs.rules, obs.contract, obs.hand_game)
        return texts.action_help(a, obs.rules)

    def show_deal_over(self) -> None:
        """The deal is over: its summary on request, and the next deal when the player
        wants it (never at once, so the last deal stays on the table)."""
        self._clear()
        self.auction.setVisible(False)
        self.title.setText(tr("The deal is over"))
        self.offer.add(tr("Deal summary"), self.summary_clicked.emit, "", 0, 0)
        nxt = self.offer.add(tr("Next deal"), self.next_deal_clicked.emit, "", 0, 1)
        self.setVisible(True)
        self._fit()
        nxt.setFocus()

    def _choose(self, action: Action) -> Callable[[], None]:
        return lambda: self.chosen.emit(action)

    def show_claim(self, title: str, play: str) -> None:
        """A computer's claim on offer: what he claims and the play he claims it with; the
        human accepts it or plays on (it waits for him)."""
        self._clear()
        self.auction.setVisible(False)
        self.title.setText(title)
        self.note.setText(play)
        self.note.setVisible(True)
        accept = self.offer.add(tr("Accept the claim"), self.claim_accepted.emit, "", 0, 0)
        self.offer.add(tr("Play on"), self.claim_declined.emit, "", 0, 1)
        self.setVisible(True)
        self._fit()
        accept.setFocus()

    def _add_offer(self, offers: list[Offer], row: int) -> None:
        host = QWidget()
        box = QHBoxLayout(host)
        box.setContentsMargins(0, 0, 0, 0)
        spin = QSpinBox()
        spin.setRange(offers[0].units, 999)
        spin.setValue(offers[0].units)
        btn = QPushButton(tr("Offer"))
        seat = offers[0].seat
        btn.clicked.connect(lambda: self.chosen.emit(Offer(seat, spin.value())))
        box.addWidget(spin)
        box.addWidget(btn)
        self.offer.add_widget(host, btn, row)

    def _title(self, obs: Observation, window: bool) -> str:
        if window:
            return tr("You may act now")
        if isinstance(obs, RussianTable):
            return russian_texts.panel_title(obs)
        if obs.phase is Phase.AUCTION:
            return tr("Your call")
        if obs.phase is Phase.DECLARE:
            return tr("Declare your contract")
        if obs.phase is Phase.CONTRA:
            return tr("Answer the contra")
        if obs.phase is Phase.DEFENCE and obs.contract is not None:
            mode = obs.rules.decision_mode(obs.contract)
            if mode is DecisionMode.CONTRA_ONLY:
                return tr("Play on, or double?")
            if mode is DecisionMode.JOINT:
                return tr("Play on, or concede together?")
            return tr("Defend or drop out?")
        return tr("Your decision")

    def _auction_text(self, obs: Observation, names: list[str]) -> str:
        calls = []
        for a in obs.history:
            if isinstance(a, Play | Discard | HiddenDiscard | Declare | RuDeclare):
                break
            who = names[a.seat] if a.seat < len(names) else str(a.seat)
            what = texts.action_label(a, obs.rules, self.pack)
            if isinstance(a, Bid | RuBid):
                what = tr("bids {bid}").format(bid=what)
            calls.append(f"{who}: {what}")
        return "  ·  ".join(calls) if calls else tr("No calls yet.")
