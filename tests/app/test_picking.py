"""Ray picking: every cell projects to the screen and picks back (pure numpy)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from app.view import camera as cam
from app.view.camera import Camera, CameraPose
from app.view.layout import PIECE_RADIUS, cell_centre, cell_centres, stack_height
from app.view.picking import (
    device_size,
    logical_from_device,
    occluded,
    pick,
    project,
    ray_from_logical,
)
from engine.board import CELLS, Cell
from engine.puzzles import load_puzzles
from engine.rules import apply

POSES = [
    CameraPose(),  # replaced by the home pose per aspect below
    CameraPose(yaw=math.radians(35), pitch=math.radians(40), distance=16.0),
    CameraPose(
        yaw=math.radians(-120), pitch=math.radians(65), distance=13.0, target=(1.0, 0.0, -0.5)
    ),
    CameraPose(yaw=math.pi, pitch=math.radians(30), distance=18.0),
    CameraPose(yaw=0.0, pitch=cam.PITCH_MAX, distance=14.0),  # top-down
]
LOGICAL = (801.0, 601.0)  # odd sizes: fractional device sizes at 1.25 and 1.5
# Low enough that a tall stack on F3 hides G5, two rows behind it (the home view is steep
# enough that none does: tall stacks are drawn pressed together).
LOW = CameraPose(yaw=0.0, pitch=math.radians(25), distance=15.0)


def _screen(vp: np.ndarray, point: np.ndarray, w: float, h: float) -> tuple[float, float]:
    win, _ = project(vp, [point], w, h)
    return float(win[0, 0]), float(win[0, 1])


def _top(cell: Cell, pieces: int) -> np.ndarray:
    """The centre of the top of a stack of ``pieces`` on ``cell``."""
    top = cell_centre(cell)
    top[1] = stack_height(pieces)
    return top


def _camera(pose_index: int, width: float, height: float) -> Camera:
    c = Camera()
    c.set_aspect(width, height)
    c.set_pose(c.home_pose() if pose_index == 0 else POSES[pose_index])
    return c


@pytest.mark.parametrize("pose_index", range(len(POSES)))
def test_every_empty_cell_picks_back(pose_index: int) -> None:
    w, h = LOGICAL
    c = _camera(pose_index, w, h)
    vp = c.view_projection()
    win, depth = project(vp, cell_centres(), w, h)
    assert np.all(depth > 0)
    for cell, (x, y) in zip(CELLS, win, strict=True):
        assert pick(vp, x, y, w, h, {}) == cell


@pytest.mark.parametrize("dpr", [1.0, 1.25, 1.5, 2.0])
@pytest.mark.parametrize("pose_index", [0, 2, 4])
def test_picking_through_device_pixels(dpr: float, pose_index: int) -> None:
    """Render-side projection lands on device pixels; the mouse reports logical ones."""
    w, h = LOGICAL
    dw, dh = device_size(w, h, dpr)
    assert (dw, dh) != (w, h) or dpr == 1.0
    c = _camera(pose_index, w, h)
    vp = c.view_projection()
    # Single pieces everywhere: aim at each top face's centre as the renderer draws it.
    heights = dict.fromkeys(CELLS, 1)
    tops = cell_centres() + np.array([0.0, stack_height(1), 0.0])
    device_px, _ = project(vp, tops, dw, dh)
    for cell, (dx, dy) in zip(CELLS, device_px, strict=True):
        # A pixel's centre, as a click on that pixel would report it.
        px, py = math.floor(dx) + 0.5, math.floor(dy) + 0.5
        lx, ly = logical_from_device(px, py, dpr)
        assert pick(vp, lx, ly, w, h, heights) == cell


def test_click_off_the_board_picks_nothing() -> None:
    w, h = LOGICAL
    c = _camera(0, w, h)
    vp = c.view_projection()
    for x, y in [(2.0, 2.0), (w - 3, 3), (3, h - 3), (w - 2, h - 2), (w / 2, 4.0)]:
        assert pick(vp, x, y, w, h, {}) is None
    # Between spaces but on the board: nearer than half a spacing to none of them.
    mid = (cell_centre(Cell.E3) + cell_centre(Cell.F3) + cell_centre(Cell.F4)) / 3
    x, y = _screen(vp, mid, w, h)
    assert pick(vp, x, y, w, h, {}) is None
    assert pick(vp, 10.0, 10.0, 0.0, 0.0, {}) is None


def test_looking_at_the_sky_picks_nothing() -> None:
    c = Camera()
    c.set_pose(CameraPose(pitch=cam.PITCH_MIN, distance=cam.DISTANCE_MIN))
    assert pick(c.view_projection(), 400.0, 0.0, 800.0, 600.0, {}) is None


def _low(width: float, height: float) -> Camera:
    c = Camera()
    c.set_aspect(width, height)
    c.set_pose(LOW)  # looking from row 1 towards row 5
    return c


def test_tall_stack_occludes_the_cell_behind() -> None:
    w, h = LOGICAL
    c = _low(w, h)
    vp = c.view_projection()
    x, y = _screen(vp, cell_centre(Cell.G5), w, h)
    assert pick(vp, x, y, w, h, {Cell.G5: 1}) == Cell.G5
    # F3 is directly in front of G5 from this camera; a 20-high stack hides the space G5.
    assert pick(vp, x, y, w, h, {Cell.F3: 20}) == Cell.F3
    # ...but a short one does not.
    assert pick(vp, x, y, w, h, {Cell.G5: 1, Cell.F3: 1}) == Cell.G5


def test_a_hidden_stack_is_picked_where_it_stands() -> None:
    """A piece on G5 hidden by a 20-high tower on F3: clicking where G5 stands picks it, the
    tower keeps its top and the part of its side far from G5."""
    w, h = LOGICAL
    c = _low(w, h)
    vp = c.view_projection()
    heights = {Cell.G5: 1, Cell.F3: 20}
    assert occluded(c.eye(), [cell_centre(Cell.G5)], [Cell.G5], heights)[0]
    for point, cell in [
        (cell_centre(Cell.G5), Cell.G5),
        (_top(Cell.G5, 1), Cell.G5),
        (_top(Cell.F3, 20), Cell.F3),
        (cell_centre(Cell.F3) + np.array([0.0, stack_height(4), PIECE_RADIUS]), Cell.F3),
    ]:
        x, y = _screen(vp, point, w, h)
        assert pick(vp, x, y, w, h, heights) == cell


@pytest.mark.parametrize("pose_index", range(len(POSES)))
def test_every_stack_top_picks_back_on_crowded_boards(pose_index: int) -> None:
    """Hidden or not, the centre of every stack's top picks that stack."""
    w, h = LOGICAL
    vp = _camera(pose_index, w, h).view_projection()
    rng = np.random.default_rng(pose_index)
    for _ in range(6):
        cells = rng.choice(CELLS, size=30, replace=False)
        heights = {Cell(c): int(rng.choice([1, 1, 2, 3, 5, 9, 14])) for c in cells}
        tops = [_top(c, n) for c, n in heights.items()]
        win, _ = project(vp, tops, w, h)
        for cell, (x, y) in zip(heights, win, strict=True):
            assert pick(vp, x, y, w, h, heights) == cell


