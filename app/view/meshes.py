"""Geometry for the renderer, as numpy arrays (no GL here).

Every mesh is interleaved float32 vertices plus uint32 triangle indices, counter-clockwise
when seen from outside (the renderer culls back faces).  Segment counts stay moderate:
on software GL (llvmpipe) vertex work dominates the frame (49 stacks, 490 pieces drawn
at most).  20 segments keep a piece's outline within half a pixel of a circle at the
usual size (a piece about 70 pixels across) and cost ~3 ms a frame less than 28.
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
    board_signed_distance,
)

F32 = npt.NDArray[np.float32]
U32 = npt.NDArray[np.uint32]

PIECE_SEGMENTS = 20
PIECE_BEVEL = 0.028  # rounded edge radius: the groove between stacked pieces reads as a seam
BOARD_BEVEL = 0.07
BOARD_CORNER_SEGMENTS = 8


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
    arc_steps: int = 2,
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
    # The last ring is the bottom face's own copy of the edge (a hard edge): no strip to it.
    for upper, lower in itertools.pairwise(ring[:-1]):
        up1, low1 = np.roll(upper, -1), np.roll(lower, -1)
        tris.append(np.column_stack([upper, lower, low1, upper, low1, up1]).reshape(-1, 3))
    rb = ring[-1]
    tris.append(np.column_stack([np.full(n, bottom_c), np.roll(rb, -1), rb]))
    return Mesh(
        np.vstack(verts).astype(np.float32),
        np.concatenate(tris).astype(np.uint32).ravel(),
        (("position", 3), ("normal", 3)),
    )


def quad_mesh() -> Mesh:
    """Unit square (-1..1) in the x-z plane facing up: decals are instances of it."""
    v = np.array([[-1, 0, -1], [-1, 0, 1], [1, 0, 1], [1, 0, -1]], dtype=np.float32)
    return Mesh(v, np.array([0, 1, 2, 0, 2, 3], dtype=np.uint32), (("corner", 3),))


# Rings of the table round the board, as distances beyond the board's edge.  The table is
# only the band where the board's shadow falls, fading into the background (= the clear
# colour): every pixel it does not cover costs nothing on software GL.
TABLE_RINGS = (-0.3, 0.0, 0.1, 0.2, 0.35, 0.5, 0.7, 0.95, 1.25)
TABLE_SHADOW_OFFSET = (0.25, -0.2)  # the board's shadow falls away from the key light


def table_mesh(depth: float = BOARD_THICKNESS) -> Mesh:
    """The table under the board: rings following the board's outline outwards.

    Vertex: position, distance beyond the board's edge, and signed distance to the
    board's outline shifted away from the light (its soft shadow).  Following the
    outline keeps both smooth with few vertices; the shader only maps them to colour.
    """
    corners = board_outline(0.0, BOARD_CORNER_SEGMENTS)
    outward = board_outline(1.0, BOARD_CORNER_SEGMENTS) - corners
    n = len(corners)
    rings = []
    for d in TABLE_RINGS:
        p = corners + (BOARD_MARGIN + d) * outward
        shadow = board_signed_distance(p - np.array(TABLE_SHADOW_OFFSET))
        rings.append(np.column_stack([p[:, 0], np.full(n, -depth), p[:, 1], np.full(n, d), shadow]))
    idx = []
    for i in range(len(TABLE_RINGS) - 1):
        a = i * n + np.arange(n)
        b, a1 = a + n, np.roll(a, -1)
        b1 = a1 + n
        idx.append(np.column_stack([a, b, b1, a, b1, a1]).reshape(-1, 3))
    return Mesh(
        np.vstack(rings).astype(np.float32),
        np.concatenate(idx).astype(np.uint32).ravel(),
        (("position", 3), ("edge_distance", 1), ("shadow_distance", 1)),
    )
