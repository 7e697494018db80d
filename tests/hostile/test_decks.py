"""Hostile card decks in the user's data folder: a deck never reads outside its own folder,
a compression bomb or an over-complex SVG is refused, and a bad deck is skipped with a
message while the game draws its own art."""

from __future__ import annotations

import gzip
import logging
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from prefgui.session.files import FileRefusedError
from prefgui.ui.table import deck_guard, external_deck
from prefgui.ui.table import theme as theme_module
from prefgui.ui.table.theme import available_themes, load_theme
from tests.hostile.helpers import ROOT

SVG = ('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="280">'
       '<rect id="king_heart" x="0" y="0" width="100" height="140" fill="#0000ff"/></svg>')


def _kde(root: Path, folder: str, svg_name: str, content: bytes | None = None) -> Path:
    deck = root / "carddecks" / folder
    deck.mkdir(parents=True)
    (deck / "index.desktop").write_text(f"[KDE Backdeck]\nName=Deck {folder}\nSVG={svg_name}\n",
                                        encoding="utf-8")
    if content is not None:
        (deck / svg_name).write_bytes(content)
    return deck


@pytest.mark.parametrize("name", ["/etc/passwd", "../../outside.svg", "../svg-other/deck.svg"])
def test_deck_file_outside_its_folder_is_skipped(tmp_path: Path, name: str,
                                                 caplog: pytest.LogCaptureFixture) -> None:
    (tmp_path / "outside.svg").write_text(SVG, encoding="utf-8")
    _kde(tmp_path, "svg-other", "deck.svg", SVG.encode())
    _kde(tmp_path, "svg-evil", name)
    with caplog.at_level(logging.WARNING):
        names = [t.name for t in available_themes(data_dirs=[tmp_path])]
    assert "kde:svg-evil" not in names and "kde:svg-other" in names
    assert "outside the deck's folder" in caplog.text


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="needs symbolic links")
def test_symbolic_link_out_of_the_deck_is_skipped(tmp_path: Path) -> None:
    deck = _kde(tmp_path, "svg-link", "deck.svg")
    (tmp_path / "secret.svg").write_text(SVG, encoding="utf-8")
    (deck / "deck.svg").symlink_to(tmp_path / "secret.svg")
    assert "kde:svg-link" not in [t.name for t in available_themes(data_dirs=[tmp_path])]


def test_deck_in_a_subfolder_of_its_folder_is_fine(tmp_path: Path) -> None:
    deck = _kde(tmp_path, "svg-sub", "art/deck.svg")
    (deck / "art").mkdir()
    (deck / "art" / "deck.svg").write_text(SVG, encoding="utf-8")
    themes = {t.name: t for t in available_themes(data_dirs=[tmp_path])}
    assert themes["kde:svg-sub"].path == deck / "art" / "deck.svg"


