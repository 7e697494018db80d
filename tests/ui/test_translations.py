"""Every translation present: complete, in step with the code, and loadable.

``translations/update.sh`` refreshes the ``.ts`` files after the code changes; these tests
fail while a string of the code is missing from a ``.ts`` file or left untranslated, while a
placeholder, tag or accelerator of the source is lost, or while a plural message lacks one
of the language's plural forms. They cover every ``translations/prefgui_<lang>.ts`` there is.
"""

from __future__ import annotations

import re
import subprocess
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from tests.ui.helpers import ROOT, TS_DIR, qt_tool
from tests.ui.ts_files import LANGUAGES, active, read_ts

PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}")  # str.format fields: {name}, {n}
HTML_TAG = re.compile(r"</?[A-Za-z][A-Za-z0-9]*(?:\s[^<>]*)?/?>")


@pytest.fixture(scope="module", params=LANGUAGES)
def lang(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture(scope="module")
def fresh_messages(tmp_path_factory: pytest.TempPathFactory) -> set[tuple[str, str]]:
    """(context, source) of every string a fresh lupdate run finds in the package."""
    lupdate = qt_tool("lupdate")
    if lupdate is None:
        pytest.skip("pyside6-lupdate is not available")
    sources = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "prefgui").rglob("*.py"))
    out = tmp_path_factory.mktemp("lupdate") / "fresh.ts"
    subprocess.run([lupdate, "-silent", *sources, "-ts", str(out)], cwd=ROOT, check=True,
                   timeout=120)
    found = {(m.context, m.source) for m in read_ts(out)}
    assert found, "lupdate found no strings at all"
    return found


def test_ts_files_parse_and_are_complete(lang: str) -> None:
    path = TS_DIR / f"prefgui_{lang}.ts"
    messages = active(read_ts(path))
    assert messages
    assert (ET.parse(path).getroot().get("language") or "").startswith(lang)
    unfinished = [m.source for m in messages if m.kind == "unfinished"]
    assert not unfinished, f"{path.name}: unfinished: {unfinished}"
    empty = [m.source for m in messages if not all(t.strip() for t in m.translations)]
    assert not empty, f"{path.name}: empty translations: {empty}"


def test_every_string_of_the_code_is_translated(lang: str,
                                                fresh_messages: set[tuple[str, str]]) -> None:
    path = TS_DIR / f"prefgui_{lang}.ts"
    have = {(m.context, m.source) for m in active(read_ts(path))}
    missing = sorted(fresh_messages - have)
    assert not missing, (f"{path.name} lacks {len(missing)} string(s) of the code: run "
                         f"translations/update.sh and translate them: {missing}")


def test_german_and_czech_are_present() -> None:
    assert {"de", "cs"} <= set(LANGUAGES)


def plural_forms(lang: str, folder: Path) -> int:
    """How many plural forms Qt's rules give the language (asked of lupdate itself)."""
    lupdate = qt_tool("lupdate")
    if lupdate is None:
        pytest.skip("pyside6-lupdate is not available")
    source = folder / "plural.py"
    source.write_text("class A:\n    def f(self, n):\n        return self.tr(\"%n x\", \"\", n)\n",
                      encoding="utf-8")
    out = folder / f"plural_{lang}.ts"
    subprocess.run([lupdate, "-silent", "-target-language", lang, str(source), "-ts", str(out)],
                   check=True, timeout=120)
    forms = len(list(ET.parse(out).getroot().iter("numerusform")))
    assert forms >= 1, lang
    return forms


def test_plural_messages_have_every_form_of_the_language(lang: str, tmp_path: Path) -> None:
    path = TS_DIR / f"prefgui_{lang}.ts"
    language = ET.parse(path).getroot().get("language") or lang
    expected = plural_forms(language, tmp_path)
    numerus = [m for m in active(read_ts(path)) if "%n" in m.source]
    assert numerus, "the code has plural messages (e.g. '%n deal(s) played')"
    for m in numerus:
        assert len(m.translations) == expected, (path.name, m.source, m.translations)


def test_plural_form_count_follows_the_language(tmp_path: Path) -> None:
    assert plural_forms("de", tmp_path) == 2
    assert plural_forms("cs", tmp_path) == 3


def test_placeholders_are_kept(lang: str) -> None:
    path = TS_DIR / f"prefgui_{lang}.ts"
    for m in active(read_ts(path)):
        expected = Counter(PLACEHOLDER.findall(m.source))
        for text in m.translations:
            assert Counter(PLACEHOLDER.findall(text)) == expected, (path.name, m.source, text)


def test_html_tags_and_menu_accelerators_are_kept(lang: str) -> None:
    path = TS_DIR / f"prefgui_{lang}.ts"
    for m in active(read_ts(path)):
        tags = Counter(t.lower() for t in HTML_TAG.findall(m.source))
        for text in m.translations:
            assert Counter(t.lower() for t in HTML_TAG.findall(text)) == tags, (
                path.name, m.source, text)
            assert text.count("&") == m.source.count("&"), (path.name, m.source, text)
            assert (text[:1] == " ") == (m.source[:1] == " "), (path.name, m.source, text)
            assert (text[-1:] == " ") == (m.source[-1:] == " "), (path.name, m.source, text)


@pytest.fixture(scope="module")
def compiled(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The .qm files, compiled from the .ts files into a temporary folder."""
    lrelease = qt_tool("lrelease")
    if lrelease is None:
        pytest.skip("pyside6-lrelease is not available")
    out = tmp_path_factory.mktemp("qm")
    for lang in LANGUAGES:
        subprocess.run([lrelease, "-silent", str(TS_DIR / f"prefgui_{lang}.ts"), "-qm",
                        str(out / f"prefgui_{lang}.qm")], check=True, timeout=120)
    return out


def expected_translation(lang: str, context: str, source: str) -> str:
    for m in active(read_ts(TS_DIR / f"prefgui_{lang}.ts")):
        if (m.context, m.source) == (context, source):
            return m.translations[0]
    raise AssertionError(f"{source!r} ({context}) is not in prefgui_{lang}.ts")


@pytest.mark.parametrize(("locale", "lang"), [("de_AT", "de"), ("de_DE", "de"), ("cs_CZ", "cs")])
def test_compiled_translation_loads_and_translates(qapp: QCoreApplication, compiled: Path,
                                                   locale: str, lang: str) -> None:
    translator = QTranslator()
    # As prefgui.ui.words.languages.install_translators loads it: prefgui_de_AT.qm, else
    # prefgui_de.qm.
    assert translator.load(QLocale(locale), "prefgui", "_", str(compiled))
    assert QCoreApplication.installTranslator(translator)
    try:
        game = QCoreApplication.translate("MenuActions", "&Game")
        assert game == expected_translation(lang, "MenuActions", "&Game")
        assert game not in ("&Game", "")
        verdict = QCoreApplication.translate("Payments", "contract made")
        assert verdict == expected_translation(lang, "Payments", "contract made")
    finally:
        QCoreApplication.removeTranslator(translator)
    assert QCoreApplication.translate("MenuActions", "&Game") == "&Game"


def test_texts_module_is_translated_at_run_time(qapp: QCoreApplication, compiled: Path) -> None:
    from prefgui.ui.words import texts
    translator = QTranslator()
    assert translator.load(str(compiled / "prefgui_de.qm"))
    QCoreApplication.installTranslator(translator)
    try:
        assert texts.outcome_text("made") != "Contract made"
    finally:
        QCoreApplication.removeTranslator(translator)