def test_stack_side_and_top_both_pick() -> None:
    w, h = LOGICAL
    c = _camera(1, w, h)
    vp = c.view_projection()
    base = cell_centre(Cell.D2)
    for point in (
        base + np.array([0, stack_height(6), 0]),
        base + np.array([0, stack_height(3), PIECE_RADIUS]),
    ):
        x, y = _screen(vp, point, w, h)
        assert pick(vp, x, y, w, h, {Cell.D2: 6}) == Cell.D2


def test_ray_starts_at_the_eye_side() -> None:
    c = Camera()
    origin, direction = ray_from_logical(c.view_projection(), 400.0, 300.0, 800.0, 600.0)
    assert math.isclose(float(np.linalg.norm(direction)), 1.0)
    assert origin[1] > 0 and direction[1] < 0


def test_label_occlusion() -> None:
    eye = _low(*LOGICAL).eye()
    heights = {Cell.F3: 20, Cell.G5: 1}
    top_g5 = cell_centre(Cell.G5) + np.array([0, stack_height(1) + 0.05, 0])
    top_f3 = cell_centre(Cell.F3) + np.array([0, stack_height(20) + 0.05, 0])
    hidden = occluded(eye, [top_g5, top_f3], [Cell.G5, Cell.F3], heights)
    assert hidden.tolist() == [True, False]


@pytest.mark.parametrize("size", [(756.0, 700.0), LOGICAL, (1000.0, 560.0)])
def test_every_puzzle_move_can_be_clicked_in_the_default_camera(
    size: tuple[float, float],
) -> None:
    """Each move the player must find in a shipped puzzle: its stack and its landing stack
    pick back from the centre of their tops (hidden ones included), in the home camera of
    the puzzle board's usual sizes."""
    w, h = size
    vp = _camera(0, w, h).view_projection()
    for puzzle in load_puzzles():
        position = puzzle.position
        for ply, move in enumerate(puzzle.solution):
            if ply % 2 == 0 and not move.is_pass:
                heights = {c: len(stack) for c, stack in position.occupied()}
                for cell in (move.source, move.target):
                    assert cell is not None
                    x, y = _screen(vp, _top(cell, heights[cell]), w, h)
                    assert pick(vp, x, y, w, h, heights) == cell, (puzzle.id, ply, cell)
            position = apply(position, move).after
