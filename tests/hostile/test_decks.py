"""Hostile card decks in the user's data folder: a deck never reads outside its own folder,
a compression bomb or an over-complex SVG is refused, and a bad deck is skipped with a
message while the game draws its own art."""

from __future__ import annotations

import gzip
import logging
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from prefgui.session.files import FileRefusedError
from prefgui.ui.table import theme as theme_module
from prefgui.ui.table.theme import available_themes, load_theme

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
    monkeypatch.setattr(theme_module, "SVG_LIMIT", 1024 * 1024)  # the same check, smaller
    bomb = gzip.compress(b"<svg>" + b" " * (16 * 1024 * 1024), compresslevel=9)
    assert len(bomb) < 64 * 1024
    (cards / "bomb.svgz").write_bytes(bomb)
    with pytest.raises(FileRefusedError, match="unpacks to more than"):
        theme_module._svg_bytes(cards / "bomb.svgz")
    with caplog.at_level(logging.WARNING):
        theme = load_theme("aisleriot:bomb", data_dirs=[tmp_path])
        assert not theme.pixmap(30, 60).isNull()  # our own art
    assert "skipped" in caplog.text


def test_over_complex_svg_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "complex.svg"
    path.write_bytes(b"<svg>" + b"<g/>" * (theme_module.SVG_ELEMENTS + 1) + b"</svg>")
    with pytest.raises(FileRefusedError, match="too complex"):
        theme_module._svg_bytes(path)


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
