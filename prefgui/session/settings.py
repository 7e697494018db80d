"""The player's preferences as one immutable value (stored by the UI through QSettings)."""

from __future__ import annotations

from dataclasses import dataclass, field

from prefgui.session.match import TableSettings

SPEEDS = ("slow", "normal", "fast", "off")
PACKS = ("french", "german")


@dataclass(frozen=True)
class AppSettings:
    """Everything the settings dialog edits.

    Attributes:
        table: the rules, players and stakes of the next deal or session.
        pack: ``french`` or ``german`` suits.
        theme: a card theme name (ours, or an installed free deck).
        back: the card back of our themes.
        speed: animation speed.
        language: ``system`` or a language code (``de``, ``sr_Latn``: a translation file's
            ``prefgui_<code>``).
        unit: what one unit is worth, as the players agree (shown, not used in scoring).
    """

    table: TableSettings = field(default_factory=TableSettings)
    pack: str = "french"
    theme: str = "prefgui-french"
    back: str = "red"
    speed: str = "normal"
    language: str = "system"
    unit: str = "1"
