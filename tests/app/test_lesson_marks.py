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

from app.learn.board_page import TONES
from app.learn.lesson_window import LessonWindow
from app.learn.lessons import stuck
from app.learn.progress import Progress
from app.main_window import MainWindow
from app.settings import GameOptions, PlayerKind
from app.view.board_view import BoardView
from app.view.scene import Scene
from engine.board import Cell
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


def hover(qtbot: QtBot, board: BoardView, cell: str) -> None:
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
    click(qtbot, lessons, "D3")
    game_click(qtbot, window, "D3")
    seen = []
    for board in (lessons.board, window.board):
        assert isinstance(board, BoardView)
        scene = board.scene()
        assert scene.selected == "D3" and "D4" in scene.destinations
        hover(qtbot, board, "D4")
        qtbot.waitUntil(partial(previewing, board), timeout=3000)
        seen.append(marks(board.scene()))
    assert seen[0] == seen[1]  # the green rings and the preview, from the same code


def test_the_placement_lesson_shows_the_places_to_play(qtbot: QtBot, lessons: LessonWindow) -> None:
    lessons.menu.setCurrentRow(0)
    scene = lessons.board.scene()
    assert scene.placeable == frozenset(str(c) for c in lessons.position.empty_cells())


def test_a_wrong_try_after_a_success_is_said_in_red(qtbot: QtBot, lessons: LessonWindow) -> None:
    lessons.menu.setCurrentRow(2)  # "Jumping over empty spaces"
    click(qtbot, lessons, "E2")
    click(qtbot, lessons, "H2")
    assert GREEN in lessons.feedback.styleSheet()
    press(qtbot, lessons.next)  # lesson 4: "A surrounded stack is stuck"
    assert lessons.lesson.id == "surrounded" and lessons.feedback.text() == ""
    position = lessons.position
    walled = next(cell for cell, _ in position.occupied() if stuck(position, cell) is not None)
    click(qtbot, lessons, str(walled))
    assert lessons.feedback.text() and RED in lessons.feedback.styleSheet()
    assert GREEN not in lessons.feedback.styleSheet()
    assert lessons.board.scene().selected is None
    assert isinstance(walled, Cell)
