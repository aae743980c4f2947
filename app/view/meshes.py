"""Geometry for the renderer, as numpy arrays (no GL here).

Every mesh is interleaved float32 vertices plus uint32 triangle indices, counter-clockwise
when seen from outside (the renderer culls back faces).  Segment counts stay moderate:
on software GL (llvmpipe) vertex work dominates the frame, and the board has at most
49 pieces, so ~32 segments per piece costs little and still reads as round.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from app.view.layout import (
    BOARD_MARGIN,
    BOARD_THICKNESS,
    PIECE_RADIUS,
    PIECE_THICKNESS,
    board_outline,
    cell_centre,
    cell_centres,
    grid_edges,
)

F32 = npt.NDArray[np.float32]
U32 = npt.NDArray[np.uint32]

PIECE_SEGMENTS = 32
PIECE_BEVEL = 0.028  # rounded edge radius: the groove between stacked pieces reads as a seam
BOARD_BEVEL = 0.07
BOARD_CORNER_SEGMENTS = 8
MARKER_RADIUS = 0.21  # printed circle of a space
MARKER_RING = 0.028  # its outline's half-width
LINE_HALF_WIDTH = 0.022
MARKER_SEGMENTS = 28
MARK_LIFT = 0.001  # markings sit a hair above the board to avoid z-fighting


@dataclass(frozen=True)
class Mesh:
    vertices: F32  # (N, stride) interleaved
    indices: U32  # (M,) triangles
    layout: tuple[tuple[str, int], ...]  # (attribute name, component count) in order

    @property
    def stride(self) -> int:
        return sum(n for _, n in self.layout)


def _revolve(profile: list[tuple[float, float, float, float]], segments: int) -> Mesh:
    """Surface of revolution around +y from (r, y, normal_r, normal_y) profile points.

    Points with r == 0 become a single pole vertex (the caps' centres).
    """
    angles = np.linspace(0.0, 2.0 * math.pi, segments, endpoint=False)
    cos, sin = np.cos(angles), np.sin(angles)
    verts: list[F32] = []
    rings: list[npt.NDArray[np.int64]] = []
    count = 0
    for r, y, nr, ny in profile:
        if r == 0.0:
            v = np.array([[0.0, y, 0.0, 0.0, ny, 0.0]], dtype=np.float32)
            rings.append(np.full(segments, count))
        else:
            v = np.column_stack(
                [r * cos, np.full(segments, y), r * sin, nr * cos, np.full(segments, ny), nr * sin]
            ).astype(np.float32)
            rings.append(count + np.arange(segments))
        verts.append(v)
        count += len(v)
    tris: list[npt.NDArray[np.int64]] = []
    for a, b in itertools.pairwise(rings):
        a1, b1 = np.roll(a, -1), np.roll(b, -1)
        # Profiles go bottom to top, so (a, b, b1) winds counter-clockwise from outside.
        quad = np.column_stack([a, b, b1, a, b1, a1]).reshape(-1, 3)
        keep = (quad[:, 0] != quad[:, 1]) & (quad[:, 1] != quad[:, 2]) & (quad[:, 0] != quad[:, 2])
        tris.append(quad[keep])
    indices = np.concatenate(tris).astype(np.uint32).ravel()
    return Mesh(np.vstack(verts), indices, (("position", 3), ("normal", 3)))


def piece_mesh(
    radius: float = PIECE_RADIUS,
    thickness: float = PIECE_THICKNESS,
    bevel: float = PIECE_BEVEL,
    segments: int = PIECE_SEGMENTS,
    arc_steps: int = 4,
) -> Mesh:
    """A flat disc with rounded edges, base at y = 0, in world units."""
    profile: list[tuple[float, float, float, float]] = [(0.0, 0.0, 0.0, -1.0)]
    for k in range(arc_steps + 1):  # bottom edge: -90 deg (facing down) to 0 (facing out)
        a = -math.pi / 2 + (math.pi / 2) * k / arc_steps
        profile.append(
            (
                radius - bevel + bevel * math.cos(a),
                bevel + bevel * math.sin(a),
                math.cos(a),
                math.sin(a),
            )
        )
    for k in range(arc_steps + 1):  # top edge: 0 to 90 deg
        a = (math.pi / 2) * k / arc_steps
        profile.append(
            (
                radius - bevel + bevel * math.cos(a),
                thickness - bevel + bevel * math.sin(a),
                math.cos(a),
                math.sin(a),
            )
        )
    profile.append((0.0, thickness, 0.0, 1.0))
    return _revolve(profile, segments)


def board_mesh(
    margin: float = BOARD_MARGIN,
    thickness: float = BOARD_THICKNESS,
    bevel: float = BOARD_BEVEL,
    arc_steps: int = 4,
) -> Mesh:
    """The board slab: top at y = 0, rounded top edge, straight sides, flat bottom."""
    corners = board_outline(0.0, BOARD_CORNER_SEGMENTS)
    outward = board_outline(1.0, BOARD_CORNER_SEGMENTS) - corners  # unit normals per point
    n = len(corners)
    # (margin offset, y, normal_out, normal_y) from the top face's edge down to the bottom.
    profile = []
    for k in range(arc_steps + 1):
        a = (math.pi / 2) * k / arc_steps  # 0: facing up, 90 deg: facing out
        profile.append(
            (
                margin - bevel + bevel * math.sin(a),
                -bevel + bevel * math.cos(a),
                math.sin(a),
                math.cos(a),
            )
        )
    profile += [(margin, -thickness, 1.0, 0.0), (margin, -thickness, 0.0, -1.0)]
    verts = [np.array([[0.0, 0.0, 0.0, 0.0, 1.0, 0.0]])]  # top centre
    for off, y, no, ny in profile:
        p = corners + off * outward
        nrm = outward * no
        verts.append(
            np.column_stack([p[:, 0], np.full(n, y), p[:, 1], nrm[:, 0], np.full(n, ny), nrm[:, 1]])
        )
    verts.append(np.array([[0.0, -thickness, 0.0, 0.0, -1.0, 0.0]]))  # bottom centre
    ring = [1 + i * n + np.arange(n) for i in range(len(profile))]
    top_c, bottom_c = 0, 1 + len(profile) * n
    tris = []
    # The outline runs counter-clockwise seen from above, so (centre, i, i+1) faces up.
    r0 = ring[0]
    tris.append(np.column_stack([np.full(n, top_c), r0, np.roll(r0, -1)]))
    for i in range(len(profile) - 1):
        if i == len(profile) - 2:  # bottom face uses its own ring (hard edge)
            break
        a, b = ring[i], ring[i + 1]
        a1, b1 = np.roll(a, -1), np.roll(b, -1)
        tris.append(np.column_stack([a, b, b1, a, b1, a1]).reshape(-1, 3))
    rb = ring[-1]
    tris.append(np.column_stack([np.full(n, bottom_c), np.roll(rb, -1), rb]))
    return Mesh(
        np.vstack(verts).astype(np.float32),
        np.concatenate(tris).astype(np.uint32).ravel(),
        (("position", 3), ("normal", 3)),
    )


def _strip_quad(p0: F32, p1: F32, half_width: float) -> F32:
    """A flat quad along p0->p1 on the board, with an edge coordinate -1..1 across it."""
    d = p1 - p0
    side = np.array([-d[2], 0.0, d[0]]) / max(float(np.hypot(d[0], d[2])), 1e-9) * half_width
    corners = [p0 - side, p0 + side, p1 + side, p1 - side]
    edge = [-1.0, 1.0, 1.0, -1.0]
    return np.array([[*c, e] for c, e in zip(corners, edge, strict=True)], dtype=np.float32)


def markings_mesh(
    line_rgba: tuple[float, float, float, float],
    ring_rgba: tuple[float, float, float, float],
    fill_rgba: tuple[float, float, float, float],
) -> Mesh:
    """The printed board: lines joining adjacent spaces, and a circle on every space.

    Vertex: position, edge coordinate (|e| = 1 on a shape's border, used by the shader to
    anti-alias with fwidth, so no MSAA is needed), colour.
    """
    chunks: list[tuple[F32, npt.NDArray[np.int64]]] = []
    lift = np.array([0.0, MARK_LIFT, 0.0])

    def add(v: F32, rgba: tuple[float, float, float, float], idx: npt.NDArray[np.int64]) -> None:
        colour = np.tile(np.asarray(rgba, dtype=np.float32), (len(v), 1))
        chunks.append((np.hstack([v, colour]), idx))

    quad_idx = np.array([0, 1, 2, 0, 2, 3])
    for a, b in grid_edges():
        pa, pb = cell_centre(a) + lift, cell_centre(b) + lift
        u = (pb - pa) / np.linalg.norm(pb - pa)
        # Stop at the circles, as printed boards do; the fill covers any overlap anyway.
        add(
            _strip_quad(pa + u * MARKER_RADIUS, pb - u * MARKER_RADIUS, LINE_HALF_WIDTH),
            line_rgba,
            quad_idx,
        )

    ang = np.linspace(0.0, 2 * math.pi, MARKER_SEGMENTS, endpoint=False)
    circle = np.column_stack([np.cos(ang), np.zeros_like(ang), np.sin(ang)])
    k = np.arange(MARKER_SEGMENTS)
    k1 = np.roll(k, -1)
    fan_idx = np.column_stack([np.zeros_like(k), 1 + k1, 1 + k]).ravel()
    ring_idx = np.column_stack(
        [k, k1, MARKER_SEGMENTS + k1, k, MARKER_SEGMENTS + k1, MARKER_SEGMENTS + k]
    ).ravel()
    for c in cell_centres():
        centre = c + lift
        fill_r = MARKER_RADIUS - MARKER_RING
        fan = np.vstack(
            [
                np.append(centre, 0.0),
                np.column_stack([centre + circle * fill_r, np.ones(MARKER_SEGMENTS)]),
            ]
        )
        add(fan.astype(np.float32), fill_rgba, fan_idx)
        inner = np.column_stack(
            [centre + circle * (MARKER_RADIUS - 2 * MARKER_RING), -np.ones(MARKER_SEGMENTS)]
        )
        outer = np.column_stack([centre + circle * MARKER_RADIUS, np.ones(MARKER_SEGMENTS)])
        add(np.vstack([inner, outer]).astype(np.float32), ring_rgba, ring_idx)

    verts, idx, base = [], [], 0
    for v, i in chunks:
        verts.append(v)
        idx.append(i + base)
        base += len(v)
    return Mesh(
        np.vstack(verts).astype(np.float32),
        np.concatenate(idx).astype(np.uint32),
        (("position", 3), ("edge", 1), ("colour", 4)),
    )


def quad_mesh() -> Mesh:
    """Unit square (-1..1) in the x-z plane facing up: decals are instances of it."""
    v = np.array([[-1, 0, -1], [-1, 0, 1], [1, 0, 1], [1, 0, -1]], dtype=np.float32)
    return Mesh(v, np.array([0, 1, 2, 0, 2, 3], dtype=np.uint32), (("corner", 3),))


def table_mesh(size: float = 60.0, depth: float = BOARD_THICKNESS) -> Mesh:
    """A large square under the board: the table it stands on."""
    v = np.array(
        [
            [-size, -depth, -size],
            [-size, -depth, size],
            [size, -depth, size],
            [size, -depth, -size],
        ],
        dtype=np.float32,
    )
    return Mesh(v, np.array([0, 1, 2, 0, 2, 3], dtype=np.uint32), (("position", 3),))
