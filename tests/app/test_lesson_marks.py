"""The lessons mark the board as the game does (issue 52 point 6): the same green landing
rings for a selected stack, the same cut-off preview under the mouse, the same places to
play, by the game's own code; and a wrong try is never said in the green of success.  The
lesson window and the main window under Xvfb, driven by real clicks."""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.interaction import Refuse, interpret_click
from app.learn.board_page import TONES
from app.learn.lesson_window import LessonWindow
from app.learn.progress import Progress
from app.main_window import MainWindow
from app.settings import GameOptions, PlayerKind
from app.view.board_view import BoardView
from app.view.scene import Scene
from engine.board import Cell
from engine.moves import Move
from engine.pieces import stack_owner
from engine.rules import legal_moves
from tests.app.test_learn_window import click, open_page, press, store_in
from tests.app.test_window import click as game_click
from tests.app.test_window import close_window, make_window

pytestmark = pytest.mark.gui

HUMANS = GameOptions(white=PlayerKind.HUMAN, black=PlayerKind.HUMAN)
RED, GREEN = TONES["wrong"], TONES["right"]


@pytest.fixture
def lessons(qtbot: QtBot, tmp_path: Path) -> LessonWindow:
    return open_page(qtbot, LessonWindow(Progress(store_in(tmp_path))))


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    win = make_window(qtbot, tmp_path / "game")
    yield win
    close_window(win)


def hover(qtbot: QtBot, board: BoardView, cell: Cell) -> None:
    """The pointer over ``cell`` (on the board's GL window, which gets the real mouse)."""
    qtbot.mouseMove(board.surface, board.cell_position(cell).toPoint())


def previewing(board: BoardView) -> bool:
    return bool(board.scene().cutoff_preview)


def marks(scene: Scene) -> tuple[object, ...]:
    return (scene.selected, scene.destinations, scene.cutoff_preview, scene.placeable)


def test_a_lesson_marks_a_stack_and_its_landings_as_the_game_does(
    qtbot: QtBot, lessons: LessonWindow, window: MainWindow
) -> None:
    lessons.menu.setCurrentRow(5)  # "Cutting off": D3 to D4 cuts stacks off
    window.controller.new_game(HUMANS, start=lessons.position)
    click(qtbot, lessons, Cell.D3)
    game_click(qtbot, window, Cell.D3)
    seen = []
    for board in (lessons.board, window.board):
        assert isinstance(board, BoardView)
        scene = board.scene()
        assert scene.selected == Cell.D3 and Cell.D4 in scene.destinations
        hover(qtbot, board, Cell.D4)
        qtbot.waitUntil(partial(previewing, board), timeout=3000)
        seen.append(marks(board.scene()))
    assert seen[0] == seen[1]  # the green rings and the preview, from the same code


def test_the_placement_lesson_shows_the_places_to_play(qtbot: QtBot, lessons: LessonWindow) -> None:
    lessons.menu.setCurrentRow(0)
    scene = lessons.board.scene()
    assert scene.placeable == frozenset(lessons.position.empty_cells())


def test_a_wrong_try_after_a_success_is_said_in_red(qtbot: QtBot, lessons: LessonWindow) -> None:
    lessons.menu.setCurrentRow(2)  # "Jumping over empty spaces"
    click(qtbot, lessons, Cell.E2)
    click(qtbot, lessons, Cell.H2)
    assert GREEN in lessons.feedback.styleSheet()
    press(qtbot, lessons.next)  # lesson 4: "A surrounded stack is stuck"
    assert lessons.lesson.id == "surrounded" and lessons.feedback.text() == ""
    position = lessons.position
    legal = legal_moves(position)
    walled = next(
        cell
        for cell, stack in position.occupied()
        if stack_owner(stack) is position.turn
        and isinstance(interpret_click(position, legal, None, cell), Refuse)
    )
    click(qtbot, lessons, walled)
    assert lessons.feedback.text() and RED in lessons.feedback.styleSheet()
    assert GREEN not in lessons.feedback.styleSheet()
    assert lessons.board.scene().selected is None
    assert isinstance(walled, Cell)


def test_another_stack_clicked_after_one_is_a_new_selection_as_in_the_game(
    qtbot: QtBot, lessons: LessonWindow, window: MainWindow
) -> None:
    """Issue 49 point 6: the lesson's board means by a click what the game's board does
    (interaction.interpret_click): a second stack of the mover is picked up instead, not a
    wrong try."""
    for row in range(lessons.menu.count()):
        lessons.menu.setCurrentRow(row)
        position = lessons.position
        legal = legal_moves(position)
        movable = sorted({m.source for m in legal if m.source is not None}, key=str)
        # two stacks of the mover, the second no landing of the first
        pairs = [
            (a, b) for a in movable for b in movable if a != b and Move.jump(a, b) not in legal
        ]
        if pairs:
            break
    else:
        pytest.fail("no lesson has two movable stacks of the side to move")
    first, second = pairs[0]
    click(qtbot, lessons, first)
    assert lessons.marks.selected == first
    click(qtbot, lessons, second)
    assert lessons.marks.selected == second and lessons.feedback.text() == ""
    assert lessons.position == position  # nothing was tried
    window.controller.new_game(HUMANS, start=position)  # the game's board, the same clicks
    game_click(qtbot, window, first)
    game_click(qtbot, window, second)
    assert window.controller.marks.selected == second and not window.controller.game.moves
    assert lessons.board.scene().destinations == window.board.scene().destinations
