"""The player's preferences as one immutable value (stored by the UI through QSettings),
and their stored form: one schema (:data:`SETTINGS`) for writing and for reading back."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from prefgui.session.files import loads
from prefgui.session.formats import TABLE
from prefgui.session.match import TableSettings
from prefgui.session.schema import Bool, Int, Obj, Str

SPEEDS = ("slow", "normal", "fast", "off")
PACKS = ("french", "german")
TRICK_PAUSE_MS = (0, 10_000)
"""The shortest and longest pause (ms) a complete trick may stay on the table."""
DRILL_GOAL = (1, 200)
"""The smallest and largest daily goal of new drills."""
COACH_MODES = ("off", "notes", "warn")
"""The coach at the table: silent, notes after the trick, or a warning before the card."""
WHIST_PRICE = re.compile(r"^(?:0|[1-9][0-9]{0,5})(?:\.[0-9]{1,4})?$")
"""A price per whist as stored: a plain decimal number, at most 999999.9999 (``0.1``)."""
BULA_SIZES = (0, 30, 50, 60, 80, 100, 150, 200)
"""The bule a Balkan or Hungarian game may be played to (each player's start); 0: no end."""
LANGUAGE_CODE = re.compile(r"^[a-z]{2,3}(?:_[A-Z][a-z]{3})?(?:_[A-Z]{2})?$")


def is_language_code(code: str) -> bool:
    """A code of the form ``de``, ``sr_Latn`` or ``de_AT`` (what settings may store).

    Any well-formed code is kept, even one whose translation is not installed: the
    translators then fall back to English, and the setting survives a downgrade.
    """
    return bool(LANGUAGE_CODE.match(code))


def is_whist_price(text: str) -> bool:
    """Whether ``text`` is a price per whist as stored: empty (no money shown) or a plain
    decimal number such as ``0.1`` or ``5`` (a point, never a comma; no sign)."""
    return text == "" or bool(WHIST_PRICE.match(text))


def whist_price_value(text: str) -> Fraction | None:
    """The stored price per whist as an exact number, or None when none is set (empty or
    zero): the settlement is then shown in whists only."""
    if not text or not is_whist_price(text):
        return None
    value = Fraction(text)
    return value if value > 0 else None


def _language_ok(value: str) -> bool:
    return value == "system" or is_language_code(value)


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
        trick_pause: how long (ms, at normal speed) a complete trick stays on the table
            before it is swept to its winner; a click on the table sweeps it at once.
        coach: the coach at the table (:data:`COACH_MODES`): ``off``, ``notes`` after the
            trick, or ``warn`` before a card that breaks a defenders' convention (the
            default). Separate from the rule option ``conventions_status``.
        partner_notes: while the coach is on, a note reads the partner's lead under C2 or
            C3 (what it tells about his hand).
        drill_goal: how many new drills a day the coach offers (:data:`DRILL_GOAL`); due
            drills come on top.
        whist_price: what one whist is worth in money in the Russian game, as a plain
            decimal number (``0.1``), or empty: the end of a pulka then settles in whists
            only (:func:`whist_price_value`).
        bula: the bula a Balkan or Hungarian game is played to on the paper sheet (each
            player's start, RULES §4.11; :data:`BULA_SIZES`); 0: the bule start at zero
            and the game has no end.
    """

    table: TableSettings = field(default_factory=TableSettings)
    pack: str = "french"
    theme: str = "prefgui-french"
    back: str = "red"
    speed: str = "normal"
    language: str = "system"
    unit: str = "1"
    trick_pause: int = 1500
    coach: str = "warn"
    partner_notes: bool = True
    drill_goal: int = 10
    whist_price: str = ""
    bula: int = 100


SETTINGS = Obj(
    required={"table": TABLE},
    optional={"pack": Str(choices=PACKS), "theme": Str(300), "back": Str(60),
              "speed": Str(choices=SPEEDS), "language": Str(20, test=_language_ok),
              "unit": Str(200), "trick_pause": Int(*TRICK_PAUSE_MS),
              "coach": Str(choices=COACH_MODES), "partner_notes": Bool(),
              "drill_goal": Int(*DRILL_GOAL),
              "whist_price": Str(12, test=is_whist_price),
              "bula": Int(0, max(BULA_SIZES))},
)
"""The stored preferences (``settings_to_json``); fields added later are optional."""


def settings_to_json(s: AppSettings) -> dict[str, Any]:
    """The stored form of the preferences, checked against :data:`SETTINGS`."""
    obj = {"table": s.table.to_json(), "pack": s.pack, "theme": s.theme, "back": s.back,
           "speed": s.speed, "language": s.language, "unit": s.unit,
           "trick_pause": s.trick_pause, "coach": s.coach,
           "partner_notes": s.partner_notes, "drill_goal": s.drill_goal,
           "whist_price": s.whist_price, "bula": s.bula}
    SETTINGS.check(obj)
    return obj


def settings_from_text(text: str) -> AppSettings:
    """The preferences from their stored text.

    Raises:
        ValueError: the text is not JSON within bounds, does not fit :data:`SETTINGS`, or
            its rules are not valid (``PrefError`` is a ``ValueError`` too).
    """
    obj = loads(text)
    SETTINGS.check(obj)
    table = TableSettings.from_json(obj["table"])
    table.rules()  # the engine validates variant, players and options (Russian ones too)
    d = AppSettings()
    return AppSettings(table=table, pack=obj.get("pack", d.pack), theme=obj.get("theme", d.theme),
                       back=obj.get("back", d.back), speed=obj.get("speed", d.speed),
                       language=obj.get("language", d.language), unit=obj.get("unit", d.unit),
                       trick_pause=obj.get("trick_pause", d.trick_pause),
                       coach=obj.get("coach", d.coach),
                       partner_notes=obj.get("partner_notes", d.partner_notes),
                       drill_goal=obj.get("drill_goal", d.drill_goal),
                       whist_price=obj.get("whist_price", d.whist_price),
                       bula=obj.get("bula", d.bula))
