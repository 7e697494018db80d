"""The decision panel's look: its style sheet as designed, and grown with the cards beyond a
full-HD table (a 4K window without the system's scaling)."""

from __future__ import annotations

__all__ = ["PANEL_STYLE", "panel_style"]

PANEL_STYLE = """
QFrame#panel { background: rgba(14, 32, 24, 228); border: 1px solid rgba(240, 200, 90, 140);
               border-radius: 12px; }
QLabel { color: #f4efdc; }
QLabel#title { color: #f0c85a; font-weight: bold; font-size: 15px; }
QLabel#help { color: #b9c9bb; font-size: 11px; }
QLabel#auction { color: #d8e2d6; font-size: 12px; }
QPushButton { background: #f4efdc; color: #1d2b22; border: 2px solid #b89b4a;
              border-radius: 7px; padding: 5px 10px; font-weight: bold; }
QPushButton:hover { background: #fff8e0; }
QPushButton:focus { border-color: #f0c85a; }
QPushButton:disabled { background: #8f958c; color: #3a403a; }
"""


def panel_style(scale: float, button_px: int) -> str:
    """The panel's style sheet, its sizes ``scale`` times the normal ones (1: as designed;
    ``button_px``: the buttons' font size in pixels when scaled)."""
    if scale <= 1.0:
        return PANEL_STYLE

    def px(n: float) -> str:
        return f"{round(n * scale)}px"

    return f"""
QFrame#panel {{ background: rgba(14, 32, 24, 228); border: {px(1)} solid rgba(240, 200, 90, 140);
               border-radius: {px(12)}; }}
QLabel {{ color: #f4efdc; font-size: {px(button_px)}; }}
QLabel#title {{ color: #f0c85a; font-weight: bold; font-size: {px(15)}; }}
QLabel#help {{ color: #b9c9bb; font-size: {px(11)}; }}
QLabel#auction {{ color: #d8e2d6; font-size: {px(12)}; }}
QPushButton {{ background: #f4efdc; color: #1d2b22; border: {px(2)} solid #b89b4a;
              border-radius: {px(7)}; padding: {px(5)} {px(10)}; font-weight: bold;
              font-size: {px(button_px)}; }}
QPushButton:hover {{ background: #fff8e0; }}
QPushButton:focus {{ border-color: #f0c85a; }}
QPushButton:disabled {{ background: #8f958c; color: #3a403a; }}
QSpinBox {{ font-size: {px(button_px)}; }}
"""
