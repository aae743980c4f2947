"""The window's actions and menus, with their shortcuts: one table (``MENUS``), built once and
retranslated in place when the language changes (``retranslate_menus``: every action, its
keys and its check mark kept).

Some desktops take keys before the window sees them: Openbox and LXDE bind Shift+Alt+arrows
("send window to desktop"), and Ctrl+Alt+arrows (switch desktop) is bound by Openbox, Xfce,
GNOME and others; input methods (IBus, fcitx) often take Ctrl+Space.  An action on such a key
gets a second shortcut no window manager binds: a plain key (window managers leave keys
without a modifier to the application, or typing would break) or Ctrl+letter.  Help →
Keyboard shortcuts lists them all (``shortcuts_dialog``), read from these actions.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import partial
from operator import attrgetter
from typing import Protocol, TypeVar

from PyQt6.QtCore import QCoreApplication
from PyQt6.QtGui import QAction, QActionGroup, QKeySequence
from PyQt6.QtWidgets import QMainWindow, QMenu

from app.controller import GameController
from app.file_actions import FileActions
from app.i18n import LANGUAGE_NAMES
from app.review_ui import ReviewUi
from app.view.animation import AnimationSpeed

Slot = Callable[..., object]
translate = QCoreApplication.translate


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for the catalogue (pylupdate6 finds the calls by this name); it is
    ``text`` unchanged: the table's texts are translated by name when menus are (re)named."""
    return text


class Slots(Protocol):
    """What the window offers the menus."""

    controller: GameController
    review: ReviewUi
    files: FileActions

    def new_game_dialog(self) -> None: ...
    def show_editor(self) -> None: ...
    def show_games(self) -> None: ...
    def analyse_here(self) -> None: ...
    def rematch(self) -> None: ...
    def resign(self) -> None: ...
    def board_reset_view(self) -> None: ...
    def board_top_down(self) -> None: ...
    def set_coordinates(self, on: bool) -> None: ...
    def set_height_labels(self, on: bool) -> None: ...
    def set_high_contrast(self, on: bool) -> None: ...
    def set_sound(self, on: bool) -> None: ...
    def set_speed(self, speed: AnimationSpeed) -> None: ...
    def set_language(self, key: str) -> None: ...
    def show_rules(self) -> None: ...
    def show_lessons(self) -> None: ...
    def show_puzzles(self) -> None: ...
    def show_training(self) -> None: ...
    def set_background_reviews(self, on: bool) -> None: ...
    def show_shortcuts(self) -> None: ...
    def show_about(self) -> None: ...
    def close(self) -> bool: ...


@dataclass
class Actions:
    new: QAction
    setup: QAction
    rematch: QAction
    online: QAction
    open: QAction
    games: QAction
    save: QAction
    save_as: QAction
    copy_position: QAction
    copy_codecup: QAction
    paste_position: QAction
    export_png: QAction
    resign: QAction
    quit: QAction
    undo: QAction
    redo: QAction
    hint: QAction
    move_now: QAction
    back: QAction
    forward: QAction
    to_start: QAction
    to_live: QAction
    review: QAction
    background_reviews: QAction
    analyse: QAction
    next_mistake: QAction
    previous_mistake: QAction
    line_forward: QAction
    line_back: QAction
    reset_view: QAction
    top_down: QAction
    coordinates: QAction
    height_labels: QAction
    high_contrast: QAction
    sound: QAction
    speeds: dict[AnimationSpeed, QAction]
    languages: dict[str, QAction]
    rules: QAction
    lessons: QAction
    puzzles: QAction
    training: QAction
    shortcuts: QAction
    about: QAction


K = TypeVar("K")


