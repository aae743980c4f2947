"""Proven results marked on the analysis board: which cells, and how both views draw them
(a win a green disc, a draw a ring, a loss a red cross)."""

from __future__ import annotations

import pytest
from PyQt6.QtGui import QColor
from pytestqt.qtbot import QtBot

from app.board_marks import BoardMarks, result_marks
from app.scene_builder import DisplayOptions
from app.view import palette as pal
from app.view.animation import scene_sprites
from app.view.camera import Camera
from app.view.fallback_2d import Board2DView
from app.view.instances import CROSS, DOT, RING, build_frame
from app.view.scene import Scene
from engine.assessment import MoverResult
from engine.board import Cell
from engine.moves import Move
from engine.notation import parse_position
from engine.review.solve import MoveSolution
from tests.engine.test_review import BLUNDER_START

W, D, L = MoverResult.WIN, MoverResult.DRAW, MoverResult.LOSS


def jump(text: str) -> Move:
    return Move.parse(text)


SOLUTIONS = (
    MoveSolution(jump("E3F3"), W, 3),  # E3's moves: a win, a loss
    MoveSolution(jump("E3E4"), L, -1),
    MoveSolution(jump("C2C3"), D, 0),  # C2's: a draw and a loss
    MoveSolution(jump("C2D2"), L),
    MoveSolution(jump("G4G5"), None, percent=40),  # G4's: a loss and one unproven
    MoveSolution(jump("G4H4"), L, -5),
    MoveSolution(jump("A1B1"), L, -2),  # A1's: all lost
)


def test_a_selected_stack_shows_each_proven_landing() -> None:
    marks = result_marks(SOLUTIONS, Cell.E3, everywhere=False)
    assert marks == ((Cell.F3, "win"), (Cell.E4, "loss"))
    assert result_marks(SOLUTIONS, Cell.G4, everywhere=True) == ((Cell.H4, "loss"),)


def test_every_stack_shows_its_best_result_once_it_is_known() -> None:
    marks = dict(result_marks(SOLUTIONS, None, everywhere=True))
    assert marks == {
        Cell.E3: "win",
        Cell.C2: "draw",
        Cell.A1: "loss",
    }  # G4: a move unproven might be better than its loss
    assert result_marks(SOLUTIONS, None, everywhere=False) == ()
    placements = (MoveSolution(Move.place(Cell.E3), None, percent=60),)
    assert result_marks(placements, None, everywhere=True) == ()


def test_marks_belong_to_the_position_they_were_solved_in() -> None:
    position = parse_position(BLUNDER_START)
    marks = BoardMarks(results_everywhere=True)
    solutions = (MoveSolution(jump("G4G5"), W, 2),)
    marks.solved = (position, solutions)
    scene = marks.scene(
        position, DisplayOptions(), last_move=None, live=True, human=True, gathered=False, hint=None
    )
    assert scene.results == ((Cell.G4, "win"),)
    other = parse_position(BLUNDER_START.replace(" w ", " b "))
    scene = marks.scene(
        other, DisplayOptions(), last_move=None, live=True, human=True, gathered=False, hint=None
    )
    assert scene.results == ()


@pytest.mark.parametrize(
    "results",
    [
        (("E3", "win"),),
        (("Z9", "win"),),
        ((Cell.E3, "won"),),
        ((Cell.E3, "win"), (Cell.E3, "loss")),
    ],
)
def test_a_scene_refuses_results_that_are_not_marks(results: tuple[tuple[Cell, str], ...]) -> None:
    with pytest.raises(ValueError):
        Scene(results=results)


def test_the_3d_view_draws_a_disc_a_ring_and_a_cross(qtbot: QtBot) -> None:  # labels: fonts
    stacks = {Cell.E3: ("W",), Cell.F3: ("B",), Cell.G3: ("W", "B")}
    base = Scene(stacks=stacks)
    marked = base.with_(results=((Cell.E3, "win"), (Cell.F3, "draw"), (Cell.G3, "loss")))
    camera = Camera()
    before = build_frame(base, scene_sprites(base), camera, (800, 600)).decals
    after = build_frame(marked, scene_sprites(marked), camera, (800, 600)).decals
    added = [tuple(row) for row in after.tolist() if tuple(row) not in map(tuple, before.tolist())]
    shapes = sorted(int(row[3]) for row in added)
    assert shapes == sorted([DOT, RING, CROSS])
    greens = [row for row in added if int(row[3]) == DOT]
    assert greens[0][9] > greens[0][8] and greens[0][9] > greens[0][10]  # green


def test_the_flat_view_draws_them_in_their_colours(qtbot: QtBot) -> None:
    view = Board2DView()
    qtbot.addWidget(view)
    view.resize(900, 500)
    scene = Scene(stacks={}, show_coordinates=False, results=((Cell.E3, "win"), (Cell.G3, "loss")))
    view.set_scene(scene)
    image = view.grab().toImage()
    dpr = image.devicePixelRatio()

    def colour(cell: Cell) -> QColor:
        p = view.cell_position(cell)
        return image.pixelColor(round(p.x() * dpr), round(p.y() * dpr))

    win, loss = colour(Cell.E3), colour(Cell.G3)
    assert win.green() > 1.5 * win.red(), win.getRgb()
    assert loss.red() > 1.5 * loss.green(), loss.getRgb()  # the cross's middle
    assert pal.RESULT_MARKS["win"][1] > pal.RESULT_MARKS["win"][0]
