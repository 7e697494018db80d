"""One card on the table (after KPat's KCard): face or back, size, highlight, drag, animate.

Its marks are painted by :mod:`~prefgui.ui.table.card_marks`, its moves are a
:class:`~prefgui.ui.table.card_flight.CardFlight`, the mouse's drag a
:class:`~prefgui.ui.table.card_drag.CardDrag`.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QPointF,
    QRectF,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from prefgui.ui.table.card_drag import CardDrag
from prefgui.ui.table.card_flight import CardFlight
from prefgui.ui.table.card_marks import has_marks, paint_marks
from prefgui.ui.table.layout import CARD_RATIO, Spot
from prefgui.ui.table.theme import CardTheme


class CardItem(QGraphicsObject):
    """A card item. ``card`` is the engine's card number, or None for an anonymous back."""

    # Each carries this CardItem (its Qt class is named: the class is being defined).
    drag_started = Signal(QGraphicsObject)
    dropped = Signal(QGraphicsObject, QPointF)  # and the scene position of the drop
    clicked = Signal(QGraphicsObject)  # a press and release without dragging
    activated = Signal(QGraphicsObject)  # double-click

    def __init__(self, card: int | None, theme: CardTheme) -> None:
        super().__init__()
        self.card = card
        self.theme = theme
        self.face_up = False
        self.width = 80.0
        self.legal = False
        self.dimmed = False
        self.focused = False
        self.draggable = False
        self.selected_for_discard = False
        self.winning = False  # the card that wins (or is winning) the trick
        self.from_talon = False  # the declarer's card picked up from the talon
        self.advised = False  # a card the coach recommends
        # A drill's answer: the card's value drawn on it, green on a right card, red on a
        # wrong one (empty: none).
        self.value_text = ""
        self.value_right = False
        self.home = Spot(0, 0)
        self.drag = CardDrag(self)
        self.flight = CardFlight(self)
        self._painted: tuple[object, ...] | None = None  # the look last painted
        self.waiting = False  # painted without its art (rendered soon, between frames)
        # Not cached before its art was painted once: a card drawn empty while its art is
        # rendered (the first frame shows the whole pack) fills no cache for nothing.
        self._art_seen = False
        self._cache_wanted = True
        self.setAcceptHoverEvents(True)

    def clear_marks(self) -> None:
        """No highlight, dimming, focus, discard, talon or coach mark, no value drawn on it,
        and not draggable (a card placed anew)."""
        self.legal = self.dimmed = self.focused = self.selected_for_discard = False
        self.winning = self.from_talon = self.advised = False
        self.draggable = False
        self.value_text = ""

    def set_cached(self, cached: bool) -> None:
        """Keep the painted card in a pixmap of the screen's pixels, or not.

        Cached, a card that only moves (or lies under one that moves) is copied instead
        of painted: half the cost. A card that turns or rotates on its way would have to
        fill its cache again in every frame: it is painted directly until it rests. A card
        whose art has never been painted yet is not cached until it has been.
        """
        self._cache_wanted = cached
        mode = (QGraphicsItem.CacheMode.DeviceCoordinateCache if cached and self._art_seen
                else QGraphicsItem.CacheMode.NoCache)
        if self.cacheMode() != mode:
            self.setCacheMode(mode)

    def look(self) -> tuple[object, ...]:
        """Everything that decides how the card is painted."""
        return (self.card, self.face_up, self.width, id(self.theme), self.legal, self.dimmed,
                self.focused, self.selected_for_discard, self.winning, self.from_talon,
                self.advised, self.value_text, self.value_right)

    def refresh(self) -> None:
        """Paint the card again if its look has changed since it was last painted (an
        unchanged card is not painted again when the table is laid out anew)."""
        if self.look() != self._painted:
            self.update()

    # geometry and painting -------------------------------------------------------------
    def set_width(self, width: float) -> None:
        if abs(width - self.width) > 0.5:
            self.prepareGeometryChange()
            self.width = width
            self.setTransformOriginPoint(width / 2, width * CARD_RATIO / 2)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        # The widest mark's pen (the coach's, 6 % of the width) reaches half its width
        # beyond the card: the view repaints only inside this rectangle.
        pad = max(4.0, self.width * 0.035)
        return QRectF(-pad, -pad, self.width + 2 * pad, self.width * CARD_RATIO + 2 * pad)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        self._painted = self.look()
        dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
        w = int(round(self.width))
        # Art not rendered yet is rendered soon, between frames (the scene paints the card
        # again when it is ready): meanwhile the card at another size stands in, scaled,
        # or the card is not drawn yet (the first frames of a game).
        pm, exact = self.theme.ready_pixmap(self.card if self.face_up else None, w, dpr)
        self.waiting = not exact
        if exact and not self._art_seen:
            self._art_seen = True  # cached from the next frame on (not while painting)
            QTimer.singleShot(0, self, lambda: self.set_cached(self._cache_wanted))
        _draw_art(painter, pm, exact, w)
        if pm is not None and has_marks(self):
            paint_marks(painter, self)

    # interaction ------------------------------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        self.drag.press(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        self.drag.move(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        self.drag.release(event)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self.draggable:
            self.activated.emit(self)

    # animation --------------------------------------------------------------------------
    def stop_animation(self) -> None:
        self.flight.stop()

    def is_animating(self) -> bool:
        return self.flight.moving

    def animate_to(self, spot: Spot, ms: int, face_up: bool | None = None) -> None:
        """Move to ``spot`` in ``ms`` milliseconds (at once when ms is 0 or the move tiny)."""
        self.home = spot
        if (not self.flight.moving and (face_up is None or face_up == self.face_up)
                and self.zValue() == spot.z and self.rotation() == spot.rot
                and self.pos() == QPointF(spot.x, spot.y)):
            return  # already there (most cards when the table is laid out again)
        self.stop_animation()
        if face_up is not None and face_up != self.face_up:
            self.face_up = face_up
            self.update()
        self.setZValue(spot.z)
        target = QPointF(spot.x, spot.y)
        if ms <= 0 or ((self.pos() - target).manhattanLength() < 1.0
                       and abs(self.rotation() - spot.rot) < 0.5):
            self.setPos(target)
            self.setRotation(spot.rot)
            return
        self.flight.start(target, float(spot.rot), ms)

    def prepare_flight(self) -> QVariantAnimation:
        """The card's one move animation, made ahead (:meth:`CardFlight.prepare`)."""
        return self.flight.prepare()


def _draw_art(painter: QPainter, pm: QPixmap | None, exact: bool, width: int) -> None:
    """A card's art: rendered at its width and the screen's pixel ratio, copied at its own
    size, not scaled again (a smooth scaling of every card was most of a frame's time;
    turned or rotated, the painter's transform still smooths it); a stand-in of another
    size scaled to the card; nothing while there is none."""
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    if pm is None:
        return
    if exact:
        painter.drawPixmap(QPointF(0, 0), pm)
    else:
        painter.drawPixmap(QRectF(0, 0, width, round(width * CARD_RATIO)), pm,
                           QRectF(pm.rect()))
