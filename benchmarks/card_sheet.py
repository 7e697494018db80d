"""Render a contact sheet of the game's own cards, to look at the art.

Rows: the French pack (one suit a row, 7 to ace), the German pack, then the backs.
Prints how long the first rendering and a cached rendering of every card took.
Usage: ``python benchmarks/card_sheet.py OUT.png [--width 120] [--dpr 1.0]
[--theme prefgui-french]`` (with ``--theme``, only that theme's cards and backs).
"""

from __future__ import annotations

import argparse
import os
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter  # noqa: E402

from prefgui.ui.table.card_art import BACKS, CARD_RATIO  # noqa: E402
from prefgui.ui.table.theme import CardTheme, load_theme, register_fonts  # noqa: E402

GAP = 10


def sheet(themes: list[CardTheme], width: int, dpr: float) -> QImage:
    """All cards of ``themes`` and every back, on a green baize."""
    height = round(width * CARD_RATIO)
    rows: list[list[tuple[CardTheme, int | None, str | None]]] = []
    for theme in themes:
        for suit in range(4):
            rows.append([(theme, suit * 8 + rank, None) for rank in range(8)])
    backs: list[tuple[CardTheme, int | None, str | None]] = [
        (themes[0], None, name) for name in themes[0].backs()]
    rows.append(backs)
    cols = max(len(r) for r in rows)
    image = QImage(round((GAP + cols * (width + GAP)) * dpr),
                   round((GAP + len(rows) * (height + GAP)) * dpr),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(QColor("#1f5f3a"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    for r, row in enumerate(rows):
        for c, (theme, card, back) in enumerate(row):
            pm = theme.pixmap(card, width, dpr, back=back)
            painter.drawPixmap(QRectF(GAP + c * (width + GAP), GAP + r * (height + GAP),
                                      width, height), pm, QRectF(pm.rect()))
    painter.end()
    return image


def main(argv: list[str] | None = None) -> int:
    """Parse the arguments, render and save the sheet."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", help="the PNG file to write")
    parser.add_argument("--width", type=int, default=120, help="card width in pixels")
    parser.add_argument("--dpr", type=float, default=1.0, help="device-pixel ratio")
    parser.add_argument("--theme", action="append", help="theme name (repeatable)")
    args = parser.parse_args(argv)
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 (kept alive)
    register_fonts()
    names = args.theme or ["prefgui-french", "prefgui-german"]
    themes = [load_theme(n) for n in names]
    t0 = time.perf_counter()
    image = sheet(themes, args.width, args.dpr)
    t1 = time.perf_counter()
    sheet(themes, args.width, args.dpr)
    t2 = time.perf_counter()
    count = 32 * len(themes) + len(themes[0].backs())
    print(f"{count} cards at {args.width} px: first {1000 * (t1 - t0):.0f} ms, "
          f"cached {1000 * (t2 - t1):.1f} ms; backs: {', '.join(BACKS)}")
    if not image.save(args.out):
        print(f"could not write {args.out}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
