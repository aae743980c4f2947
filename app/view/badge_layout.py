"""Where each stack's height badge goes on screen (pure numpy, no Qt, no GL).

A badge belongs to its stack: it sits on the stack's front rim if it can, else higher on the
stack's top, else just above the stack, else beside it, taking the first of these places
that lies inside the view and covers neither another stack nor a label placed before it.
Stacks are their screen silhouettes (`silhouettes`: the convex outline of the projected
cylinder), so a badge may sit in the gaps between stacks, never on one.  Everything is
computed for all stacks and all places at once: labels are placed every frame.

Rectangles are (x0, y0, x1, y1) in pixels, y down, as in ``label_layout``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from app.view.label_layout import overlaps
from app.view.layout import PIECE_RADIUS, cell_centres
from app.view.picking import project
from engine.board import Cell

F64 = npt.NDArray[np.float64]
SIDES = 12  # corners of the polygon round a stack's top and base circles
ABOVE_STEPS = 3  # further places above the stack, each half a badge higher
# (pixels clear of the top, degrees) round it: up first, then the sides, then further out.
AROUND = tuple((1, a) for a in (60, 120, 0, 180, 30, 150, -30, -150, -60, -120)) + tuple(
    (12, a) for a in (45, 135, 0, 180, -45, -135)
)
SMALLER = 0.75  # a badge that finds no room tries again at this size
FIRST = 4  # the first places: on the stack itself


@dataclass(frozen=True)
class Silhouettes:
    """The screen outlines of stacks: ``points`` (M, 2 * SIDES, 2), the corners of the
    projected top and base circles, whose convex hull is the stack as seen; ``axes``
    (M, SIDES + 1, 2), the directions across its edges; ``boxes`` (M, 4) their bounds;
    ``top`` (M, SIDES, 2) the top circle alone and ``centre`` (M, 2) its centre;
    ``spans`` (M, SIDES + 1, 2) how far the outline reaches along each of its axes."""

    cells: tuple[Cell, ...]
    points: F64
    axes: F64
    boxes: F64
    top: F64
    centre: F64
    spans: F64


def silhouettes(
    view_projection: F64, heights: dict[Cell, float], width: float, height: float
) -> Silhouettes:
    """The outlines of stacks drawn ``heights`` high (world units, cell -> top) in a view of
    ``width`` x ``height`` pixels."""
    cells = tuple(c for c, h in heights.items() if h > 0)
    m = len(cells)
    angles = np.linspace(0.0, 2.0 * math.pi, SIDES, endpoint=False)
    # The polygon encloses the circle (its edges touch it), so it covers the whole stack.
    r = PIECE_RADIUS / math.cos(math.pi / SIDES)
    ring = np.column_stack([np.cos(angles) * r, np.zeros(SIDES), np.sin(angles) * r])
    centres = cell_centres()[[int(c) for c in cells]].reshape(m, 3)
    tops = np.array([heights[c] for c in cells], dtype=np.float64)
    base = centres[:, None, :] + ring[None]
    top = base.copy()
    top[:, :, 1] = tops[:, None]
    top_centre = centres.copy()
    top_centre[:, 1] = tops
    world = np.concatenate([top, base, top_centre[:, None, :], centres[:, None, :]], axis=1)
    win, _ = project(view_projection, world.reshape(-1, 3), width, height)
    win = win.reshape(m, 2 * SIDES + 2, 2)
    points = win[:, : 2 * SIDES]
    top_win = win[:, :SIDES]
    edges = np.roll(top_win, -1, axis=1) - top_win
    axis_dir = win[:, -1] - win[:, -2]  # top centre to base centre: the sweep
    directions = np.concatenate([edges, axis_dir[:, None, :]], axis=1)
    normals = np.stack([-directions[..., 1], directions[..., 0]], axis=-1)
    length = np.maximum(np.linalg.norm(normals, axis=-1, keepdims=True), 1e-9)
    boxes = np.column_stack([points.min(axis=1), points.max(axis=1)]).reshape(m, 4)
    axes = normals / length
    along = np.einsum("mak,mnk->man", axes, points)
    spans = np.stack([along.min(axis=2), along.max(axis=2)], axis=-1)
    return Silhouettes(cells, points, axes, boxes, top_win, win[:, -2], spans)


def rects_meet(rects: F64, shapes: Silhouettes) -> npt.NDArray[np.bool_]:
    """(R, M): does rectangle r share area with stack m's outline?  Separating axes: the
    rectangle's two and the outline's; a pair apart on any of them does not meet."""
    r = np.asarray(rects, dtype=np.float64).reshape(-1, 4)
    b = shapes.boxes
    meet = (
        (r[:, None, 0] < b[None, :, 2])
        & (b[None, :, 0] < r[:, None, 2])
        & (r[:, None, 1] < b[None, :, 3])
        & (b[None, :, 1] < r[:, None, 3])
    )
    pairs = np.argwhere(meet)
    if not len(pairs):
        return meet
    ri, mi = pairs[:, 0], pairs[:, 1]
    axes, spans = shapes.axes[mi], shapes.spans[mi]  # (P, A, 2) each
    x0, y0, x1, y1 = (r[ri, k] for k in range(4))
    xs, ys = np.stack([x0, x1, x0, x1], axis=1), np.stack([y0, y0, y1, y1], axis=1)
    corners = np.stack([xs, ys], axis=2)  # (P, 4, 2)
    reach = np.einsum("pak,pck->pac", axes, corners)  # (P, A, 4)
    apart = (reach.max(axis=2) <= spans[..., 0]) | (reach.min(axis=2) >= spans[..., 1])
    meet[ri, mi] = ~np.any(apart, axis=1)
    return meet


def candidates(shapes: Silhouettes, index: npt.ArrayLike, sizes: F64) -> F64:
    """(B, K, 4): the places, best first, of the badge of size (w, h) of stack ``index[b]``."""
    i = np.asarray(index, dtype=np.intp)
    top, centre = shapes.top[i], shapes.centre[i]
    front = top[np.arange(len(i)), np.argmax(top[:, :, 1], axis=1)]  # lowest on screen
    back_y = top[:, :, 1].min(axis=1)
    rx = (shapes.boxes[i, 2] - shapes.boxes[i, 0]) / 2
    ry = (front[:, 1] - back_y) / 2
    w, h = sizes[:, 0], sizes[:, 1]
    places = [
        np.column_stack([centre[:, 0], front[:, 1]]),  # on the front rim
        np.column_stack([centre[:, 0], (front[:, 1] + centre[:, 1]) / 2]),
        centre,  # on the top
        np.column_stack([centre[:, 0], (back_y + centre[:, 1]) / 2]),
    ]
    for k in range(ABOVE_STEPS + 1):  # above the top, touching it, then higher
        places.append(np.column_stack([centre[:, 0], back_y - h / 2 - 1 - k * h / 2]))
    for reach, degrees in AROUND:  # round the top, clear of it
        a = math.radians(degrees)
        dx, dy = math.cos(a) * (rx + w / 2 + reach), -math.sin(a) * (ry + h / 2 + reach)
        places.append(np.column_stack([centre[:, 0] + dx, centre[:, 1] + dy]))
    xy = np.stack(places, axis=1)  # (B, K, 2)
    half = np.stack([w / 2, h / 2], axis=1)[:, None, :]
    return np.concatenate([xy - half, xy + half], axis=2)


def place_badges(
    shapes: Silhouettes,
    index: npt.ArrayLike,
    sizes: F64,
    taken: F64,
    width: float,
    height: float,
) -> list[F64]:
    """Each badge's rectangle, in the given order (nearest stacks first): the first of its
    places inside the view, off every other stack and off the labels placed before it
    (``taken`` and the earlier badges), else the first such place for a badge of SMALLER
    size; where none is, the place on its own top.  A rectangle's height is the badge's."""
    i = np.asarray(index, dtype=np.intp)
    if not len(i):
        return []
    sizes = np.asarray(sizes, dtype=np.float64)
    # Where no place is free, the same places for a smaller badge.
    cands = np.concatenate(
        [candidates(shapes, i, sizes), candidates(shapes, i, sizes * SMALLER)], axis=1
    )
    b = len(i)
    inside = (
        (cands[..., 0] >= 0)
        & (cands[..., 1] >= 0)
        & (cands[..., 2] <= width)
        & (cands[..., 3] <= height)
    )

    def free(n: int, first: int, last: int) -> npt.NDArray[np.bool_]:
        """Which of badge n's places first..last-1 lie in the view, off other stacks."""
        meet = rects_meet(cands[n, first:last], shapes)
        meet[:, i[n]] = False  # its own stack may be covered
        return np.asarray(inside[n, first:last] & ~np.any(meet, axis=1), dtype=bool)

    # The places on the stack itself, for every badge at once: most badges take one.
    meet = rects_meet(cands[:, :FIRST].reshape(-1, 4), shapes).reshape(b, FIRST, -1)
    meet[np.arange(b), :, i] = False
    on_stack = inside[:, :FIRST] & ~np.any(meet, axis=2)
    placed = [np.asarray(taken, dtype=np.float64).reshape(-1, 4)]
    out: list[F64] = []
    for n in range(b):
        others = np.vstack(placed)
        rect = _first_clear(cands[n, :FIRST], on_stack[n], others)
        if rect is None:
            rect = _first_clear(cands[n, FIRST:], free(n, FIRST, cands.shape[1]), others)
        if rect is None:
            rect = cands[n, 2]  # on its own top
        placed.append(rect[None])
        out.append(rect)
    return out


def _first_clear(rects: F64, ok: npt.NDArray[np.bool_], others: F64) -> F64 | None:
    """The first of ``rects`` that is ``ok`` and overlaps none of ``others``."""
    for j in np.flatnonzero(ok):
        if not np.any(overlaps(rects[j], others)):
            return np.asarray(rects[j], dtype=np.float64)
    return None
