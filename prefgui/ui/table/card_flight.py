"""A card's move across the table (:class:`~prefgui.ui.table.card_item.CardItem`): one
animation per card, made the first time it is asked for and started for every move, the
position and the rotation along an easing curve; the card tells the scene when it settles."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEasingCurve, QPointF, QVariantAnimation

if TYPE_CHECKING:
    from prefgui.ui.table.card_item import CardItem

__all__ = ["CardFlight"]


class CardFlight:
    """The moves of one ``card``; ``moving`` while one is under way."""

    def __init__(self, card: CardItem) -> None:
        self._card = card
        self._anim: QVariantAnimation | None = None  # the move under way
        self._flight: QVariantAnimation | None = None  # the card's one move animation
        self._route = (QPointF(), 0.0, QPointF(), 0.0)  # from (pos, rotation) to (pos, rot.)

    @property
    def moving(self) -> bool:
        return self._anim is not None

    def stop(self) -> None:
        """The move under way stopped where it is; the card cached again."""
        if self._anim is not None:
            self._anim.stop()
            self._anim = None
            self._card.set_cached(True)

    def prepare(self) -> QVariantAnimation:
        """The card's one move animation, made the first time it is asked for and started
        for every move (the scene makes them ahead, while the table rests)."""
        flight = self._flight
        if flight is None:
            flight = self._flight = QVariantAnimation(self._card)
            flight.setStartValue(0.0)
            flight.setEndValue(1.0)
            flight.setEasingCurve(QEasingCurve.Type.OutCubic)
            flight.valueChanged.connect(self._fly)
            flight.finished.connect(self._done)
        return flight

    def start(self, target: QPointF, rotation: float, ms: int) -> None:
        """From where the card is to ``target`` and ``rotation`` in ``ms`` milliseconds;
        painted directly, not from its cache, while it turns."""
        card = self._card
        flight = self.prepare()
        self._route = (card.pos(), card.rotation(), target, rotation)
        card.set_cached(abs(card.rotation() - rotation) < 0.5)
        flight.setDuration(ms)
        self._anim = flight
        flight.start()

    def _fly(self, value: object) -> None:
        """One step of the move: ``value`` runs from 0 to 1 along the easing curve."""
        v = float(value)  # type: ignore[arg-type]
        start, rot, end, end_rot = self._route
        self._card.setPos(start + (end - start) * v)
        self._card.setRotation(rot + (end_rot - rot) * v)

    def _done(self) -> None:
        self._anim = None
        self._card.set_cached(True)
        scene = self._card.scene()
        if scene is not None and hasattr(scene, "card_settled"):
            scene.card_settled()