@dataclass(frozen=True)
class Item:
    """One action of the table: its field in ``Actions``, its text (marked for the catalogue,
    context "MainWindow"), what it does (a slot of the window's, named by its path, or made
    from the window), its keys (a standard key, or key texts separated by "|": the first is
    shown in the menu, the others are alternatives a window manager leaves alone) and, for a
    check box, the key of its state in ``build_menus``' ``checked``."""

    name: str
    text: str
    slot: str | Callable[[Slots], Slot]
    keys: str | QKeySequence.StandardKey = ""
    checked: str | None = None

    def connect(self, action: QAction, window: Slots) -> None:
        slot = attrgetter(self.slot)(window) if isinstance(self.slot, str) else self.slot(window)
        (action.toggled if self.checked is not None else action.triggered).connect(slot)


SEPARATOR = None  # between two groups of a menu
STD = QKeySequence.StandardKey

MENUS: tuple[tuple[str, tuple[Item | None, ...]], ...] = (
    (
        QT_TRANSLATE_NOOP("MainWindow", "&Game"),
        (
            Item("new", QT_TRANSLATE_NOOP("MainWindow", "&New game…"), "new_game_dialog", "Ctrl+N"),
            Item("setup", QT_TRANSLATE_NOOP("MainWindow", "Set &up a position…"), "show_editor"),
            Item("rematch", QT_TRANSLATE_NOOP("MainWindow", "&Rematch"), "rematch"),
            Item(
                "online", QT_TRANSLATE_NOOP("MainWindow", "Play a friend on&line…"), "online.show"
            ),
            Item(
                "review",
                QT_TRANSLATE_NOOP("MainWindow", "Re&view game"),
                "review.start",
                "Ctrl+Shift+R",
            ),
            Item(
                "background_reviews",
                QT_TRANSLATE_NOOP("MainWindow", "Review finished games in the &background"),
                "set_background_reviews",
                checked="background_reviews",
            ),
            Item(
                "analyse",
                QT_TRANSLATE_NOOP("MainWindow", "Analyse from &here"),
                "analyse_here",
                "Ctrl+Shift+A",
            ),
            SEPARATOR,
            Item("open", QT_TRANSLATE_NOOP("MainWindow", "&Open…"), "files.open", STD.Open),
            Item(
                "games", QT_TRANSLATE_NOOP("MainWindow", "&My games…"), "show_games", "Ctrl+Shift+O"
            ),
            Item("save", QT_TRANSLATE_NOOP("MainWindow", "&Save"), "files.save", STD.Save),
            Item(
                "save_as",
                QT_TRANSLATE_NOOP("MainWindow", "Save &as…"),
                "files.save_as",
                "Ctrl+Shift+S",
            ),
            SEPARATOR,
            Item(
                "copy_position",
                QT_TRANSLATE_NOOP("MainWindow", "&Copy position"),
                "files.copy_position",
                "Ctrl+Shift+C",
            ),
            Item(
                "copy_codecup",
                QT_TRANSLATE_NOOP("MainWindow", "Copy position as CodeCup s&tring"),
                "files.copy_codecup",
            ),
            Item(
                "paste_position",
                QT_TRANSLATE_NOOP("MainWindow", "&Paste position"),
                "files.paste_position",
                "Ctrl+Shift+V",
            ),
            Item(
                "export_png",
                QT_TRANSLATE_NOOP("MainWindow", "&Export board as PNG…"),
                "files.export_png",
                "Ctrl+E",
            ),
            SEPARATOR,
            Item("resign", QT_TRANSLATE_NOOP("MainWindow", "Resi&gn"), "resign"),
            Item("quit", QT_TRANSLATE_NOOP("MainWindow", "&Quit"), "close", STD.Quit),
        ),
    ),
    (
        QT_TRANSLATE_NOOP("MainWindow", "&Move"),
        (
            Item("undo", QT_TRANSLATE_NOOP("MainWindow", "&Undo"), "controller.undo", STD.Undo),
            Item(
                "redo", QT_TRANSLATE_NOOP("MainWindow", "&Redo"), "controller.redo", "Ctrl+Shift+Z"
            ),
            SEPARATOR,
            Item("hint", QT_TRANSLATE_NOOP("MainWindow", "&Hint"), "controller.request_hint", "H"),
            # input methods often take Ctrl+Space
            Item(
                "move_now",
                QT_TRANSLATE_NOOP("MainWindow", "Move &now"),
                "controller.move_now",
                "Ctrl+Space|Ctrl+M",
            ),
            SEPARATOR,
            Item(
                "back",
                QT_TRANSLATE_NOOP("MainWindow", "&Back one move"),
                lambda w: partial(w.controller.look_back_step, -1),
                "Alt+Left",
            ),
            Item(
                "forward",
                QT_TRANSLATE_NOOP("MainWindow", "&Forward one move"),
                lambda w: partial(w.controller.look_back_step, 1),
                "Alt+Right",
            ),
            Item(
                "to_start",
                QT_TRANSLATE_NOOP("MainWindow", "Go to the &start"),
                lambda w: partial(w.controller.look_back, 0),
                "Alt+Home",
            ),
            Item(
                "to_live",
                QT_TRANSLATE_NOOP("MainWindow", "Back to the &game"),
                lambda w: partial(w.controller.look_back, None),
                "Alt+End",
            ),
            SEPARATOR,
            Item(
                "next_mistake",
                QT_TRANSLATE_NOOP("MainWindow", "Next &mistake"),
                "review.next_mistake",
                "Alt+Down",
            ),
            Item(
                "previous_mistake",
                QT_TRANSLATE_NOOP("MainWindow", "Previous m&istake"),
                "review.previous_mistake",
                "Alt+Up",
            ),
            # Openbox/LXDE take Shift+Alt+arrows; no window manager takes "]" or "["
            Item(
                "line_forward",
                QT_TRANSLATE_NOOP("MainWindow", "Better line: step f&orward"),
                lambda w: partial(w.review.step_line, 1),
                "Alt+Shift+Right|]",
            ),
            Item(
                "line_back",
                QT_TRANSLATE_NOOP("MainWindow", "Better line: step bac&k"),
                lambda w: partial(w.review.step_line, -1),
                "Alt+Shift+Left|[",
            ),
        ),
    ),
    (
        QT_TRANSLATE_NOOP("MainWindow", "&View"),
        (
            Item(
                "reset_view",
                QT_TRANSLATE_NOOP("MainWindow", "&Reset view"),
                "board_reset_view",
                "R",
            ),
            Item(
                "top_down", QT_TRANSLATE_NOOP("MainWindow", "&Top-down view"), "board_top_down", "T"
            ),
            SEPARATOR,
            Item(
                "coordinates",
                QT_TRANSLATE_NOOP("MainWindow", "Show &coordinates"),
                "set_coordinates",
                checked="coordinates",
            ),
            Item(
                "height_labels",
                QT_TRANSLATE_NOOP("MainWindow", "Show stack &heights"),
                "set_height_labels",
                checked="height_labels",
            ),
            Item(
                "high_contrast",
                QT_TRANSLATE_NOOP("MainWindow", "High-contrast c&olours"),
                "set_high_contrast",
                checked="high_contrast",
            ),
            Item("sound", QT_TRANSLATE_NOOP("MainWindow", "&Sound"), "set_sound", checked="sound"),
        ),
    ),
    (
        QT_TRANSLATE_NOOP("MainWindow", "&Help"),
        (
            Item(
                "rules",
                QT_TRANSLATE_NOOP("MainWindow", "&Rules of DVONN"),
                "show_rules",
                STD.HelpContents,
            ),
            Item("lessons", QT_TRANSLATE_NOOP("MainWindow", "&Learn to play…"), "show_lessons"),
            Item("puzzles", QT_TRANSLATE_NOOP("MainWindow", "&Puzzles…"), "show_puzzles"),
            Item("training", QT_TRANSLATE_NOOP("MainWindow", "&Training…"), "show_training"),
            SEPARATOR,
            Item(
                "shortcuts",
                QT_TRANSLATE_NOOP("MainWindow", "&Keyboard shortcuts"),
                "show_shortcuts",
            ),
            Item("about", QT_TRANSLATE_NOOP("MainWindow", "&About DVONN 3D"), "show_about"),
        ),
    ),
)
SUBMENUS = {  # the View menu's choices among several, after its items
    "speeds": QT_TRANSLATE_NOOP("MainWindow", "&Animation speed"),
    "languages": QT_TRANSLATE_NOOP("MainWindow", "&Language"),
}
SPEED_NAMES = {
    AnimationSpeed.OFF: QT_TRANSLATE_NOOP("MainWindow", "Off"),
    AnimationSpeed.FAST: QT_TRANSLATE_NOOP("MainWindow", "Fast"),
    AnimationSpeed.NORMAL: QT_TRANSLATE_NOOP("MainWindow", "Normal"),
    AnimationSpeed.SLOW: QT_TRANSLATE_NOOP("MainWindow", "Slow"),
}
SYSTEM_LANGUAGE = QT_TRANSLATE_NOOP("MainWindow", "System")


