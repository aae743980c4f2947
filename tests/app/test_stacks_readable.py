"""Every stack's owner and height can be read in the default 3D view (issue 52 point 2), in
real middle games and end positions of the Boardspace corpus, with the view's numpy
geometry (no GL; the label atlas needs a QGuiApplication, which the qapp fixture gives):

- no stack's top piece is hidden: most of its top face is seen from the default camera,
  neither behind another stack nor under a label;
- every stack of two or more has its height badge, inside the view and off every other
  stack (points all over the other stacks' seen surfaces, none inside the badge);
- the whole board is in view whatever the heights, and so are the counted towers.

The positions are read from the corpus archive by ``scripts.corpus`` (skipped without
``../shared``).
"""

from __future__ import annotations

import math
from collections.abc import Iterator

import numpy as np
import pytest
from pytestqt.qtbot import QtBot

from app.view.camera import Camera
from app.view.labels import badge_rects, label_rects
from app.view.layout import PIECE_RADIUS, cell_centre, stack_height, tower_place
from app.view.picking import occluded, project
from app.view.scene import Scene
from engine.board import CELLS, Cell
from engine.position import Color, Position
from engine.records.corpus import iter_archive
from scripts.corpus import DEFAULT_ARCHIVE, read_archive_game

# Board areas of the main window at 1024x640 and 1280x800, a tall one and a wide one.
SIZES = [(650.0, 520.0), (900.0, 700.0), (640.0, 760.0), (1300.0, 640.0)]
GAMES = 24
SEEN = 0.5  # at least this share of a top face is seen


def _real_positions() -> list[Position]:
    """Middle games (every 12th move from the first stack move) and the final position of
    the first GAMES corpus games that reach move 70."""
    if not DEFAULT_ARCHIVE.is_file():
        pytest.skip(f"the Boardspace corpus is not at {DEFAULT_ARCHIVE}")
    positions: list[Position] = []
    games = 0
    for name, data in iter_archive(DEFAULT_ARCHIVE):
        record = read_archive_game(name, data)
        if record is None or len(record.moves) < 70:
            continue
        last = len(record.positions) - 1
        positions += [record.positions[ply] for ply in range(50, last, 12)]
        positions.append(record.positions[last])
        games += 1
        if games == GAMES:
            break
    return positions


POSITIONS = _real_positions() if DEFAULT_ARCHIVE.is_file() else []


def _camera(size: tuple[float, float]) -> Camera:
    camera = Camera()
    camera.set_aspect(*size)
    camera.reset_view(animate=False)
    return camera


def _disc(radius: float, rings: int = 3, per_ring: int = 12) -> np.ndarray:
    """Points of a disc of ``radius`` round the origin in the board's plane."""
    points = [[0.0, 0.0, 0.0]]
    for k in range(1, rings + 1):
        r = radius * k / rings
        for a in np.linspace(0.0, 2 * math.pi, per_ring, endpoint=False):
            points.append([r * math.cos(a), 0.0, r * math.sin(a)])
    return np.array(points)


TOP_FACE = _disc(PIECE_RADIUS * 0.9)


def _surface(cell: Cell, pieces: int) -> np.ndarray:
    """Points all over a stack's top face and round its side."""
    top = cell_centre(cell) + np.array([0.0, stack_height(pieces), 0.0])
    side = [
        cell_centre(cell) + np.array([PIECE_RADIUS * math.cos(a), y, PIECE_RADIUS * math.sin(a)])
        for a in np.linspace(0.0, 2 * math.pi, 16, endpoint=False)
        for y in np.linspace(0.0, stack_height(pieces), 4)
    ]
    return np.vstack([top + _disc(PIECE_RADIUS * 0.98), side])


def _inside(points: np.ndarray, rect: np.ndarray, margin: float = 0.5) -> np.ndarray:
    x0, y0, x1, y1 = rect
    return np.asarray(
        (points[:, 0] > x0 + margin)
        & (points[:, 0] < x1 - margin)
        & (points[:, 1] > y0 + margin)
        & (points[:, 1] < y1 - margin)
    )


def _scenes() -> Iterator[tuple[int, Scene]]:
    for n, position in enumerate(POSITIONS):
        yield n, Scene(stacks={cell: tuple(stack) for cell, stack in position.occupied()})


def test_the_corpus_gives_enough_real_positions() -> None:
    if not DEFAULT_ARCHIVE.is_file():
        pytest.skip("no corpus")
    assert len(POSITIONS) >= 50
    heights = [len(stack) for position in POSITIONS for _, stack in position.occupied()]
    assert max(heights) >= 10  # tall stacks among them


@pytest.mark.parametrize("size", SIZES, ids=[f"{w:.0f}x{h:.0f}" for w, h in SIZES])
def test_every_stack_top_is_seen_and_every_badge_is_on_its_own_stack(
    qtbot: QtBot, size: tuple[float, float]
) -> None:
    if not POSITIONS:
        pytest.skip("no corpus")
    camera = _camera(size)
    vp, eye = camera.view_projection(), camera.eye()
    width, height = size
    for n, scene in _scenes():
        counts = {cell: len(pieces) for cell, pieces in scene.stacks.items()}
        labels = [rect for _, rect in label_rects(scene, camera, width, height)]
        badges = badge_rects(scene, camera, width, height)
        assert set(badges) == {c for c, k in counts.items() if k >= 2}, n
        seen_surface: dict[Cell, np.ndarray] = {}
        for cell, pieces in counts.items():
            surface = _surface(cell, pieces)
            hidden = occluded(eye, surface, [cell] * len(surface), counts)
            seen_surface[cell], _ = project(vp, surface[~hidden], width, height)
            face = cell_centre(cell) + np.array([0.0, stack_height(pieces), 0.0]) + TOP_FACE
            behind = occluded(eye, face, [cell] * len(face), counts)
            win, _ = project(vp, face, width, height)
            under = np.zeros(len(face), dtype=bool)
            for rect in labels:
                under |= _inside(win, rect)
            share = 1.0 - float(np.mean(behind | under))
            assert share >= SEEN, (n, cell, pieces, share)
        for cell, rect in badges.items():
            assert rect[0] >= 0 and rect[1] >= 0, (n, cell, rect)
            assert rect[2] <= width and rect[3] <= height, (n, cell, rect)
            for other, points in seen_surface.items():
                if other != cell:
                    assert not np.any(_inside(points, rect)), (n, cell, other, rect)


@pytest.mark.parametrize("aspect", [0.7, 1.0, 1.25, 1.6, 2.2])
def test_the_whole_board_is_in_view_whatever_the_heights(aspect: float) -> None:
    """Stacks of 49 on every space, and the counted towers of 49 pieces each: all inside
    the default view."""
    size = (800.0 * aspect, 800.0)
    vp = _camera(size).view_projection()
    for cell in CELLS:
        win, w = project(vp, _surface(cell, 49), *size)
        assert np.all(w > 0)
        assert np.all((win >= 0) & (win <= size)), cell
    for side in Color:
        bases = np.array([tower_place(side, i) for i in range(49)])
        column = np.vstack([bases, bases + np.array([0.0, 0.15 + 0.3, 0.0])])
        ring = np.vstack([column + p for p in _disc(PIECE_RADIUS, 1, 8)])
        win, _ = project(vp, ring, *size)
        assert np.all((win >= 0) & (win <= size)), side
