"""Card themes: the game's own art and free SVG decks installed on the machine.

A :class:`CardTheme` renders card faces and backs to pixmaps of a requested width and
device-pixel ratio, and caches them. Our own two themes draw the art of
:mod:`prefgui.ui.table.card_art`; the others are read at run time from decks that other
free software installs (never bundled with the game):

* KDE card decks, ``carddecks/svg-*/`` in the system data folders (usually
  ``/usr/share/carddecks``), each with an ``index.desktop`` naming its SVG file; cards are
  elements such as ``king_heart``, ``1_club`` and ``back``;
* GNOME Aisleriot decks, ``aisleriot/cards/*.svg`` or ``*.svgz`` (usually
  ``/usr/share/aisleriot/cards``); elements such as ``heart_king``, ``club_1``, ``back``.

A card missing from an external deck, or a deck that cannot be read, is drawn with our
own art instead, so a theme never fails to produce a pixmap.
"""

from __future__ import annotations

import configparser
import logging
import zlib
from collections import OrderedDict
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import cast

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QFontDatabase, QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from prefgui.session.files import FileRefusedError, is_regular_file, read_bytes
from prefgui.ui.system.paths import resource_path, shared_data_dirs
from prefgui.ui.table.card_art import BACKS, CARD_RATIO, PACKS, back_svg, card_svg
from prefgui.ui.table.deck_guard import check_svg
from prefgui.ui.table.face_queue import FaceQueue
from prefgui.ui.words.texts import french_ranks

__all__ = [
    "BUILTIN_THEMES",
    "DECK_BACK",
    "CardTheme",
    "ThemeInfo",
    "available_themes",
    "load_theme",
    "register_fonts",
]

log = logging.getLogger(__name__)

BUILTIN_THEMES: tuple[str, ...] = ("prefgui-french", "prefgui-german")
DECK_BACK = "deck"
"""The back name meaning "the external deck's own back"."""

_FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")
_CACHE_SIZE = 512
_AHEAD_SIZES = 3  # card sizes whose faces are rendered ahead (the hand's, the tricks', …)
DESKTOP_LIMIT = 64 * 1024  # bytes of an index.desktop
SVG_LIMIT = 24 * 1024 * 1024  # bytes of a deck's SVG, packed and unpacked (large decks: 6 MB)
SVG_ELEMENTS = 400_000  # tags in a deck's SVG (large decks hold about 60,000)

CacheKey = tuple[object, int, float]  # ((card, ranks) or ("back", name), width, dpr)

# Element names of the external decks, by our suit (S C D H) and rank (7 8 9 10 J Q K A).
_EXT_SUITS = ("spade", "club", "diamond", "heart")
_EXT_RANKS = ("7", "8", "9", "10", "jack", "queen", "king", "1")


@dataclass(frozen=True)
class ThemeInfo:
    """What the theme menu shows about a card theme.

    Attributes:
        name: the stable identifier stored in the settings, e.g. ``"prefgui-french"``,
            ``"kde:svg-xskat-german"`` or ``"aisleriot:atlasnye"``.
        title: a human-readable name.
        pack: ``"french"`` or ``"german"``: the suits and ranks the deck shows.
        source: ``"prefgui"``, ``"kde"`` or ``"aisleriot"``.
        path: the SVG file of an external deck, None for our own themes.
    """

    name: str
    title: str
    pack: str
    source: str
    path: Path | None = None


_BUILTIN_INFO = {
    "prefgui-french": ThemeInfo("prefgui-french", "Préférence (French suits)", "french",
                                "prefgui"),
    "prefgui-german": ThemeInfo("prefgui-german", "Préférence (German suits)", "german",
                                "prefgui"),
}

_fonts_registered: list[str] | None = None


