"""Procedural textures baked with numpy once at start-up (no GL here).

Baking the wood grain into a texture costs one texture fetch per pixel at draw time,
where computing noise in the fragment shader would cost dozens of instructions per
pixel on software GL.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from app.view import palette as pal

# World rectangle the board texture covers (a little larger than the board).
WOOD_X0, WOOD_Z0, WOOD_WIDTH, WOOD_DEPTH = -6.4, -3.2, 12.8, 6.4


def _value_noise(
    rng: np.random.Generator, height: int, width: int, cells_y: float, cells_x: float
) -> npt.NDArray[np.float64]:
    """Smoothly interpolated random lattice values in 0..1, tiling in both directions."""
    ny, nx = int(np.ceil(cells_y)), int(np.ceil(cells_x))
    lattice = rng.random((ny + 1, nx + 1))
    lattice[-1, :], lattice[:, -1] = lattice[0, :], lattice[:, 0]
    v = np.linspace(0.0, ny, height, endpoint=False)
    u = np.linspace(0.0, nx, width, endpoint=False)
    iv, iu = v.astype(int), u.astype(int)
    fv, fu = v - iv, u - iu
    fv, fu = fv * fv * (3 - 2 * fv), fu * fu * (3 - 2 * fu)
    a = lattice[iv][:, iu]
    b = lattice[iv][:, iu + 1]
    c = lattice[iv + 1][:, iu]
    d = lattice[iv + 1][:, iu + 1]
    top = a + (b - a) * fu[None, :]
    bottom = c + (d - c) * fu[None, :]
    return top + (bottom - top) * fv[:, None]


def wood_texture(width: int = 1024, height: int = 512, seed: int = 7) -> npt.NDArray[np.uint8]:
    """(height, width, 3) sRGB bytes of light wood, grain running along the x axis."""
    rng = np.random.default_rng(seed)
    warp = sum(_value_noise(rng, height, width, 2 * k, 3 * k) / k for k in (1, 2, 4))
    z = np.linspace(0.0, 1.0, height, endpoint=False)[:, None]
    # Growth rings seen along their length: bands across z, wandering with the warp.
    rings = np.sin(2 * np.pi * (z * 14.0 + 1.1 * warp)) * 0.5 + 0.5
    rings = rings**3  # narrow dark latewood, wide light earlywood
    fibres = _value_noise(rng, height, width, 160, 6) - 0.5
    blotch = _value_noise(rng, height, width, 3, 5) - 0.5
    t = np.clip(0.72 - 0.42 * rings + 0.22 * fibres + 0.25 * blotch, 0.0, 1.0)
    light = np.array(pal.WOOD_LIGHT, dtype=np.float64)
    dark = np.array(pal.WOOD_DARK, dtype=np.float64)
    rgb = dark + (light - dark) * t[..., None]
    return np.clip(rgb, 0, 255).astype(np.uint8)
