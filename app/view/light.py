"""The key light's shadow-map projection (pure numpy, tested without GL).

The key light is the sun-like lamp of `assets/shaders/lighting.glsl` (KEY_DIR there is
this module's KEY_DIR; a test keeps the two equal).  Its shadow map looks along the
light with an orthographic projection fitted to the board and the tallest stack, so
the 1024-texel map spends its resolution on what can cast or receive a shadow.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from app.view.layout import board_extent_points

Matrix = npt.NDArray[np.float64]

_KEY = np.array([-0.55, 0.80, 0.42])
KEY_DIR: Matrix = _KEY / np.linalg.norm(_KEY)  # towards the light
SHADOW_MAP_TEXELS = 1024
DEPTH_MARGIN = 0.5  # world units before the nearest and beyond the farthest point


def light_view() -> Matrix:
    """World -> light space: x right, y up across the light's beam, -z along the light."""
    back = KEY_DIR  # the light looks along -KEY_DIR
    right = np.cross(np.array([0.0, 1.0, 0.0]), back)
    right /= np.linalg.norm(right)
    up = np.cross(back, right)
    m = np.identity(4)
    m[0, :3], m[1, :3], m[2, :3] = right, up, back
    return m


def light_view_projection(top: float) -> Matrix:
    """Orthographic light projection holding the board and everything up to `top`."""
    view = light_view()
    pts = board_extent_points(max(top, 0.0) + 0.05)
    local = np.column_stack([pts, np.ones(len(pts))]) @ view.T
    lo, hi = local[:, :3].min(axis=0), local[:, :3].max(axis=0)
    near, far = -hi[2] - DEPTH_MARGIN, -lo[2] + DEPTH_MARGIN  # distances along -z
    proj = np.identity(4)
    proj[0, 0], proj[0, 3] = 2.0 / (hi[0] - lo[0]), -(hi[0] + lo[0]) / (hi[0] - lo[0])
    proj[1, 1], proj[1, 3] = 2.0 / (hi[1] - lo[1]), -(hi[1] + lo[1]) / (hi[1] - lo[1])
    proj[2, 2], proj[2, 3] = -2.0 / (far - near), -(far + near) / (far - near)
    out: Matrix = proj @ view
    return out
