"""The Balkan / Hungarian paper sheet painted (QPainter) for
:class:`~prefgui.ui.sheet.bula_view.BulaDrawing`: one part per player, his column of bule in
the middle (old figures struck through), a column of supe for each opponent beside it, his
refa marks as triangles under his name, and his result under his part; where each figure is
kept for the tooltips."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QPolygonF

from prefgui.ui.sheet import bula_figures
from prefgui.ui.sheet.bula_figures import BulaGame, Number, Step
from prefgui.ui.words.numbers import decimal_point
from prefgui.ui.words.texts import tr

__all__ = ["PAPER", "BulaPainter", "column_order", "number_text"]


def number_text(value: Number, signed: bool = False) -> str:
    """A figure of the sheet (``bula_figures.number_text``) with the language's decimal
    separator, should it need decimals beyond halves, thirds and quarters."""
    return bula_figures.number_text(value, signed).replace(".", decimal_point())


PAPER = QColor("#f6f1df")
PENCIL = QColor("#6b5f49")
INK = QColor("#1f3f8f")
STRUCK = QColor("#8c8372")


def column_order(players: int, seat: int, clockwise: bool) -> tuple[int | None, ...]:
    """A player's columns from left to right: his opponents' supe columns, with None for his
    bula in the middle; the opponent on his left first (with clockwise play the next seat
    sits on the left), the one across (of four) beside him, the one on his right last."""
    nxt, prev = (seat + 1) % players, (seat - 1) % players
    left, right = (nxt, prev) if clockwise else (prev, nxt)
    if players == 3:
        return (left, None, right)
    across = (seat + 2) % players
    return (left, across, None, right)


class BulaPainter:
    """Paints ``game``'s sheet in ``font``, ``line`` pixels a row, with ``rows`` rows of
    figures and ``refa_rows`` (0 or 1) for the refa marks; ``tips`` says what is where."""

    def __init__(self, game: BulaGame | None, names: Sequence[str], clockwise: bool,
                 font: QFont, line: float, rows: int, refa_rows: float) -> None:
        self.game = game
        self.names = names
        self.clockwise = clockwise
        self.font = font
        self.line = line
        self.rows = rows
        self.refa_rows = refa_rows
        self.tips: list[tuple[QRectF, str]] = []

    def paint(self, p: QPainter, rect: QRect) -> None:
        """The sheet on ``p`` in ``rect`` (the widget's); ``p`` ended."""
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(rect, PAPER)
        g = self.game
        self.tips = []
        if g is None:
            return
        font = self.font
        bold = QFont(font)
        bold.setBold(True)
        line = self.line
        n = g.players
        part_w = (rect.width() - 8) / n
        top = 6.0
        refa_top = top + line * 2.4
        body_top = refa_top + line * self.refa_rows
        body_bottom = body_top + line * self.rows + 4
        p.setPen(QPen(PENCIL, 1.2))
        p.drawLine(QPointF(4, body_top - 2), QPointF(rect.width() - 4, body_top - 2))
        p.drawLine(QPointF(4, body_bottom), QPointF(rect.width() - 4, body_bottom))
        for seat in range(n):
            x0 = 4 + seat * part_w
            if seat:
                p.setPen(QPen(PENCIL, 2.0))
                p.drawLine(QPointF(x0, top), QPointF(x0, body_bottom + line * 1.6))
            p.setFont(bold)
            p.setPen(INK)
            name = self.names[seat] if seat < len(self.names) else str(seat)
            p.drawText(QRectF(x0, top, part_w, line), Qt.AlignmentFlag.AlignCenter,
                       QFontMetricsF(bold).elidedText(name, Qt.TextElideMode.ElideRight,
                                                      part_w - 4))
            order = column_order(n, seat, self.clockwise)
            weights = [1.4 if c is None else 1.0 for c in order]
            unit = part_w / sum(weights)
            x = x0
            p.setFont(font)
            for col, wgt in zip(order, weights, strict=True):
                w = unit * wgt
                head = QRectF(x, top + line, w, line * 1.3)
                p.setPen(PENCIL)
                p.setFont(font)
                if col is None:
                    steps = g.bula[seat]
                    p.drawText(head, Qt.AlignmentFlag.AlignCenter, tr("bule"))
                    if g.refe[seat]:
                        self._refe(p, g, seat, QRectF(x, refa_top, w, line))
                    tip = tr("{name}: bule").format(name=name)
                else:
                    steps = g.supe[seat][col]
                    other = self.names[col] if col < len(self.names) else str(col)
                    p.drawText(head, Qt.AlignmentFlag.AlignCenter,
                               QFontMetricsF(font).elidedText(
                                   other, Qt.TextElideMode.ElideRight, w - 2))
                    tip = tr("{name}: supe against {other}").format(name=name, other=other)
                    if x > x0 + 1:
                        p.setPen(QPen(PENCIL, 0.8))
                        p.drawLine(QPointF(x, top + line), QPointF(x, body_bottom))
                if col is None:
                    p.setPen(QPen(PENCIL, 0.8))
                    p.drawLine(QPointF(x, top + line), QPointF(x, body_bottom))
                    p.drawLine(QPointF(x + w, top + line), QPointF(x + w, body_bottom))
                self._column(p, steps, QRectF(x, body_top, w, line), bold if col is None
                             else font, tip)
                x += w
            # The player's result under his part.
            result = g.settlement()[seat]
            p.setFont(bold)
            p.setPen(INK)
            p.drawText(QRectF(x0, body_bottom + line * 0.3, part_w, line),
                       Qt.AlignmentFlag.AlignCenter, number_text(result, signed=True))
        p.end()

    def _column(self, p: QPainter, steps: Sequence[Step], first: QRectF, font: QFont,
                tip: str) -> None:
        p.setFont(font)
        fm = QFontMetricsF(font)
        for k, step in enumerate(steps):
            r = first.translated(0, k * first.height())
            text = number_text(step.total)
            last = k == len(steps) - 1
            p.setPen(INK if last else STRUCK)
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, text)
            if not last:
                w = fm.horizontalAdvance(text) + 4
                mid = r.center()
                p.setPen(QPen(STRUCK, 1.0))
                p.drawLine(QPointF(mid.x() - w / 2, mid.y()), QPointF(mid.x() + w / 2, mid.y()))
            deal = (tr("start") if step.deal == 0
                    else tr("deal {n}").format(n=step.deal))
            self.tips.append((r, f"{tip} ({deal}): {text}"))

    def _refe(self, p: QPainter, g: BulaGame, seat: int, head: QRectF) -> None:
        marks = g.refe[seat]
        size = min(head.height() * 0.7, head.width() / (len(marks) * 1.3 + 0.3))
        x = head.center().x() - (len(marks) * size * 1.3 - size * 0.3) / 2
        y = head.center().y()
        for mark in marks:
            tri = QPolygonF([QPointF(x, y + size / 2), QPointF(x + size, y + size / 2),
                             QPointF(x + size / 2, y - size / 2)])
            p.setPen(QPen(INK, 1.2))
            p.setBrush(INK if mark.used is not None else Qt.BrushStyle.NoBrush)
            p.drawPolygon(tri)
            p.setBrush(Qt.BrushStyle.NoBrush)
            box = QRectF(x, y - size / 2, size, size)
            if mark.used is None:
                self.tips.append((box, tr("A refa, not played yet")))
            else:
                self.tips.append((box, tr("A refa, played in deal {n}").format(n=mark.used)))
            x += size * 1.3
