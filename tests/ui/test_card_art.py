"""The game's own card art and the card themes (offscreen Qt)."""

from __future__ import annotations

import doctest
import gzip
import hashlib
import importlib
import xml.etree.ElementTree as ET
from collections.abc import Hashable
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPixmap
from PySide6.QtWidgets import QGraphicsView
from pytestqt.qtbot import QtBot

from prefgui.ui.system import paths
from prefgui.ui.system.paths import resource_path
from prefgui.ui.table.card_art import (
    BACKS,
    CARD_RATIO,
    PACKS,
    back_svg,
    card_svg,
    suit_symbol_svg,
)
from prefgui.ui.table.face_queue import FaceQueue
from prefgui.ui.table.scene import TableScene
from prefgui.ui.table.theme import (
    BUILTIN_THEMES,
    DECK_BACK,
    CardTheme,
    available_themes,
    load_theme,
    register_fonts,
)

SVG_NS = "{http://www.w3.org/2000/svg}"


def _digest(pm: QPixmap) -> str:
    image = pm.toImage().convertToFormat(QImage.Format.Format_ARGB32)
    return hashlib.sha1(bytes(image.constBits())).hexdigest()


def _opaque_share(pm: QPixmap) -> float:
    image = pm.toImage()
    step = 3
    points = [(x, y) for x in range(0, image.width(), step)
              for y in range(0, image.height(), step)]
    opaque = sum(1 for x, y in points if image.pixelColor(x, y).alpha() > 200)
    return opaque / len(points)


def _colour_at(pm: QPixmap, fx: float, fy: float) -> QColor:
    image = pm.toImage()
    return image.pixelColor(int(image.width() * fx), int(image.height() * fy))


# -- SVG text ------------------------------------------------------------------------------


@pytest.mark.parametrize("pack", PACKS)
def test_every_face_is_well_formed_svg(pack: str) -> None:
    for card in range(32):
        root = ET.fromstring(card_svg(card, pack))
        assert root.tag == f"{SVG_NS}svg"
        assert root.get("viewBox") == "0 0 200 300"
        texts = [t for t in root.iter(f"{SVG_NS}text")]
        assert len(texts) == 2, "one index at each corner"
        assert all(t.get("font-family") == "DejaVu Sans" for t in texts)


def test_backs_and_symbols_are_well_formed_svg() -> None:
    assert len(BACKS) >= 2
    for name in BACKS:
        assert ET.fromstring(back_svg(name)).tag == f"{SVG_NS}svg"
    for pack in PACKS:
        for suit in range(4):
            assert ET.fromstring(suit_symbol_svg(suit, pack, 48)).get("width") == "48"


def test_card_art_rejects_bad_arguments() -> None:
    with pytest.raises(ValueError):
        card_svg(32, "french")
    with pytest.raises(ValueError):
        card_svg(0, "italian")
    with pytest.raises(ValueError):
        back_svg("plaid")
    assert CARD_RATIO == 1.5


def test_court_cards_are_figures_not_letters() -> None:
    def colours(svg: str) -> set[str]:
        root = ET.fromstring(svg)
        return {e.get("fill", "") for e in root.iter()} - {"", "none"}

    for pack in PACKS:
        # a figure in costume is drawn in many colours, a card of pips in a few
        for card in (4, 5, 6, 12, 13, 14, 20, 21, 22, 28, 29, 30):
            assert len(colours(card_svg(card, pack))) >= 10, (pack, card)
        assert len(colours(card_svg(3, pack))) <= 6


# -- rendering ------------------------------------------------------------------------------


@pytest.mark.parametrize("name", BUILTIN_THEMES)
def test_every_card_renders_at_the_right_size(qapp: object, name: str) -> None:
    theme = load_theme(name)
    assert theme.name == name
    assert theme.pack == name.split("-")[1]
    for card in range(32):
        pm = theme.pixmap(card, 70)
        assert not pm.isNull()
        assert (pm.width(), pm.height()) == (70, 105)
        assert _opaque_share(pm) > 0.9, f"card {card} is mostly transparent"
    for back in BACKS:
        pm = theme.pixmap(None, 70, back=back)
        assert (pm.width(), pm.height()) == (70, 105)
        assert _opaque_share(pm) > 0.9


