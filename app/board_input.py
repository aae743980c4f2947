"""The human's hand on the board: a click (or a drag's two ends), the hover, the keyboard
cursor and Escape, turned into a selection, a refusal with its reason, or a move that the
controller plays.

What a click means is ``interaction``'s to say (pure); this object adds when a click is taken
at all (the live game, a human's turn, no move being checked) and the move guard: the
blunder warning, which may look at a move before it is played.  It holds the selection's
state only through the controller's ``BoardMarks``, and plays through ``GameController.play``,
the one path of every move.
"""

from __future__ import annotations

from typing import Protocol

from PyQt6.QtCore import QCoreApplication, pyqtBoundSignal

from app import interaction
from app.board_marks import BoardMarks
from app.engine_text import reason_text
from app.i18n import fill
from app.interaction import Deselect, Play, Refuse, Select
from app.settings import PlayerKind
from engine.board import Cell
from engine.game import Game
from engine.moves import Move
from engine.position import Color, Position

translate = QCoreApplication.translate  # these texts are in the "GameController" context


class MoveGuard(Protocol):
    """Something that may want to look at a human's move before it is played (the blunder
    warning): ``check`` answers later through ``BoardInput.finish_check``."""

    def wants(self, position: Position, move: Move) -> bool: ...
    def check(self, position: Position, move: Move) -> None: ...


class Controller(Protocol):
    """What the input needs of the game controller."""

    game: Game
    marks: BoardMarks

    @property
    def message(self) -> pyqtBoundSignal: ...
    @property
    def epoch(self) -> int: ...
    @property
    def looking_back_at(self) -> int | None: ...
    @property
    def counting(self) -> bool: ...

    def count_pieces(self, on: bool = True) -> None: ...

    def kind(self, color: Color) -> PlayerKind: ...
    def name(self, color: Color) -> str: ...
    def is_human_turn(self) -> bool: ...
    def look_back(self, ply: int | None) -> None: ...
    def play(self, move: Move) -> object: ...
    def refresh(self) -> None: ...


def capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


class BoardInput:
    def __init__(self, controller: Controller) -> None:
        self._controller = controller
        self.move_guard: MoveGuard | None = None
        self._checking: tuple[int, Move] | None = None  # (epoch, move) the guard looks at

    def cell_clicked(self, cell: Cell) -> None:
        if self._controller.counting:  # a click ends the count: the final position again
            self._controller.count_pieces(False)
            return
        marks = self._controller.marks
        marks.cursor = None if marks.cursor is None else cell
        self._click(cell)

    def _click(self, cell: Cell) -> None:
        c = self._controller
        if c.looking_back_at is not None:
            c.message.emit(
                translate(
                    "GameController",
                    "You are looking back at the game: press End to return to it, or try"
                    " other moves with Analyse from here",
                )
            )
            return
        if c.game.is_over:
            c.message.emit(
                translate(
                    "GameController",
                    "The game is over: start a new game or a rematch (Ctrl+N), or try other"
                    " moves with Analyse from here",
                )
            )
            return
        turn = c.game.position.turn
        if c.kind(turn) is not PlayerKind.HUMAN:
            c.message.emit(fill(translate("GameController", "Wait: it is %1's turn"), c.name(turn)))
            return
        if self._checking is not None and self._checking[0] == c.epoch:
            c.message.emit(translate("GameController", "Checking your move…"))
            return
        position = c.game.position
        decision = interaction.interpret_click(
            position, c.game.legal_moves(), c.marks.selected, cell
        )
        if isinstance(decision, Play):
            guard = self.move_guard
            if guard is not None and guard.wants(position, decision.move):
                self._checking = (c.epoch, decision.move)
                c.marks.clear_selection()
                c.refresh()
                c.message.emit(translate("GameController", "Checking your move…"))
                guard.check(position, decision.move)
                return
            c.play(decision.move)
            return
        if isinstance(decision, Select):
            c.marks.selected, c.marks.destinations = decision.cell, decision.destinations
        elif isinstance(decision, Deselect):
            c.marks.clear_selection()
        elif isinstance(decision, Refuse):
            c.marks.clear_selection()
            c.message.emit(capitalised(reason_text(decision.reason)))
        c.refresh()

    def finish_check(self, move: Move, play: bool, better: Move | None = None) -> None:
        """The guard's answer on ``move``: play it, or not (showing ``better`` as a hint)."""
        c = self._controller
        if self._checking != (c.epoch, move):
            return  # the game moved on meanwhile
        self._checking = None
        if play and c.is_human_turn() and move in c.game.legal_moves():
            c.play(move)
        elif better is not None:
            c.marks.hint = better
            c.refresh()

    def cell_hovered(self, cell: Cell | None) -> None:
        marks = self._controller.marks
        if cell != marks.hover:
            marks.hover = cell
            self._controller.refresh()

    def move_cursor(self, direction: str) -> None:
        marks = self._controller.marks
        marks.cursor = interaction.step_cursor(marks.cursor, direction)
        marks.hover = marks.cursor
        self._controller.refresh()

    def activate_cursor(self) -> None:
        cursor = self._controller.marks.cursor
        if cursor is None:
            self.move_cursor("up")
        else:
            self._click(cursor)

    def escape(self) -> None:
        c = self._controller
        if c.marks.selected is not None:
            c.marks.clear_selection()
            c.refresh()
        elif c.looking_back_at is not None:
            c.look_back(None)
