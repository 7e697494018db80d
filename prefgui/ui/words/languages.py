"""The languages the game can be played in: every translation shipped, each in its own name.

The list is read from the translation files present (``prefgui_<code>.ts`` sources and
``prefgui_<code>.qm`` compiled files), so a new language appears in Settings as soon as its
file is added; nothing here names the languages one by one, apart from the few whose own
name Qt's locale data does not give as a player would look for it.
"""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from prefgui.ui.system.paths import translations_dir

FILE = re.compile(r"^prefgui_([a-z]{2,3}(?:_[A-Z][a-z]{3})?(?:_[A-Z]{2})?)\.(?:ts|qm)$")

# Own names that Qt's locale data gives differently: English as a whole (Qt: "American
# English"), and Serbian in Latin script (Qt names the language, not the script).
OWN_NAMES = {"en": "English", "sr_Latn": "Srpski (latinica)"}


def own_name(code: str) -> str:
    """The language's name in that language, capitalised as a list item: 'Čeština'."""
    if code in OWN_NAMES:
        return OWN_NAMES[code]
    name = QLocale(code).nativeLanguageName() or code
    return name[:1].upper() + name[1:]


def language_codes(folder: Path | None = None) -> list[str]:
    """The codes of the translations present (English, the source language, not included)."""
    folder = folder if folder is not None else translations_dir()
    try:
        names = [p.name for p in folder.iterdir()]
    except OSError:
        return []
    return sorted({m.group(1) for m in map(FILE.match, names) if m})


def _sort_key(name: str) -> tuple[bool, str]:
    plain = "".join(c for c in unicodedata.normalize("NFD", name) if not unicodedata.combining(c))
    return (not plain.isascii(), plain.casefold())  # Latin script first, then Cyrillic


def available_languages(folder: Path | None = None) -> list[tuple[str, str]]:
    """(code, own name) of English and of every translation present, English first."""
    others = [(code, own_name(code)) for code in language_codes(folder) if code != "en"]
    return [("en", own_name("en"))] + sorted(others, key=lambda item: _sort_key(item[1]))


_installed: list[QTranslator] = []
"""The translators ``install_translators`` installed last (removed by the next call)."""


def install_translators(app: QCoreApplication, language: str | None = None) -> list[QTranslator]:
    """Switch the application to a language: prefgui's and Qt's own (qtbase) translations.

    The translators installed by the previous call are removed first, so every switch takes
    effect at once in any order (German → Czech → English …); each install or removal sends
    ``QEvent.LanguageChange`` to every widget, whose ``retranslate_ui`` then runs.

    Args:
        app: the application.
        language: a language code (``"de"``, ``"cs_CZ"`` …); None for the system's.

    Returns:
        The translators now installed.
    """
    for old in _installed:
        app.removeTranslator(old)
        old.deleteLater()
    _installed.clear()
    locale = QLocale(language) if language else QLocale.system()
    QLocale.setDefault(locale)
    folders = (("prefgui", str(translations_dir())),
               ("qtbase", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)))
    for name, folder in folders:  # English, the source language, has no prefgui_en.qm
        translator = QTranslator(app)
        if translator.load(locale, name, "_", folder) and app.installTranslator(translator):
            _installed.append(translator)
    return list(_installed)
