"""The settings dialog speaks a player's words in every language: every option and value of
every variant has a name, a value text and a whole description (with its RULES.md section),
none of them a record code, none cut off on a 1024×640 screen, and each variant its paragraph.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QLabel,
    QStyle,
    QStyleOptionComboBox,
    QWidget,
)
from pytestqt.qtbot import QtBot

from prefgui.engine.options import OPTION_BY_NAME, OPTIONS, RUSSIAN, VARIANTS, option_to_json
from prefgui.session.match import TableSettings
from prefgui.session.settings import AppSettings
from prefgui.ui.dialogs.list_field import LevelsField, NumbersField
from prefgui.ui.dialogs.settings import (
    VARIANT_CHOICES,
    OptionEditor,
    SettingsDialog,
    fitted_size,
    option_description,
)
from prefgui.ui.words import languages, option_texts, texts

LANGUAGES = ("en", "de", "cs", "sk", "hu", "ru", "hr", "sr_Latn", "sl")
# Record values that are also the plain English word written for them.
ENGLISH_WORDS = {"off", "nobody", "both opponents", "not allowed"}
SMALL_SCREEN = QSize(1024, 640)


@pytest.fixture
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    lang = str(request.param)
    if lang != "en" and lang not in languages.language_codes():
        pytest.skip(f"no compiled translation for {lang} (pip install -e .)")
    languages.install_translators(qapp, lang)
    yield lang
    languages.install_translators(qapp, "en")


def _plain(html: str) -> str:
    return re.sub(r"<[^>]+>", "", html).strip()


def _is_code(text: str, raw: object, lang: str) -> bool:
    """Whether ``text`` shows the record spelling of ``raw`` instead of words."""
    shown = text.removesuffix(_default_mark()).strip()
    codes = {str(raw), str(raw).replace("_", " ")}
    return shown in codes and not (lang == "en" and shown in ENGLISH_WORDS)


def _default_mark() -> str:
    return " " + QApplication.translate("", "(default)")


def _label_fits(label: QLabel) -> bool:
    if label.wordWrap():
        return label.heightForWidth(label.width()) <= label.height()
    return label.sizeHint().width() <= label.width()  # its whole text, bold or not


def _combo_fits(box: QComboBox) -> bool:
    opt = QStyleOptionComboBox()
    box.initStyleOption(opt)
    field = box.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, opt,
                                       QStyle.SubControl.SC_ComboBoxEditField, box)
    return all(box.fontMetrics().horizontalAdvance(box.itemText(i)) <= field.width()
               for i in range(box.count()))


def _shown(qtbot: QtBot, variant: str) -> SettingsDialog:
    dlg = SettingsDialog(AppSettings(table=TableSettings(variant)))
    qtbot.addWidget(dlg)
    dlg.resize(fitted_size(SMALL_SCREEN))
    dlg.show()
    QApplication.processEvents()
    return dlg


def _problems(dlg: SettingsDialog, lang: str) -> Iterator[str]:
    fam_specs = {o.name: o for o in OPTIONS}
    variant = str(dlg.rules_page.variant.currentData())
    if not dlg.rules_page.variant_about.text() or not _label_fits(dlg.rules_page.variant_about):
        yield f"{variant}: paragraph missing or cut off"
    inner = dlg.rules_page.options_area.widget()
    if inner.minimumSizeHint().width() > dlg.rules_page.options_area.viewport().width():
        yield f"{variant}: the options need a horizontal scroll bar"
    for name, ed in dlg.rules_page.editors.items():
        spec = fam_specs[name]
        label, about = dlg.rules_page.option_labels[name]
        title = _plain(label.text())
        if not title or _is_code(title, name, "") or title == name:
            yield f"{variant}/{name}: name {title!r}"
        if not _label_fits(label):
            yield f"{variant}/{name}: name cut off"
        if (len(about.text()) < 20 or any(c in about.text() for c in ("§", "AMB-", "RULES"))
                or not _label_fits(about)):
            yield f"{variant}/{name}: description {about.text()!r}"
        if lang != "en" and spec.meaning in about.text():
            yield f"{variant}/{name}: description in English"
        boxes = [ed.widget] if isinstance(ed.widget, QComboBox) else \
            ed.widget.findChildren(QComboBox)  # an amount's form
        for box in boxes:
            for i in range(box.count()):
                if not box.itemText(i).strip() or _is_code(box.itemText(i), box.itemData(i), lang):
                    yield f"{variant}/{name}: value {box.itemText(i)!r}"
            if not _combo_fits(box):
                yield f"{variant}/{name}: a value is cut off"


def _empty_labels(root: QWidget) -> Iterator[str]:
    for label in root.findChildren(QLabel):
        if label.isVisibleTo(root) and not label.text().strip() and label.pixmap().isNull() \
                and label is not getattr(root, "problem", None):
            yield label.objectName() or "a label"


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_every_option_of_every_variant_is_in_words(qtbot: QtBot, language: str) -> None:
    found: list[str] = []
    for variant, _title in VARIANT_CHOICES:
        dlg = _shown(qtbot, variant)
        found += _problems(dlg, language)
        found += (f"{variant}: empty {x}" for x in _empty_labels(dlg))
        dlg.close()
    assert found == [], found


def test_the_check_catches_codes_and_cut_texts(qtbot: QtBot) -> None:
    dlg = _shown(qtbot, "american")
    box = dlg.rules_page.editors["widow_order"].widget
    assert isinstance(box, QComboBox)
    box.setItemText(0, "foster")  # what the dialog showed before
    label, about = dlg.rules_page.option_labels["widow_order"]
    about.setText(about.text() * 8)  # longer than its row
    found = list(_problems(dlg, "en"))
    assert "american/widow_order: value 'foster'" in found
    assert any(p.startswith("american/widow_order: description") for p in found)


def test_every_value_has_its_own_words() -> None:
    # values_for: a variant family may have values of its own (hold in the Russian game)
    for spec in OPTIONS:
        assert spec.name in option_texts.NAMES
        for variant in VARIANTS:
            values = spec.values_for(variant)
            if isinstance(values, tuple) and not all(isinstance(v, bool) for v in values):
                for v in values:
                    assert (spec.name, v) in option_texts.VALUES, (spec.name, variant, v)


def test_the_russian_values_are_not_the_european_ones() -> None:
    hold, first_lead = OPTION_BY_NAME["hold"], OPTION_BY_NAME["first_lead"]
    assert hold.values_for("sochi") != hold.values_for("austrian")
    assert "after_declarer" in first_lead.values_for("leningrad")
    assert "after_declarer" not in first_lead.values_for("balkan")


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_every_russian_option_gets_an_editor_in_words(qtbot: QtBot, language: str) -> None:
    """Every option of the Russian variants builds its editor (lists and Russian-only values
    included), keeps its default and reads as words, with its description in the chosen
    language."""
    found: list[str] = []
    for variant in RUSSIAN:
        for spec in OPTIONS:
            if variant not in spec.defaults:
                continue
            default = spec.defaults[variant]
            ed = OptionEditor(spec, default, variant)
            qtbot.addWidget(ed.widget)
            if ed.get() != option_to_json(default):
                found.append(f"{variant}/{spec.name}: keeps {ed.get()!r}, not {default!r}")
            title = texts.option_title(spec.name)
            if not title or title == spec.name or _is_code(title, spec.name, ""):
                found.append(f"{variant}/{spec.name}: name {title!r}")
            about = option_description(spec, default)
            if any(c in about for c in ("§", "AMB-", "RULES")) or (
                    language != "en" and spec.meaning in about):
                found.append(f"{variant}/{spec.name}: description {about!r}")
            w = ed.widget
            if isinstance(w, QComboBox):
                shown = [(w.itemText(i), w.itemData(i)) for i in range(w.count())]
                if [d for _t, d in shown] != list(spec.values_for(variant)):
                    found.append(f"{variant}/{spec.name}: values {shown!r}")
                found += (f"{variant}/{spec.name}: value {t!r}" for t, d in shown
                          if not t.strip() or _is_code(t, d, language))
            elif isinstance(w, NumbersField) and (  # a list option, edited as its numbers
                    not isinstance(default, tuple) or w.line.isReadOnly() or w.problem()
                    or w.line.text() != ", ".join(str(x) for x in default)):
                found.append(f"{variant}/{spec.name}: list {w.line.text()!r}")
            elif isinstance(w, LevelsField) and (
                    not isinstance(default, tuple) or w.value() != list(default)
                    or any(not b.text().strip() for b in w.boxes.values())):
                found.append(f"{variant}/{spec.name}: levels {w.value()!r}")
    assert found == [], found


def test_a_list_option_reads_as_its_numbers_or_words() -> None:
    assert texts.option_value((6, 7), "half_whist_levels") == "6, 7"
    assert texts.option_value((2, 4, 8), "raspasy_progression") == "2, 4, 8"
    assert texts.option_value((), "half_whist_levels") == "no contract (no half-whist)"
    assert texts.option_value((("S", 10), ("C", 20), ("D", 30), ("H", 40)),
                              "payout_table") == "♠ 10, ♣ 20, ♦ 30, ♥ 40"


def test_no_description_cites_the_rules_reference() -> None:
    """The player reads the rule in words (Help → Rules), never "Rules: §9, AMB-01"."""
    for spec in OPTIONS:
        for variant, default in spec.defaults.items():
            about = option_description(spec, default)
            assert not any(c in about for c in ("§", "AMB-", "RULES")), (variant, about)
            assert about.startswith(spec.meaning), about


def test_the_dialog_fits_a_small_screen() -> None:
    size = fitted_size(SMALL_SCREEN)
    assert size.width() <= 1024 and size.height() <= 640 - 40
    assert fitted_size(QSize(1920, 1080)) == QSize(760, 640)
