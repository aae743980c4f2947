"""Keyboard play on the board: the arrows move the controller's cursor, Enter or Space picks
up and drops, Escape lets go.  While a finished game's pieces are counted, any of these keys
shows the final position again.  An event filter the window installs on each board widget; keys
with Ctrl or Alt, and every other key, go on to the board (its camera keys) and the menus."""

from __future__ import annotations

from PyQt6.QtCore import QEvent, QObject, Qt
from PyQt6.QtGui import QKeyEvent

from app.controller import GameController

_DIRECTIONS = {
    Qt.Key.Key_Left: "left",
    Qt.Key.Key_Right: "right",
    Qt.Key.Key_Up: "up",
    Qt.Key.Key_Down: "down",
}
_PICK_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class BoardKeys(QObject):
    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller

    def eventFilter(self, watched: QObject | None, event: QEvent | None) -> bool:
        if not isinstance(event, QKeyEvent) or event.type() != QEvent.Type.KeyPress:
            return False
        if event.modifiers() & (
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
        ):
            return False
        key = Qt.Key(event.key())
        if self.controller.counting and (
            key in _DIRECTIONS or key in _PICK_KEYS or key == Qt.Key.Key_Escape
        ):
            self.controller.count_pieces(False)
        elif key in _DIRECTIONS:
            self.controller.input.move_cursor(_DIRECTIONS[key])
        elif key in _PICK_KEYS:
            self.controller.input.activate_cursor()
        elif key == Qt.Key.Key_Escape:
            self.controller.input.escape()
        else:
            return False
        return True
