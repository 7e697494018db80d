"""The decision panel's buttons and their help lines on a grid, made once and used again.

A new button costs its style sheet's polish (a few milliseconds for an auction's offer), so
the grid keeps every button and help line it has made: an offer takes them off the grid and
hides them, the next one puts them back with new texts and actions. A hidden widget takes no
room, so the emptied rows of a longer offer are empty.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QWidget

from prefgui.ui.table import timing

__all__ = ["ButtonGrid"]


class ButtonGrid(QWidget):
    """The buttons of one offer (``buttons``, in order) on ``grid``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 4, 0, 0)
        self.grid.setHorizontalSpacing(10)
        self.grid.setVerticalSpacing(2)
        self.buttons: list[QPushButton] = []  # on the grid now, in the order added
        self._pool: list[QPushButton] = []
        self._pressed: list[Callable[[], None]] = []  # what each pooled button does now
        self._used = 0  # how many of the pool are on the grid
        self._help_pool: list[QLabel] = []
        self._helps: list[QLabel] = []  # on the grid now
        self._extra: QWidget | None = None  # a widget of this offer only (the offer's spin box)
        self.help_width = 230  # a help line's widest, in pixels (more on a 4K table)
        self.frozen = False  # the offer shown is one the game has moved past: presses do nothing
        self.scale = 1.0  # the panel's (set_scale)
        self.tight = False  # rows closer together (set_tight)
        self.narrow = False  # columns closer together (set_narrow)

    def clear(self) -> None:
        """Take every button and help line off the grid (hidden, kept for the next offer)."""
        for w in [*self.buttons, *self._helps]:
            self.grid.removeWidget(w)
            w.hide()
        self.buttons = []
        self._helps = []
        self._used = 0
        self.set_narrow(False)  # each offer as designed until it is short of room
        if self._extra is not None:
            self.grid.removeWidget(self._extra)
            self._extra.hide()
            self._extra.deleteLater()
            self._extra = None

    def add(self, text: str, pressed: Callable[[], None], help_text: str, row: int, col: int,
            tooltip: str = "") -> QPushButton:
        """A button showing ``text`` at ``row``, ``col`` that does ``pressed``, with
        ``help_text`` below it (none if empty) and ``tooltip``."""
        btn = self._button(pressed)
        btn.setText(text)
        btn.setToolTip(tooltip)
        btn.setEnabled(True)
        btn.setMinimumSize(0, 0)  # set again from its new text by fit()
        self.grid.addWidget(btn, row, col)
        btn.show()
        self.buttons.append(btn)
        if help_text:
            lab = self._help_line(help_text)
            self.grid.addWidget(lab, row + 1, col, Qt.AlignmentFlag.AlignTop)
            lab.show()  # now, or the grid sizes itself without it (a posted show comes late)
        return btn

    def add_widget(self, host: QWidget, button: QPushButton, row: int,
                   pressed: Callable[[], None]) -> None:
        """``host`` holding ``button`` (doing ``pressed``) on ``row``, for this offer only."""
        button.clicked.connect(lambda _=False: self._call(pressed))
        self._extra = host
        self.grid.addWidget(host, row, 0, 1, 2)
        host.show()  # now, or the grid sizes itself without it (a posted show comes late)
        self.buttons.append(button)

    def set_scale(self, scale: float) -> None:
        """The grid's spacing and the help lines' width ``scale`` times (1: as designed)."""
        self.scale = scale
        self.help_width = round(230 * scale)
        _restyle(self)

    def set_tight(self, tight: bool) -> None:
        """The rows closer together (the buttons' padding and the grid's spacing smaller),
        where the table is short of room for the panel; or as designed."""
        self.tight = tight
        _restyle(self)

    def set_narrow(self, narrow: bool) -> None:
        """The columns closer together (the buttons' side padding and the grid's column
        spacing smaller), where an offer is wider than the table's room for it (the Russian
        ladder beside the docked score sheet on a small screen); or as designed."""
        if narrow != self.narrow:
            self.narrow = narrow
            _restyle(self)

    def fit(self) -> int:
        """Lay the buttons out now; returns the width they need."""
        for btn in self.buttons:
            btn.ensurePolished()  # the style sheet's padding counts in the size hint
            btn.setMinimumSize(btn.sizeHint())
        self.grid.activate()
        return self.minimumSizeHint().width()

    def prepare(self, buttons: int, helps: int) -> None:
        """Make up to ``buttons`` buttons and ``helps`` help lines ahead, hidden, two
        every ``timing.FACES_AHEAD`` ms, so that the first offers (the Russian ladder's
        thirty calls) do not make and polish them all in one frame. Each is shown once
        with a call's text while it is made (and hidden again before it is ever painted):
        its first show and measure otherwise made the first Russian ladder take 8 ms."""
        made = 0
        while made < 2 and (len(self._pool) < buttons or len(self._help_pool) < helps):
            if len(self._pool) < buttons:
                _rehearse(self._new_button())
            if len(self._help_pool) < helps:
                _rehearse(self._new_help_line())
            made += 1
        if len(self._pool) < buttons or len(self._help_pool) < helps:
            QTimer.singleShot(timing.FACES_AHEAD, self, lambda: self.prepare(buttons, helps))

    def _new_button(self) -> QPushButton:
        i = len(self._pool)
        btn = QPushButton(self)
        btn.hide()
        btn.clicked.connect(lambda _=False, k=i: self._press(k))
        self._pool.append(btn)
        self._pressed.append(lambda: None)
        return btn

    def _press(self, k: int) -> None:
        self._call(self._pressed[k])

    def _call(self, pressed: Callable[[], None]) -> None:
        """``pressed``, unless the offer shown is one the game has moved past."""
        if not self.frozen:
            pressed()

    def _new_help_line(self) -> QLabel:
        lab = QLabel(self)
        lab.hide()
        lab.setObjectName("help")
        lab.setWordWrap(True)
        self._help_pool.append(lab)
        return lab

    def _button(self, pressed: Callable[[], None]) -> QPushButton:
        i = self._used
        self._used += 1
        if i == len(self._pool):
            self._new_button()
        self._pressed[i] = pressed
        return self._pool[i]

    def _help_line(self, text: str) -> QLabel:
        i = len(self._helps)
        if i == len(self._help_pool):
            self._new_help_line()
        lab = self._help_pool[i]
        lab.setMaximumWidth(self.help_width)
        lab.setText(text)
        self._helps.append(lab)
        return lab


