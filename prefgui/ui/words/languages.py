"""The languages the game can be played in: every translation shipped, each in its own name.

The list is read from the translation files present (``prefgui_<code>.ts`` sources and
``prefgui_<code>.qm`` compiled files), so a new language appears in Settings as soon as its
file is added; nothing here names the languages one by one, apart from the few whose own
name Qt's locale data does not give as a player would look for it.

Which translation the system's locale gets is explicit (``translation_for``): Qt drops the
``@latin`` of ``sr_RS@latin`` and would look for a Cyrillic Serbian file, so the locale is read
here (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG`` as gettext reads them; Qt's list of UI
languages on Windows and macOS) and mapped to the translations shipped. Qt's own strings (the
standard buttons, ``qtbase_<language>.qm``) are loaded for every language that has them, and a
small catalogue of our own fills in for the languages Qt does not translate.
"""

from __future__ import annotations

import os
import re
import sys
import unicodedata
from collections.abc import Collection, Iterable
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


# Languages without a translation of their own, and the shipped one their speakers read best:
# Serbian in either script, Serbo-Croatian and Montenegrin get the Serbian (Latin, ekavian)
# translation; Bosnian (Latin, ijekavian) gets the Croatian one.
RELATED = {"sr": "sr_Latn", "sh": "sr_Latn", "cnr": "sr_Latn", "bs": "hr"}

# The script a language is written in when its locale names none (glibc's sr_RS is
# Cyrillic, sr_RS@latin Latin; Qt's data agrees).
DEFAULT_SCRIPT = {"sr": "Cyrl", "ru": "Cyrl"}
MODIFIER_SCRIPT = {"latin": "Latn", "cyrillic": "Cyrl"}

LOCALE = re.compile(r"^(?P<lang>[A-Za-z]{2,3})(?:[-_](?P<script>[A-Za-z]{4}))?"
                    r"(?:[-_](?P<territory>[A-Za-z]{2}|[0-9]{3}))?(?:[.][^@]*)?"
                    r"(?:@(?P<modifier>[A-Za-z0-9]+))?$")


def translation_for(locale_name: str, shipped: Collection[str]) -> str | None:
    """The shipped translation for a locale name; "en" for English; None for none.

    Args:
        locale_name: a POSIX locale (``sr_RS.UTF-8@latin``), a BCP 47 tag (``sr-Latn-RS``) or a
            Qt name (``sr_Latn``).
        shipped: the translation codes present (``language_codes()``).

    >>> translation_for("sr_RS.UTF-8@latin", ["de", "sr_Latn"])
    'sr_Latn'
    >>> translation_for("de_AT.UTF-8", ["de", "sr_Latn"])
    'de'
    """
    m = LOCALE.match(locale_name.strip())
    if m is None:
        return None
    lang = m["lang"].lower()
    if lang == "en":
        return "en"
    script = (m["script"] or "").title() or MODIFIER_SCRIPT.get((m["modifier"] or "").lower()) \
        or DEFAULT_SCRIPT.get(lang, "")
    territory = (m["territory"] or "").upper()
    candidates = [f"{lang}_{script}_{territory}", f"{lang}_{script}", f"{lang}_{territory}",
                  lang, RELATED.get(lang, "")]
    return next((c for c in candidates if c and "__" not in c and not c.endswith("_")
                 and c in shipped), None)


def system_languages() -> list[str]:
    """The player's languages from the system, most wanted first.

    On Linux and the other Unixes as gettext reads them: ``LANGUAGE`` (a colon-separated list)
    first unless the locale is C/POSIX, then the first of ``LC_ALL``, ``LC_MESSAGES``, ``LANG``
    that is set. On Windows and macOS, Qt's list of the user's UI languages.
    """
    if sys.platform in ("win32", "darwin"):
        return list(QLocale.system().uiLanguages())
    locale = next((os.environ[v] for v in ("LC_ALL", "LC_MESSAGES", "LANG") if os.environ.get(v)),
                  "")
    if locale in ("C", "POSIX") or locale.startswith(("C.", "POSIX.")):
        return []
    if not locale:  # no locale set: what Qt makes of the system's
        return list(QLocale.system().uiLanguages())
    return [x for x in os.environ.get("LANGUAGE", "").split(":") if x] + [locale]


def choose_translation(names: Iterable[str], shipped: Collection[str]) -> str:
    """The first of the player's languages that has a translation (else English): "de"."""
    for name in names:
        found = translation_for(name, shipped)
        if found is not None:
            return found
    return "en"


def translation_code(language: str | None = None) -> str:
    """The translation a language setting gets: ``language`` ("de", "cs_CZ" …) or, if
    None, the system's; "en" where no translation of it is shipped."""
    return choose_translation([language] if language else system_languages(),
                              language_codes())


def qt_catalogues(code: str) -> list[tuple[str, str]]:
    """(file name, folder) of Qt's own translations for a translation code, in load order.

    Qt's ``qtbase_<language>.qm`` where Qt has it, else its older one-file ``qt_<language>.qm``;
    then ours for what Qt leaves untranslated (``qtbase_sr_Latn.qm``: Qt has no Serbian).
    """
    lang = code.split("_")[0]
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    found: list[tuple[str, str]] = []
    for name in (f"qtbase_{lang}.qm", f"qt_{lang}.qm"):
        if (Path(qt_folder) / name).is_file():
            found.append((name, qt_folder))
            break
    ours = translations_dir() / f"qtbase_{code}.qm"
    if ours.is_file():
        found.append((ours.name, str(ours.parent)))
    return found


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
    code = translation_code(language)
    system = QLocale.system()
    locale = QLocale(language) if language else system
    if code != "en" and QLocale(code).language() == locale.language() \
            and QLocale(code).script() != locale.script():
        locale = QLocale(code)  # sr_RS@latin: Qt's locale is Cyrillic, the words are Latin
    QLocale.setDefault(locale)
    if code == "en":  # the source language: no file of ours, and Qt's strings are English
        return []
    files = [(f"prefgui_{code}.qm", str(translations_dir())), *qt_catalogues(code)]
    for name, folder in files:
        translator = QTranslator(app)
        if translator.load(name, folder) and app.installTranslator(translator):
            _installed.append(translator)
    return list(_installed)
