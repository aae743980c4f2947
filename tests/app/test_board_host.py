"""One board host (issue 49 point 6): the game's window and every BoardPage (lessons, puzzles,
the editor, the analysis board) hold their board through ``app.board_host.BoardHost``: a drag
is a click on each end (the editor's moves a piece), and when the 3D view fails the flat board
takes its place, wired as the first was.  Under Xvfb, with real mouse events on the flat board.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PyQt6.QtCore import Qt
from PyQt6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from app.editor.window import EditorWindow
from app.learn.board_page import TONES
from app.learn.lesson_window import LessonWindow
from app.learn.progress import Progress
from app.main_window import MainWindow
from app.settings import GameOptions, PlayerKind
from app.view.board_widget import BoardWidget
from app.view.fallback_2d import Board2DView
from engine.board import Cell
from engine.moves import Move
from engine.position import Position
from tests.app.test_learn_window import open_page, store_in
from tests.app.test_window import close_window, make_window

pytestmark = pytest.mark.gui

HUMANS = GameOptions(white=PlayerKind.HUMAN, black=PlayerKind.HUMAN)


@pytest.fixture
def lessons(qtbot: QtBot, tmp_path: Path) -> LessonWindow:
    return open_page(qtbot, LessonWindow(Progress(store_in(tmp_path))))


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    win = make_window(qtbot, tmp_path / "game")
    yield win
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, QMessageBox):  # the note about the flat board
            widget.close()
    close_window(win)


def fail_3d(qtbot: QtBot, holder: MainWindow | LessonWindow | EditorWindow) -> BoardWidget:
    """The 3D view says it has no OpenGL 3.3: the flat board, shown where it was."""
    old = holder.board
    old.gl_failed.emit("no OpenGL 3.3 (test)")
    qtbot.waitUntil(lambda: isinstance(holder.board, Board2DView), timeout=3000)
    board = holder.board
    assert board is not old and board is holder.host.board
    qtbot.waitUntil(lambda: board.as_widget().isVisible() and board.as_widget().width() > 200)
    return board


def drag(qtbot: QtBot, board: BoardWidget, source: Cell, target: Cell) -> None:
    """A real left-drag on the flat board, pressed on ``source`` and released on ``target``."""
    widget = board.as_widget()
    start, end = board.cell_position(source).toPoint(), board.cell_position(target).toPoint()
    qtbot.mousePress(widget, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseRelease(widget, Qt.MouseButton.LeftButton, pos=end)


def test_a_lesson_and_the_game_fall_back_alike_and_take_a_drag_as_two_clicks(
    qtbot: QtBot, lessons: LessonWindow, window: MainWindow
) -> None:
    lessons.menu.setCurrentRow(5)  # "Cutting off": D3 to D4 cuts stacks off
    start = lessons.position
    window.controller.new_game(HUMANS, start=start)
    shown = {cell: tuple(stack) for cell, stack in start.occupied()}
    for holder in (lessons, window):
        board = fail_3d(qtbot, holder)
        assert dict(board.scene().stacks) == shown  # the same position, drawn flat
        drag(qtbot, board, Cell.D3, Cell.D4)
    move = Move.jump(Cell.D3, Cell.D4)
    assert window.controller.game.moves == [move]
    assert lessons.feedback.text() and TONES["right"] in lessons.feedback.styleSheet()
    assert not lessons.position.stack(Cell.D3)  # the lesson played the move tried


def test_the_flat_board_of_a_lesson_takes_clicks_as_the_game_does(
    qtbot: QtBot, lessons: LessonWindow
) -> None:
    lessons.menu.setCurrentRow(5)
    board = fail_3d(qtbot, lessons)
    qtbot.mouseClick(
        board.as_widget(),
        Qt.MouseButton.LeftButton,
        pos=board.cell_position(Cell.D3).toPoint(),
    )
    assert lessons.marks.selected == Cell.D3 and board.scene().selected == Cell.D3


def test_the_editor_keeps_its_own_drag_right_click_and_keys_on_the_flat_board(
    qtbot: QtBot,
) -> None:
    editor = open_page(qtbot, EditorWindow(Position.initial()))
    editor.setup.add(Cell.E3, "W")
    editor.setup.add(Cell.E3, "B")
    editor.load(editor.setup.shown())
    board = fail_3d(qtbot, editor)
    drag(qtbot, board, Cell.E3, Cell.F3)  # the editor's drag moves the top piece
    assert (editor.setup.stacks[Cell.E3], editor.setup.stacks[Cell.F3]) == ("W", "B")
    qtbot.mouseClick(
        board.as_widget(),
        Qt.MouseButton.RightButton,
        pos=board.cell_position(Cell.E3).toPoint(),
    )
    assert editor.setup.stacks[Cell.E3] == ""  # a right click takes the top piece off
    qtbot.keyClick(board.as_widget(), Qt.Key.Key_Return)  # the editor's keys on the new board
    assert editor.key_cursor is not None and board.scene().cursor == editor.key_cursor
