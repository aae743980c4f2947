"""The window's menus as the settings have them: built once, checked as the settings say (a
language change renames them in place: ``app.menus.retranslate_menus``)."""

from __future__ import annotations

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
        "background_reviews": settings.background_reviews,
    }


def make_menus(window: QMainWindow, slots: Slots, settings: Settings) -> Actions:
    """The window's menus, checked as the settings say (speed and language included)."""
    actions = build_menus(window, slots, menu_checks(settings))
    actions.speeds[settings.animation_speed].setChecked(True)
    actions.languages[settings.language].setChecked(True)
    return actions