def register_fonts() -> list[str]:
    """Register the bundled fonts with Qt, once, so SVG text never turns into boxes.

    Needs a ``QGuiApplication``. Later calls return the first call's result.

    Returns:
        The font families registered (``["DejaVu Sans"]`` when the fonts are bundled).
    """
    global _fonts_registered
    if _fonts_registered is not None:
        return list(_fonts_registered)
    families: list[str] = []
    for filename in _FONT_FILES:
        path = resource_path("fonts", filename)
        if not path.is_file():
            log.warning("bundled font missing: %s", filename)
            continue
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id < 0:
            log.warning("Qt could not load the bundled font %s", filename)
            continue
        for family in QFontDatabase.applicationFontFamilies(font_id):
            if family not in families:
                families.append(family)
    _fonts_registered = families
    return list(families)


# ---------------------------------------------------------------------------------------
# discovery of external decks


def _data_dirs() -> list[Path]:
    """The system and user data folders where decks are installed, without repeats."""
    return shared_data_dirs()


def _read_desktop(path: Path) -> dict[str, str]:
    """The main section of a KDE ``index.desktop`` file (untranslated keys only)."""
    parser = configparser.ConfigParser(interpolation=None, strict=False)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    try:
        text = read_bytes(path, DESKTOP_LIMIT).decode("utf-8", errors="replace")
        parser.read_string(text)
    except (FileRefusedError, configparser.Error) as exc:
        if path.exists():
            log.warning("card deck %s skipped: %s", path.parent, exc)
        return {}
    for section in parser.sections():
        return {k: v for k, v in parser[section].items() if "[" not in k}
    return {}


def _kde_decks(data_dirs: Iterable[Path]) -> list[ThemeInfo]:
    decks: list[ThemeInfo] = []
    for data in data_dirs:
        base = data / "carddecks"
        if not base.is_dir():
            continue
        for folder in sorted(base.glob("svg-*")):
            entry = _read_desktop(folder / "index.desktop")
            svg_path = deck_file(folder, entry.get("SVG", ""))
            if svg_path is None:
                continue
            title = entry.get("Name") or folder.name.removeprefix("svg-")
            pack = "german" if "german" in (folder.name + title).lower() else "french"
            decks.append(ThemeInfo(f"kde:{folder.name}", f"{title} (KDE)", pack, "kde",
                                   svg_path))
    return decks


def _aisleriot_decks(data_dirs: Iterable[Path]) -> list[ThemeInfo]:
    decks: list[ThemeInfo] = []
    for data in data_dirs:
        base = data / "aisleriot" / "cards"
        if not base.is_dir():
            continue
        for path in sorted(base.iterdir()):
            if path.suffix not in (".svg", ".svgz") or not is_regular_file(path):
                continue
            stem = path.name.split(".")[0]
            title = stem.replace("_", " ").replace("-", " ").title()
            pack = "german" if "german" in stem.lower() else "french"
            decks.append(ThemeInfo(f"aisleriot:{stem}", f"{title} (Aisleriot)", pack,
                                   "aisleriot", path))
    return decks


def available_themes(data_dirs: Sequence[Path] | None = None) -> list[ThemeInfo]:
    """Our two themes, then every free SVG deck installed on the machine.

    Args:
        data_dirs: the data folders to search (with ``carddecks/`` and
            ``aisleriot/cards/`` below them); by default the system's and the user's.

    Returns:
        The themes, ours first, each name once.
    """
    dirs = _data_dirs() if data_dirs is None else list(data_dirs)
    themes = list(_BUILTIN_INFO.values())
    seen = {t.name for t in themes}
    external = _kde_decks(dirs) + _aisleriot_decks(dirs)
    for info in sorted(external, key=lambda t: t.title.casefold()):
        if info.name not in seen:
            seen.add(info.name)
            themes.append(info)
    return themes


