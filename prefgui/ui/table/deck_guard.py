"""What an SVG card deck would cost to draw, counted before Qt is given it.

A deck of 3.5 KB can ask for 10⁸ drawn shapes: 8 levels of 10 ``<use>`` references, each
drawing the level below. Qt's SVG renderer expands them while loading the file, so the
window froze for ever merely by looking at such a deck. :func:`check_svg` reads the SVG
once (the standard library's expat parser, linear in the file) and counts every element as
often as it would be drawn: an element referred to by ``<use>``, ``href`` or ``url(#…)``
(fill, stroke, filter, mask, clip-path, marker) counts its whole content once per
reference. A pattern, filter or mask counts :data:`RASTER_WEIGHT` elements besides its
content, as each is drawn into an image of its own. Beyond :data:`SVG_EXPANDED` the deck is
refused, as it is when an element refers to itself or to another file, or the SVG cannot
be read. The count is computed once per element (memoised over the references), so the
check is linear in the file whatever it holds.

The bound is a bound on the work of every later render of the deck: a deck that passes is
drawn in bounded time on the window's thread.
"""

from __future__ import annotations

import re
from xml.parsers import expat

from prefgui.session.files import FileRefusedError, quote

__all__ = ["RASTER_WEIGHT", "SVG_EXPANDED", "check_svg"]

SVG_EXPANDED = 1_000_000
"""Elements a deck may draw once every reference is expanded (large decks: about 100,000)."""
RASTER_WEIGHT = 1_000
"""What one drawn pattern, filter or mask counts, besides its content."""

STYLE_FREE = 64
"""A paint a style sheet may name for every element without being counted for each."""

ENTITY_LENGTH = 256
"""Characters of an entity a deck declares (editors declare namespace names of about 40)."""
ENTITY_REFERENCES = 10_000
"""References to declared entities in a deck: with :data:`ENTITY_LENGTH`, at most 2.5 MB of
expanded text, whatever the entities hold (a 1 KB file of nested entities asks for 10⁸
elements, and the parser gets through millions before its own guard stops it)."""

_ENTITY_REFERENCE = re.compile(
    rb"&(?!(?:amp|lt|gt|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);)[A-Za-z_:][-\w.:]*;")
_RASTERS = frozenset({"pattern", "filter", "mask"})
_URL = re.compile(r"""url\(\s*['"]?#([^)'"\s]+)""")


class _Deck:
    """The elements of one SVG: children, references, weights and ids (built by expat)."""

    def __init__(self) -> None:
        self.children: list[list[int]] = []
        self.refs: list[list[str]] = []
        self.weight: list[int] = []
        self.ids: dict[str, int] = {}
        self.open: list[int] = []
        self.style_refs: list[str] = []

    def start(self, name: str, attrs: dict[str, str]) -> None:
        local = name.rsplit(":", 1)[-1]
        i = len(self.weight)
        self.weight.append(RASTER_WEIGHT if local in _RASTERS else 1)
        self.children.append([])
        refs: list[str] = []
        self.refs.append(refs)
        if self.open:
            self.children[self.open[-1]].append(i)
        self.open.append(i)
        for key, value in attrs.items():
            if key == "id":
                self.ids.setdefault(value, i)
            elif key == "href" or key.endswith(":href"):
                target = value.strip()
                if target.startswith("#"):
                    refs.append(target[1:])
                elif not target.startswith("data:"):
                    raise FileRefusedError(f"its <{local[:20]}> refers to another file "
                                           f"({quote(target, 40)})")
            if "url(" in value:
                refs.extend(_URL.findall(value))


def check_svg(data: bytes, limit: int = SVG_EXPANDED) -> int:
    """The number of elements drawing the whole SVG would draw (see the module docstring).

    Raises:
        FileRefusedError: more than ``limit``, an element that refers to itself (directly
            or not) or to another file, or text that is not well-formed XML.
    """
    deck = _Deck()
    styles: list[int] = []

    def start(name: str, attrs: dict[str, str]) -> None:
        deck.start(name, attrs)
        if name.rsplit(":", 1)[-1] == "style":
            styles.append(deck.open[-1])

    def end(_name: str) -> None:
        i = deck.open.pop()
        if styles and styles[-1] == i:
            styles.pop()

    def text(data: str) -> None:
        if styles and "url(" in data:
            deck.style_refs.extend(_URL.findall(data))

    if b"<!ENTITY" in data:
        references = len(_ENTITY_REFERENCE.findall(data))
        if references > ENTITY_REFERENCES:
            raise FileRefusedError(f"too complex to draw ({references} entity references; "
                                   f"at most {ENTITY_REFERENCES})")

    def entity(name: str, _param: bool, value: str | None, *_rest: object) -> None:
        if value is not None and (len(value) > ENTITY_LENGTH or "&" in value
                                  or "<" in value):
            raise FileRefusedError(f"its entity {quote(name, 40)} holds markup, other "
                                   f"entities or more than {ENTITY_LENGTH} characters")

    parser = expat.ParserCreate()
    parser.buffer_text = True  # a style sheet in one piece
    parser.EntityDeclHandler = entity
    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.CharacterDataHandler = text
    parser.SetParamEntityParsing(expat.XML_PARAM_ENTITY_PARSING_NEVER)
    try:
        parser.Parse(data, True)
    except expat.ExpatError as exc:
        raise FileRefusedError(f"not well-formed SVG ({expat.ErrorString(exc.code)}, line "
                               f"{exc.lineno})") from None
    if not deck.weight:
        raise FileRefusedError("no SVG element in the file")
    cost: dict[int, int] = {}
    total = _expanded(deck, 0, limit, cost)
    # A style sheet's url(#…) may apply to every element. A paint that costs next to
    # nothing (a gradient and its stops) is not counted; anything more is counted for
    # every element of the file.
    for ref in dict.fromkeys(deck.style_refs):
        target = deck.ids.get(ref)
        if target is not None and _expanded(deck, target, limit, cost) > STYLE_FREE:
            total += len(deck.weight) * cost[target]
    if total > limit:
        raise FileRefusedError(f"too complex to draw (more than {limit} elements once its "
                               "references are expanded)")
    return total


def _expanded(deck: _Deck, root: int, limit: int, cost: dict[int, int]) -> int:
    """The drawn elements below ``root``, each reference expanded; at most ``limit + 1``
    (the count stops there). Iterative, each element computed once (``cost`` keeps them)."""
    visiting: set[int] = set()
    stack: list[tuple[int, bool]] = [(root, False)]
    while stack:
        i, done = stack.pop()
        if done:
            total = deck.weight[i]
            for j in _deps(deck, i):
                total = min(limit + 1, total + cost[j])
            cost[i] = total
            visiting.discard(i)
            continue
        if i in cost:
            continue
        visiting.add(i)
        stack.append((i, True))
        for j in _deps(deck, i):
            if j in visiting:
                raise FileRefusedError("an element of the deck refers to itself")
            if j not in cost:
                stack.append((j, False))
    return cost[root]


def _deps(deck: _Deck, i: int) -> list[int]:
    found = [deck.ids[r] for r in deck.refs[i] if r in deck.ids]
    return deck.children[i] + found
