"""QSettings behind a typed wrapper: the player's preferences as one ``AppSettings`` value.

Everything read back is validated against the schema the writer uses
(``prefgui.session.settings.SETTINGS``): a damaged or impossible value falls back to the
defaults and the problem is reported (never a crash), and the rules are checked by the
engine before they are used.
"""

from __future__ import annotations

import contextlib
import json

from PySide6.QtCore import QSettings

from prefgui.session.settings import AppSettings, settings_from_text, settings_to_json
from prefgui.ui.system.paths import open_settings
from prefgui.ui.words.file_messages import settings_reset_text

KEY = "settings/v1"


def load_settings(qs: QSettings | None = None) -> tuple[AppSettings, str]:
    """The stored preferences, and a message if something had to be reset ('' if not).

    Whatever the stored value holds (any text, nesting, numbers, invalid characters), a
    value that cannot be used gives the defaults and a message; the value is kept aside
    under ``settings/v1.damaged``.
    """
    qs = qs or open_settings()
    try:
        raw = qs.value(KEY, "", type=str)
    except Exception as e:  # noqa: BLE001 - a value Qt cannot convert
        return AppSettings(), settings_reset_text(f"{type(e).__name__}")
    if not raw:
        return AppSettings(), ""
    try:
        return settings_from_text(str(raw)), ""
    except Exception as e:  # noqa: BLE001 - whatever is stored, the game starts
        detail = getattr(e, "message", None) or str(e) or type(e).__name__
        with contextlib.suppress(Exception):
            qs.setValue(KEY + ".damaged", str(raw))
            qs.remove(KEY)
        return AppSettings(), settings_reset_text(detail)


def is_first_start(qs: QSettings | None = None) -> bool:
    """No preferences have been saved yet: the game starts for the first time."""
    return not (qs or QSettings()).contains(KEY)


def save_settings(s: AppSettings, qs: QSettings | None = None) -> None:
    qs = qs or open_settings()
    qs.setValue(KEY, json.dumps(settings_to_json(s), ensure_ascii=False))
    qs.sync()