def _keys(keys: str | QKeySequence.StandardKey) -> list[QKeySequence]:
    if isinstance(keys, STD):
        return [QKeySequence(keys)]
    return [QKeySequence(key) for key in keys.split("|") if key]


def build_menus(window: QMainWindow, w: Slots, checked: dict[str, bool]) -> Actions:
    """Create every action of ``window`` from the table, once; ``w`` supplies the slots (the
    MainWindow itself), ``checked`` the check boxes' states."""
    bar = window.menuBar()
    assert bar is not None
    made: dict[str, object] = {}
    for title, items in MENUS:
        menu = bar.addMenu(translate("MainWindow", title))
        assert menu is not None
        for item in items:
            if item is None:
                menu.addSeparator()
                continue
            action = QAction(translate("MainWindow", item.text), window)
            action.setShortcuts(_keys(item.keys))
            if item.checked is not None:
                action.setCheckable(True)
                action.setChecked(checked[item.checked])
            item.connect(action, w)
            menu.addAction(action)
            made[item.name] = action
    view = bar.actions()[2].menu()
    assert isinstance(view, QMenu)
    made["speeds"] = _choices(window, view, "speeds", SPEED_NAMES, w.set_speed)
    names = {"": SYSTEM_LANGUAGE, **LANGUAGE_NAMES}
    made["languages"] = _choices(window, view, "languages", names, w.set_language)
    return Actions(**made)  # type: ignore[arg-type]