@pytest.mark.parametrize("name", BUILTIN_THEMES)
def test_all_faces_of_a_pack_are_different(qapp: object, name: str) -> None:
    theme = load_theme(name)
    digests = {_digest(theme.pixmap(card, 64)) for card in range(32)}
    assert len(digests) == 32


def test_backs_are_different_from_each_other_and_from_faces(qapp: object) -> None:
    theme = load_theme("prefgui-french")
    backs = {_digest(theme.pixmap(None, 64, back=b)) for b in BACKS}
    assert len(backs) == len(BACKS)
    assert _digest(theme.pixmap(0, 64)) not in backs
    # the default back is the first, and an unknown back name draws it too
    assert theme.back == BACKS[0]
    assert _digest(theme.pixmap(None, 64)) == _digest(theme.pixmap(None, 64, back="plaid"))


def test_device_pixel_ratio(qapp: object) -> None:
    theme = load_theme("prefgui-german")
    pm = theme.pixmap(31, 80, 2.0)
    assert (pm.width(), pm.height()) == (160, 240)
    assert pm.devicePixelRatio() == 2.0
    assert pm.deviceIndependentSize().toSize().width() == 80


def test_hearts_are_red_and_leaves_green(qapp: object) -> None:
    french, german = load_theme("prefgui-french"), load_theme("prefgui-german")
    # the top left pip of a ten
    heart = _colour_at(french.pixmap(27, 200), 0.3, 0.213)
    assert heart.red() > 150 and heart.green() < 80
    spade = _colour_at(french.pixmap(3, 200), 0.3, 0.213)
    assert max(spade.red(), spade.green(), spade.blue()) < 60
    leaf = _colour_at(german.pixmap(3, 200), 0.3, 0.213)
    assert leaf.green() > leaf.red() and leaf.green() > leaf.blue()


def test_cache_returns_the_same_pixmap(qapp: object) -> None:
    theme = load_theme("prefgui-french")
    first = theme.pixmap(12, 90, 1.0)
    assert theme.pixmap(12, 90, 1.0) is first
    assert theme.pixmap(12, 90, 2.0) is not first
    assert theme.pixmap(12, 91, 1.0) is not first
    assert theme.pixmap(None, 90) is theme.pixmap(None, 90, back=BACKS[0])
    theme.clear_cache()
    assert theme.pixmap(12, 90, 1.0) is not first
    with pytest.raises(ValueError):
        theme.pixmap(32, 90)


def test_the_table_s_faces_come_between_frames_as_rendered_at_once(qtbot: QtBot) -> None:
    """A face not rendered yet is not rendered in the frame that paints it for the table:
    it is rendered soon after (meanwhile nothing, or the card at another size, stands in),
    with the rest of the pack and the back at that size after it, exactly as rendered at
    once."""
    theme = load_theme("prefgui-french")
    assert theme.ready_pixmap(12, 90) == (None, False)
    with qtbot.waitSignal(theme.faces.rendered, timeout=20000):
        pass
    qtbot.waitUntil(lambda: all(theme.ready_pixmap(c, 90)[1] for c in (*range(32), None)),
                    timeout=20000)
    fresh = load_theme("prefgui-french")
    for card in (12, 0, 31, None):
        assert _digest(theme.ready_pixmap(card, 90)[0]) == _digest(fresh.pixmap(card, 90))
    stand_in, exact = theme.ready_pixmap(12, 60)
    assert not exact and stand_in is theme.pixmap(12, 90)


