"""Cell <-> world coordinates and the board's physical dimensions (pure numpy).

World space: y is up, the board's top surface is the plane y = 0, one cell spacing is
SPACING world units.  Row 1 (White's side) lies towards +z, i.e. nearest the default
camera, and column A is on the left.
"""

from __future__ import annotations

import math
from functools import cache

import numpy as np
import numpy.typing as npt

from engine.board import CELLS, COLUMNS, NEIGHBOURS, Cell, on_board
from engine.position import Color

FloatArray = npt.NDArray[np.float64]

SPACING = 1.0
ROW_STEP = SPACING * math.sqrt(3.0) / 2.0
PIECE_RADIUS = 0.40 * SPACING
PIECE_THICKNESS = 0.15 * SPACING
# Distance from the outermost cell centres to the board's edge.
BOARD_MARGIN = 0.95 * SPACING
BOARD_THICKNESS = 0.30 * SPACING
# Picking radius around a space on the board plane: half the spacing covers the
# whole hexagonal neighbourhood's inscribed circle without overlaps.
CELL_PICK_RADIUS = 0.5 * SPACING
# The six corner spaces of the board, counter-clockwise seen from above (+y).
CORNER_CELLS = (Cell.A1, Cell.I1, Cell.K3, Cell.K5, Cell.C5, Cell.A3)


def world_xz(x: FloatArray | float, y: FloatArray | float) -> tuple[FloatArray, FloatArray]:
    """World (x, z) of grid coordinates; accepts scalars or arrays (fractional too)."""
    gx = np.asarray(x, dtype=np.float64)
    gy = np.asarray(y, dtype=np.float64)
    return (gx - gy / 2.0 - 4.0) * SPACING, -(gy - 2.0) * ROW_STEP


def grid_from_world(
    wx: FloatArray | float, wz: FloatArray | float
) -> tuple[FloatArray, FloatArray]:
    """Inverse of world_xz: fractional grid (x, y) of a world point."""
    gy = 2.0 - np.asarray(wz, dtype=np.float64) / ROW_STEP
    gx = np.asarray(wx, dtype=np.float64) / SPACING + gy / 2.0 + 4.0
    return gx, gy


@cache
def _centres() -> FloatArray:
    coords = np.array([(c.x, c.y) for c in CELLS], dtype=np.float64)
    wx, wz = world_xz(coords[:, 0], coords[:, 1])
    out = np.stack([wx, np.zeros_like(wx), wz], axis=1)
    out.setflags(write=False)
    return out


def cell_centres() -> FloatArray:
    """(49, 3) world centres of all cells on the board plane, in the engine's order (CELLS)."""
    return _centres()


def cell_centre(cell: Cell) -> FloatArray:
    centre: FloatArray = _centres()[int(cell)].copy()
    return centre


# Tall stacks are drawn pressed together, so that none hides the stacks behind it and the
# whole board stays in view whatever the heights; the stack's badge says how high it is.  A
# stack of up to FULL_PIECES pieces is drawn as it is; above, each piece adds less, the
# stack's drawn height rising smoothly (slope 1 at FULL_PIECES) towards MAX_DRAWN_PIECES.
FULL_PIECES = 4
MAX_DRAWN_PIECES = 6.0


def drawn_pieces(pieces: int) -> float:
    """How many pieces' worth of height a stack of `pieces` pieces is drawn with."""
    if pieces <= FULL_PIECES:
        return float(pieces)
    room = MAX_DRAWN_PIECES - FULL_PIECES
    return FULL_PIECES + room * (1.0 - math.exp(-(pieces - FULL_PIECES) / room))


def piece_squash(pieces: int) -> float:
    """How thick each piece of a stack of `pieces` is drawn, as a share of its thickness."""
    return drawn_pieces(pieces) / pieces if pieces > FULL_PIECES else 1.0


def stack_height(pieces: int) -> float:
    """World height of the top of a stack of `pieces` pieces, as drawn."""
    return drawn_pieces(pieces) * PIECE_THICKNESS


MAX_STACK_HEIGHT = MAX_DRAWN_PIECES * PIECE_THICKNESS  # no stack is drawn taller


def nearest_cell(wx: float, wz: float, max_dist: float = CELL_PICK_RADIUS) -> Cell | None:
    """The cell whose centre is nearest the world point, if within max_dist of it."""
    c = _centres()
    d2 = (c[:, 0] - wx) ** 2 + (c[:, 2] - wz) ** 2
    i = int(np.argmin(d2))
    return CELLS[i] if d2[i] <= max_dist * max_dist else None


def _corner_points() -> FloatArray:
    pts = np.array([cell_centre(c)[[0, 2]] for c in CORNER_CELLS])
    return pts


def board_outline(margin: float = BOARD_MARGIN, corner_segments: int = 6) -> FloatArray:
    """(K, 2) world (x, z) points of the board edge, counter-clockwise seen from above.

    The real board is the hexagon through the six corner spaces grown by a margin; growing
    a convex polygon by a disc rounds each corner into an arc, which is what we emit.
    """
    corners = _corner_points()
    n = len(corners)
    out: list[FloatArray] = []
    for i in range(n):
        prev_pt, pt, next_pt = corners[i - 1], corners[i], corners[(i + 1) % n]
        a0 = _outward_angle(prev_pt, pt)
        a1 = _outward_angle(pt, next_pt)
        # In (x, z) angles the outline runs clockwise, so the normal turns by a negative angle.
        if a1 > a0:
            a1 -= 2 * math.pi
        for k in range(corner_segments + 1):
            a = a0 + (a1 - a0) * k / corner_segments
            out.append(pt + margin * np.array([math.cos(a), math.sin(a)]))
    return np.array(out)


