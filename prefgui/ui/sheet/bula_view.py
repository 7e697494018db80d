"""The Balkan / Hungarian session on a paper sheet as players keep it (RULES §4.11): bule,
supe against each opponent, refe, the game to a chosen bula and its settlement.

The sheet is drawn as on paper: one part per player, his column of bule in the middle (old
figures struck through, the last one stands) and beside it a column of supe for each
opponent, the opponent on the player's left on the left; his refa marks are triangles under
his name, filled once played. Below the drawing the settlement (or what it would be now).
The figures come from ``bula_figures``, which the tests check with exact values; the money
ledger beside it shows the same deals.

The painting is :class:`~prefgui.ui.sheet.bula_paint.BulaPainter`'s.

Public API: ``BulaView.show_match(match, bula)`` (again after each deal, or ``refresh()``).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QFont,
    QFontMetricsF,
    QHelpEvent,
    QPainter,
    QPaintEvent,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from prefgui.session.match import Match
from prefgui.ui.sheet.bula_figures import BulaGame, bula_games
from prefgui.ui.sheet.bula_paint import BulaPainter, number_text
from prefgui.ui.words import texts
from prefgui.ui.words.texts import tr


class BulaDrawing(QWidget):
    """One sheet drawn (``set_game``); grows downwards with its rows (put it in a scroll
    area)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game: BulaGame | None = None
        self.names: tuple[str, ...] = ()
        self.clockwise = False
        self._tips: list[tuple[QRectF, str]] = []
        self.setMinimumWidth(240)
        self.setToolTip(tr("Each player's bule in the middle of his part (lower is better; "
                           "a bula is ten units) and beside them the supe he wrote against "
                           "each opponent (a supa is one unit). Old figures are struck "
                           "through; a triangle is a refa, filled once played."))

    def set_game(self, game: BulaGame, names: Sequence[str], clockwise: bool) -> None:
        self.game, self.names, self.clockwise = game, tuple(names), clockwise
        self.updateGeometry()
        self.setMinimumHeight(self._height())
        self.update()

    def _font(self) -> QFont:
        f = QFont(self.font())
        n = self.game.players if self.game else 3
        cols = n * n
        f.setPixelSize(int(max(10, min(15, self.width() / cols / 3.6))))
        return f

    def _rows(self) -> int:
        g = self.game
        if g is None:
            return 1
        longest = max([len(c) for c in g.bula]
                      + [len(c) for row in g.supe for c in row] + [1])
        return longest

    def _line(self) -> float:
        return QFontMetricsF(self._font()).height() * 1.15

    def _refa_rows(self) -> float:
        return 1.0 if self.game is not None and any(self.game.refe) else 0.0

    def _height(self) -> int:
        return int(self._line() * (self._rows() + 4.4 + self._refa_rows()) + 12)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.setMinimumHeight(self._height())  # the font follows the width

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(420, self._height())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802, ARG002
        painter = BulaPainter(self.game, self.names, self.clockwise, self._font(),
                              self._line(), self._rows(), self._refa_rows())
        painter.paint(QPainter(self), self.rect())
        self._tips = painter.tips

    def event(self, e: QEvent) -> bool:
        if e.type() == QEvent.Type.ToolTip and isinstance(e, QHelpEvent):
            pos = QPointF(e.pos())
            for rect, text in self._tips:
                if rect.contains(pos):
                    QToolTip.showText(e.globalPos(), text, self)
                    return True
        return super().event(e)


class BulaView(QWidget):
    """The paper sheet of a Balkan or Hungarian session: a game chooser (when the session
    has played more than one game), the drawing and the settlement."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.match: Match | None = None
        self.bula = 100
        self.games: tuple[BulaGame, ...] = ()
        self.chooser = QComboBox()
        self.chooser.currentIndexChanged.connect(self._show_game)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.drawing = BulaDrawing()
        self.scroller = QScrollArea()
        self.scroller.setWidgetResizable(True)
        self.scroller.setWidget(self.drawing)
        self.settlement = QLabel()
        self.settlement.setWordWrap(True)
        self.settlement.setTextFormat(Qt.TextFormat.RichText)
        top = QHBoxLayout()
        top.addWidget(self.chooser)
        top.addStretch(1)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addLayout(top)
        lay.addWidget(self.status)
        lay.addWidget(self.scroller, 1)
        lay.addWidget(self.settlement)

    def show_match(self, match: Match, bula: int) -> None:
        self.match, self.bula = match, bula
        self.refresh()

    def refresh(self) -> None:
        m = self.match
        if m is None:
            return
        first = m.entries[0].number if m.entries else 1
        self.games = bula_games([e.result for e in m.entries], m.settings.players, self.bula,
                                first)
        self.chooser.blockSignals(True)
        self.chooser.clear()
        for g in self.games:
            if g.deals:
                self.chooser.addItem(tr("Sheet {n} (deals {first}–{last})").format(
                    n=g.number, first=g.deals[0], last=g.deals[-1]))
            else:
                self.chooser.addItem(tr("Sheet {n}").format(n=g.number))
        self.chooser.setCurrentIndex(len(self.games) - 1)
        self.chooser.blockSignals(False)
        self.chooser.setVisible(len(self.games) > 1)
        self._show_game(len(self.games) - 1)

    def _show_game(self, index: int) -> None:
        if self.match is None or not 0 <= index < len(self.games):
            return
        g = self.games[index]
        names = texts.player_names(self.match.settings.names)
        clockwise = self.match.rules.options.get("direction", "cw") == "cw"
        self.drawing.set_game(g, names, clockwise)
        total = sum(g.bule())
        if g.start == 0:
            self.status.setText(tr("No end agreed: the bule start at zero. Settings → Players "
                                   "and stakes sets the bula a game is played to."))
        elif g.finished:
            self.status.setText(tr("Sheet over after deal {n}: the bule reached zero "
                                   "together.").format(n=g.deals[-1]))
        else:
            self.status.setText(tr("Played to a bula of {bula} each: the sheet ends when the "
                                   "bule reach zero together (now {sum}).").format(
                bula=g.start, sum=number_text(total)))
        self.settlement.setText(settlement_html(g, names))
        bar = self.scroller.verticalScrollBar()
        bar.setValue(bar.maximum())


def settlement_html(game: BulaGame, names: Sequence[str]) -> str:
    """The settlement table in the sheet's terms: each player's bula, the supe he wrote and
    those written against him, and his result in units (zero-sum)."""
    n = game.players
    title = tr("Settlement") if game.finished else tr("Settlement if the sheet ended now")
    heads = (tr("Player"), tr("Bula"), tr("Supe written"), tr("Supe against"), tr("Result"))
    head = "<tr>" + "".join(f"<th>{h}</th>" for h in heads) + "</tr>"
    settle = game.settlement()
    rows = "".join(
        f"<tr><td>{names[s]}</td><td align=right>{number_text(game.bule()[s])}</td>"
        f"<td align=right>{number_text(sum(game.written(s, j) for j in range(n)))}</td>"
        f"<td align=right>{number_text(sum(game.written(j, s) for j in range(n)))}</td>"
        f"<td align=right><b>{number_text(settle[s], signed=True)}</b></td></tr>"
        for s in range(n))
    note = tr("A result is ten units for each bula below the players' average, plus the supe "
              "written, less the supe against: the ledger's balances with the bank shared "
              "equally.")
    return f"<b>{title}</b><table cellpadding=3>{head}{rows}</table><p>{note}</p>"
