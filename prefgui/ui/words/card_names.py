"""The cards of the German and Hungarian packs by name, one message each ("Ober of Bells").

A card's name is one message, not a pattern, so that each language can say it as its players
do: the suit as an adjective agreeing with the rank in Czech and Slovak ("kulový svršek",
"guľový horník", "kulová sedma"), a compound in German ("Schellen-Ober"), suit first in
Hungarian and the South Slavic languages ("Makk felső", "Bundeva iber"). The French pack's
cards are written with their corner index and suit symbol (``texts.french_rank``).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

CONTEXT = "Cards"

GERMAN: tuple[object, ...] = (  # each a str (QT_TRANSLATE_NOOP is typed object)
    QT_TRANSLATE_NOOP("Cards", "VII of Leaves"),
    QT_TRANSLATE_NOOP("Cards", "VIII of Leaves"),
    QT_TRANSLATE_NOOP("Cards", "IX of Leaves"),
    QT_TRANSLATE_NOOP("Cards", "X of Leaves"),
    QT_TRANSLATE_NOOP("Cards", "Unter of Leaves"),
    QT_TRANSLATE_NOOP("Cards", "Ober of Leaves"),
    QT_TRANSLATE_NOOP("Cards", "King of Leaves"),
    QT_TRANSLATE_NOOP("Cards", "Ace of Leaves"),
    QT_TRANSLATE_NOOP("Cards", "VII of Acorns"),
    QT_TRANSLATE_NOOP("Cards", "VIII of Acorns"),
    QT_TRANSLATE_NOOP("Cards", "IX of Acorns"),
    QT_TRANSLATE_NOOP("Cards", "X of Acorns"),
    QT_TRANSLATE_NOOP("Cards", "Unter of Acorns"),
    QT_TRANSLATE_NOOP("Cards", "Ober of Acorns"),
    QT_TRANSLATE_NOOP("Cards", "King of Acorns"),
    QT_TRANSLATE_NOOP("Cards", "Ace of Acorns"),
    QT_TRANSLATE_NOOP("Cards", "VII of Bells"),
    QT_TRANSLATE_NOOP("Cards", "VIII of Bells"),
    QT_TRANSLATE_NOOP("Cards", "IX of Bells"),
    QT_TRANSLATE_NOOP("Cards", "X of Bells"),
    QT_TRANSLATE_NOOP("Cards", "Unter of Bells"),
    QT_TRANSLATE_NOOP("Cards", "Ober of Bells"),
    QT_TRANSLATE_NOOP("Cards", "King of Bells"),
    QT_TRANSLATE_NOOP("Cards", "Ace of Bells"),
    QT_TRANSLATE_NOOP("Cards", "VII of Hearts"),
    QT_TRANSLATE_NOOP("Cards", "VIII of Hearts"),
    QT_TRANSLATE_NOOP("Cards", "IX of Hearts"),
    QT_TRANSLATE_NOOP("Cards", "X of Hearts"),
    QT_TRANSLATE_NOOP("Cards", "Unter of Hearts"),
    QT_TRANSLATE_NOOP("Cards", "Ober of Hearts"),
    QT_TRANSLATE_NOOP("Cards", "King of Hearts"),
    QT_TRANSLATE_NOOP("Cards", "Ace of Hearts"),
)
"""The german pack's 32 cards, ``suit * 8 + rank`` as in ``engine.cards``."""

HUNGARIAN: tuple[object, ...] = (  # each a str (QT_TRANSLATE_NOOP is typed object)
    QT_TRANSLATE_NOOP("Cards", "VII of Zöld"),
    QT_TRANSLATE_NOOP("Cards", "VIII of Zöld"),
    QT_TRANSLATE_NOOP("Cards", "IX of Zöld"),
    QT_TRANSLATE_NOOP("Cards", "X of Zöld"),
    QT_TRANSLATE_NOOP("Cards", "Unter of Zöld"),
    QT_TRANSLATE_NOOP("Cards", "Ober of Zöld"),
    QT_TRANSLATE_NOOP("Cards", "King of Zöld"),
    QT_TRANSLATE_NOOP("Cards", "Ace of Zöld"),
    QT_TRANSLATE_NOOP("Cards", "VII of Makk"),
    QT_TRANSLATE_NOOP("Cards", "VIII of Makk"),
    QT_TRANSLATE_NOOP("Cards", "IX of Makk"),
    QT_TRANSLATE_NOOP("Cards", "X of Makk"),
    QT_TRANSLATE_NOOP("Cards", "Unter of Makk"),
    QT_TRANSLATE_NOOP("Cards", "Ober of Makk"),
    QT_TRANSLATE_NOOP("Cards", "King of Makk"),
    QT_TRANSLATE_NOOP("Cards", "Ace of Makk"),
    QT_TRANSLATE_NOOP("Cards", "VII of Tök"),
    QT_TRANSLATE_NOOP("Cards", "VIII of Tök"),
    QT_TRANSLATE_NOOP("Cards", "IX of Tök"),
    QT_TRANSLATE_NOOP("Cards", "X of Tök"),
    QT_TRANSLATE_NOOP("Cards", "Unter of Tök"),
    QT_TRANSLATE_NOOP("Cards", "Ober of Tök"),
    QT_TRANSLATE_NOOP("Cards", "King of Tök"),
    QT_TRANSLATE_NOOP("Cards", "Ace of Tök"),
    QT_TRANSLATE_NOOP("Cards", "VII of Piros"),
    QT_TRANSLATE_NOOP("Cards", "VIII of Piros"),
    QT_TRANSLATE_NOOP("Cards", "IX of Piros"),
    QT_TRANSLATE_NOOP("Cards", "X of Piros"),
    QT_TRANSLATE_NOOP("Cards", "Unter of Piros"),
    QT_TRANSLATE_NOOP("Cards", "Ober of Piros"),
    QT_TRANSLATE_NOOP("Cards", "King of Piros"),
    QT_TRANSLATE_NOOP("Cards", "Ace of Piros"),
)
"""The hungarian pack's 32 cards, ``suit * 8 + rank`` as in ``engine.cards``."""


def card_name(card: int, pack: str) -> str:
    """A German- or Hungarian-pack card in the player's language ("Ober of Bells")."""
    names = HUNGARIAN if pack == "hungarian" else GERMAN
    return QCoreApplication.translate(CONTEXT, str(names[card]))
