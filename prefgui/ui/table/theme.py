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
own art instead, so a theme never fails to produce a pixmap. An external deck is read and
drawn by :class:`~prefgui.ui.table.external_deck.ExternalDeck`; the table's cards are
rendered between frames by :class:`~prefgui.ui.table.face_queue.FaceQueue`, the rest of the
pack at their size ahead.
"""

from __future__ import annotations

import configparser
import logging
from collections import OrderedDict
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import cast

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QFontDatabase, QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from prefgui.session.files import FileRefusedError, is_regular_file, read_bytes
from prefgui.ui.system.paths import resource_path, shared_data_dirs
from prefgui.ui.table.card_art import BACKS, CARD_RATIO, PACKS, back_svg, card_svg
from prefgui.ui.table.external_deck import ExternalDeck
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
DESKTOP_LIMIT = 64 * 1024  # bytes of an index.desktop


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
        self.deck = ExternalDeck(info.path, info.source)  # drawing nothing for our own art
        self._cache: OrderedDict[tuple[object, int, float], QPixmap] = OrderedDict()
        self._default_back = back
        self._faces: FaceQueue | None = None  # made when a table first asks for it

    @property
    def faces(self) -> FaceQueue:
        """The table's faces rendered between frames, and the pack ahead at their sizes."""
        self._faces = self._faces or FaceQueue(self._render_key, partial(
            _svg_made_ahead, self.deck, self.pack))
        return self._faces

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
        return self.deck.refused

    def backs(self) -> list[str]:
        """The back names this theme can draw, the deck's own first."""
        own = [DECK_BACK] if self.deck.has("back") else []
        return own + list(BACKS)

    @property
    def back(self) -> str:
        """The back drawn when :meth:`pixmap` is not told which."""
        wanted = self._default_back
        if wanted in BACKS:
            return wanted
        if wanted in (None, DECK_BACK) and self.deck.has("back"):
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
        cached = self._cache.get(cache_key)
        if cached is not None:
            self._cache.move_to_end(cache_key)
            return cached
        self._render_key(cache_key)
        return self._cache[cache_key]

    def ready_pixmap(self, card: int | None, width: int, dpr: float = 1.0
                     ) -> tuple[QPixmap | None, bool]:
        """The pixmap of :meth:`pixmap` if it is rendered, and True; else it is rendered
        soon, between frames (:attr:`faces` says when), the rest of the pack at that size
        after it, and the same card at another size (None: none) stands in, and False."""
        cache_key = key, width, dpr = self._cache_key(card, width, dpr, None)
        cached = self._cache.get(cache_key)
        if cached is not None:
            self._cache.move_to_end(cache_key)
            return cached, True
        self.faces.ask(cache_key, urgent=True)
        if card is not None:  # the other faces and the back of this size, ahead
            ranks = key[1]  # type: ignore[index]
            self.faces.ahead((width, dpr), lambda: [k for k in (self._cache_key(
                c, width, dpr, None, ranks) for c in (*range(32), None)) if k not in self._cache])
        return _stand_in(self._cache, key, card), False

    def _cache_key(self, card: int | None, width: int, dpr: float, back: str | None,
                   ranks: tuple[str, ...] | None = None) -> tuple[object, int, float]:
        if card is not None and not 0 <= card < 32:
            raise ValueError(f"no such card: {card}")
        key: object = ((card, ranks or card_ranks()) if card is not None
                       else ("back", self._back_name(back)))
        return key, max(1, int(width)), round(max(float(dpr), 0.1), 3)

    def _render_key(self, job: Hashable) -> None:
        """Render and keep ``job``, a cache key (unless it was made meanwhile)."""
        cache_key = cast(tuple[object, int, float], job)
        if cache_key in self._cache:
            return
        key, width, dpr = cache_key
        card = None if _back_key(key) else cast(tuple[int, object], key)[0]
        self._cache[cache_key] = _render(self.deck, self.pack, card, key, width, dpr)
        if len(self._cache) > _CACHE_SIZE:
            self._cache.popitem(last=False)

    def clear_cache(self) -> None:
        """Forget every cached pixmap (e.g. after the screen changed)."""
        self._cache.clear()
        if self._faces is not None:
            self._faces.clear()

    def _back_name(self, back: str | None) -> str:
        if back is None:
            return self.back
        if back == DECK_BACK and self.deck.has("back"):
            return DECK_BACK
        return back if back in BACKS else BACKS[0]


def _render(deck: ExternalDeck, pack: str, card: int | None, key: object, width: int,
            dpr: float) -> QPixmap:
    """The pixmap of ``card`` (None: the back of ``key``) at ``width`` and ``dpr``: the
    external deck's element where it has one, else our own art (its ranks from ``key``)."""
    register_fonts()
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
            if name == DECK_BACK and deck.has("back"):
                deck.render(painter, "back", target)
            else:
                _render_svg(painter, _own_svg(pack, None, key), target)
        elif deck.has(deck.element_id(card)):
            deck.render(painter, deck.element_id(card), target)
        else:
            _render_svg(painter, _own_svg(pack, card, key), target)
    finally:
        painter.end()
    pm = QPixmap.fromImage(image)
    pm.setDevicePixelRatio(dpr)
    return pm


_SVG: dict[tuple[object, str], bytes] = {}  # our art's documents by card key and pack


def _own_svg(pack: str, card: int | None, key: object) -> bytes:
    """Our art's SVG document of ``card`` (None: the back named in ``key``), made once: a
    card rendered at another size needs only its rasterising."""
    svg = _SVG.get((key, pack))
    if svg is None:
        if card is None:
            name = _back_key(key)
            text = back_svg(name if name in BACKS else BACKS[0])
        else:
            ranks = key[1] if isinstance(key, tuple) and key[0] == card else None
            text = card_svg(card, pack, ranks)
        svg = _SVG[(key, pack)] = text.encode("utf-8")
    return svg


def _svg_made_ahead(deck: ExternalDeck, pack: str, job: Hashable) -> bool:
    """The face queue's first step for ``job`` (a cache key): the SVG document of our art
    made, if the card is drawn with it and it is not made yet (True); the image is rendered
    at the next step, so that one step never does both."""
    key = cast(tuple[object, int, float], job)[0]
    name = _back_key(key)
    card = None if name else cast(tuple[int, object], key)[0]
    if (key, pack) in _SVG or (deck.has("back") if card is None and name == DECK_BACK
                               else card is not None and deck.has(deck.element_id(card))):
        return False
    _own_svg(pack, card, key)
    return True


def _stand_in(cache: OrderedDict[tuple[object, int, float], QPixmap], key: object,
              card: int | None) -> QPixmap | None:
    """The latest pixmap of the same back, or of the same face (in the language before, if
    need be), at another size; None if there is none."""
    for (other, _w, _d), pm in reversed(cache.items()):
        if other == key or (card is not None and not _back_key(other)
                            and cast(tuple[int, object], other)[0] == card):
            return pm
    return None


def _back_key(key: object) -> str:
    """The back name in a cache key ``("back", name)``, or ``""`` for a face."""
    if isinstance(key, tuple) and len(key) == 2 and key[0] == "back":
        return str(key[1])
    return ""


def card_ranks() -> tuple[str, ...]:
    """The French pack's corner indices, 7 to ace, in the player's language (the letters the
    game's texts use: German and Hungarian B D K A, Russian В Д К Т, others J Q K A)."""
    return french_ranks()


def _render_svg(painter: QPainter, svg: bytes, target: QRectF) -> None:
    """Render an SVG document into ``target``."""
    renderer = QSvgRenderer(QByteArray(svg))
    renderer.render(painter, target)
