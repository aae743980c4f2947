"""The texels a change of the pieces touches (numpy, no GL)."""

from __future__ import annotations

import numpy as np

from app.view import textures
from app.view.layout import PIECE_RADIUS, PIECE_THICKNESS, cell_centre
from app.view.light import KEY_DIR, light_view_projection
from app.view.shadow_regions import (
    Rect,
    board_rect_reading,
    changed_rows,
    depth_rect,
    disc_rects,
    merged,
)
from engine.board import Cell

TEXELS = 1024
SHADE = (512, 256)
VP = light_view_projection(2.0)


def _row(cell: Cell, level: int = 0) -> list[float]:
    x, _, z = cell_centre(cell)
    return [float(x), level * PIECE_THICKNESS, float(z), 1.0]


def _rows(*rows: list[float]) -> np.ndarray:
    return np.array(rows, dtype=np.float32).reshape(-1, 4)


def _inside(rect: Rect, x: float, y: float) -> bool:
    return rect[0] <= x < rect[2] and rect[1] <= y < rect[3]


def _light_texel(point: np.ndarray) -> tuple[float, float]:
    clip = np.append(point, 1.0) @ VP.T
    return (clip[0] * 0.5 + 0.5) * TEXELS, (clip[1] * 0.5 + 0.5) * TEXELS


def _shade_texel(x: float, z: float) -> tuple[float, float]:
    return (
        (x - textures.WOOD_X0) / textures.WOOD_WIDTH * SHADE[0],
        (z - textures.WOOD_Z0) / textures.WOOD_DEPTH * SHADE[1],
    )


def test_changed_rows_are_those_only_one_side_has() -> None:
    old = _rows(_row(Cell.E3), _row(Cell.E3, 1), _row(Cell.C2))
    new = _rows(_row(Cell.E3), _row(Cell.F3), _row(Cell.C2))
    changed = changed_rows(old, new)
    expected = _rows(_row(Cell.E3, 1), _row(Cell.F3))
    assert sorted(map(tuple, changed.tolist())) == sorted(map(tuple, expected.tolist()))
    assert changed_rows(old, old.copy()).shape == (0, 4)
    assert len(changed_rows(old, _rows())) == 3 and len(changed_rows(_rows(), new)) == 3


def test_the_depth_rect_holds_every_point_of_the_pieces_and_little_more() -> None:
    rows = _rows(_row(Cell.E3, 4), _row(Cell.F4, 9))
    rect = depth_rect(rows, VP, TEXELS)
    assert rect is not None
    rng = np.random.default_rng(1)
    for x, y, z, _ in rows:
        for _ in range(200):
            angle, r = rng.uniform(0, 2 * np.pi), PIECE_RADIUS * np.sqrt(rng.uniform())
            point = np.array(
                [x + r * np.cos(angle), y + rng.uniform(0, PIECE_THICKNESS), z + r * np.sin(angle)]
            )
            assert _inside(rect, *_light_texel(point))
    # Two pieces side by side: a small part of the map, not all of it.
    assert (rect[2] - rect[0]) * (rect[3] - rect[1]) < 0.05 * TEXELS * TEXELS
    assert depth_rect(_rows(), VP, TEXELS) is None


def test_the_board_reading_a_depth_rect_is_under_it_along_the_light() -> None:
    piece = np.array(_row(Cell.E3, 6)[:3])
    rect = depth_rect(_rows(_row(Cell.E3, 6)), VP, TEXELS)
    assert rect is not None
    board = board_rect_reading(rect, VP, TEXELS, SHADE)
    assert board is not None
    # Where the piece's shadow falls on the board, and the board right under it.
    shadow = piece - KEY_DIR * piece[1] / KEY_DIR[1]
    assert _inside(board, *_shade_texel(shadow[0], shadow[2]))
    # A board point whose light texel is 6 texels outside the rect is not read.
    far = np.array(_row(Cell.A1)[:3])
    u, v = _light_texel(far)
    assert not (rect[0] - 6 < u < rect[2] + 6 and rect[1] - 6 < v < rect[3] + 6)
    assert not _inside(board, *_shade_texel(far[0], far[2]))
    # Every board point the rect's texels (widened by the soft look-up) see is inside.
    rng = np.random.default_rng(2)
    for _ in range(500):
        x, z = rng.uniform(-6, 6), rng.uniform(-3, 3)
        u, v = _light_texel(np.array([x, 0.0, z]))
        if rect[0] - 4 <= u < rect[2] + 4 and rect[1] - 4 <= v < rect[3] + 4:
            assert _inside(board, *_shade_texel(x, z))


def test_disc_rects_cover_each_contact_disc() -> None:
    x, _, z = cell_centre(Cell.C2)
    casters = np.array([[x, z, 0.6, 0.5], [0.0, 0.0, 0.56, 0.2]], dtype=np.float32)
    rects = disc_rects(casters, SHADE)
    assert len(rects) == 2
    for (cx, cz, radius, _), rect in zip(casters, rects, strict=True):
        for dx, dz in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            edge = (cx + dx * (radius + 0.05), cz + dz * (radius + 0.05))
            assert _inside(rect, *_shade_texel(*edge))
    # Off the wood: nothing to redraw.
    assert disc_rects(np.array([[40.0, 0.0, 0.5, 0.5]], dtype=np.float32), SHADE) == []


def test_merged_joins_overlapping_rects_and_keeps_apart_ones() -> None:
    assert merged([(0, 0, 10, 10), (5, 5, 20, 12), (30, 30, 40, 40)]) == [
        (0, 0, 20, 12),
        (30, 30, 40, 40),
    ]
    # Joined rects can then overlap a third.
    assert merged([(0, 0, 4, 4), (10, 0, 14, 4), (3, 0, 11, 2)]) == [(0, 0, 14, 4)]
    assert merged([]) == []
