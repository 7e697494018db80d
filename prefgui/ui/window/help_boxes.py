"""The Help menu's message boxes: the keyboard shortcuts and About. The texts keep the
menus' translation context ("MenuActions")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from prefgui import __version__

__all__ = ["show_about", "show_shortcuts"]


def show_shortcuts(parent: QWidget) -> None:
    translate = QCoreApplication.translate
    QMessageBox.information(parent, translate("MenuActions", "Keyboard shortcuts"), translate(
        "MenuActions",
        "<table>"
        "<tr><td><b>← →</b></td><td>choose a card</td></tr>"
        "<tr><td><b>Enter</b></td><td>play the chosen card</td></tr>"
        "<tr><td><b>Tab</b>, <b>Space</b></td><td>move between and press the buttons of "
        "the decision panel</td></tr>"
        "<tr><td><b>H</b></td><td>hint</td></tr>"
        "<tr><td><b>L</b></td><td>show the last trick</td></tr>"
        "<tr><td><b>T</b></td><td>trick history</td></tr>"
        "<tr><td><b>S</b></td><td>score sheet</td></tr>"
        "<tr><td><b>N</b></td><td>next deal (when the deal is over)</td></tr>"
        "<tr><td><b>F1</b></td><td>rules</td></tr>"
        "<tr><td><b>Ctrl+Z</b></td><td>undo my last card</td></tr>"
        "<tr><td><b>Ctrl+N</b></td><td>new session</td></tr>"
        "<tr><td><b>F11</b></td><td>full screen</td></tr>"
        "<tr><td><b>Ctrl+Q</b></td><td>quit</td></tr></table>").replace(
        "</table>", translate(
            "MenuActions", "<tr><td><b>C</b></td><td>claim the remaining tricks</td></tr>")
        + translate("MenuActions", "<tr><td><b>Ctrl+D</b></td><td>defence practice</td></tr>")
        + "</table>"))


def show_about(parent: QWidget) -> None:
    translate = QCoreApplication.translate
    QMessageBox.about(parent, translate("MenuActions", "About prefgui"), translate(
        "MenuActions",
        "<h3>prefgui {version}</h3><p>Préférence against the computer: Austrian, "
        "Illustrated, Western Balkan, Hungarian, Danube Swabian and American rules.</p>"
        "<p>Free software under the GNU GPL, version 3 or later. Card art: our own. "
        "Font: DejaVu Sans (free licence).</p>").format(version=__version__))
