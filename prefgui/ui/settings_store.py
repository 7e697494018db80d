"""QSettings behind a typed wrapper: the player's preferences as one ``AppSettings`` value.

Everything read back is validated: a missing, damaged or impossible value falls back to
the default and the problem is reported (never a crash), and the rules are checked by the
engine before they are used.
"""

from __future__ import annotations

import json

from PySide6.QtCore import QSettings

from prefgui.engine.errors import PrefError
from prefgui.session.match import TableSettings
from prefgui.session.settings import LANGUAGES, PACKS, SPEEDS, AppSettings

KEY = "settings/v1"


def load_settings(qs: QSettings | None = None) -> tuple[AppSettings, str]:
    """The stored preferences, and a message if something had to be reset ('' if not)."""
    qs = qs or QSettings()
    raw = qs.value(KEY, "", type=str)
    if not raw:
        return AppSettings(), ""
    try:
        obj = json.loads(str(raw))
        table = TableSettings.from_json(obj["table"])
        table.rules()  # the engine validates variant and options
        if len(table.names) != table.players or len(table.levels) != table.players:
            raise ValueError("names and levels do not match the players")
        s = AppSettings(table=table, pack=_one(obj, "pack", PACKS, "french"),
                        theme=str(obj.get("theme", "prefgui-french")),
                        back=str(obj.get("back", "red")),
                        speed=_one(obj, "speed", SPEEDS, "normal"),
                        language=_one(obj, "language", LANGUAGES, "system"),
                        unit=str(obj.get("unit", "1")))
        return s, ""
    except (ValueError, KeyError, TypeError, AttributeError, PrefError) as e:
        qs.setValue(KEY + ".damaged", str(raw))
        return AppSettings(), (f"The saved settings could not be read ({e}); the defaults are "
                               f"used and the old settings were kept aside.")


def _one(obj: dict[str, object], key: str, allowed: tuple[str, ...], default: str) -> str:
    v = obj.get(key, default)
    return v if isinstance(v, str) and v in allowed else default


def is_first_start(qs: QSettings | None = None) -> bool:
    """No preferences have been saved yet: the game starts for the first time."""
    return not (qs or QSettings()).contains(KEY)


def save_settings(s: AppSettings, qs: QSettings | None = None) -> None:
    qs = qs or QSettings()
    obj = {"table": s.table.to_json(), "pack": s.pack, "theme": s.theme, "back": s.back,
           "speed": s.speed, "language": s.language, "unit": s.unit}
    qs.setValue(KEY, json.dumps(obj, ensure_ascii=False))
    qs.sync()