def _outward_angle(p: FloatArray, q: FloatArray) -> float:
    """Angle (in the x-z plane) of the outward normal of edge p->q of the CCW outline."""
    d = q - p
    # Counter-clockwise seen from +y means clockwise in (x, z) coordinates (z points at the
    # viewer), so the outside lies to the left of the travel direction in (x, z).
    return math.atan2(d[0], -d[1])


def board_half_planes(margin: float = 0.0) -> FloatArray:
    """(6, 3) rows (nx, nz, c): a point is inside the corner hexagon grown by `margin`
    (without rounding) when nx*x + nz*z <= c for every row.  Used by shaders and fits."""
    corners = _corner_points()
    rows = []
    for i in range(len(corners)):
        p, q = corners[i], corners[(i + 1) % len(corners)]
        a = _outward_angle(p, q)
        nrm = np.array([math.cos(a), math.sin(a)])
        rows.append([nrm[0], nrm[1], float(nrm @ p) + margin])
    return np.array(rows)


def board_signed_distance(points: npt.ArrayLike, margin: float = BOARD_MARGIN) -> FloatArray:
    """Signed distance from world (x, z) points to the board's rounded edge (< 0 inside).

    Exact: the board is the corner hexagon grown by `margin`, so its distance is the
    hexagon's distance minus the margin.
    """
    p = np.atleast_2d(np.asarray(points, dtype=np.float64))
    corners = _corner_points()
    planes = board_half_planes()
    inside = np.max(p @ planes[:, :2].T - planes[:, 2], axis=1)  # <= 0 inside the hexagon
    a = corners
    b = np.roll(corners, -1, axis=0)
    ab = b - a
    t = np.clip(
        np.einsum("pkj,kj->pk", p[:, None, :] - a[None], ab) / np.sum(ab * ab, axis=1), 0, 1
    )
    nearest = a[None] + t[..., None] * ab[None]
    outside = np.min(np.linalg.norm(p[:, None, :] - nearest, axis=2), axis=1)
    signed: FloatArray = np.where(inside <= 0.0, inside, outside) - margin
    return signed


@cache
def grid_edges() -> tuple[tuple[Cell, Cell], ...]:
    """Every pair of adjacent cells once: the lines printed on the board."""
    return tuple((a, b) for a in CELLS for b in NEIGHBOURS[a] if b > a)


@cache
def coordinate_labels(offset: float = 0.72) -> tuple[tuple[str, float, float], ...]:
    """(text, world x, world z) of the column letters and row numbers: one of each.

    A letter continues its column's slanted line beyond the column's lowest space (below
    row 1 for A-I, below the lower-right edge for J and K); a number sits left of its
    row's first space.  Letters and numbers thus line different edges of the board and
    never crowd each other at a corner, as a pair at both ends of every line would.
    """
    labels: list[tuple[str, float, float]] = []
    for x, letter in enumerate(COLUMNS):
        lowest = min(y for y in range(5) if on_board(x, y))
        wx, wz = world_xz(x, lowest - offset)
        labels.append((letter, float(wx), float(wz)))
    for y in range(5):
        first = min(x for x in range(11) if on_board(x, y))
        wx, wz = world_xz(first - offset, y)
        labels.append((str(y + 1), float(wx), float(wz)))
    return tuple(labels)


def board_extent_points(height: float = 0.0) -> FloatArray:
    """(K, 3) points bounding what must be visible: the board outline at y=0 and, lifted to
    ``height``, the outline round the spaces that stacks can stand on."""
    ring = board_outline(corner_segments=2)
    low = np.column_stack([ring[:, 0], np.zeros(len(ring)), ring[:, 1]])
    if height <= 0.0:
        return low
    tops = board_outline(PIECE_RADIUS, corner_segments=2)
    high = np.column_stack([tops[:, 0], np.full(len(tops), height), tops[:, 1]])
    return np.vstack([low, high])


# Counting the pieces: each side's pieces are gathered into columns of ten (drawn at full
# height: tens a player can count), White's leftwards from the middle (towards column A),
# Black's rightwards, in a row towards the viewer, where the view has room above them.
TOWER_COLUMN = 10
TOWER_ROW_Z = 0.9
TOWER_FIRST_X = 0.75
TOWER_STEP_X = 0.9


def tower_place(side: Color, index: int) -> tuple[float, float, float]:
    """Where the ``index``-th piece (from 0) of ``side``'s count stands: (x, y of its
    bottom, z)."""
    column, level = divmod(index, TOWER_COLUMN)
    x = TOWER_FIRST_X + TOWER_STEP_X * column
    return (-x if side is Color.WHITE else x), level * PIECE_THICKNESS, TOWER_ROW_Z


def tower_top(side: Color, count: int) -> tuple[float, float, float]:
    """The point above the middle of ``side``'s ``count`` counted pieces (its total's
    place)."""
    columns = max(1, -(-count // TOWER_COLUMN))
    first, last = tower_place(side, 0), tower_place(side, (columns - 1) * TOWER_COLUMN)
    high = min(count, TOWER_COLUMN) * PIECE_THICKNESS
    return (first[0] + last[0]) / 2, high, TOWER_ROW_Z
