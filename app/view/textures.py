"""Textures baked once at start-up, and the contact-shadow map (numpy + QPainter, no GL).

Baking is about cost: on software GL each per-pixel instruction counts, so the wood grain
and the printed lines and circles of the board live in one texture (one fetch per pixel
instead of noise maths and a separate pass of blended line geometry), and the soft
shadows under the stacks are splatted into a small texture the board shader reads,
instead of blending dozens of overlapping shadow quads every frame.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt
from PyQt6.QtCore import QPointF, Qt
from PyQt6.QtGui import QBrush, QColor, QImage, QPainter, QPen

from app.view import palette as pal
from app.view.layout import PIECE_RADIUS, cell_centre, cell_centres, grid_edges

# World rectangle the board textures cover (a little larger than the board).
WOOD_X0, WOOD_Z0, WOOD_WIDTH, WOOD_DEPTH = -6.4, -3.2, 12.8, 6.4
BOARD_TEXTURE_SIZE = (2048, 1024)  # 160 texels per unit: the printed lines stay crisp
SHADOW_MAP_SIZE = (256, 128)  # 20 texels per unit: ample for soft shadows
MARKER_RADIUS = 0.2  # printed circle of a space
MARKER_PEN = 0.045
LINE_WIDTH = 0.04

F32 = npt.NDArray[np.float32]


def _interpolation(count: int, cells: int) -> F32:
    """(count, cells + 1) weights that spread `cells` lattice intervals smoothly (smoothstep
    between the two nearest lattice points) over `count` samples."""
    t = np.linspace(0.0, cells, count, endpoint=False, dtype=np.float32)
    i = t.astype(np.intp)
    f = t - i
    f = f * f * (3 - 2 * f)
    weights = np.zeros((count, cells + 1), dtype=np.float32)
    rows = np.arange(count)
    weights[rows, i] = 1 - f
    weights[rows, i + 1] = f
    return weights


def _value_noise(
    rng: np.random.Generator, height: int, width: int, cells_y: int, cells_x: int
) -> F32:
    """Smoothly interpolated random lattice values in 0..1, tiling in both directions.

    Interpolation is separable, so it is two small matrix products rather than
    per-texel gathers (about ten times faster: this runs before the first frame)."""
    lattice = rng.random((cells_y + 1, cells_x + 1), dtype=np.float32)
    lattice[-1, :], lattice[:, -1] = lattice[0, :], lattice[:, 0]
    noise = (_interpolation(height, cells_y) @ lattice) @ _interpolation(width, cells_x).T
    return noise.astype(np.float32, copy=False)


def wood_texture(width: int = 1024, height: int = 512, seed: int = 7) -> npt.NDArray[np.uint8]:
    """(height, width, 3) sRGB bytes of wood whose grain runs along the x axis."""
    rng = np.random.default_rng(seed)
    warp = _value_noise(rng, height, width, 2, 3) + 0.5 * _value_noise(rng, height, width, 4, 6)
    z = np.linspace(0.0, 1.0, height, endpoint=False, dtype=np.float32)[:, None]
    # Growth rings seen along their length: bands across z, wandering with the warp.
    rings = np.sin(np.float32(2 * np.pi) * (z * 14.0 + 1.1 * warp)) * 0.5 + 0.5
    rings = rings * rings * rings  # narrow dark latewood, wide light earlywood
    fibres = _value_noise(rng, height, width, 160, 6) - 0.5
    blotch = _value_noise(rng, height, width, 3, 5) - 0.5
    t = np.clip(0.72 - 0.42 * rings + 0.22 * fibres + 0.25 * blotch, 0.0, 1.0)[..., None]
    light = np.array(pal.WOOD_LIGHT, dtype=np.float32)
    dark = np.array(pal.WOOD_DARK, dtype=np.float32)
    rgb: npt.NDArray[np.uint8] = np.clip(dark + (light - dark) * t, 0, 255).astype(np.uint8)
    return rgb


def _to_texel(x: float, z: float, w: int, h: int) -> QPointF:
    return QPointF((x - WOOD_X0) / WOOD_WIDTH * w, (z - WOOD_Z0) / WOOD_DEPTH * h)


def board_texture() -> npt.NDArray[np.uint8]:
    """(height, width, 4) RGBA bytes: wood with the board's lines and circles printed on.

    Row 0 is the far edge (z = WOOD_Z0), matching the shader's uv = (x, z) mapping.
    Needs a QGuiApplication (QPainter); the renderer only runs inside one.
    """
    w, h = BOARD_TEXTURE_SIZE
    wood = wood_texture(w // 2, h // 2)
    small = QImage(wood.tobytes(), w // 2, h // 2, 3 * (w // 2), QImage.Format.Format_RGB888)
    image = small.scaled(
        w, h, Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation
    )
    image = image.convertToFormat(QImage.Format.Format_RGBA8888)
    per_unit = w / WOOD_WIDTH
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    line_pen = QPen(QColor(*pal.LINE), LINE_WIDTH * per_unit)
    line_pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    p.setPen(line_pen)
    for a, b in grid_edges():
        pa, pb = cell_centre(a), cell_centre(b)
        u = (pb - pa) / np.linalg.norm(pb - pa) * MARKER_RADIUS
        p.drawLine(
            _to_texel(pa[0] + u[0], pa[2] + u[2], w, h), _to_texel(pb[0] - u[0], pb[2] - u[2], w, h)
        )
    p.setPen(QPen(QColor(*pal.MARKER_RING), MARKER_PEN * per_unit))
    p.setBrush(QBrush(QColor(*pal.MARKER_FILL)))
    r = (MARKER_RADIUS - MARKER_PEN / 2) * per_unit
    for c in cell_centres():
        p.drawEllipse(_to_texel(c[0], c[2], w, h), r, r)
    p.end()
    raw = image.constBits().asstring(image.sizeInBytes())
    pixels = np.frombuffer(raw, dtype=np.uint8).reshape(h, image.bytesPerLine() // 4, 4)
    return np.ascontiguousarray(pixels[:, :w])


def shadow_map(casters: F32) -> npt.NDArray[np.uint8]:
    """(height, width) darkness 0..255 of the contact occlusion round the stacks' feet.

    casters: rows (x, z, radius, strength): a soft disc per stack.  The cast shadows
    come from the key light's shadow map; this is only the darkening where a stack
    meets the board, which light from every side misses.  Discs combine
    multiplicatively, like real overlapping shadows.
    """
    w, h = SHADOW_MAP_SIZE
    light = np.ones((h, w), dtype=np.float32)  # fraction of light reaching each texel
    sx, sz = w / WOOD_WIDTH, h / WOOD_DEPTH
    for cx, cz, radius, strength in casters:
        extent = radius + 0.05
        i0, i1 = (
            max(int((cz - extent - WOOD_Z0) * sz), 0),
            min(int((cz + extent - WOOD_Z0) * sz) + 2, h),
        )
        j0, j1 = (
            max(int((cx - extent - WOOD_X0) * sx), 0),
            min(int((cx + extent - WOOD_X0) * sx) + 2, w),
        )
        if i0 >= i1 or j0 >= j1:
            continue
        tz = WOOD_Z0 + (np.arange(i0, i1, dtype=np.float32) + 0.5) / sz - cz
        tx = WOOD_X0 + (np.arange(j0, j1, dtype=np.float32) + 0.5) / sx - cx
        q = np.sqrt(tx[None, :] ** 2 + tz[:, None] ** 2) / radius
        # Full strength up to the piece's edge, then a smooth falloff to nothing.
        inner = PIECE_RADIUS * 0.7 / radius
        f = np.clip((1.0 - q) / (1.0 - inner), 0.0, 1.0)
        f = f * f * (3.0 - 2.0 * f)
        light[i0:i1, j0:j1] *= 1.0 - strength * f
    dark: npt.NDArray[np.uint8] = np.clip((1.0 - light) * 255.0, 0, 255).astype(np.uint8)
    return dark