def load_theme(name: str, data_dirs: Sequence[Path] | None = None) -> CardTheme:
    """The theme called ``name``, or our own art when it is not (or no longer) installed.

    Args:
        name: a :attr:`ThemeInfo.name`.
        data_dirs: as for :func:`available_themes`.

    Returns:
        The theme; an unknown name gives ``prefgui-german`` if it mentions German suits,
        ``prefgui-french`` otherwise.
    """
    if name in _BUILTIN_INFO:
        return CardTheme(_BUILTIN_INFO[name])
    if ":" in name:
        for info in available_themes(data_dirs):
            if info.name == name:
                return CardTheme(info)
    fallback = "prefgui-german" if "german" in name.lower() else "prefgui-french"
    log.warning("card theme %r not found; using %s", name, fallback)
    return CardTheme(_BUILTIN_INFO[fallback])


# ---------------------------------------------------------------------------------------
# rendering


def deck_file(folder: Path, name: str) -> Path | None:
    """The deck file that an ``index.desktop`` names, if it lies inside the deck's folder.

    A name that leads elsewhere (an absolute path, ``..``, a symbolic link out of the
    folder) or that is not a regular file is refused with a message in the log.
    """
    if not name:
        return None
    try:
        base = folder.resolve()
        target = (folder / name).resolve()
    except (OSError, RuntimeError, ValueError):
        target = None
    if target is None or not target.is_relative_to(base) or target == base:
        log.warning("card deck %s skipped: its file %r lies outside the deck's folder",
                    folder, name[:100])
        return None
    if not is_regular_file(target):
        log.warning("card deck %s skipped: %r is not a regular file", folder, name[:100])
        return None
    return folder / target.relative_to(base)


def _svg_bytes(path: Path) -> bytes:
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