def _choices(
    window: QMainWindow,
    view: QMenu,
    key: str,
    names: Mapping[K, str],
    choose: Callable[[K], object],
) -> dict[K, QAction]:
    """A submenu of ``view`` choosing one of ``names`` (checked, in a group)."""
    menu = view.addMenu(translate("MainWindow", SUBMENUS[key]))
    assert menu is not None
    menu.setObjectName(key)
    group = QActionGroup(window)
    actions: dict[K, QAction] = {}
    for value, name in names.items():
        action = QAction(translate("MainWindow", name), window)
        action.setCheckable(True)
        action.toggled.connect(lambda on, v=value: choose(v) if on else None)
        group.addAction(action)
        menu.addAction(action)
        actions[value] = action
    return actions


def retranslate_menus(window: QMainWindow, actions: Actions) -> None:
    """Every menu and action in the current language, in place (the keys and check marks
    stay); a language's own name stays as it is written."""
    bar = window.menuBar()
    assert bar is not None
    for menu_action, (title, items) in zip(bar.actions(), MENUS, strict=True):
        menu_action.setText(translate("MainWindow", title))
        for item in items:
            if item is not None:
                getattr(actions, item.name).setText(translate("MainWindow", item.text))
    for speed, action in actions.speeds.items():
        action.setText(translate("MainWindow", SPEED_NAMES[speed]))
    actions.languages[""].setText(translate("MainWindow", SYSTEM_LANGUAGE))
    for key, title in SUBMENUS.items():
        submenu = bar.findChild(QMenu, key)
        if submenu is not None:
            submenu.setTitle(translate("MainWindow", title))
