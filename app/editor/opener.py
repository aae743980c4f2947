"""Opening the board editor from the main window, and what its two buttons start there.

One editor at most, made on first use: raised as it is while it is open, or started again
from the position the game shows once it was closed.  **Play from here** asks for the players
in the New game dialog (any kinds, the setup row hidden) and starts a new game from the
position; the game on the board before stays in the library, as with every new game.
**Analyse** hands the position to the window's analysis board when it has one
(``analyse``), and is hidden otherwise.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PyQt6.QtWidgets import QWidget

from app.controller import GameController
from app.editor.window import EditorWindow
from app.file_actions import FileActions
from app.library import Library
from app.scene_builder import DisplayOptions
from app.settings import Settings
from app.view.scene import Palette
from app.widgets.level_record_label import attach_level_record
from app.widgets.new_game_dialog import NewGameDialog
from engine.position import Position


class Host(Protocol):
    """What the editor needs of the main window."""

    settings: Settings
    library: Library | None
    controller: GameController
    files: FileActions


def display_of(settings: Settings) -> DisplayOptions:
    """The board as the View menu shows it: palette, coordinates, stack heights."""
    palette: Palette = "high_contrast" if settings.palette == "high_contrast" else "classic"
    return DisplayOptions(palette, settings.show_coordinates, settings.show_height_labels)


class EditorOpener:
    def __init__(
        self,
        host: Host,
        window: QWidget,
        analyse: Callable[[Position], object] | None = None,
    ) -> None:
        self.host = host
        self.window = window
        self.analyse = analyse
        self.editor: EditorWindow | None = None

    def show(self) -> EditorWindow:
        """Game → Set up a position: the editor, raised (started from the game's position
        unless it is open already)."""
        controller = self.host.controller
        editor = self.editor
        if editor is None:
            editor = EditorWindow(
                controller.shown_position, lambda: controller.shown_position, self.window
            )
            editor.play_requested.connect(self.play)
            if self.analyse is not None:
                editor.analyse_requested.connect(self.analyse)
            editor.analyse_button.setVisible(self.analyse is not None)
            self.editor = editor
        elif not editor.isVisible():
            editor.load(controller.shown_position)
        editor.set_display(display_of(self.host.settings))
        editor.show()
        editor.raise_()
        editor.activateWindow()
        return editor

    def play(self, position: Position) -> bool:
        """A new game from ``position`` with the players the New game dialog chooses; False
        when it was cancelled (the editor stays as it was)."""
        host = self.host
        dialog = NewGameDialog(host.settings.game_options, self.editor or self.window)
        dialog.from_position()
        if host.library is not None:  # the player's record against each level
            attach_level_record(dialog, host.library.entries())
        if not dialog.exec():
            return False
        options = dialog.options()
        host.settings.game_options = options
        host.files.forget()
        host.controller.new_game(options, start=position)
        if self.editor is not None:
            self.editor.hide()
        self.window.raise_()
        self.window.activateWindow()
        return True
