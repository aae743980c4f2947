"""A language change while the window is open: its menus are built again in the new
language (their texts are set once, at building), keeping the check marks the settings give."""

from __future__ import annotations

from PyQt6.QtCore import Qt
from PyQt6.QtGui import QAction, QActionGroup, QKeySequence
from PyQt6.QtWidgets import QMainWindow

from app.menus import Actions, Slots, build_menus
from app.settings import Settings


def menu_checks(settings: Settings) -> dict[str, bool]:
    """The View menu's check marks as the settings have them."""
    return {
        "coordinates": settings.show_coordinates,
        "height_labels": settings.show_height_labels,
        "high_contrast": settings.palette == "high_contrast",
        "sound": settings.sound,
    }


def make_menus(window: QMainWindow, slots: Slots, settings: Settings) -> Actions:
    """The window's menus, checked as the settings say (speed and language included)."""
    actions = build_menus(window, slots, menu_checks(settings))
    actions.speeds[settings.animation_speed].setChecked(True)
    actions.languages[settings.language].setChecked(True)
    return actions


def rebuild_menus(window: QMainWindow, slots: Slots, settings: Settings) -> Actions:
    """Remove the window's menus and their actions (shortcuts first, so no key is ever taken
    twice) and build them again in the current language."""
    bar = window.menuBar()
    assert bar is not None
    old: list[QAction] = []
    menus = [action.menu() for action in bar.actions()]
    while menus:
        menu = menus.pop()
        if menu is None:
            continue
        for action in menu.actions():
            menus.append(action.menu())
            old.append(action)
        menu.deleteLater()
    bar.clear()
    for action in old:
        action.setShortcut(QKeySequence())
        action.deleteLater()
    direct = Qt.FindChildOption.FindDirectChildrenOnly
    for group in window.findChildren(QActionGroup, options=direct):
        if group.actions() and all(action in old for action in group.actions()):
            group.deleteLater()
    return make_menus(window, slots, settings)