def test_gzip_bomb_is_refused_without_unpacking_it(qapp: object, tmp_path: Path,
                                                   caplog: pytest.LogCaptureFixture,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    cards = tmp_path / "aisleriot" / "cards"
    cards.mkdir(parents=True)
    monkeypatch.setattr(external_deck, "SVG_LIMIT", 1024 * 1024)  # the same check, smaller
    bomb = gzip.compress(b"<svg>" + b" " * (16 * 1024 * 1024), compresslevel=9)
    assert len(bomb) < 64 * 1024
    (cards / "bomb.svgz").write_bytes(bomb)
    with pytest.raises(FileRefusedError, match="unpacks to more than"):
        external_deck.svg_bytes(cards / "bomb.svgz")
    with caplog.at_level(logging.WARNING):
        theme = load_theme("aisleriot:bomb", data_dirs=[tmp_path])
        assert not theme.pixmap(30, 60).isNull()  # our own art
    assert "skipped" in caplog.text


def test_over_complex_svg_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "complex.svg"
    path.write_bytes(b"<svg>" + b"<g/>" * (external_deck.SVG_ELEMENTS + 1) + b"</svg>")
    with pytest.raises(FileRefusedError, match="too complex"):
        external_deck.svg_bytes(path)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_fifo_deck_and_desktop_never_block(tmp_path: Path) -> None:
    deck = _kde(tmp_path, "svg-fifo", "deck.svg")
    os.mkfifo(deck / "deck.svg")
    deck2 = tmp_path / "carddecks" / "svg-fifo-desktop"
    deck2.mkdir()
    os.mkfifo(deck2 / "index.desktop")
    cards = tmp_path / "aisleriot" / "cards"
    cards.mkdir(parents=True)
    os.mkfifo(cards / "pipe.svg")
    names = [t.name for t in available_themes(data_dirs=[tmp_path])]
    assert not any("fifo" in n or "pipe" in n for n in names)


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(desktop=st.binary(max_size=400), svg=st.binary(max_size=400))
def test_generated_decks_never_crash(qapp: object, tmp_path_factory: pytest.TempPathFactory,
                                     desktop: bytes, svg: bytes) -> None:
    root = tmp_path_factory.mktemp("gen")
    deck = root / "carddecks" / "svg-gen"
    deck.mkdir(parents=True)
    (deck / "index.desktop").write_bytes(b"[KDE Backdeck]\nSVG=deck.svg\n" + desktop)
    (deck / "deck.svg").write_bytes(svg)
    cards = root / "aisleriot" / "cards"
    cards.mkdir(parents=True)
    (cards / "gen.svgz").write_bytes(b"\x1f\x8b" + svg)
    for info in available_themes(data_dirs=[root])[2:]:
        assert info.path is not None and info.path.resolve().is_relative_to(root.resolve())
        assert not load_theme(info.name, data_dirs=[root]).pixmap(3, 40).isNull()


# ---------------------------------------------------------------------------------------
# decks that ask for more drawing than they show (issue: a 3.5 KB deck froze the window)


def use_bomb(levels: int, fan: int = 10) -> bytes:
    """``levels`` levels of ``fan`` ``<use>`` references each: fan**levels drawn shapes."""
    parts = ['<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/'
             'xlink" width="400" height="280"><defs><rect id="l0" width="1" height="1"/>']
    for i in range(1, levels + 1):
        parts.append(f'<g id="l{i}">' + f'<use xlink:href="#l{i - 1}"/>' * fan + "</g>")
    parts.append(f'</defs><g id="back"><use xlink:href="#l{levels}"/></g>'
                 f'<g id="king_heart"><use xlink:href="#l{levels}"/></g></svg>')
    return "".join(parts).encode()


def test_use_bomb_is_refused_before_qt_sees_it(tmp_path: Path) -> None:
    bomb = use_bomb(8)
    assert len(bomb) < 4000
    path = tmp_path / "bomb.svg"
    path.write_bytes(bomb)
    with pytest.raises(FileRefusedError, match="too complex to draw"):
        external_deck.svg_bytes(path)


def test_expanded_count_is_exact_below_the_bound() -> None:
    # Each element counts once per time it is drawn: a level is its group and ten uses,
    # each use itself and the level below.
    levels = [1]
    for _ in range(3):
        levels.append(1 + 10 * (1 + levels[-1]))
    defs = 1 + sum(levels)
    card = 1 + 1 + levels[3]  # <g id="back"><use href="#l3"/></g>
    assert deck_guard.check_svg(use_bomb(3)) == 1 + defs + 2 * card


@pytest.mark.parametrize("svg, reason", [
    ('<svg><g id="a"><use href="#a"/></g></svg>', "refers to itself"),
    ('<svg><pattern id="p"><rect fill="url(#q)"/></pattern>'
     '<pattern id="q"><rect fill="url(#p)"/></pattern></svg>', "refers to itself"),
    ('<svg><image href="/dev/zero"/></svg>', "refers to another file"),
    ('<svg><use xlink:href="other.svg#x"/></svg>', "refers to another file"),
    ("<svg><g>", "not well-formed"),
    ('<svg><filter id="f"/>' + '<rect filter="url(#f)"/>' * 1001 + "</svg>", "too complex"),
    ('<svg><style>rect { fill: url(#p) }</style><pattern id="p">' + "<rect/>" * 1000
     + "</pattern>" + "<rect/>" * 1000 + "</svg>", "too complex"),
])
def test_reference_tricks_are_refused(svg: str, reason: str) -> None:
    with pytest.raises(FileRefusedError, match=reason):
        deck_guard.check_svg(svg.encode())


def test_entity_bomb_is_refused() -> None:
    lol = ('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "<g/><g/><g/><g/><g/><g/><g/><g/>'
           '<g/><g/>">' + "".join(f'<!ENTITY {chr(98 + i)} "' + f"&{chr(97 + i)};" * 10
                                  + '">' for i in range(7)) + "]><svg>&h;</svg>")
    with pytest.raises(FileRefusedError, match="holds markup"):
        deck_guard.check_svg(lol.encode())
    # Entities of text only, but referred to more often than any deck does.
    many = ('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "' + "x" * 200 + '">]><svg>'
            + "<g>&a;</g>" * (deck_guard.ENTITY_REFERENCES + 1) + "</svg>")
    with pytest.raises(FileRefusedError, match="entity references"):
        deck_guard.check_svg(many.encode())
    namespaces = ('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY ns_svg "http://www.w3.org/2000'
                  '/svg">]><svg xmlns="&ns_svg;"><g id="back"/></svg>')
    assert deck_guard.check_svg(namespaces.encode()) == 2  # as editors write them: fine


def test_use_bomb_deck_listed_chosen_and_drawn_at_once(tmp_path: Path) -> None:
    """Listed, chosen and drawn in a child process: a regression would hang, not fail."""
    deck = _kde(tmp_path, "svg-bomb", "deck.svg", use_bomb(8))
    cards = tmp_path / "aisleriot" / "cards"
    cards.mkdir(parents=True)
    (cards / "bomb.svg").write_bytes(use_bomb(8))
    code = (
        "import sys\n"
        "from pathlib import Path\n"
        "from PySide6.QtWidgets import QApplication\n"
        "from prefgui.ui.table.theme import available_themes, load_theme\n"
        "app = QApplication([])\n"
        "dirs = [Path(sys.argv[1])]\n"
        "names = [t.name for t in available_themes(data_dirs=dirs)]\n"
        "assert 'kde:svg-bomb' in names and 'aisleriot:bomb' in names, names\n"
        "for name in ('kde:svg-bomb', 'aisleriot:bomb'):\n"
        "    theme = load_theme(name, data_dirs=dirs)\n"
        "    assert theme.backs()[0] != 'deck'\n"
        "    assert not theme.pixmap(30, 60).isNull() and not theme.pixmap(None, 60).isNull()\n"
        "print('drawn')\n")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.run([sys.executable, "-c", code, str(tmp_path)], capture_output=True,
                          text=True, timeout=60, env=env, cwd=ROOT)
    assert proc.returncode == 0 and proc.stdout.strip() == "drawn", proc.stderr[-2000:]
    assert "too complex to draw" in proc.stderr and str(deck) in proc.stderr


def test_a_refused_deck_says_why(qapp: object, tmp_path: Path) -> None:
    from prefgui.ui.words.file_messages import deck_refused_text

    cards = tmp_path / "aisleriot" / "cards"
    cards.mkdir(parents=True)
    (cards / "bomb.svg").write_bytes(use_bomb(8))
    (cards / "fine.svg").write_text(SVG.replace("<svg ", '<svg xmlns:x="y" '), encoding="utf-8")
    bomb = load_theme("aisleriot:bomb", data_dirs=[tmp_path])
    assert bomb.refused is not None and "too complex to draw" in bomb.refused
    text = deck_refused_text(bomb.title, bomb.refused)
    assert bomb.title in text and "too complex to draw" in text and "\n" not in text
    assert load_theme("aisleriot:fine", data_dirs=[tmp_path]).refused is None
    assert load_theme("prefgui-french").refused is None


def test_settings_dialog_says_why_a_chosen_deck_is_not_drawn(
        qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from dataclasses import replace

    from prefgui.session.settings import AppSettings
    from prefgui.ui.dialogs.settings import SettingsDialog

    cards = tmp_path / "aisleriot" / "cards"
    cards.mkdir(parents=True)
    (cards / "bomb.svg").write_bytes(use_bomb(8))
    monkeypatch.setattr(theme_module, "_data_dirs", lambda: [tmp_path])
    dlg = SettingsDialog(replace(AppSettings(), theme="aisleriot:bomb"))
    assert dlg.cards_page.theme.currentData() == "aisleriot:bomb"
    problem = dlg.cards_page.deck_problem
    assert not problem.isHidden() and "too complex" in problem.text()
    dlg.cards_page.theme.setCurrentIndex(dlg.cards_page.theme.findData("prefgui-french"))
    assert dlg.cards_page.deck_problem.isHidden()
    dlg.deleteLater()