def test_the_face_queue_takes_a_first_step_and_the_image_at_turns_of_their_own(
        qtbot: QtBot) -> None:
    """A face whose SVG document is not made yet is made at one turn and rendered at the
    next (no turn does both); a card whose document is made is rendered at once."""
    steps: list[str] = []

    class Theme:
        def render(self, key: Hashable) -> None:
            steps.append(f"render {key}")

    made: set[Hashable] = set()

    def prepare(key: Hashable) -> bool:
        if key in made:
            return False
        made.add(key)
        steps.append(f"prepare {key}")
        return True

    theme = Theme()
    queue = FaceQueue(theme.render, prepare)
    with qtbot.waitSignal(queue.rendered, timeout=5000):
        queue.ask("K", urgent=True)
    assert steps == ["prepare K", "render K"]
    with qtbot.waitSignal(queue.rendered, timeout=5000):
        queue.ask("K", urgent=True)
    assert steps == ["prepare K", "render K", "render K"]


def test_a_card_painted_without_its_face_is_painted_again_when_it_comes(
        qtbot: QtBot) -> None:
    theme = load_theme("prefgui-french")
    scene = TableScene(theme)
    scene.setSceneRect(QRectF(0, 0, 300, 300))
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(320, 320)
    view.show()
    qtbot.waitExposed(view)
    item = scene.faces[20]
    item.set_width(100)
    item.face_up = True
    item.setPos(50, 50)
    item.setVisible(True)
    middle = view.mapFromScene(item.mapToScene(50, 75))

    def colour() -> QColor:
        return view.viewport().grab().toImage().pixelColor(middle)

    felt = colour()
    assert item.waiting  # drawn without its face: the felt shows
    qtbot.waitUntil(lambda: colour() != felt and not item.waiting, timeout=20000)
    assert colour() == _colour_at(load_theme("prefgui-french").pixmap(20, 100), 0.5, 0.5)


@pytest.mark.parametrize("name", ["prefgui.ui.table.card_art", "prefgui.ui.system.paths"])
def test_doctests(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name))
    assert result.failed == 0 and result.attempted > 0


def test_resource_path_prefers_the_installed_package(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # an installed wheel: the resources are a package without __init__.py
    package = tmp_path / "fakeprefgui"
    (package / "resources" / "fonts").mkdir(parents=True)
    (package / "__init__.py").write_text("", encoding="utf-8")
    (package / "resources" / "fonts" / "Only.ttf").write_bytes(b"")
    monkeypatch.syspath_prepend(str(tmp_path))
    from importlib import resources

    monkeypatch.setattr(paths, "package_files",
                        lambda: resources.files("fakeprefgui.resources"))
    assert resource_path("fonts", "Only.ttf") == package / "resources" / "fonts" / "Only.ttf"
    # anything the package lacks comes from the checkout
    assert resource_path("fonts", "DejaVuSans.ttf").is_file()


def test_fonts_are_bundled_and_registered_once(qapp: object) -> None:
    assert resource_path("fonts", "DejaVuSans.ttf").is_file()
    assert resource_path("fonts", "DejaVuSans-Bold.ttf").is_file()
    assert resource_path("fonts", "LICENSE-DejaVu.txt").is_file()
    families = register_fonts()
    assert "DejaVu Sans" in families
    assert register_fonts() == families


# -- external decks ------------------------------------------------------------------------


def _fake_svg(elements: str) -> str:
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="280" '
            f'viewBox="0 0 400 280">{elements}</svg>')


def _kde_deck(root: Path, folder: str, svg: str, filename: str = "deck.svg") -> None:
    deck = root / "carddecks" / folder
    deck.mkdir(parents=True)
    (deck / "index.desktop").write_text(
        f"[KDE Backdeck]\nName=Fake {folder}\nName[de]=Falsch\nSVG={filename}\n",
        encoding="utf-8")
    (deck / filename).write_text(svg, encoding="utf-8")


def test_unknown_external_theme_falls_back(qapp: object, tmp_path: Path) -> None:
    theme = load_theme("kde:svg-no-such-deck", data_dirs=[tmp_path])
    assert theme.name == "prefgui-french"
    assert not theme.pixmap(5, 70).isNull()
    assert load_theme("aisleriot:no-such-german-deck", data_dirs=[tmp_path]).pack == "german"
    assert load_theme("nonsense").name == "prefgui-french"


