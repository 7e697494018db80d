"""One external SVG deck (KDE's or Aisleriot's, see :mod:`~prefgui.ui.table.theme`): its
file read within limits and checked before Qt loads it, its renderer loaded on first use,
and a card's element drawn scaled to fit and centred. A deck that cannot be read is
refused (why is kept), and the theme draws our own art instead."""

from __future__ import annotations

import logging
import zlib
from pathlib import Path

from PySide6.QtCore import QByteArray, QRectF
from PySide6.QtGui import QPainter
from PySide6.QtSvg import QSvgRenderer

from prefgui.session.files import FileRefusedError, read_bytes
from prefgui.ui.table.deck_guard import check_svg

__all__ = ["SVG_ELEMENTS", "SVG_LIMIT", "ExternalDeck", "svg_bytes"]

log = logging.getLogger(__name__)

SVG_LIMIT = 24 * 1024 * 1024  # bytes of a deck's SVG, packed and unpacked (large decks: 6 MB)
SVG_ELEMENTS = 400_000  # tags in a deck's SVG (large decks hold about 60,000)

# Element names of the external decks, by our suit (S C D H) and rank (7 8 9 10 J Q K A).
_EXT_SUITS = ("spade", "club", "diamond", "heart")
_EXT_RANKS = ("7", "8", "9", "10", "jack", "queen", "king", "1")


def svg_bytes(path: Path) -> bytes:
    """The SVG text of a deck file, unpacked if it is gzip-compressed (``.svgz``).

    Raises:
        FileRefusedError: not a regular file, larger than ``SVG_LIMIT`` packed or unpacked,
            damaged compression, more than ``SVG_ELEMENTS`` elements, or more drawing than
            :data:`deck_guard.SVG_EXPANDED` once its ``<use>`` references, patterns and
            filters are expanded (:func:`deck_guard.check_svg`).
    """
    data = read_bytes(path, SVG_LIMIT)
    if data[:2] == b"\x1f\x8b":
        unpack = zlib.decompressobj(wbits=31)
        try:
            out = unpack.decompress(data, SVG_LIMIT + 1)
        except zlib.error as exc:
            raise FileRefusedError(f"damaged compression ({exc})") from None
        if len(out) > SVG_LIMIT or unpack.unconsumed_tail:
            raise FileRefusedError(f"unpacks to more than {SVG_LIMIT} bytes")
        data = out
    elements = data.count(b"<")
    if elements > SVG_ELEMENTS:
        raise FileRefusedError(f"too complex ({elements} tags; at most {SVG_ELEMENTS})")
    check_svg(data)  # before Qt sees it: Qt expands every reference while loading
    return data


class ExternalDeck:
    """The deck at ``path`` (None: no external deck, nothing drawn), named the ``source``'s
    way (``"kde"``: ``king_heart``; ``"aisleriot"``: ``heart_king``)."""

    def __init__(self, path: Path | None, source: str) -> None:
        self._path = path
        self._source = source
        self._renderer: QSvgRenderer | None = None
        self._refused: str | None = None
        self._loaded = path is None

    @property
    def refused(self) -> str | None:
        """Why the deck is not drawn; None when it is (reading it loads the deck)."""
        self._deck()
        return self._refused

    def element_id(self, card: int | None) -> str:
        """The element of ``card`` (None: the back) in the deck."""
        if card is None:
            return "back"
        suit, rank = divmod(card, 8)
        if self._source == "aisleriot":
            return f"{_EXT_SUITS[suit]}_{_EXT_RANKS[rank]}"
        return f"{_EXT_RANKS[rank]}_{_EXT_SUITS[suit]}"

    def _deck(self) -> QSvgRenderer | None:
        """The deck's renderer, loaded on first use (None if unreadable)."""
        if not self._loaded:
            self._loaded = True
            path = self._path
            try:
                data = svg_bytes(path) if path is not None else b""
            except FileRefusedError as exc:
                log.warning("card deck %s skipped, our own art is used: %s", path, exc)
                self._refused = exc.reason
                data = b""
            if data:
                renderer = QSvgRenderer(QByteArray(data))
                if renderer.isValid():
                    self._renderer = renderer
                else:
                    log.warning("card deck %s is not valid SVG; using our own art", path)
                    self._refused = "not valid SVG"
        return self._renderer

    def has(self, element: str) -> bool:
        """Whether the deck draws ``element``."""
        if self._path is None:
            return False
        deck = self._deck()
        return deck is not None and deck.elementExists(element)

    def render(self, painter: QPainter, element: str, target: QRectF) -> None:
        """``element`` in ``target``, scaled to fit and centred."""
        deck = self._deck()
        assert deck is not None
        bounds = deck.transformForElement(element).mapRect(deck.boundsOnElement(element))
        if bounds.width() <= 0 or bounds.height() <= 0:
            deck.render(painter, element, target)
            return
        scale = min(target.width() / bounds.width(), target.height() / bounds.height())
        w, h = bounds.width() * scale, bounds.height() * scale
        deck.render(painter, element, QRectF(target.x() + (target.width() - w) / 2,
                                             target.y() + (target.height() - h) / 2, w, h))
