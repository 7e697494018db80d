"""The View menu: the score sheet's dock, the card theme, the animation speed (also the
computer's pauses) and full screen."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from prefgui.ui.game.controller import GameController
from prefgui.ui.game.ports import Preferences
from prefgui.ui.table import timing
from prefgui.ui.table.scene import TableScene
from prefgui.ui.words import texts

__all__ = ["ViewMenu"]


class ViewMenu(QObject):
    """The menu (``menu``) and its actions; its texts keep the menus' context ("MenuActions").

    Args:
        sheet_action: shows or hides the score sheet's dock.
    """

    def __init__(self, window: QMainWindow, controller: GameController, scene: TableScene,
                 preferences: Preferences, sheet_action: QAction) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        self.scene = scene
        self.preferences = preferences
        self.menu = QMenu(window)
        self.sheet_action = sheet_action
        sheet_action.setShortcut(QKeySequence("S"))
        self.menu.addAction(sheet_action)
        self.theme_menu = self.menu.addMenu("")
        self.theme_menu.aboutToShow.connect(self._fill_themes)
        self.speed_menu = self.menu.addMenu("")
        self.speed_group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for speed in timing.SPEEDS:
            act = QAction(self)
            act.setCheckable(True)
            act.setChecked(speed == timing.DEFAULT_SPEED)
            act.triggered.connect(lambda _=False, s=speed: self.set_speed(s))
            self.speed_group.addAction(act)
            self.speed_menu.addAction(act)
            self.speed_actions[speed] = act
        self.full_screen = QAction(window)
        self.full_screen.setShortcut(QKeySequence.StandardKey.FullScreen)
        self.full_screen.triggered.connect(self._toggle_full_screen)
        self.menu.addAction(self.full_screen)

    def retranslate_ui(self) -> None:
        translate = QCoreApplication.translate
        self.menu.setTitle(translate("MenuActions", "&View"))
        self.sheet_action.setText(translate("MenuActions", "&Score sheet"))
        self.theme_menu.setTitle(translate("MenuActions", "Card &theme"))
        self.speed_menu.setTitle(translate("MenuActions", "Animation &speed"))
        names = {"slow": translate("MenuActions", "Slow"),
                 "normal": translate("MenuActions", "Normal"),
                 "fast": translate("MenuActions", "Fast"),
                 "off": translate("MenuActions", "Off")}
        for speed, act in self.speed_actions.items():
            act.setText(names[speed])
        self.full_screen.setText(translate("MenuActions", "&Full screen"))

    def set_speed(self, speed: str) -> None:
        """Set the animation speed of the table and the computer's pauses, and tick it."""
        self.controller.speed = speed
        self.scene.speed = speed
        if speed in self.speed_actions:
            self.speed_actions[speed].setChecked(True)

    def _fill_themes(self) -> None:
        from prefgui.ui.table.theme import available_themes

        self.theme_menu.clear()
        group = QActionGroup(self.theme_menu)
        for info in available_themes():
            act = self.theme_menu.addAction(texts.theme_title(info.name, info.title))
            act.setCheckable(True)
            act.setChecked(info.name == self.preferences.settings.theme)
            act.triggered.connect(lambda _=False, name=info.name: self._set_theme(name))
            group.addAction(act)

    def _set_theme(self, name: str) -> None:
        from prefgui.ui.table.theme import load_theme

        self.preferences.apply_settings(replace(self.preferences.settings, theme=name,
                                                pack=load_theme(name).pack))

    def _toggle_full_screen(self) -> None:
        if self.window.isFullScreen():
            self.window.showNormal()
        else:
            self.window.showFullScreen()