def test_kde_deck_renders_its_elements_and_falls_back_for_missing_ones(
        qapp: object, tmp_path: Path) -> None:
    # the king of hearts is a blue card in landscape proportions, the back is green
    _kde_deck(tmp_path, "svg-fake", _fake_svg(
        '<rect id="king_heart" x="0" y="0" width="100" height="140" fill="#0000ff"/>'
        '<rect id="back" x="200" y="0" width="100" height="140" fill="#00ff00"/>'))
    themes = {t.name: t for t in available_themes(data_dirs=[tmp_path])}
    assert list(themes)[:2] == list(BUILTIN_THEMES)
    info = themes["kde:svg-fake"]
    assert (info.source, info.pack, info.title) == ("kde", "french", "Fake svg-fake (KDE)")
    theme = load_theme("kde:svg-fake", data_dirs=[tmp_path])
    assert isinstance(theme, CardTheme) and theme.is_external
    king = theme.pixmap(30, 100)
    assert (king.width(), king.height()) == (100, 150)
    assert _colour_at(king, 0.5, 0.5) == QColor("#0000ff")
    assert theme.back == DECK_BACK and theme.backs()[0] == DECK_BACK
    assert _colour_at(theme.pixmap(None, 100), 0.5, 0.5) == QColor("#00ff00")
    # our own back on request, and our own art for a card the deck lacks
    assert _colour_at(theme.pixmap(None, 100, back=BACKS[1]), 0.5, 0.5) != QColor("#00ff00")
    ours = load_theme("prefgui-french").pixmap(29, 100)
    assert _digest(theme.pixmap(29, 100)) == _digest(ours)


def test_aisleriot_svgz_deck_and_german_kde_deck(qapp: object, tmp_path: Path) -> None:
    cards = tmp_path / "aisleriot" / "cards"
    cards.mkdir(parents=True)
    (cards / "fake_deck.svgz").write_bytes(gzip.compress(_fake_svg(
        '<rect id="spade_1" x="0" y="0" width="100" height="150" fill="#ff0000"/>'
    ).encode()))
    _kde_deck(tmp_path, "svg-fake-german", _fake_svg(
        '<rect id="1_spade" x="0" y="0" width="100" height="150" fill="#00ff00"/>'))
    themes = {t.name: t for t in available_themes(data_dirs=[tmp_path])}
    assert themes["aisleriot:fake_deck"].source == "aisleriot"
    assert themes["kde:svg-fake-german"].pack == "german"
    ace = load_theme("aisleriot:fake_deck", data_dirs=[tmp_path]).pixmap(7, 60)
    assert _colour_at(ace, 0.5, 0.5) == QColor("#ff0000")
    german = load_theme("kde:svg-fake-german", data_dirs=[tmp_path])
    assert _colour_at(german.pixmap(7, 60), 0.5, 0.5) == QColor("#00ff00")
    assert german.back == BACKS[0]  # no back element: ours


def test_broken_deck_draws_our_own_art(qapp: object, tmp_path: Path) -> None:
    _kde_deck(tmp_path, "svg-broken", "this is not svg at all")
    theme = load_theme("kde:svg-broken", data_dirs=[tmp_path])
    assert theme.name == "kde:svg-broken"
    assert _digest(theme.pixmap(3, 64)) == _digest(load_theme("prefgui-french").pixmap(3, 64))
    assert not theme.pixmap(None, 64).isNull()


def test_the_german_nine_is_underlined_so_that_turned_it_does_not_read_eleven() -> None:
    from prefgui.ui.table.card_art.german import index

    for suit in range(4):
        nine = ET.fromstring(f"<svg>{index(suit, 2)}</svg>")
        ten = ET.fromstring(f"<svg>{index(suit, 3)}</svg>")
        assert len(nine.findall(".//rect")) == 2  # one under each corner's IX
        assert not ten.findall(".//rect")
