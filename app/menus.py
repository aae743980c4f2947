"""The window's actions and menus, with their shortcuts, built in one place.

Some desktops take keys before the window sees them: Openbox and LXDE bind Shift+Alt+arrows
("send window to desktop"), and Ctrl+Alt+arrows (switch desktop) is bound by Openbox, Xfce,
GNOME and others; input methods (IBus, fcitx) often take Ctrl+Space.  An action on such a key
gets a second shortcut no window manager binds: a plain key (window managers leave keys
without a modifier to the application, or typing would break) or Ctrl+letter.  Help →
Keyboard shortcuts lists them all (``shortcuts_dialog``), read from these actions.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

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
    def show_shortcuts(self) -> None: ...
    def show_about(self) -> None: ...


@dataclass
class Actions:
    new: QAction
    setup: QAction
    rematch: QAction
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
    shortcuts: QAction
    about: QAction


def _action(
    window: QMainWindow, menu: QMenu, text: str, slot: Slot, shortcut: object = None
) -> QAction:
    """An action in ``menu``; ``shortcut``: a standard key, a key text, or a list of key
    texts (the first is shown in the menu, the others are alternatives)."""
    action = QAction(text, window)
    if isinstance(shortcut, QKeySequence.StandardKey):
        action.setShortcut(QKeySequence(shortcut))
    elif isinstance(shortcut, list):
        action.setShortcuts([QKeySequence(str(key)) for key in shortcut])
    elif shortcut is not None:
        action.setShortcut(QKeySequence(str(shortcut)))
    action.triggered.connect(slot)
    menu.addAction(action)
    return action


def _toggle(window: QMainWindow, menu: QMenu, text: str, slot: Slot, checked: bool) -> QAction:
    action = QAction(text, window)
    action.setCheckable(True)
    action.setChecked(checked)
    action.toggled.connect(slot)
    menu.addAction(action)
    return action


def build_menus(window: QMainWindow, w: Slots, checked: dict[str, bool]) -> Actions:
    """Create every action of ``window``; ``w`` supplies the slots (the MainWindow itself)."""
    bar = window.menuBar()
    assert bar is not None
    std = QKeySequence.StandardKey
    game = bar.addMenu(translate("MainWindow", "&Game"))
    move = bar.addMenu(translate("MainWindow", "&Move"))
    view = bar.addMenu(translate("MainWindow", "&View"))
    help_menu = bar.addMenu(translate("MainWindow", "&Help"))
    assert game is not None and move is not None and view is not None and help_menu is not None

    new = _action(window, game, translate("MainWindow", "&New game…"), w.new_game_dialog, "Ctrl+N")
    setup = _action(window, game, translate("MainWindow", "Set &up a position…"), w.show_editor)
    rematch = _action(window, game, translate("MainWindow", "&Rematch"), w.rematch)
    review = _action(
        window, game, translate("MainWindow", "Re&view game"), w.review.start, "Ctrl+Shift+R"
    )
    analyse = _action(
        window, game, translate("MainWindow", "&Analyse from here"), w.analyse_here, "Ctrl+Shift+A"
    )
    game.addSeparator()
    open_file = _action(window, game, translate("MainWindow", "&Open…"), w.files.open, std.Open)
    games = _action(
        window, game, translate("MainWindow", "&My games…"), w.show_games, "Ctrl+Shift+O"
    )
    save = _action(window, game, translate("MainWindow", "&Save"), w.files.save, std.Save)
    save_as = _action(
        window, game, translate("MainWindow", "Save &as…"), w.files.save_as, "Ctrl+Shift+S"
    )
    game.addSeparator()
    copy_position = _action(
        window,
        game,
        translate("MainWindow", "&Copy position"),
        w.files.copy_position,
        "Ctrl+Shift+C",
    )
    copy_codecup = _action(
        window,
        game,
        translate("MainWindow", "Copy position as Code&Cup string"),
        w.files.copy_codecup,
    )
    paste_position = _action(
        window,
        game,
        translate("MainWindow", "&Paste position"),
        w.files.paste_position,
        "Ctrl+Shift+V",
    )
    export_png = _action(
        window, game, translate("MainWindow", "&Export board as PNG…"), w.files.export_png, "Ctrl+E"
    )
    game.addSeparator()
    resign = _action(window, game, translate("MainWindow", "Re&sign"), w.resign)
    quit_app = _action(window, game, translate("MainWindow", "&Quit"), window.close, std.Quit)

    undo = _action(window, move, translate("MainWindow", "&Undo"), w.controller.undo, std.Undo)
    redo = _action(
        window, move, translate("MainWindow", "&Redo"), w.controller.redo, "Ctrl+Shift+Z"
    )
    move.addSeparator()
    hint = _action(window, move, translate("MainWindow", "&Hint"), w.controller.request_hint, "H")
    move_now = _action(
        window,
        move,
        translate("MainWindow", "Move &now"),
        w.controller.move_now,
        ["Ctrl+Space", "Ctrl+M"],  # input methods often take Ctrl+Space
    )
    move.addSeparator()
    c = w.controller
    back = _action(
        window,
        move,
        translate("MainWindow", "&Back one move"),
        lambda: c.look_back_step(-1),
        "Alt+Left",
    )
    forward = _action(
        window,
        move,
        translate("MainWindow", "&Forward one move"),
        lambda: c.look_back_step(1),
        "Alt+Right",
    )
    to_start = _action(
        window,
        move,
        translate("MainWindow", "Go to the &start"),
        lambda: c.look_back(0),
        "Alt+Home",
    )
    to_live = _action(
        window,
        move,
        translate("MainWindow", "Back to the &game"),
        lambda: c.look_back(None),
        "Alt+End",
    )

    move.addSeparator()
    r = w.review
    next_mistake = _action(
        window, move, translate("MainWindow", "Next &mistake"), r.next_mistake, "Alt+Down"
    )
    previous_mistake = _action(
        window, move, translate("MainWindow", "Previous m&istake"), r.previous_mistake, "Alt+Up"
    )
    line_forward = _action(
        window,
        move,
        translate("MainWindow", "Better line: step &forward"),
        lambda: r.step_line(1),
        ["Alt+Shift+Right", "]"],  # Openbox/LXDE take Shift+Alt+arrows; no WM takes "]"
    )
    line_back = _action(
        window,
        move,
        translate("MainWindow", "Better line: step &back"),
        lambda: r.step_line(-1),
        ["Alt+Shift+Left", "["],
    )

    reset_view = _action(
        window, view, translate("MainWindow", "&Reset view"), w.board_reset_view, "R"
    )
    top_down = _action(
        window, view, translate("MainWindow", "&Top-down view"), w.board_top_down, "T"
    )
    view.addSeparator()
    coordinates = _toggle(
        window,
        view,
        translate("MainWindow", "Show &coordinates"),
        w.set_coordinates,
        checked["coordinates"],
    )
    height_labels = _toggle(
        window,
        view,
        translate("MainWindow", "Show stack &heights"),
        w.set_height_labels,
        checked["height_labels"],
    )
    high_contrast = _toggle(
        window,
        view,
        translate("MainWindow", "High-contrast &colours"),
        w.set_high_contrast,
        checked["high_contrast"],
    )
    sound = _toggle(window, view, translate("MainWindow", "&Sound"), w.set_sound, checked["sound"])
    speed_menu = view.addMenu(translate("MainWindow", "&Animation speed"))
    assert speed_menu is not None
    speed_group = QActionGroup(window)
    speed_names = {
        AnimationSpeed.OFF: translate("MainWindow", "Off"),
        AnimationSpeed.FAST: translate("MainWindow", "Fast"),
        AnimationSpeed.NORMAL: translate("MainWindow", "Normal"),
        AnimationSpeed.SLOW: translate("MainWindow", "Slow"),
    }
    speeds = {}
    for speed in AnimationSpeed:
        action = _toggle(
            window,
            speed_menu,
            speed_names[speed],
            lambda on, k=speed: w.set_speed(k) if on else None,
            False,
        )
        speed_group.addAction(action)
        speeds[speed] = action
    language_menu = view.addMenu(translate("MainWindow", "&Language"))
    assert language_menu is not None
    language_group = QActionGroup(window)
    languages = {}
    for key, label in (("", translate("MainWindow", "System")), *LANGUAGE_NAMES.items()):
        action = _toggle(
            window, language_menu, label, lambda on, k=key: w.set_language(k) if on else None, False
        )
        language_group.addAction(action)
        languages[key] = action

    rules = _action(
        window,
        help_menu,
        translate("MainWindow", "&Rules of DVONN"),
        w.show_rules,
        std.HelpContents,
    )
    lessons = _action(window, help_menu, translate("MainWindow", "&Learn to play…"), w.show_lessons)
    puzzles = _action(window, help_menu, translate("MainWindow", "&Puzzles…"), w.show_puzzles)
    help_menu.addSeparator()
    shortcuts = _action(
        window, help_menu, translate("MainWindow", "&Keyboard shortcuts"), w.show_shortcuts
    )
    about = _action(window, help_menu, translate("MainWindow", "&About DVONN 3D"), w.show_about)
    return Actions(
        new=new,
        setup=setup,
        rematch=rematch,
        open=open_file,
        games=games,
        save=save,
        save_as=save_as,
        copy_position=copy_position,
        copy_codecup=copy_codecup,
        paste_position=paste_position,
        export_png=export_png,
        resign=resign,
        quit=quit_app,
        undo=undo,
        redo=redo,
        hint=hint,
        move_now=move_now,
        back=back,
        forward=forward,
        to_start=to_start,
        to_live=to_live,
        review=review,
        analyse=analyse,
        next_mistake=next_mistake,
        previous_mistake=previous_mistake,
        line_forward=line_forward,
        line_back=line_back,
        reset_view=reset_view,
        top_down=top_down,
        coordinates=coordinates,
        height_labels=height_labels,
        high_contrast=high_contrast,
        sound=sound,
        speeds=speeds,
        languages=languages,
        rules=rules,
        lessons=lessons,
        puzzles=puzzles,
        shortcuts=shortcuts,
        about=about,
    )