class CardTheme:
    """Renders the faces and backs of one deck to cached pixmaps.

    Every pixmap is ``width`` × ``round(width * CARD_RATIO)`` device-independent pixels;
    an external deck with another aspect ratio is scaled to fit and centred.

    Args:
        info: the theme, from :func:`available_themes`.
        back: the default back: one of :data:`card_art.BACKS`, or :data:`DECK_BACK` for an
            external deck's own back; None picks the deck's own back if it has one.
    """

    def __init__(self, info: ThemeInfo, back: str | None = None) -> None:
        if info.pack not in PACKS:
            raise ValueError(f"unknown pack {info.pack!r}")
        self.info = info
        self._renderer: QSvgRenderer | None = None
        self._refused: str | None = None
        self._loaded = info.path is None
        self._cache: OrderedDict[CacheKey, QPixmap] = OrderedDict()
        self._default_back = back
        # Faces rendered between frames (the table's cards), and ahead: the whole pack
        # at the last few sizes a face was asked for at.
        self._ahead_sizes: list[tuple[int, float]] = []
        self.faces = FaceQueue(self._render_key)

    # -- description --------------------------------------------------------------------
    @property
    def name(self) -> str:
        """The theme's identifier (see :attr:`ThemeInfo.name`)."""
        return self.info.name

    @property
    def pack(self) -> str:
        """``"french"`` or ``"german"``."""
        return self.info.pack

    @property
    def title(self) -> str:
        """The human-readable name."""
        return self.info.title

    @property
    def is_external(self) -> bool:
        """True for a deck installed by other software."""
        return self.info.path is not None

    @property
    def refused(self) -> str | None:
        """Why the external deck is not drawn (our own art is, instead); None when it is
        drawn, or for our own themes. Reading it loads the deck."""
        self._deck()
        return self._refused

    def backs(self) -> list[str]:
        """The back names this theme can draw, the deck's own first."""
        own = [DECK_BACK] if self._has_element("back") else []
        return own + list(BACKS)

    @property
    def back(self) -> str:
        """The back drawn when :meth:`pixmap` is not told which."""
        wanted = self._default_back
        if wanted in BACKS:
            return wanted
        if wanted in (None, DECK_BACK) and self._has_element("back"):
            return DECK_BACK
        return BACKS[0]

    @back.setter
    def back(self, name: str | None) -> None:
        self._default_back = name

    # -- pixmaps ------------------------------------------------------------------------
    def pixmap(self, card: int | None, width: int, dpr: float = 1.0,
               back: str | None = None) -> QPixmap:
        """The face of ``card`` (or a back when ``card`` is None), cached.

        Args:
            card: 0..31 (``suit * 8 + rank``), or None for the back.
            width: the width in device-independent pixels (at least 1).
            dpr: the device-pixel ratio of the screen it is painted on.
            back: for a back, the back to draw instead of :attr:`back`.

        Returns:
            A pixmap of ``width`` × ``round(width * CARD_RATIO)`` device-independent
            pixels with its device-pixel ratio set. The same object is returned for the
            same arguments while it stays in the cache.

        Raises:
            ValueError: for a card outside 0..31.
        """
        cache_key = self._cache_key(card, width, dpr, back)
        cached = self._cached(cache_key)
        if cached is not None:
            return cached
        key, width, dpr = cache_key
        register_fonts()
        pm = QPixmap.fromImage(self._render_image(card, key, width, dpr))
        pm.setDevicePixelRatio(dpr)
        self._keep(cache_key, pm)
        return pm

    def ready_pixmap(self, card: int | None, width: int, dpr: float = 1.0
                     ) -> tuple[QPixmap | None, bool]:
        """The pixmap of :meth:`pixmap` without rendering it now.

        What is not rendered yet is rendered soon, between frames (the table's cards are
        painted again when it is ready: :attr:`faces` ``.rendered``), and the rest of the
        pack at that size after it; meanwhile the same card at another size stands in for
        it, if there is one.

        Returns:
            The pixmap, or the stand-in (None if there is none), and whether it is the
            pixmap asked for (False: a stand-in, to be drawn scaled to the card's size).
        """
        cache_key = self._cache_key(card, width, dpr, None)
        cached = self._cached(cache_key)
        if cached is not None:
            return cached, True
        self._ask(cache_key, urgent=True)
        if card is not None:
            self._render_ahead(cache_key[1], cache_key[2])
        key = cache_key[0]
        for (other, _w, _d), pm in reversed(self._cache.items()):
            # the same back, or the same face (in the language before, if need be)
            if other == key or (card is not None and not _back_key(other)
                                and _card_of(other) == card):
                return pm, False
        return None, False

    def _cache_key(self, card: int | None, width: int, dpr: float, back: str | None,
                   ranks: tuple[str, ...] | None = None) -> CacheKey:
        if card is not None and not 0 <= card < 32:
            raise ValueError(f"no such card: {card}")
        key: object = ((card, ranks or card_ranks()) if card is not None
                       else ("back", self._back_name(back)))
        return key, max(1, int(width)), round(max(float(dpr), 0.1), 3)

    def _cached(self, cache_key: CacheKey) -> QPixmap | None:
        cached = self._cache.get(cache_key)
        if cached is not None:
            self._cache.move_to_end(cache_key)
        return cached

    def _keep(self, cache_key: CacheKey, pm: QPixmap) -> None:
        self._cache[cache_key] = pm
        if len(self._cache) > _CACHE_SIZE:
            self._cache.popitem(last=False)

    def _ask(self, cache_key: CacheKey, urgent: bool) -> None:
        """Have ``cache_key`` rendered between frames."""
        self.faces.ask(cache_key, urgent)

    def _render_key(self, job: Hashable) -> None:
        """Render and keep a job of :meth:`_ask` (unless it was made meanwhile)."""
        cache_key = cast(CacheKey, job)
        if cache_key in self._cache:
            return
        key, width, dpr = cache_key
        register_fonts()
        pm = QPixmap.fromImage(self._render_image(_card_of(key), key, width, dpr))
        pm.setDevicePixelRatio(dpr)
        self._keep(cache_key, pm)

    def _render_ahead(self, width: int, dpr: float) -> None:
        """Render the other faces and the back of this size ahead, between frames, so
        that no frame has to render them (the end of a deal shows every hand). Only
        sizes a face was drawn at, and only the last few of them, are prepared: the
        smaller backs of the other hands never show a face, and a window being resized
        does not render every size it passes."""
        if (width, dpr) in self._ahead_sizes:
            return
        self._ahead_sizes.append((width, dpr))
        if len(self._ahead_sizes) > _AHEAD_SIZES:
            self._ahead_sizes.pop(0)
            sizes = set(self._ahead_sizes)
            self.faces.drop(lambda job: cast(CacheKey, job)[1:] in sizes)
        ranks = card_ranks()
        for card in (*range(32), None):
            cache_key = self._cache_key(card, width, dpr, None, ranks)
            if cache_key not in self._cache:
                self._ask(cache_key, urgent=False)

    def clear_cache(self) -> None:
        """Forget every cached pixmap (e.g. after the screen changed)."""
        self.faces.clear()
        self._cache.clear()
        self._ahead_sizes.clear()

    def _back_name(self, back: str | None) -> str:
        if back is None:
            return self.back
        if back == DECK_BACK and self._has_element("back"):
            return DECK_BACK
        return back if back in BACKS else BACKS[0]

    def _render_image(self, card: int | None, key: object, width: int, dpr: float
                      ) -> QImage:
        """The image of a face or back."""
        height = round(width * CARD_RATIO)
        image = QImage(max(1, round(width * dpr)), max(1, round(height * dpr)),
                       QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        target = QRectF(0, 0, image.width(), image.height())
        painter = QPainter(image)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing
                               | QPainter.RenderHint.SmoothPixmapTransform
                               | QPainter.RenderHint.TextAntialiasing)
        try:
            if card is None:
                name = _back_key(key)
                if name == DECK_BACK and self._has_element("back"):
                    self._render_element(painter, "back", target)
                else:
                    _render_svg(painter, back_svg(name if name in BACKS else BACKS[0]),
                                target)
            elif self._has_element(self._element_id(card)):
                self._render_element(painter, self._element_id(card), target)
            else:
                ranks = key[1] if isinstance(key, tuple) and key[0] == card else None
                _render_svg(painter, card_svg(card, self.pack, ranks), target)
        finally:
            painter.end()
        return image

    # -- external decks -----------------------------------------------------------------
    def _element_id(self, card: int | None) -> str:
        if card is None:
            return "back"
        suit, rank = divmod(card, 8)
        if self.info.source == "aisleriot":
            return f"{_EXT_SUITS[suit]}_{_EXT_RANKS[rank]}"
        return f"{_EXT_RANKS[rank]}_{_EXT_SUITS[suit]}"

    def _deck(self) -> QSvgRenderer | None:
        """The external deck's renderer, loaded on first use (None if unreadable)."""
        if not self._loaded:
            self._loaded = True
            path = self.info.path
            try:
                data = _svg_bytes(path) if path is not None else b""
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

    def _has_element(self, element: str) -> bool:
        if self.info.path is None:
            return False
        deck = self._deck()
        return deck is not None and deck.elementExists(element)

    def _render_element(self, painter: QPainter, element: str, target: QRectF) -> None:
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


def _card_of(key: object) -> int | None:
    """The card of a cache key's first part ``(card, ranks)``; None for a back."""
    return None if _back_key(key) else cast(tuple[int, object], key)[0]


def _back_key(key: object) -> str:
    """The back name in a cache key ``("back", name)``, or ``""`` for a face."""
    if isinstance(key, tuple) and len(key) == 2 and key[0] == "back":
        return str(key[1])
    return ""


def card_ranks() -> tuple[str, ...]:
    """The French pack's corner indices, 7 to ace, in the player's language (the letters the
    game's texts use: German and Hungarian B D K A, Russian В Д К Т, others J Q K A)."""
    return french_ranks()


def _render_svg(painter: QPainter, svg: str, target: QRectF) -> None:
    """Render SVG text into ``target``."""
    renderer = QSvgRenderer(QByteArray(svg.encode("utf-8")))
    renderer.render(painter, target)