def _restyle(grid: ButtonGrid) -> None:
    """``grid``'s spacing and its buttons' padding for its scale, rows and columns."""
    scale, tight, narrow = grid.scale, grid.tight, grid.narrow
    grid.setStyleSheet(_padding(scale, tight, narrow))
    grid.grid.setHorizontalSpacing(round((4 if narrow else 10) * scale))
    grid.grid.setContentsMargins(0, round((2 if tight else 4) * scale), 0, 0)
    grid.grid.setVerticalSpacing(round((1 if tight else 2) * scale))


def _padding(scale: float, tight: bool, narrow: bool) -> str:
    """The grid's style sheet: its buttons' padding, ``scale`` times, with the rows
    (``tight``) or the columns (``narrow``) closer together; none as designed (the panel's:
    5 by 10 pixels)."""
    if not (tight or narrow):
        return ""
    pad, side = round((2 if tight else 5) * scale), round((3 if narrow else 10) * scale)
    return f"QPushButton {{ padding: {pad}px {side}px; }}"


_SAMPLE = "10 ♠ ♣ ♦ ♥"  # a call's digits and suit symbols


def _rehearse(widget: QPushButton | QLabel) -> None:
    """Polish, measure and show ``widget`` once, and hide it again (nothing is painted in
    between): its first show in an offer then costs what every later one does."""
    widget.ensurePolished()
    widget.setText(_SAMPLE)
    widget.sizeHint()
    widget.show()
    widget.hide()
    widget.setText("")
