"""The decision panel on the table: exactly the legal calls, each with a short explanation.

It serves the auction (bids, holds, passes, American suit names and offers), the
declaration, the defence decisions (defend / drop / invite / contra / recontra), the
declarer's concession and no-ace announcement, and the discard confirmation. It shows the
auction so far. It takes plain data and emits the chosen action; it never touches the game.

The panel is the frame (title, auction, note, the button grid) and its scale; the buttons
of the calls are :class:`~prefgui.ui.table.panel_offers.PanelOffers`', the words
:mod:`~prefgui.ui.words.panel_texts`', the style sheet :mod:`~prefgui.ui.table.panel_style`'s.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, Signal
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from prefgui.engine.actions import Action, Bid, Discard, Offer, Play, RuBid, RuDeclare
from prefgui.engine.observation import Observation
from prefgui.engine.state import Phase
from prefgui.ui.table.button_grid import ButtonGrid
from prefgui.ui.table.panel_offers import PanelOffers
from prefgui.ui.table.panel_style import PANEL_STYLE, panel_style
from prefgui.ui.table.russian_view import RussianTable
from prefgui.ui.words.panel_texts import auction_text, panel_title
from prefgui.ui.words.texts import tr

__all__ = ["PANEL_STYLE", "ActionPanel", "new_session_text"]


def new_session_text() -> str:
    """The menu's "New session", without its shortcut mark: what the panel offers once the
    pulka is over (its "Next deal" did nothing, a new pulka starts from the menu)."""
    return QCoreApplication.translate("MenuActions", "&New session").replace("&", "")


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
        self.button_grid = ButtonGrid(self)  # the buttons, made once and used again
        self.grid = self.button_grid.grid
        self._layout.addWidget(self.button_grid)
        self.pack = "french"
        self.calls = PanelOffers(self.button_grid, self.note, self.chosen.emit, lambda: self.pack,
                                  self.continue_clicked.emit)
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
        self.button_grid.set_scale(scale)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange and self.buttons:
            self.title.setText(self.title.text())
        super().changeEvent(event)

    @property
    def buttons(self) -> list[QPushButton]:
        """The buttons of the offer shown, in order."""
        return self.button_grid.buttons

    def _clear(self) -> None:
        self.button_grid.clear()
        self.note.setVisible(False)

    def fit(self) -> None:
        """Lay the new buttons out now, so the panel's size is right before it is placed."""
        # The title and the auction wrap rather than widen the panel past the free width.
        margins = self._layout.contentsMargins()
        buttons_w = self.button_grid.fit() + margins.left() + margins.right()
        self.setMaximumWidth(max(self.max_width, buttons_w))
        self._layout.activate()
        self.fit_size()

    def fit_size(self) -> None:
        """Its size hint's width, and the height its wrapped lines need at that width (a
        child's adjustSize takes the hint's height: the German ladder's last row was cut)."""
        self.adjustSize()
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
        self.auction.setText(auction_text(obs, names, self.pack))
        self.auction.setVisible(obs.phase is Phase.AUCTION or obs.phase is Phase.DECLARE)
        if exchange:
            self.title.setText(tr("Take the talon: choose two cards to discard"))
            self.calls.exchange(obs, acts, discards, self.discard_confirmed.emit)
            self.setVisible(True)
            self.fit()
            return
        if not acts and not window:
            self.setVisible(False)
            return
        self.title.setText(panel_title(obs, window))
        offers = [a for a in acts if isinstance(a, Offer)]
        others = in_rank_order(obs, [a for a in acts if not isinstance(a, Offer)])
        cols = 4 if len(others) > 8 else 3 if len(others) > 4 else max(1, len(others))
        self.setVisible(True)
        if isinstance(obs, RussianTable) and any(isinstance(a, RuBid | RuDeclare)
                                                 for a in others) \
                and len(others) > 6 and not window:
            self.calls.ladder(obs, others)  # the Russian ladder, one level a row
            self.fit()
            if self.width() > self.max_width:  # short of room: its columns closer together
                self.button_grid.set_narrow(True)
                self.fit()
        else:
            for c in range(cols, 0, -1):
                self._clear()
                self.calls.in_columns(obs, others, offers, window, c)
                self.fit()
                if self.width() <= self.max_width:
                    break
        if self.buttons:
            self.buttons[0].setFocus()

    def show_deal_over(self, new_pulka: Callable[[], None] | None = None) -> None:
        """The deal is over: its summary on request, and the next deal when the player
        wants it (never at once, so the last deal stays on the table), or ``new_pulka``."""
        self._clear()
        self.auction.setVisible(False)
        self.title.setText(tr("The deal is over") if new_pulka is None else tr("The pulka is over"))
        self.button_grid.add(tr("Deal summary"), self.summary_clicked.emit, "", 0, 0)
        nxt = self.button_grid.add(tr("Next deal"), self.next_deal_clicked.emit, "", 0, 1) \
            if new_pulka is None else self.button_grid.add(new_session_text(), new_pulka, "", 0, 1)
        self.setVisible(True)
        self.fit()
        nxt.setFocus()

    def show_claim(self, title: str, play: str) -> None:
        """A computer's claim on offer: what he claims and the play he claims it with; the
        human accepts it or plays on (it waits for him)."""
        self._clear()
        self.auction.setVisible(False)
        self.title.setText(title)
        self.note.setText(play)
        self.note.setVisible(True)
        accept = self.button_grid.add(tr("Accept the claim"), self.claim_accepted.emit, "", 0, 0)
        self.button_grid.add(tr("Play on"), self.claim_declined.emit, "", 0, 1)
        self.setVisible(True)
        self.fit()
        accept.setFocus()


def in_rank_order(obs: Observation, actions: list[Action]) -> list[Action]:
    """``actions`` with the bids in the order they rank (the Illustrated open contracts
    above hand 1–6), the other calls first as they were."""
    return sorted(actions, key=lambda a: (
        (1, obs.rules.bid_key(a.number, a.hand)) if isinstance(a, Bid) else (0, (0, 0))))
