"""Mouse position -> cell, by casting a ray through the camera (pure numpy, no GL).

Coordinates: mouse events arrive in *logical* pixels (Qt's device-independent units),
while the framebuffer has device pixels = logical x devicePixelRatioF.  The camera's
aspect comes from the logical size and the normalised device coordinates are the same
for both, so picking works entirely in logical pixels and never needs the ratio; only
code that reads pixels back from a framebuffer (screenshots, tests) projects with the
device size (`device_size`, Qt's rounding) instead.
"""

from __future__ import annotations

import math
from collections.abc import Mapping

import numpy as np
import numpy.typing as npt

from app.view.layout import (
    CELL_PICK_RADIUS,
    PIECE_RADIUS,
    cell_centres,
    nearest_cell,
    stack_height,
)
from engine.board import Cell

Vec = npt.NDArray[np.float64]
# A little wider than the piece, so clicking the rim of a stack selects it.
STACK_PICK_RADIUS = PIECE_RADIUS * 1.06


def device_size(width: float, height: float, dpr: float) -> tuple[int, int]:
    """Framebuffer size Qt allocates for a widget of this logical size: Qt rounds halves
    away from zero (qRound), unlike Python's round()."""
    return math.floor(width * dpr + 0.5), math.floor(height * dpr + 0.5)


def logical_from_device(x: float, y: float, dpr: float) -> tuple[float, float]:
    return x / dpr, y / dpr


def ndc_from_logical(x: float, y: float, width: float, height: float) -> tuple[float, float]:
    """Window position (origin top-left, y down) -> normalised device coords (y up)."""
    return 2.0 * x / width - 1.0, 1.0 - 2.0 * y / height


def project(
    view_projection: Vec, points: npt.ArrayLike, width: float, height: float
) -> tuple[Vec, Vec]:
    """World points (N, 3) -> window positions (N, 2) in the size's pixels, and clip w.

    Pass the logical size for mouse coordinates or the device size for framebuffer
    pixels.  A point is in front of the camera when its w is positive.
    """
    p = np.atleast_2d(np.asarray(points, dtype=np.float64))
    clip = np.column_stack([p, np.ones(len(p))]) @ view_projection.T
    w = clip[:, 3]
    safe_w = np.where(np.abs(w) < 1e-12, 1e-12, w)
    ndc = clip[:, :2] / safe_w[:, None]
    win = np.column_stack([(ndc[:, 0] + 1.0) * 0.5 * width, (1.0 - ndc[:, 1]) * 0.5 * height])
    return win, w


def ray_from_logical(
    view_projection: Vec, x: float, y: float, width: float, height: float
) -> tuple[Vec, Vec]:
    """World-space ray (origin on the near plane, unit direction) under a window position."""
    nx, ny = ndc_from_logical(x, y, width, height)
    inv = np.linalg.inv(view_projection)
    near = inv @ np.array([nx, ny, -1.0, 1.0])
    far = inv @ np.array([nx, ny, 1.0, 1.0])
    near, far = near[:3] / near[3], far[:3] / far[3]
    d = far - near
    return near, d / np.linalg.norm(d)


def stack_hits(
    origin: Vec, direction: Vec, cells: list[Cell], heights: Vec, radius: float = STACK_PICK_RADIUS
) -> Vec:
    """Ray parameter t of the first hit with each vertical stack cylinder (inf = miss)."""
    if not cells:
        return np.empty(0)
    centres = cell_centres()[[int(c) for c in cells]]
    tops = np.asarray(heights, dtype=np.float64)
    ox, oz = origin[0] - centres[:, 0], origin[2] - centres[:, 2]
    dx, dy, dz = direction
    t_hit = np.full(len(cells), np.inf)

    # Side wall: solve |o_xz + t d_xz - c_xz| = r for the entering root.
    a = dx * dx + dz * dz
    if a > 1e-12:
        b = 2.0 * (dx * ox + dz * oz)
        c = ox * ox + oz * oz - radius * radius
        disc = b * b - 4.0 * a * c
        ok = disc >= 0.0
        t_side = np.where(ok, (-b - np.sqrt(np.where(ok, disc, 0.0))) / (2.0 * a), np.inf)
        y_side = origin[1] + t_side * dy
        side_ok = ok & (t_side > 0.0) & (y_side >= 0.0) & (y_side <= tops)
        t_hit = np.where(side_ok, t_side, t_hit)

    # Top cap: the plane y = top, within the radius.
    if abs(dy) > 1e-12:
        t_top = (tops - origin[1]) / dy
        px, pz = ox + t_top * dx, oz + t_top * dz
        cap_ok = (t_top > 0.0) & (px * px + pz * pz <= radius * radius)
        t_hit = np.where(cap_ok & (t_top < t_hit), t_top, t_hit)
    return t_hit


