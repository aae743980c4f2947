"""Which texels of the shadow map and the board shade a change of the pieces touches (numpy).

While pieces move, `shadow_pass.ShadowPass` redraws only these rectangles: the depth
map where a changed piece was or now is (as the key light sees it), and the board
shade where the board reads those depth texels or a changed contact disc.  Each
rectangle is conservative (a texel outside it reads nothing that changed), so a
redraw limited to them leaves the same texels as a full redraw.

A `Rect` is (x0, y0, x1, y1) in texels, x1 and y1 exclusive: x across the texture's
width, y its rows (for the board textures, y follows world z).
"""

from __future__ import annotations

import math

import numpy as np
import numpy.typing as npt

from app.view import textures
from app.view.layout import PIECE_RADIUS, PIECE_THICKNESS

Rect = tuple[int, int, int, int]
Matrix = npt.NDArray[np.float64]
F32 = npt.NDArray[np.float32]

DEPTH_MARGIN_TEXELS = 2  # rasterising a piece's faces never reaches further
# What one board-shade texel reads of the depth map round its own point: 5x5 look-ups
# 1.4 texels apart (shadow.glsl key_light_wide), each blending 2x2 texels, plus a margin.
PCF_REACH_TEXELS = 5
# A contact disc reaches this far beyond its radius (textures.shadow_map), and the board
# shade reads the contact texture with linear filtering: one contact texel more.
CONTACT_REACH = 0.05 + textures.WOOD_WIDTH / textures.SHADOW_MAP_SIZE[0]


def changed_rows(old: F32, new: F32) -> F32:
    """The rows of `old` that `new` lacks and those of `new` that `old` lacks."""
    width = new.shape[1] if len(new) else old.shape[1] if len(old) else 4
    keys_old = {row.tobytes() for row in old}
    keys_new = {row.tobytes() for row in new}
    rows = [row for row in old if row.tobytes() not in keys_new]
    rows += [row for row in new if row.tobytes() not in keys_old]
    return np.array(rows, dtype=np.float32).reshape(-1, width)


def _clamp(x0: float, y0: float, x1: float, y1: float, size: tuple[int, int]) -> Rect | None:
    w, h = size
    rect = (
        max(math.floor(x0), 0),
        max(math.floor(y0), 0),
        min(math.ceil(x1), w),
        min(math.ceil(y1), h),
    )
    return rect if rect[0] < rect[2] and rect[1] < rect[3] else None


def piece_corners(rows: F32) -> npt.NDArray[np.float64]:
    """(8N, 3) corners of the boxes round pieces given as rows (x, y, z, scale)."""
    if not len(rows):
        return np.zeros((0, 3))
    p = rows.astype(np.float64)
    r, t = PIECE_RADIUS * p[:, 3], PIECE_THICKNESS * p[:, 3]
    corners = [
        np.column_stack([p[:, 0] + sx * r, p[:, 1] + top * t, p[:, 2] + sz * r])
        for sx in (-1, 1)
        for sz in (-1, 1)
        for top in (0, 1)
    ]
    return np.vstack(corners)


def depth_rect(rows: F32, light_view_proj: Matrix, texels: int) -> Rect | None:
    """The texels of the key light's depth map (`texels` square) that pieces at `rows`
    (x, y, z, scale) can cover, or None for no rows."""
    pts = piece_corners(rows)
    if not len(pts):
        return None
    clip = np.column_stack([pts, np.ones(len(pts))]) @ light_view_proj.T
    tex = (clip[:, :2] * 0.5 + 0.5) * texels  # orthographic: w is 1
    lo, hi = tex.min(axis=0) - DEPTH_MARGIN_TEXELS, tex.max(axis=0) + DEPTH_MARGIN_TEXELS
    return _clamp(lo[0], lo[1], hi[0], hi[1], (texels, texels))


def _board_texel(xz: npt.NDArray[np.float64], size: tuple[int, int]) -> npt.NDArray[np.float64]:
    """World (x, z) -> board-texture texel coordinates (x across, y along z)."""
    w, h = size
    return np.column_stack(
        [
            (xz[:, 0] - textures.WOOD_X0) / textures.WOOD_WIDTH * w,
            (xz[:, 1] - textures.WOOD_Z0) / textures.WOOD_DEPTH * h,
        ]
    )


def board_rect_reading(
    rect: Rect, light_view_proj: Matrix, texels: int, size: tuple[int, int]
) -> Rect | None:
    """The board-shade texels (a texture of `size` over the wood) whose soft look-up
    of the depth map reads a texel of `rect`."""
    # On the board (y = 0) the light's projection is affine in (x, z): solve it for the
    # corners of the rectangle widened by the look-up's reach.
    m = light_view_proj[:2, [0, 2]] * (0.5 * texels)  # d(texel)/d(x, z)
    b = (light_view_proj[:2, 3] * 0.5 + 0.5) * texels
    x0, y0, x1, y1 = rect
    reach = PCF_REACH_TEXELS
    corners = np.array(
        [[x, y] for x in (x0 - reach, x1 + reach) for y in (y0 - reach, y1 + reach)],
        dtype=np.float64,
    )
    xz = np.asarray(np.linalg.solve(m, (corners - b).T).T, dtype=np.float64)
    tex = _board_texel(xz, size)
    lo, hi = tex.min(axis=0) - 1.0, tex.max(axis=0) + 1.0
    return _clamp(lo[0], lo[1], hi[0], hi[1], size)


def disc_rects(casters: F32, size: tuple[int, int]) -> list[Rect]:
    """Board-shade texels each contact disc (rows x, z, radius, strength) darkens."""
    rects = []
    for x, z, radius, _ in casters.astype(np.float64):
        reach = radius + CONTACT_REACH
        ends = np.array([[x - reach, z - reach], [x + reach, z + reach]])
        (tx0, ty0), (tx1, ty1) = _board_texel(ends, size)
        rect = _clamp(tx0 - 1.0, ty0 - 1.0, tx1 + 1.0, ty1 + 1.0, size)
        if rect is not None:
            rects.append(rect)
    return rects


def merged(rects: list[Rect]) -> list[Rect]:
    """The same texels (or a few more) as fewer rectangles: overlapping ones become their
    bounding rectangle."""
    out = list(rects)
    joined = True
    while joined:
        joined = False
        for i in range(len(out)):
            for j in range(i + 1, len(out)):
                a, b = out[i], out[j]
                if a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]:
                    out[i] = (min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3]))
                    del out[j]
                    joined = True
                    break
            if joined:
                break
    return out
