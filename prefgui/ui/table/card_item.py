"""One card on the table (after KPat's KCard): face or back, size, highlight, drag, animate."""

from __future__ import annotations

from PySide6.QtCore import (
    QEasingCurve,
    QPointF,
    QRectF,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

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
        self._press: QPointF | None = None
        self._dragging = False
        self._anim: QVariantAnimation | None = None  # the move under way
        self._flight: QVariantAnimation | None = None  # the card's one move animation
        self._route = (QPointF(), 0.0, QPointF(), 0.0)  # from (pos, rotation) to (pos, rot.)
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
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        if pm is None:
            return
        if exact:
            # Rendered at this width and the screen's pixel ratio: drawn at its own size
            # it is copied, not scaled again (a smooth scaling of every card was most of
            # a frame's time). Turned or rotated, the painter's transform still smooths it.
            painter.drawPixmap(QPointF(0, 0), pm)
        else:
            painter.drawPixmap(QRectF(0, 0, w, round(w * CARD_RATIO)), pm,
                               QRectF(pm.rect()))
        if not (self.dimmed or self.legal or self.focused or self.selected_for_discard
                or self.advised or self.from_talon or self.winning
                or (self.value_text and self.face_up)):
            return  # no mark on it
        path = QPainterPath()
        path.addRoundedRect(QRectF(0.5, 0.5, self.width - 1, self.width * CARD_RATIO - 1),
                            self.width * 0.07, self.width * 0.07)
        if self.dimmed:
            painter.fillPath(path, QColor(20, 30, 25, 95))
        if self.legal or self.focused or self.selected_for_discard:
            color = QColor(255, 214, 90) if not self.selected_for_discard else QColor(
                120, 200, 255)
            pen = QPen(color, max(2.0, self.width * 0.035 * (1.6 if self.focused else 1.0)))
            painter.setPen(pen)
            painter.drawPath(path)
        if self.advised:
            painter.setPen(QPen(QColor(120, 220, 255), max(3.0, self.width * 0.06)))
            painter.drawPath(path)
        if self.from_talon:
            painter.setPen(QPen(QColor(120, 200, 255), max(2.0, self.width * 0.03),
                                Qt.PenStyle.DashLine))
            painter.drawPath(path)
        if self.winning:
            painter.setPen(QPen(QColor(90, 230, 120), max(3.0, self.width * 0.06)))
            painter.drawPath(path)
        if self.value_text and self.face_up:
            self._paint_value(painter)

    def _paint_value(self, painter: QPainter) -> None:
        """The value tag in the card's left strip (the part a fanned hand leaves visible)."""
        w = self.width
        tag = QRectF(w * 0.03, w * CARD_RATIO * 0.40, w * 0.5, w * 0.3)
        painter.setPen(QPen(QColor(255, 255, 255), max(1.5, w * 0.02)))
        painter.setBrush(QColor(30, 140, 70) if self.value_right else QColor(185, 45, 40))
        painter.drawRoundedRect(tag, w * 0.06, w * 0.06)
        font = QFont(painter.font())
        font.setBold(True)
        font.setPixelSize(max(9, int(w * 0.2)))
        painter.setFont(font)
        painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, self.value_text)

    # interaction ------------------------------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton and self.draggable:
            self._press = event.scenePos()
            self._dragging = False
            event.accept()
            return
        event.ignore()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self._press is None:
            return
        delta = event.scenePos() - self._press
        if not self._dragging and delta.manhattanLength() < 3:
            return
        if not self._dragging:
            self._dragging = True
            self.stop_animation()
            self.setZValue(1000)
            self.drag_started.emit(self)
        self.setPos(QPointF(self.home.x, self.home.y) + delta)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self._press is None:
            return
        was_dragging = self._dragging
        self._press = None
        self._dragging = False
        if was_dragging:
            self.dropped.emit(self, event.scenePos())
        else:
            self.clicked.emit(self)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self.draggable:
            self.activated.emit(self)

    # animation --------------------------------------------------------------------------
    def stop_animation(self) -> None:
        if self._anim is not None:
            self._anim.stop()
            self._anim = None
            self.set_cached(True)

    def is_animating(self) -> bool:
        return self._anim is not None

    def animate_to(self, spot: Spot, ms: int, face_up: bool | None = None) -> None:
        """Move to ``spot`` in ``ms`` milliseconds (at once when ms is 0 or the move tiny)."""
        self.home = spot
        if (self._anim is None and (face_up is None or face_up == self.face_up)
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
        flight = self.prepare_flight()
        self._route = (self.pos(), self.rotation(), target, float(spot.rot))
        self.set_cached(abs(self.rotation() - spot.rot) < 0.5)
        flight.setDuration(ms)
        self._anim = flight
        flight.start()

    def prepare_flight(self) -> QVariantAnimation:
        """The card's one move animation, made the first time it is asked for and started
        for every move (the scene makes them ahead, while the table rests)."""
        flight = self._flight
        if flight is None:
            flight = self._flight = QVariantAnimation(self)
            flight.setStartValue(0.0)
            flight.setEndValue(1.0)
            flight.setEasingCurve(QEasingCurve.Type.OutCubic)
            flight.valueChanged.connect(self._fly)
            flight.finished.connect(self._animation_done)
        return flight

    def _fly(self, value: object) -> None:
        """One step of the move: ``value`` runs from 0 to 1 along the easing curve."""
        v = float(value)  # type: ignore[arg-type]
        start, rot, end, end_rot = self._route
        self.setPos(start + (end - start) * v)
        self.setRotation(rot + (end_rot - rot) * v)

    def _animation_done(self) -> None:
        self._anim = None
        self.set_cached(True)
        scene = self.scene()
        if scene is not None and hasattr(scene, "card_settled"):
            scene.card_settled()