def eye_from(view_projection: Vec) -> Vec:
    """The camera's position: the one point a perspective projection sends to x = y = w = 0."""
    rows = view_projection[[0, 1, 3]]
    return np.asarray(np.linalg.solve(rows[:, :3], -rows[:, 3]), dtype=np.float64)


def pick_ray(
    origin: Vec, direction: Vec, heights: Mapping[Cell, int], eye: Vec | None = None
) -> Cell | None:
    """The cell a ray points at: the nearest stack it hits, else the space on the board.

    Stacks hide what is behind them, except *hidden stacks* (the centre of the top cannot
    be seen from ``eye``, e.g. a low stack behind a tower): a player who cannot see one aims
    at where it stands.  So among the first stack hit and the hidden stacks the ray passes
    through, the one whose top centre lies nearest the ray (as seen from the eye) is picked:
    the tower keeps the clicks near its own top, the hidden stack those near its top.
    """
    cells = [c for c, h in heights.items() if h > 0]
    if cells:
        tops = np.array([stack_height(heights[c]) for c in cells])
        t = stack_hits(origin, direction, cells, tops)
        first = int(np.argmin(t))
        if np.isfinite(t[first]):
            if eye is None:
                return cells[first]
            anchors = cell_centres()[[int(c) for c in cells]]
            anchors[:, 1] = tops
            hidden = occluded(eye, anchors, cells, heights, STACK_PICK_RADIUS)
            candidates = np.flatnonzero(np.isfinite(t) & hidden)
            candidates = np.append(candidates, first)
            towards = anchors[candidates] - eye
            towards /= np.linalg.norm(towards, axis=1)[:, None]
            return cells[int(candidates[np.argmax(towards @ direction)])]
    if direction[1] >= -1e-9:
        return None  # looking at or above the horizon: the board plane is never reached
    t_plane = -origin[1] / direction[1]
    hit = origin + t_plane * direction
    return nearest_cell(float(hit[0]), float(hit[2]), CELL_PICK_RADIUS)


def pick(
    view_projection: Vec,
    x: float,
    y: float,
    width: float,
    height: float,
    heights: Mapping[Cell, int],
) -> Cell | None:
    """Cell under the logical window position (x, y) of a widget of logical size
    (width, height); heights: cell -> number of pieces (stacks occlude what is behind them,
    hidden stacks excepted: see ``pick_ray``)."""
    if width <= 0 or height <= 0:
        return None
    origin, direction = ray_from_logical(view_projection, x, y, width, height)
    return pick_ray(origin, direction, heights, eye_from(view_projection))


def occluded(
    eye: Vec,
    points: npt.ArrayLike,
    owners: list[Cell],
    heights: Mapping[Cell, int],
    radius: float = PIECE_RADIUS,
) -> npt.NDArray[np.bool_]:
    """Is each world point hidden from the eye by a stack other than its owner?  (For labels,
    and for picking hidden stacks with the picking radius.)

    All points against all stacks at once: labels are placed every frame.
    """
    pts = np.atleast_2d(np.asarray(points, dtype=np.float64))
    cells = [c for c, h in heights.items() if h > 0]
    if not cells or len(pts) == 0:
        return np.zeros(len(pts), dtype=bool)
    centres = cell_centres()[[int(c) for c in cells]]  # (M, 3)
    tops = np.array([stack_height(heights[c]) for c in cells])
    d = pts - eye  # (N, 3) rays from the eye, t in 0..1 reaches the point
    ox, oz = eye[0] - centres[:, 0], eye[2] - centres[:, 2]  # (M,)
    dx, dy, dz = d[:, 0:1], d[:, 1:2], d[:, 2:3]  # (N, 1)
    r2 = radius * radius
    a = np.maximum(dx * dx + dz * dz, 1e-12)
    b = 2.0 * (dx * ox + dz * oz)
    c = ox * ox + oz * oz - r2
    disc = b * b - 4.0 * a * c
    root = np.sqrt(np.maximum(disc, 0.0))
    t_side = (-b - root) / (2.0 * a)
    y_side = eye[1] + t_side * dy
    side = (disc >= 0) & (t_side > 0) & (t_side < 1 - 1e-6) & (y_side >= 0) & (y_side <= tops)
    safe_dy = np.where(np.abs(dy) < 1e-12, -1e-12, dy)
    t_top = (tops - eye[1]) / safe_dy
    px, pz = ox + t_top * dx, oz + t_top * dz
    top = (t_top > 0) & (t_top < 1 - 1e-6) & (px * px + pz * pz <= r2)
    others = np.array([[cell != owner for cell in cells] for owner in owners], dtype=bool)
    return np.asarray(np.any((side | top) & others, axis=1), dtype=bool)
