"""Keyboard play and speech on a learning or analysis board, as on the game's board.

An event filter on the board widget: the arrows move the cursor (``BoardMarks.cursor``, drawn
by the scene), Enter or Space does what a click on that cell does (place, pick a stack up,
drop it: ``BoardPage.click_cell``, the same path as the mouse), Escape puts a picked-up stack
down.  The board's accessible name and description follow the cursor with the game's own
sentences (``app.board_speech``: the cell and its stack, what Enter does there) and, after a
move is shown, say what it did.  Keys with Ctrl or Alt go on to the window (Alt+arrows move
about the tree).
"""

from __future__ import annotations

from PyQt6.QtCore import QEvent, QObject, Qt
from PyQt6.QtGui import QKeyEvent
from PyQt6.QtWidgets import QWidget

from app import interaction
from app.board_speech import cell_summary, enter_text, move_text
from app.learn.board_page import BoardPage
from app.learn.texts import colour
from engine.rules import Transition, legal_moves

ARROWS = {
    Qt.Key.Key_Left: "left",
    Qt.Key.Key_Right: "right",
    Qt.Key.Key_Up: "up",
    Qt.Key.Key_Down: "down",
}
PICK_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class KeyboardPlay(QObject):
    def __init__(self, page: BoardPage) -> None:
        super().__init__(page)
        self.page = page
        self.attach(page.board.as_widget())

    def attach(self, widget: QWidget) -> None:
        """Take the keys of ``widget`` (again after the 3D board gives way to the flat one)."""
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject | None, event: QEvent | None) -> bool:
        if not isinstance(event, QKeyEvent) or event.type() != QEvent.Type.KeyPress:
            return False
        if event.modifiers() & (
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
        ):
            return False
        marks = self.page.marks
        key = Qt.Key(event.key())
        if key in ARROWS or (key in PICK_KEYS and marks.cursor is None):
            marks.cursor = interaction.step_cursor(marks.cursor, ARROWS.get(key, "up"))
            self.page.refresh()
        elif key in PICK_KEYS and marks.cursor is not None:
            before = self.page.position
            self.page.click_cell(marks.cursor)
            if self.page.position != before:
                return True  # the move played is said (said_move), not the cell
        elif key == Qt.Key.Key_Escape and marks.selected is not None:
            marks.clear_selection()
            self.page.refresh()
        else:
            return False
        self.speak()
        return True

    def speak(self) -> None:
        """The cell under the cursor and what Enter does there, as the game's board says it."""
        cell = self.page.marks.cursor
        if cell is None:
            return
        position = self.page.position
        widget = self.page.board.as_widget()
        widget.setAccessibleName(cell_summary(position, cell))
        selected = self.page.marks.selected
        widget.setAccessibleDescription(enter_text(position, legal_moves(position), selected, cell))

    def said_move(self, transition: Transition) -> None:
        """What a move shown did ("White moved the stack on E3 to F4. It cut off …")."""
        who = colour(transition.before.turn)
        self.page.board.as_widget().setAccessibleName(move_text(transition, who))
