"""Where text goes on screen so that no two labels overlap (pure numpy, no Qt, no GL).

Both views place their labels with `place_labels`: each label has a wanted centre, a size
and a direction it may be pushed in; it takes the first position along that direction
whose rectangle meets neither an obstacle (the screen box of a stack) nor a label placed
before it, or is left out when none is free.  Rectangles are (x0, y0, x1, y1) in pixels,
y down, x0 <= x1 and y0 <= y1.
"""

from __future__ import annotations

import math

import numpy as np
import numpy.typing as npt

from app.view.layout import PIECE_RADIUS, cell_centres, stack_height
from app.view.picking import project
from engine.board import Cell

F64 = npt.NDArray[np.float64]
RING_POINTS = 8  # around each stack's base and top circle when boxing it on screen


def rect_at(cx: float, cy: float, w: float, h: float) -> F64:
    return np.array([cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2])


def overlaps(rect: F64, others: F64) -> npt.NDArray[np.bool_]:
    """Which of `others` (N, 4) share some area with `rect` (touching edges do not)."""
    if len(others) == 0:
        return np.zeros(0, dtype=bool)
    o = np.atleast_2d(others)
    return np.asarray(
        (rect[0] < o[:, 2]) & (o[:, 0] < rect[2]) & (rect[1] < o[:, 3]) & (o[:, 1] < rect[3]),
        dtype=bool,
    )


def any_overlap(rects: F64) -> bool:
    """Does any pair of the (N, 4) rectangles overlap?"""
    r = np.atleast_2d(rects)
    return any(bool(np.any(overlaps(r[i], r[i + 1 :]))) for i in range(len(r) - 1))


def place_labels(
    centres: F64,
    sizes: F64,
    directions: F64,
    obstacles: F64,
    step: float,
    tries: int = 8,
) -> list[F64 | None]:
    """Greedy placement in the given order (put the labels that matter most first).

    Label i wants centre `centres[i]` with (width, height) `sizes[i]`; it may be moved by
    k * step (k = 0 .. tries) along the unit vector `directions[i]`.  Returns each
    label's rectangle, or None where every position was taken.
    """
    placed: list[F64] = []
    out: list[F64 | None] = []
    blocked = np.atleast_2d(np.asarray(obstacles, dtype=np.float64)).reshape(-1, 4)
    for c, s, d in zip(centres, sizes, directions, strict=True):
        chosen = None
        for k in range(tries + 1):
            rect = rect_at(c[0] + d[0] * k * step, c[1] + d[1] * k * step, s[0], s[1])
            taken = np.vstack([blocked, *placed]) if placed else blocked
            if not np.any(overlaps(rect, taken)):
                chosen = rect
                break
        if chosen is not None:
            placed.append(chosen[None])
        out.append(chosen)
    return out


def stack_boxes(view_projection: F64, heights: dict[Cell, int], width: float, height: float) -> F64:
    """(N, 4) screen boxes of the stacks (cylinders from the board up to their top)."""
    cells = [c for c, h in heights.items() if h > 0]
    if not cells:
        return np.zeros((0, 4))
    angles = np.linspace(0.0, 2.0 * math.pi, RING_POINTS, endpoint=False)
    ring = np.column_stack([np.cos(angles), np.zeros(RING_POINTS), np.sin(angles)])
    ring *= PIECE_RADIUS / math.cos(math.pi / RING_POINTS)  # the polygon encloses the circle
    centres = cell_centres()[[int(c) for c in cells]]
    tops = np.array([stack_height(heights[c]) for c in cells])
    base = centres[:, None, :] + ring[None]
    top = base.copy()
    top[:, :, 1] = tops[:, None]
    pts = np.concatenate([base, top], axis=1).reshape(-1, 3)
    win, _ = project(view_projection, pts, width, height)
    win = win.reshape(len(cells), 2 * RING_POINTS, 2)
    return np.column_stack([win.min(axis=1), win.max(axis=1)])


def outward(points: F64, centre: F64) -> F64:
    """Unit vectors from `centre` towards each of `points` (N, 2)."""
    d = np.atleast_2d(points) - centre
    norm = np.maximum(np.linalg.norm(d, axis=1, keepdims=True), 1e-6)
    out: F64 = d / norm
    return out
